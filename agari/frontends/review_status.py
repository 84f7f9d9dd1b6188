"""The exit statuses of ``agari review``, and how a game's review maps to one: the one place for both."""

from __future__ import annotations

from collections.abc import Iterable

from agari.gamereview.result import GameReview

EXIT_OK, EXIT_DIFFERS, EXIT_UNREADABLE, EXIT_NOT_REVIEWED = 0, 1, 2, 3
"""Every round reviewed and every result matches the log; a recorded result differs from ours; some input could not
be read; a round could not be read or followed (never counted as a match)."""
SEVERITY = {EXIT_OK: 0, EXIT_DIFFERS: 1, EXIT_NOT_REVIEWED: 2, EXIT_UNREADABLE: 3}
"""Several files: the exit status is the most severe one's (a file not read, a round not reviewed, a difference)."""


def status_of(review: GameReview) -> int:
    """One game's exit status."""
    return EXIT_NOT_REVIEWED if review.not_reviewed else EXIT_OK if review.matches else EXIT_DIFFERS


def combined_status(statuses: Iterable[int]) -> int:
    """The exit status of a run over several files: the most severe of theirs."""
    return max(statuses, default=EXIT_OK, key=SEVERITY.__getitem__)
