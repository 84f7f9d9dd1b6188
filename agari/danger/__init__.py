"""Danger: for a seat at a moment of a game, each tile's chance to deal in to each opponent and to anyone.

A declared riichi is read from its river (genbutsu, suji, kabe, the riichi tile, early discards, dora) by weighing
every wait it can still have; an open hand that shows a threat gets a simpler estimate, marked as such; each
deal-in has an expected cost.  The model, its figures and their sources: docs/danger.md.

``agari.danger.watch.Watch`` follows a round of a game record and gives a seat's view at any moment (it reads
``agari.logs``, which the page loads only with the review: this package does not import it, so the JSON door's
``danger`` op runs from the page's first download).
"""

from __future__ import annotations

from agari.danger.model import Assessment, OpponentDanger, assess, category
from agari.danger.view import Opponent, SeatView

__all__ = ["Assessment", "Opponent", "OpponentDanger", "SeatView", "assess", "category"]
