#!/usr/bin/env bash
# Install what the tests need and run EVERY test (engine, CLI, lint, Pyodide under Node, browser tests).
#   system: Node.js + npm, Debian's chromium (installed with apt-get when missing)
#   Python: a venv .venv with `pip install -e '.[test]'` (pytest, hypothesis, mahjong, playwright, mypy, ruff)
#   Node:   npm ci (the pinned Pyodide runtime)
# Extra arguments go to one pytest run, e.g. `bash scripts/test.sh tests/browser -x`; without any, two runs: the
# engine's tests, then the browser tests in two browsers at once.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/setup-common.sh

ensure_node
if [ -z "${AGARI_CHROMIUM:-}" ] && [ ! -x /usr/bin/chromium ]; then apt_install chromium; fi

if [ ! -x .venv/bin/python ]; then
  echo "setup: creating .venv" >&2
  python3 -m venv .venv
fi
# reinstall only when pyproject.toml changed since the last successful install
stamp=$(sha256sum pyproject.toml | cut -c1-16)
if [ "$(cat .venv/.agari-installed 2>/dev/null || true)" != "$stamp" ]; then
  echo "setup: pip install -e '.[test]'" >&2
  .venv/bin/python -m pip install -q --disable-pip-version-check -e '.[test]' >&2
  echo "$stamp" > .venv/.agari-installed
fi
ensure_npm_deps

if [ "$#" -gt 0 ]; then
  exec .venv/bin/python -m pytest -p no:cacheprovider "$@"
fi
# The whole suite, in two parts (docs/contributing.md): the engine's tests in CPython, with the site build and the
# Pyodide suite beside them; then the browser tests, in two browsers at once (pytest-xdist), with nothing else
# running (they time the page; the site is built again for them in seconds from the first part's build cache).
status=0
.venv/bin/python -m pytest -p no:cacheprovider --ignore=tests/browser || status=$?
.venv/bin/python -m pytest -p no:cacheprovider -n 2 --dist loadfile tests/browser || status=$?
exit "$status"
