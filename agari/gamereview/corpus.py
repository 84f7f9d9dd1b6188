"""The ``review`` op's ``corpus`` part: several logs reviewed one by one (each to its summary), then summed per player.

Request: ``{"op": "review", "part": "corpus", "games": [{"file": NAME, "log_id": ID}, ...]}``, each ``log_id`` one
whose whole review (``part`` ``summary`` or ``all``, every seat) this worker answered; the worker keeps each such
game's figures (``KEEP`` of them, a few hundred bytes each), so the logs themselves need not stay.  Answer:
``summary``: the shape of ``agari review --summary --json``'s (``CorpusSummary.to_dict``).  Files the page could
not read go in ``games`` as ``{"file": NAME, "error": TEXT}`` and are listed as unreadable.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Mapping
from typing import Any

from agari.core.errors import AgariError
from agari.gamereview.result import GameReview
from agari.gamereview.summary import GameFigures, Unreadable, game_figures, summarize_games

KEEP = 1000
"""Games whose figures the worker keeps (the oldest dropped first)."""
MAX_GAMES = 1000
"""Games one corpus request may name."""

_FIGURES: OrderedDict[str, GameFigures] = OrderedDict()


def keep_figures(log_id: str, review: GameReview) -> None:
    """Keep a whole game's figures for a later ``corpus`` request."""
    _FIGURES[log_id] = game_figures(review)
    _FIGURES.move_to_end(log_id)
    while len(_FIGURES) > KEEP:
        _FIGURES.popitem(last=False)


def _name(item: Mapping[str, Any], k: int) -> str:
    name = item.get("file", f"game {k + 1}")
    if not isinstance(name, str) or len(name) > 1000:
        raise AgariError(f"games[{k}].file must be a file's name (text)", field="games")
    return name


def corpus_answer(request: Mapping[str, Any]) -> dict[str, Any]:
    """The per-player summary of the games named in ``request["games"]``; AgariError (one sentence) for bad input."""
    games = request.get("games")
    if not isinstance(games, list) or not games:
        raise AgariError('a corpus request needs "games": a list of {"file", "log_id"} of logs reviewed before',
                         field="games")
    if len(games) > MAX_GAMES:
        raise AgariError(f"a corpus request names at most {MAX_GAMES} games, not {len(games)}", field="games")
    items: list[GameFigures | Unreadable] = []
    for k, item in enumerate(games):
        if not isinstance(item, Mapping):
            raise AgariError(f"games[{k}] must be an object with file and log_id", field="games")
        name = _name(item, k)
        if "error" in item:
            items.append(Unreadable(name, str(item["error"])[:1000]))
            continue
        log_id = item.get("log_id")
        figures = _FIGURES.get(log_id) if isinstance(log_id, str) else None
        if figures is None:
            raise AgariError(f"games[{k}] ({name}): log_id {log_id!r} has not been reviewed whole here (ask its "
                             "summary first)", field="games")
        items.append(figures._replace(file=name))
    from agari.gamereview.corpus_profile import PROFILE

    return {"ok": True, "op": "review", "part": "corpus", "summary": summarize_games(items).to_dict(),
            "reference": PROFILE}
