"""The exit statuses of ``agari review``, and how a game's review maps to one: the one place for both."""

from __future__ import annotations

from collections.abc import Iterable

from agari.gamereview.result import GameReview

EXIT_OK, EXIT_DIFFERS, EXIT_UNREADABLE = 0, 1, 2
"""Every result matches the log; a recorded result differs from ours; some input could not be read."""


def status_of(review: GameReview) -> int:
    """One game's exit status."""
    return EXIT_OK if review.matches else EXIT_DIFFERS


def combined_status(statuses: Iterable[int]) -> int:
    """The exit status of a run over several files: the gravest of theirs."""
    return max(statuses, default=EXIT_OK)
