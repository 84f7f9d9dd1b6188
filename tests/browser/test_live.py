"""The live line on a 360 px phone screen: after every palette tap it shows the engine's answer (the same as
agari.handle gives), lies inside the viewport and covers none of the palette's tiles; a tap on it scrolls to
the results panel; on a wide screen (results beside the palette) it is not shown."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from browserkit import poll, render_seq, wait_ready, wait_rendered
from playwright.sync_api import BrowserContext, Page

from agari.frontends.jsonapi import handle

TAPS = ["1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "1z", "1z", "5z", "5z", "5z"]
"""Ends complete: 123m456p789s11z555z (white dragon triplet), on the way every kind of line."""


def settle(page: Page, before: int) -> None:
    """Wait for a render newer than `before` with no engine request in flight."""
    wait_rendered(page, before, 30)


def tap(page: Page, locator: str) -> None:
    """Click something and wait until the page shows the engine's answer to it."""
    before = render_seq(page)
    page.locator(locator).click()
    settle(page, before)


def shown(page: Page) -> dict[str, Any]:
    """What the live line says, where it is, and where the palette's tiles are."""
    return dict(page.evaluate("""() => {
      const line = document.querySelector('[data-testid="live"]');
      const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
      return {
        hidden: line.hidden, data: {...line.dataset}, text: line.querySelector('.live-main')?.textContent ?? '',
        chips: [...line.querySelectorAll('[data-tile-chip]')].map((c) => [c.dataset.tileChip,
          Number(c.querySelector('.chip-n').textContent)]),
        box: box(line), height: window.innerHeight, width: window.innerWidth,
        tiles: [...document.querySelectorAll('[data-testid="palette"] .pal-tile')].map(box),
      };
    }"""))


def expected_line(hand: str, count: int, win: str) -> dict[str, Any]:
    """The live line's data attributes for a hand, from the engine itself (win: the last tile tapped)."""
    if count % 3 == 0 and count >= 13:
        return {"state": "short"}
    analysis = handle({"op": "analyze", "hand": hand})
    assert analysis["ok"], analysis
    if analysis.get("partial"):  # a hand still being built (under 13 tiles): its shanten and the tiles that help
        return {"state": "analysis", "shanten": str(analysis["shanten"]), "count": str(analysis["ukeire_count"]),
                "tiles": [[u["tile"], u["count"]] for u in analysis["ukeire"]]}
    score = handle({"op": "score", "hand": hand, "win": win}) if count % 3 == 2 else None
    if score is not None and score.get("error") in ("invalid", "internal"):
        return {"state": "error"}  # as on the results panel (e.g. 2 tiles: not a hand to score)
    if analysis["complete"] or analysis["shanten"] == -1:
        assert score is not None
        if score["ok"]:
            return {"state": "score", "shanten": str(analysis["shanten"]), "total": str(score["total"])}
        return {"state": "no-score", "shanten": str(analysis["shanten"])}
    if count % 3 == 1:
        return {"state": "analysis", "shanten": str(analysis["shanten"]), "count": str(analysis["ukeire_count"]),
                "tiles": [[u["tile"], u["count"]] for u in analysis["ukeire"]]}
    best = analysis["discards"][0]
    return {"state": "analysis", "shanten": str(analysis["shanten"]), "count": str(best["ukeire_count"]),
            "bestDiscard": best["discard"], "tiles": [[u["tile"], u["count"]] for u in best["ukeire"]]}


def overlaps(a: list[float], b: list[float]) -> bool:
    """Whether two [left, top, right, bottom] boxes share any area."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def check_line(page: Page, hand: str, count: int, win: str) -> dict[str, Any]:
    """The line shows the engine's answer, in the viewport, clear of every palette tile."""
    got = shown(page)
    want = expected_line(hand, count, win)
    assert not got["hidden"]
    assert got["data"]["hand"] == hand
    assert got["data"]["state"] == want["state"], (hand, got, want)
    for key in ("shanten", "total", "count", "bestDiscard"):
        assert got["data"].get(key) == want.get(key), (hand, key, got["data"], want)
    if "tiles" in want:
        assert got["chips"] and got["chips"] == want["tiles"][:len(got["chips"])], (hand, got["chips"], want)
    if want["state"] == "score":
        assert want["total"] in got["text"]
    left, top, right, bottom = got["box"]
    assert left >= 0 and top >= 0 and right <= got["width"] and bottom <= got["height"], got["box"]
    assert [t for t in got["tiles"] if overlaps(t, got["box"])] == []
    return got


def test_live_line_follows_every_tap_on_a_phone(new_context: Callable[..., BrowserContext], base_url: str) -> None:
    """14 taps from an empty hand to a scored one, the page sometimes scrolled back to the top (the palette
    then runs below the screen and the line sticks to its bottom edge), then one 14-tile hand that is not
    complete (the best discard and what it accepts)."""
    page = new_context(viewport={"width": 360, "height": 780}).new_page()
    page.goto(base_url)
    wait_ready(page)
    assert page.locator('[data-testid="live"]').is_hidden()  # nothing to say about an empty hand
    hand_tiles: list[str] = []
    for i, code in enumerate(TAPS):
        if i % 4 == 0:
            page.evaluate("window.scrollTo(0, 0)")
        tap(page, f'[data-testid="palette"] [data-tile="{code}"]')
        hand_tiles.append(code)
        hand = page.locator('[data-testid="notation"]').input_value()
        check_line(page, hand, len(hand_tiles), code)
    assert hand == "123m456p789s11555z"
    assert shown(page)["data"]["state"] == "score"
    # one 1z out, a 9m in: 14 tiles that do not win
    page.evaluate("window.scrollTo(0, 0)")
    tap(page, '[data-testid="hand"] [data-hand-index="9"]')  # the first 1z
    tap(page, '[data-testid="palette"] [data-tile="9m"]')
    hand = page.locator('[data-testid="notation"]').input_value()
    assert hand == "1239m456p789s1555z"
    assert check_line(page, hand, 14, "9m")["data"]["bestDiscard"]
    # a tap on the line brings the results panel's heading into view and focus
    page.locator('[data-testid="live"]').click()
    top = page.evaluate("document.getElementById('h-results').getBoundingClientRect().top")
    assert -1 <= top < 780 / 2  # scrollIntoView may leave a fraction of a pixel
    assert page.evaluate("document.activeElement.id") == "h-results"


def test_live_line_hidden_beside_the_results(page: Page, base_url: str) -> None:
    """At 1280 px the results panel is beside the palette: no live line."""
    page.goto(base_url + "#h=123m456p789s1123z")
    wait_ready(page)
    settle(page, 0)
    assert page.locator('[data-testid="live"]').get_attribute("data-state") == "analysis"
    assert page.locator('[data-testid="live"]').is_hidden()
    # a palette tap leaves the page where it is (nothing to keep clear of: the line is not shown)
    assert page.evaluate("document.documentElement.scrollHeight > window.innerHeight")
    assert page.evaluate("window.scrollY") == 0
    tap(page, '[data-testid="palette"] [data-tile="9m"]')
    assert page.locator('[data-testid="live"]').get_attribute("data-state") == "analysis"
    assert page.locator('[data-testid="live"]').get_attribute("data-best-discard")
    assert page.evaluate("window.scrollY") == 0
    # the screen narrowed below the breakpoint: the line now shows, drawn for the answer on screen
    hand = page.locator('[data-testid="notation"]').input_value()
    want = expected_line(hand, 14, "9m")
    page.set_viewport_size({"width": 360, "height": 780})
    poll(page, "() => document.querySelector('#live [data-tile-chip]') !== null")
    got = shown(page)
    assert not got["hidden"] and got["data"]["bestDiscard"] == want["bestDiscard"]
    assert got["chips"] and got["chips"] == want["tiles"][:len(got["chips"])]
    assert got["text"] == page.locator('[data-testid="shanten"]').inner_text()


OTHER_GAMES = [
    ("small", "g=small&h=234m567p88s&w=2m&f.tsumo=1",
     {"op": "score", "game": "small", "hand": "234m567p88s", "win": "2m", "tsumo": True}),
    ("fujian", "g=fujian&h=123456789m123456p55s&f.gold=5s",
     {"op": "score", "game": "fujian", "hand": "123456789m123456p55s", "gold": "5s"}),
]


def test_every_game_and_preset_fits_a_phone_and_the_line_says_the_total(
        new_context: Callable[..., BrowserContext], base_url: str) -> None:
    """At 360 px, under every preset of every game, nothing runs off the side of the screen (Fujian's long preset
    names made the rules' select 28 px too wide); the live line of a Small Mahjong or Fujian win says its total, and
    no han or fu, which those games do not count (it said "undefined han")."""
    page = new_context(viewport={"width": 360, "height": 780}).new_page()
    for game, link, request in [("riichi", "h=123m456p789s11122z&w=2m&t=1", None), *OTHER_GAMES]:
        before = render_seq(page) if page.url.startswith(base_url) else 0
        page.goto(f"{base_url}#{link}")
        if before:
            wait_rendered(page, before)
        else:
            wait_ready(page)
        # the game's presets, as the engine lists them: the select shows them once the game's words are in
        presets = next(g["presets"] for g in handle({"op": "meta"})["games"] if g["name"] == game)
        want = json.dumps(json.dumps(presets, separators=(",", ":")))  # the list as JSON.stringify writes it, quoted
        poll(page, "() => JSON.stringify([...document.querySelectorAll('[data-testid=\"preset\"] option')]"
                   f".map((o) => o.value)) === {want}")
        for preset in presets:
            n = render_seq(page)
            page.locator('[data-testid="preset"]').select_option(preset)
            if preset != presets[0]:
                wait_rendered(page, n)
            width = page.evaluate("document.documentElement.scrollWidth")
            assert width <= 360, (game, preset, width)
        if request is None:
            continue
        n = render_seq(page)
        page.locator('[data-testid="preset"]').select_option(presets[0])
        if len(presets) > 1:
            wait_rendered(page, n)  # the line under the last preset tried is on screen until the answer comes
        # the line of this game's hand (data-hand: the notation it speaks of), once scored
        hand = request["hand"]
        poll(page, "() => { const l = document.querySelector('[data-testid=\"live\"]');"
                   f" return l.dataset.state === 'score' && l.dataset.hand === {json.dumps(hand)}; }}")
        want = handle({**request, "rules": presets[0]})
        text = page.locator('[data-testid="live"] .live-main').inner_text()
        assert text == f"Total {want['total']}", (game, text)
