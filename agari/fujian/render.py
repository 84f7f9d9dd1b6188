"""Text lines of a Fujian result for the command line (``agari --game fujian``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from agari.fujian.names import CALLS, ITEMS, REASONS, WORDS, label


def render(result: Mapping[str, Any], op: str, lang: str) -> list[str]:
    """The lines printed for a result of ``op`` in ``lang``."""
    if op == "calls":
        return _calls(result, lang)
    if op in ("analyze", "shanten"):
        return _analysis(result, lang)
    return _score(result, lang)


def _w(key: str, lang: str) -> str:
    return label(WORDS, key, lang)


def _score(r: Mapping[str, Any], lang: str) -> list[str]:
    bonus = " ".join(r["bonus"]) or _w("none", lang)
    lines = [f"{r['hand']}  {_w('gold', lang)} {r['gold']}  {_w('bonus', lang)} {bonus}  ({r['preset']})"]
    reading = r["reading"]
    if reading["standard"]:
        golds = " ".join(reading["golds"]) or _w("none", lang)
        lines.append(f"{_w('reading', lang)}: {' '.join(reading['sets'])}  {_w('pair', lang)} {reading['pair']}"
                     f"  ({_w('golds_as', lang)}: {golds})")
    for item in r["items"]:
        name = label(ITEMS, item["key"], lang)
        detail = item.get("tile") or item.get("meld") or ""
        if item["key"] == "double":
            detail = ", ".join(label(REASONS, why, lang) for why in item["why"])
        lines.append(f"  {name:<20} {detail:<28} +{item['points']}")
    lines.append(f"{_w('total', lang)} {r['total']}: {_w('each_pays', lang)} {r['total']} "
                 f"({_w('received', lang)} {r['received']})")
    return lines


def _helps(helps: list[Mapping[str, Any]]) -> str:
    return " ".join(f"{h['tile']}x{h['count']}" for h in helps)


def _analysis(r: Mapping[str, Any], lang: str) -> list[str]:
    sh = r["shanten"]
    lines = [f"{r['hand']}  {_w('shanten', lang)} {sh}" + (f" ({_w('complete', lang)})" if sh < 0 else "")]
    if r.get("ukeire"):
        lines.append(f"{_w('tiles_that_help', lang)} ({r['ukeire_count']}): {_helps(r['ukeire'])}")
    for d in r.get("discards") or []:
        lines.append(f"  {_w('discard', lang)} {d['discard']}: {_w('shanten', lang)} {d['shanten']}, "
                     f"{d['ukeire_count']}: {_helps(d['ukeire'])}")
    for w in r.get("waits") or []:
        lines.append(f"  {_w('waits', lang)} {w['tile']} ({_w('left', lang)} {w['left']}): "
                     f"{_w('ron', lang)} {w['ron']['total']}, {_w('tsumo', lang)} {w['tsumo']['total']}")
    return lines


def _calls(r: Mapping[str, Any], lang: str) -> list[str]:
    lines = [f"{r['hand']} + {r['discard']} ({r['from']})"]
    if not r["calls"]:
        lines.append(f"  {_w('calls', lang)}: {_w('none', lang)}")
    for c in r["calls"]:
        extra = f" {c['score']['total']}" if c["call"] == "win" else f" {c['meld']}"
        lines.append(f"  {label(CALLS, c['call'], lang)}{extra}")
    return lines
