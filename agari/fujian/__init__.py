"""Fujian "Gold Rush" mahjong (福州麻将 / 金麻将): golds as wild tiles, bonus tiles, 5 sets + a pair.

>>> from agari import fujian
>>> fujian.score("123m456m789m123p456p5s5s", gold="5s", bonus="1z2z7z", tsumo=True).total
42
>>> fujian.score("123m456m789m123p456p5s5s", gold="5s", bonus="1z2z7z", tsumo=True, rules="fuzhou").total
62
"""

from __future__ import annotations

from agari.fujian.analysis import shanten_of
from agari.fujian.calls import legal_calls
from agari.fujian.hand import FujianHand, read_hand
from agari.fujian.reading import Reading, best_reading, is_complete
from agari.fujian.rules import PRESETS, Rules, resolve_rules
from agari.fujian.score import Score, score_hand

__all__ = ["PRESETS", "FujianHand", "Reading", "Rules", "Score", "best_reading", "is_complete", "legal_calls",
           "read_hand", "resolve_rules", "score", "score_hand", "shanten", "shanten_of"]


def score(hand: str, *, gold: str, bonus: str = "", win: str | None = None, tsumo: bool = False,
          streak: int = 0, rob_gold: bool = False, rules: object = None) -> Score:
    """Score a 17-tile hand written in agari notation (raises AgariError or NotWinning)."""
    from agari.fujian.hand import read_win

    h = read_hand(hand, gold=gold, bonus=bonus, rob_gold=rob_gold)
    return score_hand(h, win=read_win(win, h), tsumo=tsumo, streak=streak, rob_gold=rob_gold,
                      rules=resolve_rules(rules))


def shanten(hand: str, *, gold: str) -> int:
    """Shanten of a 16- or 17-tile hand (golds wild, Three Golds counted)."""
    return shanten_of(read_hand(hand, gold=gold, sizes=(16, 17)))
