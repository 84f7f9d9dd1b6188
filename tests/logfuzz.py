"""Damage a real game log the ways real files get damaged, to feed the readers and the review (a test helper, and
``scripts/fuzz_review.py`` at corpus scale).

mjlog (Tenhou's XML): a tag dropped, duplicated or swapped with its neighbour, an attribute dropped, doubled or given
an odd value (empty, negative, huge, not a number, full-width digits, a stray comma), bytes flipped, entities (named,
unknown, numeric out of range), deep nesting, the text cut anywhere, and gzip cut short.  Tenhou JSON: a value
anywhere replaced by one of the wrong kind or size, an element dropped, duplicated or swapped, deep nesting, the
text cut anywhere.  Each damage is drawn from a seeded ``random.Random``: a sample is reproduced from its seed.
"""

from __future__ import annotations

import gzip
import json
import random
import re
from collections.abc import Callable
from typing import Any

TAG = re.compile(r"<[^<>]*>")
ATTR = re.compile(r'(\s)([A-Za-z0-9_]+)="([^"]*)"')
ODD_VALUES = ("", "-1", "-136", "136", "999999999999999999999", "1e9", "abc", "1,,2", ",", "0x10", "１２", "NaN",
              "3.5", "&amp;", "&#0;", "&#x110000;", "&bogus;", "&#55296;", "9" * 400, "%E3%81", "%ZZ", "0,0,0,0,0,0",
              "-0", " 1", "1 ")
ENTITIES = ("&lt;", "&gt;", "&amp;", "&quot;", "&#12354;", "&#x3042;", "&unknown;", "&#xD800;", "&#99999999;", "&",
            "&#;", "&#x;")


def _tags(text: str) -> list[re.Match[str]]:
    return list(TAG.finditer(text))


def _attrs(text: str) -> list[re.Match[str]]:
    return list(ATTR.finditer(text))


def _drop_tag(rng: random.Random, text: str) -> str:
    found = _tags(text)
    if not found:
        return text
    m = rng.choice(found)
    return text[:m.start()] + text[m.end():]


def _duplicate_tag(rng: random.Random, text: str) -> str:
    found = _tags(text)
    if not found:
        return text
    m = rng.choice(found)
    return text[:m.end()] + m.group() + text[m.end():]


def _swap_tags(rng: random.Random, text: str) -> str:
    tags = _tags(text)
    if len(tags) < 2:
        return text
    k = rng.randrange(len(tags) - 1)
    a, b = tags[k], tags[k + 1]
    return text[:a.start()] + b.group() + text[a.end():b.start()] + a.group() + text[b.end():]


def _odd_attribute(rng: random.Random, text: str) -> str:
    attrs = _attrs(text)
    if not attrs:
        return text
    m = rng.choice(attrs)
    value = m.group(3)
    choice = rng.random()
    if choice < 0.5:
        new = rng.choice(ODD_VALUES)
    elif choice < 0.8 and "," in value:  # one number of a list changed, or the list cut or lengthened
        parts = value.split(",")
        k = rng.randrange(len(parts))
        parts[k] = rng.choice(ODD_VALUES)
        if rng.random() < 0.3:
            parts = parts[:k] if rng.random() < 0.5 else parts + parts
        new = ",".join(parts)
    else:
        new = str(rng.choice((-1, 0, 1, 3, 4, 34, 135, 136, 255, 256, 65535, 10**12)))
    return text[:m.start(3)] + new.replace('"', "") + text[m.end(3):]


def _drop_attribute(rng: random.Random, text: str) -> str:
    found = _attrs(text)
    if not found:
        return text
    m = rng.choice(found)
    return text[:m.start()] + text[m.end():]


def _double_attribute(rng: random.Random, text: str) -> str:
    found = _attrs(text)
    if not found:
        return text
    m = rng.choice(found)
    return text[:m.end()] + f' {m.group(2)}="{rng.choice(ODD_VALUES[:8])}"' + text[m.end():]


def _entity(rng: random.Random, text: str) -> str:
    k = rng.randrange(len(text) + 1)
    return text[:k] + rng.choice(ENTITIES) + text[k:]


def _flip(rng: random.Random, text: str) -> str:
    chars = list(text) or [" "]
    for _ in range(rng.randint(1, 6)):
        chars[rng.randrange(len(chars))] = chr(rng.choice((0, 1, 0x3c, 0x3e, 0x22, 0x26, 0x2f, 0x3d, 0xff, 0x7f,
                                                          0x3042, 0xfffd, ord(rng.choice("0123456789,amnN ")))))
    return "".join(chars)


def _nest(rng: random.Random, text: str) -> str:
    tags = _tags(text)
    if not tags:
        return text
    m = rng.choice(tags)
    depth = rng.choice((50, 1000, 20000))
    return text[:m.start()] + "<N>" * depth + m.group() + "</N>" * depth + text[m.end():]


def _cut(rng: random.Random, text: str) -> str:
    return text[:rng.randrange(len(text) + 1)]


MJLOG_DAMAGE: dict[str, Callable[[random.Random, str], str]] = {
    "drop tag": _drop_tag, "duplicate tag": _duplicate_tag, "swap tags": _swap_tags,
    "odd attribute": _odd_attribute, "drop attribute": _drop_attribute, "double attribute": _double_attribute,
    "entity": _entity, "flip": _flip, "nest": _nest, "cut": _cut,
}


def damage_mjlog(rng: random.Random, text: str) -> tuple[str, str | bytes]:
    """One damaged copy of an mjlog's text: (what was done, the text or, for a cut gzip, the bytes)."""
    if rng.random() < 0.06:
        packed = gzip.compress(text.encode("utf-8"))
        return "cut gzip", packed[:rng.randrange(10, len(packed))]
    names = rng.sample(sorted(MJLOG_DAMAGE), rng.choice((1, 1, 1, 2, 3)))
    for name in names:
        text = MJLOG_DAMAGE[name](rng, text)
    return " + ".join(names), text


# -- Tenhou JSON --------------------------------------------------------------------------------------------------
ODD_JSON: tuple[Any, ...] = (None, -1, 0, 1, 10**20, -(10**20), 1.5, float("nan"), True, False, "", "x", "r",
                             "c999999", "p", "m11111111", "a1111", "k111111", "f44", "60", [], [[]], {}, {"x": 1},
                             "和了", "流局", "30符4飜7700点", [0, 0, 0, 0], 53, 54, 10, 47, 48)


def _paths(value: Any, here: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [here]
    if isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*here, i))
    elif isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*here, k))
    return out


def _at(value: Any, path: tuple[Any, ...]) -> Any:
    for k in path:
        value = value[k]
    return value


def damage_tenhou(rng: random.Random, text: str) -> tuple[str, str]:
    """One damaged copy of a Tenhou JSON log's text: (what was done, the text)."""
    choice = rng.random()
    if choice < 0.08:
        return "cut", text[:rng.randrange(len(text))]
    if choice < 0.12:
        depth = rng.choice((100, 5000, 100000))
        return "nest", text[:-1] + ', "log2": ' + "[" * depth + "]" * depth + "}"
    if choice < 0.16:
        return "flip", _flip(rng, text)
    try:
        data = json.loads(text)
    except ValueError:  # a log written one round a line: damaged as text
        return "flip", _flip(rng, text)
    done = []
    for _ in range(rng.choice((1, 1, 2, 3))):
        paths = [p for p in _paths(data) if p]
        path = rng.choice(paths)
        parent = _at(data, path[:-1])
        key = path[-1]
        what = rng.random()
        if isinstance(parent, list) and what < 0.25:
            del parent[key]
            done.append("drop element")
        elif isinstance(parent, list) and what < 0.4:
            parent.insert(key, parent[key])
            done.append("duplicate element")
        elif isinstance(parent, list) and what < 0.5 and key + 1 < len(parent):
            parent[key], parent[key + 1] = parent[key + 1], parent[key]
            done.append("swap elements")
        elif isinstance(parent, dict) and what < 0.2:
            del parent[key]
            done.append("drop key")
        else:
            parent[key] = rng.choice(ODD_JSON)
            done.append("odd value")
    return " + ".join(done), json.dumps(data, ensure_ascii=False)


def feed(sample: str | bytes, judge: bool = False) -> tuple[str, str]:
    """Read and review one sample as the command line and the page do (``judge``: with the judge, and the page's
    first round too): ("refused", the sentence), ("reviewed",
    how many rounds were not reviewed), or ("FAILED", what went wrong: an exception other than LogError, a refusal
    of more than one sentence, a JSON answer that is no refusal)."""
    import agari
    from agari.gamereview import review
    from agari.logs import LogError, read_log

    try:
        game = read_log(sample)
    except LogError as exc:
        text = exc.message
        if not text or "\n" in text or "Traceback" in text or len(text) > 600:
            return "FAILED", f"a refusal that is not one sentence: {text[:300]!r}"
        return "refused", text
    except Exception as exc:  # noqa: BLE001 - what the fuzz looks for
        return "FAILED", f"read_log raised {type(exc).__name__}: {exc}"[:400]
    try:
        rv = review(game, judge=judge)
        json.dumps(rv.to_dict(True))
    except Exception as exc:  # noqa: BLE001
        return "FAILED", f"review raised {type(exc).__name__}: {exc}"[:400]
    if isinstance(sample, str):  # the page's door: the header, and with the judge the first round (judged there)
        requests: list[dict[str, Any]] = [{"op": "review", "log": sample, "part": "header"}]
        if judge:
            requests.append({"op": "review", "log": sample, "part": "round", "round": 0})
        for request in requests:
            try:
                answer = agari.handle(request)
            except Exception as exc:  # noqa: BLE001
                return "FAILED", f"the JSON door raised {type(exc).__name__}: {exc}"[:400]
            if not isinstance(answer, dict) or ("ok" not in answer):
                return "FAILED", f"the JSON door answered {str(answer)[:200]}"
            if answer["ok"] is False and not answer.get("detail"):
                return "FAILED", f"the JSON door refused without a reason: {answer}"[:400]
            if request["part"] == "round" and not game.rounds:
                break
    return "reviewed", str(rv.not_reviewed)
