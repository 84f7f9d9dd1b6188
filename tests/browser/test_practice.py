"""The Practice view (web/ui/practice/): drills the engine makes from a seed, answered with the keyboard alone, marked
with the engine's breakdown; the share link keeps the drill; the progress is kept in localStorage (across a reload,
offline); every game; 360 px; axe in the four languages.

Expected values come from ``agari.frontends.jsonapi.handle`` in this process: the page's Pyodide must make the drill
CPython makes from the same seed (the same hand, the same answers). Most tests share one page (a link opened by
changing the address's fragment loads another drill without starting the engine again)."""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from browserkit import axe_violations, pick_lang, poll, wait_ready
from playwright.sync_api import Browser, BrowserContext, Page

from agari.frontends.jsonapi import handle

SPEC_KEYS = ("game", "rules", "kind", "difficulty", "fields", "seed", "number")


def made(**spec: Any) -> dict[str, Any]:
    """The drill CPython makes, with its solution."""
    out = handle({"op": "drill", **spec, "solution": True})
    assert out["ok"], out
    return out


def checked(spec: dict[str, Any], answer: dict[str, Any]) -> dict[str, Any]:
    out = handle({"op": "drill", **spec, "answer": answer})
    assert out["ok"], out
    return out


def fragment(spec: dict[str, Any]) -> str:
    """The view's share link for a drill (the op's own names after p.)."""
    parts = ["v=practice"]
    for key in SPEC_KEYS:
        if key in spec:
            value = ",".join(spec[key]) if isinstance(spec[key], list) else spec[key]
            parts.append(f"p.{key}={value}")
    return "#" + "&".join(parts)


def drill_key(spec: dict[str, Any]) -> str:
    """What the view says it shows (#view-practice[data-drill]): game, rules, kind, difficulty, seed, number."""
    return " ".join(str(spec[k]) for k in ("game", "rules", "kind", "difficulty", "seed", "number"))


def view(page: Page) -> Any:
    return page.locator("#view-practice")


def tid(page: Page, name: str) -> Any:
    return page.locator(f'#view-practice [data-testid="{name}"]')


def wait_state(page: Page, state: str, drill: dict[str, Any] | None = None, timeout: float = 60_000) -> None:
    """Wait until the view shows `drill` (its spec) in `state` (asking, answered, ...)."""
    sel = f'#view-practice[data-state="{state}"]'
    if drill is not None:
        sel += f'[data-drill="{drill_key(drill)}"]'
    page.wait_for_selector(sel, state="attached", timeout=timeout)


def open_drill(page: Page, base_url: str, spec: dict[str, Any]) -> dict[str, Any]:
    """Show a drill by its link (a new page load the first time, else a change of the fragment); returns the spec
    with the engine's defaults filled in (as CPython fills them)."""
    full = made(**spec)["drill"]
    if page.url.startswith(base_url) and page.evaluate("document.body.dataset.engine") == "ready":
        page.evaluate(f"location.hash = {json.dumps(fragment(spec))}")
    else:
        page.goto(base_url + fragment(spec))
        wait_ready(page)
    wait_state(page, "asking", full)
    return dict(full)


def focused(page: Page) -> str:
    return str(
        page.evaluate(
            "document.activeElement ? document.activeElement.id || document.activeElement.dataset.tile || '' : ''"
        )
    )


def type_answers(page: Page, values: list[int]) -> None:
    """Digits and Enter in each box, from the first (where the keyboard already is)."""
    for v in values:
        page.keyboard.type(str(v))
        page.keyboard.press("Enter")


def marks(page: Page) -> list[tuple[str, str | None, str, bool]]:
    rows = tid(page, "p-marks").locator("li")
    return [
        (
            rows.nth(i).get_attribute("data-field"),
            rows.nth(i).get_attribute("data-payer"),
            rows.nth(i).get_attribute("data-given"),
            rows.nth(i).get_attribute("data-right") == "1",
        )
        for i in range(rows.count())
    ]


def stats_row(page: Page, type_: str) -> dict[str, int]:
    row = page.locator(f'#view-practice [data-testid="p-stats"] tr[data-type="{type_}"]')
    return {k: int(row.get_attribute(f"data-{k}")) for k in ("n", "right", "streak", "best")}


def values_of(answer: dict[str, Any], asks: list[dict[str, Any]]) -> list[int]:
    """The numbers of an answer in the order the drill asks them."""
    return [answer[a["field"]][a["payer"]] if "payer" in a else answer[a["field"]] for a in asks]


def no_overflow(page: Page) -> None:
    width = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
    assert width[0] <= width[1], f"the page is {width[0]} px wide in a {width[1]} px window"


def assert_axe_clean(page: Page, where: str) -> None:
    found = axe_violations(page)
    assert found == [], f"{where}:\n" + "\n".join(found)


@pytest.fixture(scope="module")
def shared(browser: Browser) -> Iterator[Page]:
    """One page for the module's drill tests (its progress grows from test to test: they compare before and after)."""
    context = browser.new_context(viewport={"width": 1280, "height": 900}, service_workers="block")
    context.set_default_timeout(60_000)
    page = context.new_page()
    yield page
    context.close()


# ---- Score it ------------------------------------------------------------------------------------------


def test_a_score_drill_answered_wrong_then_right(shared: Page, base_url: str) -> None:
    """Riichi: the seed's hand as CPython makes it; a wrong han is marked (the others right), the calculator's own
    breakdown shown with the han marked; Enter on Next, the next number answered right; the progress counts both."""
    page = shared
    spec = open_drill(page, base_url, {"seed": "pv-score", "rules": "mleague", "difficulty": "traps"})
    sol = made(**spec)
    assert tid(page, "p-hand").get_attribute("data-hand") == sol["request"]["hand"]
    assert tid(page, "p-hand").get_attribute("data-win") == sol["request"]["win"]
    assert focused(page) == "p-ans-han"  # the keyboard starts in the first box
    want = sol["solution"]["expected"]
    type_answers(page, [want["han"] + 1, want["fu"], want["points"]])
    wait_state(page, "answered", spec)
    assert marks(page) == [
        ("han", None, str(want["han"] + 1), False),
        ("fu", None, str(want["fu"]), True),
        ("points", None, str(want["points"]), True),
    ]
    assert tid(page, "p-verdict").inner_text() == "Not quite."
    assert f"the answer is {want['han']}" in tid(page, "p-marks").locator('li[data-field="han"]').inner_text()
    result = checked(spec, {"han": want["han"] + 1, "fu": want["fu"], "points": want["points"]})["result"]
    body = tid(page, "p-breakdown-body")
    assert body.locator('[data-testid="total"]').inner_text() == str(result["total"])
    hanfu = body.locator('[data-testid="hanfu"]')
    assert (hanfu.get_attribute("data-han"), hanfu.get_attribute("data-fu")) == (str(result["han"]), str(result["fu"]))
    assert "p-wrong" in (hanfu.get_attribute("class") or "") and hanfu.get_attribute("data-wrong") == "han"
    assert "p-wrong" not in (body.locator('[data-testid="total"]').get_attribute("class") or "")
    yaku = body.locator('[data-testid="yaku"] li')
    assert [yaku.nth(i).get_attribute("data-yaku") for i in range(yaku.count())] == [y for y, _ in result["yaku"]]
    fu = body.locator('[data-testid="fu-items"] li[data-reason]')
    assert [
        (fu.nth(i).get_attribute("data-reason"), int(fu.nth(i).get_attribute("data-fu"))) for i in range(fu.count())
    ] == [(x["reason"], x["fu"]) for x in result["fu_items"]]
    assert (
        tid(page, "p-breakdown").locator('[data-testid="p-category"]').get_attribute("data-category")
        == sol["solution"]["category"]
    )
    assert stats_row(page, "riichi.score")["n"] >= 1
    before = stats_row(page, "riichi.score")
    assert (
        page.locator('#view-practice [data-testid="p-missed"] li[data-seed="pv-score"][data-number="0"]').count() == 1
    )
    # the keyboard is on Next: Enter deals the seed's next drill
    assert page.evaluate("document.activeElement.dataset.testid") == "p-next"
    page.keyboard.press("Enter")
    nxt = {**spec, "number": 1}
    wait_state(page, "asking", nxt)
    sol = made(**nxt)
    assert tid(page, "p-hand").get_attribute("data-hand") == sol["request"]["hand"]
    type_answers(page, values_of(sol["solution"]["expected"], sol["asks"]))
    wait_state(page, "answered", nxt)
    assert all(right for *_, right in marks(page)) and tid(page, "p-verdict").inner_text() == "Right!"
    after = stats_row(page, "riichi.score")
    assert (after["n"], after["right"], after["streak"]) == (before["n"] + 1, before["right"] + 1, 1)
    # the link is the drill shown
    deadline = time.monotonic() + 5
    while "p.number=1" not in page.url and time.monotonic() < deadline:
        page.wait_for_timeout(25)
    assert "p.seed=pv-score" in page.url and "p.number=1" in page.url and "p.rules=mleague" in page.url
    assert_axe_clean(page, "a Riichi score drill answered")


def test_payments_and_the_other_games(shared: Page, base_url: str) -> None:
    """Score it in each game, the payments asked one box a payer: Small Mahjong and Fujian (total and payments) and
    Riichi with payments only; the hands and the answers are CPython's."""
    page = shared
    for spec in (
        {"game": "small", "seed": "pv-small", "number": 2},
        {"game": "fujian", "rules": "fuzhou", "seed": "pv-fj"},
        {"game": "riichi", "seed": "pv-pay", "fields": ["payments"], "number": 1},
    ):
        full = open_drill(page, base_url, spec)
        sol = made(**full)
        assert tid(page, "p-hand").get_attribute("data-hand") == sol["request"]["hand"], spec
        boxes = tid(page, "p-ask").locator("input")
        assert [
            (boxes.nth(i).get_attribute("data-field"), boxes.nth(i).get_attribute("data-payer"))
            for i in range(boxes.count())
        ] == [(a["field"], a.get("payer")) for a in sol["asks"]]
        type_answers(page, values_of(sol["solution"]["expected"], sol["asks"]))
        wait_state(page, "answered", full)
        assert all(right for *_, right in marks(page)), (spec, marks(page))
        body = tid(page, "p-breakdown-body")
        result = sol["solution"]["result"]
        assert body.locator('[data-testid="total"]').inner_text() == str(result["total"])
        if full["game"] != "riichi":
            items = body.locator('[data-testid="items"] li')
            assert [
                (items.nth(i).get_attribute("data-item"), int(items.nth(i).get_attribute("data-points")))
                for i in range(items.count())
            ] == [(x["key"], x["points"]) for x in result["items"]], spec
            pays = body.locator('[data-testid="payments"] li[data-payer]')
            assert {
                pays.nth(i).get_attribute("data-payer"): int(pays.nth(i).get_attribute("data-amount"))
                for i in range(pays.count())
            } == result["payments"]


# ---- What to discard and How far ---------------------------------------------------------------------------


def test_a_discard_drill_picked_by_keyboard_with_its_ukeire_table(shared: Page, base_url: str) -> None:
    """The tiles are one tab stop: arrows move, Enter throws. The table is every throw ranked with its shanten and
    tiles that help (CPython's), the player's throw among them with what it gives up; a throw typed by its place."""
    page = shared
    spec = open_drill(page, base_url, {"kind": "discard", "seed": "pv-discard", "difficulty": "traps"})
    sol = made(**spec)
    tiles = tid(page, "p-pick").locator("button")
    codes = [tiles.nth(i).get_attribute("data-tile") for i in range(tiles.count())]
    worst = [r for r in sol["solution"]["table"] if r["discard"] in codes][-1]  # the last ranked
    place = codes.index(worst["discard"])
    assert focused(page) == codes[0]
    for _ in range(place):
        page.keyboard.press("ArrowRight")
    assert focused(page) == worst["discard"]
    page.keyboard.press("Enter")
    wait_state(page, "answered", spec)
    want = checked(spec, {"discard": worst["discard"]})
    rows = tid(page, "p-discards").locator("tbody tr")
    assert [
        (
            rows.nth(i).get_attribute("data-discard-row"),
            int(rows.nth(i).get_attribute("data-rank")),
            int(rows.nth(i).get_attribute("data-count")),
        )
        for i in range(rows.count())
    ] == [(r["discard"], r["rank"], r["ukeire_count"]) for r in want["table"]]
    first = rows.nth(0).locator(".chip")
    assert [
        (first.nth(i).get_attribute("data-tile-chip"), first.nth(i).inner_text()) for i in range(first.count())
    ] == [(u["tile"], str(u["count"])) for u in want["table"][0]["ukeire"]]
    assert tid(page, "p-discards").locator("tr.mine").get_attribute("data-discard-row") == worst["discard"]
    choice = tid(page, "p-choice")
    assert int(choice.get_attribute("data-rank")) == want["choice"]["rank"]
    assert int(choice.get_attribute("data-tiles-lost")) == want["choice"]["tiles_lost"]
    if want["choice"]["lost"]:
        lost = tid(page, "p-lost").locator(".chip")
        assert [lost.nth(i).get_attribute("data-tile-chip") for i in range(lost.count())] == [
            u["tile"] for u in want["choice"]["lost"]
        ]
    assert marks(page)[0][3] == want["right"]
    # what the hands of these options are drawn to test: the engine's table, each category's share
    tid(page, "p-categories").locator("summary").click()
    page.wait_for_selector('#view-practice [data-testid="p-categories"] li')
    table = handle({"op": "drill", "action": "table", "kind": "discard", "rules": "tenhou"})
    shares = sorted(
        ((c["rates"]["traps"], c["name"]) for c in table["categories"] if c["rates"]["traps"]), reverse=True
    )
    cats = tid(page, "p-categories").locator("li")
    shown = [
        (float(cats.nth(i).get_attribute("data-share")), cats.nth(i).get_attribute("data-category"))
        for i in range(cats.count())
    ]
    assert sorted(shown, reverse=True) == shares and abs(sum(x for x, _ in shown) - 1) < 0.01
    assert_axe_clean(page, "a discard drill's table and what the hands are drawn to test")
    tid(page, "p-next").focus()
    # the next one: its place typed (digits, Enter)
    page.keyboard.press("Enter")
    nxt = {**spec, "number": 1}
    wait_state(page, "asking", nxt)
    best = made(**nxt)["solution"]["expected"]["discard"][0]
    codes = [
        tid(page, "p-pick").locator("button").nth(i).get_attribute("data-tile")
        for i in range(tid(page, "p-pick").locator("button").count())
    ]
    tid(page, "ans-discard").focus()
    page.keyboard.type("99")
    page.keyboard.press("Enter")
    assert "not a tile of this hand" in tid(page, "p-status").inner_text()
    tid(page, "ans-discard").fill(str(codes.index(best) + 1))
    page.keyboard.press("Enter")
    wait_state(page, "answered", nxt)
    assert marks(page)[0][3] is True and tid(page, "p-discards").locator("tr.mine").get_attribute("data-rank") == "1"


def test_a_shanten_drill_with_its_form_and_tiles(shared: Page, base_url: str) -> None:
    """How far, in Riichi and in Fujian (its own forms): the shanten typed, then the form and the tiles that help."""
    page = shared
    for spec in (
        {"kind": "shanten", "seed": "pv-far", "difficulty": "traps"},
        {"kind": "shanten", "game": "fujian", "seed": "pv-far"},
    ):
        full = open_drill(page, base_url, spec)
        sol = made(**full)["solution"]
        assert focused(page) == "p-ans-shanten"
        type_answers(page, [sol["shanten"] + 1])
        wait_state(page, "answered", full)
        assert marks(page) == [("shanten", None, str(sol["shanten"] + 1), False)]
        assert tid(page, "p-shanten").get_attribute("data-shanten") == str(sol["shanten"])
        assert tid(page, "p-form").get_attribute("data-form") == sol["form"]
        chips = tid(page, "p-ukeire").locator(".chip")
        assert [
            (chips.nth(i).get_attribute("data-tile-chip"), chips.nth(i).inner_text()) for i in range(chips.count())
        ] == [(u["tile"], str(u["count"])) for u in sol["ukeire"]]
        assert tid(page, "p-ukeire-count").get_attribute("data-count") == str(sol["ukeire_count"])


# ---- the link ---------------------------------------------------------------------------------------------


def test_the_share_link_reproduces_a_drill(
    new_context: Callable[..., BrowserContext], shared: Page, base_url: str
) -> None:
    """A drill's link opened in another browser shows the same hand (CPython's); the options change the link; a link's
    value that cannot be used is named in the notice and its default taken."""
    page = shared
    spec = open_drill(
        page, base_url, {"game": "small", "kind": "discard", "seed": "pv-link", "number": 4, "difficulty": "plain"}
    )
    hand = tid(page, "p-hand").get_attribute("data-hand")
    assert hand == made(**spec)["request"]["hand"]
    # the options: another kind is the seed's first drill of that kind, the link follows
    page.locator('#view-practice label[for="p-kind-shanten"]').click()
    shanten = {**spec, "kind": "shanten", "fields": ["shanten"], "number": 0}
    wait_state(page, "asking", shanten)
    deadline = time.monotonic() + 5
    while "p.kind=shanten" not in page.url and time.monotonic() < deadline:
        page.wait_for_timeout(25)
    url = page.url
    assert "v=practice" in url and "p.kind=shanten" in url and "p.seed=pv-link" in url and "p.number=0" in url
    friend = new_context(viewport={"width": 1280, "height": 900}, service_workers="block").new_page()
    friend.goto(url)
    wait_ready(friend)
    wait_state(friend, "asking", shanten)
    assert tid(friend, "p-hand").get_attribute("data-hand") == made(**shanten)["request"]["hand"]
    assert friend.locator("#view-practice").is_visible() and friend.locator("#view-calc").is_hidden()
    # a link's bad values: named, and the defaults taken (the seed kept)
    friend.evaluate("location.hash = '#v=practice&p.seed=pv-link&p.kind=juggling&p.number=x1&p.colour=red'")
    wait_state(friend, "asking", {**made(seed="pv-link")["drill"]})
    notice = friend.locator('[data-testid="notice"]').inner_text()
    assert '"p.kind"' in notice and '"p.number"' in notice and '"p.colour"' in notice


def test_a_calculator_visit_loads_nothing_of_the_view(
    new_context: Callable[..., BrowserContext], base_url: str
) -> None:
    """The view's modules, words and styles are fetched when it is first shown, not before; the nav shows it, and
    "Open in the calculator" shows a drill's hand there, scored as the engine scores it."""
    context = new_context(viewport={"width": 1280, "height": 900}, service_workers="block")
    page = context.new_page()
    asked: list[str] = []
    page.on("request", lambda r: asked.append(r.url))
    page.goto(base_url + "#h=123m456p789s11122z")
    wait_ready(page)
    page.wait_for_selector('[data-testid="total"]')
    page.wait_for_timeout(300)
    assert [u for u in asked if "practice" in u] == []
    page.locator('[data-testid="view-practice"]').click()
    page.wait_for_selector('#view-practice[data-state="asking"]', state="attached")  # a new seed's first drill
    assert any("/ui/practice/view.js" in u for u in asked) and any("practice.css" in u for u in asked)
    spec = open_drill(page, base_url, {"seed": "pv-calc", "fields": ["points"]})
    sol = made(**spec)
    assert focused(page) == ""  # the keyboard stays where it was (the nav), not pulled into the drill
    tid(page, "ans-points").focus()
    type_answers(page, [sol["solution"]["expected"]["points"]])
    wait_state(page, "answered", spec)
    tid(page, "p-open-calc").click()
    page.wait_for_selector('body[data-view="calc"]', state="attached")
    page.wait_for_selector(f'#score[data-hand="{sol["request"]["hand"]}"] [data-testid="total"]')
    assert page.locator('#view-calc [data-testid="total"]').inner_text() == str(sol["solution"]["result"]["total"])
    # a Fujian hand (its gold, bonus tiles and melds) with hints on: the calculator before the answer
    page.locator('[data-testid="view-practice"]').click()
    spec = open_drill(page, base_url, {"game": "fujian", "seed": "pv-calc", "number": 1, "difficulty": "traps"})
    tid(page, "p-spoilers").uncheck()
    tid(page, "p-open-calc").click()
    sol = made(**spec)
    page.wait_for_selector(f'#score[data-hand="{sol["request"]["hand"]}"] [data-testid="total"]')
    assert page.evaluate("document.body.dataset.game") == "fujian"
    assert page.locator('#view-calc [data-testid="total"]').inner_text() == str(sol["solution"]["result"]["total"])


# ---- progress ---------------------------------------------------------------------------------------------


def test_progress_stays_across_a_reload_and_offline(offline_context: BrowserContext, base_url: str) -> None:
    """Offline (the service worker's copy): a drill answered wrong counts, goes on the missed list, and both are there
    after a reload; the missed drill retried and answered right leaves the list; the chart shows the session; two
    tabs count their answers together."""
    page = offline_context.new_page()
    full = open_drill(page, base_url, {"seed": "pv-offline", "fields": ["han", "fu"]})
    sol = made(**full)
    type_answers(page, [sol["solution"]["expected"]["han"], sol["solution"]["expected"]["fu"] + 10])
    wait_state(page, "answered", full)
    assert stats_row(page, "riichi.score") == {"n": 1, "right": 0, "streak": 0, "best": 0}
    page.reload()
    wait_ready(page)
    wait_state(page, "asking", full)  # the address is the drill's link: the same drill again
    assert stats_row(page, "riichi.score") == {"n": 1, "right": 0, "streak": 0, "best": 0}
    missed = page.locator('#view-practice [data-testid="p-missed"] li')
    assert missed.count() == 1 and missed.get_attribute("data-seed") == "pv-offline"
    missed.locator('[data-testid="p-retry"]').click()
    wait_state(page, "asking", full)
    assert tid(page, "p-hand").get_attribute("data-hand") == sol["request"]["hand"]
    assert focused(page) == "p-ans-han"
    type_answers(page, values_of(sol["solution"]["expected"], sol["asks"]))
    wait_state(page, "answered", full)
    assert stats_row(page, "riichi.score") == {"n": 2, "right": 1, "streak": 1, "best": 1}
    assert tid(page, "p-missed-none").is_visible()
    chart = tid(page, "p-chart")
    assert chart.get_attribute("data-sessions") == "1"
    assert chart.locator("rect.p-bar").get_attribute("data-share") == "50"
    # Next: the seed's next drill
    page.keyboard.press("Enter")
    wait_state(page, "asking", {**full, "number": 1})
    stored = json.loads(page.evaluate("localStorage.getItem('agari.practice')"))
    assert stored["v"] == 1 and stored["streaks"]["riichi.score"] == {"now": 1, "best": 1}
    # a second tab: its answer shows in the first one, and the first one's next answer counts both
    other = offline_context.new_page()
    how_far = open_drill(other, base_url, {"kind": "shanten", "seed": "pv-offline"})
    type_answers(other, [made(**how_far)["solution"]["shanten"]])
    wait_state(other, "answered", how_far)
    page.wait_for_selector('#view-practice [data-testid="p-stats"] tr[data-type="riichi.shanten"]')
    assert stats_row(page, "riichi.shanten") == {"n": 1, "right": 1, "streak": 1, "best": 1}
    nxt = made(**{**full, "number": 1})
    type_answers(page, values_of(nxt["solution"]["expected"], nxt["asks"]))
    wait_state(page, "answered", {**full, "number": 1})
    assert stats_row(other, "riichi.score")["n"] == 3 and stats_row(other, "riichi.shanten")["n"] == 1
    assert stats_row(page, "riichi.shanten")["n"] == 1


def test_timer_hints_and_a_phone(new_context: Callable[..., BrowserContext], base_url: str) -> None:
    """At 360 px in dark colours, in the four languages: nothing wider than the screen, axe clean while asking and
    with each kind of breakdown; the timer runs out (a right answer then counts as missed); hints show the trap."""
    context = new_context(viewport={"width": 360, "height": 800}, color_scheme="dark", service_workers="block")
    page = context.new_page()
    page.clock.install()
    full = open_drill(
        page, base_url, {"seed": "pv-phone", "difficulty": "traps", "fields": ["han", "fu", "points", "payments"]}
    )
    no_overflow(page)
    assert_axe_clean(page, "a score drill asked, 360 px dark")
    # the timer: 10 s, run out
    tid(page, "p-timer").select_option("10")
    page.clock.fast_forward(11_000)
    page.wait_for_selector('#view-practice [data-testid="p-status"]:has-text("Time")')
    sol = made(**full)
    tid(page, "ans-han").focus()
    type_answers(page, values_of(sol["solution"]["expected"], sol["asks"]))
    wait_state(page, "answered", full)
    assert all(right for *_, right in marks(page))
    assert tid(page, "p-marks").get_attribute("data-right") == "0"
    assert stats_row(page, "riichi.score")["right"] == 0
    no_overflow(page)
    assert_axe_clean(page, "a score drill answered, 360 px dark")
    # hints: the trap before the answer
    tid(page, "p-timer").select_option("0")
    tid(page, "p-spoilers").uncheck()
    page.keyboard.press("Tab")
    tid(page, "p-next").click()
    nxt = {**full, "number": 1}
    wait_state(page, "asking", nxt)
    page.wait_for_selector('#view-practice [data-testid="p-hint"] [data-testid="p-category"]')
    assert (
        tid(page, "p-hint").locator("[data-category]").get_attribute("data-category")
        == made(**nxt)["solution"]["category"]
    )
    # What to discard answered, in every language
    discard = open_drill(page, base_url, {"kind": "discard", "seed": "pv-phone"})
    tid(page, "p-pick").locator("button").first.click()
    wait_state(page, "answered", discard)
    no_overflow(page)
    for code, word in (("ja", "練習"), ("zh", "练习"), ("ko", "연습"), ("en", "Practice")):
        pick_lang(page, code)
        page.wait_for_selector(f'html[lang^="{code}"]', state="attached")
        page.wait_for_selector(f'#view-practice #p-h-options:text-is("{word}")')
        no_overflow(page)
        assert_axe_clean(page, f"a discard drill answered in {code}, 360 px dark")


def test_a_drill_link_stays_in_the_address_while_the_engine_starts(page: Page, serve: Callable[..., str]) -> None:
    """The address keeps the link's drill while Python starts (it was cut to #v=practice until the drill came): a
    reload then, or the address copied then, is still the same drill."""
    url = serve(delay={"pyodide.asm.wasm": 4.0})
    spec = {"seed": "pv-address", "fields": ["han", "fu"], "number": "3"}
    page.goto(url + fragment(spec), wait_until="domcontentloaded")
    poll(page, "() => document.body.dataset.view === 'practice'")
    # the page started (its first rewrite of the address is done in the same task as the view's first drawing)
    assert page.evaluate("document.body.dataset.engine") != "ready"
    assert page.url.endswith("#v=practice&p.fields=han,fu&p.seed=pv-address&p.number=3")
    page.reload()
    wait_ready(page)
    full = made(seed="pv-address", fields=["han", "fu"], number=3)["drill"]
    wait_state(page, "asking", full)
    assert tid(page, "p-hand").get_attribute("data-hand") == made(**full)["request"]["hand"]
    poll(page, "() => location.hash.includes('p.game=riichi')")  # then the whole spec, checked
    assert page.url.endswith("&p.fields=han,fu&p.seed=pv-address&p.number=3")
