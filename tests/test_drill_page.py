"""What the page's Practice view needs of the drill engine: a Riichi drill made and checked without any other
game's package (the page fetches a game's package the first time a request names that game)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

ONLY_RIICHI = """
import json, sys
from agari.frontends.jsonapi import handle
for kind, answer in (("score", {"han": 1, "fu": 30, "points": 1000}), ("discard", None), ("shanten", {"shanten": 1})):
    request = {"op": "drill", "seed": "page", "kind": kind}
    made = handle(request)
    assert made["ok"], made
    if answer is None:
        hand = made["request"]["hand"]
        answer = {"discard": hand[0] + next(c for c in hand if c in "mpsz")}
    checked = handle({**request, "answer": answer})
    assert checked["ok"] and "marks" in checked, checked
others = sorted(m for m in sys.modules if m.split(".")[:2] in (["agari", "small"], ["agari", "fujian"]))
sys.stdout.write(json.dumps(others))
"""


def test_a_riichi_drill_needs_no_other_game() -> None:
    """Made, and an answer checked, for every kind: no module of Small Mahjong or Fujian is imported."""
    out = subprocess.run([sys.executable, "-c", ONLY_RIICHI], cwd=ROOT, check=True, capture_output=True, text=True)
    assert json.loads(out.stdout) == []
