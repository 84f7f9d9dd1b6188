"""The calculator says which discard its figures favour (issue 37): the expected-value table marks the discard with the
most expected points (every one of a tie, said to be equal) in its row, in a line above the table and on the hand's
tile (a mark over it, its title and the end of its name, in the page's language), and the table's own order puts it
first; nothing is marked for a complete hand, and no mark ever sits on a hand or a table whose figures it is not. The
language menu: the four languages each named in its own, by mouse and by keyboard (arrows, Home, End, Enter, Escape,
Tab), the choice kept; axe finds nothing with it open.

One page load: the issue's hand, a tie, a complete hand and the issue's hand again, in English and in Japanese."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import Any

from browserkit import act_and_wait, axe_violations, fill, poll, table, wait_ready
from playwright.sync_api import BrowserContext, Page

from agari.frontends.jsonapi import handle

HAND = "2345m456p34789s11z"
"""The issue's hand: 6p is worth the most (2,822), below two tenpai discards and a wider one in the engine's order."""
TIE = "1234m456p789s1122z"
"""1m and 4m: tenpai on 1z/2z either way, the same expected points."""
COMPLETE = "123m456p789s11122z"

RECORD = """window.__marks = [];
const look = () => {
  const marked = [...document.querySelectorAll('#hand .hand-tile[data-ev-best]')];
  const rows = [...document.querySelectorAll('table.discards tr.ev-best')];
  if (!marked.length && !rows.length) return;
  window.__marks.push({
    hand: [...document.querySelectorAll('#hand .hand-tile')].map((b) => b.dataset.code).join(' '),
    marked: marked.map((b) => b.dataset.code), rows: rows.map((r) => r.dataset.discardRow),
    table: document.getElementById('analysis').dataset.hand || '' });
};
addEventListener('DOMContentLoaded', () => new MutationObserver(look).observe(document.body,
  { subtree: true, childList: true, attributes: true, attributeFilter: ['data-ev-best', 'class', 'data-code'] }));
try { localStorage.removeItem('agari.lang'); } catch (e) {}"""
"""Every change of the page that shows a mark is written down with the hand and the table it is shown on."""


def tiles_of(hand: str) -> list[str]:
    """A hand's tiles as the page sorts them (man, pin, sou, honours; by number)."""
    out = []
    for digits, suit in re.findall(r"(\d+)([mpsz])", hand):
        out += [f"{d}{suit}" for d in digits]
    return sorted(out, key=lambda c: ("mpsz".index(c[1]), int(c[0])))


@functools.cache
def favoured(hand: str) -> tuple[list[str], int]:
    """The discards with the most expected points at turn 1 (CPython's figures; a tie: the same points to the point, as
    the table shows them) and those points, rounded."""
    answer = handle({"op": "expected", "hand": hand, "dora": [], "round": "e", "seat": "e", "rules": "tenhou",
                     "turn": 1, "shanten_down": True, "tegawari": True, "wall": "reference"})
    top = round(max(d["score"][0] for d in answer["discards"]))
    return [d["discard"] for d in answer["discards"] if round(d["score"][0]) == top], top


def tid(page: Page, name: str) -> Any:
    return page.locator(f'[data-testid="{name}"]')


def wait_ev(page: Page) -> None:
    poll(page, '() => document.body.dataset.ev === "done"', timeout=60_000, every=50)


def marks(page: Page) -> dict[str, Any]:
    """What is marked now: the hand's tiles (code, title, name), the table's rows, the line above the table."""
    shown: dict[str, Any] = page.evaluate("""() => ({
      hand: [...document.querySelectorAll('#hand .hand-tile[data-ev-best]')].map((b) => [b.dataset.code, b.title,
        b.getAttribute('aria-label'), getComputedStyle(b, '::before').borderTopWidth]),
      rows: [...document.querySelectorAll('table.discards tbody tr')].map((r) => [r.dataset.discardRow,
        r.classList.contains('ev-best'), r.querySelector('[data-testid="ev-best-mark"]')?.textContent ?? null]),
      line: document.querySelector('[data-testid="ev-best"]')?.textContent ?? null })""")
    return shown


def type_hand(page: Page, hand: str) -> None:
    act_and_wait(page, lambda: tid(page, "notation").fill(hand))


def test_the_discard_the_figures_favour_is_marked(new_context: Callable[..., BrowserContext], base_url: str) -> None:
    context = new_context(viewport={"width": 1280, "height": 900})
    context.add_init_script(RECORD)
    page = context.new_page()
    page.goto(f"{base_url}#h={HAND}")
    wait_ready(page)
    wait_ev(page)
    en, ja = table("en"), table("ja")
    best, points = favoured(HAND)
    assert (best, points) == (["6p"], 2822)
    analysis = handle({"op": "analyze", "hand": HAND})
    engine_order = [d["discard"] for d in analysis["discards"]]
    assert engine_order.index("6p") == 8  # row 9 of 13 in the engine's order (shanten, then tiles)
    shown = marks(page)
    # the table's own order: the favoured discard first, then the engine's order; its row marked, and only its
    assert [r[0] for r in shown["rows"]] == ["6p"] + [c for c in engine_order if c != "6p"]
    assert [r for r in shown["rows"] if r[1] or r[2]] == [["6p", True, en["ev_best_badge"]]]
    assert shown["line"] == fill(en["ev_best_one"], tile="6 pin", points=2822)
    assert shown["line"] == "Best by expected points: 6 pin (2822)."
    # on the hand: one mark, over 6p, its title and the end of its name saying what it means
    mark = fill(en["ev_best_mark"], points=2822)
    assert shown["hand"] == [["6p", f"6 pin: {mark}", f"6 pin: remove from the hand · {mark}", "8px"]]
    # another order chosen by a heading stays what it is; the best points first by the points' heading
    page.click('button[data-sort="after"]')
    assert [r[0] for r in marks(page)["rows"]][:2] == ["2m", "5m"]
    page.click('button[data-sort="score"]')
    assert marks(page)["rows"][0][:2] == ["6p", True]

    # a tie: both marked, the line names both and says they are equal
    type_hand(page, TIE)
    wait_ev(page)
    best, points = favoured(TIE)
    assert (best, points) == (["1m", "4m"], 3578)
    shown = marks(page)
    assert [r[0] for r in shown["rows"] if r[1]] == ["1m", "4m"]
    assert shown["line"] == fill(en["ev_best_tied"], tiles="1 man and 4 man", points=3578)
    assert [h[:2] for h in shown["hand"]] == [
        ["1m", f"1 man: {fill(en['ev_best_mark_tied'], others='4 man', points=3578)}"],
        ["4m", f"4 man: {fill(en['ev_best_mark_tied'], others='1 man', points=3578)}"]]

    # the language menu by keyboard: the arrow opens it on the language shown, End and Home move, Escape closes it
    button, menu = tid(page, "lang"), tid(page, "lang-list")
    assert button.get_attribute("aria-haspopup") == "menu" and button.get_attribute("aria-expanded") == "false"
    assert menu.is_hidden()
    button.focus()
    page.keyboard.press("ArrowDown")
    assert menu.is_visible() and button.get_attribute("aria-expanded") == "true"
    focused = "document.activeElement.dataset.lang"
    assert page.evaluate(focused) == "en"
    assert [x.inner_text() for x in menu.locator("li").all()] == ["English", "日本語", "中文", "한국어"]
    assert [x.get_attribute("lang") for x in menu.locator("li").all()] == ["en", "ja", "zh-Hans", "ko"]
    found = axe_violations(page)
    assert found == [], "the menu open:\n" + "\n".join(found)
    page.keyboard.press("End")
    assert page.evaluate(focused) == "ko"
    page.keyboard.press("Home")
    page.keyboard.press("ArrowUp")  # round to the last
    assert page.evaluate(focused) == "ko"
    page.keyboard.press("Escape")
    assert menu.is_hidden() and page.evaluate("document.activeElement.id") == "lang"
    # a click elsewhere closes it, as Tab does
    button.click()
    assert menu.is_visible()
    page.locator("#h-hand").click()
    assert menu.is_hidden() and button.get_attribute("aria-expanded") == "false"
    button.focus()
    page.keyboard.press("Enter")
    page.keyboard.press("Tab")
    assert menu.is_hidden()
    # Enter on 日本語: the page in Japanese, the choice kept, the marks' words in Japanese
    button.focus()
    page.keyboard.press("Enter")
    page.keyboard.press("ArrowDown")
    assert page.evaluate(focused) == "ja"
    act_and_wait(page, lambda: page.keyboard.press("Enter"))
    assert page.evaluate("[document.documentElement.lang, localStorage.getItem('agari.lang')]") == ["ja", "ja"]
    assert menu.is_hidden() and page.evaluate("document.activeElement.id") == "lang"
    assert button.get_attribute("aria-label") == fill(ja["lang_menu_label"], name="日本語")
    assert tid(page, "lang-ja").get_attribute("aria-checked") == "true"
    names = page.evaluate("() => [...document.querySelectorAll('#hand .hand-tile[data-ev-best]')].map((b) => "
                          "b.getAttribute('aria-label').split(':')[0])")
    assert names == [fill(ja["tile_m"], n="一"), fill(ja["tile_m"], n="四")]
    together = page.evaluate("(names) => new Intl.ListFormat('ja', { type: 'conjunction' }).format(names)", names)
    shown = marks(page)
    assert shown["line"] == fill(ja["ev_best_tied"], tiles=together, points=3578)
    assert [r[2] for r in shown["rows"] if r[1]] == [ja["ev_best_badge"]] * 2
    assert shown["hand"][0][1] == f"{names[0]}: {fill(ja['ev_best_mark_tied'], others=names[1], points=3578)}"

    # a complete hand: its score is the answer, nothing is marked
    type_hand(page, COMPLETE)
    assert tid(page, "total").is_visible()
    shown = marks(page)
    assert shown == {"hand": [], "rows": [], "line": None}
    # the hand again
    type_hand(page, HAND)
    wait_ev(page)
    assert [h[0] for h in marks(page)["hand"]] == ["6p"]

    # whenever a mark was on screen, it was on the hand (and the table) whose figures favour it
    records = page.evaluate("window.__marks")
    assert records
    best_of = {" ".join(tiles_of(h)): favoured(h)[0] for h in (HAND, TIE)}
    for r in records:
        if r["marked"]:
            assert r["marked"] == best_of.get(r["hand"]), r
        if r["rows"]:
            assert sorted(r["rows"]) == sorted(favoured(r["table"])[0]), r
