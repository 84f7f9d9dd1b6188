"""What a drill is made from: game, rule preset, kind, difficulty, the fields to answer, the seed and its number.

Those seven values make one drill, always the same one: a share link keeps them, and the drills of a seed
are numbered from 0 (``number``), so "seed ``ab12``, drills 0-9" are ten hands a friend can play too. The
fields to answer never change the hand (the same seed with points only gives the same hands).

>>> s = read_spec({"game": "riichi", "rules": "M-League", "seed": "ab12"})
>>> s.rules, s.kind, s.difficulty, s.fields, s.number
('mleague', 'score', 'mixed', ('han', 'fu', 'points'), 0)
>>> read_spec({"seed": "x", "kind": "discard", "game": "small"}).fields
('discard',)
>>> read_spec({"seed": "x", "fields": ["han", "yaku"]})
Traceback (most recent call last):
...
agari.drill.spec.DrillError: unknown field to answer 'yaku' for a Riichi score drill; choose among han, fu, ...
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

from agari.core.errors import AgariError
from agari.games import GameError, game, game_of

KINDS = ("score", "discard", "shanten", "value")
"""Score it (a winning hand: its value), What to discard (a hand of one tile over: the best throw), How far
(a hand: its shanten), What to discard by value (Riichi: the throw with the best expected score)."""
VALUE_GAMES = ("riichi",)
"""The games with by-value drills: Riichi, its four-player presets (the reference model's table)."""
DIFFICULTIES = ("plain", "mixed", "traps")
"""plain: hands as play deals them; traps: every hand steered to a thing players get wrong; mixed: some of each."""
DEFAULT_DIFFICULTY = "mixed"
SCORE_FIELDS: dict[str, tuple[str, ...]] = {
    "riichi": ("han", "fu", "points", "payments"),
    "small": ("total", "payments"),
    "fujian": ("total", "payments"),
}
"""The fields a score drill can ask, per game: ``points`` is what the hand earns the winner, honba included
(riichi deposits aside); ``payments`` is what each payer pays; ``total`` is a Small Mahjong or Fujian hand's
points (every loser pays it in Fujian; in Small Mahjong each pays it on a self-draw)."""
DEFAULT_FIELDS: dict[str, tuple[str, ...]] = {"riichi": ("han", "fu", "points"), "small": ("total", "payments"),
                                              "fujian": ("total", "payments")}
KIND_FIELDS: dict[str, tuple[str, ...]] = {"discard": ("discard",), "shanten": ("shanten",), "value": ("discard",)}
"""The one field the other kinds ask."""
MAX_NUMBER = 10**9
MAX_SEED = 64
SPEC_KEYS = ("game", "rules", "kind", "difficulty", "fields", "seed", "number")
LABELS = {"riichi": "Riichi", "small": "Small Mahjong", "fujian": "Fujian"}


class DrillError(AgariError):
    """A drill request that cannot be made (an unknown kind, difficulty or field, a bad seed or answer)."""


class Spec(NamedTuple):
    """One drill, as a share link keeps it."""

    game: str
    rules: str
    """The rule preset, by its canonical name."""
    kind: str
    difficulty: str
    fields: tuple[str, ...]
    """The fields the player answers, in the game's order."""
    seed: str
    number: int
    """The drill's number among the seed's drills (0, 1, 2...)."""

    def to_dict(self) -> dict[str, Any]:
        return {"game": self.game, "rules": self.rules, "kind": self.kind, "difficulty": self.difficulty,
                "fields": list(self.fields), "seed": self.seed, "number": self.number}


def _choice(value: object, choices: tuple[str, ...], field: str, what: str) -> str:
    if not isinstance(value, str) or value.strip().lower() not in choices:
        raise DrillError(f"unknown {what} {value!r}; choose one of {', '.join(choices)}", field=field)
    return value.strip().lower()


def _riichi_preset(name: str) -> str:
    from agari.riichi.rules import Rules

    return Rules.preset(name).name


def _small_preset(name: str) -> str:
    from agari.small.rules import preset

    return preset(name).name


def _fujian_preset(name: str) -> str:
    from agari.fujian.rules import Rules

    return Rules.preset(name).name


PRESET_NAMES: dict[str, Callable[[str], str]] = {"riichi": _riichi_preset, "small": _small_preset,
                                                 "fujian": _fujian_preset}
"""Each game's preset by its canonical name (``M-League`` -> ``mleague``); an unknown name raises a RulesError.
Each game's rules are imported when its drills are asked for (the page fetches another game's package then)."""


def canonical_preset(game_name: str, name: object) -> str:
    """The preset's canonical name, or a clear error naming the game's presets (default: the game's default)."""
    if name is None:
        return game(game_name).default_preset
    if not isinstance(name, str):
        raise DrillError(f"rules: a drill takes a preset name ({', '.join(game(game_name).presets)}), not "
                         f"{type(name).__name__}", field="rules")
    return PRESET_NAMES[game_name](name)


def read_seed(value: object) -> str:
    """A seed: text of 1 to 64 letters, digits, ``-`` or ``_`` (a whole number is read as its digits)."""
    if isinstance(value, bool) or value is None:
        raise DrillError("a drill needs a seed: any text of letters and digits (the same seed gives the same drills)",
                         field="seed")
    if isinstance(value, int):
        if value < 0:
            raise DrillError(f"seed {value} is negative; use a whole number of 0 or more, or text", field="seed")
        value = str(value)
    if not isinstance(value, str):
        raise DrillError(f"a seed is text or a whole number, not {type(value).__name__}", field="seed")
    if not 1 <= len(value) <= MAX_SEED:
        raise DrillError(f"a seed has 1 to {MAX_SEED} characters, not {len(value)}", field="seed")
    for i, ch in enumerate(value):
        if not (ch.isascii() and (ch.isalnum() or ch in "-_")):
            raise DrillError(f"seed: character {ch!r} at position {i}; use letters, digits, - and _", field="seed",
                             text=value, position=i)
    return value


def read_fields(value: object, game: str, kind: str) -> tuple[str, ...]:
    """The fields to answer, in the game's order (a list, or text such as ``han,fu``)."""
    if kind != "score":
        allowed = KIND_FIELDS[kind]
        if value is not None and value != list(allowed) and value != allowed[0] and value != allowed:
            raise DrillError(f"a {kind} drill asks {allowed[0]} only", field="fields")
        return allowed
    allowed = SCORE_FIELDS[game]
    if value is None:
        return DEFAULT_FIELDS[game]
    if isinstance(value, str):
        items: list[object] = [part.strip() for part in value.replace("+", ",").split(",") if part.strip()]
    elif isinstance(value, (list, tuple)):
        items = list(value)
    else:
        raise DrillError(f"fields: a list of field names ({', '.join(allowed)}), not {type(value).__name__}",
                         field="fields")
    chosen: set[str] = set()
    for item in items:
        if not isinstance(item, str) or item.strip().lower() not in allowed:
            raise DrillError(f"unknown field to answer {item!r} for a {LABELS[game]} score drill; choose among "
                             f"{', '.join(allowed)}", field="fields")
        chosen.add(item.strip().lower())
    if not chosen:
        raise DrillError(f"fields: name at least one field to answer ({', '.join(allowed)})", field="fields")
    return tuple(f for f in allowed if f in chosen)


def read_number(value: object) -> int:
    """The drill's number: a whole number from 0 (the seed's first drill)."""
    if value is None:
        return 0
    if isinstance(value, bool) or not isinstance(value, int):
        raise DrillError(f"number: the drill's number is a whole number from 0, not {value!r}", field="number")
    if not 0 <= value <= MAX_NUMBER:
        raise DrillError(f"number {value} is out of range 0..{MAX_NUMBER}", field="number")
    return value


def check_value_drills(game_name: str, preset: str) -> None:
    """By-value drills are made for four-player Riichi only: a clear error otherwise."""
    if game_name not in VALUE_GAMES:
        raise DrillError(f"by-value drills are made for {', '.join(LABELS[g] for g in VALUE_GAMES)} only, not "
                         f"{LABELS[game_name]}", field="kind")
    from agari.riichi.rules import Rules

    if Rules.preset(preset).players != 4:
        raise DrillError(f"by-value drills are made for four players; the preset {preset} has three", field="rules")


def read_spec(request: Mapping[str, Any]) -> Spec:
    """The drill a request names; every value checked, with a clear error naming the field."""
    try:
        g = game_of(request)
    except GameError as exc:
        raise DrillError(exc.message, field="game") from None
    if g.name not in SCORE_FIELDS:
        raise DrillError(f"the game {g.name} has no drills; drills are made for {', '.join(SCORE_FIELDS)}",
                         field="game")
    kind = _choice(request.get("kind", "score"), KINDS, "kind", "drill kind")
    difficulty = _choice(request.get("difficulty", DEFAULT_DIFFICULTY), DIFFICULTIES, "difficulty", "difficulty")
    rules = canonical_preset(g.name, request.get("rules"))
    if kind == "value":
        check_value_drills(g.name, rules)
    return Spec(
        game=g.name,
        rules=rules,
        kind=kind,
        difficulty=difficulty,
        fields=read_fields(request.get("fields"), g.name, kind),
        seed=read_seed(request.get("seed")),
        number=read_number(request.get("number")),
    )
