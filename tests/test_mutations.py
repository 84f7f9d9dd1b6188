"""Requests a few edits away from valid ones, for every game and op: the JSON door and the command line answer
with a result or a clear error that names the bad field, never a crash.

The properties of ``test_properties.py`` draw Riichi cases from scratch; these start from one valid request per
game and op (Riichi, Small, Fujian: score, analyze, shanten, calls, nagashi) and change one to three things at a
time: a field set to an odd value, a character dropped, doubled or swapped in a string, a field removed.  The
seeds are fixed, so a failure names the request that caused it.
"""

from __future__ import annotations

import io
import json
import random
from typing import Any

import pytest

from agari.frontends.cli import main
from agari.frontends.jsonapi import handle

VALID: list[dict[str, Any]] = [
    {"op": "score", "hand": "123m456p789s11122z", "win": "2z", "tsumo": True, "riichi": True, "dora": ["1m"]},
    {"op": "score", "hand": "123m456p99s(789s)(111z)", "win": "9s", "rules": {"preset": "tenhou", "kiriage": True}},
    {"op": "score", "hand": "111m456p789s11122z", "rules": "tenhou-sanma", "kita": 1, "tsumo": True},
    {"op": "score", "hand": "11m22p33s44z55z66z77z", "tsumo": True},
    {"op": "analyze", "hand": "123m456p78s11z", "visible": ["9s"], "discards": ["6s"]},
    {"op": "shanten", "hand": "123m456p78s"},
    {"op": "nagashi", "seat": "s", "honba": 1},
    {"game": "small", "op": "score", "hand": "123m456p789s11s", "tsumo": True},
    {"game": "small", "op": "analyze", "hand": "1357m"},
    {"game": "small", "op": "shanten", "hand": "1357m"},
    {"game": "fujian", "op": "score", "hand": "123m456m789m123p456p55s", "gold": "5s", "bonus": "1z2z7z",
     "tsumo": True},
    {"game": "fujian", "op": "analyze", "hand": "123m456m789m123p45p99s", "gold": "5s", "visible": ["3p"]},
    {"game": "fujian", "op": "shanten", "hand": "147m258p369s147m28p5s5s", "gold": "5s"},
    {"game": "fujian", "op": "calls", "hand": "123m456m789m12p55p99s3s", "gold": "3s", "discard": "3p",
     "from": "left"},
]
"""One valid request per game and op (each answers ``ok``: checked below)."""

ODD_VALUES: list[Any] = [
    None, True, False, 0, -1, 2, 10**20, 1.5, "", " ", "e", "x", "5m", "0m", "8z", "5s5s", "1z2z", "[", "(",
    "123m(", "東", "\x00", [], [None], ["1m", 3], {}, {"preset": "nope"}, {"preset": "tenhou", "kiriage": "yes"},
    "123456789m1234567z", "1m" * 20, "0p0p0p0p", "555m0m", "(123m)", "[1111z]", "(1234m)",
]
FIELDS = [
    "hand", "win", "tsumo", "riichi", "double_riichi", "ippatsu", "round", "seat", "dora", "ura", "haitei",
    "rinshan", "chankan", "tenhou", "chiihou", "renhou", "honba", "sticks", "kita", "pao", "rules", "visible",
    "discards", "gold", "bonus", "streak", "rob_gold", "discard", "from", "op", "game", "id", "lang",
]
NOTATION = "0123456789mpsz()[]{} 東"
ERRORS = {"invalid", "not_winning", "no_yaku"}


def _edit(text: str, rnd: random.Random) -> str:
    """``text`` with one character dropped, inserted, replaced, or its tail repeated."""
    if not text:
        return rnd.choice(NOTATION)
    i = rnd.randrange(len(text))
    how = rnd.randrange(4)
    if how == 0:
        return text[:i] + text[i + 1:]
    if how == 1:
        return text[:i] + rnd.choice(NOTATION) + text[i:]
    if how == 2:
        return text[:i] + rnd.choice(NOTATION) + text[i + 1:]
    return text + text[i:]


def mutated(rnd: random.Random) -> dict[str, Any]:
    """A valid request changed one to three times."""
    request = dict(rnd.choice(VALID))
    for _ in range(rnd.randint(1, 3)):
        roll = rnd.random()
        if roll < 0.4 or not request:
            request[rnd.choice(FIELDS)] = rnd.choice(ODD_VALUES)
            continue
        key = rnd.choice(list(request))
        if roll < 0.8:
            value = request[key]
            request[key] = _edit(value, rnd) if isinstance(value, str) else rnd.choice(ODD_VALUES)
        else:
            del request[key]
    return request


def test_the_valid_requests_answer() -> None:
    answers = [handle(request) for request in VALID]
    assert [a["ok"] for a in answers] == [True] * len(VALID)
    # East's riichi tsumo with 111z (seat and round wind) and 2m for the 1m indicator: 5 han 40 fu, a mangan
    assert [answers[0][k] for k in ("han", "fu", "points")] == [5, 40, 12000]
    assert [answers[3][k] for k in ("han", "fu", "points")] == [3, 25, 4800]  # chiitoitsu tsumo: 1600 all
    assert [name for name, _ in answers[3]["yaku"]] == ["menzen_tsumo", "chiitoitsu"]
    assert answers[5]["shanten"] == 5  # 8 tiles: 9s, a set and a pair still to come, 6 draws
    assert answers[2]["kita"] == 1


@pytest.mark.parametrize("seed", range(4))
def test_edited_requests_get_a_result_or_a_named_error(seed: int) -> None:
    rnd = random.Random(seed)
    outcomes = {"ok": 0, "invalid": 0}
    for _ in range(1500):
        request = mutated(rnd)
        where = json.dumps(request, ensure_ascii=False)
        out = handle(request)
        json.dumps(out)  # the page and the batch write it as it is
        assert isinstance(out["ok"], bool), where
        if "id" in request:
            assert next(iter(out)) == "id" and out["id"] == request["id"], where
        if out["ok"]:
            outcomes["ok"] += 1
            continue
        assert out["error"] in ERRORS, where
        if out["error"] == "invalid":
            outcomes["invalid"] += 1
            assert isinstance(out["detail"], str) and len(out["detail"]) > 10, where
            assert isinstance(out["field"], str) and out["field"], f"no field named: {where} -> {out['detail']}"
            assert out["position"] is None or type(out["position"]) is int, where
    # the edits reach both sides: a crash-free run of only refusals would prove little
    assert outcomes["ok"] > 100 and outcomes["invalid"] > 700, outcomes


def test_an_unknown_op_names_the_op_field() -> None:
    out = handle({"id": 4, "game": "small", "op": "calls", "hand": "1357m"})
    assert out == {"id": 4, "ok": False, "error": "invalid",
                   "detail": "unknown op 'calls'; use one of score, analyze, shanten, meta, drill, review, danger, "
                             "verdict",
                   "field": "op", "position": None}


CLI_VALID = [
    ["123m456p789s11122z", "-t", "-r"],
    ["123m456p789s112z", "--ukeire"],
    ["123m456p789s1122z", "--discards"],
    ["(111m)456m789p123s11z", "-w", "1z"],  # the seed's complete hand without a yaku: exit 1
    ["123m456p789s11122z", "-d", "1m", "--json"],
    ["--game", "fujian", "123m456m789m123p456p55s", "--gold", "5s", "--bonus", "1z2z7z", "-t"],
    ["--game", "fujian", "123m456m789m12p55p99s3s", "--gold", "3s", "--calls", "3p", "--from", "left"],
    ["--game", "small", "123m456p789s11s", "-t"],
    ["--game", "small", "1357m", "--shanten"],
    ["111m456p789s11122z", "--rules", "tenhou-sanma", "--kita", "1", "-t"],
]
CLI_TOKENS = [
    "-t", "-r", "-w", "-d", "--ura", "--json", "--lang", "ja", "xx", "--rules", "mleague", "nope", "--rule",
    "kiriage=yes", "--honba", "-3", "x", "--seat", "q", "--round", "--kita", "--gold", "--bonus", "--streak",
    "--shanten", "--ukeire", "--discards", "--waits", "--visible", "5m", "0z", "(123m", "", "東", "--game", "small",
    "fujian", "mahjong", "--pao", "s",
]


def cli_mutated(rnd: random.Random) -> list[str]:
    args = list(rnd.choice(CLI_VALID))
    for _ in range(rnd.randint(1, 3)):
        how = rnd.randrange(4)
        if how == 0 and args:
            args.pop(rnd.randrange(len(args)))
        elif how == 1:
            args.insert(rnd.randrange(len(args) + 1), rnd.choice(CLI_TOKENS))
        elif how == 2 and args and args[-1] and not args[-1].startswith("-"):
            args[-1] = _edit(args[-1], rnd)
        else:
            args.append(rnd.choice(CLI_TOKENS))
    return args


def test_edited_command_lines_exit_0_1_or_2_with_words(capsys: pytest.CaptureFixture[str],
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    monkeypatch.setenv("NO_COLOR", "1")
    assert [main(args) for args in CLI_VALID] == [0, 0, 0, 1, 0, 0, 0, 0, 0, 0]
    capsys.readouterr()
    rnd = random.Random(11)
    codes = {0: 0, 1: 0, 2: 0}
    for _ in range(500):
        args = cli_mutated(rnd)
        try:
            code = main(args)
        except SystemExit as stop:  # argparse's own refusals (an unknown flag, a flag without its value)
            code = stop.code if isinstance(stop.code, int) else 2
        out, err = capsys.readouterr()
        assert code in codes, args
        codes[code] += 1
        assert "Traceback" not in out + err, args
        if code == 0:
            assert out.strip(), args
        elif code == 1:  # a valid hand that does not win: the message says which
            assert "no yaku" in err or "not complete" in err or "not a winning" in err, (args, err)
        else:
            assert err.strip(), f"exit 2 without a word: {args}"
    assert codes[0] > 30 and codes[2] > 200, codes
