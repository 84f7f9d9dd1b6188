"""Batch mode: JSON Lines of cases in, one result line per case out, in the same order.

``agari batch [--rules NAME] < cases.jsonl > results.jsonl``

- Each non-blank input line is one request: a scoring case (``"op": "score"``,
  the default) or a shanten case (``"op": "shanten"``); any op of
  ``agari.frontends.jsonapi`` works.  The line goes through ``agari.frontends.jsonapi.handle``.
- Every result line starts with ``"id"``: the input's ``id`` echoed (``null``
  when the line has none or cannot be read).
- A bad line never stops the run: unreadable JSON, a value that is not an
  object, an unknown op or any bad field gives
  ``{"id": ..., "ok": false, "error": "invalid", "detail": ...}`` and the next
  line is read.
- Blank lines (empty or only whitespace) are skipped: they give no result line.
- Fields that are information for the reader, not input (``expect``, ``why``,
  ``tags``), are dropped before the case is scored.
- ``rules`` (``--rules``) is the preset for scoring lines that do not give
  their own ``rules``.
- ``op`` (``--op``) is the op of lines that do not give their own ``op``
  (default ``score``); ``--op shanten`` reads ``shanten.jsonl`` as it is.

>>> for line in run_batch(['{"id": 1, "op": "nope"}', '', '[1]']):
...     print(line)
{"id": 1, "ok": false, "error": "invalid", "detail": "unknown op 'nope'; use one of score, analyze, shanten, meta"}
{"id": null, "ok": false, "error": "invalid", "detail": "line 3: a case must be a JSON object, not an array"}
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from typing import IO, Any

from agari.core.errors import AgariError
from agari.frontends.jsonapi import handle, operations
from agari.games import DEFAULT_GAME, game

INFO_FIELDS = frozenset({"expect", "why", "tags"})
"""Case fields for the reader only, never input."""

RULED_OPS = frozenset({"score", "analyze", "nagashi"})
"""Ops whose requests take a ``rules`` field (the ``--rules`` default applies to them)."""

_JSON_TYPES = {dict: "an object", list: "an array", str: "a string", int: "a number", float: "a number",
               bool: "a boolean", type(None): "null"}


def run_batch(lines: Iterable[str], rules: str | None = None, op: str = "score",
              game_name: str = DEFAULT_GAME) -> Iterator[str]:
    """One JSON result line (no newline) per non-blank input line, in order.

    ``rules``, ``op`` and ``game_name`` are checked at once (an AgariError before any line is read).
    """
    check_options(rules, op, game_name)
    return _run(lines, rules, op, game_name)


def check_options(rules: str | None, op: str, game_name: str = DEFAULT_GAME) -> None:
    """Refuse an unknown default game, preset or op up front (the run would only produce errors)."""
    chosen = game(game_name)
    if rules is not None:
        chosen.check_preset(rules)
    if op not in operations(chosen):
        raise AgariError(f"unknown op {op!r}; use one of {', '.join(operations(chosen))}", field="op")


def _run(lines: Iterable[str], rules: str | None, op: str, game_name: str) -> Iterator[str]:
    for result in batch_results(lines, rules, op, game_name):
        yield json.dumps(result, ensure_ascii=False)


def batch_results(lines: Iterable[str], rules: str | None = None, op: str = "score",
                  game_name: str = DEFAULT_GAME) -> Iterator[dict[str, Any]]:
    """Like ``run_batch`` but yields the result dicts (the options are not checked up front)."""
    for number, line in enumerate(lines, 1):
        if line.strip():
            yield batch_result(line, rules, number, op, game_name)


def batch_result(line: str, rules: str | None = None, number: int | None = None, op: str = "score",
                 game_name: str = DEFAULT_GAME) -> dict[str, Any]:
    """The result of one batch line as a dict whose first key is ``id``; never raises."""
    where = f"line {number}: " if number is not None else ""
    try:
        request = json.loads(line, parse_constant=_no_constant)
    except (ValueError, RecursionError) as exc:
        return _invalid(None, f"{where}not valid JSON: {exc}")
    if not isinstance(request, dict):
        kind = _JSON_TYPES.get(type(request), type(request).__name__)
        return _invalid(None, f"{where}a case must be a JSON object, not {kind}")
    case_id = request.get("id")
    case = {key: value for key, value in request.items() if key not in INFO_FIELDS}
    case.setdefault("op", op)
    if game_name != DEFAULT_GAME:
        case.setdefault("game", game_name)
    if rules is not None and "rules" not in case and case["op"] in RULED_OPS:
        case["rules"] = rules
    try:
        out = handle(case)
    except Exception as exc:  # an engine bug must not stop the run; report it on this line
        return _invalid(case_id, f"internal error (please report this case): {type(exc).__name__}: {exc}")
    return {"id": case_id, **{key: value for key, value in out.items() if key != "id"}}


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON value")


def _invalid(case_id: Any, detail: str) -> dict[str, Any]:
    return {"id": case_id, "ok": False, "error": "invalid", "detail": detail}


def batch_io(infile: IO[str], outfile: IO[str], rules: str | None = None, op: str = "score",
             game_name: str = DEFAULT_GAME) -> tuple[int, int]:
    """Read cases from ``infile``, write result lines to ``outfile``; returns (results, failures).

    A failure is a result with ``ok`` false (invalid, not winning, no yaku); the run goes on regardless.
    """
    check_options(rules, op, game_name)
    results = failures = 0
    for result in batch_results(infile, rules, op, game_name):
        outfile.write(json.dumps(result, ensure_ascii=False) + "\n")
        results += 1
        failures += result.get("ok") is not True
    outfile.flush()
    return results, failures
