"""Riichi's part of the ``meta`` operation: what a front end needs to build its rules panel and labels.

``meta()`` returns plain JSON data: the rule presets with every option value and their names in four languages,
each option's type and a short description (English, Japanese, Chinese, Korean), the yaku with
their labels and han, limit, wind, wait and error names in the four languages, the version, and
``three_player``: the tiles that do not exist and the winds there are when a rule set has
``players`` 3 (the page hides them).

>>> m = meta()
>>> [p["name"] for p in m["presets"]]
['tenhou', 'majsoul', 'mleague', 'wrc', 'ema', 'tenhou-sanma', 'majsoul-sanma']
>>> m["yaku"][0]["ja"], m["yaku"][0]["ko"]
('立直', '리치')
"""

from __future__ import annotations

from typing import Any

from agari.core.tile import Tile
from agari.riichi.names import (
    ERRORS,
    FORMS,
    FU_NOTES,
    FU_REASONS,
    GROUP_KINDS,
    LIMIT_BASIC,
    LIMITS,
    WAITS,
    WINDS,
    YAKU,
    other_labels,
    yakuman_multiples,
)
from agari.riichi.rules import OPTION_NAMES, PRESET_LABELS, PRESETS, RULES_DEFAULT
from agari.riichi.sanma import MISSING, NORTH
from agari.version import __version__

OPTIONS: dict[str, dict[str, Any]] = {
    "red_fives": {
        "type": "int", "choices": [0, 1],
        "en": "Red fives per suit (0 = no red fives; a 0m/0p/0s in the hand is then invalid).",
        "ja": "各色の赤五の枚数 (0 = 赤なし)",
    },
    "open_tanyao": {
        "type": "bool",
        "en": "Tanyao also counts on an open hand (kuitan).",
        "ja": "喰いタン (鳴いた手でも断幺九)",
    },
    "double_wind_pair_fu": {
        "type": "int", "choices": [2, 4],
        "en": "Fu for a pair that is both seat and round wind (4 or 2).",
        "ja": "連風牌の雀頭の符 (4符 または 2符)",
    },
    "rinshan_tsumo_fu": {
        "type": "bool",
        "en": "The 2 tsumo fu also count on a rinshan (kan replacement) win.",
        "ja": "嶺上開花でもツモ符2符をつける",
    },
    "kiriage": {
        "type": "bool",
        "en": "Kiriage mangan: 4 han 30 fu and 3 han 60 fu are rounded up to mangan.",
        "ja": "切り上げ満貫 (4翻30符・3翻60符を満貫とする)",
    },
    "kazoe_yakuman": {
        "type": "bool",
        "en": "13 or more han is a counted yakuman; off: capped at sanbaiman.",
        "ja": "数え役満 (13翻以上を役満とする。なしなら三倍満)",
    },
    "double_kokushi_13": {
        "type": "bool",
        "en": "Kokushi on the 13-sided wait counts as a double yakuman.",
        "ja": "国士無双十三面待ちをダブル役満とする",
    },
    "double_suuankou_tanki": {
        "type": "bool",
        "en": "Suu ankou won on the pair (tanki) counts as a double yakuman.",
        "ja": "四暗刻単騎をダブル役満とする",
    },
    "double_junsei_chuuren": {
        "type": "bool",
        "en": "Chuuren poutou on the nine-sided wait counts as a double yakuman.",
        "ja": "純正九蓮宝燈をダブル役満とする",
    },
    "double_daisuushii": {
        "type": "bool",
        "en": "Daisuushii (big four winds) counts as a double yakuman.",
        "ja": "大四喜をダブル役満とする",
    },
    "yakuman_stacking": {
        "type": "bool",
        "en": "Different yakuman in one hand add up (double, triple...); off: at most one yakuman.",
        "ja": "役満の複合あり (なしなら役満は一倍まで)",
    },
    "ryuuiisou_needs_hatsu": {
        "type": "bool",
        "en": "All green (ryuuiisou) requires the green dragon.",
        "ja": "緑一色に發が必須",
    },
    "honba_value": {
        "type": "int", "min": 0, "multiple_of": 3, "multiple_of_players": 4,
        "en": "Points per honba counter on ron; on tsumo each payer adds a third of it.",
        "ja": "積み棒一本の点数 (ロン時。ツモ時は各自その三分の一)",
    },
    "renhou": {
        "type": "str", "choices": ["none", "mangan", "yakuman"],
        "en": "Renhou (a non-dealer's ron before their first draw): none, a flat mangan, or yakuman.",
        "ja": "人和 (子の第一ツモ前のロン): なし・満貫・役満",
    },
    "players": {
        "type": "int", "choices": [3, 4],
        "en": "Players: 3 is sanma (no 2m-8m, no chi, no North seat, Norths set aside as kita dora).",
        "ja": "人数 (3 = 三人麻雀: 二萬〜八萬なし・チーなし・北家なし・北抜きドラ)",
    },
    "tsumo_loss": {
        "type": "bool",
        "en": "Sanma tsumo loss: the absent North's share is not paid; off: the two payers split it in half.",
        "ja": "三麻のツモ損 (なしなら北家分を折半)",
    },
    "honba_tsumo_each": {
        "type": "int", "min": 0,
        "en": "Sanma: points per honba each of the two payers adds on a tsumo.",
        "ja": "三麻のツモ時の積み棒 (一本につき各自)",
    },
    "kita_value": {
        "type": "int", "min": 0,
        "en": "Sanma: dora per kita (North set aside); an indicator pointing at North adds one more each.",
        "ja": "三麻の抜きドラ一枚の価値 (北がドラなら更に加算)",
    },
    "kita_interrupts": {
        "type": "bool",
        "en": "Sanma: a kita interrupts like a call (no ippatsu, double riichi, tenhou, chiihou or nine terminals "
              "after it).",
        "ja": "三麻の北抜きは鳴きと同じく一発・ダブルリーチ・天和・地和・九種九牌を消す",
    },
    "kita_rinshan": {
        "type": "bool",
        "en": "Sanma: a win on the tile drawn after a kita is rinshan kaihou.",
        "ja": "三麻の北抜き後の補充牌での和了は嶺上開花",
    },
    "pao_suukantsu": {
        "type": "bool",
        "en": "Pao (liability payment) also for suukantsu, besides daisangen and daisuushii.",
        "ja": "四槓子にも責任払い (大三元・大四喜に加えて)",
    },
    "nagashi_honba": {
        "type": "bool",
        "en": "Nagashi mangan also collects the honba counters; off: a bare mangan tsumo payment.",
        "ja": "流し満貫に積み棒をつける",
    },
}
"""Each rule option: its JSON type, allowed values and a short English / Japanese description (Chinese and
Korean: ``names_zh`` / ``names_ko``, category ``options``)."""


PRESET_NAMES: dict[str, dict[str, str]] = {
    "tenhou": {"ja": "天鳳", "zh": "天凤", "ko": "텐호"},
    "majsoul": {"ja": "雀魂", "zh": "雀魂", "ko": "작혼"},
    "mleague": {"ja": "Mリーグ", "zh": "M联赛", "ko": "M리그"},
    "wrc": {"ja": "WRC ルール", "zh": "WRC 规则", "ko": "WRC 룰"},
    "ema": {"ja": "EMA ルール", "zh": "EMA 规则", "ko": "EMA 룰"},
    "tenhou-sanma": {"ja": "天鳳 三人麻雀", "zh": "天凤 三人麻将", "ko": "텐호 삼인마작"},
    "majsoul-sanma": {"ja": "雀魂 三人麻雀", "zh": "雀魂 三人麻将", "ko": "작혼 삼인마작"},
}
"""Each preset's name in Japanese, Chinese and Korean (English: ``rules.PRESET_LABELS``); a preset missing here is
named in English in every language."""


def _preset_labels(name: str) -> dict[str, str]:
    """A preset's name in the four languages (``labels`` of meta's presets, as the other games give theirs)."""
    english = PRESET_LABELS.get(name, name)
    return {"en": english, **{code: PRESET_NAMES.get(name, {}).get(code, english) for code in ("ja", "zh", "ko")}}


def meta() -> dict[str, Any]:
    """Presets, options, yaku, limits, winds, waits, error kinds and the version, as JSON data."""
    return {
        "ok": True,
        "version": __version__,
        "default_preset": RULES_DEFAULT.name,
        "presets": [
            {"name": name, "label": PRESET_LABELS.get(name, name), "labels": _preset_labels(name),
             "options": _options(name)}
            for name in PRESETS
        ],
        "options": [
            {"name": name, "default": getattr(RULES_DEFAULT, name), **OPTIONS[name],
             **other_labels("options", name)} for name in OPTION_NAMES
        ],
        "yaku": [info.to_dict() for info in YAKU.values()],
        "limits": [
            {"name": name, "en": en, "ja": ja, **other_labels("limits", name), "description": text,
             "basic": LIMIT_BASIC[name]}
            for name, (en, ja, text) in LIMITS.items()
        ],
        "winds": _named("winds", WINDS),
        "waits": [{"name": name, "en": en, "ja": ja, **other_labels("waits", name), "description": text}
                  for name, (en, ja, text) in WAITS.items()],
        "forms": _named("forms", FORMS),
        "groups": _named("groups", GROUP_KINDS),
        "fu_reasons": [{"starts": start, "ja": ja, **other_labels("fu_reasons", start)} for start, ja in FU_REASONS],
        "fu_notes": [{"text": note, "ja": ja, **other_labels("fu_notes", note)} for note, ja in FU_NOTES.items()],
        "yakuman_multiples": yakuman_multiples(),
        "errors": _named("errors", ERRORS),
        "three_player": {
            "missing_tiles": [str(Tile(i)) for i in sorted(MISSING)],
            "winds": ["e", "s", "w"],
            "kita_tile": str(Tile(NORTH)),
        },
    }


def _named(category: str, table: dict[str, tuple[str, str]]) -> list[dict[str, str]]:
    """Entries of an (English, Japanese) table with their Chinese and Korean names."""
    return [{"name": name, "en": en, "ja": ja, **other_labels(category, name)} for name, (en, ja) in table.items()]


def _options(preset: str) -> dict[str, Any]:
    values = PRESETS[preset].to_dict()
    return {name: values[name] for name in OPTION_NAMES}
