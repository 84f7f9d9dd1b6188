"""Who is a threat and how: a declared riichi, or an open hand that shows one (a simpler estimate, marked so)."""

from __future__ import annotations

from typing import NamedTuple

from agari.core.notation import Meld, MeldKind
from agari.danger import figures as F
from agari.danger.view import Opponent

RIICHI = "riichi"
OPEN = "open-estimate"
"""An open hand's danger: a tenpai rate from its calls and turn times its waits (the simpler estimate)."""
QUIET = "quiet"
"""No declared threat: taken as no danger (a concealed tenpai without riichi is not seen)."""


class Threat(NamedTuple):
    """How an opponent threatens: the model used, the chance they are tenpai, and the patterns their calls show."""

    model: str
    tenpai: float
    flush: int = -1
    """The suit (0 m, 1 p, 2 s) an open hand collects; -1: none."""
    dragons: bool = False
    """Two dragon sets called."""
    reasons: tuple[str, ...] = ()


def _suits(melds: tuple[Meld, ...]) -> set[int]:
    return {m.tiles[0].index // 9 for m in melds if m.tiles[0].index < 27}


def threat_of(opp: Opponent) -> Threat:
    """The threat ``opp`` shows: riichi, an open hand with three calls, two calls with a flush, dragon or dealer
    pattern, else quiet."""
    if opp.in_riichi:
        return Threat(RIICHI, 1.0, reasons=("riichi",))
    calls = [m for m in opp.melds if m.kind is not MeldKind.ANKAN]
    if not calls:
        return Threat(QUIET, 0.0)
    suits = _suits(opp.melds)
    flush = next(iter(suits)) if len(suits) == 1 and len(opp.melds) >= 2 else -1
    dragons = sum(1 for m in opp.melds if m.tiles[0].index >= 31) >= 2
    reasons = []
    if len(calls) >= 3:
        reasons.append("three calls")
    if flush >= 0:
        reasons.append("flush")
    if dragons:
        reasons.append("dragons")
    if opp.dealer and len(calls) >= 2:
        reasons.append("dealer")
    if not reasons or len(calls) < 2:
        return Threat(QUIET, 0.0)
    table = F.TENPAI_OPEN[min(3, len(calls))]
    turn = min(len(opp.river), len(table) - 1)
    tenpai = max(table[turn], table[2] if len(calls) == 2 else table[3]) / 100
    return Threat(OPEN, tenpai, flush, dragons, tuple(reasons))


def value_of(opp: Opponent, threat: Threat, dora: tuple[int, ...]) -> int:
    """The points a deal-in to ``opp`` is likely to cost (a documented estimate, docs/danger.md)."""
    shown = 0
    for m in opp.melds:
        for t in m.tiles:
            shown += dora.count(t.index) + (1 if t.red else 0)
    if threat.model == RIICHI:
        value = float(F.RON_RIICHI_IPPATSU if opp.ippatsu else F.RON_RIICHI)
    else:
        value = float(F.RON_OPEN)
        if threat.flush >= 0:
            value = max(value, F.RON_FLUSH)
        if threat.dragons:
            value = max(value, F.RON_DRAGONS)
    value *= F.DORA_SHOWN ** min(3, shown)
    if opp.dealer:
        value *= F.DEALER
    return int(round(value / 100.0)) * 100
