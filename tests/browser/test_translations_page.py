"""No English left in Japanese, Chinese or Korean (issue 37): every text the page shows (text nodes, screen-reader text
included) and every title, aria-label and placeholder of the calculator (a 14-tile hand with its tables and a riichi
opponent's verdict, then empty),
the language menu open, the Review view and the Practice view at their start, at 360 px, holds no word in Latin
letters but the few that are the same in every language (ALLOWED, each with why). Words from the engine's meta count
too: a preset's name (Tenhou sanma, Mahjong Soul) in English fails it. axe finds nothing with the language menu open.

One page load per language: the views are switched to, not loaded anew."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from browserkit import act_and_wait, axe_violations, poll, wait_ready
from playwright.sync_api import BrowserContext, Page

HAND = "2345m456p34789s11z"

ALLOWED = {
    "agari drill": "the command line's command, typed as it is",
    "agari": "the program's name (the title, the version line)",
    "Pyodide": "a program's name (Python in the browser)",
    "Python": "a programming language's name",
    "JSON Lines": "a file format's name (mjai's logs)",
    "JSON": "a file format's name (Tenhou's logs)",
    "XML": "a file format's name (Tenhou's mjlog)",
    "mjlog": "Tenhou's log format, named as Tenhou names it",
    "gzip": "a compression's name",
    "mjai": "a log format's name",
    "Enter": "the key's name, as printed on keyboards",
    "ms": "a unit (milliseconds)",
    "MiB": "a unit",
    "MB": "a unit",
    "WRC": "the World Riichi Championship's own acronym, in its preset's name in every language",
    "EMA": "the European Mahjong Association's own acronym, in its preset's name in every language",
    "English": "the language menu names each language in its own",
    "wh": "the notation's letters for the white dragon (with e s w n g r: one letter each, no word)",
}
"""Words in Latin letters that are the same in every language. Tile notation (2345m, 1z) has no two letters in a row."""

ENGLISH = re.compile(r"[A-Za-z]{2,}")

TEXTS = """() => {
  const shown = (e) => {
    for (let x = e; x; x = x.parentElement) {
      if (x.hidden) return false;
      const s = getComputedStyle(x);
      if (s.display === 'none' || s.visibility === 'hidden') return false;
    }
    return true;
  };
  const where = (e) => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') +
    (e.dataset && e.dataset.testid ? `[data-testid=${e.dataset.testid}]` : '');
  const out = [];
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n; (n = walk.nextNode());) {
    const text = n.nodeValue.trim();
    const e = n.parentElement;
    if (!text || !e || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(e.tagName) || !shown(e)) continue;
    out.push([where(e.closest('[id], [data-testid]') || e), text]);
  }
  for (const e of document.body.querySelectorAll('[title], [aria-label], [placeholder]')) {
    if (!shown(e)) continue;
    for (const name of ['title', 'aria-label', 'placeholder']) {
      const v = e.getAttribute(name);
      if (v && v.trim()) out.push([`${where(e)} @${name}`, v.trim()]);
    }
  }
  return out;
}"""
"""Each text shown (in an element not hidden; visually hidden text for screen readers counts) and each title,
aria-label and placeholder, with where it is."""


def english_in(page: Page, step: str, also: tuple[str, ...] = ()) -> list[str]:
    """The texts of the page that hold a word in Latin letters not in ALLOWED (nor in `also`), one line each."""
    allowed = sorted([*ALLOWED, *also], key=len, reverse=True)
    strip = re.compile(r"(?<![A-Za-z])(?:" + "|".join(re.escape(a) for a in allowed) + r")(?![A-Za-z])")
    texts: list[list[str]] = page.evaluate(TEXTS)
    assert len(texts) > 20, step  # the walk found the page
    return [f"{step}: {at}: {text!r}" for at, text in texts if ENGLISH.search(strip.sub(" ", text))]


@pytest.mark.parametrize("code", ["ja", "zh", "ko"])
def test_no_english_word_in_any_view(new_context: Callable[..., BrowserContext], base_url: str, code: str) -> None:
    page = new_context(viewport={"width": 360, "height": 780}, color_scheme="dark").new_page()
    # a riichi opponent (the Opponents panel open with its river's pictures; the verdict's line and Worth column)
    page.goto(f"{base_url}#lang={code}&h={HAND}&sw=s&op1=9p1z5s4m8s2m7p,r6")
    wait_ready(page)
    poll(page, '() => document.body.dataset.ev === "done"', timeout=60_000, every=50)
    assert page.locator("table.discards tbody tr").count() == 13
    assert page.locator('[data-testid="ev-best"][data-verdict]').count() == 1  # the verdict, its marks
    assert page.locator("table.discards td[data-worth]").count() == 13
    assert page.locator('[data-testid="opp-tiles-1"] button').count() == 7
    found = english_in(page, "the calculator with a 14-tile hand and a riichi opponent")
    # the language menu open: its four names (English the only one in Latin letters); axe clean, inside the screen
    page.locator('[data-testid="lang"]').click()
    menu = page.locator('[data-testid="lang-list"]')
    assert menu.is_visible()
    found += english_in(page, "the language menu")
    box = menu.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 360, box
    violations = axe_violations(page)
    assert violations == [], "the language menu open:\n" + "\n".join(violations)
    page.keyboard.press("Escape")
    # the calculator at its start
    act_and_wait(page, lambda: page.locator('[data-testid="clear"]').click())
    assert page.locator("#hand .hand-tile").count() == 0
    found += english_in(page, "the empty calculator")
    # the Review view at its start
    page.locator('[data-testid="view-review"]').click()
    page.locator('[data-testid="review-drop"]').wait_for()
    found += english_in(page, "the Review view")
    # the Practice view at its start: a drill asked (its seed is letters and digits)
    page.locator('[data-testid="view-practice"]').click()
    page.wait_for_selector('#view-practice[data-state="asking"]', state="attached", timeout=60_000)
    seed = (page.get_attribute("#view-practice", "data-drill") or "").split(" ")[4]
    assert seed
    found += english_in(page, "the Practice view", also=(seed,))
    assert found == [], "\n".join(found)
