"""Judgement: every free discard of a game weighed like a strong player would, by value, safety and speed.

Each candidate discard gets its shanten and ukeire (the analysis), its danger (``agari.danger`` from the seat's real
view) and a value in points: a value estimate of the hand after the discard minus the deal-in chance times its cost;
then a label (push, fold, value, speed), the best choice (ties broken by the documented rules of ``tiebreak``) and a
reason in a few words.  The other kinds of decision (riichi or dama, call or pass, kan or none) are rows of
``agari.judge.kinds``, each judged by its own module.  The model and its figures: docs/judgement.md.
"""

from __future__ import annotations

from agari.judge.choice import Choice
from agari.judge.judge import Candidate, Judgement, judge
from agari.judge.kinds import KINDS, choices
from agari.judge.moments import Moment, moments

__all__ = ["KINDS", "Candidate", "Choice", "Judgement", "Moment", "choices", "judge", "moments"]
