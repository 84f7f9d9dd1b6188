"""``agari review --summary``: the library's summary over the files, in text columns or JSON, the exit status of the
single-game review (the most severe of the files'), the same with ``--jobs`` and ``--dask``, a game with a round not
reviewed listed, names with control characters escaped."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from reviewed import reviewed
from test_review_summary import DOUBLE_RON, GAME, OTHER, _wrong_points

from agari.frontends.cli import main
from agari.gamereview import review
from agari.gamereview.summary import summarize_reviews


def _summary_json(*args: str) -> tuple[int, dict[str, object], str]:
    done = subprocess.run([sys.executable, "-m", "agari", "review", *args, "--summary", "--json"],
                          capture_output=True, text=True, timeout=300)
    return done.returncode, json.loads(done.stdout)["summary"], done.stderr


def test_cli_summary_is_the_library_summary_and_the_worst_status(tmp_path: Path) -> None:
    folder = tmp_path / "games"
    folder.mkdir()
    for p in (GAME, OTHER, DOUBLE_RON):
        (folder / p.name).write_text(p.read_text())
    status, data, err = _summary_json(str(folder))
    assert status == 0 and err == ""
    paths = sorted(folder.iterdir())
    originals = {p.name: p for p in (GAME, OTHER, DOUBLE_RON)}  # the copies review as they do
    expected = summarize_reviews((str(p), reviewed(originals[p.name])) for p in paths).to_dict()
    assert data == json.loads(json.dumps(expected))
    rows = {p["name"]: p for p in data["players"]}  # type: ignore[attr-defined]
    assert rows["Bさん"]["games"] == 3 and rows["Aさん"]["games"] == 2
    # a differing game: exit 1; an unreadable file too: exit 2, one line on stderr naming it
    wrong = _wrong_points(tmp_path)
    status, data, err = _summary_json(str(folder), str(wrong))
    assert status == 1 and data["differ"] == [{"file": str(wrong), "mismatches": 1, "rounds": ["E3"]}]
    junk = tmp_path / "junk.json"
    junk.write_text("{nope")
    status, data, err = _summary_json(str(folder), str(wrong), str(junk))
    assert status == 2
    assert err.strip() == (f"agari review: {junk}: not valid JSON (line 1 column 2: Expecting property name "
                           "enclosed in double quotes)")
    assert data["unreadable"] == [{"file": str(junk), "error": "not valid JSON (line 1 column 2: Expecting property "
                                                               "name enclosed in double quotes)"}]


def test_cli_summary_text_in_columns_and_the_same_with_jobs(tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    wrong = _wrong_points(tmp_path)
    assert main(["review", str(GAME), str(DOUBLE_RON), str(wrong), "--summary"]) == 1
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0] == ("Summary of 3 games (0 not read): 11 rounds, 12 wins and 0 draws checked, 1 differs from "
                        "the log")
    assert lines[1].startswith("  player            games  rounds  decisions    best  only best  lost/dec  wins")
    # Aさん: seat 0 of GAME twice (48 decisions each, 36 best, 114 tiles lost, 3 wins, 1 riichi, first)
    assert lines[2] == ("  Aさん                 2      10         96   75.0%      72.0%      2.38     6         0"
                        "       2       1.00")
    assert lines[6] == ("  Ⓢ福地誠               1       1          8   75.0%      71.4%      1.25     1         0"
                        "       1       1.00")
    assert lines[-2:] == ["Games whose results differ from the log:", f"  {wrong}: 1 result differs (E3)"]
    assert lines[9] == "Profile (per round; agreement with the judge per kind of decision):"
    assert main(["review", str(GAME), str(DOUBLE_RON), str(wrong), "--summary", "--jobs", "2"]) == 1
    assert capsys.readouterr().out == out
    assert main(["review", str(GAME), str(DOUBLE_RON), "--summary", "--seat", "ⓟ多井隆晴"]) == 0
    only = capsys.readouterr().out.splitlines()
    assert len(only) == 7 and only[2].startswith("  Ⓟ多井隆晴             1       1         11")
    # the profile: one round (S4 of double_ron.json), a double ron dealt in (12,000 and 2,000): one deal-in round
    assert only[5] == ("  Ⓟ多井隆晴                0.0%   100.0%    0.0%    0.0%        -       14,000          63.6%"
                       "        100.0%      100.0%          -      0.00      1,181       4.00")
    assert only[6].startswith("  corpus (Phoenix 2020) ")


def test_cli_summary_on_dask_is_the_same(tmp_path: Path) -> None:
    pytest.importorskip("dask.distributed")
    args = [str(GAME), str(DOUBLE_RON), str(OTHER)]
    one = _summary_json(*args)
    assert _summary_json(*args, "--dask", "local", "--jobs", "2") == one


def test_names_with_control_characters_reach_the_terminal_escaped(tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    data = json.loads(GAME.read_text())
    data["name"][0] = "\x1b]0;t\x07\x1b[31mA\u202eB\r"
    log = tmp_path / "names.json"
    log.write_text(json.dumps(data, ensure_ascii=False))
    assert main(["review", str(log), "--summary"]) == 0
    out = capsys.readouterr().out
    assert "\\x1b]0;t\\x07\\x1b[31mA\\u202eB\\r" in out
    assert not any(ch in out for ch in "\x1b\x07\r\u202e")
    assert main(["review", str(log), "--summary", "--seat", "nobody"]) == 2
    err = capsys.readouterr().err
    assert "no player called 'nobody' in these games" in err and "\x1b" not in err


def test_a_game_with_a_round_not_reviewed_is_listed_and_its_status_is_the_reviews(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from agari.frontends.review_status import status_of

    data = json.loads(GAME.read_text())
    data["log"][2][9][0] = 12  # seat 1's first discard in E2: a 2m the hand does not hold
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps(data, ensure_ascii=False))
    status = main(["review", str(GAME), str(broken), "--summary"])
    broken_review = review(broken)
    assert status == status_of(broken_review)
    lines = capsys.readouterr().out.splitlines()
    # the broken round's win is not counted: 5 + 4 wins; its decisions neither (E2 has none graded)
    assert lines[0] == ("Summary of 2 games (0 not read): 10 rounds, 9 wins and 0 draws checked, every result "
                        "reviewed matches the log; 1 round not reviewed")
    assert lines[-2:] == ["Games with rounds not reviewed:",
                          f"  {broken}: round E2, event 2: seat 1 discards 2m, which the hand does not hold"]
    corpus = summarize_reviews([(str(GAME), reviewed(GAME)), (str(broken), broken_review)])
    a = corpus.players[0]
    assert (a.games, a.rounds) == (2, 5 + 4)
    assert a.decisions == 48 + sum(s.decisions for s in broken_review.summary if s.seat == 0)
    assert [g.file for g in corpus.not_reviewed] == [str(broken)]
    assert (corpus.rounds_not_reviewed, corpus.matches) == (1, False)  # a round not reviewed is no match
