"""scripts/serve.py's throttled link (--throttle): one round trip per response, one bandwidth shared by all."""

from __future__ import annotations

import importlib.util
import sys
import threading
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("agari_scripts_serve_throttle", ROOT / "scripts" / "serve.py")
assert _spec is not None and _spec.loader is not None
serve = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = serve
_spec.loader.exec_module(serve)

pytestmark = pytest.mark.skipif(sys.platform == "emscripten", reason="a local server: no sockets in Pyodide")


def fetch_timed(url: str, out: list[float]) -> None:
    """GET url (no compression asked), append the seconds it took."""
    t0 = time.monotonic()
    with urllib.request.urlopen(url) as response:
        assert len(response.read()) > 0
    out.append(time.monotonic() - t0)


def test_throttled_link_adds_a_round_trip_and_shares_its_bandwidth(tmp_path: Path) -> None:
    """At 8 Mbit/s and 60 ms: a 1 KB file takes one round trip; two 100 KB files fetched at once share the
    link, so together they take the time of 200 KB (0.2 s), not of 100 KB."""
    (tmp_path / "small.txt").write_bytes(b"x" * 1000)
    for name in ("a.bin", "b.bin"):
        (tmp_path / name).write_bytes(bytes(range(256)) * 400)  # 102,400 bytes
    server, url = serve.start_server(tmp_path, throttle=(8.0, 60.0))
    try:
        small: list[float] = []
        fetch_timed(url + "small.txt", small)
        assert 0.06 <= small[0] < 0.5
        both: list[float] = []
        threads = [threading.Thread(target=fetch_timed, args=(url + name, both)) for name in ("a.bin", "b.bin")]
        t0 = time.monotonic()
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        wall = time.monotonic() - t0
        # alone, one file would take 0.06 + 0.1 s; sharing the link, the second one ends near 0.06 + 0.2 s
        assert max(both) >= 0.26 and 0.26 <= wall < 1.5, (both, wall)
        assert server.link is not None and server.link.sent == 1000 + 2 * 102_400
    finally:
        server.shutdown()
        server.server_close()


def test_throttle_option_reads_bandwidth_and_round_trip() -> None:
    """--throttle MBIT,RTT_MS, and a clear error for anything else."""
    assert serve.parse_throttle("10,100") == (10.0, 100.0)
    assert serve.PHONE == (10.0, 100.0)
    for bad in ("10", "fast,100", "0,100", "10,-1"):
        with pytest.raises(Exception, match="throttle"):
            serve.parse_throttle(bad)
