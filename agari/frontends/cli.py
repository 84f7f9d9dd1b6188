"""The ``agari`` command line: score a hand, analyse it (shanten, ukeire, discards, waits), or run a batch.

``main(argv)`` never raises: it returns the exit status (0 scored or analysed, 1 a valid hand that
does not score: complete without a yaku, or not a winning hand; 2 invalid input; 70 an internal
error, which is a bug).
"""

from __future__ import annotations

import argparse
import io
import json
import re
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import Any, NoReturn, TextIO, TypeVar

from agari.core.errors import AgariError, RulesError
from agari.core.notation import Hand, parse_hand, parse_tile_list
from agari.core.tile import Tile
from agari.frontends.display import COLOR_CHOICES, Style, render_analysis, render_score, use_color
from agari.frontends.words import word
from agari.games import DEFAULT_GAME, GAMES, Game, GameError, game
from agari.riichi import names
from agari.riichi.names import LANGS
from agari.riichi.rules import CHOICES, OPTION_NAMES, PRESET_LABELS, PRESETS, RULES_DEFAULT, resolve_rules
from agari.version import __version__

T = TypeVar("T")

EXIT_OK = 0
EXIT_NOT_SCORED = 1
"""A valid hand that does not score: complete without a yaku, or not a winning hand."""
EXIT_BAD_INPUT = 2
"""Invalid input: notation, tile counts, flags, rules."""
NOT_SCORED_ERRORS = frozenset({"no_yaku", "not_winning"})
"""The result errors of a valid hand that does not score (exit status 1)."""
EXIT_INTERNAL = 70
"""An unexpected exception: a bug in agari."""

NOTATION_HELP = """\
hand notation:
  digits then their suit letter: m man (characters), p pin (dots), s sou (bamboo),
  z honors 1z-7z = East South West North, White (haku), Green (hatsu), Red (chun).
  0 is a red five (0m 0p 0s). Honors may also be letters: e s w n (winds),
  wh g r (dragons), e.g. "eeewh" = East East East White; "wwh" = West White.
  Called melds go in brackets: (123m) chi, (555z) pon, (1111p) open kan,
  [1111p] closed kan. A meld in (...) makes the hand open, so -o is never needed.
  Scoring: the hand includes the winning tile (14 tiles, +1 per kan); give a
  13-tile hand with -w and the winning tile is added. Without -w agari picks the
  winning tile that scores best. Tiles for -w, -d, --ura and --visible use the
  same notation: -d 58m, -d 5m,8m, -w e, -d wh.

examples:
  agari 123m456p789s11122z -t -r           riichi tsumo, winning tile chosen
  agari 123m456p789s11122z -w 2m -d 1m     ron on 2m, dora indicator 1m
  agari "[1111m]222333m555p11z" -t         closed kan, tsumo
  agari "(111m)456m789p123s11z" -w 1z --last-tile   open pon, houtei ron on East
  agari "123m456p789seeenn" -w e -d wwh    letter honors everywhere
  agari 234m567p678s22s234p -w 4m --honba 2 --sticks 1 --seat s
  agari 234567m234567p22s -w 5p -r -d 1m --rule kiriage=true   4 han 30 fu counted as mangan
  agari 13m456p789s11122z -w 2m --all      13 tiles + the winning tile; every reading
  agari 123m456p789s1112z --shanten        shanten of 13 tiles
  agari 123m456p789s1122z --ukeire         shanten and the tiles that help
  agari 1234m456p789s1122z --discards      what to discard from 14 tiles
  agari 123m456p789s1122z --waits -r       waits with their ron/tsumo scores
  agari 1234m456p789s1122z --ev            tenpai %, win % and expected points of each discard
  agari 1234m456p789s1122z --ev --turn 8 --no-tegawari   the same at turn 8, without hand changes
  agari 5m88m34556p222s99s6z -d 1p --danger --opponent 'river=1z9p2z4m8s5p7s6z;riichi=6'
                                           each discard's deal-in chance against a riichi (South)
  agari batch --rules majsoul < cases.jsonl > results.jsonl
  agari batch --jobs 2 cases.jsonl > results.jsonl   two worker processes, same output
  agari 11m999m456p789s222z -w 1m -t --kita 2 --rules tenhou-sanma   three players, 2 kita
  agari "(555z)(666z)(777z)234p11s" -w 1s --seat s --pao w   daisangen, West liable
  agari nagashi --seat s                   nagashi mangan (a settlement, not a hand)

game review:
  agari review FILE...  reads game logs (Tenhou's JSON and mjlog, mjai), rescores every win against the
  log and grades every discard; --summary per player over many games (agari review --help)

rules:
  --rules PRESET picks a rule set ({presets}); --rule NAME=VALUE
  changes one option (repeatable), e.g. --rule kiriage=true --rule red_fives=0.
  Options: {options}.

exit status:
  0  scored (or analysed, with --shanten, --ukeire, --discards, --waits)
  1  a valid hand that does not score; the message says which: "no yaku" (complete
     but without a yaku, dora are not yaku) or "not a winning hand" (with its shanten)
  2  invalid input (notation, tile counts, flags, rules)
  70 internal error (a bug in agari)
Colour only on a terminal; never with NO_COLOR set, --no-color or --color=never.
"""

BATCH_HELP = """\
JSON Lines in (one case a line, see tests/cases/README.md), one result line out per
case, in order, echoing "id". A bad line gives an error result and the run goes on.
"""

FIELD_FLAGS: dict[str, str] = {
    "hand": "hand",
    "win": "-w/--win",
    "dora": "-d/--dora",
    "ura": "--ura",
    "round": "--round",
    "seat": "--seat",
    "visible": "--visible",
    "rules": "--rules",
    "honba": "--honba",
    "sticks": "--sticks",
    "riichi": "-r/--riichi",
    "double_riichi": "--double-riichi",
    "ippatsu": "--ippatsu",
    "tsumo": "-t/--tsumo",
    "haitei": "--last-tile",
    "rinshan": "--rinshan",
    "chankan": "--chankan",
    "tenhou": "--tenhou",
    "chiihou": "--chiihou",
    "renhou": "--renhou",
    "kita": "--kita",
    "pao": "--pao",
    "turn": "--turn",
    "t_max": "--last-turn",
    "shanten_down": "--no-shanten-down",
    "tegawari": "--no-tegawari",
    "uradora": "--no-uradora",
    "wall": "--real-wall",
    "draws_left": "--draws-left",
    "budget": "--budget",
}
"""How each input field is spelled on the command line (for error messages)."""

SITUATION_FLAGS: tuple[tuple[str, str], ...] = (
    ("riichi", "Riichi"),
    ("double_riichi", "Double riichi"),
    ("ippatsu", "Ippatsu"),
    ("haitei", "Last tile"),
    ("rinshan", "Rinshan"),
    ("chankan", "Chankan"),
    ("tenhou", "Tenhou"),
    ("chiihou", "Chiihou"),
    ("renhou", "Renhou"),
)
"""Situation flags of a case and how the score sheet names them."""

NOT_WINNING: dict[int, str] = {
    -1: "the tiles are complete, but not with this winning tile",
    0: "tenpai (one tile short), not complete",
}
"""How a not-winning hand's shanten reads (others: ``n-shanten``)."""

ANALYSIS_SECTIONS = ("shanten", "ukeire", "discards", "waits")

WIND_WORDS: dict[str, str] = {
    "e": "e", "s": "s", "w": "w", "n": "n",
    "east": "e", "south": "s", "west": "w", "north": "n",
    "1z": "e", "2z": "s", "3z": "w", "4z": "n",
}
"""Ways to write a wind on the command line."""


class UsageError(Exception):
    """A command line argparse refused (one line, exit status 2)."""


class Failure(Exception):
    """Bad input (exit status 2) or a valid hand that does not score (1): the message lines for stderr."""

    def __init__(self, *lines: str, result: dict[str, Any] | None = None, status: int = EXIT_BAD_INPUT) -> None:
        super().__init__(lines[0] if lines else "")
        self.status = status
        self.lines = [line for line in lines if line]
        detail = self.lines[0].split(": ", 1)[-1] if self.lines else ""
        self.result: dict[str, Any] = result or {
            "ok": False, "error": "invalid", "detail": detail, "field": None, "position": None,
        }
        """The JSON error shape of the same failure (printed with ``--json``)."""


class _Parser(argparse.ArgumentParser):
    """argparse that reports a usage error as one line instead of exiting."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see {self.prog} --help)")


# -- argument types ---------------------------------------------------------------------------------


def wind_arg(text: str) -> str:
    """A wind for --round/--seat: e s w n, East..., or 1z-4z."""
    key = WIND_WORDS.get(text.strip().lower())
    if key is None:
        raise argparse.ArgumentTypeError(f"{text!r} is not a wind; use e, s, w or n (East, South, West, North)")
    return key


def _whole(text: str, least: int, too_small: str) -> int:
    """A whole number of at least ``least`` from a flag's text (``too_small``: the message below it)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < least:
        raise argparse.ArgumentTypeError(too_small.format(value=value))
    return value


def count_arg(text: str) -> int:
    """A whole number >= 0 (honba, sticks)."""
    return _whole(text, 0, "{value} is negative; give 0 or more")


def jobs_arg(text: str) -> int:
    """A number of worker processes for ``agari batch --jobs``: 1 or more."""
    return _whole(text, 1, "{value} workers: give 1 or more")


def rule_arg(text: str) -> tuple[str, bool | int | str]:
    """One rule option ``NAME=VALUE`` (true/false/yes/no/on/off, a whole number, or one of the option's words)."""
    name, sep, raw = text.partition("=")
    name = name.strip().replace("-", "_")
    if not sep or not name:
        raise argparse.ArgumentTypeError(f"{text!r} is not NAME=VALUE (e.g. kiriage=true)")
    if name not in OPTION_NAMES:
        raise argparse.ArgumentTypeError(f"unknown rule option {name!r}; options are {', '.join(OPTION_NAMES)}")
    low = raw.strip().lower()
    truth = {"true": True, "yes": True, "on": True, "1": True, "false": False, "no": False, "off": False, "0": False}
    if isinstance(getattr(RULES_DEFAULT, name), bool):
        if low not in truth:
            raise argparse.ArgumentTypeError(f"rule option {name} takes true or false, not {raw!r}")
        return name, truth[low]
    if name in CHOICES:
        if low not in CHOICES[name]:
            raise argparse.ArgumentTypeError(f"rule option {name} takes one of {', '.join(CHOICES[name])}, not {raw!r}")
        return name, low
    try:
        return name, int(low)
    except ValueError:
        raise argparse.ArgumentTypeError(f"rule option {name} takes a whole number, not {raw!r}") from None


# -- parsers ----------------------------------------------------------------------------------------


def build_parser() -> argparse.ArgumentParser:
    """The parser of ``agari HAND [options]``."""
    presets = ", ".join(f"{name} ({label})" for name, label in PRESET_LABELS.items())
    p = _Parser(
        prog="agari",
        description="Riichi mahjong hand calculator: score a winning hand (yaku, fu, points), "
        "or analyse one (shanten, ukeire, what to discard, waits).",
        epilog=NOTATION_HELP.format(presets=presets, options=", ".join(OPTION_NAMES)),
        formatter_class=argparse.RawDescriptionHelpFormatter,
        allow_abbrev=False,
    )
    p.add_argument("hand", nargs="+", metavar="HAND",
                   help="the hand, e.g. 123m456p789s11122z (spaces between parts are allowed)")
    p.add_argument("--game", choices=tuple(GAMES), default=DEFAULT_GAME,
                   help=f"the game: {', '.join(GAMES)} (default: {DEFAULT_GAME}); "
                   "`agari --game NAME --help` shows a game's own options")
    win = p.add_argument_group("the win")
    win.add_argument("-w", "--win", metavar="TILE", help="winning tile (e.g. 2m, 5z, e); default: the best one")
    win.add_argument("-t", "--tsumo", action="store_true", help="won by self-draw (default: ron)")
    win.add_argument("-o", "--open", action="store_true",
                     help="hand is open; accepted for compatibility: a meld written in (...) already opens the hand")
    win.add_argument("-r", "--riichi", action="store_true", help="riichi declared")
    win.add_argument("--double-riichi", action="store_true", help="double riichi (first turn)")
    win.add_argument("--ippatsu", action="store_true", help="ippatsu (win within one turn of riichi)")
    win.add_argument("--round", type=wind_arg, default="e", metavar="WIND", help="round wind: e/s/w/n (default: e)")
    win.add_argument("--seat", type=wind_arg, default="e", metavar="WIND",
                     help="seat wind: e/s/w/n (default: e = dealer)")
    win.add_argument("-d", "--dora", action="append", metavar="TILES",
                     help="dora indicators (e.g. 58m or 5m,8m; repeatable)")
    win.add_argument("--ura", action="append", metavar="TILES", help="ura dora indicators (count with riichi)")
    win.add_argument("--last-tile", action="store_true", help="win on the last tile (haitei on tsumo, houtei on ron)")
    win.add_argument("--rinshan", action="store_true", help="win on a kan replacement tile")
    win.add_argument("--chankan", action="store_true", help="ron on another player's added kan")
    win.add_argument("--tenhou", action="store_true", help="dealer's first draw win")
    win.add_argument("--chiihou", action="store_true", help="non-dealer's first draw win")
    win.add_argument("--renhou", action="store_true",
                     help="non-dealer's ron before their first draw (a yaku under wrc/ema or --rule renhou=...)")
    win.add_argument("--honba", type=count_arg, default=0, metavar="N", help="honba counters (300 each)")
    win.add_argument("--sticks", type=count_arg, default=0, metavar="N",
                     help="riichi sticks on the table, collected by the winner (1000 each)")
    win.add_argument("--kita", type=count_arg, default=0, metavar="N",
                     help="Norths set aside as kita (three players: --rules tenhou-sanma or majsoul-sanma)")
    win.add_argument("--pao", type=wind_arg, default=None, metavar="WIND",
                     help="seat wind of the player liable (pao) for a daisangen or daisuushii")
    rules = p.add_argument_group("rules")
    rules.add_argument("--rules", default="tenhou", metavar="PRESET",
                       help=f"rule preset: {', '.join(PRESETS)} (default: tenhou)")
    rules.add_argument("--rule", action="append", type=rule_arg, default=[], metavar="NAME=VALUE",
                       help="change one rule option, e.g. kiriage=true (repeatable)")
    ana = p.add_argument_group("analysis (instead of a score)")
    ana.add_argument("--shanten", action="store_true", help="shanten instead of a score")
    ana.add_argument("--ukeire", action="store_true", help="shanten with ukeire (the tiles that help)")
    ana.add_argument("--discards", action="store_true", help="what to discard: the table of discards (14 tiles)")
    ana.add_argument("--waits", action="store_true", help="waits of a tenpai hand with their ron and tsumo scores")
    ana.add_argument("--visible", action="append", metavar="TILES",
                     help="tiles seen elsewhere (discards, melds of others), left out of ukeire counts")
    ev = p.add_argument_group("expected values (--ev)")
    ev.add_argument("--ev", action="store_true",
                    help="each discard's tenpai chance, win chance and expected points at the turn, and the win "
                    "chance by turn (14 tiles; 13: the hand as it stands)")
    ev.add_argument("--turn", type=count_arg, default=None, metavar="N",
                    help="the hand's turn: draws so far (default 1)")
    ev.add_argument("--last-turn", type=count_arg, default=None, metavar="N", help="the last turn (default 18)")
    ev.add_argument("--no-shanten-down", action="store_true", help="never discard back a step (shanten down off)")
    ev.add_argument("--no-tegawari", action="store_true", help="no draws that only reshape the hand (tegawari off)")
    ev.add_argument("--no-uradora", action="store_true", help="no expected ura dora after riichi")
    ev.add_argument("--real-wall", action="store_true",
                    help="the wall as the table leaves it: --visible tiles are seen, --draws-left draws remain")
    ev.add_argument("--draws-left", type=count_arg, default=None, metavar="N",
                    help="with --real-wall: the draws left to this player")
    ev.add_argument("--budget", type=count_arg, default=None, metavar="N",
                    help="most search states; a larger search stops with a message")
    dg = p.add_argument_group("danger (--danger)")
    dg.add_argument("--danger", action="store_true",
                    help="each discard's chance of dealing in to the opponents and its expected loss")
    dg.add_argument("--opponent", action="append", default=[], metavar="FIELDS",
                    help="an opponent, the seats after --seat in order (repeatable): "
                    "'river=1z9p2z4m8s5p;riichi=6;calls=(456s)' (riichi: the riichi tile's place in the river); "
                    "also tsumogiri=N,N, passed=TILES, wind=W, ippatsu")
    out = p.add_argument_group("output")
    out.add_argument("--all", action="store_true", help="show every reading of the hand with its score")
    out.add_argument("--json", action="store_true", help="print the result as JSON")
    out.add_argument("--ascii", action="store_true", help="ASCII tiles (123m) instead of Unicode glyphs")
    out.add_argument("--no-color", action="store_true", help="no colour (same as --color=never)")
    out.add_argument("--color", choices=COLOR_CHOICES, default="auto",
                     help="colour: auto (on a terminal), always, never; NO_COLOR in the environment wins")
    out.add_argument("--lang", choices=LANGS, default="en",
                     help="names of yaku, limits and fu: en, ja, zh (Simplified Chinese) or ko (Korean)")
    out.add_argument("--version", action="version", version=f"agari {__version__}")
    return p


def build_batch_parser() -> argparse.ArgumentParser:
    """The parser of ``agari batch``."""
    p = _Parser(prog="agari batch", description=BATCH_HELP, allow_abbrev=False,
                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("input", nargs="?", metavar="FILE", help="read cases from FILE instead of standard input")
    p.add_argument("--rules", metavar="PRESET",
                   help=f"rule preset for cases that give none: {', '.join(PRESETS)} (default: tenhou)")
    p.add_argument("--game", default=DEFAULT_GAME, metavar="GAME",
                   help=f"game of the cases that give none: {', '.join(GAMES)} (default: {DEFAULT_GAME})")
    p.add_argument("--op", choices=("score", "shanten"), default="score",
                   help="operation for lines that give no \"op\" (default: score; shanten.jsonl needs --op shanten)")
    p.add_argument("--jobs", type=jobs_arg, default=1, metavar="N",
                   help="worker processes (default 1); the output is the same, in the same order")
    p.add_argument("--dask", metavar="ADDRESS", help="run on a Dask cluster: tcp://HOST:8786, or local")
    return p


# -- entry point ------------------------------------------------------------------------------------


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (never raises)."""
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        if args and args[0] == "batch":
            return run_batch_command(args[1:])
        if args and args[0] == "nagashi":
            return run_nagashi_command(args[1:])
        if args and args[0] == "drill":
            from agari.frontends.drillcli import run as run_drill

            return run_drill(args[1:])
        if args and args[0] == "review":
            from agari.frontends.review_cli import run_review_command

            return run_review_command(args[1:])
        chosen = _game_arg(args)
        if chosen.name != DEFAULT_GAME:
            from agari.frontends import gamecli

            return gamecli.run(chosen, args)
        return run(args)
    except UsageError as exc:
        _err(f"agari: {exc}")
        return EXIT_BAD_INPUT
    except Failure as exc:
        for line in exc.lines:
            _err(line)
        return exc.status
    except BrokenPipeError:  # `agari ... | head`: the reader left; stop quietly
        _silence_stdout()
        return EXIT_OK
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # a bug: say so in one line, no traceback
        _err(f"agari: internal error ({type(exc).__name__}: {exc}); please report this command line")
        return EXIT_INTERNAL


def _game_arg(args: Sequence[str]) -> Game:
    """The game named by ``--game NAME`` (or ``--game=NAME``) anywhere in the arguments; default Riichi."""
    name: str | None = None
    for i, arg in enumerate(args):
        if arg == "--game":
            if i + 1 >= len(args):
                raise UsageError(f"--game needs a game name: {', '.join(GAMES)}")
            name = args[i + 1]
        elif arg.startswith("--game="):
            name = arg.partition("=")[2]
    try:
        return game(name) if name is not None else GAMES[DEFAULT_GAME]
    except GameError as exc:
        raise UsageError(exc.message) from None


def _silence_stdout() -> None:
    """Point stdout at /dev/null so the interpreter's final flush cannot fail again."""
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError, io.UnsupportedOperation):
        pass


def _err(line: str) -> None:
    print(line, file=sys.stderr)


def _parse(parser: argparse.ArgumentParser, args: Sequence[str]) -> argparse.Namespace:
    try:
        return parser.parse_intermixed_args(list(args))
    except SystemExit as exc:  # --help, --version
        raise _Done(exc.code if isinstance(exc.code, int) else 0) from None


class _Done(Exception):
    def __init__(self, code: int) -> None:
        super().__init__(code)
        self.code = code


def run(args: Sequence[str]) -> int:
    """``agari HAND [options]``: score or analyse one hand."""
    try:
        ns = _parse(build_parser(), args)
    except _Done as done:
        return done.code
    try:
        return _run_parsed(ns)
    except Failure as failure:
        if ns.json:
            _print_json(failure.result, sys.stdout)
        raise


def _run_parsed(ns: argparse.Namespace) -> int:
    out = sys.stdout
    style = Style(unicode=not ns.ascii, color=use_color("never" if ns.no_color else ns.color, out), lang=ns.lang)
    text = " ".join(ns.hand)
    hand = _read(lambda: parse_hand(text), "hand")
    rules = _rules(ns.rules, ns.rule)
    if ns.open and not hand.is_open:
        raise Failure(
            "agari: -o/--open: this hand has no open meld. Write called melds in parentheses, "
            "e.g. (123m) or (555z): a meld in (...) makes the hand open, so -o is only accepted for compatibility."
        )
    _check_ev_flags(ns)
    if ns.opponent and not ns.danger:
        raise Failure("agari: --opponent only counts with --danger")
    if ns.danger:
        if ns.ev or any(getattr(ns, name) for name in ANALYSIS_SECTIONS):
            raise Failure("agari: --danger prints its own table; leave out --ev, --shanten, --ukeire, --discards "
                          "and --waits")
        return _danger(ns, text, hand, rules, style, out)
    if ns.ev:
        return _expected(ns, text, hand, rules, style, out)
    sections = [name for name in ANALYSIS_SECTIONS if getattr(ns, name)]
    if sections:
        return _analyse(ns, text, hand, rules, sections, style, out)
    if ns.visible:
        raise Failure("agari: --visible only counts for --ukeire, --discards or --waits")
    return _score(ns, text, hand, rules, style, out)


def _read(fn: Callable[[], T], field: str) -> T:
    """Call ``fn``; an AgariError becomes a Failure naming ``field`` with a caret."""
    try:
        return fn()
    except AgariError as exc:
        exc.field = exc.field or field
        raise _failure(exc) from None


def _failure(exc: AgariError) -> Failure:
    """The stderr lines of an AgariError: what and where, then the text with a caret under the spot."""
    where = FIELD_FLAGS.get(exc.field or "", exc.field or "")
    head = f"agari: {where}: {exc.message}" if where and not exc.message.startswith(where) else f"agari: {exc.message}"
    caret = exc.caret()
    from agari.core.errors import error_result

    lines = ["  " + line for line in caret.splitlines()] if caret else []
    return Failure(head, *lines, result=error_result(exc))


def _rules(preset: str, options: Sequence[tuple[str, bool | int]]) -> str | dict[str, Any]:
    """The ``rules`` value of a case: a preset name, or the preset with changed options."""
    value: str | dict[str, Any] = preset if not options else {"preset": preset, **dict(options)}
    try:
        resolve_rules(value)
    except RulesError as exc:
        exc.field = "rules"
        raise _failure(exc) from None
    return value


def _tiles_text(values: Sequence[str] | None) -> str | None:
    """Repeated tile options joined as one list (``-d 5m -d 8m`` = ``5m,8m``)."""
    return ",".join(values) if values else None


def _situation(ns: argparse.Namespace, rules: str | dict[str, Any]) -> dict[str, Any]:
    """The situation fields of a case, from the flags."""
    case: dict[str, Any] = {
        "tsumo": ns.tsumo,
        "riichi": ns.riichi or ns.double_riichi,
        "double_riichi": ns.double_riichi,
        "ippatsu": ns.ippatsu,
        "round": ns.round,
        "seat": ns.seat,
        "dora": _tiles_text(ns.dora) or [],
        "ura": _tiles_text(ns.ura) or [],
        "haitei": ns.last_tile,
        "rinshan": ns.rinshan,
        "chankan": ns.chankan,
        "tenhou": ns.tenhou,
        "chiihou": ns.chiihou,
        "renhou": ns.renhou,
        "honba": ns.honba,
        "sticks": ns.sticks,
        "rules": rules,
    }
    if ns.kita:
        case["kita"] = ns.kita
    if ns.pao:
        case["pao"] = ns.pao
    return case


def score_request(ns: argparse.Namespace, text: str, hand: Hand, rules: str | dict[str, Any]) -> dict[str, Any]:
    """The score case of the command line (the ``--json`` request)."""
    case: dict[str, Any] = {"op": "score", "hand": text}
    if ns.win is not None:
        win = _read(lambda: Tile.parse(ns.win), "win")
        if hand.tile_count % 3 == 1:  # 13 tiles + the winning tile
            text = str(Hand(hand.concealed + (win,), hand.melds))
            case["hand"] = text
        case["win"] = ns.win
    case.update(_situation(ns, rules))
    return case


def _indicators(ns: argparse.Namespace) -> dict[str, list[Tile]]:
    return {
        "dora": _read(lambda: parse_tile_list(_tiles_text(ns.dora) or ""), "dora"),
        "ura": _read(lambda: parse_tile_list(_tiles_text(ns.ura) or ""), "ura"),
    }


def _situation_line(ns: argparse.Namespace, rules: str | dict[str, Any]) -> str:
    lang = ns.lang
    dealer = word("dealer" if ns.seat == "e" else "non_dealer", lang)
    parts = [word("round", lang, w=names.wind_label(ns.round, lang)),
             word("seat", lang, w=names.wind_label(ns.seat, lang), who=dealer)]
    flags = {"riichi": ns.riichi and not ns.double_riichi, "double_riichi": ns.double_riichi,
             "ippatsu": ns.ippatsu, "haitei": ns.last_tile, "rinshan": ns.rinshan, "chankan": ns.chankan,
             "tenhou": ns.tenhou, "chiihou": ns.chiihou, "renhou": ns.renhou}
    parts.extend(label if lang == "en" else names.yaku_label(key, lang)
                 for key, label in SITUATION_FLAGS if flags[key])
    if ns.kita:
        parts.append(word("kita", lang, n=ns.kita))
    preset = rules if isinstance(rules, str) else str(rules["preset"])
    label = PRESET_LABELS.get(preset.lower(), preset)
    changed = "" if isinstance(rules, str) else " + " + ", ".join(
        f"{k}={str(v).lower()}" for k, v in rules.items() if k != "preset")
    parts.append(word("rules", lang, label=label, changed=changed))
    return ("、" if lang in ("ja", "zh") else ", ").join(parts)


def _score(ns: argparse.Namespace, text: str, hand: Hand, rules: str | dict[str, Any], style: Style,
           out: TextIO) -> int:
    if ns.win is None and hand.tile_count % 3 == 1:
        raise Failure(
            f"agari: hand: {hand.tile_count} tiles is not a finished hand; give the winning tile with -w, "
            "or analyse it with --shanten, --ukeire or --waits"
        )
    request = score_request(ns, text, hand, rules)
    if ns.json:
        return _answer_json(request, out)
    try:
        from agari.riichi.scoring import score
    except ImportError:
        raise Failure("agari: scoring is not available in this build (agari.riichi.scoring is missing)") from None
    kwargs = {key: value for key, value in request.items() if key != "op"}
    res = _read(lambda: score(**kwargs), "hand")
    result = res.to_dict()
    scored_hand = parse_hand(str(request["hand"]))
    if not result.get("ok"):
        failure = _not_a_win(result, scored_hand, style)
        failure.result = result
        raise failure
    indicators = _indicators(ns)
    sheet = render_score(result, scored_hand, style, indicators=indicators, show_all=ns.all,
                         situation=_situation_line(ns, rules), notation=str(request["hand"]))
    print(sheet, file=out)
    return EXIT_OK


def _not_a_win(result: Mapping[str, Any], hand: Hand, style: Style) -> Failure:
    """The message for a legal hand that does not score: not winning (with its shanten) or no yaku."""
    detail = str(result.get("detail") or "")
    if result.get("error") == "not_winning":
        try:
            from agari.core.shanten import shanten

            n = shanten(hand).shanten
        except ImportError:
            return Failure(f"agari: not a winning hand: {detail} (run with --shanten for details)",
                           status=EXIT_NOT_SCORED)
        what = NOT_WINNING.get(n, f"{n}-shanten")
        return Failure(f"agari: not a winning hand: {what} (run with --shanten for details)", status=EXIT_NOT_SCORED)
    if result.get("error") == "no_yaku":
        return Failure(f"agari: no yaku: {detail or 'the hand is complete but has no yaku (dora are not yaku)'}",
                       status=EXIT_NOT_SCORED)
    return Failure(f"agari: {detail or result.get('error')}")


def analyze_request_of(ns: argparse.Namespace, text: str, rules: str | dict[str, Any]) -> dict[str, Any]:
    """The analyze request of the command line (the ``--json`` request)."""
    request: dict[str, Any] = {"op": "analyze", "hand": text}
    request.update(_situation(ns, rules))
    if ns.visible:
        request["visible"] = _tiles_text(ns.visible)
    return request


def _answer_json(request: dict[str, Any], out: TextIO) -> int:
    """``--json``: print the JSON door's answer; a failed answer also gets its one line on stderr."""
    from agari.frontends.jsonapi import handle

    result = handle(request)
    _print_json(result, out)
    if not result.get("ok"):
        _err(f"agari: {result.get('detail') or result.get('error')}")
        return EXIT_NOT_SCORED if result.get("error") in NOT_SCORED_ERRORS else EXIT_BAD_INPUT
    return EXIT_OK


def _analyse(ns: argparse.Namespace, text: str, hand: Hand, rules: str | dict[str, Any], sections: list[str],
             style: Style, out: TextIO) -> int:
    request = analyze_request_of(ns, text, rules)
    if ns.json:
        return _answer_json(request, out)
    if ns.visible:
        _read(lambda: parse_tile_list(_tiles_text(ns.visible) or ""), "visible")
    _indicators(ns)
    try:
        from agari.riichi.analysis import analyze_request
    except ImportError:
        raise Failure("agari: analysis is not available in this build (agari.riichi.analysis is missing)") from None
    result = _read(lambda: analyze_request({k: v for k, v in request.items() if k != "op"}), "hand")
    if not result.get("ok"):
        field = result.get("field")
        where = FIELD_FLAGS.get(str(field), "") if field else ""
        raise Failure(f"agari: {where + ': ' if where else ''}{result.get('detail') or result.get('error')}")
    print(render_analysis(result, hand, style, sections, notation=text), file=out)
    return EXIT_OK


EV_FLAGS: tuple[tuple[str, str], ...] = (
    ("turn", "--turn"), ("last_turn", "--last-turn"), ("no_shanten_down", "--no-shanten-down"),
    ("no_tegawari", "--no-tegawari"), ("no_uradora", "--no-uradora"), ("real_wall", "--real-wall"),
    ("draws_left", "--draws-left"), ("budget", "--budget"),
)
"""The flags that only mean something with --ev (attribute, spelling)."""


def _check_ev_flags(ns: argparse.Namespace) -> None:
    """An expected-value flag without --ev, or --draws-left without --real-wall, is a mistake: say so."""
    given = [flag for name, flag in EV_FLAGS if getattr(ns, name) not in (None, False)]
    if given and not ns.ev:
        raise Failure(f"agari: {given[0]} only counts with --ev (the expected values)")
    if ns.draws_left is not None and not ns.real_wall:
        raise Failure("agari: --draws-left only counts with --real-wall")
    if ns.ev and (ns.shanten or ns.ukeire or ns.discards or ns.waits):
        raise Failure("agari: --ev prints its own discard table; leave out --shanten, --ukeire, --discards and --waits")


def expected_request_of(ns: argparse.Namespace, text: str, rules: str | dict[str, Any]) -> dict[str, Any]:
    """The expected request of the command line (the ``--json`` request): the hand, its dora, winds and rules,
    the turn and the options that differ from the defaults."""
    request: dict[str, Any] = {"op": "expected", "hand": text, "dora": _tiles_text(ns.dora) or [],
                               "round": ns.round, "seat": ns.seat, "rules": rules}
    if ns.turn is not None:
        request["turn"] = ns.turn
    if ns.last_turn is not None:
        request["t_max"] = ns.last_turn
    if ns.no_shanten_down:
        request["shanten_down"] = False
    if ns.no_tegawari:
        request["tegawari"] = False
    if ns.no_uradora:
        request["uradora"] = False
    if ns.real_wall:
        request["wall"] = "real"
        if ns.visible:
            request["visible"] = _tiles_text(ns.visible)
        if ns.draws_left is not None:
            request["draws_left"] = ns.draws_left
    elif ns.visible:
        raise Failure("agari: --visible counts for --ev only with --real-wall (the reference wall sees no river)")
    if ns.budget is not None:
        request["budget"] = ns.budget
    return request


def _expected(ns: argparse.Namespace, text: str, hand: Hand, rules: str | dict[str, Any], style: Style,
              out: TextIO) -> int:
    """``agari HAND --ev``: the op ``expected`` through the JSON door, as a table and a turn chart."""
    request = expected_request_of(ns, text, rules)
    if ns.json:
        return _answer_json(request, out)
    from agari.frontends.ev_text import render_expected
    from agari.frontends.jsonapi import handle

    result = handle(request)
    if not result.get("ok"):
        field = result.get("field")
        where = FIELD_FLAGS.get(str(field), "") if field else ""
        raise Failure(f"agari: {where + ': ' if where else ''}{result.get('detail') or result.get('error')}",
                      result=result)
    print(render_expected(result, hand, style, notation=text), file=out)
    return EXIT_OK


def _danger(ns: argparse.Namespace, text: str, hand: Hand, rules: str | dict[str, Any], style: Style,
            out: TextIO) -> int:
    """``agari HAND --danger --opponent ...``: the op ``danger`` through the JSON door, as a table."""
    from agari.frontends.danger_text import OpponentError, danger_request_of, render_danger, verdict_request_of
    from agari.frontends.jsonapi import handle

    players = resolve_rules(rules).players
    try:
        request = danger_request_of(hand, ns.opponent, dora=_tiles_text(ns.dora), round_wind=ns.round, seat=ns.seat,
                                    visible=_tiles_text(ns.visible), players=players)
    except OpponentError as exc:
        raise Failure(f"agari: {exc}") from None
    except AgariError as exc:
        exc.field = exc.field or "visible"
        raise _failure(exc) from None
    if ns.json:
        return _answer_json(request, out)
    result = handle(request)
    if not result.get("ok"):
        # the op names an opponent by its list index (opponents[0]); the command line by its flag (--opponent 1)
        detail = re.sub(r"opponents\[(\d)\]", lambda m: f"--opponent {int(m[1]) + 1}",
                        str(result.get("detail") or result.get("error")))
        raise Failure(f"agari: {detail}", result=result)
    # with 14 tiles, the judge's verdict too: each discard's worth after its deal-in cost, push or fold
    asked = verdict_request_of(request, hand, seat=ns.seat, turn=ns.turn, visible=_tiles_text(ns.visible))
    verdict = handle(asked) if asked is not None else None
    if verdict is not None and not verdict.get("ok"):
        raise Failure(f"agari: {verdict.get('detail') or verdict.get('error')}", result=verdict)
    print(render_danger(result, request, hand, style, notation=text, verdict=verdict), file=out)
    return EXIT_OK


def _print_json(result: Mapping[str, Any], out: TextIO) -> None:
    import json

    print(json.dumps(result, ensure_ascii=False, indent=2), file=out)


def run_batch_command(args: Sequence[str]) -> int:
    """``agari batch [--rules PRESET] [--op OP] [FILE]``: JSON Lines in, JSON Lines out."""
    try:
        ns = _parse(build_batch_parser(), args)
    except _Done as done:
        return done.code
    from agari.frontends.batch import batch_io

    try:
        chosen = game(ns.game)
        if ns.rules is not None:
            chosen.check_preset(ns.rules)
    except GameError as exc:
        raise UsageError(exc.message) from None
    except RulesError as exc:
        exc.field = "rules"
        raise _failure(exc) from None
    run: Callable[..., tuple[int, int]] = batch_io
    if ns.dask:
        from agari.frontends.distributed import batch_runner

        run = batch_runner(ns.dask, UsageError)
    if ns.input is None:
        run(sys.stdin, sys.stdout, ns.rules, ns.op, chosen.name, ns.jobs)
        return EXIT_OK
    try:
        with open(ns.input, encoding="utf-8") as infile:
            run(infile, sys.stdout, ns.rules, ns.op, chosen.name, ns.jobs)
    except OSError as exc:
        raise Failure(f"agari batch: cannot read {ns.input}: {exc.strerror or exc}") from None
    return EXIT_OK



def build_nagashi_parser() -> argparse.ArgumentParser:
    """The parser of ``agari nagashi``."""
    p = _Parser(prog="agari nagashi", allow_abbrev=False,
                description="Nagashi mangan at an exhaustive draw: what the player of --seat collects (a mangan "
                            "tsumo under the rules; honba only with --rule nagashi_honba=true).")
    p.add_argument("--seat", type=wind_arg, required=True, metavar="WIND", help="seat wind of the player: e/s/w/n")
    p.add_argument("--honba", type=count_arg, default=0, metavar="N", help="honba counters")
    p.add_argument("--rules", default="tenhou", metavar="PRESET", help=f"rule preset: {', '.join(PRESETS)}")
    p.add_argument("--rule", action="append", type=rule_arg, default=[], metavar="NAME=VALUE",
                   help="change one rule option (repeatable)")
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    p.add_argument("--no-color", action="store_true", help="accepted as elsewhere (this output has no colour)")
    return p


def run_nagashi_command(args: Sequence[str]) -> int:
    """``agari nagashi --seat s [--honba N] [--rules PRESET] [--json]``."""
    try:
        ns = _parse(build_nagashi_parser(), args)
    except _Done as done:
        return done.code
    from agari.frontends.display import payment_sentence
    from agari.riichi.nagashi import nagashi

    rules = _rules(ns.rules, ns.rule)
    try:
        result = nagashi(ns.seat, honba=ns.honba, rules=rules)
    except AgariError as exc:
        raise _failure(exc) from None
    three = resolve_rules(rules).players == 3
    if ns.json:
        print(json.dumps(result.to_dict(), ensure_ascii=False))
        return EXIT_OK
    sentence = payment_sentence(result.payments, result.dealer, True, three)
    who = "dealer" if result.dealer else "non-dealer"
    preset = PRESET_LABELS.get(result.rules, result.rules)
    print(f"Nagashi mangan, seat {names.wind_label(result.seat)} ({who}), {preset} rules: {result.points} points")
    print(f"  {sentence}")
    if result.honba_points:
        print(f"  Honba x{result.honba}: +{result.honba_points}; total {result.total}")
    return EXIT_OK
