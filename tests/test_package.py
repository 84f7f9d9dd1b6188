"""Ready for PyPI: `python -m build` makes the sdist and the wheel from a clean copy of the project, `twine check`
passes, and the wheel carries the one version number (agari/version.py), the licence and the metadata PyPI shows."""

from __future__ import annotations

import email.parser
import re
import shutil
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from email.message import Message
from pathlib import Path

import pytest

import agari
from agari.frontends.cli import main

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ("pyproject.toml", "MANIFEST.in", "README.md", "LICENSE", "CHANGELOG.md", "agari", "docs")
"""What an sdist is made from: the build runs on a copy of these alone, as on a fresh clone."""


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The sdist and the wheel of a clean copy (the wheel built from the sdist, as `python -m build` does)."""
    src = tmp_path_factory.mktemp("src")
    for name in SOURCES:
        path = ROOT / name
        if path.is_dir():
            shutil.copytree(path, src / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        else:
            shutil.copy2(path, src / name)
    out = tmp_path_factory.mktemp("dist")
    # --no-isolation: the build backend is the test environment's own setuptools (offline-friendly)
    build = subprocess.run([sys.executable, "-m", "build", "--no-isolation", "--outdir", str(out), str(src)],
                           capture_output=True, text=True)
    assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-3000:]
    return out


def wheel_file(dist: Path) -> Path:
    (wheel,) = dist.glob("*.whl")
    return wheel


def metadata(dist: Path) -> Message:
    with zipfile.ZipFile(wheel_file(dist)) as zf:
        (name,) = [n for n in zf.namelist() if n.endswith(".dist-info/METADATA")]
        return email.parser.Parser().parsestr(zf.read(name).decode())


def test_build_makes_sdist_and_wheel_named_by_the_version(dist: Path) -> None:
    names = sorted(p.name for p in dist.iterdir())
    assert names == [f"agari-{agari.__version__}-py3-none-any.whl", f"agari-{agari.__version__}.tar.gz"]


def test_twine_check_passes(dist: Path) -> None:
    check = subprocess.run([sys.executable, "-m", "twine", "check", "--strict", *map(str, sorted(dist.iterdir()))],
                           capture_output=True, text=True)
    assert check.returncode == 0, check.stdout + check.stderr
    assert check.stdout.count("PASSED") == 2


def test_wheel_metadata(dist: Path) -> None:
    meta = metadata(dist)
    assert meta["Name"] == "agari"
    assert meta["Version"] == agari.__version__
    assert meta["License-Expression"] == "MIT"
    assert meta.get_all("License-File") == ["LICENSE"]
    assert meta["Requires-Python"] == ">=3.11"
    assert meta["Description-Content-Type"] == "text/markdown"
    assert "Riichi" in meta["Summary"] and "Fujian" in meta["Summary"]
    assert {"mahjong", "riichi", "shanten"} <= set(meta["Keywords"].split(","))
    classifiers = meta.get_all("Classifier") or []
    assert "Topic :: Games/Entertainment :: Board Games" in classifiers and "Typing :: Typed" in classifiers
    urls = dict(u.split(", ", 1) for u in meta.get_all("Project-URL") or [])
    assert {"Homepage", "Documentation", "Source", "Changelog", "Issues"} <= set(urls)
    # the engine is standard library only: every dependency belongs to an extra
    assert all("extra ==" in req for req in meta.get_all("Requires-Dist") or [])
    # the long description is the README itself (PyPI's project page)
    assert meta.get_payload().strip() == (ROOT / "README.md").read_text(encoding="utf-8").strip()


def test_wheel_contents(dist: Path) -> None:
    with zipfile.ZipFile(wheel_file(dist)) as zf:
        names = set(zf.namelist())
        entry_points = next(zf.read(n).decode() for n in names if n.endswith("entry_points.txt"))
    info = f"agari-{agari.__version__}.dist-info"
    assert {"agari/__init__.py", "agari/py.typed", "agari/core/data/suit_automaton.bin", "agari/version.py",
            f"{info}/licenses/LICENSE"} <= names
    packages = {n.split("/")[0] for n in names}
    assert packages == {"agari", info}  # no tests, scripts or web in the wheel
    assert re.search(r"^agari = agari\.frontends\.cli:main$", entry_points, re.M)


def test_sdist_contents(dist: Path) -> None:
    (sdist,) = dist.glob("*.tar.gz")
    with tarfile.open(sdist) as tf:
        names = {n.split("/", 1)[1] for n in tf.getnames() if "/" in n}
    assert {"LICENSE", "README.md", "CHANGELOG.md", "pyproject.toml", "agari/core/data/suit_automaton.bin",
            "docs/cli.md", "docs/riichi.md"} <= names


def test_one_version_number(capsys: pytest.CaptureFixture[str]) -> None:
    """agari/version.py is the only place: pyproject reads it, `agari --version` prints it, CHANGELOG heads it."""
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert pyproject["project"]["dynamic"] == ["version"] and "version" not in pyproject["project"]
    assert pyproject["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "agari.version.__version__"}
    assert main(["--version"]) == 0
    assert capsys.readouterr().out == f"agari {agari.__version__}\n"
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    first = re.search(r"^## (\S+)", changelog, re.M)
    assert first and first[1] == agari.__version__, "CHANGELOG.md's newest entry is not agari/version.py's version"


def test_workflows() -> None:
    """GitHub Actions: the test command on every push, the site to Pages from main, PyPI from a version tag by
    trusted publishing (an OIDC token, no stored secret)."""
    flows = ROOT / ".github" / "workflows"
    tests = (flows / "tests.yml").read_text(encoding="utf-8")
    assert re.search(r"^on:\n  push:\n", tests, re.M) and "bash .ci/run" in tests
    assert (ROOT / ".ci" / "run").read_text(encoding="utf-8").rstrip().endswith("bash scripts/test.sh")
    pages = (flows / "pages.yml").read_text(encoding="utf-8")
    assert "branches: [main]" in pages and "actions/deploy-pages" in pages and "scripts/build_site.py" in pages
    release = (flows / "release.yml").read_text(encoding="utf-8")
    assert 'tags: ["v*"]' in release and "pypa/gh-action-pypi-publish@release/v1" in release
    assert "id-token: write" in release and "password" not in release and "secrets." not in release
    assert "python -m twine check --strict dist/*" in release and "bash .ci/run" in release
