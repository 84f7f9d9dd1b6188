// The Python side of the page: a module Web Worker that loads Pyodide and the agari wheel,
// then answers requests with agari.jsonapi.handle_json. Talked to only by engine.js.
//
// messages in:  {id, request: "<JSON text>"}
// messages out: {type: "progress", stage, label, fraction}
//               {type: "ready", meta: "<JSON text>", timings: {python, wheel, import, meta: ms since worker start}}
//               {type: "error", message: "plain words"}
//               {id, response: "<JSON text>", ms: time spent in Python}
// scripts/build_site.py writes the build's file names into BUILD below.
// BUILD.meta is the engine's {"op": "meta"} answer computed at build time (pure data), so "ready" costs no Python.
const BUILD = /* @build */ { pyodide: "./pyodide/", wheel: "./agari.whl", lock: null, version: "dev", meta: null } /* @end */;

const progress = (stage, label, fraction) => self.postMessage({ type: "progress", stage, label, fraction });

async function fetchBytes(url, what) {
  let response;
  try {
    response = await fetch(url);
  } catch (err) {
    throw new Error(`${what} could not be downloaded (${err.message || "network error"})`);
  }
  if (!response.ok) throw new Error(`${what} could not be downloaded (HTTP ${response.status} for ${url})`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    // our wheel ships gzipped whole (smaller than a zip's own compression); a host that adds
    // Content-Encoding: gzip for .gz files has already unpacked it, hence the magic-number check
    const plain = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
    return new Uint8Array(await new Response(plain).arrayBuffer());
  }
  return bytes;
}

async function checkWasm(url) {
  // Pyodide hangs silently when the wasm is missing: look first (a cheap HEAD request).
  const response = await fetch(url, { method: "HEAD" }).catch(() => null);
  if (response === null) return;  // offline: the service worker has it (or Pyodide reports it)
  if (!response.ok) throw new Error(`the Python runtime could not be downloaded (HTTP ${response.status})`);
  const type = response.headers.get("content-type") || "";
  if (!type.startsWith("application/wasm")) {
    // Pyodide then falls back to a slower non-streaming compile: it works, but tell whoever hosts it
    console.warn(`agari: pyodide.asm.wasm is served as "${type}", not application/wasm: slower start`);
  }
}

async function start() {
  const base = new URL(BUILD.pyodide, self.location.href).href;
  progress("download", "Downloading the Python runtime", 0.05);
  const wheel = fetchBytes(new URL(BUILD.wheel, self.location.href).href, "the calculator");
  wheel.catch(() => {});  // reported below, after Pyodide
  const wasmCheck = checkWasm(base + "pyodide.asm.wasm");
  let mod;
  try {
    mod = await import(base + "pyodide.mjs");
  } catch (err) {
    throw new Error(`the Python runtime could not be loaded (${err.message || err})`);
  }
  const options = { indexURL: base, packages: [] };
  if (BUILD.lock) options.lockFileContents = BUILD.lock;
  const pyodidePromise = mod.loadPyodide(options);
  pyodidePromise.catch(() => {});
  await wasmCheck;
  progress("start", "Starting Python", 0.6);
  const timings = {};
  const mark = (name) => (timings[name] = Math.round(performance.now()));
  timings.start = 0;
  const pyodide = await pyodidePromise;
  mark("python");
  progress("engine", "Loading the calculator", 0.85);
  pyodide.unpackArchive(await wheel, "wheel");
  mark("wheel");
  const handleJson = pyodide.pyimport("agari.jsonapi").handle_json;
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
  mark("meta");
  self.onmessage = (event) => {
    const { id, request } = event.data;
    const t0 = performance.now();
    const response = answer(request);
    self.postMessage({ id, response, ms: performance.now() - t0 });
  };
  progress("ready", "Ready", 1);
  self.postMessage({ type: "ready", meta, timings, origin: performance.timeOrigin });
}

start().catch((err) => {
  self.postMessage({ type: "error", message: String(err && err.message ? err.message : err) });
});
