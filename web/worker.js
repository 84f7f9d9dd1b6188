// The Python side of the page: a module Web Worker that loads Pyodide and the agari wheel,
// then answers requests with agari.frontends.jsonapi.handle_json. Talked to only by engine.js.
//
// messages in:  {id, request: "<JSON text>"}
// messages out: {type: "progress", stage, label, fraction}
//               {type: "ready", meta: "<JSON text>", timings: {mjs, compiled, snapshot, python, wheel, import,
//                meta: ms since worker start; diagnostics, scripts/profile_web.py}}
//               {type: "error", message: "plain words"}
//               {id, response: "<JSON text>", ms: time spent in Python}
// scripts/build_site.py writes the build's file names into BUILD below.
// BUILD.meta is the engine's {"op": "meta"} answer computed at build time (pure data), so "ready" costs no Python.
// BUILD.games: game name -> the zip of its package, for the games whose package is not in the wheel: fetched
// and unpacked the first time a request names the game (a first visit downloads the default game only).
const BUILD = /* @build */ { pyodide: "./pyodide/", wheel: "./agari.whl", games: {}, lock: null, snapshot: null, sitePackages: null, version: "dev", meta: null } /* @end */;

const progress = (stage, label, fraction) => self.postMessage({ type: "progress", stage, label, fraction });

async function fetchBytes(url, what) {
  let response;
  try {
    response = await fetch(url);
  } catch (err) {
    throw new Error(`${what} could not be downloaded (${err.message || "network error"})`);
  }
  if (!response.ok) throw new Error(`${what} could not be downloaded (HTTP ${response.status} for ${url})`);
  // our wheel and snapshot ship gzipped whole (smaller than a zip's own compression); a host that adds
  // Content-Encoding: gzip for .gz files has already unpacked it, hence the look at the first bytes.
  // Inflated as the bytes arrive (no Blob round trip: that costs more than the inflating).
  const reader = response.body.getReader();
  const first = await reader.read();
  const head = first.done ? new Uint8Array(0) : first.value;
  const body = new ReadableStream({
    start(controller) {
      if (head.length) controller.enqueue(head);
      if (first.done) controller.close();
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
  });
  const gzipped = head[0] === 0x1f && head[1] === 0x8b;
  const plain = gzipped ? body.pipeThrough(new DecompressionStream("gzip")) : body;
  return new Uint8Array(await new Response(plain).arrayBuffer());
}

/** The memory snapshot as Pyodide wants it, from the sparse form scripts/pyodide_snapshot.mjs writes. */
function expandSnapshot(bytes) {
  const magic = "AGSNAP1\n";
  if (String.fromCharCode(...bytes.subarray(0, 8)) !== magic) return bytes;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = view.getUint32(8, true);
  const page = view.getUint32(12, true);
  const n = view.getUint32(16, true);
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

// Pyodide asks for the wasm and the standard library only once pyodide.mjs has been fetched and run; the
// worker asks for them at once (~80 ms sooner) and hands Pyodide these answers when it asks.
const early = new Map();
const ownFetch = self.fetch.bind(self);
self.fetch = (input, init) => {
  const key = String(input instanceof Request ? input.url : input);
  const pending = early.get(key);
  if (pending && !(init && init.method && init.method !== "GET")) {
    early.delete(key);
    return pending;
  }
  return ownFetch(input, init);
};
const prefetch = (url, standIn) => {
  const response = ownFetch(url);
  early.set(url, standIn ? response.then(() => new Response(new Uint8Array(0))) : response);
  return response;
};

async function checkWasm(pending) {
  // Pyodide hangs silently when the wasm is missing: look at the answer's status first.
  const response = await pending.catch(() => null);
  if (response === null) return;  // network error: Pyodide reports it
  if (!response.ok) throw new Error(`the Python runtime could not be downloaded (HTTP ${response.status})`);
  const type = response.headers.get("content-type") || "";
  if (!type.startsWith("application/wasm")) {
    // Pyodide then falls back to a slower non-streaming compile: it works, but tell whoever hosts it
    console.warn(`agari: pyodide.asm.wasm is served as "${type}", not application/wasm: slower start`);
  }
}

/** Write our wheel (a zip of stored members, as build_site.py makes it) into site-packages from JS:
 * no Python code runs for it (pyodide.unpackArchive would run zipfile and shutil, cold after a snapshot).
 * Every file gets the same fixed time, so the bytecode Python writes for a module stays valid on the next
 * visit (a .pyc names its source's time and size). `folders` collects the folders holding Python source.
 * Returns the number of files written (0: not such a zip). */
function installWheel(pyodide, bytes, dest, folders = null) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const names = new TextDecoder();
  let at = 0;
  let files = 0;
  while (at + 30 <= bytes.length && view.getUint32(at, true) === 0x04034b50) {
    const flags = view.getUint16(at + 6, true);
    const method = view.getUint16(at + 8, true);
    const size = view.getUint32(at + 18, true);
    const nameLength = view.getUint16(at + 26, true);
    const extraLength = view.getUint16(at + 28, true);
    if (method !== 0 || flags & 8) return 0;  // not the build's stored-member zip: let Pyodide do it
    const name = names.decode(bytes.subarray(at + 30, at + 30 + nameLength));
    const data = at + 30 + nameLength + extraLength;
    if (name.includes("..") || name.startsWith("/")) return 0;
    const path = `${dest}/${name}`;
    if (name.endsWith("/")) {
      pyodide.FS.mkdirTree(path);
    } else {
      const folder = name.slice(0, name.lastIndexOf("/"));
      pyodide.FS.mkdirTree(`${dest}/${folder}`);
      pyodide.FS.writeFile(path, bytes.subarray(data, data + size));
      pyodide.FS.utime(path, SOURCE_TIME, SOURCE_TIME);
      if (folders && name.endsWith(".py")) folders.add(folder);
      files += 1;
    }
    at = data + size;
  }
  return files;
}

// Our engine ships as Python source (half the bytes of bytecode): Python compiles a module when it is first
// imported and writes the bytecode next to it (__pycache__). The worker keeps those files in the browser's
// Cache Storage, one entry per downloaded zip (keyed by its hashed name), and writes them back on the next
// visit: only a first visit compiles. A stale or damaged entry costs nothing but a compile (Python checks
// each file against its source's time and size). Not an "agari-<version>" cache: the service worker drops those.
const SOURCE_TIME = 315532800000;  // 1980-01-01, in the milliseconds of Emscripten's file system
const BYTECODE_CACHE = "agari.bytecode";
// keyed by the zip and the Python runtime (bytecode is only valid for the Python that wrote it)
const bytecodeKey = (zipUrl) => `${zipUrl}?bytecode=${BUILD.pyodide.split("/").filter(Boolean).pop()}`;

async function cachedBytecode(zipUrl) {
  try {
    const cache = await caches.open(BYTECODE_CACHE);
    const hit = await cache.match(bytecodeKey(zipUrl));
    return hit ? new Uint8Array(await hit.arrayBuffer()) : null;
  } catch {
    return null;  // no Cache Storage here (an insecure origin, a private window): compile as on a first visit
  }
}

/** Files as the local records of a zip with stored members (no central directory, no checksums): the form
 * installWheel reads back. */
function storedRecords(files) {
  const encoder = new TextEncoder();
  const parts = [];
  for (const [name, data] of files) {
    const header = new Uint8Array(30);
    const view = new DataView(header.buffer);
    const encoded = encoder.encode(name);
    view.setUint32(0, 0x04034b50, true);
    view.setUint16(4, 20, true);
    view.setUint32(18, data.length, true);
    view.setUint32(22, data.length, true);
    view.setUint16(26, encoded.length, true);
    parts.push(header, encoded, data);
  }
  return new Blob(parts);
}

async function start() {
  const base = new URL(BUILD.pyodide, self.location.href).href;
  progress("download", "Downloading the Python runtime", 0.05);
  const timings = { start: 0 };
  const mark = (name) => (timings[name] = Math.round(performance.now()));
  const wheelUrl = new URL(BUILD.wheel, self.location.href).href;
  const wheel = fetchBytes(wheelUrl, "the calculator");
  wheel.catch(() => {});  // reported below, after Pyodide
  const wheelBytecode = BUILD.sitePackages ? cachedBytecode(wheelUrl) : Promise.resolve(null);
  // Python's start-up state, made at build time (scripts/pyodide_snapshot.mjs): restored, not recomputed
  const snapshot = BUILD.snapshot ? fetchBytes(base + BUILD.snapshot, "the Python runtime").then(expandSnapshot) : null;
  if (snapshot) snapshot.then(() => mark("snapshot"), () => {});
  const wasm = prefetch(base + "pyodide.asm.wasm", true);
  const wasmCheck = checkWasm(wasm);
  // Compile the wasm while it downloads, now: loadPyodide only instantiates it after the snapshot is in
  // (it awaits _loadSnapshot first), which left the compile waiting for the snapshot's download and inflate.
  // Pyodide's own instantiateStreaming call is answered with this module (or, if it failed -- a wrong MIME
  // type, say -- Pyodide does it its own way).
  const compiled = WebAssembly.compileStreaming
    ? WebAssembly.compileStreaming(wasm).catch(() => null)
    : Promise.resolve(null);
  compiled.then(() => mark("compiled"));
  const ownInstantiateStreaming = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = async (source, imports) => {
    const module = await compiled;
    if (!module) return ownInstantiateStreaming(ownFetch(base + "pyodide.asm.wasm"), imports);
    return { module, instance: await WebAssembly.instantiate(module, imports) };
  };
  prefetch(base + "python_stdlib.zip").catch(() => {});
  // pyodide.asm.mjs fetched and compiled alongside pyodide.mjs, not after it (loadPyodide's createPyodideModule)
  const asm = import(base + "pyodide.asm.mjs");
  asm.catch(() => {});
  let mod;
  try {
    mod = await import(base + "pyodide.mjs");
    mark("mjs");
  } catch (err) {
    throw new Error(`the Python runtime could not be loaded (${err.message || err})`);
  }
  const options = { indexURL: base, packages: [] };
  if (BUILD.lock) options.lockFileContents = BUILD.lock;
  if (snapshot) options._loadSnapshot = snapshot;
  try {
    options.createPyodideModule = (await asm).default;
  } catch (err) {
    throw new Error(`the Python runtime could not be loaded (${err.message || err})`);
  }
  const pyodidePromise = mod.loadPyodide(options);
  pyodidePromise.catch(() => {});
  await wasmCheck;
  progress("start", "Starting Python", 0.6);
  const pyodide = await pyodidePromise;
  mark("python");
  if (snapshot) {
    // Pyodide has copied the snapshot into its memory but keeps a reference to it (its config): let the
    // 30 MB go by moving the buffer out (a transfer detaches it, nothing is copied)
    const bytes = await snapshot;
    if (bytes.buffer.byteLength && typeof structuredClone === "function") {
      structuredClone(bytes.buffer, { transfer: [bytes.buffer] });
    }
  }
  progress("engine", "Loading the calculator", 0.85);
  const wheelBytes = await wheel;
  const sources = new Map();  // zip URL -> the folders of its Python source (relative to site-packages)
  const stored = new Map();  // zip URL -> the number of bytecode files its Cache Storage entry holds
  // a downloaded zip into site-packages, then the bytecode kept for it (the number of files of that), or
  // Pyodide's own unpacking when it is not the build's zip
  const installZip = async (url, bytes, bytecode, format) => {
    const dirs = new Set();
    if (!BUILD.sitePackages || !installWheel(pyodide, bytes, BUILD.sitePackages, dirs)) {
      pyodide.unpackArchive(bytes, format);
      return 0;
    }
    sources.set(url, dirs);
    const cached = await bytecode;
    stored.set(url, cached ? installWheel(pyodide, cached, BUILD.sitePackages) : 0);
    return stored.get(url);
  };
  const bytecodeFiles = await installZip(wheelUrl, wheelBytes, wheelBytecode, "wheel");
  if (sources.size) pyodide.runPython("import sys\nsys.dont_write_bytecode = False");  // Pyodide's default: True
  mark("wheel");
  // the bytecode compiled so far, into Cache Storage
  const saveOnce = async () => {
    try {
      const cache = await caches.open(BYTECODE_CACHE);
      for (const [url, dirs] of sources) {
        const files = [];
        for (const dir of dirs) {
          const path = `${BUILD.sitePackages}/${dir}/__pycache__`;
          if (!pyodide.FS.analyzePath(path).exists) continue;
          for (const name of pyodide.FS.readdir(path)) {
            if (name.endsWith(".pyc")) files.push([`${dir}/__pycache__/${name}`, pyodide.FS.readFile(`${path}/${name}`)]);
          }
        }
        if (files.length > (stored.get(url) || 0)) {
          await cache.put(bytecodeKey(url), new Response(storedRecords(files)));
          stored.set(url, files.length);
        }
      }
      // entries of the zips of other builds
      const current = new Set([BUILD.wheel, ...Object.values(BUILD.games || {})]
        .map((file) => bytecodeKey(new URL(file, self.location.href).href)));
      for (const request of await cache.keys()) {
        if (!current.has(request.url)) await cache.delete(request);
      }
    } catch {
      // no Cache Storage: the next visit compiles again
    }
  };
  let saving = Promise.resolve();
  const saveBytecode = () => {
    saving = saving.then(saveOnce);  // one at a time: the next one finds what the last one stored
  };
  // saved as soon as no request waits (a few milliseconds of work; a visit may be short), and again whenever
  // more modules have been compiled since
  let waiting = 0;
  const scheduleSave = () => {
    if (sources.size && waiting === 0) setTimeout(() => waiting === 0 && saveBytecode(), 0);
  };
  const handleJson = pyodide.pyimport("agari.frontends.jsonapi").handle_json;
  mark("import");
  const answer = (text) => {
    try {
      return handleJson(text);
    } catch (err) {
      const detail = String(err.message || err).trim().split("\n").slice(-1)[0];
      return JSON.stringify({ ok: false, error: "internal", detail });
    }
  };
  const meta = BUILD.meta ? JSON.stringify(BUILD.meta) : answer('{"op": "meta"}');
  // Riichi's meta (no game named) is the build's answer: the web wheel leaves out the modules that compute it
  const isOwnMeta = (request) => {
    if (!BUILD.meta || !request.includes('"meta"')) return false;
    try {
      const r = JSON.parse(request);
      return r.op === "meta" && r.game === undefined && r.id === undefined;
    } catch {
      return false;
    }
  };
  mark("meta");
  // a game whose package is not loaded yet: fetch and unpack it first (once); requests keep their order
  const loaded = {};
  const gameOf = (request) => {
    if (!request.includes('"game"')) return null;
    try {
      const name = JSON.parse(request).game;
      return typeof name === "string" && Object.hasOwn(BUILD.games || {}, name) ? name : null;
    } catch {
      return null;
    }
  };
  const loadGame = (name) => {
    if (loaded[name]) return loaded[name];
    const url = new URL(BUILD.games[name], self.location.href).href;
    const bytecode = BUILD.sitePackages ? cachedBytecode(url) : Promise.resolve(null);
    loaded[name] = fetchBytes(url, `the ${name} engine`).then(async (bytes) => {
      await installZip(url, bytes, bytecode, "zip");
      // the path finders' directory caches (importlib.invalidate_caches would import importlib.metadata,
      // which needs modules the trimmed standard library leaves out)
      pyodide.runPython("import sys\nfor f in list(sys.path_importer_cache.values()):\n    getattr(f, 'invalidate_caches', lambda: None)()");
    });
    return loaded[name];
  };
  let queue = Promise.resolve();
  const reply = async ({ id, request }) => {
    const game = gameOf(request);
    let failed = null;
    if (game) {
      try {
        await loadGame(game);
      } catch (err) {
        delete loaded[game];  // offline now: a later request may try again
        failed = JSON.stringify({ ok: false, error: "internal", detail: String(err.message || err) });
      }
    }
    const t0 = performance.now();
    const response = failed ?? (isOwnMeta(request) ? meta : answer(request));
    if (id <= 3) performance.measure(`agari:call${id}`, { start: t0 });  // diagnostics (scripts/profile_web.py)
    self.postMessage({ id, response, ms: performance.now() - t0 });
  };
  self.onmessage = (event) => {
    waiting += 1;
    queue = queue.then(() => reply(event.data)).finally(() => {
      waiting -= 1;
      scheduleSave();
    });
  };
  progress("ready", "Ready", 1);
  self.postMessage({ type: "ready", meta, timings, origin: performance.timeOrigin, bytecodeFiles });
  // The page answers "ready" with its first requests (analyze, score) some milliseconds later: import the
  // modules they need meanwhile (they would be imported by the first requests anyway; requests arriving
  // now wait in the queue). A failure here is left to the request that needs the module.
  for (const name of ["agari.riichi.analysis", "agari.riichi.scoring"]) {
    try {
      pyodide.pyimport(name).destroy();
    } catch {
      break;
    }
  }
  scheduleSave();
}

start().catch((err) => {
  self.postMessage({ type: "error", message: String(err && err.message ? err.message : err) });
});
