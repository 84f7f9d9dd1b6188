"""Small Mahjong as a game of the registry: its JSON operations, its meta and its text output.

The scoring and analysis modules are imported on first use, so listing the games stays cheap.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from agari.small.rules import DEFAULT_PRESET, PRESETS, preset

JsonDict = dict[str, Any]


def _score(request: Mapping[str, Any]) -> JsonDict:
    from agari.small.score import score_request

    return score_request(request)


def _analyze(request: Mapping[str, Any]) -> JsonDict:
    from agari.small.analysis import analyze_request

    return analyze_request(request)


def _shanten(request: Mapping[str, Any]) -> JsonDict:
    from agari.small.analysis import shanten_request

    return shanten_request(request)


OPERATIONS: dict[str, Callable[[Mapping[str, Any]], JsonDict]] = {
    "score": _score,
    "analyze": _analyze,
    "shanten": _shanten,
}
"""Small Mahjong's JSON operations by op name."""


def check_preset(name: str) -> None:
    """Refuse an unknown preset."""
    preset(name)


def meta() -> JsonDict:
    """Presets, options, the conditions table and every label in English and Japanese."""
    from agari.small.conditions import TABLE
    from agari.small.names import (
        CONDITION_NAMES,
        FIELD_NAMES,
        GROUP_NAMES,
        LABELS,
        PRESET_LABELS,
        RIICHI_YAKU,
        WAIT_NAMES,
    )
    from agari.small.situation import DEFAULT_PLAYERS, FLAGS, PLAYERS

    return {
        "ok": True,
        "presets": [{"name": name, "label": PRESET_LABELS["en"], "labels": dict(PRESET_LABELS)} for name in PRESETS],
        "default_preset": DEFAULT_PRESET,
        "options": [],  # no rule options: players and the flags are the request's situation fields
        "fields": [{"name": "players", "default": DEFAULT_PLAYERS, "choices": list(PLAYERS)},
                   *({"name": flag, "default": False} for flag in FLAGS)],
        "conditions": [{"key": c.key, "points": c.points, "per_deal": c.per_deal, "special": c.special,
                        "scope": c.scope, "deals": list(c.deals), "replaces": c.replaces or None,
                        "riichi": RIICHI_YAKU[c.key]} for c in TABLE],
        "names": {lang: {**CONDITION_NAMES[lang], **FIELD_NAMES[lang],
                         **{f"wait_{k}": v for k, v in WAIT_NAMES.get(lang, {}).items()},
                         **{f"group_{k}": v for k, v in GROUP_NAMES.get(lang, {}).items()}, **LABELS.get(lang, {})}
                  for lang in CONDITION_NAMES},
    }


def render(result: Mapping[str, Any], op: str, lang: str) -> list[str]:
    """The text the command line prints for a result (``lang``: en or ja; others fall back to English)."""
    from agari.small.render import render_analysis, render_score

    if op == "analyze":
        return render_analysis(result, lang)
    if op == "shanten":
        return [f"shanten {result['shanten']}"]
    return render_score(result, lang)
