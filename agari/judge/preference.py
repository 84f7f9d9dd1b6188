"""Which discard a strong player throws: each candidate's chance, from its features (``agari.judge.features``)
weighed by the table fitted to Phoenix-room games (``agari.judge.weights``), a softmax over the decision's
candidates.  The judge's one best choice is the likeliest; its value in points stays what the value judge gave.

The weights depend on the decision's group: three players or four, a riichi on the table (the hand near ready or
far), else whether the round is early (``EARLY`` draws) and the hand's shanten, since strong players weigh shape,
safety and value differently in each.  Under a riichi the judge adds
``CAUTION`` per shanten a discard steps back: of its two ways to disagree with a player who folds or pushes, telling
a player who folded that the hand lost a step is the one a review must make least (docs/judgement.md has the trade).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from agari.judge.features import NAMES, Context, Weighed, table
from agari.judge.weights import WEIGHTS

EARLY = 24
"""Draws from the wall (every seat's) before which a round counts as early: about six turns each."""
CAUTION = 1.0
"""[ours] Under a riichi, the score a discard gains per shanten it steps back (two at most): chosen on the training
logs' held-out folds so that the shanten-back verdicts fall to a third of the review's (scripts/fit_judge.py --cv)."""


BANDS = ("tenpai", "1-shanten", "2-shanten", "3-shanten+")
"""The hand's bands (its fewest shanten after a discard) when no riichi is on the table."""


def group(context: Context) -> str:
    """The decision's group: ``riichi near`` (tenpai or 1-shanten) or ``riichi far``, else ``calm early`` or
    ``calm late`` and the hand's band (``calm early 2-shanten``); ``3p `` before it in a three-player game."""
    three = "3p " if context.standing is not None and context.standing.players == 3 else ""
    if context.threatened:
        return f"{three}riichi {'near' if context.low <= 1 else 'far'}"
    stage = "early" if context.draws < EARLY else "late"
    return f"{three}calm {stage} {BANDS[min(max(context.low, 0), 3)]}"


def caution(context: Context, candidate: Weighed) -> float:
    """The score a step back in shanten gains under a riichi."""
    return CAUTION * min(candidate.shanten - context.low, 2) if context.threatened else 0.0


def scores(context: Context, candidates: Sequence[Weighed],
           weights: Mapping[str, Mapping[str, float]] = WEIGHTS) -> list[float]:
    """Each candidate's score: its features times its group's weights (0 for all when the group has none)."""
    w = weights.get(group(context), {})
    column = [w.get(name, 0.0) for name in NAMES]
    return [sum(a * b for a, b in zip(column, row, strict=True)) + caution(context, w)
            for w, row in zip(candidates, table(context, candidates), strict=True)]


def chances(context: Context, candidates: Sequence[Weighed],
            weights: Mapping[str, Mapping[str, float]] = WEIGHTS) -> list[float]:
    """Each candidate's chance to be a strong player's discard (they add up to 1)."""
    s = scores(context, candidates, weights)
    top = max(s, default=0.0)
    e = [math.exp(x - top) for x in s]
    total = sum(e) or 1.0
    return [x / total for x in e]
