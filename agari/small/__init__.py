"""Small Mahjong: Riichi made small (no honors, no calls, no dora; 4, 7, 10 or 13 dealt tiles).

The public API: ``score`` (a winning hand), ``shanten``, ``ukeire``, ``discards`` and ``analyze``; each
returns a small immutable value with ``to_dict()`` (``analyze`` returns the JSON dict itself).

>>> from agari import small
>>> r = small.score("123456m99p", win="9p", tsumo=True, reach=True, players=3)
>>> [(i.key, i.points) for i in r.items], r.total, r.payments
([('reach', 1), ('win_from_stock', 1)], 2, {'each': 2})
>>> small.shanten("1234m").shanten
0
"""

from __future__ import annotations

from agari.small.analysis import analyze, discards, shanten, ukeire
from agari.small.score import score

__all__ = ["analyze", "discards", "score", "shanten", "ukeire"]
