"""Riichi hands as they arise in play: dealt 13 tiles from the preset's wall, played until they win.

The live wall is drawn in turn by every seat; the drill's player draws at their own turns and sees
every other tile as another player's discard (a player who keeps what they draw is not modelled: their
tile is simply unseen). The player keeps a draw that lowers the shanten and throws the tile their
style values least (``agari.drill.wall``), calls a discard when the plan allows it and the call brings
the hand nearer (pon from anyone, chi from the left, never in three-player), declares riichi on a ready
closed hand by the plan's odds (ippatsu, double riichi, haitei, houtei and rinshan then come as they
come), declares a kan on a fourth copy by the plan's odds, and sets every North aside as kita in
three-player (a call that ends ippatsu and the first go-around, its replacement a rinshan draw, where the rules'
``kita_interrupts`` and ``kita_rinshan`` say so). Ron is never taken on a wait the player threw before (furiten).
A deal that reaches the end of the wall without a win gives ``None``: another deal is drawn.
"""

from __future__ import annotations

from typing import NamedTuple

from agari.analysis.ukeire import improving_closed
from agari.core.shanten import shanten_counts
from agari.drill.rng import Rng
from agari.drill.wall import FIVE_OF_RED, RED_IDS, Wall, throw_choice, throw_order, type_of
from agari.riichi.rules import Rules

NORTH = 30
DEAD_WALL = 14
YAOCHUU = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
"""Terminals and honours."""


class Plan(NamedTuple):
    """How the drill's player plays the hand (per-mille odds are whole numbers out of 1000)."""

    style: str = "any"
    """What the player keeps (``agari.drill.wall.STYLES``); ``pairs`` plays for seven pairs."""
    calls: int = 0
    """Per mille: take a pon, chi or open kan that brings the hand nearer (and can keep a yaku)."""
    riichi: int = 650
    """Per mille: declare riichi when a closed hand becomes ready."""
    win: str = "any"
    """``any``: as the winning tile came; ``tsumo`` or ``ron``: the winning tile is taken to have come from the
    wall, or from a discard (either could have: the hand is the same; a kan's replacement tile is always a tsumo,
    and a wait the player threw rules out a ron)."""
    kans: int = 250
    """Per mille: declare a kan when a fourth copy comes."""
    call_kinds: tuple[str, ...] = ("chi", "pon")
    """The calls the player takes."""
    wait: str = ""
    """The wait the player holds out for: ``two_sided`` (two or more waits, none on a pair held) or ``shanpon`` (two
    pairs waiting); empty: any wait. Such a player makes the hand ready with that wait when a throw allows it,
    stays dama on another wait and reshapes it when a draw allows, and declines a win on another wait; so few
    such hands win before the wall's end that the deal plays on past it (the drill needs the hand, not the
    race: haitei and houtei then never come)."""
    call_even: bool = False
    """Take a pon that keeps the shanten as it is (a player calling to open the hand), not only one that lowers it."""


class Won(NamedTuple):
    """A hand that won: its tiles (numbers of ``agari.drill.wall``) and how it won."""

    concealed: tuple[int, ...]
    """The concealed tiles, the winning tile among them."""
    melds: tuple[tuple[str, tuple[int, ...]], ...]
    """Each meld as (``chi``/``pon``/``kan``/``ankan``, its tiles)."""
    win: int
    tsumo: bool
    riichi: bool
    double_riichi: bool
    ippatsu: bool
    haitei: bool
    rinshan: bool
    kita: int
    kans: int
    draws: int
    """The player's own draws (the first is draw 1)."""
    wall: Wall
    """The wall after the win: the dead wall's indicators are drawn from it."""


_WALLS: dict[tuple[int, int], tuple[int, ...]] = {}


def wall_tiles(rules: Rules) -> tuple[int, ...]:
    """Every tile of the preset's wall: 136 (108 with three players: no 2m-8m), with its red fives."""
    key = (rules.players, rules.red_fives)
    found = _WALLS.get(key)
    if found is None:
        out: list[int] = []
        for t in range(34):
            if rules.players == 3 and 1 <= t <= 7:
                continue
            n = 4
            if t in FIVE_OF_RED and rules.red_fives:
                out.append(RED_IDS[t // 9])
                n -= 1
            out += [t] * n
        found = _WALLS[key] = tuple(out)
    return found


def _shape_ok(c: list[int], waits: list[int], wait: str, style: str) -> bool:
    """Whether a ready hand (counts ``c``, its ``waits``) waits as ``wait`` says: ``shanpon`` two pairs; ``two_sided``
    two waits or more, none on a pair held, and for a ``sequences`` player no triplet held, for a ``simples``
    player no terminal or honour in the hand or among the waits."""
    pairs = sum(1 for w in waits if c[w] == 2)
    if wait == "shanpon":
        return len(waits) == 2 and pairs == 2
    if style == "sequences" and max(c) >= 3:
        return False
    if style == "simples" and (any(c[t] for t in YAOCHUU) or any(w in YAOCHUU for w in waits)):
        return False
    return len(waits) >= 2 and not pairs


class _Player:
    """The drill's player: concealed counts, red fives held, melds, thrown types, shanten and useful draws."""

    __slots__ = ("c", "closed", "melds", "red", "shanten", "thrown", "useful")

    def __init__(self) -> None:
        self.c = [0] * 34
        self.red = [False, False, False]
        self.melds: list[tuple[str, list[int]]] = []
        self.closed = True
        self.thrown = bytearray(34)
        self.shanten = 8
        self.useful = bytearray(34)

    def add(self, tile: int) -> int:
        t = type_of(tile)
        self.c[t] += 1
        if tile >= 34:
            self.red[tile - 34] = True
        return t

    def take(self, t: int) -> int:
        """Take one tile of type ``t`` out of the concealed tiles (a plain five before the red one)."""
        c = self.c
        c[t] -= 1
        if t in FIVE_OF_RED:
            s = t // 9
            if self.red[s] and c[t] == 0:
                self.red[s] = False
                return RED_IDS[s]
        return t

    def throw(self, t: int) -> None:
        self.take(t)
        self.thrown[t] = 1

    def refresh(self, style: str) -> None:
        """Shanten and the useful draws of the concealed 3n+1 tiles."""
        if style == "pairs":
            c = self.c
            pairs = sum(1 for n in c if n >= 2)
            kinds = sum(1 for n in c if n)
            self.shanten = 6 - pairs + max(0, 7 - kinds)
            self.useful = bytearray(1 if n == 1 or (n == 0 and kinds < 7) else 0 for n in c)
            return
        cur, types = improving_closed(self.c)
        self.shanten = cur
        useful = bytearray(34)
        for t in types:
            useful[t] = 1
        if style == "simples" and cur > 0:  # a player going for all simples lets terminals and honours pass
            for t in YAOCHUU:
                useful[t] = 0
        self.useful = useful

    def throw_candidates(self, style: str) -> list[int]:
        """The types whose throw keeps the concealed 3n+2 tiles as near to a win as they can be."""
        c = self.c
        if style == "pairs":
            singles = [t for t in range(34) if c[t] == 1]
            extras = [t for t in range(34) if c[t] >= 3]
            return extras or singles or [t for t in range(34) if c[t]]
        if style == "simples":
            held = [t for t in YAOCHUU if c[t]]
            if held:
                return held
        target = shanten_counts(c)
        out = []
        for t in range(34):
            if c[t]:
                c[t] -= 1
                if shanten_counts(c) == target:
                    out.append(t)
                c[t] += 1
        return out

    def choose_throw(self, rng: Rng, style: str, honors: tuple[int, ...]) -> int:
        """The tile a player throws from concealed 3n+2 tiles: the least wanted of those whose throw keeps the hand
        as near to a win as it can be (tried in the order the player would throw them)."""
        c = self.c
        if style == "pairs" or style == "simples":
            return throw_choice(rng, c, self.throw_candidates(style), style, -1, honors)
        target = shanten_counts(c)
        order = throw_order(rng, c, [t for t in range(34) if c[t]], style, -1, honors)
        for t in order:
            c[t] -= 1
            keeps = shanten_counts(c) == target
            c[t] += 1
            if keeps:
                return t
        raise AssertionError("some throw keeps the shanten")

    def prefer_wait(self, candidates: list[int], wait: str, style: str) -> list[int]:
        """Among throws that make the hand ready, those leaving the wanted wait."""
        c = self.c
        good = []
        for t in candidates:
            c[t] -= 1
            cur, waits = improving_closed(c)
            if cur == 0 and _shape_ok(c, waits, wait, style):
                good.append(t)
            c[t] += 1
        return good

    def wait_is(self, wait: str, style: str) -> bool:
        """Whether the ready hand waits as ``wait`` says (see ``Plan.wait``)."""
        return _shape_ok(self.c, [w for w in range(34) if self.useful[w]], wait, style)

    def may_reshape(self, t: int, wait: str) -> bool:
        """Whether drawing ``t`` could change the wait to ``wait`` (a quick test before the full one)."""
        c = self.c
        if wait == "shanpon":
            return c[t] == 1
        if t >= 27:
            return False
        r = t % 9
        return any(0 <= r + d <= 8 and c[t + d] for d in (-2, -1, 1, 2))

    def tiles(self) -> list[int]:
        """The concealed tiles as numbers (a held red five as its red number)."""
        out: list[int] = []
        for t, n in enumerate(self.c):
            if n:
                if t in FIVE_OF_RED and self.red[t // 9]:
                    out.append(RED_IDS[t // 9])
                    n -= 1
                out += [t] * n
        return out


def _yaku_call(p: _Player, types: list[int], pon: bool, style: str, honors: tuple[int, ...]) -> bool:
    """Whether an open hand can still keep a yaku after this call (a yakuhai pon, simples, or all triplets)."""
    if any(kind in ("pon", "kan") and tiles[0] in honors for kind, tiles in p.melds):
        return True
    if pon and types[0] in honors:
        return True
    if style == "simples":
        return all(t < 27 and t % 9 not in (0, 8) for t in types)
    return style == "triplets" and pon


def play(rng: Rng, rules: Rules, plan: Plan, seat: int, round_wind: int) -> Won | None:
    """One deal played to a win (``None``: the wall ran out first, or the win was not the plan's)."""
    players = rules.players
    wall = Wall(wall_tiles(rules), rng)
    style = plan.style
    honors = (31, 32, 33, 27 + seat, 27 + round_wind)
    p = _Player()
    c = p.c
    kita = 0
    kita_call = rules.kita_interrupts  # a North set aside interrupts like a call: no double riichi, no ippatsu
    live = len(wall.tiles) - DEAD_WALL - 13 * players
    if plan.wait:  # a player holding out for a wait plays on past the wall's end: such hands rarely win in time
        live = len(wall.tiles) - DEAD_WALL - 13
    for _ in range(13):
        p.add(wall.draw())
    if players == 3:
        while c[NORTH]:  # Norths dealt are set aside at the first turn, each replaced from the dead wall
            c[NORTH] -= 1
            kita += 1
            live -= 1
            p.add(wall.draw())
    first_go = not (kita and kita_call)  # the first go-around uninterrupted: double riichi still possible
    p.refresh(style)
    riichi = double = False
    ippatsu_until = -1
    draws = kans = 0
    i = -1
    while live > 0:
        i += 1
        live -= 1
        if (i - seat) % players:  # another player's discard
            if p.shanten and (riichi or not plan.calls):
                continue  # a tile the player could not use stays unseen: it need not be drawn
            tile = wall.draw()
            t = type_of(tile)
            if p.shanten == 0 and p.useful[t]:
                if any(p.thrown[w] and p.useful[w] for w in range(34)) or (plan.wait and not p.wait_is(
                        plan.wait, style)):
                    continue  # furiten (no ron on a wait the player threw), or not the wait the player holds out for
                p.add(tile)
                return _won(p, tile, plan.win == "tsumo", riichi, double, riichi and i <= ippatsu_until,
                            live == 0 and not plan.wait, False, kita, kans, draws, wall)
            wanted = p.useful[t] or (plan.call_even and c[t] >= 2)
            from_left = (i - seat) % players == players - 1 and players == 4
            if plan.calls and not riichi and wanted and rng.chance(plan.calls) and \
                    _call(p, rng, t, tile, from_left, style, honors, plan):
                ippatsu_until = -1
            continue
        if p.shanten > live // players and not plan.calls:
            return None  # fewer own draws left than steps to ready: this deal cannot win (no call can help)
        tile = wall.draw()
        t = type_of(tile)
        draws += 1
        rinshan = False
        while True:  # the own turn: a North or a kan draws a replacement from the dead wall
            if players == 3 and t == NORTH:
                kita += 1
                live -= 1
                tile = wall.draw()
                t = type_of(tile)
                rinshan = rules.kita_rinshan  # a win on the North's replacement: rinshan where the rules say so
                if kita_call:
                    first_go = False
                    ippatsu_until = -1
                continue
            if p.shanten == 0 and p.useful[t] and (not plan.wait or p.wait_is(plan.wait, style)):
                if plan.win == "ron" and (rinshan or any(p.thrown[w] and p.useful[w] for w in range(34))):
                    return None  # a replacement tile, or furiten: this win could not have been a ron
                p.add(tile)
                return _won(p, tile, plan.win != "ron", riichi, double, riichi and i <= ippatsu_until,
                            live == 0 and not rinshan and not plan.wait, rinshan, kita, kans, draws, wall)
            if not riichi and plan.kans and (c[t] == 3 or not p.closed) and _kan(p, rng, t, tile, plan, style):
                kans += 1
                live -= 1
                tile = wall.draw()
                t = type_of(tile)
                rinshan = True
                ippatsu_until = -1
                continue
            break
        if riichi:
            p.thrown[t] = 1
            continue
        if p.shanten == 0:  # ready, not this wait: a dama hand holding out for a better wait may change it
            if plan.wait and not p.wait_is(plan.wait, style) and p.may_reshape(t, plan.wait):
                p.add(tile)
                better = p.prefer_wait([u for u in range(34) if c[u] and u != t], plan.wait, style)
                p.throw(throw_choice(rng, c, better, style, -1, honors) if better else t)
                if better:
                    p.refresh(style)
                    riichi, double, ippatsu_until = _riichi(p, rng, plan, live, players, draws, i)
                    double = double and first_go
            else:
                p.thrown[t] = 1
            continue
        if not p.useful[t]:
            p.thrown[t] = 1
            continue
        p.add(tile)
        better = p.prefer_wait(p.throw_candidates(style), plan.wait, style) if plan.wait and p.shanten == 1 else []
        p.throw(throw_choice(rng, c, better, style, -1, honors) if better else p.choose_throw(rng, style, honors))
        p.refresh(style)
        if p.shanten == 0:
            riichi, double, ippatsu_until = _riichi(p, rng, plan, live, players, draws, i)
            double = double and first_go
    return None


def _riichi(p: _Player, rng: Rng, plan: Plan, live: int, players: int, draws: int,
            i: int) -> tuple[bool, bool, int]:
    """Whether a hand just made ready declares riichi (closed, a draw left, the plan's odds, the wait it wants):
    (riichi, double riichi, the stream position up to which a win is ippatsu)."""
    if p.closed and live >= players and (not plan.wait or p.wait_is(plan.wait, plan.style)) and \
            rng.chance(plan.riichi):
        return True, draws == 1, i + players
    return False, False, -1


def _call(p: _Player, rng: Rng, t: int, tile: int, from_left: bool, style: str, honors: tuple[int, ...],
          plan: Plan) -> bool:
    """Take another player's discard for a meld when that brings the hand nearer; the hand then throws."""
    if style == "pairs":
        return False
    c = p.c
    options: list[tuple[str, list[int]]] = []
    if c[t] >= 2 and "pon" in plan.call_kinds:
        options.append(("pon", [t, t]))
    if from_left and t < 27 and "chi" in plan.call_kinds:
        r = t % 9
        for a, b in ((-2, -1), (-1, 1), (1, 2)):
            if 0 <= r + a <= 8 and 0 <= r + b <= 8 and c[t + a] and c[t + b]:
                options.append(("chi", [t + a, t + b]))
    best: tuple[int, int] | None = None
    for k, (kind, used) in enumerate(options):
        if not _yaku_call(p, sorted([t, *used]), kind == "pon", style, honors):
            continue
        for u in used:
            c[u] -= 1
        after = shanten_counts(c)
        for u in used:
            c[u] += 1
        if (after < p.shanten or (plan.call_even and kind == "pon" and after == p.shanten)) and (
                best is None or after < best[0]):
            best = (after, k)
    if best is None:
        return False
    kind, used = options[best[1]]
    meld = sorted([tile, *(p.take(u) for u in used)], key=type_of)
    p.melds.append((kind, meld))
    p.closed = False
    p.throw(p.choose_throw(rng, style, honors))
    p.refresh(style)
    return True


def _kan(p: _Player, rng: Rng, t: int, tile: int, plan: Plan, style: str) -> bool:
    """On a drawn fourth copy: a closed kan (when the hand loses nothing by it) or an added kan on a pon."""
    c = p.c
    for k, (kind, tiles) in enumerate(p.melds):
        if kind == "pon" and type_of(tiles[0]) == t:
            if not rng.chance(plan.kans):
                return False
            p.melds[k] = ("kan", sorted([*tiles, tile], key=type_of))
            return True
    if c[t] != 3 or style == "pairs":
        return False
    c[t] -= 3
    keeps = shanten_counts(c) <= p.shanten if sum(c) else False
    c[t] += 3
    if not keeps or not rng.chance(plan.kans):
        return False
    p.add(tile)
    meld = [p.take(t) for _ in range(4)]
    p.melds.append(("ankan", sorted(meld, key=type_of)))
    p.refresh(style)
    return True


def _won(p: _Player, win: int, tsumo: bool, riichi: bool, double: bool, ippatsu: bool, haitei: bool, rinshan: bool,
         kita: int, kans: int, draws: int, wall: Wall) -> Won:
    melds = tuple((kind, tuple(tiles)) for kind, tiles in p.melds)
    return Won(tuple(p.tiles()), melds, win, tsumo, riichi, double, ippatsu, haitei, rinshan, kita, kans, draws, wall)


def develop(rng: Rng, rules: Rules, plan: Plan, seat: int, round_wind: int, turns: int, stop: int = -1,
            draw: str = "") -> tuple[list[int], int]:
    """A closed hand part way through a deal: dealt 13, then up to ``turns`` own draws played (a draw that would
    win is thrown instead), stopping once the shanten is ``stop`` or less; then, with ``draw``, one more tile
    held: ``any`` the next, ``useful`` the next that lowers the shanten (the moment a player must choose).
    Returns the concealed tile numbers and the Norths set aside (three players)."""
    players = rules.players
    wall = Wall(wall_tiles(rules), rng)
    honors = (31, 32, 33, 27 + seat, 27 + round_wind)
    p = _Player()
    c = p.c
    kita = 0
    for _ in range(13):
        p.add(wall.draw())
    p.refresh(plan.style)
    turn = 0
    while True:
        while players == 3 and c[NORTH]:
            c[NORTH] -= 1
            kita += 1
            p.add(wall.draw())
            p.refresh(plan.style)
        if turn == turns or p.shanten <= stop:
            break
        turn += 1
        tile = wall.draw()
        t = type_of(tile)
        if (players == 3 and t == NORTH) or not p.useful[t] or p.shanten == 0:
            kita += players == 3 and t == NORTH
            continue
        p.add(tile)
        p.throw(p.choose_throw(rng, plan.style, honors))
        p.refresh(plan.style)
    tiles = p.tiles()
    if draw == "useful" and p.shanten <= 0:
        draw = "any"  # a ready hand: the next tile as it comes
    while draw and wall.left:
        tile = wall.draw()
        t = type_of(tile)
        if players == 3 and t == NORTH:
            kita += 1
        elif draw == "any" or (p.useful[t] and p.shanten > 0):
            tiles.append(tile)
            break
    return tiles, kita
