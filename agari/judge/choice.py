"""What every kind of decision shares: the judged choice (``Choice``), the hand's speed before and after, the logit.

A decision of a kind other than a discard (riichi or dama, a call or a pass, a kan or none) is a few options; each
option gets a value in points by the cheap model (``agari.judge.value``) and a score by the kind's fitted weights
(``agari.judge.kind_weights``); a softmax over the options' scores gives the chance a strong player takes each.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from agari.analysis.ukeire import improving
from agari.core.shanten import shanten_of
from agari.core.tile import dora_index
from agari.judge.value import Situation
from agari.logs.table import WALL_DRAWS, Table

PASS = "pass"
"""The option of not acting: a call passed, no riichi (``dama``), no kan (``none``) each name it in their kind."""


class Choice(NamedTuple):
    """One decision of a kind other than a discard, judged."""

    kind: str
    """``riichi``, ``call`` or ``kan``."""
    round: int
    """The round's place in the game (``Round.order``)."""
    event: int
    """The event number in the round (1 first) at which the decision fell: the discard called or passed, the
    discard that declared riichi or not, the kan or the discard made instead."""
    seat: int
    hand: str
    """The hand at the decision (agari notation, melds after the concealed tiles)."""
    action: str
    """What the player did: riichi ``riichi``/``dama``; call ``pass``/``chi``/``pon``/``kan``; kan ``kan``/``none``."""
    recommended: str
    """The judge's choice, in the same words."""
    options: tuple[str, ...]
    """Every action the player could take here, the not-acting one first."""
    chances: tuple[float, ...]
    """The chance a strong player takes each option (same order)."""
    points: tuple[float, ...]
    """Each option's value in points by the cheap model (same order)."""
    reason: str
    detail: str = ""
    """What was taken: the called tile and the tile thrown after (``pon 5z, then 1m``), the kan's tile."""
    features: tuple[Mapping[str, float], ...] = ()
    """Each option's named figures (same order; not acting has none): the fitting script reads them."""

    @property
    def chance(self) -> float:
        """The chance a strong player takes the player's action."""
        return self.chances[self.options.index(self.action)] if self.action in self.options else 0.0

    @property
    def recommended_chance(self) -> float:
        return self.chances[self.options.index(self.recommended)]

    @property
    def agrees(self) -> bool:
        return self.action == self.recommended

    @property
    def points_lost(self) -> float:
        """The recommended option's value minus the player's (0 when the player's is worth as much or more)."""
        if self.action not in self.options or self.agrees:
            return 0.0
        rec = self.points[self.options.index(self.recommended)]
        return max(0.0, rec - self.points[self.options.index(self.action)])

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "seat": self.seat, "event": self.event, "hand": self.hand, "action": self.action,
                "recommended": self.recommended, "agrees": self.agrees, "options": list(self.options),
                "option_chances": [round(p, 4) for p in self.chances],
                "option_points": [round(p) for p in self.points], "points_lost": round(self.points_lost),
                "chance": round(self.chance, 4), "recommended_chance": round(self.recommended_chance, 4),
                "reason": self.reason, "detail": self.detail}


def unseen(table: Table, seat: int) -> list[int]:
    """Copies of each kind ``seat`` has not seen (three players: 2m-8m none)."""
    s = table.seats[seat]
    out = [max(0, 4 - p - c) for p, c in zip(table.public, s.counts, strict=True)]
    if table.players == 3:
        for k in range(1, 8):
            out[k] = 0
    return out


NO_COPIES = (0,) * 34


def speed13(counts: list[int], copies: Sequence[int], melds: int, left: Sequence[int]) -> tuple[int, int]:
    """Shanten and ukeire (copies unseen) of a hand of 3n+1 tiles (the melds' copies are not capped: a kind with
    none left unseen adds nothing to the ukeire anyway, and the uncapped tables are many times faster)."""
    sh, kinds = improving(counts, NO_COPIES, melds)
    return sh.shanten, sum(left[k] for k in kinds)


def speed14(counts: list[int], copies: Sequence[int], melds: int, left: Sequence[int]) -> tuple[int, int, int]:
    """The best discard of a hand of 3n+2 tiles: the shanten it leaves, its ukeire, and its kind (the ukeire worked
    out only for the discards of the lowest shanten)."""
    shanten = {}
    for k in range(34):
        if counts[k]:
            counts[k] -= 1
            shanten[k] = shanten_of(counts, NO_COPIES, melds).shanten
            counts[k] += 1
    low = min(shanten.values())
    best = (99, -1, -1)
    for k, sh in shanten.items():
        if sh == low:
            counts[k] -= 1
            _, u = speed13(counts, copies, melds, left)
            counts[k] += 1
            if u > best[1]:
                best = (sh, u, k)
    return best


def shanten14(counts: Sequence[int], copies: Sequence[int], melds: int) -> int:
    """The shanten a hand of 3n+2 tiles is at (-1: complete)."""
    return shanten_of(counts, copies, melds).shanten


def draws_left(table: Table) -> int:
    """The tiles left in the live wall."""
    return max(0, WALL_DRAWS[table.players] - table.draws)


def softmax(scores: Sequence[float]) -> tuple[float, ...]:
    top = max(scores)
    e = [math.exp(s - top) for s in scores]
    total = sum(e)
    return tuple(x / total for x in e)


def score(weights: Mapping[str, float], features: Mapping[str, float]) -> float:
    """The option's score: the bias plus each named feature times its weight."""
    return weights.get("bias", 0.0) + sum(weights.get(k, 0.0) * v for k, v in features.items())


def situation_of(table: Table, seat: int, left: Sequence[int]) -> Situation:
    """The cheap model's situation for ``seat`` now, without the danger model: each riichi on the table a threat."""
    rnd = table.round
    players = table.players
    dealer = rnd.dealer
    own = (draws_left(table) + players - 1) // players
    yakuhai = (31, 32, 33, 27 + rnd.wind, 27 + (seat - dealer) % players)
    dora = tuple(dora_index(d.index) for d in table.dora)
    threat = float(sum(1 for o in table.seats if o.seat != seat and o.riichi_at >= 0))
    return Situation(own, sum(left), seat == dealer, yakuhai, dora, threat)


def reds_of(table: Table, seat: int) -> int:
    """Red fives the seat holds, concealed or in its melds."""
    s = table.seats[seat]
    return sum(n for t, n in s.tiles.items() if t.red) + sum(1 for m in s.melds for t in m.tiles if t.red)


def placement(scores: Sequence[int], seat: int) -> int:
    """The seat's place by the scores (0 first; ties to the seat nearer the first dealer)."""
    return sum(1 for o, v in enumerate(scores) if v > scores[seat] or (v == scores[seat] and o < seat))


def all_last(table: Table, length: str) -> bool:
    """The round is the game's last by its length (South 4, East 4 of an east game, or later)."""
    rnd = table.round
    final = 0 if length == "east" else 1
    return rnd.wind > final or (rnd.wind == final and rnd.number >= table.players)


def thousands(points: float) -> str:
    """Points in the game's way: 2,600."""
    return f"{round(points):,}"
