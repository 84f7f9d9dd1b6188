"""Read mjai logs: JSON Lines of events, the format of the open-source mahjong AIs and their reviewers.

``start_game``, ``start_kyoku`` (bakaze, kyoku, honba, kyotaku, oya, dora_marker, scores, tehais), ``tsumo``,
``dahai`` (tsumogiri), ``reach``, ``reach_accepted``, ``chi``/``pon``/``daiminkan`` (target, pai, consumed),
``kakan``, ``ankan``, ``nukidora`` or ``kita`` (three players), ``dora``, ``hora`` (actor, target, deltas, ura
markers, yakus or yaku, fu, fan or han, hora_points, pao when given), ``ryukyoku`` (deltas, tenpais), ``end_kyoku``,
``end_game``.  Tiles ``1m``..``9s``, ``5mr`` a red five, ``E S W N P F C`` the honors, ``?`` a tile the log hides.
mjai names no rule: the Tenhou preset is assumed (red fives in play where the log shows one), and said.
"""

from __future__ import annotations

from typing import Any

from agari.core.errors import count
from agari.core.tile import Tile
from agari.logs import yaku_names
from agari.logs.guard import loads
from agari.logs.record import (
    ANKAN,
    CHI,
    DAIMINKAN,
    DISCARD,
    DORA,
    DRAW,
    KAKAN,
    KITA,
    PON,
    Event,
    GameRecord,
    LogError,
    LogRule,
    RecordedDraw,
    RecordedWin,
    Round,
    draw_kind,
)

HONORS = {"E": 27, "S": 28, "W": 29, "N": 30, "P": 31, "F": 32, "C": 33}
WINDS = {"E": 0, "S": 1, "W": 2, "N": 3}


def tile_of(text: Any, where: str) -> Tile | None:
    """An mjai tile -> Tile (None for ``?``, a hidden tile)."""
    if not isinstance(text, str):
        raise LogError(f"{where}: {text!r} is not a tile")
    if text == "?":
        return None
    if text in HONORS:
        return Tile(HONORS[text])
    red = text.endswith("r")
    body = text[:-1] if red else text
    if len(body) == 2 and body[0] in "123456789" and body[1] in "mps":
        index = "mps".index(body[1]) * 9 + int(body[0]) - 1
        if red and body[0] != "5":
            raise LogError(f"{where}: {text!r} is not a tile (only a 5 is red)")
        return Tile(index, red)
    raise LogError(f"{where}: {text!r} is not an mjai tile (1m..9s, 5mr, E S W N P F C, ?)")


def _known(text: Any, where: str) -> Tile:
    t = tile_of(text, where)
    if t is None:
        raise LogError(f"{where}: the tile is hidden (?)")
    return t


def _int(value: Any, what: str, where: str, low: int = 0) -> int:
    if type(value) is not int or value < low:
        raise LogError(f"{where}: {what} is {value!r}, not a whole number")
    return value


class _RoundBuilder:
    def __init__(self, head: dict[str, Any], index: int, where: str) -> None:
        self.index = index
        wind = head.get("bakaze", "E")
        if wind not in WINDS:
            raise LogError(f"{where}: bakaze {wind!r} is not E, S, W or N")
        self.wind = WINDS[wind]
        self.number = _int(head.get("kyoku", 1), "kyoku", where, 1)
        self.honba = _int(head.get("honba", 0), "honba", where)
        self.sticks = _int(head.get("kyotaku", 0), "kyotaku", where)
        tehais = head.get("tehais")
        if not isinstance(tehais, list) or len(tehais) not in (3, 4):
            raise LogError(f"{where}: tehais is not a list of 3 or 4 start hands")
        hands: list[tuple[Tile, ...] | None] = []
        for s, raw in enumerate(tehais):
            if not isinstance(raw, list):
                raise LogError(f"{where}: seat {s}'s start hand is not a list")
            if not raw and len(tehais) == 4 and s == 3:
                continue  # three players written with an empty fourth seat
            if len(raw) != 13:
                raise LogError(f"{where}: seat {s}'s start hand has {count(len(raw), 'tile')}, not 13")
            tiles = [tile_of(t, f"{where}, seat {s}'s start hand") for t in raw]
            hands.append(None if any(t is None for t in tiles) else tuple(t for t in tiles if t is not None))
        self.players = len(hands)
        oya = head.get("oya", self.number - 1)
        self.dealer = _int(oya, "oya", where)
        if self.dealer >= self.players:
            raise LogError(f"{where}: oya {oya} is not a seat")
        scores = head.get("scores", [25000] * self.players)
        if not isinstance(scores, list) or not all(type(v) is int for v in scores[: self.players]):
            raise LogError(f"{where}: scores are not whole numbers")
        self.scores = tuple(scores[: self.players])
        self.dora = (_known(head.get("dora_marker"), f"{where}, dora_marker"),)
        self.hands = tuple(hands)
        self.events: list[Event] = []
        self.wins: list[RecordedWin] = []
        self.draw: RecordedDraw | None = None
        self.all_dora = list(self.dora)
        self.ura: tuple[Tile, ...] = ()
        self.reach: set[int] = set()
        self.last_draw: dict[int, Tile | None] = {}

    def seat(self, e: dict[str, Any], key: str, where: str) -> int:
        v = e.get(key)
        if type(v) is not int or not 0 <= v < self.players:
            raise LogError(f"{where}: {key} {v!r} is not a seat")
        return v

    def add(self, e: dict[str, Any], where: str) -> None:
        kind = e.get("type")
        if kind == "tsumo":
            actor = self.seat(e, "actor", where)
            tile = tile_of(e.get("pai"), where)
            last = self.events[-1].kind if self.events else ""
            rinshan = last in (ANKAN, KAKAN, DAIMINKAN, KITA) or (last == DORA and len(self.events) > 1
                                                                  and self.events[-2].kind in (ANKAN, KAKAN,
                                                                                               DAIMINKAN, KITA))
            self.last_draw[actor] = tile
            self.events.append(Event(DRAW, actor, tile, rinshan=rinshan))
        elif kind == "dahai":
            actor = self.seat(e, "actor", where)
            tile = _known(e.get("pai"), where)
            tsumogiri = bool(e.get("tsumogiri", False))
            riichi = actor in self.reach
            self.reach.discard(actor)
            self.events.append(Event(DISCARD, actor, tile, tsumogiri=tsumogiri, riichi=riichi))
        elif kind == "reach":
            self.reach.add(self.seat(e, "actor", where))
        elif kind in ("chi", "pon", "daiminkan"):
            actor = self.seat(e, "actor", where)
            target = self.seat(e, "target", where)
            tile = _known(e.get("pai"), where)
            consumed = e.get("consumed")
            size = 3 if kind == "daiminkan" else 2
            if not isinstance(consumed, list) or len(consumed) != size:
                raise LogError(f"{where}: {kind} consumes {size} tiles")
            tiles = tuple(_known(t, where) for t in consumed)
            self.events.append(Event({"chi": CHI, "pon": PON, "daiminkan": DAIMINKAN}[kind], actor, tile, tiles,
                                     target=target))
        elif kind == "kakan":
            actor = self.seat(e, "actor", where)
            tile = _known(e.get("pai"), where)
            consumed = e.get("consumed")
            tiles = tuple(_known(t, where) for t in consumed) if isinstance(consumed, list) else ()
            self.events.append(Event(KAKAN, actor, tile, (*tiles, tile)))
        elif kind == "ankan":
            actor = self.seat(e, "actor", where)
            consumed = e.get("consumed")
            if not isinstance(consumed, list) or len(consumed) != 4:
                raise LogError(f"{where}: ankan consumes 4 tiles")
            self.events.append(Event(ANKAN, actor, None, tuple(_known(t, where) for t in consumed)))
        elif kind in ("nukidora", "kita"):  # both names are in use for a North set aside
            actor = self.seat(e, "actor", where)
            self.events.append(Event(KITA, actor, Tile(30)))
        elif kind == "dora":
            tile = _known(e.get("dora_marker"), where)
            self.all_dora.append(tile)
            self.events.append(Event(DORA, -1, tile))
        elif kind == "hora":
            self.wins.append(self._hora(e, where))
        elif kind == "ryukyoku":
            self.draw = self._ryukyoku(e, where)
        elif kind in ("reach_accepted", "end_kyoku", "none"):
            pass
        else:
            raise LogError(f"{where}: unknown event type {kind!r}")

    def _hora(self, e: dict[str, Any], where: str) -> RecordedWin:
        actor = self.seat(e, "actor", where)
        target = self.seat(e, "target", where) if "target" in e else actor
        deltas = e.get("deltas")
        if deltas is not None and (not isinstance(deltas, list) or not all(type(v) is int for v in deltas)):
            raise LogError(f"{where}: deltas are not whole numbers")
        ura_raw = e.get("ura_markers", e.get("uradora_markers"))
        ura = tuple(_known(t, where) for t in ura_raw) if isinstance(ura_raw, list) else None
        if ura:
            self.ura = ura
        yaku: list[tuple[str, int]] = []
        unknown: list[str] = []
        for item in e.get("yakus") or e.get("yaku") or ():
            if isinstance(item, list) and len(item) == 2 and isinstance(item[0], str) and type(item[1]) is int:
                key = yaku_names.mjai_canonical(item[0])
                if item[1] == 0:
                    continue
                if key is None:
                    unknown.append(item[0])
                else:
                    yaku.append((key, item[1]))
        fu = e.get("fu") if type(e.get("fu")) is int else None
        han_raw = e.get("fan", e.get("han"))
        han = han_raw if type(han_raw) is int else None
        points = e.get("hora_points") if type(e.get("hora_points")) is int else None
        hand_raw = e.get("hora_tehais")
        hand = None
        if isinstance(hand_raw, list):
            tiles = [tile_of(t, where) for t in hand_raw]
            hand = None if any(t is None for t in tiles) else tuple(t for t in tiles if t is not None)
        pao = e.get("pao")
        return RecordedWin(actor, target, pao if type(pao) is int and pao != actor else -1,
                           tuple(deltas[: self.players]) if deltas is not None else None, han, fu, points, None,
                           tuple(yaku), tuple(unknown), "", ura, hand, "pao" in e)

    def _ryukyoku(self, e: dict[str, Any], where: str) -> RecordedDraw:
        deltas = e.get("deltas")
        if deltas is not None and (not isinstance(deltas, list) or not all(type(v) is int for v in deltas)):
            raise LogError(f"{where}: deltas are not whole numbers")
        kind = (draw_kind(str(e["reason"])) or "other") if "reason" in e else "exhaustive"
        tenpais = e.get("tenpais")
        tenpai = None
        if isinstance(tenpais, list) and all(isinstance(v, bool) for v in tenpais):
            tenpai = tuple(i for i, v in enumerate(tenpais[: self.players]) if v)
        if kind == "exhaustive" and "reason" not in e and not self.events_wall_out():
            kind = "nine_terminals" if self.events and self.events[-1].kind == DRAW else "other"
        return RecordedDraw(kind, tuple(deltas[: self.players]) if deltas is not None else None,
                            str(e.get("reason", "")), tenpai)

    def events_wall_out(self) -> bool:
        draws = sum(1 for ev in self.events if ev.kind == DRAW)
        return draws >= (70 if self.players == 4 else 55)

    def build(self) -> Round:
        return Round(self.index, self.wind, self.number, self.honba, self.sticks, self.dealer, self.scores,
                     self.dora, self.ura, self.hands, tuple(self.events), tuple(self.wins), self.draw,
                     tuple(self.all_dora))


def read_mjai(text: str) -> GameRecord:
    """mjai JSON Lines -> GameRecord (a round that cannot be read is named in ``problems``)."""
    names: list[str] = []
    rounds: list[Round] = []
    problems: list[str] = []
    builder: _RoundBuilder | None = None
    broken = False
    red_seen = False
    final: tuple[int, ...] | None = None
    players = 0
    lines = text.splitlines()
    if len(lines) == 1 and lines[0].lstrip().startswith("["):
        parsed = loads(lines[0])
        if not isinstance(parsed, list):
            raise LogError("not an mjai log: a list of events was expected")
        events: list[Any] = parsed
    else:
        events = []
        for n, line in enumerate(lines, 1):
            if line.strip():
                events.append((n, loads(line, f"line {n}")))
    for item in events:
        n, e = item if isinstance(item, tuple) else (0, item)
        where = f"line {n}" if n else "event"
        if not isinstance(e, dict) or not isinstance(e.get("type"), str):
            raise LogError(f"{where}: an mjai event is an object with a \"type\"")
        kind = e["type"]
        if "r\"" in str(e.get("pai", "")) or str(e.get("pai", "")).endswith("r"):
            red_seen = True
        if kind == "start_game":
            raw = e.get("names")
            if isinstance(raw, list):
                names = [str(x) for x in raw]
            continue
        if kind == "start_kyoku":
            if builder is not None and not broken:
                rounds.append(builder.build())
            label = f"{e.get('bakaze', '?')}{e.get('kyoku', '?')}"
            try:
                builder = _RoundBuilder(e, len(rounds), f"round {label}")
                players = players or builder.players
                broken = False
                for hand in builder.hands:
                    red_seen = red_seen or any(t.red for t in hand or ())
            except LogError as exc:
                problems.append(exc.message)
                builder, broken = None, True
            continue
        if kind == "end_game":
            sc = e.get("scores")
            if isinstance(sc, list) and all(type(v) is int for v in sc):
                final = tuple(sc)
            continue
        if builder is None or broken:
            if not broken and kind not in ("end_kyoku",):
                raise LogError(f"{where}: {kind!r} before any start_kyoku")
            continue
        try:
            builder.add(e, f"round {_label(builder)}, {where}")
            if kind == "dora" and builder.events and builder.events[-1].tile is not None:
                red_seen = red_seen or builder.events[-1].tile.red
        except LogError as exc:
            problems.append(exc.message)
            builder, broken = None, True
    if builder is not None and not broken:
        rounds.append(builder.build())
    if not rounds:
        raise LogError(problems[0] if problems else "the mjai log has no start_kyoku")
    players = players or 4
    while len(names) < players:
        names.append(f"seat {len(names)}")
    preset = "tenhou-sanma" if players == 3 else "tenhou"
    options: dict[str, Any] = {} if red_seen else {"red_fives": 0}
    assumptions = (f"Tenhou rules (mjai names no rule); red fives {'in play' if red_seen else 'not in play'} "
                   "(as the tiles show)",)
    rule = LogRule(preset, options, players, "mjai", assumptions)
    return GameRecord("mjai", players, tuple(names[:players]), rule, tuple(rounds),
                      final[:players] if final else None, tuple(problems))


def _label(b: _RoundBuilder) -> str:
    label = f"{'ESWN'[b.wind]}{b.number}"
    return f"{label} (honba {b.honba})" if b.honba else label
