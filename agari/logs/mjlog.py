"""Read Tenhou's mjlog XML (what Tenhou serves for a game id, and what the Phoenix-room corpora are made of).

``<mjloggm ver="2.3">`` holds flat tags in play order: ``GO type`` (the rule as bits), ``UN`` (the names,
URL-encoded UTF-8), ``INIT`` (seed: round, honba, sticks, dice, dora indicator; ``ten`` scores in hundreds,
``oya``, ``hai0``-``hai3``), draws ``T``/``U``/``V``/``W`` and discards ``D``/``E``/``F``/``G`` followed by a tile
code 0-135 (four codes a tile type; 16, 52, 88 the red fives when red is on), ``N`` (``who``, ``m``: a call, a kan
or a North set aside, coded in bits), ``REACH`` (step 1 before the discard, step 2 the stick down), ``DORA``,
``AGARI`` (``ten`` fu, points and limit; ``yaku`` id/han pairs or ``yakuman`` ids; ``sc`` scores and changes),
``RYUUKYOKU`` (``type``, ``sc``, the tenpai hands ``hai0``-``hai3``), ``owari`` the final scores, ``BYE``.

The text is read with a tokenizer of its own, not an XML parser: a log is flat tags with quoted attributes, so
nothing else is accepted, and no DOCTYPE or entity declaration (an entity bomb) gets anywhere.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from agari.core.errors import count
from agari.core.tile import Tile, type_name
from agari.logs import yaku_names
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
    RecordedDraw,
    RecordedWin,
    Round,
    draw_kind,
)
from agari.logs.rules import tenhou_rule

MAX_ATTRIBUTE = 16384
"""The longest attribute value read (SHUFFLE's seed, the longest, is ~3 KB)."""
HEAD_CHARS = 1024

_TAG = re.compile(r"<([A-Za-z])(\d{1,3})/>|<[^<>]*>")
"""A tag: a draw or discard (``<T52/>``, most of a log, read at once) or any other."""
_ATTR = re.compile(r'\s+([A-Za-z_][A-Za-z0-9_]*)\s*=\s*"([^"<>]*)"')
_NAME = re.compile(r"<(/?)([A-Za-z]+)(\d*)")
_ENTITY = re.compile(r"&(#[0-9]{1,7}|#x[0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{0,30});")
_NO_ATTRS: dict[str, str] = {}
_ENTITIES = {"amp": "&", "lt": "<", "gt": ">", "quot": '"', "apos": "'"}
_INT = re.compile(r"-?\d{1,9}\Z")
_NUMBER = re.compile(r"-?\d{1,9}(?:\.\d{1,4})?\Z")
_PERCENT = re.compile(r"(?:%[0-9A-Fa-f]{2})+")

DRAWS = "TUVW"
DISCARDS = "DEFG"
_DRAW_SEAT = {c: i for i, c in enumerate(DRAWS)} | {c.lower(): i for i, c in enumerate(DRAWS)}
_SEAT_OF = _DRAW_SEAT | {c: i for i, c in enumerate(DISCARDS)} | {c.lower(): i for i, c in enumerate(DISCARDS)}
RED_CODES = frozenset({16, 52, 88})
LIMITS = (None, "mangan", "haneman", "baiman", "sanbaiman", "yakuman")
LIMIT_WORDS = {"mangan": "満貫", "haneman": "跳満", "baiman": "倍満", "sanbaiman": "三倍満", "yakuman": "役満",
               "kazoe_yakuman": "数え役満"}
DRAW_WORDS = {"exhaustive": "流局", "all_tenpai": "全員聴牌", "all_noten": "全員不聴", "nagashi": "流し満貫",
              "nine_terminals": "九種九牌", "four_riichi": "四家立直", "four_kans": "四槓散了",
              "four_winds": "四風連打", "triple_ron": "三家和了"}
ROOMS = {0x00: "般", 0x80: "上", 0x20: "特", 0xA0: "鳳"}


def is_mjlog(text: str) -> bool:
    """The text starts as an mjlog does (an XML declaration at most, then ``<mjloggm``)."""
    head = text[:HEAD_CHARS].lstrip("\ufeff \t\r\n")
    if head.startswith("<?xml"):
        end = head.find("?>")
        head = head[end + 2:].lstrip() if end >= 0 else ""
    return head.startswith("<mjloggm")


def _kind(code: int) -> str:
    """The tile type of a code, for messages (``?`` for a code out of 0-135)."""
    return type_name(code // 4) if 0 <= code < 136 else "?"


def refuse_declarations(text: str) -> None:
    """Refuse XML that declares a DOCTYPE or entities (an mjlog has none; entities can expand without bound)."""
    head = text[:HEAD_CHARS]
    if "<!DOCTYPE" in head or "<!ENTITY" in head:
        raise LogError("the XML holds a DOCTYPE or ENTITY declaration; an mjlog has no DOCTYPE or ENTITY (refused: "
                       "entities can expand without bound)")


class _Tag:
    """One tag: its name, the number glued to it (``T52``), its attributes."""

    __slots__ = ("name", "number", "attrs", "at")

    def __init__(self, name: str, number: int | None, attrs: dict[str, str], at: int) -> None:
        self.name = name
        self.number = number
        self.attrs = attrs
        self.at = at

    def where(self) -> str:
        return f"<{self.name}{'' if self.number is None else self.number}> (character {self.at})"


def _unescape(value: str, where: str) -> str:
    if "&" not in value:
        return value

    def one(m: re.Match[str]) -> str:
        body = m.group(1)
        if body.startswith("#"):
            code = int(body[2:], 16) if body.startswith("#x") else int(body[1:])
            if not 0 < code < 0x110000:
                raise LogError(f"{where}: character reference &{body}; is no character")
            return chr(code)
        if body not in _ENTITIES:
            raise LogError(f"{where}: entity &{body}; is not one of XML's five (an mjlog declares none)")
        return _ENTITIES[body]

    out = _ENTITY.sub(one, value)
    if "&" in _ENTITY.sub("", value):
        raise LogError(f"{where}: a bare '&' in an attribute")
    return out


def tags(text: str) -> Iterator[_Tag]:
    """The tags of an mjlog in order; LogError for anything else (text between tags, declarations, bad syntax)."""
    pos = 0
    for m in _TAG.finditer(text):
        start = m.start()
        if start != pos:
            gap = text[pos:start]
            if gap.strip():
                raise LogError(f"not an mjlog: text {gap.strip()[:20]!r} between tags at character {pos}")
        pos = m.end()
        letter = m.group(1)
        if letter is not None:
            yield _Tag(letter, int(m.group(2)), _NO_ATTRS, start)
            continue
        raw = m.group(0)
        if raw.startswith("<?"):
            if m.start() == 0 or not text[:m.start()].strip("\ufeff \t\r\n"):
                continue
            raise LogError(f"not an mjlog: an XML declaration at character {m.start()}")
        if raw.startswith("<!"):
            if raw.startswith("<!--") and raw.endswith("-->"):
                continue
            raise LogError(f"the mjlog holds a declaration ({raw[:12]}...) at character {m.start()}; an mjlog has "
                           "no DOCTYPE or ENTITY (refused: entities can expand without bound)")
        head = _NAME.match(raw)
        if head is None:
            raise LogError(f"not an mjlog: {raw[:24]!r} at character {m.start()} is not a tag")
        closing, name, digits = head.groups()
        if closing:
            if raw.strip("</> \t\r\n") != name or name != "mjloggm":
                raise LogError(f"not an mjlog: {raw[:24]!r} at character {m.start()} closes no tag of an mjlog")
            continue
        body = raw[head.end():].rstrip(">").rstrip()
        if body.endswith("/"):
            body = body[:-1]
        attrs: dict[str, str] = {}
        where = f"<{name}{digits}> (character {m.start()})"
        rest = _ATTR.sub("", body)
        if rest.strip():
            raise LogError(f"not an mjlog: {where} has {rest.strip()[:20]!r}, which is no attribute")
        for key, value in _ATTR.findall(body):
            if len(value) > MAX_ATTRIBUTE:
                raise LogError(f"{where}: attribute {key} is {len(value)} characters long; an mjlog's are at most "
                               f"{MAX_ATTRIBUTE}")
            if key in attrs:
                raise LogError(f"{where}: attribute {key} given twice")
            attrs[key] = _unescape(value, where)
        if len(digits) > 4:
            raise LogError(f"{where}: {digits} is no tile code (0-135)")
        yield _Tag(name, int(digits) if digits else None, attrs, m.start())
    tail = text[pos:]
    if tail.strip():
        raise LogError(f"the mjlog is cut off: {tail.strip()[:20]!r} at character {pos} is no whole tag")


def _ints(tag: _Tag, key: str, size: int | None = None, required: bool = True) -> list[int]:
    raw = tag.attrs.get(key)
    if raw is None:
        if required:
            raise LogError(f"{tag.where()}: no {key}")
        return []
    parts = [p.strip() for p in raw.split(",")] if raw.strip() else []
    if not all(_INT.match(p) for p in parts):
        raise LogError(f"{tag.where()}: {key}={raw[:40]!r} is not whole numbers")
    if size is not None and len(parts) != size:
        raise LogError(f"{tag.where()}: {key} has {count(len(parts), 'number')}, not {size}")
    return [int(p) for p in parts]


def _int(tag: _Tag, key: str, low: int, high: int) -> int:
    (value,) = _ints(tag, key, 1)
    if not low <= value <= high:
        raise LogError(f"{tag.where()}: {key}={value} is not from {low} to {high}")
    return value


def _name(raw: str) -> str:
    """A URL-encoded UTF-8 name (``%E5%8F%8D``) -> its text (bytes that are no UTF-8 shown as U+FFFD)."""
    return _PERCENT.sub(lambda m: bytes.fromhex(m.group(0).replace("%", "")).decode("utf-8", "replace"), raw)


class _Rule:
    """The rule from ``GO type``'s bits."""

    def __init__(self, bits: int) -> None:
        self.red = not bits & 0x02
        self.kuitan = not bits & 0x04
        self.south = bool(bits & 0x08)
        self.players = 3 if bits & 0x10 else 4
        room = ROOMS[bits & 0xA0]
        self.label = (("三" if self.players == 3 else "") + room + ("南" if self.south else "東")
                      + ("喰" if self.kuitan else "") + ("赤" if self.red else "") + ("速" if bits & 0x40 else ""))


class _RoundReader:
    """One round, INIT to AGARI or RYUUKYOKU."""

    def __init__(self, init: _Tag, order: int, rule: _Rule) -> None:
        self.rule = rule
        self.players = players = rule.players
        seed = _ints(init, "seed", 6)
        kyoku, honba, sticks = seed[:3]
        if not 0 <= kyoku < 16 or kyoku % 4 >= players or honba < 0 or sticks < 0:
            raise LogError(f"{init.where()}: seed {seed[:3]} is no round of {players} players")
        self.order = order
        self.wind, number = divmod(kyoku, 4)
        self.number = number + 1
        self.honba, self.sticks = honba, sticks
        self.where = f"round {'ESWN'[self.wind]}{self.number}" + (f" (honba {honba})" if honba else "")
        try:
            self._start(init, seed[5])
        except LogError as exc:
            raise LogError(exc.message if exc.message.startswith("round ") else f"{self.where}: {exc.message}") \
                from None

    def _start(self, init: _Tag, dora: int) -> None:
        """The round's start: dealer, scores, the dora indicator, the four (three) start hands."""
        players = self.players
        kyoku = 4 * self.wind + self.number - 1
        oya = _int(init, "oya", 0, players - 1)
        if oya != kyoku % 4:
            raise LogError(f"{self.where}: the dealer is player {oya}, but the round's number says player {kyoku % 4}")
        self.dealer = oya
        ten = _ints(init, "ten")
        if len(ten) < players:
            raise LogError(f"{self.where}: ten has {count(len(ten), 'score')}, not {players}")
        self.scores = tuple(100 * v for v in ten[:players])
        self.seen: set[int] = set()
        self.dora = [self.tile(dora, "the dora indicator")]
        self.hands: list[tuple[Tile, ...]] = []
        self.held: list[list[int]] = []
        for s in range(players):
            codes = _ints(init, f"hai{s}", 13)
            self.hands.append(tuple(self.tile(c, f"seat {s}'s start hand") for c in codes))
            self.held.append(codes)
        if players == 3 and init.attrs.get("hai3", "").strip():
            raise LogError(f"{self.where}: a three-player game deals a fourth hand (hai3)")
        self.events: list[Event] = []
        self.last_draw: list[int | None] = [None] * players
        self.last_discard: tuple[int, int] | None = None
        self.riichi: set[int] = set()
        self.wins: list[RecordedWin] = []
        self.draw: RecordedDraw | None = None
        self.win_dora: list[Tile] | None = None
        self.ura: tuple[Tile, ...] = ()
        self.open_kans = 0
        """Open and added kans whose new dora indicator is still to come."""
        self.held_dora: list[Event] = []
        """New dora indicators of open and added kans, which Tenhou turns over at the kan player's next discard
        (its mjlog writes them before that discard)."""

    # -- tiles -----------------------------------------------------------------------------------------
    def tile(self, code: int, what: str, fresh: bool = True) -> Tile:
        """A tile code -> Tile; ``fresh``: the code must not have been seen this round (each tile is one copy)."""
        if not 0 <= code < 136:
            raise LogError(f"{self.where}: {what}: {code} is no tile code (0-135)")
        index = code // 4
        if self.players == 3 and 1 <= index <= 7:
            raise LogError(f"{self.where}: {what}: {type_name(index)} is not played with three players")
        if fresh:
            if code in self.seen:
                raise LogError(f"{self.where}: {what}: tile code {code} ({type_name(index)}) comes a second time")
            self.seen.add(code)
        return Tile(index, self.rule.red and code in RED_CODES)

    def _hold(self, seat: int, code: int, what: str) -> Tile:
        """Take a tile code out of a seat's hand (LogError when the hand does not hold it)."""
        hand = self.held[seat]
        if code not in hand:
            raise LogError(f"{self.where}, event {len(self.events) + 1}: seat {seat} {what} tile code {code} "
                           f"({_kind(code)}), which the hand does not hold")
        hand.remove(code)
        return self.tile(code, what, fresh=False)

    def _seat(self, tag: _Tag) -> int:
        """The tag's ``who``, a seat of this game."""
        return _int(tag, "who", 0, self.players - 1)

    # -- events ----------------------------------------------------------------------------------------
    def add(self, tag: _Tag) -> None:
        """Play one tag of the round."""
        name, number = tag.name, tag.number
        if self.ended and name not in ("AGARI", "BYE", "UN"):
            raise LogError(f"{self.where}: {tag.where()} comes after the round's result")
        if self.draw is not None and name == "AGARI":
            raise LogError(f"{self.where}: {tag.where()} comes after the round's draw")
        if number is not None and name in _SEAT_OF:
            if name in _DRAW_SEAT:
                self._draw(_DRAW_SEAT[name], number, tag)
            else:
                self._discard(_SEAT_OF[name], number, tag)
        elif name == "N":
            self._meld(tag)
        elif name == "REACH":
            seat = self._seat(tag)
            step = _int(tag, "step", 1, 2)
            if step == 1:
                self.riichi.add(seat)
        elif name == "DORA":
            tile = self.tile(_int(tag, "hai", 0, 135), "a new dora indicator")
            self.dora.append(tile)
            last = self.events[-1].kind if self.events else ""
            if last != ANKAN and self.open_kans:
                self.open_kans -= 1
                if last in (DRAW, KAKAN, DAIMINKAN):
                    # an open or added kan's, written before the kan player's discard: turned over after it
                    self.held_dora.append(Event(DORA, -1, tile))
                    return
            self.events.append(Event(DORA, -1, tile))
        elif name == "AGARI":
            self._agari(tag)
        elif name == "RYUUKYOKU":
            self._ryuukyoku(tag)
        elif name in ("BYE", "UN"):
            pass  # a player left, or came back
        else:
            raise LogError(f"{self.where}: {tag.where()} is no tag of an mjlog round")

    def _check_seat(self, seat: int, tag: _Tag) -> None:
        """A draw or discard letter of a seat this game has."""
        if seat >= self.players:
            raise LogError(f"{self.where}: {tag.where()} is a seat of four players; this game has three")

    def _draw(self, seat: int, code: int, tag: _Tag) -> None:
        """A draw (a replacement draw right after a kan or a North set aside)."""
        self._check_seat(seat, tag)
        tile = self.tile(code, f"seat {seat}'s draw")
        self.held[seat].append(code)
        last = self.events[-1].kind if self.events else ""
        before = self.events[-2].kind if len(self.events) > 1 else ""
        rinshan = last in (ANKAN, KAKAN, DAIMINKAN, KITA) or (last == DORA and before in (ANKAN, KAKAN, DAIMINKAN,
                                                                                            KITA))
        self.last_draw[seat] = code
        self.last_discard = None
        self.events.append(Event(DRAW, seat, tile, rinshan=rinshan))

    def _discard(self, seat: int, code: int, tag: _Tag) -> None:
        """A discard (tsumogiri: the code just drawn; riichi: after REACH step 1), then any kan dora held back."""
        self._check_seat(seat, tag)
        tile = self._hold(seat, code, "discards")
        tsumogiri = self.last_draw[seat] == code
        self.last_draw[seat] = None
        riichi = seat in self.riichi
        self.riichi.discard(seat)
        self.last_discard = (seat, code)
        self.events.append(Event(DISCARD, seat, tile, tsumogiri=tsumogiri, riichi=riichi))
        self.events += self.held_dora
        self.held_dora = []

    def _meld(self, tag: _Tag) -> None:
        """An ``N`` tag: its ``m`` decoded into a chi, pon, open kan, added kan, closed kan or kita."""
        seat = self._seat(tag)
        m = _int(tag, "m", 0, 0xFFFF)
        rel = m & 3
        where = f"{self.where}, {tag.where()}"
        if m & 0x4:  # chi: a run, which tile of its three was called, each tile's copy
            pattern = m >> 10
            called_at = pattern % 3
            low = pattern // 3
            if low >= 21:
                raise LogError(f"{where}: m={m} is no chi (run pattern {pattern})")
            base = (low // 7) * 9 + low % 7
            codes = [4 * (base + i) + ((m >> (3 + 2 * i)) & 3) for i in range(3)]
            self._call(CHI, seat, rel, codes, codes[called_at], where)
        elif (m & 0x18) in (0x8, 0x10):  # pon (0x8) or an added kan (0x10): the copy left out, which was called
            pattern = m >> 9
            called_at = pattern % 3
            kind = pattern // 3
            if kind >= 34:
                raise LogError(f"{where}: m={m} is no pon (pattern {pattern})")
            left_out = (m >> 5) & 3
            codes = [4 * kind + i for i in range(4) if i != left_out]
            if m & 0x8:
                self._call(PON, seat, rel, codes, codes[called_at], where)
            else:
                added = 4 * kind + left_out
                tile = self._hold(seat, added, "adds to its pon")
                shown = tuple(self.tile(c, "a kan", fresh=False) for c in sorted([*codes, added]))
                self.events.append(Event(KAKAN, seat, tile, shown))
                self.last_discard = (seat, added)  # a ron on it robs the kan
                self.open_kans += 1
        elif (m & 0x3C) == 0x20:  # a North set aside
            code = m >> 8
            if code // 4 != 30 or self.players != 3:
                raise LogError(f"{where}: m={m} sets aside {_kind(code)}; only a "
                               "North is set aside, with three players")
            self._hold(seat, code, "sets aside")
            self.events.append(Event(KITA, seat, Tile(30)))
            self.last_discard = (seat, code)  # a ron on it
        elif (m & 0x3C) == 0:  # a kan: closed when called from nobody
            code = m >> 8
            if code >= 136:
                raise LogError(f"{where}: m={m} is no kan (tile code {code})")
            kind = code // 4
            codes = [4 * kind + i for i in range(4)]
            if rel == 0:
                tiles = tuple(self._hold(seat, c, "declares a closed kan with") for c in codes)
                self.events.append(Event(ANKAN, seat, None, tiles))
            else:
                self._call(DAIMINKAN, seat, rel, codes, code, where)
                self.open_kans += 1
        else:
            raise LogError(f"{where}: m={m} is no call, kan or North set aside")

    def _call(self, kind: str, seat: int, rel: int, codes: list[int], called: int, where: str) -> None:
        """A call on the last discard; ``rel``, the code's source, is checked against the discarder."""
        if self.last_discard is None or self.last_discard[1] != called:
            last = "none" if self.last_discard is None else f"tile code {self.last_discard[1]}"
            raise LogError(f"{where}: seat {seat} calls {kind} on tile code {called} ({_kind(called)}), "
                           f"but the last discard is {last}")
        target = self.last_discard[0]
        if self.players == 3:  # 1 the next seat, 3 the one before; 2 either (across, on a four-seat table)
            fits = rel == 2 or (rel == 1 and target == (seat + 1) % 3) or (rel == 3 and target == (seat + 2) % 3)
        else:
            fits = rel != 0 and (seat + rel) % 4 == target
        if not fits:
            raise LogError(f"{where}: seat {seat} calls {kind} from the seat {rel} places on, but seat {target} "
                           "discarded the tile")
        tile = self.tile(called, "a called tile", fresh=False)
        own = tuple(self._hold(seat, c, f"calls {kind} with") for c in codes if c != called)
        self.last_discard = None
        self.events.append(Event(kind, seat, tile, own, target=target))

    # -- the end ---------------------------------------------------------------------------------------
    def _sc(self, tag: _Tag) -> tuple[int, ...]:
        """``sc`` (score, change, ...) in hundreds -> each seat's change in points."""
        sc = _ints(tag, "sc")
        if len(sc) < 2 * self.players or any(sc[2 * self.players:]):
            raise LogError(f"{self.where}: {tag.where()}: sc is not a score and a change for each of "
                           f"{self.players} players")
        return tuple(100 * sc[2 * s + 1] for s in range(self.players))

    def _agari(self, tag: _Tag) -> None:
        """A win as the log records it."""
        seat = self._seat(tag)
        from_seat = _int(tag, "fromWho", 0, self.players - 1)
        pao = _int(tag, "paoWho", 0, self.players - 1) if "paoWho" in tag.attrs else -1
        where = f"{self.where}, {tag.where()}"
        fu, points, limit_code = _ints(tag, "ten", 3)
        if not 0 <= limit_code < len(LIMITS) or points < 0 or fu < 0:
            raise LogError(f"{where}: ten={fu},{points},{limit_code} is no fu, points and limit (0-5)")
        pairs = _ints(tag, "yaku", required=False)
        if len(pairs) % 2:
            raise LogError(f"{where}: yaku is not pairs of a yaku id and its han")
        yakuman = _ints(tag, "yakuman", required=False)
        yaku: list[tuple[str, int]] = []
        unknown: list[str] = []
        han = 0
        for i in range(0, len(pairs), 2):
            yaku_id, n = pairs[i], pairs[i + 1]
            if n < 0 or n > 13:
                raise LogError(f"{where}: yaku {yaku_id} has {n} han")
            if n == 0:  # the ura line of a riichi win without ura
                continue
            key = yaku_names.tenhou_id_canonical(yaku_id)
            if key is None:
                unknown.append(f"yaku {yaku_id}")
            else:
                yaku.append((key, n))
            han += n
        for yaku_id in yakuman:
            key = yaku_names.tenhou_id_canonical(yaku_id)
            if key is None:
                unknown.append(f"yakuman {yaku_id}")
            else:
                yaku.append((key, 13))
        limit = LIMITS[limit_code]
        if limit == "yakuman" and not yakuman:
            limit = "kazoe_yakuman"
        dora = [self.tile(c, "doraHai", fresh=False) for c in _ints(tag, "doraHai")]
        if not dora or len(dora) > 5:
            raise LogError(f"{where}: doraHai lists {count(len(dora), 'indicator')}")
        ura_codes = _ints(tag, "doraHaiUra", required=False)
        ura = tuple(self.tile(c, "doraHaiUra", fresh=False) for c in ura_codes) if ura_codes else None
        if ura and not self.ura:
            self.ura = ura
        if self.win_dora is None:
            self.win_dora = dora
        machi = _int(tag, "machi", 0, 135)
        self.tile(machi, "machi", fresh=False)
        text = self._score_text(fu, han, limit, points, seat, from_seat, yakuman)
        self.wins.append(RecordedWin(seat, from_seat, -1 if pao == seat else pao, self._sc(tag),
                                     None if yakuman else han, fu if limit is None else None, points, limit,
                                     tuple(yaku), tuple(unknown), text, ura))

    def _score_text(self, fu: int, han: int, limit: str | None, points: int, seat: int, from_seat: int,
                    yakuman: list[int]) -> str:
        """The score as Tenhou's JSON writes it (``30符2飜2000点``, ``満貫2000-4000点``, ``40符3飜2600点∀``)."""
        head = f"{fu}符{han}飜" if limit is None else LIMIT_WORDS[limit]
        if from_seat != seat:
            return f"{head}{points}点"
        payers = self.players - 1
        if seat == self.dealer:
            return f"{head}{points // payers}点∀"
        if limit is None:
            base = min(fu * 2 ** (han + 2), 2000)
        else:
            base = {"mangan": 2000, "haneman": 3000, "baiman": 4000, "sanbaiman": 6000,
                    "kazoe_yakuman": 8000}.get(limit, 8000 * max(1, len(yakuman)))
        child, dealer = -(-base // 100) * 100, -(-2 * base // 100) * 100
        if child * (payers - 1) + dealer != points:
            return f"{head}{points}点"
        return f"{head}{child}-{dealer}点"

    def _ryuukyoku(self, tag: _Tag) -> None:
        """A draw: its type, payments and the hands shown tenpai."""
        shown = [s for s in range(self.players) if tag.attrs.get(f"hai{s}", "").strip()]
        for s in shown:
            for c in _ints(tag, f"hai{s}"):
                self.tile(c, f"seat {s}'s shown hand", fresh=False)
        kind_code = tag.attrs.get("type")
        if kind_code is None:
            kind = "all_tenpai" if len(shown) == self.players else "all_noten" if not shown else "exhaustive"
        else:
            kind = draw_kind(kind_code) or "other"  # the type names (yao9, reach4, ...) are among record's spellings
        deltas: tuple[int, ...] | None = self._sc(tag)
        if kind_code not in (None, "nm") and not any(deltas or ()):
            deltas = None  # an abortive draw: no payments, as Tenhou's JSON writes it
        self.draw = RecordedDraw(kind, deltas, DRAW_WORDS.get(kind, kind_code or ""),
                                 tuple(shown) if kind_code is None else None)

    @property
    def ended(self) -> bool:
        """The round has its result."""
        return bool(self.wins) or self.draw is not None

    def build(self) -> Round:
        """The round read (its dora indicators: the win's ``doraHai`` when it lists as many)."""
        dora = tuple(self.dora)
        if self.win_dora is not None and len(self.win_dora) >= len(dora):
            dora = tuple(self.win_dora)
        return Round(self.order, self.wind, self.number, self.honba, self.sticks, self.dealer, self.scores,
                     dora[:1], self.ura, tuple(self.hands), tuple(self.events), tuple(self.wins), self.draw, dora)


def read_mjlog(text: str) -> GameRecord:
    """Tenhou's mjlog XML -> GameRecord (a round that cannot be read is named in ``problems``)."""
    rule: _Rule | None = None
    names: list[str] = []
    rounds: list[Round] = []
    problems: list[str] = []
    final: tuple[int, ...] | None = None
    reader: _RoundReader | None = None
    broken = False
    started = False
    for tag in tags(text.lstrip("\ufeff")):
        name = tag.name
        if name == "mjloggm":
            started = True
            continue
        if not started:
            raise LogError("not an mjlog: the first tag is not <mjloggm>")
        if name == "GO":
            bits = _int(tag, "type", 0, 0xFFFF)
            rule = _Rule(bits)
            continue
        if name == "UN" and not names and "n0" in tag.attrs:
            names = [_name(tag.attrs.get(f"n{s}", "")) for s in range(4)]
            continue
        if name in ("SHUFFLE", "TAIKYOKU") or (name in ("UN", "BYE") and reader is None):
            continue
        if name == "INIT":
            if rule is None:
                raise LogError(f"{tag.where()}: a round starts before the rule (<GO type=...>)")
            if reader is not None and not broken:
                if reader.ended:
                    rounds.append(reader.build())
                else:
                    problems.append(f"{reader.where}: the round has no result (no AGARI or RYUUKYOKU)")
            try:
                reader = _RoundReader(tag, len(rounds), rule)
                broken = False
            except LogError as exc:
                problems.append(exc.message)
                reader, broken = None, True
            continue
        if reader is None:
            if broken:
                continue
            raise LogError(f"{tag.where()} comes before any round (<INIT>)")
        if broken:
            final = _owari(tag, rule) or final
            continue
        try:
            reader.add(tag)
            final = _owari(tag, rule) or final
        except LogError as exc:
            problems.append(exc.message if exc.message.startswith("round ") else f"{reader.where}: {exc.message}")
            broken = True
            continue
    if reader is not None and not broken:
        if reader.ended:
            rounds.append(reader.build())
        else:
            problems.append(f"{reader.where}: the round has no result (the log ends; is it cut off?)")
    if rounds and final is None and not text.rstrip().endswith("</mjloggm>"):
        problems.append(f"the log ends after round {rounds[-1].title} with neither the "
                        "final scores (owari) nor </mjloggm>: it seems cut off, and any later round is not in it")
    if not started:
        raise LogError("not an mjlog: no <mjloggm> tag")
    if rule is None:
        raise LogError("the mjlog has no rule (<GO type=...>)")
    if not rounds:
        raise LogError(problems[0] if problems else "the mjlog has no rounds")
    players = rule.players
    names = names[:players]
    while len(names) < players:
        names.append(f"seat {len(names)}")
    names = [n if n.strip() else f"seat {i}" for i, n in enumerate(names)]
    log_rule = tenhou_rule({"disp": rule.label, "aka": int(rule.red)}, players, False)
    return GameRecord("mjlog", players, tuple(names), log_rule, tuple(rounds), final, tuple(problems))


def _owari(tag: _Tag, rule: _Rule | None) -> tuple[int, ...] | None:
    """The final scores of ``owari`` (score, points, score, points, ...), when the tag has it."""
    if "owari" not in tag.attrs or rule is None:
        return None
    raw = tag.attrs["owari"]
    parts = [p.strip() for p in raw.split(",")]
    if not all(_NUMBER.match(p) for p in parts):
        raise LogError(f"{tag.where()}: owari={raw[:40]!r} is not numbers")
    values = [float(p) for p in parts]
    if len(values) < 2 * rule.players:
        raise LogError(f"{tag.where()}: owari has {count(len(values), 'number')}, not {2 * rule.players}")
    return tuple(int(round(values[2 * s] * 100)) for s in range(rule.players))
