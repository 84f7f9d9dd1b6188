"""Tenhou's mjlog XML: read into the one game record, so the same game as mjlog and as Tenhou JSON is reviewed alike.

A real Phoenix game as Tenhou served it (``tests/logs/mjlog/``, its Tenhou JSON in ``tests/logs/tenhou/``), and
every Tenhou JSON log of the tests written as mjlog by ``tests/mjlog_writer.py``; plain and gzip-compressed;
hostile and broken files refused with one sentence.  The command line: ``tests/test_mjlog_cli.py`` (this file
runs inside Pyodide too).
"""

from __future__ import annotations

import gzip
import json
import random
import re
import sys
from pathlib import Path
from typing import Any

import pytest

import agari
from agari.gamereview import review
from agari.logs import LogError, read_log
from agari.logs.guard import MAX_BYTES
from agari.logs.record import DAIMINKAN, DISCARD, DORA, DRAW, KAKAN, KITA

HERE = Path(__file__).parent
LOGS = HERE / "logs"
REAL = LOGS / "mjlog" / "2020081220gm-00a9-0000-9ee6ab3b.mjlog"
REAL_JSON = LOGS / "tenhou" / "2020081220gm-00a9-0000-9ee6ab3b.json"
MAJSOUL = {"confusing_nakis_7.json"}
"""A Mahjong Soul game: no mjlog exists for it (mjlog is Tenhou's)."""
PAIRS = sorted([*(LOGS / "tenhou").glob("*.json"), *(LOGS / "mjx").glob("*.json"),
                *(LOGS / "mjai-reviewer").glob("*.json"),
                *(p for p in (LOGS / "corpus" / "mjai-reviewer").glob("*.json") if p.name not in MAJSOUL),
                LOGS / "corpus" / "mjai-reviewer3p" / "double_nukidora.json"])

sys.path.insert(0, str(HERE))
from mjlog_writer import json_to_mjlog  # noqa: E402
from reviewed import reviewed  # noqa: E402


def _same(a: dict[str, Any], b: dict[str, Any]) -> None:
    assert a.pop("format") == "tenhou" and b.pop("format") == "mjlog"
    assert a == b


def test_a_real_mjlog_gives_the_review_of_its_tenhou_json() -> None:
    """Tenhou's own mjlog of a Phoenix game and Tenhou's JSON of it: the same review, apart from the format."""
    game = read_log(str(REAL))
    assert game.format == "mjlog" and game.players == 4 and game.names == ("Aさん", "Bさん", "Cさん", "Dさん")
    assert game.rule.label == "鳳南喰赤" and game.rule.preset == "tenhou" and game.rule.options == {}
    assert game.final_scores == (60000, -1700, 32700, 9000)
    first = game.rounds[0]
    assert first.scores == (25000,) * 4 and str(first.dora[0]) == "1p" and len(first.events) == 57
    win = first.wins[0]
    assert (win.seat, win.from_seat, win.han, win.fu, win.points, win.limit) == (0, 0, 8, None, 24000, "baiman")
    assert win.deltas == (26000, -8000, -8000, -8000) and win.text == "倍満8000点∀"
    assert dict(win.yaku) == {"riichi": 1, "ippatsu": 1, "menzen_tsumo": 1, "pinfu": 1, "sanshoku": 2, "tanyao": 1,
                              "dora": 1}
    riichi = [e for e in first.events if e.kind == DISCARD and e.riichi]
    assert [(e.seat, str(e.tile)) for e in riichi] == [(0, "2s"), (2, "7m")]
    ours = reviewed(REAL)
    assert ours.matches and not ours.problems
    _same(reviewed(REAL_JSON).to_dict(True), ours.to_dict(True))


def test_a_real_added_kan_turns_its_dora_after_the_discard() -> None:
    """Tenhou's mjlog writes an added kan's new indicator after the replacement draw, before the discard
    (``<N .../><U98/><DORA hai="108" /><E75/>``); Tenhou turns it over after the discard, as its JSON is read:
    the same review (the discard's tiles seen do not count the new indicator)."""
    path = LOGS / "mjlog" / "2017082021gm-00a9-0000-b8cc6957.mjlog"
    game = read_log(str(path))
    s1 = game.rounds[6]
    kinds = [e.kind for e in s1.events]
    at = kinds.index(KAKAN)
    assert kinds[at:at + 4] == [KAKAN, DRAW, DISCARD, DORA] and str(s1.events[at + 3].tile) == "1z"
    assert [str(t) for t in s1.all_dora] == ["5p", "1z", "6s"] and game.final_scores == (-8300, 30600, 47400, 30300)
    ours = review(game)
    assert ours.matches and not ours.problems
    _same(reviewed(LOGS / "tenhou" / path.name.replace(".mjlog", ".json")).to_dict(True), ours.to_dict(True))


def test_gzip_and_plain_alike(tmp_path: Path) -> None:
    """Gzip-compressed (as Tenhou serves it) or plain, as a path, bytes or text: one record, so one review (the
    review of one of them in full: the gzip bytes')."""
    text = REAL.read_text(encoding="utf-8")
    packed = gzip.compress(text.encode())
    (tmp_path / "game.mjlog.gz").write_bytes(packed)
    (tmp_path / "game.xml").write_text(text, encoding="utf-8")
    want = read_log(text)
    declared = '\ufeff<?xml version="1.0" encoding="UTF-8"?>\n' + text
    for source in (packed, str(tmp_path / "game.mjlog.gz"), str(tmp_path / "game.xml"), text.encode(), declared,
                   declared.encode()):
        assert read_log(source) == want
    assert review(packed).to_dict(True) == reviewed(REAL).to_dict(True)
    answer = agari.handle({"op": "review", "log": text})
    assert answer["ok"] and answer["format"] == "mjlog" and answer["matches"]


@pytest.mark.slow  # 35 logs reviewed twice: CPython only (Pyodide has the other mjlog tests)
@pytest.mark.parametrize("path", PAIRS, ids=lambda p: p.name)
def test_every_tenhou_json_log_as_mjlog_gives_the_same_review(path: Path) -> None:
    """Each Tenhou JSON log of the tests, written as mjlog by our own writer: the review is identical (without the
    judge, which weighs the same tables: the two real games above compare its verdicts too)."""
    xml = json_to_mjlog(str(path))
    a = review(str(path), judge=False).to_dict(True)
    b = review(xml, judge=False).to_dict(True)
    if path.name == "four_reach.json":  # its rule line says no red fives, its aka field says red: GO has one bit
        assert (a["rule"]["label"], b["rule"]["label"]) == ("般東喰", "般東喰赤")
        b["rule"]["label"] = a["rule"]["label"]
    _same(a, b)
    assert b["matches"] == (path.name != "confusing_nakis_1.json")  # it leaves a riichi stick out (README)


def test_a_hand_made_three_player_game_plain_and_gzip() -> None:
    """Three players from the GO bits: a Phoenix three-player game and a hand-made round (a North set aside, then
    a rinshan tsumo), plain and gzip (the same record): every result matches, kita counted among the dora as Tenhou
    does."""
    for path in (LOGS / "corpus" / "mjai-reviewer3p" / "double_nukidora.json", LOGS / "handmade" /
                 "sanma-kita-rinshan.json"):
        xml = json_to_mjlog(str(path))
        assert '<GO type="' in xml and 'hai3=""' in xml
        game = read_log(xml)
        assert game.players == 3 and game.rule.preset == "tenhou-sanma" and game.format == "mjlog"
        assert read_log(gzip.compress(xml.encode())) == game
        rv = review(game)
        assert rv.matches and not rv.problems
    # a call's source with three players: 1 the next seat, 3 (or 2, as at a four-seat table) the one before
    xml = json_to_mjlog(str(LOGS / "corpus" / "mjai-reviewer3p" / "double_nukidora.json"))
    calls = re.findall(r'<N who="0" m="(\d+)" />', xml)
    before = [m for m in calls if int(m) & 3 == 2 and int(m) & 0x18 == 0x8]
    assert before, "a pon from the seat before seat 0"
    other = xml
    for m in before:
        other = other.replace(f'<N who="0" m="{m}" />', f'<N who="0" m="{int(m) + 1}" />')
    assert read_log(other).rounds == read_log(xml).rounds
    game = read_log(json_to_mjlog(str(LOGS / "handmade" / "sanma-kita-rinshan.json")))
    rnd = game.rounds[0]
    kinds = [e.kind for e in rnd.events]
    assert KITA in kinds and rnd.events[kinds.index(KITA) + 1].rinshan
    win = rnd.wins[0]
    assert dict(win.yaku)["dora"] == 2 and "kita" not in dict(win.yaku)  # Tenhou's mjlog has no kita yaku id


def test_kans_dora_and_double_ron_from_the_codes() -> None:
    """Open and added kans decoded from ``m``; the new dora indicator after the kan player's discard (where
    Tenhou turns it over, though its mjlog writes it before); a double ron's two AGARI tags."""
    path = LOGS / "mjai-reviewer" / "double_kakan_then_chankan.json"
    game = read_log(json_to_mjlog(str(path)))
    kinds = [e.kind for e in game.rounds[0].events]
    assert kinds == [e.kind for e in read_log(str(path)).rounds[0].events]
    assert kinds.count(KAKAN) == 2 and kinds[-1] == KAKAN and game.rounds[0].wins[0].from_seat == 0
    ron = read_log(json_to_mjlog(str(LOGS / "mjai-reviewer" / "double_ron.json"))).rounds[0]
    assert [(w.seat, w.from_seat) for w in ron.wins] == [(0, 3), (2, 3)]
    assert [w.points for w in ron.wins] == [12000, 2000]
    # Tenhou's order for an open kan: N, the replacement draw, DORA, the discard; read as turned after the discard
    kan4 = ('<mjloggm ver="2.3"><GO type="169"/><UN n0="A" n1="B" n2="C" n3="D"/>'
            '<INIT seed="0,0,0,0,0,135" ten="250,250,250,250" oya="0" '
            'hai0="0,1,2,36,40,44,48,52,56,60,64,68,72" hai1="3,4,8,12,76,80,84,88,92,96,100,104,108" '
            'hai2="5,9,13,17,21,25,29,33,37,41,45,49,53" hai3="6,10,14,18,22,26,30,34,38,42,46,50,54"/>'
            '<T112/><D112/><U113/><E3/><N who="0" m="769" /><T57/><DORA hai="134" /><D57/>'
            '<U114/><E114/><V115/><F115/><W116/><G116/>')
    game = read_log(kan4 + '<RYUUKYOKU type="kaze4" ba="0,0" sc="250,0,250,0,250,0,250,0" /></mjloggm>')
    events = game.rounds[0].events
    assert [e.kind for e in events[:8]] == [DRAW, DISCARD, DRAW, DISCARD, DAIMINKAN, DRAW, DISCARD, DORA]
    assert events[4].target == 1 and str(events[4].tile) == "1m" and events[5].rinshan
    # a ron on the replacement tile's discard: the round ends there, the new indicator turned before the win
    ron = read_log(kan4.split("<U114/>")[0] + '<AGARI ba="0,0" hai="5,9,13,17,21,25,29,33,37,41,45,49,53,57" '
                   'machi="57" ten="30,1000,0" yaku="8,1" doraHai="135,134" who="2" fromWho="0" '
                   'sc="250,-10,250,0,250,10,250,0" /></mjloggm>').rounds[0]
    assert [e.kind for e in ron.events[-3:]] == [DRAW, DISCARD, DORA] and ron.events[-2].seat == 0
    assert (ron.wins[0].seat, ron.wins[0].from_seat, ron.wins[0].deltas) == (2, 0, (-1000, 0, 1000, 0))
    assert [str(t) for t in ron.all_dora] == ["7z", "7z"]


FUZZ_SEED = 30


def _one_sentence(exc: LogError) -> None:
    assert "\n" not in exc.message and exc.message and "Traceback" not in exc.message


def test_broken_and_hostile_mjlogs_get_one_sentence() -> None:
    text = REAL.read_text(encoding="utf-8")
    head, rest = text.split("<INIT", 1)
    cases = {
        '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><mjloggm>':
            "no DOCTYPE or ENTITY",
        text.replace('n0="%41%E3%81%95%E3%82%93"', 'n0="&lol2;"'): "not one of XML's five",
        text.replace('ref=""', 'ref="' + "x" * 20000 + '"'): "characters long",
        "<mjloggm ver=\"2.3\"><GO type=\"169\"/>hello</mjloggm>": "text 'hello' between tags",
        "<html><body>no</body></html>": "not Tenhou's mjlog",
        text[:len(head) + 40]: "cut off",
        head + "</mjloggm>": "no rounds",
        "<mjloggm ver=\"2.3\"><INIT seed=\"0,0,0,0,0,0\"/></mjloggm>": "before the rule",
        gzip.compress(b"<mjloggm>" + b" " * (MAX_BYTES + 10)): "unpacks to more than 8 MiB",
        gzip.compress(REAL_JSON.read_bytes()): "is no mjlog",
        gzip.compress(text.encode())[:-30]: "cut off",
    }
    for bad, words in cases.items():
        with pytest.raises(LogError) as info:
            read_log(bad)
        _one_sentence(info.value)
        assert words in info.value.message, (words, info.value.message)
    # cut between two rounds: the rounds before are read, and the cut is said
    cut = read_log(text[:text.index('<INIT seed="3,0,0')])
    assert len(cut.rounds) == 4 and cut.final_scores is None
    assert cut.problems == ("the log ends after round E3 with neither the final scores (owari) nor </mjloggm>: it "
                            "seems cut off, and any later round is not in it",)
    assert read_log(text.replace("</mjloggm>", "")).problems == ()  # its last round has owari
    # broken rounds: each named in a sentence, the other rounds reviewed
    broken = [
        ('seed="0,1,0,5,4,89"', 'seed="0,1,0,5,4,200"', "200 is no tile code"),
        ("<T110/>", "<T136/>", "136 is no tile code"),
        ('<N who="0" m="42537" />', '<N who="0" m="99999" />', "is not from 0 to 65535"),
        ('<N who="0" m="42537" />', '<N who="0" m="42539" />', "but seat 1 discarded the tile"),
        ('<N who="0" m="42537" />', '<N who="0" m="42553" />', "is no call, kan or North set aside"),
        ('hai0="15,108,6,131,126,98,17,74,13,14,7,3,79"', 'hai0="15,108,6,131,126,98,17,74,13,14,7,3"',
         "has 12 numbers, not 13"),
        ("<D79/>", "<D80/>", "which the hand does not hold"),
        ("<U57/>", "<U16/>", "comes a second time"),
        ('sc="500,0,170,-80,160,80,170,0"', 'sc="500,0,170,-80"', "a score and a change for each of 4 players"),
        ('yaku="7,1,52,1,54,2" doraHai="89"', 'yaku="7,1,52" doraHai="89"', "pairs of a yaku id"),
        ("<E20/><AGARI", "<E20/><Q5/><AGARI", "is no tag of an mjlog round"),
    ]
    for old, new, words in broken:
        assert text.count(old) == 1, old
        game = read_log(text.replace(old, new))
        assert len(game.rounds) == 4 and len(game.problems) == 1, (new, game.problems)
        assert game.problems[0].startswith("round E1 (honba 1)") and words in game.problems[0], game.problems
        rv = review(game)
        assert not rv.matches or rv.problems


@pytest.mark.slow  # a seeded fuzz of the reader: CPython runs it, the reader is the same code in Pyodide
def test_fuzzed_mjlogs_never_raise_anything_but_one_sentence() -> None:
    """Truncated at every point, bytes changed at random: a LogError of one sentence, or a record the review reads."""
    text = REAL.read_text(encoding="utf-8")
    body = text[text.index("<GO"):]
    rng = random.Random(FUZZ_SEED)
    samples = [text[:n] for n in range(len(text) - len(body), len(text), 97)]
    alphabet = '<>/="0123456789,abcTDNm&%; \n'
    for _ in range(150):
        chars = list(body)
        for _ in range(rng.randint(1, 4)):
            chars[rng.randrange(len(chars))] = rng.choice(alphabet)
        samples.append(text[:len(text) - len(body)] + "".join(chars))
    read = refused = 0
    for sample in samples:
        try:
            game = read_log(sample)
        except LogError as exc:
            _one_sentence(exc)
            refused += 1
            continue
        rv = review(game, judge=read % 5 == 0)  # the judge on every fifth record read (it is the slow part)
        json.dumps(rv.to_dict(True))
        read += 1
    assert refused > 20 and read > 20


def test_yaku_ids_are_tenhous() -> None:
    from agari.logs.yaku_names import tenhou_id_canonical

    assert [tenhou_id_canonical(i) for i in (0, 7, 10, 14, 21, 35, 36, 48, 52, 53, 54)] == [
        "menzen_tsumo", "pinfu", "seat_wind", "round_wind", "double_riichi", "chinitsu", "renhou", "kokushi_13",
        "dora", "ura", "aka"]
    assert tenhou_id_canonical(55) is None


def test_abortive_draws_and_nagashi_by_their_type() -> None:
    """RYUUKYOKU's type: four winds (kaze4), a triple ron (ron3), nagashi mangan (nm, with its payments): real
    Tenhou rounds (mjx's record of the play, in mjai) written as mjlog; every result matches the log."""
    from mjlog_writer import to_mjlog

    rounds = LOGS / "corpus" / "mjx-rounds"
    for name, kind, text in (("four-winds.jsonl", "four_winds", "四風連打"),
                             ("triple-ron.jsonl", "triple_ron", "三家和了"),
                             ("nagashi-mangan.jsonl", "nagashi", "流し満貫")):
        xml = to_mjlog(read_log(str(rounds / name)))
        game = read_log(xml)
        draw = game.rounds[-1].draw
        assert draw is not None and (draw.kind, draw.text) == (kind, text)
        assert (draw.deltas is None) == (kind != "nagashi")
        rv = review(game)
        assert rv.matches and not rv.problems, name


def test_pao_bye_and_a_reconnection() -> None:
    """``paoWho`` names the liable player (the winner's own number: none); ``BYE`` and a later ``UN`` (a player who
    left and came back) change nothing of the play."""
    text = REAL.read_text(encoding="utf-8")
    win = 'who="0" fromWho="0" sc="240,260'
    assert text.count(win) == 1
    assert read_log(text.replace(win, 'paoWho="2" ' + win)).rounds[0].wins[0].pao == 2
    assert read_log(text.replace(win, 'paoWho="0" ' + win)).rounds[0].wins[0].pao == -1
    left = text.replace("<U78/>", '<BYE who="1" /><U78/>', 1)
    left = left.replace("<E66/>", '<UN n1="%42%E3%81%95%E3%82%93"/><E66/>', 1)
    assert left != text
    assert review(left).to_dict(True) == reviewed(REAL).to_dict(True)


def test_the_rule_from_the_go_type_bits() -> None:
    """GO type: 0x02 no red fives, 0x04 no open tanyao, 0x08 south, 0x20/0x80 the room, 0x40 fast; the presets as
    Tenhou's JSON maps them (three players: the three-player tests above)."""
    text = REAL.read_text(encoding="utf-8")
    want = {169: ("鳳南喰赤", {}, "south"), 41: ("特南喰赤", {}, "south"), 137: ("上南喰赤", {}, "south"),
            233: ("鳳南喰赤速", {}, "south"), 7: ("般東", {"red_fives": 0, "open_tanyao": False}, "east"),
            1: ("般東喰赤", {}, "east")}
    for bits, (label, options, length) in want.items():
        game = read_log(text.replace('<GO type="169"', f'<GO type="{bits}"'))
        assert (game.rule.label, game.rule.options, game.rule.length, game.rule.preset) == (label, options, length,
                                                                                           "tenhou"), bits
    plain = read_log(text.replace('<GO type="169"', '<GO type="171"'))  # no red fives: code 16 is a plain 5m
    assert not any(t.red for r in plain.rounds for h in r.hands for t in h or ())
    assert any(t.red for r in read_log(text).rounds for h in r.hands for t in h or ())
