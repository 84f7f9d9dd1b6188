"""The page is an installable web app: its manifest is served as application/manifest+json under the CSP,
parses, names icons that load (192 and 512 px, one maskable), is precached by the service worker, and
Chromium reports no installability error, at the root and under a sub-path."""

from __future__ import annotations

import json
import re
import struct
import tomllib
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urljoin

import pytest
from browserkit import READY_TIMEOUT_MS, ROOT, wait_offline_ready, wait_ready
from conftest import CHROMIUM, CHROMIUM_ARGS, watch
from playwright.sync_api import Page, Playwright

MANIFEST = "manifest.webmanifest"


def fetch(url: str) -> tuple[dict[str, str], bytes]:
    """Headers and body of a GET (no Accept-Encoding: the plain bytes)."""
    with urllib.request.urlopen(url) as response:
        return dict(response.headers.items()), response.read()


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height of a PNG (after checking its signature)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    return int(width), int(height)


def test_manifest_served_with_its_type_and_icons_load(base_url: str, site_dir: Path) -> None:
    """application/manifest+json, the production CSP allows it, relative start_url and scope, light and dark
    colours, standalone, and every icon is a PNG of the size it claims."""
    headers, body = fetch(base_url + MANIFEST)
    assert headers["Content-Type"] == "application/manifest+json"
    csp = headers["Content-Security-Policy"]
    rules = tomllib.loads((ROOT / "netlify.toml").read_text())["headers"]
    assert csp == next(r["values"]["Content-Security-Policy"] for r in rules if r["for"] == "/*")
    assert "manifest-src 'self'" in csp and "img-src 'self'" in csp
    manifest = json.loads(body)
    assert manifest["name"].startswith("agari") and manifest["short_name"] == "agari"
    assert manifest["display"] == "standalone"
    assert manifest["start_url"] == manifest["scope"] == "./"
    colour = re.compile(r"^#[0-9a-f]{6}$")
    dark = manifest["user_preferences"]["color_scheme_dark"]
    for key in ("theme_color", "background_color"):
        assert colour.match(manifest[key]) and colour.match(dark[key]) and manifest[key] != dark[key]
    kinds = set()
    for icon in manifest["icons"]:
        assert not icon["src"].startswith("/")  # relative: works under a sub-path
        icon_headers, data = fetch(urljoin(base_url + MANIFEST, icon["src"]))
        assert icon_headers["Content-Type"] == icon["type"] == "image/png"
        width, height = png_size(data)
        assert icon["sizes"] == f"{width}x{height}"
        kinds.add((width, icon["purpose"]))
    assert {(192, "any"), (512, "any"), (512, "maskable")} <= kinds
    precached = (site_dir / "sw.js").read_text()
    for name in [MANIFEST] + [icon["src"] for icon in manifest["icons"]]:
        assert f'"{name}":"sha256-' in precached, name


@pytest.fixture
def profile_page(playwright: Playwright, tmp_path: Path) -> Iterator[Page]:
    """A page in a browser with an on-disk profile: Chromium never offers to install from an incognito
    context, which is what Playwright's ordinary contexts are."""
    context = watch(playwright.chromium.launch_persistent_context(
        str(tmp_path / "profile"), executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True))
    context.set_default_timeout(READY_TIMEOUT_MS)
    page = context.new_page()
    yield page
    context.close()


@pytest.mark.parametrize("prefix", ["/", "/apps/agari/"])
def test_chromium_finds_the_page_installable(profile_page: Page, serve: Callable[..., str], prefix: str) -> None:
    """CDP Page.getInstallabilityErrors returns none; the manifest's start_url is the page's own folder."""
    page = profile_page
    url = serve(prefix=prefix)
    page.goto(url)
    wait_ready(page)
    wait_offline_ready(page)
    cdp = page.context.new_cdp_session(page)
    manifest: dict[str, Any] = cdp.send("Page.getAppManifest")
    assert manifest["url"] == url + MANIFEST
    assert manifest["errors"] == []
    assert json.loads(manifest["data"])["start_url"] == "./"
    installability: dict[str, Any] = cdp.send("Page.getInstallabilityErrors")
    assert installability["installabilityErrors"] == []
    assert cdp.send("Page.getAppId").get("appId") == url
