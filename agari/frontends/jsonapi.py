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
    options, option names, yaku, limit, wind, wait and fu names in English, Japanese, Chinese and Korean.

``drill``
    Practice drills of every game: make one from its spec (game, rules, kind, difficulty, fields, seed,
    index), check an answer, or list the trap table; see ``agari.drill.request``.
``review``
    A game log reviewed (``agari.gamereview.op``): ``log`` (the log's text) or ``log_id``, ``part``
    (``header``, ``round`` with ``round``, ``summary``, ``all``), ``seat``, ``all_decisions``.
``danger``
    Each tile's chance to deal in to each opponent and to anyone, from a seat's view (``agari.danger.op``):
    ``hand``, ``dora``, ``round``, ``visible`` and ``opponents`` (each one's river, riichi tile, calls).
``verdict``
    A described decision judged as the review judges it (``agari.judge.op``): the ``danger`` fields plus the
    hand's melds, ``seat`` and ``turn``; every discard's points after its deal-in cost, push or fold, the best.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

from agari.core.errors import AgariError, error_result
from agari.games import Game, game_of

JsonDict = dict[str, Any]
MAX_REQUEST = 9 * 1024 * 1024
"""The largest request text read (a game log of up to 8 MiB, with room for the request around it)."""


def _meta(request: Mapping[str, Any]) -> JsonDict:
    from agari.frontends.meta import meta

    return meta(request.get("game"))


def _drill(request: Mapping[str, Any]) -> JsonDict:
    from agari.drill.request import drill_request

    return drill_request(request)


def _review(request: Mapping[str, Any]) -> JsonDict:
    from agari.gamereview.op import review_request

    return review_request(request)


def _danger(request: Mapping[str, Any]) -> JsonDict:
    from agari.danger.op import danger_request

    return danger_request(request)


def _verdict(request: Mapping[str, Any]) -> JsonDict:
    from agari.judge.op import verdict_request

    return verdict_request(request)


_SHARED_OPS = {"meta": _meta, "drill": _drill, "review": _review, "danger": _danger, "verdict": _verdict}
"""The ops of no one game (each imports its modules on first use), by name."""


def operations(game: Game) -> tuple[str, ...]:
    """The ops a request for ``game`` may name: the game's own, then the shared ones (meta, drill, review, danger,
    verdict)."""
    return (*game.operations(), *_SHARED_OPS)


Progress = Callable[[int, int], None]
"""A long search's progress: called now and then with (done, total) units of work (op ``expected``)."""


def _takes_progress(fn: Callable[..., JsonDict]) -> bool:
    """Whether an op's function takes a ``progress`` callback (a long search: op ``expected``)."""
    code = getattr(fn, "__code__", None)  # not inspect: the page's worker imports this module at its start
    if code is None:
        return False
    return "progress" in code.co_varnames[:code.co_argcount + code.co_kwonlyargcount]


def handle(request: Mapping[str, Any] | str, progress: Progress | None = None) -> JsonDict:
    """Answer one request; never raises for bad input. ``progress``: told how far a long search has come (the
    ops that report it; the page's search worker), else ignored."""
    if isinstance(request, str):
        if len(request) > MAX_REQUEST:
            return {"ok": False, "error": "invalid",
                    "detail": f"the request is {len(request) / 1048576:.1f} MiB; at most {MAX_REQUEST // 1048576} MiB"}
        if len(request) > 2048:  # a review's log: its nesting is measured before the parser sees it
            from agari.logs.guard import check_nesting
            from agari.logs.record import LogError

            try:
                check_nesting(request, "the request")
            except LogError as exc:
                return {"ok": False, "error": "invalid", "detail": exc.message}
        try:
            request = json.loads(request)
        except json.JSONDecodeError as exc:
            return {"ok": False, "error": "invalid", "detail": f"not valid JSON: {exc}"}
    if not isinstance(request, Mapping):
        return {"ok": False, "error": "invalid", "detail": "a request must be a JSON object"}
    op = request.get("op", "score")
    out: JsonDict
    try:
        shared = _SHARED_OPS.get(op) if isinstance(op, str) else None
        if shared is not None:
            out = shared(request)
        else:
            game = game_of(request)
            fn = game.operations().get(op) if isinstance(op, str) else None
            if fn is None:
                raise AgariError(f"unknown op {op!r}; use one of {', '.join(operations(game))}", field="op")
            if progress is not None and _takes_progress(fn):
                searching: Callable[..., JsonDict] = fn
                out = searching(request, progress=progress)
            else:
                out = fn(request)
    except AgariError as exc:
        out = error_result(exc)
    if "id" in request and "id" not in out:
        out = {"id": request["id"], **out}
    return out


def handle_json(text: str, progress: Progress | None = None) -> str:
    """String to string, for the Pyodide worker (``progress``: a long search's, posted to the page)."""
    return json.dumps(handle(text, progress), ensure_ascii=False)
