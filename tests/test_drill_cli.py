"""``agari drill``: answers piped through stdin, a bad answer asked again, the end of input ending the session
with a summary, ``--json --count N`` for other tools, and bad options refused."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from agari import handle
from agari.frontends import cli
from agari.frontends.drillcli import run

ROOT = Path(__file__).resolve().parent.parent


def agari_drill(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "NO_COLOR": "1", "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "agari", "drill", *args], input=stdin, capture_output=True,
                          text=True, timeout=60, cwd=ROOT, env=env)


def solution_of(**spec: Any) -> dict[str, Any]:
    out = handle({"op": "drill", "solution": True, **spec})
    assert out["ok"], out
    solution: dict[str, Any] = out["solution"]
    return solution


def test_piped_answers_are_marked_and_the_session_summed_up() -> None:
    spec = {"game": "riichi", "rules": "tenhou", "difficulty": "traps", "seed": "cli"}
    first = solution_of(**spec, number=0)["expected"]
    second = solution_of(**spec, number=1)["expected"]
    answers = [first["han"], first["fu"], first["points"], second["han"], second["fu"] + 10, second["points"]]
    proc = agari_drill("--difficulty", "traps", "--seed", "cli", "--count", "2", "--ascii",
                       stdin="".join(f"{a}\n" for a in answers))
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    assert "Drill 1\n" in out and "Drill 2\n" in out and out.count("Right.") == 1 and out.count("Not quite.") == 1
    assert f"x fu: {second['fu'] + 10}, the answer is {second['fu']}" in out
    assert "Session: 2 answered, 1 right (50%), best streak 1" in out
    assert "Yaku" in out and "Fu" in out  # the engine's score sheet after each answer
    assert "--seed cli" in out  # how to play the same drills again


def test_a_bad_answer_gets_a_message_and_the_same_question() -> None:
    proc = agari_drill("--seed", "cli", "--count", "1", "--fields", "han", stdin="three\n\n2\n")
    assert proc.returncode == 0
    assert "'three' is not a whole number: type digits, e.g. 3" in proc.stdout
    assert "type an answer and Enter" in proc.stdout
    assert proc.stdout.count("han? ") == 3 and "Session: 1 answered" in proc.stdout


def test_the_end_of_input_ends_the_session_cleanly() -> None:
    proc = agari_drill("--seed", "cli", stdin="2\n")
    assert proc.returncode == 0 and proc.stderr == ""
    assert "No drill answered." in proc.stdout and "Traceback" not in proc.stdout
    expected = solution_of(game="riichi", seed="cli", number=0, fields=["han"])["expected"]["han"]
    proc = agari_drill("--seed", "cli", "--fields", "han", stdin=f"{expected}\nq\n")
    assert "Session: 1 answered, 1 right (100%), best streak 1" in proc.stdout


def test_discard_and_how_far_drills_in_the_terminal() -> None:
    spec = {"game": "small", "kind": "discard", "seed": "cli", "number": 0}
    best = solution_of(**spec)["expected"]["discard"][0]
    hand = handle({"op": "drill", **spec})["request"]["hand"]
    proc = agari_drill("--game", "small", "--kind", "discard", "--seed", "cli", "--count", "2", "--ascii",
                       stdin=f"{best}\n99\n1\n")
    assert proc.returncode == 0, proc.stderr
    assert hand in proc.stdout and "is among the best" in proc.stdout
    assert "99 is not a place in the hand" in proc.stdout and "rank  throw  shanten" in proc.stdout
    proc = agari_drill("--game", "fujian", "--kind", "shanten", "--seed", "cli", "--count", "1", stdin="1\n")
    assert "tiles that help" in proc.stdout and "Session: 1 answered" in proc.stdout


def test_json_count_writes_drills_for_other_tools() -> None:
    proc = agari_drill("--game", "fujian", "--rules", "fuzhou", "--json", "--count", "3", "--seed", "tools")
    lines = [json.loads(line) for line in proc.stdout.splitlines()]
    assert proc.returncode == 0 and len(lines) == 3
    assert [line["drill"]["number"] for line in lines] == [0, 1, 2]
    assert all("solution" not in line for line in lines)
    assert lines[1] == handle({"op": "drill", "game": "fujian", "rules": "fuzhou", "seed": "tools", "number": 1})
    proc = agari_drill("--json", "--count", "1", "--seed", "tools", "--solution", "--start", "6")
    line = json.loads(proc.stdout)
    assert line["drill"]["number"] == 5 and line["solution"]["result"]["ok"] is True


@pytest.mark.parametrize(("args", "words"), [
    (["--kind", "drive"], "invalid choice: 'drive'"),
    (["--start", "0"], "--start 0: drills are numbered from 1"),
    (["--fields", "yaku"], "unknown field to answer 'yaku'"),
    (["--rules", "tenhuo"], "unknown rule preset 'tenhuo'"),
    (["--seed", "a b"], "agari drill: seed: character ' ' at position 1"),
    (["--count", "0"], "--count 0: give 1 or more"),
    (["--timer", "0"], "--timer 0: give a number of seconds above 0"),
])
def test_bad_options_are_refused_with_one_line(args: list[str], words: str) -> None:
    err = io.StringIO()
    old = sys.stderr
    sys.stderr = err
    try:
        status = cli.main(["drill", *args])
    finally:
        sys.stderr = old
    assert status == 2 and words in err.getvalue(), err.getvalue()


def test_a_timer_marks_a_late_answer_missed() -> None:
    expected = solution_of(game="riichi", seed="late", number=0, fields=["han"])["expected"]["han"]

    class Slow(io.StringIO):
        def readline(self, size: int = -1) -> str:
            import time

            time.sleep(0.05)
            return super().readline(size)

    out = io.StringIO()
    status = run(["--seed", "late", "--fields", "han", "--count", "1", "--timer", "0.01"], stdin=Slow(f"{expected}\n"),
                 stdout=out)
    assert status == 0
    assert "time's up" in out.getvalue() and "Session: 1 answered, 0 right" in out.getvalue()
