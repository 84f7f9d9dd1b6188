"""The Practice view's progress (web/store/practice-stats.js), run under Node: answers counted per drill type and
session, streaks, the missed list, and stored progress read back part by part (a damaged or foreign value never
breaks the page: what does not read is dropped)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
MODULE = (ROOT / "web" / "store" / "practice-stats.js").as_uri()

SCRIPT = """
import * as s from %(module)s;
const spec = (n, extra = {}) => ({ game: "riichi", rules: "tenhou", kind: "score", difficulty: "mixed",
  fields: ["han", "fu", "points"], seed: "ab12", number: n, ...extra });
const out = {};
const t0 = Date.UTC(2026, 0, 1);
let p = s.emptyProgress();
p = s.record(p, { spec: spec(0), right: true, ms: 4000, now: t0 });
p = s.record(p, { spec: spec(1), right: true, ms: 6000, now: t0 + 60e3 });
p = s.record(p, { spec: spec(2), right: false, ms: 5000, now: t0 + 120e3 });
p = s.record(p, { spec: spec(0, { kind: "discard", fields: ["discard"] }), right: true, ms: 3e6, now: t0 + 130e3 });
out.one = { totals: s.totals(p, "riichi.score"), discard: s.totals(p, "riichi.discard"), sessions: p.sessions.length,
  missed: p.missed.map((m) => m.spec.number) };
// a pause of more than 30 minutes: a new session; the missed drill answered right leaves the list
p = s.record(p, { spec: spec(2), right: true, ms: 2000, now: t0 + 120e3 + 31 * 60e3 });
out.two = { totals: s.totals(p, "riichi.score"), sessions: s.sessionsOf(p, "riichi.score").map((x) => [x.n, x.right]),
  missed: p.missed.length, types: s.typesAnswered(p) };
// stored and read back the same; a fake storage stands for localStorage
const store = new Map();
const storage = { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => store.set(k, v) };
out.saved = s.saveProgress({ ...p, prefs: { timer: 30, spoilers: true, fields: { riichi: ["points"] } },
  last: { spec: spec(3), answered: true } }, storage);
const back = s.loadProgress(storage);
out.back = { kept: back.kept, same: JSON.stringify(back.progress.sessions) === JSON.stringify(p.sessions),
  prefs: back.progress.prefs, last: back.progress.last };
// damaged values: not JSON, another version, parts of the wrong shape
store.set("agari.practice", "{not json");
out.notJson = s.loadProgress(storage);
const one = { "riichi.score": { n: 1, right: 1, ms: 1 } };
store.set("agari.practice", JSON.stringify({ v: 99, sessions: [{ start: 1, end: 2, types: one }] }));
out.otherVersion = s.loadProgress(storage).progress.sessions.length;
store.set("agari.practice", JSON.stringify({ v: 1,
  sessions: [{ start: 1, end: 2, types: { "riichi.score": { n: 2, right: 3, ms: 1 },
    "small.score": { n: 2, right: 1, ms: 10 }, "<b>": { n: 1, right: 1, ms: 1 } } }, "x", null, { start: "a" }],
  streaks: { "riichi.score": { now: 5, best: 2 }, "small.score": { now: 1, best: 4 } },
  missed: [{ spec: spec(1, { seed: "bad seed!" }), at: 1 }, { spec: spec(4), at: 2 }, 7],
  prefs: { timer: -3, spoilers: "yes", fields: { riichi: [], small: ["total"] } }, last: { spec: { game: 1 } } }));
const mixed = s.loadProgress(storage).progress;
out.mixed = { sessions: mixed.sessions, streaks: mixed.streaks, missed: mixed.missed.map((m) => m.spec.number),
  prefs: mixed.prefs, last: mixed.last };
// a browser that refuses storage: kept false, progress lasts as long as the page
const refusing = { getItem: () => { throw new Error("denied"); }, setItem: () => { throw new Error("denied"); } };
out.refused = [s.saveProgress(p, refusing), s.loadProgress(refusing).kept,
  s.loadProgress(refusing).progress.sessions.length];
console.log(JSON.stringify(out));
"""


@pytest.fixture(scope="module")
def run() -> dict[str, Any]:
    node = shutil.which("node")
    if node is None:
        pytest.fail("node is missing (bash scripts/test.sh installs it)")
    proc = subprocess.run([node, "--input-type=module", "-e", SCRIPT % {"module": json.dumps(MODULE)}],
                          capture_output=True, text=True, check=True, timeout=60)
    result: dict[str, Any] = json.loads(proc.stdout)
    return result


def test_answers_are_counted_per_type_and_session(run: dict[str, Any]) -> None:
    one = run["one"]
    assert one["totals"] == {"n": 3, "right": 2, "ms": 15000, "now": 0, "best": 2}
    # an answer counts 10 minutes at most (a drill left open while away)
    assert one["discard"] == {"n": 1, "right": 1, "ms": 600000, "now": 1, "best": 1}
    assert one["sessions"] == 1 and one["missed"] == [2]
    two = run["two"]
    assert two["totals"] == {"n": 4, "right": 3, "ms": 17000, "now": 1, "best": 2}
    assert two["sessions"] == [[3, 2], [1, 1]] and two["missed"] == 0
    assert two["types"] == ["riichi.score", "riichi.discard"]


def test_progress_is_read_back_as_stored(run: dict[str, Any]) -> None:
    assert run["saved"] is True
    back = run["back"]
    assert back["kept"] and back["same"]
    assert back["prefs"] == {"timer": 30, "spoilers": True, "fields": {"riichi": ["points"]}}
    assert back["last"]["answered"] is True and back["last"]["spec"]["number"] == 3


def test_damaged_progress_is_dropped_part_by_part(run: dict[str, Any]) -> None:
    assert run["notJson"]["kept"] is True and run["notJson"]["progress"]["sessions"] == []
    assert run["otherVersion"] == 0
    mixed = run["mixed"]
    # more right than answered, a type that is not one, a session without times: dropped; the rest kept
    assert mixed["sessions"] == [{"start": 1, "end": 2, "types": {"small.score": {"n": 2, "right": 1, "ms": 10}}}]
    assert mixed["streaks"] == {"small.score": {"now": 1, "best": 4}}
    assert mixed["missed"] == [4]
    assert mixed["prefs"] == {"fields": {"small": ["total"]}} and mixed["last"] is None


def test_a_browser_that_keeps_nothing(run: dict[str, Any]) -> None:
    assert run["refused"] == [False, False, 2]
