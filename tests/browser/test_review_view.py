"""The Review view (web/ui/review/, store/review.js): a real game log dropped on the page is reviewed round by
round with a progress bar, the rounds, the summary and the chart show the engine's own figures, a decision opens
its hand in the calculator (and every decision's link reads back as reviewed), a second file cancels the first,
bad and hostile files get one message each, a log that contradicts itself in one round shows that round's error
and the others reviewed, a recorded score that differs is shown side by side; in four languages, at 360 px in
dark colours, axe clean, offline after one visit.

Two pages (and one offline context) share the checks: each page costs an engine start."""

from __future__ import annotations

import gzip
import hashlib
import json
from pathlib import Path
from typing import Any

import pytest
from browserkit import ROOT, axe_violations, pick_lang, poll, wait_ready, wait_rendered
from playwright.sync_api import BrowserContext, Page

from agari.frontends.jsonapi import handle

LOGS = ROOT / "tests" / "logs"
SHORT = LOGS / "tenhou" / "2020081220gm-00a9-0000-9ee6ab3b.json"  # 5 rounds
LONG = LOGS / "tenhou" / "2010081709gm-00a9-0000-fe3371ad.json"  # 15 rounds
MJAI = LOGS / "mjai" / "hand-written.jsonl"
KANS = [LOGS / "handmade" / f"{name}{suffix}" for name in ("open-kan-ron", "open-kan-double-ron")
        for suffix in (".json", ".jsonl")]
MJLOG = LOGS / "mjlog" / "2020081220gm-00a9-0000-9ee6ab3b.mjlog"  # SHORT as Tenhou serves it

RECORD = """
window.__reviewSent = [];
addEventListener("agari:request", (e) => {
  const r = e.detail;
  if (r && r.op === "review") window.__reviewSent.push({ part: r.part, round: r.round ?? null, log_id: r.log_id ?? null,
    log: typeof r.log === "string" ? r.log.length : null });
});
window.__progress = [];
addEventListener("DOMContentLoaded", () => new MutationObserver(() => {
  const bar = document.querySelector('[data-testid="review-progress"]');
  window.__progress.push({ rounds: Number(document.body.dataset.reviewRounds || 0),
    status: document.body.dataset.review, barShown: Boolean(bar && !bar.hidden),
    value: bar ? bar.value : null, max: bar ? bar.max : null });
}).observe(document.body, { attributes: true, attributeFilter: ["data-review-rounds"] }));
"""

DROP = """async ([name, data, binary]) => {
  const body = binary ? new Uint8Array(data) : data;
  const file = new File([body], name, { type: binary ? "application/octet-stream" : "application/json" });
  const dt = new DataTransfer();
  dt.items.add(file);
  const zone = document.querySelector('[data-testid="review-drop"]');
  window.__reviewSent.push({ part: "dropped", name });  // what was asked for before and after the file was given
  zone.dispatchEvent(new DragEvent("dragover", { bubbles: true, cancelable: true, dataTransfer: dt }));
  zone.dispatchEvent(new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer: dt }));
}"""

DROP_SIZED = """([name, mib]) => {
  const file = new File([new Uint8Array(Math.round(mib * 1048576)).fill(91)], name, { type: "application/json" });
  const dt = new DataTransfer();
  dt.items.add(file);
  document.querySelector('[data-testid="review-drop"]').dispatchEvent(
    new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer: dt }));
}"""


def tid(page: Page, name: str) -> Any:
    return page.locator(f'[data-testid="{name}"]')


def review_of(path: Path) -> dict[str, Any]:
    """The engine's own review of a log (the JSON door in CPython), all four seats."""
    answer: dict[str, Any] = handle({"op": "review", "log": path.read_text(encoding="utf-8")})
    assert answer["ok"], answer
    return answer


def log_id(text: str) -> str:
    """The log_id the engine gives a log's text (agari/gamereview/op.py)."""
    return hashlib.sha1(text.encode("utf-8", "surrogatepass")).hexdigest()[:20]


def drop(page: Page, name: str, data: str | bytes) -> None:
    binary = isinstance(data, bytes)
    page.evaluate(DROP, [name, list(data) if binary else data, binary])


def wait_review(page: Page, status: str = "done", timeout: float = 60_000) -> None:
    page.wait_for_selector(f'body[data-review="{status}"]', state="attached", timeout=timeout)


def open_review(page: Page, url: str) -> None:
    page.add_init_script(RECORD)
    page.goto(f"{url}#v=review")
    wait_ready(page)
    tid(page, "review-drop").wait_for()


def sent(page: Page) -> list[dict[str, Any]]:
    return list(page.evaluate("window.__reviewSent"))


def assert_axe_clean(page: Page, where: str) -> None:
    found = axe_violations(page)
    assert found == [], f"{where}:\n" + "\n".join(found)


def round_names(page: Page) -> list[str]:
    return [b.locator(".rv-round-name").inner_text() for b in tid(page, "review-round").all()]


def test_a_dropped_log_is_reviewed_round_by_round(page: Page, base_url: str) -> None:
    want = review_of(SHORT)
    open_review(page, base_url)
    drop(page, SHORT.name, SHORT.read_text(encoding="utf-8"))
    wait_review(page)
    # one request per part: the header with the text, then each round and the summary by log_id
    parts = [p for p in sent(page) if p["part"] != "dropped"]
    assert [(p["part"], p["round"]) for p in parts] == [("header", None), *(("round", i) for i in range(5)),
                                                        ("summary", None)]
    assert parts[0]["log"] == len(SHORT.read_text(encoding="utf-8"))
    assert {p["log_id"] for p in parts[1:]} == {log_id(SHORT.read_text(encoding="utf-8"))}
    # the rounds appeared one at a time, under a progress bar that said how far the review was
    progress = page.evaluate("window.__progress")
    during = [p for p in progress if p["status"] == "reviewing"]
    assert [p["rounds"] for p in during] == [1, 2, 3, 4, 5]
    assert all(p["barShown"] and p["value"] == p["rounds"] and p["max"] == 5 for p in during[:4])
    assert tid(page, "review-progress").is_hidden()
    assert tid(page, "review-status").inner_text() == "5 rounds reviewed: every result matches the log."
    # the rounds: names, results, each one matching the log
    assert round_names(page) == ["East 1", "East 1, honba 1", "East 2", "East 3", "East 4"]
    assert [b.get_attribute("data-status") for b in tid(page, "review-round").all()] == ["match"] * 5
    results = [b.locator(".rv-result").inner_text() for b in tid(page, "review-round").all()]
    assert results[0] == "Tsumo by Aさん 24000" and results[1] == "Ron by Cさん from Bさん 7700"
    # the summary per seat: the engine's figures
    rows = tid(page, "review-summary").locator("tbody tr").all()
    for row, seat in zip(rows, want["summary"], strict=True):
        cells = [c.inner_text() for c in row.locator("th, td").all()]
        assert cells[0] == seat["name"]
        # the judge's verdict heads the table: agreement with its choice, points lost per decision
        assert cells[1:3] == [f"{round(seat['agreement'] * 100, 1):g}%", f"{seat['points_lost_per_decision']:.1f}"]
        assert cells[3:] == [str(seat["wins"]), str(seat["deal_ins"]), str(seat["riichi"]), str(seat["final_score"])]
    assert [r.get_attribute("data-seat") for r in rows] == ["0", "1", "2", "3"]
    # the tile counts are details, in a table of their own
    details = tid(page, "review-detail-summary").locator("tbody tr").all()
    for row, seat in zip(details, want["summary"], strict=True):
        best = f"{round(seat['best_share'] * 100, 1):g}% ({seat['best']})"
        assert row.locator('[data-col="best"]').inner_text() == best
        assert row.locator('[data-col="lost"]').inner_text() == str(seat["loss"])
        assert row.locator('[data-col="decisions"]').inner_text() == str(seat["decisions"])
    # the first round is open: its chart has one line per seat, the engine's shanten over the turns
    first = want["rounds"][0]
    chart = tid(page, "review-round-detail").first.locator('[data-testid="review-chart"]')
    lines = chart.locator("polyline").all()
    assert [line.get_attribute("data-values") for line in lines] == [" ".join(map(str, s)) for s in first["shanten"]]
    top = int(chart.get_attribute("data-top"))
    assert top == max(max(s) for s in first["shanten"])
    for line, series in zip(lines, first["shanten"], strict=True):
        ys = [float(p.split(",")[1]) for p in line.get_attribute("points").split()]
        assert len(ys) == len(series)
        # a higher shanten is drawn higher (a smaller y), equal values at equal heights
        for i in range(len(series) - 1):
            a, b, ya, yb = series[i], series[i + 1], ys[i], ys[i + 1]
            assert (a > b) == (ya < yb) and (a == b) == (ya == yb)
    # every seat's decisions in play order; the first one: 9p thrown, 2z 5z 7z best, 8 tiles given up
    decisions = tid(page, "review-round-detail").first.locator('[data-testid="review-decision"]')
    assert decisions.count() == len(first["decisions"]) == 28
    d0 = first["decisions"][0]
    assert (d0["hand"], d0["discard"], d0["best"], d0["loss"]) == ("1234m39p22447s257z", "9p", ["2z", "5z", "7z"], 8)
    button = decisions.first
    assert button.locator(".rv-chosen").get_attribute("data-tile") == "9p"
    # one verdict: the judge's choice underlined and its grade as the headline; the tiles given up as a detail
    assert [x.get_attribute("data-tile") for x in button.locator(".rv-hand .rv-best").all()] == [d0["recommended"]]
    assert button.get_attribute("data-grade") == ("best" if d0["agrees"] else "close" if d0["points_lost"] <= 100
                                                  else "blunder" if d0["points_lost"] >= 1000 else "mistake")
    assert button.locator('[data-testid="review-verdict"]').text_content() == (
        "the judge's choice" if d0["agrees"] else f"close: −{d0['points_lost']} points" if d0["points_lost"] <= 100
        else f"−{d0['points_lost']:,} points")
    text = button.text_content() or ""  # (rows off screen are not rendered: content-visibility)
    assert "−8 tiles" in text and "74 tiles" in text and "82 tiles" in text
    assert_axe_clean(page, "the review, every seat, East 1 open")
    # a seat chosen: its decisions only, its line bold, its row marked, its losses per round
    tid(page, "review-seat").select_option("2")
    assert decisions.count() == sum(1 for d in first["decisions"] if d["seat"] == 2)
    assert chart.locator("polyline.rv-shown").get_attribute("data-seat") == "2"
    assert tid(page, "review-summary").locator("tr.rv-shown-row").get_attribute("data-seat") == "2"
    losses = [b.locator(".rv-round-loss").inner_text() for b in tid(page, "review-round").all()]
    assert losses == [f"−{sum(d['points_lost'] for d in r['decisions'] if d['seat'] == 2):,} points"
                      for r in want["rounds"]]
    assert 1 in want["summary"][2]["loss_by_round"]  # "1 tile lost" is on the page
    # another round opened by keyboard
    tid(page, "review-round").nth(3).focus()
    page.keyboard.press("Enter")
    assert tid(page, "review-round").nth(3).get_attribute("aria-expanded") == "true"
    assert tid(page, "review-round").first.get_attribute("aria-expanded") == "false"
    assert tid(page, "review-round-detail").nth(3).locator('[data-testid="review-chart"] polyline').count() == 4
    # the four languages, axe in each
    languages = (("ja", "牌譜検討", "東1局"), ("zh", "牌谱复盘", "东1局"), ("ko", "패보 검토", "동1국"))
    for code, title, first_round in languages:
        pick_lang(page, code)
        poll(page, f"() => document.documentElement.lang.startsWith('{code}')")
        assert tid(page, "view-review").inner_text() == title
        assert round_names(page)[0] == first_round
        assert_axe_clean(page, f"the review in {code}")
    pick_lang(page, "en")
    poll(page, "() => document.documentElement.lang === 'en'")
    # a decision opens its hand in the calculator (by keyboard): the hand, its dora, winds and own discards
    tid(page, "review-seat").select_option("")
    tid(page, "review-round").first.click()
    n = int(page.evaluate("Number(document.body.dataset.renderSeq || 0)"))
    decisions.first.focus()
    page.keyboard.press("Enter")
    wait_rendered(page, n)
    assert page.evaluate("document.body.dataset.view") == "calc" and page.locator("#view-calc").is_visible()
    poll(page, "() => document.activeElement && document.activeElement.id === 'view-calc'", timeout=5_000)
    shown = sorted(str(b.get_attribute("data-code")) for b in page.locator("#hand .hand-tile").all())
    assert shown == sorted(["1m", "2m", "3m", "4m", "3p", "9p", "2s", "2s", "4s", "4s", "7s", "2z", "5z", "7z"])
    poll(page, "() => location.hash.includes('h=')", timeout=5_000)  # the link is rewritten a moment later
    assert "h=1234m39p22447s257z" in page.url and "w=9p" in page.url and "d=1p" in page.url
    assert tid(page, "notice").is_hidden()
    # the review is still there when the view is shown again
    tid(page, "view-review").click()
    assert tid(page, "review-round").count() == 5 and tid(page, "review-summary").is_visible()
    # ... and the hand opened last has the focus again
    assert page.evaluate("[document.activeElement.dataset.testid, document.activeElement.dataset.turn]") == [
        "review-decision", "1"]
    # every decision and win of other logs (calls, kans, kita, red fives, three players) as a link
    check_links(page)


@pytest.fixture
def phone(new_context: Any) -> Page:
    context: BrowserContext = new_context(viewport={"width": 360, "height": 780}, color_scheme="dark")
    return context.new_page()


def test_cancel_bad_files_broken_rounds_and_differences_at_360_px(phone: Page, base_url: str) -> None:
    page = phone
    open_review(page, base_url)
    long_text = LONG.read_text(encoding="utf-8")
    short_text = SHORT.read_text(encoding="utf-8")
    # a second file cancels the first: no round of the first is asked for once the second is dropped
    drop(page, LONG.name, long_text)
    poll(page, "() => Number(document.body.dataset.reviewRounds || 0) >= 1")
    drop(page, SHORT.name, short_text)
    wait_review(page)
    asked = sent(page)
    second = asked.index({"part": "dropped", "name": SHORT.name})
    first_id = log_id(long_text)
    rounds_of_first = [p for p in asked[:second] if p.get("log_id") == first_id and p["part"] == "round"]
    assert 1 <= len(rounds_of_first) < 15  # cancelled: the first log's 15 rounds were not all asked for
    # once the second file is given, nothing more of the first is asked for
    assert [p["part"] for p in asked[second + 1:]] == ["header", "round", "round", "round", "round", "round",
                                                      "summary"]
    assert {p["log_id"] for p in asked[second + 2:]} == {log_id(short_text)}
    assert round_names(page) == ["East 1", "East 1, honba 1", "East 2", "East 3", "East 4"]
    assert tid(page, "review-summary").locator("tbody th").all_inner_texts() == ["Aさん", "Bさん", "Cさん", "Dさん"]
    # bad files: one message each, and the page goes on (nothing huge reaches the worker)
    truncated = short_text[: len(short_text) // 2]
    cases: list[tuple[str, str | bytes, str]] = [
        ("garbage.json", "hello, this is not a log", "This log cannot be reviewed: not a game log"),
        ("truncated.json", truncated, "This log cannot be reviewed: not valid JSON"),
        ("wrong.json", '{"title": "a game", "rounds": []}', "This log cannot be reviewed: not a Tenhou log"),
        ("nested.json", "[" * 200_000, "JSON nested too deeply to be a game log"),
        ("log.json.gz", gzip.compress(short_text.encode()), "This file is gzip-compressed and is no mjlog"),
        ("bomb.mjlog.gz", gzip.compress(b"<mjloggm>" + b" " * (9 << 20)), "This file unpacks to more than 8.0 MiB"),
        ("cut.mjlog.gz", gzip.compress(MJLOG.read_bytes())[:-40], "This gzip file is broken or cut off"),
        ("photo.jpg", bytes([0xFF, 0xD8, 0xFF, 0xE0, 0, 16]) + bytes(range(256)), "This file is not text"),
        ("empty.json", "", "There is nothing to review"),
    ]
    for name, data, message in cases:
        count = len(sent(page)) + 1  # the drop's own mark
        drop(page, name, data)
        wait_review(page, "failed")
        error = tid(page, "review-error")
        assert error.is_visible() and message in error.inner_text(), (name, error.inner_text())
        assert error.get_attribute("role") == "alert"
        assert tid(page, "review-rounds").locator("li").count() == 0
        asked = sent(page)[count:]
        assert len(asked) <= 1, name  # the header at most: one request, one answer, one message
    # Tenhou's mjlog, gzip-compressed as Tenhou serves it: unpacked in the page, the same review as the JSON
    drop(page, "2020081220gm-00a9-0000-9ee6ab3b.mjlog.gz", gzip.compress(MJLOG.read_bytes()))
    wait_review(page)
    assert round_names(page) == ["East 1", "East 1, honba 1", "East 2", "East 3", "East 4"]
    assert tid(page, "review-about").inner_text().startswith("Tenhou (mjlog) log, rule 鳳南喰赤")
    assert [b.get_attribute("data-status") for b in tid(page, "review-round").all()] == ["match"] * 5
    count = len(sent(page))
    page.evaluate(DROP_SIZED, ["huge.json", 40])
    wait_review(page, "failed")
    assert tid(page, "review-error").inner_text() == (
        "This file is 40.0 MiB; a game log is at most 8.0 MiB (one game per file). It was not read.")
    assert sent(page)[count:] == []  # refused in the page, before the worker
    # a log that contradicts itself in one round: that round's error in words, the others reviewed
    broken = json.loads(short_text)
    broken["log"][2][9][0] = 12  # seat 1's first discard in E2: a 2m the hand does not hold
    drop(page, "broken.json", json.dumps(broken, ensure_ascii=False))
    wait_review(page)
    assert [b.get_attribute("data-status") for b in tid(page, "review-round").all()] == [
        "match", "match", "error", "match", "match"]
    tid(page, "review-round").nth(2).click()
    assert tid(page, "review-round-error").inner_text() == (
        "This round cannot be reviewed: round E2, event 2: seat 1 discards 2m, which the hand does not hold")
    # a round not reviewed is never a match: the status line, the round and the game say so
    assert tid(page, "review-status").inner_text() == (
        "1 round not reviewed (the reason is given with each); the results of the others match the log.")
    assert tid(page, "review-incomplete").is_visible() and tid(page, "review-incomplete").inner_text() == (
        "This game's review is incomplete: 1 round not reviewed, not counted as matching.")
    assert page.locator(".rv-game-panel").get_attribute("data-complete") == "no"
    assert "! not reviewed" in tid(page, "review-round").nth(2).inner_text()
    # a recorded score that differs from ours: shown side by side
    differs = json.loads(short_text)
    result = differs["log"][1][-1]
    result[1] = [0, -8600, 8600, 0]
    result[2][3] = "40符4飜8000点"
    drop(page, "differs.json", json.dumps(differs, ensure_ascii=False))
    wait_review(page)
    assert tid(page, "review-status").inner_text().startswith("5 rounds reviewed; results that differ from the log: 1")
    assert tid(page, "review-round").nth(1).get_attribute("data-status") == "differs"
    tid(page, "review-round").nth(1).click()
    table = tid(page, "review-compare")
    diff = {row.locator("th").inner_text(): row.locator("td").all_inner_texts()[:2]
            for row in table.locator("tr.rv-diff").all()}
    assert diff == {"Fu": ["30", "40"], "Points": ["7700", "8000"], "Bさん: change": ["-8000", "-8600"],
                    "Cさん: change": ["+8000", "+8600"]}
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    assert_axe_clean(page, "the review at 360 px, dark, a difference shown")
    # pasted text: the mjai log
    page.locator(".rv-paste summary").click()
    tid(page, "review-text").fill(MJAI.read_text(encoding="utf-8"))
    tid(page, "review-paste-go").click()
    wait_review(page)
    assert tid(page, "review-round").count() == len(review_of(MJAI)["rounds"])
    assert "mjai log" in tid(page, "review-about").inner_text()


def test_the_review_works_offline_after_one_visit(offline_context: BrowserContext, base_url: str) -> None:
    page = offline_context.new_page()
    page.goto(f"{base_url}#v=review")
    wait_ready(page)
    page.set_input_files('[data-testid="review-file"]', str(MJAI))
    wait_review(page)
    assert tid(page, "review-round").count() == 1
    assert tid(page, "review-round").first.get_attribute("data-status") == "match"
    assert tid(page, "review-round-detail").first.locator('[data-testid="review-decision"]').count() == len(
        review_of(MJAI)["rounds"][0]["decisions"])


LINK_CHECK = """async ([decisions, wins]) => {
  const { decisionLink, winLink } = await import("./store/review.js");
  const { decodeState } = await import("./state.js");
  const { formatHand, parseHand } = await import("./notation.js");
  const same = (text) => {
    const h = parseHand(text);
    return formatHand(h.concealed, h.melds);
  };
  const read = (fragment, text) => {
    const { state, problems } = decodeState(fragment, null);
    return { problems, hand: formatHand(state.concealed, state.melds), expected: same(text), win: state.win,
      dora: state.dora, ura: state.ura, discards: state.discards, round: state.round, seat: state.seat,
      honba: state.honba, sticks: state.sticks,
      kita: state.kita, preset: state.preset, riichi: state.riichi, ippatsu: state.ippatsu, tsumo: state.tsumo,
      double_riichi: state.double_riichi, rinshan: state.rinshan, chankan: state.chankan, haitei: state.haitei };
  };
  return [decisions.map((d) => read(decisionLink(d), d.hand)), wins.map((w) => read(winLink(w), w.request.hand))];
}"""


def check_links(page: Page) -> None:
    """The share link of every decision and every win of logs with calls, kans, kita, red fives and three players
    reads back (the calculator's own reader, state.js) as the engine's fields, with nothing dropped."""
    decisions: list[dict[str, Any]] = []
    wins: list[dict[str, Any]] = []
    for path in [*sorted((LOGS / "mjai-reviewer").glob("*.json")), LOGS / "handmade" / "sanma-kita-rinshan.json",
                 LOGS / "tenhou" / "2019082700gm-00a9-0000-63d1f136.json"]:
        for r in review_of(path)["rounds"]:
            decisions += [{"hand": d["hand"], "drawn": d["drawn"],
                           "calculator": {k: v for k, v in d["calculator"].items() if k != "visible"}}
                          for d in r["decisions"]]
            wins += [{"request": w["request"]} for w in r["wins"]]
    assert any("(" in d["hand"] for d in decisions) and any("0" in d["hand"] for d in decisions)
    assert any(d["calculator"]["rules"] == "tenhou-sanma" for d in decisions) and len(wins) >= 8
    assert any(w["request"].get("kita") for w in wins) and any(w["request"].get("rinshan") for w in wins)
    read_decisions, read_wins = page.evaluate(LINK_CHECK, [decisions, wins])
    for d, got in zip(decisions, read_decisions, strict=True):
        c = d["calculator"]
        assert got["problems"] == [], (d, got)
        # the same tiles (the page writes a red five before the plain fives of its suit)
        assert got["hand"] == got["expected"] and got["win"] == d["drawn"], (d, got)
        fields = ("dora", "discards", "round", "seat", "honba", "sticks")
        assert [got[k] for k in fields] == [c[k] for k in fields], (d, got)
        assert (got["kita"], got["preset"]) == (c.get("kita", 0), c["rules"])
    for w, got in zip(wins, read_wins, strict=True):
        r = w["request"]
        assert got["problems"] == [], (r, got)
        assert got["hand"] == got["expected"], (r, got)
        assert (got["win"], got["dora"], got["preset"]) == (r["win"], r["dora"], r["rules"]), (r, got)
        assert got["ura"] == (r.get("ura", []) if r.get("riichi") or r.get("double_riichi") else [])
        for flag in ("tsumo", "riichi", "ippatsu", "double_riichi", "rinshan", "chankan", "haitei"):
            assert got[flag] == bool(r.get(flag) or (flag == "riichi" and r.get("double_riichi"))), (flag, r, got)
        assert (got["round"], got["seat"], got["honba"], got["sticks"], got["kita"]) == (
            r["round"], r["seat"], r["honba"], r["sticks"], r.get("kita", 0))


DROP_ON_PAGE = """async ([name, data]) => {
  const dt = new DataTransfer();
  dt.items.add(new File([data], name, { type: "application/json" }));
  const over = new DragEvent("dragover", { bubbles: true, cancelable: true, dataTransfer: dt });
  document.querySelector("#hand").dispatchEvent(over);
  const drop = new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer: dt });
  document.querySelector("#hand").dispatchEvent(drop);
  return [over.defaultPrevented, drop.defaultPrevented];
}"""


def test_a_log_dropped_on_the_calculator_is_reviewed_and_the_summary_fits_a_phone(phone: Page, base_url: str) -> None:
    """A log dropped on the calculator (where the browser would leave the page to show the file) opens the Review
    view and is reviewed; at 360 px the summary of four long names fits without scrolling, in every language."""
    page = phone
    log = LOGS / "mjai-reviewer" / "double_ron.json"
    page.goto(base_url)
    wait_ready(page)
    assert page.evaluate("document.body.dataset.view") == "calc"
    # both events taken by the page: a drop not prevented would navigate away to the file
    assert page.evaluate(DROP_ON_PAGE, [log.name, log.read_text(encoding="utf-8")]) == [True, True]
    wait_review(page)
    assert page.evaluate("document.body.dataset.view") == "review" and "v=review" in page.url
    expected = review_of(log)
    summary = tid(page, "review-summary")
    assert summary.locator("tbody th").all_inner_texts() == expected["names"]
    finals = [r.locator("td").last.inner_text() for r in summary.locator("tbody tr").all()]
    assert finals == [str(s["final_score"]) for s in expected["summary"]] == ["53800", "26300", "39400", "500"]
    for code in ("en", "ja", "zh", "ko"):
        if code != "en":
            pick_lang(page, code)
            poll(page, f"() => document.documentElement.lang.startsWith('{code}')")
        region = page.locator(".rv-scroll")
        width = region.evaluate("(r) => [r.scrollWidth, r.clientWidth]")
        assert width[0] <= width[1], (code, width)  # every column on screen, Riichi and the final score too
        assert summary.locator("thead th").last.is_visible()
        assert page.evaluate("document.documentElement.scrollWidth") <= 360


def test_a_ron_on_a_kans_replacement_discard_is_reviewed_on_the_page(page: Page, base_url: str) -> None:
    """The hand-made kan logs (an open kan's and an added kan's replacement tile won on, once and by two players),
    in Tenhou's JSON and in mjai, dropped on the page: every round reviewed, every result as the log's."""
    open_review(page, base_url)
    for path in KANS:
        drop(page, path.name, path.read_text(encoding="utf-8"))
        wait_review(page)
        rounds = len(review_of(path)["rounds"])
        statuses = [b.get_attribute("data-status") for b in tid(page, "review-round").all()]
        assert statuses == ["match"] * rounds, (path.name, statuses)
        status = tid(page, "review-status").inner_text()
        one = "1 round reviewed" if rounds == 1 else f"{rounds} rounds reviewed"
        assert status == f"{one}: every result matches the log.", (path.name, status)
        assert tid(page, "review-incomplete").is_hidden()
        assert "Not reviewed" not in tid(page, "review-problems").inner_text()
        assert page.locator(".rv-game-panel").get_attribute("data-complete") == "yes"
        first = tid(page, "review-round").first.inner_text()
        assert "Ron by East from North 11600" in first, (path.name, first)
        if "double" in path.name:
            assert "Ron by South from North 2000" in first, (path.name, first)
    # names holding markup, control characters and a bidi override stay text on the page
    nasty = ["<img src=x onerror=\"window.__owned=1\">", "\x1b[31mSouth", "We\rst", "\u202eNorth"]
    data = json.loads(KANS[0].read_text(encoding="utf-8"))
    data["name"] = nasty
    drop(page, "names.json", json.dumps(data, ensure_ascii=False))
    wait_review(page)
    names = tid(page, "review-summary").locator("tbody th").evaluate_all("(ths) => ths.map((th) => th.textContent)")
    assert names == nasty
    assert page.locator(".rv-summary img").count() == 0 and page.evaluate("window.__owned === undefined")
