"""Fujian as a game of the registry: its JSON operations, its meta and its text output for the CLI."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from agari.fujian.names import CALLS, FIELDS, ITEMS, OPTIONS, PAYERS, PRESETS, REASONS, WORDS
from agari.fujian.render import render as render
from agari.fujian.request import analyze_request, calls_request, score_request, shanten_request
from agari.fujian.rules import DEFAULT, OPTION_NAMES, Rules
from agari.fujian.rules import PRESETS as RULE_PRESETS

JsonDict = dict[str, Any]

OPERATIONS: dict[str, Callable[[Mapping[str, Any]], JsonDict]] = {
    "score": score_request,
    "analyze": analyze_request,
    "shanten": shanten_request,
    "calls": calls_request,
}
"""Fujian's JSON operations by op name."""


def check_preset(name: str) -> None:
    """Refuse an unknown Fujian preset."""
    Rules.preset(name)


def meta() -> JsonDict:
    """Presets with every option value, the options, and the names of items, reasons and calls."""
    langs = ("en", "ja", "zh", "ko")
    names = {lang: {key: n.get(lang, n["en"]) for table in (ITEMS, CALLS, PAYERS, FIELDS) for key, n in table.items()}
             for lang in langs}
    options = []
    for name in OPTION_NAMES:
        default = getattr(DEFAULT, name)
        entry: JsonDict = {"name": name, "default": default, "type": "bool" if isinstance(default, bool) else "int",
                           **OPTIONS[name]}
        options.append(entry)
    return {
        "ok": True,
        "presets": [{"name": key, "labels": dict(PRESETS[key]), "options": r.to_dict()}
                    for key, r in RULE_PRESETS.items()],
        "default_preset": DEFAULT.name,
        "options": options,
        "names": names,
        "reasons": {lang: {k: v.get(lang, v["en"]) for k, v in REASONS.items()} for lang in langs},
        "words": {lang: {k: v.get(lang, v["en"]) for k, v in WORDS.items()} for lang in langs},
    }
