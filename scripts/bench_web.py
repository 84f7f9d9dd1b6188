#!/usr/bin/env python3
"""Benchmark the web page in headless Chromium: the time from navigation to the first score of a share link
on screen, as a new visitor meets it (not a test).

    python3 scripts/bench_web.py [--runs 5] [--clicks 200] [--site DIR | --no-build] [--baseline DIR]
                                 [--snapshot-paths] [--rust-demo DIR] [--rows cold,throttled,...] [--json FILE]

Rows (medians over --runs, with their range; each run in a fresh browser context: empty cache, no service worker):
  cold, loopback        scripts/serve.py on 127.0.0.1, nothing slowed
  cold, throttled       scripts/serve.py --throttle: 10 Mbit/s shared by every response, 100 ms round trip per
                        response (the page's, the worker's and the service worker's requests alike)
  second visit          a reload once the service worker controls the page (runtime, snapshot and engine
                        bytecode from its cache)
  offline               the same with the network off
  click                 click-to-rendered-result latency p50/p95 over --clicks palette and hand clicks
and, as information, how Python was started (the memory snapshot restored or not, worker.js's choice), the
main thread's long tasks during a cold load, and our own payload. Each server runs in a process of its own
(serve.py), so that it never waits on this one. --baseline DIR measures another build (e.g. an older commit's
site/) in the same sitting, its runs alternating with ours, and prints it beside. --snapshot-paths adds the two
cold rows with the worker's choice forced (?agari-snapshot=always / never): what the snapshot costs or saves
on each link, the figures behind worker.js's rule. --rust-demo DIR measures a built static demo (the Rust agari
Svelte/WASM one: its built site/ folder) the same way, its runs alternating with ours: a share
link of the same hand (?h=...&w=2z&t) to its first score on screen (.score-summary), cold on both links and on a
second visit (a reload: it has no service worker, the HTTP cache answers); it is served by serve.py like ours, from
a copy with gzip twins of its text files (a static host compresses them; ours ship their twins). --rows picks
rows (cold, throttled, warm, offline, clicks; default all). The load average (1 min) is printed with every row:
this 2-core VM is shared, and its speed moves.
"""

from __future__ import annotations

import argparse
import gzip
import importlib
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import urllib.parse
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = os.environ.get("AGARI_CHROMIUM", "/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-quic", "--no-first-run", "--disable-sync"]
HAND = "123m456p789s11122z"  # complete: the page scores it on load
CLICK_HAND = "123m456p789s1122z"  # 13 tiles, tenpai: every click re-analyses (and scores the waits)
CLICK_TILES = ["3m", "5p", "7s", "1z", "9m", "2p", "4s", "6m", "8p", "3s"]
# issue 22: medians on a 2-core machine, headless Chromium; a click's p95 "as today or better" (27.1 ms on
# 2026-11-26 against the old 30 ms target: with --baseline, the baseline's p95 of the same sitting)
TARGETS = {"cold": 1.0, "throttled": 4.0, "warm": 0.6, "offline": 0.6, "click_p95_ms": 30.0}
ROWS = ("cold", "throttled", "warm", "offline", "clicks")
DEMO = "rust-demo"
DEMO_QUERY = "?h=123m456p789s11122z&w=2z&t"  # the Rust demo's share link of HAND (winning tile 2z, tsumo)
THROTTLE = "10,100"

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

DEMO_PROBE = """
window.__agari = { firstScore: null, longtasks: [] };
try {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__agari.longtasks.push([e.startTime, e.duration, e.name]);
  }).observe({ type: "longtask", buffered: true });
} catch (e) {}
new MutationObserver((records, observer) => {
  const el = document.querySelector(".score-summary");
  if (window.__agari.firstScore === null && el && /\\d/.test(el.textContent)) {
    window.__agari.firstScore = performance.now();
    observer.disconnect();
  }
}).observe(document, { childList: true, subtree: true, characterData: true });
"""

FIRST_SCORE = """
(limit) => new Promise((resolve) => {
  const t0 = Date.now();
  const check = () => {
    const value = window.__agari && window.__agari.firstScore;
    if (value !== null && value !== undefined) resolve(value);
    else if (Date.now() - t0 > limit) resolve(null);
    else setTimeout(check, 10);
  };
  check();
})
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


def load() -> float:
    """The 1-minute load average."""
    return os.getloadavg()[0]


@contextmanager
def serving(site: Path, throttle: str | None = None) -> Iterator[str]:
    """scripts/serve.py in a process of its own on a free port; yields the site's URL."""
    command = [sys.executable, str(ROOT / "scripts" / "serve.py"), "--dir", str(site), "--port", "0"]
    if throttle:
        command += ["--throttle", throttle]
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        url = next((w.rstrip(",") for w in line.split() if w.startswith("http://")), None)
        if url is None:
            raise RuntimeError(f"serve.py did not start: {line!r}")
        yield url
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def first_score(page: Page, timeout: float = 60.0) -> float:
    """Seconds from navigation start to the first score on screen."""
    value = page.evaluate(FIRST_SCORE, timeout * 1000)
    if value is None:
        raise TimeoutError("no score rendered")
    return float(value) / 1000


def long_tasks(page: Page) -> list[tuple[float, float]]:
    """Main-thread long tasks (start ms, duration ms) seen up to now."""
    return [(float(s), float(d)) for s, d, _ in page.evaluate("() => window.__agari.longtasks")]


def fresh_context(browser: Browser, demo: bool = False) -> BrowserContext:
    """A context with an empty cache and the probe script (the Rust demo's: its score is .score-summary)."""
    context = browser.new_context()
    context.add_init_script(DEMO_PROBE if demo else PROBE)
    return context


def how_started(page: Page) -> bool | None:
    """Whether the worker restored the memory snapshot (None: an older build that does not say)."""
    value = page.evaluate("() => window.__agariEngine && window.__agariEngine.start ? "
                          "window.__agariEngine.start.snapshot : null")
    return None if value is None else bool(value)


def why_started(page: Page) -> str:
    """The worker's reason for its start (worker.js: engine.start.reason), '' where the build does not say."""
    return str(page.evaluate("() => window.__agariEngine && window.__agariEngine.start ? "
                             "String(window.__agariEngine.start.reason || '') : ''"))


def cold_run(browser: Browser, url: str, query: str = "", demo: bool = False) -> dict[str, Any]:
    """One cold load: seconds to first score, the long tasks, whether the snapshot was restored (`demo`: the Rust
    demo's share link)."""
    context = fresh_context(browser, demo)
    page = context.new_page()
    before = load()
    requested: list[str] = []
    page.on("request", lambda r: requested.append(urllib.parse.urlsplit(r.url).path))
    try:
        page.goto(url + DEMO_QUERY if demo else url + query + "#h=" + HAND, timeout=60_000)
        seconds = first_score(page)
        fetched = sorted(set(requested))  # what the page asked for up to its first score
    except Exception as err:  # a load that never scores is reported as such, not as a crash of the bench
        print(f"  (a cold load failed: {str(err).splitlines()[0][:120]})", flush=True)
        context.close()
        return {"s": None, "tasks": [], "snapshot": None, "load": before, "fetched": []}
    out = {"s": seconds, "tasks": long_tasks(page), "snapshot": None if demo else how_started(page),
           "reason": "" if demo else why_started(page), "load": before, "fetched": fetched}
    context.close()
    return out


def wait_sw(page: Page) -> None:
    """Wait until the service worker controls the page (everything precached)."""
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    for _ in range(1200):
        if page.evaluate("() => navigator.serviceWorker.controller !== null"):
            return
        page.wait_for_timeout(50)
    raise TimeoutError("service worker never took control")


def warm_page(browser: Browser, url: str, demo: bool = False) -> tuple[BrowserContext, Page]:
    """A page after its first visit, the service worker in control (`demo`: the Rust demo, which has no service
    worker: its reloads are answered by the HTTP cache)."""
    context = fresh_context(browser, demo)
    page = context.new_page()
    page.goto(url + DEMO_QUERY if demo else url + "#h=" + HAND)
    first_score(page)
    if not demo:
        wait_sw(page)
    page.wait_for_timeout(1000)  # the first visit's own work done (the service worker's precaching)
    return context, page


def reload_run(page: Page, demo: bool = False) -> dict[str, Any]:
    """One second visit: a reload of a warm page, to its first score."""
    before = load()
    page.reload()
    return {"s": first_score(page), "snapshot": None if demo else how_started(page), "load": before}


def repeat_runs(browser: Browser, urls: dict[str, str], runs: int, offline: bool) -> dict[str, list[dict[str, Any]]]:
    """Loads after a first visit (second visits) of each site, their reloads alternating, optionally with the
    network off (not the Rust demo's: it has no service worker)."""
    pages = {name: warm_page(browser, url, demo=name == DEMO) for name, url in urls.items()
             if not (offline and name == DEMO)}
    if offline:
        for context, _ in pages.values():
            context.set_offline(True)
    out: dict[str, list[dict[str, Any]]] = {name: [] for name in pages}
    for _ in range(runs):
        for name, (_, page) in pages.items():
            out[name].append(reload_run(page, demo=name == DEMO))
    for context, _ in pages.values():
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


def demo_copy(demo: Path, dest: Path) -> Path:
    """A copy of the Rust demo's built site with a gzip twin (level 9) of each text file, so that serve.py sends it
    compressed as it sends ours (the demo's build writes no twins; any static host compresses them)."""
    out = dest / "rust-demo"
    shutil.copytree(demo, out)
    for path in sorted(out.rglob("*")):
        path.chmod(0o644 if path.is_file() else 0o755)
        if path.is_file() and path.suffix in (".html", ".js", ".css", ".svg", ".wasm", ".json"):
            data = path.read_bytes()
            packed = gzip.compress(data, 9, mtime=0)
            if len(packed) < len(data) * 0.95:
                path.with_name(path.name + ".gz").write_bytes(packed)
    return out


def own_payload(site: Path, info: dict[str, Any], fetched: set[str]) -> tuple[int, list[tuple[str, int]]]:
    """Bytes on the wire (br/gzip as served) of our own files that a first visit loaded up to its first score
    (``fetched``: the paths a cold load asked for), without the Pyodide runtime and without the snapshot (counted
    apart: a first visit fetches it only on a fast link). Another game's package, the review's and the drills'
    zips and the Review and Practice views' modules are not fetched by a calculator visit, so not counted."""
    skip = {"_headers", "build-info.json", "glyphs-LICENSE.txt", info.get("snapshot")}
    asked = {path.lstrip("/") or "index.html" for path in fetched}  # the bench serves the site at the root
    total = 0
    rows = []
    for name in info["own_files"]:
        if name in skip or name not in asked:
            continue
        path = site / name
        size = min(p.stat().st_size for p in (path, path.with_name(path.name + ".br"),
                                                path.with_name(path.name + ".gz")) if p.is_file())
        total += size
        rows.append((name, size))
    return total, sorted(rows, key=lambda r: -r[1])


def pct(values: list[float], q: float) -> float:
    """Percentile by nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * len(ordered)) - 1))]


def summary(values: list[float]) -> str:
    """'median (min-max)'."""
    return f"{statistics.median(values):5.2f} s ({min(values):.2f}-{max(values):.2f})"


def measure(browser: Browser, sites: dict[str, Path], runs: int, clicks: int,
            forced: tuple[str, ...] = (), rows: tuple[str, ...] = ROWS) -> dict[str, dict[str, Any]]:
    """Every row for every site, the sites' runs alternating (and the cold rows of the first site with the
    snapshot choice forced: `forced` holds "always" and/or "never"). The site named DEMO is the Rust demo: its
    own share link and probe, no offline row (it has no service worker) and no clicks."""
    results: dict[str, dict[str, Any]] = {name: {} for name in sites}
    variants = [(name, name, "") for name in sites]
    first = next(iter(sites))
    for how in forced:
        results[f"snapshot={how}"] = {}
        variants.append((f"snapshot={how}", first, f"?agari-snapshot={how}"))
    for kind, throttle in (("cold", None), ("throttled", THROTTLE)):
        if kind not in rows:
            continue
        with ExitStack() as stack:
            urls = {name: stack.enter_context(serving(site, throttle)) for name, site in sites.items()}
            for _ in range(runs):
                for label, name, query in variants:
                    results[label].setdefault(kind, []).append(
                        cold_run(browser, urls[name], query, demo=name == DEMO))
    with ExitStack() as stack:
        urls = {name: stack.enter_context(serving(site)) for name, site in sites.items()}
        for kind, offline in (("warm", False), ("offline", True)):
            if kind in rows:
                for name, values in repeat_runs(browser, urls, runs, offline).items():
                    results[name][kind] = values
        if "clicks" in rows and clicks:
            for name, url in urls.items():
                if name != DEMO:
                    results[name]["clicks_ms"], results[name]["clicks_python_ms"] = click_latencies(
                        browser, url, clicks)
    return results


def report(name: str, site: Path, res: dict[str, Any], click_target: float) -> None:
    """Print one site's rows with the targets beside."""
    labels = {"cold": "cold, loopback", "throttled": "cold, 10 Mbit/s + 100 ms a response",
              "warm": "second visit (HTTP cache)" if name == DEMO else "second visit (service worker)",
              "offline": "offline (service worker)"}
    print(f"\n{name}: {site}")
    for kind, label in labels.items():
        if kind not in res:
            continue
        rows = [r for r in res[kind] if r["s"] is not None]
        failed = len(res[kind]) - len(rows)
        if not rows:
            print(f"  {label:<38} every load failed")
            continue
        values = [r["s"] for r in rows]
        loads = [r["load"] for r in rows]
        snap = [r["snapshot"] for r in rows if r["snapshot"] is not None]
        how = f"; snapshot restored in {sum(snap)} of {len(snap)}" if snap else ""
        if 0 < sum(snap) < len(snap):  # the worker chose both ways: why the fewer went as they did
            few = sum(snap) < len(snap) / 2
            odd = sorted({str(r.get("reason") or "?") for r in rows if r["snapshot"] is few})
            how += f" ({'restored' if few else 'booted'}: {'; '.join(odd)})"
        how += f"; {failed} FAILED" if failed else ""
        ok = "ok" if statistics.median(values) <= TARGETS[kind] else "MISSED"
        goal = "" if name == DEMO else f"target <= {TARGETS[kind]} s: {ok:<6} "
        print(f"  {label:<38} {summary(values)}  {goal}(load {min(loads):.1f}-{max(loads):.1f}{how})")
    if "clicks_ms" not in res or "cold" not in res:
        return
    tasks = [t for r in res["cold"] for t in r["tasks"]]
    print(f"  {'main-thread long tasks, cold':<38} median {statistics.median(len(r['tasks']) for r in res['cold']):g} "
          f"a load, longest {max((d for _, d in tasks), default=0.0):.0f} ms (Python runs in the worker)")
    clicks, py = res["clicks_ms"], res["clicks_python_ms"]
    p95 = pct(clicks, 95)
    ok = "ok" if p95 <= click_target else "MISSED"
    print(f"  {'click to rendered result':<38} p50 {pct(clicks, 50):.1f} ms, p95 {p95:.1f} ms over {len(clicks)} "
          f"clicks  target p95 <= {click_target:.1f} ms: {ok}")
    print(f"  {'  of which Python (worker)':<38} p50 {pct(py, 50):.1f} ms, p95 {pct(py, 95):.1f} ms")
    info = json.loads((site / "build-info.json").read_text())
    fetched = {path for r in res["cold"] for path in r.get("fetched", [])}
    total, rows = own_payload(site, info, fetched)
    print(f"  {'own payload of a first visit (wire)':<38} {total / 1024:.1f} KB (information: not a target); "
          + ", ".join(f"{n.rsplit('/', 1)[-1]} {s / 1024:.1f} KB" for n, s in rows[:3]))
    if info.get("snapshot"):
        size = (site / info["snapshot"]).stat().st_size
        print(f"  {'memory snapshot (fast links only)':<38} {size / 1e6:.2f} MB")


def main(argv: list[str] | None = None) -> int:
    """Command line entry."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--clicks", type=int, default=200)
    parser.add_argument("--no-build", action="store_true", help="use the existing site/")
    parser.add_argument("--site", help="measure this built site folder (implies --no-build)")
    parser.add_argument("--baseline", help="also measure this built site folder, alternating with ours")
    parser.add_argument("--snapshot-paths", action="store_true",
                        help="also the cold rows with the snapshot forced on and off (?agari-snapshot=always|never)")
    parser.add_argument("--rust-demo", help="a built static Rust agari demo folder, measured alternating with ours "
                                                "(its share link of the same hand to its first score)")
    parser.add_argument("--rows", default=",".join(ROWS),
                        help=f"the rows to measure, comma-separated (default: {','.join(ROWS)})")
    parser.add_argument("--json", help="also write the figures to this file")
    args = parser.parse_args(argv)
    rows = tuple(r.strip() for r in args.rows.split(",") if r.strip())
    if not rows or set(rows) - set(ROWS):
        parser.error(f"--rows: choose among {', '.join(ROWS)}")
    site = Path(args.site).resolve() if args.site else ROOT / "site"
    if not args.no_build and not args.site:
        load_script("build_site").build(site)
    sites = {"agari": site}
    if args.baseline:
        sites["baseline"] = Path(args.baseline).resolve()
    print(f"agari web benchmark: headless Chromium, {args.runs} runs a row, load average now {load():.2f}")
    with tempfile.TemporaryDirectory(prefix="agari-bench-") as tmp, sync_playwright() as p:
        if args.rust_demo:
            sites[DEMO] = demo_copy(Path(args.rust_demo).resolve(), Path(tmp))
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
        print(f"Chromium {browser.version}; {os.cpu_count()} cores")
        forced = ("always", "never") if args.snapshot_paths else ()
        results = measure(browser, sites, args.runs, args.clicks, forced, rows)
        browser.close()
    click_target = TARGETS["click_p95_ms"]
    if "baseline" in results and "clicks_ms" in results["baseline"]:
        click_target = pct(results["baseline"]["clicks_ms"], 95)
    for name, res in results.items():
        shown = Path(args.rust_demo) if name == DEMO and args.rust_demo else sites.get(name, site)
        report(name, shown, res, click_target)
    if not args.rust_demo:
        print("\nRust agari demo: not measured (--rust-demo DIR: the built demo's site/ folder)")
    if args.json:
        Path(args.json).write_text(json.dumps({"results": results, "targets": TARGETS}, indent=1))
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


EV_CHANGE = """async (hand) => {
  const body = document.body;
  const box = document.getElementById("notation");
  const seq0 = Number(body.dataset.renderSeq || 0);
  const t0 = performance.now();
  let results = null;
  const done = new Promise((resolve) => {
    const check = () => {
      if (results === null && Number(body.dataset.renderSeq || 0) > seq0 && body.dataset.busy !== "1") {
        results = performance.now() - t0;
      }
      if (results !== null && body.dataset.ev === "done") {
        observer.disconnect();
        resolve(performance.now() - t0);
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(body, { attributes: true, attributeFilter: ["data-ev", "data-busy", "data-render-seq"] });
  });
  box.value = hand;
  box.dispatchEvent(new Event("input", { bubbles: true }));
  const ev = await done;
  return [results, ev];
}"""
EV_FIRST = """async (hand) => {
  const body = document.body;
  const box = document.getElementById("notation");
  const t0 = performance.now();
  let first = null;
  const done = new Promise((resolve) => {
    const check = () => {
      const exact = body.dataset.ev === "done" || body.dataset.ev === "failed";
      if (first === null && (exact || (body.dataset.ev === "searching" && document.querySelector("td[data-first]")))) {
        first = performance.now() - t0;
      }
      if (first !== null && exact) {
        observer.disconnect();
        resolve([first, performance.now() - t0, body.dataset.ev]);
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(body, { attributes: true, subtree: true, attributeFilter: ["data-ev", "data-first"] });
  });
  box.value = hand;
  box.dispatchEvent(new Event("input", { bubbles: true }));
  return await done;
}"""
"""A hand typed into a warm page: the time to its first figures on screen (the quick search's, or the exact ones when
they come first) and to its exact figures."""
EV_RECORD = """window.__searches = 0; addEventListener("agari:search", () => { window.__searches += 1; });"""
EV_ONE_SHANTEN = ("1234m456p789s1122z", "1134m167p2345667s", "46m24456789p1688s", "23479m23447789p2s",
                  "266799m2299p7s336z", "234567m88p57s1126z", "13345m477p234499s", "2334m1235p578s555z",
                  "134588m88p35789s7z", "123677m45667p136s", "244678m1246p888s1z")
"""Hands one tile from ready after their best throws (14 tiles): the first expected values a player waits for."""
EV_THREE_SHANTEN = "2378m456p1589s127z"


def ev_main(argv: list[str]) -> int:
    """--ev: what a player waits for from the expected values (docs/web-performance.md): a shared link of a 1-shanten
    hand opened in a fresh page (navigation start to the first expected figures on screen); in a warm page, a typed
    1-shanten hand to its calculator results and to its expected figures; and during a 3-shanten search, a typed
    1-shanten hand to its results and its figures (the search cancelled: its worker terminated and a fresh one
    started). Medians of --runs with their range."""
    parser = argparse.ArgumentParser(description="the expected values' speed on the page (scripts/bench_web.py --ev)")
    parser.add_argument("--ev", action="store_true")
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--no-build", action="store_true", help="use the existing site/")
    parser.add_argument("--json", help="also write the figures to this file")
    parser.add_argument("--ev-hands", type=int, default=0, metavar="N",
                        help="instead: N seeded hands of each shanten 0-3 (bench.py --ev's), typed one by one into a "
                             "warm page: time to first figures and to exact ones, median (range) per shanten")
    args = parser.parse_args(argv)
    site = ROOT / "site"
    if not args.no_build:
        load_script("build_site").build(site)
    if args.ev_hands:
        return ev_hands_main(site, args.ev_hands, args.json)
    runs: dict[str, list[float]] = {name: [] for name in (
        "cold_first_ev", "cold_first_score", "soon_results", "soon_ev", "warm_results", "warm_ev", "cancel_results",
        "cancel_ev", "three_shanten_search")}
    with serving(site) as url, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
        for i in range(args.runs):
            context = fresh_context(browser)
            context.add_init_script(EV_RECORD)
            page = context.new_page()
            page.goto(f"{url}#h={EV_ONE_SHANTEN[0]}")
            page.wait_for_selector('body[data-ev="done"]', state="attached", timeout=120_000)
            runs["cold_first_ev"].append(page.evaluate("performance.now()") / 1000)
            first = ("(() => { const e = performance.getEntriesByName('agari:render')[0]; "
                     "return e.startTime + e.duration; })()")
            runs["cold_first_score"].append(page.evaluate(first) / 1000)
            # at once: another 1-shanten hand typed (the search worker may still be starting)
            results, ev = page.evaluate(EV_CHANGE, EV_ONE_SHANTEN[1 + i % (len(EV_ONE_SHANTEN) - 1)])
            runs["soon_results"].append(results / 1000)
            runs["soon_ev"].append(ev / 1000)
            # warm: the search worker up, another 1-shanten hand typed
            page.wait_for_timeout(3000)
            results, ev = page.evaluate(EV_CHANGE, EV_ONE_SHANTEN[1 + (i + 5) % (len(EV_ONE_SHANTEN) - 1)])
            runs["warm_results"].append(results / 1000)
            runs["warm_ev"].append(ev / 1000)
            # a 3-shanten search, then a 1-shanten hand typed while it runs
            page.evaluate(EV_CHANGE.replace('body.dataset.ev === "done"', 'window.__searches >= 2'), EV_THREE_SHANTEN)
            page.wait_for_timeout(600)
            results, ev = page.evaluate(EV_CHANGE, EV_ONE_SHANTEN[1 + (i + 3) % (len(EV_ONE_SHANTEN) - 1)])
            runs["cancel_results"].append(results / 1000)
            runs["cancel_ev"].append(ev / 1000)
            if i < 3:  # the whole 3-shanten search, uncancelled, in the fresh worker
                results, ev = page.evaluate(EV_CHANGE, EV_THREE_SHANTEN)
                runs["three_shanten_search"].append(ev / 1000)
            context.close()
        browser.close()

    def line(name: str, values: list[float]) -> None:
        print(f"  {name:<58} median {statistics.median(values):5.2f} s  (min {min(values):.2f}, max {max(values):.2f}, "
              f"n={len(values)})")

    print(f"agari expected values on the page: headless Chromium, localhost, {args.runs} fresh pages "
          f"(load {load():.1f})")
    line("link of a 1-shanten hand -> its first results (navigation start)", runs["cold_first_score"])
    line("link of a 1-shanten hand -> its expected figures (navigation start)", runs["cold_first_ev"])
    line("just opened: a 1-shanten hand typed -> its results", runs["soon_results"])
    line("just opened: a 1-shanten hand typed -> its expected figures", runs["soon_ev"])
    line("warm: a 1-shanten hand typed -> its results", runs["warm_results"])
    line("warm: a 1-shanten hand typed -> its expected figures", runs["warm_ev"])
    line("during a 3-shanten search: a 1-shanten hand typed -> its results", runs["cancel_results"])
    line("during a 3-shanten search: a 1-shanten hand typed -> its figures", runs["cancel_ev"])
    line("a 3-shanten hand typed -> its expected figures (whole search)", runs["three_shanten_search"])
    if args.json:
        Path(args.json).write_text(json.dumps(runs, indent=1))
    return 0


def ev_hands_main(site: Path, n: int, json_path: str | None) -> int:
    """--ev --ev-hands N: the seeded hands of bench.py --ev (N of each shanten 0-3), each typed into one warm page
    (the search worker up): the time to its first figures and to its exact ones, medians with their range."""
    bench = load_script("bench")
    figures: dict[str, dict[str, list[float]]] = {}
    with serving(site) as url, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
        context = fresh_context(browser)
        context.add_init_script(EV_RECORD)
        page = context.new_page()
        page.goto(f"{url}#h={EV_ONE_SHANTEN[0]}")
        page.wait_for_selector('body[data-ev="done"]', state="attached", timeout=120_000)
        page.wait_for_timeout(3000)  # the search worker up
        for shanten in range(4):
            got = figures.setdefault(str(shanten), {"first": [], "exact": []})
            for case in bench.ev_hands(shanten, n):
                first, exact, state = page.evaluate(EV_FIRST, case["hand"])
                if state != "done":
                    print(f"  {case['hand']}: the search ended {state}", file=sys.stderr)
                    continue
                got["first"].append(first / 1000)
                got["exact"].append(exact / 1000)
                page.wait_for_timeout(300)
        context.close()
        browser.close()
    print(f"agari expected values on the page: {n} seeded hands of each shanten typed into a warm page, headless "
          f"Chromium, localhost (load {load():.1f})")
    for shanten, got in figures.items():
        for what in ("first", "exact"):
            v = got[what]
            if v:
                print(f"  {shanten}-shanten, {what:5} figures: median {statistics.median(v):6.2f} s "
                      f"(min {min(v):.2f}, max {max(v):.2f}, n={len(v)})")
    if json_path:
        Path(json_path).write_text(json.dumps(figures, indent=1))
    return 0


if __name__ == "__main__":
    if "--review" in sys.argv[1:]:
        sys.exit(review_main(sys.argv[1:]))
    sys.exit(ev_main(sys.argv[1:]) if "--ev" in sys.argv[1:] else main())
