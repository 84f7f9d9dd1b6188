"""Riichi names in Simplified Chinese: yaku, limits, winds, waits, groups, forms, fu reasons, errors, options.

One table, keyed like the English ones of ``agari.riichi.names`` (and the rule options of
``agari.riichi.meta``); the names are those Chinese-speaking riichi players use (立直, 断幺九, 平和).
``tests/test_names.py`` checks that every English key has its entry here.
"""

from __future__ import annotations

LABELS: dict[str, dict[str, str]] = {
    "yaku": {
        "kita": "拔北宝牌",
        "riichi": "立直", "ippatsu": "一发", "menzen_tsumo": "门前清自摸和", "tanyao": "断幺九", "pinfu": "平和",
        "iipeikou": "一杯口", "yakuhai_haku": "役牌 白", "yakuhai_hatsu": "役牌 发", "yakuhai_chun": "役牌 中",
        "seat_wind": "自风牌", "round_wind": "场风牌", "rinshan": "岭上开花", "chankan": "抢杠",
        "haitei": "海底摸月", "houtei": "河底捞鱼", "double_riichi": "两立直", "chiitoitsu": "七对子",
        "toitoi": "对对和", "sanankou": "三暗刻", "sanshoku": "三色同顺", "sanshoku_doukou": "三色同刻",
        "ittsu": "一气通贯", "chanta": "混全带幺九", "sankantsu": "三杠子", "honroutou": "混老头",
        "shousangen": "小三元", "honitsu": "混一色", "junchan": "纯全带幺九", "ryanpeikou": "二杯口",
        "chinitsu": "清一色", "tenhou": "天和", "chiihou": "地和", "renhou": "人和", "kokushi": "国士无双",
        "kokushi_13": "国士无双十三面", "suuankou": "四暗刻", "suuankou_tanki": "四暗刻单骑", "daisangen": "大三元",
        "shousuushii": "小四喜", "daisuushii": "大四喜", "tsuuiisou": "字一色", "chinroutou": "清老头",
        "ryuuiisou": "绿一色", "chuuren": "九莲宝灯", "junsei_chuuren": "纯正九莲宝灯", "suukantsu": "四杠子",
        "dora": "宝牌", "aka": "赤宝牌", "ura": "里宝牌",
    },
    "limits": {
        "mangan": "满贯", "haneman": "跳满", "baiman": "倍满", "sanbaiman": "三倍满", "kazoe_yakuman": "累计役满",
        "yakuman": "役满",
    },
    "yakuman_multiple": {"1": "役满", "2": "两倍役满", "3": "三倍役满", "n": "{n}倍役满"},
    "winds": {"e": "东", "s": "南", "w": "西", "n": "北"},
    "waits": {
        "ryanmen": "两面", "kanchan": "嵌张", "penchan": "边张", "shanpon": "双碰", "tanki": "单骑",
        "kokushi": "国士无双单骑", "kokushi_13": "国士无双十三面",
    },
    "groups": {
        "pair": "雀头", "chi": "吃", "pon": "碰", "kan": "明杠", "ankan": "暗杠", "closed_triplet": "暗刻",
        "ron_triplet": "明刻 (荣和)", "kokushi": "国士无双", "closed_sequence": "顺子", "triplet": "刻子",
        "sequence": "顺子",
    },
    "forms": {"standard": "一般形", "chiitoitsu": "七对子", "kokushi": "国士无双"},
    "fu_reasons": {
        "base": "底符", "closed ron": "门清荣和", "tsumo": "自摸符", "chiitoitsu (always 25)": "七对子 (固定25符)",
        "open hand with no fu: raised to 30": "副露平和形 (进位至30符)", "kanchan wait": "嵌张听牌",
        "penchan wait": "边张听牌", "tanki wait": "单骑听牌", "open triplet of simple": "明刻 中张牌",
        "open triplet of terminal/honor": "明刻 幺九牌",
        "triplet completed by ron (open) of simple": "荣和成刻 (算明刻) 中张牌",
        "triplet completed by ron (open) of terminal/honor": "荣和成刻 (算明刻) 幺九牌",
        "closed triplet of simple": "暗刻 中张牌", "closed triplet of terminal/honor": "暗刻 幺九牌",
        "open kan of simple": "明杠 中张牌", "open kan of terminal/honor": "明杠 幺九牌",
        "closed kan of simple": "暗杠 中张牌", "closed kan of terminal/honor": "暗杠 幺九牌",
        "dragon pair": "三元牌雀头", "double wind pair": "连风牌雀头", "seat wind pair": "自风雀头",
        "round wind pair": "场风雀头",
    },
    "fu_notes": {"(seat and round)": "(自风、场风)"},
    "errors": {"invalid": "输入错误", "not_winning": "不是和牌型", "no_yaku": "无役"},
    "options": {
        "players": "人数: 3 = 三人麻将 (无二万至八万, 无吃, 无北家, 北牌拔出作宝牌)",
        "tsumo_loss": "三麻自摸损 (关闭时两家平分北家的份额)",
        "honba_tsumo_each": "三麻自摸时每本场两家各付的点数",
        "kita_value": "三麻每张拔北的宝牌数 (宝牌指示牌指向北时再加)",
        "kita_interrupts": "三麻拔北如同鸣牌: 消除一发、两立直、天和、地和、九种九牌",
        "kita_rinshan": "三麻拔北后以岭上补牌和了算岭上开花",
        "pao_suukantsu": "四杠子也适用包牌 (大三元, 大四喜之外)",
        "nagashi_honba": "流局满贯也收本场",
        "red_fives": "每种花色的赤五张数 (0 = 无赤宝牌)",
        "open_tanyao": "食断 (副露后断幺九仍成立)",
        "double_wind_pair_fu": "连风牌雀头的符数 (4符或2符)",
        "rinshan_tsumo_fu": "岭上开花也计自摸符2符",
        "kiriage": "切上满贯 (4番30符、3番60符算满贯)",
        "kazoe_yakuman": "累计役满 (13番以上算役满; 否则为三倍满)",
        "double_kokushi_13": "国士无双十三面算两倍役满",
        "double_suuankou_tanki": "四暗刻单骑算两倍役满",
        "double_junsei_chuuren": "纯正九莲宝灯算两倍役满",
        "double_daisuushii": "大四喜算两倍役满",
        "yakuman_stacking": "役满可复合 (两倍、三倍…); 否则最多一倍役满",
        "ryuuiisou_needs_hatsu": "绿一色必须有发",
        "honba_value": "每本场的点数 (荣和时; 自摸时每家付三分之一)",
        "renhou": "人和 (闲家第一次摸牌前荣和): 无、满贯、役满",
    },
}
"""Each category (``yaku``, ``limits``, ...) maps the English table's key to its Chinese name."""
