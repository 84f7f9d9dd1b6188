#!/usr/bin/env python3
"""Benchmark the web page in headless Chromium on localhost (not a test).

    python3 scripts/bench_web.py [--runs 5] [--clicks 200] [--no-build]

Measures (medians over --runs): cold load (empty cache) to the first score on screen, warm load
(second visit), offline load (after one visit, network off), a cold load throttled to 20 Mbit/s with
40 ms latency (CDP Network.emulateNetworkConditions; brotli/gzip on, as served), main-thread long tasks during
load (PerformanceObserver "longtask"), click-to-rendered-result latency p50/p95 over --clicks palette
and hand clicks, and our own payload (everything but the Pyodide runtime; one language table) gzip-compressed.
"""

from __future__ import annotations

import argparse
import gzip
import importlib
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-quic", "--no-first-run", "--disable-sync"]
HAND = "123m456p789s11122z"  # complete: the page scores it on load
CLICK_HAND = "123m456p789s1122z"  # 13 tiles, tenpai: every click re-analyses (and scores the waits)
CLICK_TILES = ["3m", "5p", "7s", "1z", "9m", "2p", "4s", "6m", "8p", "3s"]
TARGETS = {"cold": 1.5, "warm": 1.2, "offline": 1.2, "throttled": 5.5, "click_p95_ms": 30, "payload_kb": 150}

PROBE = """
window.__agari = { firstScore: null, longtasks: [] };
try {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__agari.longtasks.push([e.startTime, e.duration, e.name]);
  }).observe({ type: "longtask", buffered: true });
} catch (e) {}
document.addEventListener("agari:rendered", () => {
  if (window.__agari.firstScore === null && document.querySelector('[data-testid="total"]')) {
    window.__agari.firstScore = performance.now();
  }
});
"""

CLICK = """
async ([selector]) => {
  const el = document.querySelector(selector);
  if (!el) return [-1, 0];
  const before = Number(document.body.dataset.renderSeq || 0);
  const done = new Promise((resolve) => {
    const on = () => {
      if (Number(document.body.dataset.renderSeq || 0) > before) {
        document.removeEventListener("agari:rendered", on);
        resolve(performance.now());
      }
    };
    document.addEventListener("agari:rendered", on);
  });
  const engine = window.__agariEngine;
  const py0 = engine ? engine.pythonMs : 0;
  const t0 = performance.now();
  el.click();
  const ms = (await done) - t0;
  return [ms, engine ? engine.pythonMs - py0 : 0];
}
"""


def load_script(name: str) -> Any:
    """The sibling script scripts/<name>.py as a module."""
    if str(ROOT / "scripts") not in sys.path:
        sys.path.insert(0, str(ROOT / "scripts"))
    return importlib.import_module(name)


def first_score(page: Page, timeout: float = 60.0) -> float:
    """Seconds from navigation start to the first score on screen."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = page.evaluate("() => window.__agari && window.__agari.firstScore")
        if value is not None:
            return float(value) / 1000
        page.wait_for_timeout(20)
    raise TimeoutError("no score rendered")


def long_tasks(page: Page) -> list[tuple[float, float]]:
    """Main-thread long tasks (start ms, duration ms) seen up to now."""
    return [(float(s), float(d)) for s, d, _ in page.evaluate("() => window.__agari.longtasks")]


def fresh_context(browser: Browser) -> BrowserContext:
    """A context with an empty cache and the probe script."""
    context = browser.new_context()
    context.add_init_script(PROBE)
    return context


def cold_run(browser: Browser, url: str, throttle: bool = False) -> tuple[float, list[tuple[float, float]]]:
    """One cold load; returns seconds to first score and the long tasks."""
    context = fresh_context(browser)
    page = context.new_page()
    if throttle:
        cdp = context.new_cdp_session(page)
        cdp.send("Network.enable")
        cdp.send("Network.emulateNetworkConditions", {
            "offline": False, "latency": 40,
            "downloadThroughput": 20e6 / 8, "uploadThroughput": 20e6 / 8,
        })
    page.goto(url + "#h=" + HAND)
    seconds = first_score(page)
    tasks = long_tasks(page)
    context.close()
    return seconds, tasks


def wait_sw(page: Page) -> None:
    """Wait until the service worker controls the page (everything precached)."""
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    for _ in range(600):
        if page.evaluate("() => navigator.serviceWorker.controller !== null"):
            return
        page.wait_for_timeout(50)
    raise TimeoutError("service worker never took control")


def repeat_runs(browser: Browser, url: str, runs: int, offline: bool) -> list[float]:
    """Loads after a first visit (warm), optionally with the network off."""
    context = fresh_context(browser)
    page = context.new_page()
    page.goto(url + "#h=" + HAND)
    first_score(page)
    wait_sw(page)
    if offline:
        context.set_offline(True)
    out = []
    for _ in range(runs):
        page.reload()
        out.append(first_score(page))
    context.close()
    return out


def sort_key(tile: str) -> tuple[int, int]:
    """Order of tiles in the displayed (sorted) hand."""
    return "mpsz".index(tile[1]), int(tile[0])


def expand(hand: str) -> list[str]:
    """'123m11z' -> ['1m', '2m', '3m', '1z', '1z']."""
    tiles, digits = [], ""
    for ch in hand:
        if ch.isdigit():
            digits += ch
        else:
            tiles += [d + ch for d in digits]
            digits = ""
    return tiles


def click_latencies(browser: Browser, url: str, clicks: int) -> tuple[list[float], list[float]]:
    """Click a palette tile (14 tiles), then that tile in the hand (13 again): ms to the rendered result,
    and ms of it spent in Python (in the worker)."""
    context = fresh_context(browser)
    page = context.new_page()
    page.goto(url + "#h=" + CLICK_HAND)
    page.wait_for_selector('body[data-engine="ready"]', state="attached", timeout=60_000)
    page.wait_for_selector("[data-testid='shanten']", timeout=60_000)
    page.wait_for_timeout(300)
    hand = expand(CLICK_HAND)
    out: list[float] = []
    python: list[float] = []
    i = 0
    while len(out) < clicks:
        tile = CLICK_TILES[i % len(CLICK_TILES)]
        i += 1
        shown = sorted(hand + [tile], key=sort_key)
        for selector in (f'[data-testid="palette"] [data-tile="{tile}"]', f'[data-hand-index="{shown.index(tile)}"]'):
            ms, py = page.evaluate(CLICK, [selector])
            if ms < 0:
                raise RuntimeError(f"{selector} not found")
            out.append(ms)
            python.append(py)
    context.close()
    return out[:clicks], python[:clicks]


def own_payload(site: Path, info: dict[str, Any]) -> tuple[int, int, list[tuple[str, int]]]:
    """Raw and gzip-compressed bytes of our own files that a first visit loads (everything but the Pyodide
    runtime): of the language tables (lang/*.js, the page fetches only the chosen one), the largest; no
    package of a game other than the default one (fetched when that game is chosen)."""
    tables = [n for n in info["own_files"] if n.startswith("lang/") and n.endswith(".js")]
    largest = max(tables, key=lambda n: len(gzip.compress((site / n).read_bytes(), 9)), default=None)
    games = set(info.get("games", {}).values())  # other games' packages: fetched when the game is chosen
    raw = packed = 0
    rows = []
    for name in info["own_files"]:
        if name in ("_headers", "build-info.json", "glyphs-LICENSE.txt") or (name in tables and name != largest) \
                or name in games:
            continue
        data = (site / name).read_bytes()
        size = len(gzip.compress(data, 9)) if not name.endswith(".whl") else len(data)
        size = min(size, len(data))
        raw += len(data)
        packed += size
        rows.append((name, size))
    return raw, packed, sorted(rows, key=lambda r: -r[1])


def pct(values: list[float], q: float) -> float:
    """Percentile by nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * len(ordered)) - 1))]


def main(argv: list[str] | None = None) -> int:
    """Command line entry."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--clicks", type=int, default=200)
    parser.add_argument("--no-build", action="store_true", help="use the existing site/")
    parser.add_argument("--json", help="also write the figures to this file")
    args = parser.parse_args(argv)
    site = ROOT / "site"
    if not args.no_build:
        load_script("build_site").build(site)
    info = json.loads((site / "build-info.json").read_text())
    server, url = load_script("serve").start_server(site)
    results: dict[str, Any] = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
        cold_runs = [cold_run(browser, url) for _ in range(args.runs)]
        results["cold"] = [s for s, _ in cold_runs]
        tasks = [t for _, ts in cold_runs for t in ts]
        results["long_tasks_per_load"] = statistics.median(len(ts) for _, ts in cold_runs)
        results["long_task_max_ms"] = max((d for _, d in tasks), default=0.0)
        results["warm"] = repeat_runs(browser, url, args.runs, offline=False)
        results["offline"] = repeat_runs(browser, url, args.runs, offline=True)
        results["throttled"] = [cold_run(browser, url, throttle=True)[0] for _ in range(args.runs)]
        results["clicks_ms"], results["clicks_python_ms"] = click_latencies(browser, url, args.clicks)
        browser.close()
    server.shutdown()
    raw, packed, rows = own_payload(site, info)

    def line(name: str, values: list[float], target: float) -> None:
        med = statistics.median(values)
        ok = "ok" if med <= target else "MISSED"
        print(f"  {name:<34} median {med:6.2f} s  (min {min(values):.2f}, max {max(values):.2f}; "
              f"target <= {target} s: {ok})")

    print(f"agari web benchmark: headless Chromium, localhost, {args.runs} runs each")
    line("cold load to first score", results["cold"], TARGETS["cold"])
    line("warm load (second visit)", results["warm"], TARGETS["warm"])
    line("offline load (service worker)", results["offline"], TARGETS["offline"])
    line("cold, 20 Mbit/s + 40 ms, br/gzip", results["throttled"], TARGETS["throttled"])
    print(f"  {'main-thread long tasks in a load':<34} median {results['long_tasks_per_load']:g} per load, "
          f"longest {results['long_task_max_ms']:.0f} ms (Python runs in the worker)")
    clicks = results["clicks_ms"]
    p50, p95 = pct(clicks, 50), pct(clicks, 95)
    ok = "ok" if p95 <= TARGETS["click_p95_ms"] else "MISSED"
    print(f"  {'click to rendered result':<34} p50 {p50:.1f} ms, p95 {p95:.1f} ms, max {max(clicks):.1f} ms "
          f"over {len(clicks)} clicks (target p95 <= {TARGETS['click_p95_ms']} ms: {ok})")
    py = results["clicks_python_ms"]
    print(f"  {'  of which Python (worker)':<34} p50 {pct(py, 50):.1f} ms, p95 {pct(py, 95):.1f} ms")
    ok = "ok" if packed <= TARGETS["payload_kb"] * 1024 else "MISSED"
    print(f"  {'own payload (not Pyodide), gzip':<34} {packed / 1024:.1f} KB ({raw / 1024:.1f} KB raw; "
          f"target <= {TARGETS['payload_kb']} KB: {ok})")
    for name, size in rows[:6]:
        print(f"      {name:<40} {size / 1024:6.1f} KB")
    if args.json:
        results.update({"click_p50_ms": p50, "click_p95_ms": p95, "payload_gzip_bytes": packed})
        Path(args.json).write_text(json.dumps(results, indent=1))
    return 0


# ---- --review: the Review view (web/ui/review/) -------------------------------------------------------------

REVIEW_LOGS = ("tests/logs/tenhou/2010081709gm-00a9-0000-fe3371ad.json",  # 15 rounds, 750 decisions
               "tests/logs/tenhou/2016081523gm-00a9-0000-122c42dc.json")  # 15 rounds, 727 decisions
REVIEW_TARGET_S = 1.5
REVIEW_DROP = """([name, text]) => {
  const dt = new DataTransfer();
  dt.items.add(new File([text], name, { type: "application/json" }));
  document.querySelector('[data-testid="review-drop"]').dispatchEvent(
    new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer: dt }));
}"""
REVIEW_MARKS = """() => {
  const at = (name) => performance.getEntriesByName(name, "mark").map((m) => m.startTime).pop();
  const start = at("agari:review-start");
  return [at("agari:review-first-shown") - start, at("agari:review-done-shown") - start];
}"""


def review_once(page: Page, log: Path) -> tuple[float, float, float]:
    """One game given to the Review view (a drop); seconds from the file given to the first round on screen and
    to the whole review (every round and the summary) on screen, and the seconds Python spent on it in the
    worker (engine.pythonMs)."""
    python_ms = float(page.evaluate("window.__agariEngine.pythonMs"))
    page.evaluate(REVIEW_DROP, [log.name, log.read_text(encoding="utf-8")])
    page.wait_for_selector('body[data-review="done"]', state="attached", timeout=120_000)
    first, whole = page.evaluate(REVIEW_MARKS)
    python_ms = float(page.evaluate("window.__agariEngine.pythonMs")) - python_ms
    return first / 1000, whole / 1000, python_ms / 1000


def review_main(argv: list[str]) -> int:
    """--review: in a fresh page (empty cache) with the engine ready, a whole four-player south game given to the
    Review view: the time to its first round shown and to the whole review shown (medians of --runs, with their
    range); then a second game in the same page (the review's Python modules already imported)."""
    parser = argparse.ArgumentParser(description="the Review view's speed (scripts/bench_web.py --review)")
    parser.add_argument("--review", action="store_true")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--no-build", action="store_true", help="use the existing site/")
    parser.add_argument("--json", help="also write the figures to this file")
    parser.add_argument("--settled", action="store_true",
                        help="give the first game only once the page has settled: the service worker installed "
                             "(its precaching done) and the engine idle")
    args = parser.parse_args(argv)
    site = ROOT / "site"
    if not args.no_build:
        load_script("build_site").build(site)
    server, url = load_script("serve").start_server(site)
    logs = [ROOT / name for name in REVIEW_LOGS]
    runs: dict[str, list[float]] = {name: [] for name in (
        "first_round", "whole", "python", "second_first_round", "second_whole", "second_python")}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
        for _ in range(args.runs):
            context = browser.new_context()
            page = context.new_page()
            page.goto(url + "#v=review")
            page.wait_for_selector('body[data-engine="ready"]', state="attached", timeout=60_000)
            page.wait_for_selector('[data-testid="review-drop"]')
            page.wait_for_timeout(300)  # the engine idle: the page's own first requests answered
            if args.settled:
                wait_sw(page)
                page.wait_for_timeout(1000)
            for log, prefix in ((logs[0], ""), (logs[1], "second_")):
                first, whole, python = review_once(page, log)
                runs[prefix + "first_round"].append(first)
                runs[prefix + "whole"].append(whole)
                runs[prefix + "python"].append(python)
            context.close()
        browser.close()
    server.shutdown()

    def line(name: str, values: list[float], target: float | None = None) -> None:
        med = statistics.median(values)
        goal = f"; target <= {target} s: {'ok' if med <= target else 'MISSED'}" if target else ""
        print(f"  {name:<52} median {med:5.2f} s  (min {min(values):.2f}, max {max(values):.2f}{goal})")

    settled = " and settled (service worker installed)" if args.settled else ""
    print(f"agari Review view: headless Chromium, localhost, {args.runs} fresh pages, engine ready{settled}; a whole "
          f"four-player south game (15 rounds, all four seats)")
    line("file given -> first round shown (first game)", runs["first_round"])
    line("file given -> whole review shown (first game)", runs["whole"], REVIEW_TARGET_S)
    line("  of which Python in the worker", runs["python"])
    line("file given -> first round shown (second game)", runs["second_first_round"])
    line("file given -> whole review shown (second game)", runs["second_whole"], REVIEW_TARGET_S)
    line("  of which Python in the worker", runs["second_python"])
    if args.json:
        Path(args.json).write_text(json.dumps(runs, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(review_main(sys.argv[1:]) if "--review" in sys.argv[1:] else main())
