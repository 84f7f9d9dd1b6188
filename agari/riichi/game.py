"""Riichi as a game of the registry: its JSON operations (score, analyze, shanten) and its meta.

The scoring and analysis modules are imported on first use, so listing the games stays cheap.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from agari.riichi.rules import Rules

JsonDict = dict[str, Any]


_loaded: dict[str, Callable[[Mapping[str, Any]], JsonDict]] = {}
"""Each operation's function once imported (an import statement costs ~2.6 us even for a loaded module)."""


def _scorer() -> Callable[[Mapping[str, Any]], JsonDict]:
    from agari.riichi.scoring import score_case

    _loaded["score"] = score_case
    return score_case


def _analyzer() -> Callable[[Mapping[str, Any]], JsonDict]:
    from agari.riichi.analysis import analyze_request

    _loaded["analyze"] = analyze_request
    return analyze_request


def _shanten_counter() -> Callable[[Mapping[str, Any]], JsonDict]:
    from agari.riichi.analysis import shanten_case

    _loaded["shanten"] = shanten_case
    return shanten_case


def _score(request: Mapping[str, Any]) -> JsonDict:
    fn = _loaded.get("score") or _scorer()
    return fn(request)


def _analyze(request: Mapping[str, Any]) -> JsonDict:
    fn = _loaded.get("analyze") or _analyzer()
    return fn(request)


def _shanten(request: Mapping[str, Any]) -> JsonDict:
    fn = _loaded.get("shanten") or _shanten_counter()
    return fn(request)


def _expected(request: Mapping[str, Any], progress: Callable[[int, int], None] | None = None) -> JsonDict:
    from agari.riichi.expected.request import expected_request

    return expected_request(request, progress)


def _nagashi(request: Mapping[str, Any]) -> JsonDict:
    from agari.riichi.nagashi import nagashi_request

    return nagashi_request(request)


_loaded_text: dict[str, Callable[[Mapping[str, Any]], str]] = {}
"""Each text operation's function once imported (as ``_loaded``)."""


def _score_texter() -> Callable[[Mapping[str, Any]], str]:
    from agari.riichi.resultjson import score_case_json

    _loaded_text["score"] = score_case_json
    return score_case_json


def _score_text(request: Mapping[str, Any]) -> str:
    fn = _loaded_text.get("score") or _score_texter()
    return fn(request)


def meta() -> JsonDict:
    """Riichi's presets, options and names (``agari.riichi.meta``, imported on first use)."""
    from agari.riichi.meta import meta as riichi_meta

    return riichi_meta()


OPERATIONS: dict[str, Callable[[Mapping[str, Any]], JsonDict]] = {
    "score": _score,
    "analyze": _analyze,
    "shanten": _shanten,
    "nagashi": _nagashi,
    "expected": _expected,
}
"""Riichi's JSON operations by op name."""

TEXT_OPERATIONS: dict[str, Callable[[Mapping[str, Any]], str]] = {
    "score": _score_text,
}
"""Operations that can answer with JSON text directly (the batch mode's fast path): the same answer as
``OPERATIONS[op]`` without its ``id``, as ``json.dumps(..., ensure_ascii=False)`` would write it."""


def check_preset(name: str) -> None:
    """Refuse an unknown Riichi preset (spellings such as ``M-League`` are accepted)."""
    Rules.preset(name)
