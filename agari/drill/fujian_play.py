"""Fujian Gold Rush hands as they arise in play: the gold flipped, 16 tiles dealt, played to a win.

The wall holds the 108 suit tiles and the 20 bonus tiles (winds and red dragons). A tile flipped at the
start names the gold type (bonus tiles flipped first are set aside); its three other copies are golds,
wild. The drill's player is dealt 16 tiles and draws at their turns; every bonus tile they draw is set
aside and replaced at once. They keep a draw that lowers the shanten (a gold always), never throw a gold,
call a pung from anyone or a chow from the left when the plan allows it and the call brings the hand
nearer (golds are never used to call), declare a kong on a fourth copy by the plan's odds, and win on a
self-draw, a discard (a discarded gold too) or at once on holding all three golds.
"""

from __future__ import annotations

from math import comb
from typing import NamedTuple

from agari.drill.rng import Rng
from agari.drill.wall import Wall, throw_order
from agari.fujian.draws import TABLES, hand_draws, merged, standard_help, suit_draws
from agari.fujian.wilds import max_useful

BONUS = (27, 28, 29, 30, 33)
"""The bonus tile types: the four winds and the red dragon (1z-4z, 7z)."""
WALL = tuple(t for t in (*range(27), *BONUS) for _ in range(4))
"""The 128 tiles."""
HAND = 16


class Plan(NamedTuple):
    """How the drill's player plays (per-mille odds)."""

    style: str = "any"
    calls: int = 500
    """Per mille: take a pung, chow or kong that brings the hand nearer."""
    kongs: int = 500
    """Per mille: declare a kong on a fourth copy."""
    win: str = "any"
    """``any``, or ``tsumo`` / ``ron``: the winning tile taken to have come from the wall or from a discard."""
    golds: int = 0
    """Golds the deal must hold for this plan (a player sets out for a golden pair or Three Golds only then)."""
    suit_tiles: int = 0
    """Tiles of one suit (golds with them) the deal must hold for a ``suit`` player."""
    triplet: bool = False
    """The deal must hold a triplet (a player sets out for a kong from one)."""


class Won(NamedTuple):
    """A hand that won."""

    concealed: tuple[int, ...]
    """Types 0-26 of the concealed tiles (golds as the gold type), the winning tile among them."""
    melds: tuple[tuple[str, tuple[int, ...]], ...]
    gold: int
    bonus: tuple[int, ...]
    win: int
    tsumo: bool
    draws: int


class _Player:
    __slots__ = ("c", "gold", "melds", "shanten", "suit", "useful")

    def __init__(self, gold: int) -> None:
        self.c = [0] * 27
        self.gold = gold
        self.suit = -1
        self.melds: list[tuple[str, list[int]]] = []
        self.shanten = 9
        self.useful = bytearray(27)

    @property
    def sets(self) -> int:
        return 5 - len(self.melds)

    def real(self) -> list[int]:
        """The counts the player builds with: the real tiles (golds aside), only the chosen suit's for a player
        going for one suit."""
        c = list(self.c)
        c[self.gold] = 0
        if self.suit >= 0:
            for t in range(27):
                if t // 9 != self.suit:
                    c[t] = 0
        return c

    def need(self, sets: int) -> int:
        """Shanten of the concealed tiles towards ``sets`` sets and a pair, golds wild (Three Golds aside)."""
        c = self.real()
        most = max_useful((tuple(c[0:9]), tuple(c[9:18]), tuple(c[18:27])), sets)
        return 3 * sets + 1 - most - self.c[self.gold]

    def golden(self) -> tuple[int, list[int]]:
        """A player keeping two golds for the pair: the shanten of the real tiles (and further golds) towards the
        sets alone, and the types whose draw lowers it."""
        c = self.c
        g = self.gold
        golds = c[g]
        c[g] = 0
        ds = [suit_draws(bytes(c[9 * s:9 * s + 9])) for s in range(3)]
        c[g] = golds
        tabs = [TABLES[d[0]] for d in ds]
        sets = self.sets
        best = -1
        used = [0, 0, 0]
        for x in range(sets + 1):
            for y in range(sets + 1 - x):
                z = sets - x - y
                v = tabs[0][2 * x] + tabs[1][2 * y] + tabs[2][2 * z]
                if v > best:
                    best = v
                    used = [1 << 2 * x, 1 << 2 * y, 1 << 2 * z]
                elif v == best:
                    used = [used[0] | 1 << 2 * x, used[1] | 1 << 2 * y, used[2] | 1 << 2 * z]
        helps = [9 * s + i for s in range(3) for i in range(9) if ds[s][1][i] & used[s]]
        return 3 * sets - best - max(0, golds - 2) - 1, helps + [g]

    def refresh(self, style: str, suit: int) -> None:
        """The standard form's shanten (a player builds the hand while waiting for a third gold) and the useful
        draws (a ``suit`` player lets the other suits pass until the hand is ready)."""
        c = self.c
        if style == "golden":
            self.shanten, golden = self.golden()
            self.useful = bytearray(1 if t in golden else 0 for t in range(27))
            return
        g = self.gold
        draws = hand_draws(self.real())
        sets = self.sets
        self.shanten, helps = standard_help(draws, merged(draws[1][0], draws[2][0], sets), c[g], g, sets)
        useful = bytearray(27)
        for t in helps:
            if self.suit < 0 or t // 9 == self.suit or t == g:
                useful[t] = 1
        self.useful = useful

    def choose_throw(self, rng: Rng, style: str, suit: int) -> int:
        """The least wanted non-gold tile whose throw keeps the hand as near to a win as it can be (a ``suit``
        player throws the other suits first)."""
        c = self.c
        held = [t for t in range(27) if c[t] and t != self.gold]
        if style == "suit":
            off = [t for t in held if t // 9 != suit]
            if off:
                return throw_order(rng, c, off, style, suit)[0]
        sets = self.sets
        order = throw_order(rng, c, held, style, suit)
        golden = style == "golden"
        target = self.golden()[0] if golden else self.need(sets)
        for t in order:
            c[t] -= 1
            keeps = (self.golden()[0] if golden else self.need(sets)) == target
            c[t] += 1
            if keeps:
                return t
        return order[0]


GOLD_ODDS = tuple(comb(3, k) * comb(104, HAND - k) for k in range(4))
"""How likely a deal of 16 suit tiles holds 0, 1, 2 or 3 golds (out of the 107 suit tiles left after the flip, 3 of
them golds): whole-number weights of the hypergeometric law."""


def deal(rng: Rng, golds: int = 0, exact: bool = False) -> tuple[Wall, int, list[int], list[int]]:
    """Flip the gold and deal the player 16 suit tiles (bonus tiles set aside), holding at least ``golds`` golds
    (exactly, with ``exact``): the number of golds is drawn by its odds among the deals allowed, the rest dealt
    from the wall without golds, then the golds not dealt go back into the wall (the same law as dealing until a
    deal fits, without the deals thrown away). Returns the wall, the gold type, the 27 counts and the bonus tiles."""
    wall = Wall(WALL, rng)
    gold = wall.draw()
    while gold >= 27:
        gold = wall.draw()
    c = [0] * 27
    bonus: list[int] = []
    steer = golds or exact
    held = golds if exact else golds + rng.weighted(GOLD_ODDS[golds:]) if golds else 0
    if steer:
        for _ in range(3):
            wall.take(gold)
        c[gold] = held
    while sum(c) < HAND:
        t = wall.draw()
        if t >= 27:
            bonus.append(t)
        else:
            c[t] += 1
    if steer:
        for _ in range(3 - held):
            wall.put_back(gold)
    return wall, gold, c, bonus


def play(rng: Rng, plan: Plan) -> Won | None:
    """One deal played to a win (``None``: the wall ran out first, or the deal is not one this plan plays)."""
    wall, gold, counts, bonus = deal(rng, plan.golds)
    p = _Player(gold)
    p.c = c = counts
    if plan.triplet and not any(n >= 3 for t, n in enumerate(c) if t != gold):
        return None
    style = plan.style
    suit = -1
    if style == "suit":
        suit = max(range(3), key=lambda s: (sum(c[9 * s:9 * s + 9]) + (c[gold] if gold // 9 != s else 0), -s))
        if sum(c[9 * suit:9 * suit + 9]) + (c[gold] if gold // 9 != suit else 0) < plan.suit_tiles:
            return None
        p.suit = suit
    p.refresh(style, suit)
    live = len(WALL) - 1 - 4 * HAND
    draws = 0
    i = -1
    while live > 0:
        i += 1
        live -= 1
        if i % 4:  # another player's discard (a bonus tile is never discarded)
            if p.shanten and not plan.calls:
                continue
            t = wall.draw()
            if t >= 27:
                continue
            if p.shanten == 0 and p.useful[t]:
                c[t] += 1
                return _won(p, bonus, t, plan.win == "tsumo", draws)
            if plan.calls and t != gold and rng.chance(plan.calls):
                _call(p, rng, t, i % 4 == 3, style, suit, plan)
            continue
        draws += 1
        t = _draw(wall, bonus)
        while True:  # the own turn: a kong draws a replacement
            if t == gold and c[gold] == 2:  # Three Golds: an instant win
                c[t] += 1
                return _won(p, bonus, t, True, draws)
            if p.shanten == 0 and p.useful[t]:
                c[t] += 1
                return _won(p, bonus, t, plan.win != "ron", draws)
            if t != gold and plan.kongs and _kong(p, rng, t, plan, style, suit):
                live -= 1
                t = _draw(wall, bonus)
                continue
            break
        if not p.useful[t]:
            continue
        c[t] += 1
        c[p.choose_throw(rng, style, suit)] -= 1
        p.refresh(style, suit)
    return None


def _draw(wall: Wall, bonus: list[int]) -> int:
    """The player's next suit tile: each bonus tile drawn is set aside and replaced."""
    t = wall.draw()
    while t >= 27:
        bonus.append(t)
        t = wall.draw()
    return t


def _call(p: _Player, rng: Rng, t: int, from_left: bool, style: str, suit: int, plan: Plan) -> None:
    """Take a discard for a pung, an exposed kong or a chow when that brings the hand nearer, then throw."""
    c = p.c
    if style == "suit" and t // 9 != suit:
        return
    options: list[tuple[str, list[int]]] = []
    if c[t] == 3 and rng.chance(plan.kongs):
        options.append(("kan", [t, t, t]))
    if c[t] >= 2:
        options.append(("pon", [t, t]))
    if from_left:
        r = t % 9
        for a, b in ((-2, -1), (-1, 1), (1, 2)):
            if 0 <= r + a <= 8 and 0 <= r + b <= 8 and c[t + a] and c[t + b] and p.gold not in (t + a, t + b):
                options.append(("chi", [t + a, t + b]))
    sets = p.sets - 1
    for kind, used in options:
        for u in used:
            c[u] -= 1
        after = p.need(sets)
        if after < p.shanten or (kind == "kan" and after == p.shanten):
            p.melds.append((kind, sorted([t, *used])))
            if kind != "kan":
                c[p.choose_throw(rng, style, suit)] -= 1
            p.refresh(style, suit)
            return
        for u in used:
            c[u] += 1


def _kong(p: _Player, rng: Rng, t: int, plan: Plan, style: str, suit: int) -> bool:
    """A drawn fourth copy: an added kong on a pung, or a concealed kong when the hand loses nothing by it (the
    caller then draws the replacement)."""
    c = p.c
    for k, (kind, tiles) in enumerate(p.melds):
        if kind == "pon" and tiles[0] == t:
            if rng.chance(plan.kongs):
                p.melds[k] = ("kan", [t, t, t, t])
                return True
            return False
    if c[t] != 3 or not rng.chance(plan.kongs):
        return False
    c[t] -= 3
    keeps = p.need(p.sets - 1) <= p.shanten
    if keeps:
        p.melds.append(("ankan", [t, t, t, t]))
        p.refresh(style, suit)
        return True
    c[t] += 3
    return False


def _won(p: _Player, bonus: list[int], win: int, tsumo: bool, draws: int) -> Won:
    concealed = tuple(t for t in range(27) for _ in range(p.c[t]))
    melds = tuple((kind, tuple(tiles)) for kind, tiles in p.melds)
    return Won(concealed, melds, p.gold, tuple(bonus), win, tsumo, draws)


def develop(rng: Rng, turns: int, stop: int = -1, draw: str = "", golds: int = 0,
            exact: bool = False) -> tuple[list[int], int, list[int]]:
    """A closed hand part way through a deal: the gold flipped, 16 dealt (bonus tiles set aside; ``golds`` golds at
    least, or exactly with ``exact``), up to ``turns`` own draws played, stopping once the shanten is ``stop`` or
    less; then, with ``draw``, one more tile held (``any``: the next; ``useful``: the next that lowers the
    shanten). Returns the concealed types, the gold type and the bonus tiles."""
    wall, gold, counts, bonus = deal(rng, golds, exact)
    p = _Player(gold)
    p.c = c = counts
    p.refresh("any", -1)
    for _ in range(turns):
        if p.shanten <= stop:
            break
        t = _draw(wall, bonus)
        if p.shanten <= 0 or not p.useful[t] or (t == gold and c[gold] == 2):
            continue
        c[t] += 1
        c[p.choose_throw(rng, "any", -1)] -= 1
        p.refresh("any", -1)
    if draw == "useful" and p.shanten <= 0:
        draw = "any"  # a ready hand: the next tile as it comes
    while draw and wall.left > len(BONUS) * 4:  # some suit tile is left
        t = _draw(wall, bonus)
        if draw == "any" or (p.useful[t] and p.shanten > 0):
            c[t] += 1
            break
    return [t for t in range(27) for _ in range(c[t])], gold, bonus
