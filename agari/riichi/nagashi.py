"""Nagashi mangan: a settlement at an exhaustive draw, not a hand, paid as a mangan tsumo under the preset.

``nagashi(seat)`` gives who pays what to the player of ``seat`` (a wind: ``e`` is the dealer): a mangan tsumo
(four players: 4000 all from a dealer's view, 4000 + 2000 + 2000 from a non-dealer's; three players: tsumo loss
or north bisection as ``Rules.tsumo_loss`` says).  Honba counters are not paid unless ``Rules.nagashi_honba``;
riichi sticks stay on the table.  Sources: docs/riichi.md (pao, nagashi mangan).

>>> nagashi("s").payments
{'dealer': 4000, 'non_dealer': 2000}
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from agari.core.errors import AgariError, SituationError, error_result
from agari.riichi.points import MANGAN_BASIC, honba_points, payer
from agari.riichi.rules import Rules, resolve_rules
from agari.riichi.situation import wind_letter

RulesInput = str | Rules | Mapping[str, Any] | None


class NagashiResult(NamedTuple):
    """What a nagashi mangan collects: payments per payer (without honba), honba and the total."""

    seat: str
    dealer: bool
    points: int
    payments: dict[str, int]
    honba: int
    honba_points: int
    total: int
    rules: str

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape of the ``nagashi`` op."""
        return {"ok": True, "error": None, "settlement": "nagashi_mangan", "limit": "mangan", "seat": self.seat,
                "dealer": self.dealer, "tsumo": True, "points": self.points, "payments": dict(self.payments),
                "honba": self.honba, "honba_points": self.honba_points, "total": self.total, "rules": self.rules}


def nagashi(seat: str = "e", *, honba: int = 0, rules: RulesInput = "tenhou") -> NagashiResult:
    """The nagashi mangan of the player in ``seat`` (AgariError on a bad seat, honba or rules)."""
    try:
        rules_v = resolve_rules(rules)
    except AgariError as exc:
        exc.field = exc.field or "rules"
        raise
    letter = wind_letter(seat, "seat")
    if rules_v.players == 3 and letter == "n":
        raise SituationError("seat wind North: there is no North seat with three players", field="seat")
    if isinstance(honba, bool) or not isinstance(honba, int) or honba < 0:
        raise SituationError(f"honba must be a whole number >= 0, not {honba!r}", field="honba")
    dealer = letter == "e"
    paid, points = payer(rules_v)(MANGAN_BASIC, dealer, True)
    extra = honba_points(rules_v, True, honba) if rules_v.nagashi_honba else 0
    return NagashiResult(letter, dealer, points, paid, honba, extra, points + extra, rules_v.name)


def nagashi_request(request: Mapping[str, Any]) -> dict[str, Any]:
    """The ``nagashi`` op: ``{"op": "nagashi", "seat": "s", "honba": 1, "rules": ...}``; never raises."""
    try:
        if not isinstance(request, Mapping):
            raise AgariError("a request must be a JSON object")
        if "seat" not in request:
            raise SituationError("nagashi needs the seat wind of the player who scored it (e, s, w or n)",
                                 field="seat")
        honba = request.get("honba", 0)
        out = nagashi(request["seat"], honba=0 if honba is None else honba,
                      rules=request.get("rules", "tenhou")).to_dict()
    except AgariError as exc:
        out = error_result(exc)
    if isinstance(request, Mapping) and "id" in request:
        out = {"id": request["id"], **out}
    return out
