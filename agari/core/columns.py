"""Terminal columns: how wide a text is on screen (a kanji or kana takes two columns) and padding by it."""

from __future__ import annotations

import unicodedata


def text_width(text: str) -> int:
    """Columns a text takes on a terminal (wide East Asian characters count 2)."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def pad(text: str, width: int) -> str:
    """Left-align ``text`` in ``width`` terminal columns."""
    return text + " " * max(0, width - text_width(text))


def clip(text: str, width: int) -> str:
    """The longest start of ``text`` that fits in ``width`` terminal columns."""
    out, used = [], 0
    for ch in text:
        used += text_width(ch)
        if used > width:
            break
        out.append(ch)
    return "".join(out)
