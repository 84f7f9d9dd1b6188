"""Fu, itemised: each source with its value and reason, and the rounding."""

from __future__ import annotations

from typing import Any

import pytest

from agari.riichi.fu import round_up
from agari.riichi.scoring import score


def items(hand: str, **kw: Any) -> tuple[int | None, int | None, list[tuple[int, str]]]:
    r = score(hand, **kw)
    assert r.ok, r.detail
    return r.fu, r.fu_raw, [(i.fu, i.reason) for i in r.fu_items]


def test_pinfu_tsumo_is_20_without_tsumo_fu() -> None:
    assert items("234567m234567p22s", win="5p", tsumo=True, seat="s") == (20, 20, [(20, "base")])


def test_pinfu_ron_is_30() -> None:
    assert items("234567m234567p22s", win="5p", seat="s") == (30, 30, [(20, "base"), (10, "closed ron")])


def test_open_pinfu_shape_raised_to_30() -> None:
    fu, raw, got = items("234m567p678s22s(234p)", win="4m", seat="s")
    assert (fu, raw) == (30, 30)
    assert got == [(20, "base"), (10, "open hand with no fu: raised to 30")]


def test_chiitoitsu_is_flat_25_on_ron_and_tsumo() -> None:
    for tsumo in (False, True):
        assert items("1122m3344p5566s77z", win="7z", tsumo=tsumo, seat="s") == (
            25, 25, [(25, "chiitoitsu (always 25)")]
        )


def test_shanpon_ron_triplet_is_open() -> None:
    fu, raw, got = items("222678m444666p11z", win="2m", riichi=True, round="w", seat="s")
    assert (fu, raw) == (40, 40)
    assert got == [
        (20, "base"),
        (10, "closed ron"),
        (2, "triplet completed by ron (open) of simple 2m"),
        (4, "closed triplet of simple 4p"),
        (4, "closed triplet of simple 6p"),
    ]


def test_shanpon_tsumo_triplet_stays_closed() -> None:
    fu, raw, got = items("222678m444666p11z", win="2m", tsumo=True, riichi=True, round="w", seat="s")
    assert (fu, raw) == (40, 34)
    assert (4, "closed triplet of simple 2m") in got
    assert (2, "tsumo") in got


def test_closed_kan_and_dragon_pair() -> None:
    fu, raw, got = items("567p333555s77z[4444s]", win="3s", riichi=True, seat="s")
    assert (fu, raw) == (60, 54)
    assert (16, "closed kan of simple 4s") in got
    assert (2, "dragon pair 7z") in got


def test_open_honor_kan_and_open_terminal_pon() -> None:
    fu, raw, got = items("56799m(7777z)(111m)(678m)", win="7m", seat="s")
    assert (fu, raw) == (40, 40)
    assert got == [(20, "base"), (16, "open kan of terminal/honor 7z"), (4, "open triplet of terminal/honor 1m")]


def test_closed_terminal_kan_32_and_tanki() -> None:
    fu, raw, got = items("111m[9999p]123s456s77z", win="7z", tsumo=True, seat="s")
    assert (fu, raw) == (70, 66)
    assert got == [
        (20, "base"),
        (2, "tsumo"),
        (8, "closed triplet of terminal/honor 1m"),
        (32, "closed kan of terminal/honor 9p"),
        (2, "tanki wait"),
        (2, "dragon pair 7z"),
    ]


def test_double_wind_pair_4_or_2() -> None:
    fu, raw, got = items("456p678s11z(222m)(555z)", win="5p", seat="e")
    assert (fu, raw) == (40, 32)
    assert (4, "double wind pair 1z (seat and round)") in got
    assert (2, "kanchan wait") in got
    fu, raw, got = items("456p678s11z(222m)(555z)", win="5p", seat="e", rules="mleague")
    assert (fu, raw) == (30, 30)
    assert (2, "double wind pair 1z (seat and round)") in got


@pytest.mark.parametrize(
    ("seat", "round_", "reason"), [("s", "e", "round wind pair 1z"), ("e", "s", "seat wind pair 1z")]
)
def test_single_wind_pair(seat: str, round_: str, reason: str) -> None:
    _, _, got = items("456p678s11z(222m)(555z)", win="5p", seat=seat, round=round_)
    assert (2, reason) in got


def test_rinshan_tsumo_fu_per_rules() -> None:
    assert items("345p678s234s77z(2222m)", win="4s", tsumo=True, seat="s", rinshan=True)[:2] == (40, 32)
    fu, raw, got = items(
        "345p678s234s77z(2222m)", win="4s", tsumo=True, seat="s", rinshan=True,
        rules={"preset": "tenhou", "rinshan_tsumo_fu": False},
    )
    assert (fu, raw) == (30, 30)
    assert all(reason != "tsumo" for _, reason in got)


def test_open_tsumo_rounds_26_to_30() -> None:
    fu, raw, got = items("11456s(123s)(777s)(888s)", win="4s", tsumo=True, seat="s")
    assert (fu, raw) == (30, 26)
    assert got == [(20, "base"), (2, "tsumo"), (2, "open triplet of simple 7s"), (2, "open triplet of simple 8s")]


def test_penchan_chosen_over_ryanmen_when_no_pinfu() -> None:
    # F06: 3p read as 12-3 penchan (+2) rather than 34-5... ryanmen
    fu, raw, got = items("678s11m123345p666z", win="3p", tsumo=True, seat="s")
    assert (fu, raw) == (40, 32)
    assert (2, "penchan wait") in got


def test_kanchan_item() -> None:
    # the only 2m is the middle of 123m: 1-3 waiting on 2
    fu, raw, got = items("123m456p789s111z22z", win="2m", tsumo=True, seat="s")
    assert (fu, raw) == (40, 34)  # 20 + 2 tsumo + 8 closed East triplet + 2 kanchan + 2 South (seat) pair
    assert (2, "kanchan wait") in got


def test_round_up() -> None:
    assert [round_up(x) for x in (20, 22, 30, 32, 40, 41, 109, 110)] == [20, 30, 30, 40, 40, 50, 110, 110]


def test_yakuman_has_no_fu() -> None:
    r = score("119m19p19s1234567z", win="1m", seat="s")
    assert (r.han, r.fu, r.yakuman) == (None, None, 1)
    assert r.to_dict()["fu"] is None


def test_no_yaku_readings_still_show_fu() -> None:
    r = score("111m999p123s456s77z", win="7z", seat="s")
    assert r.error == "no_yaku"
    assert r.readings[0].fu == 50  # 20 + 10 closed ron + 8 + 8 + 2 tanki + 2 dragon pair = 50
    assert r.readings[0].ok is False
