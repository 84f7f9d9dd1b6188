"""How a Small Mahjong hand was won: a frozen value, checked for impossible combinations.

Double Reach implies Reach; ``first_turn`` is Blessing of Heaven for the dealer and Blessing of
Earth for another player.  Every impossible combination is a SituationError naming its field.

>>> Situation.make(tsumo=True, first_turn=True, dealer=True).heaven
True
>>> Situation.make(one_shot=True, tsumo=True)
Traceback (most recent call last):
...
agari.core.errors.SituationError: one_shot needs Reach: One Shot is a win within one go-around after Reach
"""

from __future__ import annotations

from collections.abc import Mapping
from operator import is_
from typing import Any, NamedTuple

from agari.core.errors import SituationError

FLAGS = ("tsumo", "reach", "double_reach", "one_shot", "last_tile", "first_turn", "heaven", "earth", "dealer")
"""The true/false fields of a request's situation."""
PLAYERS = (1, 2, 3, 4)
DEFAULT_PLAYERS = 4


class Situation(NamedTuple):
    """The circumstances of a win (everything but the tiles)."""

    tsumo: bool = False
    reach: bool = False
    double_reach: bool = False
    one_shot: bool = False
    last_tile: bool = False
    """Won on the last tile: the last of the stock (tsumo) or the last discard (ron)."""
    heaven: bool = False
    earth: bool = False
    dealer: bool = False
    players: int = DEFAULT_PLAYERS

    @classmethod
    def make(cls, *, tsumo: Any = False, reach: Any = False, double_reach: Any = False, one_shot: Any = False,
             last_tile: Any = False, first_turn: Any = False, heaven: Any = False, earth: Any = False,
             dealer: Any = False, players: Any = DEFAULT_PLAYERS) -> Situation:
        """Build from loose input (JSON values); raises SituationError naming the bad field."""
        values = dict(tsumo=tsumo, reach=reach, double_reach=double_reach, one_shot=one_shot, last_tile=last_tile,
                      first_turn=first_turn, heaven=heaven, earth=earth, dealer=dealer)
        for name, value in values.items():
            if type(value) is not bool:
                raise SituationError(f"{name} must be true or false, not {value!r}", field=name)
        if type(players) is not int or players not in PLAYERS:
            raise SituationError(f"players must be 2, 3 or 4 (or 1 for a solo game), not {players!r}",
                                 field="players")
        if first_turn:
            if dealer:
                heaven = True
            else:
                earth = True
        s = cls(tsumo=tsumo, reach=reach or double_reach, double_reach=double_reach, one_shot=one_shot,
                last_tile=last_tile, heaven=heaven, earth=earth, dealer=dealer, players=players)
        s.check("first_turn" if first_turn else None)
        return s

    def check(self, first_turn: str | None = None) -> None:
        """Refuse impossible combinations (``first_turn`` names the field that set heaven or earth)."""
        if not self.tsumo and not self.reach:
            raise SituationError("ron needs Reach: a hand wins on a discard only after declaring Reach "
                                 "(set reach, or tsumo)", field="reach")
        if not self.tsumo and self.players < 2:
            raise SituationError("a solo game has no discarder: its wins are by tsumo", field="tsumo")
        if self.one_shot and not self.reach:
            raise SituationError("one_shot needs Reach: One Shot is a win within one go-around after Reach",
                                 field="one_shot")
        for flag, name, who in (("heaven", "Blessing of Heaven", True), ("earth", "Blessing of Earth", False)):
            if not getattr(self, flag):
                continue
            field = first_turn or flag
            if self.dealer is not who:
                whose = "the dealer's" if who else "a non-dealer's"
                fix = "set dealer" if who else "not for the dealer (the dealer's is heaven)"
                raise SituationError(f"{name} is {whose} first-turn win ({fix})", field=field)
            if not self.tsumo:
                raise SituationError(f"{name} is a win by tsumo on the first draw, not by ron", field=field)
            if self.reach:
                raise SituationError(f"{name} comes before any discard, so before Reach", field=field)
            if self.last_tile:
                raise SituationError(f"{name} is on the first draw, not on the last tile", field=field)

    @property
    def payer_count(self) -> int:
        """How many players pay the winner: every other one."""
        return self.players - 1


_FIELDS = ("players", *FLAGS)
_MADE: dict[bool | None, dict[tuple[Any, ...], tuple[tuple[Any, ...], Situation]]] = {None: {}, True: {}, False: {}}
"""Per ``tsumo`` argument: the request values already seen (a few hundred combinations at most) -> those values
and their situation.  Only plain values are kept (None, True, False, and small ints for ``players``: objects
CPython has one of), so a hit is checked by identity: 1 == True, but 1 is no flag."""


def situation_from(request: Mapping[str, Any], tsumo: bool | None = None) -> Situation:
    """The situation of a JSON request (absent fields and nulls are false; ``players`` defaults to 4)."""
    values = tuple(map(request.get, _FIELDS))
    memo = _MADE[tsumo]
    try:
        found = memo.get(values)
    except TypeError:  # an unhashable value (a list...): make() words the error, or it is an ignored field
        found = None
    if found is not None and all(map(is_, values, found[0])):
        return found[1]
    args: dict[str, Any] = {name: False if request.get(name) is None else request[name] for name in FLAGS}
    if tsumo is not None:
        args["tsumo"] = tsumo
    players = request.get("players")
    args["players"] = DEFAULT_PLAYERS if players is None else players
    made = Situation.make(**args)
    if len(memo) < 4096 and all(type(v) in (bool, type(None)) for v in values[1:]) and (
            values[0] is None or type(values[0]) is int and values[0] in PLAYERS):
        memo[values] = (values, made)
    return made
