"""The search graph of the reference model: hands before a draw (13 tiles) and before a discard (14 tiles).

A draw state (hand, riichi) leads by each drawn tile it expands to a discard state; a discard state chooses
among the draw states joined to it.  One edge joins a draw state ``h`` and a discard state ``h + tile``,
whichever side found it first; an edge whose draw completes a tenpai hand carries the win's score.
Which tiles are expanded (the reference's rules):

- a draw state expands the tiles that lower its shanten and, with *tegawari*, before riichi and while the
  hand stays near the start (``distance + shanten < start shanten + extra``), every other tile in the wall;
- a discard state expands the tiles whose discard keeps its shanten and, with *shanten down*, under the same
  conditions, every other tile; a closed tenpai hand that discards to tenpai declares riichi.

States are numbered in the order they are found.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import repeat
from operator import add, and_, rshift, sub

from agari.riichi.expected.forms import MASK, SLOT, Forms

KIND = tuple(list(range(34)) + [4, 13, 22])
"""Tile type of each slot."""
RED_OF_KIND = {4: 34, 13: 35, 22: 36}
RIICHI = 1 << 111
"""The riichi bit of a state key."""
HAND = RIICHI - 1
_UNIT = tuple(1 << (SLOT * i) for i in range(37))
_SLOTS = tuple(range(37))
_SHIFT = tuple(SLOT * i for i in range(37))
_PRESENT: list[dict[int, tuple[int, ...]]] = [{} for _ in range(5)]
"""Per run of 9 slots (0-8, 9-17, 18-26, 27-35, 36): its packed counts -> the slots it holds."""


def _present(hand: int) -> tuple[int, ...]:
    """The slots a packed hand holds, in slot order."""
    out: tuple[int, ...] = ()
    for g in range(5):
        bits = (hand >> (27 * g)) & 0o777777777
        if bits:
            memo = _PRESENT[g]
            found = memo.get(bits)
            if found is None:
                found = memo[bits] = tuple(9 * g + i for i in range(9) if (bits >> (SLOT * i)) & MASK)
            out += found
    return out

_WAIT_SLOTS: dict[int, tuple[int, ...]] = {}
"""A mask of tile types -> their slots (a five's red slot after its plain one); bounded by the masks met."""


def _wait_slots(mask: int) -> tuple[int, ...]:
    """The slots of the tile types in a mask, in type order, a five's red slot after it."""
    slots: list[int] = []
    for k in range(34):
        if (mask >> k) & 1:
            slots.append(k)
            if k in RED_OF_KIND:
                slots.append(RED_OF_KIND[k])
    return tuple(slots)


_KEEP_SLOTS: dict[int, tuple[int, ...]] = {}
"""A mask of tile types -> their slots in slot order (red fives last); bounded by the masks met."""

Scorer = Callable[[int, int, bool], float]
"""(14-tile packed hand, winning slot, riichi) -> the win's value (0 without a yaku)."""


class BudgetExceeded(Exception):
    """The search would build more states than its budget allows."""


class Graph:
    """Draw and discard states with their edges, built from a start hand."""

    def __init__(self, start: int, wall: list[int], forms: Forms, closed: bool, scorer: Scorer, *,
                 tegawari: bool = True, shanten_down: bool = True, extra: int = 1, budget: int = 0,
                 progress: Callable[[int, int], None] | None = None) -> None:
        self.start = start
        self.forms = forms
        self.closed = closed
        self.scorer = scorer
        self.tegawari = tegawari
        self.shanten_down = shanten_down
        self.budget = budget
        self.progress = progress
        start_counts = [(start >> (SLOT * i)) & MASK for i in range(37)]
        self.base = [wall[i] + start_counts[i] for i in range(37)]
        """Copies of each slot out of the wall and the hand together (the wall is this minus the hand)."""
        self._start_groups = [(start >> (SLOT * 9 * g)) & ((1 << (SLOT * 9)) - 1) for g in range(5)]
        self._dist: list[dict[int, int]] = [{} for _ in range(5)]
        self._sides: dict[int, tuple[int, int]] = {}
        self.limit = forms.shanten(start) + extra
        self.draw_index: dict[int, int] = {}
        self.discard_index: dict[int, int] = {}
        self.draw_keys: list[int] = []
        self.discard_keys: list[int] = []
        self.draw_tenpai: list[bool] = []
        self.targets: list[list[int]] = []
        """Per draw state: the discard states of its edges."""
        self.weights: list[list[int]] = []
        """Per draw state: each edge's copies in the wall."""
        self.scores: list[list[float]] = []
        """Per draw state: each edge's win value (0: no win)."""
        self.choices: list[list[int]] = []
        """Per discard state: the draw states it may choose."""
        self.states = 0
        self._d_done = 0
        self._p_done = 0

    # -- states -------------------------------------------------------------------------------------
    def _grew(self) -> None:
        n = len(self.draw_keys) + len(self.discard_keys)
        if self.budget and n > self.budget:
            raise BudgetExceeded(n)
        if self.progress is not None and not n & 4095:
            self.progress(self._d_done + self._p_done, n)  # states expanded, states found so far

    def _draw_state(self, key: int) -> int:
        found = self.draw_index.get(key)
        if found is None:
            found = self.draw_index[key] = len(self.draw_keys)
            self.draw_keys.append(key)
            self.draw_tenpai.append(False)
            self.targets.append([])
            self.weights.append([])
            self.scores.append([])
            self._grew()
        return found

    def _discard_state(self, key: int) -> int:
        found = self.discard_index.get(key)
        if found is None:
            found = self.discard_index[key] = len(self.discard_keys)
            self.discard_keys.append(key)
            self.choices.append([])
            self._grew()
        return found

    def distance(self, hand: int) -> int:
        """Tiles of the hand beyond the start hand's (red and plain fives apart)."""
        total = 0
        for g in range(5):
            bits = (hand >> (SLOT * 9 * g)) & 0o777777777
            memo = self._dist[g]
            d = memo.get(bits)
            if d is None:
                s = self._start_groups[g]
                d = 0
                for i in range(9):
                    a = (bits >> (SLOT * i)) & MASK
                    b = (s >> (SLOT * i)) & MASK
                    if a > b:
                        d += a - b
                memo[bits] = d
            total += d
        return total

    # -- expansion ----------------------------------------------------------------------------------
    def _expand_draw(self, d: int) -> None:
        key = self.draw_keys[d]
        riichi_bit = key & RIICHI
        hand = key & HAND
        found = self._sides.get(hand)  # a hand's riichi and plain states share it
        if found is None:
            found = self._sides[hand] = self.forms.draw_side(hand)
        s, wait = found
        tenpai = s == 0
        self.draw_tenpai[d] = tenpai
        free = self.tegawari and not riichi_bit and self.distance(hand) + s < self.limit
        targets = self.targets[d]
        weights = self.weights[d]
        scores = self.scores[d]
        choices = self.choices
        index = self.discard_index
        if free:  # every tile of the wall (no riichi here): the slots' keys and copies worked out in C
            keys = list(map(add, repeat(hand), _UNIT))
            copies = list(map(sub, self.base, map(and_, map(rshift, repeat(hand), _SHIFT), repeat(MASK))))
            found_p = list(map(index.get, keys))
            for slot, weight, p, key14 in zip(_SLOTS, copies, found_p, keys, strict=True):
                if not weight:
                    continue
                if p is None:
                    p = self._discard_state(key14)
                    choices[p].append(d)
                else:
                    ch = choices[p]
                    if d in ch:
                        continue
                    ch.append(d)
                targets.append(p)
                weights.append(weight)
                scores.append(self.scorer(key14, slot, False) if tenpai and (wait >> KIND[slot]) & 1 else 0.0)
            return
        slots = _WAIT_SLOTS.get(wait)
        if slots is None:
            slots = _WAIT_SLOTS[wait] = _wait_slots(wait)
        base = self.base
        for slot in slots:
            weight = base[slot] - ((hand >> _SHIFT[slot]) & MASK)
            if not weight:
                continue
            h14 = hand + _UNIT[slot]
            key14 = h14 | riichi_bit
            p = index.get(key14)
            if p is None:
                p = self._discard_state(key14)
            ch = choices[p]
            if d in ch:
                continue
            ch.append(d)
            targets.append(p)
            weights.append(weight)  # small ints: shared objects
            scores.append(self.scorer(h14, slot, bool(riichi_bit)) if tenpai and (wait >> KIND[slot]) & 1 else 0.0)

    def _expand_discard(self, p: int) -> None:
        key = self.discard_keys[p]
        riichi_bit = key & RIICHI
        hand = key & HAND
        found = self._sides.get(hand)
        if found is None:
            found = self._sides[hand] = self.forms.discard_side(hand)
        s, keep = found
        free = self.shanten_down and not riichi_bit and self.distance(hand) + s < self.limit
        ch = self.choices[p]
        declare = RIICHI if self.closed and s == 0 else 0
        index = self.draw_index
        targets = self.targets
        weights = self.weights
        scores = self.scores
        base = self.base
        won = s == -1
        if free:
            slots: tuple[int, ...] | list[int] = _present(hand)
        else:  # only the tiles that keep the shanten, in slot order
            kept = _KEEP_SLOTS.get(keep)
            if kept is None:
                kept = _KEEP_SLOTS[keep] = tuple(sorted(_wait_slots(keep)))
            slots = [slot for slot in kept if (hand >> _SHIFT[slot]) & MASK]
        for slot in slots:
            is_keep = (keep >> KIND[slot]) & 1
            key13 = (hand - _UNIT[slot]) | (riichi_bit or (declare if is_keep else 0))
            d = index.get(key13)
            if d is None:
                d = self._draw_state(key13)
            elif d in ch:
                continue
            ch.append(d)
            targets[d].append(p)
            weights[d].append(base[slot] - ((hand >> _SHIFT[slot]) & MASK) + 1)
            scores[d].append(self.scorer(hand, slot, bool(riichi_bit)) if won else 0.0)

    def build(self, root: int, draw_root: bool) -> int:
        """Build every state reachable from the root (a draw state when ``draw_root``); the root's number.

        The graph does not depend on the order states are expanded in: each state's expansion reads its own
        hand only."""
        r = self._draw_state(root) if draw_root else self._discard_state(root)
        self._d_done = 0
        self._p_done = 0
        while self._d_done < len(self.draw_keys) or self._p_done < len(self.discard_keys):
            while self._p_done < len(self.discard_keys):
                self._p_done += 1
                self._expand_discard(self._p_done - 1)
            while self._d_done < len(self.draw_keys):
                self._d_done += 1
                self._expand_draw(self._d_done - 1)
        return r

    @property
    def size(self) -> int:
        return self.states

    def release(self) -> None:
        """Forget the states' hands and the memos once built (the solver needs the edges only)."""
        self.states = len(self.draw_keys) + len(self.discard_keys)
        self.draw_index.clear()
        self.discard_index.clear()
        self._sides.clear()
        self._dist.clear()
        self.draw_keys = []
        self.discard_keys = []
