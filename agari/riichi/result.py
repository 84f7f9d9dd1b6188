"""Typed results of scoring: fu items, yaku entries, readings and the score itself.

``ScoreResult.to_dict()`` gives the JSON shape of ``agari.frontends.jsonapi`` (a superset
of the shared result format of ``tests/cases/README.md``):

- ``ok``, ``error`` (``None`` | ``"not_winning"`` | ``"no_yaku"``), ``detail``
- ``han``, ``fu`` (``None`` for yakuman), ``yakuman`` (multiples), ``yaku``
  (``[name, han]`` pairs, yakuman entries carry 13 per multiple)
- ``points`` (without honba and sticks), ``payments`` (without honba),
  ``total`` (with honba and sticks), ``limit`` (limit name or ``None``)
- ``fu_items`` (``{"fu", "reason"}``), ``fu_raw`` (before rounding)
- ``dora`` / ``aka`` / ``ura`` counts (and ``kita`` with three players), ``honba``, ``sticks``, ``honba_points``,
  ``stick_points``, ``dealer``, ``tsumo``, ``win``, ``win_inferred``
- ``reading`` (form, wait, groups of the best reading) and ``readings`` (every
  reading with its own score, the best one flagged), ``notes``, ``rules``, ``hand``.
"""

from dataclasses import dataclass, field
from json.encoder import encode_basestring
from typing import Any, NamedTuple


class FuItem(NamedTuple):
    """One source of fu and why it counts."""

    fu: int
    reason: str

    def to_dict(self) -> dict[str, Any]:
        return {"fu": self.fu, "reason": self.reason}


class _FuDicts(dict[FuItem, dict[str, Any]]):
    """A fu item -> its ``to_dict()``, kept as a pattern to copy (the items of every hand come from a short list)."""

    def __missing__(self, item: FuItem) -> dict[str, Any]:
        if len(self) >= 4096:
            self.clear()
        found = self[item] = {"fu": item[0], "reason": item[1]}
        return found


_FU_DICTS = _FuDicts()


class YakuEntry(NamedTuple):
    """A yaku (or dora/aka/ura entry) with its han; yakuman carry 13 per multiple."""

    name: str
    han: int


@dataclass(frozen=True, slots=True)
class GroupView:
    """One group of a reading as shown to the user: kind, tiles, open or not."""

    kind: str
    tiles: str
    open: bool
    pattern: dict[str, Any] = field(init=False, repr=False, compare=False, hash=False)
    """``to_dict()`` made once, to be copied (views are shared by every reading that shows the group)."""
    json: str = field(init=False, repr=False, compare=False, hash=False)
    """``json.dumps(to_dict(), ensure_ascii=False)``, written once (``agari.riichi.resultjson``)."""

    def __post_init__(self) -> None:
        kind, tiles, is_open = self.kind, self.tiles, self.open
        object.__setattr__(self, "pattern", {"kind": kind, "tiles": tiles, "open": is_open})
        object.__setattr__(self, "json", f'{{"kind": {encode_basestring(kind)}, "tiles": {encode_basestring(tiles)}, '
                                         f'"open": {"true" if is_open else "false"}}}')

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "tiles": self.tiles, "open": self.open}


class Reading(NamedTuple):
    """One way to read the winning hand (groups and wait) with its own score (immutable)."""

    form: str
    wait: str
    groups: tuple[GroupView, ...]
    ok: bool
    """True when this reading has a yaku (a legal win)."""
    han: int | None
    fu: int | None
    fu_raw: int | None
    fu_items: tuple[FuItem, ...]
    yakuman: int
    yaku: tuple[YakuEntry, ...]
    points: int
    payments: dict[str, int]
    limit: str | None

    def shape_dict(self) -> dict[str, Any]:
        """Form, wait and groups only."""
        return {"form": self.form, "wait": self.wait, "groups": [g.pattern.copy() for g in self.groups]}

    def to_dict(self, best: bool = False) -> dict[str, Any]:
        """JSON shape; ``best`` marks the reading the score was taken from (fresh containers every call: copies of
        patterns made once per fu item and group view)."""
        form, wait, groups, ok, han, fu, fu_raw, fu_items, yakuman, yaku, points, payments, limit = self
        fu_dicts = _FU_DICTS
        return {
            "ok": ok,
            "han": han,
            "fu": fu,
            "fu_raw": fu_raw,
            "fu_items": [fu_dicts[i].copy() for i in fu_items],
            "yakuman": yakuman,
            "yaku": list(map(list, yaku)),
            "points": points,
            "payments": dict(payments),
            "limit": limit,
            "reading": {"form": form, "wait": wait, "groups": [g.pattern.copy() for g in groups]},
            "best": best,
        }


class ScoreResult(NamedTuple):
    """The score of a hand: a win with its best reading, or why it is not one (an immutable value)."""

    ok: bool
    error: str | None = None
    detail: str | None = None
    han: int | None = None
    fu: int | None = None
    yakuman: int = 0
    yaku: tuple[YakuEntry, ...] = ()
    points: int = 0
    payments: dict[str, int] = {}  # noqa: RUF012 (never changed: every result gets its own dict)
    total: int = 0
    limit: str | None = None
    fu_items: tuple[FuItem, ...] = ()
    fu_raw: int | None = None
    win: str | None = None
    win_inferred: bool = False
    dealer: bool = False
    tsumo: bool = False
    dora: int = 0
    aka: int = 0
    ura: int = 0
    honba: int = 0
    sticks: int = 0
    honba_points: int = 0
    stick_points: int = 0
    reading: Reading | None = None
    """The best reading (the one scored); for ``no_yaku`` the reading with the most fu."""
    readings: tuple[Reading, ...] = ()
    """Every reading, best first."""
    notes: tuple[str, ...] = ()
    rules: str = "tenhou"
    hand: object = ""
    """The hand as given (a string, or a ``Hand`` written out by ``to_dict``)."""
    kita: int | None = None
    """Dora from kita (Norths set aside) with three players; ``None`` with four (not in the JSON then)."""
    pao: dict[str, Any] | None = None
    """Pao: the liable seat, its yakuman multiples, what it pays (honba included) and the honba; else ``None``."""

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape of a score (see the module docstring)."""
        (ok, error, detail, han, fu, yakuman, yaku, points, payments, total, limit, fu_items, fu_raw, win,
         win_inferred, dealer, tsumo, dora, aka, ura, honba, sticks, honba_points, stick_points, best, readings,
         notes, rules, hand, kita, pao) = self
        readings_out = [r.to_dict(r is best) for r in readings]
        if not ok:
            return {"ok": False, "error": error, "detail": detail, "field": None, "position": None, "dealer": dealer,
                    "tsumo": tsumo, "win": win, "win_inferred": win_inferred, "readings": readings_out,
                    "notes": list(notes), "rules": rules, "hand": str(hand)}
        if kita is None and pao is None:  # four players, no pao: every key at once
            fu_dicts = _FU_DICTS
            return {
                "ok": True, "error": None, "han": han, "fu": fu, "yakuman": yakuman, "yaku": list(map(list, yaku)),
                "points": points, "payments": dict(payments), "total": total, "limit": limit,
                "fu_items": [fu_dicts[i].copy() for i in fu_items], "fu_raw": fu_raw, "dora": dora, "aka": aka,
                "ura": ura, "honba": honba, "sticks": sticks, "honba_points": honba_points,
                "stick_points": stick_points, "reading": best.shape_dict() if best else None, "dealer": dealer,
                "tsumo": tsumo, "win": win, "win_inferred": win_inferred, "readings": readings_out,
                "notes": list(notes), "rules": rules, "hand": str(hand),
            }
        out: dict[str, Any] = {
            "ok": True,
            "error": None,
            "han": han,
            "fu": fu,
            "yakuman": yakuman,
            "yaku": list(map(list, yaku)),
            "points": points,
            "payments": dict(payments),
            "total": total,
            "limit": limit,
            "fu_items": [_FU_DICTS[i].copy() for i in fu_items],
            "fu_raw": fu_raw,
            "dora": dora,
            "aka": aka,
            "ura": ura,
        }
        if kita is not None:
            out["kita"] = kita
        out["honba"] = honba
        out["sticks"] = sticks
        out["honba_points"] = honba_points
        out["stick_points"] = stick_points
        if pao is not None:
            out["pao"] = dict(pao)
        out["reading"] = best.shape_dict() if best else None
        out["dealer"] = dealer
        out["tsumo"] = tsumo
        out["win"] = win
        out["win_inferred"] = win_inferred
        out["readings"] = readings_out
        out["notes"] = list(notes)
        out["rules"] = rules
        out["hand"] = str(hand)
        return out
