"""Every kind of bad input: the error, its message (what and where), its field and position."""

from __future__ import annotations

from typing import Any

import pytest

from agari.core.errors import AgariError, MeldError, NotationError, RulesError, SituationError, TileCountError
from agari.frontends.jsonapi import handle
from agari.riichi.scoring import score, score_case

WIN = "234567m234567p22s"  # a pinfu tanyao hand, 5p wins


def _err(exc_type: type[AgariError], hand: str, **kw: Any) -> AgariError:
    with pytest.raises(exc_type) as info:
        score(hand, **kw)
    return info.value


# -- notation ----------------------------------------------------------------------------


def test_unknown_character_has_position() -> None:
    e = _err(NotationError, "123m456x789s11122z", win="1m")
    assert "'x'" in e.message and "position 7" in e.message
    assert (e.field, e.position) == ("hand", 7)
    assert e.caret() == "123m456x789s11122z\n       ^"


def test_digit_without_suit() -> None:
    e = _err(NotationError, "123m456p789s11122", win="1m")
    assert "no suit letter" in e.message
    assert (e.field, e.position) == ("hand", 12)


def test_unclosed_meld() -> None:
    e = _err(NotationError, "778899m345567p11z(", win="1z")
    assert "not closed" in e.message
    assert (e.field, e.position) == ("hand", 17)


def test_bad_winning_tile_notation() -> None:
    e = _err(NotationError, WIN, win="10m")
    assert e.field == "win"
    assert "exactly one tile" in e.message


@pytest.mark.parametrize(
    ("hand", "words"),
    [
        ("88m567p444567777s(11112m)", "5 tiles"),
        ("12366m567789p123s(124m)", "neither a sequence"),
        ("11122223p556677s(12m)", "2 tiles"),
        ("123m456p789s11z(123z)", "honors cannot form a sequence"),
    ],
)
def test_bad_melds(hand: str, words: str) -> None:
    e = _err(MeldError, hand, win="1m" if "1" in hand else "5p")
    assert words in e.message
    assert e.field == "hand"
    assert e.position == hand.index("(")


# -- tile counts ---------------------------------------------------------------------------


def test_wrong_tile_count_without_kans() -> None:
    e = _err(TileCountError, "12366m567789p123s1z", win="1z")
    assert e.message.startswith("15 tiles with 0 kans: a hand has 14 tiles plus one per kan")
    assert e.field == "hand"


def test_wrong_tile_count_with_a_kan() -> None:
    e = _err(TileCountError, "345p678s234s7z(2222m)", win="7z")
    assert e.message.startswith("14 tiles with 1 kan: a hand has 14 tiles plus one per kan (15 here)")


def test_too_few_tiles() -> None:
    e = _err(TileCountError, "123m456p789s1112z", win="2z")
    assert e.message.startswith("13 tiles with 0 kans")


def test_five_copies_names_the_tile_and_where() -> None:
    e = _err(TileCountError, "55p123m456s789s(555p)", win="1m")
    assert e.message.startswith("five copies of 5p: 2 in the hand, 3 in (555p)")
    assert e.field == "hand"


def test_five_copies_in_concealed_tiles() -> None:
    e = _err(TileCountError, "11111456789m567p", win="1m")
    assert e.message.startswith("five copies of 1m: 5 in the hand")


def test_five_copies_counting_indicators() -> None:
    e = _err(TileCountError, "111122223333m44z", win="4z", dora=["1m"], riichi=True)
    assert e.message.startswith("five copies of 1m: 4 in the hand, 1 among the dora indicators")
    assert e.field == "dora"
    e = _err(TileCountError, "111122223333m44z", win="4z", ura=["2m"], riichi=True)
    assert "1 among the ura indicators" in e.message
    assert e.field == "ura"


def test_second_red_five() -> None:
    e = _err(TileCountError, "234067m234067p22s", win="5p", dora=["0m"])
    assert "2 red fives of m" in e.message
    assert "1 per suit" in e.message


def test_red_five_without_red_fives() -> None:
    e = _err(TileCountError, "234067m234567p22s", win="5p", rules="wrc")
    assert "0m" in e.message and "no red fives" in e.message


# -- the winning tile ----------------------------------------------------------------------


def test_win_not_in_hand() -> None:
    e = _err(TileCountError, WIN, win="1z")
    assert "winning tile 1z is not in the hand" in e.message
    assert e.field == "win"


def test_win_only_in_a_meld() -> None:
    e = _err(TileCountError, "444p77s(345p)(777p)(456s)", win="3p")
    assert "only inside a called meld" in e.message
    assert e.field == "win"


def test_red_win_needs_a_red_five() -> None:
    e = _err(TileCountError, WIN, win="0p")
    assert "red five" in e.message and "no red 5p" in e.message


def test_plain_win_when_the_five_is_red() -> None:
    e = _err(TileCountError, "234067m234567p22s", win="5m")
    assert "write 0m" in e.message


# -- situation -----------------------------------------------------------------------------

OPEN = "234m567p678s22s(234p)"
KAN = "345p678s234s77z(2222m)"

SITUATION_ERRORS: list[tuple[str, str, dict[str, Any], str, str]] = [
    # id, hand, situation, field, words in the message
    ("riichi_open", OPEN, dict(win="4m", riichi=True), "riichi", "riichi needs a closed hand"),
    ("double_riichi_open", OPEN, dict(win="4m", riichi=True, double_riichi=True), "riichi", "closed hand"),
    ("double_riichi_alone_open", OPEN, dict(win="4m", double_riichi=True), "riichi", "closed hand"),
    ("ippatsu_open", OPEN, dict(win="4m", ippatsu=True), "ippatsu", "closed hand"),
    ("ippatsu_without_riichi", WIN, dict(win="5p", ippatsu=True), "ippatsu", "only counts after riichi"),
    ("rinshan_ron", KAN, dict(win="4s", rinshan=True), "rinshan", "tsumo, not a ron"),
    ("rinshan_without_kan", WIN, dict(win="5p", tsumo=True, rinshan=True), "rinshan", "needs a kan"),
    ("rinshan_ippatsu", "345p678s234s77z[2222m]", dict(win="4s", tsumo=True, rinshan=True, riichi=True, ippatsu=True),
     "rinshan", "ippatsu"),
    ("chankan_tsumo", WIN, dict(win="5p", tsumo=True, chankan=True), "chankan", "ron, not a tsumo"),
    ("chankan_second_copy", WIN, dict(win="2s", chankan=True), "chankan", "it holds 2"),
    ("chankan_indicator", WIN, dict(win="5p", chankan=True, dora=["5p"]), "chankan", "indicator already shows 5p"),
    ("haitei_rinshan", KAN, dict(win="4s", tsumo=True, rinshan=True, haitei=True), "haitei", "rinshan"),
    ("haitei_chankan", WIN, dict(win="5p", chankan=True, haitei=True), "haitei", "chankan"),
    ("tenhou_non_dealer", WIN, dict(win="5p", tsumo=True, tenhou=True, seat="s"), "tenhou", "not East"),
    ("tenhou_ron", WIN, dict(win="5p", tenhou=True, seat="e"), "tenhou", "tsumo"),
    ("tenhou_calls", "345p678s234s77z[2222m]", dict(win="4s", tsumo=True, tenhou=True, seat="e"), "tenhou", "no calls"),
    ("tenhou_riichi", WIN, dict(win="5p", tsumo=True, tenhou=True, riichi=True, seat="e"), "tenhou", "riichi"),
    ("renhou_tsumo", WIN, dict(win="5p", tsumo=True, renhou=True, seat="s"), "renhou", "not a tsumo"),
    ("renhou_dealer", WIN, dict(win="5p", renhou=True, seat="e"), "renhou", "non-dealer"),
    ("renhou_calls", "345p678s234s77z[2222m]", dict(win="4s", renhou=True, seat="s"), "renhou", "before any call"),
    ("renhou_riichi", WIN, dict(win="5p", renhou=True, riichi=True, seat="s"), "renhou", "before any riichi"),
    ("renhou_houtei", WIN, dict(win="5p", renhou=True, haitei=True, seat="s"), "renhou", "houtei"),
    ("chiihou_dealer", WIN, dict(win="5p", tsumo=True, chiihou=True, seat="e"), "chiihou", "dealer"),
    ("chiihou_ron", WIN, dict(win="5p", chiihou=True, seat="s"), "chiihou", "tsumo"),
    ("chiihou_calls", OPEN, dict(win="4m", tsumo=True, chiihou=True, seat="s"), "chiihou", "no calls"),
    ("chiihou_riichi", WIN, dict(win="5p", tsumo=True, chiihou=True, riichi=True, seat="s"), "chiihou", "riichi"),
]


@pytest.mark.parametrize(("hand", "situation", "field", "words"), [r[1:] for r in SITUATION_ERRORS],
                         ids=[r[0] for r in SITUATION_ERRORS])
def test_situation_errors(hand: str, situation: dict[str, Any], field: str, words: str) -> None:
    e = _err(SituationError, hand, **situation)
    assert words in e.message
    assert e.field == field


@pytest.mark.parametrize(("name", "value"), [("round", "x"), ("seat", "q"), ("seat", 1)])
def test_bad_wind(name: str, value: Any) -> None:
    e = _err(SituationError, WIN, win="5p", **{name: value})
    assert "e, s, w, n" in e.message
    assert e.field == name


@pytest.mark.parametrize("name", ["honba", "sticks"])
def test_negative_counters(name: str) -> None:
    e = _err(SituationError, WIN, win="5p", **{name: -1})
    assert "cannot be negative" in e.message
    assert e.field == name


def test_unknown_rules() -> None:
    e = _err(RulesError, WIN, win="5p", rules="foo")
    assert "unknown rule preset 'foo'" in e.message
    assert e.field == "rules"
    e = _err(RulesError, WIN, win="5p", rules={"preset": "tenhou", "kirriage": True})
    assert "unknown rule option 'kirriage'" in e.message


# -- the JSON door -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("change", "field", "words"),
    [
        ({"tsumo": "yes"}, "tsumo", "true or false"),
        ({"riichi": 1}, "riichi", "true or false"),
        ({"round": "x"}, "round", "e, s, w, n"),
        ({"seat": None, "round": 3}, "round", "e, s, w, n"),
        ({"rules": "foo"}, "rules", "unknown rule preset"),
        ({"rules": 5}, "rules", "preset name"),
        ({"honba": "1"}, "honba", "whole number"),
        ({"sticks": 1.5}, "sticks", "whole number"),
        ({"honba": True}, "honba", "whole number"),
        ({"dora": 5}, "dora", "indicator"),
        ({"dora": ["5q"]}, "dora", "unknown character"),
        ({"ura": [7]}, "ura", "tiles"),
        ({"hand": 123}, "hand", "string"),
        ({"win": 5}, "win", "one tile"),
        ({"win": "1z"}, "win", "not in the hand"),
    ],
)
def test_case_field_types(change: dict[str, Any], field: str, words: str) -> None:
    case = {"id": "x1", "hand": WIN, "win": "5p", **change}
    out = score_case(case)
    assert out["ok"] is False
    assert out["error"] == "invalid"
    assert out["field"] == field
    assert words in out["detail"]
    assert out["id"] == "x1"


def test_case_without_hand() -> None:
    out = score_case({"win": "5p"})
    assert (out["ok"], out["error"], out["field"]) == (False, "invalid", "hand")


def test_case_position_is_reported() -> None:
    out = score_case({"hand": "55m223344p(456m)(456s)8q", "win": "2p"})
    assert (out["error"], out["field"], out["position"]) == ("invalid", "hand", 23)


def test_extra_keys_are_ignored() -> None:
    out = score_case({"hand": WIN, "win": "5p", "why": "x", "tags": ["a"], "expect": {}, "seat": "s"})
    assert (out["ok"], out["points"]) == (True, 2000)


def test_jsonapi_echoes_id_and_never_raises() -> None:
    out = handle({"op": "score", "id": 7, "hand": "12x", "win": "1m"})
    assert (out["id"], out["ok"], out["error"], out["field"], out["position"]) == (7, False, "invalid", "hand", 2)
    out = handle('{"hand": "234567m234567p22s", "win": "5p", "seat": "s", "id": "a"}')
    assert (out["id"], out["ok"], out["points"]) == ("a", True, 2000)


# -- order of checks: invalid, then not_winning, then no_yaku -------------------------------


def test_invalid_before_not_winning() -> None:
    # not complete AND riichi on an open hand: invalid wins
    out = score_case({"hand": "234m567p678s29s(234p)", "win": "4m", "riichi": True})
    assert (out["error"], out["field"]) == ("invalid", "riichi")


def test_not_winning_and_no_yaku_are_results() -> None:
    r = score("1111m2233p4455s66z", win="6z", seat="s")
    assert (r.ok, r.error) == (False, "not_winning")
    assert "not complete" in (r.detail or "")
    r = score("123m567p678s22s(234p)", win="1m", seat="s", dora=["1m", "3m"])
    assert (r.ok, r.error) == (False, "no_yaku")
    assert "no yaku" in (r.detail or "")
    d = r.to_dict()
    assert (d["ok"], d["error"], d["field"], d["position"]) == (False, "no_yaku", None, None)


def test_ura_without_riichi_is_a_note_not_an_error() -> None:
    out = score_case({"hand": WIN, "win": "5p", "seat": "s", "ura": ["1s"]})
    assert out["ok"] is True
    assert out["notes"] == ["ura indicators ignored: no riichi"]
    assert out["han"] == 2


def test_cached_situations_still_check_types() -> None:
    assert score(WIN, win="5p", tsumo=True, seat="s", honba=1).ok
    with pytest.raises(SituationError):
        score(WIN, win="5p", tsumo=1, seat="s", honba=1)  # type: ignore[arg-type]
    with pytest.raises(SituationError):
        score(WIN, win="5p", tsumo=True, seat="s", honba=True)
