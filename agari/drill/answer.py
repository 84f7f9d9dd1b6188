"""What a drill asks, its solution, and the check of a player's answer (each field right or wrong, then the
engine's full breakdown).

Score it asks the chosen fields (``payments`` one number per payer: ``{"dealer": 2600, "non_dealer": 1300}``);
What to discard asks ``discard`` (a tile of the hand); How far asks ``shanten`` (a whole number). The check
marks every field, and adds what the player reads next: for a score, the engine's result as the score op
gives it; for a discard, every throw ranked with its shanten and tiles that help, the player's throw among
them and the tiles it gives up against the best; for How far, the shanten, its form and the tiles that help.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from agari.core.errors import AgariError
from agari.core.tile import Tile
from agari.drill.build import Drill, drill_module
from agari.drill.spec import DrillError

JsonDict = dict[str, Any]
FORMS = {"chiitoitsu": "seven pairs", "seven_twins": "seven pairs", "kokushi": "thirteen orphans",
         "standard": "standard", "three_golds": "three golds"}
"""Each form's plain name."""


def asks(drill: Drill) -> list[JsonDict]:
    """What the player answers, one entry a number: ``{"field": "han"}``, ``{"field": "payments", "payer": ...}``."""
    if drill.spec.kind != "score":
        return [{"field": drill.spec.fields[0]}]
    mod = drill_module(drill.spec.game)
    out: list[JsonDict] = []
    for field in drill.spec.fields:
        for payer, _ in mod.expected(field, drill.request, drill.result):
            out.append({"field": field, "payer": payer} if payer else {"field": field})
    return out


def expected(drill: Drill) -> JsonDict:
    """The right answers, shaped as an answer is: ``{"han": 3, "payments": {"dealer": 2600, ...}}``."""
    if drill.spec.kind == "discard":
        return {"discard": [row["discard"] for row in ranked(drill.result) if row["rank"] == 1]}
    if drill.spec.kind == "value":
        from agari.drill.value import best_throws

        return {"discard": best_throws(drill.result)}
    if drill.spec.kind == "shanten":
        return {"shanten": drill.result["shanten"]}
    mod = drill_module(drill.spec.game)
    out: JsonDict = {}
    for field in drill.spec.fields:
        values = mod.expected(field, drill.request, drill.result)
        out[field] = {payer: v for payer, v in values} if values[0][0] else values[0][1]
    return out


def solution(drill: Drill) -> JsonDict:
    """Everything an answer would reveal (asked for with ``"solution": true``; never sent otherwise)."""
    return {"category": drill.category.name, "trap": drill.category.trap, "help": drill.category.help,
            "expected": expected(drill), **_details(drill, None)}


def _whole(value: object, where: str) -> int:
    """A whole number >= 0 from an answer (a number, or its digits as text)."""
    if isinstance(value, bool):
        raise DrillError(f"{where}: a whole number, not {value!r}", field="answer")
    if isinstance(value, str) and value.strip().isdigit():
        return int(value.strip())
    if isinstance(value, int) and value >= 0:
        return value
    raise DrillError(f"{where}: a whole number of 0 or more, not {value!r}", field="answer")


def read_answer(drill: Drill, answer: object) -> JsonDict:
    """The player's answer checked for shape (every field asked, whole numbers, a tile of the hand)."""
    if not isinstance(answer, Mapping):
        raise DrillError("answer: an object with the fields asked, e.g. {\"han\": 3, \"fu\": 40}", field="answer")
    kind = drill.spec.kind
    if kind in ("discard", "value"):
        if "discard" not in answer:
            raise DrillError("answer: give the tile to throw as \"discard\", e.g. {\"discard\": \"5m\"}",
                             field="answer")
        return {"discard": _throw(drill, answer["discard"])}
    if kind == "shanten":
        if "shanten" not in answer:
            raise DrillError("answer: give \"shanten\", a whole number (0: ready)", field="answer")
        return {"shanten": _whole(answer["shanten"], "shanten")}
    out: JsonDict = {}
    want = asks(drill)
    for field in drill.spec.fields:
        if field not in answer:
            raise DrillError(f"answer: {field} is missing (the drill asks {', '.join(drill.spec.fields)})",
                             field="answer")
        payers = [a["payer"] for a in want if a["field"] == field and "payer" in a]
        value = answer[field]
        if not payers:
            out[field] = _whole(value, field)
            continue
        if not isinstance(value, Mapping):
            if len(payers) == 1:
                out[field] = {payers[0]: _whole(value, field)}
                continue
            raise DrillError(f"answer: {field} is one number per payer: {', '.join(payers)}", field="answer")
        missing = [p for p in payers if p not in value]
        if missing:
            raise DrillError(f"answer: {field} lacks {', '.join(missing)} (the payers are {', '.join(payers)})",
                             field="answer")
        out[field] = {p: _whole(value[p], f"{field} {p}") for p in payers}
    return out


def _throw(drill: Drill, value: object) -> str:
    """The discard row a thrown tile names (``0p`` and ``5p`` are rows of their own only when the table has both)."""
    if not isinstance(value, str):
        raise DrillError(f"discard: a tile such as \"5m\", not {value!r}", field="answer")
    try:
        tile = Tile.parse(value.strip())
    except AgariError as exc:
        raise DrillError(f"discard: {exc.message}", field="answer") from None
    rows: list[str] = [row["discard"] for row in drill.result["discards"]]
    if str(tile) in rows:
        return str(tile)
    same = [r for r in rows if Tile.parse(r).index == tile.index]
    if len(same) == 1:
        return same[0]
    raise DrillError(f"discard: {tile} is not in the hand {drill.request['hand']}", field="answer")


def ranked(result: Mapping[str, Any]) -> list[JsonDict]:
    """The discard table, best first (lowest shanten, then most copies that help), each row with its rank (ties
    share a rank)."""
    rows = sorted(result.get("discards") or (), key=lambda r: (r["shanten"], -r["ukeire_count"]))
    out = []
    for row in rows:
        rank = 1 + sum(1 for r in rows if (r["shanten"], -r["ukeire_count"]) < (row["shanten"], -row["ukeire_count"]))
        out.append({**row, "rank": rank})
    return out


def _details(drill: Drill, given: JsonDict | None) -> JsonDict:
    """What the player reads after answering (the solution without the marks)."""
    kind = drill.spec.kind
    if kind == "score":
        return {"result": drill.result}
    if kind == "discard":
        table = ranked(drill.result)
        out: JsonDict = {"table": table, "result": drill.result}
        if given is not None:
            out["choice"] = _choice(table, given["discard"])
        return out
    if kind == "value":
        from agari.drill import value

        by_value = value.ranked(drill.result)
        out = {"table": by_value, "result": drill.result}
        if given is not None:
            out["choice"] = value.choice(by_value, given["discard"])
        return out
    result = drill.result
    forms = result.get("forms") or _fujian_forms(drill)
    form = result.get("form") or min(forms, key=lambda f: (forms[f], f != "standard"))
    return {"shanten": result["shanten"], "form": form, "form_name": FORMS.get(str(form), str(form)), "forms": forms,
            "ukeire": result.get("ukeire") or [], "ukeire_count": result.get("ukeire_count") or 0, "result": result}


def _fujian_forms(drill: Drill) -> dict[str, int]:
    """Fujian's two ways to win, each with its shanten: five sets and a pair (golds wild), and Three Golds."""
    from agari.fujian.hand import read_hand
    from agari.fujian.wilds import max_useful

    hand = read_hand(drill.request["hand"], gold=drill.request["gold"], sizes=(16,))
    k = hand.sets_needed
    return {"standard": 3 * k + 1 - max_useful(hand.suits(), k) - hand.golds, "three_golds": 2 - hand.golds}


def _choice(table: list[JsonDict], throw: str) -> JsonDict:
    """The player's throw against the best: its rank, and the tiles that help after the best throw but not after
    this one (``lost``) or the other way round (``gained``)."""
    mine = next(row for row in table if row["discard"] == throw)
    best = table[0]
    theirs = {u["tile"]: u["count"] for u in mine["ukeire"]}
    top = {u["tile"]: u["count"] for u in best["ukeire"]}
    lost = [{"tile": t, "count": n} for t, n in top.items() if t not in theirs]
    gained = [{"tile": t, "count": n} for t, n in theirs.items() if t not in top]
    return {"discard": throw, "rank": mine["rank"], "of": len(table), "shanten": mine["shanten"],
            "ukeire_count": mine["ukeire_count"], "best": [row["discard"] for row in table if row["rank"] == 1],
            "shanten_lost": mine["shanten"] - best["shanten"],
            "tiles_lost": best["ukeire_count"] - mine["ukeire_count"], "lost": lost, "gained": gained}


def check(drill: Drill, answer: object) -> JsonDict:
    """Mark a player's answer: ``right`` (every field), ``marks`` (each number given against the right one) and the
    breakdown to read (the engine's result, the ranked discard table or the shanten with its form)."""
    given = read_answer(drill, answer)
    marks: list[JsonDict] = []
    kind = drill.spec.kind
    if kind in ("discard", "value"):
        best = expected(drill)["discard"]
        marks.append({"field": "discard", "given": given["discard"], "expected": best,
                      "right": given["discard"] in best})
    elif kind == "shanten":
        marks.append({"field": "shanten", "given": given["shanten"], "expected": drill.result["shanten"],
                      "right": given["shanten"] == drill.result["shanten"]})
    else:
        mod = drill_module(drill.spec.game)
        for field in drill.spec.fields:
            for payer, value in mod.expected(field, drill.request, drill.result):
                mine = given[field][payer] if payer else given[field]
                mark: JsonDict = {"field": field, "given": mine, "expected": value, "right": mine == value}
                if payer:
                    mark = {"field": field, "payer": payer, **{k: v for k, v in mark.items() if k != "field"}}
                marks.append(mark)
    return {"right": all(m["right"] for m in marks), "marks": marks, "category": drill.category.name,
            "trap": drill.category.trap, "help": drill.category.help, **_details(drill, given)}
