"""Names a player reads: the winning conditions, waits and group kinds of Small Mahjong, in English, Japanese,
Simplified Chinese and Korean.

English names are the seed's (usumerican's Small Mahjong); Japanese ones are Riichi's yaku where one
corresponds (All Outside is 純全帯幺九: there are no honors), else plain Japanese.

>>> label("all_middles", "ja")
'断幺九'
>>> label("seven_twins")
'Seven Twins'
"""

from __future__ import annotations

CONDITION_NAMES: dict[str, dict[str, str]] = {
    "en": {
        "reach": "Reach",
        "double_reach": "Double Reach",
        "one_shot": "One Shot",
        "last_stock": "Last Stock",
        "last_discard": "Last Discard",
        "win_from_stock": "Win from Stock",
        "all_middles": "All Middles",
        "all_sequences": "All Sequences",
        "pure_double_sequences": "Pure Double Sequences",
        "mixed_triple_sequences": "Mixed Triple Sequences",
        "mixed_triple_triplets": "Mixed Triple Triplets",
        "pure_straight": "Pure Straight",
        "seven_twins": "Seven Twins",
        "all_triplets": "All Triplets",
        "three_closed_triplets": "Three Closed Triplets",
        "all_outside": "All Outside",
        "two_pure_double_sequences": "Two Pure Double Sequences",
        "full_flush": "Full Flush",
        "blessing_of_heaven": "Blessing of Heaven",
        "blessing_of_earth": "Blessing of Earth",
        "all_terminals": "All Terminals",
        "four_closed_triplets": "Four Closed Triplets",
        "nine_gates": "Nine Gates",
    },
    "ja": {
        "reach": "立直",
        "double_reach": "ダブル立直",
        "one_shot": "一発",
        "last_stock": "海底摸月",
        "last_discard": "河底撈魚",
        "win_from_stock": "門前清自摸和",
        "all_middles": "断幺九",
        "all_sequences": "平和",
        "pure_double_sequences": "一盃口",
        "mixed_triple_sequences": "三色同順",
        "mixed_triple_triplets": "三色同刻",
        "pure_straight": "一気通貫",
        "seven_twins": "七対子",
        "all_triplets": "対々和",
        "three_closed_triplets": "三暗刻",
        "all_outside": "純全帯幺九",
        "two_pure_double_sequences": "二盃口",
        "full_flush": "清一色",
        "blessing_of_heaven": "天和",
        "blessing_of_earth": "地和",
        "all_terminals": "清老頭",
        "four_closed_triplets": "四暗刻",
        "nine_gates": "九蓮宝燈",
    },
    "zh": {
        "reach": "立直",
        "double_reach": "两立直",
        "one_shot": "一发",
        "last_stock": "海底摸月",
        "last_discard": "河底捞鱼",
        "win_from_stock": "门前清自摸和",
        "all_middles": "断幺九",
        "all_sequences": "平和",
        "pure_double_sequences": "一杯口",
        "mixed_triple_sequences": "三色同顺",
        "mixed_triple_triplets": "三色同刻",
        "pure_straight": "一气通贯",
        "seven_twins": "七对子",
        "all_triplets": "对对和",
        "three_closed_triplets": "三暗刻",
        "all_outside": "纯全带幺九",
        "two_pure_double_sequences": "二杯口",
        "full_flush": "清一色",
        "blessing_of_heaven": "天和",
        "blessing_of_earth": "地和",
        "all_terminals": "清老头",
        "four_closed_triplets": "四暗刻",
        "nine_gates": "九莲宝灯",
    },
    "ko": {
        "reach": "리치",
        "double_reach": "더블 리치",
        "one_shot": "일발",
        "last_stock": "해저로월",
        "last_discard": "하저로어",
        "win_from_stock": "멘젠쯔모",
        "all_middles": "탕야오",
        "all_sequences": "핑후",
        "pure_double_sequences": "이페코",
        "mixed_triple_sequences": "삼색동순",
        "mixed_triple_triplets": "삼색동각",
        "pure_straight": "일기통관",
        "seven_twins": "치또이츠",
        "all_triplets": "또이또이",
        "three_closed_triplets": "산안커",
        "all_outside": "준찬타",
        "two_pure_double_sequences": "량페코",
        "full_flush": "청일색",
        "blessing_of_heaven": "천화",
        "blessing_of_earth": "지화",
        "all_terminals": "청노두",
        "four_closed_triplets": "스안커",
        "nine_gates": "구련보등",
    },
}
"""Condition key -> label, per language (Chinese and Korean: the names of the Riichi yaku each corresponds to,
as ``agari.riichi.names_zh`` / ``names_ko`` write them)."""

FIELD_NAMES: dict[str, dict[str, str]] = {
    "en": {"last_tile": "won on the last tile (of the stock on tsumo, the last discard on ron)",
           "first_turn": "won on the first draw (Blessing of Heaven for the dealer, else of Earth)",
           "heaven": "Blessing of Heaven: the dealer wins on the first draw",
           "earth": "Blessing of Earth: another player wins on the first draw"},
    "ja": {"last_tile": "最後の牌で和了 (ツモなら海底、ロンなら河底)",
           "first_turn": "第一ツモで和了 (親なら天和、子なら地和)",
           "heaven": "天和: 親が第一ツモで和了", "earth": "地和: 子が第一ツモで和了"},
    "zh": {"last_tile": "以最后一张和牌 (自摸为海底, 荣和为河底)",
           "first_turn": "第一摸和牌 (庄家为天和, 闲家为地和)",
           "heaven": "天和: 庄家第一摸和牌", "earth": "地和: 闲家第一摸和牌"},
    "ko": {"last_tile": "마지막 패로 화료 (쯔모면 해저, 론이면 하저)",
           "first_turn": "첫 쯔모로 화료 (친이면 천화, 자면 지화)",
           "heaven": "천화: 친이 첫 쯔모로 화료", "earth": "지화: 자가 첫 쯔모로 화료"},
}
"""The page's labels of the situation fields whose name is no condition's (the others share the condition's)."""

PRESET_LABELS: dict[str, str] = {"en": "Small Mahjong (usumerican)", "ja": "スモール麻雀 (usumerican)",
                                 "zh": "小麻将 (usumerican)", "ko": "스몰 마작 (usumerican)"}
"""The name of the one rule preset, per language (the rules are usumerican's)."""

RIICHI_YAKU: dict[str, str] = {
    "reach": "riichi", "double_reach": "double_riichi", "one_shot": "ippatsu", "last_stock": "haitei",
    "last_discard": "houtei", "win_from_stock": "menzen_tsumo", "all_middles": "tanyao", "all_sequences": "pinfu",
    "pure_double_sequences": "iipeikou", "mixed_triple_sequences": "sanshoku",
    "mixed_triple_triplets": "sanshoku_doukou", "pure_straight": "ittsu", "seven_twins": "chiitoitsu",
    "all_triplets": "toitoi", "three_closed_triplets": "sanankou", "all_outside": "junchan",
    "two_pure_double_sequences": "ryanpeikou", "full_flush": "chinitsu", "blessing_of_heaven": "tenhou",
    "blessing_of_earth": "chiihou", "all_terminals": "chinroutou", "four_closed_triplets": "suuankou",
    "nine_gates": "chuuren",
}
"""The Riichi yaku each condition corresponds to (its names in other languages can come from Riichi's tables)."""

WAIT_NAMES: dict[str, dict[str, str]] = {
    "en": {"single": "single wait", "dual_pon": "dual triplet wait", "two_sided": "two-sided wait",
           "edge": "edge wait", "closed": "closed wait"},
    "ja": {"single": "単騎待ち", "dual_pon": "双碰待ち", "two_sided": "両面待ち", "edge": "辺張待ち",
           "closed": "嵌張待ち"},
    "zh": {"single": "单骑听", "dual_pon": "双碰听", "two_sided": "两面听", "edge": "边张听", "closed": "嵌张听"},
    "ko": {"single": "단기 대기", "dual_pon": "샤보 대기", "two_sided": "양면 대기", "edge": "변짱 대기",
           "closed": "간짱 대기"},
}
"""How the winning tile completed the hand, per language."""

GROUP_NAMES: dict[str, dict[str, str]] = {
    "en": {"pair": "twins", "sequence": "sequence", "triplet": "triplet"},
    "ja": {"pair": "対子", "sequence": "順子", "triplet": "刻子"},
    "zh": {"pair": "对子", "sequence": "顺子", "triplet": "刻子"},
    "ko": {"pair": "또이츠", "sequence": "슌쯔", "triplet": "커쯔"},
}
"""Group kinds, per language (the seed calls a pair "twins")."""

LABELS: dict[str, dict[str, str]] = {
    "en": {"total": "Total", "points": "points", "each": "each other player pays",
           "discarder": "the discarder pays", "gain": "the winner gains", "not_winning": "not a winning hand",
           "shanten": "shanten", "ukeire": "tiles that help", "discards": "discards", "waits": "waits",
           "win": "win", "chosen": "(chosen)", "tsumo": "tsumo", "ron": "ron", "players": "players",
           "dealer": "dealer", "tiles": "tiles", "complete": "(complete)", "reach_assumed": "(reach assumed)"},
    "ja": {"total": "合計", "points": "点", "each": "他家各自の支払い", "discarder": "放銃者の支払い",
           "gain": "和了者の獲得", "not_winning": "和了形ではありません", "shanten": "向聴数", "ukeire": "有効牌",
           "discards": "打牌候補", "waits": "待ち", "win": "和了牌", "chosen": "（自動選択）", "tsumo": "ツモ",
           "ron": "ロン", "players": "人", "dealer": "親", "tiles": "枚", "complete": "（和了形）",
           "reach_assumed": "（立直を仮定）"},
    "zh": {"total": "合计", "points": "点", "each": "其他每家支付", "discarder": "放铳者支付",
           "gain": "和牌者获得", "not_winning": "不是和牌型", "shanten": "向听数", "ukeire": "有效牌",
           "discards": "打牌候选", "waits": "听牌", "win": "和牌", "chosen": "（自动选择）", "tsumo": "自摸",
           "ron": "荣和", "players": "人", "dealer": "庄家", "tiles": "张", "complete": "（和牌型）",
           "reach_assumed": "（假定立直）"},
    "ko": {"total": "합계", "points": "점", "each": "다른 플레이어 각자 지불", "discarder": "방총자 지불",
           "gain": "화료자 획득", "not_winning": "화료형이 아닙니다", "shanten": "샹텐", "ukeire": "유효패",
           "discards": "버림패 후보", "waits": "대기", "win": "화료패", "chosen": "(자동 선택)", "tsumo": "쯔모",
           "ron": "론", "players": "인", "dealer": "친", "tiles": "장", "complete": "(화료형)",
           "reach_assumed": "(리치 가정)"},
}
"""Words of the text output, per language."""


def label(key: str, lang: str = "en") -> str:
    """The label of a condition key in ``lang`` (English when the language has none)."""
    names = CONDITION_NAMES.get(lang, CONDITION_NAMES["en"])
    return names.get(key) or CONDITION_NAMES["en"].get(key, key)
