"""The waits an opponent can still have, each weighed, and from them each tile's chance to be a winning tile.

Every wait a hand can end on is listed once: an open wait (the two tiles held, the two tiles won on), a closed
wait, an edge wait, a pair wait on a number tile (shanpon or tanki) and a wait on an honor.  A wait on a tile the
player has discarded or let pass is gone (furiten); each other wait weighs its published frequency times the ways
the player can hold its tiles among the copies the seat has not seen, times what the river tells.  A tile's
chance is its waits' share of the whole, scaled to the number of winning kinds an average riichi hand has.
"""

from __future__ import annotations

from typing import NamedTuple

from agari.danger import figures as F
from agari.danger.view import Opponent, SeatView


class Shape(NamedTuple):
    """One way to wait: its kind, the tile kinds held for it and the kinds it wins on."""

    kind: str
    """``ryanmen``, ``kanchan``, ``penchan``, ``shanpon``, ``tanki`` or ``honor``."""
    held: tuple[int, ...]
    waits: tuple[int, ...]


def _shapes() -> tuple[Shape, ...]:
    out: list[Shape] = []
    for base in (0, 9, 18):
        for n in range(1, 7):
            out.append(Shape("ryanmen", (base + n, base + n + 1), (base + n - 1, base + n + 2)))
        out.append(Shape("penchan", (base, base + 1), (base + 2,)))
        out.append(Shape("penchan", (base + 7, base + 8), (base + 6,)))
        for n in range(7):
            out.append(Shape("kanchan", (base + n, base + n + 2), (base + n + 1,)))
        for n in range(9):
            out.append(Shape("shanpon", (base + n, base + n), (base + n,)))
            out.append(Shape("tanki", (base + n,), (base + n,)))
    out.extend(Shape("honor", (t,), (t,)) for t in range(27, 34))
    return tuple(out)


SHAPES = _shapes()
"""Every wait of a standard hand, 3 x 31 on number tiles and 7 on honors."""

_REF = F.REFERENCE_UNSEEN
BASE = {
    "ryanmen": F.RYANMEN / _REF**2,
    "kanchan": F.KANCHAN / _REF**2,
    "penchan": F.PENCHAN / _REF**2,
    "shanpon": F.PAIR_WAIT * F.SHANPON_SHARE / (_REF * (_REF - 1) / 2),
    "tanki": F.PAIR_WAIT * (1 - F.SHANPON_SHARE) / _REF,
}
"""Each kind's weight per way of holding its tiles, so that at the reference moment it gives its published figure."""


def reference_chances() -> list[float]:
    """Each number tile's chance (percent) at the reference moment: the figures of kobalab's count, rebuilt."""
    out = []
    for n in range(9):
        total = 0.0
        for s in SHAPES[:31]:
            if n in s.waits:
                total += {"ryanmen": F.RYANMEN, "kanchan": F.KANCHAN, "penchan": F.PENCHAN}.get(s.kind, 0.0)
        out.append(total + F.PAIR_WAIT)
    return out


WINNING_KINDS = (3 * sum(reference_chances()) + F.HONOR[(1, 0)] * (5 * F.YAKUHAI + 2)) / 100
"""The winning kinds of an average riichi hand (about 1.97): every tile's chance at the reference moment added up,
honors with one copy discarded, five of the seven a yakuhai of the player."""


def _combos(s: Shape, view: SeatView) -> float:
    if s.kind == "shanpon":
        u = view.unseen(s.held[0])
        return u * (u - 1) / 2
    if s.kind == "tanki":
        return view.unseen(s.held[0])
    return view.unseen(s.held[0]) * view.unseen(s.held[1])


def honor_weight(view: SeatView, kind: int) -> float:
    """An honor's published chance by the copies discarded or called and the copies the seat holds."""
    held = view.held[kind]
    out = view.visible[kind] - held
    if out + held >= 4:
        return 0.0
    if out + held == 3:
        return F.HONOR_LAST
    return F.HONOR[(out, held)]


def river_factors(opp: Opponent) -> dict[int, float]:
    """What the river says of the kinds held: a kind taken from the hand early, later, or as the riichi tile."""
    out: dict[int, float] = {}
    last = opp.riichi if opp.in_riichi else len(opp.river) - 1
    for i, tile in enumerate(opp.river[: last + 1]):
        if not opp.tedashi[i]:
            continue
        if i == opp.riichi:
            f = F.RIICHI_TILE
        elif i < F.EARLY_TURNS:
            f = F.EARLY
        else:
            f = F.BEFORE_RIICHI
        out[tile.index] = min(f, out.get(tile.index, 1.0))
    return out


def safe_kinds(opp: Opponent) -> set[int]:
    """The kinds the player cannot win on by ron: their own discards (furiten) and the tiles they let pass."""
    return {t.index for t in opp.river} | {t.index for t in opp.passed}


def weights(view: SeatView, opp: Opponent, suit_factor: tuple[float, float, float, float] = (1.0, 1.0, 1.0, 1.0),
            dragon_factor: float = 1.0) -> list[float]:
    """Each shape's weight for ``opp`` seen from ``view`` (0 for a shape the player cannot be waiting on)."""
    safe = safe_kinds(opp)
    held_factor = river_factors(opp)
    dora = set(view.dora)
    trap: set[int] = set()
    if opp.in_riichi:
        r = opp.river[opp.riichi].index
        if r < 27:
            trap = {k for k in (r - 3, r + 3) if 0 <= k < 27 and k // 9 == r // 9}
    yakuhai = {31, 32, 33, 27 + view.round_wind, 27 + opp.wind}
    out = []
    for s in SHAPES:
        if any(w in safe for w in s.waits):
            out.append(0.0)
            continue
        if s.kind == "honor":
            v = honor_weight(view, s.waits[0]) * (F.YAKUHAI if s.waits[0] in yakuhai else 1.0)
            if s.waits[0] >= 31:
                v *= dragon_factor
        else:
            v = BASE[s.kind] * _combos(s, view)
            for k in set(s.held):
                v *= held_factor.get(k, 1.0)
            if s.kind != "ryanmen" and s.waits[0] in trap:
                v *= F.SUJI_TRAP
        if dora.intersection(s.held) or dora.intersection(s.waits):
            v *= F.DORA
        v *= suit_factor[s.waits[0] // 9]
        out.append(v)
    return out


def chances(view: SeatView, opp: Opponent, suit_factor: tuple[float, float, float, float] = (1.0, 1.0, 1.0, 1.0),
            dragon_factor: float = 1.0) -> list[float]:
    """Each of the 34 kinds' chance to deal in to the player, given that the player is tenpai: its share of the
    waits, times the winning kinds of an average hand, times the fitted ``PUSHED``."""
    w = weights(view, opp, suit_factor, dragon_factor)
    total = sum(v * len(s.waits) for v, s in zip(w, SHAPES, strict=True))
    out = [0.0] * 34
    if total <= 0:
        return out
    scale = WINNING_KINDS * F.PUSHED / total
    for v, s in zip(w, SHAPES, strict=True):
        if v:
            for k in s.waits:
                out[k] += v * scale
    return [min(1.0, p) for p in out]
