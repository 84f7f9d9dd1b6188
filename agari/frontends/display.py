"""Terminal rendering: tiles as Unicode mahjong glyphs (or ASCII), colour, and the score sheet.

Everything here reads the JSON shapes of ``agari.frontends.jsonapi`` (score results and
analysis results), so the command line shows exactly what ``--json`` prints.

>>> Style(unicode=True, color=False).tiles(Hand.parse("123m").concealed)
'🀇🀈🀉'
>>> Style(unicode=False, color=False).tiles(Hand.parse("123m55z").concealed)
'123m55z'
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TextIO

from agari.core.columns import pad, text_width
from agari.core.notation import Hand, Meld, MeldKind, format_tiles
from agari.core.tile import Tile, parse_tiles
from agari.frontends.words import WORDS, word
from agari.riichi import names
from agari.riichi.names import Lang

JsonDict = Mapping[str, Any]

# -- glyphs ------------------------------------------------------------------------------------------

_SUIT_BASE = (0x1F007, 0x1F019, 0x1F010)
"""First code point of each suit's run of glyphs: man 🀇, pin 🀙, sou 🀐 (Unicode orders man, sou, pin)."""
_HONOR_GLYPHS = ("\U0001f000", "\U0001f001", "\U0001f002", "\U0001f003", "\U0001f006", "\U0001f005", "\U0001f004")
"""East 🀀 South 🀁 West 🀂 North 🀃, haku 🀆, hatsu 🀅, chun 🀄."""
BACK_GLYPH = "\U0001f02b"
"""🀫 the back of a tile."""

GLYPHS: tuple[str, ...] = tuple(
    chr(_SUIT_BASE[i // 9] + i % 9) if i < 27 else _HONOR_GLYPHS[i - 27] for i in range(34)
)
"""Glyph of each tile type, by index 0..33."""

def glyph(tile: Tile) -> str:
    """The Unicode mahjong glyph of a tile (a red five shares its plain five's glyph)."""
    return GLYPHS[tile.index]


# -- colour --------------------------------------------------------------------------------------------

ANSI: dict[str, str] = {
    "title": "1",  # bold
    "dim": "2",
    "red": "31",  # red fives, errors
    "good": "32",  # points, totals
    "limit": "1;33",  # mangan, yakuman...
    "han": "36",
    "fu": "35",
    "best": "1;32",
    "bad": "1;31",
    "win": "4",  # underline the winning tile
}
"""ANSI SGR codes of each role of text."""

COLOR_CHOICES = ("auto", "always", "never")


def use_color(choice: str, stream: TextIO, environ: Mapping[str, str] | None = None) -> bool:
    """Colour or not: never with NO_COLOR set (non-empty) or ``never``; ``auto`` = only on a terminal."""
    env = os.environ if environ is None else environ
    if env.get("NO_COLOR"):
        return False
    if choice == "always":
        return True
    if choice == "never":
        return False
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty()) and env.get("TERM") != "dumb"


# -- symbols that have an ASCII spelling ----------------------------------------------------------------

_SYMBOLS: dict[str, tuple[str, str]] = {
    "arrow": ("→", "->"),
    "dot": ("·", "-"),
    "best": ("★", "*"),
    "times": ("×", "x"),
    "dash": ("—", "--"),
    "ellipsis": ("…", "..."),
}
"""Unicode symbol and its ASCII fallback, by role."""


@dataclass(frozen=True, slots=True)
class Style:
    """How to write: Unicode glyphs or ASCII notation, ANSI colour or plain."""

    unicode: bool = True
    color: bool = False
    lang: Lang = "en"

    def paint(self, text: str, role: str) -> str:
        """Wrap ``text`` in the ANSI colour of ``role`` when colour is on."""
        if not self.color or not text:
            return text
        return f"\x1b[{ANSI[role]}m{text}\x1b[0m"

    def sym(self, role: str) -> str:
        """A symbol in Unicode or its ASCII spelling."""
        uni, asc = _SYMBOLS[role]
        return uni if self.unicode else asc

    def tile(self, tile: Tile) -> str:
        """One tile: its glyph (red fives painted red) or its notation (``0m`` for a red five)."""
        text = glyph(tile) if self.unicode else str(tile)
        return self.paint(text, "red") if tile.red else text

    def tiles(self, tiles: Iterable[Tile]) -> str:
        """A run of tiles: glyphs side by side, or compact notation (``123m55z``)."""
        seq = list(tiles)
        if not self.unicode:
            text = format_tiles(seq)
            return text.replace("0", self.paint("0", "red")) if self.color else text
        return "".join(self.tile(t) for t in seq)

    def meld(self, meld: Meld) -> str:
        """A called meld in its brackets: ``(123m)`` open, ``[1111m]`` closed kan."""
        inner = self.tiles(meld.tiles)
        return f"[{inner}]" if meld.kind is MeldKind.ANKAN else f"({inner})"


def tiles_of(text: str | Sequence[str] | None) -> list[Tile]:
    """Tiles named in a JSON value: ``"58m"``, ``["5m", "8m"]`` or nothing."""
    if not text:
        return []
    if isinstance(text, str):
        return parse_tiles(text)
    out: list[Tile] = []
    for item in text:
        out.extend(parse_tiles(item))
    return out


def tile_groups(tiles: Sequence[Tile]) -> list[list[Tile]]:
    """Split sorted tiles into runs of one suit (for spacing: ``123m 456p``)."""
    groups: list[list[Tile]] = []
    for t in tiles:
        if groups and groups[-1][-1].suit == t.suit:
            groups[-1].append(t)
        else:
            groups.append([t])
    return groups


def render_hand(hand: Hand, style: Style, win: Tile | None = None) -> str:
    """The hand as a player lays it out: concealed tiles sorted, the winning tile apart, then the melds."""
    concealed = sorted(hand.concealed)
    if win is not None:
        for i, t in enumerate(concealed):
            if t == win:
                del concealed[i]
                break
        else:
            win = None
    parts = [style.tiles(g) for g in tile_groups(concealed)]
    line = " ".join(parts)
    if win is not None:
        line += "  " + style.paint(style.tile(win), "win")
    if hand.melds:
        line += "  " + " ".join(style.meld(m) for m in hand.melds)
    return line


def with_notation(line: str, notation: str, style: Style) -> str:
    """Glyphs are followed by the hand as written (it shows red fives as ``0``); ASCII is notation already."""
    return f"{line}     {style.paint(notation, 'dim')}" if style.unicode else line


# -- names ----------------------------------------------------------------------------------------------

def yaku_text(name: str, style: Style) -> str:
    """The label of a canonical yaku name in the style's language (``menzen_tsumo`` -> ``Menzen tsumo``)."""
    return names.yaku_label(name, style.lang)


def limit_text(limit: str, style: Style, yakuman: int = 0) -> str:
    """The label of a limit (``kazoe_yakuman`` -> ``Kazoe yakuman``, double yakuman named)."""
    return names.limit_label(limit, style.lang, yakuman)


def wait_text(wait: str, style: Style) -> str:
    """A wait shape: ``kanchan wait (closed wait)`` in English, ``嵌張`` in Japanese (``嵌张``, ``간짱``)."""
    label = names.wait_label(wait, style.lang)
    romaji = wait.replace("_", " ")
    if style.lang != "en" or romaji in label.lower():
        return label
    return f"{romaji} wait ({label.lower()})"


def fu_text(reason: str, style: Style) -> str:
    """The label of a fu reason, capitalised (``closed ron`` -> ``Closed ron``)."""
    label = names.fu_label(reason, style.lang)
    return label[:1].upper() + label[1:]


SHANTEN_WORDS = {-1: "complete", 0: "tenpai", 1: "iishanten", 2: "ryanshanten"}
"""The shanten numbers with a name of their own (others: ``n-shanten``)."""


def shanten_label(n: int, lang: str = "en") -> str:
    """``-1`` complete, ``0`` tenpai, ``1`` iishanten, ``n`` n-shanten."""
    key = SHANTEN_WORDS.get(n)
    return word(key, lang) if key else word("n_shanten", lang, n=n)


# -- score sheet ----------------------------------------------------------------------------------------


def _num(n: int) -> str:
    return str(n)


def payment_sentence(payments: Mapping[str, int], dealer: bool, tsumo: bool, three: bool = False,
                     lang: str = "en") -> str:
    """Who pays what, without honba: ``Dealer pays 2600, each non-dealer 1300`` (``three``: three players)."""
    if "discarder" in payments:
        return word("pay_discarder", lang, n=payments["discarder"])
    if "dealer" in payments:
        key = "pay_dealer_other" if three else "pay_dealer_each"
        return word(key, lang, d=payments["dealer"], n=payments.get("non_dealer", 0))
    if "non_dealer" in payments:
        return word("pay_both_non_dealers" if three else "pay_each_non_dealer", lang, n=payments["non_dealer"])
    return ", ".join(f"{k.replace('_', ' ')} pays {v}" for k, v in payments.items())


def _payers(payments: Mapping[str, int], three: bool = False) -> int:
    if "discarder" in payments:
        return 1
    if "dealer" in payments or "non_dealer" in payments:
        return 2 if three else 3
    return 1


def han_fu_text(result: JsonDict, style: Style) -> str:
    """``3 han 40 fu``, ``Yakuman x2`` (in another language its name: ``더블 역만``) or ``13 han (kazoe yakuman)``."""
    yakuman = int(result.get("yakuman") or 0)
    if yakuman and style.lang != "en":
        return style.paint(names.yakuman_label(yakuman, style.lang), "limit")
    if yakuman:
        mult = f" {style.sym('times')}{yakuman}" if yakuman > 1 else ""
        return style.paint(f"Yakuman{mult}", "limit")
    han = result.get("han")
    fu = result.get("fu")
    text = style.paint(word("han", style.lang, n=han), "han")
    if fu is not None:
        text += " " + style.paint(word("fu", style.lang, n=fu), "fu")
    return text


def _yaku_value(name: str, han: int, style: Style) -> str:
    if han >= 13 and name not in ("dora", "aka", "ura", "kita"):
        times = han // 13
        if style.lang != "en":
            return names.yakuman_label(times, style.lang)
        return "yakuman" + (f" {style.sym('times')}{times}" if times > 1 else "")
    return word("han", style.lang, n=han)


def render_yaku(yaku: Sequence[Sequence[Any]], style: Style, indent: str = "  ") -> list[str]:
    """One line per yaku: label on the left, han on the right."""
    rows = [(yaku_text(str(name), style), _yaku_value(str(name), int(han), style)) for name, han in yaku]
    width = max((text_width(label) for label, _ in rows), default=0)
    return [f"{indent}{pad(label, width)}  {style.paint(value, 'han')}" for label, value in rows]


def render_fu(result: JsonDict, style: Style, indent: str = "  ") -> list[str]:
    """The fu items with their reasons and the rounding."""
    items = result.get("fu_items") or []
    if not items:
        return []
    lines = [f"{indent}{int(item['fu']):>3}  {fu_text(str(item['reason']), style)}" for item in items]
    raw = result.get("fu_raw")
    fu = result.get("fu")
    if raw is not None and fu is not None and raw != fu:
        rounded = word("fu_rounded", style.lang, raw=raw, arrow=style.sym("arrow"),
                       fu=style.paint(word("fu", style.lang, n=fu), "fu"))
        lines.append(f"{indent}{'':>3}  {rounded}")
    elif fu is not None:
        lines.append(f"{indent}{'':>3}  = {style.paint(word('fu', style.lang, n=fu), 'fu')}")
    return lines


def render_dora(result: JsonDict, indicators: Mapping[str, Sequence[Tile]], style: Style) -> list[str]:
    """One line per indicator kind: the indicators, the dora they show, and what they counted."""
    counts = {"dora": int(result.get("dora") or 0), "ura": int(result.get("ura") or 0)}
    three = "kita" in result  # three players: 1m points at 9m
    lines: list[str] = []
    lang = style.lang
    for kind, label in (("dora", word("dora_label", lang)), ("ura", word("ura_label", lang))):
        shown = indicators.get(kind) or ()
        if not shown:
            continue
        pairs = " ".join(
            f"{style.tile(t)}{style.sym('arrow')}{style.tile(Tile(8) if three and t.index == 0 else t.dora())}"
            for t in shown)
        lines.append(f"  {pad(label + ':', 11)}{pairs}   {word('in_hand', lang, n=counts[kind])}")
    aka = int(result.get("aka") or 0)
    if aka:
        lines.append(f"  {pad(word('red_fives', lang) + ':', 11)}{aka}")
    kita = int(result.get("kita") or 0)
    if kita:
        lines.append(f"  {pad(word('kita_label', lang) + ':', 11)}{word('han', lang, n=kita)}")
    return lines


def render_settlement(result: JsonDict, style: Style) -> list[str]:
    """Who pays what, honba, riichi sticks and the total."""
    payments: Mapping[str, int] = result.get("payments") or {}
    dealer = bool(result.get("dealer"))
    tsumo = bool(result.get("tsumo"))
    lang = style.lang
    who = word(f"who_{'dealer' if dealer else 'non_dealer'}_{'tsumo' if tsumo else 'ron'}", lang)
    three = "kita" in result
    pao = result.get("pao")
    rest = {k: v for k, v in payments.items() if k != "pao"}
    sentence = payment_sentence(rest, dealer, tsumo, three, lang) if rest else word("pao_all", lang)
    lines = [f"  {who}: {sentence[:1].lower()}{sentence[1:]}"]
    if pao:
        seat = str(pao["seat"])
        seat_name = names.wind_label(seat, lang) if seat in names.WINDS else seat
        lines.append("  " + word("pao_line", lang, seat=seat_name, n=payments.get("pao", 0))
                     + (word("pao_honba", lang, n=pao["honba"]) if pao.get("honba") else ""))
    honba = int(result.get("honba") or 0)
    sticks = int(result.get("sticks") or 0)
    honba_points = int(result.get("honba_points") or 0)
    stick_points = int(result.get("stick_points") or 0)
    x = style.sym("times")
    if honba and pao:
        lines.append("  " + word("honba_pao", lang, x=x, n=honba, p=honba_points))
    elif honba:
        payers = _payers(payments, three)
        if payers > 1:
            lines.append("  " + word("honba_each", lang, x=x, n=honba, p=honba_points, e=honba_points // payers))
        else:
            lines.append("  " + word("honba_discarder", lang, x=x, n=honba, p=honba_points))
    if sticks:
        lines.append("  " + word("sticks", lang, x=x, n=sticks, p=stick_points))
    total = result.get("total")
    if total is not None and (honba or sticks):
        lines.append("  " + word("total_points", lang, n=style.paint(_num(int(total)), "best")))
    return lines


GROUP_BRACKETS: dict[str, tuple[str, str]] = {"chi": ("(", ")"), "pon": ("(", ")"), "kan": ("(", ")"),
                                               "ankan": ("[", "]")}
"""Declared melds keep their brackets in a reading; concealed groups have none."""


def render_reading(reading: JsonDict | None, style: Style) -> str:
    """A reading on one line: its groups, then form and wait (``123m 456p 789s 111z 22z · tanki``)."""
    if not reading:
        return ""
    parts: list[str] = []
    for group in reading.get("groups") or []:
        left, right = GROUP_BRACKETS.get(str(group.get("kind")), ("", ""))
        parts.append(f"{left}{style.tiles(tiles_of(group.get('tiles')))}{right}")
    form = str(reading.get("form") or "")
    wait = reading.get("wait")
    tail = [names.form_label(form, style.lang)] if form in names.FORMS and form != "standard" else []
    if wait:
        tail.append(wait_text(str(wait), style))
    dot = style.sym("dot")
    return " ".join(parts) + (f"  {dot}  " + f" {dot} ".join(tail) if tail else "")


def summary_line(result: JsonDict, style: Style) -> str:
    """``4 han 40 fu · Mangan · 12000 points``."""
    dot = f"  {style.sym('dot')}  "
    parts = [han_fu_text(result, style)]
    limit = result.get("limit")
    if limit and limit != "yakuman":
        parts.append(style.paint(limit_text(str(limit), style), "limit"))
    parts.append(style.paint(word("points", style.lang, n=_num(int(result.get("points") or 0))), "good"))
    return dot.join(parts)


def render_score(
    result: JsonDict,
    hand: Hand,
    style: Style,
    *,
    indicators: Mapping[str, Sequence[Tile]] | None = None,
    show_all: bool = False,
    situation: str = "",
    notation: str | None = None,
) -> str:
    """The whole score sheet of a winning hand."""
    win = Tile.parse(result["win"]) if result.get("win") else None
    out = [with_notation(render_hand(hand, style, win), notation or str(hand), style)]
    lang = style.lang
    if win is not None:
        how = word("how_tsumo" if result.get("tsumo") else "how_ron", lang)
        inferred = word("inferred", lang) if result.get("win_inferred") else ""
        # the tile's name: in English its words (``5 pin``), else its notation when glyphs stand before it
        name = f" {win.name}" if lang == "en" else f" {win}" if style.unicode else ""
        out.append(word("won_by", lang, how=how, tile=style.tile(win), name=name, inferred=inferred))
    if situation:
        out.append(style.paint(situation, "dim"))
    out.append("")
    out.append(style.paint(word("title_yaku", lang), "title"))
    out.extend(render_yaku(result.get("yaku") or [], style))
    dora_lines = render_dora(result, indicators or {}, style)
    if dora_lines:
        out.append(style.paint(word("title_dora", lang), "title"))
        out.extend(dora_lines)
    if not result.get("yakuman") and result.get("fu_items"):
        out.append(style.paint(word("title_fu", lang), "title"))
        out.extend(render_fu(result, style))
    reading_text = render_reading(result.get("reading"), style)
    if reading_text:
        out.append(style.paint(word("title_reading", lang), "title"))
        out.append("  " + reading_text)
    out.append("")
    out.append(summary_line(result, style))
    out.extend(render_settlement(result, style))
    for note in result.get("notes") or []:
        out.append(style.paint(word("note", lang, note=note), "dim"))
    if show_all:
        out.append("")
        out.extend(render_readings(result, style))
    return "\n".join(out)


def render_readings(result: JsonDict, style: Style) -> list[str]:
    """``--all``: every reading with its score, the best marked."""
    readings = result.get("readings") or []
    out = [style.paint(word("all_readings", style.lang, n=len(readings)), "title")]
    for i, r in enumerate(readings, 1):
        mark = style.paint(style.sym("best"), "best") if r.get("best") else " "
        out.append(f" {mark} {i}. {render_reading(r.get('reading'), style)}")
        if r.get("ok") is False:
            fu = word("fu", style.lang, n=r["fu"]) + ", " if r.get("fu") is not None else ""
            out.append(f"      {fu}" + style.paint(word("no_yaku", style.lang), "bad"))
            continue
        out.append(f"      {summary_line(r, style)}")
        yaku = r.get("yaku") or []
        if yaku:
            listed = ", ".join(f"{yaku_text(str(n), style)} {_yaku_value(str(n), int(h), style)}" for n, h in yaku)
            out.append(f"      {listed}")
    return out


# -- analysis -------------------------------------------------------------------------------------------


def _ukeire_list(items: Sequence[JsonDict], style: Style) -> str:
    """``🀊×4 🀋×3`` (``4mx4 5mx3`` in ASCII): each tile and the copies left."""
    return " ".join(f"{style.tile(Tile.parse(str(u['tile'])))}{style.sym('times')}{u['count']}" for u in items)


def _tile_cell(text: str, style: Style) -> str:
    """A tile as a table cell: ``🀘 9s`` or ``9s``."""
    tile = Tile.parse(text)
    return f"{style.tile(tile)} {tile}" if style.unicode else str(tile)


def render_shanten(result: JsonDict, style: Style) -> str:
    """``Shanten: 1 — 1-shanten (iishanten)  (standard 1, chiitoitsu 3, kokushi 9)``."""
    shanten = int(result.get("shanten", 0))
    forms = result.get("forms") or {}
    lang = style.lang
    form_text = ", ".join(f"{name if lang == 'en' else names.form_label(name, lang)} {value}"
                          for name, value in forms.items() if value is not None)
    line = word("shanten_line", lang, n=style.paint(str(shanten), "han"), dash=style.sym("dash"),
                label=shanten_label(shanten, lang))
    return line + (f"  ({form_text})" if form_text else "")


def render_discards(rows: Sequence[JsonDict], style: Style) -> list[str]:
    """The what-to-discard table, best first: shanten after the discard, tiles accepted and which."""
    width = 7
    lang = style.lang
    header = (f"{pad(word('col_discard', lang), width)}  {pad(word('col_shanten', lang), 7)}  "
              f"{pad(word('col_ukeire', lang), 6)}  {word('col_accepts', lang)}")
    out = [style.paint(header, "title")]
    for row in rows:
        cell = pad(_tile_cell(str(row["discard"]), style), width)
        out.append(f"{cell}  {int(row['shanten']):>7}  {int(row.get('ukeire_count') or 0):>6}  "
                   f"{_ukeire_list(row.get('ukeire') or [], style)}")
    return out


def render_analysis(
    result: JsonDict, hand: Hand, style: Style, sections: Sequence[str], *, notation: str | None = None
) -> str:
    """Shanten, ukeire, the discard table and the waits, as asked by ``sections``."""
    out = [with_notation(render_hand(hand, style), notation or str(hand), style), render_shanten(result, style)]
    shanten = int(result.get("shanten", 0))
    lang = style.lang
    if result.get("complete"):
        out.append(word("complete_note", lang))
    missing = int(result.get("missing") or 0)
    if result.get("partial"):
        out.append(word("partial_note", lang, tiles=result.get("tiles"), missing=missing))
    ukeire = result.get("ukeire")
    discards = result.get("discards")
    if "ukeire" in sections and ukeire is not None:
        count = int(result.get("ukeire_count") or 0)
        out.append(word("ukeire_line", lang, count=style.paint(str(count), "good"), k=len(ukeire),
                        ts="" if count == 1 else "s", s="" if len(ukeire) == 1 else "s"))
        if ukeire:
            out.append("  " + _ukeire_list(ukeire, style))
    if ("discards" in sections or ("ukeire" in sections and ukeire is None)) and discards:
        out.extend(render_discards(discards, style))
    elif "discards" in sections and result.get("partial"):
        out.append(word("no_discards_partial", lang))
    elif "discards" in sections:
        out.append(word("no_discards", lang))
    if "waits" in sections:
        waits = result.get("waits")
        if waits:
            out.append(style.paint(word("title_waits", lang), "title"))
            for w in waits:
                out.extend(_render_wait(w, style))
        elif waits is None:
            out.append(word("waits_for_13", lang))
        elif result.get("partial"):
            out.append(word("no_waits_partial", lang, n=missing, s="" if missing == 1 else "s",
                            label=shanten_label(shanten, lang)))
        else:
            out.append(word("no_waits", lang, label=shanten_label(shanten, lang)))
    return "\n".join(out)


def _wait_score(res: JsonDict | None, style: Style) -> str:
    if not res:
        return "-"
    if not res.get("ok"):
        error = str(res.get("error") or "no win")
        text = word(error, style.lang) if error in WORDS else error.replace("_", " ")
        return style.paint(text, "bad")
    limit = res.get("limit")
    named = f", {style.paint(limit_text(str(limit), style), 'limit')}" if limit and limit != "yakuman" else ""
    return f"{han_fu_text(res, style)}{named}, {style.paint(_num(int(res.get('points') or 0)), 'good')}"


def _render_wait(w: JsonDict, style: Style) -> list[str]:
    tile = Tile.parse(str(w["tile"]))
    lang = style.lang
    furiten = "  " + style.paint(word("furiten", lang), "bad") if w.get("furiten") else ""
    name = f" ({tile.name})" if lang == "en" else ""
    return [
        f"  {_tile_cell(str(tile), style)}{name}: {word('left', lang, n=w.get('left', '?'))}{furiten}",
        f"      {word('how_ron', lang)}: {_wait_score(w.get('ron'), style)}   "
        f"{word('how_tsumo', lang)}: {_wait_score(w.get('tsumo'), style)}",
    ]
