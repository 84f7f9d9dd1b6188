"""The page with the games other than Riichi: chosen in the selector, built by clicks, scored by the engine.

Expected values come from ``agari.frontends.jsonapi.handle`` in this process, as in test_page.py.
"""

from __future__ import annotations

from typing import Any

import pytest

pytest.importorskip("playwright")

from test_page import act, open_page, tid, url_with  # noqa: E402
from test_page import warm_context as warm_context  # noqa: E402  (the module's browser context fixture)

from agari.frontends.jsonapi import handle  # noqa: E402
from agari.games import GAMES  # noqa: E402


@pytest.fixture
def page(warm_context: Any) -> Any:  # noqa: F811
    pg = warm_context.new_page()
    errors: list[str] = []
    pg.on("pageerror", lambda exc: errors.append(str(exc)))
    yield pg
    pg.close()
    assert errors == []


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
