"""``agari review`` on the command line: exit statuses, several files and a total, --json, stdin, --jobs and
Dask giving the same output as one process, a worker killed mid-run losing no log."""

from __future__ import annotations

import io
import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from agari.frontends.cli import main
from agari.frontends.review_cli import Options, review_payload, review_text

LOGS = Path(__file__).parent / "logs"
GAME = LOGS / "tenhou" / "2020081220gm-00a9-0000-9ee6ab3b.json"
AGARI = [sys.executable, "-m", "agari"]


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*AGARI, "review", *args], capture_output=True, text=True, input=stdin, timeout=300)


def test_one_game_matches_the_log(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["review", str(GAME)]) == 0
    out = capsys.readouterr().out
    assert "E1     0 Aさん wins, tsumo: 8 han baiman 24000  [log 倍満8000点∀]  same as the log" in out
    assert "shanten 0:44322110  1:33211111  2:11111110  3:43332221" in out
    assert "every result matches the log (5 wins, 0 draws)" in out


def _wrong_points(tmp_path: Path) -> Path:
    data = json.loads(GAME.read_text())
    data["log"][3][-1][2][3] = "30符4飜7700点"  # E3: the log says 7700 where the hand is a mangan (8000)
    bad = tmp_path / "wrong.json"
    bad.write_text(json.dumps(data, ensure_ascii=False))
    return bad


def test_a_recorded_score_that_differs_exits_1_and_shows_both(tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["review", str(_wrong_points(tmp_path))]) == 1
    out = capsys.readouterr().out
    assert "E3     0 Aさん wins, ron from 3 Dさん: 5 han 30 fu mangan 8000  [log 30符4飜7700点]  DIFFERS" in out
    assert "* han: ours 5, log 4" in out and "* points: ours 8000, log 7700" in out
    assert "1 result differs from the log" in out


def test_several_files_a_total_and_the_worst_status(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    junk = tmp_path / "junk.json"
    junk.write_text("{nope")
    status = main(["review", str(GAME), str(_wrong_points(tmp_path)), str(junk)])
    captured = capsys.readouterr()
    assert status == 2
    assert captured.err.strip() == f"agari review: {junk}: not valid JSON (line 1 column 2: Expecting property name " \
                                   "enclosed in double quotes)"
    assert captured.out.strip().endswith(
        "Total: 3 files, 2 games reviewed (1 unreadable), 10 rounds, 10 wins and 0 draws checked, 1 differ from the "
        "log; 368 decisions, 73.4% best, 720 tiles given up")


def test_json_stdin_and_seat_by_name() -> None:
    done = run("-", "--json", "--seat", "Cさん", stdin=GAME.read_text())
    assert done.returncode == 0 and done.stderr == ""
    data = json.loads(done.stdout)
    assert data["file"] == "-" and data["seats"] == [2] and data["matches"]
    assert [s["decisions"] for s in data["summary"]] == [45]
    bad = run("-", stdin="\x00\x01garbage")
    assert bad.returncode == 2 and bad.stdout == "" and bad.stderr.count("\n") == 1 and "Traceback" not in bad.stderr


def test_jobs_give_the_same_output_as_one_process() -> None:
    """Without the judge (its lines with --jobs: test_review_summary_cli.py's text with --jobs 2)."""
    one = run(str(LOGS / "mjai-reviewer"), str(GAME), "--no-judge")
    two = run(str(LOGS / "mjai-reviewer"), str(GAME), "--no-judge", "--jobs", "2")
    assert one.returncode == two.returncode == 0
    assert one.stdout == two.stdout and "Total: 7 files, 7 games reviewed" in one.stdout


def test_a_worker_killed_mid_run_loses_no_log() -> None:
    """A local Dask cluster of two workers: the same results as one process, even when a worker dies."""
    distributed = pytest.importorskip("dask.distributed")
    files = [GAME, *sorted((LOGS / "mjai-reviewer").glob("*.json"))] * 6  # enough work left when the first is done
    options = Options(None, True, False)
    payloads = [(str(p), p.read_text(), options) for p in files]
    once = {p: review_text(*p) for p in set(payloads)}  # seven logs six times: each reviewed once here
    expected = [once[p] for p in payloads]
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None)
    client = distributed.Client(cluster)
    try:
        futures = client.map(review_payload, payloads, pure=False)
        distributed.wait(futures[:1])
        pids = client.run(os.getpid)
        busy = [address for address, keys in client.processing().items() if keys]
        assert busy and sum(not f.done() for f in futures) >= 2  # the victim dies with logs in hand
        os.kill(pids[busy[0]], signal.SIGKILL)
        results = client.gather(futures)
    finally:
        client.close()
        cluster.close()
    assert [r.output for r in results] == [r.output for r in expected]
    assert all(r.status == 0 for r in results) and len(results) == 42


def test_batch_on_dask_gives_the_same_lines(tmp_path: Path) -> None:
    pytest.importorskip("dask.distributed")
    from agari.frontends.batch import batch_io
    from agari.frontends.distributed import dask_batch

    cases = (Path(__file__).parent / "cases" / "tenhou-sample.jsonl").read_text()
    one = io.StringIO()
    batch_io(io.StringIO(cases), one)
    many = io.StringIO()
    dask_batch(io.StringIO(cases), many, None, "score", "riichi", "local", 2)
    assert many.getvalue() == one.getvalue() and one.getvalue().count("\n") == cases.count("\n")


def test_the_summary_lines_up_under_wide_names_and_counts_in_words(capsys: pytest.CaptureFixture[str]) -> None:
    """Japanese names take two columns a character: the table's columns still line up; one draw is '1 draw'."""
    from agari.core.columns import text_width

    log = LOGS / "corpus" / "mjx-rounds" / "four-winds.jsonl"
    assert main(["review", str(log)]) == 0
    out = capsys.readouterr().out.splitlines()
    head = next(i for i, line in enumerate(out) if line.startswith("  seat name"))
    rows = out[head : head + 5]
    assert [r.split()[1] for r in rows[1:]] == ["CLS", "M@SO", "ぴーおか", "take-you"]
    # every row ends in the same terminal column as the heading (the final score right-aligned under it)
    assert {text_width(r) for r in rows} == {text_width(rows[0])}
    assert rows[3].endswith("1  100.0%           0    0.0%       0.0     0         0       0        29500")
    assert out[head + 5] == "  every result matches the log (0 wins, 1 draw)"
    assert main(["review", str(log), str(GAME)]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == (
        "Total: 2 files, 2 games reviewed (0 unreadable), 6 rounds, 5 wins and 1 draw checked, 0 differ from the "
        "log; 188 decisions, 73.9% best, 360 tiles given up")


NASTY = ["\x1b]0;owned\x07East", "\x1b[31mSouth", "We\rst", "\u202eNorth\u2066"]
RAW = ("\x1b", "\x07", "\r", "\u202e", "\u2066", "\x9b", "\x7f")


def _nasty_logs(tmp_path: Path) -> list[Path]:
    """The hand-made open-kan game with control characters and bidi overrides in every text a log holds: names,
    the rule line, the score line, the yaku strings; in Tenhou's JSON and in mjai."""
    data = json.loads((LOGS / "handmade" / "open-kan-ron.json").read_text())
    data["name"] = NASTY
    data["rule"]["disp"] = "般南喰赤\x1b[2J\x9b"
    win = data["log"][0][-1][2]
    win[3] += "\x1b[31m\u202e"
    win[4] = "\x1b[31m断幺九(1飜)"
    win.append("謎\x7f\u202e(1飜)")
    tenhou = tmp_path / "nasty.json"
    tenhou.write_text(json.dumps(data, ensure_ascii=False))
    lines = (LOGS / "handmade" / "open-kan-ron.jsonl").read_text().splitlines()
    first = json.loads(lines[0])
    first["names"] = NASTY
    mjai = tmp_path / "nasty.jsonl"
    mjai.write_text("\n".join([json.dumps(first, ensure_ascii=False), *lines[1:]]) + "\n")
    broken = tmp_path / "broken.jsonl"
    bad = json.dumps({"type": "tsumo", "actor": 0, "pai": "\u202e\x1b[2J"}, ensure_ascii=False)
    broken.write_text("\n".join([lines[0], lines[1], bad]) + "\n")
    return [tenhou, mjai, broken]


@pytest.mark.parametrize("as_json", [False, True])
def test_text_from_a_log_never_reaches_the_terminal_raw(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                        as_json: bool) -> None:
    files = _nasty_logs(tmp_path)
    status = main(["review", *map(str, files), *(["--json"] if as_json else [])])
    captured = capsys.readouterr()
    assert status == 2  # the broken one
    for raw in RAW:
        assert raw not in captured.out and raw not in captured.err, repr(raw)
    if as_json:
        first, second, third, total = (json.loads(line) for line in captured.out.splitlines())
        assert first["names"] == second["names"] == NASTY  # the same strings, once parsed
        assert first["rule"]["label"] == "般南喰赤\x1b[2J\x9b" and "total" in total and third["ok"] is False
    else:
        out = captured.out
        assert "0 \\x1b]0;owned\\x07East, 1 \\x1b[31mSouth, 2 We\\rst, 3 \\u202eNorth\\u2066" in out
        assert "rule 般南喰赤\\x1b[2J\\x9b -> preset " in out
        assert "[log 30符4飜11600点\\x1b[31m\\u202e]" in out
        assert "  0    \\x1b]0;owned" in out  # the summary table
        assert "\\u202e" in captured.err and "is not an mjai tile" in captured.err


@pytest.mark.parametrize("name", ["open-kan-ron.json", "open-kan-ron.jsonl", "open-kan-double-ron.json",
                                  "open-kan-double-ron.jsonl"])
def test_a_ron_on_a_kans_replacement_discard_is_reviewed(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["review", str(LOGS / "handmade" / name)]) == 0
    out = capsys.readouterr().out
    assert "not reviewed" not in out
    assert "E1     0 East wins, ron from 3 North: 4 han 30 fu 11600  [log " in out
    if "double" in name:
        assert "E1     1 South wins, ron from 3 North: 2 han 30 fu 2000  [log " in out
        assert "every result matches the log (2 wins, 0 draws)" in out
    else:
        assert "E2     3 North wins, ron from 2 West: 4 han 30 fu 7700  [log " in out
        assert "every result matches the log (2 wins, 0 draws)" in out


def test_a_round_not_reviewed_has_an_exit_status_of_its_own(tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    """E2's win made a tsumo where the play ends on a discard: that round cannot be followed. It is named, never
    counted as a match: exit 3, 'not reviewed' in the summary and the total, not_reviewed in the JSON."""
    data = json.loads((LOGS / "handmade" / "open-kan-ron.json").read_text())
    data["log"][1][-1][2][1] = 3
    bad = tmp_path / "unfollowed.json"
    bad.write_text(json.dumps(data, ensure_ascii=False))
    assert main(["review", str(bad)]) == 3
    out = capsys.readouterr().out
    assert ("  not reviewed: round E2, event 15: seat 3 wins by tsumo, but the last tile played is not its draw"
            in out)
    assert "  1 round not reviewed; the others' results match the log (1 win, 0 draws)" in out
    assert "every result matches" not in out
    assert main(["review", str(bad), str(_wrong_points(tmp_path))]) == 3  # 3 outranks 1
    out = capsys.readouterr().out
    assert "wins and 0 draws checked, 1 differ from the log, 1 round not reviewed; " in out.splitlines()[-1]
    junk = tmp_path / "junk.json"
    junk.write_text("{nope")
    assert main(["review", str(bad), str(junk)]) == 2  # and 2 outranks 3
    capsys.readouterr()
    assert main(["review", str(bad), "--json"]) == 3
    data = json.loads(capsys.readouterr().out)
    assert data["not_reviewed"] == 1 and data["matches"] is False and data["rounds"][1]["matches"] is False
    assert data["problems"] == ["round E2, event 15: seat 3 wins by tsumo, but the last tile played is not its draw"]


def test_names_from_an_mjlog_never_reach_the_terminal_raw(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The same nasty names in Tenhou's mjlog (UN's URL-encoded names), plain and gzip-compressed."""
    import gzip

    from mjlog_writer import json_to_mjlog

    data = json.loads((LOGS / "handmade" / "open-kan-ron.json").read_text())
    data["name"] = NASTY  # mjlog carries names (UN), no yaku strings (ids) and no rule line (GO's bits)
    xml = json_to_mjlog(json.dumps(data, ensure_ascii=False))
    assert "\x1b" not in xml and 'n0="%1B%5D' in xml  # the name travels URL-encoded
    plain = tmp_path / "nasty.mjlog"
    plain.write_text(xml)
    packed = tmp_path / "nasty.mjlog.gz"
    packed.write_bytes(gzip.compress(xml.encode()))
    assert main(["review", str(plain), str(packed)]) == 0
    captured = capsys.readouterr()
    for raw in RAW:
        assert raw not in captured.out and raw not in captured.err, repr(raw)
    assert captured.out.count("0 \\x1b]0;owned\\x07East, 1 \\x1b[31mSouth, 2 We\\rst, 3 \\u202eNorth\\u2066") == 2
