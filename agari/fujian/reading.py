"""Winning test with golds and the reading worth most to the winner (docs/fujian.md).

A hand wins by Three Golds (all 3 golds held, whatever the rest) or by a reading as 5 sets + 1 pair
where each gold stands for any tile.  Of the readings, the scorer wants a golden pair (the pair is two
golds) when there is one; all one suit depends only on the real tiles (a gold's stand-in is then put
in that suit), so no other choice changes the score.

>>> from agari.fujian.hand import read_hand
>>> r = best_reading(read_hand("123m456m789m12p456p5s5s5s", gold="5s"))
>>> r.three_golds, r.standard, r.golden_pair, r.stand_ins
(True, True, True, ('3p', '5s', '5s'))
"""

from __future__ import annotations

from typing import NamedTuple

from agari.fujian.hand import FujianHand, tile_name
from agari.fujian.wilds import WILD, Block, Cover, cover


class Reading(NamedTuple):
    """How a winning hand is read: its sets and pair (gold stand-ins marked) and what it earns."""

    three_golds: bool
    standard: bool
    """A 5 sets + pair reading exists."""
    golden_pair: bool
    one_suit: str | None
    """The suit letter when every tile is of one suit (golds as stand-ins), else None."""
    sets: tuple[str, ...]
    """Each set of the concealed part, e.g. ``2{3}4s`` with a gold's stand-in in braces, then the melds."""
    pair: str
    stand_ins: tuple[str, ...]
    """What each gold stood for, sorted."""

    @property
    def wins(self) -> bool:
        return self.three_golds or self.standard


def _covers(hand: FujianHand) -> tuple[int, int, int, tuple[Cover, ...], tuple[Cover, ...]]:
    """Golds needed for any reading and for a golden-pair one, the suit holding the pair (-1: golds), and
    each suit's covers without and with the pair."""
    suits = hand.suits()
    plain = (cover(suits[0], False), cover(suits[1], False), cover(suits[2], False))
    sets_only = plain[0][0] + plain[1][0] + plain[2][0]
    golden = sets_only + 2
    best = golden
    where = -1
    paired: list[Cover] = []
    for s, v in enumerate(suits):
        pc = cover(v, True)
        paired.append(pc)
        c = pc[0] + sets_only - plain[s][0]
        if c < best:
            best, where = c, s
    return best, golden, where, plain, tuple(paired)


def win_costs(hand: FujianHand) -> tuple[int, int]:
    """Golds needed for any 5-sets-and-pair reading, and for one whose pair is two golds (INF: none)."""
    best, golden, _, _, _ = _covers(hand)
    return best, golden


def is_complete(hand: FujianHand) -> bool:
    """Three Golds, or 5 sets + pair with the golds as wild tiles."""
    return hand.golds >= 3 or win_costs(hand)[0] <= hand.golds


def _one_suit(hand: FujianHand) -> str | None:
    suits = {i // 9 for i, n in enumerate(hand.counts) if n}
    suits.update(t.index // 9 for m in hand.melds for t in m.tiles)
    return "mps"[suits.pop()] if len(suits) == 1 else None


def best_reading(hand: FujianHand) -> Reading | None:
    """The reading of a complete hand worth most to the winner; None when the hand is not complete."""
    best, golden, where, plain, paired = _covers(hand)
    g = hand.golds
    three = g >= 3
    if best > g:
        if not three:
            return None
        return Reading(True, False, False, None, (), "", tuple(sorted([tile_name(hand.gold)] * g)))
    suit = _one_suit(hand)
    # a pure-gold block stands for the gold type, or for the same number in the one suit of the hand
    spare = hand.gold if suit is None else "mps".index(suit) * 9 + hand.gold % 9
    blocks: list[tuple[int, Block]] = []
    use_golden = golden <= g
    for s in range(3):
        blocks.extend((s, b) for b in (paired[s] if s == where and not use_golden else plain[s])[1])
    sets: list[str] = []
    pair = ""
    stand: list[str] = []
    for s, b in blocks:
        text = _block_text(s, b, stand)
        if len(b) == 2:
            pair = text
        else:
            sets.append(text)
    used = len(stand)
    spare_name = tile_name(spare)
    if use_golden:
        pair = f"{{{spare_name[0]}}}{{{spare_name[0]}}}{spare_name[1]}"
        stand.extend([spare_name] * 2)
        used += 2
    while used < g:
        sets.append(f"{{{spare_name[0]}}}" * 3 + spare_name[1])
        stand.extend([spare_name] * 3)
        used += 3
    sets.extend(str(m) for m in hand.melds)
    return Reading(three, True, use_golden, suit, tuple(sets), pair, tuple(sorted(stand, key=_order)))


def _order(name: str) -> tuple[int, str]:
    return ("mps".index(name[1]), name[0])


def _block_text(suit: int, block: Block, stand: list[str]) -> str:
    """``12{3}p``: the set's digits in order, a gold's stand-in in braces."""
    out = []
    for p in sorted(block, key=lambda q: q % WILD):
        if p >= WILD:
            stand.append(tile_name(suit * 9 + p - WILD))
            out.append(f"{{{p - WILD + 1}}}")
        else:
            out.append(str(p + 1))
    return "".join(out) + "mps"[suit]
