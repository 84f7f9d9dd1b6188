"""The page's engine is minified source (scripts/build_site.py's minify_python): what it drops, and a minified
package that answers every case file, Small and Fujian lines, and analyses byte for byte as the real one."""

from __future__ import annotations

import ast
import importlib.util
import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CASES = ROOT / "tests" / "cases"
_spec = importlib.util.spec_from_file_location("agari_scripts_build_site_minify", ROOT / "scripts" / "build_site.py")
assert _spec is not None and _spec.loader is not None
build_site = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(build_site)

SAMPLE = '''"""Module docstring."""
from __future__ import annotations
import dataclasses  # a comment


@dataclasses.dataclass(frozen=True)
class Meld:
    """A meld."""
    tiles: str
    open: bool = True

    def size(self, extra: int = 0) -> int:
        """Tiles in it."""
        assert extra >= 0, "no negative"
        count: int = len(self.tiles) // 2
        return count + extra


def only_doc() -> None:
    """Nothing else."""


if __debug__:
    assert False
'''


def test_minify_drops_docstrings_asserts_comments_and_function_annotations() -> None:
    out = build_site.minify_python(SAMPLE)
    assert "docstring" not in out and "A meld" not in out and "Tiles in it" not in out and "comment" not in out
    assert "assert" not in out
    assert "extra: int" not in out and "-> int" not in out and "count: int" not in out and "count = " in out
    # class-level annotations stay: the dataclass is made of them
    assert "tiles: str" in out and "open: bool = True" in out
    namespace: dict[str, object] = {}
    exec(compile(out, "<minified>", "exec"), namespace)  # noqa: S102 - our own sample
    meld = namespace["Meld"]("123m")  # type: ignore[operator]
    assert meld.size(1) == 3 and meld.open is True  # type: ignore[attr-defined]
    assert namespace["only_doc"]() is None  # type: ignore[operator]
    assert ast.dump(ast.parse(build_site.minify_python(out))) == ast.dump(ast.parse(out))  # a fixed point


def batch_lines() -> str:
    """Every line of the case files plus analyses and the other games' lines (README examples and more)."""
    lines = []
    for path in sorted(CASES.glob("*.jsonl")):
        for line in filter(str.strip, path.read_text().splitlines()):
            case = json.loads(line)
            if path.name == "shanten.jsonl":
                case.setdefault("op", "shanten")
            lines.append(json.dumps(case, ensure_ascii=False))
    extra = [
        {"op": "analyze", "hand": "123m456p789s1122z"},
        {"op": "analyze", "hand": "1234m5678p99s123z5z"},
        {"op": "analyze", "hand": "113355m2468p"},
        {"op": "analyze", "hand": "123m456p789s112z", "rules": "tenhou-sanma"},
        {"game": "small", "hand": "223344m667788p55s", "win": "5s", "reach": True, "players": 3},
        {"game": "small", "op": "shanten", "hand": "1357m"},
        {"game": "small", "hand": "123456m99p"},
        {"game": "small", "op": "analyze", "hand": "1234567m1199p"},
        {"game": "small", "op": "analyze", "hand": "11223344556677m"},
        {"game": "fujian", "hand": "123m456m789m123p456p5s5s", "gold": "5s", "bonus": "1z2z7z", "tsumo": True,
         "rules": "fuzhou"},
        {"game": "fujian", "hand": "147m258p369s147m25p5s5s5s", "gold": "5s", "bonus": "1z"},
        {"game": "fujian", "hand": "114477m22588p35569s", "gold": "5s", "op": "shanten"},
        {"game": "fujian", "hand": "114477m22588p355569s", "gold": "5s", "op": "analyze"},
        {"game": "fujian", "hand": "(123m)456m789m123p456p5s", "gold": "5s", "op": "calls", "discard": "5s",
         "from": "left"},
    ]
    return "\n".join(lines + [json.dumps(e) for e in extra]) + "\n"


def run_batch(pythonpath: Path, lines: str) -> str:
    """`agari batch` on the lines with the package found at pythonpath."""
    env = {**os.environ, "PYTHONPATH": str(pythonpath)}
    proc = subprocess.run([sys.executable, "-m", "agari", "batch"], input=lines, capture_output=True, text=True,
                          env=env, cwd=pythonpath, timeout=300)
    assert proc.returncode in (0, 1), proc.stderr[-2000:]
    return proc.stdout


@pytest.mark.slow
def test_minified_package_answers_byte_for_byte(tmp_path: Path) -> None:
    wheel = build_site.build_wheel(tmp_path / "min.whl", minify_source=True)
    with zipfile.ZipFile(wheel) as zf:
        zf.extractall(tmp_path / "min")
    tree = ast.parse((tmp_path / "min" / "agari" / "riichi" / "scoring.py").read_text())
    owners = [n for n in ast.walk(tree) if isinstance(n, (ast.Module, ast.ClassDef, ast.FunctionDef))]
    assert len(owners) > 10 and all(ast.get_docstring(n) is None for n in owners)  # type: ignore[arg-type]
    assert not any(isinstance(n, ast.Assert) for n in ast.walk(tree))
    lines = batch_lines()
    ours, theirs = run_batch(tmp_path / "min", lines), run_batch(ROOT, lines)
    assert len(ours.splitlines()) == len(lines.splitlines()) > 1100
    assert ours == theirs
    answers = [json.loads(line) for line in ours.splitlines()]
    assert sum(a["ok"] for a in answers) > 1000  # the lines really score (not a run of identical errors)
    assert any(a.get("game") == "small" and a.get("total") == 5 for a in answers)
