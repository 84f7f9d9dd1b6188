"""Hand notation: parse/format round-trips, letter honors, every error with its position."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from agari.core.errors import AgariError, MeldError, NotationError
from agari.core.notation import Hand, Meld, MeldKind, format_hand, format_tiles, parse_tile_list, parse_tiles
from agari.core.tile import Tile


def tiles_of(text: str) -> list[str]:
    return [str(t) for t in parse_tiles(text)]


# -- examples --------------------------------------------------------------------------


def test_plain_hand_round_trip() -> None:
    h = Hand.parse("123m456p789s11122z")
    assert [t.index for t in h.concealed] == [0, 1, 2, 12, 13, 14, 24, 25, 26, 27, 27, 27, 28, 28]
    assert h.melds == ()
    assert str(h) == "123m456p789s11122z"
    assert h.tile_count == 14


def test_letter_honors_wwhwwwh() -> None:
    """``wwhwwwh`` = West White West West White (``wh`` is read before ``w``)."""
    h = Hand.parse("wwhwwwh")
    assert [t.name for t in h.concealed] == ["West wind", "White dragon", "West wind", "West wind", "White dragon"]
    assert str(h) == "35335z"
    assert format_hand(h, letters=True) == "wwhwwwh"


@pytest.mark.parametrize(
    ("text", "tiles"),
    [
        ("eswnwhgr", ["1z", "2z", "3z", "4z", "5z", "6z", "7z"]),
        ("EEE", ["1z", "1z", "1z"]),
        ("123ms", ["1m", "2m", "3m", "2z"]),  # the letter after a suit letter is South
        ("whwhg", ["5z", "5z", "6z"]),
        ("5m,8m", ["5m", "8m"]),
        ("123m 456p", ["1m", "2m", "3m", "4p", "5p", "6p"]),
        ("123M456P", ["1m", "2m", "3m", "4p", "5p", "6p"]),
        ("0m0p0s", ["0m", "0p", "0s"]),
        ("1234567890m", ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "0m"]),
    ],
)
def test_tile_runs(text: str, tiles: list[str]) -> None:
    assert tiles_of(text) == tiles


def test_red_five_is_the_same_type() -> None:
    red, plain = Tile.parse("0p"), Tile.parse("5p")
    assert red.red and not plain.red
    assert red.index == plain.index == 13
    assert red.plain is plain
    assert str(red) == "0p"


def test_melds_of_every_kind() -> None:
    h = Hand.parse("(123m)406m[1111z](555p)(2222s)")
    assert [m.kind for m in h.melds] == [MeldKind.CHI, MeldKind.ANKAN, MeldKind.PON, MeldKind.KAN]
    assert str(h) == "406m(123m)[1111z](555p)(2222s)"
    assert h.tile_count == 15
    assert h.kan_count == 2
    assert h.is_open
    assert not Hand.parse("123m[1111z]").is_open
    assert len(h.all_tiles()) == 3 + 3 + 4 + 3 + 4


def test_meld_tiles_are_sorted_red_after_plain() -> None:
    assert str(Meld.parse("(0m46m)")) == "(406m)"
    assert str(Meld.parse("[0555m]")) == "[5550m]"
    assert str(Meld.parse("(56m7m)")) == "(567m)"


def test_format_sorted_and_letters() -> None:
    h = Hand.parse("9m1m77z5z(111z)")
    assert format_hand(h) == "91m775z(111z)"
    assert format_hand(h, sort=True) == "19m577z(111z)"
    assert format_hand(h, letters=True) == "91mrrwh(111z)"
    assert format_tiles(parse_tiles("1z5z1m")) == "15z1m"


@pytest.mark.parametrize(
    ("text", "tiles"),
    [("58m", ["5m", "8m"]), ("5m,8m", ["5m", "8m"]), (["5m", "8m"], ["5m", "8m"]), ("wwh", ["3z", "5z"]),
     (["1z", "0p"], ["1z", "0p"]), ("", [])],
)
def test_indicator_lists(text: str | list[str], tiles: list[str]) -> None:
    assert [str(t) for t in parse_tile_list(text)] == tiles


def test_tile_parse() -> None:
    assert Tile.parse("wh").index == 31
    assert Tile.parse("g").index == 32
    assert Tile.parse("r").index == 33
    assert Tile.parse("9s").index == 26
    assert Tile.parse("0s") is Tile(22, True)


# -- errors: what and where ------------------------------------------------------------

ERRORS = [
    # text, exception class, position, words the message must contain
    ("123x", NotationError, 3, "unknown character 'x'"),
    ("12", NotationError, 0, "digit '1' at position 0 has no suit letter"),
    ("123m45", NotationError, 4, "digit '4' at position 4 has no suit letter"),
    ("1z2", NotationError, 2, "digit '2' at position 2 has no suit letter"),
    ("8z", NotationError, 0, "'8z'"),
    ("0z", NotationError, 0, "'0z'"),
    ("11m9z", NotationError, 3, "'9z'"),
    ("whh", NotationError, 2, "unknown character 'h'"),
    ("123m)", NotationError, 4, "closes a meld that was never opened"),
    ("123m]", NotationError, 4, "closes a meld that was never opened"),
    ("(123m", NotationError, 0, "is not closed by ')'"),
    ("11m[1111z", NotationError, 3, "is not closed by ']'"),
    ("(123m[111m]", NotationError, 0, "is not closed by ')'"),
    ("(111m)(", NotationError, 6, "is not closed"),
    ("", NotationError, 0, "empty"),
    ("123m(12x)", NotationError, 7, "unknown character 'x'"),
    ("()", MeldError, 0, "is empty"),
    ("11z(12m)", MeldError, 3, "has 2 tiles"),
    ("(11111m)", MeldError, 0, "has 5 tiles"),
    ("(124m)", MeldError, 0, "neither a sequence"),
    ("(123z)", MeldError, 0, "honors cannot form a sequence"),
    ("123m[111m]", MeldError, 4, "square brackets are for a closed kan"),
    ("(1234m)", MeldError, 0, "4 identical tiles"),
    ("(12p3m)", MeldError, 0, "mixes suits"),
    ("(9m12p)", MeldError, 0, "mixes suits"),
]


@pytest.mark.parametrize(("text", "cls", "position", "words"), ERRORS)
def test_notation_errors(text: str, cls: type[AgariError], position: int, words: str) -> None:
    with pytest.raises(cls) as info:
        Hand.parse(text)
    err = info.value
    assert err.position == position
    assert words in err.message
    assert err.text == text
    assert err.kind == "invalid"
    assert err.caret().splitlines() == [text, " " * position + "^"]


def test_error_is_a_value_error() -> None:
    with pytest.raises(ValueError):
        Hand.parse("123q")


def test_non_string_hand() -> None:
    with pytest.raises(NotationError, match="must be a string"):
        Hand.parse(123)  # type: ignore[arg-type]


@pytest.mark.parametrize(("text", "position"), [("1m2m", 0), ("0z", 0), ("x", 0), ("", 0)])
def test_tile_parse_errors(text: str, position: int) -> None:
    with pytest.raises(NotationError) as info:
        Tile.parse(text)
    assert info.value.position == position


def test_indicator_list_item_type() -> None:
    with pytest.raises(NotationError, match="must be strings"):
        parse_tile_list(["5m", 3])  # type: ignore[list-item]


# -- property: any valid hand survives format -> parse ---------------------------------

tile_st = st.one_of(
    st.integers(0, 33).map(Tile),
    st.sampled_from((4, 13, 22)).map(lambda i: Tile(i, True)),
)


@st.composite
def meld_st(draw: st.DrawFn) -> Meld:
    kind = draw(st.sampled_from(list(MeldKind)))
    if kind is MeldKind.CHI:
        suit = draw(st.integers(0, 2))
        start = suit * 9 + draw(st.integers(0, 6))
        tiles = [Tile(start + k) for k in range(3)]
        five = suit * 9 + 4
        if start <= five <= start + 2 and draw(st.booleans()):
            tiles[five - start] = Tile(five, True)
    else:
        index = draw(st.integers(0, 33))
        size = 3 if kind is MeldKind.PON else 4
        tiles = [Tile(index)] * size
        if index % 9 == 4 and index < 27 and draw(st.booleans()):
            tiles[0] = Tile(index, True)
    return Meld(kind, tuple(sorted(tiles)))


hand_st = st.builds(
    lambda concealed, melds: Hand(tuple(concealed), tuple(melds)),
    st.lists(tile_st, min_size=1, max_size=14),
    st.lists(meld_st(), max_size=4),
)


@settings(max_examples=300, deadline=None)
@given(hand_st, st.booleans())
def test_format_parse_round_trip(hand: Hand, letters: bool) -> None:
    text = format_hand(hand, letters=letters)
    assert Hand.parse(text) == hand
    assert str(Hand.parse(str(hand))) == str(hand)


@settings(max_examples=200, deadline=None)
@given(hand_st)
def test_sorted_format_keeps_the_multiset(hand: Hand) -> None:
    again = Hand.parse(format_hand(hand, sort=True))
    assert again.concealed == tuple(sorted(hand.concealed))
    assert again.melds == hand.melds


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="0123456789mpszewnhgr()[], xZ", max_size=30))
def test_random_text_parses_or_fails_cleanly(text: str) -> None:
    try:
        hand = Hand.parse(text)
    except AgariError as err:
        assert err.position is None or 0 <= err.position <= max(len(text) - 1, 0)
        return
    assert Hand.parse(str(hand)) == hand
