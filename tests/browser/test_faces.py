"""Tile faces are drawn from outlines, never from a font: no <text> in any tile or in the language menu,
and the 37 faces (1-9m/p/s, the red fives 0m/0p/0s, 1-7z) rendered in Chromium are pairwise distinct."""

from __future__ import annotations

import itertools
import json
import struct

from browserkit import pick_lang, poll, wait_ready
from playwright.sync_api import Page

PROBE = {"x": 0, "y": 0, "width": 60, "height": 80}
"""Where the probe <svg> (position: fixed) shows one face: exactly these pixels are compared."""
FACES = [f"{n}{s}" for s in "mps" for n in range(10)] + [f"{n}z" for n in range(1, 8)]


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    return int(width), int(height)


def test_no_text_element_in_any_tile_or_the_language_menu(page: Page, base_url: str) -> None:
    """The sprite holds 37 faces plus a back, each character a <path>; the page has no SVG <text> at all."""
    page.goto(base_url + "#h=123456789m1234z")
    wait_ready(page)
    counts = page.evaluate("""() => ({
      symbols: document.querySelectorAll('#tile-sprite symbol').length,
      text: document.querySelectorAll('svg text, svg tspan').length,
      manPaths: document.querySelectorAll('#t-1m path, #t-0m path').length,
      honorPaths: [1, 2, 3, 4, 6, 7].map((n) => document.querySelectorAll(`#t-${n}z path`).length),
      langSvgPaths: [...document.querySelectorAll('[data-testid="lang-list"] li')].map(
        (li) => li.querySelectorAll('svg path').length),
      langText: [...document.querySelectorAll('[data-testid="lang-list"] li')].map((li) => li.textContent),
    })""")
    assert counts["symbols"] == len(FACES) + 1
    assert counts["text"] == 0
    assert counts["manPaths"] == 4  # the numeral and 萬, on 1m and on the red five
    assert counts["honorPaths"] == [1] * 6
    # the menu's languages, each in its own: CJK words drawn (one path a character) and kept as (visually hidden)
    # text for the page's text, English as text
    assert counts["langSvgPaths"] == [0, 3, 2, 3]
    assert counts["langText"] == ["English", "日本語", "中文", "한국어"]
    lang = page.locator('[data-testid="lang"]')
    # the menu's button names the language shown, drawn the same way
    shown = []
    for code in ("ja", "zh", "ko", "en"):
        shown.append((page.evaluate("document.documentElement.lang"), lang.locator("svg path").count(),
                      lang.locator("svg").count() == 0 and lang.inner_text() or ""))
        pick_lang(page, code)
        poll(page, f"() => document.documentElement.lang !== {json.dumps(shown[-1][0])}")  # the table loads first
    assert shown == [("en", 0, "English"), ("ja", 3, ""), ("zh-Hans", 2, ""), ("ko", 3, "")]
    assert page.evaluate("document.documentElement.lang") == "en"


def test_every_face_differs_from_every_other(page: Page, base_url: str) -> None:
    """Each palette tile's face, rendered at a fixed whole-pixel place and size: no two alike (an empty or
    missing glyph would make two honours or two man tiles equal)."""
    page.goto(base_url)
    wait_ready(page)
    hrefs = page.evaluate("""(codes) => codes.map((c) =>
      document.querySelector(`[data-testid="palette"] [data-tile="${c}"] svg use`).getAttribute('href'))""", FACES)
    assert hrefs == [f"#t-{code}" for code in FACES]
    page.evaluate("""() => {
      const probe = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
      probe.id = 'face-probe';
      probe.setAttribute('viewBox', '0 0 30 40');
      probe.setAttribute('width', '60');
      probe.setAttribute('height', '80');
      // CSSOM, not a style attribute: the page's CSP blocks inline style attributes
      Object.assign(probe.style, {display: 'block', position: 'fixed', left: '0', top: '0', zIndex: '99',
                                  background: '#fff'});
      probe.appendChild(document.createElementNS('http://www.w3.org/2000/svg', 'use'));
      document.body.appendChild(probe);
    }""")
    shots = {}
    for code, href in zip(FACES, hrefs, strict=True):
        page.evaluate("(href) => document.querySelector('#face-probe use').setAttribute('href', href)", href)
        shots[code] = page.screenshot(clip=PROBE, animations="disabled")
    assert {png_size(data) for data in shots.values()} == {(60, 80)}
    same = [(a, b) for a, b in itertools.combinations(FACES, 2) if shots[a] == shots[b]]
    assert same == []
    # another font and size for everything: the faces do not change (no font is used)
    page.evaluate("""() => { for (const e of [document.documentElement, document.getElementById('face-probe')]) {
      e.style.setProperty('font-family', 'monospace', 'important');
      e.style.setProperty('font-size', '31px', 'important'); } }""")
    for code, href in zip(FACES, hrefs, strict=True):
        if code[1] in "mz":
            page.evaluate("(href) => document.querySelector('#face-probe use').setAttribute('href', href)", href)
            assert page.screenshot(clip=PROBE, animations="disabled") == shots[code], code
