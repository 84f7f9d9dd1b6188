"""Every verified case of tests/cases/*.jsonl, compared per the rule of the cases README."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from agari.riichi.scoring import score_case

CASES = Path(__file__).parent / "cases"
FILES = ("edge.jsonl", "tenhou-sample.jsonl", "majsoul-sample.jsonl")


def _load() -> list[dict[str, Any]]:
    out = []
    for name in FILES:
        for line in (CASES / name).read_text().splitlines():
            if line.strip():
                out.append(json.loads(line))
    return out


ALL = _load()
BY_ID = {c["id"]: c for c in ALL}


def assert_matches(result: dict[str, Any], expect: dict[str, Any]) -> None:
    """The comparison rule: ok and error; for wins han, fu, yakuman, yaku (multiset), points, payments, total."""
    assert result["ok"] == expect["ok"], result.get("detail")
    assert result["error"] == expect["error"], result.get("detail")
    if not expect["ok"]:
        return
    for key in ("han", "fu", "yakuman", "points", "payments"):
        assert result[key] == expect[key], key
    assert Counter(map(tuple, result["yaku"])) == Counter(map(tuple, expect["yaku"]))
    if "total" in expect:
        assert result["total"] == expect["total"]


def test_case_counts() -> None:
    assert len(ALL) == 58 + 500 + 200
    assert len(BY_ID) == len(ALL)


@pytest.mark.parametrize("case", ALL, ids=[c["id"] for c in ALL])
def test_case(case: dict[str, Any]) -> None:
    assert_matches(score_case(case), case["expect"])


def test_id_is_echoed() -> None:
    assert score_case(BY_ID["F01"])["id"] == "F01"


def _variant(case_id: str, **changes: Any) -> dict[str, Any]:
    case = {k: v for k, v in BY_ID[case_id].items() if k not in ("expect", "why", "id")}
    case.update(changes)
    return score_case(case)


def test_f13_with_two_fu_double_wind() -> None:
    r = _variant("F13", rules={"preset": "tenhou", "double_wind_pair_fu": 2})
    assert (r["han"], r["fu"], r["points"]) == (1, 30, 1500)


def test_f13_under_mleague() -> None:
    r = _variant("F13", rules="mleague")
    assert (r["han"], r["fu"], r["points"]) == (1, 30, 1500)


def test_f14_without_rinshan_tsumo_fu() -> None:
    r = _variant("F14", rules={"preset": "tenhou", "rinshan_tsumo_fu": False})
    assert (r["han"], r["fu"], r["points"]) == (1, 30, 1100)
    assert r["payments"] == {"dealer": 500, "non_dealer": 300}


def test_k08_without_stacking() -> None:
    r = _variant("K08", rules={"preset": "tenhou", "yakuman_stacking": False})
    assert (r["yakuman"], r["points"], r["payments"]) == (1, 32000, {"discarder": 32000})
    assert len(r["yaku"]) == 1


@pytest.mark.parametrize("preset", ["wrc", "ema"])
def test_k08_under_presets_without_stacking(preset: str) -> None:
    r = _variant("K08", rules=preset)
    assert (r["yakuman"], r["points"]) == (1, 32000)


def test_k11_with_ryuuiisou_needs_hatsu() -> None:
    r = _variant("K11", rules={"preset": "tenhou", "ryuuiisou_needs_hatsu": True})
    assert r["ok"] is True
    assert r["yakuman"] == 0
    names = {n for n, _ in r["yaku"]}
    assert "ryuuiisou" not in names
    assert {"chinitsu", "menzen_tsumo"} <= names


@pytest.mark.parametrize("variant", ["Y02", "Y03"])
def test_y02_y03_under_wrc_like_mleague(variant: str) -> None:
    r = _variant(variant, rules="wrc")
    assert_matches(r, BY_ID[f"{variant}-mleague"]["expect"])


def test_real_yakuman_beats_kazoe_on_equal_points() -> None:
    # suuankou tanki (dealer tsumo, 48000) vs a 15-han kazoe reading of the same tiles (also 48000)
    r = score_case({"hand": "22233344466m444p", "win": "6m", "tsumo": True, "riichi": True, "round": "s",
                    "seat": "e", "dora": ["7s", "1m", "8s"], "ura": ["2m", "5m", "1m"]})
    assert (r["yakuman"], r["han"], r["fu"], r["yaku"], r["points"]) == (1, None, None, [["suuankou_tanki", 13]], 48000)
    assert r["limit"] == "yakuman"
    kazoe = [x for x in r["readings"] if x["limit"] == "kazoe_yakuman"]
    assert kazoe and kazoe[0]["points"] == 48000 and not kazoe[0]["best"]


def test_inferred_winning_tile() -> None:
    r = score_case({"hand": "234567m234567p22s", "tsumo": True, "seat": "s"})
    assert (r["ok"], r["win_inferred"], r["han"], r["fu"], r["points"]) == (True, True, 3, 20, 2700)
    assert r["win"] in ("2m", "4m", "5m", "7m", "2p", "4p", "5p", "7p")
    # ron: every tile gives round wind 1 han; a 2-fu wait (kanchan, penchan, tanki) makes 50 fu, the
    # ryanmen 1m/4m... readings 40 fu and the ron-completed 1z triplet 40 fu: one of the 50-fu tiles wins
    r = score_case({"hand": "123m456p789s55z111z", "seat": "s"})
    assert (r["ok"], r["win_inferred"]) == (True, True)
    assert (r["yaku"], r["fu"], r["points"]) == ([["round_wind", 1]], 50, 1600)
    assert r["win"] in ("2m", "3m", "5p", "7s", "8s", "5z")


def test_inferred_winning_tile_not_winning() -> None:
    r = score_case({"hand": "1111m2233p4455s66z", "seat": "s"})
    assert (r["ok"], r["error"]) == (False, "not_winning")


def test_every_reading_is_available() -> None:
    # F05: 6p completes 45p (ryanmen, pinfu, 1000) or the 66p pair (tanki, no yaku)
    r = score_case(BY_ID["F05"])
    got = [(x["reading"]["wait"], x["ok"], x["han"], x["fu"], x["points"], x["best"]) for x in r["readings"]]
    assert got == [("ryanmen", True, 1, 30, 1000, True), ("tanki", False, None, 40, 0, False)]
    assert r["reading"]["groups"] == [
        {"kind": "closed_sequence", "tiles": "234m", "open": False},
        {"kind": "closed_sequence", "tiles": "789m", "open": False},
        {"kind": "closed_sequence", "tiles": "123p", "open": False},
        {"kind": "closed_sequence", "tiles": "456p", "open": False},
        {"kind": "pair", "tiles": "66p", "open": False},
    ]
    # F16: 3m as 12-3 penchan or as the 33m pair: both 2 han 40 fu
    r = score_case(BY_ID["F16"])
    assert sorted(x["reading"]["wait"] for x in r["readings"]) == ["penchan", "tanki"]
    assert [x["best"] for x in r["readings"]].count(True) == 1


def test_ron_shanpon_group_shows_as_ron_triplet() -> None:
    r = score_case(BY_ID["F08"])
    kinds = [(g["kind"], g["tiles"], g["open"]) for g in r["reading"]["groups"]]
    assert ("ron_triplet", "222m", True) in kinds
    assert ("closed_triplet", "444p", False) in kinds
    assert r["reading"]["wait"] == "shanpon"
