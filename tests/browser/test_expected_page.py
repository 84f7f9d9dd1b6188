"""Expected values on the page: a 14-tile hand's discard table gains tenpai %, win % and expected points (the engine's
own figures, searched in a worker of their own), sortable, with the win chance by turn of the best discards; a long
search shows its progress and the next change cancels it (the new hand's answer shows, the old one's never); the
share link carries the turn and the options; axe finds nothing at 360 px in the four languages."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

pytest.importorskip("playwright")

from browserkit import axe_violations, poll, wait_ready  # noqa: E402
from playwright.sync_api import BrowserContext, Page  # noqa: E402

from agari.frontends.jsonapi import handle  # noqa: E402

ONE_SHANTEN = "1234m456p789s1122z"
THREE_SHANTEN = "2378m456p1589s127z"
"""A hand three tiles from ready after its best throws: its search takes seconds (CPython ~4 s, the page more)."""
RECORD = """window.__searches = []; window.__cancels = 0; window.__running = 0;
addEventListener("agari:search", (e) => window.__searches.push(JSON.parse(JSON.stringify(e.detail))));
addEventListener("agari:search-running", () => { window.__running += 1; });
addEventListener("agari:search-cancelled", () => { window.__cancels += 1; });
try { localStorage.removeItem('agari.lang'); } catch (e) {}"""


def request_of(hand: str, **fields: Any) -> dict[str, Any]:
    """The page's request for a hand at the defaults (select.js: expectedRequest)."""
    return {"op": "expected", "hand": hand, "dora": [], "round": "e", "seat": "e", "rules": "tenhou", "turn": 1,
            "shanten_down": True, "tegawari": True, "wall": "reference", **fields}


def open_page(new_context: Callable[..., BrowserContext], base_url: str, fragment: str, width: int = 1280,
              scheme: str = "light") -> Page:
    context = new_context(viewport={"width": width, "height": 900}, color_scheme=scheme)
    context.add_init_script(RECORD)
    page = context.new_page()
    page.goto(f"{base_url}#{fragment}")
    wait_ready(page)
    return page


def wait_ev(page: Page, state: str = "done", timeout: float = 90_000) -> None:
    poll(page, f'() => document.body.dataset.ev === "{state}"', timeout=timeout, every=50)


def shown_rows(page: Page) -> list[dict[str, Any]]:
    """The discard table's rows as shown: the tile and the three columns' full values."""
    rows: list[dict[str, Any]] = page.evaluate("""() => [...document.querySelectorAll('table.discards tbody tr')]
      .map((r) => ({
        discard: r.dataset.discardRow,
        tenpai: r.querySelector('td[data-ev="tenpai"]').dataset.value,
        win: r.querySelector('td[data-ev="win"]').dataset.value,
        score: r.querySelector('td[data-ev="score"]').dataset.value,
        text: [...r.querySelectorAll('td[data-ev]')].map((c) => c.textContent)}))""")
    return rows


def check_table(page: Page, answer: dict[str, Any]) -> None:
    """Every row shows the op's figures at the turn, in full in data-value and rounded as text; a throw the search
    leaves out (shanten down off: the throws that go back a step) shows a dash."""
    by = {d["discard"]: d for d in answer["discards"]}
    rows = shown_rows(page)
    assert set(by) <= {r["discard"] for r in rows}
    for r in rows:
        d = by.get(r["discard"])
        if d is None:
            assert r["text"] == ["–"] * 3 and r["score"] is None
            continue
        # the page's Python and this one may differ in the last bit of a sum: the 1e-9 relative
        shown = [float(r["tenpai"]), float(r["win"]), float(r["score"])]
        assert shown == pytest.approx([d["tenpai"][0], d["win"][0], d["score"][0]], rel=1e-9)
        assert r["text"] == [f"{100 * d['tenpai'][0]:.1f}%", f"{100 * d['win'][0]:.1f}%", str(round(d["score"][0]))]


def test_a_14_tile_hand_shows_the_columns_and_the_chart(new_context: Callable[..., BrowserContext],
                                                        base_url: str) -> None:
    page = open_page(new_context, base_url, f"h={ONE_SHANTEN}")
    wait_ev(page)
    answer = handle(request_of(ONE_SHANTEN))
    assert page.evaluate("window.__searches") == [request_of(ONE_SHANTEN)]
    # a hand a tile from ready is answered by the calculator's worker: no search worker (a second Python) is started
    assert page.evaluate("window.__running") == 0
    assert len(page.workers) == 1
    heads = page.eval_on_selector_all("table.discards thead th", "(ths) => ths.map((th) => th.textContent)")
    assert heads[-3:] == ["Tenpai %", "Win %", "Exp. points"]
    check_table(page, answer)
    # 1m and 4m reach tenpai on 1z/2z: certain tenpai, the best expected points
    best = {r["discard"]: r for r in shown_rows(page)}
    assert best["1m"]["text"][0] == "100.0%" and best["4m"]["text"][0] == "100.0%"
    # the chart: the best three discards' win chance from turn 1 to 18
    lines = page.eval_on_selector_all(".ev-chart polyline",
                                      "(ls) => ls.map((l) => [l.dataset.evDiscard, l.dataset.values])")
    assert [tile for tile, _ in lines] == [d["discard"] for d in answer["discards"][:3]]
    for (_, values), d in zip(lines, answer["discards"][:3], strict=True):
        assert [float(v) for v in values.split(" ")] == pytest.approx(d["win"], rel=1e-9)
    assert page.get_attribute(".ev-chart", "data-turns") == "18"
    # sorted by a click on a heading: best expected points first, then the other way round
    page.click('button[data-sort="score"]')
    order = [float(r["score"]) for r in shown_rows(page)]
    assert order == sorted(order, reverse=True)
    assert page.get_attribute('th[data-col="score"]', "aria-sort") == "descending"
    page.click('button[data-sort="score"]')
    assert [float(r["score"]) for r in shown_rows(page)] == sorted(order)
    page.click('button[data-sort="win"]')
    wins = [float(r["win"]) for r in shown_rows(page)]
    assert wins == sorted(wins, reverse=True)


def test_a_long_search_shows_progress_and_the_next_change_cancels_it(new_context: Callable[..., BrowserContext],
                                                                     base_url: str) -> None:
    page = open_page(new_context, base_url, f"h={THREE_SHANTEN}")
    wait_ev(page, "searching")
    # the search worker has started and is in the search: the calculator's worker tried it first under a small budget,
    # which a 3-shanten hand passes at once (only then is the search worker started)
    poll(page, "() => window.__running === 1", every=50)
    # the bar shows once the search takes a moment (150 ms), the table says it is busy
    page.wait_for_selector('[data-testid="ev-progress"]', state="visible", timeout=10_000)
    assert page.get_attribute("table.discards", "aria-busy") == "true"
    assert "Searching the draws" in page.inner_text('[data-testid="ev-status"]')
    # figures not in yet: no discard is marked as the one they favour (ui/expected.js), in the table or the hand
    assert page.locator('[data-ev-best], tr.ev-best, [data-testid="ev-best"]').count() == 0
    # the calculator's own answers are not held up by the search: the table of the hand is there
    assert page.get_attribute("#analysis", "data-hand") == THREE_SHANTEN
    page.fill('[data-testid="notation"]', ONE_SHANTEN)
    wait_ev(page)
    assert page.evaluate("window.__cancels") == 1
    assert page.evaluate("window.__searches") == [request_of(THREE_SHANTEN), request_of(ONE_SHANTEN)]
    answer = handle(request_of(ONE_SHANTEN))
    check_table(page, answer)
    # its figures favour 1m and 4m alike (the same expected points): both marked, in the hand and the table
    assert answer["discards"][0]["score"][0] == answer["discards"][1]["score"][0]
    assert page.eval_on_selector_all("#hand [data-ev-best]", "(bs) => bs.map((b) => b.dataset.code)") == ["1m", "4m"]
    assert page.eval_on_selector_all("tr.ev-best", "(rs) => rs.map((r) => r.dataset.discardRow)") == ["1m", "4m"]
    # the old search never comes back over the new hand's answer (its worker was terminated): a while later, the same
    # figures
    page.wait_for_timeout(3_000)
    assert page.evaluate("document.body.dataset.ev") == "done"
    check_table(page, answer)
    # back to the slow hand: while it is searched, the chart keeps its room but shows nothing of the hand before (no
    # line, no legend word visible), its caption saying it waits
    assert page.locator(".ev-figure").count() == 1
    page.fill('[data-testid="notation"]', THREE_SHANTEN)
    wait_ev(page, "searching")
    figure = page.locator(".ev-figure")
    assert figure.get_attribute("class") == "ev-figure ev-stale"
    assert figure.locator("figcaption").inner_text() == "The chart waits for this hand's figures."
    assert figure.locator("svg, .ev-legend, li").evaluate_all(
        "(es) => es.every((e) => getComputedStyle(e).visibility === 'hidden')")


def test_the_share_link_restores_the_turn_and_options(new_context: Callable[..., BrowserContext],
                                                      base_url: str) -> None:
    page = open_page(new_context, base_url, f"h={ONE_SHANTEN}&x=9s3z&tn=7&sd=0&tg=0&wall=real")
    wait_ev(page)
    assert page.input_value('[data-testid="ev-turn"]') == "7"
    assert not page.is_checked('[data-testid="ev-shanten-down"]')
    assert not page.is_checked('[data-testid="ev-tegawari"]')
    assert page.is_checked('[data-testid="ev-wall"]')
    request = request_of(ONE_SHANTEN, turn=7, shanten_down=False, tegawari=False, wall="real", visible=["9s", "3z"])
    assert page.evaluate("window.__searches") == [request]
    answer = handle(request)
    assert answer["turn"] == 7 and answer["options"]["wall"] == "real"
    assert {d["discard"] for d in answer["discards"]} == {"1m", "4m"}  # no throw back a step
    check_table(page, answer)
    assert page.get_attribute(".ev-chart", "data-turns") == str(18 - 7 + 1)
    # a change of the turn is kept in the link; the default options are left out of it
    page.fill('[data-testid="ev-turn"]', "3")
    page.press('[data-testid="ev-turn"]', "Enter")
    page.check('[data-testid="ev-tegawari"]')
    poll(page, '() => location.hash.includes("tn=3") && !location.hash.includes("tg=")')
    assert "sd=0" in page.evaluate("location.hash") and "wall=real" in page.evaluate("location.hash")


def test_a_link_with_a_bad_turn_names_it(new_context: Callable[..., BrowserContext], base_url: str) -> None:
    page = open_page(new_context, base_url, f"h={ONE_SHANTEN}&tn=40&sd=maybe")
    wait_ev(page)
    assert page.inner_text('[data-testid="notice"]') == (
        "Parts of the link could not be used and were left out: Turn (draws so far), Expected value.")
    assert page.evaluate("window.__searches") == [request_of(ONE_SHANTEN)]


@pytest.mark.parametrize("lang", ["en", "ja", "zh", "ko"])
def test_axe_finds_nothing_at_360_px(new_context: Callable[..., BrowserContext], base_url: str, lang: str) -> None:
    page = open_page(new_context, base_url, f"h={ONE_SHANTEN}&lang={lang}", width=360, scheme="dark")
    wait_ev(page)
    assert axe_violations(page) == []
    # nothing wider than the phone but the discard table, which scrolls in its own box
    assert page.evaluate("document.documentElement.scrollWidth") <= 360


def test_a_by_value_drill_on_the_practice_view(new_context: Callable[..., BrowserContext], base_url: str) -> None:
    """Practice, What to discard by value: the hand's tiles are the answer buttons; the throw picked is marked against
    the engine's best expected points, and the table ranks every throw by them (CPython's figures)."""
    spec = {"op": "drill", "game": "riichi", "kind": "value", "difficulty": "mixed", "seed": "ev28", "number": 1}
    made = handle({**spec, "solution": True})
    assert made["ok"], made
    key = " ".join(str(made["drill"][k]) for k in ("game", "rules", "kind", "difficulty", "seed", "number"))
    page = open_page(new_context, base_url,
                     "v=practice&p.game=riichi&p.kind=value&p.difficulty=mixed&p.seed=ev28&p.number=1")
    page.wait_for_selector(f'#view-practice[data-state="asking"][data-drill="{key}"]', state="attached", timeout=60_000)
    assert page.inner_text('[data-testid="p-question"]') == (
        f"Which throw is worth the most points by the end of the hand? (turn {made['request']['turn']})")
    table = made["solution"]["table"]
    worst = table[-1]["discard"]
    page.click(f'[data-testid="p-pick"] button[data-tile="{worst}"]')
    page.wait_for_selector(f'#view-practice[data-state="answered"][data-drill="{key}"]', state="attached",
                           timeout=60_000)
    checked = handle({**spec, "answer": {"discard": worst}})
    rows = page.eval_on_selector_all(
        '[data-testid="p-discards"] tbody tr',
        "(rs) => rs.map((r) => [r.dataset.discardRow, Number(r.dataset.rank), Number(r.dataset.score)])")
    assert [r[:2] for r in rows] == [[r["discard"], r["rank"]] for r in checked["table"]]
    assert [r[2] for r in rows] == pytest.approx([r["score_now"] for r in checked["table"]], rel=1e-9)
    assert page.get_attribute('[data-testid="p-choice"]', "data-rank") == str(checked["choice"]["rank"])
    verdict = page.get_attribute('[data-testid="p-verdict"]', "class")
    assert ("right" in verdict.split()) is checked["right"]
    assert axe_violations(page) == []


def test_a_hand_too_far_for_the_search_says_why(new_context: Callable[..., BrowserContext], base_url: str) -> None:
    hand = "1379m1379p1379s12z"
    page = open_page(new_context, base_url, f"h={hand}")
    wait_ev(page, "failed")
    detail = handle(request_of(hand))["detail"]
    assert detail.startswith("the hand is 4-shanten")
    assert page.inner_text('[data-testid="ev-error"]') == f"No expected values: {detail}"
    assert {r["text"][2] for r in shown_rows(page)} == {"–"}
    assert page.query_selector(".ev-chart") is None


def test_a_long_search_shows_first_figures_then_the_exact_ones(new_context: Callable[..., BrowserContext],
                                                               base_url: str) -> None:
    """A 3-shanten hand: while the full search runs, the first figures (the same search with both options off,
    exact for that simpler play) fill the table and the chart, marked as such; the full search's figures replace
    them."""
    page = open_page(new_context, base_url, f"h={THREE_SHANTEN}")
    poll(page, "() => document.body.dataset.ev === 'searching' && !!document.querySelector('td[data-first]')"
               " || document.body.dataset.ev === 'done'", timeout=60_000, every=20)
    if page.evaluate("document.body.dataset.ev") == "searching":  # (a fast machine may finish the full search first)
        first = handle(request_of(THREE_SHANTEN, shanten_down=False, tegawari=False))
        assert first["ok"]
        assert page.locator('[data-testid="ev-first"]').inner_text() == (
            "First figures, from a quicker search (no shanten down, no hand changes); the full search refines them.")
        by = {d["discard"]: d for d in first["discards"]}
        for r in shown_rows(page):
            if r["score"] is not None:
                assert float(r["score"]) == pytest.approx(by[r["discard"]]["score"][0], rel=1e-9)
        assert page.locator(".ev-figure figcaption").inner_text().endswith("(first figures)")
        assert page.locator('[data-ev-best], tr.ev-best, [data-testid="ev-best"]').count() == 0
    wait_ev(page)
    check_table(page, handle(request_of(THREE_SHANTEN)))
    assert page.locator("td[data-first]").count() == 0 and page.locator('[data-testid="ev-first"]').count() == 0
    assert page.locator(".ev-figure figcaption").inner_text() == "Win chance by turn, the best discards"
