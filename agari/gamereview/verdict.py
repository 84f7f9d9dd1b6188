"""The judge's verdict on one decision of the review: its best choice, the player's, the points lost and why."""

from __future__ import annotations

from typing import Any, NamedTuple

from agari.analysis.ukeire import TILE_NAMES
from agari.core.errors import AgariError
from agari.core.tile import Tile
from agari.danger.watch import Watch
from agari.judge import judge

PUSH_MARGIN = 0.001
"""A discard under riichi more dangerous than the hand's safest tile by more than this (0.1 %) is a push."""
NOTABLE = 100
"""Points lost from which a decision counts as a mistake by the judge: the review without every decision still lists
it (with the ones that gave up tiles), and the CLI shows its verdict."""


class Verdict(NamedTuple):
    """What the judge (agari.judge) says of a decision."""

    recommended: Tile
    """The judge's one best discard."""
    chosen: Tile
    """The player's discard."""
    label: str
    """The best discard's label: push, fold, value, speed (or empty)."""
    reason: str
    """Why, in a few words (English; the page words it in its own language from the figures)."""
    chosen_label: str
    """The player's discard's label."""
    points: float
    """The best discard's value in points (value minus the deal-in cost)."""
    chosen_points: float
    points_lost: float
    """The best discard's value minus the player's (0 when the player's is as good: within the judge's margin)."""
    danger: float
    """The chance the player's discard deals in now, to anyone."""
    recommended_danger: float
    safest: float
    """The lowest deal-in chance among the hand's discards."""
    threatened: bool
    """A riichi is on the table: the judge weighed folding."""
    recommended_chance: float = 0.0
    """The chance a strong player throws the recommended tile (agari.judge.preference)."""
    chance: float = 0.0
    """The chance a strong player throws the player's tile."""

    @property
    def agrees(self) -> bool:
        """The player threw the recommended tile (its kind: a red five counts as a five)."""
        return self.recommended.index == self.chosen.index

    @property
    def pushed(self) -> bool:
        """Under riichi, the player threw a tile more dangerous than the hand's safest."""
        return self.threatened and self.danger > self.safest + PUSH_MARGIN

    def to_dict(self) -> dict[str, Any]:
        """The decision's verdict fields (``NO_VERDICT``'s keys)."""
        return {"recommended": TILE_NAMES[self.recommended], "recommended_label": self.label,
                "reason": self.reason, "label": self.chosen_label, "recommended_points": round(self.points),
                "chosen_points": round(self.chosen_points), "points_lost": round(self.points_lost),
                "danger": round(self.danger, 4), "recommended_danger": round(self.recommended_danger, 4),
                "threatened": self.threatened, "agrees": self.agrees, "pushed": self.pushed,
                "recommended_chance": round(self.recommended_chance, 4), "chance": round(self.chance, 4)}


PUSHED = "pushed"
FOLDED = "folded"
DEALT_IN = "dealt in"
WON = "won"
NEITHER = "neither"


class PushFold(NamedTuple):
    """One round the seat faced a riichi: did it push (some discard riskier than its safest tile) and how it
    ended for the seat."""

    round: str
    plan: str
    """``pushed`` or ``folded``."""
    end: str
    """``dealt in``, ``won`` or ``neither``."""

    def to_dict(self) -> dict[str, Any]:
        return {"round": self.round, "plan": self.plan, "end": self.end}


class DealIn(NamedTuple):
    """A deal-in, with the tile's danger as the judge saw it at that decision (None: the discard was no free
    decision, after the seat's own riichi)."""

    round: str
    tile: Tile
    danger: float | None
    recommended: Tile | None
    recommended_danger: float | None

    def to_dict(self) -> dict[str, Any]:
        return {"round": self.round, "tile": TILE_NAMES[self.tile],
                "danger": None if self.danger is None else round(self.danger, 4),
                "recommended": None if self.recommended is None else TILE_NAMES[self.recommended],
                "recommended_danger": None if self.recommended_danger is None else round(self.recommended_danger, 4)}


class Judged(NamedTuple):
    """The judge's figures of one seat over a game."""

    judged: int
    """Decisions the judge weighed."""
    agree: int
    """Of those, the decisions where the player threw the recommended tile."""
    points_lost: float
    push_fold: tuple[PushFold, ...]
    deal_ins: tuple[DealIn, ...]
    lost_by_turn: tuple[float, ...] = ()
    """Points lost at the player's n-th discard of a round (index 0: the first), averaged over the rounds."""

    @property
    def agreement(self) -> float:
        return self.agree / self.judged if self.judged else 1.0

    @property
    def lost_per_decision(self) -> float:
        return self.points_lost / self.judged if self.judged else 0.0

    def to_dict(self) -> dict[str, Any]:
        return {"judged": self.judged, "agree": self.agree, "agreement": round(self.agreement, 4),
                "points_lost": round(self.points_lost), "points_lost_per_decision": round(self.lost_per_decision, 1),
                "lost_by_turn": [round(v, 1) for v in self.lost_by_turn],
                "push_fold": [p.to_dict() for p in self.push_fold],
                "deal_in_dangers": [d.to_dict() for d in self.deal_ins]}


NOT_JUDGED = Judged(0, 0, 0.0, (), ())


NO_VERDICT: dict[str, Any] = dict.fromkeys(
    ("recommended", "recommended_label", "reason", "label", "recommended_points", "chosen_points", "points_lost",
     "danger", "recommended_danger", "threatened", "agrees", "pushed", "recommended_chance", "chance"))
"""A decision the judge could not weigh: every verdict field None."""


def verdict(watch: Watch, seat: int, tile: Tile) -> Verdict | None:
    """The judge's verdict on ``seat`` discarding ``tile`` at the watch's moment; None where the judge has no
    decision to weigh (a hand it cannot see whole)."""
    try:
        j = judge(watch, seat)
    except AgariError:
        return None
    best = j.best
    mine = j.of(tile)
    lost = 0.0 if best.tile.index == tile.index else max(0.0, best.points - mine.points)
    return Verdict(best.tile, tile, best.label, j.reason, mine.label, best.points, mine.points, lost, mine.danger,
                   best.danger, min(c.danger for c in j.candidates), j.threatened, best.chance, mine.chance)
