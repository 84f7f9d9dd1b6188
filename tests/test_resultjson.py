"""The batch mode's fast path writes exactly what ``json.dumps`` of the slow path writes.

``agari.riichi.resultjson.score_json`` must be byte for byte ``json.dumps(result.to_dict(),
ensure_ascii=False)`` and ``batch_line`` byte for byte ``json.dumps(batch_result(...))``: over
generated legal hands (every preset, inferred winning tiles, kans, red fives, no-yaku hands),
random situation flags (some illegal), mangled notation, odd ids and the shared case files.
"""

from __future__ import annotations

import io
import json
import os
import random
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from handgen import gen_case
from helpers import CASES_DIR

from agari.core.errors import AgariError
from agari.frontends.batch import batch_io, batch_line, batch_result, run_batch
from agari.frontends.cli import main
from agari.frontends.workers import IN_FLIGHT, Chunk, Done, run_parallel
from agari.riichi.resultjson import score_case_json, score_json
from agari.riichi.scoring import score, score_case

PRESETS = ("tenhou", "majsoul", "mleague", "wrc", "ema")
FLAGS = ("riichi", "double_riichi", "ippatsu", "haitei", "rinshan", "chankan", "tenhou", "chiihou", "renhou")


def _mangle(rng: random.Random, text: str) -> str:
    i = rng.randrange(len(text))
    return text[:i] + rng.choice("0123456789mpszx()[] ,\"\\é") + text[i + 1 :]


def cases(seed: int, n: int) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    out = []
    for i in range(n):
        case = gen_case(rng, f"c{i}")
        case["rules"] = PRESETS[i % len(PRESETS)]
        if i % 3 == 0:
            case.pop("win", None)
        if i % 4 == 1:
            for flag in FLAGS:
                if rng.random() < 0.1:
                    case[flag] = True
            case["honba"] = rng.randrange(4)
            case["sticks"] = rng.randrange(3)
            case["ura"] = case.get("dora", [])
        if i % 25 == 7:
            case["hand"] = _mangle(rng, case["hand"])
        out.append(case)
    return out


def test_score_json_is_json_dumps_of_to_dict() -> None:
    checked = {True: 0, False: 0}
    for case in cases(31, 1500):
        args = {k: v for k, v in case.items() if k not in ("id", "expect", "why", "tags")}
        try:
            r = score(**args)
        except Exception:  # noqa: BLE001 - invalid input: the batch test below covers it
            continue
        assert score_json(r) == json.dumps(r.to_dict(), ensure_ascii=False), case
        checked[r.ok] += 1
    assert checked[True] > 800 and checked[False] > 50  # wins and no-yaku results both covered


def test_score_case_json_is_score_case() -> None:
    for case in cases(32, 400):
        case.pop("id", None)
        assert score_case_json(case) == json.dumps(score_case(case), ensure_ascii=False), case


@pytest.mark.parametrize("case_id", [1, "x\"é\\", None, 2.5, [1, {"a": True}], True])
def test_batch_line_is_the_slow_path(case_id: Any) -> None:
    seen_ok = seen_bad = 0
    for case in cases(33, 120):
        case["id"] = case_id
        line = json.dumps(case, ensure_ascii=False)
        text, ok = batch_line(line, None, 1)
        slow = batch_result(line, None, 1)
        assert text == json.dumps(slow, ensure_ascii=False), line
        assert ok is (slow.get("ok") is True)
        seen_ok += ok
        seen_bad += not ok
    assert seen_ok and seen_bad


def test_batch_lines_of_every_kind() -> None:
    lines = ['{"id": 1, "hand": "123m456p789s11122z", "tsumo": true}', '{"hand": "123m"}', "[1]", "{bad",
             '{"id": "g", "game": "go", "hand": "1m"}', '{"op": "shanten", "hand": "123m456p789s1122z"}',
             '{"op": "meta", "id": 3}', '{"id": 4, "hand": "123m456p789s11122z", "rules": {"preset": "x"}}',
             '{"id": 5, "hand": 7}', '{"id": 6, "op": "analyze", "hand": "123m456p789s112z"}']
    for rules in (None, "majsoul"):
        for op in ("score", "shanten"):
            fast = list(run_batch(lines, rules, op))
            slow = [json.dumps(batch_result(line, rules, n, op), ensure_ascii=False)
                    for n, line in enumerate(lines, 1)]
            assert fast == slow


@pytest.mark.parametrize("name", ["edge.jsonl", "tenhou-sample.jsonl", "majsoul-sample.jsonl", "shanten.jsonl"])
def test_shared_case_files(name: str) -> None:
    lines = (CASES_DIR / name).read_text(encoding="utf-8").splitlines()
    op = "shanten" if name == "shanten.jsonl" else "score"
    fast = list(run_batch(lines, None, op))
    slow = [json.dumps(batch_result(line, None, n, op), ensure_ascii=False)
            for n, line in enumerate(lines, 1) if line.strip()]
    assert fast == slow and len(fast) > 10


def test_jobs_give_the_same_output_in_the_same_order(capsys: pytest.CaptureFixture[str]) -> None:
    lines = [json.dumps({"id": i, **case}, ensure_ascii=False) for i, case in enumerate(cases(34, 700))]
    lines[10:10] = ["", "{bad", "   ", "[2]"]  # blank lines give no result; bad ones an invalid result
    text = "\n".join(lines) + "\n"
    outs = {}
    for jobs in (1, 2, 3):
        out = io.StringIO()
        counts = batch_io(io.StringIO(text), out, jobs=jobs)
        outs[jobs] = (out.getvalue(), counts)
    assert outs[1] == outs[2] == outs[3]
    results, failures = outs[1][1]
    assert results == 702 and 0 < failures < results
    assert [json.loads(line)["id"] for line in outs[1][0].splitlines()][9:13] == ["c9", None, None, "c10"]
    assert main(["batch", "--jobs", "0"]) == 2
    assert "--jobs: 0 workers: give 1 or more" in capsys.readouterr().err


def test_jobs_write_utf8_bytes_to_a_file_and_empty_input(tmp_path: Path) -> None:
    lines = [json.dumps({**case, "id": f"手{i}"}, ensure_ascii=False) for i, case in enumerate(cases(35, 600))]
    text = "\n".join(lines) + "\n"
    written = {}
    for jobs in (1, 2):
        path = tmp_path / f"out{jobs}.jsonl"
        with path.open("w", encoding="utf-8") as out:
            out.write("head\n")  # text written before the run stays first
            assert batch_io(io.StringIO(text), out, jobs=jobs)[0] == 600
        written[jobs] = path.read_bytes()
    assert written[1] == written[2]
    assert written[2].startswith("head\n{\"id\": \"手0\"".encode())
    assert batch_io(io.StringIO(""), io.StringIO(), jobs=2) == (0, 0)


def _stop_at_second_chunk(chunk: Chunk) -> Done:
    if chunk[0] > 1:
        os._exit(3)
    return b"x\n", 1, 0


def test_a_worker_that_stops_gives_a_clear_error() -> None:
    chunks = iter([(1, ["a"]), (2, ["b"]), (3, ["c"])])
    done = run_parallel(chunks, _stop_at_second_chunk, 2)
    if sys.platform == "emscripten":  # WebAssembly has no processes: the caller does the work itself
        assert done is None
        return
    assert done is not None
    assert next(done) == (b"x\n", 1, 0)
    with pytest.raises(AgariError, match="a batch worker process stopped before it answered chunk 2"):
        next(done)


def _slow_first_chunk(chunk: Chunk) -> Done:
    first, lines = chunk
    if first == 1:
        time.sleep(0.5)
    return f"{first} {os.getpid()}\n".encode(), len(lines), 0


def test_a_slow_worker_takes_fewer_chunks_and_the_order_holds() -> None:
    chunks = iter([(1 + 10 * i, ["x"] * 10) for i in range(12)])
    done = run_parallel(chunks, _slow_first_chunk, 2)
    if sys.platform == "emscripten":  # WebAssembly has no processes: the caller does the work itself
        assert done is None
        return
    assert done is not None
    answers = [data.decode().split() for data, count, bad in done]
    assert [int(first) for first, _ in answers] == [1 + 10 * i for i in range(12)]  # input order
    slow = answers[0][1]
    # the worker stuck on chunk 1 holds one more chunk (IN_FLIGHT = 2); the other worker does all the rest
    assert sum(pid == slow for _, pid in answers) <= IN_FLIGHT
    assert len({pid for _, pid in answers}) == 2


def test_pao_and_kita_results_keep_their_fields_in_the_batch() -> None:
    lines = ['{"id": 1, "hand": "11m(111z)(222z)(333z)(444z)", "win": "1m", "pao": "s", "seat": "w"}',
             '{"id": 2, "hand": "111m999p11s(999s)[1111z]", "win": "1s", "rules": "tenhou-sanma", "kita": 1, '
             '"tsumo": true}']
    fast = list(run_batch(lines))
    slow = [json.dumps(batch_result(line, None, n), ensure_ascii=False) for n, line in enumerate(lines, 1)]
    assert fast == slow
    assert '"pao": {"seat": "s", "yakuman": 1, "pays": 16000, "honba": 0}' in fast[0]
    assert '"kita": 1' in fast[1]


def test_a_dict_case_reads_as_any_mapping_does() -> None:
    """``score_case`` reads a plain dict with a quicker check; a mapping of another type takes the field-by-field
    one: both give the same result for usual fields, missing ones, nulls and wrong types."""
    from types import MappingProxyType

    base = {"hand": "123m456p789s11122z", "win": "2z"}
    odd: list[dict[str, Any]] = [
        {}, {"tsumo": None, "round": None, "seat": None, "dora": None, "honba": None, "rules": None, "pao": None},
        {"tsumo": 1}, {"riichi": "yes"}, {"dora": 5}, {"dora": "4m"}, {"ura": ("1m",), "riichi": True},
        {"win": ""}, {"win": " "}, {"win": 5}, {"hand": 7}, {"hand": None}, {"pao": 3}, {"pao": "n"},
        {"rules": 3}, {"rules": {"preset": "majsoul"}}, {"rules": "ema"}, {"seat": "south"}, {"round": 4},
        {"honba": -1}, {"sticks": "2"}, {"kita": 1}, {"id": 9, "op": "score", "expect": {}},
    ]
    for extra in odd:
        case = {**base, **extra}
        assert score_case(case) == score_case(MappingProxyType(case)), case
    for case in cases(34, 200):
        assert score_case(case) == score_case(MappingProxyType(case)), case
