"""Three-player Riichi (sanma): the presets tenhou-sanma and majsoul-sanma, worked out by hand (docs/riichi.md).

Each case says why its numbers are what they are.  The base hand ``11m999m456p789s222z`` is closed with no
yakuhai for East or West seats in an East round: fu on tsumo 20 + 2 + 8 (999m) + 8 (222z) = 38 -> 40, on ron
20 + 10 + 8 + 8 = 46 -> 50.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from agari.frontends.jsonapi import handle
from agari.riichi.points import PAYERS, basic_points, honba_points
from agari.riichi.rules import Rules

BASE = "11m999m456p789s222z"
SANMA = ("tenhou-sanma", "majsoul-sanma")
ROOT = Path(__file__).resolve().parent.parent


def agari(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """The command line of this checkout."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "agari", *args], input=stdin, capture_output=True, text=True,
                          cwd=ROOT, env=env, timeout=120, check=False)


def score(**request: Any) -> dict[str, Any]:
    """A score through the JSON door."""
    return handle({"op": "score", **request})


INVALID: list[dict[str, Any]] = [
    {"why": "2m does not exist with three players; the caret is under the 2 (character 1)",
     "hand": "12m999m456p789s22z", "win": "2z", "field": "hand", "position": 1, "says": "2m in the hand"},
    {"why": "a red five of man is a 5m, which does not exist", "hand": "10m999m456p789s22z", "win": "2z",
     "field": "hand", "position": 1, "says": "5m"},
    {"why": "no chi with three players; the caret is under the meld's bracket", "hand": "11m999m(456p)789s222z",
     "win": "1m", "field": "hand", "position": 7, "says": "no chi"},
    {"why": "a pon of 5m holds a tile that does not exist", "hand": "11m999m(555m)789s222z", "win": "1m",
     "field": "hand", "position": 7, "says": "meld (555m)"},
    {"why": "a dora indicator 7m cannot be shown", "hand": BASE, "win": "1m", "dora": ["7m"], "field": "dora",
     "position": None, "says": "7m (dora indicator 1)"},
    {"why": "an ura indicator 3m cannot be shown", "hand": BASE, "win": "1m", "riichi": True, "ura": ["1p", "3m"],
     "field": "ura", "position": None, "says": "3m (ura indicator 2)"},
    {"why": "no North seat with three players", "hand": BASE, "win": "1m", "seat": "n", "field": "seat",
     "position": None, "says": "no North seat"},
    {"why": "no North round with three players", "hand": BASE, "win": "1m", "round": "n", "field": "round",
     "position": None, "says": "no North seat"},
    {"why": "3 Norths in the hand and 2 kita make 5 Norths", "hand": "11m999m456p789s444z", "win": "1m",
     "kita": 2, "field": "kita", "position": None, "says": "only 4 Norths"},
    {"why": "a kita count is a whole number", "hand": BASE, "win": "1m", "kita": "2", "field": "kita",
     "position": None, "says": "whole number"},
    {"why": "kita cannot be negative", "hand": BASE, "win": "1m", "kita": -1, "field": "kita", "position": None,
     "says": "negative"},
    {"why": "a kita is a call: no tenhou after it", "hand": BASE, "win": "1m", "tsumo": True, "tenhou": True,
     "kita": 1, "field": "tenhou", "position": None, "says": "before any kita"},
]


@pytest.mark.parametrize("preset", SANMA)
@pytest.mark.parametrize("case", INVALID, ids=[c["why"] for c in INVALID])
def test_invalid_input_names_tile_and_place(preset: str, case: dict[str, Any]) -> None:
    request = {k: v for k, v in case.items() if k not in ("why", "field", "position", "says")}
    out = score(rules=preset, **request)
    assert out["ok"] is False and out["error"] == "invalid", case["why"]
    assert out["field"] == case["field"], case["why"]
    assert out["position"] == case["position"], case["why"]
    assert case["says"] in out["detail"], (case["why"], out["detail"])


def test_kita_needs_three_players() -> None:
    out = score(hand=BASE, win="1m", tsumo=True, kita=1, rules="tenhou")
    assert (out["ok"], out["field"]) == (False, "kita")
    assert "only with three players" in out["detail"]


def test_four_player_hand_unchanged_by_sanma_fields() -> None:
    """kita 0 with four players changes nothing; 2m-8m stay legal there."""
    four = score(hand="123m456p789s11122z", win="2z", tsumo=True)
    assert four == score(hand="123m456p789s11122z", win="2z", tsumo=True, kita=0)
    assert (four["points"], four["payments"], "kita" in four) == (7800, {"non_dealer": 2600}, False)


HANDS: list[dict[str, Any]] = [
    {"why": "indicator 1m points at 9m with three players: three dora on 999m; riichi 1 + dora 3 = 4 han 50 fu, "
            "dealer ron 4 han 50 fu = mangan 12000",
     "request": {"hand": BASE, "win": "1m", "riichi": True, "dora": ["1m"]},
     "yaku": [["riichi", 1], ["dora", 3]], "points": 12000, "payments": {"discarder": 12000}},
    {"why": "indicator 9m points at 1m: two dora on the 11m pair; riichi 1 + dora 2 = 3 han 50 fu, "
            "non-dealer ron 50 x 2^5 = 1600 basic x 4 = 6400",
     "request": {"hand": BASE, "win": "1m", "riichi": True, "dora": ["9m"], "seat": "w"},
     "yaku": [["riichi", 1], ["dora", 2]], "points": 6400, "payments": {"discarder": 6400}},
    {"why": "kita alone is no yaku: a complete hand with 2 kita and no yaku does not win",
     "request": {"hand": BASE, "win": "1m", "kita": 2}, "error": "no_yaku"},
    {"why": "each kita is one dora outside the hand: tsumo 1 + kita 2 = 3 han 40 fu = 1280 basic; dealer tsumo "
            "2600 from each of 2 non-dealers (tsumo loss)",
     "request": {"hand": BASE, "win": "1m", "tsumo": True, "kita": 2},
     "yaku": [["menzen_tsumo", 1], ["kita", 2]], "points": 5200, "payments": {"non_dealer": 2600}},
    {"why": "indicator West (3z) points at North: each kita counts once more, as dora: tsumo 1 + dora 2 + kita 2",
     "request": {"hand": BASE, "win": "1m", "tsumo": True, "kita": 2, "dora": ["3z"]},
     "yaku": [["menzen_tsumo", 1], ["dora", 2], ["kita", 2]], "points": 8000, "payments": {"non_dealer": 4000}},
    {"why": "an ura indicator West counts the kita as ura for a riichi winner: riichi 1 + tsumo 1 + ura 1 + kita 1 "
            "= 4 han 40 fu = mangan, 4000 from each of 2",
     "request": {"hand": BASE, "win": "1m", "tsumo": True, "riichi": True, "kita": 1, "ura": ["3z"]},
     "yaku": [["riichi", 1], ["menzen_tsumo", 1], ["ura", 1], ["kita", 1]], "points": 8000,
     "payments": {"non_dealer": 4000}},
    {"why": "kita is not part of the hand, so all simples still holds: tanyao 1 + kita 1 = 2 han; fu 20 + 10 "
            "(closed ron) + 2 (pair wait) = 32 -> 40; non-dealer 40 x 2^4 = 640 x 4 = 2560 -> 2600",
     "request": {"hand": "234p567p234s567s88s", "win": "8s", "kita": 1, "seat": "s"},
     "yaku": [["tanyao", 1], ["kita", 1]], "points": 2600, "payments": {"discarder": 2600}},
    {"why": "a North triplet is a guest wind (no North seat or round): no yakuhai, only 8 fu; "
            "tsumo 1 han 40 fu, dealer 700 x 2",
     "request": {"hand": "11m999m456p789s444z", "win": "1m", "tsumo": True},
     "yaku": [["menzen_tsumo", 1]], "points": 1400, "payments": {"non_dealer": 700}},
    {"why": "a win on the replacement tile after a kita is rinshan, even without a kan",
     "request": {"hand": BASE, "win": "1m", "tsumo": True, "rinshan": True, "kita": 1},
     "yaku": [["menzen_tsumo", 1], ["rinshan", 1], ["kita", 1]], "points": 5200, "payments": {"non_dealer": 2600}},
    {"why": "yakuman count no dora, so no kita either: kokushi, dealer ron 48000",
     "request": {"hand": "19m19p19s12345677z", "win": "1m", "kita": 1, "dora": ["3z"]},
     "yaku": [["kokushi", 13]], "points": 48000, "payments": {"discarder": 48000}},
]


@pytest.mark.parametrize("preset", SANMA)
@pytest.mark.parametrize("case", HANDS, ids=[c["why"][:60] for c in HANDS])
def test_hand(preset: str, case: dict[str, Any]) -> None:
    out = score(rules=preset, **case["request"])
    if "error" in case:
        assert (out["ok"], out["error"]) == (False, case["error"]), case["why"]
        return
    assert out["ok"], (case["why"], out)
    assert out["yaku"] == case["yaku"], case["why"]
    assert (out["points"], out["payments"]) == (case["points"], case["payments"]), case["why"]


def test_kita_value_option() -> None:
    """kita_value 2: each kita is two dora (tsumo 1 + kita 4 = 5 han: mangan, dealer 4000 x 2)."""
    out = score(hand=BASE, win="1m", tsumo=True, kita=2, rules={"preset": "tenhou-sanma", "kita_value": 2})
    assert (out["yaku"], out["points"], out["limit"]) == ([["menzen_tsumo", 1], ["kita", 4]], 8000, "mangan")
    assert out["kita"] == 4


# -- payments of every limit -----------------------------------------------------------------------------
# Requests reaching each limit: (name, han, tsumo request extras, ron request extras); riichi on both.
# tsumo: riichi 1 + menzen tsumo 1; ron: riichi 1.  Indicator 1z points at 2z (3 in 222z), 1m at 9m (3 in 999m),
# 3z at North (each kita once more).
LIMIT_REQUESTS: list[tuple[str, dict[str, Any], dict[str, Any]]] = [
    ("mangan", {"kita": 3}, {"kita": 4}),                                          # 5 han, 5 han
    ("haneman", {"kita": 4}, {"kita": 2, "dora": ["1z"]}),                         # 6, 6
    ("baiman", {"kita": 3, "dora": ["1z"]}, {"kita": 4, "dora": ["1z"]}),          # 8, 8
    ("sanbaiman", {"kita": 3, "dora": ["1z", "1m"]}, {"kita": 4, "dora": ["1z", "1m"]}),  # 11, 11
    ("kazoe_yakuman", {"kita": 4, "dora": ["1z", "3z"]}, {"kita": 4, "dora": ["1z", "3z"], "ura": ["1m"]}),  # 13, 15
]
BASIC = {"mangan": 2000, "haneman": 3000, "baiman": 4000, "sanbaiman": 6000, "kazoe_yakuman": 8000}

# By hand, per limit: dealer ron 6 x basic, non-dealer ron 4 x basic; with tsumo loss a dealer tsumo is 2 x basic
# from each of 2 non-dealers, a non-dealer tsumo 2 x basic from the dealer and basic from the other non-dealer.
EXPECTED_TSUMO_LOSS: dict[str, dict[str, tuple[dict[str, int], int]]] = {
    "mangan": {"dealer_ron": ({"discarder": 12000}, 12000), "ron": ({"discarder": 8000}, 8000),
               "dealer_tsumo": ({"non_dealer": 4000}, 8000),
               "tsumo": ({"dealer": 4000, "non_dealer": 2000}, 6000)},
    "haneman": {"dealer_ron": ({"discarder": 18000}, 18000), "ron": ({"discarder": 12000}, 12000),
                "dealer_tsumo": ({"non_dealer": 6000}, 12000),
                "tsumo": ({"dealer": 6000, "non_dealer": 3000}, 9000)},
    "baiman": {"dealer_ron": ({"discarder": 24000}, 24000), "ron": ({"discarder": 16000}, 16000),
               "dealer_tsumo": ({"non_dealer": 8000}, 16000),
               "tsumo": ({"dealer": 8000, "non_dealer": 4000}, 12000)},
    "sanbaiman": {"dealer_ron": ({"discarder": 36000}, 36000), "ron": ({"discarder": 24000}, 24000),
                  "dealer_tsumo": ({"non_dealer": 12000}, 24000),
                  "tsumo": ({"dealer": 12000, "non_dealer": 6000}, 18000)},
    "kazoe_yakuman": {"dealer_ron": ({"discarder": 48000}, 48000), "ron": ({"discarder": 32000}, 32000),
                      "dealer_tsumo": ({"non_dealer": 16000}, 32000),
                      "tsumo": ({"dealer": 16000, "non_dealer": 8000}, 24000)},
}

# North bisection (tsumo_loss false): the absent North's share (2 x basic from a dealer's view, basic from a
# non-dealer's) is split in half: a dealer tsumo is 3 x basic from each, a non-dealer tsumo 2.5 x basic from the
# dealer and 1.5 x basic from the other non-dealer.  Ron does not change.
EXPECTED_NORTH_SPLIT: dict[str, dict[str, tuple[dict[str, int], int]]] = {
    "mangan": {"dealer_tsumo": ({"non_dealer": 6000}, 12000), "tsumo": ({"dealer": 5000, "non_dealer": 3000}, 8000)},
    "haneman": {"dealer_tsumo": ({"non_dealer": 9000}, 18000),
                "tsumo": ({"dealer": 7500, "non_dealer": 4500}, 12000)},
    "baiman": {"dealer_tsumo": ({"non_dealer": 12000}, 24000),
               "tsumo": ({"dealer": 10000, "non_dealer": 6000}, 16000)},
    "sanbaiman": {"dealer_tsumo": ({"non_dealer": 18000}, 36000),
                  "tsumo": ({"dealer": 15000, "non_dealer": 9000}, 24000)},
    "kazoe_yakuman": {"dealer_tsumo": ({"non_dealer": 24000}, 48000),
                      "tsumo": ({"dealer": 20000, "non_dealer": 12000}, 32000)},
}


def _limit_request(preset: str | dict[str, Any], extras: dict[str, Any], dealer: bool, tsumo: bool) -> dict[str, Any]:
    return {"hand": BASE, "win": "1m", "riichi": True, "tsumo": tsumo, "seat": "e" if dealer else "w",
            "rules": preset, **extras}


@pytest.mark.parametrize("preset", SANMA)
@pytest.mark.parametrize(("limit", "tsumo_extras", "ron_extras"), LIMIT_REQUESTS)
@pytest.mark.parametrize("who", ["dealer_ron", "ron", "dealer_tsumo", "tsumo"])
def test_limit_payments_with_tsumo_loss(preset: str, limit: str, tsumo_extras: dict[str, Any],
                                        ron_extras: dict[str, Any], who: str) -> None:
    tsumo = who.endswith("tsumo")
    out = score(**_limit_request(preset, tsumo_extras if tsumo else ron_extras, who.startswith("dealer"), tsumo))
    assert out["ok"] and out["limit"] == limit, out
    assert (out["payments"], out["points"]) == EXPECTED_TSUMO_LOSS[limit][who]


@pytest.mark.parametrize("preset", SANMA)
@pytest.mark.parametrize(("limit", "tsumo_extras", "ron_extras"), LIMIT_REQUESTS)
@pytest.mark.parametrize("who", ["dealer_ron", "ron", "dealer_tsumo", "tsumo"])
def test_limit_payments_north_split(preset: str, limit: str, tsumo_extras: dict[str, Any],
                                    ron_extras: dict[str, Any], who: str) -> None:
    tsumo = who.endswith("tsumo")
    rules = {"preset": preset, "tsumo_loss": False}
    out = score(**_limit_request(rules, tsumo_extras if tsumo else ron_extras, who.startswith("dealer"), tsumo))
    assert out["ok"] and out["limit"] == limit, out
    expected = EXPECTED_NORTH_SPLIT[limit].get(who) or EXPECTED_TSUMO_LOSS[limit][who]
    assert (out["payments"], out["points"]) == expected


@pytest.mark.parametrize("preset", SANMA)
@pytest.mark.parametrize(("dealer", "tsumo"), [(True, False), (False, False), (True, True), (False, True)])
def test_yakuman_payments(preset: str, dealer: bool, tsumo: bool) -> None:
    """A real yakuman (kokushi on a single wait, 8000 basic) paid like the kazoe yakuman above."""
    out = score(hand="19m19p19s12345677z", win="1m", tsumo=tsumo, seat="e" if dealer else "s", rules=preset)
    who = ("dealer_" if dealer else "") + ("tsumo" if tsumo else "ron")
    assert (out["yakuman"], out["limit"]) == (1, "yakuman")
    assert (out["payments"], out["points"]) == EXPECTED_TSUMO_LOSS["kazoe_yakuman"][who]


def test_north_split_rounds_like_the_published_table() -> None:
    """Below mangan each payment is rounded up to 100 after the split: 1 han 30 fu non-dealer 500/700,
    2 han 20 fu 600/900, 3 han 40 fu 2000/3300, dealer 1 han 30 fu 800 each (the MJ table cited in docs/riichi.md)."""
    split = PAYERS[3, False]
    rules = Rules.preset("tenhou-sanma")
    assert split(basic_points(1, 30, 0, rules)[0], False, True) == ({"dealer": 700, "non_dealer": 500}, 1200)
    assert split(basic_points(2, 20, 0, rules)[0], False, True) == ({"dealer": 900, "non_dealer": 600}, 1500)
    assert split(basic_points(3, 40, 0, rules)[0], False, True) == ({"dealer": 3300, "non_dealer": 2000}, 5300)
    assert split(basic_points(1, 30, 0, rules)[0], True, True) == ({"non_dealer": 800}, 1600)


@pytest.mark.parametrize(
    ("preset", "tsumo", "expected"),
    [
        ("tenhou-sanma", False, 400),   # 200 a honba from the discarder (Tenhou's own sanma logs)
        ("tenhou-sanma", True, 400),    # 100 a honba from each of the two payers
        ("majsoul-sanma", False, 400),  # 200 a honba
        ("majsoul-sanma", True, 400),   # 100 a honba from each of the two payers
        ("tenhou", True, 600),          # four players: 100 from each of three
    ],
)
def test_honba(preset: str, tsumo: bool, expected: int) -> None:
    rules = Rules.preset(preset)
    assert honba_points(rules, tsumo, 2) == expected
    if rules.players == 3:
        out = score(hand=BASE, win="1m", riichi=True, tsumo=tsumo, honba=2, rules=preset)
        assert (out["honba_points"], out["total"]) == (expected, out["points"] + expected)


def test_rule_options_validated() -> None:
    for bad in ({"players": 5}, {"kita_value": -1}, {"honba_tsumo_each": -100}):
        out = score(hand=BASE, win="1m", riichi=True, rules={"preset": "tenhou-sanma", **bad})
        assert (out["ok"], out["field"]) == (False, "rules")
    # 200 a honba is fine with three players (Mahjong Soul), not with four (a third from each of three)
    assert score(hand=BASE, win="1m", riichi=True, rules={"preset": "tenhou", "honba_value": 200})["field"] == "rules"


# -- analysis --------------------------------------------------------------------------------------------


def analyze(**request: Any) -> dict[str, Any]:
    return handle({"op": "analyze", **request})


def test_ukeire_never_lists_missing_tiles() -> None:
    """Kokushi's 13-sided wait is the same with three players (39 tiles); a hand that four players would improve
    with 2m or 3m lists neither with three players, and its count has only real tiles."""
    four = analyze(hand="1m9m1p9p1s9s1234567z")  # 13 tiles, kokushi 13-sided wait
    three = analyze(hand="1m9m1p9p1s9s1234567z", rules="tenhou-sanma")
    assert four["ukeire_count"] == three["ukeire_count"] == 39
    hand = "1m99m123p456p789s1z"  # 1-shanten: with four players 1m would take 2m or 3m
    four = analyze(hand=hand)
    three = analyze(hand=hand, rules="tenhou-sanma")
    assert any(u["tile"] in ("2m", "3m") for u in four["ukeire"])
    assert not any(u["tile"][-1] == "m" and u["tile"] not in ("1m", "9m") for u in three["ukeire"])
    assert three["ukeire_count"] == sum(u["count"] for u in three["ukeire"])


def test_discard_rows_without_missing_tiles() -> None:
    out = analyze(hand="1m99m123p456p789s1z4z", rules="majsoul-sanma")
    for row in out["discards"]:
        assert all(u["tile"] in ("1m", "9m") or not u["tile"].endswith("m") for u in row["ukeire"])
    keys = [(r["shanten"], -r["ukeire_count"], -len(r["ukeire"])) for r in out["discards"]]
    assert keys == sorted(keys)


def test_kita_are_seen_and_waits_score_under_the_preset() -> None:
    """11m999m456p789s44z waits on 1m and 4z (shanpon); 2 Norths held + 1 kita leave 1 North; the tsumo score is
    menzen tsumo 1 + kita 1 = 2 han 40 fu, dealer 1300 from each of two (tsumo loss)."""
    out = analyze(hand="11m999m456p789s44z", rules="tenhou-sanma", kita=1)
    waits = {w["tile"]: w for w in out["waits"]}
    assert set(waits) == {"1m", "4z"}
    assert (waits["4z"]["left"], waits["1m"]["left"]) == (1, 2)
    assert waits["4z"]["tsumo"]["payments"] == {"non_dealer": 1300}
    assert waits["4z"]["tsumo"]["yaku"] == [["menzen_tsumo", 1], ["kita", 1]]
    assert waits["4z"]["ron"]["error"] == "no_yaku"


def test_analysis_refuses_missing_tiles_and_north_seat() -> None:
    bad = analyze(hand="14m99m123p456p789s1z", rules="tenhou-sanma")
    assert (bad["ok"], bad["field"], bad["position"]) == (False, "hand", 1)
    assert analyze(hand=BASE, rules="tenhou-sanma", seat="n")["field"] == "seat"
    assert analyze(hand=BASE, rules="tenhou-sanma", visible=["6m"])["field"] == "visible"
    assert analyze(hand=BASE, rules="tenhou", kita=1)["field"] == "kita"


# -- front ends ------------------------------------------------------------------------------------------


def test_cli_kita_and_preset() -> None:
    proc = agari("11m999m456p789s222z", "-w", "1m", "-t", "--kita", "2", "--seat", "w", "--rules", "tenhou-sanma",
                 "--json")
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    # tsumo 1 + kita 2 = 3 han 40 fu = 1280 basic: 2600 from the dealer, 1300 from the other non-dealer
    assert (out["payments"], out["points"], out["kita"]) == ({"dealer": 2600, "non_dealer": 1300}, 3900, 2)


def test_batch_rules_field() -> None:
    line = json.dumps({"id": 1, "hand": BASE, "win": "1m", "tsumo": True, "kita": 1, "rules": "majsoul-sanma"})
    proc = agari("batch", stdin=line + "\n")
    out = json.loads(proc.stdout.splitlines()[0])
    assert (out["id"], out["rules"], out["points"], out["payments"]) == (1, "majsoul-sanma", 2600,
                                                                          {"non_dealer": 1300})


def test_meta_tells_the_page_which_tiles_exist() -> None:
    m = handle({"op": "meta"})
    presets = {p["name"]: p["options"] for p in m["presets"]}
    assert presets["tenhou-sanma"]["players"] == 3 and presets["majsoul-sanma"]["honba_value"] == 200
    assert m["three_player"] == {"missing_tiles": ["2m", "3m", "4m", "5m", "6m", "7m", "8m"],
                                 "winds": ["e", "s", "w"], "kita_tile": "4z"}


def test_shanten_op_follows_the_rules_field() -> None:
    """The batch/JSON shanten op reads `rules` as analyze does: sanma refuses 2m-8m and counts none among the tiles
    that help (the same tiles and count as analyze's), a bad preset is an error naming the rules field."""
    from agari.frontends.jsonapi import handle

    hand = "19m456p789s1122z"
    three = handle({"op": "shanten", "hand": hand, "rules": "tenhou-sanma"})
    analyzed = handle({"op": "analyze", "hand": hand, "rules": "tenhou-sanma"})
    assert three == {"ok": True, "shanten": 2, "ukeire": ["1m", "9m", "1z", "2z"], "ukeire_count": 10, "error": None}
    assert [u["tile"] for u in analyzed["ukeire"]] == three["ukeire"] and analyzed["ukeire_count"] == 10
    four = handle({"op": "shanten", "hand": hand, "rules": "majsoul"})
    assert four["ukeire"] == ["1m", "2m", "3m", "7m", "8m", "9m", "1z", "2z"] and four["ukeire_count"] == 26
    assert handle({"op": "shanten", "hand": hand}) == four
    bad = handle({"op": "shanten", "hand": "123m456p789s112z", "rules": "majsoul-sanma"})
    assert bad["ok"] is False and bad["field"] == "hand" and bad["position"] == 1 and "2m" in bad["detail"]
    unknown = handle({"op": "shanten", "hand": hand, "rules": "nonsense"})
    assert unknown["ok"] is False and unknown["field"] == "rules" and "nonsense" in unknown["detail"]
