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

# npm ci, unless node_modules already holds exactly the pinned Pyodide
ensure_npm_deps() {
  local want have
  want=$(python3 -c 'import json; print(json.load(open("package-lock.json"))["packages"]["node_modules/pyodide"]["version"])')
  have=$(python3 -c 'import json; print(json.load(open("node_modules/pyodide/package.json"))["version"])' 2>/dev/null || true)
  if [ "$want" != "$have" ]; then
    echo "setup: npm ci (pyodide $want)" >&2
    npm ci --no-audit --no-fund --loglevel=error >&2
  fi
}
