"""The terminal score sheet's and analysis's own words in English, Japanese, Simplified Chinese and Korean.

Names of yaku, fu reasons, limits, waits, winds and forms come from ``agari.riichi.names``; these are the
sentences around them. A template's ``{name}`` fields are filled by :func:`word`.

>>> word("han", "ko", n=3)
'3판'
>>> word("pay_discarder", "en", n=8000)
'Discarder pays 8000'
"""

from __future__ import annotations

WORDS: dict[str, dict[str, str]] = {
    # score sheet
    "won_by": {"en": "Won by {how} on {tile}{name}{inferred}", "ja": "和了: {how} {tile}{name}{inferred}",
               "zh": "和牌: {how} {tile}{name}{inferred}", "ko": "화료: {how} {tile}{name}{inferred}"},
    "how_tsumo": {"en": "tsumo", "ja": "ツモ", "zh": "自摸", "ko": "쯔모"},
    "how_ron": {"en": "ron", "ja": "ロン", "zh": "荣和", "ko": "론"},
    "inferred": {"en": " (the best winning tile, as none was given)", "ja": " (和了牌の指定がないので最も高い牌)",
                 "zh": " (未指定和牌: 取得分最高的牌)", "ko": " (화료패를 지정하지 않아 최고점이 되는 패)"},
    "title_yaku": {"en": "Yaku", "ja": "役", "zh": "役种", "ko": "역"},
    "title_dora": {"en": "Dora", "ja": "ドラ", "zh": "宝牌", "ko": "도라"},
    "title_fu": {"en": "Fu", "ja": "符", "zh": "符", "ko": "부"},
    "title_reading": {"en": "Reading", "ja": "面子構成", "zh": "牌型", "ko": "패 구성"},
    "title_waits": {"en": "Waits", "ja": "待ち", "zh": "听牌", "ko": "대기"},
    "note": {"en": "Note: {note}", "ja": "注: {note}", "zh": "注: {note}", "ko": "참고: {note}"},
    "han": {"en": "{n} han", "ja": "{n}翻", "zh": "{n}番", "ko": "{n}판"},
    "fu": {"en": "{n} fu", "ja": "{n}符", "zh": "{n}符", "ko": "{n}부"},
    "points": {"en": "{n} points", "ja": "{n}点", "zh": "{n}点", "ko": "{n}점"},
    "fu_rounded": {"en": "= {raw} {arrow} rounded up to {fu}", "ja": "= {raw} {arrow} 切り上げて {fu}",
                   "zh": "= {raw} {arrow} 进位为 {fu}", "ko": "= {raw} {arrow} 올림하여 {fu}"},
    "dora_label": {"en": "Dora", "ja": "ドラ", "zh": "宝牌", "ko": "도라"},
    "ura_label": {"en": "Ura dora", "ja": "裏ドラ", "zh": "里宝牌", "ko": "뒷도라"},
    "in_hand": {"en": "({n} in hand)", "ja": "(手牌に {n} 枚)", "zh": "(手牌中 {n} 张)", "ko": "(손패에 {n}장)"},
    "red_fives": {"en": "Red fives", "ja": "赤ドラ", "zh": "赤宝牌", "ko": "적도라"},
    "kita_label": {"en": "Kita", "ja": "抜きドラ", "zh": "拔北", "ko": "북 빼기"},
    "all_readings": {"en": "All readings ({n})", "ja": "全ての読み ({n})", "zh": "全部解读 ({n})",
                     "ko": "모든 해석 ({n})"},
    "no_yaku": {"en": "no yaku", "ja": "役なし", "zh": "无役", "ko": "역 없음"},
    "not_winning": {"en": "not winning", "ja": "和了形ではない", "zh": "不是和牌型", "ko": "화료형 아님"},
    "invalid": {"en": "invalid", "ja": "入力エラー", "zh": "无效", "ko": "잘못된 입력"},
    # settlement
    "who_dealer_tsumo": {"en": "Dealer tsumo", "ja": "親のツモ", "zh": "庄家自摸", "ko": "친 쯔모"},
    "who_dealer_ron": {"en": "Dealer ron", "ja": "親のロン", "zh": "庄家荣和", "ko": "친 론"},
    "who_non_dealer_tsumo": {"en": "Non-dealer tsumo", "ja": "子のツモ", "zh": "闲家自摸", "ko": "자 쯔모"},
    "who_non_dealer_ron": {"en": "Non-dealer ron", "ja": "子のロン", "zh": "闲家荣和", "ko": "자 론"},
    "pay_discarder": {"en": "Discarder pays {n}", "ja": "放銃者が {n} 点", "zh": "放铳者支付 {n}",
                      "ko": "방총자가 {n}점 지불"},
    "pay_dealer_each": {"en": "Dealer pays {d}, each non-dealer {n}", "ja": "親が {d} 点、子が各 {n} 点",
                        "zh": "庄家支付 {d}, 闲家各 {n}", "ko": "친이 {d}점, 자가 각 {n}점"},
    "pay_dealer_other": {"en": "Dealer pays {d}, the other non-dealer {n}", "ja": "親が {d} 点、もう一人の子が {n} 点",
                         "zh": "庄家支付 {d}, 另一闲家 {n}", "ko": "친이 {d}점, 다른 자가 {n}점"},
    "pay_each_non_dealer": {"en": "Each non-dealer pays {n}", "ja": "子が各 {n} 点", "zh": "闲家各支付 {n}",
                            "ko": "자가 각 {n}점 지불"},
    "pay_both_non_dealers": {"en": "Both non-dealers pay {n} each", "ja": "子 2 人が各 {n} 点",
                             "zh": "两家闲家各支付 {n}", "ko": "자 두 명이 각 {n}점 지불"},
    "pao_all": {"en": "the liable player pays it all", "ja": "責任払いの人が全額を払う", "zh": "包牌者支付全部",
                "ko": "책임지불자가 전액 지불"},
    "pao_line": {"en": "Pao: {seat} pays {n}", "ja": "包 (責任払い): {seat} が {n} 点", "zh": "包牌: {seat} 支付 {n}",
                 "ko": "책임지불: {seat}가 {n}점 지불"},
    "pao_honba": {"en": " and every honba (+{n})", "ja": "、本場もすべて (+{n})", "zh": ", 以及全部本场 (+{n})",
                  "ko": ", 본장도 전부 (+{n})"},
    "honba_pao": {"en": "Honba {x}{n}: +{p} (from the liable player)", "ja": "本場 {x}{n}: +{p} (責任払いの人から)",
                  "zh": "本场 {x}{n}: +{p} (由包牌者支付)", "ko": "본장 {x}{n}: +{p} (책임지불자가 지불)"},
    "honba_each": {"en": "Honba {x}{n}: +{p} ({e} from each payer)", "ja": "本場 {x}{n}: +{p} (支払う人が各 {e})",
                   "zh": "本场 {x}{n}: +{p} (每位支付者 {e})", "ko": "본장 {x}{n}: +{p} (지불자마다 {e})"},
    "honba_discarder": {"en": "Honba {x}{n}: +{p} (from the discarder)", "ja": "本場 {x}{n}: +{p} (放銃者から)",
                        "zh": "本场 {x}{n}: +{p} (由放铳者支付)", "ko": "본장 {x}{n}: +{p} (방총자가 지불)"},
    "sticks": {"en": "Riichi sticks {x}{n}: +{p}", "ja": "供託 (リーチ棒) {x}{n}: +{p}", "zh": "立直棒 {x}{n}: +{p}",
               "ko": "공탁 (리치봉) {x}{n}: +{p}"},
    "total_points": {"en": "Total: {n} points", "ja": "合計: {n} 点", "zh": "合计: {n} 点", "ko": "합계: {n}점"},
    # the situation line
    "round": {"en": "Round {w}", "ja": "場風 {w}", "zh": "场风 {w}", "ko": "장풍 {w}"},
    "seat": {"en": "seat {w} ({who})", "ja": "自風 {w} ({who})", "zh": "自风 {w} ({who})", "ko": "자풍 {w} ({who})"},
    "dealer": {"en": "dealer", "ja": "親", "zh": "庄家", "ko": "친"},
    "non_dealer": {"en": "non-dealer", "ja": "子", "zh": "闲家", "ko": "자"},
    "kita": {"en": "kita {n}", "ja": "抜きドラ {n}", "zh": "拔北 {n}", "ko": "북 빼기 {n}"},
    "rules": {"en": "{label} rules{changed}", "ja": "{label} ルール{changed}", "zh": "{label} 规则{changed}",
              "ko": "{label} 규칙{changed}"},
    # analysis
    "shanten_line": {"en": "Shanten: {n} {dash} {label}", "ja": "向聴数: {n} {dash} {label}",
                     "zh": "向听数: {n} {dash} {label}", "ko": "샹텐: {n} {dash} {label}"},
    "complete": {"en": "complete (agari)", "ja": "和了形", "zh": "和牌型", "ko": "화료형"},
    "tenpai": {"en": "tenpai", "ja": "聴牌", "zh": "听牌", "ko": "텐파이"},
    "iishanten": {"en": "1-shanten (iishanten)", "ja": "一向聴", "zh": "一向听", "ko": "1샹텐"},
    "ryanshanten": {"en": "2-shanten (ryanshanten)", "ja": "二向聴", "zh": "二向听", "ko": "2샹텐"},
    "n_shanten": {"en": "{n}-shanten", "ja": "{n}向聴", "zh": "{n}向听", "ko": "{n}샹텐"},
    "complete_note": {"en": "The hand is complete: run it without the analysis flags to score it.",
                      "ja": "和了形です: 分析のオプションを付けずに実行すると点数を計算します。",
                      "zh": "已是和牌型: 不加分析选项运行即可算分。",
                      "ko": "화료형입니다: 분석 옵션 없이 실행하면 점수를 계산합니다."},
    "partial_note": {"en": "A hand still being built: {tiles} tiles, {missing} missing to 13 (the shanten counts them "
                           "as draws).",
                     "ja": "作りかけの手牌: {tiles} 枚、13 枚まであと {missing} 枚 "
                           "(向聴数はそれをツモとして数えます)。",
                     "zh": "尚未完成的手牌: {tiles} 张, 距 13 张还差 {missing} 张 (向听数把它们算作摸牌)。",
                     "ko": "만드는 중인 손패: {tiles}장, 13장까지 {missing}장 부족 (샹텐은 이를 쯔모로 셉니다)."},
    "ukeire_line": {"en": "Ukeire: {count} tile{ts} of {k} kind{s}", "ja": "受け入れ: {k} 種 {count} 枚",
                    "zh": "进张: {k} 种 {count} 张", "ko": "유효패: {k}종 {count}장"},
    "col_discard": {"en": "Discard", "ja": "打牌", "zh": "打牌", "ko": "버림"},
    "col_shanten": {"en": "Shanten", "ja": "向聴数", "zh": "向听数", "ko": "샹텐"},
    "col_ukeire": {"en": "Ukeire", "ja": "受入", "zh": "进张", "ko": "유효"},
    "col_accepts": {"en": "Accepts", "ja": "有効牌", "zh": "有效牌", "ko": "유효패"},
    "no_discards_partial": {
        "en": "No discard table: a hand still being built draws; it discards from 14 tiles (melds as 3).",
        "ja": "打牌候補なし: 作りかけの手牌はツモります。打牌は 14 枚 (副露は 3 枚と数えます) から。",
        "zh": "没有打牌表: 尚未完成的手牌要摸牌; 打牌需 14 张 (副露按 3 张计)。",
        "ko": "버림패 표 없음: 만드는 중인 손패는 쯔모합니다. 버림은 14장 (부로는 3장으로 셈)에서 합니다."},
    "no_discards": {
        "en": "No discard table: a hand to discard from holds 3n+2 tiles (14, counting each meld as 3).",
        "ja": "打牌候補なし: 打牌する手牌は 3n+2 枚です (14 枚、副露は 3 枚と数えます)。",
        "zh": "没有打牌表: 要打牌的手牌为 3n+2 张 (14 张, 副露按 3 张计)。",
        "ko": "버림패 표 없음: 버릴 손패는 3n+2장입니다 (14장, 부로는 3장으로 셈)."},
    "waits_for_13": {
        "en": "Waits are for a hand of 13 tiles (3n+1); from 14, --discards shows what to discard.",
        "ja": "待ちは 13 枚 (3n+1) の手牌のものです。14 枚なら --discards で打牌候補を表示します。",
        "zh": "听牌针对 13 张 (3n+1) 的手牌; 14 张时用 --discards 查看打牌。",
        "ko": "대기는 13장 (3n+1) 손패의 것입니다. 14장이면 --discards로 버림패를 봅니다."},
    "no_waits_partial": {"en": "No waits: the hand lacks {n} tile{s} to 13 ({label}).",
                         "ja": "待ちなし: 13 枚まで {n} 枚足りません ({label})。",
                         "zh": "没有听牌: 距 13 张还差 {n} 张 ({label})。",
                         "ko": "대기 없음: 13장까지 {n}장 부족합니다 ({label})."},
    "no_waits": {"en": "No waits: the hand is not tenpai ({label}).", "ja": "待ちなし: 聴牌していません ({label})。",
                 "zh": "没有听牌: 尚未听牌 ({label})。", "ko": "대기 없음: 텐파이가 아닙니다 ({label})."},
    "left": {"en": "{n} left", "ja": "残り {n}", "zh": "剩 {n}", "ko": "남은 {n}"},
    "furiten": {"en": "furiten", "ja": "フリテン", "zh": "振听", "ko": "후리텐"},
    # expected values (agari HAND --ev)
    "col_tenpai": {"en": "Tenpai", "ja": "聴牌率", "zh": "听牌率", "ko": "텐파이"},
    "col_win": {"en": "Win", "ja": "和了率", "zh": "和牌率", "ko": "화료"},
    "col_score": {"en": "Exp. pts", "ja": "期待値", "zh": "期望得点", "ko": "기대점수"},
    "ev_title": {"en": "Expected values at turn {turn} (to turn {last}, {wall} tiles in the wall; {options})",
                 "ja": "{turn}巡目の期待値 ({last}巡目まで、山 {wall} 枚; {options})",
                 "zh": "第{turn}巡的期望值 (至第{last}巡, 牌山 {wall} 张; {options})",
                 "ko": "{turn}순의 기댓값 ({last}순까지, 패산 {wall}장; {options})"},
    "ev_options": {"en": "shanten down {sd}, tegawari {tg}, ura dora {ura}, {wall} wall",
                   "ja": "向聴戻し {sd}、手変わり {tg}、裏ドラ {ura}、{wall}の山",
                   "zh": "退向听 {sd}, 改良 {tg}, 里宝牌 {ura}, {wall}牌山",
                   "ko": "샹텐 되돌리기 {sd}, 테가와리 {tg}, 뒷도라 {ura}, {wall} 패산"},
    "ev_on": {"en": "on", "ja": "あり", "zh": "开", "ko": "켬"},
    "ev_off": {"en": "off", "ja": "なし", "zh": "关", "ko": "끔"},
    "ev_wall_reference": {"en": "reference", "ja": "基準", "zh": "基准", "ko": "기준"},
    "ev_wall_real": {"en": "real", "ja": "実際", "zh": "实际", "ko": "실제"},
    "ev_chart": {"en": "Win chance by turn (best {n} discards, turns {turn} to {last})",
                 "ja": "巡目ごとの和了率 (上位 {n} 打牌、{turn}〜{last}巡目)",
                 "zh": "各巡和牌率 (最佳 {n} 种打法, 第{turn}至{last}巡)",
                 "ko": "순목별 화료 확률 (상위 {n}개 버림패, {turn}~{last}순)"},
    "ev_hand_value": {"en": "The hand as it stands: tenpai {tenpai}, win {win}, {score} expected points",
                      "ja": "現在の手牌: 聴牌率 {tenpai}、和了率 {win}、期待得点 {score}",
                      "zh": "当前手牌: 听牌率 {tenpai}, 和牌率 {win}, 期望得点 {score}",
                      "ko": "현재 손패: 텐파이 {tenpai}, 화료 {win}, 기대 점수 {score}"},
    "ev_searched": {"en": "{n} states searched", "ja": "探索した状態 {n}", "zh": "搜索状态 {n} 个",
                    "ko": "탐색한 상태 {n}개"},
}
"""Template key -> template per language (``{s}``: the English plural ending, which other languages leave out)."""


def word(key: str, lang: str = "en", **params: object) -> str:
    """The template ``key`` in ``lang`` (English when the language has none) with its fields filled."""
    templates = WORDS[key]
    return (templates.get(lang) or templates["en"]).format(**params)
