"""Agreement with strong players: how often the judge's one best discard is the discard the player made.

    python scripts/agreement.py                      # the tuning logs and the logs kept aside (docs/judgement.md)
    python scripts/agreement.py tests/logs/mjx       # any log files or folders
    python scripts/agreement.py --json FILE...       # the counts as JSON
    python scripts/agreement.py --rules              # the tie-break rules, each left out, on the tuning logs
    python scripts/agreement.py --kinds CORPUS --part test  # riichi, call and kan decisions (agreement_kinds.py)
    python scripts/agreement.py CORPUS --part test   # one part of a corpus (scripts/corpus_split.py), judge only
    python scripts/agreement.py --speed              # seconds to judge each whole game (default: the tuning logs)

Over every free discard (a hand of 3n+2 tiles, not a discard forced by the player's own riichi): the share where
the choice equals the player's discard (by kind: a red five is a five), in all, while an opponent is in riichi (its
stick down) and otherwise, and by the hand's shanten; and the "shanten back" verdicts while an opponent is in riichi
(the player's discard leaves more shanten than the choice, and is not the choice).  Two judges side by side:

- ``review``: today's review grading (agari.gamereview: the lowest shanten, then the most tiles); its best set often
  holds several tiles, so its "top choice" counts a share 1/n when the player's tile is one of n (ties shared), and
  "in best set" counts it whole;
- ``judge``: agari.judge's single best choice.

And the judge's chances: the log-loss (nats per decision: minus the log of the chance it gave the player's
discard), the calibration (the decisions by deciles of the chance it gave its choice, against how often the player
agreed; the error is the deciles' mean gap weighted by their decisions, in points), and the bad moves (the
player's discard given under 5 %).  By kind of game (four players, four-player east-only, three players), by
group (under riichi, calm early, calm late) and by shanten.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from corpus_split import PARTS, part  # noqa: E402

from agari.core.errors import AgariError  # noqa: E402
from agari.gamereview.game import review_game  # noqa: E402
from agari.judge import judge, moments  # noqa: E402
from agari.judge.preference import EARLY  # noqa: E402
from agari.judge.tiebreak import RULES  # noqa: E402
from agari.logs import read_log  # noqa: E402
from agari.logs.record import GameRecord  # noqa: E402

TUNING = ("tests/logs/tenhou",)
"""The logs the value judge's figures and tie-break rules were set on (11 Phoenix-room games)."""
EARLIER_ASIDE = ("tests/logs/mjx", "tests/logs/mjai-reviewer", "tests/logs/corpus/mjai-reviewer",
                 "tests/logs/corpus/mjx-rounds", "tests/logs/corpus/mjai-reviewer3p")
"""Real logs kept aside while the value judge was tuned, then used to fit the preference weights."""
TRAINING = TUNING + EARLIER_ASIDE
"""The logs scripts/fit_judge.py fits the preference weights on."""
KEPT_ASIDE = ("tests/logs/phoenix",)
"""17 Phoenix-room games never used to set any figure or weight of the judge."""
SUFFIXES = (".json", ".jsonl", ".gz", ".mjlog", ".xml")
SHANTEN = ("tenpai", "1", "2", "3+")
BAD = 0.05
"""A discard the judge gives under this chance is a "bad move" (NAGA's measure)."""


class _NoReview:
    """The review's side when it is not run: an empty best set."""

    best: tuple[Any, ...] = ()
    discard_shanten = 0
    best_shanten = 0


_NO_REVIEW = _NoReview()


class Tally:
    """Counts of one set of logs."""

    def __init__(self) -> None:
        self.decisions = {"all": 0, "riichi": 0, "calm": 0}
        self.review_top = {"all": 0.0, "riichi": 0.0, "calm": 0.0}
        self.review_in = {"all": 0, "riichi": 0, "calm": 0}
        self.judge_top = {"all": 0, "riichi": 0, "calm": 0}
        self.value_top = {"all": 0, "riichi": 0, "calm": 0}
        self.by_shanten: dict[str, list[float]] = {s: [0, 0.0, 0, 0] for s in SHANTEN}
        """Per shanten: decisions, review top (ties shared), judge top, value judge top."""
        self.back = {"review": 0, "judge": 0}
        """Shanten-back verdicts while an opponent is in riichi."""
        self.labels: dict[str, int] = {}
        self.games = 0
        self.kinds: dict[str, list[float]] = {}
        """Per kind of game and group (``4p``, ``4p riichi``, ``3p calm early``, ``4p 2``): decisions, judge top,
        the log-loss's sum, bad moves."""
        self.deciles = [[0, 0.0, 0] for _ in range(10)]
        """Per decile of the chance the judge gave its choice: decisions, the chances' sum, agreements."""

    def add(self, key: str, hit: int, chance: float) -> None:
        row = self.kinds.setdefault(key, [0, 0, 0.0, 0])
        row[0] += 1
        row[1] += hit
        row[2] += -math.log(max(chance, 1e-12))
        row[3] += chance < BAD

    def calibration_error(self) -> float:
        """The deciles' mean gap between the chance and the agreement, weighted by decisions (a share)."""
        n = sum(int(d[0]) for d in self.deciles)
        return sum(abs(d[1] - d[2]) for d in self.deciles) / n if n else 0.0

    def to_dict(self) -> dict[str, Any]:
        return {"games": self.games, "decisions": self.decisions, "review_top": self.review_top,
                "review_in_best": self.review_in, "judge_top": self.judge_top, "value_top": self.value_top,
                "by_shanten": self.by_shanten, "shanten_back_under_riichi": self.back, "labels": self.labels,
                "kinds": self.kinds, "deciles": self.deciles, "calibration_error": self.calibration_error()}


def log_files(paths: Iterable[str]) -> list[Path]:
    """The log files of each path (a folder: every .json/.jsonl file under it), sorted."""
    out: list[Path] = []
    for p in paths:
        path = Path(p) if Path(p).is_absolute() else ROOT / p
        if path.is_dir():
            out += sorted(f for f in path.rglob("*") if f.suffix in SUFFIXES and "state" not in f.parts)
        else:
            out.append(path)
    return out


def kind_of(game: GameRecord) -> str:
    """``3p``, ``4p-east`` or ``4p``."""
    return "3p" if game.players == 3 else "4p-east" if game.rule.length == "east" else "4p"


def tally(paths: Iterable[Path], rules: Sequence[str] = RULES, with_review: bool = True) -> Tally:
    """Both judges over every free discard of the logs (``rules``: the judge's tie-break rules; ``with_review``:
    today's review beside the judge, else the judge alone)."""
    t = Tally()
    for path in paths:
        try:
            game = read_log(str(path))
        except AgariError as e:
            print(f"agreement: {path.name}: {e}", file=sys.stderr)
            continue
        t.games += 1
        graded: dict[tuple[int, int], Any] = {}
        if with_review:
            review = review_game(game)
            graded = {(r.order, d.event): d for r in review.rounds for d in r.decisions}
        kind = kind_of(game)
        for m, watch in moments(game):
            d = graded.get((m.round, m.event)) if with_review else _NO_REVIEW
            if d is None:  # a round the review could not read
                continue
            try:
                j = judge(watch, m.seat, rules)
            except AgariError:
                continue
            where = "riichi" if m.threatened else "calm"
            kinds = {b.index for b in d.best}
            mine = j.of(m.tile)
            shanten = min(c.shanten for c in j.candidates)
            band = SHANTEN[min(max(shanten, 0), 3)]
            hit_review = 1 / len(kinds) if m.tile.index in kinds else 0.0
            hit_judge = int(j.best.tile.index == m.tile.index)
            hit_value = int(j.by_value is not None and j.by_value.index == m.tile.index)
            for w in ("all", where):
                t.value_top[w] += hit_value
                t.decisions[w] += 1
                t.review_top[w] += hit_review
                t.review_in[w] += m.tile.index in kinds
                t.judge_top[w] += hit_judge
            row = t.by_shanten[band]
            row[0] += 1
            row[1] += hit_review
            row[2] += hit_judge
            row[3] += hit_value
            t.labels[j.best.label or "-"] = t.labels.get(j.best.label or "-", 0) + 1
            stage = "riichi" if m.threatened else "calm early" if watch.table.draws < EARLY else "calm late"
            for key in (kind, f"{kind} {stage}", f"{kind} {band}"):
                t.add(key, hit_judge, mine.chance)
            decile = t.deciles[min(int(j.best.chance * 10), 9)]
            decile[0] += 1
            decile[1] += j.best.chance
            decile[2] += hit_judge
            if m.threatened:
                t.back["review"] += with_review and d.discard_shanten > d.best_shanten
                t.back["judge"] += not hit_judge and mine.shanten > j.best.shanten
    return t


def pct(a: float, n: float) -> str:
    return f"{a / n * 100:.1f} %" if n else "-"


def markdown(name: str, t: Tally) -> list[str]:
    """The lines of one set's table (Markdown)."""
    d = t.decisions
    out = [f"### {name}: {t.games} logs, {d['all']} free discards ({d['riichi']} while an opponent is in riichi)", "",
           "| | all | while an opponent is in riichi | otherwise |", "|---|---|---|---|",
           "| review today: top choice (ties shared) | " + " | ".join(pct(t.review_top[w], d[w]) for w in d) + " |",
           "| review today: in its best set | " + " | ".join(pct(t.review_in[w], d[w]) for w in d) + " |",
           "| judge by value alone (points, then the tie-break rules) | "
           + " | ".join(pct(t.value_top[w], d[w]) for w in d) + " |",
           "| **judge: its one best choice** | " + " | ".join(pct(t.judge_top[w], d[w]) for w in d) + " |", "",
           "| hand | decisions | review today (ties shared) | judge by value | judge |", "|---|---|---|---|---|"]
    for band, (n, rv, jd, vd) in t.by_shanten.items():
        label = band if band == "tenpai" else f"{band}-shanten"
        out.append(f"| {label} | {int(n)} | {pct(rv, n)} | {pct(vd, n)} | {pct(jd, n)} |")
    out += ["", f"Shanten-back verdicts while an opponent is in riichi: review today {t.back['review']}, "
            f"judge {t.back['judge']}.", ""]
    return out + chances_table(t)


def chances_table(t: Tally) -> list[str]:
    """The judge's chances: agreement, log-loss and bad moves by kind, group and shanten; the calibration."""
    out = ["| decisions | n | judge | log-loss (nats) | bad moves (< 5 %) |", "|---|---|---|---|---|"]
    for key in sorted(t.kinds, key=lambda k: (k.split()[0], len(k.split()) > 1, k)):
        n, hit, loss, bad = t.kinds[key]
        out.append(f"| {key} | {int(n)} | {pct(hit, n)} | {loss / n:.3f} | {pct(bad, n)} |")
    out += ["", "| the judge's chance for its choice | decisions | mean chance | agreement |", "|---|---|---|---|"]
    out += [f"| {b / 10:.1f}-{(b + 1) / 10:.1f} | {int(n)} | {pct(c, n)} | {pct(h, n)} |"
            for b, (n, c, h) in enumerate(t.deciles) if n]
    out += ["", f"Calibration error: {t.calibration_error() * 100:.1f} points.", ""]
    return out


def rules_table(paths: list[Path]) -> list[str]:
    """The agreement with each tie-break rule left out, and with the rules tried and dropped (Markdown)."""
    runs: list[tuple[str, tuple[str, ...]]] = [("all rules", RULES)]
    runs += [(f"without {r}", tuple(x for x in RULES if x != r)) for r in RULES]
    runs += [("with drawn (the tile just drawn first) after isolated", (RULES[0], "drawn", *RULES[1:])),
             ("keep-safe in place of genbutsu", tuple("keep-safe" if x == "genbutsu" else x for x in RULES)),
             ("isolated honors, terminals, simples first, then guest, dora, keep-safe",
              ("isolated", "isolated-edge", "guest", "dora", "keep-safe"))]
    out = ["| rules | all | while an opponent is in riichi |", "|---|---|---|"]
    for name, rules in runs:
        t = tally(paths, rules)
        d = t.decisions
        out.append(f"| {name} | {pct(t.judge_top['all'], d['all'])} | {pct(t.judge_top['riichi'], d['riichi'])} |")
    return out


def speed(paths: list[Path]) -> int:
    """Judge every free discard of each game (all seats), timed: each game's seconds, their median and range."""
    import statistics
    import time

    times = []
    for path in paths:
        game = read_log(str(path))
        start = time.perf_counter()
        n = sum(1 for m, watch in moments(game) if judge(watch, m.seat) is not None)
        times.append(time.perf_counter() - start)
        print(f"{path.name}: {n} decisions, {times[-1]:.2f} s", flush=True)
    if times:
        print(f"median {statistics.median(times):.2f} s over {len(times)} games "
              f"(range {min(times):.2f}-{max(times):.2f} s)")
    return 0


def main(argv: list[str] | None = None) -> int:
    args_in = sys.argv[1:] if argv is None else argv
    if "--kinds" in args_in:  # riichi, call and kan decisions: scripts/agreement_kinds.py
        from agreement_kinds import main as kinds_main

        return kinds_main([a for a in args_in if a != "--kinds"])
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", help="log files or folders (default: the tuning logs and those kept aside)")
    parser.add_argument("--json", action="store_true", help="the counts as JSON")
    parser.add_argument("--rules", action="store_true", help="each tie-break rule left out (default: the tuning logs)")
    parser.add_argument("--part", choices=PARTS, help="only the games of one part of a corpus "
                        "(scripts/corpus_split.py); the judge alone, without today's review")
    parser.add_argument("--speed", action="store_true", help="the seconds to judge each whole game, their median")
    args = parser.parse_args(argv)
    if args.speed:
        return speed(log_files(args.paths or TUNING))
    if args.part:
        files = [f for f in log_files(args.paths) if part(f) == args.part]
        if not files:
            print(f"agreement: no log files of the {args.part} part under {' '.join(args.paths) or '-'}",
                  file=sys.stderr)
            return 2
        t = tally(files, with_review=False)
        print(json.dumps(t.to_dict(), indent=1) if args.json else "\n".join(
            [f"### The {args.part} part: {t.games} games, {t.decisions['all']} free discards", "", *chances_table(t)]))
        return 0
    if args.rules:
        print("\n".join(rules_table(log_files(args.paths or TUNING))))
        return 0
    sets = [("Given logs", args.paths)] if args.paths else [
        ("The tuning logs (tests/logs/tenhou)", TUNING),
        ("The logs kept aside earlier, now fitted on", EARLIER_ASIDE),
        ("The logs kept aside (tests/logs/phoenix)", KEPT_ASIDE)]
    result = {name: tally(log_files(paths)) for name, paths in sets}
    if args.json:
        print(json.dumps({k: v.to_dict() for k, v in result.items()}, indent=1))
    else:
        for name, t in result.items():
            print("\n".join(markdown(name, t)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
