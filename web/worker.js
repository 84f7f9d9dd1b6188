// The Python side of the page: a module Web Worker that loads Pyodide and the agari wheel,
// then answers requests with agari.frontends.jsonapi.handle_json. Talked to only by engine.js.
//
// messages in:  {id, request: "<JSON text>", game, op, progress}  (game, op: the request's own, for the packages it
//               needs; progress: send the search's progress, as {type: "search"} messages)
// messages out: {type: "progress", stage, label, fraction, loaded, total}  (loaded/total: bytes downloaded so
//                far and in all, on the wire, during the "download" stage)
//               {type: "ready", meta: "<JSON text>", timings: {snapshot (chosen, and in if taken), mjs, compiled,
//                python, wheel, import, meta: ms since worker start; diagnostics, scripts/profile_web.py},
//                start: {snapshot, reason, mbit}: how Python was started (snapshot restored, or booted) and why}
//               {type: "error", message: "plain words"}
//               {id, response: "<JSON text>", ms: time spent in Python}
//               {type: "search", id, done, total}: how far a long search (op "expected") has come, ten times a
//                second at most; the page cancels one by terminating this worker (it cannot read a message meanwhile)
// scripts/build_site.py writes the build's file names into BUILD below.
// BUILD.meta is the engine's {"op": "meta"} answer computed at build time (pure data), so "ready" costs no Python.
// BUILD.games: game name -> the zip of its package, for the games whose package is not in the wheel: fetched
// and unpacked the first time a request names the game (a first visit downloads the default game only).
// BUILD.ops: op name -> the zip of the packages only that op reads (review: the log readers and the review;
// drill: the drills), fetched the first time a request names the op.
// BUILD.sizes: file -> [bytes read, bytes on the wire]; BUILD.snapshotSaves: seconds of start-up the snapshot
// saves (the worker fetches it only where the link brings it in within that time: loadSnapshot below).
// BUILD.root: the site's folder relative to this script (the build puts it at immutable/worker-<hash>.js, so that
// index.html can preload it and every file it fetches at once: see scripts/build_site.py's preload_links).
const BUILD = /* @build */ { root: "./", pyodide: "./pyodide/", stdlib: null, wheel: "./agari.whl", games: {}, ops: {}, lock: null, snapshot: null, sitePackages: null, version: "dev", meta: null, sizes: {}, snapshotSaves: 0 } /* @end */;
const SITE = new URL(BUILD.root, self.location.href);

const MB = (bytes) => (bytes / 1e6).toFixed(1);

// ---- downloads: counted as they arrive (the progress bar's bytes, and the measure of the link) ----
// downloading: still in the "download" stage (its progress shown); snapshot*: the snapshot's own bytes
const meter = { wire: 0, total: 0, shown: 0, downloading: true, snapshot: 0, snapshotTotal: 0, snapshotFirst: null };

function progress(stage, label, fraction, bytes = false) {
  const message = { type: "progress", stage, label, fraction };
  if (bytes) Object.assign(message, { loaded: Math.round(meter.wire), total: Math.round(meter.total) });
  self.postMessage(message);
}

function downloaded() {
  const now = performance.now();
  if (meter.downloading && now - meter.shown > 100 && meter.total) {
    meter.shown = now;
    const share = Math.min(1, meter.wire / meter.total);
    progress("download", `Downloading the Python runtime: ${MB(meter.wire)} of ${MB(meter.total)} MB`,
             0.05 + 0.5 * share, true);
  }
}

// the downloads whose sizes the bar's total holds from the start (the build's figures, corrected on arrival)
const PRECOUNTED = ["wasm", "stdlib", "wheel"];

/** The response with its body counted into the meter as it arrives: bytes on the wire, estimated from the
 * bytes read, the Content-Length and Content-Encoding, and the build's sizes (`name` in BUILD.sizes). */
function counted(response, name) {
  if (!response.ok || !response.body) return response;
  const [read, wire] = BUILD.sizes[name] || [0, 0];
  const length = Number(response.headers.get("content-length")) || 0;
  const encoded = Boolean(response.headers.get("content-encoding"));
  const expected = length || (encoded ? wire : read) || read;
  const ratio = read ? expected / read : 1;  // wire bytes per byte read
  // the total counted the build's size for the files known from the start: corrected now the server has said
  meter.total += expected - (PRECOUNTED.includes(name) ? wire : 0);
  if (name === "snapshot") meter.snapshotTotal = expected;
  const count = new TransformStream({
    transform(chunk, controller) {
      if (name === "snapshot") {
        if (meter.snapshotFirst === null) meter.snapshotFirst = performance.now();
        meter.snapshot += chunk.byteLength * ratio;
      }
      meter.wire += chunk.byteLength * ratio;
      controller.enqueue(chunk);
      downloaded();
    },
    flush() {
      downloaded();
    },
  }, { highWaterMark: Infinity });  // counted as they arrive, however slowly the reader reads
  return new Response(response.body.pipeThrough(count),
                      { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** Count a response's bytes on a copy of its body, leaving the response itself as it is: the wasm is compiled
 * from the browser's own response, which keeps its URL, so the browser may cache the compiled code for the next
 * visit (a Response made in JS has no URL: no such cache). */
function watched(response, name) {
  if (response.ok && response.body) {
    const reader = counted(response.clone(), name).body.getReader();
    const drain = () => reader.read().then(({ done }) => (done ? null : drain()), () => null);
    drain();
  }
  return response;
}

async function fetchBytes(url, what, name, pending = null) {
  let response;
  try {
    response = await (pending || ownFetch(url));
  } catch (err) {
    throw new Error(`${what} could not be downloaded (${err.message || "network error"})`);
  }
  if (name) response = counted(response, name);
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

// ---- the memory snapshot: restored where it pays, per connection ----
// Restoring the snapshot (Python's memory with the engine imported, BUILD.snapshot) saves starting Python and
// importing the engine (BUILD.snapshotSaves seconds), but it is 4.3 MB: on a phone's link it costs seconds more
// than it saves (docs/web-performance.md). So the worker takes it where it is already cached (a second visit:
// the service worker or the HTTP cache), never where the browser asks to save data or reports a 2g/3g link,
// and otherwise measures: it fetches the snapshot only when the runtime's standard library (index.html
// preloads it beside the wasm) has arrived within FAST_MS of the worker's start -- by the network's own
// timestamps (Resource Timing), not the worker's, which a busy worker thread would delay -- and, once the wasm
// is compiled, drops a snapshot still so far from done that starting Python would be sooner.
const FAST_MS = 600;
// for measurements (scripts/bench_web.py) and tests: worker.js?snapshot=always|never (engine.js passes the
// page's ?agari-snapshot=...) takes that path whatever the link
const FORCED = new URLSearchParams(self.location.search).get("snapshot");

/** Whether the link is fast: {fast, mbit (a lower bound), reason}, from when the standard library arrived. */
function measureLink(stdlibUrl, wheelUrl) {
  return new Promise((resolve) => {
    let observer = null;
    let timer = null;
    const decide = () => {
      const [stdlib, wheel] = [stdlibUrl, wheelUrl].map((url) => performance.getEntriesByName(url)[0]);
      if (!stdlib && performance.now() < FAST_MS) return;
      if (observer) observer.disconnect();
      clearTimeout(timer);
      if (!stdlib) {
        resolve({ fast: false, mbit: null, reason: `the runtime's library had not arrived after ${FAST_MS} ms` });
        return;
      }
      const done = [stdlib, wheel].filter(Boolean);
      const bytes = done.reduce((sum, e) => sum + (e.encodedBodySize || 0), 0);
      const span = (stdlib.responseEnd - Math.min(...done.map((e) => e.startTime))) / 1000;
      const mbit = bytes && span > 0 ? Math.round((bytes * 8) / span / 1e5) / 10 : null;
      const fast = stdlib.responseEnd <= FAST_MS;
      const at = `the runtime's library arrived ${Math.round(stdlib.responseEnd)} ms after the start` +
        (mbit ? ` (at least ${mbit} Mbit/s)` : "");
      resolve({ fast, mbit, reason: fast ? at : `${at}: a slow link` });
    };
    try {
      observer = new PerformanceObserver(decide);
      observer.observe({ type: "resource", buffered: true });
    } catch {
      observer = null;
    }
    timer = setTimeout(decide, FAST_MS + 5);
    decide();
  });
}

async function cachedSnapshot(url) {
  try {
    const hit = await caches.match(url);
    if (hit) return hit;
  } catch {
    // no Cache Storage here (an insecure origin): try the HTTP cache
  }
  try {
    const hit = await ownFetch(url, { cache: "only-if-cached", mode: "same-origin" });
    return hit.ok ? hit : null;
  } catch {
    return null;
  }
}

const readSnapshot = async (url, response) =>
  expandSnapshot(await fetchBytes(url, "the Python snapshot", "snapshot", response));

/** The snapshot's bytes where it pays, else null; `how`: {snapshot, reason, mbit} (engine.start). `cachedRead`:
 * the snapshot read from the cache, started with the worker (null where it is not cached). */
async function loadSnapshot(url, stdlibUrl, wheelUrl, compiled, cachedRead) {
  const skip = (reason, mbit = null) => ({ bytes: null, how: { snapshot: false, reason, mbit } });
  if (!BUILD.snapshot) return skip("this build has no snapshot");
  const take = async (read, reason, mbit = null) => {
    try {
      return { bytes: await read, how: { snapshot: true, reason, mbit } };
    } catch (err) {
      // the snapshot only saves time: without it Python starts the ordinary way
      if (err.name === "AbortError" || /abort/i.test(err.message)) return skip(reason, mbit);
      console.warn(`agari: ${err.message}: starting Python without it`);
      return skip(`the snapshot failed (${err.message})`);
    }
  };
  if (FORCED === "never") return skip("asked for (snapshot=never)");
  if (FORCED === "always") return take(readSnapshot(url, null), "asked for (snapshot=always)");
  const cached = await cachedRead.catch(() => null);
  if (cached) return take(cached, "the snapshot is in the cache");
  const connection = self.navigator && self.navigator.connection;
  if (connection && connection.saveData) return skip("the browser asks to save data");
  if (connection && /^(slow-2g|2g|3g)$/.test(connection.effectiveType || "")) {
    return skip(`the browser reports a ${connection.effectiveType} link`);
  }
  const link = await measureLink(stdlibUrl, wheelUrl);
  if (!link.fast) return skip(link.reason, link.mbit);
  const abort = new AbortController();
  const loading = take(readSnapshot(url, ownFetch(url, { signal: abort.signal })), link.reason, link.mbit);
  const settled = await Promise.race([loading.then(() => true), compiled.then(() => false)]);
  if (!settled && meter.snapshotFirst !== null) {
    // the wasm is ready: wait for the rest of the snapshot only if it comes sooner than Python would start
    const wire = (BUILD.sizes.snapshot || [0, 0])[1];
    const rate = meter.snapshot / Math.max(0.001, (performance.now() - meter.snapshotFirst) / 1000);
    const left = Math.max(0, wire - meter.snapshot) / Math.max(rate, 1);
    if (left > BUILD.snapshotSaves) {
      abort.abort();
      await loading.catch(() => null);
      meter.total -= meter.snapshotTotal;  // the bar counts what is still to come
      meter.wire -= meter.snapshot;
      return skip(`${link.reason}, but the snapshot still needed ${left.toFixed(2)} s once the runtime was ready`,
                  link.mbit);
    }
  }
  return loading;
}

/** Write a zip of stored members (as build_site.py makes our wheel and each game's zip: bytecode) into
 * site-packages from JS: no Python code runs for it (pyodide.unpackArchive would run zipfile and shutil).
 * Returns the number of files written (0: not such a zip). */
function installWheel(pyodide, bytes, dest) {
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
      pyodide.FS.mkdirTree(`${dest}/${name.slice(0, name.lastIndexOf("/"))}`);
      pyodide.FS.writeFile(path, bytes.subarray(data, data + size));
      files += 1;
    }
    at = data + size;
  }
  return files;
}

// the path finders' directory caches (importlib.invalidate_caches would import importlib.metadata, which needs
// modules the page's standard library leaves out)
const INVALIDATE = "import sys\nfor f in list(sys.path_importer_cache.values()):\n    getattr(f, 'invalidate_caches', lambda: None)()";

async function start() {
  const base = new URL(BUILD.pyodide, SITE).href;
  // a second visit: the snapshot read from the cache at once, before anything else keeps this thread busy
  const snapshotUrl = BUILD.snapshot ? new URL(BUILD.snapshot, SITE).href : null;
  const cachedRead = snapshotUrl && !FORCED
    ? cachedSnapshot(snapshotUrl).then((hit) => (hit ? readSnapshot(snapshotUrl, hit) : null))
    : Promise.resolve(null);
  cachedRead.catch(() => {});
  progress("download", "Downloading the Python runtime", 0.05);
  meter.total = PRECOUNTED.reduce((sum, name) => sum + (BUILD.sizes[name] || [0, 0])[1], 0);
  const timings = { start: 0 };
  const mark = (name) => (timings[name] = Math.round(performance.now()));
  const wheelUrl = new URL(BUILD.wheel, SITE).href;
  const wasmUrl = base + "pyodide.asm.wasm";
  const wasm = ownFetch(wasmUrl).then((response) => watched(response, "wasm"));
  early.set(wasmUrl, wasm.then(() => new Response(new Uint8Array(0))));  // Pyodide's own ask: see below
  const wasmCheck = checkWasm(wasm);
  // Compile the wasm while it downloads, now: loadPyodide only instantiates it after the snapshot is in
  // (it awaits _loadSnapshot first), which left the compile waiting for the snapshot's download and inflate.
  // Pyodide's own instantiateStreaming call is answered with this module (or, if it failed -- a wrong MIME
  // type, say -- Pyodide does it its own way).
  const compiled = WebAssembly.compileStreaming
    ? WebAssembly.compileStreaming(wasm).catch(() => null)
    : Promise.resolve(null);
  compiled.then(() => mark("compiled"));
  // our wheel is needed once Python runs: asked for when the wasm is in, so that on a slow link its bytes do not
  // share the link with the runtime's (it comes while Python starts)
  const wheel = compiled.then(() => fetchBytes(wheelUrl, "the calculator", "wheel"));
  wheel.catch(() => {});  // reported below, after Pyodide
  const ownInstantiateStreaming = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = async (source, imports) => {
    const module = await compiled;
    if (!module) return ownInstantiateStreaming(ownFetch(wasmUrl), imports);
    return { module, instance: await WebAssembly.instantiate(module, imports) };
  };
  // the standard library ships gzipped whole (BUILD.stdlib): Pyodide gets it inflated when it asks for its zip
  const stdlibUrl = base + (BUILD.stdlib || "python_stdlib.zip");
  const stdlib = fetchBytes(stdlibUrl, "the Python runtime", "stdlib");
  stdlib.catch(() => {});
  early.set(base + "python_stdlib.zip", stdlib.then((bytes) => new Response(bytes)));
  // pyodide.asm.mjs fetched and compiled alongside pyodide.mjs, not after it (loadPyodide's createPyodideModule)
  const asm = import(base + "pyodide.asm.mjs");
  asm.catch(() => {});
  const mjs = import(base + "pyodide.mjs");
  mjs.catch(() => {});

  const chosen = await loadSnapshot(snapshotUrl, stdlibUrl, wheelUrl, compiled, cachedRead);
  let snapshot = chosen.bytes;
  mark("snapshot");
  let mod;
  try {
    mod = await mjs;
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
  await stdlib;  // its download failing is said in plain words (Pyodide would only log it)
  meter.downloading = false;
  progress("start", snapshot ? "Restoring Python" : "Starting Python", 0.6);
  const pyodide = await pyodidePromise;
  mark("python");
  if (snapshot && snapshot.buffer.byteLength && typeof structuredClone === "function") {
    // Pyodide has copied the snapshot into its memory but keeps a reference to it (its config): let the
    // 30 MB go by moving the buffer out (a transfer detaches it, nothing is copied)
    structuredClone(snapshot.buffer, { transfer: [snapshot.buffer] });
    snapshot = null;
  }
  progress("engine", "Loading the calculator", 0.85);
  // the engine's bytecode into site-packages (in the snapshot it is imported already; the files serve the
  // modules imported later), or Pyodide's own unpacking when it is not the build's zip
  const installZip = (bytes, format) => {
    if (!BUILD.sitePackages || !installWheel(pyodide, bytes, BUILD.sitePackages)) pyodide.unpackArchive(bytes, format);
    pyodide.runPython(INVALIDATE);
  };
  installZip(await wheel, "wheel");
  mark("wheel");
  const handleJson = pyodide.pyimport("agari.frontends.jsonapi").handle_json;
  mark("import");
  // a search's progress (handle_json's progress callback, where the engine reports it): posted at most every 100 ms
  const reporter = (id) => {
    let last = -Infinity;
    return (done, total) => {
      const now = performance.now();
      if (now - last < 100 && done < total) return;
      last = now;
      self.postMessage({ type: "search", id, done: Number(done), total: Number(total) });
    };
  };
  const answer = (text, id = null) => {
    try {
      if (id !== null) return handleJson.callKwargs(text, { progress: reporter(id) });
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
  // a package a request needs that is not loaded yet (another game's, or an op's such as review or drill):
  // fetch and unpack it first (once); requests keep their order. engine.js sends the request's game and op
  // beside its text, so a review's megabytes of log are never parsed here.
  const loaded = {};
  const packagesOf = ({ game, op }) => {
    const urls = [];
    if (typeof game === "string" && Object.hasOwn(BUILD.games || {}, game)) urls.push([BUILD.games[game], `the ${game} engine`]);
    if (typeof op === "string" && Object.hasOwn(BUILD.ops || {}, op)) urls.push([BUILD.ops[op], `the ${op} engine`]);
    return urls;
  };
  const load = ([file, what]) => {
    if (loaded[file]) return loaded[file];
    loaded[file] = fetchBytes(new URL(file, SITE).href, what, null).then((bytes) => installZip(bytes, "zip"));
    return loaded[file];
  };
  let queue = Promise.resolve();
  const reply = async (message) => {
    const { id, request } = message;
    let failed = null;
    for (const pkg of packagesOf(message)) {
      try {
        await load(pkg);
      } catch (err) {
        delete loaded[pkg[0]];  // offline now: a later request may try again
        failed = JSON.stringify({ ok: false, error: "internal", detail: String(err.message || err) });
        break;
      }
    }
    const t0 = performance.now();
    const response = failed ?? (isOwnMeta(request) ? meta : answer(request, message.progress ? id : null));
    if (id <= 3) performance.measure(`agari:call${id}`, { start: t0 });  // diagnostics (scripts/profile_web.py)
    self.postMessage({ id, response, ms: performance.now() - t0 });
  };
  self.onmessage = (event) => {
    queue = queue.then(() => reply(event.data));
  };
  progress("ready", "Ready", 1);
  self.postMessage({ type: "ready", meta, timings, origin: performance.timeOrigin, start: chosen.how });
  // The page answers "ready" with its first requests (analyze, score) some milliseconds later: import the
  // modules they need meanwhile, where the snapshot has not (requests arriving now wait in the queue). A
  // failure here is left to the request that needs the module.
  for (const name of ["agari.riichi.analysis", "agari.riichi.scoring"]) {
    try {
      pyodide.pyimport(name).destroy();
    } catch {
      break;
    }
  }
}

start().catch((err) => {
  self.postMessage({ type: "error", message: String(err && err.message ? err.message : err) });
});
