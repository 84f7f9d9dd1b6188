"""The game registry: every front end lists exactly the registered games, and an unknown game is a clear error.

A stand-in game (``toy``: a module made in this file) is registered for some tests to show that one
registry entry is all a front end needs to list and answer a game.
"""

from __future__ import annotations

import json
import sys
import types
from collections.abc import Iterator, Mapping
from typing import Any

import pytest

import agari
from agari import games
from agari.frontends import batch, cli, gamecli
from agari.frontends.jsonapi import handle


def registered() -> list[str]:
    return list(games.GAMES)


def names() -> str:
    """The registered games as an error message lists them."""
    return ", ".join(games.GAMES)


def test_riichi_is_registered_and_default() -> None:
    assert games.DEFAULT_GAME == "riichi"
    entry = games.game("riichi")
    assert entry.labels["en"] == "Riichi" and entry.labels["ja"] == "リーチ麻雀"
    assert len(entry.tiles) == 34 and entry.tiles[0] == "1m" and entry.tiles[-1] == "7z"
    assert entry.presets == ("tenhou", "majsoul", "mleague", "wrc", "ema", "tenhou-sanma", "majsoul-sanma")
    assert {f.name for f in entry.fields} >= {"tsumo", "riichi", "dora", "honba"}


def test_meta_lists_exactly_the_registered_games() -> None:
    m = handle({"op": "meta"})
    assert [g["name"] for g in m["games"]] == registered()
    assert m["default_game"] == "riichi" and m["game"] == "riichi"
    assert [p["name"] for p in m["presets"]] == ["tenhou", "majsoul", "mleague", "wrc", "ema", "tenhou-sanma",
                                              "majsoul-sanma"]
    riichi = m["games"][0]
    assert riichi["hand_sizes"] == [14] and riichi["default_preset"] == "tenhou"
    assert handle({"op": "meta", "game": "riichi"})["presets"] == m["presets"]


def test_cli_help_lists_exactly_the_registered_games(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--help"]) == 0
    out = capsys.readouterr().out
    assert "--game {" + ",".join(registered()) + "}" in out


def test_unknown_game_in_the_json_door() -> None:
    out = handle({"game": "go", "hand": "123m456p789s11122z"})
    assert out == {"ok": False, "error": "invalid", "detail": f"unknown game 'go'; the games are: {names()}",
                   "field": "game", "position": None}
    assert handle({"op": "meta", "game": 7})["detail"] == f"unknown game 7; the games are: {names()}"


def test_unknown_game_on_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["123m456p789s11122z", "--game", "go"]) == 2
    err = capsys.readouterr().err
    assert err.strip() == f"agari: unknown game 'go'; the games are: {names()}"
    assert cli.main(["batch", "--game=go"]) == 2
    assert "unknown game 'go'" in capsys.readouterr().err


def test_unknown_game_on_a_batch_line() -> None:
    lines = ['{"id": 1, "game": "go", "hand": "123m456p789s11122z"}', '{"id": 2, "hand": "123m456p789s11122z"}']
    out = [json.loads(line) for line in batch.run_batch(lines)]
    assert out[0] == {"id": 1, "ok": False, "error": "invalid",
                      "detail": f"unknown game 'go'; the games are: {names()}", "field": "game", "position": None}
    assert out[1]["ok"] is True and out[1]["points"] == 3900


def test_riichi_requests_unchanged_with_or_without_the_game_field() -> None:
    case = {"hand": "234567m234567p22s", "win": "5p", "tsumo": True, "seat": "s", "dora": ["1m"]}
    assert handle({**case, "game": "riichi"}) == handle(case) == agari.score_case(case)


# -- one registry entry is enough --------------------------------------------------------------------


def _toy_score(request: Mapping[str, Any]) -> dict[str, Any]:
    hand = request.get("hand")
    return {"ok": True, "error": None, "total": len(str(hand)), "items": [{"name": "length", "points": len(str(hand))}]}


@pytest.fixture
def toy_game(monkeypatch: pytest.MonkeyPatch) -> Iterator[games.Game]:
    module = types.ModuleType("agari_toy_game")
    module.OPERATIONS = {"score": _toy_score}  # type: ignore[attr-defined]
    module.meta = lambda: {"ok": True, "presets": [{"name": "plain"}]}  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "agari_toy_game", module)
    toy = games.Game(name="toy", labels={"en": "Toy"}, tiles=("1m",), hand_sizes=(2,), presets=("plain",),
                     default_preset="plain", module="agari_toy_game",
                     fields=(games.Field("loud", "bool", "say it loudly"),))
    monkeypatch.setitem(games.GAMES, "toy", toy)
    yield toy


def test_a_registered_game_reaches_every_front_end(toy_game: games.Game, capsys: pytest.CaptureFixture[str]) -> None:
    assert [g["name"] for g in handle({"op": "meta"})["games"]] == registered() and registered()[-1] == "toy"
    assert handle({"op": "meta", "game": "toy"})["presets"] == [{"name": "plain"}]
    assert handle({"game": "toy", "hand": "11m"})["total"] == 3
    detail = handle({"game": "toy", "op": "analyze", "hand": "11m"})["detail"]
    assert detail == "unknown op 'analyze'; use one of score, meta, drill, review, danger, verdict"
    out = [json.loads(line) for line in batch.run_batch(['{"id": "a", "hand": "11m"}'], game_name="toy")]
    assert out == [{"id": "a", "ok": True, "error": None, "total": 3, "items": [{"name": "length", "points": 3}]}]
    assert cli.main(["--game", "toy", "11m", "--loud"]) == 0
    assert capsys.readouterr().out.splitlines()[:2] == ["ok: true", "error: null"]
    assert gamecli.request_of(toy_game, gamecli.build_parser(toy_game).parse_args(["11m", "--loud"])) == {
        "game": "toy", "hand": "11m", "rules": "plain", "loud": True}
