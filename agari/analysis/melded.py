"""The discard table of a hand with called melds: the fast path for open hands.

With melds only the standard form counts, and a type whose copies sit in the player's melds may be held and
drawn fewer than 4 times: such a group's profile comes from the exact capped DP (``agari.core.shanten``), not the
automaton.  As for closed hands, a discard changes one group, so each row is built from per-group parts: every
group (its counts and the copies in melds, one state) is worked out once per process -- its profile, the profile
after one more tile at each position -- and the tiles of a group that help are memoised by (state, profile of
the rest of the hand, hand size, shanten).  Consecutive decisions of a game share most of their groups, so a
review pays for a group the first time it appears.

Profiles are ids: the automaton's (below ``_NU``) or, for the few capped profiles the tables do not hold, ids
given here from ``_NU`` up; two ids combine through the shipped table or a memo.
"""

from __future__ import annotations

from collections.abc import Sequence

from agari.core.shanten import (
    _COMB,
    _HONORS,
    _NU,
    _SUITS,
    _UID,
    _VECFLAT,
    _VECS,
    MEMO_LIMIT,
    Profile,
    _capped,
    _honor_profile,
    added_profiles,
    caps_bind,
    min_plus,
)

# -- profile ids beyond the shipped tables -----------------------------------------------------------

_EXTRA: list[Profile] = []
"""Profiles of capped groups the tables do not hold: id ``_NU + i`` is ``_EXTRA[i]``."""
_EXTRA_ID: dict[Profile, int] = {}
_PAIRS: dict[int, int] = {}
"""(a * 2**20 + b) -> the id of two profiles together, where one of them is an extra id."""


def profile_id(vec: Profile) -> int:
    """The id of a profile: the table's where it has one, else one given here."""
    uid = _UID.get(vec)
    if uid is not None:
        return uid
    uid = _EXTRA_ID.get(vec)
    if uid is None:
        uid = _EXTRA_ID[vec] = _NU + len(_EXTRA)
        _EXTRA.append(vec)
    return uid


def combine_ids(a: int, b: int) -> int:
    """The id of two groups' profiles together (min-plus convolution)."""
    if a < _NU and b < _NU:
        return _COMB[a * _NU + b]
    key = a << 20 | b
    uid = _PAIRS.get(key)
    if uid is None:
        va = _VECS[a] if a < _NU else _EXTRA[a - _NU]
        vb = _VECS[b] if b < _NU else _EXTRA[b - _NU]
        uid = _PAIRS[key] = profile_id(min_plus(va, vb))
    return uid


def value(uid: int, off: int) -> int:
    """Entry ``off`` of a profile (fewest draws for that many sets and a pair)."""
    return _VECFLAT[uid * 10 + off] if uid < _NU else _EXTRA[uid - _NU][off]


# -- groups ----------------------------------------------------------------------------------------------


class Group:
    """One group's state: its counts and the copies of its types in melds (bytes joined), a state id, its profile
    id, and per position the profile id after one more tile there (-1 where none can be drawn).

    A capped group's profile after a draw comes from the exact DP, worked out only where it is needed: ``bound``
    holds the uncapped group's (the automaton's, a lower bound entry by entry: caps only take targets away), and
    a draw whose bound does not lower the shanten cannot lower it capped either.
    """

    __slots__ = ("key", "sid", "uid", "_bound", "exact")

    def __init__(self, key: bytes, sid: int) -> None:
        n = len(key) // 2
        copies = key[n:]
        self.key = key
        self.sid = sid
        self.uid = _profile(key[:n], copies)
        self._bound: tuple[int, ...] | None = None  # worked out on first use: many groups are only a row's shanten
        self.exact: list[int] | None = [-2] * n if any(copies) else None

    @property
    def bound(self) -> tuple[int, ...]:
        """The uncapped group's profile id after one more tile at each position (-1 where none can be drawn)."""
        adds = self._bound
        if adds is None:
            n = len(self.key) // 2
            counts, copies = self.key[:n], self.key[n:]
            adds = added_profiles(counts)
            if self.exact is not None:
                adds = tuple([a if c + m < 4 else -1 for a, c, m in zip(adds, counts, copies, strict=True)])
            self._bound = adds
        return adds

    def added(self, i: int) -> int:
        """The exact profile id after one more tile at position ``i`` (where one can be drawn)."""
        exact = self.exact
        if exact is None:
            return self.bound[i]
        uid = exact[i]
        if uid == -2:
            n = len(self.key) // 2
            counts = self.key[:n]
            uid = exact[i] = _profile(counts[:i] + bytes((counts[i] + 1,)) + counts[i + 1 :], self.key[n:])
        return uid


def _profile(counts: bytes, copies: bytes) -> int:
    """The profile id of a group (counts, copies of its types in melds)."""
    if not any(copies):
        return (_HONORS if len(counts) == 7 else _SUITS)[counts][0]
    caps = tuple([4 - x for x in copies])
    if len(counts) == 7:
        return profile_id(_honor_profile(tuple(counts), caps))
    if not caps_bind(counts, caps):
        return _SUITS[counts][0]
    return profile_id(_capped(tuple(counts), caps))


class _Groups(dict[bytes, Group]):
    """counts + copies (bytes: 9 + 9 for a suit, 7 + 7 for the honors) -> the group's state."""

    def __missing__(self, key: bytes) -> Group:
        value = self[key] = Group(key, len(self))
        return value


class _Less(dict[bytes, tuple[tuple[int, Group], ...]]):
    """A group's key -> (position, the group left) for each position it holds."""

    def __missing__(self, key: bytes) -> tuple[tuple[int, Group], ...]:
        n = len(key) // 2
        value = self[key] = tuple([(i, _GROUPS[key[:i] + bytes((c - 1,)) + key[i + 1 :]])
                                   for i, c in enumerate(key[:n]) if c])
        return value


class _Helping(dict[int, tuple[int, ...]]):
    """(state id, rest's profile id, off, shanten) -> the positions of the group whose draw lowers the shanten."""


_GROUPS = _Groups()
_LESS = _Less()
_HELPING = _Helping()


def _helping(group: Group, rest: int, off: int, cur: int) -> tuple[int, ...]:
    """Positions of ``group`` whose draw brings the hand (the group and ``rest``) to ``cur`` draws or fewer."""
    key = ((group.sid << 24 | rest) << 4 | off) << 4 | cur
    found = _HELPING.get(key)
    if found is None:
        found = tuple([i for i, a in enumerate(group.bound) if a >= 0 and value(combine_ids(a, rest), off) <= cur])
        if group.exact is not None and found:
            found = tuple([i for i in found if value(combine_ids(group.added(i), rest), off) <= cur])
        _HELPING[key] = found
    return found


def _forget() -> None:
    """A long session: start the memos afresh rather than grow without end."""
    _GROUPS.clear()
    _LESS.clear()
    _HELPING.clear()
    _PAIRS.clear()


def melded_rows(counts: Sequence[int], copies: Sequence[int], focus: int | None = None
                ) -> list[tuple[int, int, tuple[int, ...]]]:
    """For a 3n+2 hand with melds (its concealed counts and the copies in its melds): (discarded type, shanten
    left, the types whose draw lowers it) for each type held, in tile order.  With ``focus`` (a type), the types
    are worked out only for the discards that leave the lowest shanten and for ``focus`` (the others: ``()``)."""
    if len(_HELPING) > MEMO_LIMIT or len(_GROUPS) > MEMO_LIMIT:
        _forget()
    raw = bytes(counts)
    cop = bytes(copies)
    keys = (raw[0:9] + cop[0:9], raw[9:18] + cop[9:18], raw[18:27] + cop[18:27], raw[27:34] + cop[27:34])
    groups = [_GROUPS[k] for k in keys]
    u0, u1, u2, u3 = (g.uid for g in groups)
    off = ((sum(counts) - 1) // 3) * 2 + 1  # D[sets][1] for the hand left
    c01 = combine_ids(u0, u1)
    c23 = combine_ids(u2, u3)
    c02 = combine_ids(u0, u2)
    c13 = combine_ids(u1, u3)
    c03 = combine_ids(u0, u3)
    c12 = combine_ids(u1, u2)
    pair = (0, c23, c13, c12, c23, 0, c03, c02, c13, c03, 0, c01, c12, c02, c01, 0)
    rest3 = (combine_ids(c23, u1), combine_ids(c23, u0), combine_ids(c13, u0), combine_ids(c12, u0))
    out: list[tuple[int, int, tuple[int, ...]]] = []
    lowest = -1
    if focus is not None:
        lowest = min([value(combine_ids(left.uid, rest3[g]), off) for g in range(4) for _, left in _LESS[keys[g]]]) - 1
    for g in range(4):
        rest = rest3[g]
        for i, left in _LESS[keys[g]]:
            cur = value(combine_ids(left.uid, rest), off) - 1
            if lowest >= 0 and cur > lowest and g * 9 + i != focus:
                out.append((g * 9 + i, cur, ()))
                continue
            types: list[int] = []
            for h in range(4):
                if h == g:
                    pos = _helping(left, rest, off, cur)
                else:
                    pos = _helping(groups[h], combine_ids(left.uid, pair[g * 4 + h]), off, cur)
                if pos:
                    base = h * 9
                    types += [base + p for p in pos]
            out.append((g * 9 + i, cur, tuple(types)))
    return out
