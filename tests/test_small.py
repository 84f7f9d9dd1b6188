"""Small Mahjong: each condition on a hand that has it and one that almost has it (every deal size where
it can occur), the replacement rules, closed triplets, payments, every error, and the front ends."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from agari import small
from agari.core.errors import AgariError
from agari.frontends import batch, cli
from agari.frontends.jsonapi import handle

RON = {"reach": True}
TSUMO = {"tsumo": True}


def keys(hand: str, win: str | None = None, **sit: Any) -> dict[str, int]:
    """The best reading's items as key -> points ({} for a hand that does not win)."""
    r = small.score(hand, win, **sit)
    return {i.key: i.points for i in r.items} if r.ok else {}


# (condition, dealt, hand, win, situation, has it) -- the "almost" hand differs by a tile or a flag
CASES: list[tuple[str, int, str, str | None, dict[str, Any], bool]] = [
    ("reach", 7, "123456m99p", "1m", RON, True),
    ("reach", 7, "123456m99p", "1m", TSUMO, False),
    ("double_reach", 4, "234m55p", "2m", {"double_reach": True}, True),
    ("double_reach", 4, "234m55p", "2m", RON, False),
    ("one_shot", 10, "234m567p888s55m", "2m", {"reach": True, "one_shot": True}, True),
    ("one_shot", 10, "234m567p888s55m", "2m", RON, False),
    ("last_stock", 7, "123456m99p", "1m", {"tsumo": True, "last_tile": True}, True),
    ("last_stock", 7, "123456m99p", "1m", {"reach": True, "last_tile": True}, False),
    ("last_discard", 7, "123456m99p", "1m", {"reach": True, "last_tile": True}, True),
    ("last_discard", 7, "123456m99p", "1m", {"tsumo": True, "last_tile": True}, False),
    ("win_from_stock", 13, "234m567p888s345s55m", "2m", TSUMO, True),
    ("win_from_stock", 13, "234m567p888s345s55m", "2m", RON, False),
]
MIDDLES = {4: ("234m55p", "234m99p"), 7: ("234m567p88s", "234m567p11s"), 10: ("234m567p888s55m", "234m567p888s99m"),
           13: ("234m567p888s345s55m", "234m567p888s345s11m")}
SEQUENCES = {4: ("234m55p", "4m", "3m"), 7: ("234m567p88s", "2m", "3m"), 10: ("234m567p678s88s", "5p", "6p"),
             13: ("234m567p678s234s88m", "2m", "3m")}
OUTSIDE = {4: ("123m99p", "234m99p"), 7: ("123m789p11s", "123m789p22s"), 10: ("123m789p11s999s", "123m789p11s888s"),
           13: ("123m789p111s789s99m", "123m789p111s678s99m")}
TRIPLETS = {4: ("111m22p", "123m22p"), 7: ("111m333p22s", "111m234p22s"), 10: ("111m333p555s22s", "111m333p456s22s"),
            13: ("111m333p555s777s22p", "111m333p555s678s22p")}
FLUSH = {4: ("12355m", "123m55p"), 7: ("12345699m", "123456m99p"), 10: ("12345678955m", "123456789m55p"),
         13: ("12345678955566m", "123456789555m66p")}
TERMINALS = {4: ("11m999p", "22m999p"), 7: ("11m999p111s", "11m999p123s"), 10: ("11m999p111s999s", "11m999p111s789s"),
             13: ("11m999p111s999s111p", "11m999p111s999s123p")}
for dealt in (4, 7, 10, 13):
    has, almost = MIDDLES[dealt]
    CASES += [("all_middles", dealt, has, None, TSUMO, True), ("all_middles", dealt, almost, None, TSUMO, False)]
    hand, win, other = SEQUENCES[dealt]
    CASES += [("all_sequences", dealt, hand, win, RON, True), ("all_sequences", dealt, hand, other, RON, False)]
    has, almost = OUTSIDE[dealt]
    CASES += [("all_outside", dealt, has, None, TSUMO, True), ("all_outside", dealt, almost, None, TSUMO, False)]
    has, almost = TRIPLETS[dealt]
    win = "7s" if dealt == 13 else None  # 13 dealt: a ron on the dual wait keeps it off Four Closed Triplets
    CASES += [("all_triplets", dealt, has, win, RON, True), ("all_triplets", dealt, almost, None, RON, False)]
    has, almost = FLUSH[dealt]
    CASES += [("full_flush", dealt, has, None, TSUMO, True), ("full_flush", dealt, almost, None, TSUMO, False)]
    has, almost = TERMINALS[dealt]
    CASES += [("all_terminals", dealt, has, None, TSUMO, True), ("all_terminals", dealt, almost, None, TSUMO, False)]
    first = {"tsumo": True, "first_turn": True}
    CASES += [("blessing_of_heaven", dealt, has, None, {**first, "dealer": True}, True),
              ("blessing_of_heaven", dealt, has, None, first, False),
              ("blessing_of_earth", dealt, has, None, first, True),
              ("blessing_of_earth", dealt, has, None, {**first, "dealer": True}, False)]
CASES += [
    ("pure_double_sequences", 7, "223344m55p", "2m", RON, True),
    ("pure_double_sequences", 7, "234m234p55s", "2m", RON, False),
    ("pure_double_sequences", 10, "223344m567p55s", "2m", RON, True),
    ("pure_double_sequences", 10, "234m234p567s55s", "2m", RON, False),
    ("pure_double_sequences", 13, "223344m567p678s55s", "2m", RON, True),
    ("pure_double_sequences", 13, "234m234p567p678s55s", "2m", RON, False),
    ("mixed_triple_sequences", 10, "345m345p345s99m", None, TSUMO, True),
    ("mixed_triple_sequences", 10, "345m345p456s99m", None, TSUMO, False),
    ("mixed_triple_sequences", 13, "345m345p345s789s99m", None, TSUMO, True),
    ("mixed_triple_sequences", 13, "345m345p456s789s99m", None, TSUMO, False),
    ("mixed_triple_triplets", 10, "444m444p444s99m", None, TSUMO, True),
    ("mixed_triple_triplets", 10, "444m444p555s99m", None, TSUMO, False),
    ("mixed_triple_triplets", 13, "444m444p444s789s99m", None, TSUMO, True),
    ("mixed_triple_triplets", 13, "444m444p555s789s99m", None, TSUMO, False),
    ("pure_straight", 10, "123456789m55p", None, TSUMO, True),
    ("pure_straight", 10, "123456m789p55s", None, TSUMO, False),
    ("pure_straight", 13, "123456789m234s55p", None, TSUMO, True),
    ("pure_straight", 13, "123456m789p234s55p", None, TSUMO, False),
    ("seven_twins", 13, "1133557799m2244p", None, TSUMO, True),
    ("seven_twins", 13, "11335577m222244p", None, TSUMO, False),
    ("three_closed_triplets", 10, "111m333p555s22s", "2s", RON, True),
    ("three_closed_triplets", 10, "111m333p555s22s", "5s", RON, False),  # the ron-completed triplet is not closed
    ("three_closed_triplets", 13, "111m333p555s789s22s", "5s", TSUMO, True),
    ("three_closed_triplets", 13, "111m333p555s789s22s", "5s", RON, False),
    ("two_pure_double_sequences", 13, "223344m667788p55s", "2m", RON, True),
    ("two_pure_double_sequences", 13, "223344m567p678p55s", "2m", RON, False),
    ("four_closed_triplets", 13, "111m333p555s777s22p", "2p", RON, True),
    ("four_closed_triplets", 13, "111m333p555s777s22p", "7s", RON, False),
    ("four_closed_triplets", 13, "111m333p555s777s22p", "7s", TSUMO, True),
    ("nine_gates", 13, "11123455678999m", None, TSUMO, True),
    ("nine_gates", 13, "11123456788899m", None, TSUMO, False),
]


@pytest.mark.parametrize(("key", "dealt", "hand", "win", "sit", "has"), CASES,
                         ids=[f"{c[0]}-{c[1]}-{'has' if c[5] else 'almost'}-{i}" for i, c in enumerate(CASES)])
def test_condition(key: str, dealt: int, hand: str, win: str | None, sit: dict[str, Any], has: bool) -> None:
    r = small.score(hand, win, **sit)
    assert r.dealt == dealt
    found = {i.key: i.points for i in r.items}
    if has:
        assert r.ok
        assert key in found
        assert found[key] == small.score.__globals__["CONDITIONS"][key].value(dealt)
    else:
        assert key not in found


def test_every_condition_has_cases_for_every_deal_size_where_it_occurs() -> None:
    from agari.small.conditions import TABLE

    covered = {(k, d, has) for k, d, _, _, _, has in CASES}
    for c in TABLE:
        if c.scope == "situation" and not c.special:
            assert any((c.key, d, True) in covered for d in c.deals)
            continue
        for d in c.deals:
            assert (c.key, d, True) in covered and (c.key, d, False) in covered, (c.key, d)


def test_full_flush_points_follow_the_deal() -> None:
    assert [keys(FLUSH[d][0], tsumo=True)["full_flush"] for d in (4, 7, 10, 13)] == [3, 4, 5, 6]


def test_two_pure_double_sequences_replace_pure_double_sequences() -> None:
    found = keys("223344m667788p55s", "2m", reach=True)
    assert found == {"reach": 1, "all_middles": 1, "all_sequences": 1, "two_pure_double_sequences": 3}
    # three alike make one pair of identical sequences (four alike make two)
    r = small.score("222333444m567p55s", "5p", reach=True)
    assert [x.reading.sets for x in r.readings] == [(103, 104, 105, 47), (35, 35, 35, 47)]
    assert [(i.key, i.points) for i in r.readings[1].items] == [
        ("reach", 1), ("all_middles", 1), ("all_sequences", 1), ("pure_double_sequences", 1)]
    assert keys("222233334444m55p", "5p", reach=True)["two_pure_double_sequences"] == 3


def test_sixteen_point_conditions_replace_everything_and_add_up() -> None:
    r = small.score("11m999p111s999s111p", tsumo=True, first_turn=True, dealer=True, players=3)
    assert [(i.key, i.points) for i in r.items] == [("blessing_of_heaven", 16), ("all_terminals", 16),
                                                    ("four_closed_triplets", 16)]
    assert r.total == 48 and r.payments == {"each": 48} and r.gain == 96 and r.special
    r = small.score("111m333p555s777s22p", "2p", reach=True, one_shot=True)
    assert [(i.key, i.points) for i in r.items] == [("four_closed_triplets", 16)]
    assert keys("11123455678999m", tsumo=True, reach=True) == {"nine_gates": 16}


def test_best_reading_wins_and_every_reading_is_listed() -> None:
    r = small.score("111222333m11p", "1p", reach=True)  # three triplets (single wait) or three sequences
    assert r.ok and len(r.readings) == 2
    # Reach + All Triplets + Three Closed Triplets, or Reach + Pure Double Sequences + All Outside: a tie,
    # where the first reading (the one with the most triplets) is the winner's
    assert [x.total for x in r.readings] == [5, 5] and r.best == 0
    assert {i.key for i in r.readings[1].items} == {"reach", "pure_double_sequences", "all_outside"}
    assert {i.key for i in r.items} == {"reach", "all_triplets", "three_closed_triplets"}
    d = r.to_dict()
    assert d["reading"]["groups"] == [{"kind": "triplet", "tiles": "111m"}, {"kind": "triplet", "tiles": "222m"},
                                      {"kind": "triplet", "tiles": "333m"}, {"kind": "pair", "tiles": "11p"}]
    assert d["reading"]["wait"] == "single" and d["reading"]["win_group"] == 3


def test_seven_twins_against_the_standard_reading() -> None:
    r = small.score("223344m667788p55s", "5s", reach=True)
    assert [x.reading.form for x in r.readings] == ["standard", "seven_twins"]
    assert r.readings[1].total == 4 and r.total == 5  # Reach + Two Pure Double Sequences beats Seven Twins


def test_winning_tile_inferred_and_given_on_a_dealt_hand() -> None:
    r = small.score("123456m99p", reach=True)
    assert r.win == "1m" and r.win_inferred and r.total == 2
    r2 = small.score("23456m99p", "1m", reach=True)
    assert r2.hand == "123456m99p" and r2.win == "1m" and not r2.win_inferred and r2.total == 2


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_payments(players: int) -> None:
    t = small.score("123456m99p", "1m", tsumo=True, reach=True, players=players)  # 3 points
    assert t.total == 3
    if players == 1:
        assert t.payments == {} and t.gain == 3
        return
    assert t.payments == {"each": 3} and t.gain == 3 * (players - 1)
    r = small.score("123456m99p", "1m", reach=True, players=players)  # 2 points
    assert r.payments == {"discarder": 2 * (players - 1)} and r.gain == 2 * (players - 1)


def test_not_winning() -> None:
    r = small.score("12345m", tsumo=True)
    assert not r.ok and r.error == "not_winning" and r.win is None
    d = handle({"game": "small", "hand": "12345689m99p", "tsumo": True, "win": "1m"})
    assert d["ok"] is False and d["error"] == "not_winning" and d["win"] == "1m"
    assert d["detail"] == "112345689m99p is not a winning hand: it is not a pair and 3 melds"


ERRORS: list[tuple[dict[str, Any], str, int | None, str]] = [
    ({"hand": "123m456p1z99s", "tsumo": True}, "hand", 8, "honor tile 1z at position 8"),
    ({"hand": "123m406p99s", "tsumo": True}, "hand", 5, "red five 0p at position 5"),
    ({"hand": "123m(456p)99s", "tsumo": True}, "hand", 4, "no calls"),
    ({"hand": "11111m", "tsumo": True}, "hand", 4, "a 5th 1m at position 4"),
    ({"hand": "123456m9p", "tsumo": True}, "hand", None, "the hand has 7 tiles; Small Mahjong takes 5, 8, 11 or 14"),
    ({"hand": "123456m99p"}, "reach", None, "ron needs Reach"),
    ({"hand": "123456m99p", "tsumo": True, "one_shot": True}, "one_shot", None, "one_shot needs Reach"),
    ({"hand": "123456m99p", "tsumo": True, "heaven": True}, "heaven", None, "the dealer's"),
    ({"hand": "123456m99p", "tsumo": True, "earth": True, "dealer": True}, "earth", None, "a non-dealer's"),
    ({"hand": "123456m99p", "reach": True, "first_turn": True}, "first_turn", None, "not by ron"),
    ({"hand": "123456m99p", "tsumo": True, "players": 5}, "players", None, "players must be 2, 3 or 4"),
    ({"hand": "123456m99p", "tsumo": "yes"}, "tsumo", None, "tsumo must be true or false"),
    ({"hand": "123456m99p", "tsumo": True, "riichi": True}, "riichi", None, "unknown field 'riichi'"),
    ({"hand": "123456m99p", "tsumo": True, "win": "5p"}, "win", None, "not in the hand"),
    ({"hand": "123456m99p", "tsumo": True, "win": "e"}, "win", 0, "honor tile 1z"),
    ({"hand": "123456m99p", "tsumo": True, "rules": "tenhou"}, "rules", None, "unknown rule preset 'tenhou'"),
    ({"hand": 7}, "hand", None, "hand must be a string"),
    ({"hand": "123456m99x", "tsumo": True}, "hand", 9, "unknown character 'x'"),
]


@pytest.mark.parametrize(("request_", "field", "position", "text"), ERRORS)
def test_errors_name_field_and_position(request_: dict[str, Any], field: str, position: int | None,
                                        text: str) -> None:
    out = handle({"game": "small", **request_})
    assert out["ok"] is False and out["error"] == "invalid"
    assert out["field"] == field and out["position"] == position
    assert text in out["detail"]
    with pytest.raises(AgariError):
        small.score(**{k: v for k, v in request_.items()})


def test_an_ignored_field_of_any_value_is_no_crash() -> None:
    for value in ({"a": 1}, ["5p", 3]):  # unhashable: the situation memo passes them by
        out = handle({"game": "small", "op": "analyze", "hand": "1235m", "tsumo": value})
        assert out["ok"] is True and out["shanten"] == 0
        out = handle({"game": "small", "hand": "123456m99p", "tsumo": value})
        assert out["error"] == "invalid" and out["field"] == "tsumo"


def test_analysis_each_deal_size() -> None:
    a = handle({"game": "small", "op": "analyze", "hand": "1235m"})
    assert a["shanten"] == 0 and a["ukeire"] == [{"tile": "5m", "count": 3}] and a["ukeire_count"] == 3
    assert [w["tile"] for w in a["waits"]] == ["5m"]
    w = a["waits"][0]
    assert w["assumed_reach"] is True
    assert [i["key"] for i in w["ron"]["items"]] == ["reach", "full_flush"] and w["ron"]["total"] == 4
    assert [i["key"] for i in w["tsumo"]["items"]] == ["win_from_stock", "full_flush"] and w["tsumo"]["total"] == 4
    a = handle({"game": "small", "op": "analyze", "hand": "1133557799m224p"})
    assert a["shanten"] == 0 and a["form"] == "seven_twins" and a["forms"] == {"standard": 3, "seven_twins": 0}
    assert [w["tile"] for w in a["waits"]] == ["4p"]
    a = handle({"game": "small", "op": "analyze", "hand": "1234567m", "visible": ["1m"]})
    assert a["shanten"] == 0 and [(w["tile"], w["left"]) for w in a["waits"]] == [("1m", 2), ("4m", 3), ("7m", 3)]
    d = handle({"game": "small", "op": "analyze", "hand": "12345m"})
    assert d["discards"][0] == {"discard": "1m", "shanten": 0, "ukeire": [{"tile": "2m", "count": 3},
                                {"tile": "5m", "count": 3}], "ukeire_count": 6}
    assert d["complete"] is False and d["waits"] is None
    assert handle({"game": "small", "op": "analyze", "hand": "123m99p458s"})["complete"] is False
    assert handle({"game": "small", "op": "shanten", "hand": "1357m"})["shanten"] == 1
    assert handle({"game": "small", "op": "shanten", "hand": "13579m1357p1357s"})["shanten"] == 4


def test_no_wait_on_a_type_held_four_times() -> None:
    assert small.shanten("1111m").shanten == 1  # 111m + a pair: the pair cannot be 1m
    uk = small.ukeire("1111m")  # any other tile starts the pair
    assert [t for t, _ in uk.tiles] == [f"{n}{s}" for s in "mps" for n in range(1, 10) if f"{n}{s}" != "1m"]
    assert uk.total == 26 * 4 - 2 * 0
    a = handle({"game": "small", "op": "analyze", "hand": "1111234m"})
    assert a["shanten"] == 0 and [w["tile"] for w in a["waits"]] == ["4m"]  # not 1m: all four are held


def test_ron_column_keeps_a_declared_reach_and_is_null_where_ron_is_impossible() -> None:
    a = handle({"game": "small", "op": "analyze", "hand": "1235m", "double_reach": True})
    assert a["waits"][0]["assumed_reach"] is False
    assert [i["key"] for i in a["waits"][0]["ron"]["items"]] == ["double_reach", "full_flush"]
    a = handle({"game": "small", "op": "analyze", "hand": "1235m", "players": 1})
    assert a["waits"][0]["ron"] is None and a["waits"][0]["tsumo"]["total"] == 4


def test_cli(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--game", "small", "123456m99p", "-t", "--reach", "--players", "3"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "123456m99p  win 1m (chosen)  tsumo  3 players"
    assert out[-3:] == ["  each other player pays: 3", "  the winner gains: 6", "  123m 456m 99p  (two-sided wait)"]
    assert cli.main(["--game", "small", "123456m99p", "-t", "--lang", "ja"]) == 0
    assert "門前清自摸和" in capsys.readouterr().out
    assert cli.main(["--game", "small", "123456m99p", "-t", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["total"] == 2
    assert cli.main(["--game", "small", "1235m", "--waits"]) == 0
    assert "waits 5m x3: ron 4 (reach assumed), tsumo 4" in capsys.readouterr().out
    assert cli.main(["--game", "small", "12345m", "--discards"]) == 0
    assert capsys.readouterr().out.splitlines()[:2] == ["12345m  5 tiles  shanten 0",
                                                        "  discards 1m: shanten 0, 2mx3 5mx3 (6)"]
    assert cli.main(["--game", "small", "1357m", "--ukeire", "--visible", "2m", "--lang", "ja"]) == 0
    assert capsys.readouterr().out.splitlines() == ["1357m  4 枚  向聴数 1",
                                                    "  有効牌: 1mx3 2mx3 3mx3 4mx4 5mx3 6mx4 7mx3  (23)"]
    assert cli.main(["--game", "small", "1357m", "--shanten", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["shanten"] == 1
    assert cli.main(["--game", "small", "123z456m99p", "-t"]) == 2
    assert "honor tile 1z at position 0" in capsys.readouterr().err
    assert cli.main(["--game", "small", "12345m", "-t"]) == 1


def test_batch_lines() -> None:
    lines = ['{"id": 1, "game": "small", "hand": "123456m99p", "tsumo": true}',
             '{"id": 2, "hand": "123456m99p", "reach": true}',
             '{"id": 3, "game": "small", "op": "shanten", "hand": "1357m"}']
    out = [json.loads(x) for x in batch.run_batch(lines, game_name="small")]
    assert [o["id"] for o in out] == [1, 2, 3]
    assert out[0]["total"] == 2 and out[1]["total"] == 2 and out[1]["payments"] == {"discarder": 6}
    assert out[2]["shanten"] == 1


def test_meta_names_every_condition() -> None:
    m = handle({"op": "meta", "game": "small"})
    keys_ = [c["key"] for c in m["conditions"]]
    assert len(keys_) == 23
    for lang in ("en", "ja"):
        assert all(k in m["names"][lang] for k in keys_)
    assert m["names"]["ja"]["all_middles"] == "断幺九" and m["names"]["en"]["seven_twins"] == "Seven Twins"
    assert "small" in [g["name"] for g in m["games"]]
    from agari.riichi.names import YAKU

    assert all(c["riichi"] in YAKU for c in m["conditions"])  # each corresponds to a Riichi yaku


@settings(max_examples=300, deadline=None)
@given(hand=st.text(alphabet="0123456789mpsz()[]ewnrgh ,x", max_size=20),
       win=st.one_of(st.none(), st.text(alphabet="0123456789mpsz", max_size=3)),
       tsumo=st.booleans(), reach=st.booleans(), op=st.sampled_from(["score", "analyze", "shanten"]),
       players=st.one_of(st.integers(-1, 6), st.none()))
def test_random_input_gives_only_documented_results(hand: str, win: str | None, tsumo: bool, reach: bool, op: str,
                                                    players: int | None) -> None:
    req: dict[str, Any] = {"game": "small", "op": op, "hand": hand, "tsumo": tsumo, "reach": reach,
                           "players": players}
    if op == "score":
        req["win"] = win
    out = handle(req)
    assert out["ok"] in (True, False)
    if out["ok"] is False:
        assert out["error"] in ("invalid", "not_winning")
        assert isinstance(out["detail"], str) and out["detail"]
        if out["error"] == "invalid":
            assert out["field"] in ("hand", "win", "players", "reach", "tsumo")
    else:
        assert out["game"] == "small"


def test_docstring_examples_of_every_small_module() -> None:
    import doctest
    import importlib
    import pkgutil

    import agari.small

    names = [m.name for m in pkgutil.iter_modules(agari.small.__path__, "agari.small.")]
    assert len(names) >= 10
    for name in names:
        failed, _ = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
        assert failed == 0, name


@settings(max_examples=300, deadline=None)
@given(tiles=st.lists(st.tuples(st.integers(1, 9), st.sampled_from("mps")), min_size=4, max_size=14),
       spaced=st.booleans())
def test_plain_and_long_reading_agree(tiles: list[tuple[int, str]], spaced: bool) -> None:
    """A hand read the fast way (plain notation) gives the counts and text of the long way (with spaces)."""
    from collections import Counter

    from agari.small.hand import ANALYSIS_SIZES, read_hand

    text = ("  " if spaced else "").join(f"{d}{s}" for d, s in tiles)
    counts = Counter(tiles)
    try:
        hand = read_hand(text, ANALYSIS_SIZES)
    except AgariError as exc:
        assert len(tiles) not in ANALYSIS_SIZES or max(counts.values()) > 4, exc
        return
    assert hand.size == len(tiles)
    assert {(i % 9 + 1, "mps"[i // 9]): n for i, n in enumerate(hand.counts) if n} == dict(counts)
    assert hand.text == "".join(
        "".join(str(d) * counts[(d, s)] for d in range(1, 10)) + s for s in "mps" if any(counts[(d, s)]
                                                                                           for d in range(1, 10)))


@settings(max_examples=300, deadline=None)
@given(tiles=st.lists(st.tuples(st.integers(1, 9), st.sampled_from("mps")), min_size=1, max_size=16))
def test_grouped_and_long_reading_agree(tiles: list[tuple[int, str]]) -> None:
    """A hand written suit by suit (m, p, s; digits in any order) is read the fast way with the counts, text and
    errors of the long way (the same tiles written one by one with spaces)."""
    from agari.small.hand import ANALYSIS_SIZES, read_hand

    grouped = "".join("".join(str(d) for d, s in tiles if s == suit) + suit for suit in "mps"
                      if any(s == suit for _, s in tiles))
    spaced = "  ".join(f"{d}{s}" for d, s in tiles)
    try:
        slow = read_hand(spaced, ANALYSIS_SIZES)
    except AgariError as exc:
        with pytest.raises(AgariError) as fast_exc:
            read_hand(grouped, ANALYSIS_SIZES)
        assert type(fast_exc.value) is type(exc)
        return
    fast = read_hand(grouped, ANALYSIS_SIZES)
    assert fast == slow and fast.size == len(tiles)


JSON_VALUES = st.one_of(st.none(), st.booleans(), st.integers(-2, 6), st.floats(allow_nan=False), st.text(max_size=4),
                        st.lists(st.text(max_size=3), max_size=2),
                        st.dictionaries(st.text(max_size=3), st.integers(), max_size=1))
FIELDS = ["tsumo", "reach", "double_reach", "one_shot", "last_tile", "first_turn", "heaven", "earth", "dealer",
          "players", "win", "rules", "visible", "hand", "id"]


@settings(max_examples=400, deadline=None)
@given(op=st.sampled_from(["score", "analyze", "shanten"]), hand=st.sampled_from(["123456m99p", "1235m", "12345m"]),
       extra=st.dictionaries(st.sampled_from(FIELDS), JSON_VALUES, max_size=5))
def test_any_json_values_give_a_result_never_an_exception(op: str, hand: str, extra: dict[str, Any]) -> None:
    out = handle({"game": "small", "op": op, "hand": hand, **extra})
    assert out["ok"] in (True, False)
    if out["ok"] is False:
        assert out["error"] in ("invalid", "not_winning") and out["detail"]
