"""The cheap value estimate of a hand after a discard: its chance to win and its points when it wins.

The expected-value engine (``agari.judge.engine``) takes over where it decides: the discards of a four-player tenpai
or 1-shanten hand that keep its shanten, its figures put on this estimate's scale.  This estimate values every
other discard (and sets that scale): ``estimate(shape, situation)``.

A race over the draws left, the first step down in shanten at the hand's own ukeire, the next one at the
worked-out ukeire the judge passes (``next_ukeire``) or a typical one, the later ones typical; a win at tenpai
by tsumo or ron, and the round ended first by someone else at a rate per turn; the points from the han the hand
shows (dora, red fives, yakuhai, riichi when closed, tanyao, one suit) by the usual ron values.
"""

from __future__ import annotations

from typing import NamedTuple

from agari.core.notation import Meld
from agari.core.tile import Tile

TYPICAL_UKEIRE = (3.0, 6.0, 10.0, 16.0, 24.0, 32.0, 40.0, 48.0)
"""[ours] The ukeire of a hand at 0..7 shanten once it has got there (tenpai: its winning tiles)."""
NEXT_SCALE = (1.0, 1.0, 1.0)
"""[ours] By the hand's shanten: its next step's ukeire, worked out, weighs this much of its count (to the scale of
TYPICAL_UKEIRE): a 1-shanten hand's tenpai waits, a 2-shanten hand's 1-shanten ukeire."""
RON = 1.5
"""[ours] A tenpai hand's ron chances per turn, as a share of its own tsumo chance (three players discard)."""
ROUND_END = 0.035
"""[ours] Per turn, the chance the round ends by someone else's win when nobody threatens."""
THREAT_END = 0.10
"""[ours] Per turn and per riichi (or open threat, times its tenpai chance), the chance it wins first."""
POINTS = (0, 1300, 2600, 5200, 8000, 8000, 12000, 12000, 16000, 16000, 16000, 24000, 24000, 32000)
"""A non-dealer's points by han, fu as usual (30-40 fu below mangan, a ron)."""
CLOSED_HAN = 1.7
"""[ours] A closed hand's riichi with its ura dora and tsumo: the han it adds."""
YAKUHAI_PAIR = 0.4
"""[ours] A yakuhai pair's han: the chance it becomes a set."""
TANYAO_NEAR = 0.3
"""[ours] A closed hand's han for tanyao when one or two terminals or honors are left to go."""
YAKU_LESS = 0.15
"""[ours] The share of an open hand's win chance kept when it shows no yaku (no yakuhai pair, no tanyao, no flush)."""


class Situation(NamedTuple):
    """What the value of any discard of this decision shares: the wall, the seat and the threats."""

    draws_left: int
    """The seat's own draws still to come."""
    unseen: int
    """Tiles the seat has not seen (the wall and the other hands)."""
    dealer: bool
    yakuhai: tuple[int, ...]
    """Yakuhai kinds for this seat: the dragons, the round wind, the seat's own wind last (a double wind twice)."""
    dora: tuple[int, ...]
    """The dora kinds (a kind twice when two indicators point to it)."""
    threat: float
    """The threats in the race: each riichi 1, each open threat its tenpai chance times OPEN_WEIGHT."""
    indicators: tuple[Tile, ...] = ()
    """The dora indicators, as the expected-value engine takes them."""
    winds: tuple[int, int] = (0, 0)
    """The round wind and the seat's wind (0 East .. 3 North)."""
    visible: tuple[int, ...] = ()
    """Every copy the seat sees of each kind (its hand, rivers, calls, indicators): the engine's real wall."""


class Shape(NamedTuple):
    """The hand after the discard."""

    counts: tuple[int, ...]
    """Concealed copies of each of the 34 kinds."""
    melds: tuple[Meld, ...]
    reds: int
    """Red fives held, concealed or in melds."""
    shanten: int
    ukeire: int
    next_ukeire: float = -1.0
    """The ukeire one step further on, on average (a 1-shanten hand: the tenpai's winning tiles); -1: unknown, a
    typical one is taken."""


class Estimate(NamedTuple):
    """A hand's chance to win the round and its points when it does."""

    win: float
    points: float

    @property
    def value(self) -> float:
        """Expected points won."""
        return self.win * self.points


def win_chance(shanten: int, ukeire: int, situation: Situation, next_ukeire: float = -1.0) -> float:
    """The chance to win before the round ends: ``shanten`` + 1 steps over the seat's draws left."""
    unseen = max(situation.unseen, 1)
    end = min(0.9, ROUND_END + THREAT_END * situation.threat)
    keep = 1.0 - end
    steps = []  # by shanten k: the chance a draw takes the hand one step on (at 0: wins), the same every turn
    for k in range(shanten + 1):
        if k == shanten:
            u = float(ukeire)
        elif k == shanten - 1 and next_ukeire >= 0:
            u = next_ukeire * NEXT_SCALE[min(shanten, len(NEXT_SCALE) - 1)]
        else:
            u = TYPICAL_UKEIRE[min(k, len(TYPICAL_UKEIRE) - 1)]
        steps.append(min(1.0, u / unseen * (1.0 + RON) if k == 0 else u / unseen))
    stays = [1.0 - step for step in steps]
    won = 0.0
    if shanten <= 2:  # the common hands, one variable a level (the same sums as below)
        s0, s1, s2 = (*steps, 0.0, 0.0)[:3]
        t0, t1, t2 = (*stays, 0.0, 0.0)[:3]
        l0, l1, l2 = (1.0 if shanten == 0 else 0.0, 1.0 if shanten == 1 else 0.0, 1.0 if shanten == 2 else 0.0)
        for _ in range(situation.draws_left):
            a0 = l0 * keep
            a1 = l1 * keep
            a2 = l2 * keep
            won += a0 * s0
            l0 = a0 * t0 + a1 * s1
            l1 = a1 * t1 + a2 * s2
            l2 = a2 * t2
        return won
    first = steps[0]
    ahead = steps[1:]
    levels = [0.0] * (shanten + 1)
    levels[shanten] = 1.0
    for _ in range(situation.draws_left):
        alive = [p * keep for p in levels]  # the round goes on
        won += alive[0] * first
        last = alive[-1] * stays[-1]
        levels = [a * stay + b * step for a, stay, b, step in zip(alive, stays, alive[1:], ahead, strict=False)]
        levels.append(last)
    return won


def han_shown(shape: Shape, situation: Situation) -> tuple[float, bool]:
    """The han the hand shows (dora, red fives, yakuhai, riichi if closed, tanyao) and whether it has a yaku."""
    counts = list(shape.counts)
    for m in shape.melds:
        for t in m.tiles[:3]:
            counts[t.index] += 1
    opened = any(m.opened for m in shape.melds)
    han = float(sum(counts[d] for d in situation.dora) + shape.reds)
    yaku = not opened
    for k in situation.yakuhai:
        n = counts[k]
        if n >= 3:
            han += 1
            yaku = True
        elif n == 2:
            han += YAKUHAI_PAIR
            yaku = True
    terminals = sum(counts[k] for k in range(34) if k >= 27 or k % 9 in (0, 8))
    if terminals == 0:
        han += 1
        yaku = True
    elif terminals <= 2 and not opened:
        han += TANYAO_NEAR
    suits = [sum(counts[s * 9:(s + 1) * 9]) for s in range(3)]
    if sum(1 for n in suits if n) == 1:
        han += 2 if opened else 3
        yaku = True
    if not opened:
        han += CLOSED_HAN
    return han, yaku


def points_of(han: float, dealer: bool) -> float:
    """The ron points of ``han`` (fractions in between), times 1.5 for the dealer."""
    han = max(1.0, min(han, len(POINTS) - 1.0))
    low = int(han)
    high = min(low + 1, len(POINTS) - 1)
    p = POINTS[low] + (POINTS[high] - POINTS[low]) * (han - low)
    return p * (1.5 if dealer else 1.0)


def estimate(shape: Shape, situation: Situation) -> Estimate:
    """The hand's chance to win and its points by the cheap model."""
    if shape.shanten < 0:
        return Estimate(1.0, points_of(han_shown(shape, situation)[0], situation.dealer))
    win = win_chance(shape.shanten, shape.ukeire, situation, shape.next_ukeire)
    han, yaku = han_shown(shape, situation)
    if not yaku:
        win *= YAKU_LESS
    return Estimate(win, points_of(han, situation.dealer))
