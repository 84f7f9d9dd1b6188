# Shared set-up steps of scripts/serve.sh and scripts/test.sh (sourced, not run).

# apt-get install the given Debian packages; `apt-get update` first only if the install fails.
apt_install() {
  export DEBIAN_FRONTEND=noninteractive
  local sudo=""
  if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
  echo "setup: installing Debian packages: $*" >&2
  $sudo apt-get install -y -q "$@" >/dev/null || { $sudo apt-get update -q >/dev/null && $sudo apt-get install -y -q "$@" >/dev/null; }
}

ensure_node() {
  if ! command -v node >/dev/null || ! command -v npm >/dev/null; then apt_install nodejs npm; fi
}

# npm ci, unless node_modules was installed from this very package-lock.json
ensure_npm_deps() {
  local want
  want=$(sha256sum package-lock.json | cut -c1-16)
  if [ "$(cat node_modules/.agari-lock 2>/dev/null || true)" != "$want" ]; then
    echo "setup: npm ci" >&2
    npm ci --no-audit --no-fund --loglevel=error >&2
    echo "$want" > node_modules/.agari-lock
  fi
}
