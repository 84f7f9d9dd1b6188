#!/usr/bin/env python3
"""Where a cold load's time goes (a diagnostic, not a test; scripts/bench_web.py gives the figures).

    python3 scripts/profile_web.py [--runs 7] [--no-build] [--site DIR] [--throttle] [--query ?agari-snapshot=never]

Cold loads (fresh context, empty cache) of the page in headless Chromium on localhost (--throttle: through
scripts/serve.py's throttled link, 10 Mbit/s shared and 100 ms a response), as bench_web.py does, and for
each: the page's navigation and module timings, the worker's resource timings (pyodide.mjs, pyodide.asm.mjs,
the wasm, the stdlib, our wheel, the snapshot), the worker's own marks (engine.timings), the page's agari:*
marks and measures, and the first score on screen. Prints the median of each milestone, in
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


def one_run(browser: Any, url: str) -> dict[str, float]:
    """One cold load; every milestone in ms since the page's navigation start."""
    context = bench_web.fresh_context(browser)
    page = context.new_page()
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
    parser.add_argument("--site", help="profile this built site folder (implies --no-build)")
    parser.add_argument("--throttle", action="store_true",
                        help="through serve.py's throttled link (10 Mbit/s shared, 100 ms a response)")
    parser.add_argument("--query", default="", help="added to the page's URL, e.g. ?agari-snapshot=never")
    parser.add_argument("--json", help="also write every run's milestones to this file")
    args = parser.parse_args(argv)
    site = Path(args.site) if args.site else ROOT / "site"
    if not args.no_build and not args.site:
        bench_web.load_script("build_site").build(site)
    serve = bench_web.load_script("serve")
    server, url = serve.start_server(site, throttle=serve.PHONE if args.throttle else None)
    from playwright.sync_api import sync_playwright

    runs = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=bench_web.CHROMIUM, args=bench_web.ARGS, headless=True)
        for _ in range(args.runs):
            runs.append(one_run(browser, url + args.query))
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
