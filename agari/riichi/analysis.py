"""Hand analysis through JSON: the ``analyze`` and ``shanten`` operations of ``agari.frontends.jsonapi``.

``analyze_request`` takes ``hand`` (3n+1 or 3n+2 tiles, or any 1 to 12, melds allowed), the
situation fields of a score case (``round``, ``seat``, ``riichi``, ``dora``,
``ura``, ``rules``, ...; ``win`` and ``tsumo`` are ignored), ``visible`` (tiles
seen elsewhere: other players' discards and melds) and ``discards`` (the
player's own discards: they count as seen, and a wait among them is furiten).
With three-player rules 2m-8m do not exist (never ukeire, never a wait) and the
``kita`` (Norths set aside) count as seen.
It answers::

    {"ok": true, "hand": "...", "tiles": 13, "shanten": 1, "form": "standard",
     "forms": {"standard": 1, "chiitoitsu": 3, "kokushi": 9},   # null: impossible (melds)
     "ukeire": [{"tile": "3m", "count": 4}], "ukeire_count": 12,  # 3n+1 hands, else null
     "discards": [{"discard": "9s", "shanten": 0, "ukeire": [...], "ukeire_count": 4}],  # 3n+2, else null
     "waits": [{"tile": "4m", "left": 3, "furiten": false, "ron": {score}, "tsumo": {score}}],
                                             # 3n+1: [] unless tenpai; 3n+2: null
     "complete": false}                      # 3n+2 hand that is already complete

A hand of fewer than 13 tiles (melds as 3) is a hand still being built: its shanten counts the absent
tiles as draws (``agari.core.shanten.partial_shanten``); it gets ``ukeire``, no discard table
(``null``), no waits (``[]``) and two more fields: ``"partial": true`` and ``"missing"``, the tiles it
lacks to 13.

``shanten_case`` answers a batch line ``{"op": "shanten", "id", "hand"}`` with
``{"id", "ok": true, "shanten", "ukeire": [tiles], "ukeire_count", "error": null}``
(``ukeire`` only for 3n+1 hands and those of fewer than 13 tiles), or an ``invalid`` result.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from agari.analysis.discards import Discard, discard_rows
from agari.analysis.ukeire import UkeireResult, check_seen, seen_counts, tiles_arg, ukeire_of
from agari.core.errors import AgariError, NotationError
from agari.core.notation import Hand, parse_hand
from agari.core.shanten import FULL_SIZE, hand_counts, shanten_of
from agari.core.tile import Tile
from agari.riichi import sanma
from agari.riichi.rules import Rules, resolve_rules
from agari.riichi.tenpai import waits

JsonDict = dict[str, Any]


def _hand(value: object) -> Hand:
    if not isinstance(value, str):
        raise NotationError(f"hand must be a string such as \"123m456p789s1122z\", not {value!r}", field="hand")
    try:
        return parse_hand(value)
    except AgariError as exc:
        exc.field = exc.field or "hand"
        raise


def analyze(hand: Hand | str, *, visible: Any = (), discards: Any = (), **situation: Any) -> JsonDict:
    """Shanten, each form, ukeire (3n+1), discard table (3n+2) and scored waits (tenpai) as JSON."""
    h = _hand(hand) if isinstance(hand, str) else hand
    three = _check_situation(situation)
    try:
        hc = hand_counts(h, partial=True)
    except AgariError as exc:
        exc.field = exc.field or "hand"
        raise
    dora = tiles_arg(situation.get("dora"), "dora")
    own = tiles_arg(discards, "discards")
    others = tiles_arg(visible, "visible")
    seen = seen_counts(dora, others + own)
    if three:
        seen = _three_player_seen(h, hand if isinstance(hand, str) else None, dora, others, own, seen,
                                  situation.get("kita", 0))
    check_seen(hc.counts, hc.meld_copies, seen)
    size = hc.concealed + 3 * hc.melds
    out: JsonDict = {"ok": True, "hand": str(h), "tiles": size}
    if size < FULL_SIZE:
        uk = ukeire_of(hc.counts, hc.meld_copies, hc.melds, seen)
        if three:
            uk = _existing(uk)
        res = uk.shanten
        out.update(_forms(res.shanten, res.form, res.standard, res.chiitoitsu, res.kokushi))
        out.update(ukeire=uk.to_json(), ukeire_count=uk.total, discards=None, waits=[], complete=False,
                   partial=True, missing=FULL_SIZE - size)
    elif hc.concealed % 3 == 1:
        uk = ukeire_of(hc.counts, hc.meld_copies, hc.melds, seen)
        if three:
            uk = _existing(uk)
        res = uk.shanten
        out.update(_forms(res.shanten, res.form, res.standard, res.chiitoitsu, res.kokushi))
        out["ukeire"] = uk.to_json()
        out["ukeire_count"] = uk.total
        out["discards"] = None
        if res.shanten == 0:
            situation["dora"] = [str(t) for t in dora]
            out["waits"] = [w.to_json() for w in waits(h, discards=own, visible=visible, **situation)]
        else:
            out["waits"] = []
        out["complete"] = False
    else:
        res = shanten_of(hc.counts, hc.meld_copies, hc.melds)
        out.update(_forms(res.shanten, res.form, res.standard, res.chiitoitsu, res.kokushi))
        out["ukeire"] = None
        out["ukeire_count"] = None
        rows = discard_rows(h.concealed, hc.counts, hc.meld_copies, hc.melds, seen)
        if three:
            rows = _existing_rows(rows)
        out["discards"] = [r.to_json() for r in rows]
        out["waits"] = None
        out["complete"] = res.shanten == -1
    return out


def _check_situation(situation: dict[str, Any]) -> bool:
    """Bad winds, flags, counts or rules raise here, before any wait is scored; True with three players."""
    from agari.riichi.situation import Situation

    args = {k: v for k, v in situation.items() if k != "rules"}
    sit = Situation.make(**args)
    rules = _rules_of(situation.get("rules", "tenhou"))
    if rules.players == 3:
        sanma.check_winds(sit)
        return True
    sanma.refuse_kita(sit.kita, rules)
    return False


def _three_player_seen(h: Hand, text: str | None, dora: list[Tile], visible: list[Tile], own: list[Tile],
                       seen: list[int], kita: int) -> list[int]:
    """With three players: no 2m-8m anywhere, every copy of 2m-8m counts as seen, and so do the kita."""
    sanma.check_hand(h, text)
    sanma.check_tiles(tuple(dora), "dora", "dora indicator")
    sanma.check_tiles(tuple(visible), "visible", "visible tile")
    sanma.check_tiles(tuple(own), "discards", "discard")
    if kita:
        sanma.check_kita(kita, sum(1 for t in (*h.all_tiles(), *dora, *visible, *own) if t.index == sanma.NORTH))
    out = list(seen)
    for i in sanma.MISSING:
        out[i] = 4
    out[sanma.NORTH] += kita
    return out


def _existing(uk: UkeireResult) -> UkeireResult:
    """Ukeire without the tiles that do not exist with three players."""
    tiles = tuple((t, n) for t, n in uk.tiles if t.index not in sanma.MISSING)
    return UkeireResult(uk.shanten, tiles, uk.total)


def _existing_rows(rows: list[Discard]) -> list[Discard]:
    """Discard rows without the tiles that do not exist, ordered again (fewer kinds may now tie)."""
    out = [Discard(r.tile, r.shanten, tuple((t, n) for t, n in r.ukeire if t.index not in sanma.MISSING), r.total)
           for r in rows]
    out.sort(key=lambda r: (r.shanten, -r.total, -len(r.ukeire)))
    return out


def _forms(shanten: int, form: str, standard: int, chiitoitsu: int | None, kokushi: int | None) -> JsonDict:
    return {"shanten": shanten, "form": form,
            "forms": {"standard": standard, "chiitoitsu": chiitoitsu, "kokushi": kokushi}}


_IGNORED = ("hand", "win", "tsumo", "op", "id", "visible", "discards", "pao")


def analyze_request(request: Mapping[str, Any]) -> JsonDict:
    """The ``analyze`` operation: JSON in, JSON out; bad input raises AgariError (jsonapi turns it into JSON)."""
    from agari.riichi.scoring import _case_args

    if not isinstance(request, Mapping):
        raise AgariError("a request must be a JSON object")
    args = _case_args({k: v for k, v in request.items() if k not in ("win", "tsumo")})
    for name in _IGNORED:
        args.pop(name, None)
    for name in ("visible", "discards"):
        value = request.get(name)
        if value is not None and not isinstance(value, (str, list, tuple)):
            raise NotationError(f"{name} must be a list of tiles such as [\"4m\"], not {value!r}", field=name)
    text = request.get("hand")
    return analyze(text if isinstance(text, str) else _hand(text), visible=request.get("visible") or (),
                   discards=request.get("discards") or (), **args)


def _rules_of(value: Any) -> Rules:
    """A request's ``rules`` value as Rules (a bad value raises, naming the rules field)."""
    try:
        return resolve_rules(value)
    except AgariError as exc:
        exc.field = exc.field or "rules"
        raise


def shanten_case(request: Mapping[str, Any]) -> JsonDict:
    """A batch ``shanten`` line -> ``{"id", "ok", "shanten", "ukeire", "ukeire_count", "error"}``; never raises."""
    from agari.core.errors import error_result

    out: JsonDict
    try:
        if not isinstance(request, Mapping):
            raise AgariError("a shanten case must be a JSON object")
        h = _hand(request.get("hand"))
        three = "rules" in request and _rules_of(request["rules"]).players == 3
        if three:  # no 2m-8m in the hand, none among the tiles that help
            sanma.check_hand(h, request.get("hand") if isinstance(request.get("hand"), str) else None)
        hc = hand_counts(h, partial=True)
        if hc.concealed % 3 == 1 or hc.concealed + 3 * hc.melds < FULL_SIZE:
            seen = [4 if three and i in sanma.MISSING else 0 for i in range(34)]
            uk = ukeire_of(hc.counts, hc.meld_copies, hc.melds, seen)
            if three:
                uk = _existing(uk)
            out = {"ok": True, "shanten": uk.shanten.shanten, "ukeire": [str(t) for t, _ in uk.tiles],
                   "ukeire_count": uk.total, "error": None}
        else:
            out = {"ok": True, "shanten": shanten_of(hc.counts, hc.meld_copies, hc.melds).shanten, "error": None}
    except AgariError as exc:
        out = error_result(exc, "hand")
    if isinstance(request, Mapping) and "id" in request:
        out = {"id": request["id"], **out}
    return out
