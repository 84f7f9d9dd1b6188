"""A registry field that says the same as others (``same_as``: Small Mahjong's ``heaven`` is ``first_turn`` with
``dealer``) answers exactly as those values do, so a front end may offer only them and read it as them."""

from __future__ import annotations

from typing import Any

import pytest

from agari.frontends.jsonapi import handle
from agari.games import GAMES

ALIASES = [(game, f) for game in GAMES.values() for f in game.fields if f.same_as]
HANDS = {"small": ["234m567p88s", "123456m99p", "123m456p789s234m55p", "11123456789999m"]}


def test_small_mahjong_names_its_aliases() -> None:
    names = {(g.name, f.name): dict(f.same_as) for g, f in ALIASES}
    assert names == {("small", "heaven"): {"first_turn": True, "dealer": True},
                     ("small", "earth"): {"first_turn": True, "dealer": False}}
    meta = handle({"op": "meta"})
    small = next(g for g in meta["games"] if g["name"] == "small")
    assert [f.get("same_as") for f in small["fields"] if f["name"] in ("heaven", "earth")] == [
        {"first_turn": True, "dealer": True}, {"first_turn": True, "dealer": False}]


@pytest.mark.parametrize(("game", "field"), ALIASES, ids=lambda x: getattr(x, "name", ""))
def test_an_alias_answers_as_the_values_it_stands_for(game: Any, field: Any) -> None:
    for hand in HANDS[game.name]:
        for op in ("score", "analyze"):
            base = {"game": game.name, "op": op, "hand": hand, "tsumo": True}
            said = handle({**base, field.name: True, **({"dealer": True} if dict(field.same_as).get("dealer") else {})})
            meant = handle({**base, **dict(field.same_as)})
            assert said == meant, (hand, op)
            if op == "score":
                assert meant["ok"], meant
