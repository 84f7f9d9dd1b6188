"""The page with the games other than Riichi: chosen in the selector, built by clicks, scored by the engine.

Expected values come from ``agari.frontends.jsonapi.handle`` in this process, as in test_page.py.
"""

from __future__ import annotations

from typing import Any

import pytest

pytest.importorskip("playwright")

from test_page import act, open_page, tid, url_with  # noqa: E402
from test_page import page as page  # noqa: E402  (test_page's fixtures: a page in the module's warm context)
from test_page import warm_context as warm_context  # noqa: E402

from agari.frontends.jsonapi import handle  # noqa: E402
from agari.games import GAMES  # noqa: E402


def shown_items(page: Any) -> list[tuple[str, int]]:
    items = page.locator('[data-testid="items"] li')
    return [(items.nth(i).get_attribute("data-item"), int(items.nth(i).get_attribute("data-points")))
            for i in range(items.count())]


def shown_payments(page: Any) -> dict[str, int]:
    rows = page.locator('[data-testid="payments"] li[data-payer]')
    return {rows.nth(i).get_attribute("data-payer"): int(rows.nth(i).get_attribute("data-amount"))
            for i in range(rows.count())}


def click(page: Any, code: str) -> None:
    act(page, lambda: page.locator(f'[data-testid="palette"] [data-tile="{code}"]').click())


def palette_shown(page: Any) -> list[str]:
    return page.evaluate("""[...document.querySelectorAll('[data-testid="palette"] [data-tile]')]
        .filter((b) => b.offsetParent !== null).map((b) => b.dataset.tile)""")


@pytest.mark.skipif("small" not in GAMES, reason="Small Mahjong is not registered")
def test_small_mahjong_seven_dealt_scored_as_the_engine_does(page: Any, base_url: str) -> None:
    open_page(page, base_url)
    act(page, lambda: tid(page, "game").select_option("small"))
    assert page.evaluate("document.body.dataset.game") == "small"
    assert palette_shown(page) == list(GAMES["small"].tiles)
    assert tid(page, "situation").is_hidden() and tid(page, "game-fields").is_visible()
    act(page, lambda: tid(page, "hand-size").select_option("8"))
    assert tid(page, "tile-count").inner_text() == "0 of 8 tiles"
    for code in ["2m", "3m", "4m", "5p", "6p", "7p", "8s", "8s"]:
        click(page, code)
    # the hand is full at 8 tiles: the palette takes no ninth tile
    assert page.locator('[data-testid="palette"] [data-tile="9s"]').get_attribute("aria-disabled") == "true"
    assert tid(page, "notation").input_value() == "234m567p88s"
    act(page, lambda: tid(page, "gf-tsumo").check())
    expected = handle({"game": "small", "op": "score", "hand": "234m567p88s", "win": "8s", "tsumo": True})
    assert expected["ok"], expected
    assert shown_items(page) == [(i["key"], i["points"]) for i in expected["items"]]
    assert tid(page, "total").inner_text() == str(expected["total"])
    assert shown_payments(page) == expected["payments"]
    # the link keeps the game, the hand size, the hand and the fields
    url = url_with(page, "g=small", "n=8", "h=234m567p88s", "f.tsumo=1")
    page.goto("about:blank")
    open_page(page, base_url, url.split("#", 1)[1])
    assert tid(page, "notice").is_hidden()
    assert tid(page, "game").input_value() == "small"
    assert tid(page, "hand-size").input_value() == "8"
    assert tid(page, "total").inner_text() == str(expected["total"])
    # back to Riichi: its own panels, and the Small hand is kept for the way back
    act(page, lambda: tid(page, "game").select_option("riichi"))
    assert tid(page, "situation").is_visible()
    assert tid(page, "notation").input_value() == ""
    act(page, lambda: tid(page, "game").select_option("small"))
    assert tid(page, "notation").input_value() == "234m567p88s"


@pytest.mark.skipif("small" not in GAMES, reason="Small Mahjong is not registered")
def test_small_mahjong_ron_without_reach_is_shown_as_the_engine_error(page: Any, base_url: str) -> None:
    open_page(page, base_url, "g=small&h=234m567p88s")
    expected = handle({"game": "small", "op": "score", "hand": "234m567p88s"})
    assert expected["ok"] is False
    assert tid(page, "error-detail").inner_text() == expected["detail"]


@pytest.mark.skipif("fujian" not in GAMES, reason="Fujian is not registered")
def test_fujian_two_golds_as_the_pair_scored_as_the_engine_does(page: Any, base_url: str) -> None:
    riichi_link = "h=123m456p789s11122z&t=1"
    open_page(page, base_url, riichi_link)
    riichi_total = tid(page, "total").inner_text()
    act(page, lambda: tid(page, "game").select_option("fujian"))
    assert page.evaluate("document.body.dataset.game") == "fujian"
    assert palette_shown(page) == list(GAMES["fujian"].tiles)  # the 27 suit tiles
    # the gold: a palette target of its own, one tile
    tid(page, "target-gold").click()
    click(page, "5s")
    # bonus tiles: the palette offers the winds and the red dragon only
    tid(page, "target-bonus").click()
    assert palette_shown(page) == ["1z", "2z", "3z", "4z", "7z"]
    click(page, "1z")
    click(page, "7z")
    tid(page, "target-hand").click()
    hand = ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "1p", "2p", "3p", "4p", "5p", "6p", "5s", "5s"]
    for code in hand:
        click(page, code)
    assert tid(page, "tile-count").inner_text() == "17 of 17 tiles"
    # the two golds in the hand are marked
    assert page.locator('[data-testid="hand"] [data-wild="1"]').count() == 2
    act(page, lambda: tid(page, "gf-tsumo").check())
    text = tid(page, "notation").input_value()
    expected = handle({"game": "fujian", "hand": text, "gold": "5s", "bonus": "1z7z", "tsumo": True, "win": "5s"})
    assert expected["ok"] and expected["reading"]["golden_pair"], expected
    assert shown_items(page) == [(i["key"], i["points"]) for i in expected["items"]]
    assert tid(page, "total").inner_text() == str(expected["total"])
    assert shown_payments(page) == expected["payments"]
    url = url_with(page, "g=fujian", "f.gold=5s", "f.bonus=1z7z", "f.tsumo=1")
    # back to Riichi: its hand and its share link as they were; then Fujian again, as it was
    act(page, lambda: tid(page, "game").select_option("riichi"))
    url_with(page, "h=123m456p789s11122z", "t=1")
    assert "g=" not in page.url and "f.gold" not in page.url
    assert tid(page, "total").inner_text() == riichi_total
    act(page, lambda: tid(page, "game").select_option("fujian"))
    assert tid(page, "total").inner_text() == str(expected["total"])
    # the Fujian link opened afresh shows the same
    page.goto("about:blank")
    open_page(page, base_url, url.split("#", 1)[1])
    assert tid(page, "notice").is_hidden()
    assert tid(page, "total").inner_text() == str(expected["total"])
    assert shown_items(page) == [(i["key"], i["points"]) for i in expected["items"]]


@pytest.mark.skipif("small" not in GAMES, reason="Small Mahjong is not registered")
def test_another_game_works_offline_after_one_visit(offline_context: Any, base_url: str) -> None:
    """The first visit loads only the default game's engine; the service worker keeps the others, so a
    game never opened online still loads (its package unpacked on first use) and scores offline."""
    page = offline_context.new_page()
    open_page(page, base_url, "g=small&n=8&h=234m567p88s&f.tsumo=1")
    expected = handle({"game": "small", "hand": "234m567p88s", "tsumo": True})
    assert expected["ok"], expected
    assert tid(page, "total").inner_text() == str(expected["total"])
    assert shown_items(page) == [(i["key"], i["points"]) for i in expected["items"]]
    page.close()
