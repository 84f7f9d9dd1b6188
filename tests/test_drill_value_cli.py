"""``agari drill --kind value`` (a file of its own: it runs the command line in a subprocess, which Pyodide cannot,
so that tests/test_drill_value.py runs in Pyodide too)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from agari.frontends.jsonapi import handle


def drill(**extra: Any) -> dict[str, Any]:
    out = handle({"op": "drill", "game": "riichi", "kind": "value", "seed": "ev28", **extra})
    assert out["ok"], out
    return out


def test_agari_drill_plays_a_by_value_drill() -> None:
    """``agari drill --kind value``: the hand with its places, dora and turn; the throw typed by its place is marked
    against the op's best; the table ranks every throw by expected points."""
    root = Path(__file__).resolve().parent.parent
    made = drill(difficulty="mixed", number=0, solution=True)
    table = made["solution"]["table"]
    worst = table[-1]
    env = {**os.environ, "NO_COLOR": "1", "PYTHONPATH": str(root)}
    proc = subprocess.run([sys.executable, "-m", "agari", "drill", "--kind", "value", "--seed", "ev28", "--count", "1",
                           "--ascii"], input=f"{worst['discard']}\n", capture_output=True, text=True, timeout=120,
                          cwd=root, env=env)
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    request = made["request"]
    assert (f"dora indicator {request['dora'][0]}, turn {request['turn']}: which throw is worth the most points by "
            "the end of the hand?") in out
    lines = out.splitlines()
    at = next(i for i, line in enumerate(lines) if line.strip().startswith("rank  throw"))
    rows = [line.split() for line in lines[at + 1:at + 1 + len(table)]]
    assert [r[1] for r in rows] == [row["discard"] for row in table]
    assert [int(r[-1]) for r in rows] == [round(row["score_now"]) for row in table]
    if worst["rank"] > 1:
        assert "Not quite." in out
        assert f"expected points fewer than {' or '.join(made['solution']['expected']['discard'])}." in out
