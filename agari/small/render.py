"""Text output of Small Mahjong results for the command line (``agari --game small``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from agari.core.columns import pad, text_width
from agari.small.names import LABELS, WAIT_NAMES, label


def _lang(lang: str) -> str:
    return lang if lang in LABELS else "en"


def _word(key: str, lang: str) -> str:
    return LABELS[_lang(lang)][key]


def _reading_line(reading: Mapping[str, Any], lang: str) -> str:
    groups = " ".join(g["tiles"] for g in reading["groups"])
    wait = WAIT_NAMES[_lang(lang)][reading["wait"]]
    return f"{groups}  ({wait})"


def render_score(result: Mapping[str, Any], lang: str = "en") -> list[str]:
    """A score: the hand, each condition with its points, the total, the payments and the reading."""
    lg = _lang(lang)
    how = _word("tsumo" if result["tsumo"] else "ron", lg)
    chosen = " " + _word("chosen", lg) if result.get("win_inferred") else ""
    players = f"{result['players']}{'' if lg == 'ja' else ' '}{_word('players', lg)}"
    out = [f"{result['hand']}  {_word('win', lg)} {result['win']}{chosen}  {how}  {players}"
           + (f"  {_word('dealer', lg)}" if result.get("dealer") else "")]
    width = max([text_width(label(i["key"], lg)) for i in result["items"]] + [text_width(_word("total", lg))]) + 2
    for item in result["items"]:
        out.append(f"  {pad(label(item['key'], lg), width)}{item['points']:>3}")
    out.append(f"  {pad(_word('total', lg), width)}{result['total']:>3} {_word('points', lg)}")
    pay = result["payments"]
    if "each" in pay:
        out.append(f"  {_word('each', lg)}: {pay['each']}")
    if "discarder" in pay:
        out.append(f"  {_word('discarder', lg)}: {pay['discarder']}")
    out.append(f"  {_word('gain', lg)}: {result['gain']}")
    out.append("  " + _reading_line(result["reading"], lg))
    return out


def render_analysis(result: Mapping[str, Any], lang: str = "en") -> list[str]:
    """An analysis: shanten, tiles that help or the discard table, and the waits with their points."""
    lg = _lang(lang)
    out = [f"{result['hand']}  {result['tiles']} {_word('tiles', lg)}  {_word('shanten', lg)} {result['shanten']}"
           + (f"  {_word('complete', lg)}" if result.get("complete") else "")]
    if result.get("ukeire") is not None:
        tiles = " ".join(f"{u['tile']}x{u['count']}" for u in result["ukeire"])
        out.append(f"  {_word('ukeire', lg)}: {tiles or '-'}  ({result['ukeire_count']})")
    for row in result.get("discards") or ():
        tiles = " ".join(f"{u['tile']}x{u['count']}" for u in row["ukeire"])
        out.append(f"  {_word('discards', lg)} {row['discard']}: {_word('shanten', lg)} {row['shanten']}, "
                   f"{tiles or '-'} ({row['ukeire_count']})")
    for w in result.get("waits") or ():
        ron = w["ron"]["total"] if w.get("ron") and w["ron"].get("ok") else "-"
        tsumo = w["tsumo"]["total"] if w["tsumo"].get("ok") else "-"
        reach = " " + _word("reach_assumed", lg) if w.get("assumed_reach") else ""
        out.append(f"  {_word('waits', lg)} {w['tile']} x{w['left']}: {_word('ron', lg)} {ron}{reach}, "
                   f"{_word('tsumo', lg)} {tsumo}")
    return out

