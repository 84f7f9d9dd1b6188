"""Fujian "Gold Rush": the rules page's worked examples (docs/fujian.md) under both presets, each special alone and
stacked, Three Golds, Robbing the Gold, analysis, calls and the front ends (JSON door, batch, CLI)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from agari import fujian
from agari.frontends import batch, cli
from agari.frontends.jsonapi import handle

EX1 = {"game": "fujian", "hand": "123m456m789m123p456p5s5s", "gold": "5s", "bonus": "1z2z7z", "tsumo": True}
"""The rules page's example: self-draw, golden pair, 3 bonus tiles, 2 golds, no kong."""
EX2 = {"game": "fujian", "hand": "123m456m789m123p456p5s5s", "gold": "5s", "bonus": "1z2z", "win": "6p"}
"""Discard win, golden pair, 2 bonus tiles, 2 golds."""
EX3 = {"game": "fujian", "hand": "345s678s111s789s9s5m[2222s]", "gold": "5m", "bonus": "1z", "win": "9s"}
"""Discard win, all bamboo, 1 bonus tile, 1 gold, 1 concealed kong."""


def total(case: dict[str, Any], rules: Any = None, **more: Any) -> int:
    out = handle({**case, **more, **({"rules": rules} if rules is not None else {})})
    assert out["ok"] is True, out
    assert sum(i["points"] for i in out["items"]) == out["total"]
    assert out["payments"] == {"right": out["total"], "across": out["total"], "left": out["total"]}
    return int(out["total"])


def keys(case: dict[str, Any], rules: str) -> list[str]:
    return [i["key"] for i in handle({**case, "rules": rules})["items"]]


# -- the worked examples ------------------------------------------------------------------------------


@pytest.mark.parametrize(("case", "fuzhou", "gold_rush"), [(EX1, 62, 42), (EX2, 60, 35), (EX3, 110, 65)])
def test_worked_examples_under_both_presets(case: dict[str, Any], fuzhou: int, gold_rush: int) -> None:
    """(1+3+2)x2+50 = 62, (1+2+2)x2+50 = 60, (1+1+1+2)x2+100 = 110 on the rules page; the seed: 6x2+30 = 42,
    5+30 = 35 (a discard win, and a special does not double), 5+60 = 65."""
    assert total(case, "fuzhou") == fuzhou
    assert total(case, "gold-rush") == gold_rush
    assert total(case) == gold_rush  # gold-rush is the default


def test_example_one_breakdown() -> None:
    out = handle(EX1)
    assert [(i["key"], i["points"]) for i in out["items"]] == [
        ("base", 1), ("bonus_tile", 1), ("bonus_tile", 1), ("bonus_tile", 1), ("gold", 1), ("gold", 1),
        ("double", 6), ("golden_pair", 30)]
    assert out["items"][1]["tile"] == "1z" and out["items"][6]["why"] == ["self_draw"]
    assert out["reading"] == {"three_golds": False, "standard": True, "sets": ["123m", "456m", "789m", "123p", "456p"],
                              "pair": "{5}{5}s", "golds": ["5s", "5s"], "golden_pair": True, "one_suit": None}
    assert out["received"] == 126 and out["doubled_by"] == ["self_draw"] and out["hand"] == "123456789m123456p55s"


def test_example_three_reads_the_gold_in_the_suit() -> None:
    out = handle({**EX3, "rules": "fuzhou"})
    assert out["reading"]["sets"] == ["111s", "345s", "678s", "{6}78s", "[2222s]"]
    assert out["reading"]["pair"] == "99s" and out["reading"]["golds"] == ["6s"]
    assert out["reading"]["one_suit"] == "s"
    assert [(i["key"], i["points"]) for i in out["items"]] == [
        ("base", 1), ("bonus_tile", 1), ("gold", 1), ("concealed_kong", 2), ("double", 5), ("all_one_suit", 100)]
    assert out["items"][4]["why"] == ["special"]


# -- each special alone and stacked -------------------------------------------------------------------

THREE = {"game": "fujian", "hand": "147m258p369s147m25p5s5s5s", "gold": "5s", "bonus": "1z"}
"""Three Golds with a rest that is nothing at all."""
PLAIN = {"game": "fujian", "hand": "123m456m789m123p456p99s", "gold": "5s"}
"""No gold, no bonus tile, no kong."""
ROB = {"game": "fujian", "hand": "123m456m789m123p45p99s5s", "gold": "5s", "bonus": "1z", "win": "5s",
       "rob_gold": True}
STACK = {"game": "fujian", "hand": "123s456s789s123s99s5m5m5m", "gold": "5m"}
"""Three Golds, a golden pair and all one suit at once (and no bonus, no kong)."""


def test_three_golds_alone_with_an_incomplete_rest() -> None:
    assert total(THREE, "gold-rush") == (1 + 1 + 3) * 2 + 20
    assert total(THREE, "fuzhou") == (1 + 1 + 3) * 2 + 30
    out = handle(THREE)
    assert out["reading"]["three_golds"] is True and out["reading"]["standard"] is False
    assert out["reading"]["sets"] == [] and out["reading"]["pair"] is None
    assert out["tsumo"] is True and out["doubled_by"] == ["three_golds"]  # counts as self-drawn
    assert fujian.shanten("147m258p369s147m25p5s5s5s", gold="5s") == -1


def test_no_bonus_no_kong_alone() -> None:
    assert total(PLAIN, "fuzhou") == 1 * 2 + 15  # a special alone doubles on the rules page
    assert total(PLAIN, "gold-rush") == 1  # not played by the seed
    assert total(PLAIN, "fuzhou", tsumo=True) == 2 + 15
    assert keys(PLAIN, "fuzhou") == ["base", "double", "no_bonus_no_kong"]


def test_golden_pair_alone() -> None:
    case = {**EX2, "bonus": "3z"}
    assert keys(case, "gold-rush") == ["base", "bonus_tile", "gold", "gold", "golden_pair"]
    assert total(case, "gold-rush") == 4 + 30
    assert total(case, "fuzhou") == 4 * 2 + 50


def test_all_one_suit_alone_and_an_exposed_kong() -> None:
    case = {"game": "fujian", "hand": "123p123p456p777p11p(9999p)", "gold": "5s", "bonus": "4z4z"}
    assert keys(case, "gold-rush") == ["base", "bonus_tile", "bonus_tile", "exposed_kong", "all_one_suit"]
    assert total(case, "gold-rush") == 4 + 60
    assert total(case, "fuzhou") == 4 * 2 + 100
    assert total(case, "fuzhou", tsumo=True) == 4 * 2 + 100  # doubled once, not twice


def test_robbing_the_gold() -> None:
    assert total(ROB, "fuzhou") == (1 + 1 + 1) * 2 + 30
    out = handle({**ROB, "rules": "fuzhou"})
    assert out["doubled_by"] == ["robbing_the_gold", "special"] and out["tsumo"] is True
    assert out["reading"]["pair"] == "99s" and out["reading"]["golds"] == ["3p"]  # 3p or 6p: worth the same
    refused = handle(ROB)
    assert refused["ok"] is False and refused["field"] == "rob_gold"
    assert refused["detail"] == ("Robbing the Gold is not played under gold-rush; use --rules fuzhou or "
                                 "--rule robbing_the_gold=30")
    assert total(ROB, {"preset": "gold-rush", "robbing_the_gold": 30}) == 3 * 2 + 30
    assert total({**ROB, "win": None}, "fuzhou") == 36  # the revealed gold is the default winning tile
    assert handle({**ROB, "win": None, "rules": "fuzhou"})["win"] == "5s"
    wrong = handle({**ROB, "win": "9s", "rules": "fuzhou"})
    assert wrong["detail"] == "Robbing the Gold wins on the revealed gold 5s, not 9s"


def test_specials_stacked() -> None:
    assert total(STACK, "gold-rush") == (1 + 3) * 2 + 20 + 30 + 60
    assert total(STACK, "fuzhou") == (1 + 3) * 2 + 30 + 50 + 100 + 15
    out = handle({**STACK, "rules": "fuzhou"})
    assert [i["key"] for i in out["items"]][-4:] == ["three_golds", "golden_pair", "all_one_suit", "no_bonus_no_kong"]
    assert out["reading"]["one_suit"] == "s" and out["reading"]["pair"] == "{5}{5}s"
    assert out["reading"]["sets"] == ["123s", "123s", "{3}45s", "678s", "999s"]
    assert out["reading"]["golds"] == ["3s", "5s", "5s"]  # the gold type 5m stands in the bamboo suit


def test_dealer_streak() -> None:
    assert total(EX1, "fuzhou", streak=3) == (1 + 3 + 2 + 3) * 2 + 50
    out = handle({**EX1, "streak": 3})
    assert out["ok"] is False and out["field"] == "streak"
    assert total(EX1, {"preset": "gold-rush", "dealer_streak": True}, streak=2) == (6 + 2) * 2 + 30


def test_every_option_is_settable_alone() -> None:
    assert total(EX1, {"preset": "fuzhou", "golden_pair": 0}) == 12 + 0 + 0
    assert total(EX1, {"preset": "gold-rush", "bonus_tile": 2, "gold": 3}) == (1 + 6 + 6) * 2 + 30
    assert total(EX2, {"preset": "gold-rush", "special_doubles": True}) == 5 * 2 + 30
    assert total(EX3, {"preset": "gold-rush", "concealed_kong": 5}) == 1 + 1 + 1 + 5 + 60
    bad = handle({**EX1, "rules": {"preset": "fuzhou", "golden_pair": "lots"}})
    assert bad["detail"] == "rule option 'golden_pair' must be a whole number of points >= 0, not 'lots'"
    assert handle({**EX1, "rules": "tenhou"})["detail"] == (
        "unknown rule preset 'tenhou' for fujian; choose one of gold-rush, fuzhou")


def test_not_winning() -> None:
    out = handle({**PLAIN, "hand": "123m456m789m123p456p19s"})
    assert out == {"ok": False, "error": "not_winning", "detail":
                   "not a winning hand: it is neither 5 sets + a pair (golds wild) nor Three Golds",
                   "field": "hand", "position": None, "game": "fujian", "hand": "123456789m123456p19s", "shanten": 0}


def test_the_reading_reports_what_each_gold_stood_for() -> None:
    out = handle({"game": "fujian", "hand": "123m456m789m123p46s99s5s", "gold": "5s"})
    assert out["reading"]["sets"] == ["123m", "456m", "789m", "123p", "4{5}6s"] and out["reading"]["golds"] == ["5s"]
    assert out["reading"]["pair"] == "99s"
    out = handle({"game": "fujian", "hand": "123m456m789m123p4s6s5s5s9s", "gold": "5s"})
    assert out["reading"]["sets"][-1] == "4{5}6s" and out["reading"]["pair"] == "9{9}s"
    assert out["reading"]["golds"] == ["5s", "9s"] and out["reading"]["golden_pair"] is False
    # two golds: read as the pair (worth more) rather than as a pung with 4s... 6s
    out = handle({"game": "fujian", "hand": "123m456m789m123p456s5p5p", "gold": "5p", "tsumo": True})
    assert out["reading"]["golden_pair"] is True and out["total"] == (1 + 2) * 2 + 30


# -- analysis and calls -------------------------------------------------------------------------------


def test_analysis_of_a_ready_hand() -> None:
    out = handle({"game": "fujian", "op": "analyze", "hand": "123m456m789m123p45p99s", "gold": "5s",
                  "visible": "3p3p6p"})
    assert out["shanten"] == 0 and out["tiles"] == 16 and out["complete"] is False and out["discards"] is None
    assert [(w["tile"], w["left"], w["ron"]["total"], w["tsumo"]["total"]) for w in out["waits"]] == [
        ("3p", 1, 1, 2), ("6p", 3, 1, 2), ("5s", 3, 2, 4)]
    assert out["ukeire"] == [{"tile": "3p", "count": 1}, {"tile": "6p", "count": 3}, {"tile": "5s", "count": 3}]
    assert out["ukeire_count"] == 7
    bad = handle({"game": "fujian", "op": "analyze", "hand": "123m456m789m123p45p99s", "gold": "5s", "visible": "5z"})
    assert bad["detail"] == "visible: 5z is not a Fujian tile (no white or green dragon)" and bad["field"] == "visible"
    seen = handle({"game": "fujian", "op": "analyze", "hand": "123m456m789m123p45p99s", "gold": "5s",
                   "visible": "3p3p3p3p"})
    assert seen["detail"] == "3p is seen 5 times (hand, melds and visible); there are only 4"


def test_analysis_of_a_17_tile_hand_and_shanten_op() -> None:
    out = handle({"game": "fujian", "op": "analyze", "hand": "123m456m789m123p45p19s5s", "gold": "5s"})
    assert out["shanten"] == 0 and out["ukeire"] is None and out["waits"] is None
    best = out["discards"][0]
    assert best["shanten"] == 0 and best["discard"] in ("1s", "9s")
    assert {d["discard"]: d["shanten"] for d in out["discards"]}["5s"] == 1
    sh = handle({"game": "fujian", "op": "shanten", "hand": "123m456m789m123p45p19s5s", "gold": "5s"})
    assert sh == {"ok": True, "error": None, "game": "fujian", "hand": "123456789m12345p159s", "shanten": 0}


def test_two_golds_make_a_hand_ready_for_three_golds() -> None:
    # nothing fits, but a third gold wins: shanten 0, the gold the only winning tile, by self-draw or discard
    out = handle({"game": "fujian", "op": "analyze", "hand": "147m258p369s147m28p5s5s", "gold": "5s"})
    assert out["shanten"] == 0 and [w["tile"] for w in out["waits"]] == ["5s"]
    assert out["waits"][0]["left"] == 1 and out["waits"][0]["tsumo"]["total"] == (1 + 3) * 2 + 20


def test_calls() -> None:
    base = {"game": "fujian", "op": "calls", "hand": "123m456m789m12p55p99s3s", "gold": "3s"}
    out = handle({**base, "discard": "3p", "from": "left"})
    assert [c["call"] for c in out["calls"]] == ["win", "chow"] and out["calls"][1]["meld"] == "(123p)"
    assert out["calls"][0]["score"]["total"] == 2
    assert [c["call"] for c in handle({**base, "discard": "3p", "from": "across"})["calls"]] == ["win"]
    assert [c.get("meld") for c in handle({**base, "discard": "5p", "from": "right"})["calls"]] == [None, "(555p)"]
    assert [c.get("meld") for c in handle({**base, "discard": "7m", "from": "left"})["calls"]] == [
        "(567m)", "(678m)", "(789m)"]
    # a discarded gold is never called for a meld; 3s is the gold here
    assert handle({**base, "hand": "123m456m789m12p55p2s4s9s", "discard": "3s", "from": "left"})["calls"] == []
    # golds in hand are never used: 3s3s (golds) cannot pung a 3s, and 2s + gold cannot chow
    kong = handle({**base, "hand": "123m456m789m111p55p9s3s", "discard": "1p", "from": "right"})
    assert [c["call"] for c in kong["calls"]] == ["kong", "pung"] and kong["calls"][0]["meld"] == "(1111p)"
    bad = handle({**base, "discard": "3p", "from": "behind"})
    assert bad["field"] == "from" and bad["detail"] == (
        "from must be one of left, right, across (the discarder's seat relative to you), not 'behind'")
    assert handle({**base, "discard": "1z", "from": "left"})["detail"] == (
        "1z is never discarded: only suit tiles 1-9 m, p, s are played")


# -- validation: each error with its message ----------------------------------------------------------

ERRORS: list[tuple[dict[str, Any], dict[str, Any]]] = [
    ({"hand": "123m456m789m123p456p5s1z"},
     {"detail": "bonus tile 1z at position 22 is set aside, never held: give it in bonus", "field": "hand",
      "position": 22}),
    ({"hand": "123m456m789m123p456p5s5z"},
     {"detail": "5z at position 22: Fujian has no white or green dragon", "field": "hand", "position": 22}),
    ({"hand": "123m406m789m123p456p5s5s"},
     {"detail": "red five 0m at position 5: Fujian has no red fives (write 5m)", "field": "hand", "position": 5}),
    ({"hand": "111m11m456m123p456p5s5s"},
     {"detail": "a 5th 1m; there are 4 of each tile (position 5)", "field": "hand", "position": 5}),
    ({"hand": "123m456m789m12p456p5s5s5s5s"},
     {"detail": "a 4th 5s: it is the gold type and one gold is face up, so the hand holds at most 3 (position 25)",
      "field": "hand", "position": 25}),
    ({"hand": "123m456m789m12p5s5s(555s)"},
     {"detail": "the meld at position 20 holds a gold (5s); golds are never used to call", "field": "hand",
      "position": 20}),
    ({"hand": "123m456m789m12p5s5s(12m3p)"},
     {"detail": "meld '(12m3p)' at position 19 mixes suits", "field": "hand", "position": 19}),
    ({"hand": "123m456m789m123p456p5s"},
     {"detail": "the hand has 16 tiles (a meld counts 3, a kong too); a Fujian hand here has 17 (16 in hand + 1 "
      "drawn, +1 per kong)", "field": "hand", "position": None}),
    ({"bonus": "1111222233334444777z77z"},
     {"detail": "21 bonus tiles; there are only 20 (4 each of 1z 2z 3z 4z 7z)", "field": "bonus", "position": None}),
    ({"bonus": "11111z"},
     {"detail": "a 5th 1z at position 4 among the bonus tiles; there are 4 of each", "field": "bonus",
      "position": 4}),
    ({"bonus": "1z5z"},
     {"detail": "5z at position 2 is not a bonus tile; bonus tiles are the winds 1z-4z and the red dragon 7z",
      "field": "bonus", "position": 2}),
    ({"gold": None},
     {"detail": "the gold tile type is required (e.g. gold=5s): every Fujian hand has one", "field": "gold",
      "position": None}),
    ({"gold": "1z"},
     {"detail": "the gold must be a suit tile (1-9 m, p or s), not 1z", "field": "gold", "position": 0}),
    ({"gold": "0s"},
     {"detail": "Fujian has no red fives: write the gold as 5m, 5p or 5s", "field": "gold", "position": 0}),
    ({"win": "7s"},
     {"detail": "the winning tile 7s is not among the concealed tiles of the hand", "field": "win",
      "position": None}),
    ({"tsumo": "yes"}, {"detail": "tsumo must be true or false, not 'yes'", "field": "tsumo", "position": None}),
    ({"streak": -1},
     {"detail": "streak (the dealer streak) must be a whole number >= 0, not -1", "field": "streak",
      "position": None}),
    ({"hand": "123x"}, {"detail": "unknown character 'x' at position 3", "field": "hand", "position": 3}),
]


@pytest.mark.parametrize(("change", "expect"), ERRORS)
def test_each_validation_error(change: dict[str, Any], expect: dict[str, Any]) -> None:
    case = {**EX1, **change}
    assert handle(case) == {"ok": False, "error": "invalid", **expect}


# -- front ends ---------------------------------------------------------------------------------------


def test_python_api() -> None:
    s = fujian.score("123m456m789m123p456p5s5s", gold="5s", bonus="1z2z7z", tsumo=True, rules="fuzhou")
    assert s.total == 62 and s.reading.golden_pair and s.payments["left"] == 62
    assert fujian.shanten("123m456m789m123p456p5s", gold="5s") == 0


def test_batch_lines() -> None:
    lines = [json.dumps({"id": 1, **EX1}), json.dumps({"id": 2, **EX1, "rules": "fuzhou"}),
             json.dumps({"id": 3, "hand": "123m456m789m123p456p5s5s", "gold": "5s", "tsumo": True})]
    out = [json.loads(line) for line in batch.run_batch(lines)]
    assert [o["total"] for o in out[:2]] == [42, 62]
    assert out[2]["ok"] is False  # without "game": a Riichi case, which this is not
    out = [json.loads(line) for line in batch.run_batch(lines[2:], game_name="fujian")]
    assert out[0]["id"] == 3 and out[0]["total"] == (1 + 2) * 2 + 30


def test_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--game", "fujian", "123m456m789m123p456p55s", "--gold", "5s", "--bonus", "1z2z7z", "-t"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "123456789m123456p55s  gold 5s  bonus 1z 2z 7z  (gold-rush)"
    assert out[-1] == "Total 42: each loser pays 42 (received 126)"
    assert cli.main(["--game", "fujian", "123m456m789m123p456p55s", "--gold", "5s", "--rules", "fuzhou",
                     "--rule", "golden_pair=40", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["total"] == 3 * 2 + 40 + 15
    assert cli.main(["--game", "fujian", "123m456m789m12p55p99s3s", "--gold", "3s", "--calls", "3p",
                     "--from", "left"]) == 0
    assert capsys.readouterr().out.splitlines() == ["123456789m1255p399s + 3p (left)", "  Win 2", "  Chow (123p)"]
    assert cli.main(["--game", "fujian", "123m456m789m123p456p5s", "--gold", "5s", "--shanten", "--lang", "ja"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "123456789m123456p5s  向聴数 0"
    assert cli.main(["--game", "fujian", "123m456m789m123p456p5s", "--gold", "5s", "--calls", "3p",
                     "--waits"]) == 2
    assert "ask different things" in capsys.readouterr().err
    assert cli.main(["--game", "fujian", "123m456m789m123p456p19s", "--gold", "5s"]) == 1
    assert capsys.readouterr().err.startswith("agari: not a winning hand")


def test_meta() -> None:
    m = handle({"op": "meta", "game": "fujian"})
    assert [p["name"] for p in m["presets"]] == ["gold-rush", "fuzhou"] and m["default_preset"] == "gold-rush"
    assert m["presets"][1]["options"]["golden_pair"] == 50
    assert {o["name"] for o in m["options"]} >= {"three_golds", "golden_pair", "all_one_suit", "no_bonus_no_kong",
                                                  "robbing_the_gold", "special_doubles", "dealer_streak"}
    assert m["names"]["en"]["golden_pair"] == "Golden Pair" and m["names"]["ja"]["three_golds"] == "三金倒"
    assert m["names"]["ja"]["left"] == "上家" and m["names"]["en"]["chow"] == "Chow"
    entry = next(g for g in m["games"] if g["name"] == "fujian")
    assert entry["hand_sizes"] == [17] and {f["name"] for f in entry["fields"]} >= {"gold", "bonus", "discard"}
