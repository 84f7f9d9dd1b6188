"""Danger: for a seat at a moment of a game, each tile's chance to deal in to each opponent and to anyone.

A declared riichi is read from its river (genbutsu, suji, kabe, the riichi tile, early discards, dora) by weighing
every wait it can still have; an open hand that shows a threat gets a simpler estimate, marked as such; each
deal-in has an expected cost.  The model, its figures and their sources: docs/danger.md.
"""

from __future__ import annotations

from agari.danger.model import Assessment, OpponentDanger, assess, category
from agari.danger.view import Opponent, SeatView
from agari.danger.watch import Watch

__all__ = ["Assessment", "Opponent", "OpponentDanger", "SeatView", "Watch", "assess", "category"]
