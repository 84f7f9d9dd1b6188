"""Names a player reads: yaku, limits, winds, waits, fu reasons -- in English, Japanese, Chinese and Korean.

Every canonical yaku name of the result format (``tests/cases/README.md``) has an
entry in ``YAKU`` with its English and Japanese label, its han (closed / open,
``None`` = closed only) and a one-line description for a reader who does not
play.  The CLI and the web page look labels up here (through ``agari.frontends.meta`` on
the page), so a name is spelled the same everywhere.  Simplified Chinese and Korean names live in
one table per language (``names_zh``, ``names_ko``), keyed like the English tables here.

>>> yaku_label("menzen_tsumo", "ja")
'門前清自摸和'
>>> limit_label("baiman")
'Baiman'
>>> yakuman_label(2, "ja")
'ダブル役満'
>>> yaku_label("tanyao", "zh"), yaku_label("pinfu", "ko")
('断幺九', '핑후')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from agari.riichi import names_ko, names_zh

Lang = Literal["en", "ja", "zh", "ko"]
"""Label language: English, Japanese, Simplified Chinese or Korean."""

LANGS: tuple[Lang, ...] = ("en", "ja", "zh", "ko")
"""Every label language, English first."""

OTHER_LANGS: dict[str, dict[str, dict[str, str]]] = {"zh": names_zh.LABELS, "ko": names_ko.LABELS}
"""The languages kept in their own table (category -> English key -> name)."""


def other_label(category: str, key: str, lang: str) -> str | None:
    """The name of ``key`` in ``category`` from the Chinese or Korean table (``None``: not one of those)."""
    table = OTHER_LANGS.get(lang)
    return None if table is None else table[category].get(key)


def other_labels(category: str, key: str) -> dict[str, str]:
    """``{"zh": ..., "ko": ...}`` of one entry (for ``meta``); a missing entry is left out."""
    out = {lang: table[category].get(key) for lang, table in OTHER_LANGS.items()}
    return {lang: text for lang, text in out.items() if text is not None}


@dataclass(frozen=True, slots=True)
class YakuInfo:
    """One yaku (or bonus count) with its labels and value."""

    name: str
    """Canonical name, as in results (``menzen_tsumo``)."""
    en: str
    """English label (romaji, the names English-speaking players use)."""
    ja: str
    """Japanese label (kanji)."""
    han_closed: int
    """Han on a closed hand; 13 for a yakuman (per multiple), 1 per count for dora/aka/ura."""
    han_open: int | None
    """Han on an open hand; ``None`` when the yaku needs a closed hand."""
    kind: Literal["yaku", "yakuman", "bonus"]
    """An ordinary yaku, a yakuman, or a bonus count (dora, aka, ura) that is not a yaku."""
    description: str
    """One line for a reader who does not play."""
    double_option: str | None = None
    """The rule option that makes this yakuman count double, if any."""

    def label(self, lang: Lang = "en") -> str:
        """The label in ``lang``."""
        return other_label("yaku", self.name, lang) or (self.ja if lang == "ja" else self.en)

    def to_dict(self) -> dict[str, object]:
        """JSON shape (for ``meta``)."""
        return {
            "name": self.name,
            "en": self.en,
            "ja": self.ja,
            **other_labels("yaku", self.name),
            "han_closed": self.han_closed,
            "han_open": self.han_open,
            "kind": self.kind,
            "description": self.description,
            "double_option": self.double_option,
        }


def _y(name: str, en: str, ja: str, closed: int, opened: int | None, description: str) -> YakuInfo:
    return YakuInfo(name, en, ja, closed, opened, "yaku", description)


def _ym(name: str, en: str, ja: str, closed_only: bool, description: str, double: str | None = None) -> YakuInfo:
    return YakuInfo(name, en, ja, 13, None if closed_only else 13, "yakuman", description, double)


_YAKU_LIST: tuple[YakuInfo, ...] = (
    # 1 han
    _y("riichi", "Riichi", "立直", 1, None, "Declared ready with a closed hand, staking 1000 points."),
    _y("ippatsu", "Ippatsu", "一発", 1, None, "Won within one go-around of declaring riichi, with no call in between."),
    _y("menzen_tsumo", "Menzen tsumo", "門前清自摸和", 1, None,
       "Won by drawing the winning tile yourself with a closed hand."),
    _y("tanyao", "Tanyao", "断幺九", 1, 1, "Only simples: suited tiles 2 to 8, no terminals or honors."),
    _y("pinfu", "Pinfu", "平和", 1, None,
       "Closed hand of four sequences and a valueless pair, won on a two-sided wait: no fu."),
    _y("iipeikou", "Iipeikou", "一盃口", 1, None, "Two identical sequences in the same suit, closed hand."),
    _y("yakuhai_haku", "Yakuhai: haku", "役牌 白", 1, 1, "A triplet or quad of white dragons."),
    _y("yakuhai_hatsu", "Yakuhai: hatsu", "役牌 發", 1, 1, "A triplet or quad of green dragons."),
    _y("yakuhai_chun", "Yakuhai: chun", "役牌 中", 1, 1, "A triplet or quad of red dragons."),
    _y("seat_wind", "Seat wind", "自風牌", 1, 1, "A triplet or quad of your own seat wind."),
    _y("round_wind", "Round wind", "場風牌", 1, 1, "A triplet or quad of the round's prevailing wind."),
    _y("rinshan", "Rinshan kaihou", "嶺上開花", 1, 1, "Won on the replacement tile drawn after declaring a kan."),
    _y("chankan", "Chankan", "槍槓", 1, 1, "Won by robbing the tile another player adds to a kan."),
    _y("haitei", "Haitei raoyue", "海底摸月", 1, 1, "Won by self-draw on the very last tile of the wall."),
    _y("houtei", "Houtei raoyui", "河底撈魚", 1, 1, "Won on the very last discard of the hand."),
    # 2 han
    _y("double_riichi", "Double riichi", "ダブル立直", 2, None, "Riichi declared on your very first discard."),
    _y("chiitoitsu", "Chiitoitsu", "七対子", 2, None, "Seven different pairs; always 25 fu."),
    _y("toitoi", "Toitoi", "対々和", 2, 2, "Four triplets or quads and a pair, no sequences."),
    _y("sanankou", "San ankou", "三暗刻", 2, 2, "Three concealed triplets or quads (not completed on a discard)."),
    _y("sanshoku", "Sanshoku doujun", "三色同順", 2, 1, "The same sequence in all three suits."),
    _y("sanshoku_doukou", "Sanshoku doukou", "三色同刻", 2, 2, "A triplet of the same number in all three suits."),
    _y("ittsu", "Ittsu", "一気通貫", 2, 1, "1-2-3, 4-5-6 and 7-8-9 in one suit (a straight)."),
    _y("chanta", "Chanta", "混全帯幺九", 2, 1,
       "Every set and the pair contain a terminal or an honor, with at least one sequence."),
    _y("sankantsu", "San kantsu", "三槓子", 2, 2, "Three quads (kans), open or closed."),
    _y("honroutou", "Honroutou", "混老頭", 2, 2, "Only terminals and honors."),
    _y("shousangen", "Shousangen", "小三元", 2, 2, "Two dragon triplets and a pair of the third dragon."),
    # 3 han
    _y("honitsu", "Honitsu", "混一色", 3, 2, "One suit plus honors."),
    _y("junchan", "Junchan", "純全帯幺九", 3, 2,
       "Every set and the pair contain a terminal (1 or 9), no honors, at least one sequence."),
    _y("ryanpeikou", "Ryanpeikou", "二盃口", 3, None, "Two iipeikou: two pairs of identical sequences, closed hand."),
    # 6 han
    _y("chinitsu", "Chinitsu", "清一色", 6, 5, "Every tile from one suit, no honors."),
    # yakuman
    _ym("tenhou", "Tenhou", "天和", True, "The dealer's starting hand is already complete."),
    _ym("chiihou", "Chiihou", "地和", True, "A non-dealer completes the hand on the first draw, before any call."),
    _y("renhou", "Renhou", "人和", 5, None,
       "A non-dealer wins on a discard before their own first draw, with no call made: no other yaku is needed. "
       "A flat mangan (shown as 5 han) or a yakuman (13) by the rules; not a yaku in most online rules."),
    _ym("kokushi", "Kokushi musou", "国士無双", True,
        "One of each terminal and honor (13 kinds) plus a pair of one of them."),
    _ym("kokushi_13", "Kokushi musou, 13-sided wait", "国士無双十三面待ち", True,
        "Kokushi waiting on all 13 kinds: the first twelve held singly and one already paired.",
        "double_kokushi_13"),
    _ym("suuankou", "Suu ankou", "四暗刻", True, "Four concealed triplets or quads."),
    _ym("suuankou_tanki", "Suu ankou tanki", "四暗刻単騎", True,
        "Four concealed triplets, won on the pair (single wait).", "double_suuankou_tanki"),
    _ym("daisangen", "Daisangen", "大三元", False, "Triplets or quads of all three dragons."),
    _ym("shousuushii", "Shousuushii", "小四喜", False, "Three wind triplets and a pair of the fourth wind."),
    _ym("daisuushii", "Daisuushii", "大四喜", False, "Triplets or quads of all four winds.", "double_daisuushii"),
    _ym("tsuuiisou", "Tsuuiisou", "字一色", False, "Only honor tiles."),
    _ym("chinroutou", "Chinroutou", "清老頭", False, "Only terminals: ones and nines."),
    _ym("ryuuiisou", "Ryuuiisou", "緑一色", False, "Only green tiles: 2, 3, 4, 6, 8 of sou and the green dragon."),
    _ym("chuuren", "Chuuren poutou", "九蓮宝燈", True, "1112345678999 in one suit plus any tile of that suit, closed."),
    _ym("junsei_chuuren", "Junsei chuuren poutou", "純正九蓮宝燈", True,
        "Chuuren poutou won on its nine-sided wait (the 13 tiles were exactly 1112345678999).",
        "double_junsei_chuuren"),
    _ym("suukantsu", "Suu kantsu", "四槓子", False, "Four quads (kans)."),
    # bonus counts: not yaku, they only add han to a hand that has a yaku
    YakuInfo("dora", "Dora", "ドラ", 1, 1, "bonus",
             "Each tile matching a dora indicator's next tile adds 1 han (not a yaku by itself)."),
    YakuInfo("aka", "Red fives", "赤ドラ", 1, 1, "bonus", "Each red five adds 1 han (not a yaku by itself)."),
    YakuInfo("ura", "Ura dora", "裏ドラ", 1, None, "bonus",
             "Dora from the indicators under the dead wall, revealed only to a riichi winner."),
    YakuInfo("kita", "Kita (North dora)", "抜きドラ", 1, 1, "bonus",
             "Three players: each North set aside (kita) adds 1 han, not a yaku by itself and not part of the hand."),
)

YAKU: dict[str, YakuInfo] = {y.name: y for y in _YAKU_LIST}
"""Every canonical yaku name (and dora, aka, ura) in display order: 1 han ... 6 han, yakuman, bonus."""

YAKUMAN_NAMES: frozenset[str] = frozenset(y.name for y in _YAKU_LIST if y.kind == "yakuman")
EXTRA_YAKU: frozenset[str] = frozenset({"renhou", "kita"})
"""Yaku beyond the canonical list of the shared case format: rule options (renhou: WRC and EMA) and the kita
count of three-player rules."""
BONUS_NAMES: frozenset[str] = frozenset(y.name for y in _YAKU_LIST if y.kind == "bonus")

LIMITS: dict[str, tuple[str, str, str]] = {
    "mangan": ("Mangan", "満貫", "5 han, or 4 han / 3 han with high fu: 2000 basic points."),
    "haneman": ("Haneman", "跳満", "6-7 han: 3000 basic points."),
    "baiman": ("Baiman", "倍満", "8-10 han: 4000 basic points."),
    "sanbaiman": ("Sanbaiman", "三倍満", "11-12 han: 6000 basic points."),
    "kazoe_yakuman": ("Kazoe yakuman", "数え役満", "13 or more han counted from ordinary yaku and dora: 8000."),
    "yakuman": ("Yakuman", "役満", "A yakuman: 8000 basic points per multiple."),
}
"""Limit names of the ``limit`` result field: (English, Japanese, what it is)."""

LIMIT_BASIC: dict[str, int] = {
    "mangan": 2000, "haneman": 3000, "baiman": 4000, "sanbaiman": 6000, "kazoe_yakuman": 8000, "yakuman": 8000,
}
"""Basic points of each limit (a yakuman: per multiple)."""

_YAKUMAN_MULTIPLE_EN = {1: "Yakuman", 2: "Double yakuman", 3: "Triple yakuman", 4: "Quadruple yakuman",
                        5: "Quintuple yakuman", 6: "Sextuple yakuman"}
_YAKUMAN_MULTIPLE_JA = {1: "役満", 2: "ダブル役満", 3: "トリプル役満"}
_YAKUMAN_ANY = {"en": "{n}x yakuman", "ja": "{n}倍役満"}

WINDS: dict[str, tuple[str, str]] = {
    "e": ("East", "東"), "s": ("South", "南"), "w": ("West", "西"), "n": ("North", "北"),
}
"""Wind letters of ``round`` and ``seat``: (English, Japanese)."""

WAITS: dict[str, tuple[str, str, str]] = {
    "ryanmen": ("Two-sided", "両面", "Two neighbours waiting on either end (23 waits on 1 or 4)."),
    "kanchan": ("Closed wait", "嵌張", "Waiting on the middle tile of a sequence (13 waits on 2)."),
    "penchan": ("Edge wait", "辺張", "12 waiting on 3, or 89 waiting on 7."),
    "shanpon": ("Dual pon", "双碰", "Two pairs, either of which becomes a triplet."),
    "tanki": ("Pair wait", "単騎", "Waiting on the tile that completes the pair."),
    "kokushi": ("Kokushi single wait", "国士無双単騎", "Kokushi waiting on the one missing kind."),
    "kokushi_13": ("Kokushi 13-sided wait", "国士無双十三面", "Kokushi holding all 13 kinds, waiting on any of them."),
}
"""Wait shapes of a reading: (English, Japanese, what it is)."""

GROUP_KINDS: dict[str, tuple[str, str]] = {
    "pair": ("Pair", "雀頭"),
    "chi": ("Chi (called sequence)", "チー"),
    "pon": ("Pon (called triplet)", "ポン"),
    "kan": ("Open kan", "明槓"),
    "ankan": ("Closed kan", "暗槓"),
    "closed_triplet": ("Concealed triplet", "暗刻"),
    "ron_triplet": ("Triplet completed by ron (scored open)", "明刻 (ロン)"),
    "kokushi": ("Thirteen orphans", "国士無双"),
    "closed_sequence": ("Concealed sequence", "順子"),
    "triplet": ("Triplet", "刻子"),
    "sequence": ("Sequence", "順子"),
}
"""Group kinds of a reading: (English, Japanese)."""

FORMS: dict[str, tuple[str, str]] = {
    "standard": ("Four sets and a pair", "一般形"),
    "chiitoitsu": ("Seven pairs", "七対子"),
    "kokushi": ("Thirteen orphans", "国士無双"),
}
"""Hand forms (reading ``form``; shanten forms): (English, Japanese)."""

FU_REASONS: tuple[tuple[str, str], ...] = (
    # (how an engine fu reason starts, Japanese); the rest of the reason (a tile, "(seat and round)") is kept
    ("base", "副底"),
    ("closed ron", "門前加符"),
    ("tsumo", "ツモ符"),
    ("chiitoitsu (always 25)", "七対子 (25符固定)"),
    ("open hand with no fu: raised to 30", "喰い平和形 (30符に切り上げ)"),
    ("kanchan wait", "嵌張待ち"),
    ("penchan wait", "辺張待ち"),
    ("tanki wait", "単騎待ち"),
    ("open triplet of simple", "明刻 中張牌"),
    ("open triplet of terminal/honor", "明刻 么九牌"),
    ("triplet completed by ron (open) of simple", "ロンで明刻扱い 中張牌"),
    ("triplet completed by ron (open) of terminal/honor", "ロンで明刻扱い 么九牌"),
    ("closed triplet of simple", "暗刻 中張牌"),
    ("closed triplet of terminal/honor", "暗刻 么九牌"),
    ("open kan of simple", "明槓 中張牌"),
    ("open kan of terminal/honor", "明槓 么九牌"),
    ("closed kan of simple", "暗槓 中張牌"),
    ("closed kan of terminal/honor", "暗槓 么九牌"),
    ("dragon pair", "役牌の雀頭"),
    ("double wind pair", "連風牌の雀頭"),
    ("seat wind pair", "自風の雀頭"),
    ("round wind pair", "場風の雀頭"),
)
"""Fu reasons (``fu_items[].reason``, English as the engine writes them) and their Japanese.

The longest matching start wins; the remainder (the tile) is kept.  Unknown reasons display as written.
"""

FU_NOTES: dict[str, str] = {"(seat and round)": "(自風・場風)"}
"""Words that may follow the tile of a fu reason, and their Japanese."""

ERRORS: dict[str, tuple[str, str]] = {
    "invalid": ("Invalid input", "入力エラー"),
    "not_winning": ("Not a winning hand", "和了形ではありません"),
    "no_yaku": ("No yaku", "役なし"),
}
"""Error kinds of a result: (English, Japanese)."""


def yaku_info(name: str) -> YakuInfo:
    """The entry of a canonical yaku name (KeyError for an unknown name)."""
    return YAKU[name]


def yaku_label(name: str, lang: Lang = "en") -> str:
    """Label of a yaku name; an unknown name is returned as written."""
    info = YAKU.get(name)
    return info.label(lang) if info else name


def limit_label(limit: str | None, lang: Lang = "en", yakuman: int = 0) -> str:
    """Label of a limit (``None`` -> ''); with ``yakuman`` > 1 the multiple is named (double, triple...)."""
    if limit is None:
        return ""
    if limit == "yakuman" and yakuman > 1:
        return yakuman_label(yakuman, lang)
    entry = LIMITS.get(limit)
    if entry is None:
        return limit
    return other_label("limits", limit, lang) or (entry[1] if lang == "ja" else entry[0])


def yakuman_label(multiple: int, lang: Lang = "en") -> str:
    """'Yakuman', 'Double yakuman', ... for a multiple of yakuman."""
    if lang in OTHER_LANGS:
        table = OTHER_LANGS[lang]["yakuman_multiple"]
        return table.get(str(multiple), table["n"].replace("{n}", str(multiple)))
    named = _YAKUMAN_MULTIPLE_JA if lang == "ja" else _YAKUMAN_MULTIPLE_EN
    return named.get(multiple, _YAKUMAN_ANY["ja" if lang == "ja" else "en"].replace("{n}", str(multiple)))


def yakuman_multiples() -> list[dict[str, str]]:
    """The named multiples of yakuman (``"1"`` .. ``"6"``) and the pattern of any other (``"n"``), per language."""
    named = [{"name": str(k), **{lang: yakuman_label(k, lang) for lang in LANGS}} for k in _YAKUMAN_MULTIPLE_EN]
    anyone = {lang: OTHER_LANGS[lang]["yakuman_multiple"]["n"] if lang in OTHER_LANGS else _YAKUMAN_ANY[lang]
              for lang in LANGS}
    return [*named, {"name": "n", **anyone}]


def wind_label(wind: str, lang: Lang = "en") -> str:
    """Label of a wind letter (e s w n)."""
    en, ja = WINDS[wind]
    return other_label("winds", wind, lang) or (ja if lang == "ja" else en)


def wait_label(wait: str, lang: Lang = "en") -> str:
    """Label of a wait shape; an unknown shape is returned as written."""
    entry = WAITS.get(wait)
    if entry is None:
        return wait
    return other_label("waits", wait, lang) or (entry[1] if lang == "ja" else entry[0])


def form_label(form: str, lang: Lang = "en") -> str:
    """Label of a hand form (``standard``, ``chiitoitsu``, ``kokushi``); an unknown form is returned as written."""
    entry = FORMS.get(form)
    if entry is None:
        return form
    return other_label("forms", form, lang) or (entry[1] if lang == "ja" else entry[0])


def fu_label(reason: str, lang: Lang = "en") -> str:
    """Label of a fu reason: the reason itself in English, translated by its start in the other languages.

    >>> fu_label("closed triplet of terminal/honor 1z", "ja")
    '暗刻 么九牌 1z'
    >>> fu_label("double wind pair 1z (seat and round)", "ko")
    '연풍패 머리 1z (자풍·장풍)'
    """
    if lang == "en":
        return reason
    best = max((start for start, _ in FU_REASONS if reason.startswith(start)), key=len, default=None)
    if best is None:
        return reason
    rest = reason[len(best):].strip()
    for note, ja in FU_NOTES.items():
        rest = rest.replace(note, other_label("fu_notes", note, lang) or ja)
    name = other_label("fu_reasons", best, lang) or dict(FU_REASONS)[best]
    return f"{name} {rest}" if rest else name


def sort_yaku(entries: list[tuple[str, int]]) -> list[tuple[str, int]]:
    """Yaku entries in display order (table order; unknown names last, by name)."""
    order = {name: i for i, name in enumerate(YAKU)}
    return sorted(entries, key=lambda e: (order.get(e[0], len(order)), e[0]))
