// Build-time Python work for the page, under Node, from the exact runtime folder the page loads.
//
// usage: node scripts/pyodide_snapshot.mjs trace RUNTIME_DIR LOCK.json OUT.json WHEEL.zip [ZIP...] -- [MODULE...]
//   Starts Python as the page does without a snapshot, writes the engine's zips (stored or deflated members)
//   into site-packages, imports every module of the agari package and every stdlib MODULE named after "--"
//   (the imports build_site.py found anywhere in the engine's source), and writes OUT.json:
//   {"needed": [stdlib zip members imported: Python's own start-up and what the engine needs]}.
//   build_site.py ships only those members (a first visit without the snapshot boots from that zip).
//
// usage: node scripts/pyodide_snapshot.mjs snapshot RUNTIME_DIR LOCK.json OUT WHEEL.zip
//   Starts Python, writes the default game's wheel (bytecode) into site-packages, imports the modules the
//   page's first requests need and answers two requests (filling the tables built on first use), then takes
//   a memory snapshot: the worker restores it instead of starting Python and importing the engine. OUT: the
//   snapshot, sparse (zero pages left out) and gzipped; OUT.json: {"loaded": [stdlib zip members imported]}.
//   The site-packages files are not in the snapshot (the file system lives in JS): the worker writes the
//   wheel again after restoring, so modules imported later (another game's) are found.
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";

// Written sparse: most of the memory is zeros (unused heap), and inflating zeros costs the browser as much
// as inflating data. Layout (little-endian): "AGSNAP1\n", u32 size, u32 page size, u32 n, u32 page index
// x n, then the n non-zero pages (the last one may be short); every other byte is zero. worker.js expands it.
const MAGIC = "AGSNAP1\n";
const PAGE = 4096;
const PREFIX = "/lib/python314.zip/";

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

/** Write a zip's members (stored or deflated, local headers only, as the build writes them) under dest,
 * from JavaScript: no Python code runs for it, so nothing but the engine enters the snapshot. */
function writeZip(py, bytes, dest) {
  let at = 0;
  while (at + 30 <= bytes.length && bytes.readUInt32LE(at) === 0x04034b50) {
    const method = bytes.readUInt16LE(at + 8);
    const size = bytes.readUInt32LE(at + 18);
    const nameLength = bytes.readUInt16LE(at + 26);
    const extraLength = bytes.readUInt16LE(at + 28);
    if (bytes.readUInt16LE(at + 6) & 8) throw new Error("zip with data descriptors: not written by the build");
    const name = bytes.subarray(at + 30, at + 30 + nameLength).toString("utf8");
    const start = at + 30 + nameLength + extraLength;
    const raw = bytes.subarray(start, start + size);
    if (name.endsWith("/")) {
      py.FS.mkdirTree(`${dest}/${name}`);
    } else {
      py.FS.mkdirTree(`${dest}/${name.slice(0, name.lastIndexOf("/"))}`);
      py.FS.writeFile(`${dest}/${name}`, method === 8 ? zlib.inflateRawSync(raw) : raw);
    }
    at = start + size;
  }
}

async function start(runtime, lockPath, extra = {}) {
  const { loadPyodide } = await import(pathToFileURL(path.join(runtime, "pyodide.mjs")).href);
  const lock = JSON.parse(readFileSync(lockPath, "utf8"));
  return loadPyodide({
    indexURL: runtime + "/",
    packages: [],
    lockFileContents: { info: lock.info, packages: {} },
    env: { PYTHONHASHSEED: "0" },  // the same build gives the same bytes
    ...extra,
  });
}

function writeAtomic(file, data) {
  const tmp = `${file}.tmp-${process.pid}`;
  writeFileSync(tmp, data);
  renameSync(tmp, file);
}

const LOADED_FROM_ZIP = `
import json, sys
json.dumps(sorted({m.__spec__.origin[len(${JSON.stringify(PREFIX)}):] for m in list(sys.modules.values())
                   if getattr(m, "__spec__", None) is not None and (m.__spec__.origin or "").startswith(${JSON.stringify(PREFIX)})}))
`;

const [mode, runtimeDir, lockPath, out, ...rest] = process.argv.slice(2);
const runtime = path.resolve(runtimeDir);
const dash = rest.indexOf("--");
const zips = dash >= 0 ? rest.slice(0, dash) : rest;
const modules = dash >= 0 ? rest.slice(dash + 1) : [];

if (mode === "trace") {
  const py = await start(runtime, lockPath);
  const sitePackages = py.runPython("import sys; next(p for p in sys.path if p.endswith('/site-packages'))");
  for (const zip of zips) writeZip(py, readFileSync(zip), sitePackages);
  py.globals.set("MODULES", py.toPy(modules));
  py.runPython(`
import importlib, pkgutil, sys
for finder in list(sys.path_importer_cache.values()):
    getattr(finder, "invalidate_caches", lambda: None)()  # importlib's own would import importlib.metadata
import agari
for info in pkgutil.walk_packages(agari.__path__, "agari."):
    importlib.import_module(info.name)
for name in MODULES:
    try:
        importlib.import_module(name)
    except ImportError:
        pass  # not in Pyodide's standard library (a module the engine imports only where it exists)
`);
  writeAtomic(out, JSON.stringify({ needed: JSON.parse(py.runPython(LOADED_FROM_ZIP)) }, null, 1));
  console.log(`trace: ${JSON.parse(readFileSync(out, "utf8")).needed.length} stdlib members needed -> ${out}`);
} else if (mode === "snapshot") {
  const py = await start(runtime, lockPath, { _makeSnapshot: true });
  const loaded = JSON.parse(py.runPython(LOADED_FROM_ZIP));
  const sitePackages = py.runPython("import sys; next(p for p in sys.path if p.endswith('/site-packages'))");
  for (const zip of zips) writeZip(py, readFileSync(zip), sitePackages);
  // The members of python_stdlib.zip already imported are in the snapshot's memory. zipimport forgets the
  // zip's table of contents, so that after a restore it reads the table of the zip actually shipped (the
  // first time a module not in the snapshot is imported).
  py.runPython(`
import gc, sys, zipimport
for finder in list(sys.path_importer_cache.values()):
    getattr(finder, "invalidate_caches", lambda: None)()  # importlib's own would import importlib.metadata
# site-packages (our wheel) looked at before the stdlib zip: importing agari then never opens the zip
site_packages = next(p for p in sys.path if p.endswith("/site-packages"))
sys.path.remove(site_packages)
sys.path.insert(sys.path.index(${JSON.stringify(PREFIX.slice(0, -1))}), site_packages)
# what the page's first requests need, imported and run once: their lazily built tables are made here
from agari.frontends.jsonapi import handle_json
import agari.riichi.analysis, agari.riichi.scoring
for request in ('{"op": "analyze", "hand": "234m567p345s2255z"}',
                '{"op": "score", "hand": "22m345678p456s777z", "win": "2m", "tsumo": true}'):
    assert '"ok": true' in handle_json(request), request
zipimport._zip_directory_cache.clear()
gc.collect()
# everything alive now (Python's own modules, the engine, its tables) lives as long as the page: out of the
# collector's reach, so that a click's collections never walk it again
gc.freeze()
`);
  const snapshot = py.makeMemorySnapshot();
  const packed = zlib.gzipSync(sparse(snapshot), { level: 9 });
  writeAtomic(out, packed);
  writeAtomic(`${out}.json`, JSON.stringify({ loaded }, null, 1));
  console.log(`snapshot ${snapshot.length} bytes, ${packed.length} gzipped -> ${out}`);
} else {
  console.error("usage: pyodide_snapshot.mjs trace|snapshot RUNTIME_DIR LOCK.json OUT ZIP... [-- MODULE...]");
  process.exit(2);
}
