"""Riichi names in Korean: yaku, limits, winds, waits, groups, forms, fu reasons, errors, options.

One table, keyed like the English ones of ``agari.riichi.names`` (and the rule options of
``agari.riichi.meta``); the names are those Korean riichi players use (리치, 탕야오, 핑후).
``tests/test_names.py`` checks that every English key has its entry here.
"""

from __future__ import annotations

LABELS: dict[str, dict[str, str]] = {
    "yaku": {
        "kita": "북 빼기 도라",
        "riichi": "리치", "ippatsu": "일발", "menzen_tsumo": "멘젠쯔모", "tanyao": "탕야오", "pinfu": "핑후",
        "iipeikou": "이페코", "yakuhai_haku": "역패 백", "yakuhai_hatsu": "역패 발", "yakuhai_chun": "역패 중",
        "seat_wind": "자풍패", "round_wind": "장풍패", "rinshan": "영상개화", "chankan": "창깡",
        "haitei": "해저로월", "houtei": "하저로어", "double_riichi": "더블 리치", "chiitoitsu": "치또이츠",
        "toitoi": "또이또이", "sanankou": "산안커", "sanshoku": "삼색동순", "sanshoku_doukou": "삼색동각",
        "ittsu": "일기통관", "chanta": "찬타", "sankantsu": "산깡쯔", "honroutou": "혼노두",
        "shousangen": "소삼원", "honitsu": "혼일색", "junchan": "준찬타", "ryanpeikou": "량페코",
        "chinitsu": "청일색", "tenhou": "천화", "chiihou": "지화", "renhou": "인화", "kokushi": "국사무쌍",
        "kokushi_13": "국사무쌍 13면 대기",
        "suuankou": "스안커", "suuankou_tanki": "스안커 단기", "daisangen": "대삼원",
        "shousuushii": "소사희", "daisuushii": "대사희", "tsuuiisou": "자일색", "chinroutou": "청노두",
        "ryuuiisou": "녹일색", "chuuren": "구련보등", "junsei_chuuren": "순정구련보등", "suukantsu": "스깡쯔",
        "dora": "도라", "aka": "적도라", "ura": "뒷도라",
    },
    "limits": {
        "mangan": "만관", "haneman": "하네만", "baiman": "배만", "sanbaiman": "삼배만", "kazoe_yakuman": "헤아림 역만",
        "yakuman": "역만",
    },
    "yakuman_multiple": {"1": "역만", "2": "더블 역만", "3": "트리플 역만", "n": "{n}배 역만"},
    "winds": {"e": "동", "s": "남", "w": "서", "n": "북"},
    "waits": {
        "ryanmen": "양면", "kanchan": "간짱", "penchan": "변짱", "shanpon": "샤보", "tanki": "단기",
        "kokushi": "국사무쌍 단기", "kokushi_13": "국사무쌍 13면",
    },
    "groups": {
        "pair": "머리", "chi": "치", "pon": "퐁", "kan": "명깡", "ankan": "안깡", "closed_triplet": "안커",
        "ron_triplet": "명커 (론)", "kokushi": "국사무쌍", "closed_sequence": "슌쯔", "triplet": "커쯔",
        "sequence": "슌쯔",
    },
    "forms": {"standard": "일반형", "chiitoitsu": "치또이츠", "kokushi": "국사무쌍"},
    "fu_reasons": {
        "base": "기본부", "closed ron": "멘젠 론", "tsumo": "쯔모", "chiitoitsu (always 25)": "치또이츠 (25부 고정)",
        "open hand with no fu: raised to 30": "울은 핑후형 (30부로 올림)", "kanchan wait": "간짱 대기",
        "penchan wait": "변짱 대기", "tanki wait": "단기 대기", "open triplet of simple": "명커 중장패",
        "open triplet of terminal/honor": "명커 요구패",
        "triplet completed by ron (open) of simple": "론으로 완성한 커쯔 (명커) 중장패",
        "triplet completed by ron (open) of terminal/honor": "론으로 완성한 커쯔 (명커) 요구패",
        "closed triplet of simple": "안커 중장패", "closed triplet of terminal/honor": "안커 요구패",
        "open kan of simple": "명깡 중장패", "open kan of terminal/honor": "명깡 요구패",
        "closed kan of simple": "안깡 중장패", "closed kan of terminal/honor": "안깡 요구패",
        "dragon pair": "삼원패 머리", "double wind pair": "연풍패 머리", "seat wind pair": "자풍패 머리",
        "round wind pair": "장풍패 머리",
    },
    "fu_notes": {"(seat and round)": "(자풍·장풍)"},
    "errors": {"invalid": "입력 오류", "not_winning": "화료형이 아닙니다", "no_yaku": "역 없음"},
    "options": {
        "players": "인원: 3 = 삼마 (2만~8만 없음, 치 없음, 북가 없음, 북은 빼서 도라)",
        "tsumo_loss": "삼마 쯔모 손해 (끄면 두 사람이 북가 몫을 나눠 냄)",
        "honba_tsumo_each": "삼마 쯔모 때 본장 하나당 두 사람이 각자 내는 점수",
        "kita_value": "삼마 북 빼기 한 장의 도라 수 (도라 표시패가 북을 가리키면 추가)",
        "kita_interrupts": "삼마 북 빼기는 울기처럼 일발·더블 리치·천화·지화·구종구패를 없앰",
        "kita_rinshan": "삼마 북 빼기 뒤 보충패로 화료하면 영상개화",
        "pao_suukantsu": "스깡쯔도 책임지불 (대삼원, 대사희 외에)",
        "nagashi_honba": "유국만관에도 본장을 붙임",
        "red_fives": "각 수패의 적5 장수 (0 = 적도라 없음)",
        "open_tanyao": "쿠이탕 (울어도 탕야오 인정)",
        "double_wind_pair_fu": "연풍패 머리의 부수 (4부 또는 2부)",
        "rinshan_tsumo_fu": "영상개화에도 쯔모 2부를 더함",
        "kiriage": "절상 만관 (4판 30부·3판 60부를 만관으로)",
        "kazoe_yakuman": "헤아림 역만 (13판 이상은 역만; 없으면 삼배만)",
        "double_kokushi_13": "국사무쌍 13면 대기를 더블 역만으로",
        "double_suuankou_tanki": "스안커 단기를 더블 역만으로",
        "double_junsei_chuuren": "순정구련보등을 더블 역만으로",
        "double_daisuushii": "대사희를 더블 역만으로",
        "yakuman_stacking": "역만 복합 인정 (더블, 트리플…); 없으면 역만은 1배까지",
        "ryuuiisou_needs_hatsu": "녹일색에 발 필수",
        "honba_value": "본장 1개당 점수 (론일 때; 쯔모면 각자 그 3분의 1)",
        "renhou": "인화 (자의 첫 쯔모 전 론): 없음·만관·역만",
    },
}
"""Each category (``yaku``, ``limits``, ...) maps the English table's key to its Korean name."""
