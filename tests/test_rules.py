"""Rule presets as in docs/riichi.md (presets), option replacement and validation errors."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from agari.core.errors import AgariError, RulesError
from agari.frontends.meta import meta
from agari.riichi.meta import OPTIONS
from agari.riichi.rules import OPTION_NAMES, PRESET_LABELS, PRESETS, RULES_DEFAULT, Rules, resolve_rules

# docs/riichi.md (presets), one row per option, columns Tenhou, Mahjong Soul, WRC, EMA, M-League;
# then docs/riichi.md (three players): Tenhou sanma, Mahjong Soul sanma.
COLUMNS = ("tenhou", "majsoul", "wrc", "ema", "mleague", "tenhou-sanma", "majsoul-sanma")
TABLE: dict[str, tuple[Any, ...]] = {
    "red_fives": (1, 1, 0, 0, 1, 1, 1),
    "open_tanyao": (True, True, True, True, True, True, True),
    "double_wind_pair_fu": (4, 4, 4, 4, 2, 4, 4),
    "rinshan_tsumo_fu": (True, True, True, True, True, True, True),
    "kiriage": (False, False, True, False, True, False, False),
    "kazoe_yakuman": (True, True, False, False, False, True, True),
    # "double-yakuman patterns: none / all four / none / none / none"; sanma as each service's 4-player rules
    "double_kokushi_13": (False, True, False, False, False, False, True),
    "double_suuankou_tanki": (False, True, False, False, False, False, True),
    "double_junsei_chuuren": (False, True, False, False, False, False, True),
    "double_daisuushii": (False, True, False, False, False, False, True),
    "yakuman_stacking": (True, True, False, False, True, True, True),
    "ryuuiisou_needs_hatsu": (False, False, False, False, False, False, False),
    "honba_value": (300, 300, 300, 300, 300, 200, 200),
    "renhou": ("none", "none", "mangan", "mangan", "none", "none", "none"),
    # three players: docs/riichi.md (three players)
    "players": (4, 4, 4, 4, 4, 3, 3),
    "tsumo_loss": (True, True, True, True, True, True, True),
    "honba_tsumo_each": (100, 100, 100, 100, 100, 100, 100),
    "kita_value": (1, 1, 1, 1, 1, 1, 1),
    "kita_interrupts": (True, True, True, True, True, True, True),
    "kita_rinshan": (True, True, True, True, True, True, True),
    # pao and nagashi mangan: docs/riichi.md (pao, nagashi mangan)
    "pao_suukantsu": (False, False, False, False, False, False, False),
    "nagashi_honba": (False, False, False, False, False, False, False),
}


@pytest.mark.parametrize("option", list(TABLE))
@pytest.mark.parametrize("column", range(len(COLUMNS)))
def test_preset_table(option: str, column: int) -> None:
    preset = COLUMNS[column]
    assert getattr(Rules.preset(preset), option) == TABLE[option][column]


def test_table_covers_every_option() -> None:
    assert set(TABLE) == set(OPTION_NAMES)
    assert set(PRESETS) == set(COLUMNS)


def test_default_is_tenhou() -> None:
    assert Rules() == Rules.preset("tenhou") == RULES_DEFAULT
    assert resolve_rules(None) is RULES_DEFAULT
    assert RULES_DEFAULT.name == "tenhou"


@pytest.mark.parametrize(
    ("spelling", "name"),
    [("Tenhou", "tenhou"), ("MAJSOUL", "majsoul"), ("Mahjong Soul", "majsoul"), ("mahjong-soul", "majsoul"),
     ("M-League", "mleague"), (" m_league ", "mleague"), ("WRC", "wrc"), ("ema", "ema")],
)
def test_preset_spellings(spelling: str, name: str) -> None:
    assert Rules.preset(spelling).name == name


def test_preset_names_and_labels() -> None:
    for name, rules in PRESETS.items():
        assert rules.name == name
        assert PRESET_LABELS[name]


def test_replace_changes_one_option() -> None:
    base = Rules.preset("tenhou")
    changed = base.replace(kiriage=True, double_wind_pair_fu=2)
    assert changed.kiriage and changed.double_wind_pair_fu == 2
    assert not base.kiriage and base.double_wind_pair_fu == 4  # frozen: the preset is untouched
    others = {f: getattr(base, f) for f in OPTION_NAMES if f not in ("kiriage", "double_wind_pair_fu")}
    assert {f: getattr(changed, f) for f in others} == others
    assert changed.name == "tenhou"


def test_rules_are_frozen() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        Rules.preset("tenhou").kiriage = True  # type: ignore[misc]


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"kiriag": True}, "unknown rule option 'kiriag'"),
        ({"name": "wrc"}, "unknown rule option 'name'"),
        ({"kiriage": 1}, "must be true or false"),
        ({"open_tanyao": "yes"}, "must be true or false"),
        ({"red_fives": True}, "must be a whole number"),
        ({"red_fives": 1.0}, "must be a whole number"),
        ({"honba_value": "300"}, "must be a whole number"),
        ({"red_fives": 2}, "red_fives must be 0 or 1"),
        ({"red_fives": -1}, "red_fives must be 0 or 1"),
        ({"double_wind_pair_fu": 3}, "double_wind_pair_fu must be 2 or 4"),
        ({"honba_value": -300}, "honba_value"),
        ({"honba_value": 100}, "multiple of 3"),
        ({"renhou": "baiman"}, "renhou' must be one of none, mangan, yakuman, not 'baiman'"),
        ({"renhou": True}, "must be one of none, mangan, yakuman"),
    ],
)
def test_option_validation(changes: dict[str, Any], words: str) -> None:
    with pytest.raises(RulesError) as info:
        Rules().with_options(changes)
    assert words in info.value.message
    assert isinstance(info.value, AgariError) and info.value.kind == "invalid"


def test_valid_option_values() -> None:
    assert Rules().replace(red_fives=0).red_fives == 0
    assert Rules().replace(honba_value=0).honba_value == 0
    assert Rules().replace(honba_value=1500).honba_value == 1500
    assert Rules().replace().to_dict() == Rules().to_dict()


@pytest.mark.parametrize(
    ("request_rules", "expected"),
    [
        ("majsoul", PRESETS["majsoul"]),
        (PRESETS["wrc"], PRESETS["wrc"]),
        ({"preset": "mleague"}, PRESETS["mleague"]),
        ({"preset": "tenhou", "kiriage": True}, PRESETS["tenhou"].replace(kiriage=True)),
        ({"kazoe_yakuman": False}, PRESETS["tenhou"].replace(kazoe_yakuman=False)),
        ({"name": "ema", "red_fives": 1}, PRESETS["ema"].replace(red_fives=1)),
    ],
)
def test_resolve_rules(request_rules: Any, expected: Rules) -> None:
    assert resolve_rules(request_rules) == expected


@pytest.mark.parametrize(
    ("request_rules", "words"),
    [
        ("fancy", "unknown rule preset 'fancy'"),
        ("", "unknown rule preset"),
        (3, "must be a preset name or a mapping"),
        (["tenhou"], "must be a preset name or a mapping"),
        ({"preset": 1}, "rule preset must be a name"),
        ({"preset": "nope"}, "unknown rule preset 'nope'"),
        ({"preset": "tenhou", "aka": 1}, "unknown rule option 'aka'"),
    ],
)
def test_resolve_rules_errors(request_rules: Any, words: str) -> None:
    with pytest.raises(RulesError) as info:
        resolve_rules(request_rules)
    assert words in info.value.message


def test_to_dict_names_every_option() -> None:
    d = Rules.preset("mleague").to_dict()
    assert d["name"] == "mleague"
    assert set(d) == {"name", *OPTION_NAMES}
    assert d["kiriage"] is True and d["double_wind_pair_fu"] == 2


# -- the meta op shows the same presets ------------------------------------------------


def test_meta_presets_match_rules() -> None:
    m = meta()
    assert [p["name"] for p in m["presets"]] == list(PRESETS)
    for p in m["presets"]:
        assert p["label"] == PRESET_LABELS[p["name"]]
        assert p["options"] == {k: v for k, v in PRESETS[p["name"]].to_dict().items() if k != "name"}
    assert m["default_preset"] == "tenhou"


def test_meta_options_describe_every_option() -> None:
    options = meta()["options"]
    assert [o["name"] for o in options] == list(OPTION_NAMES)
    assert set(OPTIONS) == set(OPTION_NAMES)
    for o in options:
        assert o["en"] and o["ja"]
        kind = {bool: "bool", int: "int", str: "str"}[type(o["default"])]
        assert o["type"] == kind
        if kind == "str":
            assert o["choices"], o
        assert o["default"] == getattr(RULES_DEFAULT, o["name"])
        for value in o.get("choices", []):  # every listed choice is accepted
            assert getattr(Rules().with_options({o["name"]: value}), o["name"]) == value
