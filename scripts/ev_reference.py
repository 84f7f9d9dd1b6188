"""The expected-value test data: a fixed list of hands run through the reference (mahjong-cpp's ``ev_cli``).

    python scripts/ev_reference.py --oracle PATH/ev_cli            # writes tests/expected/mahjong_cpp.jsonl
    python scripts/ev_reference.py --oracle PATH/ev_cli --compare  # ours against the reference, every turn

The reference is a test tool beside the project (GPL-3, never shipped, never imported): its figures become
test data here (numbers, not code), with the revision they came from.  The tests compare agari's engine
with the stored figures and never need the reference.
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

OUT = ROOT / "tests" / "expected" / "mahjong_cpp.jsonl"
REVISION = "453cae05caf0e3c0da13846f82c20685becaea6e"
"""nekobean/mahjong-cpp revision the figures come from (2026-06-29)."""
STORED_TURNS = (0, 4, 8, 12, 16)
"""Turns stored per row (offsets from the case's turn, kept when in range): the data stays small."""
WINDS = "eswn"
SUITS = "mpsz"


def _tile(i: int, red: bool = False) -> str:
    return ("0" if red else str(i % 9 + 1)) + SUITS[i // 9]


def _wall(rng: random.Random) -> list[tuple[int, bool]]:
    tiles = [(i, False) for i in range(34) for _ in range(4)]
    for five in (4, 13, 22):
        tiles.remove((five, False))
        tiles.append((five, True))
    rng.shuffle(tiles)
    return tiles


def _text(tiles: list[tuple[int, bool]]) -> str:
    out = ""
    for suit in range(4):
        digits = "".join("0" if red else str(i % 9 + 1) for i, red in sorted(tiles) if i // 9 == suit)
        if digits:
            out += digits + SUITS[suit]
    return out


def random_cases(seed: int, shanten: int, count: int, size: int = 14) -> list[dict[str, Any]]:
    """``count`` random closed hands of ``size`` tiles and exactly ``shanten``, with random winds and 1-3 indicators."""
    from agari.core.shanten import shanten as shanten_of

    rng = random.Random(seed)
    cases: list[dict[str, Any]] = []
    while len(cases) < count:
        wall = _wall(rng)
        hand = wall[:size]
        counts = [0] * 34
        for i, _ in hand:
            counts[i] += 1
        if shanten_of(counts).shanten != shanten:
            continue
        dora = [_tile(i, red) for i, red in wall[size:size + rng.choice((1, 1, 2, 3))]]
        cases.append({"hand": _text(hand), "dora": dora, "round": rng.choice("es"), "seat": rng.choice(WINDS)})
    return cases


SPECIAL: list[dict[str, Any]] = [
    # melds: chi (with a red five), pon, ankan, daiminkan; open hands may lack a yaku
    {"hand": "234m067p1155s(234s)", "dora": ["9m"], "seat": "s"},
    {"hand": "2345m56p11s(555z)(789s)", "dora": ["4z"], "seat": "e"},
    {"hand": "134m456p778s9s[2222m]", "dora": ["1m", "5s"], "seat": "w"},
    {"hand": "123m45p6789s1z(7777z)", "dora": ["6z"], "seat": "n", "round": "s"},
    {"hand": "345m34p33789s(406p)", "dora": ["2m"], "seat": "e"},
    {"hand": "1234m567p(111z)(222z)", "dora": ["7z"], "seat": "s"},
    # seven pairs and thirteen orphans
    {"hand": "1133m2255p6688s14z", "dora": ["3m"], "seat": "e"},
    {"hand": "1122m3399p4477s12z", "dora": ["5z", "8p"], "seat": "w"},
    {"hand": "19m19p19s12345z668m", "dora": ["1s"], "seat": "s"},
    {"hand": "19m199p9s1234567z2m", "dora": ["1z"], "seat": "e"},
    # 13-tile hands
    {"hand": "22567m345p33667s", "dora": ["1z"], "seat": "e"},
    {"hand": "13m0567p2378s1z55z", "dora": ["3p"], "seat": "n"},
    {"hand": "1199m33p5567s(789m)", "dora": ["2z"], "seat": "s"},
    # several indicators, dealer and not, red fives in hand and among the indicators
    {"hand": "0m0p0s234m678p2399s", "dora": ["5m", "3p", "7z"], "seat": "e"},
    {"hand": "123406m78p11s2346z", "dora": ["4m", "9p"], "seat": "w", "round": "s"},
    # the sample hand with options off, one by one and all
    {"hand": "222567m345p33667s", "dora": ["1z"], "shanten_down": False},
    {"hand": "222567m345p33667s", "dora": ["1z"], "tegawari": False},
    {"hand": "222567m345p33667s", "dora": ["1z"], "uradora": False},
    {"hand": "2220567m345p3667s", "dora": ["1z"], "red_fives": False},
    {"hand": "222567m345p33667s", "dora": [], "seat": "s"},
    {"hand": "222567m345p33667s", "dora": ["1z"], "turn": 5, "t_max": 14},
    {"hand": "222567m345p33667s", "dora": ["1z"], "turn": 0, "t_max": 18},
]


def cases() -> list[dict[str, Any]]:
    """The fixed list: random closed hands of 0-3 shanten (options on and off) and the special hands above."""
    out: list[dict[str, Any]] = []
    out += random_cases(101, 0, 4)
    out += random_cases(102, 1, 6)
    out += random_cases(103, 2, 4)
    out += [dict(c, shanten_down=False, tegawari=False) for c in random_cases(104, 2, 3)]
    out += random_cases(105, 3, 2)
    out += [dict(c, shanten_down=False, tegawari=False) for c in random_cases(106, 3, 3)]
    out += random_cases(107, 1, 3, size=13)
    out += SPECIAL
    for i, c in enumerate(out):
        c["id"] = i
    return out


def oracle_request(case: dict[str, Any]) -> dict[str, Any]:
    """The reference's request for one of our cases."""
    from agari.core.notation import parse_hand

    h = parse_hand(case["hand"])
    concealed = "".join(str(t) for t in h.concealed)
    melds = [str(m) for m in h.melds]
    wind = {w: f"{i + 1}z" for i, w in enumerate(WINDS)}
    turn = case.get("turn", 1)
    return {"id": case["id"], "hand": concealed, "melds": melds, "dora_indicators": case.get("dora", []),
            "round_wind": wind[case.get("round", "e")], "seat_wind": wind[case.get("seat", "e")],
            "t_min": turn, "t_max": case.get("t_max", 18),
            "enable_shanten_down": case.get("shanten_down", True), "enable_tegawari": case.get("tegawari", True),
            "enable_reddora": case.get("red_fives", True), "enable_uradora": case.get("uradora", True)}


def run_oracle(binary: str, requests: list[dict[str, Any]]) -> list[dict[str, Any]]:
    text = "".join(json.dumps(r) + "\n" for r in requests)
    proc = subprocess.run([binary], input=text, capture_output=True, text=True, check=True)
    return [json.loads(line) for line in proc.stdout.splitlines() if line.strip()]


def stored(case: dict[str, Any], answer: dict[str, Any]) -> dict[str, Any]:
    """One line of the test data: the case and the reference's figures at the stored turns."""
    if "error" in answer:
        raise SystemExit(f"the reference refused case {case['id']}: {answer['error']}")
    turn = case.get("turn", 1)
    n = case.get("t_max", 18) - turn + 1
    keep = [k for k in STORED_TURNS if k < n]
    rows = []
    for st in answer["stats"]:
        rows.append({"discard": st["discard"], "shanten": st["shanten"],
                     "ukeire": [[t, c] for t, c in st["necessary"]],
                     "tenpai": [st["tenpai_prob"][k] for k in keep], "win": [st["win_prob"][k] for k in keep],
                     "score": [st["exp_score"][k] for k in keep]})
    return {"source": f"nekobean/mahjong-cpp {REVISION} (GPL-3.0; figures only)", "case": case,
            "turns": [turn + k for k in keep], "shanten": answer["shanten"],
            "searched": answer["searched"], "wall": answer["sum"], "rows": rows}


def compare(case: dict[str, Any], answer: dict[str, Any]) -> tuple[int, float, list[str]]:
    """(values compared, max relative error, problems) of our engine against one reference answer, every turn."""
    from agari import handle

    ours = handle({"op": "expected", **{k: v for k, v in case.items() if k != "id"}})
    if not ours.get("ok"):
        return 0, 0.0, [f"ours failed: {ours}"]
    problems: list[str] = []
    if ours["searched"] != answer["searched"]:
        problems.append(f"searched {ours['searched']} != {answer['searched']}")
    rows = ours["discards"] or [dict(ours["hand_value"], discard=None)]
    by = {r["discard"]: r for r in rows}
    if set(by) != {st["discard"] for st in answer["stats"]}:
        problems.append(f"discards {sorted(map(str, by))} != {sorted(str(s['discard']) for s in answer['stats'])}")
    n = 0
    worst = 0.0
    for st in answer["stats"]:
        r = by.get(st["discard"])
        if r is None:
            continue
        if r["shanten"] != st["shanten"]:
            problems.append(f"{st['discard']}: shanten {r['shanten']} != {st['shanten']}")
        if [[u["tile"], u["count"]] for u in r["ukeire"]] != [list(x) for x in st["necessary"]]:
            problems.append(f"{st['discard']}: ukeire {r['ukeire']} != {st['necessary']}")
        for ours_k, theirs_k in (("tenpai", "tenpai_prob"), ("win", "win_prob"), ("score", "exp_score")):
            for t, (a, b) in enumerate(zip(r[ours_k], st[theirs_k], strict=True)):
                n += 1
                err = abs(a - b) / max(abs(b), 1e-300) if b else abs(a)
                worst = max(worst, err)
                if err > 1e-9:
                    problems.append(f"{st['discard']} {ours_k}[t={case.get('turn', 1) + t}]: {a!r} != {b!r}")
    return n, worst, problems


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--oracle", required=True, help="path of mahjong-cpp's ev_cli (see the reference's build.sh)")
    ap.add_argument("--compare", action="store_true", help="compare ours with the reference instead of writing")
    ap.add_argument("--only", type=int, nargs="*", help="case ids")
    args = ap.parse_args()
    cs = [c for c in cases() if not args.only or c["id"] in args.only]
    answers = run_oracle(args.oracle, [oracle_request(c) for c in cs])
    if args.compare:
        total = 0
        worst = 0.0
        bad = 0
        for c, a in zip(cs, answers, strict=True):
            n, w, problems = compare(c, a)
            total += n
            worst = max(worst, w)
            if problems:
                bad += 1
                print(f"case {c['id']} {c}: {len(problems)} problems", *problems[:6], sep="\n  ")
        print(f"{len(cs)} cases, {total} values compared, max relative error {worst:.3g}, {bad} cases differ")
        return
    with OUT.open("w") as f:
        for c, a in zip(cs, answers, strict=True):
            f.write(json.dumps(stored(c, a), separators=(",", ":")) + "\n")
    print(f"wrote {OUT.relative_to(ROOT)}: {len(cs)} cases, {OUT.stat().st_size} bytes")


if __name__ == "__main__":
    main()
