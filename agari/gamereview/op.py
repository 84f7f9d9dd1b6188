"""The JSON door's ``review`` op, built for a page that shows the first round before the rest is done.

Request: ``{"op": "review", "log": TEXT, "part": "header" | "round" | "summary" | "all", "round": N,
"seat": N | NAME | [..], "all_decisions": true}``; ``{"op": "review", "part": "corpus", "games": [{"file": NAME,
"log_id": ID}, ...]}`` sums logs reviewed before per player (``agari.gamereview.corpus``).  ``header`` answers
the players, the rule and the rounds
(labels and results) at once; ``round`` reviews one round (ask them one by one, drawing a progress bar; a new
file just stops the asking); ``summary`` gives the per-seat figures once every round is done; ``all`` (the
default) the whole review.  Each answer carries ``log_id``: later requests may send it instead of the text
(the worker keeps the last few logs read and the rounds reviewed).
"""

from __future__ import annotations

import json
from collections import OrderedDict
from collections.abc import Mapping
from typing import Any

from agari.core.errors import AgariError, error_result
from agari.gamereview import choose_seats
from agari.gamereview.game import header, review_round, summarize
from agari.gamereview.result import GameReview, RoundReview
from agari.logs import GameRecord, LogError, read_log
from agari.logs.guard import check_size

PARTS = ("header", "round", "summary", "all", "corpus")


def _sha1_function() -> Any:
    """SHA-1 (a log's id): the interpreter's own module where there is one, which imports in 0.2 ms where
    ``hashlib`` takes 13 ms in Pyodide (what the first round of a review waits for); the same digest."""
    from importlib import import_module

    try:
        return import_module("_sha1").sha1
    except ImportError:  # an interpreter built without it
        from hashlib import sha1

        return sha1


_sha1 = _sha1_function()
_KEEP = 4


class _Entry:
    __slots__ = ("game", "rounds")

    def __init__(self, game: GameRecord) -> None:
        self.game = game
        self.rounds: dict[tuple[tuple[int, ...] | None, int], RoundReview] = {}


_CACHE: OrderedDict[str, _Entry] = OrderedDict()


def _load(request: Mapping[str, Any]) -> tuple[str, _Entry]:
    raw = request.get("log")
    log_id = request.get("log_id")
    if raw is None:
        if not isinstance(log_id, str):
            raise LogError("a review request needs \"log\" (the log's text) or the \"log_id\" of one sent before")
        entry = _CACHE.get(log_id)
        if entry is None:
            raise LogError(f"log_id {log_id!r} is not known here (any more): send the log's text again",
                           field="log_id")
        _CACHE.move_to_end(log_id)
        return log_id, entry
    if isinstance(raw, (dict, list)):
        text = json.dumps(raw, ensure_ascii=False) if isinstance(raw, dict) else "\n".join(
            json.dumps(e, ensure_ascii=False) for e in raw)
    elif isinstance(raw, str):
        text = raw
    else:
        raise LogError("\"log\" must be the log's text (or its parsed JSON)")
    check_size(len(text))
    key = _sha1(text.encode("utf-8", "surrogatepass")).hexdigest()[:20]
    entry = _CACHE.get(key)
    if entry is None:
        entry = _Entry(read_log(text))
        _CACHE[key] = entry
        while len(_CACHE) > _KEEP:
            _CACHE.popitem(last=False)
    _CACHE.move_to_end(key)
    return key, entry


def _round(entry: _Entry, seats: tuple[int, ...] | None, index: int) -> RoundReview:
    key = (seats, index)
    done = entry.rounds.get(key)
    if done is None:
        done = entry.rounds[key] = review_round(entry.game, entry.game.rounds[index], seats)
    return done


def review_request(request: Mapping[str, Any]) -> dict[str, Any]:
    """Answer one ``review`` request; never raises for bad input."""
    try:
        out = _answer(request)
    except AgariError as exc:
        out = error_result(exc)
        if out.get("field") is None:
            out["field"] = "log"
    except RecursionError:
        out = {"ok": False, "error": "invalid", "detail": "the log nests too deeply to be a game log",
               "field": "log", "position": None}
    if isinstance(request, Mapping) and "id" in request:
        out = {"id": request["id"], **out}
    return out


def _answer(request: Mapping[str, Any]) -> dict[str, Any]:
    part = request.get("part", "all")
    if part not in PARTS:
        raise AgariError(f"part must be one of {', '.join(PARTS)}, not {part!r}", field="part")
    all_decisions = request.get("all_decisions", True)
    if not isinstance(all_decisions, bool):
        raise AgariError("all_decisions must be true or false", field="all_decisions")
    if part == "corpus":
        from agari.gamereview.corpus import corpus_answer

        return corpus_answer(request)
    log_id, entry = _load(request)
    game = entry.game
    seats = choose_seats(game, request.get("seat"))
    base = {"ok": True, "op": "review", "part": part, "log_id": log_id}
    if part == "header":
        return {**base, **header(game), "part": part, "seats": list(seats or range(game.players))}
    if part == "round":
        index = request.get("round")
        if type(index) is not int or not 0 <= index < len(game.rounds):
            raise AgariError(f"round must be a number from 0 to {len(game.rounds) - 1}, not {index!r}",
                             field="round")
        done = _round(entry, seats, index)
        return {**base, "round": done.to_dict(all_decisions),
                "progress": {"done": index + 1, "total": len(game.rounds)}}
    rounds = tuple(_round(entry, seats, i) for i in range(len(game.rounds)))
    chosen = tuple(sorted(seats)) if seats is not None else tuple(range(game.players))
    review = GameReview(game.format, game.rule.to_dict(), game.players, game.names, chosen, rounds,
                        summarize(game, rounds, chosen),
                        tuple(list(game.problems) + [r.error for r in rounds if r.error]))
    if seats is None:
        from agari.gamereview.corpus import keep_figures

        keep_figures(log_id, review)
    if part == "summary":
        whole = review.to_dict(False)
        return {**base, "summary": whole["summary"], "matches": whole["matches"],
                "mismatches": whole["mismatches"], "not_reviewed": whole["not_reviewed"], "problems": whole["problems"]}
    return {**base, **review.to_dict(all_decisions)}
