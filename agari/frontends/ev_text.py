"""The terminal's expected values (``agari HAND --ev``): the discard table with tenpai %, win % and expected
points at the hand's turn, and a compact chart of the win chance turn by turn for the best discards."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from agari.core.columns import pad
from agari.core.notation import Hand
from agari.frontends.display import Style, render_hand, with_notation
from agari.frontends.words import word

JsonDict = dict[str, Any]

CHART_LINES = 3
"""How many discards the turn chart draws (the best by expected points)."""
BARS = "▁▂▃▄▅▆▇█"
"""The chart's eight heights (a value of 0 is a space)."""
ASCII_BARS = "_.-:=+*#"
"""The same with --ascii."""


def percent(p: float) -> str:
    """A chance as a percentage with one decimal: ``45.3%``."""
    return f"{100 * p:.1f}%"


def points(x: float) -> str:
    """Expected points, rounded to the point."""
    return str(round(x))


def _tile_cell(code: str, style: Style) -> str:
    from agari.core.tile import Tile

    tile = Tile.parse(code)
    return f"{style.tile(tile)} {code}" if style.unicode else code


def _options_text(result: Mapping[str, Any], lang: str) -> str:
    options = result.get("options") or {}

    def on(name: str) -> str:
        return word("ev_on" if options.get(name, True) else "ev_off", lang)

    wall = "ev_wall_real" if options.get("wall") == "real" else "ev_wall_reference"
    return word("ev_options", lang, sd=on("shanten_down"), tg=on("tegawari"), ura=on("uradora"), wall=word(wall, lang))


def spark(values: Sequence[float], top: float, style: Style) -> str:
    """One character per turn, its height the value's share of ``top`` (the chart's highest value)."""
    bars = BARS if style.unicode else ASCII_BARS
    out = []
    for v in values:
        if v <= 0 or top <= 0:
            out.append(" ")
        else:
            out.append(bars[min(len(bars) - 1, int(v / top * len(bars) - 1e-9))])
    return "".join(out)


def render_table(rows: Sequence[JsonDict], style: Style) -> list[str]:
    """The discard table, best expected points first: shanten and ukeire after the discard, and at the turn
    its tenpai chance, win chance and expected points."""
    lang = style.lang
    width = 7
    header = (f"{pad(word('col_discard', lang), width)}  {pad(word('col_shanten', lang), 7)}  "
              f"{pad(word('col_ukeire', lang), 6)}  {pad(word('col_tenpai', lang), 7)}  "
              f"{pad(word('col_win', lang), 7)}  {word('col_score', lang)}")
    out = [style.paint(header, "title")]
    for row in rows:
        cell = pad(_tile_cell(str(row["discard"]), style), width)
        out.append(f"{cell}  {int(row['shanten']):>7}  {int(row.get('ukeire_count') or 0):>6}  "
                   f"{percent(float(row['tenpai'][0])):>7}  {percent(float(row['win'][0])):>7}  "
                   + style.paint(f"{points(float(row['score'][0])):>8}", "good"))
    return out


def render_chart(rows: Sequence[JsonDict], turn: int, last: int, style: Style) -> list[str]:
    """The win chance by turn of the best few discards: a line of bars each, from the turn to the last."""
    best = list(rows[:CHART_LINES])
    if not best:
        return []
    top = max((float(v) for row in best for v in row["win"]), default=0.0)
    out = [style.paint(word("ev_chart", style.lang, n=len(best), turn=turn, last=last), "title")]
    for row in best:
        wins = [float(v) for v in row["win"]]
        out.append(f"  {pad(_tile_cell(str(row['discard']), style), 7)}  {spark(wins, top, style)}  "
                   f"{percent(wins[0])} → {percent(wins[-1])}")
    return out


def render_expected(result: JsonDict, hand: Hand, style: Style, *, notation: str | None = None) -> str:
    """The op ``expected``'s answer for the terminal: the hand, a title line with the options, then the discard
    table and the turn chart (14 tiles) or the hand's own figures (13 tiles)."""
    lang = style.lang
    turn = int(result.get("turn", 0))
    last = int(result.get("t_max", turn))
    out = [with_notation(render_hand(hand, style), notation or str(hand), style),
           word("ev_title", lang, turn=turn, last=last, wall=result.get("wall", "?"),
                options=_options_text(result, lang))]
    rows = result.get("discards") or []
    value = result.get("hand_value")
    if rows:
        out.extend(render_table(rows, style))
        out.extend(render_chart(rows, turn, last, style))
    elif isinstance(value, Mapping):
        out.append(word("ev_hand_value", lang, tenpai=percent(float(value["tenpai"][0])),
                        win=percent(float(value["win"][0])), score=points(float(value["score"][0]))))
        wins = [float(v) for v in value["win"]]
        out.append(f"  {spark(wins, max(wins, default=0.0), style)}  {percent(wins[0])} → {percent(wins[-1])}")
    if result.get("searched") is not None:
        out.append(style.paint(word("ev_searched", lang, n=result["searched"]), "dim"))
    return "\n".join(out)
