"""``agari review FILE... [--seat N|NAME] [--json] [--all-decisions] [--summary] [--no-judge] [--jobs N] [--dask
ADDRESS|local]``.

Each file (``-``: standard input; a folder: every ``.json``/``.jsonl``/``.mjson``/``.mjai``/``.mjlog``/``.xml``/``.gz``
log in it, sorted) is reviewed on its own; several files give one summary each and a total.  Exit status 0 when
every round was reviewed and every win and draw matched the log, 1 when a recorded result differs from ours, 3 when
a round could not be read or followed (named in the output; never counted as a match), 2 when some input could not
be read (one line each on stderr); the highest in that order (2, 3, 1, 0) when files differ.  ``--jobs N`` reviews
the files in N worker processes, ``--dask`` on a Dask cluster (``pip install 'agari[dask]'``); the output is the
same as one process's, byte for byte.  ``--summary``: one summary per player over every file instead
(``agari.frontends.review_summary``); the statuses and their mapping: ``agari.frontends.review_status``.
``--no-judge``: no judge's verdict on any decision and no judge figures (some fifteen times faster; the scores and
the efficiency grading the same).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple, NoReturn

from agari.frontends.review_status import (
    EXIT_DIFFERS,
    EXIT_NOT_REVIEWED,
    EXIT_OK,
    EXIT_UNREADABLE,
    SEVERITY,
    combined_status,
    status_of,
)

LOG_SUFFIXES = (".json", ".jsonl", ".mjson", ".mjai", ".mjlog", ".xml", ".gz")
__all__ = ["EXIT_DIFFERS", "EXIT_NOT_REVIEWED", "EXIT_OK", "EXIT_UNREADABLE", "SEVERITY", "run_review_command"]


class Options(NamedTuple):
    seat: str | None
    json: bool
    all_decisions: bool
    summary: bool = False
    judge: bool = True


class FileResult(NamedTuple):
    """What one file's review prints, and its figures for the total."""

    name: str
    status: int
    output: str
    error: str | None
    stats: dict[str, int]


class UsageError(Exception):
    """A command line argparse refused (one line, exit status 2)."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see {self.prog} --help)")


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="agari review", allow_abbrev=False,
                description="Review game logs (Tenhou's JSON, Mahjong Soul's in Tenhou's JSON, mjai JSON Lines, "
                            "Tenhou's mjlog XML, plain or gzip-compressed): "
                            "rescore every win against the log, grade every discard by shanten and ukeire.",
                epilog="Exit status: 0 every round reviewed and every result matches the log, 1 a recorded result "
                       "differs from ours, 3 a round could not be reviewed, 2 a file could not be read.")
    p.add_argument("files", nargs="+", metavar="FILE", help="log files or folders; - reads standard input")
    p.add_argument("--seat", metavar="N|NAME", help="grade only this seat (0 = the first East) or player")
    p.add_argument("--json", action="store_true", help="the review op's JSON (one line per file when several)")
    p.add_argument("--all-decisions", action="store_true", help="list every decision, not only those that lost tiles")
    p.add_argument("--summary", action="store_true",
                   help="one summary per player over every game (players known by name), not each game's review")
    p.add_argument("--no-judge", action="store_true",
                   help="leave the judge's verdicts out (about 15 times faster: a quick check of the scores)")
    p.add_argument("--jobs", type=_jobs, default=1, metavar="N", help="review the files in N processes")
    p.add_argument("--dask", metavar="ADDRESS", help="review on a Dask cluster: tcp://HOST:8786, or local")
    return p


def _jobs(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError("--jobs needs at least 1")
    return value


def expand(paths: Sequence[str]) -> list[str]:
    """Files to review: each file as given, each folder's logs (recursively, sorted)."""
    out: list[str] = []
    for path in paths:
        if path != "-" and os.path.isdir(path):
            found = []
            for root, _dirs, files in os.walk(path):
                found += [os.path.join(root, f) for f in files if f.lower().endswith(LOG_SUFFIXES)]
            out += sorted(found)
        else:
            out.append(path)
    return out


def review_text(name: str, text: str | bytes | None, options: Options) -> FileResult:
    """Review one log's text (None: read the file ``name``) and render it; never raises for bad input."""
    from agari.frontends.review_text import render_review
    from agari.gamereview import choose_seats, review_game
    from agari.logs import LogError, read_log
    from agari.logs.guard import read_path

    try:
        game = read_log(text if text is not None else read_path(name))
        seats = choose_seats(game, options.seat)
        review = review_game(game, seats, options.judge)
    except LogError as exc:
        message = f"agari review: {name}: {exc.message}"
        out = json.dumps({"file": name, "ok": False, "error": "invalid", "detail": exc.message},
                         ensure_ascii=False) if options.json else ""
        return FileResult(name, EXIT_UNREADABLE, out, message, {"files": 1, "unreadable": 1})
    data = review.to_dict(options.all_decisions)
    if options.json:
        output = json.dumps({"file": name, **data}, ensure_ascii=False)
    else:
        output = "\n".join(render_review(data, name, options.all_decisions))
    decisions = [d for r in review.rounds for d in r.decisions]
    stats = {
        "files": 1, "rounds": len(review.rounds), "wins": sum(len(r.wins) for r in review.rounds),
        "draws": sum(1 for r in review.rounds if r.draw is not None), "differ": review.mismatches,
        "decisions": len(decisions), "best": sum(1 for d in decisions if d.is_best),
        "loss": sum(d.loss for d in decisions), "problems": len(review.problems),
    }
    status = status_of(review)
    return FileResult(name, status, output, None, stats)


def review_payload(payload: tuple[str, str | bytes | None, Options]) -> FileResult:
    """One file's work for a worker process or a Dask worker."""
    return review_text(*payload)


def _payloads(files: list[str], options: Options, read_here: bool) -> list[tuple[str, str | bytes | None, Options]]:
    """Each file with its text when it must travel (stdin, or a Dask worker that may not see the file)."""
    out: list[tuple[str, str | bytes | None, Options]] = []
    for name in files:
        if name == "-":
            out.append((name, _stdin(), options))
        elif read_here:
            from agari.logs import LogError
            from agari.logs.guard import read_path

            try:
                out.append((name, read_path(name), options))
            except LogError:
                out.append((name, None, options))  # the worker words the error
        else:
            out.append((name, None, options))
    return out


def _stdin() -> str | bytes:
    """Standard input: its bytes (the reader unpacks gzip and words every error, as for a file)."""
    from agari.logs.guard import MAX_BYTES

    if hasattr(sys.stdin, "buffer"):
        return sys.stdin.buffer.read(MAX_BYTES + 1)
    return sys.stdin.read()


def run_review_command(args: Sequence[str]) -> int:
    """The ``agari review`` command; returns the exit status."""
    try:
        ns = build_parser().parse_args(list(args))
    except UsageError as exc:
        from agari.frontends.safe_text import shown

        print(shown(f"agari review: {exc}"), file=sys.stderr)
        return EXIT_UNREADABLE
    except SystemExit as exc:  # --help
        return exc.code if isinstance(exc.code, int) else 0
    options = Options(ns.seat, ns.json, ns.all_decisions, ns.summary, not ns.no_judge)
    work: Callable[[tuple[str, str | bytes | None, Options]], Any] = review_payload
    if ns.summary:
        from agari.frontends.review_summary import summary_payload

        work = summary_payload
    files = expand(ns.files)
    if not files:
        print("agari review: no log files found", file=sys.stderr)
        return EXIT_UNREADABLE
    if ns.dask:
        from agari.frontends.distributed import DaskMissing, dask_map

        workers = ns.jobs if ns.jobs > 1 else (os.cpu_count() or 2)
        try:
            results = dask_map(work, _payloads(files, options, True), ns.dask, workers)
        except DaskMissing as exc:
            print(f"agari review: {exc}", file=sys.stderr)
            return EXIT_UNREADABLE
        except OSError as exc:
            print(f"agari review: cannot reach the Dask scheduler {ns.dask}: {exc}", file=sys.stderr)
            return EXIT_UNREADABLE
    elif ns.jobs > 1 and len(files) > 1:
        results = _pool_map(_payloads(files, options, False), ns.jobs, work)
    else:
        results = [work(p) for p in _payloads(files, options, False)]
    if ns.summary:
        from agari.frontends.review_summary import print_summary

        return print_summary(results, options)
    return _print(results, options, len(files) > 1)


def _pool_map(payloads: list[tuple[str, str | bytes | None, Options]], jobs: int,
              work: Callable[[tuple[str, str | bytes | None, Options]], Any] = review_payload) -> list[Any]:
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    import agari.analysis.discards
    import agari.frontends.review_text
    import agari.gamereview
    import agari.logs.tenhou
    import agari.riichi.scoring  # noqa: F401  (imported once here, inherited by forked workers)

    context = multiprocessing.get_context("fork" if "fork" in multiprocessing.get_all_start_methods() else None)
    with ProcessPoolExecutor(max_workers=jobs, mp_context=context) as pool:
        return list(pool.map(work, payloads, chunksize=1))


def _print(results: Sequence[FileResult], options: Options, several: bool) -> int:
    """Print each file's review and error (text from a log never raw: ``safe_text``), then the total."""
    from agari.frontends.safe_text import shown, shown_json

    status = combined_status(r.status for r in results)
    total: dict[str, int] = {}
    out = sys.stdout
    for r in results:
        for k, v in r.stats.items():
            total[k] = total.get(k, 0) + v
        if r.error:
            print(shown(r.error), file=sys.stderr)
        if r.output:
            print(shown_json(r.output) if options.json else shown(r.output, lines=True), file=out)
            if several and not options.json:
                print(file=out)
    if several:
        if options.json:
            print(json.dumps({"total": _total(total)}), file=out)
        else:
            print(total_line(total), file=out)
    return status


def _total(total: dict[str, int]) -> dict[str, Any]:
    keys = ("files", "unreadable", "rounds", "wins", "draws", "differ", "decisions", "best", "loss", "problems")
    return {k: total.get(k, 0) for k in keys}


def total_line(total: dict[str, int]) -> str:
    """The last line of a run over several files: what was read, checked and graded in all."""
    from agari.core.errors import count

    t = _total(total)
    share = 100 * t["best"] / t["decisions"] if t["decisions"] else 100.0
    return (f"Total: {count(t['files'], 'file')}, {count(t['files'] - t['unreadable'], 'game')} reviewed "
            f"({t['unreadable']} unreadable), {count(t['rounds'], 'round')}, "
            f"{count(t['wins'], 'win')} and {count(t['draws'], 'draw')} checked, {t['differ']} differ from the log"
            + (f", {count(t['problems'], 'round')} not reviewed" if t["problems"] else "") + "; "
            f"{count(t['decisions'], 'decision')}, {share:.1f}% best, {count(t['loss'], 'tile')} given up")
