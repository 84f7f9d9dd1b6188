"""Batch mode: every shared case reproduces its expect, bad lines become error results in order."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest
from helpers import CASES_DIR, SCORING_FILES, describe, load_cases, mismatches

from agari.core.errors import AgariError, RulesError
from agari.frontends.batch import batch_io, batch_result, run_batch


def run_file(name: str, **options: Any) -> list[dict[str, Any]]:
    with open(CASES_DIR / name, encoding="utf-8") as f:
        return [json.loads(line) for line in run_batch(f, **options)]


@pytest.mark.parametrize("name", SCORING_FILES)
def test_scoring_files_reproduce_every_expect(name: str) -> None:
    cases = load_cases(name)
    results = run_file(name)
    assert len(results) == len(cases)
    assert [r["id"] for r in results] == [c["id"] for c in cases]
    failures = [describe(c, d) for c, r in zip(cases, results, strict=True) if (d := mismatches(r, c["expect"]))]
    assert not failures, f"{len(failures)} of {len(cases)} differ:\n" + "\n".join(failures[:20])


def test_shanten_file_with_op_shanten() -> None:
    cases = load_cases("shanten.jsonl")
    results = run_file("shanten.jsonl", op="shanten")
    assert [r["id"] for r in results] == [c["id"] for c in cases]
    failures = []
    for case, result in zip(cases, results, strict=True):
        want = case["expect"]
        got = {key: result.get(key) for key in want}
        if not result["ok"] or result["error"] is not None or got != want:
            failures.append(f"{case['id']} {case['hand']}: got {got}, expected {want}")
    assert not failures, "\n".join(failures[:20])


def test_lines_without_op_are_scoring_cases() -> None:
    lines = [json.dumps({"id": "s", "hand": "123456789m1111z"})]
    (out,) = [json.loads(line) for line in run_batch(lines)]
    assert out["id"] == "s" and out["ok"] is False  # 15 tiles, no kan: not a hand to score
    (out,) = [json.loads(line) for line in run_batch(lines, op="shanten")]
    assert (out["id"], out["ok"], out["shanten"], out["ukeire_count"], out["error"]) == ("s", True, 1, 123, None)


def test_own_op_wins_over_default() -> None:
    lines = [json.dumps({"id": 1, "op": "score", "hand": "234567m234567p22s", "win": "5p", "tsumo": True,
                         "seat": "s"}),
             json.dumps({"id": 2, "op": "shanten", "hand": "123456789m1112z"})]
    out = [json.loads(line) for line in run_batch(lines, op="shanten")]
    assert out[0]["points"] == 2700 and out[0]["han"] == 3 and out[0]["fu"] == 20
    assert out[1]["shanten"] == 0


BAD_LINES = [
    ("not json at all", None, "not valid JSON"),
    ('{"id": "cut", "hand": "123m"', None, "not valid JSON"),
    ("[1, 2]", None, "not an array"),
    ('"a string"', None, "not a string"),
    ("42", None, "not a number"),
    ("null", None, "not null"),
    ('{"id": "n", "score": NaN}', None, "NaN"),
    ('{"id": "op", "op": "dance"}', "op", "unknown op 'dance'"),
    ('{"id": 7, "op": 3}', 7, "unknown op"),
    ('{"id": "x", "hand": "123q"}', "x", ""),
    ('{"id": "w", "hand": "234567m234567p22s", "win": "9m"}', "w", ""),
    ('{"id": "r", "hand": "234567m234567p22s", "win": "5p", "rules": "nope"}', "r", ""),
    ('{"id": "t", "hand": "234567m234567p22s", "win": "5p", "tsumo": "yes"}', "t", ""),
    ('{"id": "o", "hand": "234567m234p22s(567p)", "win": "5p", "riichi": true}', "o", ""),
    ('{"id": "5", "hand": "11111m234p567s22z", "win": "1m"}', "5", ""),
]


def test_bad_lines_become_invalid_results_in_order() -> None:
    good = {"id": "ok", "hand": "234567m234567p22s", "win": "5p", "tsumo": True, "round": "e", "seat": "s"}
    lines = []
    for text, _, _ in BAD_LINES:
        lines += [text, json.dumps(good)]
    out = [json.loads(line) for line in run_batch(lines)]
    assert len(out) == 2 * len(BAD_LINES)
    for k, (text, case_id, words) in enumerate(BAD_LINES):
        bad, after = out[2 * k], out[2 * k + 1]
        assert list(bad)[:4] == ["id", "ok", "error", "detail"], text
        assert bad["id"] == case_id and bad["ok"] is False and bad["error"] == "invalid", (text, bad)
        assert words in bad["detail"], (text, bad)
        assert after["id"] == "ok" and after["ok"] is True and after["points"] == 2700, (text, after)


def test_bad_json_detail_names_the_line() -> None:
    out = [json.loads(line) for line in run_batch(["", '{"id": 1, "op": "meta"}', "{oops"])]
    assert out[1] == {"id": None, "ok": False, "error": "invalid", "detail": out[1]["detail"]}
    assert out[1]["detail"].startswith("line 3: not valid JSON")


def test_blank_lines_are_skipped() -> None:
    lines = ["", "   ", "\n", json.dumps({"id": "a", "op": "shanten", "hand": "123456789m1112z"}), "\t\n"]
    out = [json.loads(line) for line in run_batch(lines)]
    assert [o["id"] for o in out] == ["a"]


def test_id_is_echoed_as_given_and_first() -> None:
    ids: list[Any] = ["A-1", 17, 2.5, None, True, ["x", 1], {"k": "v"}, "日本"]
    lines = [json.dumps({"id": i, "op": "shanten", "hand": "123456789m1112z"}) for i in ids]
    out = [json.loads(line) for line in run_batch(lines)]
    assert [o["id"] for o in out] == ids
    assert all(list(o)[0] == "id" for o in out)
    no_id = json.loads(next(run_batch(['{"op": "shanten", "hand": "123456789m1112z"}'])))
    assert no_id["id"] is None and no_id["shanten"] == 0


def test_reader_fields_are_ignored() -> None:
    case = {"id": "F01", "hand": "234567m234567p22s", "win": "5p", "tsumo": True, "round": "e", "seat": "s",
            "why": "anything", "tags": ["x"], "expect": {"ok": False}}
    (out,) = [json.loads(line) for line in run_batch([json.dumps(case)])]
    assert (out["ok"], out["han"], out["fu"], out["points"]) == (True, 3, 20, 2700)


def test_default_rules_apply_only_where_the_line_has_none() -> None:
    # F13: the double-wind pair is 4 fu under Tenhou (40 fu, 2000), 2 fu under M-League (30 fu, 1500)
    base = {"hand": "456p678s11z(222m)(555z)", "win": "5p", "round": "e", "seat": "e"}
    lines = [json.dumps({"id": 1, **base}), json.dumps({"id": 2, **base, "rules": "tenhou"})]
    tenhou = [json.loads(x) for x in run_batch(lines)]
    mleague = [json.loads(x) for x in run_batch(lines, rules="mleague")]
    assert [(r["fu"], r["points"]) for r in tenhou] == [(40, 2000), (40, 2000)]
    assert [(r["fu"], r["points"]) for r in mleague] == [(30, 1500), (40, 2000)]


def test_default_rules_change_a_result() -> None:
    """K01-style double yakuman under majsoul, single under tenhou."""
    line = json.dumps({"id": "k", "hand": "19m19p19s1234567z1m", "win": "1m", "round": "e", "seat": "s"})
    assert json.loads(next(run_batch([line])))["yakuman"] == 1
    assert json.loads(next(run_batch([line], rules="majsoul")))["yakuman"] == 2


def test_unknown_default_rules_or_op_fail_up_front() -> None:
    with pytest.raises(RulesError):
        run_batch(["{}"], rules="fancy")
    with pytest.raises(AgariError):
        run_batch(["{}"], op="fancy")


def test_batch_io_counts_and_writes_lines() -> None:
    text = "\n".join([
        json.dumps({"id": 1, "hand": "234567m234567p22s", "win": "5p", "tsumo": True}),
        "",
        "garbage",
        json.dumps({"id": 3, "hand": "123m456p789s11223z", "win": "2z"}),  # not a winning hand
    ]) + "\n"
    out = io.StringIO()
    assert batch_io(io.StringIO(text), out) == (3, 2)
    lines = out.getvalue().splitlines()
    assert [json.loads(x)["id"] for x in lines] == [1, None, 3]
    assert json.loads(lines[2])["error"] == "not_winning"


def test_engine_crash_becomes_an_error_line(monkeypatch: pytest.MonkeyPatch) -> None:
    import agari.frontends.batch

    def boom(request: Any) -> dict[str, Any]:
        raise ZeroDivisionError("oops")

    monkeypatch.setattr(agari.frontends.batch, "handle", boom)
    out = batch_result('{"id": "z", "hand": "11m"}')
    assert out["id"] == "z" and out["ok"] is False and out["error"] == "invalid"
    assert "ZeroDivisionError" in out["detail"]
