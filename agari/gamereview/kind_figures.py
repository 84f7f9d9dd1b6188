"""A seat's decisions of every kind over a game: how many, how many the judge agrees with, the bad moves (an action
strong players take less than 5 % of the time) and the points lost, one tally per kind of ``agari.judge.kinds``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from agari.gamereview.result import BAD, RoundReview
from agari.judge.kinds import KINDS


class KindTally(NamedTuple):
    """One kind's figures for a seat."""

    decisions: int
    agree: int
    bad: int
    """Decisions whose action the preference gives less than BAD."""
    points_lost: float

    def add(self, other: KindTally) -> KindTally:
        return KindTally(self.decisions + other.decisions, self.agree + other.agree, self.bad + other.bad,
                         self.points_lost + other.points_lost)

    def to_dict(self) -> dict[str, Any]:
        return {"decisions": self.decisions, "agree": self.agree,
                "agreement": round(self.agree / self.decisions, 4) if self.decisions else None, "bad": self.bad,
                "points_lost": round(self.points_lost)}


EMPTY = KindTally(0, 0, 0, 0.0)


def seat_kinds(seat: int, rounds: Sequence[RoundReview]) -> tuple[tuple[str, KindTally], ...]:
    """Per kind (discard, riichi, call, kan): the seat's tally over the rounds judged."""
    out = {k.name: EMPTY for k in KINDS}
    for r in rounds:
        if r.error:
            continue
        for d in r.decisions:
            v = d.verdict
            if d.seat == seat and v is not None:
                out["discard"] = out["discard"].add(
                    KindTally(1, int(v.agrees), int(v.chance < BAD), v.points_lost))
        for c in r.choices:
            if c.seat == seat:
                out[c.kind] = out[c.kind].add(KindTally(1, int(c.agrees), int(c.chance < BAD), c.points_lost))
    return tuple(out.items())


def kinds_dict(kinds: Sequence[tuple[str, KindTally]]) -> dict[str, Any]:
    return {name: t.to_dict() for name, t in kinds}
