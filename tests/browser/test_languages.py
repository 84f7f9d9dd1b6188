"""The page in each of its languages (web/lang/*.js): the language menu offers the four (each named in its own
language) and its button names the one shown; labels, tile names, the scored hand's yaku and fu names (from the
engine's meta) follow it; the choice is stored, and the first visit follows the browser's languages
(navigator.languages)."""

from __future__ import annotations

from typing import Any

import pytest
from browserkit import act_and_wait, fill, pick_lang, table

from agari.frontends.jsonapi import handle

LANGS = ["en", "ja", "zh", "ko"]
HTML_LANG = {"en": "en", "ja": "ja", "zh": "zh-Hans", "ko": "ko"}
NAMES = {"en": "English", "ja": "日本語", "zh": "中文", "ko": "한국어"}
HAND = "234567m234567p22s"
FRAGMENT = f"h={HAND}&w=5p&r=1"


def tile_name(words: dict[str, str], code: str) -> str:
    """The accessible name of a plain suited tile or an honor in a table's words."""
    if code[1] == "z":
        return words[f"tile_{code}"]
    return fill(words[f"tile_{code[1]}"], n=words["tile_digits"][int(code[0]) - 1])


def act(page: Any, action: Any, timeout: float = 20.0) -> None:
    """Do something and wait for the page's next render with no engine request in flight."""
    act_and_wait(page, action, timeout)


def open_page(page: Any, url: str) -> None:
    page.goto(url)
    page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=40_000)
    page.wait_for_selector(f'[data-testid="result"][data-hand="{HAND}"]', state="attached", timeout=40_000)


def tid(page: Any, name: str) -> Any:
    return page.locator(f'[data-testid="{name}"]')


def assert_page_in(page: Any, code: str) -> None:
    """Labels, tile names and the scored hand's names are those of ``code``'s table and the engine's meta."""
    words = table(code)
    meta = handle({"op": "meta"})
    expected = handle({"op": "score", "hand": HAND, "win": "5p", "riichi": True})
    assert page.evaluate("document.documentElement.lang") == HTML_LANG[code]
    # the menu's button names the language shown, in that language; the menu checks it
    button = tid(page, "lang")
    assert button.inner_text() == NAMES[code]
    assert button.get_attribute("aria-label") == fill(words["lang_menu_label"], name=NAMES[code])
    assert button.get_attribute("lang") == HTML_LANG[code]
    items = tid(page, "lang-list").locator("li")
    assert [(x.get_attribute("data-lang"), x.get_attribute("aria-checked")) for x in items.all()] == [
        (c, str(c == code).lower()) for c in LANGS]
    for heading, key in (("h-hand", "hand"), ("h-results", "results"), ("h-situation", "situation"),
                         ("h-rules", "rules"), ("h-palette", "palette")):
        assert page.locator(f"#{heading}").inner_text() == words[key], heading
    assert page.locator('label[for="win"]').inner_text() == words["win_tile"]
    # a tile's accessible name: 1m is not in the hand, 4 copies left; a honor
    assert page.locator('[data-testid="palette"] [data-tile="1m"]').get_attribute("aria-label") == fill(
        words["copies_left"], tile=tile_name(words, "1m"), n=4)
    assert page.locator('[data-testid="palette"] [data-tile="7z"]').get_attribute("aria-label") == fill(
        words["copies_left"], tile=tile_name(words, "7z"), n=4)
    # the scored hand: yaku names from the engine's meta, han/fu in the table's words, fu reasons translated
    yaku_names = {y["name"]: y[code] for y in meta["yaku"]}
    items = page.locator('[data-testid="yaku"] li')
    shown = {items.nth(i).get_attribute("data-yaku"): items.nth(i).locator(".yaku-name").inner_text()
             for i in range(items.count())}
    assert shown == {name: yaku_names[name] for name, _ in expected["yaku"]}
    assert {"riichi", "pinfu", "tanyao"} <= set(shown)
    assert tid(page, "hanfu").inner_text() == fill(words["han_fu"], han=expected["han"], fu=expected["fu"])
    assert tid(page, "total").inner_text() == str(expected["total"])
    base = page.locator('[data-testid="fu-items"] li[data-reason="base"] span').first.inner_text()
    reasons = {x["starts"]: x for x in meta["fu_reasons"]}
    assert base == (reasons["base"][code] if code != "en" else "base")


@pytest.mark.parametrize("code", ["ja", "zh", "ko"])
def test_language_menu_switches_every_label(page: Any, base_url: str, code: str) -> None:
    open_page(page, f"{base_url}#{FRAGMENT}")
    assert_page_in(page, "en")
    act(page, lambda: pick_lang(page, code))
    assert_page_in(page, code)
    assert page.evaluate("localStorage.getItem('agari.lang')") == code
    # the choice is kept on the next visit (its table fetched before the page is labelled)
    open_page(page, f"{base_url}#{FRAGMENT}")
    assert_page_in(page, code)
    if code == "ko":
        act(page, lambda: pick_lang(page, "en"))  # and back to English
        assert_page_in(page, "en")


@pytest.mark.parametrize(("locale", "code"), [("ko-KR", "ko"), ("zh-CN", "zh"), ("fr-FR", "en")])
def test_first_visit_follows_the_browser_language(new_context: Any, base_url: str, locale: str, code: str) -> None:
    page = new_context(viewport={"width": 1280, "height": 900}, locale=locale).new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    open_page(page, f"{base_url}#{FRAGMENT}")
    assert page.evaluate("navigator.languages[0]") == locale
    assert_page_in(page, code)
    # only the chosen language's table was fetched
    fetched = page.evaluate("performance.getEntriesByType('resource').map((e) => e.name)")
    tables = sorted(name.rsplit("/", 1)[1] for name in fetched if "/lang/" in name)
    assert tables == [f"{code}.js"]
    assert errors == []


def test_every_language_offline_after_one_visit(offline_context: Any, base_url: str) -> None:
    """The service worker precached every table: offline, the menu still reaches every language."""
    page = offline_context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    open_page(page, f"{base_url}#{FRAGMENT}")
    assert_page_in(page, "en")
    for code in LANGS[1:]:
        act(page, lambda code=code: pick_lang(page, code))
        assert_page_in(page, code)
    assert errors == []


@pytest.mark.parametrize(("locale", "code"), [("ja-JP", "ja"), ("zh-CN", "zh"), ("ko-KR", "ko")])
def test_engine_errors_are_shown_in_the_pages_language(new_context: Any, base_url: str, locale: str,
                                                       code: str) -> None:
    """A hand typed wrong: the engine's sentence (English) is shown in the page's language, its position counted
    from 1 as the page counts; a sentence the tables do not know would be shown as the engine wrote it."""
    page = new_context(viewport={"width": 1280, "height": 900}, locale=locale).new_page()
    open_page(page, f"{base_url}#{FRAGMENT}")
    words = table(code)
    notation = page.locator("#notation")
    error = page.locator("#notation-error-text")
    engine = handle({"op": "analyze", "hand": "123m45"})
    assert engine["detail"].startswith("digit '4' at position 4 ")
    notation.fill("123m45")  # the page's own reader refuses it: no render, the engine explains
    expected = fill(words["detail_no_suit"], a=4, b=5)
    error.wait_for(state="visible")
    for _ in range(100):  # the page's own reader speaks first (in English), then the engine's answer
        if error.inner_text() == f"{words['error_invalid']}: {expected}":
            break
        page.wait_for_timeout(100)
    assert error.inner_text() == f"{words['error_invalid']}: {expected}"
    # a hand the page's own reader takes but the engine refuses: the results panel says why, translated
    assert handle({"op": "analyze", "hand": "11111m"})["detail"] == "the hand holds 5 copies of 1m; there are only 4"
    act(page, lambda: notation.fill("11111m"))
    assert tid(page, "error-detail").inner_text() == fill(words["detail_copies"], a=5, b="1m", c=4)


@pytest.mark.parametrize("code", ["ja", "zh", "ko"])
def test_other_games_panels_in_the_pages_language(page: Any, base_url: str, code: str) -> None:
    """Fujian's and Small Mahjong's situation fields and preset names follow the language (from each game's
    meta), with no field left in the registry's English."""
    for game, field in (("fujian", "rob_gold"), ("small", "first_turn")):
        meta = handle({"op": "meta", "game": game})
        page.goto(f"{base_url}#lang={code}&g={game}")
        page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=40_000)
        label = page.locator(f'[data-field-label="{field}"]')
        label.wait_for(state="attached", timeout=20_000)
        for _ in range(100):
            if label.inner_text() == meta["names"][code][field]:
                break
            page.wait_for_timeout(100)
        assert label.inner_text() == meta["names"][code][field] != meta["names"]["en"][field]
        preset = meta["presets"][0]
        option = page.locator(f'#preset option[value="{preset["name"]}"]')
        assert option.inner_text() == preset["labels"][code] != preset["labels"]["en"]
