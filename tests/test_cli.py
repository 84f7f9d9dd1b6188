"""The agari command line: flags, the score sheet, analysis, JSON, errors, colour, batch."""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from agari.cli import main
from agari.display import GLYPHS, Style, payment_sentence, render_hand, tiles_of, use_color
from agari.notation import Hand
from agari.tile import Tile

ROOT = Path(__file__).resolve().parent.parent
ANSI_RE = re.compile(r"\x1b\[[0-9;]*m")


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """Run ``agari ARGS`` in-process; returns (exit status, stdout, stderr)."""
    code = main(list(args))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def run_json(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, dict[str, Any]]:
    code, out, _ = run(capsys, *args, "--json")
    return code, json.loads(out)


@pytest.fixture(autouse=True)
def _no_color_env(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests start from a neutral environment: no NO_COLOR, a normal terminal type."""
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("TERM", "xterm")


# -- display: glyphs, colour, layout -----------------------------------------------------------------


def test_glyph_table_follows_unicode_order() -> None:
    assert len(GLYPHS) == 34
    assert GLYPHS[0] == "🀇" and GLYPHS[8] == "🀏"  # 1m .. 9m
    assert GLYPHS[9] == "🀙" and GLYPHS[17] == "🀡"  # 1p .. 9p
    assert GLYPHS[18] == "🀐" and GLYPHS[26] == "🀘"  # 1s .. 9s
    assert GLYPHS[27:31] == ("🀀", "🀁", "🀂", "🀃")  # E S W N
    assert GLYPHS[31:] == ("🀆", "🀅", "🀄")  # haku hatsu chun
    assert len(set(GLYPHS)) == 34


def test_style_tiles_unicode_and_ascii() -> None:
    tiles = Hand.parse("123m0p9s17z").concealed
    assert Style(unicode=True).tiles(tiles) == "🀇🀈🀉🀝🀘🀀🀄"
    assert Style(unicode=False).tiles(tiles) == "123m0p9s17z"
    # red five painted red only when colour is on
    assert Style(unicode=True, color=True).tile(Tile.parse("0p")) == "\x1b[31m🀝\x1b[0m"
    assert Style(unicode=False, color=True).tiles(tiles) == "123m\x1b[31m0\x1b[0mp9s17z"
    assert Style(unicode=True, color=False).paint("x", "title") == "x"


def test_render_hand_puts_winning_tile_apart_and_melds_last() -> None:
    hand = Hand.parse("(111m)456m789p123s11z")
    assert render_hand(hand, Style(unicode=False), Tile.parse("1z")) == "456m 789p 123s 1z  1z  (111m)"
    assert render_hand(Hand.parse("[1111m]222333m555p11z"), Style(unicode=False)) == "222333m 555p 11z  [1111m]"
    assert render_hand(hand, Style(unicode=True), Tile.parse("1z")) == "🀊🀋🀌 🀟🀠🀡 🀐🀑🀒 🀀  🀀  (🀇🀇🀇)"


def test_payment_sentences() -> None:
    assert payment_sentence({"discarder": 3900}, False, False) == "Discarder pays 3900"
    assert payment_sentence({"dealer": 2600, "non_dealer": 1300}, False, True) == (
        "Dealer pays 2600, each non-dealer 1300"
    )
    assert payment_sentence({"non_dealer": 4000}, True, True) == "Each non-dealer pays 4000"


def test_tiles_of_json_values() -> None:
    assert [str(t) for t in tiles_of(["5m", "8m"])] == ["5m", "8m"]
    assert [str(t) for t in tiles_of("wwh")] == ["3z", "5z"]
    assert tiles_of(None) == []


class _Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_use_color_rules() -> None:
    tty, pipe = _Tty(), io.StringIO()
    assert use_color("auto", tty, {}) is True
    assert use_color("auto", pipe, {}) is False
    assert use_color("auto", tty, {"TERM": "dumb"}) is False
    assert use_color("always", pipe, {}) is True
    assert use_color("never", tty, {}) is False
    # NO_COLOR (non-empty) wins over everything, even --color=always
    assert use_color("always", tty, {"NO_COLOR": "1"}) is False
    assert use_color("auto", tty, {"NO_COLOR": ""}) is True


# -- parsing and errors (no engine needed) -----------------------------------------------------------


def test_help_explains_notation(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "--help")
    assert code == 0 and err == ""
    for needle in ("0 is a red five", "wh g r", "(123m) chi", "[1111p] closed kan", "-d 58m", "-d 5m,8m",
                   "agari batch", "--rules", "NO_COLOR", "-w TILE, --win TILE", "--double-riichi", "--last-tile"):
        assert needle in out, needle


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--version")
    assert code == 0 and out.startswith("agari ")


@pytest.mark.parametrize(
    ("hand", "message", "caret_line"),
    [
        ("123x456p789s11122z", "unknown character 'x' at position 3", "     ^"),
        ("123m456p789s1112", "digit '1' at position 12 has no suit letter", "              ^"),
        ("123m456p789s11128z", "honor tile '8z' at position 16 does not exist", "                  ^"),
        ("(124m)456p789s11122z", "neither a sequence", "  ^"),
    ],
)
def test_bad_hand_gives_caret_and_exit_2(
    capsys: pytest.CaptureFixture[str], hand: str, message: str, caret_line: str
) -> None:
    code, out, err = run(capsys, hand)
    assert code == 2 and out == ""
    lines = err.splitlines()
    assert lines[0].startswith("agari: hand: ") and message in lines[0]
    assert lines[1] == "  " + hand
    assert lines[2] == caret_line
    assert "Traceback" not in err


def test_bad_dora_points_at_the_indicator(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "123m456p789s11122z", "-w", "2m", "-d", "5q")
    assert code == 2
    lines = err.splitlines()
    assert lines[0].startswith("agari: -d/--dora: ")
    assert lines[1:] == ["  5q", "   ^"]


def test_bad_win_tile(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "123m456p789s11122z", "-w", "x")
    assert code == 2 and err.startswith("agari: -w/--win: ")


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (["123m456p789s11122z", "--round", "x"], "argument --round: 'x' is not a wind"),
        (["123m456p789s11122z", "--seat", "5z"], "argument --seat: '5z' is not a wind"),
        (["123m456p789s11122z", "--honba", "-1"], "argument --honba"),
        (["123m456p789s11122z", "--sticks", "two"], "'two' is not a whole number"),
        (["123m456p789s11122z", "--rule", "kiriage"], "is not NAME=VALUE"),
        (["123m456p789s11122z", "--rule", "kiriage=maybe"], "takes true or false"),
        (["123m456p789s11122z", "--rule", "nope=1"], "unknown rule option 'nope'"),
        (["123m456p789s11122z", "--rules", "nope"], "unknown rule preset 'nope'"),
        (["123m456p789s11122z", "--bogus"], "unrecognized arguments: --bogus"),
        ([], "required: HAND"),
    ],
)
def test_bad_flags_one_line_exit_2(capsys: pytest.CaptureFixture[str], args: list[str], needle: str) -> None:
    code, out, err = run(capsys, *args)
    assert code == 2 and out == ""
    assert len(err.splitlines()) == 1 and needle in err
    assert err.startswith("agari: ")


def test_open_flag_without_open_meld_is_explained(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "123m456p789s11122z", "-o")
    assert code == 2
    assert "-o/--open: this hand has no open meld" in err and "(123m)" in err
    assert len(err.splitlines()) == 1


def test_thirteen_tiles_without_win_asks_for_it(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "123m456p789s1112z")
    assert code == 2 and "give the winning tile with -w" in err and "--shanten" in err


def test_visible_without_analysis_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "123m456p789s11122z", "--visible", "1z")
    assert code == 2 and "--visible only counts" in err
