"""axe-core (WCAG 2 A and AA) finds nothing on the page: in every game, after every rebuild of a panel (a preset
change, a game switch, a language switch) and with every kind of result shown (score, waits, discard table, an
unreadable hand, a refused situation, a nagashi settlement, the share box), on a desktop in light colours and on
a 360 px phone in dark ones. The view switch is checked in test_views.py."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from browserkit import act_and_wait, axe_violations, pick_lang, wait_ready, wait_rendered
from playwright.sync_api import BrowserContext, Page

from agari.games import GAMES


def tid(page: Page, name: str) -> Any:
    return page.locator(f'[data-testid="{name}"]')


def act(page: Page, action: Callable[[], object]) -> None:
    act_and_wait(page, action)


def clean(page: Page, step: str, seen: list[str]) -> None:
    """axe finds nothing now; the step is kept to say where a violation was found."""
    found = axe_violations(page)
    assert found == [], f"after {step}:\n" + "\n".join(found)
    seen.append(step)


@pytest.mark.parametrize(("width", "scheme"), [(1280, "light"), (360, "dark")], ids=["desktop-light", "phone-dark"])
def test_axe_finds_nothing_in_any_game_or_rebuild(new_context: Callable[..., BrowserContext], base_url: str,
                                                   width: int, scheme: str) -> None:
    page = new_context(viewport={"width": width, "height": 800}, color_scheme=scheme).new_page()
    page.goto(base_url + "#h=234m406p789s22z(777z)&w=0p&t=1&d=1z&rw=s&sw=w&hb=1")
    wait_ready(page)
    wait_rendered(page, 0)
    seen: list[str] = []
    assert tid(page, "total").is_visible()
    clean(page, "a scored Riichi hand", seen)
    act(page, lambda: tid(page, "preset").select_option("tenhou-sanma"))
    assert tid(page, "kita").is_visible()
    clean(page, "a three-player preset", seen)
    act(page, lambda: tid(page, "preset").select_option("mleague"))
    act(page, lambda: tid(page, "opt-kiriage").uncheck())
    clean(page, "a preset with an option changed", seen)
    act(page, lambda: tid(page, "notation").fill("123m456p789s1122z"))
    assert tid(page, "waits").is_visible()
    clean(page, "a ready hand's waits", seen)
    act(page, lambda: tid(page, "notation").fill("123m456p789s11223z"))
    assert tid(page, "discards").is_visible()
    clean(page, "a discard table", seen)
    tid(page, "notation").fill("123m4x5p")
    tid(page, "notation-error").wait_for(state="visible")
    clean(page, "a hand that cannot be read", seen)
    tid(page, "nagashi").click()
    tid(page, "nagashi-total").wait_for()
    tid(page, "share").click()
    tid(page, "share-url").wait_for()
    clean(page, "a nagashi settlement and the share box", seen)
    if "small" in GAMES:
        act(page, lambda: tid(page, "game").select_option("small"))
        assert page.locator("#preset").count() == 1
        clean(page, "a switch to Small Mahjong", seen)
        act(page, lambda: tid(page, "notation").fill("234m567p88s"))
        tid(page, "situation-error").wait_for()
        clean(page, "a Small Mahjong ron without Reach", seen)
    if "fujian" in GAMES:
        act(page, lambda: tid(page, "game").select_option("fujian"))
        clean(page, "a switch to Fujian", seen)
        tid(page, "target-gold").click()
        act(page, lambda: page.locator('[data-testid="palette"] [data-tile="5s"]').click())
        act(page, lambda: tid(page, "notation").fill("123456789m123456p55s"))
        act(page, lambda: tid(page, "gf-tsumo").check())
        assert tid(page, "total").is_visible()
        clean(page, "a scored Fujian hand", seen)
        for code in ("ja", "zh", "ko"):
            act(page, lambda code=code: pick_lang(page, code))
            assert page.evaluate("document.documentElement.lang").startswith(code)
            clean(page, f"a switch to {code} in Fujian", seen)
    act(page, lambda: tid(page, "game").select_option("riichi"))
    clean(page, "a switch back to Riichi", seen)
    if "small" in GAMES:
        act(page, lambda: tid(page, "game").select_option("small"))
        clean(page, "a switch to Small Mahjong in the language shown", seen)
    assert len(seen) >= 8
