// Start the built page's Python both ways worker.js does, under Node, and answer requests:
//   "snapshot": the memory snapshot restored (the engine already imported in it: checked before any file of
//               the wheel is written), then the wheel's bytecode and Small Mahjong's zip written into
//               site-packages as the worker writes them, so a game imported after the restore is found;
//   "boot":     Python started from the page's (cut down) python_stdlib.zip, the same zips written, the engine
//               imported from its bytecode.
// Prints one JSON line: {snapshot: {...}, boot: {...}}, each with the answers to REQUESTS.
// Used by tests/browser/test_infra.py::test_both_starts_answer_as_cpython.
//
// usage: node tests/pyodide/snapshot_check.mjs SITE_DIR LOCK.json REQUESTS.json
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";

const site = path.resolve(process.argv[2]);
const info = JSON.parse(readFileSync(path.join(site, "build-info.json"), "utf8"));
const runtime = path.join(site, info.pyodide_dir);
const lock = JSON.parse(readFileSync(process.argv[3], "utf8"));
const requests = JSON.parse(readFileSync(process.argv[4], "utf8"));
const SITE_PACKAGES = "/lib/python3.14/site-packages";

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

// a stored-member zip written into site-packages from JS, as worker.js's installWheel does
function install(py, gzipped) {
  const bytes = zlib.gunzipSync(gzipped);
  let at = 0;
  let files = 0;
  while (at + 30 <= bytes.length && bytes.readUInt32LE(at) === 0x04034b50) {
    if (bytes.readUInt16LE(at + 8) !== 0) throw new Error("not a stored-member zip");
    const size = bytes.readUInt32LE(at + 18);
    const nameLength = bytes.readUInt16LE(at + 26);
    const start = at + 30 + nameLength + bytes.readUInt16LE(at + 28);
    const name = bytes.subarray(at + 30, at + 30 + nameLength).toString("utf8");
    if (!name.endsWith("/")) {
      py.FS.mkdirTree(`${SITE_PACKAGES}/${name.slice(0, name.lastIndexOf("/"))}`);
      py.FS.writeFile(`${SITE_PACKAGES}/${name}`, bytes.subarray(start, start + size));
      files += 1;
    }
    at = start + size;
  }
  return files;
}

const { loadPyodide } = await import(pathToFileURL(path.join(runtime, "pyodide.mjs")).href);
// the page's standard library ships gzipped whole: inflated here as worker.js does
const stdlib = path.join(mkdtempSync(path.join(tmpdir(), "agari-stdlib-")), "python_stdlib.zip");
writeFileSync(stdlib, zlib.gunzipSync(readFileSync(path.join(runtime, "python_stdlib.zip.gz"))));
const options = { indexURL: runtime + "/", stdLibURL: stdlib, packages: [],
                  lockFileContents: { info: lock.info, packages: {} } };
const ANSWER = `
import json, sys
from agari.frontends.jsonapi import handle
json.dumps({"answers": [handle(r) for r in REQUESTS], "python": sys.version.split()[0],
            "sources": sorted(m for m, mod in sys.modules.items() if m.startswith("agari")
                              and str(getattr(mod, "__file__", "")).endswith(".py"))})
`;
const INVALIDATE = "import sys\nfor f in list(sys.path_importer_cache.values()):\n    getattr(f, 'invalidate_caches', lambda: None)()";
const out = {};
for (const how of ["snapshot", "boot"]) {
  const extra = how === "snapshot"
    ? { _loadSnapshot: expand(zlib.gunzipSync(readFileSync(path.join(site, info.snapshot)))) }
    : {};
  const py = await loadPyodide({ ...options, ...extra });
  const before = JSON.parse(py.runPython(
    "import json, sys; json.dumps(sorted(m for m in sys.modules if m.startswith('agari')))"));
  const files = install(py, readFileSync(path.join(site, info.wheel)))
    + install(py, readFileSync(path.join(site, info.games.small)));
  py.runPython(INVALIDATE);
  py.globals.set("REQUESTS", py.toPy(requests));
  out[how] = { before, files, ...JSON.parse(py.runPython(ANSWER)) };
}
console.log(JSON.stringify(out));
