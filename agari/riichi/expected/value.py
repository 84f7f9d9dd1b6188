"""What a win is worth in the search: the hand scored by agari's Riichi scorer as a tsumo, riichi when declared,
and with riichi the expectation over the ura dora (as many ura indicators as dora indicators, drawn from the
tiles still unseen), as the reference model does.  A win without a yaku is worth 0."""

from __future__ import annotations

from math import comb

from agari.core.notation import Hand, Meld
from agari.core.tile import Tile, dora_index
from agari.riichi import sanma
from agari.riichi.expected.forms import FIVE, MASK, SLOT
from agari.riichi.facts import HandFacts
from agari.riichi.points import value as points_value
from agari.riichi.rules import Rules
from agari.riichi.scoring import Plan, _flags, _shown, score_win

URA_CAP = 12
"""Ura dora counted at most (the reference's cap)."""

_TILES = [Tile(i) for i in range(34)] + [Tile(4, True), Tile(13, True), Tile(22, True)]
"""The tile of each slot."""


def _indicator_of(dora: int, three: bool) -> int:
    """The indicator type that shows ``dora`` (-1 if none: with three players 2m-8m are not in the game)."""
    for i in range(34):
        if three and 1 <= i <= 7:
            continue
        if (sanma.dora_of(i, dora_index(i)) if three else dora_index(i)) == dora:
            return i
    return -1


SITUATIONS_KEPT = 4
"""Situations whose scored wins a process keeps (the least recently searched goes first)."""
WINS_KEPT = 20_000
"""A situation with more scored wins than this (a big 3-shanten search's) is dropped when another one starts."""
Memos = tuple[dict[tuple[int, int, bool], float], dict[tuple[int, int, bool], tuple[bool, int, int, int]],
              dict[tuple[int, int], int], dict[int, dict[int, float]]]
_SITUATIONS: dict[tuple[object, ...], Memos] = {}
"""Situation -> its memos: wins' values, base scores, points by (han, fu), ura chances by hand."""


class WinValue:
    """Scores wins of one search (one situation), each hand once."""

    def __init__(self, melds: tuple[Meld, ...], wall0: list[int], start: int, *, rules: Rules, round_wind: str,
                 seat_wind: str, dora: tuple[Tile, ...], uradora: bool, kita: int = 0) -> None:
        self.melds = melds
        self.wall0 = wall0
        self.start_counts = [(start >> (SLOT * i)) & MASK for i in range(37)]
        self.rules = rules
        self.round = round_wind
        self.seat = seat_wind
        self.dealer = seat_wind == "e"
        self.dora = dora
        self.uradora = uradora and bool(dora)
        self.meld_counts = [0] * 34
        for m in melds:
            for t in m.tiles:
                self.meld_counts[t.index] += 1

        # the situations, worked out once: a tsumo, with and without riichi (scored by score_win directly: the
        # search builds only valid hands, so score's checks of the input are skipped)
        self.plans: dict[bool, Plan] = {
            r: _flags(True, r, False, False, round_wind, seat_wind, False, False, False, False, False, 0, 0, False,
                      kita) for r in (False, True)}
        shown = _shown(tuple(dora), None)
        three = rules.players == 3
        self.shown = sanma.shown(shown) if three else shown
        self.indicator = [_indicator_of(t, three) for t in range(34)]
        """The indicator type that shows each type as dora (-1: none, 2m-8m with three players)."""
        self.meld_counts[30] += kita  # Norths set aside count like Norths held for the ura dora
        self.wall_merged = [0] * 34
        """Copies of each type out of the wall and the start hand together (the wall is this minus the hand)."""
        for i in range(37):
            k = FIVE[i - 34] if i >= 34 else i
            self.wall_merged[k] += wall0[i] + self.start_counts[i]
        # the memos of a situation are kept for the process (the page and the review search one situation again
        # and again): every value below depends on these and on the hand only
        situation = (melds, rules, round_wind, seat_wind, tuple(dora), self.uradora, kita, tuple(self.wall_merged))
        memos = _SITUATIONS.pop(situation, None)
        for other in [k for k, m in _SITUATIONS.items() if len(m[0]) > WINS_KEPT]:
            del _SITUATIONS[other]  # a big search's wins are not kept past it (the peak memory of the next)
        if memos is None:
            memos = ({}, {}, {}, {})
            if len(_SITUATIONS) >= SITUATIONS_KEPT:
                del _SITUATIONS[next(iter(_SITUATIONS))]
        _SITUATIONS[situation] = memos  # the most recent last
        self.cache: dict[tuple[int, int, bool], float] = memos[0]
        self._base: dict[tuple[int, int, bool], tuple[bool, int, int, int]] = memos[1]
        self._points_memo: dict[tuple[int, int], int] = memos[2]
        self._ura_memo: dict[int, dict[int, float]] = memos[3]
        self.scored = 0

    def __call__(self, hand: int, slot: int, riichi: bool) -> float:
        key = (hand, slot, riichi)
        found = self.cache.get(key)
        if found is None:
            found = self.cache[key] = self._value(hand, slot, riichi)
        return found

    def _value(self, hand: int, slot: int, riichi: bool) -> float:
        reds = hand >> 102
        plain = hand & ((1 << 102) - 1)
        n_red = 0
        if reds:  # a red five is a five with one han more: the hand is scored once without its red fives
            plain += ((reds & 7) << 12) + (((reds >> 3) & 7) << 39) + (((reds >> 6) & 7) << 66)
            n_red = ((reds & 7) + ((reds >> 3) & 7) + ((reds >> 6) & 7)) if self.rules.red_fives else 0
        kind = FIVE[slot - 34] if slot >= 34 else slot
        base_key = (plain, kind, riichi)
        base = self._base.get(base_key)
        if base is None:
            base = self._base[base_key] = self._score(plain, kind, riichi)
        ok, han, fu, yakuman_total = base
        if not ok:
            return 0.0
        if yakuman_total:
            return float(yakuman_total)
        han += n_red
        if not riichi or not self.uradora or han >= 13:
            return float(self._points(han, fu))
        total = 0.0
        for extra, p in self._ura_distribution(plain).items():
            total += self._points(han + extra, fu) * p
        return total

    def _score(self, plain: int, kind: int, riichi: bool) -> tuple[bool, int, int, int]:
        """(a win, han, fu, the points of a yakuman or 0) of a hand without red fives in its concealed part."""
        self.scored += 1
        tiles: list[Tile] = []
        for i in range(34):
            c = (plain >> (SLOT * i)) & MASK
            if c:
                tiles.extend([_TILES[i]] * c)
        h = Hand(tuple(tiles), self.melds)
        r = score_win(h, _TILES[kind], self.rules, (), False, None, HandFacts(h, None), self.plans[riichi],
                      self.shown)
        if not r.ok:
            return False, 0, 0, 0
        return True, r.han or 0, r.fu or 0, r.total if r.yakuman else 0

    def _points(self, han: int, fu: int) -> int:
        key = (han, fu)
        found = self._points_memo.get(key)
        if found is None:
            found = self._points_memo[key] = points_value(han, fu, 0, self.rules, self.dealer, True)[1]
        return found

    def _ura_distribution(self, hand: int) -> dict[int, float]:
        """Chance of each number of ura dora (at most 12) for this hand, the indicators drawn from the unseen tiles.

        Only the types the hand holds gain: every other indicator is one lump of "no gain" tiles.  The chances
        depend on the hand's types only (a red five is a five): worked out once per such hand."""
        reds = hand >> 102
        plain = hand & ((1 << 102) - 1)
        if reds:
            plain += ((reds & 7) << 12) + (((reds >> 3) & 7) << 39) + (((reds >> 6) & 7) << 66)
        found = self._ura_memo.get(plain)
        if found is not None:
            return found
        wall = list(self.wall_merged)
        own = list(self.meld_counts)
        for k in range(34):
            c = (plain >> (SLOT * k)) & MASK
            if c:
                wall[k] -= c
                own[k] += c
        n = len(self.dora)
        total = sum(wall)
        groups: list[tuple[int, int]] = []
        lump = total
        for t in range(34):
            g = own[t]
            if g:
                ind = self.indicator[t]
                count = wall[ind] if ind >= 0 else 0
                if count:
                    groups.append((count, g))
                    lump -= count
        if n == 1:
            out: dict[int, float] = {0: lump / total}
            for count, gain in groups:
                g = min(URA_CAP, gain)
                out[g] = out.get(g, 0.0) + count / total
            self._ura_memo[plain] = out
            return out
        groups.append((lump, 0))
        # dp[(picked, ura)] = ways
        dp: dict[tuple[int, int], int] = {(0, 0): 1}
        for count, gain in groups:
            nxt = dict(dp)
            for (sel, u), ways in dp.items():
                for take in range(1, min(count, n - sel) + 1):
                    key = (sel + take, min(URA_CAP, u + gain * take))
                    nxt[key] = nxt.get(key, 0) + ways * comb(count, take)
            dp = nxt
        denom = comb(total, n)
        out = {u: ways / denom for (sel, u), ways in dp.items() if sel == n}
        self._ura_memo[plain] = out
        return out
