"""The page's words for a count of one (web/i18n.js ``entry``, ``t``; the Practice view's ``pt``), run under Node:
English says "1 tile" and "2 tiles", "1 round reviewed"; a language without that form keeps its one text."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from webgraph import js_table

ROOT = Path(__file__).resolve().parent.parent

SCRIPT = """
globalThis.document = { documentElement: {} };
const i18n = await import(%(i18n)s);
const out = {};
await i18n.loadLang("en");
out.en = [0, 1, 2].map((n) => i18n.t("ukeire_total", { n }));
out.loss = [1, 3].map((n) => i18n.t("review_loss", { n }));
out.rounds = [1, 2].map((rounds) => i18n.t("review_done_differ", { rounds, n: 1 }));
out.none = i18n.t("ukeire_total");
await i18n.loadLang("ja");
i18n.setLang("ja");
out.ja = [1, 2].map((n) => i18n.t("ukeire_total", { n }));
console.log(JSON.stringify(out));
"""


def test_english_counts_one_and_the_others_keep_their_text() -> None:
    node = shutil.which("node")
    if node is None:
        pytest.fail("node is missing (bash scripts/test.sh installs it)")
    script = SCRIPT % {"i18n": json.dumps((ROOT / "web" / "i18n.js").as_uri())}
    proc = subprocess.run([node, "--input-type=module", "-e", script], capture_output=True, text=True, timeout=60,
                          check=False)
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out["en"] == ["0 tiles", "1 tile", "2 tiles"]
    assert out["loss"] == ["−1 tile", "−3 tiles"]
    assert out["rounds"] == [
        "1 round reviewed; results that differ from the log: 1 (shown side by side).",
        "2 rounds reviewed; results that differ from the log: 1 (shown side by side).",
    ]
    assert out["none"] == "{n} tiles"  # no params: the text as written
    ja = js_table(ROOT / "web" / "lang" / "ja.js")
    assert out["ja"] == [ja["ukeire_total"].replace("{n}", "1"), ja["ukeire_total"].replace("{n}", "2")]
