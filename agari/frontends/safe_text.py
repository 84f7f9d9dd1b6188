"""Text from a log on a terminal: control characters and bidi overrides shown escaped, never sent raw.

A player's name, a yaku string or a rule line holding ``\\x1b]0;...\\x07`` would set the terminal's title,
``\\x1b[31m`` colour the output, ``\\r`` overwrite a line, U+202E turn the text around.  ``shown`` writes each such
character as an escape (``\\x1b``, ``\\r``, ``\\u202e``); ``shown_json`` does the same inside JSON text
(``\\u001b``: the same string once parsed); ``shown_all`` escapes every string of a JSON-shaped value.
"""

from __future__ import annotations

import re
from typing import Any

UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
"""C0 and C1 controls, DEL, and the bidi marks, embeddings, overrides and isolates."""
UNSAFE_IN_LINES = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
"""The same but the newline: for whole output whose lines are ours."""
_NAMED = {"\t": "\\t", "\n": "\\n", "\r": "\\r"}


def _escape(m: re.Match[str]) -> str:
    ch = m.group()
    named = _NAMED.get(ch)
    if named is not None:
        return named
    code = ord(ch)
    return f"\\x{code:02x}" if code <= 0xFF else f"\\u{code:04x}"


def shown(text: str, lines: bool = False) -> str:
    """``text`` with every control character and bidi mark escaped (``lines``: newlines kept as they are)."""
    return (UNSAFE_IN_LINES if lines else UNSAFE).sub(_escape, text)


def shown_json(text: str) -> str:
    """JSON text with the characters ``json.dumps(ensure_ascii=False)`` leaves raw (DEL, C1, bidi) as ``\\uXXXX``
    escapes: the same value once parsed."""
    return UNSAFE_IN_LINES.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def shown_all(value: Any) -> Any:
    """A JSON-shaped value with every string in it (keys too) passed through ``shown``."""
    if isinstance(value, str):
        return shown(value)
    if isinstance(value, dict):
        return {shown(k) if isinstance(k, str) else k: shown_all(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [shown_all(v) for v in value]
    return value
