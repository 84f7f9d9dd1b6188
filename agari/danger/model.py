"""Each tile's danger for a seat: the chance it deals in to each opponent and to anyone, and what that costs."""

from __future__ import annotations

from typing import Any, NamedTuple

from agari.core.tile import type_name
from agari.danger import figures as F
from agari.danger.threat import OPEN, QUIET, RIICHI, Threat, threat_of, value_of
from agari.danger.view import Opponent, SeatView
from agari.danger.waits import chances, safe_kinds


class OpponentDanger(NamedTuple):
    """One opponent: how they threaten, what a deal-in costs, and each kind's chance to deal in to them."""

    seat: int
    threat: Threat
    value: int
    """Expected points of a deal-in to them (0 when quiet)."""
    danger: tuple[float, ...]
    """Per kind (34): the chance that discarding it now deals in to them."""


class Assessment(NamedTuple):
    """Every kind's danger for the seat."""

    seat: int
    opponents: tuple[OpponentDanger, ...]
    anyone: tuple[float, ...]
    """Per kind: the chance of dealing in to anyone (the opponents taken as independent)."""
    loss: tuple[float, ...]
    """Per kind: the expected points lost to a deal-in (each opponent's chance times their value)."""

    def to_dict(self) -> dict[str, Any]:
        """The JSON door's shape: tiles by name, chances rounded to 0.1 percent points (as fractions)."""
        return {
            "seat": self.seat,
            "opponents": [{
                "seat": o.seat, "model": o.threat.model, "tenpai": round(o.threat.tenpai, 3),
                "reasons": list(o.threat.reasons), "value": o.value,
                "danger": {type_name(k): round(p, 4) for k, p in enumerate(o.danger)},
            } for o in self.opponents],
            "anyone": {type_name(k): round(p, 4) for k, p in enumerate(self.anyone)},
            "loss": {type_name(k): round(v) for k, v in enumerate(self.loss)},
        }


def opponent_danger(view: SeatView, opp: Opponent) -> OpponentDanger:
    """The danger of every kind for one opponent."""
    threat = threat_of(opp)
    if threat.model == QUIET:
        return OpponentDanger(opp.seat, threat, 0, (0.0,) * 34)
    if threat.model == RIICHI:
        p = chances(view, opp)
    else:
        suit = [1.0, 1.0, 1.0, 1.0]
        if threat.flush >= 0:
            suit = [F.FLUSH_OFF_SUIT] * 3 + [1.0]
            suit[threat.flush] = 1.0
        p = [threat.tenpai * x for x in chances(view, opp, (suit[0], suit[1], suit[2], suit[3]),
                                                 F.DRAGON_PATTERN if threat.dragons else 1.0)]
    assert threat.model in (RIICHI, OPEN)
    return OpponentDanger(opp.seat, threat, value_of(opp, threat, view.dora), tuple(p))


def assess(view: SeatView) -> Assessment:
    """Every kind's danger for the seat of ``view``."""
    per = tuple(opponent_danger(view, o) for o in view.opponents)
    anyone = []
    loss = []
    for k in range(34):
        miss = 1.0
        cost = 0.0
        for o in per:
            miss *= 1.0 - o.danger[k]
            cost += o.danger[k] * o.value
        anyone.append(1.0 - miss)
        loss.append(cost)
    return Assessment(view.seat, per, tuple(anyone), tuple(loss))


def category(view: SeatView, opp: Opponent, kind: int) -> str:
    """The player's word for a kind against ``opp``: ``genbutsu``, ``honor``, ``no-chance``, ``suji``,
    ``half-suji``, ``one-chance`` or ``non-suji``."""
    if kind in safe_kinds(opp):
        return "genbutsu"
    if kind >= 27:
        return "honor"
    n = kind % 9
    safe = safe_kinds(opp)
    sides = []  # each open wait that could win on this kind: (the other winning kind, the two held kinds)
    if n >= 3:
        sides.append((kind - 3, (kind - 2, kind - 1)))
    if n <= 5:
        sides.append((kind + 3, (kind + 1, kind + 2)))
    live = [held for other, held in sides if other not in safe]
    if all(min(view.unseen(h) for h in held) == 0 for held in live):
        return "no-chance" if live else "suji"
    if len(live) < len(sides):
        return "half-suji"
    if all(min(view.unseen(h) for h in held) <= 1 for held in live):
        return "one-chance"
    return "non-suji"
