"""One version number: the page's footer and the built site show agari/version.py's."""

from __future__ import annotations

import gzip
import io
import re
import zipfile
from pathlib import Path
from typing import Any

from browserkit import wait_ready
from playwright.sync_api import Page

import agari


def test_footer_shows_the_version(page: Page, base_url: str) -> None:
    page.goto(base_url)
    wait_ready(page)
    assert page.locator("footer").inner_text().strip().endswith(f"agari {agari.__version__}")


def test_build_carries_the_version(built_site: dict[str, Any], site_dir: Path) -> None:
    worker = (site_dir / str(built_site["worker"])).read_text(encoding="utf-8")
    assert re.search(rf'"?version"?: ?"{re.escape(agari.__version__)}"', worker)
    wheel = site_dir / str(built_site["wheel"])
    with zipfile.ZipFile(io.BytesIO(gzip.decompress(wheel.read_bytes()))) as zf:
        assert f"agari-{agari.__version__}.dist-info/METADATA" in zf.namelist()
