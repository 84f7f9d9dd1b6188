"""``agari review FILE... --summary``: every game reviewed, then one summary per player over all of them.

Each file's review is cut down to its figures where it is made (a worker process or a Dask worker sends back a
few hundred bytes, not the whole review); the exit status is each game's as the single-game review gives it
(``review_status.status_of``), combined as there (``review_status.combined_status``).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from typing import Any, NamedTuple

from agari.frontends.review_status import EXIT_UNREADABLE, combined_status, status_of
from agari.gamereview.summary import CorpusSummary, GameFigures, Unreadable, summarize_games


class GameResult(NamedTuple):
    """One file's part of the summary: its exit status and its figures, or why it could not be read."""

    name: str
    status: int
    figures: GameFigures | Unreadable


def summary_payload(payload: tuple[str, str | bytes | None, Any]) -> GameResult:
    """Review one file (its text, or None: read it here) and keep its figures; never raises for bad input."""
    from agari.gamereview import review_game
    from agari.logs import LogError, read_log
    from agari.logs.guard import read_path

    name, text, options = payload
    try:  # the profile's agreement per kind needs the judge; --no-judge leaves it out (some 15 times faster)
        review = review_game(read_log(text if text is not None else read_path(name)),
                             judge=bool(getattr(options, "judge", False)))
    except LogError as exc:
        return GameResult(name, EXIT_UNREADABLE, Unreadable(name, exc.message))
    from agari.gamereview.summary import game_figures

    return GameResult(name, status_of(review), game_figures(review, name))


def choose_player(corpus: CorpusSummary, name: str) -> CorpusSummary | None:
    """The summary with only the player called ``name`` (exactly, else ignoring case); None if nobody is."""
    wanted = name.strip()
    rows = [p for p in corpus.players if p.name == wanted] or [
        p for p in corpus.players if p.name.casefold() == wanted.casefold()]
    return corpus._replace(players=tuple(rows)) if rows else None


def print_summary(results: Sequence[GameResult], options: Any) -> int:
    """Print the summary (text, or one JSON object with ``--json``; ``options``: the review's ``Options``);
    returns the exit status."""
    from agari.frontends.review_summary_text import summary_text
    from agari.frontends.safe_text import shown, shown_json

    corpus = summarize_games(r.figures for r in results)
    if options.seat is not None:
        chosen = choose_player(corpus, options.seat)
        if chosen is None:
            names = ", ".join(shown(p.name) for p in corpus.players) or "none"
            print(f"agari review: no player called {shown(repr(options.seat))} in these games; the players are {names}",
                  file=sys.stderr)
            return EXIT_UNREADABLE
        corpus = chosen
    for u in corpus.unreadable:
        print(f"agari review: {shown(u.file)}: {shown(u.error)}", file=sys.stderr)
    if options.json:
        print(shown_json(json.dumps({"summary": corpus.to_dict()}, ensure_ascii=False)))
    else:
        print("\n".join(summary_text(corpus)))
    return combined_status(r.status for r in results)
