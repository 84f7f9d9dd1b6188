"""Pao (sekinin barai): the player who fed the last set of a daisangen or daisuushii pays for it.

The request names the liable player by seat wind (``pao``: ``e``, ``s``, ``w`` or ``n``).  Only the liable
yakuman shift (``PAO_YAKUMAN``; suukantsu too under ``Rules.pao_suukantsu``); other yakuman of the hand are
paid as usual.  Tsumo: the liable player pays the liable part as if dealt in (ron value).  Ron: the discarder
and the liable player each pay half of it.  Honba: paid by the liable player in full, on tsumo and on ron.
Sources: docs/riichi.md (pao, nagashi mangan).
"""

from __future__ import annotations

from typing import Any

from agari.core.errors import SituationError
from agari.riichi.points import YAKUMAN_BASIC, payer
from agari.riichi.result import ScoreResult
from agari.riichi.rules import Rules
from agari.riichi.situation import Situation, wind_letter

PAO_YAKUMAN: frozenset[str] = frozenset({"daisangen", "daisuushii"})
"""The yakuman a liable player pays for under every preset."""
PAO_OPTIONAL: dict[str, str] = {"suukantsu": "pao_suukantsu"}
"""Yakuman that take pao only when a rule option says so (yakuman name -> option)."""


def liable_yakuman(result: ScoreResult, rules: Rules) -> int:
    """Yakuman multiples of the hand that the liable player pays for (no more than the hand is worth)."""
    names = PAO_YAKUMAN | {name for name, option in PAO_OPTIONAL.items() if getattr(rules, option)}
    multiples = sum(y.han // 13 for y in result.yaku if y.name in names)
    return min(multiples, result.yakuman)


def seat_of(value: object, sit: Situation, rules: Rules) -> str:
    """The liable player's seat wind, checked: not the winner, and no North with three players."""
    seat = wind_letter(value, "pao")
    if seat == sit.seat_wind:
        raise SituationError(f"pao seat {seat}: the liable player cannot be the winner (seat {sit.seat_wind})",
                             field="pao")
    if rules.players == 3 and seat == "n":
        raise SituationError("pao seat n: there is no North seat with three players", field="pao")
    return seat


def apply(result: ScoreResult, seat: str, rules: Rules) -> ScoreResult:
    """The result with the liable player's payments (``payments["pao"]``) and a ``pao`` summary."""
    if not result.ok:
        return result
    liable = liable_yakuman(result, rules)
    if not liable:
        extra = " (and suukantsu)" if rules.pao_suukantsu else ""
        raise SituationError(
            f"pao seat {seat}: pao applies to daisangen or daisuushii{extra}, and this hand has neither", field="pao")
    pay = payer(rules)
    dealer, tsumo = result.dealer, result.tsumo
    part = pay(liable * YAKUMAN_BASIC, dealer, False)[1]  # the liable part, valued as a ron
    rest = result.yakuman - liable
    rest_paid, rest_total = pay(rest * YAKUMAN_BASIC, dealer, tsumo) if rest else ({}, 0)
    payments: dict[str, int]
    if tsumo:
        payments = {"pao": part, **rest_paid}
        liable_pays = part
    else:
        half = part // 2
        payments = {"discarder": part - half + rest_paid.get("discarder", 0), "pao": half}
        liable_pays = half
    honba = rules.honba_value * result.honba  # the liable player pays every honba, as on a ron
    points = part + rest_total
    summary: dict[str, Any] = {"seat": seat, "yakuman": liable, "pays": liable_pays + honba, "honba": honba}
    return result._replace(points=points, payments=payments, honba_points=honba,
                           total=points + honba + result.stick_points, pao=summary)
