"""The judge's verdict in the Review view: a decision shows the judge's choice, its label, the points lost and, under
riichi, the deal-in chance of the player's discard and of the judge's; the summary gains agreement and points lost
per decision and a chart of points lost per discard; the engine's own figures, four languages, 360 px, axe clean."""

from __future__ import annotations

import re
from typing import Any

from browserkit import ROOT, axe_violations, pick_lang, poll, wait_ready
from playwright.sync_api import BrowserContext, Page

from agari.frontends.jsonapi import handle

LOG = ROOT / "tests" / "logs" / "tenhou" / "2020052221gm-00a9-0000-6f0524c7.json"

DROP = """([name, data]) => {
  const dt = new DataTransfer();
  dt.items.add(new File([data], name, { type: "application/json" }));
  const zone = document.querySelector('[data-testid="review-drop"]');
  zone.dispatchEvent(new DragEvent("dragover", { bubbles: true, cancelable: true, dataTransfer: dt }));
  zone.dispatchEvent(new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer: dt }));
}"""


def tid(page: Page, name: str) -> Any:
    return page.locator(f'[data-testid="{name}"]')


def reviewed(new_context: Any, base_url: str, scheme: str = "light") -> tuple[Page, dict[str, Any]]:
    """The real game (LOG) dropped on the Review view at 360 px and reviewed whole, with the engine's own review."""
    context: BrowserContext = new_context(viewport={"width": 360, "height": 780}, color_scheme=scheme)
    page = context.new_page()
    engine: dict[str, Any] = handle({"op": "review", "log": LOG.read_text(encoding="utf-8")})
    page.goto(f"{base_url}#v=review")
    wait_ready(page)
    tid(page, "review-drop").wait_for()
    page.evaluate(DROP, [LOG.name, LOG.read_text(encoding="utf-8")])
    page.wait_for_selector('body[data-review="done"]', state="attached", timeout=120_000)
    return page, engine


def test_the_judges_verdict_on_a_real_deal_in_at_360_px(new_context: Any, base_url: str) -> None:
    page, engine = reviewed(new_context, base_url, "dark")
    tid(page, "review-seat").select_option("2")
    at = next(i for i, r in enumerate(engine["rounds"]) if r["label"] == "E4" and r["honba"] == 0)
    detail = tid(page, "review-round-detail").nth(at)
    if not detail.is_visible():  # (the page may open a round for the seat itself)
        tid(page, "review-round").nth(at).click()
    detail.wait_for(state="visible")
    line = detail.locator('[data-testid="review-judge"]').last
    # E4, seat 2: the judge folds the genbutsu 3s, as 84 % of strong players would (the player dealt in with 4m)
    assert line.get_attribute("data-recommended") == "3s" and line.get_attribute("data-points-lost") == "98"
    # the timeline's rows off screen are not rendered (content-visibility: auto), so they have no inner text yet
    line.scroll_into_view_if_needed()
    page.wait_for_function("(e) => e.innerText.length > 0", arg=line.element_handle())
    text = line.inner_text()
    assert "Judge:" in text and "fold: the safest tile · −98 points" in text and "3.4% (judge's choice 0.0%)" in text
    players = line.locator('[data-testid="review-players"]')
    assert players.inner_text() == "84% of strong players throw it"
    assert players.get_attribute("title") == "The share of strong players who throw this tile in this spot"
    # a discard that goes back in shanten says so, with its tiles there (E4, seat 2's 11th: 1p, 2- to 3-shanten,
    # 50 tiles), never "0 tiles"
    back = next(d for d in engine["rounds"][at]["decisions"] if d["seat"] == 2 and d["turn"] == 11)
    assert (back["discard"], back["shanten"], back["discard_shanten"], back["ukeire_count"]) == ("1p", 2, 3, 50)
    card = detail.locator('[data-testid="review-decision"][data-seat="2"][data-turn="11"]')
    card.scroll_into_view_if_needed()
    steps = card.locator('[data-testid="review-steps-back"]')
    assert steps.inner_text() == "steps back to 3-shanten, 50 tiles there"
    assert not re.search(r"\b0 tiles", card.inner_text())
    assert detail.locator('[data-testid="review-steps-back"]').count() == sum(
        1 for d in engine["rounds"][at]["decisions"] if d["seat"] == 2 and d["discard_shanten"] > d["best_shanten"])
    # turn 9: the judge's choice has no label of its own (neither the fastest nor the most valuable) and the
    # player's discard lost 29 points against it: "close to equal" (a larger loss would say "strong players' choice")
    nine = next(d for d in engine["rounds"][at]["decisions"] if d["seat"] == 2 and d["turn"] == 9)
    assert (nine["recommended_label"], nine["points_lost"]) == ("", 29)
    nine_line = detail.locator('[data-testid="review-decision"][data-seat="2"][data-turn="9"] '
                               '[data-testid="review-judge"]')
    assert "close to equal · −29 points" in (nine_line.text_content() or "")
    judged = [d for d in engine["rounds"][at]["decisions"] if d["seat"] == 2]
    assert [x.get_attribute("data-points-lost") for x in detail.locator('[data-testid="review-judge"]').all()] == [
        str(d["points_lost"]) for d in judged]
    # the summary: agreement and points lost per decision as the engine gives them
    row = tid(page, "review-summary").locator('tr[data-seat="2"]')
    assert row.locator('[data-col="agree"]').inner_text() == "66.1%"
    assert row.locator('[data-col="lost-points"]').inner_text() == "18.7"
    row = tid(page, "review-detail-summary").locator('tr[data-seat="2"]')
    assert row.locator('[data-col="push-fold"]').inner_text() == "3 / 1"
    for region in page.locator(".rv-scroll, .rv-judge-scroll").all():  # every column on screen
        width = region.evaluate("(r) => [r.scrollWidth, r.clientWidth]")
        assert width[0] <= width[1], width
    chart = tid(page, "review-lost-chart")
    assert chart.locator("polyline").count() == 4
    seat1 = next(s for s in engine["summary"] if s["seat"] == 2)
    values = chart.locator('polyline[data-seat="2"]').get_attribute("data-values") or ""
    assert [float(v) for v in values.split()] == seat1["lost_by_turn"]
    assert page.evaluate("document.scrollingElement.scrollWidth") <= 360
    found = axe_violations(page)
    assert found == [], "\n".join(found)
    for code, word, players in (("ja", "判定:", "上級者の84%がこの牌を切る"), ("zh", "判定：", "84%的高手会打这张"),
                                ("ko", "판정:", "상급자의 84%가 이 패를 버림")):
        pick_lang(page, code)
        poll(page, f"() => document.documentElement.lang.startsWith('{code}')")
        poll(page, f"() => [...document.querySelectorAll('[data-testid=\"review-judge\"]')].some((e) => "
                   f"e.textContent.includes('{word}'))")
        assert players in [x.text_content() for x in detail.locator('[data-testid="review-players"]').all()]
        steps_back = {"ja": "3向聴に戻る（そこで50枚）", "zh": "退回3 向听（此时50张）",
                      "ko": "3샹텐으로 후퇴 (그때 50장)"}
        assert steps.text_content() == steps_back[code]
        assert page.evaluate("document.scrollingElement.scrollWidth") <= 360
        for region in page.locator(".rv-scroll, .rv-judge-scroll").all():
            width = region.evaluate("(r) => [r.scrollWidth, r.clientWidth]")
            assert width[0] <= width[1], (code, width)
        found = axe_violations(page)
        assert found == [], f"{code}:\n" + "\n".join(found)


def grade(d: dict[str, Any]) -> str:
    """The page's grade of a decision (ui/review/timeline.js severity)."""
    if d["agrees"]:
        return "best"
    if d["points_lost"] <= max(100, 0.05 * abs(d["recommended_points"])):
        return "close"
    return "blunder" if d["points_lost"] >= 1000 else "mistake"


def test_the_worst_decisions_first_and_mistakes_only(new_context: Any, base_url: str) -> None:
    """One verdict per card (the judge's grade as its headline and colour), the game's worst decisions of a seat
    across every round, most points lost first, each a click from its hand in the calculator; "mistakes only" keeps
    a round's decisions that are not close to the judge's choice; 360 px, axe clean."""
    page, engine = reviewed(new_context, base_url)
    tid(page, "review-seat").select_option("2")
    mine = [(r, d) for r in engine["rounds"] for d in r["decisions"] if d["seat"] == 2 and d["recommended"]]
    worst = sorted((d for _, d in mine if grade(d) in ("mistake", "blunder")), key=lambda d: -d["points_lost"])[:10]
    assert len(worst) == 6 and worst[0]["points_lost"] == 413  # seat 2's mistakes in this game
    items = tid(page, "review-worst-item")
    poll(page, f"() => document.querySelectorAll('[data-testid=review-worst-item]').length === {len(worst)}")
    assert [int(x.get_attribute("data-points-lost")) for x in items.all()] == [d["points_lost"] for d in worst]
    assert [x.get_attribute("data-grade") for x in items.all()] == [grade(d) for d in worst]
    first = items.first.text_content() or ""
    assert f"turn {worst[0]['turn']}" in first and f"−{worst[0]['points_lost']:,} points" in first
    found = axe_violations(page)
    assert found == [], "\n".join(found)
    # a round's cards: each one's grade as the engine's figures make it; "mistakes only" keeps the mistakes
    at = next(i for i, r in enumerate(engine["rounds"]) if r["label"] == "E4" and r["honba"] == 0)
    detail = tid(page, "review-round-detail").nth(at)
    if not detail.is_visible():
        tid(page, "review-round").nth(at).click()
    detail.wait_for(state="visible")
    cards = detail.locator('[data-testid="review-decision"]')
    round_decisions = [d for d in engine["rounds"][at]["decisions"] if d["seat"] == 2]
    assert [c.get_attribute("data-grade") for c in cards.all()] == [grade(d) for d in round_decisions]
    tid(page, "review-mistakes").check()
    mistakes = [d for d in round_decisions if grade(d) in ("mistake", "blunder")]
    poll(page, f"() => document.querySelectorAll('[data-testid=review-round-detail]')[{at}]"
               f".querySelectorAll('[data-testid=review-decision]').length === {len(mistakes)}")
    assert [int(c.get_attribute("data-turn") or 0) for c in cards.all()] == [d["turn"] for d in mistakes]
    tid(page, "review-mistakes").uncheck()
    poll(page, f"() => document.querySelectorAll('[data-testid=review-round-detail]')[{at}]"
               f".querySelectorAll('[data-testid=review-decision]').length === {len(round_decisions)}")
    # the worst decision opens in the calculator with its hand
    items.first.click()
    poll(page, "() => document.body.dataset.view === 'calc'")
    poll(page, "() => location.hash.includes('h=')")
    assert page.locator("#hand .hand-tile").count() >= 11


def test_riichi_and_call_decisions_on_the_timeline(new_context: Any, base_url: str) -> None:
    """Decisions of the other kinds (the review's other_decisions) on the round's timeline: those where the player
    acted or the judge would have, each with the player's action, the judge's and the judge's grade; a riichi the
    judge would have kept dama (E3, honba 1, seat 2) and a pon the player passed (E4, seat 3: 482 points); in the
    worst-first list; axe clean at 360 px."""
    page, engine = reviewed(new_context, base_url)

    def shown(c: dict[str, Any]) -> bool:
        return not c["agrees"] or c["action"] != c["options"][0]

    for label, honba, seat, kind, action, recommended in (("E3", 1, 2, "riichi", "riichi", "dama"),
                                                           ("E4", 0, 3, "call", "pass", "pon")):
        tid(page, "review-seat").select_option(str(seat))
        at = next(i for i, r in enumerate(engine["rounds"]) if r["label"] == label and r["honba"] == honba)
        detail = tid(page, "review-round-detail").nth(at)
        if not detail.is_visible():
            tid(page, "review-round").nth(at).click()
        detail.wait_for(state="visible")
        want = [c for c in engine["rounds"][at]["other_decisions"] if c["seat"] == seat and shown(c)]
        cards = detail.locator('[data-testid="review-choice"]')
        poll(page, f"() => document.querySelectorAll('[data-testid=review-round-detail]')[{at}]"
                   f".querySelectorAll('[data-testid=review-choice]').length === {len(want)}")
        assert [(c.get_attribute("data-kind"), c.get_attribute("data-action"), c.get_attribute("data-recommended"))
                for c in cards.all()] == [(c["kind"], c["action"], c["recommended"]) for c in want]
        card = detail.locator(f'[data-testid="review-choice"][data-kind="{kind}"][data-action="{action}"]'
                              f'[data-recommended="{recommended}"]').first
        c = next(c for c in want if (c["kind"], c["action"], c["recommended"]) == (kind, action, recommended))
        assert card.get_attribute("data-points-lost") == str(c["points_lost"])
        text = card.text_content() or ""
        assert ("Riichi or dama" if kind == "riichi" else "Call or pass") in text
        words = {"dama": "dama (no riichi)", "pon": "pon", "pass": "pass", "riichi": "riichi"}
        assert card.locator(".rv-rec-word").text_content() == words[recommended]
    # the pon passed at 482 points is among seat 3's worst decisions
    items = tid(page, "review-worst-item")
    poll(page, "() => document.querySelectorAll('[data-testid=review-worst-item]').length > 0")
    assert any(x.get_attribute("data-kind") == "call" and x.get_attribute("data-points-lost") == "482"
               for x in items.all())
    found = axe_violations(page)
    assert found == [], "\n".join(found)
