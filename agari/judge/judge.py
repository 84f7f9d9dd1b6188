"""Judge one decision: every candidate discard valued in points (value minus danger cost), labelled, the best one
chosen (ties by ``tiebreak``) with a reason in a few words."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from agari.analysis.ukeire import TILE_NAMES
from agari.core.errors import AgariError
from agari.core.tile import Tile
from agari.danger.model import Assessment, assess
from agari.danger.threat import QUIET, RIICHI
from agari.danger.view import SeatView
from agari.danger.waits import safe_kinds
from agari.danger.watch import Watch
from agari.judge import tiebreak
from agari.judge.candidates import Row, next_ukeire, rows
from agari.judge.engine import engine_estimates, on_scale
from agari.judge.features import Context, Weighed
from agari.judge.preference import chances
from agari.judge.standing import standing
from agari.judge.value import Estimate, Shape, Situation, estimate
from agari.logs.table import WALL_DRAWS

PUSH_TURNS = (4, 6, 8, 10, 12, 14, 16, 18)
"""[ours] How many more discards pushing takes, by the shanten left (tenpai: until the round ends)."""
FUTURE = 0.5
"""[ours] Weight of those future discards' danger: each costs a random draw's expected deal-in cost."""
FOLD_AHEAD = 3
"""[ours] How many later discards folding must find among the hand's safest tiles."""
FOLD_DECAY = 0.5
"""[ours] Each later discard of a fold weighs this much less than the one before (the round may end, and later
turns bring new safe tiles): so the safest tile goes now."""
LOOK_AHEAD = (1, 2)
"""The shanten at which the hand's next step is worked out (its tenpai's winning tiles, its 1-shanten ukeire), not
taken as typical."""
CONTENDER = 0.8
"""At 2-shanten the next step is worked out only for discards keeping this share of the most tiles (it is slow)."""
OPEN_WEIGHT = 0.0
"""[ours] An open threat's weight in the race (times its tenpai chance): how much sooner it may end the round."""
FOLD_KEEP = 0.1
"""[ours] The share of the hand's value a fold keeps (it may come back when the riichi passes or a safe way
appears): among equally safe tiles, the one that keeps the hand alive goes."""
EPS = 1.0
"""Points within which two candidates count as equal (then the tie-break rules decide)..."""
REL = 0.06
"""[ours] ... or this share of the best value, if more: the cheap estimate is no closer than that."""

PUSH = "push"
FOLD = "fold"
VALUE = "value"
SPEED = "speed"


class Candidate(NamedTuple):
    """One discard, weighed."""

    tile: Tile
    shanten: int
    ukeire: int
    danger: float
    """The chance it deals in now, to anyone."""
    loss: float
    """Its expected deal-in cost now (points)."""
    estimate: Estimate
    """The hand after it: its chance to win and its points."""
    push: float
    """Value in points when the hand goes on: the estimate's value minus this and the later discards' danger cost."""
    fold: float
    """Value in points when the hand folds after this discard: this and the next safest tiles' danger costs, and a
    tenth of the hand's value (FOLD_KEEP)."""
    label: str
    genbutsu: int = 0
    """Opponents it is genbutsu against (it cannot deal in to them now)."""
    chance: float = 0.0
    """The chance a strong player throws it (agari.judge.preference; 0 when the judge weighs value alone)."""

    @property
    def points(self) -> float:
        """The candidate's value in points: the better plan."""
        return max(self.push, self.fold)


class Judgement(NamedTuple):
    """One decision judged: candidates best first, the best one and why."""

    seat: int
    candidates: tuple[Candidate, ...]
    threatened: bool
    """A riichi is on the table (with OPEN_WEIGHT above 0, an open threat too): the fold plan is weighed."""
    reason: str
    by_value: Tile | None = None
    """The best discard by value alone (points, then the tie-break rules): the first candidate when the judge
    weighs value alone."""
    context: Context | None = None
    """What the decision's candidates share, as ``agari.judge.features`` reads it."""

    @property
    def best(self) -> Candidate:
        return self.candidates[0]

    def of(self, tile: Tile) -> Candidate:
        """The candidate discarding ``tile`` (its kind when the exact tile, plain or red five, is not listed)."""
        for c in self.candidates:
            if c.tile is tile:
                return c
        return next(c for c in self.candidates if c.tile.index == tile.index)


def situation(watch: Watch, seat: int, view: SeatView, danger: Assessment) -> Situation:
    """The wall, the seat and the threats of this decision."""
    table = watch.table
    players = table.players
    dealer = watch.round.dealer
    left = max(0, WALL_DRAWS[players] - table.draws)
    own = (left + players - 1) // players
    unseen = sum(view.unseen(k) for k in range(34))
    yakuhai = (31, 32, 33, 27 + watch.round.wind, 27 + (seat - dealer) % players)
    threat = sum(1.0 if o.threat.model == RIICHI else o.threat.tenpai * OPEN_WEIGHT
                 for o in danger.opponents if o.threat.model != QUIET)
    return Situation(own, unseen, seat == dealer, yakuhai, view.dora, threat, tuple(table.dora),
                     (watch.round.wind, (seat - dealer) % players), view.visible)


def _shape(watch: Watch, seat: int, row: Row, low: int, most: int) -> Shape:
    s = watch.table.seats[seat]
    counts = list(s.counts)
    counts[row.tile.index] -= 1
    reds = sum(n for t, n in s.tiles.items() if t.red) - (1 if row.tile.red else 0)
    reds += sum(1 for m in s.melds for t in m.tiles if t.red)
    ahead = row.shanten == low and row.shanten in LOOK_AHEAD and (row.shanten < 2 or row.total >= CONTENDER * most)
    after = next_ukeire(watch.table, seat, row) if ahead else -1.0
    return Shape(tuple(counts), tuple(s.melds), reds, row.shanten, row.total, after)


def judge(watch: Watch, seat: int, rules: Sequence[str] = tiebreak.RULES, prefer: bool = True) -> Judgement:
    """Judge the decision of ``seat``, whose hand holds 3n+2 tiles, at the watch's moment (``rules``: the tie-break
    rules in force, in order; ``prefer``: the best choice is a strong player's likeliest discard by
    ``agari.judge.preference``, else the best by value); AgariError, in a sentence, for a seat that is not at the
    table or has no such hand."""
    if not 0 <= seat < watch.table.players:
        raise AgariError(f"seat {seat} is not at the table (0..{watch.table.players - 1})")
    s = watch.table.seats[seat]
    if not s.known or s.size != 14:
        what = "hidden" if not s.known else f"{s.size} tiles (melds as 3)"
        raise AgariError(f"seat {seat} has no decision to judge now: its hand is {what}, not 14 tiles")
    view = watch.view(seat)
    danger = assess(view)
    sit = situation(watch, seat, view, danger)
    threatened = sit.threat > 0
    counts = view.held
    unseen = [view.unseen(k) for k in range(34)]
    total_unseen = max(1, sum(unseen))
    draw_cost = sum(u * danger.loss[k] for k, u in enumerate(unseen)) / total_unseen
    safe = [safe_kinds(o) for o in view.opponents]
    weighed = []
    table = rows(watch.table, seat)
    low = min(r.shanten for r in table)
    most = max(r.total for r in table if r.shanten == low)
    cheap = {row.tile: estimate(_shape(watch, seat, row, low, most), sit) for row in table}
    exact = engine_estimates(watch.table, seat, sit, low)
    if exact is not None:
        cheap.update(on_scale(exact, cheap))
    for row in table:
        k = row.tile.index
        est = cheap[row.tile]
        loss = danger.loss[k]
        push = est.value - loss
        fold = push
        if threatened:
            turns = min(sit.draws_left, PUSH_TURNS[min(max(row.shanten, 0), len(PUSH_TURNS) - 1)])
            push -= FUTURE * turns * draw_cost
            left = sorted(danger.loss[j] for j in range(34) for _ in range(counts[j] - (1 if j == k else 0)))
            ahead = left[:min(FOLD_AHEAD, sit.draws_left)]
            fold = FOLD_KEEP * est.value - loss - sum(v * FOLD_DECAY ** (i + 1) for i, v in enumerate(ahead))
        weighed.append((row, est, danger.anyone[k], loss, push, fold))
    last = watch.table.seats[seat].last_draw
    drawn = -1 if last is None else last.index
    tie = {row.tile.index: tiebreak.key(row.tile.index, counts, drawn, sit.yakuhai, sit.dora,
                                        sum(1 for s in safe if row.tile.index in s), rules) for row, *_ in weighed}
    top = max(w[4] if w[4] >= w[5] else w[5] for w in weighed)
    floor = top - max(EPS, REL * abs(top))
    order = sorted(weighed, key=lambda w: (0 if max(w[4], w[5]) >= floor else 1,
                                           tie[w[0].tile.index] if max(w[4], w[5]) >= floor else (),
                                           -max(w[4], w[5]), w[0].tile.red))
    cands = _label(order, threatened)
    equals = sum(1 for w in order if max(w[4], w[5]) >= floor)
    cands = tuple(c._replace(genbutsu=sum(1 for x in safe if c.tile.index in x)) for c in cands)
    context = Context(threatened, watch.table.draws, any(m.opened for m in s.melds), counts, view.visible, view.dora,
                      sit.yakuhai, drawn, cands[0].points, low, most, min(c.danger for c in cands),
                      standing(watch, seat, watch.length))
    if not prefer:
        return Judgement(seat, cands, threatened, reason(cands, threatened, equals), cands[0].tile, context)
    chance = chances(context, as_weighed(cands))
    ranked = sorted((c._replace(chance=p) for c, p in zip(cands, chance, strict=True)), key=lambda c: -c.chance)
    return Judgement(seat, tuple(ranked), threatened, preferred_reason(ranked, cands, threatened, equals),
                     cands[0].tile, context)


def as_weighed(by_value: Sequence[Candidate]) -> list[Weighed]:
    """The candidates, in the value order, as ``agari.judge.features`` reads them."""
    return [Weighed(c.tile.index, i, c.points, c.shanten, c.ukeire, c.danger, c.loss, c.genbutsu, c.label)
            for i, c in enumerate(by_value)]


def _label(order: list[tuple[Row, Estimate, float, float, float, float]], threatened: bool) -> tuple[Candidate, ...]:
    least = min(w[3] for w in order)
    low = min(w[0].shanten for w in order)
    most = max(w[0].total for w in order if w[0].shanten == low)
    speed_value = max(w[1].value for w in order if w[0].shanten == low and w[0].total == most)
    out = []
    for row, est, chance, loss, push, fold in order:
        if threatened and fold > push and loss <= least:
            label = FOLD
        elif threatened and loss > 0:
            label = PUSH
        elif row.shanten == low and row.total == most:
            label = SPEED
        elif est.value > speed_value:
            label = VALUE
        else:
            label = ""
        out.append(Candidate(row.tile, row.shanten, row.total, chance, loss, est, push, fold, label))
    return tuple(out)


def preferred_reason(ranked: Sequence[Candidate], by_value: Sequence[Candidate], threatened: bool,
                     equals: int) -> str:
    """The reason of the likeliest discard: its own figures, the chance strong players throw it, and the best by
    value when that is another tile."""
    b, v = ranked[0], by_value[0]
    if b.tile.index == v.tile.index:
        return reason(by_value, threatened, equals) + f"; strong players {b.chance:.0%}"
    text = reason((b,), threatened, 1) + f"; strong players {b.chance:.0%}"
    gap = v.points - b.points
    if gap < max(EPS, REL * abs(v.points)):  # within the value judge's margin: a tie by value
        return text + f"; equal in value to {TILE_NAMES[v.tile]}"
    return text + f"; by value {TILE_NAMES[v.tile]}, {gap:,.0f} more"


def reason(cands: Sequence[Candidate], threatened: bool, equals: int) -> str:
    """The best choice's reason in a few words."""
    b = cands[0]
    name = TILE_NAMES[b.tile]
    sh = "tenpai" if b.shanten == 0 else f"{b.shanten}-shanten"
    if b.label == FOLD and len(cands) > 1:
        text = f"fold: {name} deals in {b.danger:.1%}; pushing is worth {max(c.push for c in cands):,.0f}"
    elif b.label == FOLD:
        text = f"fold: {name} deals in {b.danger:.1%}"
    elif b.label == PUSH:
        text = f"push: {sh}, {b.ukeire} tiles, worth {b.estimate.value:,.0f} against {b.danger:.1%} danger"
    elif b.label == VALUE:
        text = f"value: {sh}, {b.ukeire} tiles, {b.estimate.points:,.0f} a win"
    else:
        text = f"{sh}, {b.ukeire} tiles" + (", no danger" if threatened else "")
    if equals > 1:
        text += f"; first of {equals} equal discards"
    return text
