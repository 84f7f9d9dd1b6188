"""The command line of a game other than Riichi, built from its registry entry (``agari.games``).

``agari --game NAME HAND [options]``: the flags are the game's request fields (``Game.fields``) plus
the ones every game shares: ``-w/--win``, ``--rules``, ``--rule NAME=VALUE``, the analysis flags
(``--shanten``, ``--ukeire``, ``--discards``, ``--waits``, ``--visible``), ``--json`` and ``--lang``.
The request goes through the JSON door; the answer is printed by the game's ``render`` (its registry
module's function ``render(result, op, lang) -> list[str]``) or, if it has none, as plain lines.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Mapping, Sequence
from typing import Any

from agari.frontends.jsonapi import handle
from agari.games import Field, Game
from agari.version import __version__

ANALYSIS_FLAGS = ("shanten", "ukeire", "discards", "waits")
LANGS = ("en", "ja", "zh", "ko")

EXIT_OK = 0
EXIT_NOT_A_WIN = 1
EXIT_BAD_INPUT = 2


def _value_type(f: Field) -> Any:
    return int if f.kind == "int" else str


def build_parser(game: Game) -> argparse.ArgumentParser:
    """The parser of ``agari --game NAME``: shared flags plus the game's own fields."""
    p = argparse.ArgumentParser(
        prog=f"agari --game {game.name}",
        description=f"{game.labels.get('en', game.name)}: score a winning hand or analyse one.",
        allow_abbrev=False,
    )
    p.add_argument("hand", nargs="+", metavar="HAND", help="the hand (spaces between parts are allowed)")
    p.add_argument("--game", default=game.name, help="the game (" + game.name + ")")
    p.add_argument("-w", "--win", metavar="TILE", help="winning tile; default: the best one")
    p.add_argument("--rules", default=game.default_preset, metavar="PRESET",
                   help=f"rule preset: {', '.join(game.presets)} (default: {game.default_preset})")
    p.add_argument("--rule", action="append", default=[], metavar="NAME=VALUE",
                   help="change one rule option (repeatable)")
    own = p.add_argument_group(f"{game.name} situation")
    for f in game.fields:
        flags = [f.cli_flag] + ([f"-{f.name[0]}"] if f.name in ("tsumo",) else [])
        if f.kind == "bool":
            own.add_argument(*flags, dest=f.name, action="store_true", help=f.help)
        else:
            # a tile field's choices are checked by the game (a list such as 1z2z7z is not one choice)
            choices = None if f.kind in ("tile", "tiles") else list(f.choices) or None
            own.add_argument(*flags, dest=f.name, type=_value_type(f), choices=choices, default=None,
                             metavar=None if choices else f.kind.upper(), help=f.help)
    ana = p.add_argument_group("analysis (instead of a score)")
    for name in ANALYSIS_FLAGS:
        ana.add_argument(f"--{name}", action="store_true", help=f"{name} instead of a score")
    ana.add_argument("--visible", action="append", metavar="TILES", help="tiles seen elsewhere (for the counts)")
    out = p.add_argument_group("output")
    out.add_argument("--json", action="store_true", help="print the result as JSON")
    out.add_argument("--lang", choices=LANGS, default="en", help="names in English, Japanese, Chinese or Korean")
    out.add_argument("--ascii", action="store_true", help="accepted for compatibility (output is plain text)")
    out.add_argument("--no-color", action="store_true", help="accepted for compatibility (no colour is used)")
    out.add_argument("--version", action="version", version=f"agari {__version__}")
    return p


def _rule_value(text: str) -> Any:
    low = text.strip().lower()
    if low in ("true", "yes", "on"):
        return True
    if low in ("false", "no", "off"):
        return False
    try:
        return int(low)
    except ValueError:
        return text.strip()


def request_of(game: Game, ns: argparse.Namespace) -> dict[str, Any]:
    """The JSON request the parsed command line stands for."""
    req: dict[str, Any] = {"game": game.name, "hand": " ".join(ns.hand)}
    if ns.win:
        req["win"] = ns.win
    rules: Any = ns.rules
    if ns.rule:
        rules = {"preset": ns.rules}
        for item in ns.rule:
            name, sep, value = item.partition("=")
            if not sep or not name.strip():
                raise ValueError(f"--rule takes NAME=VALUE, not {item!r}")
            rules[name.strip()] = _rule_value(value)
    req["rules"] = rules
    for f in game.fields:
        value = getattr(ns, f.name)
        if f.kind == "bool":
            if value:
                req[f.name] = True
        elif value is not None:
            req[f.name] = value
    sections = [name for name in ANALYSIS_FLAGS if getattr(ns, name)]
    chosen = [f for f in game.fields if f.op and getattr(ns, f.name) not in (None, False)]
    if chosen:
        if sections or len({f.op for f in chosen}) > 1:  # fields of one op (--calls TILE --from left) go together
            flags = [f.cli_flag for f in chosen] + [f"--{name}" for name in sections]
            raise ValueError(f"{' and '.join(flags)} ask different things; give one of them")
        req["op"] = chosen[0].op
    elif sections:
        req["op"] = "analyze"
        if ns.visible:
            req["visible"] = ",".join(ns.visible)
    elif ns.visible:
        raise ValueError("--visible only counts for --ukeire, --discards or --waits")
    return req


def plain_lines(result: Mapping[str, Any]) -> list[str]:
    """A result as ``key: value`` lines (for a game without a renderer of its own)."""
    return [f"{key}: {json.dumps(value, ensure_ascii=False)}" for key, value in result.items()]


def run(game: Game, args: Sequence[str]) -> int:
    """Score or analyse one hand of ``game``; returns the exit status."""
    parser = build_parser(game)
    try:
        ns = parser.parse_intermixed_args(list(args))
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else EXIT_OK
    try:
        req = request_of(game, ns)
    except ValueError as exc:
        print(f"agari: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    result = handle(req)
    if ns.json:
        print(json.dumps(result, ensure_ascii=False, indent=2))
    if result.get("ok") is not True:
        error = result.get("error")
        where = f" ({result['field']})" if result.get("field") else ""
        print(f"agari: {result.get('detail') or error}{where}", file=sys.stderr)
        return EXIT_BAD_INPUT if error == "invalid" else EXIT_NOT_A_WIN
    if not ns.json:
        from importlib import import_module

        render = getattr(import_module(game.module), "render", None)
        lines = render(result, req.get("op", "score"), ns.lang) if render else plain_lines(result)
        print("\n".join(lines))
    return EXIT_OK
