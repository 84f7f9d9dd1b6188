"""``agari HAND --ev``: the expected-value table and turn chart print the op ``expected``'s own figures; ``--json``
prints its answer; the flags reach the request; misuse gets one clear line."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from agari.frontends.cli import main
from agari.frontends.display import Style
from agari.frontends.ev_text import ASCII_BARS, percent, spark
from agari.frontends.jsonapi import handle

ONE_SHANTEN = "1234m456p789s1122z"
"""Discarding 1m or 4m leaves 234m/123m 456p 789s 1122z: tenpai on 1z or 2z (4 tiles); any other throw is 1-shanten."""
ROW = re.compile(r"^(\d[mpsz])\s+(\d+)\s+(\d+)\s+([\d.]+%)\s+([\d.]+%)\s+(\d+)$")


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def op(**fields: Any) -> dict[str, Any]:
    answer = handle({"op": "expected", **fields})
    assert answer["ok"], answer
    return answer


def table_rows(out: str) -> list[tuple[str, ...]]:
    return [m.groups() for line in out.splitlines() if (m := ROW.match(line))]


def test_the_table_prints_the_ops_figures_at_the_turn(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, ONE_SHANTEN, "--ev", "--ascii", "--no-color")
    assert (code, err) == (0, "")
    answer = op(hand=ONE_SHANTEN)
    rows = table_rows(out)
    assert [r[0] for r in rows] == [d["discard"] for d in answer["discards"]]
    for printed, d in zip(rows, answer["discards"], strict=True):
        assert printed == (d["discard"], str(d["shanten"]), str(d["ukeire_count"]), percent(d["tenpai"][0]),
                           percent(d["win"][0]), str(round(d["score"][0])))
    # the two throws that reach tenpai lead, waiting on 1z and 2z (4 tiles), tenpai for sure
    assert {r[0] for r in rows[:2]} == {"1m", "4m"}
    assert [r[1:4] for r in rows[:2]] == [("0", "4", "100.0%")] * 2
    assert all(r[1] == "1" for r in rows[2:])
    assert "at turn 1 (to turn 18, 122 tiles in the wall" in out


def test_the_turn_chart_draws_the_best_three_win_chances(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, ONE_SHANTEN, "--ev", "--ascii", "--no-color")
    assert code == 0
    answer = op(hand=ONE_SHANTEN)
    lines = out.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("Win chance by turn"))
    assert lines[at] == "Win chance by turn (best 3 discards, turns 1 to 18)"
    best = answer["discards"][:3]
    top = max(v for d in best for v in d["win"])
    for line, d in zip(lines[at + 1:at + 4], best, strict=True):
        bars = spark(d["win"], top, Style(unicode=False))
        assert len(bars) == 18
        assert line == f"  {d['discard']:<7}  {bars}  {percent(d['win'][0])} → {percent(d['win'][-1])}"
    # the best throw's chance is the chart's top: its first bar is the highest; none at the last turn (no draw left)
    first = lines[at + 1].split()[1]
    assert first[0] == ASCII_BARS[-1] and first == "".join(sorted(first, key=ASCII_BARS.index, reverse=True))
    assert best[0]["win"][-1] == 0.0


def test_json_prints_the_ops_answer_and_the_flags_reach_the_request(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, ONE_SHANTEN, "--ev", "--json", "--turn", "8", "--no-tegawari", "--no-shanten-down",
                       "--no-uradora", "-d", "1z")
    assert code == 0
    printed = json.loads(out)
    answer = op(hand=ONE_SHANTEN, turn=8, tegawari=False, shanten_down=False, uradora=False, dora=["1z"],
                round="e", seat="e", rules="tenhou")
    assert printed == answer
    assert printed["turn"] == 8 and len(printed["discards"][0]["win"]) == 18 - 8 + 1
    assert printed["options"]["tegawari"] is False and printed["options"]["shanten_down"] is False
    # the dora (2z, from the indicator 1z) makes the throw that keeps both 2z worth more than at no dora
    plain = op(hand=ONE_SHANTEN, turn=8, tegawari=False, shanten_down=False, uradora=False)
    by = {d["discard"]: d["score"][0] for d in printed["discards"]}
    assert by["1m"] > {d["discard"]: d["score"][0] for d in plain["discards"]}["1m"]


def test_a_13_tile_hand_gets_its_own_figures(capsys: pytest.CaptureFixture[str]) -> None:
    hand = "234m456p789s1122z"
    code, out, _ = run(capsys, hand, "--ev", "--ascii", "--no-color")
    assert code == 0
    value = op(hand=hand)["hand_value"]
    assert (f"The hand as it stands: tenpai {percent(value['tenpai'][0])}, win {percent(value['win'][0])}, "
            f"{round(value['score'][0])} expected points") in out
    assert value["tenpai"][0] == 1.0  # already tenpai


@pytest.mark.parametrize(("args", "message"), [
    (["--turn", "3"], "agari: --turn only counts with --ev (the expected values)"),
    (["--ev", "--draws-left", "40"], "agari: --draws-left only counts with --real-wall"),
    (["--ev", "--discards"],
     "agari: --ev prints its own discard table; leave out --shanten, --ukeire, --discards and --waits"),
    (["--ev", "--visible", "5m"],
     "agari: --visible counts for --ev only with --real-wall (the reference wall sees no river)"),
])
def test_flags_out_of_place_get_one_line(capsys: pytest.CaptureFixture[str], args: list[str], message: str) -> None:
    code, out, err = run(capsys, ONE_SHANTEN, *args)
    assert (code, out, err.strip()) == (2, "", message)


def test_a_hand_the_search_refuses_gets_the_ops_sentence(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, ONE_SHANTEN, "--ev", "--turn", "19")
    assert code == 2 and out == ""
    assert err.strip() == "agari: --turn: turn must be a whole number from 0 to 18, not 19"


def test_the_json_door_hands_a_progress_callback_to_an_op_that_takes_one(monkeypatch: pytest.MonkeyPatch) -> None:
    """The page's search worker asks ``handle_json(text, progress=...)``: an op whose function takes ``progress`` gets
    it (the expected op once it reports progress); any other op is called as before, the callback left out."""
    from agari.frontends.jsonapi import handle_json
    from agari.riichi import game as riichi_game

    def searching(request: Any, progress: Any = None) -> dict[str, Any]:
        if progress is None:
            return {"ok": True, "steps": 0}
        for done in range(3):
            progress(done + 1, 3)
        return {"ok": True, "steps": 3}

    def plain(request: Any) -> dict[str, Any]:
        return {"ok": True}

    monkeypatch.setitem(riichi_game.OPERATIONS, "search_test", searching)
    monkeypatch.setitem(riichi_game.OPERATIONS, "plain_test", plain)
    told: list[tuple[int, int]] = []
    answer = json.loads(handle_json('{"op": "search_test"}', lambda d, t: told.append((d, t))))
    assert answer == {"ok": True, "steps": 3}
    assert told == [(1, 3), (2, 3), (3, 3)]
    assert handle({"op": "plain_test"}, lambda d, t: told.append((d, t))) == {"ok": True}
    assert len(told) == 3
    # without a callback the op is called as any other (its own default)
    assert handle({"op": "search_test"}) == {"ok": True, "steps": 0}


def test_the_expected_op_reports_its_progress_through_the_json_door() -> None:
    """The page's progress bar: the real search tells (done, 100) through ``handle``, never going back, ending at 100,
    and the answer is the same as without a callback."""
    request = {"op": "expected", "hand": "1235m456p789s1122z", "dora": ["1z"]}
    seen: list[tuple[int, int]] = []
    out = handle(request, progress=lambda done, total: seen.append((done, total)))
    assert out == handle(request)
    assert len(seen) > 2 and {t for _, t in seen} == {100} and seen[-1] == (100, 100)
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)
