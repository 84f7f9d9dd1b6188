"""The search graph of the reference model: hands before a draw (13 tiles) and before a discard (14 tiles).

A draw state (hand, riichi) leads by each drawn tile it expands to a discard state; a discard state chooses
among the draw states joined to it.  One edge joins a draw state ``h`` and a discard state ``h + tile``,
whichever side found it first; an edge whose draw completes a tenpai hand carries the win's score.
Which tiles are expanded (the reference's rules):

- a draw state expands the tiles that lower its shanten and, with *tegawari*, before riichi and while the
  hand stays near the start (``distance + shanten < start shanten + extra``), every other tile in the wall;
- a discard state expands the tiles whose discard keeps its shanten and, with *shanten down*, under the same
  conditions, every other tile; a closed tenpai hand that discards to tenpai declares riichi.
"""

from __future__ import annotations

from collections.abc import Callable

from agari.riichi.expected.forms import MASK, RED, SLOT, Forms

KIND = tuple(list(range(34)) + [4, 13, 22])
"""Tile type of each slot."""
RIICHI = 1 << 111
"""The riichi bit of a state key."""
HAND = RIICHI - 1

Scorer = Callable[[int, int, bool], float]
"""(14-tile packed hand, winning slot, riichi) -> the win's value (0 without a yaku)."""


class BudgetExceeded(Exception):
    """The search would build more states than its budget allows."""


class Graph:
    """Draw and discard states with their edges, built from a start hand."""

    def __init__(self, start: int, wall: list[int], forms: Forms, closed: bool, scorer: Scorer, *,
                 tegawari: bool = True, shanten_down: bool = True, extra: int = 1, budget: int = 0,
                 progress: Callable[[int], None] | None = None) -> None:
        self.start = start
        self.wall0 = wall
        self.forms = forms
        self.closed = closed
        self.scorer = scorer
        self.tegawari = tegawari
        self.shanten_down = shanten_down
        self.budget = budget
        self.progress = progress
        self.start_counts = [(start >> (SLOT * i)) & MASK for i in range(37)]
        self.limit = forms.shanten(start) + extra
        self.draw_index: dict[int, int] = {}
        self.discard_index: dict[int, int] = {}
        self.draw_keys: list[int] = []
        self.discard_keys: list[int] = []
        self.draw_tenpai: list[bool] = []
        # per draw state: its edges as (discard state, weight, score)
        self.edges: list[list[tuple[int, int, float]]] = []
        # per discard state: the draw states it may choose
        self.choices: list[list[int]] = []
        self._pending_draw: list[int] = []
        self._pending_discard: list[int] = []
        self._edge_set: set[tuple[int, int]] = set()

    # -- states -------------------------------------------------------------------------------------
    def _budget_check(self) -> None:
        n = len(self.draw_keys) + len(self.discard_keys)
        if self.budget and n > self.budget:
            raise BudgetExceeded(n)
        if self.progress is not None and n % 4096 == 0:
            self.progress(n)

    def draw_state(self, key: int) -> int:
        found = self.draw_index.get(key)
        if found is None:
            found = self.draw_index[key] = len(self.draw_keys)
            self.draw_keys.append(key)
            self.draw_tenpai.append(False)
            self.edges.append([])
            self._pending_draw.append(found)
            self._budget_check()
        return found

    def discard_state(self, key: int) -> int:
        found = self.discard_index.get(key)
        if found is None:
            found = self.discard_index[key] = len(self.discard_keys)
            self.discard_keys.append(key)
            self.choices.append([])
            self._pending_discard.append(found)
            self._budget_check()
        return found

    def _edge(self, d: int, p: int, weight: int, score: float) -> None:
        if (d, p) in self._edge_set:
            return
        self._edge_set.add((d, p))
        self.edges[d].append((p, weight, score))
        self.choices[p].append(d)

    def distance(self, hand: int) -> int:
        start = self.start_counts
        return sum(max(((hand >> (SLOT * i)) & MASK) - start[i], 0) for i in range(37))

    def wall_count(self, hand: int, slot: int) -> int:
        return self.wall0[slot] + self.start_counts[slot] - ((hand >> (SLOT * slot)) & MASK)

    # -- expansion ----------------------------------------------------------------------------------
    def _expand_draw(self, d: int) -> None:
        key = self.draw_keys[d]
        riichi = bool(key & RIICHI)
        hand = key & HAND
        s, wait = self.forms.draw_side(hand)
        self.draw_tenpai[d] = s == 0
        free = self.tegawari and not riichi and self.distance(hand) + s < self.limit
        for slot in range(37):
            w = self.wall_count(hand, slot)
            if not w:
                continue
            is_wait = (wait >> KIND[slot]) & 1
            if not (free or is_wait):
                continue
            h14 = hand + (1 << (SLOT * slot))
            p = self.discard_state(h14 | (key & RIICHI))
            if (d, p) in self._edge_set:
                continue
            score = self.scorer(h14, slot, riichi) if s == 0 and is_wait else 0.0
            self._edge(d, p, w, score)

    def _expand_discard(self, p: int) -> None:
        key = self.discard_keys[p]
        riichi = bool(key & RIICHI)
        hand = key & HAND
        s, keep = self.forms.discard_side(hand)
        free = self.shanten_down and not riichi and self.distance(hand) + s < self.limit
        for slot in range(37):
            if not (hand >> (SLOT * slot)) & MASK:
                continue
            is_keep = (keep >> KIND[slot]) & 1
            if not (free or is_keep):
                continue
            call = riichi or (self.closed and s == 0 and bool(is_keep))
            h13 = hand - (1 << (SLOT * slot))
            d = self.draw_state(h13 | (RIICHI if call else 0))
            if (d, p) in self._edge_set:
                continue
            score = self.scorer(hand, slot, riichi) if s == -1 else 0.0
            self._edge(d, p, self.wall_count(h13, slot), score)

    def build(self, root: int, draw_root: bool) -> int:
        """Build every state reachable from the root (a draw state when ``draw_root``); the root's index."""
        r = self.draw_state(root) if draw_root else self.discard_state(root)
        while self._pending_draw or self._pending_discard:
            while self._pending_discard:
                self._expand_discard(self._pending_discard.pop())
            while self._pending_draw:
                self._expand_draw(self._pending_draw.pop())
                if self._pending_discard:
                    break
        return r

    @property
    def size(self) -> int:
        return len(self.draw_keys) + len(self.discard_keys)


RED_SLOTS = RED
