"""Hostile input: a log is refused before it is parsed when it is too big, and parsed without deep recursion.

A real game log is 5-40 KB (Tenhou's JSON) or 50-400 KB (mjai); ``MAX_BYTES`` leaves room for long games and
refuses what would freeze a browser tab.  Deep nesting is refused before the JSON parser sees it: CPython's
parser stops it with a ``RecursionError``, but under Pyodide the parser's C recursion exhausts WebAssembly's
stack first (a fatal error of the whole runtime at 100,000 levels), so ``check_nesting`` measures the depth with
a few passes of string operations (no Python loop over the characters).
"""

from __future__ import annotations

import json
import os
import re
from typing import Any

from agari.logs.record import LogError

MAX_BYTES = 8 * 1024 * 1024
"""The largest log accepted (8 MiB)."""
MAX_DEPTH = 64
"""Nesting deeper than this is refused (a game log nests 5 levels)."""


def check_size(size: int, what: str = "the log") -> None:
    """Refuse a log of more than MAX_BYTES."""
    if size > MAX_BYTES:
        raise LogError(f"{what} is {size / 1048576:.1f} MiB; a game log is at most {MAX_BYTES // 1048576} MiB "
                       "(one game per file)")


def read_text(source: str | bytes | os.PathLike[str]) -> str:
    """The text of a log given as text, bytes or a path (a path is read only after its size is checked)."""
    if isinstance(source, bytes):
        check_size(len(source))
        return _decode(source)
    if isinstance(source, os.PathLike):
        return read_path(os.fspath(source))
    if not isinstance(source, str):
        raise LogError(f"a log is text, bytes or a path, not {type(source).__name__}")
    check_size(len(source))
    return source


def read_path(path: str) -> str:
    """Read a log file, refusing a huge one before reading it."""
    try:
        size = os.path.getsize(path)
        check_size(size, path)
        with open(path, "rb") as f:
            raw = f.read(MAX_BYTES + 1)
    except OSError as exc:
        raise LogError(f"cannot read {path}: {exc.strerror or exc}") from None
    check_size(len(raw), path)
    return _decode(raw)


def _decode(raw: bytes) -> str:
    if raw.startswith(b"\x1f\x8b"):
        raw = gunzip(raw)
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise LogError(f"the log is not UTF-8 text (byte {exc.start})") from None


def gunzip(raw: bytes) -> bytes:
    """Unpack a gzip-compressed mjlog (what Tenhou serves), refusing more than MAX_BYTES unpacked (a zip bomb
    stops there) and any other gzip-compressed content (unpack that first)."""
    import zlib

    unpacker = zlib.decompressobj(16 + zlib.MAX_WBITS)
    try:
        out = unpacker.decompress(raw, MAX_BYTES + 1)
    except zlib.error as exc:
        raise LogError(f"the log is gzip-compressed, but broken ({exc})") from None
    if len(out) > MAX_BYTES:
        raise LogError(f"the log unpacks to more than {MAX_BYTES // 1048576} MiB; a game log is at most "
                       f"{MAX_BYTES // 1048576} MiB (one game per file)")
    if not unpacker.eof:
        raise LogError("the log is gzip-compressed, but cut off (the compressed data ends early)")
    head = out[:1024].decode("utf-8", "replace")
    from agari.logs.mjlog import is_mjlog

    if not is_mjlog(head):
        raise LogError("the log is gzip-compressed and is no mjlog; unpack it first (gunzip)")
    return out


_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
SAFE_TEXT = 2048
"""Text this short cannot nest deeply enough to harm any parser (Pyodide's parses 5,000 levels)."""


def check_nesting(text: str, where: str = "") -> None:
    """Refuse JSON text nested deeper than MAX_DEPTH (brackets inside strings do not count)."""
    if len(text) <= SAFE_TEXT or ("[[" not in text and "{{" not in text and "[{" not in text and "{[" not in text
                                  and text.count("[") + text.count("{") <= MAX_DEPTH):
        return
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    for _ in range(MAX_DEPTH + 1):  # each pass takes away the innermost pairs: one level of depth
        inner = brackets.replace("[]", "").replace("{}", "")
        if inner == brackets:
            break
        brackets = inner
    else:
        raise LogError(f"{where or 'the log'}: JSON nested too deeply to be a game log")
    if len(brackets) > MAX_DEPTH:  # brackets that never close: deep and broken
        raise LogError(f"{where or 'the log'}: JSON nested too deeply to be a game log (or its brackets do not match)")


def loads(text: str, where: str = "") -> Any:
    """Parse JSON text; errors become one LogError naming where (``line 3``), nesting is bounded."""
    check_nesting(text, where)
    try:
        value = json.loads(text)
    except RecursionError:
        raise LogError(f"{where or 'the log'}: JSON nested too deeply to be a game log") from None
    except json.JSONDecodeError as exc:
        at = f"{where}, " if where else ""
        why = exc.msg.removesuffix(" at")  # json's "Invalid control character at" names no place itself
        raise LogError(f"not valid JSON ({at}line {exc.lineno} column {exc.colno}: {why})") from None
    if _depth(value, 0) > MAX_DEPTH:
        raise LogError(f"{where or 'the log'}: JSON nested too deeply to be a game log")
    return value


def _depth(value: Any, level: int) -> int:
    """How deep a parsed value nests (stops counting past MAX_DEPTH)."""
    if level > MAX_DEPTH:
        return level
    if isinstance(value, list):
        deepest = level
        for item in value:
            if isinstance(item, (list, dict)):
                deepest = max(deepest, _depth(item, level + 1))
        return deepest
    if isinstance(value, dict):
        deepest = level
        for item in value.values():
            if isinstance(item, (list, dict)):
                deepest = max(deepest, _depth(item, level + 1))
        return deepest
    return level
