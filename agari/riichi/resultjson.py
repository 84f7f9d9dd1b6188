"""A score result written straight as JSON text: the batch mode's fast path.

``score_json(result)`` is byte for byte ``json.dumps(result.to_dict(), ensure_ascii=False)``
without building the dicts first: the text is put together from the result's fields, and the
parts that are pure functions of small immutable values (fu items, yaku lists, the strings of
the engine's own names) are written once and reused.  ``score_case_json(case)`` is
``score_case`` (without the ``id``) as text.  ``tests/test_resultjson.py`` checks the sameness
on thousands of hands, error results included.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from json.encoder import encode_basestring
from typing import Any

from agari.core.errors import AgariError, error_result
from agari.riichi.result import FuItem, Reading, ScoreResult, YakuEntry
from agari.riichi.scoring import _case_args, score

MEMO_LIMIT = 50_000
"""Past this many entries a memo of text parts starts afresh (a long run meets ever new combinations)."""


class _Strings(dict[str, str]):
    """A string of the engine's own vocabulary (names, reasons, tiles) -> its JSON text."""

    def __missing__(self, key: str) -> str:
        if len(self) > MEMO_LIMIT:
            self.clear()
        value = self[key] = encode_basestring(key)
        return value


_STR = _Strings()
_ENCODE = json.JSONEncoder(ensure_ascii=False).encode
"""``json.dumps(x, ensure_ascii=False)`` without a new encoder per call (the same text)."""


def _scalar(x: object) -> str:
    """JSON text of None, a bool, an int or a string (anything else through ``json.dumps``)."""
    if x is None:
        return "null"
    if x is True:
        return "true"
    if x is False:
        return "false"
    if type(x) is int:
        return int.__repr__(x)
    if type(x) is str:
        return _STR[x]
    return _ENCODE(x)


_YAKU: dict[tuple[YakuEntry, ...], str] = {}


_FU_ITEM: dict[FuItem, str] = {}


def _fu_item(item: FuItem) -> str:
    """``{"fu": 20, "reason": "base"}`` (memoised: the items of every hand come from a short list)."""
    if len(_FU_ITEM) > MEMO_LIMIT:
        _FU_ITEM.clear()
    text = _FU_ITEM[item] = f'{{"fu": {_scalar(item[0])}, "reason": {_scalar(item[1])}}}'
    return text


def _fu_items(items: tuple[FuItem, ...]) -> str:
    """``[{"fu": 20, "reason": "base"}, ...]``: each item's text is memoised (a hand's items together are mostly new
    on a first pass, so the list is joined each time)."""
    known = _FU_ITEM
    return "[" + ", ".join([known.get(i) or _fu_item(i) for i in items]) + "]"


def _yaku(yaku: tuple[YakuEntry, ...]) -> str:
    """``[["riichi", 1], ...]`` (memoised)."""
    text = _YAKU.get(yaku)
    if text is None:
        if len(_YAKU) > MEMO_LIMIT:
            _YAKU.clear()
        text = _YAKU[yaku] = "[" + ", ".join(f"[{_scalar(y[0])}, {_scalar(y[1])}]" for y in yaku) + "]"
    return text


_BOOL = {True: "true", False: "false"}


def _reading(r: Reading, best: bool) -> tuple[str, str, str, str]:
    """``Reading.to_dict(best)`` as text, and the texts of its shape (``shape_dict``), fu items and yaku alone.

    Its numbers are the engine's own ints (None where a yakuman has no han or fu), its strings the
    engine's names (memoised in ``_STR``), its flags bools: each is written without a call.
    """
    form, wait, groups, ok, han, fu, fu_raw, fu_items, yakuman, yaku, points, payments, limit = r
    S = _STR
    fi = _fu_items(fu_items)
    ya = _YAKU.get(yaku) or _yaku(yaku)
    pay = ", ".join([f"{S[k]}: {v}" for k, v in payments.items()])
    groups_text = ", ".join([g.json for g in groups])
    shape = f'{{"form": {S[form]}, "wait": {S[wait]}, "groups": [{groups_text}]}}'
    text = (f'{{"ok": {_BOOL[ok]}, "han": {"null" if han is None else han}, "fu": {"null" if fu is None else fu}, '
            f'"fu_raw": {"null" if fu_raw is None else fu_raw}, "fu_items": {fi}, "yakuman": {yakuman}, '
            f'"yaku": {ya}, "points": {points}, "payments": {{{pay}}}, '
            f'"limit": {"null" if limit is None else S[limit]}, "reading": {shape}, "best": {_BOOL[best]}}}')
    return text, shape, fi, ya


def _shape(r: Reading) -> str:
    """``Reading.shape_dict()`` as text."""
    S = _STR
    shape = ", ".join([g.json for g in r.groups])
    return f'{{"form": {S[r.form]}, "wait": {S[r.wait]}, "groups": [{shape}]}}'


def _checked(r: ScoreResult) -> bool:
    """The result holds only what the direct writer expects (ints, bools, strings where it writes them bare), and
    no ``kita`` (three players) or ``pao`` field, which it does not write."""
    (ok, _, _, _, _, yakuman, _, points, _, total, _, _, _, _, win_inferred, dealer, tsumo, dora, aka, ura, honba,
     sticks, honba_points, stick_points, _, _, _, _, _, kita, pao) = r
    return (kita is None and pao is None and type(yakuman) is int and type(points) is int and type(total) is int
            and type(dora) is int
            and type(aka) is int and type(ura) is int and type(honba) is int and type(sticks) is int
            and type(honba_points) is int and type(stick_points) is int and type(ok) is bool
            and type(dealer) is bool and type(tsumo) is bool and type(win_inferred) is bool)


def score_json(r: ScoreResult) -> str:
    """``json.dumps(r.to_dict(), ensure_ascii=False)``, written directly."""
    if not _checked(r):  # three players, pao or a hand-made result: the slow way, which writes anything exactly
        return _ENCODE(r.to_dict())
    S = _STR
    best = r.reading
    texts: list[str] = []
    best_shape = "null"
    best_yaku: tuple[YakuEntry, ...] | None = None  # the best reading's yaku and fu items, with their texts
    best_items: tuple[FuItem, ...] | None = None
    best_ya = best_fi = ""
    for x in r.readings:
        text, shape, fi, ya = _reading(x, x is best)
        texts.append(text)
        if x is best:
            best_shape, best_fi, best_ya, best_yaku, best_items = shape, fi, ya, x.yaku, x.fu_items
    if best is not None and best_shape == "null":  # a best reading outside the list (hand-made results)
        best_shape = _shape(best)
    readings = ", ".join(texts)
    notes = ", ".join([S[n] for n in r.notes]) if r.notes else ""
    win = r.win
    common = (f'"dealer": {_BOOL[r.dealer]}, "tsumo": {_BOOL[r.tsumo]}, "win": {"null" if win is None else S[win]}, '
              f'"win_inferred": {_BOOL[r.win_inferred]}, "readings": [{readings}], "notes": [{notes}], '
              f'"rules": {S[r.rules]}, "hand": {encode_basestring(str(r.hand))}')
    if not r.ok:
        return (f'{{"ok": false, "error": {_scalar(r.error)}, "detail": {_scalar(r.detail)}, "field": null, '
                f'"position": null, {common}}}')
    han, fu, fu_raw, limit = r.han, r.fu, r.fu_raw, r.limit
    # a result's yaku and fu items are its best reading's (the same tuples), whose texts were just written
    ya = best_ya if r.yaku is best_yaku else _YAKU.get(r.yaku) or _yaku(r.yaku)
    fi = best_fi if r.fu_items is best_items else _fu_items(r.fu_items)
    pay = ", ".join([f"{S[k]}: {v}" for k, v in r.payments.items()])
    return (f'{{"ok": true, "error": null, "han": {"null" if han is None else han}, '
            f'"fu": {"null" if fu is None else fu}, "yakuman": {r.yakuman}, "yaku": {ya}, '
            f'"points": {r.points}, "payments": {{{pay}}}, "total": {r.total}, '
            f'"limit": {"null" if limit is None else S[limit]}, "fu_items": {fi}, '
            f'"fu_raw": {"null" if fu_raw is None else fu_raw}, "dora": {r.dora}, "aka": {r.aka}, "ura": {r.ura}, '
            f'"honba": {r.honba}, "sticks": {r.sticks}, "honba_points": {r.honba_points}, '
            f'"stick_points": {r.stick_points}, "reading": {best_shape}, {common}}}')


def score_case_json(case: Mapping[str, Any]) -> str:
    """``score_case(case)`` without its ``id``, as JSON text (invalid input gives the ``invalid`` result)."""
    try:
        if type(case) is not dict and not isinstance(case, Mapping):
            raise AgariError("a case must be a JSON object")
        return score_json(score(**_case_args(case)))
    except AgariError as exc:
        return _ENCODE(error_result(exc))
