"""What a new user meets on a phone (360 px) and a desktop, in the four languages: a Small Mahjong ron without Reach
shows the hand's analysis and the fix with its two controls one tap away; Small Mahjong's situation panel says each
fact once; the hand panel's heading does not read "Hand Hand"; Fujian's Gold rows keep the tile and the word on one
line; on a phone the live line covers no palette tile when a link opens. (Issue 22, section 3.)"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from browserkit import act_and_wait, pick_lang, table, wait_ready, wait_rendered
from playwright.sync_api import BrowserContext, Page

from agari.frontends.jsonapi import handle
from agari.games import GAMES

LANGS = ["en", "ja", "zh", "ko"]
PHONE = {"width": 360, "height": 780}
DESKTOP = {"width": 1280, "height": 900}


def tid(page: Page, name: str) -> Any:
    return page.locator(f'[data-testid="{name}"]')


def open_link(new_context: Callable[..., BrowserContext], base_url: str, link: str, viewport: dict[str, int]) -> Page:
    page = new_context(viewport=viewport).new_page()
    page.goto(f"{base_url}#{link}")
    wait_ready(page)
    wait_rendered(page, 0)
    return page


def box(page: Page, selector: str) -> dict[str, float]:
    found: dict[str, float] = page.locator(selector).first.bounding_box()
    return found


def check_fix_shown(page: Page, hand: str, code: str) -> None:
    """Small Mahjong's ron without Reach, in the language `code`: the analysis, no word of an unreadable hand, the
    fix named with its two controls, each one tap (at least 24 px, on the screen once the block is)."""
    words = table(code)
    meta = handle({"op": "meta", "game": "small"})
    assert tid(page, "shanten").get_attribute("data-shanten") == "-1"
    assert tid(page, "shanten").inner_text() == words["shanten_complete"]
    assert words["error_invalid"] not in page.locator("main").inner_text()
    assert tid(page, "notation-error").is_hidden() and tid(page, "notation").get_attribute("aria-invalid") is None
    block = tid(page, "situation-error")
    assert block.get_attribute("data-field") == "reach"
    assert tid(page, "fix-text").inner_text() == words["fix_ron_needs_reach"]
    labels = [x.inner_text() for x in block.locator("label").all()]
    assert labels == [meta["names"][code]["reach"], meta["names"][code]["tsumo"]]
    block.scroll_into_view_if_needed()
    for name in ("reach", "tsumo"):
        control = box(page, f'[data-testid="situation-error"] label[for="fix-{name}"]')
        assert control["height"] >= 24 and control["width"] >= 24
        assert control["y"] >= 0 and control["y"] + control["height"] <= PHONE["height"], (name, control)
        assert control["x"] >= 0 and control["x"] + control["width"] <= PHONE["width"], (name, control)
    assert tid(page, "live").get_attribute("data-state") == "fix"  # the live line says the fix too


@pytest.mark.skipif("small" not in GAMES, reason="Small Mahjong is not registered")
def test_small_ron_without_reach_shows_the_analysis_and_the_fix(new_context: Callable[..., BrowserContext],
                                                                base_url: str) -> None:
    """The hand reads fine: its analysis is shown, not "This hand cannot be read"; the fix is named in the page's
    language (each of the four) with the Reach and Tsumo controls in the same block, each one tap away; a tap on
    either gives the engine's score."""
    hand = "234m567p88s"
    refused = handle({"game": "small", "op": "score", "hand": hand})
    assert refused["ok"] is False and refused["field"] == "reach"
    analysis = handle({"game": "small", "op": "analyze", "hand": hand})
    assert analysis["ok"] and analysis["shanten"] == -1
    page = open_link(new_context, base_url, f"g=small&h={hand}", PHONE)
    for code in LANGS:
        if code != "en":
            act_and_wait(page, lambda code=code: pick_lang(page, code))
        check_fix_shown(page, hand, code)
    # one tap on Reach: the score (and the situation panel's Reach is ticked)
    act_and_wait(page, lambda: page.locator('[data-testid="situation-error"] label[for="fix-reach"]').click())
    expected = handle({"game": "small", "op": "score", "hand": hand, "reach": True})
    assert expected["ok"] and tid(page, "total").inner_text() == str(expected["total"])
    assert tid(page, "gf-reach").is_checked() and tid(page, "situation-error").count() == 0
    # back to ron without Reach, then one tap on Tsumo
    act_and_wait(page, lambda: tid(page, "gf-reach").uncheck())
    check_fix_shown(page, hand, "ko")
    act_and_wait(page, lambda: page.locator('[data-testid="situation-error"] label[for="fix-tsumo"]').click())
    expected = handle({"game": "small", "op": "score", "hand": hand, "tsumo": True})
    assert expected["ok"] and tid(page, "total").inner_text() == str(expected["total"])
    assert tid(page, "gf-tsumo").is_checked()


@pytest.mark.skipif("small" not in GAMES, reason="Small Mahjong is not registered")
def test_small_situation_offers_each_fact_once(new_context: Callable[..., BrowserContext], base_url: str) -> None:
    """"won on the first draw" is offered once: Blessing of Heaven and of Earth are that with or without dealer
    (the registry's same_as), so they get no controls of their own; the rest of the registry's fields do."""
    page = open_link(new_context, base_url, "g=small&h=11123456789999m", PHONE)
    fields = next(g for g in handle({"op": "meta"})["games"] if g["name"] == "small")["fields"]
    offered = [x.get_attribute("data-field") for x in tid(page, "game-fields").locator("[data-field]").all()]
    assert offered == [f["name"] for f in fields if "same_as" not in f]
    assert "first_turn" in offered and "heaven" not in offered and "earth" not in offered
    text = tid(page, "game-fields").inner_text()
    assert text.count("Blessing of Heaven") == 1  # in first_turn's words only, no control of its own
    assert "Blessing of Heaven:" not in text and "Blessing of Earth:" not in text
    # first draw as the dealer by tsumo: Blessing of Heaven
    act_and_wait(page, lambda: tid(page, "gf-tsumo").check())
    act_and_wait(page, lambda: tid(page, "gf-first_turn").check())
    act_and_wait(page, lambda: tid(page, "gf-dealer").check())
    expected = handle({"game": "small", "op": "score", "hand": "11123456789999m", "tsumo": True, "heaven": True,
                       "dealer": True})
    assert expected["ok"] and "blessing_of_heaven" in [i["key"] for i in expected["items"]]
    assert tid(page, "total").inner_text() == str(expected["total"])


@pytest.mark.skipif("small" not in GAMES, reason="Small Mahjong is not registered")
def test_hand_heading_does_not_say_hand_twice(new_context: Callable[..., BrowserContext], base_url: str) -> None:
    """At 360 px the hand panel's heading and the hand-size label beside it are different words, in each language."""
    page = open_link(new_context, base_url, "g=small&h=234m567p88s", PHONE)
    for code in LANGS:
        if code != "en":
            act_and_wait(page, lambda code=code: pick_lang(page, code))
        heading = page.locator("#h-hand").inner_text().strip()
        size = page.locator('label[for="hand-size"] > span').inner_text().strip()
        assert heading == table(code)["hand"] and size == table(code)["hand_size"], code
        assert size and heading not in size and size not in heading, (code, heading, size)
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


@pytest.mark.skipif("fujian" not in GAMES, reason="Fujian is not registered")
@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["360", "1280"])
def test_fujian_gold_rows_keep_the_tile_and_the_word_on_one_line(new_context: Callable[..., BrowserContext],
                                                                  base_url: str, viewport: dict[str, int]) -> None:
    link = "g=fujian&h=123456789m123456p55s&w=5s&f.gold=5s&f.bonus=1z7z&f.tsumo=1"
    page = open_link(new_context, base_url, link, viewport)
    expected = handle({"game": "fujian", "op": "score", "hand": "123456789m123456p55s", "win": "5s", "gold": "5s",
                       "bonus": "1z7z", "tsumo": True})
    assert sum(1 for i in expected["items"] if i["key"] == "gold") == 2
    for code in LANGS:
        rows = page.locator('[data-testid="items"] li[data-tile]')
        assert rows.count() == sum(1 for i in expected["items"] if "tile" in i)
        lines = page.evaluate("""() => [...document.querySelectorAll('[data-testid="items"] li[data-tile] .yaku-name')]
          .map((name) => {
            const tile = name.querySelector("svg").getBoundingClientRect();
            const range = document.createRange();
            range.selectNodeContents(name.lastChild);
            const words = [...range.getClientRects()];
            return { tile: [tile.top, tile.bottom], words: words.map((r) => [r.top, r.bottom]),
                     text: name.textContent };
        })""")
        for line in lines:
            assert len(line["words"]) == 1, (code, line)  # the word on one line
            (top, bottom), (wtop, wbottom) = line["tile"], line["words"][0]
            assert wtop < bottom and top < wbottom, (code, line)  # beside the tile, not under it
        if code != "ko":
            act_and_wait(page, lambda code=code: pick_lang(page, LANGS[LANGS.index(code) + 1]))


@pytest.mark.parametrize("link", ["h=12355567p678s555z&w=5p&t=1", "h=123m456p789s1123z", "g=small&h=234m567p88s"])
def test_live_line_covers_no_palette_tile_on_load(new_context: Callable[..., BrowserContext], base_url: str,
                                                  link: str) -> None:
    """A link opened on a phone: the live line says its answer below the palette, over none of its tiles."""
    if link.startswith("g=small") and "small" not in GAMES:
        pytest.skip("Small Mahjong is not registered")
    page = open_link(new_context, base_url, link, PHONE)
    line = tid(page, "live")
    assert line.is_visible() and line.get_attribute("data-state") in ("score", "analysis", "fix")
    shown = page.evaluate("""() => {
        const rect = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
        return { line: rect(document.getElementById("live")),
                 tiles: [...document.querySelectorAll('[data-testid="palette"] .pal-tile')]
                   .filter((t) => !t.hidden).map(rect) };
    }""")
    a = shown["line"]
    covered = [t for t in shown["tiles"] if a[0] < t[2] and t[0] < a[2] and a[1] < t[3] and t[1] < a[3]]
    assert covered == [], (a, covered[:3])
