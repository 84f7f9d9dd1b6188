"""What a win is worth in the search: the hand scored by agari's Riichi scorer as a tsumo, riichi when declared,
and with riichi the expectation over the ura dora (as many ura indicators as dora indicators, drawn from the
tiles still unseen), as the reference model does.  A win without a yaku is worth 0."""

from __future__ import annotations

from math import comb

from agari.core.notation import Hand, Meld
from agari.core.tile import Tile, dora_index
from agari.riichi.expected.forms import FIVE, MASK, RED, SLOT
from agari.riichi.points import value as points_value
from agari.riichi.rules import Rules
from agari.riichi.scoring import score

URA_CAP = 12
"""Ura dora counted at most (the reference's cap)."""

_TILES = [Tile(i) for i in range(34)] + [Tile(4, True), Tile(13, True), Tile(22, True)]
"""The tile of each slot."""


def indicator_of(dora: int) -> int:
    """The indicator type that shows ``dora``."""
    for i in range(34):
        if dora_index(i) == dora:
            return i
    raise ValueError(dora)


_INDICATOR = [indicator_of(t) for t in range(34)]


class WinValue:
    """Scores wins of one search (one situation), each hand once."""

    def __init__(self, melds: tuple[Meld, ...], wall0: list[int], start: int, *, rules: Rules, round_wind: str,
                 seat_wind: str, dora: tuple[Tile, ...], uradora: bool) -> None:
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
        self.cache: dict[tuple[int, int, bool], float] = {}
        self.scored = 0

    def __call__(self, hand: int, slot: int, riichi: bool) -> float:
        key = (hand, slot, riichi)
        found = self.cache.get(key)
        if found is None:
            found = self.cache[key] = self._value(hand, slot, riichi)
        return found

    def _value(self, hand: int, slot: int, riichi: bool) -> float:
        self.scored += 1
        tiles: list[Tile] = []
        for i in range(37):
            c = (hand >> (SLOT * i)) & MASK
            if c:
                tiles.extend([_TILES[i]] * c)
        h = Hand(tuple(tiles), self.melds)
        r = score(h, _TILES[slot], tsumo=True, riichi=riichi, round=self.round, seat=self.seat, dora=self.dora,
                  rules=self.rules)
        if not r.ok:
            return 0.0
        if not riichi or not self.uradora or r.yakuman or (r.han or 0) >= 13:
            return float(r.total)
        han = r.han or 0
        fu = r.fu or 0
        probs = self._ura_distribution(hand)
        total = 0.0
        for extra, p in enumerate(probs):
            if p:
                total += points_value(han + extra, fu, 0, self.rules, self.dealer, True)[1] * p
        return total

    def _ura_distribution(self, hand: int) -> list[float]:
        """Chance of 0..12 ura dora for this hand, the indicators drawn from the unseen tiles."""
        start = self.start_counts
        wall = [0] * 34
        own = list(self.meld_counts)
        for i in range(37):
            c = (hand >> (SLOT * i)) & MASK
            k = FIVE[i - 34] if i >= 34 else i
            wall[k] += self.wall0[i] + start[i] - c
            own[k] += c
        n = len(self.dora)
        dp = [[0.0] * (URA_CAP + 1) for _ in range(n + 1)]
        dp[0][0] = 1.0
        for t in range(34):
            count = wall[_INDICATOR[t]]
            if not count:
                continue
            gain = own[t]
            nxt = [row[:] for row in dp]
            for sel in range(n):
                for u in range(URA_CAP + 1):
                    v = dp[sel][u]
                    if v == 0.0:
                        continue
                    for take in range(1, min(count, n - sel) + 1):
                        nxt[sel + take][min(URA_CAP, u + gain * take)] += v * comb(count, take)
            dp = nxt
        denom = comb(sum(wall), n)
        return [v / denom for v in dp[n]]


RED_SLOTS = RED
