"""Ukeire: the tile types whose draw lowers the shanten of a 3n+1 hand, and how many are left.

A hand still being built (fewer than 13 tiles, melds as 3: ``partial_shanten``) has ukeire too: the
types whose draw brings it one tile nearer a complete hand.

A type whose copies are all in the hand and its melds cannot be drawn and is
never ukeire.  Copies still unseen = 4 - (in hand) - (in melds) - (on dora
indicators) - (other visible tiles, e.g. discards); a type that would help but
has no copy left is listed with 0.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from agari.core.errors import TileCountError
from agari.core.notation import Hand, parse_tile_list
from agari.core.shanten import (
    _CODES,
    _COMB,
    _HONORS,
    _NU,
    _SUITS,
    _VECFLAT,
    FULL_SIZE,
    MEMO_LIMIT,
    ShantenResult,
    added_profiles,
    hand_counts,
    partial_shanten,
    riichi_shanten,
    shanten_of,
)
from agari.core.shanten import _capped as _capped_profile
from agari.core.shanten import _honor_profile as _honor_vec
from agari.core.shanten import combine as _combine
from agari.core.shanten import combined_value as _combined_value
from agari.core.shanten import group_profile as _group_profile
from agari.core.tile import ALL_TYPES, RED_FIVES, Tile, type_name

TILE_NAMES: dict[Tile, str] = {t: str(t) for t in (*ALL_TYPES, *RED_FIVES)}
"""Notation of every tile (tiles are interned, so this is a fast lookup)."""
_YAO = frozenset((0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33))
_YAO_LIST = sorted(_YAO)


class UkeireResult(NamedTuple):
    """Shanten of the hand, the improving tiles (type, copies left) in tile order, and their total."""

    shanten: ShantenResult
    tiles: tuple[tuple[Tile, int], ...]
    total: int

    def to_json(self) -> list[dict[str, object]]:
        """``[{"tile": "3m", "count": 4}, ...]``."""
        return [{"tile": TILE_NAMES[t], "count": n} for t, n in self.tiles]


class _AddMemo(dict[bytes, tuple[int, ...]]):
    """Counts of an uncapped group -> profile id after one more tile at each position (-1: none left)."""

    def __missing__(self, key: bytes) -> tuple[int, ...]:
        value = self[key] = added_profiles(key)
        return value


_ADDS = _AddMemo()
_IMPROVE: dict[int, tuple[int, ...]] = {}
"""(group key id, rest profile, profile index, shanten, group) -> tile types whose draw saves a standard draw."""


def _improving_group(key: bytes, rest: int, off: int, cur: int, group: int) -> tuple[int, ...]:
    """Types of a group whose draw brings the standard distance to <= cur (one draw less than now)."""
    if len(_IMPROVE) > MEMO_LIMIT:  # a long session: start the memo afresh rather than grow without end
        _IMPROVE.clear()
    r = rest * _NU
    comb = _COMB
    vec = _VECFLAT
    base = group * 9
    return tuple([base + i for i, nid in enumerate(_ADDS[key]) if nid >= 0 and vec[comb[nid + r] * 10 + off] <= cur])
_BOUNDS = ((0, 9), (9, 18), (18, 27), (27, 34))


def improving_closed(c: Sequence[int]) -> tuple[int, list[int]]:
    """Shanten and the improving tile types of a closed 3n+1 hand given as 34 counts (the fast path)."""
    raw = bytes(c)
    km_key = raw[0:9]
    kp_key = raw[9:18]
    ks_key = raw[18:27]
    kz_key = raw[27:34]
    um, km, im = _SUITS[km_key]
    up, kp, ip = _SUITS[kp_key]
    us, ks, is_ = _SUITS[ks_key]
    uz, kz, iz = _HONORS[kz_key]
    code = km + kp + ks + kz
    off, other = _CODES[code]
    nu = _NU
    comb = _COMB
    vec = _VECFLAT  # entries are draws; one draw less than now is <= cur
    a = comb[um * nu + up]
    b = comb[us * nu + uz]
    std = vec[comb[a * nu + b] * 10 + off] - 1
    cur = std if std < other else other
    out: list[int] = []
    if std == cur:  # a standard improvement needs one draw less than now
        tail = off * 16 + cur + 1
        memo = _IMPROVE
        for key, kid, r, g in ((km_key, im, comb[up * nu + b], 0), (kp_key, ip, comb[um * nu + b], 1),
                               (ks_key, is_, comb[a * nu + uz], 2), (kz_key, iz, comb[a * nu + us], 3)):
            mk = ((kid * 256 + r) * 256 + tail) * 4 + g
            hit = memo.get(mk)
            if hit is None:
                hit = memo[mk] = _improving_group(key, r, off, cur, g)
            if hit:
                out += hit
    if other <= cur and code & 63 >= 13:
        pairs = (code >> 11) & 15
        kinds = (code >> 6) & 31
        extra: list[int] = []
        if 6 - pairs + (7 - kinds if kinds < 7 else 0) == cur:  # chiitoitsu: a new pair, or a new kind
            extra += [t for t in range(34) if c[t] == 1 or (c[t] == 0 and kinds < 7)]
        if 13 - ((code >> 15) & 31) - (1 if code >> 20 else 0) == cur:  # kokushi: a new orphan, or its pair
            extra += [t for t in _YAO_LIST if c[t] == 0 or (c[t] == 1 and not code >> 20)]
        if extra:
            out = sorted(set(out).union(extra))
    return cur, out


def improving(counts: list[int], copies: Sequence[int], melds: int) -> tuple[ShantenResult, list[int]]:
    """Shanten and improving tile types of a 3n+1 hand with melds (exact with capped copies)."""
    cur = shanten_of(counts, copies, melds)
    profiles = [_group_profile(counts, copies, g) for g in range(4)]
    off = (sum(counts) // 3) * 2 + 1
    out: list[int] = []
    closed13 = cur.chiitoitsu is not None
    for g, (lo, hi) in enumerate(_BOUNDS):
        others = [profiles[h] for h in range(4) if h != g]
        rest = _combine(_combine(others[0], others[1]), others[2])
        key = tuple(counts[lo:hi])
        caps = tuple(4 - x for x in copies[lo:hi])
        uncapped = not any(copies[lo:hi])
        adds = _ADDS[bytes(key)] if uncapped else None
        for i in range(hi - lo):
            if key[i] >= caps[i]:
                continue
            t = lo + i
            if adds is not None:
                new_profile: tuple[int, ...] | int = adds[i]
            else:
                bumped = key[:i] + (key[i] + 1,) + key[i + 1 :]
                new_profile = _honor_vec(bumped, caps) if g == 3 else _capped_profile(bumped, caps)
            new = _combined_value(new_profile, rest, off) - 1
            if closed13 and new >= cur.shanten:
                counts[t] += 1
                new = min(new, shanten_of(counts, copies, melds).shanten)
                counts[t] -= 1
            if new < cur.shanten:
                out.append(t)
    return cur, out


def improving_partial(counts: list[int], copies: Sequence[int], melds: int) -> tuple[ShantenResult, list[int]]:
    """Shanten and improving tile types of a hand of fewer than 13 tiles (each type drawn and tried)."""
    cur = partial_shanten(counts, copies, melds)
    out: list[int] = []
    for t in range(34):
        if counts[t] + copies[t] >= 4:
            continue
        counts[t] += 1
        new = riichi_shanten(counts, copies, melds).shanten
        counts[t] -= 1
        if new < cur.shanten:
            out.append(t)
    return cur, out


def seen_counts(dora: Iterable[Tile] = (), visible: Iterable[Tile] = ()) -> list[int]:
    """Copies seen outside the hand: on dora indicators and among the other visible tiles."""
    seen = [0] * 34
    for t in dora:
        seen[t.index] += 1
    for t in visible:
        seen[t.index] += 1
    return seen


def tiles_arg(value: str | Sequence[str] | Sequence[Tile] | None, field: str) -> list[Tile]:
    """Read a tile-list argument (``"58m"``, ``["5m", "8m"]`` or Tiles), naming the field on errors."""
    if value is None:
        return []
    if isinstance(value, str):
        items: list[str | Tile] = [value]
    else:
        items = list(value)
    out: list[Tile] = []
    for item in items:
        if isinstance(item, Tile):
            out.append(item)
            continue
        try:
            out.extend(parse_tile_list(item if isinstance(item, str) else [item]))
        except TileCountError:
            raise
        except Exception as exc:  # NotationError and type errors become an AgariError naming the field
            from agari.core.errors import AgariError, NotationError

            if isinstance(exc, AgariError):
                exc.field = field
                raise
            raise NotationError(f"{field}: {exc}", field=field) from exc
    return out


def check_seen(counts: Sequence[int], copies: Sequence[int], seen: Sequence[int], field: str = "visible") -> None:
    """No type may be seen more than 4 times in hand, melds, indicators and visible tiles together."""
    if not any(seen):
        return
    for i in range(34):
        if seen[i] and counts[i] + copies[i] + seen[i] > 4:
            raise TileCountError(
                f"{type_name(i)} is seen {counts[i] + copies[i] + seen[i]} times (hand, melds, dora and visible"
                " tiles); there are only 4",
                field=field,
            )


def ukeire(
    hand: Hand | str,
    *,
    dora: str | Sequence[str] | Sequence[Tile] | None = (),
    visible: str | Sequence[str] | Sequence[Tile] | None = (),
) -> UkeireResult:
    """Every tile type that lowers the shanten of a 3n+1 hand or of one of fewer than 13 tiles, with copies unseen."""
    hc = hand_counts(hand, partial=True)
    size = hc.concealed + 3 * hc.melds
    if size >= FULL_SIZE and hc.concealed % 3 != 1:
        raise TileCountError(
            f"ukeire needs a hand of 3n+1 tiles (13 with melds as 3) or fewer than 13, this one has {size}",
            field="hand",
        )
    seen = seen_counts(tiles_arg(dora, "dora"), tiles_arg(visible, "visible"))
    check_seen(hc.counts, hc.meld_copies, seen)
    return ukeire_of(hc.counts, hc.meld_copies, hc.melds, seen)


def ukeire_of(counts: list[int], copies: Sequence[int], melds: int, seen: Sequence[int]) -> UkeireResult:
    """Ukeire from counts (3n+1 concealed tiles, or fewer than 13 tiles with melds as 3)."""
    if sum(counts) + 3 * melds < FULL_SIZE:
        cur, types = improving_partial(counts, copies, melds)
    elif melds:
        cur, types = improving(counts, copies, melds)
    else:
        cur = shanten_of(counts, copies, melds)
        types = improving_closed(counts)[1]
    tiles = tuple((Tile(t), max(0, 4 - counts[t] - copies[t] - seen[t])) for t in types)
    return UkeireResult(cur, tiles, sum(n for _, n in tiles))

