"""Expected value of every discard, turn by turn: tenpai chance, win chance and expected score (issue 28).

``expected_values`` runs the reference model (nekobean's mahjong-cpp, re-derived from its documentation:
our own code); ``expected_request`` is the JSON door's ``expected`` op.
"""

from agari.riichi.expected.engine import BudgetError, expected_values
from agari.riichi.expected.result import ExpectedResult, Row

__all__ = ["BudgetError", "ExpectedResult", "Row", "expected_values"]
