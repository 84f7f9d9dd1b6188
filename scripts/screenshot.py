#!/usr/bin/env python3
"""Take the README's picture of the page from the real page: docs/images/page.png.

    python3 scripts/screenshot.py [--out docs/images/page.png] [--site DIR]

Builds the site (scripts/build_site.py, into a temporary folder; `--site DIR` uses a built one), serves it
locally with the production headers (scripts/serve.py), opens a share link of a scored hand in headless
Chromium (Playwright, the system browser: /usr/bin/chromium or AGARI_CHROMIUM) at 1280 x 900 in English,
light theme, waits until the engine has answered, and saves what the window shows. Run it after a change to
the page, and commit the PNG: the picture is regenerated, never drawn.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import sys
import tempfile
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "images" / "page.png"
VIEWPORT = {"width": 1280, "height": 900}
LINK = "#h=123m456p789s11122z&w=2m&t=1&r=1&d=1m&lang=en"
"""A dealer's riichi tsumo with a dora: yaku, dora, fu line by line, a mangan and who pays what."""
EXPECT = "12000"
"""Text the scored page shows (the screenshot is refused without it)."""
CHROMIUM = os.environ.get("AGARI_CHROMIUM", "/usr/bin/chromium")
TIMEOUT_MS = 90_000


def load(name: str) -> ModuleType:
    """A module of scripts/ (not a package)."""
    spec = importlib.util.spec_from_file_location(f"agari_scripts_{name}", ROOT / "scripts" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def shoot(site: Path, out: Path) -> None:
    """Serve ``site``, open the share link, and save the window's picture to ``out``."""
    from playwright.sync_api import sync_playwright

    server, url = load("serve").start_server(site)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True,
                                        args=["--no-sandbox", "--disable-gpu", "--no-first-run"])
            context = browser.new_context(viewport=VIEWPORT, locale="en-US", color_scheme="light",
                                          device_scale_factor=1)
            page = context.new_page()
            page.goto(url + LINK)
            page.wait_for_selector('body[data-engine="ready"]', state="attached", timeout=TIMEOUT_MS)
            page.get_by_text(EXPECT, exact=False).first.wait_for(state="visible", timeout=TIMEOUT_MS)
            page.wait_for_timeout(500)  # let the last frame settle (fonts are SVG paths: nothing else loads)
            out.parent.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(out))
            browser.close()
    finally:
        server.shutdown()
        server.server_close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=OUT, help="where to write the PNG (default: docs/images/page.png)")
    parser.add_argument("--site", type=Path, help="a site folder built already (default: build one)")
    args = parser.parse_args()
    if args.site:
        shoot(args.site, args.out)
    else:
        with tempfile.TemporaryDirectory() as tmp:
            site = Path(tmp) / "site"
            load("build_site").build(site, wheel_dir=Path(tmp) / "wheel")
            shoot(site, args.out)
    print(f"wrote {os.path.relpath(args.out)}")


if __name__ == "__main__":
    main()
