#!/usr/bin/env python3
"""Where a cold load's time goes (a diagnostic, not a test; scripts/bench_web.py gives the figures).

    python3 scripts/profile_web.py [--runs 7] [--no-build] [--site DIR] [--baseline DIR] [--throttle]
                                   [--query ?agari-snapshot=never] [--warm]

Cold loads (fresh context, empty cache) of the page in headless Chromium on localhost (--throttle: through
scripts/serve.py's throttled link, 10 Mbit/s shared and 100 ms a response), as bench_web.py does, and for
each: the page's navigation and module timings, the worker's resource timings (pyodide.mjs, pyodide.asm.mjs,
the wasm, the stdlib, our wheel, the snapshot), the worker's own marks (engine.timings), the page's agari:*
marks and measures, and the first score on screen. Prints the median of each milestone, in
milliseconds since navigation start, in time order. --baseline DIR profiles another build in the same sitting, its
loads alternating with ours, and prints its medians beside. --warm profiles second visits instead (reloads once
the service worker controls the page).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import defaultdict
from contextlib import ExitStack
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


def collect(page: Any) -> dict[str, float]:
    """The milestones of the load on screen, in ms since the page's navigation start."""
    out = page.evaluate(COLLECT_PAGE)
    origin = out.pop("__origin")
    for worker in page.workers:
        if "worker" not in worker.url:
            continue
        w = worker.evaluate(COLLECT_WORKER)
        shift = w.pop("__origin") - origin
        out.update({k: v + shift for k, v in w.items()})
        out["worker: timeOrigin"] = shift
    return {k: float(v) for k, v in out.items() if v is not None}


def one_run(browser: Any, url: str) -> dict[str, float]:
    """One cold load; every milestone in ms since the page's navigation start."""
    context = bench_web.fresh_context(browser)
    page = context.new_page()
    page.goto(url + "#h=" + bench_web.HAND)
    bench_web.first_score(page)
    page.wait_for_timeout(100)
    out = collect(page)
    context.close()
    return out


def warm_page(browser: Any, url: str) -> Any:
    """A page whose service worker is in control (its first visit done): reloaded for each second visit."""
    context = bench_web.fresh_context(browser)
    page = context.new_page()
    page.goto(url + "#h=" + bench_web.HAND)
    bench_web.first_score(page)
    bench_web.wait_sw(page)
    page.wait_for_timeout(1000)
    return page


def warm_run(page: Any) -> dict[str, float]:
    """One second visit (a reload) of a warm page."""
    page.reload()
    bench_web.first_score(page)
    page.wait_for_timeout(100)
    return collect(page)


def medians(runs: list[dict[str, float]]) -> dict[str, tuple[float, float, float]]:
    """Each milestone's median, min and max over the runs."""
    values: dict[str, list[float]] = defaultdict(list)
    for run in runs:
        for k, v in run.items():
            values[k].append(v)
    return {k: (statistics.median(v), min(v), max(v)) for k, v in values.items()}


def main(argv: list[str] | None = None) -> int:
    """Command line entry."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--no-build", action="store_true", help="use the existing site/")
    parser.add_argument("--site", help="profile this built site folder (implies --no-build)")
    parser.add_argument("--baseline", help="also profile this built site folder, its loads alternating with ours")
    parser.add_argument("--throttle", action="store_true",
                        help="through serve.py's throttled link (10 Mbit/s shared, 100 ms a response)")
    parser.add_argument("--query", default="", help="added to the page's URL, e.g. ?agari-snapshot=never")
    parser.add_argument("--warm", action="store_true", help="second visits (the service worker in control)")
    parser.add_argument("--json", help="also write every run's milestones to this file")
    args = parser.parse_args(argv)
    site = Path(args.site) if args.site else ROOT / "site"
    if not args.no_build and not args.site:
        bench_web.load_script("build_site").build(site)
    sites = {"ours": site, **({"baseline": Path(args.baseline)} if args.baseline else {})}
    from playwright.sync_api import sync_playwright

    runs: dict[str, list[dict[str, float]]] = {name: [] for name in sites}
    loads = []
    with ExitStack() as stack, sync_playwright() as p:
        throttle = bench_web.THROTTLE if args.throttle else None
        urls = {name: stack.enter_context(bench_web.serving(folder, throttle)) + args.query
                for name, folder in sites.items()}
        browser = p.chromium.launch(executable_path=bench_web.CHROMIUM, args=bench_web.ARGS, headless=True)
        pages = {name: warm_page(browser, url) for name, url in urls.items()} if args.warm else {}
        for _ in range(args.runs):
            for name, url in urls.items():
                loads.append(bench_web.load())
                runs[name].append(warm_run(pages[name]) if args.warm else one_run(browser, url))
        browser.close()
    table = {name: medians(r) for name, r in runs.items()}
    ours = table["ours"]
    what = "second visits" if args.warm else "cold loads"
    print(f"{what}: milestones in ms since navigation start, median of {args.runs} (min-max); "
          f"load {min(loads):.1f}-{max(loads):.1f}")
    if args.baseline:
        print(f"  {'ours':>7}  {'':<52} {'':<13} {'baseline':>8}")
    keys = sorted(set().union(*table.values()), key=lambda k: min(t[k][0] for t in table.values() if k in t))
    for k in keys:
        left = f"{ours[k][0]:7.0f}  {k:<52} ({ours[k][1]:.0f}-{ours[k][2]:.0f})" if k in ours else f"{'':7}  {k:<52}"
        right = ""
        if args.baseline and k in table["baseline"]:
            med, lo, hi = table["baseline"][k]
            right = f"{med:8.0f} ({lo:.0f}-{hi:.0f})"
        print(f"{left:<76} {right}")
    if args.json:
        Path(args.json).write_text(json.dumps(runs, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
