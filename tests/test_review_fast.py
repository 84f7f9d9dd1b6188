"""The review's shortcuts give what the plain ways give: the hand text and the sorted tiles of every decision, the
log's id."""

from __future__ import annotations

from pathlib import Path

from agari.core.notation import parse_hand
from agari.gamereview.decisions import hand_text
from agari.logs import read_log
from agari.logs.record import DISCARD
from agari.logs.table import Table

LOGS = Path(__file__).parent / "logs"


def test_hand_text_and_sorted_tiles_at_every_discard() -> None:
    checked = reds = melded = 0
    for path in [*sorted((LOGS / "tenhou").glob("*.json"))[:4], *sorted((LOGS / "mjai-reviewer").glob("*.json"))]:
        game = read_log(path.read_text(encoding="utf-8"))
        for rnd in game.rounds:
            table = Table(rnd, game.players)
            for e in rnd.events:
                if e.kind == DISCARD:
                    s = table.seats[e.seat]
                    if s.known:
                        tiles = [t for t in s.tiles for _ in range(s.tiles[t])]
                        assert s.concealed == sorted(tiles)
                        text = hand_text(s)
                        assert text == str(s.hand())
                        assert str(parse_hand(text)) == text
                        checked += 1
                        reds += any(t.red for t in s.tiles)
                        melded += bool(s.melds)
                table.apply(e)
    assert checked > 2000 and reds > 500 and melded > 500


def test_the_log_id_is_the_sha1_of_the_text() -> None:
    import hashlib

    from agari.gamereview.op import review_request

    text = (LOGS / "mjai-reviewer" / "double_ron.json").read_text(encoding="utf-8")
    out = review_request({"op": "review", "log": text, "part": "header"})
    assert out["log_id"] == hashlib.sha1(text.encode("utf-8")).hexdigest()[:20]
