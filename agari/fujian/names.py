"""Names of Fujian's breakdown items, calls, presets and options: English, Japanese, Chinese (Korean for the
breakdown, reasons, calls and payers)."""

from __future__ import annotations

ITEMS: dict[str, dict[str, str]] = {
    "base": {"en": "Base", "ja": "基本点", "zh": "底分", "ko": "기본점"},
    "bonus_tile": {"en": "Bonus tile", "ja": "花牌", "zh": "花牌", "ko": "꽃패"},
    "gold": {"en": "Gold", "ja": "金", "zh": "金", "ko": "금"},
    "concealed_kong": {"en": "Concealed kong", "ja": "暗槓", "zh": "暗杠", "ko": "암깡"},
    "exposed_kong": {"en": "Exposed kong", "ja": "明槓", "zh": "明杠", "ko": "명깡"},
    "dealer_streak": {"en": "Dealer streak", "ja": "連荘", "zh": "连庄", "ko": "연장"},
    "double": {"en": "×2", "ja": "×2", "zh": "×2", "ko": "×2"},
    "three_golds": {"en": "Three Golds", "ja": "三金倒", "zh": "三金倒", "ko": "삼금도"},
    "robbing_the_gold": {"en": "Robbing the Gold", "ja": "搶金", "zh": "抢金", "ko": "창금"},
    "golden_pair": {"en": "Golden Pair", "ja": "金雀", "zh": "金雀", "ko": "금 머리"},
    "all_one_suit": {"en": "All One Suit", "ja": "清一色", "zh": "清一色", "ko": "청일색"},
    "no_bonus_no_kong": {"en": "No Bonus / No Kong", "ja": "平胡 (花なし槓なし)", "zh": "平胡",
                         "ko": "평호 (꽃 없음, 깡 없음)"},
}
"""Each breakdown item key by language."""

REASONS: dict[str, dict[str, str]] = {
    "self_draw": {"en": "self-draw", "ja": "自摸", "zh": "自摸", "ko": "쯔모"},
    "three_golds": {"en": "Three Golds counts as self-drawn", "ja": "三金倒は自摸扱い", "zh": "三金倒算自摸",
                    "ko": "삼금도는 쯔모로 침"},
    "robbing_the_gold": {"en": "Robbing the Gold counts as self-drawn", "ja": "搶金は自摸扱い",
                         "zh": "抢金算自摸", "ko": "창금은 쯔모로 침"},
    "special": {"en": "a special bonus", "ja": "特別役あり", "zh": "有特殊奖励", "ko": "특별 보너스"},
}
"""Why the non-special points doubled."""

CALLS: dict[str, dict[str, str]] = {
    "win": {"en": "Win", "ja": "和了", "zh": "胡", "ko": "화료"},
    "kong": {"en": "Kong", "ja": "槓", "zh": "杠", "ko": "깡"},
    "pung": {"en": "Pung", "ja": "ポン", "zh": "碰", "ko": "펑"},
    "chow": {"en": "Chow", "ja": "チー", "zh": "吃", "ko": "치"},
}

FIELDS: dict[str, dict[str, str]] = {
    "bonus": {"en": "bonus tiles set aside: winds 1z-4z, red dragon 7z", "ja": "脇に置いた花牌: 風牌 1z〜4z、中 7z",
              "zh": "放在一边的花牌: 风牌 1z–4z, 红中 7z", "ko": "옆에 둔 꽃패: 풍패 1z–4z, 중 7z"},
    "streak": {"en": "dealer streak N (counts under fuzhou)", "ja": "連荘数 N (福州ルールで加算)",
               "zh": "连庄数 N (福州规则计分)", "ko": "연장 수 N (푸저우 규칙에서 계산)"},
    "rob_gold": {"en": "Robbing the Gold: won on the revealed gold at the start",
                 "ja": "搶金: 開始時に表向きになった金で和了", "zh": "抢金: 以开局翻出的金牌和牌",
                 "ko": "창금: 시작할 때 뒤집힌 금으로 화료"},
    "discard": {"en": "list the legal calls on this discarded tile", "ja": "この捨て牌でできる鳴き",
                "zh": "对这张打出的牌可以叫的牌", "ko": "이 버림패로 할 수 있는 울기"},
    "from": {"en": "seat of the discarder for --calls", "ja": "捨てた人の席", "zh": "打牌者的座位",
             "ko": "버린 사람의 자리"},
}
"""The page's labels of the request fields (English: the registry's help text)."""

PAYERS: dict[str, dict[str, str]] = {
    "right": {"en": "Right", "ja": "下家", "zh": "下家", "ko": "하가"},
    "across": {"en": "Across", "ja": "対面", "zh": "对家", "ko": "대면"},
    "left": {"en": "Left", "ja": "上家", "zh": "上家", "ko": "상가"},
}
"""The three losers (and the seats of a discarder), by seat relative to the winner."""

WORDS: dict[str, dict[str, str]] = {
    "total": {"en": "Total", "ja": "合計", "zh": "合计", "ko": "합계"},
    "each_pays": {"en": "each loser pays", "ja": "各自の支払い", "zh": "每家支付", "ko": "각자 지불"},
    "received": {"en": "received", "ja": "受取", "zh": "共收", "ko": "총 수령"},
    "gold": {"en": "gold", "ja": "金", "zh": "金", "ko": "금"},
    "bonus": {"en": "bonus", "ja": "花", "zh": "花", "ko": "꽃패"},
    "reading": {"en": "reading", "ja": "読み", "zh": "牌型", "ko": "패형"},
    "pair": {"en": "pair", "ja": "雀頭", "zh": "将", "ko": "머리"},
    "golds_as": {"en": "golds as", "ja": "金の代わり", "zh": "金代替", "ko": "금 대신"},
    "shanten": {"en": "shanten", "ja": "向聴数", "zh": "向听数", "ko": "샹텐"},
    "complete": {"en": "complete", "ja": "和了形", "zh": "已和", "ko": "화료형"},
    "tiles_that_help": {"en": "tiles that help", "ja": "有効牌", "zh": "有效牌", "ko": "유효패"},
    "discard": {"en": "discard", "ja": "打", "zh": "打", "ko": "버림"},
    "waits": {"en": "waits", "ja": "待ち", "zh": "听牌", "ko": "대기"},
    "ron": {"en": "discard win", "ja": "ロン", "zh": "点炮", "ko": "론"},
    "tsumo": {"en": "self-draw", "ja": "ツモ", "zh": "自摸", "ko": "쯔모"},
    "left": {"en": "left", "ja": "残り", "zh": "剩", "ko": "남음"},
    "calls": {"en": "calls", "ja": "鳴き", "zh": "可叫", "ko": "울기"},
    "none": {"en": "none", "ja": "なし", "zh": "无", "ko": "없음"},
}

PRESETS: dict[str, dict[str, str]] = {
    "gold-rush": {"en": "Gold Rush (seed, 2026-01-11)", "ja": "ゴールドラッシュ (種資料)", "zh": "金麻将 (种子)",
                  "ko": "골드 러시 (시드 자료)"},
    "fuzhou": {"en": "Fuzhou (full rules page, 2026-01-30)", "ja": "福州 (ルール全文)", "zh": "福州 (完整规则)",
               "ko": "푸저우 (전체 규칙)"},
}

OPTIONS: dict[str, dict[str, str]] = {
    "base": {"en": "Points every winning hand starts with.", "ja": "基本点",
           "zh": "每手和牌的基本点。", "ko": "모든 화료의 기본점."},
    "bonus_tile": {"en": "Points per bonus tile set aside.", "ja": "花牌1枚の点",
                 "zh": "每张花牌的点数。", "ko": "꽃패 1장당 점수."},
    "gold": {"en": "Points per gold held.", "ja": "金1枚の点",
           "zh": "手中每张金的点数。", "ko": "손에 든 금 1장당 점수."},
    "concealed_kong": {"en": "Points per concealed kong.", "ja": "暗槓1つの点",
                     "zh": "每个暗杠的点数。", "ko": "암깡 1개당 점수."},
    "exposed_kong": {"en": "Points per exposed kong.", "ja": "明槓1つの点",
                   "zh": "每个明杠的点数。", "ko": "명깡 1개당 점수."},
    "dealer_streak": {"en": "The dealer streak N adds N before the doubling.", "ja": "連荘数を倍付け前に加算",
                    "zh": "连庄数 N 在翻倍前加上。", "ko": "연장 N을 배로 하기 전에 더함."},
    "three_golds": {"en": "Three Golds bonus (0: not played).", "ja": "三金倒の加点",
                  "zh": "三金倒的加分 (0: 不采用)。", "ko": "삼금도 보너스 (0: 없음)."},
    "golden_pair": {"en": "Golden Pair bonus (the pair is two golds).", "ja": "金雀の加点",
                  "zh": "金雀的加分 (将为两张金)。", "ko": "금 머리 보너스 (머리가 금 두 장)."},
    "all_one_suit": {"en": "All One Suit bonus.", "ja": "清一色の加点",
                   "zh": "清一色的加分。", "ko": "청일색 보너스."},
    "no_bonus_no_kong": {"en": "No Bonus / No Kong bonus (0: not played).", "ja": "平胡の加点 (0: なし)",
                       "zh": "平胡的加分 (无花无杠; 0: 不采用)。", "ko": "평화 보너스 (꽃패·깡 없음; 0: 없음)."},
    "robbing_the_gold": {"en": "Robbing the Gold bonus (0: not played).", "ja": "搶金の加点 (0: なし)",
                       "zh": "抢金的加分 (0: 不采用)。", "ko": "금 뺏기 보너스 (0: 없음)."},
    "special_doubles": {"en": "A special bonus alone doubles the non-special points.", "ja": "特別役でも倍付け",
                      "zh": "只有特殊奖励时也将非特殊点数翻倍。", "ko": "특별 보너스만으로도 일반 점수를 배로 함."},
}
"""One-line description of each rule option."""


def label(table: dict[str, dict[str, str]], key: str, lang: str) -> str:
    """The name of ``key`` in ``lang`` (English when missing, the key itself as a last resort)."""
    names = table.get(key, {})
    return names.get(lang) or names.get("en") or key
