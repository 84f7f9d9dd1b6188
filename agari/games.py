"""The games agari plays: one registry that every front end reads.

A game is a value (``Game``): its name, labels per language, tile set, hand sizes, rule presets, the
fields of its requests (which the CLI turns into flags and the README documents) and the module that
answers its JSON operations.  Adding a game adds its package and one entry in ``GAMES``; the JSON door,
the batch mode, the CLI, the ``meta`` op and the page all list exactly these games.

>>> [g.name for g in GAMES.values()]
['riichi', 'small', 'fujian']
>>> game("go")
Traceback (most recent call last):
...
agari.games.GameError: unknown game 'go'; the games are: riichi, small, fujian
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from importlib import import_module
from typing import Any, NamedTuple

from agari.core.errors import AgariError, RulesError

JsonDict = dict[str, Any]
Operation = Callable[[Mapping[str, Any]], JsonDict]


_OPERATIONS: dict[str, Mapping[str, Operation]] = {}
"""Each game module's operations, once imported."""


class GameError(AgariError):
    """An unknown game name."""

    default_field = "game"


class Field(NamedTuple):
    """One request field of a game beyond the hand: its JSON name, kind and a one-line help.

    ``kind`` is ``bool`` (a flag), ``int``, ``str``, ``tile`` (one tile) or ``tiles`` (a tile list);
    ``flag`` is the CLI spelling (default ``--name`` with ``_`` as ``-``); ``choices`` limits a ``str``/``int``.
    """

    name: str
    kind: str
    help: str
    flag: str = ""
    choices: tuple[Any, ...] = ()
    default: Any = None
    op: str = ""
    """When set, giving this field selects that op (e.g. ``--calls TILE`` asks the ``calls`` op)."""
    wild: bool = False
    """A ``tile`` field naming a wild type (Fujian's gold): front ends mark the hand's tiles of that type."""
    same_as: tuple[tuple[str, Any], ...] = ()
    """A ``bool`` field that, set, says the same as these field values (Small Mahjong's ``heaven`` is
    ``first_turn`` with ``dealer``): a front end may offer only those and read this one as them."""

    @property
    def cli_flag(self) -> str:
        """The command-line spelling of this field."""
        return self.flag or "--" + self.name.replace("_", "-")

    def to_dict(self) -> JsonDict:
        out: JsonDict = {"name": self.name, "kind": self.kind, "help": self.help, "flag": self.cli_flag}
        if self.choices:
            out["choices"] = list(self.choices)
        if self.default is not None:
            out["default"] = self.default
        if self.op:
            out["op"] = self.op
        if self.wild:
            out["wild"] = True
        if self.same_as:
            out["same_as"] = dict(self.same_as)
        return out


class Game(NamedTuple):
    """A game of the registry: what front ends need to know of it, and where its operations live."""

    name: str
    labels: Mapping[str, str]
    """The game's name per language (``en``, ``ja``, ...)."""
    tiles: tuple[str, ...]
    """The tile types its hands use, in palette order."""
    hand_sizes: tuple[int, ...]
    """Tiles of a winning hand, winning tile included (a kan counted as three)."""
    presets: tuple[str, ...]
    default_preset: str
    module: str
    """The module whose ``OPERATIONS`` (op name -> function of the request) and ``meta()`` serve this game."""
    fields: tuple[Field, ...] = ()
    """Request fields besides ``hand``, ``win``, ``rules`` and ``op``."""
    calls: tuple[str, ...] = ()
    """The melds a hand may show, in the notation's words: ``chi``, ``pon``, ``kan`` (open), ``ankan`` (closed)."""

    def operations(self) -> Mapping[str, Operation]:
        """The game's JSON operations (its module is imported on first use)."""
        ops = _OPERATIONS.get(self.module)
        if ops is None:
            ops = _OPERATIONS[self.module] = import_module(self.module).OPERATIONS
        return ops

    def operation(self, op: str) -> Operation:
        """One JSON operation of the game, or a clear error naming the ones it has."""
        ops = self.operations()
        fn = ops.get(op)
        if fn is None:
            raise AgariError(f"unknown op {op!r} for the game {self.name}; use one of {', '.join(ops)}", field="op")
        return fn

    def check_preset(self, name: str) -> None:
        """Refuse a preset name the game does not have (the game's module may accept spellings of its own)."""
        check = getattr(import_module(self.module), "check_preset", None)
        if check is not None:
            check(name)
        elif name not in self.presets:
            raise RulesError(f"unknown rule preset {name!r} for {self.name}; choose one of {', '.join(self.presets)}")

    def meta(self) -> JsonDict:
        """The game's own ``meta`` answer (presets, options, names of its conditions)."""
        data: JsonDict = import_module(self.module).meta()
        return data

    def to_dict(self) -> JsonDict:
        """The registry entry as JSON (the ``games`` list of the ``meta`` op)."""
        return {
            "name": self.name,
            "labels": dict(self.labels),
            "tiles": list(self.tiles),
            "hand_sizes": list(self.hand_sizes),
            "presets": list(self.presets),
            "default_preset": self.default_preset,
            "fields": [f.to_dict() for f in self.fields],
            "calls": list(self.calls),
        }


def _tiles(suits: str) -> tuple[str, ...]:
    return tuple(f"{n}{s}" for s in suits for n in range(1, 8 if s == "z" else 10))


RIICHI = Game(
    name="riichi",
    labels={"en": "Riichi", "ja": "リーチ麻雀", "zh": "日本麻将", "ko": "리치 마작"},
    tiles=_tiles("mpsz"),
    hand_sizes=(14,),
    presets=("tenhou", "majsoul", "mleague", "wrc", "ema", "tenhou-sanma", "majsoul-sanma"),
    default_preset="tenhou",
    module="agari.riichi.game",
    calls=("chi", "pon", "kan", "ankan"),
    fields=(
        Field("tsumo", "bool", "won by self-draw (else ron)"),
        Field("riichi", "bool", "riichi declared"),
        Field("double_riichi", "bool", "double riichi"),
        Field("ippatsu", "bool", "won within one go-around after riichi"),
        Field("round", "str", "round wind", choices=("e", "s", "w", "n"), default="e"),
        Field("seat", "str", "seat wind", choices=("e", "s", "w", "n"), default="e"),
        Field("dora", "tiles", "dora indicators"),
        Field("ura", "tiles", "ura dora indicators"),
        Field("haitei", "bool", "won on the last tile (haitei / houtei)"),
        Field("rinshan", "bool", "won on a kan replacement tile"),
        Field("chankan", "bool", "won by robbing a kan"),
        Field("tenhou", "bool", "dealer's first-draw win"),
        Field("chiihou", "bool", "non-dealer's first-draw win"),
        Field("renhou", "bool", "non-dealer's ron before their first draw"),
        Field("honba", "int", "honba counters", default=0),
        Field("sticks", "int", "riichi sticks on the table", default=0),
        Field("kita", "int", "Norths set aside as kita (three-player presets)", default=0),
        Field("pao", "str", "seat wind of the player liable for a daisangen or daisuushii",
              choices=("e", "s", "w", "n")),
    ),
)

SMALL = Game(
    name="small",
    labels={"en": "Small Mahjong", "ja": "スモール麻雀", "zh": "小麻将", "ko": "스몰 마작"},
    tiles=_tiles("mps"),
    hand_sizes=(5, 8, 11, 14),
    presets=("smallmahjong",),
    default_preset="smallmahjong",
    module="agari.small.game",
    fields=(
        Field("tsumo", "bool", "won by self-draw (else ron, which needs reach)"),
        Field("reach", "bool", "Reach declared"),
        Field("double_reach", "bool", "Reach declared on the first turn"),
        Field("one_shot", "bool", "won within one go-around after Reach"),
        Field("last_tile", "bool", "won on the last tile (of the stock on tsumo, the last discard on ron)"),
        Field("first_turn", "bool", "won on the first draw (Blessing of Heaven for the dealer, else of Earth)"),
        Field("heaven", "bool", "Blessing of Heaven: the dealer wins on the first draw",
              same_as=(("first_turn", True), ("dealer", True))),
        Field("earth", "bool", "Blessing of Earth: another player wins on the first draw",
              same_as=(("first_turn", True), ("dealer", False))),
        Field("dealer", "bool", "the winner is the dealer"),
        Field("players", "int", "number of players (1 for a solo game)", choices=(1, 2, 3, 4), default=4),
    ),
)

FUJIAN = Game(
    name="fujian",
    labels={"en": "Fujian (Gold Rush)", "ja": "福建麻雀 (金麻将)", "zh": "福州麻将", "ko": "푸젠 마작 (골드 러시)"},
    tiles=_tiles("mps"),
    hand_sizes=(17,),
    presets=("gold-rush", "fuzhou"),
    default_preset="gold-rush",
    module="agari.fujian.game",
    calls=("chi", "pon", "kan", "ankan"),
    fields=(
        Field("gold", "tile", "the gold (wild) tile type, e.g. 5s", wild=True),
        Field("bonus", "tiles", "bonus tiles set aside: winds 1z-4z, red dragon 7z",
              choices=("1z", "2z", "3z", "4z", "7z")),
        Field("tsumo", "bool", "won by self-draw (else on a discard)"),
        Field("streak", "int", "dealer streak N (counts under fuzhou)", default=0),
        Field("rob_gold", "bool", "Robbing the Gold: won on the revealed gold at the start"),
        Field("discard", "tile", "list the legal calls on this discarded tile", flag="--calls", op="calls"),
        Field("from", "str", "seat of the discarder for --calls", choices=("left", "right", "across"), op="calls"),
    ),
)

GAMES: dict[str, Game] = {g.name: g for g in (RIICHI, SMALL, FUJIAN)}
"""Every game, by name, in the order front ends list them."""

DEFAULT_GAME = "riichi"


def game(name: object) -> Game:
    """The game called ``name``, or a GameError naming the known games."""
    found = GAMES.get(name) if isinstance(name, str) else None
    if found is None:
        raise GameError(f"unknown game {name!r}; the games are: {', '.join(GAMES)}")
    return found


def game_of(request: Mapping[str, Any]) -> Game:
    """The game a request is for (its ``game`` field, default ``riichi``)."""
    name = request.get("game")
    return GAMES[DEFAULT_GAME] if name is None else game(name)
