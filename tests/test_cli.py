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

from agari.core.notation import Hand
from agari.core.tile import Tile
from agari.frontends.cli import main
from agari.frontends.display import GLYPHS, Style, payment_sentence, render_hand, tiles_of, use_color

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



def test_render_analysis_sections_from_json() -> None:
    from agari.frontends.display import render_analysis

    tenpai = {"ok": True, "shanten": 0, "forms": {"standard": 0, "chiitoitsu": 4, "kokushi": 9},
              "ukeire": [{"tile": "1z", "count": 2}, {"tile": "2z", "count": 2}], "ukeire_count": 4,
              "discards": None, "complete": False,
              "waits": [{"tile": "1z", "left": 2, "furiten": True,
                         "ron": {"ok": True, "han": 2, "fu": 40, "yakuman": 0, "points": 3900},
                         "tsumo": {"ok": False, "error": "no_yaku"}}]}
    hand = Hand.parse("123m456p789s1122z")
    text = render_analysis(tenpai, hand, Style(unicode=False), ["shanten", "ukeire", "waits"])
    assert text.splitlines() == [
        "123m 456p 789s 1122z",
        "Shanten: 0 -- tenpai  (standard 0, chiitoitsu 4, kokushi 9)",
        "Ukeire: 4 tiles of 2 kinds",
        "  1zx2 2zx2",
        "Waits",
        "  1z (East wind): 2 left  furiten",
        "      ron: 2 han 40 fu, 3900   tsumo: no yaku",
    ]
    table = {"ok": True, "shanten": 0, "forms": {"standard": 0, "chiitoitsu": 4, "kokushi": None},
             "discards": [{"discard": "9s", "shanten": 0, "ukeire": [{"tile": "4m", "count": 4}], "ukeire_count": 4}]}
    text = render_analysis(table, hand, Style(unicode=True), ["discards"])
    assert text.splitlines()[2:] == ["Discard  Shanten  Ukeire  Accepts", "🀘 9s           0       4  🀊×4"]
    assert "No discard table" in render_analysis(tenpai, hand, Style(unicode=False), ["discards"])

# -- parsing and errors (no engine needed) -----------------------------------------------------------


def test_help_explains_notation(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "--help")
    assert code == 0 and err == ""
    for needle in ("0 is a red five", "wh g r", "(123m) chi", "[1111p] closed kan", "-d 58m", "-d 5m,8m",
                   "agari batch", "--rules", "NO_COLOR", "-w TILE, --win TILE", "--double-riichi", "--last-tile"):
        assert needle in out, needle


def test_every_help_example_runs(capsys: pytest.CaptureFixture[str]) -> None:
    import shlex

    from agari.frontends.cli import NOTATION_HELP

    examples = NOTATION_HELP.split("examples:\n")[1].split("\n\n")[0].splitlines()
    assert len(examples) >= 10
    for line in examples:
        if not line.strip().startswith("agari "):
            continue  # the words of the example above, on a line of their own
        argv = shlex.split(line.strip().split("  ")[0])[1:]
        if argv[0] == "batch":
            continue
        code, out, err = run(capsys, *argv)
        assert code == 0 and err == "" and out, line


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


def test_unexpected_exception_is_internal_error_70(capsys: pytest.CaptureFixture[str],
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    import agari.riichi.scoring

    def boom(*args: object, **kwargs: object) -> None:
        raise RuntimeError("simulated engine bug")

    monkeypatch.setattr(agari.riichi.scoring, "score", boom)
    code, out, err = run(capsys, "123m456p789s11122z", "-t")
    assert code == 70 and out == ""
    assert err.startswith("agari: internal error (RuntimeError: simulated engine bug)")
    assert len(err.splitlines()) == 1


def test_visible_without_analysis_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "123m456p789s11122z", "--visible", "1z")
    assert code == 2 and "--visible only counts" in err


# -- scoring: the seed's examples ---------------------------------------------------------------------


def test_seed_riichi_tsumo(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "123m456p789s11122z", "-t", "-r", "--ascii")
    assert code == 0 and err == ""
    assert "4 han 40 fu  -  Mangan  -  12000 points" in out
    assert "Dealer tsumo: each non-dealer pays 4000" in out
    for name in ("Riichi", "Menzen tsumo", "Seat wind", "Round wind"):
        assert re.search(rf"^  {name} +1 han$", out, re.M), name
    assert "(the best winning tile, as none was given)" in out


def test_seed_win_and_dora(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "123m456p789s11122z", "-w", "2m", "-d", "1m", "--ascii")
    assert code == 0
    assert "3 han 40 fu  -  7700 points" in out
    assert "Dealer ron: discarder pays 7700" in out
    assert re.search(r"^  Dora +1 han$", out, re.M)
    assert "Dora:      1m->2m   (1 in hand)" in out
    # fu items with reasons, then the total
    assert re.search(r"^ +20  Base$", out, re.M)
    assert re.search(r"^ +10  Closed ron$", out, re.M)
    assert re.search(r"^ +2  Kanchan wait$", out, re.M)
    assert "= 40 fu" in out
    assert "Won by ron on 2m 2 man" in out


def test_seed_closed_kan_tsumo(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "[1111m]222333m555p11z", "-t", "--ascii")
    assert code == 0
    assert re.search(r"^  Suu ankou +yakuman$", out, re.M)
    assert "Yakuman  -  48000 points" in out
    assert "each non-dealer pays 16000" in out
    assert "[1111m]" in out.splitlines()[0]
    assert "Fu\n" not in out  # no fu lines for a yakuman


def test_seed_open_pon_has_no_yaku(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "(111m)456m789p123s11z", "-w", "1z")
    assert code == 1 and out == ""
    assert err.startswith("agari: no yaku: ") and len(err.splitlines()) == 1


def test_open_pon_with_houtei(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "(111m)456m789p123s11z", "-w", "1z", "--last-tile", "--ascii")
    assert code == 0
    assert re.search(r"^  Houtei raoyui +1 han$", out, re.M)
    assert "1 han 30 fu  -  1500 points" in out
    assert "(111m)" in out.splitlines()[0]
    assert re.search(r"^ +4  Double wind pair", out, re.M)


def test_seed_letter_honors(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "123m456p789seeenn", "-w", "e", "-d", "wwh", "--ascii")
    assert code == 0
    assert "4 han 40 fu  -  Mangan  -  12000 points" in out
    assert re.search(r"^  Dora +2 han$", out, re.M)
    assert "Dora:      3z->4z 5z->6z   (2 in hand)" in out
    # same as numeric honors
    _, numeric = run_json(capsys, "123m456p789s11144z", "-w", "1z", "-d", "35z")
    _, letters = run_json(capsys, "123m456p789seeenn", "-w", "e", "-d", "wwh")
    keys = ("han", "fu", "yaku", "points")
    assert {k: letters[k] for k in keys} == {k: numeric[k] for k in keys}


def test_unicode_output_shows_glyphs(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "123m456p789s11122z", "-w", "2m", "-d", "1m")
    assert code == 0
    assert out.splitlines()[0] == "🀇🀉 🀜🀝🀞 🀖🀗🀘 🀀🀀🀀🀁🀁  🀈     123m456p789s11122z"
    assert "Dora:      🀇→🀈" in out


def test_red_fives_shown_without_colour(capsys: pytest.CaptureFixture[str]) -> None:
    # Y07 of the shared cases: the glyph line is followed by the notation, where red fives read 0
    code, out, _ = run(capsys, "406m678s22p(505p)(345s)", "-w", "0m", "--seat", "s")
    assert code == 0
    assert out.splitlines()[0] == "🀊🀌 🀚🀚 🀕🀖🀗  🀋  (🀝🀝🀝) (🀒🀓🀔)     406m678s22p(505p)(345s)"
    assert "Won by ron on 🀋 5 man (red)" in out
    assert re.search(r"^  Red fives +2 han$", out, re.M) and "3 han 30 fu  ·  3900 points" in out


def test_ascii_output_is_ascii(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "123m456p789s11122z", "-t", "-r", "--all", "--honba", "1", "--ascii")
    assert code == 0 and out.isascii()


def test_not_winning_names_the_shanten(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "123m456p789s12347z", "-w", "3z")
    assert code == 1 and out == ""
    assert err == "agari: not a winning hand: 2-shanten (run with --shanten for details)\n"
    code, _, err = run(capsys, "123m456p789s11123z", "-w", "3z")
    assert code == 1 and "not a winning hand: tenpai" in err


# -- scoring: every situation flag --------------------------------------------------------------------


def _yaku(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, int]:
    code, result = run_json(capsys, *args)
    assert code == 0, result
    return {name: han for name, han in result["yaku"]}


PINFU = "234567m234567p22s"


def test_tsumo_flag_non_dealer(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, PINFU, "-w", "5p", "-t", "--seat", "s", "--ascii")
    assert code == 0
    assert "3 han 20 fu  -  2700 points" in out
    assert "Non-dealer tsumo: dealer pays 1300, each non-dealer 700" in out


def test_riichi_ippatsu_double_riichi_ura(capsys: pytest.CaptureFixture[str]) -> None:
    assert _yaku(capsys, PINFU, "-w", "5p", "-r") == {"riichi": 1, "pinfu": 1, "tanyao": 1}
    assert _yaku(capsys, PINFU, "-w", "5p", "-r", "--ippatsu") == {"riichi": 1, "ippatsu": 1, "pinfu": 1,
                                                                   "tanyao": 1}
    assert _yaku(capsys, PINFU, "-w", "5p", "--double-riichi") == {"double_riichi": 2, "pinfu": 1, "tanyao": 1}
    assert _yaku(capsys, PINFU, "-w", "5p", "-r", "--ura", "1s") == {"riichi": 1, "pinfu": 1, "tanyao": 1,
                                                                     "ura": 2}


def test_round_and_seat_winds(capsys: pytest.CaptureFixture[str]) -> None:
    hand = "123m456p789s22233z"
    assert _yaku(capsys, hand, "-w", "3z", "--round", "s", "--seat", "w") == {"round_wind": 1}
    assert _yaku(capsys, hand, "-w", "3z", "--round", "east", "--seat", "2z") == {"seat_wind": 1}
    code, result = run_json(capsys, hand, "-w", "3z", "--round", "s", "--seat", "w")
    assert result["dealer"] is False and result["fu"] == 50 and result["points"] == 1600


@pytest.mark.parametrize("dora", [["-d", "51m"], ["-d", "5m,1m"], ["-d", "5m", "-d", "1m"], ["--dora", "5m1m"]])
def test_dora_list_spellings(capsys: pytest.CaptureFixture[str], dora: list[str]) -> None:
    # indicators 5m -> 6m and 1m -> 2m: one of each in the hand
    assert _yaku(capsys, PINFU, "-w", "5p", *dora)["dora"] == 2


def test_last_tile_is_haitei_on_tsumo_houtei_on_ron(capsys: pytest.CaptureFixture[str]) -> None:
    assert "haitei" in _yaku(capsys, PINFU, "-w", "5p", "-t", "--last-tile")
    assert "houtei" in _yaku(capsys, PINFU, "-w", "5p", "--last-tile")


def test_rinshan_chankan_tenhou_chiihou(capsys: pytest.CaptureFixture[str]) -> None:
    assert "rinshan" in _yaku(capsys, "[1111m]234567p22s678s", "-w", "6s", "-t", "--rinshan")
    assert "chankan" in _yaku(capsys, PINFU, "-w", "5p", "--chankan")
    code, out, _ = run(capsys, PINFU, "-t", "--tenhou", "--ascii")
    assert code == 0 and "Tenhou" in out and "48000 points" in out
    code, out, _ = run(capsys, PINFU, "-t", "--chiihou", "--seat", "s", "--ascii")
    assert code == 0 and "Chiihou" in out and "32000 points" in out


def test_impossible_situation_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, PINFU, "-w", "5p", "--tenhou")  # tenhou needs tsumo
    assert code == 2 and out == "" and err.startswith("agari: ")
    code, _, err = run(capsys, "234m567p678s22s(234p)", "-w", "4m", "-r")  # riichi on an open hand
    assert code == 2 and len(err.splitlines()) == 1


def test_honba_and_sticks(capsys: pytest.CaptureFixture[str]) -> None:
    # H01 of the shared cases: 1000 + 300 + 2000
    args = ("234m567p678s22s(234p)", "-w", "4m", "--seat", "s", "--honba", "1", "--sticks", "2")
    code, out, _ = run(capsys, *args, "--ascii")
    assert code == 0
    assert "1 han 30 fu  -  1000 points" in out
    assert "Honba x1: +300 (from the discarder)" in out
    assert "Riichi sticks x2: +2000" in out
    assert "Total: 3300 points" in out
    code, out, _ = run(capsys, PINFU, "-w", "5p", "-t", "--seat", "s", "--honba", "2", "--ascii")
    assert "Honba x2: +600 (200 from each payer)" in out and "Total: 3300 points" in out


def test_open_flag_accepted_with_open_meld(capsys: pytest.CaptureFixture[str]) -> None:
    _, with_o = run_json(capsys, "234m567p678s22s(234p)", "-w", "4m", "-o", "--seat", "s")
    _, without = run_json(capsys, "234m567p678s22s(234p)", "-w", "4m", "--seat", "s")
    assert with_o == without and with_o["points"] == 1000


def test_thirteen_tiles_plus_win(capsys: pytest.CaptureFixture[str]) -> None:
    _, short = run_json(capsys, "123m456p789s1112z", "-w", "2z", "-t")
    _, full = run_json(capsys, "123m456p789s11122z", "-w", "2z", "-t")
    assert short["points"] == full["points"] == 7800 and short["win"] == "2z"


# -- rules ------------------------------------------------------------------------------------------


def test_rules_preset_and_options(capsys: pytest.CaptureFixture[str]) -> None:
    # riichi pinfu tanyao + 1 dora: 4 han 30 fu = 7700; kiriage makes it a mangan
    args = (PINFU, "-w", "5p", "-r", "-d", "1m", "--seat", "s")
    assert run_json(capsys, *args)[1]["points"] == 7700
    assert run_json(capsys, *args, "--rule", "kiriage=true")[1]["points"] == 8000
    assert run_json(capsys, *args, "--rules", "mleague")[1]["points"] == 8000
    assert run_json(capsys, *args, "--rules", "mleague", "--rule", "kiriage=no")[1]["points"] == 7700
    code, out, _ = run(capsys, *args, "--rules", "mleague", "--ascii")
    assert "M-League rules" in out and "Mangan" in out


def test_renhou_flag_and_rule(capsys: pytest.CaptureFixture[str]) -> None:
    hand = ("123m456p789s234m11p", "-w", "3m", "--seat", "s", "--renhou")
    code, result = run_json(capsys, *hand)
    assert code == 1 and result["error"] == "no_yaku"  # tenhou rules: renhou is not a yaku
    _, result = run_json(capsys, *hand, "--rules", "wrc")
    assert (result["yaku"], result["points"], result["limit"]) == ([["renhou", 5]], 8000, "mangan")
    _, result = run_json(capsys, *hand, "--rule", "renhou=yakuman")
    assert (result["yaku"], result["points"]) == ([["renhou", 13]], 32000)
    code, out, _ = run(capsys, *hand, "--rules", "ema", "--ascii")
    assert code == 0 and "Renhou, EMA rules" in out and re.search(r"^  Renhou +5 han$", out, re.M)
    code, _, err = run(capsys, "123m456p789s234m11p", "-w", "3m", "--renhou")
    assert code == 2 and err.startswith("agari: --renhou: renhou is a non-dealer's win")
    code, _, err = run(capsys, *hand, "--rule", "renhou=big")
    assert code == 2 and "rule option renhou takes one of none, mangan, yakuman, not 'big'" in err


def test_majsoul_double_yakuman(capsys: pytest.CaptureFixture[str]) -> None:
    hand = ("19m19p119s1234567z", "-w", "1s", "--seat", "s")
    assert run_json(capsys, *hand)[1]["points"] == 32000
    code, out, _ = run(capsys, *hand, "--rules", "majsoul", "--ascii")
    assert code == 0 and "Yakuman x2  -  64000 points" in out
    assert re.search(r"^  Kokushi musou, 13-sided wait +yakuman x2$", out, re.M)


# -- --all, --json, --lang --------------------------------------------------------------------------


def test_all_lists_every_reading_best_marked(capsys: pytest.CaptureFixture[str]) -> None:
    # 222333444m: three triplets or three sequences; the readings differ in score
    code, out, _ = run(capsys, "222333444m567p88s", "-w", "4m", "-t", "--all", "--ascii")
    assert code == 0
    _, result = run_json(capsys, "222333444m567p88s", "-w", "4m", "-t")
    readings = result["readings"]
    assert len(readings) >= 2 and sum(r["best"] for r in readings) == 1
    assert f"All readings ({len(readings)})" in out
    block = out[out.index("All readings"):]
    best = next(i for i, r in enumerate(readings, 1) if r["best"])
    assert f" * {best}. " in block
    for r in readings:
        assert f"{r['points']} points" in block


def _case_of(result_hand: str, **fields: Any) -> dict[str, Any]:
    case: dict[str, Any] = {"hand": result_hand}
    case.update(fields)
    return case


JSON_KEYS = {"ok": bool, "error": type(None), "han": (int, type(None)), "fu": (int, type(None)), "yakuman": int,
             "yaku": list, "points": int, "payments": dict, "total": int, "limit": (str, type(None)), "fu_items": list,
             "dealer": bool, "tsumo": bool, "win": str, "win_inferred": bool, "readings": list,
             "notes": list, "rules": str, "hand": str, "dora": int, "aka": int, "ura": int,
             "honba": int, "sticks": int}


@pytest.mark.parametrize(
    ("args", "case"),
    [
        (["123m456p789s11122z", "-t", "-r"], {"tsumo": True, "riichi": True}),
        (["123m456p789s11122z", "-w", "2m", "-d", "1m"], {"win": "2m", "dora": ["1m"]}),
        (["[1111m]222333m555p11z", "-t"], {"tsumo": True}),
        (["123m456p789seeenn", "-w", "e", "-d", "wwh"], {"win": "1z", "dora": ["3z", "5z"]}),
        (["234m567p678s22s(234p)", "-w", "4m", "--seat", "s", "--honba", "1", "--sticks", "2"],
         {"win": "4m", "seat": "s", "honba": 1, "sticks": 2}),
        ([PINFU, "-w", "5p", "-r", "-d", "1m", "--rules", "mleague"],
         {"win": "5p", "riichi": True, "dora": ["1m"], "rules": "mleague"}),
    ],
)
def test_json_is_the_shared_result_shape(capsys: pytest.CaptureFixture[str], args: list[str],
                                         case: dict[str, Any]) -> None:
    from agari.riichi.scoring import score_case

    code, result = run_json(capsys, *args)
    assert code == 0
    for key, kind in JSON_KEYS.items():
        assert isinstance(result[key], kind), (key, result[key])
    for name, han in result["yaku"]:
        assert isinstance(name, str) and isinstance(han, int)
    for item in result["fu_items"]:
        assert isinstance(item["fu"], int) and isinstance(item["reason"], str)
    expected = score_case(_case_of(args[0], **case))
    compared = ("ok", "error", "han", "fu", "yakuman", "yaku", "points", "payments", "total", "limit", "fu_items")
    assert {k: result[k] for k in compared} == {k: expected[k] for k in compared}


def test_json_error_shape_and_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "123x456p789s11122z", "--json")
    result = json.loads(out)
    assert code == 2
    assert result["ok"] is False and result["error"] == "invalid" and result["field"] == "hand"
    assert result["position"] == 3 and "unknown character" in result["detail"]
    assert err.startswith("agari: ")
    code, result = run_json(capsys, "(111m)456m789p123s11z", "-w", "1z")
    assert code == 1 and result["ok"] is False and result["error"] == "no_yaku"


def test_lang_ja(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, PINFU, "-w", "5p", "-r", "--lang", "ja", "--ascii", "--color", "never")
    assert code == 0
    assert re.search(r"^  立直 +1翻$", out, re.M) and "平和" in out and "断幺九" in out
    assert "3翻 30符  -  5800点" in out and "  親のロン: 放銃者が 5800 点" in out


# -- colour -----------------------------------------------------------------------------------------


def test_no_color_by_default_when_not_a_tty(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "123m456p789s11122z", "-t", "-r")
    assert not ANSI_RE.search(out)


def test_color_always_paints(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "123m456p789s11122z", "-t", "-r", "--color", "always")
    assert "\x1b[1;33mMangan\x1b[0m" in out
    assert "\x1b[1mYaku\x1b[0m" in out


def test_no_color_env_wins_over_color_always(capsys: pytest.CaptureFixture[str],
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    _, out, _ = run(capsys, "123m456p789s11122z", "-t", "-r", "--color", "always")
    assert not ANSI_RE.search(out) and "Mangan" in out


def test_no_color_flag_on_a_tty(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stdout", _Tty())
    assert main(["0m456p789s11122z34m", "-t", "-r"]) == 0
    painted = sys.stdout.getvalue()  # type: ignore[attr-defined]
    assert ANSI_RE.search(painted) and "\x1b[31m🀋\x1b[0m" in painted  # the red five in red
    monkeypatch.setattr(sys, "stdout", _Tty())
    assert main(["0m456p789s11122z34m", "-t", "-r", "--no-color"]) == 0
    plain = sys.stdout.getvalue()  # type: ignore[attr-defined]
    assert not ANSI_RE.search(plain) and ANSI_RE.sub("", painted) == plain



# -- analysis: --shanten, --ukeire, --discards, --waits, --visible -----------------------------------


def test_seed_shanten(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "123m456p789s1112z", "--shanten", "--ascii")
    assert code == 0 and err == ""
    assert out.splitlines() == [
        "123m 456p 789s 1112z",
        "Shanten: 0 -- tenpai  (standard 0, chiitoitsu 5, kokushi 8)",
    ]
    code, out, _ = run(capsys, "139m2568p3679s145z", "--shanten", "--ascii")
    assert code == 0 and "Shanten: 5 -- 5-shanten" in out


def test_seed_ukeire_twelve_tiles(capsys: pytest.CaptureFixture[str]) -> None:
    # the seed's own example has 12 tiles: a hand still being built, one tile short of 13
    code, out, err = run(capsys, "123m456p789s112z", "--ukeire", "--ascii")
    assert code == 0 and err == ""
    assert "Shanten: 1 -- 1-shanten (iishanten)  (standard 1, chiitoitsu 5, kokushi 8)\n" in out
    assert "A hand still being built: 12 tiles, 1 missing to 13" in out
    assert "Ukeire: 5 tiles of 2 kinds\n  1zx2 2zx3\n" in out
    code, out, _ = run(capsys, "123m456p789s1112z", "--shanten", "--ascii")  # the seed's 13-tile example
    assert code == 0 and "Shanten: 0 -- tenpai" in out and "being built" not in out


def test_partial_hands_have_no_waits_and_no_discards(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "1234m", "--waits", "--ascii")  # not "tenpai" as if three melds were called
    assert code == 0
    assert "Shanten: 9 -- 9-shanten" in out and "No waits: the hand lacks 9 tiles to 13 (9-shanten)." in out
    code, out, _ = run(capsys, "12345m", "--discards", "--ascii")
    assert code == 0 and "No discard table: a hand still being built draws" in out
    code, result = run_json(capsys, "(123m)45m", "--ukeire")
    assert code == 0
    assert (result["tiles"], result["shanten"], result["partial"], result["missing"]) == (5, 8, True, 8)
    assert result["forms"] == {"standard": 8, "chiitoitsu": None, "kokushi": None}
    assert result["waits"] == [] and result["discards"] is None


def test_exit_status_of_each_outcome(capsys: pytest.CaptureFixture[str]) -> None:
    # 0 scored; 1 a valid hand that does not score (the message says which); 2 invalid input
    assert run(capsys, "123m456p789s11122z", "-t")[0] == 0
    code, out, err = run(capsys, "[1111m](2222p)345678s11z", "-t")  # the seed's example: complete, no yaku
    assert (code, out) == (1, "") and err.startswith("agari: no yaku: ")
    code, out, err = run(capsys, "123m456p789s1147z", "-w", "5z")
    assert (code, out) == (1, "") and err.startswith("agari: not a winning hand: 1-shanten")
    for args in (("12x3m",), ("123m456p789s11122z", "--round", "x"), ("123m",), ("123m456p789s11111z",)):
        code, out, err = run(capsys, *args)
        assert (code, out) == (2, "") and err.startswith("agari: "), args
    code, result = run_json(capsys, "[1111m](2222p)345678s11z", "-t")
    assert (code, result["ok"], result["error"], result["win"]) == (1, False, "no_yaku", "3s")
    assert run(capsys, "12x3m", "--json")[0] == 2
    code, help_text, _ = run(capsys, "--help")
    assert code == 0
    assert "exit status:\n  0  scored" in help_text and "\n  1  a valid hand that does not score" in help_text
    assert "\n  2  invalid input" in help_text



def test_ukeire_and_visible(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "123m456p789s1122z", "--ukeire", "--ascii")
    assert code == 0
    assert "Ukeire: 4 tiles of 2 kinds\n  1zx2 2zx2\n" in out
    code, out, _ = run(capsys, "123m456p789s1122z", "--ukeire", "--visible", "1z", "--ascii")
    assert "Ukeire: 3 tiles of 2 kinds\n  1zx1 2zx2\n" in out
    code, out, _ = run(capsys, "13m456p789s11122z", "--ukeire", "-d", "2m", "--ascii")
    assert "Ukeire: 3 tiles of 1 kind\n  2mx3\n" in out  # the indicator is a seen copy


def test_bad_visible_tiles(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "123m456p789s1122z", "--ukeire", "--visible", "1x")
    assert code == 2 and out == ""
    assert err.startswith("agari: --visible: ")


def test_discards_table(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "1234m456p789s1122z", "--discards", "--ascii")
    assert code == 0
    lines = out.splitlines()
    assert lines[2] == "Discard  Shanten  Ukeire  Accepts"
    assert lines[3] == "1m             0       4  1zx2 2zx2"
    assert lines[4] == "4m             0       4  1zx2 2zx2"
    assert all(int(line.split()[1]) == 1 for line in lines[5:])
    code, out, _ = run(capsys, "123m456p789s11122z", "--discards", "--ascii")
    assert "Shanten: -1 -- complete (agari)" in out and "The hand is complete" in out
    code, out, _ = run(capsys, "123m456p789s1122z", "--discards", "--ascii")
    assert "No discard table" in out


def test_waits_with_scores(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "123m456p789s1122z", "--waits", "-r", "-d", "1z", "--ascii")
    assert code == 0
    assert out.splitlines()[2:] == [
        "Waits",
        "  1z (East wind): 1 left",
        "      ron: 5 han 40 fu, Mangan, 12000   tsumo: 6 han 30 fu, Haneman, 18000",
        "  2z (South wind): 2 left",
        "      ron: 4 han 40 fu, Mangan, 12000   tsumo: 5 han 40 fu, Mangan, 12000",
    ]
    code, out, _ = run(capsys, "12345m456p789s11z", "--waits", "--ascii")
    assert "  3m (3 man): 3 left\n      ron: no yaku   tsumo: 1 han 30 fu, 1500" in out
    code, out, _ = run(capsys, "12345m456p789s12z", "--waits", "--ascii")
    assert "No waits: the hand is not tenpai (1-shanten (iishanten))." in out


def test_analysis_json_is_the_analyze_shape(capsys: pytest.CaptureFixture[str]) -> None:
    from agari.frontends.jsonapi import handle

    code, result = run_json(capsys, "123m456p789s1122z", "--waits", "-r", "-d", "1z", "--visible", "2z")
    assert code == 0
    request = {"op": "analyze", "hand": "123m456p789s1122z", "riichi": True, "dora": ["1z"], "visible": ["2z"]}
    assert result == handle(request)
    assert result["shanten"] == 0 and result["ukeire_count"] == 2
    assert [(w["tile"], w["left"]) for w in result["waits"]] == [("1z", 1), ("2z", 1)]
    for key, kind in {"ok": bool, "hand": str, "tiles": int, "shanten": int, "forms": dict, "ukeire": list,
                      "ukeire_count": int, "waits": list, "complete": bool}.items():
        assert isinstance(result[key], kind), key
    code, result = run_json(capsys, "123m456p789s112z", "--shanten")
    assert code == 0 and (result["shanten"], result["partial"], result["missing"]) == (1, True, 1)
    code, result = run_json(capsys, "123m456p789s11223344z", "--shanten")
    assert code == 2 and result["ok"] is False and result["error"] == "invalid"

# -- batch ------------------------------------------------------------------------------------------


def _edge_cases(count: int) -> list[dict[str, Any]]:
    lines = (ROOT / "tests" / "cases" / "edge.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines[:count]]


def test_batch_reads_stdin_writes_one_line_per_case(capsys: pytest.CaptureFixture[str],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    cases = _edge_cases(5)
    text = "\n".join(json.dumps(c) for c in cases) + "\nnot json\n"
    monkeypatch.setattr(sys, "stdin", io.StringIO(text))
    code, out, err = run(capsys, "batch")
    assert code == 0 and err == ""
    results = [json.loads(line) for line in out.splitlines()]
    assert len(results) == 6
    for case, result in zip(cases, results, strict=False):
        assert result["id"] == case["id"]
        for key, value in case["expect"].items():
            if key == "yaku":
                assert sorted(map(tuple, result["yaku"])) == sorted(map(tuple, value))
            else:
                assert result[key] == value, (case["id"], key)
    assert results[-1]["ok"] is False and results[-1]["error"] == "invalid"


def test_batch_rules_and_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "cases.jsonl"
    path.write_text(json.dumps({"id": "k", "hand": "19m19p119s1234567z", "win": "1s", "seat": "s"}) + "\n")
    code, out, _ = run(capsys, "batch", str(path))
    assert code == 0 and json.loads(out)["points"] == 32000
    code, out, _ = run(capsys, "batch", "--rules", "majsoul", str(path))
    assert code == 0 and json.loads(out)["points"] == 64000


def test_batch_errors(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, err = run(capsys, "batch", "--rules", "nope")
    assert code == 2 and out == "" and "unknown rule preset 'nope'" in err
    code, out, err = run(capsys, "batch", str(tmp_path / "missing.jsonl"))
    assert code == 2 and out == "" and err.startswith("agari batch: cannot read ")
    code, out, _ = run(capsys, "batch", "--help")
    assert code == 0 and "JSON Lines" in out


# -- the real process -------------------------------------------------------------------------------


def _agari(*args: str, stdin: str = "", env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    environ = {k: v for k, v in os.environ.items() if k != "NO_COLOR"}
    environ.update(env or {})
    return subprocess.run([sys.executable, "-m", "agari", *args], input=stdin, capture_output=True, text=True,
                          cwd=ROOT, env=environ, timeout=60, check=False)


def test_python_m_agari_scores_and_exits_0() -> None:
    proc = _agari("123m456p789s11122z", "-t", "-r", "--ascii")
    assert proc.returncode == 0 and proc.stderr == ""
    assert "4 han 40 fu  -  Mangan  -  12000 points" in proc.stdout
    assert not ANSI_RE.search(proc.stdout)  # a pipe is not a terminal


def test_python_m_agari_bad_hand_exits_2_without_traceback() -> None:
    proc = _agari("123m456p78s9s11q22z")
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr.splitlines() == [
        "agari: hand: unknown character 'q' at position 15",
        "  123m456p78s9s11q22z",
        "                 ^",
    ]


def test_python_m_agari_no_color_env() -> None:
    proc = _agari("123m456p789s11122z", "-t", "-r", "--color", "always", env={"NO_COLOR": "1"})
    assert proc.returncode == 0 and not ANSI_RE.search(proc.stdout)
    proc = _agari("123m456p789s11122z", "-t", "-r", "--color", "always")
    assert ANSI_RE.search(proc.stdout)


def test_python_m_agari_batch() -> None:
    lines = "\n".join(json.dumps({k: v for k, v in c.items() if k != "expect"}) for c in _edge_cases(3))
    proc = _agari("batch", stdin=lines + "\n")
    assert proc.returncode == 0
    assert [json.loads(line)["id"] for line in proc.stdout.splitlines()] == [c["id"] for c in _edge_cases(3)]


# -- every shared case through the command line --------------------------------------------------------

FLAG_OF = {"tsumo": "-t", "riichi": "-r", "double_riichi": "--double-riichi", "ippatsu": "--ippatsu",
           "haitei": "--last-tile", "rinshan": "--rinshan", "chankan": "--chankan", "tenhou": "--tenhou",
           "chiihou": "--chiihou"}
"""Case field -> command-line flag."""


def case_argv(case: dict[str, Any]) -> list[str]:
    """The command line that states a shared case."""
    argv = [case["hand"]]
    if case.get("win"):
        argv += ["-w", case["win"]]
    argv += [flag for key, flag in FLAG_OF.items() if case.get(key)]
    argv += ["--round", case.get("round", "e"), "--seat", case.get("seat", "e")]
    for key, flag in (("dora", "-d"), ("ura", "--ura")):
        if case.get(key):
            argv += [flag, ",".join(case[key])]
    for key in ("honba", "sticks", "rules"):
        if case.get(key) is not None:
            argv += [f"--{key}", str(case[key])]
    return argv


def _cases(name: str) -> list[dict[str, Any]]:
    path = ROOT / "tests" / "cases" / name
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _is_thirteen_plus_win(case: dict[str, Any]) -> bool:
    try:
        return bool(case.get("win")) and Hand.parse(case["hand"]).tile_count % 3 == 1
    except ValueError:
        return False


@pytest.mark.parametrize("name", ["edge.jsonl", "tenhou-sample.jsonl", "majsoul-sample.jsonl"])
def test_every_shared_case_through_the_cli(capsys: pytest.CaptureFixture[str], name: str) -> None:
    for case in _cases(name):
        if not isinstance(case.get("hand"), str) or any(
            not isinstance(case.get(k, False), bool) for k in FLAG_OF
        ) or any(not isinstance(v, str) for k in ("dora", "ura") for v in case.get(k, [])):
            continue  # malformed on purpose in ways a command line cannot spell
        if _is_thirteen_plus_win(case):
            continue  # the command line completes a 13-tile hand with -w (see test_thirteen_tiles_plus_win)
        argv = case_argv(case)
        expect = case["expect"]
        code, out, err = run(capsys, *argv, "--ascii")
        status = 0 if expect["ok"] else 1 if expect["error"] in ("no_yaku", "not_winning") else 2
        assert code == status, (case["id"], err)
        if expect["ok"]:
            assert f"{expect['points']} points" in out, case["id"]
            assert err == ""
        else:
            assert out == "" and len(err.splitlines()) <= 3 and err.startswith("agari: "), (case["id"], err)
        code, result = run_json(capsys, *argv)
        assert result["ok"] is expect["ok"] and result["error"] == expect["error"], case["id"]
        if expect["ok"]:
            for key in ("han", "fu", "yakuman", "points", "payments"):
                assert result[key] == expect[key], (case["id"], key)
            assert sorted(map(tuple, result["yaku"])) == sorted(map(tuple, expect["yaku"])), case["id"]


def test_batch_op_shanten_for_lines_without_op(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "s.jsonl"
    path.write_text('{"id": "S3", "hand": "35678m111456p22z"}\n{"id": "x", "hand": "12q"}\n', encoding="utf-8")
    assert main(["batch", "--op", "shanten", str(path)]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert lines[0] == {"id": "S3", "ok": True, "shanten": 0, "ukeire": ["4m"], "ukeire_count": 4, "error": None}
    assert lines[1]["id"] == "x" and lines[1]["ok"] is False and lines[1]["error"] == "invalid"


def test_ukeire_counts_in_words(capsys: pytest.CaptureFixture[str]) -> None:
    """The last South wind is the one tile that helps (two copies seen as dora indicators): '1 tile of 1 kind'."""
    assert main(["123m456p789s1112z", "--ukeire", "-d", "2z", "-d", "2z", "--no-color"]) == 0
    assert "Ukeire: 1 tile of 1 kind\n" in capsys.readouterr().out
    assert main(["123m456p789s1112z", "--ukeire", "--no-color"]) == 0
    assert "Ukeire: 3 tiles of 1 kind\n" in capsys.readouterr().out
