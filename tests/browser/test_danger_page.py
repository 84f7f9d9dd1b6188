"""The calculator with opponents (issue 29 §2): a riichi opponent's river gives the discard table a Deal-in column
with the `danger` op's own figures (genbutsu at 0 %), the hand's tiles marked by it (a mark and the chance in their
names), the share link carries the opponents and a bad one is dropped and named; axe finds nothing at 360 px."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

pytest.importorskip("playwright")

from browserkit import axe_violations, poll, wait_ready  # noqa: E402
from playwright.sync_api import BrowserContext, Page  # noqa: E402

from agari.core.notation import parse_tile_list  # noqa: E402
from agari.frontends.jsonapi import handle  # noqa: E402

HAND = "5m88m34556p222s99s6z"
SOUTH = "1z9p2z4m8s5p7s6z"
"""South's river: riichi on its sixth tile (5p); 7s and 6z after it."""
LINK = f"h={HAND}&d=1p&op1={SOUTH},r6"
RECORD = """window.__danger = [];
addEventListener("agari:request", (e) => {
  if (e.detail.op === "danger") window.__danger.push(JSON.parse(JSON.stringify(e.detail)));
});
try { localStorage.removeItem('agari.lang'); } catch (e) {}"""


def open_page(new_context: Callable[..., BrowserContext], base_url: str, fragment: str, width: int = 360,
              scheme: str = "light") -> Page:
    context = new_context(viewport={"width": width, "height": 900}, color_scheme=scheme)
    context.add_init_script(RECORD)
    page = context.new_page()
    page.goto(f"{base_url}#{fragment}")
    wait_ready(page)
    return page


def wait_danger(page: Page) -> None:
    poll(page, "() => document.body.dataset.busy !== '1' && !!document.querySelector('table.discards td[data-danger]')",
         every=50)


def shown(page: Page) -> dict[str, Any]:
    """The Deal-in column (tile -> [value, text]) and the hand's marks (tile -> [level, chance, label])."""
    out: dict[str, Any] = page.evaluate("""() => ({
      rows: Object.fromEntries([...document.querySelectorAll('table.discards tbody tr')].map((r) => {
        const c = r.querySelector('td[data-danger]');
        return [r.dataset.discardRow, [c.dataset.danger, c.textContent]]; })),
      head: [...document.querySelectorAll('table.discards thead th')].map((th) => th.textContent),
      hand: [...document.querySelectorAll('#hand .hand-tile')].map((b) =>
        [b.dataset.code, b.dataset.danger || null, b.dataset.chance || null, b.getAttribute('aria-label')]),
    })""")
    return out


def test_a_riichi_opponent_gives_the_danger_column_and_marks(new_context: Callable[..., BrowserContext],
                                                              base_url: str) -> None:
    page = open_page(new_context, base_url, LINK)
    wait_danger(page)
    sent = page.evaluate("window.__danger")
    assert sent, "no danger request was sent"
    request = sent[-1]
    # the page's request: South (the next seat of East) with its river and riichi index, the dora, no calls
    assert request["opponents"] == [{"wind": "s", "river": SOUTH, "riichi": 5}]
    assert request["dora"] == ["1p"] and request["round"] == "e" and request["players"] == 4
    assert sorted(str(t) for t in parse_tile_list(request["hand"])) == sorted(str(t) for t in parse_tile_list(HAND))
    answer = handle(request)
    assert answer["ok"] and answer["opponents"][0]["model"] == "riichi"
    s = shown(page)
    assert "Deal-in" in s["head"]
    assert set(s["rows"]) == {"5m", "8m", "3p", "4p", "5p", "6p", "2s", "9s", "6z"}
    for tile, (value, text) in s["rows"].items():
        assert float(value) == answer["anyone"][tile], tile
        assert text == f"{100 * answer['anyone'][tile]:.1f}%", tile
    # the real figures: 5p (the riichi tile) and 6z (after the riichi) are genbutsu; 5m is the worst of the hand
    assert s["rows"]["5p"] == ["0", "0.0%"] and s["rows"]["6z"] == ["0", "0.0%"]
    assert s["rows"]["5m"] == ["0.0622", "6.2%"] and s["rows"]["6p"] == ["0.0205", "2.1%"]
    assert s["rows"]["3p"] == ["0.047", "4.7%"]
    marks = {code: (level, chance, label) for code, level, chance, label in s["hand"]}
    assert marks["6z"][0] == "safe" and marks["5p"][0] == "safe"
    assert marks["6p"][0] == "low" and marks["3p"][0] == "mid" and marks["5m"][0] == "high"
    # (the name may end with the expected values' mark after it: 6z is worth the most, ui/expected.js)
    assert " · deal-in chance 6.2%" in marks["5m"][2]
    assert " · deal-in chance 0.0%" in marks["6z"][2]
    # the mark is not colour alone: a tick for none, a bar as long as the step (low < mid < high), with room under
    # the tile so the next row does not cover it
    look = page.evaluate("""() => Object.fromEntries(['6z', '6p', '3p', '5m'].map((c) => {
      const b = document.querySelector(`#hand .hand-tile[data-code="${c}"]`); const a = getComputedStyle(b, '::after');
      return [c, [a.content, parseFloat(a.width), getComputedStyle(b).marginBottom]]; }))""")
    assert look["6z"][0] == '"✓"'
    assert 0 < look["6p"][1] < look["3p"][1] < look["5m"][1]
    assert {v[2] for v in look.values()} == {"14px"}
    # 360 px: nothing wider than the screen
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    # with the expected values' columns beside it, its heading sorts the table safest first
    poll(page, "() => document.body.dataset.ev === 'done'", timeout=90_000)
    heads = page.evaluate("[...document.querySelectorAll('table.discards thead th')].map((th) => th.dataset.col || '')")
    assert heads.index("danger") < heads.index("tenpai")
    page.click('table.discards th[data-col="danger"] button')
    poll(page, """() => document.querySelector('table.discards th[data-col="danger"]')
      .getAttribute('aria-sort') === 'ascending'""")
    order = page.evaluate("[...document.querySelectorAll('table.discards tbody tr')].map((r) => r.dataset.discardRow)")
    values = [answer["anyone"][tile] for tile in order]
    assert values == sorted(values) and values[0] == 0 and order[-1] == "5m"
    assert sorted(order[:2]) == ["5p", "6z"]
    # each row keeps its own chance once sorted
    assert {t: float(v) for t, (v, _) in shown(page)["rows"].items()} == {t: answer["anyone"][t] for t in order}


def test_the_share_link_restores_the_opponents_and_typing_changes_it(new_context: Callable[..., BrowserContext],
                                                                     base_url: str) -> None:
    page = open_page(new_context, base_url, LINK)
    wait_danger(page)
    assert page.locator("#opponents").evaluate("(d) => d.open") is True
    assert page.input_value('[data-testid="opp-river-1"]') == SOUTH
    assert page.input_value('[data-testid="opp-riichi-1"]') == "5"
    assert page.locator('[data-testid="opp-riichi-1"] option:checked').inner_text().startswith("discard 6: ")
    assert page.input_value('[data-testid="opp-river-2"]') == ""
    # West (across) called 456s and threw 2s 8m: its calls go to the request and the link
    page.fill('[data-testid="opp-river-2"]', "2s8m")
    page.dispatch_event('[data-testid="opp-river-2"]', "change")
    page.fill('[data-testid="opp-calls-2"]', "(456s)")
    page.dispatch_event('[data-testid="opp-calls-2"]', "change")
    poll(page, "() => window.__danger.some((r) => r.opponents.length === 2 && r.opponents[1].calls === '(456s)')")
    request = [r for r in page.evaluate("window.__danger") if len(r["opponents"]) == 2][-1]
    assert request["opponents"][1] == {"wind": "w", "river": "2s8m", "calls": "(456s)"}
    poll(page, "() => decodeURIComponent(location.hash).includes('op2=2s8m(456s)')")
    assert f"op1={SOUTH},r6" in page.evaluate("decodeURIComponent(location.hash)")
    # a river that does not read is named under the panel and changes nothing
    page.fill('[data-testid="opp-river-3"]', "1z9q")
    page.dispatch_event('[data-testid="opp-river-3"]', "change")
    error = page.locator('[data-testid="opp-error"]')
    assert error.is_visible()
    assert error.inner_text().startswith("Discards of Left (North) cannot be read")
    assert page.get_attribute('[data-testid="opp-river-3"]', "aria-invalid") == "true"
    assert "op3=" not in page.evaluate("location.hash")


def test_a_bad_opponent_in_a_link_is_dropped_and_named(new_context: Callable[..., BrowserContext],
                                                      base_url: str) -> None:
    page = open_page(new_context, base_url, f"h={HAND}&d=1p&op1=1z9q,r2&op2=2s8m,r9")
    poll(page, "() => document.body.dataset.busy !== '1' && !!document.querySelector('table.discards')")
    notice = page.locator('[data-testid="notice"]')
    assert notice.is_visible()
    assert "Opponents" in notice.inner_text()
    assert page.locator("table.discards td[data-danger]").count() == 0
    assert page.evaluate("window.__danger") == []
    assert page.input_value('[data-testid="opp-river-1"]') == ""


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_nothing_with_opponents_at_360_px(new_context: Callable[..., BrowserContext], base_url: str,
                                                    scheme: str) -> None:
    page = open_page(new_context, base_url, LINK + "&op2=2s8m(456s)", scheme=scheme)
    wait_danger(page)
    assert page.locator("#opponents").evaluate("(d) => d.open") is True
    assert axe_violations(page) == []


def test_the_column_and_the_marks_speak_japanese(new_context: Callable[..., BrowserContext], base_url: str) -> None:
    page = open_page(new_context, base_url, LINK + "&lang=ja")
    wait_danger(page)
    s = shown(page)
    assert "放銃率" in s["head"]
    assert s["rows"]["5m"] == ["0.0622", "6.2%"]
    marks = {code: label for code, _, _, label in s["hand"]}
    assert marks["5m"].endswith("放銃率 6.2%")
    assert page.locator('[data-testid="opponents-summary"]').inner_text() == "他家：1人入力、リーチ 1人"
