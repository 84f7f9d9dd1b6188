"""The calculator's verdict with opponents (issue 37 §2): with a riichi opponent the judge weighs value against
danger as the game review does (op ``verdict``): the line above the discard table says push or fold with the tile,
the Worth column gives each discard's points after its deal-in cost, and the best-discard mark on the table and the
hand follows the verdict; the same verdict in Japanese; axe finds nothing at 360 px."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

pytest.importorskip("playwright")

from browserkit import axe_violations, pick_lang, poll, wait_ready  # noqa: E402
from playwright.sync_api import BrowserContext, Page  # noqa: E402

from agari.frontends.jsonapi import handle  # noqa: E402

RECORD = """window.__verdict = [];
addEventListener("agari:request", (e) => {
  if (e.detail.op === "verdict") window.__verdict.push(JSON.parse(JSON.stringify(e.detail)));
});
try { localStorage.removeItem('agari.lang'); } catch (e) {}"""
FAR = "h=1369m258p147s1235z&d=3m&sw=s&op1=9p1z5s4m8s2m7p3z,r6"
"""A hand six from ready in the South seat; West (op1) declared riichi on its sixth discard (2m): fold."""
READY = "h=2345m456p34789s11z&d=3m&sw=s&op1=9p1z5s4m8s2m7p,r6"
"""A hand that reaches tenpai with the riichi's genbutsu 2m or with 5m (not safe): push with 2m."""


def open_page(new_context: Callable[..., BrowserContext], base_url: str, fragment: str,
              scheme: str = "light") -> Page:
    context = new_context(viewport={"width": 360, "height": 900}, color_scheme=scheme)
    context.add_init_script(RECORD)
    page = context.new_page()
    page.goto(f"{base_url}#{fragment}")
    wait_ready(page)
    poll(page, "() => document.body.dataset.busy !== '1'"
               " && !!document.querySelector('[data-testid=ev-best][data-verdict]')"
         " && !!document.querySelector('table.discards td[data-worth]')", every=50)
    return page


def shown(page: Page) -> dict[str, Any]:
    out: dict[str, Any] = page.evaluate("""() => {
      const line = document.querySelector('[data-testid=ev-best]');
      return {
        line: line.textContent, best: line.dataset.best, label: line.dataset.verdict,
        worth: Object.fromEntries([...document.querySelectorAll('table.discards tbody tr')].map((r) =>
          [r.dataset.discardRow, Number(r.querySelector('td[data-worth]').dataset.worth)])),
        first: document.querySelector('table.discards tbody tr').dataset.discardRow,
        marked: [...document.querySelectorAll('table.discards tr.ev-best')].map((r) => r.dataset.discardRow),
        hand: [...document.querySelectorAll('#hand .hand-tile[data-ev-best]')].map((b) => b.dataset.code),
        head: [...document.querySelectorAll('table.discards thead th')].map((th) => th.textContent),
      };
    }""")
    return out


def answer_of(page: Page) -> dict[str, Any]:
    sent = page.evaluate("window.__verdict")
    assert sent, "no verdict request was sent"
    out = handle(sent[-1])
    assert out["ok"], out
    return out


def test_a_far_hand_against_a_riichi_is_told_to_fold(new_context: Callable[..., BrowserContext],
                                                     base_url: str) -> None:
    page = open_page(new_context, base_url, FAR)
    request = page.evaluate("window.__verdict")[-1]
    assert request["seat"] == "s" and request["turn"] == 1 and request["hand"] == "1369m258p147s1235z"
    assert request["opponents"] == [{"wind": "w", "river": "9p1z5s4m8s2m7p3z", "riichi": 5}]
    answer = answer_of(page)
    s = shown(page)
    assert answer["label"] == "fold" and s["label"] == "fold"
    assert s["best"] == answer["best"] and answer["best"] in answer["safest"]
    push = max(d["push"] for d in answer["discards"])
    name = {"1z": "East", "3z": "West", "2z": "South"}[answer["best"]]
    assert s["line"].startswith(f"Verdict: fold with {name}")
    assert f"pushing is worth {push} points at best" in s["line"]
    assert "Worth" in s["head"] and "Deal-in" in s["head"]
    assert s["worth"] == {d["tile"]: d["points"] for d in answer["discards"]}
    assert s["first"] == s["marked"][0] == answer["best"] and s["hand"] == [answer["best"]]


def test_a_ready_hand_pushes_and_the_verdict_speaks_japanese(new_context: Callable[..., BrowserContext],
                                                             base_url: str) -> None:
    page = open_page(new_context, base_url, READY)
    answer = answer_of(page)
    s = shown(page)
    assert answer["best"] == "2m" and s["best"] == "2m" and s["first"] == "2m" and s["hand"] == ["2m"]
    best = answer["discards"][0]
    assert best["shanten"] == 0 and best["danger"] == 0.0
    assert s["worth"]["2m"] == best["points"] and s["worth"]["5m"] < best["points"]
    assert s["line"] == (f"Verdict with the opponents shown: 2 man, worth {best['points']} points after its deal-in "
                         "cost.")
    assert axe_violations(page) == []
    pick_lang(page, "ja")
    poll(page, "() => document.querySelector('[data-testid=ev-best]').textContent.startsWith('相手の状況')", every=50)
    s = shown(page)
    assert s["line"] == f"相手の状況を踏まえた判定：二萬、放銃のリスクを引いて {best['points']} 点。"
    assert "評価点" in s["head"]
    assert axe_violations(page) == []


def test_a_riichi_is_set_in_one_step_by_its_tile(new_context: Callable[..., BrowserContext], base_url: str) -> None:
    """Typing a seat's discards shows them as pictures at once (the box not left); a click on one declares the riichi
    on it: the select, the request, the verdict and the share link follow; a second click takes it back."""
    context = new_context(viewport={"width": 360, "height": 900})
    context.add_init_script(RECORD)
    page = context.new_page()
    page.goto(f"{base_url}#h=1369m258p147s1235z&d=3m&sw=s")
    wait_ready(page)
    page.locator('[data-testid="opponents-summary"]').click()
    page.locator('[data-testid="opp-river-1"]').press_sequentially("9p1z5s4m8s2m7p3z")
    tiles = page.locator('[data-testid="opp-tiles-1"] button')
    poll(page, "() => document.querySelectorAll('[data-testid=opp-tiles-1] button').length === 8", timeout=5000)
    assert page.evaluate("document.activeElement.dataset.testid") == "opp-river-1"  # still typing
    assert [tiles.nth(i).get_attribute("data-code") for i in range(8)] == \
        ["9p", "1z", "5s", "4m", "8s", "2m", "7p", "3z"]
    assert tiles.nth(5).get_attribute("aria-label") == "discard 6: 2 man"
    tiles.nth(5).click()
    poll(page, "() => document.querySelector('[data-testid=opp-tiles-1] button[data-n=\"5\"]')"
         ".getAttribute('aria-pressed') === 'true'", timeout=5000)
    assert page.input_value('[data-testid="opp-riichi-1"]') == "5"
    poll(page, "() => window.__verdict.some((r) => r.opponents[0].riichi === 5)", timeout=5000)
    poll(page, "() => (document.querySelector('[data-testid=ev-best]')?.dataset.verdict) === 'fold'")
    # the share link follows (its write is debounced)
    poll(page, "() => decodeURIComponent(location.hash).includes('op1=9p1z5s4m8s2m7p3z,r6')", timeout=5000)
    assert axe_violations(page) == []
    tiles.nth(5).click()
    poll(page, "() => document.querySelector('[data-testid=opp-riichi-1]').value === '-1'", timeout=5000)
    assert tiles.nth(5).get_attribute("aria-pressed") == "false"


@pytest.mark.parametrize(("code", "start"), [("zh", "判定：打"), ("ko", "판정: ")])
def test_the_fold_verdict_in_chinese_and_korean_dark_is_axe_clean(new_context: Callable[..., BrowserContext],
                                                                  base_url: str, code: str, start: str) -> None:
    page = open_page(new_context, base_url, f"lang={code}&{FAR}", scheme="dark")
    assert page.locator('[data-testid="ev-best"]').get_attribute("data-verdict") == "fold"
    assert (page.locator('[data-testid="ev-best"]').text_content() or "").startswith(start)
    assert axe_violations(page) == []
