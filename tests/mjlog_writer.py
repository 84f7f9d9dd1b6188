"""Write a game as Tenhou's mjlog XML, for the tests: a Tenhou JSON log (read into agari's game record, which
puts its events in play order) -> the mjlog Tenhou would have served for it.

Every tile gets a code 0-135 of its own (four a type, 16/52/88 the red fives when red is on), given out as the
tile comes into play and carried with it (drawn, discarded, called); calls and kans are coded into ``m`` the
way Tenhou codes them; the result's figures come from the log's record.  The review of the mjlog must be the
review of the JSON it came from (``tests/test_mjlog.py``).
"""

from __future__ import annotations

from typing import Any

from agari.core.tile import Tile
from agari.logs import GameRecord, read_log
from agari.logs.record import ANKAN, CHI, DAIMINKAN, DISCARD, DORA, DRAW, KAKAN, KITA, PON, Event, Round
from agari.logs.yaku_names import TENHOU, TENHOU_IDS

LIMIT_CODES = {None: 0, "mangan": 1, "haneman": 2, "baiman": 3, "sanbaiman": 4, "yakuman": 5, "kazoe_yakuman": 5}
DRAW_TYPES = {"nine_terminals": "yao9", "four_riichi": "reach4", "triple_ron": "ron3", "four_kans": "kan4",
              "four_winds": "kaze4", "nagashi": "nm"}
ROOM_BITS = {"般": 0x00, "上": 0x80, "特": 0x20, "鳳": 0xA0}
_IDS: dict[str, int] = {}
for _i, _name in enumerate(TENHOU_IDS):
    _IDS.setdefault(TENHOU[_name], _i)


def go_type(game: GameRecord) -> int:
    """The ``GO type`` bits of the game's rule."""
    label = game.rule.label
    red = game.rule.options.get("red_fives", 1) != 0
    kuitan = game.rule.options.get("open_tanyao", True) is not False
    bits = 0x01 | (0 if red else 0x02) | (0 if kuitan else 0x04) | (0x08 if game.rule.length == "south" else 0)
    bits |= 0x10 if game.players == 3 else 0
    bits |= next((b for ch, b in ROOM_BITS.items() if ch in label), 0)
    bits |= 0x40 if "速" in label else 0
    return bits


def name_code(name: str) -> str:
    """A name as ``UN`` writes it: every UTF-8 byte as ``%XX``."""
    return "".join(f"%{b:02X}" for b in name.encode("utf-8"))


class _Codes:
    """The tile codes of one round: which are still in the wall, which each seat holds."""

    def __init__(self, red: bool, players: int) -> None:
        self.red = red
        self.free = {t: [4 * t + i for i in range(4)] for t in range(34)}
        self.hands: list[list[int]] = [[] for _ in range(players)]

    def decode(self, code: int) -> Tile:
        return Tile(code // 4, self.red and code in (16, 52, 88))

    def take(self, tile: Tile, reuse: bool = False) -> int:
        free = self.free[tile.index]
        fits = [c for c in free if self.decode(c) is tile]
        if not fits:
            if reuse:
                return next(c for c in range(4 * tile.index, 4 * tile.index + 4) if self.decode(c) is tile)
            raise ValueError(f"no code left for {tile}")
        free.remove(fits[-1] if not tile.red else fits[0])
        return fits[-1] if not tile.red else fits[0]

    def give(self, seat: int, tile: Tile, prefer: int | None = None) -> int:
        hand = self.hands[seat]
        if prefer is not None and prefer in hand and self.decode(prefer) is tile:
            hand.remove(prefer)
            return prefer
        code = next(c for c in hand if self.decode(c) is tile)
        hand.remove(code)
        return code


def _yaku(win: Any, rnd: Round, players: int) -> tuple[list[int], list[int]]:
    pairs: list[int] = []
    yakuman: list[int] = []
    dora_at = -1
    for name, han in win.yaku:
        if han >= 13:
            yakuman.append(_IDS[name])
        elif name in ("dora", "kita"):  # Tenhou counts kita among the dora
            if dora_at < 0:
                dora_at = len(pairs)
                pairs += [52, 0]
            pairs[dora_at + 1] += han
        elif name == "seat_wind":
            pairs += [10 + (win.seat - rnd.dealer) % players, han]
        elif name == "round_wind":
            pairs += [14 + rnd.wind, han]
        else:
            pairs += [_IDS[name], han]
    return pairs, yakuman


def _csv(values: Any) -> str:
    return ",".join(str(v) for v in values)


def _fmt(value: float) -> str:
    return str(int(value)) if value == int(value) else str(value)


def write_round(rnd: Round, game: GameRecord, codes: _Codes, last: bool) -> list[str]:
    players = game.players
    out: list[str] = []
    hands = [[codes.take(t) for t in hand or ()] for hand in rnd.hands]
    codes.hands = hands
    dora_codes = [codes.take(rnd.dora[0])]
    seed = [4 * rnd.wind + rnd.number - 1, rnd.honba, rnd.sticks, 0, 0, dora_codes[0]]
    ten = [s // 100 for s in rnd.scores] + [0] * (4 - players)
    hai = {f"hai{s}": _csv(hands[s]) if s < players else "" for s in range(4)}
    out.append(f'<INIT seed="{_csv(seed)}" ten="{_csv(ten)}" oya="{rnd.dealer}" '
               + " ".join(f'{k}="{v}"' for k, v in hai.items()) + "/>")
    melds: list[list[tuple[str, int, list[int], int]]] = [[] for _ in range(players)]  # kind, m, codes, called
    scores = list(rnd.scores)
    last_draw: list[int | None] = [None] * players
    last_discard: tuple[int, int] | None = None
    ron_on_last = any(w.from_seat != w.seat for w in rnd.wins)
    events: list[Event] = list(rnd.events)
    for n, e in enumerate(events):
        s = e.seat
        if e.kind == DRAW:
            assert e.tile is not None
            code = codes.take(e.tile)
            hands[s].append(code)
            last_draw[s] = code
            out.append(f"<{'TUVW'[s]}{code}/>")
        elif e.kind == DISCARD:
            assert e.tile is not None
            code = codes.give(s, e.tile, last_draw[s] if e.tsumogiri else None)
            last_draw[s] = None
            if e.riichi:
                out.append(f'<REACH who="{s}" step="1"/>')
            out.append(f"<{'DEFG'[s]}{code}/>")
            last_discard = (s, code)
            is_last = n == len(events) - 1 or all(x.kind == DORA for x in events[n + 1:])
            if e.riichi and not (is_last and ron_on_last):
                scores[s] -= 1000
                ten = [v // 100 for v in scores] + [0] * (4 - players)
                out.append(f'<REACH who="{s}" ten="{_csv(ten)}" step="2"/>')
        elif e.kind in (CHI, PON, DAIMINKAN):
            assert e.tile is not None and last_discard is not None
            called = last_discard[1]
            own = [codes.give(s, t) for t in e.tiles]
            rel = (last_discard[0] - s) % 4  # three players: as seated at a four-seat table, the fourth seat empty
            if e.kind == CHI:
                group = sorted([called, *own])
                low = group[0] // 4
                base = (low // 9) * 7 + low % 9
                m = ((3 * base + group.index(called)) << 10) | 0x4 | rel
                for i, c in enumerate(group):
                    m |= (c % 4) << (3 + 2 * i)
            elif e.kind == PON:
                group = sorted([called, *own])
                kind = called // 4
                left_out = next(i for i in range(4) if 4 * kind + i not in group)
                m = ((3 * kind + group.index(called)) << 9) | (left_out << 5) | 0x8 | rel
            else:
                group = sorted([called, *own])
                m = (called << 8) | rel
            melds[s].append((e.kind, m, group, called))
            out.append(f'<N who="{s}" m="{m}" />')
            last_discard = None
        elif e.kind == KAKAN:
            assert e.tile is not None
            i = next(i for i, (k, _m, g, _c) in enumerate(melds[s]) if k == PON and g[0] // 4 == e.tile.index)
            _k, pm, group, called = melds[s][i]
            added = codes.give(s, e.tile)
            m = (pm & ~0x8 & ~0x60) | 0x10 | ((added % 4) << 5)
            melds[s][i] = (KAKAN, m, sorted([*group, added]), called)
            out.append(f'<N who="{s}" m="{m}" />')
            last_discard = (s, added)
        elif e.kind == ANKAN:
            group = sorted(codes.give(s, t) for t in e.tiles)
            m = group[0] << 8
            melds[s].append((ANKAN, m, group, -1))
            out.append(f'<N who="{s}" m="{m}" />')
        elif e.kind == KITA:
            code = codes.give(s, Tile(30))
            out.append(f'<N who="{s}" m="{(code << 8) | 0x20}" />')
            last_discard = (s, code)
        elif e.kind == DORA:
            assert e.tile is not None
            code = codes.take(e.tile)
            dora_codes.append(code)
            out.append(f'<DORA hai="{code}"/>')
    end = _ending(rnd, game, codes, hands, melds, dora_codes, scores, last_draw, last_discard)
    if last and end and game.final_scores is not None:
        owari = ",".join(f"{_fmt(v / 100)},0.0" for v in game.final_scores)
        end[-1] = end[-1].replace("/>", f' owari="{owari}" />')
    return out + end


def _ending(rnd: Round, game: GameRecord, codes: _Codes, hands: list[list[int]], melds: list[Any],
            dora_codes: list[int], scores: list[int], last_draw: list[int | None],
            last_discard: tuple[int, int] | None) -> list[str]:
    players = game.players
    out: list[str] = []
    sticks = rnd.sticks + sum(1 for a, b in zip(scores, rnd.scores, strict=True) if a != b)
    for extra in rnd.all_dora[len(dora_codes):]:
        dora_codes.append(codes.take(extra))
    ura_codes = [codes.take(t, reuse=True) for t in rnd.ura]
    for k, win in enumerate(rnd.wins):
        s = win.seat
        if win.from_seat == s:
            machi = last_draw[s] if last_draw[s] is not None else hands[s][-1]
            hai = sorted(hands[s])
        else:
            assert last_discard is not None
            machi = last_discard[1]
            hai = sorted([*hands[s], machi])
        pairs, yakuman = _yaku(win, rnd, players)
        riichi = any(name in ("riichi", "double_riichi") for name, _ in win.yaku)
        if riichi and not any(name == "ura" for name, _ in win.yaku):
            pairs += [53, 0]
        deltas = win.deltas or (0,) * players
        sc = ",".join(f"{scores[i] // 100},{deltas[i] // 100}" for i in range(players)) + ",0,0" * (4 - players)
        attrs = [f'ba="{rnd.honba},{sticks if k == 0 else 0}"', f'hai="{_csv(hai)}"']
        if melds[s]:
            attrs.append(f'm="{_csv(m for _k, m, _g, _c in reversed(melds[s]))}"')
        attrs += [f'machi="{machi}"', f'ten="{win.fu or 0},{win.points or 0},{LIMIT_CODES[win.limit]}"']
        attrs.append(f'yaku="{_csv(pairs)}"' if pairs or not yakuman else "")
        if yakuman:
            attrs.append(f'yakuman="{_csv(yakuman)}"')
        attrs.append(f'doraHai="{_csv(dora_codes)}"')
        if riichi and ura_codes:
            attrs.append(f'doraHaiUra="{_csv(ura_codes)}"')
        attrs += [f'who="{s}"', f'fromWho="{win.from_seat}"']
        if win.pao >= 0:
            attrs.append(f'paoWho="{win.pao}"')
        attrs.append(f'sc="{sc}"')
        out.append("<AGARI " + " ".join(a for a in attrs if a) + " />")
        for i in range(players):
            scores[i] += deltas[i]
    draw = rnd.draw
    if draw is not None:
        deltas = draw.deltas or (0,) * players
        attrs = [f'ba="{rnd.honba},{sticks}"']
        sc = ",".join(f"{scores[i] // 100},{deltas[i] // 100}" for i in range(players)) + ",0,0" * (4 - players)
        attrs.append(f'sc="{sc}"')
        shown: list[int] = []
        if draw.kind == "all_tenpai":
            shown = list(range(players))
        elif draw.kind == "exhaustive" and any(d > 0 for d in deltas) and any(d < 0 for d in deltas):
            shown = [i for i in range(players) if deltas[i] > 0]
        for i in shown:
            attrs.append(f'hai{i}="{_csv(sorted(hands[i]))}"')
        if draw.kind in DRAW_TYPES:
            attrs.append(f'type="{DRAW_TYPES[draw.kind]}"')
        elif draw.kind == "other":
            attrs.append('type="other"')
        out.append("<RYUUKYOKU " + " ".join(attrs) + " />")
    return out


def to_mjlog(game: GameRecord) -> str:
    """The game as an mjlog's text."""
    players = game.players
    names = [*game.names, ""][:4] if players == 3 else list(game.names)
    head = [
        '<mjloggm ver="2.3">',
        '<SHUFFLE seed="mt19937ar-sha512-n288-base64,test" ref=""/>',
        f'<GO type="{go_type(game)}" lobby="0"/>',
        "<UN " + " ".join(f'n{i}="{name_code(n)}"' for i, n in enumerate(names))
        + ' dan="16,16,16,16" rate="2000.00,2000.00,2000.00,2000.00" sx="M,M,M,M"/>',
        '<TAIKYOKU oya="0"/>',
    ]
    body: list[str] = []
    red = game.rule.options.get("red_fives", 1) != 0
    for i, rnd in enumerate(game.rounds):
        body += write_round(rnd, game, _Codes(red, players), i == len(game.rounds) - 1)
    return "".join(head + body) + "</mjloggm>"


def json_to_mjlog(path_or_text: str) -> str:
    """A Tenhou JSON log (a path or its text) -> the mjlog of the same game."""
    return to_mjlog(read_log(path_or_text))
