"""``agari drill``: practice in the terminal, or write drills as JSON Lines for other tools.

Interactive (the default): each drill shows its hand and situation and asks its fields one by one; type the
number and Enter (a discard: the tile, ``5m``, or its place in the hand, ``1`` to ``14``). A bad answer gets
a message and the same question again. After the last field: each field right or wrong, then the engine's
breakdown. It works the same with answers piped in (one a line). End with Ctrl-D (end of input) or ``q``: a
summary of the session follows (answered, right, best streak, average time).

``--json --count N`` writes N drills, one JSON object a line (the ``drill`` op's answer: the spec, the engine
request, what is asked; with ``--solution`` the solution too).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any, NoReturn, TextIO

from agari.core.errors import AgariError
from agari.core.notation import parse_hand
from agari.core.tile import Tile, parse_tiles
from agari.drill.answer import FORMS, asks, check, solution
from agari.drill.build import Drill, make
from agari.drill.spec import DIFFICULTIES, KINDS, Spec, read_spec
from agari.frontends.display import COLOR_CHOICES, Style, render_score, use_color
from agari.games import GAMES, game

JsonDict = dict[str, Any]
EXIT_OK = 0
EXIT_BAD_INPUT = 2
WINDS = {"e": "East", "s": "South", "w": "West", "n": "North"}
LANGS = ("en", "ja", "zh", "ko")
SEED_LETTERS = "abcdefghijkmnpqrstuvwxyz23456789"
"""Letters of a new seed: no 0/o or 1/l, so a seed read aloud or copied by hand stays the same."""
QUIT = ("q", "quit", "exit")
PROMPTS = {"han": "han", "fu": "fu", "points": "points (honba included)", "total": "total (points)",
           "shanten": "shanten (0 = ready)", "discard": "discard (a tile such as 5m, or its place 1-{n})"}
PAYERS = {"discarder": "the discarder pays", "dealer": "the dealer pays", "non_dealer": "each non-dealer pays",
          "each": "each other player pays"}


class UsageError(Exception):
    """A command line argparse refused."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see {self.prog} --help)")


def build_parser() -> argparse.ArgumentParser:
    """The parser of ``agari drill``."""
    p = _Parser(prog="agari drill", allow_abbrev=False, formatter_class=argparse.RawDescriptionHelpFormatter,
                description="Practice drills: score a winning hand, pick the discard, or name the shanten. "
                            "The same seed gives the same drills, here and on the page.",
                epilog="examples:\n"
                       "  agari drill                                  score drills, Riichi, Tenhou rules\n"
                       "  agari drill --rules mleague --difficulty traps --fields points\n"
                       "  agari drill --game small --kind discard --seed ab12\n"
                       "  agari drill --game fujian --json --count 10 --solution > drills.jsonl\n"
                       "Answer with digits and Enter; Ctrl-D (or q) ends the session with a summary.")
    p.add_argument("--game", choices=tuple(GAMES), default="riichi", help="the game (default: riichi)")
    p.add_argument("--rules", metavar="PRESET", help="rule preset (default: the game's default)")
    p.add_argument("--kind", choices=KINDS, default="score",
                   help="score (score a winning hand), discard (what to discard), shanten (how far), value (what to "
                        "discard by expected value: Riichi, four players)")
    p.add_argument("--difficulty", choices=DIFFICULTIES, default="mixed",
                   help="plain (hands as play deals them), mixed, traps (every hand a trap)")
    p.add_argument("--fields", metavar="LIST",
                   help="score drills: the fields to answer, e.g. han,fu,points or points (Small Mahjong and "
                        "Fujian: total,payments)")
    p.add_argument("--seed", metavar="TEXT", help="the seed (letters, digits, - and _); default: a new one")
    p.add_argument("--start", type=int, default=1, metavar="N",
                   help="the first drill to play, as numbered on screen (default 1)")
    p.add_argument("--count", type=int, default=None, metavar="N",
                   help="drills to play or write (default: until Ctrl-D; with --json, 10)")
    p.add_argument("--timer", type=float, default=None, metavar="SECONDS",
                   help="time allowed per drill; a later answer counts as missed")
    p.add_argument("--json", action="store_true", help="write the drills as JSON Lines instead of playing them")
    p.add_argument("--solution", action="store_true", help="with --json: include each drill's solution")
    p.add_argument("--ascii", action="store_true", help="ASCII tiles (123m) instead of Unicode glyphs")
    p.add_argument("--no-color", action="store_true", help="no colour")
    p.add_argument("--color", choices=COLOR_CHOICES, default="auto", help="colour: auto, always, never")
    p.add_argument("--lang", choices=LANGS, default="en", help="the language of the breakdowns")
    return p


def new_seed() -> str:
    """A fresh seed of 6 letters and digits."""
    return "".join(SEED_LETTERS[b % len(SEED_LETTERS)] for b in os.urandom(6))


def run(args: Sequence[str], stdin: TextIO | None = None, stdout: TextIO | None = None) -> int:
    """``agari drill [options]``; returns the exit status."""
    out = stdout or sys.stdout
    inp = stdin or sys.stdin
    try:
        ns = build_parser().parse_args(list(args))
    except UsageError as exc:
        print(f"agari: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except SystemExit as exc:  # --help
        return exc.code if isinstance(exc.code, int) else EXIT_OK
    for name, least in (("start", 0), ("count", 1)):
        value = getattr(ns, name)
        if value is not None and value < least:
            print(f"agari drill: --{name} {value}: give {least} or more", file=sys.stderr)
            return EXIT_BAD_INPUT
    if ns.start < 1:
        print(f"agari drill: --start {ns.start}: drills are numbered from 1", file=sys.stderr)
        return EXIT_BAD_INPUT
    if ns.timer is not None and ns.timer <= 0:
        print(f"agari drill: --timer {ns.timer:g}: give a number of seconds above 0", file=sys.stderr)
        return EXIT_BAD_INPUT
    request: JsonDict = {"game": ns.game, "rules": ns.rules, "kind": ns.kind, "difficulty": ns.difficulty,
                         "fields": ns.fields, "seed": ns.seed or new_seed(), "number": ns.start - 1}
    try:
        spec = read_spec(request)
    except AgariError as exc:
        where = f"{exc.field}: " if exc.field and not exc.message.startswith(exc.field) else ""
        print(f"agari drill: {where}{exc.message}", file=sys.stderr)
        return EXIT_BAD_INPUT
    if ns.json:
        for k in range(10 if ns.count is None else ns.count):
            drill = make(spec._replace(number=spec.number + k))
            line: JsonDict = {"ok": True, "error": None, "drill": drill.spec.to_dict(), "request": drill.request,
                              "asks": asks(drill)}
            if ns.solution:
                line["solution"] = solution(drill)
            print(json.dumps(line, ensure_ascii=False), file=out)
        return EXIT_OK
    style = Style(unicode=not ns.ascii, color=use_color("never" if ns.no_color else ns.color, out), lang=ns.lang)
    return Session(spec, style, inp, out, ns.count, ns.timer).play()


class Session:
    """One sitting of drills: asks, marks, and keeps the score."""

    def __init__(self, spec: Spec, style: Style, inp: TextIO, out: TextIO, count: int | None,
                 timer: float | None) -> None:
        self.spec = spec
        self.style = style
        self.inp = inp
        self.out = out
        self.count = count
        self.timer = timer
        self.answered = self.right = self.streak = self.best = 0
        self.seconds = 0.0
        self.interactive = inp.isatty()

    def say(self, text: str = "") -> None:
        print(text, file=self.out, flush=True)

    def ask(self, prompt: str) -> str | None:
        """One line of input (None at the end of input)."""
        self.out.write(prompt)
        self.out.flush()
        line = self.inp.readline()
        if not line:
            self.say()
            return None
        if not self.interactive:  # piped answers: show them as if typed
            self.out.write(line if line.endswith("\n") else line + "\n")
        return line.strip()

    def play(self) -> int:
        spec = self.spec
        self.say(f"agari drill: {game(spec.game).labels['en']} ({spec.rules}), {spec.kind}, {spec.difficulty}; "
                 f"seed {spec.seed} (play these again: agari drill --game {spec.game} --rules {spec.rules} "
                 f"--kind {spec.kind} --difficulty {spec.difficulty} --seed {spec.seed}). Ctrl-D ends.")
        k = 0
        try:
            while self.count is None or k < self.count:
                drill = make(spec._replace(number=spec.number + k))
                if not self.one(drill):
                    break
                k += 1
        except KeyboardInterrupt:
            self.say()
        self.summary()
        return EXIT_OK

    def one(self, drill: Drill) -> bool:
        """Play one drill; False when the player ended the session."""
        self.say()
        self.say(self.style.paint(f"Drill {drill.spec.number + 1}", "title"))  # on screen counted from 1
        for line in question_lines(drill, self.style):
            self.say("  " + line)
        answer: JsonDict = {}
        started = time.monotonic()
        for item in asks(drill):
            value = self.read_value(drill, item)
            if value is None:
                return False
            if "payer" in item:
                answer.setdefault(item["field"], {})[item["payer"]] = value
            else:
                answer[item["field"]] = value
        took = time.monotonic() - started
        marked = check(drill, answer)
        late = self.timer is not None and took > self.timer
        right = bool(marked["right"]) and not late
        self.answered += 1
        self.seconds += took
        if right:
            self.right += 1
            self.streak += 1
            self.best = max(self.best, self.streak)
        else:
            self.streak = 0
        for line in marks_lines(marked, self.style):
            self.say("  " + line)
        if late:
            self.say(self.style.paint(f"  time's up: {took:.1f} s, over the {self.timer:g} s allowed", "bad"))
        self.say()
        for line in breakdown_lines(drill, marked, self.style):
            self.say("  " + line)
        return True

    def read_value(self, drill: Drill, item: Mapping[str, Any]) -> int | str | None:
        """Ask one field until the answer reads (None: the player ended the session)."""
        prompt = field_prompt(drill, item)
        while True:
            line = self.ask(f"{prompt}? ")
            if line is None or line.lower() in QUIT:
                return None
            problem, value = read_field(drill, item["field"], line)
            if problem is None:
                return value
            self.say(self.style.paint(f"  {problem}", "bad"))

    def summary(self) -> None:
        if not self.answered:
            self.say("No drill answered.")
            return
        share = 100 * self.right / self.answered
        self.say(f"Session: {self.answered} answered, {self.right} right ({share:.0f}%), best streak {self.best}, "
                 f"{self.seconds / self.answered:.1f} s a drill on average.")


def field_prompt(drill: Drill, item: Mapping[str, Any]) -> str:
    """The question of one field, in words."""
    field = str(item["field"])
    if "payer" in item:
        return f"payments: {PAYERS.get(item['payer'], item['payer'] + ' pays')}"
    if field == "discard":
        return PROMPTS[field].format(n=len(hand_tiles(drill)))
    return PROMPTS.get(field, field)


def hand_tiles(drill: Drill) -> list[Tile]:
    """The concealed tiles of the drill's hand, in the order shown (the places a discard answer may name)."""
    text = str(drill.request["hand"]).split("(")[0].split("[")[0]
    return parse_tiles(text)


def read_field(drill: Drill, field: str, line: str) -> tuple[str | None, int | str]:
    """(a message saying what is wrong, or None; the value)."""
    if not line:
        return "type an answer and Enter (Ctrl-D ends the session)", 0
    if field == "discard":
        tiles = hand_tiles(drill)
        if line.isdigit():
            place = int(line)
            if not 1 <= place <= len(tiles):
                return f"{line} is not a place in the hand: give 1 to {len(tiles)}, or the tile (e.g. 5m)", 0
            return None, str(tiles[place - 1])
        try:
            tile = Tile.parse(line)
        except AgariError as exc:
            return f"{exc.message}: give a tile such as 5m, or its place 1 to {len(tiles)}", 0
        if tile.index not in {t.index for t in tiles}:
            return f"{tile} is not in the hand", 0
        return None, str(tile)
    if not line.isdigit():
        return f"{line!r} is not a whole number: type digits, e.g. 3", 0
    return None, int(line)


def _tiles_text(tiles: Sequence[Tile], style: Style) -> str:
    return style.tiles(tiles) + (f"  {''.join(str(t) for t in tiles)}" if style.unicode else "")


def question_lines(drill: Drill, style: Style) -> list[str]:
    """The drill as shown before answering: the hand and its situation, nothing of the answer."""
    req = drill.request
    game_name = drill.spec.game
    hand = parse_hand(str(req["hand"]))
    shown = style.tiles(hand.concealed) + "".join(" " + style.meld(m) for m in hand.melds)
    lines = [f"{shown}    {req['hand']}" if style.unicode else shown]
    if drill.spec.kind in ("discard", "value"):
        lines.append("places: " + " ".join(f"{i}:{t}" for i, t in enumerate(hand_tiles(drill), 1)))
    if drill.spec.kind == "value":
        lines.append(f"round {WINDS[req['round']]}, seat {WINDS[req['seat']]}, dora indicator {' '.join(req['dora'])}, "
                     f"turn {req['turn']}: which throw is worth the most points by the end of the hand?")
        return lines
    if drill.spec.kind != "score":
        if game_name == "fujian":
            lines.append(f"gold {req['gold']}" + (f", bonus tiles {req['bonus']}" if req.get("bonus") else ""))
        elif game_name == "riichi":
            lines.append(f"round {WINDS[req['round']]}, seat {WINDS[req['seat']]}"
                         + (f", kita {req['kita']}" if req.get("kita") else ""))
        return lines
    how = "tsumo (self-draw)" if req.get("tsumo") else "ron (on a discard)"
    lines.append(f"wins on {req['win']} by {how}")
    lines.append(", ".join(situation_words(req, game_name)))
    return lines


def situation_words(req: Mapping[str, Any], game_name: str) -> list[str]:
    """The situation of a score drill, in words."""
    if game_name == "riichi":
        seat = req["seat"]
        words = [f"round {WINDS[req['round']]}", f"seat {WINDS[seat]} ({'dealer' if seat == 'e' else 'non-dealer'})",
                 f"dora indicator{'s' if len(req['dora']) > 1 else ''} {' '.join(req['dora'])}"]
        flags = (("double_riichi", "double riichi"), ("riichi", "riichi"), ("ippatsu", "ippatsu"),
                 ("haitei", "last tile (haitei/houtei)"), ("rinshan", "on a kan replacement (rinshan)"))
        seen_riichi = bool(req.get("double_riichi"))
        for key, text in flags:
            if req.get(key) and not (key == "riichi" and seen_riichi):
                words.append(text)
        if req.get("ura"):
            words.append(f"ura indicator{'s' if len(req['ura']) > 1 else ''} {' '.join(req['ura'])}")
        if req.get("kita"):
            words.append(f"kita {req['kita']}")
        if req.get("honba"):
            words.append(f"honba {req['honba']}")
        words.append(f"rules {req['rules']}")
        return words
    if game_name == "small":
        words = [f"{req['players']} players", "dealer" if req.get("dealer") else "not the dealer"]
        for key, text in (("double_reach", "double Reach"), ("reach", "Reach"), ("one_shot", "one shot"),
                          ("last_tile", "last tile"), ("first_turn", "first draw")):
            if req.get(key) and not (key == "reach" and req.get("double_reach")):
                words.append(text)
        return words
    words = [f"gold {req['gold']}", f"bonus tiles {req['bonus'] or 'none'}"]
    if req.get("streak"):
        words.append(f"dealer streak {req['streak']}")
    words.append(f"rules {req['rules']}")
    return words


def marks_lines(marked: Mapping[str, Any], style: Style) -> list[str]:
    """Each field given, right or wrong with the right answer."""
    lines = []
    for m in marked["marks"]:
        name = m["field"] + (f" ({m['payer']})" if m.get("payer") else "")
        expected = m["expected"]
        shown = " or ".join(expected) if isinstance(expected, list) else expected
        if m["right"]:
            lines.append(style.paint(f"{'✓' if style.unicode else 'ok'} {name}: {m['given']}", "good"))
        else:
            lines.append(style.paint(f"{'✗' if style.unicode else 'x'} {name}: {m['given']}, the answer is {shown}",
                                     "bad"))
    lines.append(style.paint("Right." if marked["right"] else "Not quite.", "good" if marked["right"] else "bad"))
    if marked["trap"]:
        lines.append(f"The trap: {marked['help']}.")
    return lines


def breakdown_lines(drill: Drill, marked: Mapping[str, Any], style: Style) -> list[str]:
    """The engine's breakdown after an answer."""
    kind = drill.spec.kind
    if kind == "score":
        result = marked["result"]
        if drill.spec.game == "riichi":
            indicators = {key: parse_tiles("".join(drill.request.get(key) or [])) for key in ("dora", "ura")}
            sheet = render_score(result, parse_hand(str(result["hand"])), style, indicators=indicators,
                                 notation=str(result["hand"]))
            return sheet.splitlines()
        from importlib import import_module

        render: Callable[[Mapping[str, Any], str, str], list[str]] = import_module(game(drill.spec.game).module).render
        return render(result, "score", style.lang)
    if kind == "discard":
        return discard_lines(marked)
    if kind == "value":
        return value_lines(marked)
    forms = ", ".join(f"{FORMS.get(name, name)} {value}" for name, value in (marked.get("forms") or {}).items()
                      if value is not None)
    help_text = " ".join(f"{u['tile']}x{u['count']}" for u in marked["ukeire"])
    return [f"shanten {marked['shanten']} ({marked['form_name']}); forms: {forms}",
            f"tiles that help ({marked['ukeire_count']}): {help_text or 'none'}"]


def value_lines(marked: Mapping[str, Any]) -> list[str]:
    """Every throw ranked by its expected points at the turn, the player's marked; then the points it gives up."""
    choice = marked["choice"]
    lines = ["rank  throw  shanten  ukeire  tenpai     win  exp. points"]
    for row in marked["table"]:
        mark = "<" if row["discard"] == choice["discard"] else " "
        lines.append(f"{row['rank']:>4}{mark} {row['discard']:>5}  {row['shanten']:>7}  {row['ukeire_count']:>6}  "
                     f"{100 * row['tenpai_now']:5.1f}%  {100 * row['win_now']:5.1f}%  {round(row['score_now']):>11}")
    best = " or ".join(choice["best"])
    if choice["rank"] == 1:
        lines.append(f"{choice['discard']} is among the best.")
    else:
        lines.append(f"{choice['discard']} ranks {choice['rank']} of {choice['of']}: {round(choice['score_lost'])} "
                     f"expected points fewer than {best}.")
    return lines


def discard_lines(marked: Mapping[str, Any]) -> list[str]:
    """Every throw ranked, the player's marked; then what the player's throw gives up against the best."""
    choice = marked["choice"]
    lines = ["rank  throw  shanten  tiles that help"]
    for row in marked["table"]:
        mark = "<" if row["discard"] == choice["discard"] else " "
        tiles = " ".join(f"{u['tile']}x{u['count']}" for u in row["ukeire"])
        count = row["ukeire_count"]
        lines.append(f"{row['rank']:>4}{mark} {row['discard']:>5}  {row['shanten']:>7}  {count:>3}: {tiles}")
    best = " or ".join(choice["best"])
    if choice["rank"] == 1:
        lines.append(f"{choice['discard']} is among the best.")
    elif choice["shanten_lost"]:
        lines.append(f"{choice['discard']} ranks {choice['rank']} of {choice['of']}: it leaves the hand "
                     f"{choice['shanten_lost']} step{'s' if choice['shanten_lost'] > 1 else ''} further from ready "
                     f"than {best}.")
    else:
        lost = " ".join(f"{u['tile']}x{u['count']}" for u in choice["lost"]) or "none"
        gained = " ".join(f"{u['tile']}x{u['count']}" for u in choice["gained"]) or "none"
        lines.append(f"{choice['discard']} ranks {choice['rank']} of {choice['of']}: {choice['tiles_lost']} tiles "
                     f"that help fewer than {best} (lost {lost}; gained {gained}).")
    return lines
