"""Pao (sekinin barai) and nagashi mangan, worked out by hand for every preset (docs/riichi.md (pao, nagashi mangan)).

Pao: the liable player pays the liable yakuman in full on a tsumo (as if dealt in) and half of it on a ron
(the discarder pays the other half); other yakuman of the hand are paid as usual; every honba is the liable
player's.  Nagashi mangan: a mangan tsumo under the preset, no honba unless ``nagashi_honba``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import agari
from agari.frontends.jsonapi import handle

ROOT = Path(__file__).resolve().parent.parent
FOUR = ("tenhou", "majsoul", "mleague", "wrc", "ema")
THREE = ("tenhou-sanma", "majsoul-sanma")
DAISANGEN = "(555z)(666z)(777z)234p11s"  # open daisangen; West fed the last dragon
DAISANGEN_TSUUIISOU = "(555z)(666z)(777z)111z22z"  # daisangen + tsuuiisou: only daisangen is liable
HONBA = {"tenhou": 300, "majsoul": 300, "mleague": 300, "wrc": 300, "ema": 300, "tenhou-sanma": 200,
         "majsoul-sanma": 200}


def score(**request: Any) -> dict[str, Any]:
    return handle({"op": "score", **request})


@pytest.mark.parametrize("preset", FOUR + THREE)
@pytest.mark.parametrize("dealer", [False, True])
def test_tsumo_liable_player_pays_all(preset: str, dealer: bool) -> None:
    """Tsumo: the liable West pays the yakuman as a ron (32000, a dealer's 48000) and the honba (1 x ron value),
    with three players too: no tsumo loss on the liable part."""
    out = score(hand=DAISANGEN, win="1s", tsumo=True, seat="e" if dealer else "s", pao="w", honba=1, rules=preset)
    value = 48000 if dealer else 32000
    assert out["payments"] == {"pao": value}
    assert (out["points"], out["honba_points"], out["total"]) == (value, HONBA[preset], value + HONBA[preset])
    assert out["pao"] == {"seat": "w", "yakuman": 1, "pays": value + HONBA[preset], "honba": HONBA[preset]}


@pytest.mark.parametrize("preset", FOUR + THREE)
@pytest.mark.parametrize("dealer", [False, True])
def test_ron_split_in_half(preset: str, dealer: bool) -> None:
    """Ron: the discarder and the liable player pay half each (16000 + 16000, a dealer's 24000 + 24000); the
    liable player also pays the honba."""
    out = score(hand=DAISANGEN, win="1s", seat="e" if dealer else "s", pao="w", honba=2, rules=preset)
    half = 24000 if dealer else 16000
    assert out["payments"] == {"discarder": half, "pao": half}
    assert out["points"] == 2 * half and out["honba_points"] == 2 * HONBA[preset]
    assert out["pao"]["pays"] == half + 2 * HONBA[preset]


def test_only_the_liable_yakuman_shifts_on_tsumo() -> None:
    """riichi.wiki's example: South wins daisangen + tsuuiisou by tsumo with 1 honba, West liable for daisangen:
    West pays 32000 + 300 for daisangen, and everyone pays tsuuiisou as a tsumo (dealer 16000, non-dealers 8000)."""
    out = score(hand=DAISANGEN_TSUUIISOU, win="2z", tsumo=True, seat="s", pao="w", honba=1)
    assert out["yakuman"] == 2
    assert out["payments"] == {"pao": 32000, "dealer": 16000, "non_dealer": 8000}
    assert (out["points"], out["total"]) == (64000, 64300)
    assert out["pao"] == {"seat": "w", "yakuman": 1, "pays": 32300, "honba": 300}


def test_only_the_liable_yakuman_shifts_on_ron() -> None:
    """Ron: the discarder pays tsuuiisou in full (32000) and half of daisangen (16000); West the other half."""
    out = score(hand=DAISANGEN_TSUUIISOU, win="2z", seat="s", pao="w", honba=1)
    assert out["payments"] == {"discarder": 48000, "pao": 16000}
    assert (out["points"], out["total"], out["pao"]["pays"]) == (64000, 64300, 16300)


def test_three_players_rest_paid_with_tsumo_loss() -> None:
    """Sanma: the liable daisangen is 32000 from West; tsuuiisou is a tsumo with tsumo loss (16000 + 8000)."""
    out = score(hand=DAISANGEN_TSUUIISOU, win="2z", tsumo=True, seat="s", pao="w", rules="tenhou-sanma")
    assert out["payments"] == {"pao": 32000, "dealer": 16000, "non_dealer": 8000}
    assert out["points"] == 56000


def test_without_yakuman_stacking_the_hand_is_one_yakuman() -> None:
    """EMA (no stacking): daisangen + tsuuiisou is one yakuman, daisangen, all of it liable."""
    out = score(hand=DAISANGEN_TSUUIISOU, win="2z", tsumo=True, seat="s", pao="w", rules="ema")
    assert (out["yakuman"], out["payments"]) == (1, {"pao": 32000})


def test_double_daisuushii_is_liable_twice() -> None:
    """Mahjong Soul counts daisuushii double: West is liable for 2 yakuman (64000 on tsumo), tsuuiisou is paid
    as a tsumo by everyone."""
    hand = "(111z)(222z)(333z)444z55z"
    out = score(hand=hand, win="5z", tsumo=True, seat="s", pao="w", rules="majsoul")
    assert out["yaku"] == [["daisuushii", 26], ["tsuuiisou", 13]]
    assert out["payments"] == {"pao": 64000, "dealer": 16000, "non_dealer": 8000}
    assert out["pao"]["yakuman"] == 2
    ron = score(hand=hand, win="5z", seat="s", pao="w", rules="majsoul")
    assert ron["payments"] == {"discarder": 32000 + 32000, "pao": 32000}


def test_suukantsu_only_with_its_option() -> None:
    hand = "(1111m)(2222z)(3333z)(4444z)55z"
    plain = score(hand=hand, win="5z", tsumo=True, seat="s", pao="w")
    assert (plain["ok"], plain["field"]) == (False, "pao")
    out = score(hand=hand, win="5z", tsumo=True, seat="s", pao="w", rules={"preset": "tenhou", "pao_suukantsu": True})
    assert out["yaku"] == [["suukantsu", 13]] and out["payments"] == {"pao": 32000}


@pytest.mark.parametrize(
    ("request_", "field", "says"),
    [
        ({"hand": DAISANGEN, "win": "1s", "seat": "s", "pao": "s"}, "pao", "cannot be the winner"),
        ({"hand": DAISANGEN, "win": "1s", "seat": "s", "pao": "x"}, "pao", "must be one of"),
        ({"hand": DAISANGEN, "win": "1s", "seat": "s", "pao": 3}, "pao", "seat wind"),
        ({"hand": "123m456p789s11122z", "win": "2z", "pao": "w"}, "pao", "has neither"),
        ({"hand": DAISANGEN, "win": "1s", "seat": "s", "pao": "n", "rules": "tenhou-sanma"}, "pao", "no North"),
    ],
)
def test_pao_errors(request_: dict[str, Any], field: str, says: str) -> None:
    out = score(**request_)
    assert (out["ok"], out["error"], out["field"]) == (False, "invalid", field)
    assert says in out["detail"]


def test_pao_absent_changes_nothing() -> None:
    plain = score(hand=DAISANGEN, win="1s", tsumo=True, seat="s")
    assert plain["payments"] == {"dealer": 16000, "non_dealer": 8000} and "pao" not in plain


def test_cli_pao() -> None:
    proc = subprocess.run([sys.executable, "-m", "agari", DAISANGEN, "-w", "1s", "--seat", "s", "--pao", "w",
                           "--honba", "1", "--json"], capture_output=True, text=True, cwd=ROOT, timeout=120,
                          env={**os.environ, "PYTHONPATH": str(ROOT)}, check=False)
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out["payments"] == {"discarder": 16000, "pao": 16000} and out["total"] == 32300


# -- nagashi mangan --------------------------------------------------------------------------------------

NAGASHI: dict[str, dict[str, tuple[dict[str, int], int]]] = {
    # four players: a mangan tsumo, 4000 all / 4000 + 2000 + 2000
    "four": {"e": ({"non_dealer": 4000}, 12000), "s": ({"dealer": 4000, "non_dealer": 2000}, 8000)},
    # three players, tsumo loss: 4000 x 2 / 4000 + 2000
    "three": {"e": ({"non_dealer": 4000}, 8000), "s": ({"dealer": 4000, "non_dealer": 2000}, 6000)},
}


@pytest.mark.parametrize("preset", FOUR + THREE)
@pytest.mark.parametrize("seat", ["e", "s", "w"])
def test_nagashi_every_preset(preset: str, seat: str) -> None:
    table = NAGASHI["three" if preset in THREE else "four"]
    payments, points = table["e" if seat == "e" else "s"]
    out = handle({"op": "nagashi", "seat": seat, "honba": 2, "rules": preset})
    assert out["ok"] and (out["payments"], out["points"]) == (payments, points)
    assert (out["honba_points"], out["total"]) == (0, points)  # honba are not paid by default
    assert out["dealer"] == (seat == "e") and out["settlement"] == "nagashi_mangan"


def test_nagashi_north_split_and_honba_option() -> None:
    """North bisection: a non-dealer's nagashi is 5000 + 3000; nagashi_honba adds the tsumo honba (2 x 100 x 2)."""
    out = agari.nagashi("w", honba=2, rules={"preset": "majsoul-sanma", "tsumo_loss": False, "nagashi_honba": True})
    assert (out.payments, out.points, out.honba_points, out.total) == ({"dealer": 5000, "non_dealer": 3000}, 8000,
                                                                       400, 8400)
    four = agari.nagashi("s", honba=1, rules={"preset": "tenhou", "nagashi_honba": True})
    assert (four.honba_points, four.total) == (300, 8300)


@pytest.mark.parametrize(
    ("request_", "field"),
    [({"op": "nagashi"}, "seat"), ({"op": "nagashi", "seat": "x"}, "seat"),
     ({"op": "nagashi", "seat": "n", "rules": "tenhou-sanma"}, "seat"),
     ({"op": "nagashi", "seat": "s", "honba": -1}, "honba"),
     ({"op": "nagashi", "seat": "s", "rules": "nope"}, "rules")],
)
def test_nagashi_errors(request_: dict[str, Any], field: str) -> None:
    out = handle(request_)
    assert (out["ok"], out["error"], out["field"]) == (False, "invalid", field)


def test_nagashi_cli_and_batch() -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.run([sys.executable, "-m", "agari", "nagashi", "--seat", "s", "--rules", "tenhou-sanma",
                           "--json"], capture_output=True, text=True, cwd=ROOT, env=env, timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["payments"] == {"dealer": 4000, "non_dealer": 2000}
    line = json.dumps({"id": 7, "op": "nagashi", "seat": "e"})
    proc = subprocess.run([sys.executable, "-m", "agari", "batch", "--rules", "majsoul"], input=line + "\n",
                          capture_output=True, text=True, cwd=ROOT, env=env, timeout=120, check=False)
    out = json.loads(proc.stdout)
    assert (out["id"], out["rules"], out["points"]) == (7, "majsoul", 12000)
    # a hand is still read as a hand
    proc = subprocess.run([sys.executable, "-m", "agari", "123m456p789s11122z", "-w", "2z", "-t", "--json"],
                          capture_output=True, text=True, cwd=ROOT, env=env, timeout=120, check=False)
    assert json.loads(proc.stdout)["points"] == 7800
