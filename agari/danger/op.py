"""The JSON door's ``danger`` op: a seat's view in, every tile's danger out.

Request::

    {"op": "danger", "hand": "23456m44p678s", "dora": ["3m"], "round": "e", "visible": "", "players": 4,
     "opponents": [{"wind": "s", "river": "9p1z5s4m8s2m", "riichi": 5, "tsumogiri": [1],
                    "passed": "7s", "calls": "", "called": [], "ippatsu": false}]}

``hand``: the seat's concealed tiles; ``dora``: the indicators; ``visible``: any other tile the seat has seen
(its own calls); per opponent: ``wind`` (``e`` is the dealer; default south, west, north in order), ``river``
(every discard in order, called ones too), ``riichi`` (the river index of the riichi tile, absent: none),
``tsumogiri`` (river indices of discards of the drawn tile), ``passed`` (the tiles the others discarded that this
player let pass: since the riichi, else since their last discard), ``calls`` (``(123m)(555z)``), ``called`` (river
indices taken by someone's call, counted once), ``ippatsu``.  Answer: ``agari.danger.model.Assessment.to_dict``
with ``ok``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from agari.core.errors import AgariError
from agari.core.notation import parse_hand, parse_tile_list
from agari.core.tile import Tile, dora_index, type_name
from agari.danger.model import assess
from agari.danger.view import Opponent, SeatView

WINDS = "eswn"


def _tiles(value: Any, field: str) -> list[Tile]:
    if value is None or value == "":
        return []
    if not isinstance(value, (str, list)):
        raise AgariError(f"{field} must be tiles as text (\"123m\") or a list of them", field=field)
    try:
        return parse_tile_list(value)
    except AgariError as exc:
        raise AgariError(f"{field}: {exc.message}", field=field) from None


def _indices(value: Any, field: str, size: int) -> set[int]:
    if value is None:
        return set()
    if not isinstance(value, list) or not all(isinstance(i, int) and not isinstance(i, bool) for i in value):
        raise AgariError(f"{field} must be a list of river indices", field=field)
    bad = [i for i in value if not 0 <= i < size]
    if bad:
        raise AgariError(f"{field}: index {bad[0]} is outside the river of {size} tiles", field=field)
    return set(value)


def _wind(value: Any, field: str) -> int:
    if not isinstance(value, str) or value.lower() not in WINDS or len(value) != 1:
        raise AgariError(f"{field} must be one of e, s, w, n", field=field)
    return WINDS.index(value.lower())


def _opponent(data: Any, n: int, seen: list[int]) -> Opponent:
    where = f"opponents[{n}]"
    if not isinstance(data, Mapping):
        raise AgariError(f"{where} must be an object with a river", field="opponents")
    river = tuple(_tiles(data.get("river"), f"{where}.river"))
    riichi = data.get("riichi", -1)
    if riichi is None:
        riichi = -1
    if not isinstance(riichi, int) or isinstance(riichi, bool) or not -1 <= riichi < len(river):
        raise AgariError(f"{where}.riichi must be the river index of the riichi tile (0..{len(river) - 1})",
                         field="opponents")
    tsumogiri = _indices(data.get("tsumogiri"), f"{where}.tsumogiri", len(river))
    called = _indices(data.get("called"), f"{where}.called", len(river))
    passed = tuple(_tiles(data.get("passed"), f"{where}.passed"))
    calls = data.get("calls") or ""
    if not isinstance(calls, str):
        raise AgariError(f"{where}.calls must be melds as text, like (123m)(555z)", field="opponents")
    try:
        hand = parse_hand(calls) if calls else None
    except AgariError as exc:
        raise AgariError(f"{where}.calls: {exc.message}", field="opponents") from None
    if hand is not None and hand.concealed:
        raise AgariError(f"{where}.calls must hold bracketed melds only, like (123m)(555z)", field="opponents")
    melds = hand.melds if hand is not None else ()
    if riichi >= 0 and any(m.opened for m in melds):
        raise AgariError(f"{where} declared riichi but has an open call", field="opponents")
    wind = _wind(data["wind"], f"{where}.wind") if "wind" in data else n + 1
    for i, t in enumerate(river):
        if i not in called:
            seen[t.index] += 1
    for m in melds:
        for t in m.tiles:
            seen[t.index] += 1
    return Opponent(n + 1, river, tuple(i not in tsumogiri for i in range(len(river))), riichi, passed,
                    tuple(melds), wind == 0, wind % 4, bool(data.get("ippatsu", False)) and riichi >= 0)


def view_of(request: Mapping[str, Any]) -> SeatView:
    """The SeatView a request describes; AgariError naming the field when it is wrong."""
    players = request.get("players", 4)
    if players not in (3, 4):
        raise AgariError("players must be 3 or 4", field="players")
    held = [0] * 34
    for t in _tiles(request.get("hand"), "hand"):
        held[t.index] += 1
    seen = list(held)
    indicators = _tiles(request.get("dora"), "dora")
    for t in [*indicators, *_tiles(request.get("visible"), "visible")]:
        seen[t.index] += 1
    opponents = request.get("opponents")
    if not isinstance(opponents, list) or not 1 <= len(opponents) <= players - 1:
        raise AgariError(f"opponents must be a list of 1 to {players - 1} players", field="opponents")
    opps = tuple(_opponent(o, n, seen) for n, o in enumerate(opponents))
    over = [k for k in range(34) if seen[k] > 4]
    if over:
        raise AgariError(f"{seen[over[0]]} copies of {type_name(over[0])} are in view (hand, dora, visible, rivers "
                         "and calls); there are only 4 (list a called discard in the caller's calls and in "
                         "`called`)", field="opponents")
    round_wind = _wind(request.get("round", "e"), "round")
    return SeatView(0, tuple(held), tuple(seen), tuple(dora_index(t.index) for t in indicators), round_wind, opps,
                    players)


def danger_request(request: Mapping[str, Any]) -> dict[str, Any]:
    """Answer a ``danger`` request (AgariError for bad input, turned into the error shape by the door)."""
    return {"ok": True, **assess(view_of(request)).to_dict()}
