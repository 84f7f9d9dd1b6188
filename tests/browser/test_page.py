"""The page in real Chromium: what it shows must be what the engine computes for the same input.

Fixtures (tests/browser/conftest.py): ``base_url`` (the built site, served) and ``page`` (a fresh
browser page).  Expected values come from ``agari.frontends.jsonapi.handle`` run in this process.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("playwright")

from collections.abc import Iterator  # noqa: E402

from browserkit import act_and_wait, render_seq, wait_rendered  # noqa: E402

from agari.frontends.jsonapi import handle  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"


# ---- fixtures ----------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def warm_context(browser: Any) -> Iterator[Any]:
    """One browser context for this module: the HTTP cache makes later loads warm. No service worker (the offline
    tests have contexts of their own): with one, a page here once never became ready in 40 s (cause not found).

    The language choice is stored in localStorage; it is cleared before every page load so each
    test starts in English.
    """
    context = browser.new_context(viewport={"width": 1280, "height": 900}, service_workers="block")
    context.set_default_timeout(60_000)
    context.add_init_script("try { localStorage.removeItem('agari.lang'); } catch (e) {}")
    yield context
    context.close()


@pytest.fixture
def page(warm_context: Any) -> Iterator[Any]:
    """A fresh page in the shared context; uncaught page errors fail the test."""
    pg = warm_context.new_page()
    errors: list[str] = []
    pg.on("pageerror", lambda exc: errors.append(str(exc)))
    yield pg
    pg.close()
    assert errors == []


# ---- helpers -----------------------------------------------------------------------------------

def wait_seq_above(page: Any, n: int, timeout: float = 20.0) -> int:
    """Wait for a render newer than ``n`` with no engine request left in flight (browserkit.wait_rendered)."""
    return wait_rendered(page, n, timeout)


def act(page: Any, action: Any) -> None:
    """Do something on the page and wait until the page has rendered the engine's answer to it."""
    act_and_wait(page, action)


def url_with(page: Any, *parts: str, timeout: float = 5.0) -> str:
    """The page URL once the share link (written shortly after the last change) holds every part."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        url = str(page.url)
        if all(p in url for p in parts):
            return url
        page.wait_for_timeout(25)
    raise AssertionError(f"{parts} not in {page.url}")


def open_page(page: Any, base_url: str, fragment: str = "") -> None:
    page.goto(base_url + (f"#{fragment}" if fragment else ""))
    page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=40_000)
    wait_seq_above(page, 0)


def tid(page: Any, name: str) -> Any:
    return page.locator(f'[data-testid="{name}"]')


def click_tiles(page: Any, codes: list[str]) -> None:
    for code in codes:
        act(page, lambda c=code: page.locator(f'[data-testid="palette"] [data-tile="{c}"]').click())


def notation(page: Any) -> str:
    return str(tid(page, "notation").input_value())


def shown_yaku(page: Any) -> list[list[Any]]:
    items = page.locator('[data-testid="yaku"] li')
    return sorted([items.nth(i).get_attribute("data-yaku"), int(items.nth(i).get_attribute("data-han"))]
                  for i in range(items.count()))


def shown_chips(page: Any, testid: str) -> list[tuple[str, int]]:
    chips = page.locator(f'[data-testid="{testid}"] [data-tile-chip]')
    return [(chips.nth(i).get_attribute("data-tile-chip"), int(chips.nth(i).inner_text()))
            for i in range(chips.count())]


def assert_score_shown(page: Any, expected: dict[str, Any]) -> None:
    assert expected["ok"], expected
    assert shown_yaku(page) == sorted(list(y) for y in expected["yaku"])
    hanfu = tid(page, "hanfu")
    assert hanfu.get_attribute("data-han") == ("" if expected["han"] is None else str(expected["han"]))
    assert hanfu.get_attribute("data-fu") == ("" if expected["fu"] is None else str(expected["fu"]))
    assert tid(page, "points").inner_text() == str(expected["points"])
    assert tid(page, "total").inner_text() == str(expected["total"])
    if not expected["yakuman"]:
        items = page.locator('[data-testid="fu-items"] li[data-fu]')
        shown = [(int(items.nth(i).get_attribute("data-fu")), items.nth(i).get_attribute("data-reason"))
                 for i in range(items.count())]
        assert shown == [(f["fu"], f["reason"]) for f in expected["fu_items"]]


# ---- tests -------------------------------------------------------------------------------------

def test_clicking_a_hand_updates_shanten_and_ukeire(page: Any, base_url: str) -> None:
    open_page(page, base_url)
    assert tid(page, "hand").locator("[data-hand-index]").count() == 0
    click_tiles(page, ["9s", "1m", "5p", "2m", "4p", "3m", "6p", "7s", "8s", "1z", "2z", "3z", "4z"])
    # the hand is shown sorted, the notation box follows the palette
    codes = [page.locator(f'[data-hand-index="{i}"]').get_attribute("data-code") for i in range(13)]
    assert codes == ["1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "1z", "2z", "3z", "4z"]
    assert notation(page) == "123m456p789s1234z"
    expected = handle({"op": "analyze", "hand": notation(page)})
    assert tid(page, "shanten").get_attribute("data-shanten") == str(expected["shanten"]) == "2"
    assert tid(page, "ukeire-count").get_attribute("data-count") == str(expected["ukeire_count"])
    assert shown_chips(page, "ukeire") == [(u["tile"], u["count"]) for u in expected["ukeire"]]
    # copies left on the palette: one 1m in the hand -> 3 left
    assert page.locator('[data-tile="1m"] .pal-count').inner_text() == "3"
    # remove 4z by clicking it in the hand: 12 tiles, a hand still being built with its shanten
    act(page, lambda: page.locator('[data-hand-index="12"]').click())
    assert notation(page) == "123m456p789s123z"
    expected = handle({"op": "analyze", "hand": notation(page)})
    assert tid(page, "shanten").get_attribute("data-shanten") == str(expected["shanten"]) == "2"
    assert tid(page, "partial").get_attribute("data-missing") == "1"
    # back to 13 with a second 1z: 1-shanten
    click_tiles(page, ["1z"])
    expected = handle({"op": "analyze", "hand": notation(page)})
    assert tid(page, "shanten").get_attribute("data-shanten") == str(expected["shanten"]) == "1"
    assert shown_chips(page, "ukeire") == [(u["tile"], u["count"]) for u in expected["ukeire"]]


def test_partial_hand_shows_shanten_ukeire_and_missing_tiles(page: Any, base_url: str) -> None:
    """A closed hand shorter than 13 tiles is being built: its shanten, the tiles that help, how many
    tiles are missing, and no waits (a closed 4-tile hand is not "tenpai" as if three melds were called)."""
    open_page(page, base_url)
    click_tiles(page, ["1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s"])
    assert notation(page) == "123m456p78s"
    expected = handle({"op": "analyze", "hand": "123m456p78s"})
    assert (expected["shanten"], expected["missing"]) == (5, 5)
    assert tid(page, "shanten").get_attribute("data-shanten") == "5"
    assert tid(page, "shanten").inner_text() == "5-shanten"
    assert tid(page, "partial").get_attribute("data-missing") == "5"
    assert "8 tiles: 5 missing" in tid(page, "partial").inner_text()
    assert tid(page, "ukeire-count").get_attribute("data-count") == str(expected["ukeire_count"]) == "128"
    assert shown_chips(page, "ukeire") == [(u["tile"], u["count"]) for u in expected["ukeire"]]
    assert tid(page, "waits").count() == 0 and tid(page, "discards").count() == 0
    assert tid(page, "status").inner_text() == ""
    # up to 13 tiles: a full hand again, tenpai with its waits, no partial note
    click_tiles(page, ["9s", "1z", "1z", "2z", "2z"])
    assert notation(page) == "123m456p789s1122z"
    assert tid(page, "shanten").get_attribute("data-shanten") == "0"
    assert tid(page, "partial").count() == 0 and tid(page, "waits").count() == 1


def test_partial_closed_four_tiles_is_not_tenpai(page: Any, base_url: str) -> None:
    open_page(page, base_url, "h=1234m")
    expected = handle({"op": "analyze", "hand": "1234m"})
    assert tid(page, "shanten").get_attribute("data-shanten") == str(expected["shanten"]) == "9"
    assert tid(page, "shanten").inner_text() == "9-shanten"
    assert tid(page, "partial").get_attribute("data-missing") == "9"
    assert tid(page, "waits").count() == 0
    assert page.locator('[data-error="invalid"]').count() == 0


def test_fast_clicks_end_on_the_newest_hand(page: Any, base_url: str) -> None:
    """Clicks faster than the engine answers: stale answers are dropped, the last hand is what is shown."""
    open_page(page, base_url)
    codes = ["1m", "9m", "1p", "9p", "1s", "9s", "1z", "2z", "3z", "4z", "5z", "6z", "7z", "1m"]
    page.evaluate(
        """(codes) => { for (const c of codes)
             document.querySelector(`[data-testid=palette] [data-tile="${c}"]`).click(); }""",
        codes,
    )
    hand = "119m19p19s1234567z"
    page.wait_for_selector(f'[data-testid="result"][data-hand="{hand}"]', state="attached", timeout=20_000)
    assert notation(page) == hand
    expected = handle({"op": "score", "hand": hand, "win": "1m"})
    assert expected["yakuman"] == 1 and expected["yaku"] == [["kokushi_13", 13]]
    assert_score_shown(page, expected)
    assert tid(page, "analysis").get_attribute("data-hand") == hand
    # fewer renders than clicks: intermediate states were skipped, not shown late
    assert render_seq(page) < 1 + len(codes)


def test_tenpai_waits_and_discard_table(page: Any, base_url: str) -> None:
    open_page(page, base_url, "h=123m456p789s11223z")
    expected = handle({"op": "analyze", "hand": "123m456p789s11223z"})
    assert expected["complete"] is False
    rows = page.locator('[data-testid="discards"] tbody tr')
    assert [rows.nth(i).get_attribute("data-discard-row") for i in range(rows.count())] == [
        d["discard"] for d in expected["discards"]]
    # discarding 3z from the table -> tenpai, waits with their scores
    act(page, lambda: page.locator('[data-discard="3z"]').click())
    assert notation(page) == "123m456p789s1122z"
    expected = handle({"op": "analyze", "hand": "123m456p789s1122z"})
    assert tid(page, "shanten").get_attribute("data-shanten") == "0"
    rows = page.locator('[data-testid="waits"] tbody tr')
    shown = [rows.nth(i).get_attribute("data-wait-row") for i in range(rows.count())]
    assert shown == [w["tile"] for w in expected["waits"]]
    first = expected["waits"][0]
    assert str(first["ron"]["points"]) in rows.nth(0).inner_text()
    # adding a wait completes the hand: the score appears
    act(page, lambda: page.locator(f'[data-wait="{first["tile"]}"]').click())
    assert tid(page, "shanten").get_attribute("data-shanten") == "-1"
    expected_score = handle({"op": "score", "hand": notation(page), "win": first["tile"]})
    assert_score_shown(page, expected_score)


def test_own_discards_make_a_wait_furiten(page: Any, base_url: str) -> None:
    """Tiles picked as own discards: a wait among them is furiten (no ron, tsumo still scores), they count as seen,
    and they travel in the share link."""
    open_page(page, base_url, "h=123m456p789s1122z")
    tid(page, "target-discards").click()
    click_tiles(page, ["9m", "2z"])
    assert [b.get_attribute("data-discards-index") for b in page.locator('[data-testid="discards-tile"]').all()] == [
        "0", "1"]
    expected = handle({"op": "analyze", "hand": "123m456p789s1122z", "discards": ["9m", "2z"]})
    rows = page.locator('[data-testid="waits"] tbody tr')
    assert [rows.nth(i).get_attribute("data-wait-row") for i in range(rows.count())] == [
        w["tile"] for w in expected["waits"]] == ["1z", "2z"]
    for i, w in enumerate(expected["waits"]):
        assert w["furiten"] is True and w["ron"]["error"] == "furiten" and w["tsumo"]["ok"] is True
        cells = rows.nth(i).locator("td")
        assert "furiten" in cells.nth(0).inner_text()
        assert cells.nth(1).inner_text() == str(w["left"])
        assert cells.nth(2).locator("[data-error]").get_attribute("data-error") == "furiten"
        assert str(w["tsumo"]["points"]) in cells.nth(3).inner_text()
    assert [w["left"] for w in expected["waits"]] == [2, 1]  # the discarded 2z is seen
    assert page.locator('[data-testid="palette"] [data-tile="2z"] .pal-count').inner_text() == "1"
    url = url_with(page, "x=9m2z")
    # removing the discarded 2z lifts the furiten
    act(page, lambda: page.locator('[data-discards-index="1"]').click())
    assert page.locator('[data-testid="waits"] [data-error="furiten"]').count() == 0
    page.goto("about:blank")
    open_page(page, base_url, url.split("#", 1)[1])
    assert page.locator('[data-testid="waits"] [data-error="furiten"]').count() == 2


def test_situation_options_and_score_match_the_engine(page: Any, base_url: str) -> None:
    open_page(page, base_url)
    click_tiles(page, ["2m", "3m", "4m", "5p", "6p", "7p", "6s", "7s", "8s", "2s", "2s", "3p", "4p"])
    click_tiles(page, ["2p"])  # last tile added = the winning tile
    hand = notation(page)
    assert hand == "234m234567p22678s"
    # the defaults: ron, east round, east seat
    expected = handle({"op": "score", "hand": hand, "win": "2p"})
    assert_score_shown(page, expected)
    assert tid(page, "win-note").get_attribute("data-win") == "2p"
    # reasons shown for options that do not apply
    assert page.locator('[data-testid="flag-ippatsu"]').is_disabled()
    assert "riichi" in tid(page, "why-ippatsu").inner_text()
    assert page.locator('[data-testid="flag-rinshan"]').is_disabled()
    assert tid(page, "why-rinshan").inner_text() == "needs a kan and tsumo"
    # tsumo, riichi, ippatsu, seat south, dora indicator 1m, honba 2, sticks 1
    act(page, lambda: tid(page, "wintype-tsumo").check())
    act(page, lambda: tid(page, "flag-riichi").check())
    assert not page.locator('[data-testid="flag-ippatsu"]').is_disabled()
    act(page, lambda: tid(page, "flag-ippatsu").check())
    act(page, lambda: tid(page, "wind-seat").select_option("s"))
    tid(page, "target-dora").click()
    act(page, lambda: page.locator('[data-testid="palette"] [data-tile="1m"]').click())
    tid(page, "target-ura").click()
    act(page, lambda: page.locator('[data-testid="palette"] [data-tile="1s"]').click())
    act(page, lambda: tid(page, "honba").fill("2") or tid(page, "honba").dispatch_event("change"))
    act(page, lambda: tid(page, "sticks").fill("1") or tid(page, "sticks").dispatch_event("change"))
    case = {"op": "score", "hand": hand, "win": "2p", "tsumo": True, "riichi": True, "ippatsu": True,
            "seat": "s", "dora": ["1m"], "ura": ["1s"], "honba": 2, "sticks": 1}
    expected = handle(case)
    assert expected["total"] == expected["points"] + 600 + 1000
    assert_score_shown(page, expected)
    assert tid(page, "dora-count").inner_text() == "(1)"
    # payments: who pays what
    pays = tid(page, "payments").inner_text()
    assert str(expected["payments"]["dealer"]) in pays and str(expected["payments"]["non_dealer"]) in pays
    # un-riichi: ippatsu is switched off and disabled, ura no longer counts
    act(page, lambda: tid(page, "flag-riichi").uncheck())
    assert page.locator('[data-testid="flag-ippatsu"]').is_disabled()
    assert not page.locator('[data-testid="flag-ippatsu"]').is_checked()
    expected = handle({**case, "riichi": False, "ippatsu": False, "ura": []})
    assert_score_shown(page, expected)


def test_melds_and_rules_presets(page: Any, base_url: str) -> None:
    open_page(page, base_url)
    tid(page, "target-pon").click()
    act(page, lambda: page.locator('[data-testid="palette"] [data-tile="5z"]').click())
    tid(page, "target-chi").click()
    act(page, lambda: page.locator('[data-testid="palette"] [data-tile="3p"]').click())
    assert notation(page) == "(555z)(345p)"
    # riichi needs a closed hand now
    assert page.locator('[data-testid="flag-riichi"]').is_disabled()
    assert tid(page, "why-riichi").inner_text() == "needs a closed hand"
    tid(page, "target-hand").click()
    click_tiles(page, ["2m", "2m", "6p", "7p", "8p", "7z", "7z"])
    hand = notation(page)
    assert hand == "22m678p77z(555z)(345p)"
    expected = handle({"op": "analyze", "hand": hand})
    assert tid(page, "shanten").get_attribute("data-shanten") == str(expected["shanten"]) == "0"
    click_tiles(page, ["7z"])
    expected = handle({"op": "score", "hand": notation(page), "win": "7z"})
    assert_score_shown(page, expected)
    # the M-League preset, then one option changed by hand
    act(page, lambda: page.locator('[data-meld-index="1"]').click())  # remove the chi
    assert notation(page) == "22m678p777z(555z)"
    tid(page, "target-chi").click()
    act(page, lambda: page.locator('[data-testid="palette"] [data-tile="3s"]').click())
    act(page, lambda: tid(page, "preset").select_option("mleague"))
    expected = handle({"op": "score", "hand": notation(page), "win": "7z", "rules": "mleague"})
    assert_score_shown(page, expected)
    # one option changed by hand: kiriage off on top of M-League
    act(page, lambda: tid(page, "opt-kiriage").uncheck())
    rules = {"preset": "mleague", "kiriage": False}
    expected = handle({"op": "score", "hand": notation(page), "win": "7z", "rules": rules})
    assert_score_shown(page, expected)
    url_with(page, "rules=mleague", "o=kiriage:0")


def test_renhou_flag_and_rule_choice(page: Any, base_url: str) -> None:
    """Renhou: disabled for the dealer (with the reason), a flat mangan under WRC, yakuman by the word option;
    the word option travels in the share link."""
    hand = "123m456p789s234m11p"
    open_page(page, base_url, f"h={hand}&w=3m")
    assert page.locator('[data-testid="flag-renhou"]').is_disabled()  # East seat: the dealer
    assert "non-dealer" in tid(page, "why-renhou").inner_text()
    act(page, lambda: tid(page, "wind-seat").select_option("s"))
    act(page, lambda: page.locator('[data-testid="flag-renhou"]').check())
    act(page, lambda: tid(page, "preset").select_option("wrc"))
    case = {"op": "score", "hand": hand, "win": "3m", "seat": "s", "renhou": True}
    expected = handle({**case, "rules": "wrc"})
    assert expected["yaku"] == [["renhou", 5]] and expected["points"] == 8000
    assert_score_shown(page, expected)
    assert [o.strip() for o in tid(page, "opt-renhou").locator("option").all_inner_texts()] == [
        "none", "mangan", "yakuman"]
    act(page, lambda: tid(page, "opt-renhou").select_option("yakuman"))
    expected = handle({**case, "rules": {"preset": "wrc", "renhou": "yakuman"}})
    assert expected["points"] == 32000
    assert_score_shown(page, expected)
    url = url_with(page, "ren=1", "o=renhou:yakuman")
    page.goto("about:blank")
    open_page(page, base_url, url.split("#", 1)[1])
    assert tid(page, "opt-renhou").input_value() == "yakuman"
    assert_score_shown(page, expected)


def test_winning_tile_choice_and_inference(page: Any, base_url: str) -> None:
    open_page(page, base_url, "h=123m456p789s11122z&t=1")
    expected = handle({"op": "score", "hand": "123m456p789s11122z", "tsumo": True})
    assert expected["win_inferred"] is True
    assert tid(page, "win-note").get_attribute("data-win") == expected["win"]
    assert "took" in tid(page, "win-note").inner_text()
    assert page.locator(".hand-tile.win-inferred").get_attribute("data-code") == expected["win"]
    act(page, lambda: tid(page, "win").select_option("3m"))
    expected = handle({"op": "score", "hand": "123m456p789s11122z", "tsumo": True, "win": "3m"})
    assert expected["win_inferred"] is False
    assert_score_shown(page, expected)
    url_with(page, "w=3m")


def test_share_link_round_trip(page: Any, base_url: str) -> None:
    open_page(page, base_url)
    act(page, lambda: tid(page, "notation").fill("234m(777z)0s55s22z789s"))
    act(page, lambda: tid(page, "wind-round").select_option("s"))
    act(page, lambda: tid(page, "wind-seat").select_option("w"))
    act(page, lambda: tid(page, "wintype-tsumo").check())
    tid(page, "target-dora").click()
    act(page, lambda: page.locator('[data-testid="palette"] [data-tile="4s"]').click())
    act(page, lambda: tid(page, "sticks").fill("3") or tid(page, "sticks").dispatch_event("change"))
    act(page, lambda: tid(page, "preset").select_option("majsoul"))
    total = tid(page, "total").inner_text()
    yaku = shown_yaku(page)
    url = url_with(page, "rules=majsoul", "st=3", "d=4s", "rw=s", "sw=w", "t=1")
    tid(page, "share").click()
    assert tid(page, "share-url").input_value() == url
    page.goto("about:blank")
    base, fragment = url.split("#", 1)
    assert base == base_url
    open_page(page, base, fragment)
    assert tid(page, "notice").is_hidden()
    assert notation(page) == "234m055789s22z(777z)"
    assert tid(page, "wind-round").input_value() == "s"
    assert tid(page, "wind-seat").input_value() == "w"
    assert tid(page, "wintype-tsumo").is_checked()
    assert tid(page, "sticks").input_value() == "3"
    assert tid(page, "preset").input_value() == "majsoul"
    assert tid(page, "total").inner_text() == total
    assert shown_yaku(page) == yaku
    expected = handle({"op": "score", "hand": "234m055789s22z(777z)", "round": "s", "seat": "w", "tsumo": True,
                       "dora": ["4s"], "sticks": 3, "rules": "majsoul"})
    assert_score_shown(page, expected)


HOSTILE = [
    "h=<img src=x onerror=window.__pwned=1>",
    "h=123m<script>window.__pwned=1</script>&w=<svg/onload=window.__pwned=1>",
    "h=123m456p%ZZ&t=banana&hb=-5&st=1e9&rules=javascript:alert(1)&o=__proto__:1,constructor:1&d=<b>&zz=1",
    "h=" + "1" * 5000,
    "h=123m456p789s11122z&o=constructor:1,toString:1,kiriage:7",
]


@pytest.mark.parametrize("fragment", HOSTILE)
def test_hostile_url_gives_a_notice_and_runs_nothing(page: Any, base_url: str, fragment: str) -> None:
    dialogs: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    open_page(page, base_url, fragment)
    assert tid(page, "notice").is_visible()
    assert "could not be used" in tid(page, "notice").inner_text()
    assert page.evaluate("window.__pwned === undefined")
    assert page.evaluate("document.querySelectorAll('img, script:not([type=module]), [onerror], [onload]').length") == 0
    assert dialogs == []
    # at most a partial hand survives, and it is something the notation can say
    hand = notation(page)
    assert "<" not in hand and len(hand) <= 40
    if hand:
        assert handle({"op": "analyze", "hand": hand}).get("error") in (None, "invalid")
    # rule options from the link that are not real options never reach the engine
    assert tid(page, "error").count() == 0
    # the URL is rewritten to the clean state
    page.wait_for_timeout(300)
    assert "<" not in page.url and "%3C" not in page.url.upper()


def test_typed_notation_errors_shown_inline(page: Any, base_url: str) -> None:
    open_page(page, base_url)
    box = tid(page, "notation")
    box.fill("123m4x5p")
    err = tid(page, "notation-error")
    err.wait_for(state="visible", timeout=5000)
    expected = handle({"op": "analyze", "hand": "123m4x5p"})
    assert expected["error"] == "invalid" and expected["position"] == 5
    assert tid(page, "notation-error").inner_text().startswith(expected["detail"])
    assert box.get_attribute("aria-invalid") == "true"
    # a fifth copy: the JS side reads it, the engine says what is wrong
    act(page, lambda: box.fill("11111m456p789s123z"))
    expected = handle({"op": "analyze", "hand": "11111m456p789s123z"})
    assert expected["error"] == "invalid"
    assert expected["detail"] in err.inner_text()
    # fixed: the error goes away and the palette follows the text
    act(page, lambda: box.fill("1112345678999m1z"))
    assert err.is_hidden()
    assert page.locator("[data-hand-index]").count() == 14
    expected = handle({"op": "analyze", "hand": "1112345678999m1z"})
    assert tid(page, "shanten").get_attribute("data-shanten") == str(expected["shanten"])
    # letters for honors
    act(page, lambda: box.fill("123m456p789seeewh wh"))
    assert page.locator('[data-hand-index="9"]').get_attribute("data-code") == "1z"
    expected = handle({"op": "score", "hand": "123m456p789seeewh wh"})
    assert_score_shown(page, expected)


def test_keyboard_japanese_and_accessible_names(page: Any, base_url: str) -> None:
    open_page(page, base_url)
    red = page.locator('[data-testid="palette"] [data-tile="0p"]')
    assert red.get_attribute("aria-label") == "5 pin (red), 1 left"
    red.focus()
    act(page, lambda: page.keyboard.press("Enter"))
    page.locator('[data-testid="palette"] [data-tile="1m"]').focus()
    act(page, lambda: page.keyboard.press("Space"))
    assert notation(page) == "1m0p"
    # arrow keys move across the palette: from 1m right twice and down once = 3p
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowDown")
    act(page, lambda: page.keyboard.press("Enter"))
    assert notation(page) == "1m30p"
    # the language menu by keyboard: Enter opens it on the language shown, the arrow moves, Enter picks
    tid(page, "lang").focus()
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.dataset.lang") == "en"
    page.keyboard.press("ArrowDown")
    act(page, lambda: page.keyboard.press("Enter"))
    assert page.evaluate("document.documentElement.lang") == "ja"
    assert page.evaluate("document.activeElement.id") == "lang"  # the focus back on the menu's button
    assert red.get_attribute("aria-label") == "赤五筒 残り0枚"
    act(page, lambda: tid(page, "notation").fill("123m456p789s11122z"))
    act(page, lambda: tid(page, "flag-riichi").check())
    expected = handle({"op": "score", "hand": "123m456p789s11122z", "riichi": True})
    assert_score_shown(page, expected)
    meta = handle({"op": "meta"})
    names = {y["name"]: y["ja"] for y in meta["yaku"]}
    assert names["riichi"] in tid(page, "yaku").inner_text()
    assert "立直" in page.locator('[data-testid="situation"]').inner_text()


def test_screenshots_desktop_and_phone(page: Any, base_url: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    open_page(page, base_url, "h=234m406p789s22z(777z)&w=0p&t=1&d=1z&rw=s&sw=w&hb=1")
    assert tid(page, "total").is_visible()
    page.screenshot(path=str(ARTIFACTS / "page-desktop.png"), full_page=True)
    page.set_viewport_size({"width": 360, "height": 780})
    page.wait_for_timeout(50)
    # nothing wider than the phone screen
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    page.screenshot(path=str(ARTIFACTS / "page-360.png"), full_page=True)
    act(page, lambda: tid(page, "notation").fill("19m19p19s1234567z"))
    page.screenshot(path=str(ARTIFACTS / "page-360-tenpai.png"), full_page=True)
    assert tid(page, "shanten").get_attribute("data-shanten") == "0"


FLAG_KEYS = {"tsumo": "t", "riichi": "r", "double_riichi": "dr", "ippatsu": "i", "haitei": "hai", "rinshan": "rin",
             "chankan": "ch", "tenhou": "th", "chiihou": "chi", "renhou": "ren"}


def share_fragment(case: dict[str, Any]) -> str:
    """The share link of a verified case, in the page's documented format."""
    parts = [f"h={case['hand']}"]
    if case.get("win"):
        parts.append(f"w={case['win']}")
    for key, field in (("d", "dora"), ("u", "ura")):
        if case.get(field):
            parts.append(f"{key}={''.join(case[field])}")
    parts += [f"{key}=1" for field, key in FLAG_KEYS.items() if case.get(field)]
    parts += [f"rw={case.get('round', 'e')}", f"sw={case.get('seat', 'e')}"]
    if case.get("honba"):
        parts.append(f"hb={case['honba']}")
    if case.get("sticks"):
        parts.append(f"st={case['sticks']}")
    if case.get("rules"):
        parts.append(f"rules={case['rules']}")
    return "&".join(parts)


def test_verified_cases_through_share_links(page: Any, base_url: str) -> None:
    """Every scoring case of tests/cases/edge.jsonl, opened as a share link in one page, shows the engine's result.

    This covers every situation flag, both winds, honba, sticks and the presets on the way from the
    URL to the engine request.
    """
    import json

    cases = [json.loads(line) for line in (ROOT / "tests" / "cases" / "edge.jsonl").read_text().splitlines() if line]
    cases = [c for c in cases if c["expect"].get("error") in (None, "no_yaku")]
    assert len(cases) >= 50
    open_page(page, base_url)
    for case in cases:
        fragment = share_fragment(case)
        act(page, lambda f=fragment: page.evaluate("(f) => { location.hash = f; }", f))
        assert tid(page, "notice").is_hidden(), (case["id"], tid(page, "notice").inner_text())
        request = {k: v for k, v in case.items() if k not in ("id", "why", "expect", "tags")}
        expected = handle({"op": "score", **request})
        assert expected["ok"] == case["expect"]["ok"], case["id"]
        if expected["ok"]:
            assert_score_shown(page, expected)
        else:
            assert tid(page, "error").get_attribute("data-error") == "no_yaku", case["id"]


def test_rules_without_red_fives_turn_red_fives_plain(page: Any, base_url: str) -> None:
    open_page(page, base_url, "h=234m406p789s22z(777z)&w=0p")
    assert tid(page, "dora-counts").inner_text().startswith("Dora 0 · red 1")
    act(page, lambda: tid(page, "preset").select_option("wrc"))
    assert notation(page) == "234m456p789s22z(777z)"
    assert page.locator('[data-testid="palette"] [data-tile="0p"]').get_attribute("aria-disabled") == "true"
    assert page.locator('[data-tile="5p"] .pal-count').inner_text() == "3"
    expected = handle({"op": "score", "hand": "234m456p789s22z(777z)", "win": "5p", "rules": "wrc"})
    assert_score_shown(page, expected)
    url_with(page, "h=234m456p789s22z(777z)", "rules=wrc")


def test_game_selector_lists_the_registry_and_the_link_keeps_the_game(page: Any, base_url: str) -> None:
    meta = handle({"op": "meta"})
    open_page(page, base_url, "h=123m456p789s11122z")
    options = page.locator('[data-testid="game"] option')
    assert [options.nth(i).get_attribute("value") for i in range(options.count())] == [g["name"] for g in meta["games"]]
    assert [options.nth(i).inner_text() for i in range(options.count())] == [g["labels"]["en"] for g in meta["games"]]
    assert tid(page, "game").input_value() == meta["default_game"]
    # the default game named in a link is accepted (and dropped from the rewritten link)
    open_page(page, base_url, f"g={meta['default_game']}&h=123m456p789s11122z")
    assert tid(page, "notice").is_hidden()
    assert tid(page, "game").input_value() == meta["default_game"]
    assert notation(page) == "123m456p789s11122z"


def test_unknown_game_in_a_link_gives_a_notice(page: Any, base_url: str) -> None:
    open_page(page, base_url, "g=chess&h=123m456p789s11122z")
    assert tid(page, "notice").is_visible()
    assert "could not be used" in tid(page, "notice").inner_text()
    assert "game" in tid(page, "notice").inner_text().lower()
    assert tid(page, "game").input_value() == handle({"op": "meta"})["default_game"]
    assert notation(page) == "123m456p789s11122z"
    page.wait_for_timeout(300)
    assert "chess" not in page.url


def test_sanma_preset_hides_missing_tiles_and_counts_kita(page: Any, base_url: str) -> None:
    """A sanma preset from the rules picker: the palette hides 2m-8m (and 0m), the winds offer no North, the kita
    counter appears and its count reaches the engine and the share link."""
    open_page(page, base_url)
    assert tid(page, "kita").is_hidden()
    act(page, lambda: tid(page, "preset").select_option("tenhou-sanma"))
    palette = '[data-testid="palette"] [data-tile="{}"]'
    for code in ("2m", "5m", "8m", "0m"):
        assert page.locator(palette.format(code)).is_hidden(), code
    for code in ("1m", "9m", "5p", "4z"):
        assert page.locator(palette.format(code)).is_visible(), code
    assert page.evaluate("[...document.querySelectorAll('[data-testid=wind-seat] option')]"
                         ".filter((o) => !o.disabled).map((o) => o.value)") == ["e", "s", "w"]
    assert tid(page, "kita").is_visible()
    click_tiles(page, ["1m", "1m", "9m", "9m", "9m", "4p", "5p", "6p", "7s", "8s", "9s", "2z", "2z", "2z"])
    act(page, lambda: tid(page, "wintype-tsumo").check())
    act(page, lambda: tid(page, "kita").fill("2") or tid(page, "kita").dispatch_event("change"))
    expected = handle({"op": "score", "hand": "11999m456p789s222z", "win": "2z", "tsumo": True, "kita": 2,
                       "rules": "tenhou-sanma"})
    assert expected["yaku"] == [["menzen_tsumo", 1], ["kita", 2]] and expected["payments"] == {"non_dealer": 2600}
    assert_score_shown(page, expected)
    url_with(page, "rules=tenhou-sanma", "ki=2")
    # back to four players: the counter goes away and kita is no longer sent
    act(page, lambda: tid(page, "preset").select_option("tenhou"))
    assert tid(page, "kita").is_hidden()
    assert page.locator(palette.format("5m")).is_visible()
    expected = handle({"op": "score", "hand": "11999m456p789s222z", "win": "2z", "tsumo": True})
    assert_score_shown(page, expected)


def test_pao_select_shifts_the_payment(page: Any, base_url: str) -> None:
    """The pao select names the liable seat: a ron on daisangen is split between discarder and liable player;
    the winner's own seat is not offered; the choice travels in the share link."""
    hand = "234p11s(555z)(666z)(777z)"
    open_page(page, base_url, f"h={hand}&w=1s&sw=s")
    offered = page.evaluate("[...document.querySelectorAll('[data-testid=pao] option')]"
                            ".filter((o) => !o.disabled).map((o) => o.value)")
    assert offered == ["", "e", "w", "n"]
    act(page, lambda: tid(page, "pao").select_option("w"))
    expected = handle({"op": "score", "hand": hand, "win": "1s", "seat": "s", "pao": "w"})
    assert expected["payments"] == {"discarder": 16000, "pao": 16000}
    assert_score_shown(page, expected)
    assert "liable player (West) pays 16000" in tid(page, "payments").inner_text()
    url_with(page, "pao=w")


@pytest.mark.parametrize("rules", ["tenhou", "tenhou-sanma"])
def test_nagashi_mangan_settlement_in_the_page(page: Any, base_url: str, rules: str) -> None:
    open_page(page, base_url, f"sw=s&hb=2&rules={rules}")
    tid(page, "nagashi").click()
    page.wait_for_selector('[data-testid="nagashi-total"]')
    expected = handle({"op": "nagashi", "seat": "s", "honba": 2, "rules": rules})
    assert expected["ok"], expected
    assert tid(page, "nagashi-total").inner_text() == str(expected["total"])
    lines = tid(page, "nagashi-payments").locator("li")
    shown = [lines.nth(i).inner_text() for i in range(lines.count())]
    assert [int("".join(ch for ch in line if ch.isdigit())) for line in shown] == list(expected["payments"].values())
    # a change of the situation clears the settlement shown
    act(page, lambda: tid(page, "wind-seat").select_option("w"))
    assert tid(page, "nagashi-result").inner_text() == ""


def test_honba_value_is_a_multiple_of_three_only_with_four_players(page: Any, base_url: str) -> None:
    open_page(page, base_url, "h=11m999m456p789s222z&w=1m&t=1&sw=w&hb=1&rules=majsoul-sanma")
    box = tid(page, "opt-honba_value")
    assert box.input_value() == "200"
    act(page, lambda: box.fill("100") or box.dispatch_event("change"))
    url = url_with(page, "o=honba_value:100")
    expected = handle({"op": "score", "hand": "11m999m456p789s222z", "win": "1m", "tsumo": True, "seat": "w",
                       "honba": 1, "rules": {"preset": "majsoul-sanma", "honba_value": 100}})
    assert tid(page, "total").inner_text() == str(expected["total"])
    # the link keeps it (checked against the link's own preset)
    page.goto("about:blank")
    open_page(page, base_url, url.split("#", 1)[1])
    assert tid(page, "notice").is_hidden()
    assert tid(page, "total").inner_text() == str(expected["total"])
    box = tid(page, "opt-honba_value")
    # four players: 200 cannot be split in thirds and is not taken
    act(page, lambda: tid(page, "preset").select_option("tenhou"))
    box = tid(page, "opt-honba_value")
    box.fill("200")
    box.dispatch_event("change")
    page.wait_for_timeout(300)
    assert "honba_value" not in page.url
    assert tid(page, "preset").input_value() == "tenhou" and page.locator("#rules-custom").inner_text() == ""
