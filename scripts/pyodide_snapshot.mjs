// Make a memory snapshot of a freshly started Pyodide (Python initialised, nothing of ours loaded),
// under Node, from the exact runtime folder the page loads (its trimmed python_stdlib.zip included).
// The worker passes it to loadPyodide({_loadSnapshot}) and skips Python's start-up (~0.5-1 s of CPU).
//
// usage: node scripts/pyodide_snapshot.mjs RUNTIME_DIR LOCK.json OUT
//   RUNTIME_DIR  pyodide.mjs, pyodide.asm.mjs, pyodide.asm.wasm, python_stdlib.zip (as shipped)
//   LOCK.json    node_modules/pyodide/pyodide-lock.json (only its "info" is used, as in the page)
//   OUT          the snapshot, sparse (zero pages left out) and gzipped: the worker gunzips and expands
//                it; any host can serve it as is.  OUT.json: {"loaded": [stdlib zip members imported
//                during start-up, so in the snapshot]}: build_site.py leaves them out of the page's zip
// The snapshot holds the wasm memory of Pyodide's interpreter after its own start-up and nothing of
// agari: it is part of the Python runtime, like the compiled standard library (same pinned Pyodide,
// same stdlib zip: a snapshot only restores into the runtime it was made from).
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";

// Written sparse: most of the memory is zeros (unused heap), and inflating zeros costs the browser as much
// as inflating data. Layout (little-endian): "AGSNAP1\n", u32 size, u32 page size, u32 n, u32 page index
// x n, then the n non-zero pages (the last one may be short); every other byte is zero. worker.js expands it.
const MAGIC = "AGSNAP1\n";
const PAGE = 4096;

function sparse(bytes) {
  const pages = [];
  for (let at = 0; at < bytes.length; at += PAGE) {
    const page = bytes.subarray(at, at + PAGE);
    if (page.some((b) => b !== 0)) pages.push(at / PAGE);
  }
  const head = Buffer.alloc(MAGIC.length + 12 + 4 * pages.length);
  head.write(MAGIC, 0, "latin1");
  head.writeUInt32LE(bytes.length, 8);
  head.writeUInt32LE(PAGE, 12);
  head.writeUInt32LE(pages.length, 16);
  pages.forEach((p, i) => head.writeUInt32LE(p, 20 + 4 * i));
  return Buffer.concat([head, ...pages.map((p) => bytes.subarray(p * PAGE, p * PAGE + PAGE))]);
}

const [runtimeDir, lockPath, out] = process.argv.slice(2);
const runtime = path.resolve(runtimeDir);
const { loadPyodide } = await import(pathToFileURL(path.join(runtime, "pyodide.mjs")).href);
const lock = JSON.parse(readFileSync(lockPath, "utf8"));
const py = await loadPyodide({
  indexURL: runtime + "/",
  packages: [],
  lockFileContents: { info: lock.info, packages: {} },
  env: { PYTHONHASHSEED: "0" },  // the same build gives the same bytes
  _makeSnapshot: true,
});
// The members of python_stdlib.zip already imported (in the snapshot's memory): the page's zip can leave
// them out. zipimport forgets the zip's table of contents, so that after a restore it reads the table of
// the zip actually shipped (the first time a module not in the snapshot is imported).
const loaded = JSON.parse(py.runPython(`
import gc, json, sys, zipimport
prefix = "/lib/python314.zip/"
loaded = sorted({m.__spec__.origin[len(prefix):] for m in list(sys.modules.values())
                 if getattr(m, "__spec__", None) is not None and (m.__spec__.origin or "").startswith(prefix)})
zipimport._zip_directory_cache.clear()
# site-packages (our wheel) looked at before the stdlib zip: importing agari then never opens the zip
site_packages = next(p for p in sys.path if p.endswith("/site-packages"))
sys.path.remove(site_packages)
sys.path.insert(sys.path.index(prefix[:-1]), site_packages)
gc.collect()
json.dumps(loaded)
`));
const snapshot = py.makeMemorySnapshot();
const packed = zlib.gzipSync(sparse(snapshot), { level: 9 });
const tmp = `${out}.tmp-${process.pid}`;
writeFileSync(tmp, packed);
renameSync(tmp, out);
writeFileSync(tmp, JSON.stringify({ loaded }, null, 1));
renameSync(tmp, `${out}.json`);
console.log(`snapshot ${snapshot.length} bytes, ${packed.length} gzipped -> ${out}`);
