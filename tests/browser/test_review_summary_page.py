"""Several logs dropped at once on the Review view (store/review-corpus.js, ui/review/corpus.js): each is reviewed in
turn, then the summary per player shows the same figures as ``agari review --summary --json`` over the same files;
a file that cannot be read is listed; four languages, 360 px, axe clean; one file dropped afterwards is reviewed
alone (the summary goes)."""

from __future__ import annotations

import json
import math
import os
import shutil
import subprocess
import sys
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path
from typing import Any

import pytest
from browserkit import ROOT, axe_violations, pick_lang, poll, wait_ready
from playwright.sync_api import BrowserContext, Page

LOGS = ROOT / "tests" / "logs"
FILES = [LOGS / "tenhou" / "2020081220gm-00a9-0000-9ee6ab3b.json", LOGS / "mjai-reviewer" / "double_ron.json",
         LOGS / "tenhou" / "2011020417gm-00a9-0000-b67fcaa3.json"]
JUNK = ("junk.json", "{nope")


def made_logs() -> list[tuple[str, str]]:
    """Two logs of our own making from the first game: one whose recorded E3 score differs from ours, one whose E2
    contradicts itself (seat 1 throws a tile the hand does not hold)."""
    wrong = json.loads(FILES[0].read_text(encoding="utf-8"))
    wrong["log"][3][-1][2][3] = "30符4飜7700点"  # the hand is a mangan (8000)
    broken = json.loads(FILES[0].read_text(encoding="utf-8"))
    broken["log"][2][9][0] = 12  # seat 1's first discard in E2: a 2m the hand does not hold
    return [(name, json.dumps(data, ensure_ascii=False)) for name, data in (("wrong.json", wrong),
                                                                            ("broken.json", broken))]

DROP_MANY = """(files) => {
  const dt = new DataTransfer();
  for (const [name, text] of files) dt.items.add(new File([text], name, { type: "application/json" }));
  const zone = document.querySelector('[data-testid="review-drop"]');
  zone.dispatchEvent(new DragEvent("dragover", { bubbles: true, cancelable: true, dataTransfer: dt }));
  zone.dispatchEvent(new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer: dt }));
}"""

COLS = ("games", "rounds", "decisions", "best_share", "single_share", "loss_per_decision", "wins", "deal_ins",
        "riichi", "average_place")


def tid(page: Page, name: str) -> Any:
    return page.locator(f'[data-testid="{name}"]')


def js_number(x: float) -> str:
    """``String(x)`` in JavaScript for the page's rounded figures."""
    return str(int(x)) if x == int(x) else repr(x)


def shown(col: str, row: dict[str, Any]) -> str:
    """A figure as ui/review/corpus.js writes it (JavaScript's rounding: half up, on the exact binary value)."""
    v = row[col]
    if col in ("best_share", "single_share"):
        if col == "single_share" and not row["single"]:
            return "–"
        return f"{js_number(math.floor(v * 1000 + 0.5) / 10)}%"
    if col in ("loss_per_decision", "average_place"):
        return "–" if v is None else str(Decimal(v).quantize(Decimal("0.01"), ROUND_HALF_UP))
    return str(v)


def cli_summary(folder: Path) -> dict[str, Any]:
    names = [p.name for p in FILES] + [name for name, _ in made_logs()] + [JUNK[0]]
    done = subprocess.run([sys.executable, "-m", "agari", "review", *names, "--summary", "--json"],
                          capture_output=True, text=True,
                          timeout=300, cwd=folder,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 2, done.stderr  # the junk file: unreadable
    summary: dict[str, Any] = json.loads(done.stdout)["summary"]
    return summary


@pytest.fixture
def phone(new_context: Any) -> Page:
    context: BrowserContext = new_context(viewport={"width": 360, "height": 780}, color_scheme="dark")
    return context.new_page()


def test_several_logs_dropped_give_the_clis_summary_per_player(phone: Page, base_url: str, tmp_path: Path) -> None:
    for p in FILES:
        shutil.copy(p, tmp_path / p.name)
    for name, text in [*made_logs(), JUNK]:
        (tmp_path / name).write_text(text, encoding="utf-8")
    want = cli_summary(tmp_path)
    assert [p["name"] for p in want["players"]] == ["Aさん", "Bさん", "Cさん", "Dさん", "Ⓢ福地誠", "Ⓟ石橋伸洋",
                                                    "Ⓟ多井隆晴"]
    assert want["players"][1]["games"] == 5 and want["rounds"] == 25 and want["wins"] == 20
    assert want["differ"] == [{"file": "wrong.json", "mismatches": 1, "rounds": ["E3"]}]

    page = phone
    page.goto(f"{base_url}#v=review")
    wait_ready(page)
    tid(page, "review-drop").wait_for()
    page.evaluate(DROP_MANY, [[p.name, p.read_text(encoding="utf-8")] for p in FILES] + made_logs() + [list(JUNK)])
    page.wait_for_selector('body[data-review-corpus="done"]', state="attached", timeout=120_000)

    rows = tid(page, "review-corpus-table").locator("tbody tr")
    assert [r.get_attribute("data-player") for r in rows.all()] == [p["name"] for p in want["players"]]
    for row, expected in zip(rows.all(), want["players"], strict=True):
        got = {c: row.locator(f'td[data-col="{c}"]').inner_text() for c in COLS}
        assert got == {c: shown(c, expected) for c in COLS}, expected["name"]
    # the profiles: each player's rates and the judge's agreement per kind as the CLI gives them, then the corpus's
    # players together (agari.gamereview.corpus_profile)
    from agari.gamereview.corpus_profile import PROFILE

    def share(v: float | None) -> str:
        return "–" if v is None else f"{js_number(math.floor(v * 1000 + 0.5) / 10)}%"

    play = tid(page, "review-profile-play").locator("tbody tr")
    judge = tid(page, "review-profile-judge").locator("tbody tr")
    assert [r.get_attribute("data-player") for r in play.all()] == [p["name"] for p in want["players"]] + [""]
    assert play.last.locator("th").inner_text() == "Phoenix players (2020)"
    for row, jrow, expected in zip(play.all(), judge.all(), [*want["players"], None], strict=True):
        prof = PROFILE if expected is None else expected["profile"]
        for col in ("win_rate", "deal_in_rate", "riichi_rate", "call_rate"):
            assert row.locator(f'td[data-col="{col}"]').inner_text() == share(prof[col]), col
        for kind in ("discard", "riichi", "call", "kan"):
            assert jrow.locator(f'td[data-col="agree_{kind}"]').inner_text() == share(prof["agreement"].get(kind)), kind
    status = tid(page, "review-corpus-status").inner_text()
    assert status == "5 games and 25 rounds reviewed; results that differ from the log: 1. Rounds not reviewed: 1."
    unread = tid(page, "review-corpus-unreadable").locator("li").all_inner_texts()
    assert len(unread) == 1 and unread[0].startswith("junk.json: This log cannot be reviewed: not valid JSON")
    assert tid(page, "review-corpus-differ").locator("li").all_inner_texts() == ["wrong.json: 1 differs (East 3)"]
    assert tid(page, "review-corpus-not-reviewed").locator("li").all_inner_texts() == [
        "broken.json: round E2, event 2: seat 1 discards 2m, which the hand does not hold"]
    # the last game's own review is shown below
    assert page.evaluate("document.body.dataset.review") == "failed"  # the junk file, the last one

    for code, title in (("en", "Summary of 6 logs"), ("ja", "6 件の牌譜のまとめ"), ("zh", "6 个牌谱的汇总"),
                        ("ko", "패보 6개 요약")):
        if code != "en":
            pick_lang(page, code)
            poll(page, f"() => document.documentElement.lang.startsWith('{code}')")
        assert page.locator("#rv-h-corpus").inner_text() == title
        assert page.evaluate("document.documentElement.scrollWidth") <= 360, code
        last = rows.first.locator('td[data-col="average_place"]')
        assert last.is_visible() and last.bounding_box()["x"] + last.bounding_box()["width"] <= 360, code
        found = axe_violations(page)
        assert found == [], f"{code}:\n" + "\n".join(found)
    pick_lang(page, "en")
    poll(page, "() => document.documentElement.lang === 'en'")

    # one file dropped now is reviewed alone: the summary of the set goes
    page.evaluate(DROP_MANY, [[FILES[1].name, FILES[1].read_text(encoding="utf-8")]])
    page.wait_for_selector('body[data-review="done"]', state="attached", timeout=60_000)
    assert tid(page, "review-corpus").is_hidden()
    assert page.evaluate("document.body.dataset.reviewCorpus") == ""
