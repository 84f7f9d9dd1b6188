"""Discard tables, scored waits and the analyze / shanten JSON operations."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from agari.analysis.discards import discard_table_counts, discards
from agari.analysis.ukeire import ukeire
from agari.core.errors import AgariError
from agari.core.notation import Hand
from agari.core.shanten import shanten
from agari.frontends.jsonapi import handle
from agari.riichi.scoring import score
from agari.riichi.tenpai import waits

CASES = [json.loads(line) for line in (Path(__file__).parent / "cases" / "shanten.jsonl").read_text().splitlines()
         if line.strip()]


# -- batch shanten lines ----------------------------------------------------------------------------


def test_shanten_case_lines_reproduce_the_file() -> None:
    for case in CASES:
        out = handle({"op": "shanten", "id": case["id"], "hand": case["hand"]})
        expect = case["expect"]
        assert out["id"] == case["id"]
        assert out["ok"] is True and out["error"] is None
        assert out["shanten"] == expect["shanten"]
        if "ukeire" in expect:
            assert out["ukeire"] == expect["ukeire"]
            assert out["ukeire_count"] == expect["ukeire_count"]
        else:
            assert "ukeire" not in out


@pytest.mark.parametrize("hand", ["123m456p789s11z4", "123456789m11111z", "123m456p789s123456z", "",
                                  "(123m)(456m)(789m)(111z)"])
def test_shanten_case_malformed(hand: str) -> None:
    out = handle({"op": "shanten", "id": "bad", "hand": hand})
    assert out["id"] == "bad"
    assert out["ok"] is False
    assert out["error"] == "invalid"
    assert isinstance(out["detail"], str) and out["detail"]


def test_shanten_case_not_a_string() -> None:
    out = handle({"op": "shanten", "id": 3, "hand": 12})
    assert (out["ok"], out["error"], out["field"]) == (False, "invalid", "hand")


# -- discard tables ---------------------------------------------------------------------------------


def test_discard_table_of_a_complete_hand() -> None:
    rows = discards("123m456p789s11223z")
    assert [(str(r.tile), r.shanten, r.total) for r in rows[:2]] == [("3z", 0, 4), ("1m", 1, 12)]
    assert [(str(t), n) for t, n in rows[0].ukeire] == [("1z", 2), ("2z", 2)]
    out = handle({"op": "analyze", "hand": "123m456p789s11222z"})
    assert out["complete"] is True and out["shanten"] == -1
    assert out["discards"][0]["shanten"] == 0
    assert out["ukeire"] is None and out["waits"] is None


def test_discard_rows_agree_with_the_hand_left() -> None:
    rnd = random.Random(4)
    wall = [t for t in range(34) for _ in range(4)]
    from agari.core.tile import Tile

    for _ in range(150):
        tiles = sorted(Tile(t) for t in rnd.sample(wall, 14))
        hand = Hand(tuple(tiles))
        rows = discards(hand)
        assert len(rows) == len(set(tiles))
        keys = [(r.shanten, -r.total) for r in rows]
        assert keys == sorted(keys)
        for r in rows:
            rest = list(tiles)
            rest.remove(r.tile)
            uk = ukeire(Hand(tuple(rest)))
            assert r.shanten == uk.shanten.shanten
            assert r.ukeire == uk.tiles and r.total == uk.total
        assert min(r.shanten for r in rows) == max(0, shanten(hand).shanten)


def test_discard_table_with_melds_and_red_fives() -> None:
    rows = discards("0556m23p78s(111z)(999p)")
    assert [str(r.tile) for r in rows].count("5m") == 1
    assert [str(r.tile) for r in rows].count("0m") == 1
    five = next(r for r in rows if str(r.tile) == "5m")
    red = next(r for r in rows if str(r.tile) == "0m")
    assert (five.shanten, five.ukeire) == (red.shanten, red.ukeire)
    assert rows.index(five) < rows.index(red)  # keep the red five
    assert (str(rows[0].tile), rows[0].shanten, rows[0].total) == ("6m", 1, 28)


def test_discard_table_counts_path() -> None:
    from agari.core.shanten import hand_counts

    counts = hand_counts("123m456p789s11223z").counts
    table = {t: (s, types) for t, s, types in discard_table_counts(counts)}
    assert table[29] == (0, [27, 28])
    assert counts == hand_counts("123m456p789s11223z").counts


def test_discards_needs_3n_plus_2() -> None:
    with pytest.raises(AgariError):
        discards("123m456p789s1122z")


# -- waits with scores --------------------------------------------------------------------------------


def test_waits_carry_ron_and_tsumo_scores() -> None:
    ws = waits("123m456p789s1122z", riichi=True, dora=["1z"], round="e", seat="s")
    assert [(str(w.tile), w.left, w.furiten) for w in ws] == [("1z", 1, False), ("2z", 2, False)]
    for w in ws:
        for tsumo, got in ((False, w.ron), (True, w.tsumo)):
            ref = score("123m456p789s1122z" + str(w.tile), win=str(w.tile), tsumo=tsumo, riichi=True, dora=["1z"],
                        round="e", seat="s")
            assert got["ok"] is True
            assert (got["han"], got["fu"], got["points"]) == (ref.han, ref.fu, ref.points)
    assert ws[0].ron["yaku"][0] == ["riichi", 1]


def test_furiten_blocks_ron_only() -> None:
    ws = waits("23m456p789s11z(789m)", discards=["1m"])
    assert [str(w.tile) for w in ws] == ["1m", "4m"]
    assert all(w.furiten for w in ws)
    assert all(w.ron["ok"] is False and w.ron["error"] == "furiten" for w in ws)
    assert [w.tsumo["error"] for w in ws] == ["no_yaku", "no_yaku"]  # open, no yaku even on tsumo
    assert [w.left for w in ws] == [3, 4]  # the discarded 1m is seen


def test_no_yaku_on_ron() -> None:
    ws = waits("23m456p789s11z(789m)")
    assert [(str(w.tile), w.ron["ok"], w.ron["error"]) for w in ws] == [("1m", False, "no_yaku"),
                                                                        ("4m", False, "no_yaku")]


def test_no_waits_when_not_tenpai_and_blocked_wait() -> None:
    assert waits("123456789m1111z") == []
    assert waits("4p(444p)(567m)(333p)(888s)") == []


# -- analyze --------------------------------------------------------------------------------------------


def test_analyze_tenpai_hand() -> None:
    out = handle({"op": "analyze", "hand": "123m456p789s1122z", "riichi": True, "dora": ["1z"]})
    assert out["ok"] is True
    assert (out["tiles"], out["shanten"], out["form"]) == (13, 0, "standard")
    assert out["forms"] == {"standard": 0, "chiitoitsu": 4, "kokushi": 8}
    assert out["ukeire"] == [{"tile": "1z", "count": 1}, {"tile": "2z", "count": 2}]
    assert out["ukeire_count"] == 3
    assert out["discards"] is None and out["complete"] is False
    assert [w["tile"] for w in out["waits"]] == ["1z", "2z"]
    assert out["waits"][0]["ron"]["points"] == 12000  # dealer: riichi, double east, two dora: mangan
    json.dumps(out)


def test_analyze_forms_with_melds_are_null() -> None:
    out = handle({"op": "analyze", "hand": "1m(123p)(456p)(789p)(111z)"})
    assert out["forms"] == {"standard": 0, "chiitoitsu": None, "kokushi": None}
    assert [(w["tile"], w["left"]) for w in out["waits"]] == [("1m", 3)]


def test_analyze_counts_visible_and_own_discards() -> None:
    out = handle({"op": "analyze", "hand": "123m456p789s1122z", "visible": ["1z"], "discards": "2z"})
    assert out["ukeire"] == [{"tile": "1z", "count": 1}, {"tile": "2z", "count": 1}]
    assert all(w["furiten"] for w in out["waits"])


def test_analyze_one_shanten_has_no_waits() -> None:
    out = handle({"op": "analyze", "hand": "244m567p1345699s"})
    assert out["shanten"] == 1 and out["waits"] == []
    assert [u["tile"] for u in out["ukeire"]] == ["3m", "4m", "2s", "9s"]


@pytest.mark.parametrize(
    ("request_", "field"),
    [
        ({"op": "analyze", "hand": "123m456p789s11z4"}, "hand"),
        ({"op": "analyze", "hand": "123456789m11111z"}, "hand"),
        ({"op": "analyze", "hand": "123m456p789s1122z", "visible": "1111z"}, "visible"),
        ({"op": "analyze", "hand": "123m456p789s1122z", "visible": 5}, "visible"),
        ({"op": "analyze", "hand": "123m456p789s1122z", "round": "x"}, "round"),
        ({"op": "analyze"}, "hand"),
    ],
)
def test_analyze_invalid(request_: dict, field: str) -> None:
    out = handle(request_)
    assert out["ok"] is False and out["error"] == "invalid"
    assert out["field"] == field


def test_fast_discard_table_matches_row_by_row() -> None:
    from agari.analysis.discards import closed_rows

    rnd = random.Random(12)
    wall = [t for t in range(34) for _ in range(4)]
    yao = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33]
    hands = []
    for _ in range(400):
        counts = [0] * 34
        for t in rnd.sample(wall, 14):
            counts[t] += 1
        hands.append(counts)
    for _ in range(200):  # near seven pairs and near kokushi, where those forms decide
        counts = [0] * 34
        for t in rnd.sample(range(34), 7):
            counts[t] = 2
        counts[rnd.randrange(34)] += 1
        counts[rnd.choice([t for t in range(34) if counts[t]])] -= 1
        hands.append(counts)
        counts = [0] * 34
        for t in rnd.sample(yao, rnd.randint(9, 13)):
            counts[t] += 1
        while sum(counts) < 14:
            counts[rnd.randrange(34)] += 1
        hands.append(counts)
    for counts in hands:
        if max(counts) > 4:
            continue
        rows = closed_rows(list(counts), frozenset(), [0] * 34)
        fast = sorted((r.tile.index, r.shanten, [t.index for t, _ in r.ukeire]) for r in rows)
        assert fast == discard_table_counts(list(counts)), counts
        for r in rows:  # copies left: 4 - held after the discard
            assert all(n == 4 - counts[t.index] + (t.index == r.tile.index) for t, n in r.ukeire), counts


def test_waits_of_an_open_hand_with_scores() -> None:
    out = handle({"op": "analyze", "hand": "2234m456p789s(111z)", "seat": "e", "round": "e"})
    assert out["shanten"] == 0
    got = [(w["tile"], w["left"], w["ron"]["han"], w["ron"]["fu"], w["ron"]["points"], w["tsumo"]["points"])
           for w in out["waits"]]
    assert got == [("2m", 2, 2, 30, 2900, 3000), ("5m", 4, 2, 30, 2900, 3000)]  # double east: 2 han


def test_discard_table_of_an_open_hand() -> None:
    out = handle({"op": "analyze", "hand": "22344m456p789s(111z)"})
    rows = [(d["discard"], d["shanten"], d["ukeire_count"]) for d in out["discards"]]
    assert rows[:3] == [("2m", 0, 6), ("4m", 0, 6), ("3m", 0, 4)]
    assert all(r[1] == 1 for r in rows[3:])


def test_kan_copies_are_out_of_reach() -> None:
    out = handle({"op": "analyze", "hand": "46p123m789s11z[5555p]"})
    assert out["shanten"] == 1  # the 4-6p kanchan waits on 5p, all four in the kan
    assert "5p" not in [u["tile"] for u in out["ukeire"]]
    assert out["waits"] == []
    out = handle({"op": "analyze", "hand": "67p123m789s11z[5555p]"})  # 5-8p: only the 8p side is live
    assert (out["shanten"], [(w["tile"], w["left"]) for w in out["waits"]]) == (0, [("8p", 4)])
