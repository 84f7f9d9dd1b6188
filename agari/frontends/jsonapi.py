"""JSON in, JSON out: the one door the web page, ``agari --json`` and the batch mode share.

``handle(request)`` takes a dict (or a JSON string) and returns a dict that
``json.dumps`` can write.  It never raises: bad input becomes
``{"ok": false, "error": "invalid", "detail": ..., "field": ..., "position": ...}``.

Operations (``"op"``, default ``"score"``):

``score``
    Request: the case format of ``tests/cases/README.md`` -- ``hand`` (with the
    winning tile), ``win`` (optional: inferred when missing), ``tsumo``,
    ``riichi``, ``double_riichi``, ``ippatsu``, ``round``, ``seat``, ``dora``,
    ``ura``, ``haitei``, ``rinshan``, ``chankan``, ``tenhou``, ``chiihou``,
    ``renhou`` (our addition to the case format), ``honba``, ``sticks``, ``rules`` (a preset name or
    ``{"preset": "tenhou", "kiriage": true, ...}``).
    Response: the shared result shape (``ok``, ``error``, ``han``, ``fu``,
    ``yakuman``, ``yaku``, ``points``, ``payments``, ``total``) plus the
    display extras documented in ``agari.riichi.result``.

``analyze``
    Request: ``hand`` (any 3n+1 or 3n+2 tile count, melds allowed), the
    situation fields as for ``score``, ``visible`` (other seen tiles) and
    ``discards`` (the player's own discards, for furiten).
    Response: shanten, each form's shanten, ukeire, the discard table
    (3n+2 tiles) and the waits with their scores (tenpai, 3n+1 tiles);
    see ``agari.riichi.analysis``.

``shanten``
    The batch-mode shanten line: ``{"id", "hand"}`` ->
    ``{"id", "ok", "shanten", "ukeire", "ukeire_count", "error"}``.

``meta``
    Everything a front end needs to label things: presets with their
    options, option names, yaku names in English and Japanese, limit names.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

from agari.core.errors import AgariError, error_result

JsonDict = dict[str, Any]


def _score(request: Mapping[str, Any]) -> JsonDict:
    from agari.riichi.scoring import score_case

    return score_case(request)


def _analyze(request: Mapping[str, Any]) -> JsonDict:
    from agari.riichi.analysis import analyze_request

    return analyze_request(request)


def _shanten(request: Mapping[str, Any]) -> JsonDict:
    from agari.riichi.analysis import shanten_case

    return shanten_case(request)


def _meta(request: Mapping[str, Any]) -> JsonDict:
    from agari.frontends.meta import meta

    return meta()


OPERATIONS: dict[str, Callable[[Mapping[str, Any]], JsonDict]] = {
    "score": _score,
    "analyze": _analyze,
    "shanten": _shanten,
    "meta": _meta,
}


def handle(request: Mapping[str, Any] | str) -> JsonDict:
    """Answer one request; never raises for bad input."""
    if isinstance(request, str):
        try:
            request = json.loads(request)
        except json.JSONDecodeError as exc:
            return {"ok": False, "error": "invalid", "detail": f"not valid JSON: {exc}"}
    if not isinstance(request, Mapping):
        return {"ok": False, "error": "invalid", "detail": "a request must be a JSON object"}
    op = request.get("op", "score")
    fn = OPERATIONS.get(op) if isinstance(op, str) else None
    out: JsonDict
    if fn is None:
        out = {"ok": False, "error": "invalid", "detail": f"unknown op {op!r}; use one of {', '.join(OPERATIONS)}"}
    else:
        try:
            out = fn(request)
        except AgariError as exc:
            out = error_result(exc)
    if "id" in request and "id" not in out:
        out = {"id": request["id"], **out}
    return out


def handle_json(text: str) -> str:
    """String to string, for the Pyodide worker."""
    return json.dumps(handle(text), ensure_ascii=False)
