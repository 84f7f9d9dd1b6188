"""Small Mahjong hands as they arise in play: dealt 4, 7, 10 or 13 tiles from the 108-tile wall, played to a win.

As in ``agari.drill.riichi_play``: every seat draws in turn, the drill's player at their own turns; the
player keeps a draw that lowers the shanten and throws the tile their style values least. There are no
calls. Ron needs Reach, so a player who reaches a ready hand declares Reach by the plan's odds (double
Reach on the first turn; One Shot, Last Stock and Last Discard come as they come); a self-draw on the very
first draw, without Reach, is the Blessing of Heaven (the dealer) or of Earth. No dead wall: every tile
can be drawn.
"""

from __future__ import annotations

from typing import NamedTuple

from agari.drill.rng import Rng
from agari.drill.wall import Wall, throw_choice, throw_order
from agari.small.analysis import improving, shanten_counts

WALL = tuple(t for t in range(27) for _ in range(4))
"""The 108 tiles: three suits, 1-9, four of each."""


class Plan(NamedTuple):
    """How the drill's player plays (per-mille odds)."""

    style: str = "any"
    reach: int = 800
    """Per mille: declare Reach when the hand becomes ready (a ron needs it)."""
    win: str = "any"
    """``any``, or ``tsumo`` / ``ron``: the winning tile taken to have come from the wall or from a discard (a ron
    needs Reach and no wait thrown)."""


class Won(NamedTuple):
    """A hand that won."""

    tiles: tuple[int, ...]
    """Types 0-26 of the whole hand, the winning tile among them."""
    win: int
    tsumo: bool
    reach: bool
    double_reach: bool
    one_shot: bool
    last_tile: bool
    first_turn: bool
    dealer: bool


def play(rng: Rng, plan: Plan, dealt: int, players: int, seat: int, suit: int = -1) -> Won | None:
    """One deal of ``dealt`` tiles among ``players`` seats (the drill's player at ``seat``; seat 0 deals first),
    played to a win; ``None`` when the wall ran out first. ``suit`` is the suit a ``suit`` player plays for (by
    default the deal's longest) or the first tile of the run a ``double`` player means to hold twice."""
    style = plan.style
    wall = Wall(WALL, rng)
    c = [0] * 34
    for _ in range(dealt):
        c[wall.draw()] += 1
    if style == "suit" and suit < 0:
        suit = max(range(3), key=lambda s: (sum(c[9 * s:9 * s + 9]), -s))
    elif style == "double":  # the run the player means to hold twice: the one the deal holds most of
        suit = max((t for t in range(27) if t % 9 <= 6), key=lambda t: (sum(min(c[t + k], 2) for k in range(3)), -t))
        if sum(min(c[suit + k], 2) for k in range(3)) < 4:
            return None  # a player sets out for a double run only from a deal holding most of it
    cur, useful = _refresh(c, dealt, style, suit)
    thrown = bytearray(34)
    live = len(WALL) - dealt * players
    reach = double = False
    shot_until = -1
    draws = 0
    i = -1
    while live > 0:
        i += 1
        live -= 1
        if (i - seat) % players:  # another player's discard: only a ron could use it
            if cur or not reach:
                continue
            t = wall.draw()
            if useful[t] and not any(thrown[w] and useful[w] for w in range(27)):
                c[t] += 1
                return _won(c, t, plan.win == "tsumo", reach, double, i <= shot_until, live == 0, False, seat)
            continue
        t = wall.draw()
        draws += 1
        if cur == 0 and useful[t]:
            if plan.win == "ron" and (not reach or any(thrown[w] and useful[w] for w in range(27))):
                return None
            c[t] += 1
            first = draws == 1 and not reach and plan.win != "ron"
            return _won(c, t, plan.win != "ron", reach, double, i <= shot_until, live == 0, first, seat)
        if reach or not useful[t]:
            thrown[t] = 1
            continue
        c[t] += 1
        out = _choose_throw(rng, c, style, suit)
        c[out] -= 1
        thrown[out] = 1
        cur, useful = _refresh(c, dealt, style, suit)
        if cur == 0 and live >= players and rng.chance(plan.reach):
            reach = True
            double = draws == 1
            shot_until = i + players
    return None


def _refresh(c: list[int], size: int, style: str, suit: int) -> tuple[int, bytearray]:
    """Shanten of the concealed ``size`` tiles and the draws that lower it (a ``suit`` or ``middles`` player lets
    the tiles they throw pass)."""
    if style == "pairs":
        pairs = sum(1 for n in c if n >= 2)
        kinds = sum(1 for n in c if n)
        cur = 6 - pairs + max(0, 7 - kinds)
        return cur, bytearray(1 if t < 27 and (n == 1 or (n == 0 and kinds < 7)) else 0 for t, n in enumerate(c))
    if style == "triplets":
        return _triplet_shanten(c, size)
    cur = shanten_counts(c).shanten
    useful = bytearray(34)
    for t in improving(c, size, cur):
        useful[t] = 1
    if style == "double" and cur > 0:
        for t in range(suit, suit + 3):
            if c[t] < 2:
                useful[t] = 1
    if cur > 0:
        if style == "suit":
            for t in range(27):
                if t // 9 != suit:
                    useful[t] = 0
        elif style == "middles":
            for t in (0, 8, 9, 17, 18, 26):
                useful[t] = 0
    return cur, useful


def _triplet_keep(c: list[int], size: int) -> list[int]:
    """The types an all-triplets player keeps in a hand of ``size`` (3k+1) tiles: the k+1 held most, ties to the
    lower type (k triplets and the pair)."""
    ranked = sorted((t for t in range(27) if c[t]), key=lambda t: (-min(c[t], 3), t))
    return ranked[: size // 3 + 1]


def _triplet_shanten(c: list[int], size: int) -> tuple[int, bytearray]:
    """Shanten towards All Triplets (k triplets and a pair from ``size`` = 3k+1 tiles) and the draws that lower it:
    a second or third copy of a type kept, or a new type while fewer than k+1 are held."""
    k = size // 3
    ranked = sorted((min(n, 3) for n in c[:27] if n), reverse=True)
    trips = ranked[:k] + [0] * (k - len(ranked[:k]))
    pair = ranked[k] if len(ranked) > k else 0
    need = sum(3 - n for n in trips) + max(0, 2 - pair)
    useful = bytearray(34)
    keep = _triplet_keep(c, size)
    for t in keep:
        if c[t] < 3:
            useful[t] = 1
    if len(keep) < k + 1:
        for t in range(27):
            if not c[t]:
                useful[t] = 1
    return need - 1, useful


def _choose_throw(rng: Rng, c: list[int], style: str, suit: int) -> int:
    """The least wanted tile whose throw keeps the hand as near to a win as it can be (a ``suit`` or ``middles``
    player throws the other suits' tiles, or the 1s and 9s, first)."""
    held = [t for t in range(27) if c[t]]
    if style == "suit":
        off = [t for t in held if t // 9 != suit]
        if off:
            return throw_choice(rng, c, off, style, suit)
    elif style == "middles":
        ends = [t for t in held if t % 9 in (0, 8)]
        if ends:
            return throw_choice(rng, c, ends, style)
    if style == "pairs":
        extras = [t for t in held if c[t] >= 3]
        singles = [t for t in held if c[t] == 1]
        return throw_choice(rng, c, extras or singles or held, style)
    if style == "triplets":
        keep = _triplet_keep(c, sum(c) - 1)
        return throw_choice(rng, c, [t for t in held if t not in keep] or held, style)
    target = shanten_counts(c).shanten
    order = throw_order(rng, c, held, "sequences" if style == "double" else style, suit)
    if style == "double":  # the run held twice is kept, even at the cost of a step
        free = [t for t in order if not (suit <= t <= suit + 2 and c[t] <= 2)]
        order = free + [t for t in order if t not in free]
        for t in free:
            c[t] -= 1
            keeps = shanten_counts(c).shanten == target
            c[t] += 1
            if keeps:
                return t
        if free:
            return free[0]
    for t in order:
        c[t] -= 1
        keeps = shanten_counts(c).shanten == target
        c[t] += 1
        if keeps:
            return t
    raise AssertionError("some throw keeps the shanten")


def _won(c: list[int], win: int, tsumo: bool, reach: bool, double: bool, one_shot: bool, last: bool, first: bool,
         seat: int) -> Won:
    tiles = tuple(t for t in range(27) for _ in range(c[t]))
    return Won(tiles, win, tsumo, reach, double, one_shot, last, first and tsumo, seat == 0)


def develop(rng: Rng, dealt: int, style: str, turns: int, stop: int = -1, draw: str = "") -> list[int]:
    """A hand part way through a deal: dealt, then up to ``turns`` own draws played (a draw that would win
    passes), stopping once the shanten is ``stop`` or less; then, with ``draw``, one more tile held (``any``: the
    next; ``useful``: the next that lowers the shanten). Returns the hand's types."""
    wall = Wall(WALL, rng)
    c = [0] * 34
    for _ in range(dealt):
        c[wall.draw()] += 1
    cur, useful = _refresh(c, dealt, style, -1)
    for _ in range(turns):
        if cur <= stop:
            break
        t = wall.draw()
        if cur == 0 or not useful[t]:
            continue
        c[t] += 1
        c[_choose_throw(rng, c, style, -1)] -= 1
        cur, useful = _refresh(c, dealt, style, -1)
    if draw == "useful" and cur <= 0:
        draw = "any"  # a ready hand: the next tile as it comes
    while draw and wall.left:
        t = wall.draw()
        if draw == "any" or (useful[t] and cur > 0):
            c[t] += 1
            break
    return [t for t in range(27) for _ in range(c[t])]
