"""Per yaku: a hand that has it and one that almost has it (full yaku lists asserted).

Unless a row says otherwise the seat is South and the round East (non-dealer).
"""

from __future__ import annotations

from typing import Any

import pytest

from agari.riichi.scoring import score
from agari.riichi.yaku import EXCLUSIONS, YAKU, YAKU_BY_NAME

Row = tuple[str, str, dict[str, Any], list[tuple[str, int]] | str]

PINFU_HAND = "234567m234567p22s"

ROWS: list[Row] = [
    # id, hand, situation, expected yaku (or the error)
    ("riichi", PINFU_HAND, dict(win="5p", riichi=True), [("pinfu", 1), ("riichi", 1), ("tanyao", 1)]),
    ("riichi-almost", PINFU_HAND, dict(win="5p"), [("pinfu", 1), ("tanyao", 1)]),
    ("ippatsu", PINFU_HAND, dict(win="5p", riichi=True, ippatsu=True),
     [("ippatsu", 1), ("pinfu", 1), ("riichi", 1), ("tanyao", 1)]),
    ("menzen_tsumo", PINFU_HAND, dict(win="5p", tsumo=True), [("menzen_tsumo", 1), ("pinfu", 1), ("tanyao", 1)]),
    ("menzen_tsumo-almost-open", "234m567p678s22s(234p)", dict(win="4m", tsumo=True), [("tanyao", 1)]),
    ("pinfu", "12355m456p234789s", dict(win="4s"), [("pinfu", 1)]),
    ("pinfu-almost-dragon-pair", "123m456p234789s77z", dict(win="4s"), "no_yaku"),
    ("pinfu-almost-kanchan", "12355m456p234789s", dict(win="3s"), "no_yaku"),
    ("tanyao-open", "234m567p678s22s(234p)", dict(win="4m"), [("tanyao", 1)]),
    ("tanyao-almost", "234m567p678s99s(234p)", dict(win="4m"), "no_yaku"),
    ("tanyao-open-off", "234m567p678s22s(234p)", dict(win="4m", rules={"preset": "tenhou", "open_tanyao": False}),
     "no_yaku"),
    ("iipeikou", "112233m456p789s55z", dict(win="3m"), [("iipeikou", 1)]),
    ("iipeikou-almost-open", "112233m55z(456p)(789s)", dict(win="3m"), "no_yaku"),
    ("yakuhai_haku", "123m456p789s55s555z", dict(win="1m"), [("yakuhai_haku", 1)]),
    ("yakuhai_haku-almost-pair", "123m456p789s555s55z", dict(win="1m"), "no_yaku"),
    ("yakuhai_hatsu", "123m456p789s55s666z", dict(win="1m"), [("yakuhai_hatsu", 1)]),
    ("yakuhai_chun", "123m456p789s55s777z", dict(win="1m"), [("yakuhai_chun", 1)]),
    ("seat_wind", "123m456p789s55s222z", dict(win="1m"), [("seat_wind", 1)]),
    ("seat_wind-almost-west", "123m456p789s55s333z", dict(win="1m"), "no_yaku"),
    ("round_wind", "123m456p789s55s111z", dict(win="1m"), [("round_wind", 1)]),
    ("round_wind-almost", "123m456p789s55s111z", dict(win="1m", round="w"), "no_yaku"),
    ("double_wind", "123m456p789s55s111z", dict(win="1m", seat="e"), [("round_wind", 1), ("seat_wind", 1)]),
    ("rinshan", "345p678s234s77z(2222m)", dict(win="4s", tsumo=True, rinshan=True), [("rinshan", 1)]),
    ("rinshan-almost", "345p678s234s77z(2222m)", dict(win="4s", tsumo=True), "no_yaku"),
    ("chankan", PINFU_HAND, dict(win="5p", chankan=True), [("chankan", 1), ("pinfu", 1), ("tanyao", 1)]),
    ("haitei", "123m567p678s22s(234p)", dict(win="1m", tsumo=True, haitei=True), [("haitei", 1)]),
    ("houtei", "123m567p678s22s(234p)", dict(win="1m", haitei=True), [("houtei", 1)]),
    ("haitei-almost", "123m567p678s22s(234p)", dict(win="1m", tsumo=True), "no_yaku"),
    ("double_riichi", PINFU_HAND, dict(win="5p", riichi=True, double_riichi=True),
     [("double_riichi", 2), ("pinfu", 1), ("tanyao", 1)]),
    ("double_riichi-implies-riichi", PINFU_HAND, dict(win="5p", double_riichi=True),
     [("double_riichi", 2), ("pinfu", 1), ("tanyao", 1)]),
    ("chiitoitsu", "1122m3344p5566s77z", dict(win="7z"), [("chiitoitsu", 2)]),
    ("chiitoitsu-almost-quad", "1111m2233p4455s66z", dict(win="6z"), "not_winning"),
    ("toitoi", "222p11m(333s)(777s)(888m)", dict(win="2p"), [("toitoi", 2)]),
    ("toitoi-almost", "222p11m(333s)(789s)(888m)", dict(win="2p"), "no_yaku"),
    ("sanankou", "111m222p333345s77z", dict(win="3s", seat="e"), [("sanankou", 2)]),
    ("sanankou-almost-ron-shanpon", "111m222p333s678s77z", dict(win="3s", seat="e", riichi=True), [("riichi", 1)]),
    ("sanshoku", "123m123p123s789m55p", dict(win="3s"), [("sanshoku", 2)]),
    ("sanshoku-open", "123m123p789m55p(123s)", dict(win="5p"), [("sanshoku", 1)]),
    ("sanshoku-almost", "123m123p234s789m55p", dict(win="4s"), [("pinfu", 1)]),
    ("sanshoku_doukou", "222m222p222s456m77p", dict(win="7p"),
     [("sanankou", 2), ("sanshoku_doukou", 2), ("tanyao", 1)]),
    ("sanshoku_doukou-almost", "222m222p333s456m77p", dict(win="7p"), [("sanankou", 2), ("tanyao", 1)]),
    ("ittsu", "123456789m234p55s", dict(win="4p"), [("ittsu", 2), ("pinfu", 1)]),
    ("ittsu-open", "123456m234p55s(789m)", dict(win="4p"), [("ittsu", 1)]),
    ("ittsu-almost", "234567789m234p55s", dict(win="4p"), [("pinfu", 1)]),
    ("chanta", "123m789p789s999m11z", dict(win="1m"), [("chanta", 2)]),
    ("chanta-almost", "123m678p789s999m11z", dict(win="1m"), "no_yaku"),
    ("junchan", "123m789p789s999m11s", dict(win="1m"), [("junchan", 3)]),
    ("sankantsu", "456s77z[1111m][2222p](3333s)", dict(win="7z"), [("sankantsu", 2)]),
    ("sankantsu-almost", "456s77z[1111m][2222p](333s)", dict(win="7z"), "no_yaku"),
    ("honroutou", "111m999p99s(111s)(111z)", dict(win="9s"), [("honroutou", 2), ("round_wind", 1), ("toitoi", 2)]),
    ("honroutou-chiitoitsu", "1199m1199p11s1122z", dict(win="2z"), [("chiitoitsu", 2), ("honroutou", 2)]),
    ("honroutou-almost", "111m999p99s(123s)(111z)", dict(win="9s"), [("chanta", 1), ("round_wind", 1)]),
    ("shousangen", "555z666z77z123m456p", dict(win="1m"),
     [("shousangen", 2), ("yakuhai_haku", 1), ("yakuhai_hatsu", 1)]),
    ("shousangen-almost", "555z666z77s123m456p", dict(win="1m"), [("yakuhai_haku", 1), ("yakuhai_hatsu", 1)]),
    ("honitsu", "123m345m678m333z99m", dict(win="1m"), [("honitsu", 3)]),
    ("honitsu-open", "345m678m333z99m(123m)", dict(win="3m"), [("honitsu", 2)]),
    ("honitsu-almost", "123m345m678m333z99p", dict(win="1m"), "no_yaku"),
    ("chinitsu", "11123456788899m", dict(win="5m"), [("chinitsu", 6)]),
    ("chinitsu-open", "11456s(123s)(777s)(888s)", dict(win="4s", tsumo=True), [("chinitsu", 5)]),
    ("chinitsu-almost", "111234567888m99p", dict(win="5m"), "no_yaku"),
    ("ryanpeikou", "223344m556677p88s", dict(win="8s", riichi=True), [("riichi", 1), ("ryanpeikou", 3), ("tanyao", 1)]),
    ("ryanpeikou-almost", "223344m567678p88s", dict(win="8s"), [("iipeikou", 1), ("tanyao", 1)]),
    # yakuman
    ("tenhou", PINFU_HAND, dict(win="5p", tsumo=True, seat="e", tenhou=True, dora=["1m"]), [("tenhou", 13)]),
    ("chiihou", PINFU_HAND, dict(win="5p", tsumo=True, chiihou=True), [("chiihou", 13)]),
    # renhou (a non-dealer's ron before their first draw): none under tenhou, mangan under wrc/ema, or yakuman
    ("renhou-none-under-tenhou", "123m456p789s234m11p", dict(win="3m", renhou=True), "no_yaku"),
    ("renhou", "123m456p789s234m11p", dict(win="3m", renhou=True, dora=["9p"], rules="wrc"), [("renhou", 5)]),
    ("renhou-mangan-beats-small-yaku", PINFU_HAND, dict(win="5p", renhou=True, rules="ema"), [("renhou", 5)]),
    ("renhou-almost-own-score-higher", "22334455m667788p", dict(win="8p", renhou=True, dora=["1m"], rules="wrc"),
     [("dora", 2), ("pinfu", 1), ("ryanpeikou", 3), ("tanyao", 1)]),
    ("renhou-yakuman", "123m456p789s234m11p",
     dict(win="3m", renhou=True, rules={"preset": "tenhou", "renhou": "yakuman"}), [("renhou", 13)]),
    ("kokushi", "119m19p19s1234567z", dict(win="7z"), [("kokushi", 13)]),
    ("kokushi_13", "119m19p19s1234567z", dict(win="1m"), [("kokushi_13", 13)]),
    ("kokushi-almost", "119m19p19s1234566z", dict(win="6z"), "not_winning"),
    ("suuankou", "111m222p333s555z66z", dict(win="5z", tsumo=True), [("suuankou", 13)]),
    ("suuankou_tanki", "111m222p333s444z55z", dict(win="5z"), [("suuankou_tanki", 13)]),
    ("suuankou-almost-ron", "111m222p333s555z66z", dict(win="5z"),
     [("sanankou", 2), ("toitoi", 2), ("yakuhai_haku", 1)]),
    ("daisangen", "555z666z777z123m99p", dict(win="1m"), [("daisangen", 13)]),
    ("shousuushii", "111z222z333z44z123m", dict(win="1m"), [("shousuushii", 13)]),
    ("shousuushii-almost", "111z222z33z123m456m", dict(win="1m"),
     [("honitsu", 3), ("round_wind", 1), ("seat_wind", 1)]),
    ("daisuushii", "111222333444z55m", dict(win="5m"), [("daisuushii", 13), ("suuankou_tanki", 13)]),
    ("tsuuiisou", "11223344556677z", dict(win="7z"), [("tsuuiisou", 13)]),
    ("chinroutou", "99s(111m)(999m)(111p)(999p)", dict(win="9s"), [("chinroutou", 13)]),
    ("chinroutou-almost", "99s(111m)(999m)(111p)(111z)", dict(win="9s"),
     [("honroutou", 2), ("round_wind", 1), ("toitoi", 2)]),
    ("ryuuiisou", "22334444666888s", dict(win="8s", tsumo=True), [("ryuuiisou", 13)]),
    ("ryuuiisou-with-hatsu", "223344s666888s66z", dict(win="6z"), [("ryuuiisou", 13)]),
    ("ryuuiisou-almost", "22334444666999s", dict(win="9s", tsumo=True),
     [("chinitsu", 6), ("iipeikou", 1), ("menzen_tsumo", 1)]),
    ("chuuren", "11122345678999m", dict(win="3m"), [("chuuren", 13)]),
    ("junsei_chuuren", "11123456789999m", dict(win="9m"), [("junsei_chuuren", 13)]),
    ("chuuren-almost-open", "11156788999m(234m)", dict(win="5m"), [("chinitsu", 5)]),
    ("suukantsu", "55z[1111m][2222p](3333s)(4444z)", dict(win="5z"), [("suukantsu", 13)]),
]


@pytest.mark.parametrize(("hand", "situation", "expected"), [r[1:] for r in ROWS], ids=[r[0] for r in ROWS])
def test_yaku(hand: str, situation: dict[str, Any], expected: list[tuple[str, int]] | str) -> None:
    kw = {"seat": "s", "round": "e", **situation}
    r = score(hand, **kw)
    if isinstance(expected, str):
        assert (r.ok, r.error) == (False, expected)
        return
    assert r.ok, r.detail
    got = sorted((y.name, y.han) for y in r.yaku)
    assert got == sorted(expected)


def test_every_yaku_has_a_row() -> None:
    names = {r[0].split("-")[0] for r in ROWS}
    assert {y.name for y in YAKU} <= names


def test_renhou_mangan_scores_a_flat_mangan() -> None:
    """Under wrc the renhou reading is a mangan whatever the fu and dora (dora are not counted), paid by the
    discarder; with riichi sticks and honba on top as usual."""
    r = score("123m456p789s234m11p", win="3m", seat="w", renhou=True, dora=["9p", "1m"], honba=1, sticks=1,
              rules="wrc")
    assert (r.han, r.limit, r.points, r.payments, r.dora, r.total) == (5, "mangan", 8000, {"discarder": 8000}, 0,
                                                                     8000 + 300 + 1000)
    own = score("22334455m667788p", win="8p", seat="w", dora=["1m"], rules="wrc")
    flagged = score("22334455m667788p", win="8p", seat="w", dora=["1m"], renhou=True, rules="wrc")
    assert (flagged.points, flagged.yaku, flagged.dora) == (own.points, own.yaku, 2) == (12000, own.yaku, 2)


def test_renhou_yakuman_stacks_like_other_yakuman() -> None:
    r = score("111222333m44455z", win="5z", seat="s", renhou=True, rules={"preset": "tenhou", "renhou": "yakuman"})
    assert [tuple(y) for y in r.yaku] == [("renhou", 13), ("suuankou_tanki", 13)]
    assert (r.yakuman, r.points) == (2, 64000)
    r = score("111222333m44455z", win="5z", seat="s", renhou=True, rules={"preset": "wrc", "renhou": "yakuman"})
    assert r.yakuman == 1 and r.points == 32000  # wrc: yakuman do not stack


def test_exclusions_name_real_yaku() -> None:
    for loser, winners in EXCLUSIONS.items():
        assert loser in YAKU_BY_NAME
        assert all(w in YAKU_BY_NAME for w in winners)


def test_yakuman_hides_dora() -> None:
    r = score(PINFU_HAND, win="5p", tsumo=True, seat="e", tenhou=True, dora=["1m", "4p"])
    assert [tuple(y) for y in r.yaku] == [("tenhou", 13)]
    assert (r.han, r.fu, r.dora) == (None, None, 0)


def test_dora_aka_ura_entries() -> None:
    r = score("234067m234567p22s", win="0m", riichi=True, dora=["1s"], ura=["4p"], seat="s")
    assert sorted(tuple(y) for y in r.yaku) == sorted(
        [("riichi", 1), ("pinfu", 1), ("tanyao", 1), ("dora", 2), ("aka", 1), ("ura", 1)]
    )
    assert (r.dora, r.aka, r.ura, r.han) == (2, 1, 1, 7)


def test_ura_ignored_without_riichi() -> None:
    r = score(PINFU_HAND, win="5p", ura=["1s"], seat="s")
    assert all(y.name != "ura" for y in r.yaku)
    assert r.notes == ("ura indicators ignored: no riichi",)


def test_double_yakuman_options() -> None:
    r = score("119m19p19s1234567z", win="1m", seat="s", rules="majsoul")
    assert [tuple(y) for y in r.yaku] == [("kokushi_13", 26)]
    assert (r.yakuman, r.points) == (2, 64000)
    r = score("111222333444z55m", win="5m", seat="s", rules={"preset": "tenhou", "double_daisuushii": True})
    assert sorted(tuple(y) for y in r.yaku) == [("daisuushii", 26), ("suuankou_tanki", 13)]
    assert r.yakuman == 3


def test_no_stacking_keeps_the_biggest() -> None:
    r = score("111222333444z55m", win="5m", seat="s",
              rules={"preset": "majsoul", "yakuman_stacking": False, "double_suuankou_tanki": False})
    assert [tuple(y) for y in r.yaku] == [("daisuushii", 26)]
    assert r.yakuman == 2


def test_open_hand_reduces_han() -> None:
    r = score("123m456m789m11z(555z)", win="1m", seat="s")  # open: ittsu 1, honitsu 2
    assert sorted(tuple(y) for y in r.yaku) == [("honitsu", 2), ("ittsu", 1), ("yakuhai_haku", 1)]
