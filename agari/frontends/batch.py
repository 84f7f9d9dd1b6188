"""Batch mode: JSON Lines of cases in, one result line per case out, in the same order.

``agari batch [--rules NAME] < cases.jsonl > results.jsonl``

- Each non-blank input line is one request: a scoring case (``"op": "score"``,
  the default) or a shanten case (``"op": "shanten"``); any op of
  ``agari.frontends.jsonapi`` works.  The line goes through ``agari.frontends.jsonapi.handle``.
- Every result line starts with ``"id"``: the input's ``id`` echoed (``null``
  when the line has none or cannot be read).
- A bad line never stops the run: unreadable JSON, a value that is not an
  object, an unknown op or any bad field gives
  ``{"id": ..., "ok": false, "error": "invalid", "detail": ...}`` (with ``field`` and
  ``position`` once the line is an object) and the next line is read.
- Blank lines (empty or only whitespace) are skipped: they give no result line.
- Fields that are information for the reader, not input (``expect``, ``why``,
  ``tags``), are dropped before the case is scored.
- ``rules`` (``--rules``) is the preset for scoring lines that do not give
  their own ``rules``.
- ``op`` (``--op``) is the op of lines that do not give their own ``op``
  (default ``score``); ``--op shanten`` reads ``shanten.jsonl`` as it is.

>>> for line in run_batch(['{"id": 1, "op": "nope"}', '', '[1]']):
...     print(line)
{"id": 1, "ok": false, "error": "invalid", "detail": "unknown op 'nope'; use ...", "field": "op", "position": null}
{"id": null, "ok": false, "error": "invalid", "detail": "line 3: a case must be a JSON object, not an array"}
"""

from __future__ import annotations

import codecs
import json
from collections.abc import Callable, Iterable, Iterator, Mapping
from functools import partial
from importlib import import_module
from json.encoder import encode_basestring
from typing import IO, Any

from agari.core.errors import AgariError
from agari.frontends.jsonapi import handle, operations
from agari.frontends.workers import Chunk, Done, run_parallel
from agari.games import DEFAULT_GAME, game, game_of

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
    for number, line in enumerate(lines, 1):
        if line.strip():
            yield batch_line(line, rules, number, op, game_name)[0]


def batch_results(lines: Iterable[str], rules: str | None = None, op: str = "score",
                  game_name: str = DEFAULT_GAME) -> Iterator[dict[str, Any]]:
    """Like ``run_batch`` but yields the result dicts (the options are not checked up front)."""
    for number, line in enumerate(lines, 1):
        if line.strip():
            yield batch_result(line, rules, number, op, game_name)


def _case(line: str, rules: str | None, number: int | None, op: str, game_name: str) -> dict[str, Any]:
    """The request of one batch line with the run's defaults, or the line's ``invalid`` result (``"invalid"`` key)."""
    try:
        request = _read_json(line)
    except (ValueError, RecursionError) as exc:
        return {"invalid": _invalid(None, f"{_where(number)}not valid JSON: {exc}")}
    if not isinstance(request, dict):
        kind = _JSON_TYPES.get(type(request), type(request).__name__)
        return {"invalid": _invalid(None, f"{_where(number)}a case must be a JSON object, not {kind}")}
    # the line's own fresh dict: used as it is unless it has fields for the reader
    case = request if INFO_FIELDS.isdisjoint(request) else {
        key: value for key, value in request.items() if key not in INFO_FIELDS}
    case.setdefault("op", op)
    if game_name != DEFAULT_GAME:
        case.setdefault("game", game_name)
    if rules is not None and "rules" not in case and case["op"] in RULED_OPS:
        case["rules"] = rules
    return {"case": case}


def batch_result(line: str, rules: str | None = None, number: int | None = None, op: str = "score",
                 game_name: str = DEFAULT_GAME) -> dict[str, Any]:
    """The result of one batch line as a dict whose first key is ``id``; never raises."""
    read = _case(line, rules, number, op, game_name)
    if "invalid" in read:
        invalid: dict[str, Any] = read["invalid"]
        return invalid
    case: dict[str, Any] = read["case"]
    case_id = case.get("id")
    try:
        out = handle(case)
    except Exception as exc:  # an engine bug must not stop the run; report it on this line
        return _invalid(case_id, f"internal error (please report this case): {type(exc).__name__}: {exc}")
    return {"id": case_id, **{key: value for key, value in out.items() if key != "id"}}


_TEXT_OPS: dict[str, Mapping[str, Callable[[Mapping[str, Any]], str]]] = {}
"""Each game module's ``TEXT_OPERATIONS`` (ops answered as JSON text directly), once imported."""


def _text_operation(case: Mapping[str, Any]) -> Callable[[Mapping[str, Any]], str] | None:
    """The game's text operation for the case's op, or None (then the line goes through ``handle``)."""
    op = case.get("op")
    if not isinstance(op, str) or op == "meta":
        return None
    try:
        chosen = game_of(case)
    except AgariError:
        return None
    ops = _TEXT_OPS.get(chosen.module)
    if ops is None:
        ops = _TEXT_OPS[chosen.module] = getattr(import_module(chosen.module), "TEXT_OPERATIONS", {})
    return ops.get(op)


def batch_line(line: str, rules: str | None = None, number: int | None = None, op: str = "score",
               game_name: str = DEFAULT_GAME) -> tuple[str, bool]:
    """The result line of one batch line (JSON text, no newline) and whether it is ``ok``; never raises.

    The same text as ``json.dumps(batch_result(...), ensure_ascii=False)``: a game's text operation
    (``TEXT_OPERATIONS``, e.g. Riichi's ``score``) writes its answer directly, anything else goes
    through ``handle``.
    """
    read = _case(line, rules, number, op, game_name)
    if "invalid" in read:
        return _ENCODE(read["invalid"]), False
    case: dict[str, Any] = read["case"]
    case_id = case.get("id")
    fn = _text_operation(case)
    if fn is None:
        try:
            out = handle(case)
        except Exception as exc:  # an engine bug must not stop the run; report it on this line
            out = _invalid(case_id, f"internal error (please report this case): {type(exc).__name__}: {exc}")
        result = {"id": case_id, **{key: value for key, value in out.items() if key != "id"}}
        return _ENCODE(result), result.get("ok") is True
    try:
        text = fn(case)
    except Exception as exc:  # an engine bug must not stop the run; report it on this line
        bug = _invalid(case_id, f"internal error (please report this case): {type(exc).__name__}: {exc}")
        return _ENCODE(bug), False
    head = '{"id": ' + _id_json(case_id)
    return (head + (", " + text[1:] if len(text) > 2 else "}")), text.startswith('{"ok": true')


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON value")


_DECODER = json.JSONDecoder(parse_constant=_no_constant)
"""``json.loads(line, parse_constant=_no_constant)`` builds this decoder for every call: built once here."""
_ENCODE = json.JSONEncoder(ensure_ascii=False).encode
"""``json.dumps(x, ensure_ascii=False)`` without a new encoder per call (the same text)."""


_SCAN: Callable[[str, int], tuple[Any, int]] = _DECODER.scan_once  # type: ignore[attr-defined]  # (not in typeshed)
"""The decoder's scanner: what ``decode`` calls after matching leading whitespace."""
_JSON_SPACE = " \t\n\r"
"""JSON's whitespace (``json.decoder.WHITESPACE``)."""


def _read_json(line: str) -> Any:
    """``json.loads(line, parse_constant=_no_constant)``: the same value or the same error, with one decoder.

    A line that starts with ``{`` is scanned directly (no whitespace to skip before it); anything else, and any
    line the scan does not read whole, goes through ``decode``, which words the error."""
    if line.startswith("\ufeff"):
        raise json.JSONDecodeError("Unexpected UTF-8 BOM (decode using utf-8-sig)", line, 0)
    if line[:1] == "{":
        try:
            found, end = _SCAN(line, 0)
        except StopIteration:  # a value missing inside: decode words it ("Expecting value")
            return _DECODER.decode(line)
        if end == len(line) or not line[end:].strip(_JSON_SPACE):
            return found
    return _DECODER.decode(line)


def _id_json(case_id: Any) -> str:
    """``json.dumps(case_id, ensure_ascii=False)``, an int or a string id written without the encoder."""
    if type(case_id) is int:
        return int.__repr__(case_id)
    if type(case_id) is str:
        return encode_basestring(case_id)
    return _ENCODE(case_id)


def _where(number: int | None) -> str:
    """How an error names the line: ``line 3: `` (nothing without a number)."""
    return f"line {number}: " if number is not None else ""


def _invalid(case_id: Any, detail: str) -> dict[str, Any]:
    return {"id": case_id, "ok": False, "error": "invalid", "detail": detail}


def batch_io(infile: IO[str], outfile: IO[str], rules: str | None = None, op: str = "score",
             game_name: str = DEFAULT_GAME, jobs: int = 1) -> tuple[int, int]:
    """Read cases from ``infile``, write result lines to ``outfile``; returns (results, failures).

    A failure is a result with ``ok`` false (invalid, not winning, no yaku); the run goes on regardless.
    ``jobs`` > 1 shares the lines out to that many worker processes in chunks; the output is the same,
    in the same order (see ``parallel_chunks``).
    """
    check_options(rules, op, game_name)
    chunks = _chunks(infile, CHUNK_LINES)
    parallel = parallel_chunks(chunks, (rules, op, game_name), jobs) if jobs > 1 else None
    done: Iterable[tuple[Any, int, int]] = parallel or (_chunk_lines(chunk, rules, op, game_name) for chunk in chunks)
    emit: Callable[[Any], object] = outfile.write if parallel is None else _bytes_writer(outfile)
    results = failures = 0
    for data, count, bad in done:
        emit(data)
        results += count
        failures += bad
    outfile.flush()
    return results, failures


def _bytes_writer(outfile: IO[str]) -> Callable[[Any], object]:
    """How the workers' UTF-8 results reach ``outfile``: as they are on the binary stream under a UTF-8 text
    stream (flushed first, so that they come after what was written before), else decoded (a StringIO, another
    encoding)."""
    raw = getattr(outfile, "buffer", None)
    encoding = getattr(outfile, "encoding", None)
    if raw is not None and isinstance(encoding, str) and codecs.lookup(encoding).name == "utf-8":
        outfile.flush()
        return raw.write  # type: ignore[no-any-return]
    return lambda data: outfile.write(data.decode())


CHUNK_LINES = 256
"""Lines per chunk: a worker's unit of work with ``--jobs`` (large enough that passing it costs little)."""


def _chunks(lines: Iterable[str], size: int) -> Iterator[Chunk]:
    """The input in chunks of ``size`` lines, each with the number of its first line."""
    chunk: list[str] = []
    first = 1
    for number, line in enumerate(lines, 1):
        if not chunk:
            first = number
        chunk.append(line)
        if len(chunk) >= size:
            yield first, chunk
            chunk = []
    if chunk:
        yield first, chunk


def _chunk_lines(chunk: Chunk, rules: str | None, op: str, game_name: str) -> tuple[str, int, int]:
    """The result lines of a chunk as one text, with how many results and how many failures."""
    first, lines = chunk
    out: list[str] = []
    bad = 0
    for number, line in enumerate(lines, first):
        if line.strip():
            text, ok = batch_line(line, rules, number, op, game_name)
            out.append(text)
            bad += not ok
    return ("\n".join(out) + "\n" if out else ""), len(out), bad


def _work(chunk: Chunk, options: tuple[str | None, str, str]) -> Done:
    """A chunk's result lines as UTF-8 (bytes cross the pipe as they are; text would be encoded and decoded)."""
    text, count, bad = _chunk_lines(chunk, *options)
    return text.encode(), count, bad


def parallel_chunks(chunks: Iterator[Chunk], options: tuple[str | None, str, str],
                    jobs: int) -> Iterator[Done] | None:
    """The chunks' results from ``jobs`` worker processes, in input order (``agari.frontends.workers``); None where
    there are no processes: the caller then runs the chunks itself."""
    import_module(game(options[2]).module)  # imported once here, inherited by forked workers
    # an empty case loads the op's own modules here too (once, not once per worker)
    batch_line("{}", options[0], None, options[1], options[2])
    return run_parallel(chunks, partial(_work, options=options), jobs)
