"""Game logs: read a real game's log (Tenhou's JSON, Mahjong Soul's in Tenhou's JSON, mjai, Tenhou's mjlog XML)
into one record.

>>> from agari.logs import read_log
>>> game = read_log('{"name": ["A", "B", "C", "D"], "rule": {"disp": "鳳南喰赤", "aka": 1}, "log": []}')
Traceback (most recent call last):
...
agari.logs.record.LogError: the log has no rounds
"""

from __future__ import annotations

import os

from agari.logs.guard import MAX_BYTES, loads, read_path, read_text
from agari.logs.record import Event, GameRecord, LogError, LogRule, RecordedDraw, RecordedWin, Round

__all__ = ["MAX_BYTES", "Event", "GameRecord", "LogError", "LogRule", "RecordedDraw", "RecordedWin", "Round",
           "detect", "read_log"]


def detect(text: str) -> str:
    """``tenhou`` for one JSON object with a ``log`` list, ``mjai`` for JSON Lines of events, ``mjlog`` for
    Tenhou's XML; else LogError."""
    head = text.lstrip("\ufeff \t\r\n")[:1]
    if head == "<":
        from agari.logs.mjlog import is_mjlog, refuse_declarations

        refuse_declarations(text)
        if is_mjlog(text):
            return "mjlog"
        raise LogError("not a game log: XML, but not Tenhou's mjlog (it starts with <mjloggm>)")
    if head == "{":
        first_line = text.lstrip().split("\n", 1)[0]
        if '"type"' in first_line and '"log"' not in first_line:
            return "mjai"
        return "tenhou"
    if head == "[":
        return "mjai"
    if not head:
        raise LogError("the log is empty")
    raise LogError("not a game log: expected Tenhou's JSON (an object with \"log\"), mjai JSON Lines or Tenhou's "
                   "mjlog XML")


def read_log(source: str | bytes | os.PathLike[str]) -> GameRecord:
    """Read a log given as its text, its bytes or a path; LogError (one sentence) when it cannot be read."""
    text = read_path(source) if isinstance(source, str) and looks_like_path(source) else read_text(source)
    kind = detect(text)
    if kind == "mjlog":
        from agari.logs.mjlog import read_mjlog

        return read_mjlog(text)
    if kind == "mjai":
        from agari.logs.mjai import read_mjai

        return read_mjai(text)
    from agari.logs.tenhou import read_tenhou

    try:
        data = loads(text)
    except LogError:
        data = _rounds_per_line(text)
        if data is None:
            raise
    if not isinstance(data, dict):
        raise LogError("not a Tenhou log: the JSON is not an object")
    return read_tenhou(data)


def _rounds_per_line(text: str) -> dict[str, object] | None:
    """Tenhou's JSON written one round per line (each line a whole log of one round, as mjx's test data):
    the rounds joined into one log, or None when the text is not that."""
    lines = [line for line in text.splitlines() if line.strip()]
    if len(lines) < 2:
        return None
    first: dict[str, object] | None = None
    rounds: list[object] = []
    for n, line in enumerate(lines, 1):
        data = loads(line, f"line {n}")
        if not isinstance(data, dict) or not isinstance(data.get("log"), list):
            return None
        if first is None:
            first = dict(data)
        rounds.extend(data["log"])
    assert first is not None
    first["log"] = rounds
    return first


def looks_like_path(text: str) -> bool:
    """A short one-line string that is no JSON and names an existing file."""
    return (len(text) < 4096 and "\n" not in text and text.lstrip()[:1] not in ("{", "[", "<")
            and os.path.isfile(text))
