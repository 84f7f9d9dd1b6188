"""The one internal game record: every log format is read into it, and the review is written once against it.

A game is its players, the rule read from the log and its rounds; a round is its situation (wind, dealer,
honba, riichi sticks, scores, dora indicators), the start hands, the events in play order and how it ended.
Seats are numbered 0..players-1 from the first dealer (the log's East seat).  Values are immutable.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from agari.core.errors import AgariError
from agari.core.tile import Tile
from agari.riichi.rules import Rules, resolve_rules

DRAW = "draw"
"""A tile drawn from the wall (``rinshan``: the replacement after a kan or a kita)."""
DISCARD = "discard"
"""A tile discarded (``tsumogiri``: the tile just drawn; ``riichi``: the discard that declares riichi)."""
CHI = "chi"
PON = "pon"
DAIMINKAN = "daiminkan"
"""An open kan called on a discard."""
ANKAN = "ankan"
"""A closed kan declared from the hand."""
KAKAN = "kakan"
"""A tile added to a pon (the added kan that another player may rob: chankan)."""
KITA = "kita"
"""A North set aside (three players)."""
DORA = "dora"
"""A new dora indicator turned over (after a kan)."""

CALLS = (CHI, PON, DAIMINKAN)
"""Calls on another player's discard."""

WIND_LETTERS = "eswn"
ROUND_LETTERS = "ESWN"


class Event(NamedTuple):
    """One thing that happened, in play order."""

    kind: str
    seat: int
    """Who acted (-1 for a new dora indicator)."""
    tile: Tile | None = None
    """The drawn, discarded, called, added or shown tile (None for a hidden draw and an ankan)."""
    tiles: tuple[Tile, ...] = ()
    """A call's tiles from the caller's hand (chi/pon 2, daiminkan 3, ankan 4, kakan the pon's 3)."""
    target: int = -1
    """A call: the seat whose discard was called."""
    tsumogiri: bool = False
    riichi: bool = False
    rinshan: bool = False


class RecordedWin(NamedTuple):
    """A win as the log recorded it: who, from whom, and what it was worth there."""

    seat: int
    from_seat: int
    """The discarder on a ron, the winner on a tsumo."""
    pao: int
    """The liable seat (-1: none)."""
    deltas: tuple[int, ...] | None
    """Each seat's change of score for this win (with honba and riichi sticks), when the log has them."""
    han: int | None = None
    fu: int | None = None
    points: int | None = None
    """The hand's value without honba and sticks (a tsumo's payments added up)."""
    limit: str | None = None
    yaku: tuple[tuple[str, int], ...] = ()
    """Canonical yaku names with their han (13 a yakuman), dora, aka, ura and kita included."""
    unknown_yaku: tuple[str, ...] = ()
    """Yaku names of the log that agari could not map (kept as written)."""
    text: str = ""
    """The log's own line for the score (``30符4飜7700点``)."""
    ura: tuple[Tile, ...] | None = None
    """Ura indicators given with this win (mjai), else the round's."""
    hand: tuple[Tile, ...] | None = None
    """The winner's concealed tiles as the log shows them at the win (mjai ``hora_tehais``), if any."""
    pao_known: bool = True
    """The log says who is liable, if anyone (Tenhou's JSON always does); False: the review finds it from the play."""


class RecordedDraw(NamedTuple):
    """A round that ended without a win: exhaustive or abortive, with the log's payments."""

    kind: str
    """``exhaustive``, ``nagashi``, ``nine_terminals``, ``four_riichi``, ``four_kans``, ``four_winds``,
    ``triple_ron``, ``all_tenpai``, ``all_noten`` or ``other`` (a name agari does not know: the play decides)."""
    deltas: tuple[int, ...] | None
    text: str = ""
    tenpai: tuple[int, ...] | None = None
    """The seats the log says were tenpai (mjai), else None."""


DRAW_SPELLINGS: dict[str, tuple[str, ...]] = {
    "exhaustive": ("流局", "荒牌平局", "ryuukyoku", "ryukyoku", "exhaustive", "exhaustivedraw", "exhaustivedrawnormal",
                   "fanpai", "howanpai", "kouhaiheikyoku", "kohaiheikyoku"),
    "all_tenpai": ("全員聴牌", "alltenpai", "tenpaieverybody"),
    "all_noten": ("全員不聴", "allnoten", "tenpainobody"),
    "nagashi": ("流し満貫", "nagashimangan", "exhaustivedrawnagashimangan", "nm"),
    "nine_terminals": ("九種九牌", "kyuushukyuuhai", "kyushukyuhai", "kyuusyukyuuhai", "kyuushu", "kyushu",
                       "nineterminals", "abortivedrawnineterminals", "yao9"),
    "four_riichi": ("四家立直", "suuchariichi", "suucharichi", "suchareach", "suuchareach", "fourriichi", "fourriichis",
                    "abortivedrawfourriichis", "reach4"),
    "four_kans": ("四槓散了", "suukaikan", "sukaikan", "suukansanra", "sukansanra", "fourkans", "abortivedrawfourkans",
                  "kan4"),
    "four_winds": ("四風連打", "suufonrenda", "sufonrenta", "suufonrenta", "suufuurenda", "sufuurenta", "fourwinds",
                   "abortivedrawfourwinds", "kaze4"),
    "triple_ron": ("三家和了", "三家和", "sanchahou", "sanchaho", "sanchahoura", "sanchahora", "tripleron", "threerons",
                   "abortivedrawthreerons", "ron3"),
}
"""How the logs name a draw (Tenhou's JSON and mjlog, mjai, Mortal, riichienv's ``exhaustive_draw``, mjx's
``EVENT_TYPE_ABORTIVE_DRAW_...``), each folded as ``draw_kind`` folds a name: lower case, no spaces, ``_`` or ``-``."""
_DRAW_NAMES = {spelling: kind for kind, spellings in DRAW_SPELLINGS.items() for spelling in spellings}


def draw_kind(name: str) -> str | None:
    """The kind of draw a log's name for it means (``exhaustive_draw``, ``流局``, ``kyushukyuhai``...), None when the
    name is none agari knows: then the play decides (the review: a round whose wall ran out is exhaustive)."""
    key = "".join(ch for ch in name.lower() if ch not in " _-.:").removeprefix("eventtype")
    return _DRAW_NAMES.get(key)


DRAW_KINDS = ("exhaustive", "all_tenpai", "all_noten", "nagashi", "nine_terminals", "four_riichi", "four_kans",
              "four_winds", "triple_ron", "other")
ABORTIVE = frozenset({"nine_terminals", "four_riichi", "four_kans", "four_winds", "triple_ron"})


class Round(NamedTuple):
    """One hand of the game (a kyoku)."""

    order: int
    """Its place in the log (0 first)."""
    wind: int
    """The round wind: 0 East, 1 South, 2 West, 3 North."""
    number: int
    """1..4 within the wind (E1 is the first dealer's)."""
    honba: int
    sticks: int
    """Riichi sticks on the table at the start."""
    dealer: int
    scores: tuple[int, ...]
    dora: tuple[Tile, ...]
    """The dora indicators shown at the start (later ones arrive as ``dora`` events)."""
    ura: tuple[Tile, ...]
    hands: tuple[tuple[Tile, ...] | None, ...]
    """Each seat's 13 start tiles (None: hidden in the log)."""
    events: tuple[Event, ...]
    wins: tuple[RecordedWin, ...]
    draw: RecordedDraw | None
    all_dora: tuple[Tile, ...] = ()
    """Every dora indicator the log lists for the round (Tenhou's list: those turned over by its end)."""

    @property
    def label(self) -> str:
        """``E1``, ``S3``: the round wind's letter and the hand's number."""
        return f"{ROUND_LETTERS[self.wind]}{self.number}"

    @property
    def title(self) -> str:
        """``E2 (honba 1)``: the label with its honba when there are any."""
        return f"{self.label} (honba {self.honba})" if self.honba else self.label


class LogRule(NamedTuple):
    """The rule read from the log, mapped to an agari preset."""

    preset: str
    """The preset: ``tenhou``, ``tenhou-sanma``, ``majsoul``, ``majsoul-sanma``."""
    options: dict[str, Any]
    """Options changed from the preset (``red_fives``, ``open_tanyao``)."""
    players: int
    label: str
    """The log's own words for it (``鳳南喰赤``)."""
    assumptions: tuple[str, ...]
    """What agari could not read from the log and assumed, in words."""
    length: str = "south"
    """``east`` (tonpuusen) or ``south`` (hanchan), as far as the log tells."""

    @property
    def rules(self) -> dict[str, Any] | str:
        """The engine's ``rules`` argument: the preset's name, or ``{"preset": ..., option: value}``."""
        return {"preset": self.preset, **self.options} if self.options else self.preset

    @property
    def engine_rules(self) -> Rules:
        """The rules as the engine's Rules value (the preset with the log's options)."""
        return resolve_rules(self.rules)

    def to_dict(self) -> dict[str, Any]:
        return {"preset": self.preset, "options": dict(self.options), "players": self.players, "label": self.label,
                "length": self.length, "assumptions": list(self.assumptions)}


class GameRecord(NamedTuple):
    """A whole game read from a log."""

    format: str
    """``tenhou`` (Tenhou's JSON), ``majsoul`` (Tenhou's JSON written by a Mahjong Soul converter) or ``mjai``."""
    players: int
    names: tuple[str, ...]
    rule: LogRule
    rounds: tuple[Round, ...]
    final_scores: tuple[int, ...] | None = None
    """The scores at the end as the log states them (Tenhou's ``sc``, mjai's ``end_game``), if it does."""
    problems: tuple[str, ...] = ()
    """Rounds the reader could not read (each a sentence naming the round); the others are read."""


class LogError(AgariError):
    """A log that cannot be read, or a round that cannot be followed (the message names the round, the event and
    why)."""

    default_field = "log"


def wind_letter(seat: int, dealer: int, players: int) -> str:
    """The seat wind letter of ``seat`` in a round whose dealer is ``dealer``."""
    return WIND_LETTERS[(seat - dealer) % players]
