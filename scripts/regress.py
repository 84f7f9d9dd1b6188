"""Regression corpus: score and analysis results of thousands of hands, saved and compared byte for byte.

    python3 scripts/regress.py save  [FILE]   # write the results of the current engine (default .cache/regress.jsonl)
    python3 scripts/regress.py check [FILE]   # recompute and compare line by line; exit 1 on any difference

Every request goes through the public JSON door (``agari.handle``), so the corpus survives
changes of the package's inner layout.  The requests are made from fixed seeds:

- every line of the shared case files (``tests/cases/*.jsonl``), score and shanten ops;
- 12,000 generated legal winning hands (``tests/handgen.py``) under every preset, half of
  them without a winning tile (inferred);
- 3,000 of the same hands with random situation flags, some illegal (error results);
- 600 malformed inputs (cut, doubled and mangled notation);
- 10,500 analysis requests (``analyze`` on 13- and 14-tile hands with melds, dora and visible tiles);
- the games and presets the generator above does not make (three-player Riichi under both sites' rules,
  Small Mahjong, Fujian Gold Rush): 1,000 seeded score drills each (the ``drill`` op's own result, so a
  change of the drill generator shows as such), the drill's score request, and the same hand again with
  honba and, for three players, kita (so both sites' honba and kita payments are held).
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT))

from handgen import gen_case  # noqa: E402

import agari  # noqa: E402

PRESETS = ("tenhou", "majsoul", "mleague", "wrc", "ema")
FLAGS = ("riichi", "double_riichi", "ippatsu", "haitei", "rinshan", "chankan", "tenhou", "chiihou", "renhou")


def _shared() -> Iterator[dict[str, Any]]:
    for path in sorted((ROOT / "tests" / "cases").glob("*.jsonl")):
        for line in path.read_text().splitlines():
            if line.strip():
                yield json.loads(line)


def _mangle(rng: random.Random, text: str) -> str:
    roll = rng.randrange(4)
    if roll == 0:
        return text[: rng.randrange(len(text))]
    if roll == 1:
        return text + text[: rng.randrange(1, 6)]
    if roll == 2:
        i = rng.randrange(len(text))
        return text[:i] + rng.choice("0123456789mpszx()[] ,") + text[i + 1 :]
    return "".join(rng.sample(text, len(text)))


def requests() -> Iterator[dict[str, Any]]:
    """Every request of the corpus, in a fixed order."""
    yield from _shared()
    rng = random.Random(20261124)
    for i in range(12_000):
        case = gen_case(rng, f"g{i}")
        case["rules"] = PRESETS[i % len(PRESETS)]
        if i % 2:
            case.pop("win", None)
        yield case
    for i in range(3_000):
        case = gen_case(rng, f"f{i}")
        for flag in FLAGS:
            if rng.random() < 0.08:
                case[flag] = True
        case["honba"] = rng.randrange(4)
        yield case
    for i in range(600):
        case = gen_case(rng, f"b{i}")
        case["hand"] = _mangle(rng, case["hand"])
        yield case
    for i in range(10_500):
        case = gen_case(rng, f"a{i}")
        hand = case["hand"]
        if i % 3 == 0:
            # a 13-tile hand: drop the winning tile's first copy when it stands alone
            win = case.get("win", "")
            pos = hand.find(win) if win else -1
            if pos >= 0 and len(win) == 2:
                hand = hand[:pos] + hand[pos + 2 :]
        req: dict[str, Any] = {"id": f"a{i}", "op": "analyze", "hand": hand, "dora": case.get("dora", [])}
        if i % 4 == 0:
            req["visible"] = case.get("dora", [])
        yield req
    yield from _other_games()


OTHER_GAMES = (("riichi", "tenhou-sanma"), ("riichi", "majsoul-sanma"), ("small", ""), ("fujian", ""))


def _other_games() -> Iterator[dict[str, Any]]:
    for game, rules in OTHER_GAMES:
        for n in range(1, 1001):
            drill: dict[str, Any] = {"id": f"d-{game}-{rules}-{n}", "op": "drill", "kind": "score", "game": game,
                                     "seed": "regress", "number": n}
            if rules:
                drill["rules"] = rules
            yield drill
            made = agari.handle(drill)
            if not made.get("ok"):
                continue
            request = dict(made["request"], id=f"s-{game}-{rules}-{n}")
            yield request
            if game == "riichi":
                yield dict(request, id=f"h-{game}-{rules}-{n}", honba=1 + n % 3, kita=n % 4)
            elif game == "small":
                yield dict(request, id=f"h-{game}-{n}", dealer=not request.get("dealer"))


def results() -> Iterator[str]:
    for req in requests():
        yield json.dumps(agari.handle(req), sort_keys=True, ensure_ascii=False)


def main(argv: list[str]) -> int:
    if len(argv) < 2 or argv[1] not in ("save", "check"):
        print(__doc__, file=sys.stderr)
        return 2
    path = Path(argv[2]) if len(argv) > 2 else ROOT / ".cache" / "regress.jsonl"
    if argv[1] == "save":
        path.parent.mkdir(parents=True, exist_ok=True)
        n = 0
        with path.open("w") as out:
            for line in results():
                out.write(line + "\n")
                n += 1
        print(f"saved {n} results to {path}")
        return 0
    saved = path.read_text().splitlines()
    diffs = 0
    n = 0
    for n, (old, new) in enumerate(zip(saved, results(), strict=False), 1):
        if old != new:
            diffs += 1
            if diffs <= 5:
                print(f"line {n} differs:\n  saved: {old[:400]}\n  now:   {new[:400]}")
    if n != len(saved):
        print(f"{len(saved)} saved results, {n} computed")
        diffs += 1
    print(f"{n} results compared, {diffs} differences")
    return 1 if diffs else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
