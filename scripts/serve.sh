#!/usr/bin/env bash
# Build the web page and serve it on http://127.0.0.1:8000 (PORT=... to change).
# Needs python3 (>= 3.11) and Node.js + npm; the Pyodide runtime comes from the npm registry (npm ci).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/setup-common.sh
ensure_node
ensure_npm_deps
python3 scripts/build_site.py
exec python3 scripts/serve.py --port "${PORT:-8000}"
