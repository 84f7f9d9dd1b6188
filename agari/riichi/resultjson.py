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
    return json.dumps(x, ensure_ascii=False)


_FU_ITEMS: dict[tuple[FuItem, ...], str] = {}
_YAKU: dict[tuple[YakuEntry, ...], str] = {}


def _fu_items(items: tuple[FuItem, ...]) -> str:
    """``[{"fu": 20, "reason": "base"}, ...]`` (memoised: fu items come from a short list)."""
    text = _FU_ITEMS.get(items)
    if text is None:
        if len(_FU_ITEMS) > MEMO_LIMIT:
            _FU_ITEMS.clear()
        text = _FU_ITEMS[items] = "[" + ", ".join(
            f'{{"fu": {_scalar(i[0])}, "reason": {_scalar(i[1])}}}' for i in items) + "]"
    return text


def _yaku(yaku: tuple[YakuEntry, ...]) -> str:
    """``[["riichi", 1], ...]`` (memoised)."""
    text = _YAKU.get(yaku)
    if text is None:
        if len(_YAKU) > MEMO_LIMIT:
            _YAKU.clear()
        text = _YAKU[yaku] = "[" + ", ".join(f"[{_scalar(y[0])}, {_scalar(y[1])}]" for y in yaku) + "]"
    return text


def _payments(payments: Mapping[str, int]) -> str:
    return "{" + ", ".join(f"{_scalar(k)}: {_scalar(v)}" for k, v in payments.items()) + "}"


def _shape(r: Reading) -> str:
    """``{"form": ..., "wait": ..., "groups": [...]}`` (``Reading.shape_dict``)."""
    groups = ", ".join(f'{{"kind": {_scalar(g.kind)}, "tiles": {_scalar(g.tiles)}, "open": {_scalar(g.open)}}}'
                       for g in r.groups)
    return f'{{"form": {_scalar(r.form)}, "wait": {_scalar(r.wait)}, "groups": [{groups}]}}'


def _reading(r: Reading, best: bool) -> str:
    """``Reading.to_dict(best)`` as text."""
    return (f'{{"ok": {_scalar(r.ok)}, "han": {_scalar(r.han)}, "fu": {_scalar(r.fu)}, '
            f'"fu_raw": {_scalar(r.fu_raw)}, "fu_items": {_fu_items(r.fu_items)}, "yakuman": {_scalar(r.yakuman)}, '
            f'"yaku": {_yaku(r.yaku)}, "points": {_scalar(r.points)}, "payments": {_payments(r.payments)}, '
            f'"limit": {_scalar(r.limit)}, "reading": {_shape(r)}, "best": {"true" if best else "false"}}}')


def score_json(r: ScoreResult) -> str:
    """``json.dumps(r.to_dict(), ensure_ascii=False)``, written directly."""
    best = r.reading
    readings = ", ".join([_reading(x, x is best) for x in r.readings])
    notes = ", ".join([_scalar(n) for n in r.notes])
    common = (f'"dealer": {_scalar(r.dealer)}, "tsumo": {_scalar(r.tsumo)}, "win": {_scalar(r.win)}, '
              f'"win_inferred": {_scalar(r.win_inferred)}, "readings": [{readings}], "notes": [{notes}], '
              f'"rules": {_scalar(r.rules)}, "hand": {encode_basestring(str(r.hand))}')
    if not r.ok:
        return (f'{{"ok": false, "error": {_scalar(r.error)}, "detail": {_scalar(r.detail)}, "field": null, '
                f'"position": null, {common}}}')
    return (f'{{"ok": true, "error": null, "han": {_scalar(r.han)}, "fu": {_scalar(r.fu)}, '
            f'"yakuman": {_scalar(r.yakuman)}, "yaku": {_yaku(r.yaku)}, "points": {_scalar(r.points)}, '
            f'"payments": {_payments(r.payments)}, "total": {_scalar(r.total)}, "limit": {_scalar(r.limit)}, '
            f'"fu_items": {_fu_items(r.fu_items)}, "fu_raw": {_scalar(r.fu_raw)}, "dora": {_scalar(r.dora)}, '
            f'"aka": {_scalar(r.aka)}, "ura": {_scalar(r.ura)}, "honba": {_scalar(r.honba)}, '
            f'"sticks": {_scalar(r.sticks)}, "honba_points": {_scalar(r.honba_points)}, '
            f'"stick_points": {_scalar(r.stick_points)}, '
            f'"reading": {_shape(best) if best is not None else "null"}, {common}}}')


def score_case_json(case: Mapping[str, Any]) -> str:
    """``score_case(case)`` without its ``id``, as JSON text (invalid input gives the ``invalid`` result)."""
    try:
        if not isinstance(case, Mapping):
            raise AgariError("a case must be a JSON object")
        return score_json(score(**_case_args(case)))
    except AgariError as exc:
        return json.dumps(error_result(exc), ensure_ascii=False)
