"""Fetch a pinned npm from the npm registry into .cache/ and print the path of its ``npm-cli.js``.

For machines whose Node.js has no working npm (seen: a repackaged NodeSource ``nodejs`` without the ``npm`` link
and with its npm's ``package.json`` missing, where Debian's ``npm`` package cannot be installed beside it).
Standard library only; the tarball is checked against the registry's sha512 integrity before it is unpacked.
Run by ``scripts/setup-common.sh``: ``node "$(python3 scripts/get_npm.py)" ci``.
"""

from __future__ import annotations

import base64
import hashlib
import io
import shutil
import sys
import tarfile
import urllib.request
from pathlib import Path

VERSION = "10.9.4"
"""npm 10.9 runs on Node.js ^18.17 || >= 20.5 (Debian bookworm's nodejs 18 and NodeSource's 20 alike)."""
URL = f"https://registry.npmjs.org/npm/-/npm-{VERSION}.tgz"
INTEGRITY = "sha512-OnUG836FwboQIbqtefDNlyR0gTHzIfwRfE3DuiNewBvnMnWEpB0VEXwBlFVgqpNzIgYo/MHh3d2Hel/pszapAA=="
"""``dist.integrity`` of https://registry.npmjs.org/npm/10.9.4."""

REPO = Path(__file__).resolve().parent.parent
HOME = REPO / ".cache" / f"npm-{VERSION}"
CLI = HOME / "package" / "bin" / "npm-cli.js"


def fetch() -> Path:
    """The path of npm-cli.js, downloading and unpacking npm first when it is not in .cache/ yet."""
    if CLI.exists():
        return CLI
    with urllib.request.urlopen(URL, timeout=120) as response:  # noqa: S310 (a fixed https address)
        data = response.read()
    digest = "sha512-" + base64.b64encode(hashlib.sha512(data).digest()).decode()
    if digest != INTEGRITY:
        sys.exit(f"get_npm: {URL} does not match its pinned integrity ({digest[:30]}... != {INTEGRITY[:30]}...)")
    partial = HOME.with_name(HOME.name + ".partial")
    for stale in (partial, HOME):
        shutil.rmtree(stale, ignore_errors=True)
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as archive:
        archive.extractall(partial, filter="data")
    partial.rename(HOME)
    return CLI


if __name__ == "__main__":
    print(fetch())
