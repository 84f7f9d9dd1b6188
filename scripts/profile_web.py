#!/usr/bin/env python3
"""Where a cold load's time goes (a diagnostic, not a test; scripts/bench_web.py gives the figures).

    python3 scripts/profile_web.py [--runs 7] [--no-build] [--throttle]

Cold loads (fresh context, empty cache) of the page in headless Chromium on localhost, as bench_web.py
does, and for each: the page's navigation and module timings, the worker's resource timings (pyodide.mjs,
pyodide.asm.mjs, the wasm, the stdlib, our wheel), the worker's own marks (engine.timings), the page's
agari:* marks and measures, and the first score on screen. Prints the median of each milestone, in
milliseconds since navigation start, in time order.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import bench_web  # noqa: E402

COLLECT_PAGE = """
() => {
  const out = {};
  const nav = performance.getEntriesByType("navigation")[0];
  out["page: html responseEnd"] = nav.responseEnd;
  out["page: domInteractive"] = nav.domInteractive;
  out["page: DOMContentLoaded end"] = nav.domContentLoadedEventEnd;
  for (const r of performance.getEntriesByType("resource")) {
    const name = r.name.split("/").pop().split("?")[0];
    out[`page res ${name} start`] = r.startTime;
    out[`page res ${name} end`] = r.responseEnd;
  }
  for (const m of performance.getEntriesByType("mark")) out[`page mark ${m.name}`] = m.startTime;
  for (const m of performance.getEntriesByType("measure")) {
    if (out[`page measure ${m.name} start`] !== undefined) continue;  // the first one
    out[`page measure ${m.name} start`] = m.startTime;
    out[`page measure ${m.name} end`] = m.startTime + m.duration;
  }
  const e = window.__agariEngine;
  if (e && e.timings) for (const [k, v] of Object.entries(e.timings)) out[`worker mark ${k}`] = v;
  out["FIRST SCORE"] = window.__agari.firstScore;
  out.__origin = performance.timeOrigin;
  return out;
}
"""

COLLECT_WORKER = """
() => {
  const out = {};
  for (const r of performance.getEntriesByType("resource")) {
    const name = r.name.split("/").pop().split("?")[0];
    out[`worker res ${name} start`] = r.startTime;
    out[`worker res ${name} end`] = r.responseEnd;
  }
  for (const m of performance.getEntriesByType("mark")) out[`worker pmark ${m.name}`] = m.startTime;
  for (const m of performance.getEntriesByType("measure")) {
    out[`worker measure ${m.name} start`] = m.startTime;
    out[`worker measure ${m.name} end`] = m.startTime + m.duration;
  }
  out.__origin = performance.timeOrigin;
  return out;
}
"""


def one_run(browser: Any, url: str, throttle: bool) -> dict[str, float]:
    """One cold load; every milestone in ms since the page's navigation start."""
    context = bench_web.fresh_context(browser)
    page = context.new_page()
    if throttle:
        cdp = context.new_cdp_session(page)
        cdp.send("Network.enable")
        cdp.send("Network.emulateNetworkConditions", {
            "offline": False, "latency": 40, "downloadThroughput": 20e6 / 8, "uploadThroughput": 20e6 / 8})
    page.goto(url + "#h=" + bench_web.HAND)
    bench_web.first_score(page)
    page.wait_for_timeout(100)
    out = page.evaluate(COLLECT_PAGE)
    origin = out.pop("__origin")
    for worker in page.workers:
        w = worker.evaluate(COLLECT_WORKER)
        shift = w.pop("__origin") - origin
        out.update({k: v + shift for k, v in w.items()})
        out["worker: timeOrigin"] = shift
    context.close()
    return {k: float(v) for k, v in out.items() if v is not None}


def main(argv: list[str] | None = None) -> int:
    """Command line entry."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--no-build", action="store_true", help="use the existing site/")
    parser.add_argument("--throttle", action="store_true", help="20 Mbit/s + 40 ms, as bench_web.py's row")
    parser.add_argument("--json", help="also write every run's milestones to this file")
    args = parser.parse_args(argv)
    site = ROOT / "site"
    if not args.no_build:
        bench_web.load_script("build_site").build(site)
    server, url = bench_web.load_script("serve").start_server(site)
    from playwright.sync_api import sync_playwright

    runs = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=bench_web.CHROMIUM, args=bench_web.ARGS, headless=True)
        for _ in range(args.runs):
            runs.append(one_run(browser, url, args.throttle))
        browser.close()
    server.shutdown()
    values: dict[str, list[float]] = defaultdict(list)
    for run in runs:
        for k, v in run.items():
            values[k].append(v)
    rows = sorted(((statistics.median(v), k, min(v), max(v)) for k, v in values.items()), key=lambda r: r[0])
    print(f"cold load milestones, ms since navigation start (median of {args.runs}; min-max)")
    for med, k, lo, hi in rows:
        print(f"  {med:7.0f}  {k:<52} ({lo:.0f}-{hi:.0f})")
    if args.json:
        Path(args.json).write_text(json.dumps(runs, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
