# Shared set-up steps of scripts/serve.sh and scripts/test.sh (sourced, not run).

# apt-get install the given Debian packages; `apt-get update` first only if the install fails.
apt_install() {
  export DEBIAN_FRONTEND=noninteractive
  local sudo=""
  if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
  echo "setup: installing Debian packages: $*" >&2
  $sudo apt-get install -y -q "$@" >/dev/null || { $sudo apt-get update -q >/dev/null && $sudo apt-get install -y -q "$@" >/dev/null; }
}

# Node.js and a working npm, as the command array NPM. Node.js comes from apt-get when missing. npm is the one on
# PATH when it runs; else (a Node.js without npm, or with a broken one, where Debian's npm package cannot be
# installed beside it) a pinned npm fetched from the npm registry by scripts/get_npm.py and run with node.
ensure_node() {
  if ! command -v node >/dev/null; then
    apt_install nodejs npm || apt_install nodejs
  fi
  if npm --version >/dev/null 2>&1; then
    NPM=(npm)
  else
    echo "setup: no working npm beside $(node --version): fetching a pinned npm from the npm registry" >&2
    local cli
    cli=$(python3 scripts/get_npm.py)
    NPM=(node "$cli")
  fi
}

# npm ci, unless node_modules was installed from this very package-lock.json
ensure_npm_deps() {
  local want
  want=$(sha256sum package-lock.json | cut -c1-16)
  if [ "$(cat node_modules/.agari-lock 2>/dev/null || true)" != "$want" ]; then
    echo "setup: npm ci" >&2
    "${NPM[@]}" ci --no-audit --no-fund --loglevel=error >&2
    echo "$want" > node_modules/.agari-lock
  fi
}
