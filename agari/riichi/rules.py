"""Rule sets: one frozen ``Rules`` value per preset, every option settable alone.

>>> Rules.preset("mleague").kiriage
True
>>> Rules.preset("tenhou").replace(kiriage=True).kiriage
True
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from agari.core.errors import RulesError
from agari.core.presets import resolve_rules as core_resolve


@dataclass(frozen=True, slots=True)
class Rules:
    """Scoring options.  Defaults are Tenhou's."""

    name: str = "tenhou"
    red_fives: int = 1
    """Red fives per suit (0 or 1): a ``0m`` beyond this count is invalid input."""
    open_tanyao: bool = True
    """Tanyao (all simples) also counts on an open hand (kuitan)."""
    double_wind_pair_fu: int = 4
    """Fu for a pair that is both seat and round wind (4, or 2 in some rule sets)."""
    rinshan_tsumo_fu: bool = True
    """The 2 tsumo fu also count on a rinshan (kan replacement) win."""
    kiriage: bool = False
    """Kiriage mangan: 4 han 30 fu and 3 han 60 fu are rounded up to mangan."""
    kazoe_yakuman: bool = True
    """13+ han is a (counted) yakuman; off: capped at sanbaiman."""
    double_kokushi_13: bool = False
    """Kokushi on the 13-sided wait counts as a double yakuman."""
    double_suuankou_tanki: bool = False
    """Suuankou on a pair (tanki) wait counts as a double yakuman."""
    double_junsei_chuuren: bool = False
    """Chuuren poutou on the 9-sided wait counts as a double yakuman."""
    double_daisuushii: bool = False
    """Daisuushii (big four winds) counts as a double yakuman."""
    yakuman_stacking: bool = True
    """Different yakuman in one hand add up (3x, 4x...); off: at most one yakuman."""
    ryuuiisou_needs_hatsu: bool = False
    """All-green requires the green dragon."""
    honba_value: int = 300
    """Points per honba counter on ron; on tsumo each payer adds a third of it."""
    renhou: str = "none"
    """Renhou (a non-dealer's ron before their first draw): ``"none"`` (not a yaku), ``"mangan"`` (a flat mangan
    that needs no other yaku; the hand's own score when that is higher) or ``"yakuman"``."""
    players: int = 4
    """3 for sanma: no 2m-8m, no chi, no North seat, North set aside as kita (nuki-dora), 1m indicates 9m."""
    tsumo_loss: bool = True
    """Sanma tsumo: the two real payers pay their 4-player shares (tsumo loss); off: they split the absent
    North's share in half (north bisection).  No effect with 4 players."""
    honba_tsumo_each: int = 100
    """Sanma: points per honba each of the two payers adds on a tsumo (4 players: a third of honba_value)."""
    kita_value: int = 1
    """Sanma: dora per kita (a North set aside); each dora or ura indicator pointing at North adds one more."""
    kita_interrupts: bool = True
    """Sanma: setting a North aside interrupts the turns as a call does: it ends every player's ippatsu (after the
    chance to rob the North) and the first go-around (double riichi, tenhou, chiihou, nine terminals)."""
    kita_rinshan: bool = True
    """Sanma: a win on the tile drawn to replace a North set aside is rinshan kaihou, as after a kan."""
    pao_suukantsu: bool = False
    """Pao (liability) also for suukantsu, besides daisangen and daisuushii."""
    nagashi_honba: bool = False
    """Nagashi mangan also collects the honba counters (as a tsumo); off: a bare mangan tsumo payment."""

    @staticmethod
    def preset(name: str) -> Rules:
        """The preset called ``name`` (tenhou, majsoul, mleague, wrc, ema, tenhou-sanma, majsoul-sanma)."""
        key = name.strip().lower().replace("-", "").replace("_", "").replace(" ", "")
        key = _ALIASES.get(key, key)
        if key not in PRESETS:
            raise RulesError(f"unknown rule preset {name!r}; choose one of {', '.join(PRESETS)}")
        return PRESETS[key]

    def replace(self, **changes: Any) -> Rules:
        """A copy with some options changed (unknown option names raise RulesError)."""
        return self.with_options(changes)

    def with_options(self, changes: Mapping[str, Any]) -> Rules:
        """Like ``replace`` but from a mapping, validating names and value types."""
        fields = {f.name: f for f in dataclasses.fields(self)}
        clean: dict[str, Any] = {}
        for key, value in changes.items():
            if key not in fields or key == "name":
                raise RulesError(f"unknown rule option {key!r}; options are {', '.join(OPTION_NAMES)}")
            default = getattr(RULES_DEFAULT, key)
            if isinstance(default, bool):
                if not isinstance(value, bool):
                    raise RulesError(f"rule option {key!r} must be true or false, not {value!r}")
            elif isinstance(default, int) and (isinstance(value, bool) or not isinstance(value, int)):
                raise RulesError(f"rule option {key!r} must be a whole number, not {value!r}")
            elif isinstance(default, str) and value not in CHOICES[key]:
                raise RulesError(f"rule option {key!r} must be one of {', '.join(CHOICES[key])}, not {value!r}")
            clean[key] = value
        if clean.get("red_fives", self.red_fives) not in (0, 1):
            raise RulesError("red_fives must be 0 or 1 per suit")
        if clean.get("double_wind_pair_fu", self.double_wind_pair_fu) not in (2, 4):
            raise RulesError("double_wind_pair_fu must be 2 or 4")
        players = clean.get("players", self.players)
        if players not in (3, 4):
            raise RulesError(f"players must be 3 (sanma) or 4, not {players!r}")
        honba = clean.get("honba_value", self.honba_value)
        if honba < 0 or (players == 4 and honba % 3):
            raise RulesError("honba_value must be a non-negative multiple of 3 (e.g. 300)"
                             if players == 4 else "honba_value cannot be negative")
        for key in ("honba_tsumo_each", "kita_value"):
            if clean.get(key, getattr(self, key)) < 0:
                raise RulesError(f"{key} cannot be negative")
        return dataclasses.replace(self, **clean)

    def to_dict(self) -> dict[str, Any]:
        """Every option by name (the JSON shape of a rule set)."""
        return dataclasses.asdict(self)


RENHOU_VALUES = ("none", "mangan", "yakuman")
CHOICES: dict[str, tuple[str, ...]] = {"renhou": RENHOU_VALUES}
"""The allowed values of each option that is a word rather than a flag or a number."""

RULES_DEFAULT = Rules()
OPTION_NAMES: tuple[str, ...] = tuple(f.name for f in dataclasses.fields(Rules) if f.name != "name")

_ALL_DOUBLES: dict[str, Any] = dict(
    double_kokushi_13=True, double_suuankou_tanki=True, double_junsei_chuuren=True, double_daisuushii=True
)

PRESETS: dict[str, Rules] = {
    "tenhou": Rules(),
    "majsoul": Rules(name="majsoul", **_ALL_DOUBLES),
    "mleague": Rules(name="mleague", double_wind_pair_fu=2, kiriage=True, kazoe_yakuman=False),
    "wrc": Rules(name="wrc", red_fives=0, kiriage=True, kazoe_yakuman=False, yakuman_stacking=False, renhou="mangan"),
    "ema": Rules(name="ema", red_fives=0, kazoe_yakuman=False, yakuman_stacking=False, renhou="mangan"),
    "tenhou-sanma": Rules(name="tenhou-sanma", players=3, honba_value=200),
    "majsoul-sanma": Rules(name="majsoul-sanma", players=3, honba_value=200, **_ALL_DOUBLES),
}
"""The presets of docs/riichi.md, by name, the three-player (sanma) presets among them."""

PRESET_LABELS: dict[str, str] = {
    "tenhou": "Tenhou",
    "majsoul": "Mahjong Soul",
    "mleague": "M-League",
    "wrc": "WRC",
    "ema": "EMA",
    "tenhou-sanma": "Tenhou sanma (3 players)",
    "majsoul-sanma": "Mahjong Soul sanma (3 players)",
}

_ALIASES = {
    "mahjongsoul": "majsoul", "jansoul": "majsoul", "tenhousanma": "tenhou-sanma", "majsoulsanma": "majsoul-sanma",
    "mahjongsoulsanma": "majsoul-sanma", "jansoulsanma": "majsoul-sanma",
}


def resolve_rules(rules: str | Rules | Mapping[str, Any] | None) -> Rules:
    """Accept a preset name, a Rules value, or a mapping ``{"preset": name, option: value...}``."""
    return core_resolve(rules, Rules, RULES_DEFAULT)
