"""The rule of a log, read from what the log says, mapped to an agari preset.

Tenhou's rule line (``disp``) is made of marks: ``三`` three players (else four), ``東``/``南`` the game's
length, ``喰`` open tanyao (kuitan) allowed, ``赤`` red fives; the room (般 上 特 鳳) and speed (速) do not change
scoring.  ``aka`` (or ``aka51``/``aka52``/``aka53``) says whether red fives are in play.  Mahjong Soul logs
written in Tenhou's format by the common converters name a Mahjong Soul room (``玉の間南喰赤``, ``三金の間赤``,
``Gold Room South``, ``3-Player ...``, ``友人戦``) and carry Mahjong Soul's game id as ``ref``; Tenhou's own export
carries a ``ver``/``ref`` header too, its ``ref`` a Tenhou log id (``2019050417gm-0029-0000-4f2a8622``).  What a
log does not say is assumed and stated, never silently.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from agari.logs.record import LogRule

TENHOU_LOG_ID = re.compile(r"^\d{10}gm-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{8}$")
"""A Tenhou game id (``2021010217gm-00b9-0000-3eb2e915``): the ``ref`` of Tenhou's own JSON export."""
MAJSOUL_ROOM_MARKS = ("の間", "友人戦", "大会戦", "対局", "モード", "公開", "の戦")
"""Words of Mahjong Soul's room names as the converters write them in Japanese (Tenhou's rooms are one letter)."""


def is_majsoul(data: Mapping[str, Any]) -> bool:
    """A Tenhou-format log written by a Mahjong Soul converter (else Tenhou's own, or unknown: Tenhou's rules)."""
    ref = data.get("ref")
    if isinstance(ref, str) and TENHOU_LOG_ID.match(ref.strip()):
        return False
    rule = data.get("rule")
    raw = rule.get("disp", "") if isinstance(rule, Mapping) else ""
    disp = raw if isinstance(raw, str) else ""
    if any(mark in disp for mark in MAJSOUL_ROOM_MARKS) or re.search("[A-Za-z]", disp):
        return True
    return isinstance(ref, str) and bool(ref.strip())


def tenhou_rule(rule: Any, players_seen: int, majsoul: bool) -> LogRule:
    """The rule of a Tenhou-format log from its ``rule`` object and how many seats have hands."""
    assumptions: list[str] = []
    disp = ""
    aka: int | None = None
    if isinstance(rule, Mapping):
        raw = rule.get("disp", "")
        disp = raw if isinstance(raw, str) else ""
        reds = [rule.get(k) for k in ("aka", "aka51", "aka52", "aka53")]
        known = [int(v) for v in reds if isinstance(v, (int, bool))]
        aka = max(known) if known else None
    else:
        assumptions.append("the log names no rule")
    three_mark = "三" in disp or disp.startswith("3") or "3-player" in disp.lower() or "sanma" in disp.lower()
    players = 3 if three_mark or players_seen == 3 else 4
    if players_seen == 3 and not three_mark and disp:
        assumptions.append("three players (three seats have hands), though the rule line does not say so")
    site = "majsoul" if majsoul else "tenhou"
    preset = f"{site}-sanma" if players == 3 else site
    options: dict[str, Any] = {}
    if aka is None:
        red = "赤" in disp or "aka" in disp.lower() or "red" in disp.lower()
        if not disp:
            red = True
        assumptions.append(f"red fives {'in play' if red else 'not in play'} (the log's rule has no aka field)")
        if not red:
            options["red_fives"] = 0
    elif aka == 0:
        options["red_fives"] = 0
    if disp and not majsoul and "喰" not in disp:
        options["open_tanyao"] = False
    if not disp:
        assumptions.append("open tanyao allowed (the log has no rule line)")
    length = "east" if ("東" in disp or "east" in disp.lower()) else "south"
    if majsoul:
        assumptions.append("Mahjong Soul scoring (the log names a Mahjong Soul room or game id)")
    if players == 3:
        assumptions.append("noten payments of 2000 at an exhaustive draw (1000 from each noten player to each "
                           "tenpai one)")
    return LogRule(preset, options, players, disp, tuple(assumptions), length)
