"""``agari review`` on Tenhou's mjlog: .mjlog, .xml and .gz files, a folder of them, standard input."""

from __future__ import annotations

import gzip
import subprocess
import sys
from pathlib import Path

LOGS = Path(__file__).parent / "logs"
REAL = LOGS / "mjlog" / "2020081220gm-00a9-0000-9ee6ab3b.mjlog"
REAL_JSON = LOGS / "tenhou" / "2020081220gm-00a9-0000-9ee6ab3b.json"
AGARI = [sys.executable, "-m", "agari"]


def test_the_cli_reads_mjlog_files_and_folders(tmp_path: Path) -> None:
    """``agari review`` on .mjlog, .xml and .gz files, a folder of them and standard input: every result matches."""
    text = REAL.read_text(encoding="utf-8")
    (tmp_path / "a.mjlog").write_text(text, encoding="utf-8")
    (tmp_path / "b.xml").write_text(text, encoding="utf-8")
    (tmp_path / "c.mjlog.gz").write_bytes(gzip.compress(text.encode()))
    done = subprocess.run([*AGARI, "review", str(tmp_path), "--no-judge"], capture_output=True, text=True,
                          timeout=300)  # the reading checked here; the verdicts below, against the JSON's
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("Tenhou mjlog (XML), rule 鳳南喰赤 -> preset tenhou") == 3
    assert "Total: 3 files, 3 games reviewed (0 unreadable), 15 rounds, 15 wins and 0 draws checked, 0 differ" \
        in done.stdout
    json_out = subprocess.run([*AGARI, "review", str(REAL_JSON)], capture_output=True, text=True, timeout=300)
    xml_out = subprocess.run([*AGARI, "review", "-"], input=gzip.compress(text.encode()), capture_output=True,
                             timeout=300)
    assert xml_out.returncode == 0
    mine = xml_out.stdout.decode().splitlines()
    theirs = json_out.stdout.splitlines()
    assert mine[0] == ("-: Tenhou mjlog (XML), rule 鳳南喰赤 -> preset tenhou, "
                       "4 players: 0 Aさん, 1 Bさん, 2 Cさん, 3 Dさん")
    assert mine[1:] == theirs[1:]
