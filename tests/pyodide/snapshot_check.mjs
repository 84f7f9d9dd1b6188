// Start the built page's Python runtime under Node the way worker.js does (memory snapshot restored, the
// page's python_stdlib.zip, our wheel), then import stdlib modules the snapshot has not loaded (read from the
// shipped zip) and answer a score and an analyze request. Prints one JSON line. Used by
// tests/browser/test_infra.py::test_snapshot_runtime_imports_from_the_shipped_zip.
//
// usage: node tests/pyodide/snapshot_check.mjs SITE_DIR LOCK.json
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";

const site = path.resolve(process.argv[2]);
const info = JSON.parse(readFileSync(path.join(site, "build-info.json"), "utf8"));
const runtime = path.join(site, info.pyodide_dir);
const lock = JSON.parse(readFileSync(process.argv[3], "utf8"));

// the sparse snapshot of scripts/pyodide_snapshot.mjs, expanded as worker.js does
function expand(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (Buffer.from(bytes.subarray(0, 8)).toString("latin1") !== "AGSNAP1\n") throw new Error("not a sparse snapshot");
  const [size, page, n] = [view.getUint32(8, true), view.getUint32(12, true), view.getUint32(16, true)];
  const out = new Uint8Array(size);
  let at = 20 + 4 * n;
  for (let i = 0; i < n; i++) {
    const to = view.getUint32(20 + 4 * i, true) * page;
    const length = Math.min(page, size - to);
    out.set(bytes.subarray(at, at + length), to);
    at += length;
  }
  return out;
}

const { loadPyodide } = await import(pathToFileURL(path.join(runtime, "pyodide.mjs")).href);
const snapshot = expand(zlib.gunzipSync(readFileSync(path.join(runtime, "snapshot.bin.gz"))));
const py = await loadPyodide({
  indexURL: runtime + "/",
  packages: [],
  lockFileContents: { info: lock.info, packages: {} },
  _loadSnapshot: snapshot,
});
py.unpackArchive(new Uint8Array(zlib.gunzipSync(readFileSync(path.join(site, info.wheel)))), "wheel");
const out = py.runPython(`
import json, sys
before = set(sys.modules)
import fractions, statistics, csv
from agari.frontends.jsonapi import handle
score = handle({"op": "score", "hand": "123m456p789s11122z", "tsumo": True, "riichi": True})
analyze = handle({"op": "analyze", "hand": "123m456p789s1122z"})
json.dumps({"new_stdlib": sorted(m for m in {"fractions", "statistics", "csv"} if m not in before),
            "fraction": str(fractions.Fraction(3, 6)), "mean": statistics.mean([1, 2, 3, 4]),
            "points": score["points"], "han": score["han"], "fu": score["fu"],
            "shanten": analyze["shanten"], "waits": [w["tile"] for w in analyze["waits"]]})
`);
console.log(out);
