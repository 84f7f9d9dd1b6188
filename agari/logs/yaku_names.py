"""Yaku names as logs write them -> agari's canonical names.

Tenhou writes Japanese names (``断幺九``); the Mahjong Soul converters that write Tenhou's format write the
names of Mahjong Soul's English client (``All Simples``).  Each entry of the log is ``NAME(N飜)`` or
``NAME(役満)``; wind yaku carry the wind (``自風 南``, ``場風 東``).
"""

from __future__ import annotations

TENHOU: dict[str, str] = {
    "門前清自摸和": "menzen_tsumo", "立直": "riichi", "一発": "ippatsu", "槍槓": "chankan", "嶺上開花": "rinshan",
    "海底摸月": "haitei", "河底撈魚": "houtei", "平和": "pinfu", "断幺九": "tanyao", "一盃口": "iipeikou",
    "自風 東": "seat_wind", "自風 南": "seat_wind", "自風 西": "seat_wind", "自風 北": "seat_wind",
    "場風 東": "round_wind", "場風 南": "round_wind", "場風 西": "round_wind", "場風 北": "round_wind",
    "役牌 白": "yakuhai_haku", "役牌 發": "yakuhai_hatsu", "役牌 中": "yakuhai_chun", "両立直": "double_riichi",
    "七対子": "chiitoitsu", "混全帯幺九": "chanta", "一気通貫": "ittsu", "三色同順": "sanshoku",
    "三色同刻": "sanshoku_doukou", "三槓子": "sankantsu", "対々和": "toitoi", "三暗刻": "sanankou",
    "小三元": "shousangen", "混老頭": "honroutou", "二盃口": "ryanpeikou", "純全帯幺九": "junchan",
    "混一色": "honitsu", "清一色": "chinitsu", "人和": "renhou", "天和": "tenhou", "地和": "chiihou",
    "大三元": "daisangen", "四暗刻": "suuankou", "四暗刻単騎": "suuankou_tanki", "字一色": "tsuuiisou",
    "緑一色": "ryuuiisou", "清老頭": "chinroutou", "九蓮宝燈": "chuuren", "純正九蓮宝燈": "junsei_chuuren",
    "国士無双": "kokushi", "国士無双１３面": "kokushi_13", "国士無双13面": "kokushi_13", "大四喜": "daisuushii",
    "小四喜": "shousuushii", "四槓子": "suukantsu", "ドラ": "dora", "裏ドラ": "ura", "赤ドラ": "aka",
    "抜きドラ": "kita", "北ドラ": "kita",
}
"""Tenhou's names (those of its viewer and its JSON export)."""

ENGLISH: dict[str, str] = {
    "fully concealed hand": "menzen_tsumo", "menzen tsumo": "menzen_tsumo", "self-draw": "menzen_tsumo",
    "riichi": "riichi", "ippatsu": "ippatsu", "robbing a kan": "chankan", "chankan": "chankan",
    "after a kan": "rinshan", "rinshan kaihou": "rinshan", "under the sea": "haitei", "haitei raoyue": "haitei",
    "under the river": "houtei", "houtei raoyui": "houtei", "pinfu": "pinfu", "all simples": "tanyao",
    "tanyao": "tanyao", "pure double sequence": "iipeikou", "iipeikou": "iipeikou",
    "seat wind": "seat_wind", "seat wind east": "seat_wind", "seat wind south": "seat_wind",
    "seat wind west": "seat_wind", "seat wind north": "seat_wind", "prevalent wind": "round_wind",
    "prevalent wind east": "round_wind", "prevalent wind south": "round_wind", "prevalent wind west": "round_wind",
    "prevalent wind north": "round_wind", "round wind": "round_wind",
    "white dragon": "yakuhai_haku", "green dragon": "yakuhai_hatsu", "red dragon": "yakuhai_chun",
    "haku": "yakuhai_haku", "hatsu": "yakuhai_hatsu", "chun": "yakuhai_chun",
    "double riichi": "double_riichi", "seven pairs": "chiitoitsu", "chiitoitsu": "chiitoitsu",
    "half outside hand": "chanta", "chanta": "chanta", "pure straight": "ittsu", "ittsu": "ittsu",
    "mixed triple sequence": "sanshoku", "sanshoku": "sanshoku", "triple triplets": "sanshoku_doukou",
    "three quads": "sankantsu", "all triplets": "toitoi", "toitoi": "toitoi", "three concealed triplets": "sanankou",
    "little three dragons": "shousangen", "all terminals and honors": "honroutou",
    "twice pure double sequence": "ryanpeikou", "fully outside hand": "junchan", "junchan": "junchan",
    "half flush": "honitsu", "honitsu": "honitsu", "full flush": "chinitsu", "chinitsu": "chinitsu",
    "blessing of man": "renhou", "blessing of heaven": "tenhou", "blessing of earth": "chiihou",
    "big three dragons": "daisangen", "four concealed triplets": "suuankou",
    "single-wait four concealed triplets": "suuankou_tanki", "four concealed triplets single wait": "suuankou_tanki",
    "all honors": "tsuuiisou", "all green": "ryuuiisou", "all terminals": "chinroutou", "nine gates": "chuuren",
    "true nine gates": "junsei_chuuren", "pure nine gates": "junsei_chuuren", "thirteen orphans": "kokushi",
    "thirteen-wait thirteen orphans": "kokushi_13", "thirteen orphans 13-sided wait": "kokushi_13",
    "big four winds": "daisuushii", "little four winds": "shousuushii", "four big winds": "daisuushii",
    "four little winds": "shousuushii", "four quads": "suukantsu", "hand of man": "renhou",
    "dora": "dora", "ura dora": "ura", "red five": "aka", "red dora": "aka", "aka dora": "aka", "kita": "kita",
    "north dora": "kita", "nukidora": "kita",
}
"""Mahjong Soul's English client names (and common romaji), lower case, ``:`` and ``(..)`` taken out."""


_VARIANTS = str.maketrans({"么": "幺", "灯": "燈", "発": "發", "：": "", ":": "", " ": "", "　": "", "・": ""})
"""Spellings that differ between sites (Mahjong Soul's Japanese names, simplified forms) -> Tenhou's."""

JAPANESE: dict[str, str] = {key.translate(_VARIANTS): value for key, value in TENHOU.items()}
JAPANESE.update({
    "白": "yakuhai_haku", "發": "yakuhai_hatsu", "中": "yakuhai_chun", "ダブル立直": "double_riichi",
    "ダブルリーチ": "double_riichi", "国士無双十三面": "kokushi_13", "国士無双十三面待ち": "kokushi_13",
    "四暗刻単騎待ち": "suuankou_tanki", "純正九蓮": "junsei_chuuren", "拔北宝牌": "kita", "抜北宝牌": "kita",
    "北抜き": "kita", "宝牌": "dora", "赤宝牌": "aka", "里宝牌": "ura", "自風東": "seat_wind", "自風南": "seat_wind",
    "自風西": "seat_wind", "自風北": "seat_wind", "場風東": "round_wind", "場風南": "round_wind",
    "場風西": "round_wind", "場風北": "round_wind", "役牌自風牌": "seat_wind", "役牌場風牌": "round_wind",
})
"""Japanese names with the spelling variants folded (``混全帯么九``, ``役牌:白``, ``役牌 白``)."""


def canonical(name: str) -> str | None:
    """The canonical yaku name of a log's name, or None when it is not known."""
    found = TENHOU.get(name.strip()) or JAPANESE.get(name.translate(_VARIANTS))
    if found is not None:
        return found
    key = " ".join(name.replace(":", " ").replace("_", " ").lower().split())
    return ENGLISH.get(key)

MJAI: dict[str, str] = {
    "menzenchin_tsumoho": "menzen_tsumo", "reach": "riichi", "ippatsu": "ippatsu", "chankan": "chankan",
    "rinshankaiho": "rinshan", "haiteiraoyue": "haitei", "hoteiraoyui": "houtei", "pinfu": "pinfu",
    "tanyaochu": "tanyao", "ipeko": "iipeikou", "jikaze": "seat_wind", "bakaze": "round_wind",
    "haku": "yakuhai_haku", "hatsu": "yakuhai_hatsu", "chun": "yakuhai_chun", "double_reach": "double_riichi",
    "chitoitsu": "chiitoitsu", "honchantaiyao": "chanta", "ikkitsukan": "ittsu", "sanshokudojun": "sanshoku",
    "sanshokudoko": "sanshoku_doukou", "sankantsu": "sankantsu", "toitoiho": "toitoi", "sananko": "sanankou",
    "shosangen": "shousangen", "honroto": "honroutou", "ryanpeko": "ryanpeikou", "junchantaiyao": "junchan",
    "honiso": "honitsu", "chiniso": "chinitsu", "renho": "renhou", "tenho": "tenhou", "chiho": "chiihou",
    "daisangen": "daisangen", "suanko": "suuankou", "suanko_tanki": "suuankou_tanki", "tsuiso": "tsuuiisou",
    "ryuiso": "ryuuiisou", "chinroto": "chinroutou", "churenpoton": "chuuren", "junsei_churenpoton": "junsei_chuuren",
    "kokushimuso": "kokushi", "kokushimuso_juusanmen": "kokushi_13", "daisushi": "daisuushii",
    "shosushi": "shousuushii", "sukantsu": "suukantsu", "dora": "dora", "uradora": "ura", "akadora": "aka",
    "nukidora": "kita",
}
"""mjai's yaku names (the original mjai's, which its descendants keep)."""


def mjai_canonical(name: str) -> str | None:
    """The canonical name of an mjai yaku name (or of a Tenhou or English one), else None."""
    return MJAI.get(name.strip().lower()) or canonical(name)

TENHOU_IDS: tuple[str, ...] = (
    "門前清自摸和", "立直", "一発", "槍槓", "嶺上開花", "海底摸月", "河底撈魚", "平和", "断幺九", "一盃口",
    "自風 東", "自風 南", "自風 西", "自風 北", "場風 東", "場風 南", "場風 西", "場風 北",
    "役牌 白", "役牌 發", "役牌 中", "両立直", "七対子", "混全帯幺九", "一気通貫", "三色同順", "三色同刻",
    "三槓子", "対々和", "三暗刻", "小三元", "混老頭", "二盃口", "純全帯幺九", "混一色", "清一色",
    "人和", "天和", "地和", "大三元", "四暗刻", "四暗刻単騎", "字一色", "緑一色", "清老頭", "九蓮宝燈",
    "純正九蓮宝燈", "国士無双", "国士無双１３面", "大四喜", "小四喜", "四槓子", "ドラ", "裏ドラ", "赤ドラ",
)
"""Tenhou's yaku ids (mjlog ``AGARI`` ``yaku``/``yakuman``), by id 0-54, as Tenhou's names: 0-35 the yaku,
36-51 the yakuman, 52 dora (kita included in three-player), 53 ura, 54 red fives."""


def tenhou_id_canonical(yaku_id: int) -> str | None:
    """The canonical name of a Tenhou yaku id, or None for an id out of the table."""
    if 0 <= yaku_id < len(TENHOU_IDS):
        return TENHOU.get(TENHOU_IDS[yaku_id])
    return None
