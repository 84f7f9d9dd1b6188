"""Game review: read a real game's log, rescore every win against what the log recorded, grade every discard.

>>> from agari.gamereview import review
>>> game = review("tests/logs/tenhou/2020081220gm-00a9-0000-9ee6ab3b.json")  # doctest: +SKIP
>>> game.matches, game.summary[0].decisions  # doctest: +SKIP
(True, 50)

``review(source, seat=None, judge=True)`` takes a log's text, bytes, a path or a ``GameRecord`` and returns a
``GameReview`` (``to_dict()`` gives the JSON shape of the ``review`` op).  ``seat``: one seat (0 the first
East), a player's name, or several; None grades every seat.  ``judge=False`` leaves the judge out: no verdict on
any decision, no judge figures in the summary, the rest the same, about fifteen times faster (a quick check of a
corpus's scores).  A log that cannot be read raises ``LogError`` (one sentence); a round that cannot be followed is
reported in that round (``error``: the event and why) and in ``problems``, and is never counted as a match
(``not_reviewed``).
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence

from agari.gamereview.game import header, review_game, review_round
from agari.gamereview.result import Decision, DrawReview, GameReview, RoundReview, SeatSummary, WinReview
from agari.logs import GameRecord, LogError, read_log

SeatChoice = int | str | Sequence[int | str] | None

__all__ = ["Decision", "DrawReview", "GameReview", "LogError", "RoundReview", "SeatSummary", "WinReview",
           "choose_seats", "header", "review", "review_game", "review_round"]


def choose_seats(game: GameRecord, seat: SeatChoice) -> tuple[int, ...] | None:
    """The seats named by ``seat`` (numbers or player names); LogError for one the game does not have."""
    if seat is None:
        return None
    items: Iterable[int | str] = [seat] if isinstance(seat, (int, str)) else seat
    out: list[int] = []
    for item in items:
        if isinstance(item, bool):
            raise LogError(f"seat {item!r} is not a seat number or a player's name", field="seat")
        if isinstance(item, int):
            if not 0 <= item < game.players:
                raise LogError(f"seat {item} does not exist: the game has seats 0 to {game.players - 1}",
                               field="seat")
            out.append(item)
            continue
        if not isinstance(item, str):
            raise LogError(f"seat {item!r} is not a seat number or a player's name", field="seat")
        text = item.strip()
        if text.isdigit():
            out.extend(choose_seats(game, int(text)) or ())
            continue
        found = [i for i, n in enumerate(game.names) if n == text] or [
            i for i, n in enumerate(game.names) if n.casefold() == text.casefold()]
        if not found:
            raise LogError(f"no player called {text!r}; the players are {', '.join(game.names)}", field="seat")
        out.append(found[0])
    return tuple(sorted(set(out)))


def review(source: str | bytes | os.PathLike[str] | GameRecord, seat: SeatChoice = None,
           judge: bool = True) -> GameReview:
    """Review a whole game (see the module's text)."""
    game = source if isinstance(source, GameRecord) else read_log(source)
    return review_game(game, choose_seats(game, seat), judge)
