// engine.js -- the page's only interface to the Python engine (owner: WEB-INFRA).
//
//   import { startEngine } from "./engine.js";
//   const engine = startEngine({ onProgress: ({ stage, label, fraction }) => ..., timeoutMs: 30000 });
//   engine.ready          Promise<meta>: the response of {"op": "meta"} once Python and agari are loaded;
//                         rejects with an Error whose message is plain words for the user
//                         ("The calculator could not start: ...").
//   engine.call(request)  request: a plain object, the JSON of agari.frontends.jsonapi.handle (op score/analyze/meta/...)
//                         -> Promise<response object>. Never rejects for bad input (it comes back as
//                         {"ok": false, "error": "invalid", ...}; a Python bug as {"ok": false, "error":
//                         "internal", ...}). Rejects only when the engine failed to start. Calls made before
//                         ready are queued; answers come in call order.
//   engine.state          "loading" | "ready" | "failed" | "stopped" (terminated)
//   engine.calls, engine.pythonMs   number of answered calls and the total time Python spent on them (diagnostics)
//   engine.timings        once ready: {start, snapshot, mjs, compiled, python, wheel, import, meta}: when
//                         the worker started and each loading step ended, in the page's performance.now()
//                         milliseconds (diagnostics; scripts/profile_web.py)
//   engine.start          once ready: how Python was started, {snapshot: true|false, reason: "plain words",
//                         mbit: the link the worker measured, or null}: the memory snapshot (Python with the
//                         engine imported) restored, or Python started and the engine's bytecode imported
//                         (worker.js chooses per connection); also in the "agari:engine-ready" mark's detail
//   engine.call(request, {onSearch})  onSearch(done, total): the worker's progress through a long search (op
//                         "expected"), about ten times a second at most
//   engine.terminate()    stops the worker at once, whatever it is doing (a search cancelled); its calls never answer
//   startEngine({fresh: true}): a worker of its own (the expected-value searches, store/engine-link.js), not the one
//                         started with this module; it registers no service worker, and starts Python without the
//                         snapshot where the first worker did (a slow link)
// Progress stages, in order: "download", "start", "engine", "ready" (fraction 0..1, label in English; during
// "download" also loaded and total: bytes on the wire so far and in all).
// Python runs in a module Web Worker (worker.js), so the page never freezes.
// startEngine also registers the service worker (sw.js) 1.5 s after the engine is ready (so precaching does
// not compete with the first result): offline after one visit.

const FAILED = "The calculator could not start";

// Python starts loading as soon as this module is evaluated, before the page's own start-up code runs:
// startEngine() adopts this worker and replays the events that arrived before it was called.
let early = spawn();

/** A worker; `skipSnapshot`: start Python without the memory snapshot whatever the link. */
function spawn(skipSnapshot = false) {
  try {
    // "./worker.js": the build writes the worker's hashed name in its place (scripts/build_site.py)
    const url = new URL("./worker.js", import.meta.url);
    // ?agari-snapshot=always|never: start Python that way whatever the link (measurements and tests)
    const forced = new URLSearchParams(location.search).get("agari-snapshot") || (skipSnapshot ? "never" : null);
    if (forced) url.searchParams.set("snapshot", forced);
    const worker = new Worker(url, { type: "module" });
    const buffered = [];
    worker.onmessage = (event) => buffered.push(event);
    worker.onerror = (event) => {
      event.preventDefault();
      buffered.push(event);
    };
    return { worker, buffered };
  } catch (error) {
    return { error };
  }
}

export function startEngine({ onProgress = () => {}, timeoutMs = 30000, fresh = false } = {}) {
  let worker;
  let nextId = 1;
  const pending = new Map();
  let resolveReady;
  let rejectReady;
  const ready = new Promise((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  const engine = { state: "loading", ready, call, terminate, calls: 0, pythonMs: 0 };
  if (!fresh) globalThis.__agariEngine = engine;  // diagnostics for scripts/bench_web.py

  function fail(reason) {
    if (engine.state !== "loading") return;
    engine.state = "failed";
    clearTimeout(timer);
    const error = new Error(`${FAILED}: ${reason}. Check your connection and reload the page.`);
    rejectReady(error);
    if (worker) worker.terminate();
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  }

  const timer = setTimeout(
    () => fail(`the Python runtime did not finish loading within ${Math.round(timeoutMs / 1000)} seconds`),
    timeoutMs,
  );

  // a worker of its own follows the first one's choice: where that one started without the snapshot (a slow link),
  // so does this one (whose own look at the link would be fooled by the runtime's files, now in the HTTP cache)
  const first = globalThis.__agariEngine;
  const started = (!fresh && early) || spawn(Boolean(fresh && first && first.start && first.start.snapshot === false));
  if (!fresh) early = null;
  if (started.error) {
    fail(`the browser refused to start a worker (${started.error.message || started.error})`);
  } else {
    worker = started.worker;
  }

  if (worker) {
    worker.onerror = (event) => {
      event.preventDefault();
      fail(event.message ? `the engine script failed (${event.message})` : "the engine script could not be loaded");
    };
    worker.onmessage = (event) => {
      const msg = event.data;
      if (msg.type === "progress") {
        try {
          onProgress({ stage: msg.stage, label: msg.label, fraction: msg.fraction, loaded: msg.loaded, total: msg.total });
        } catch (err) {
          console.error(err);
        }
      } else if (msg.type === "ready") {
        if (engine.state !== "loading") return;
        engine.state = "ready";
        // worker milliseconds -> page milliseconds (performance.now() of the page)
        const shift = (msg.origin || performance.timeOrigin) - performance.timeOrigin;
        engine.timings = Object.fromEntries(
          Object.entries(msg.timings).map(([k, v]) => [k, Math.round(v + shift)]),
        );
        clearTimeout(timer);
        engine.start = msg.start || { snapshot: false, reason: "unknown", mbit: null };
        performance.mark("agari:engine-ready", { detail: { ...engine.timings, start: engine.start } });
        resolveReady(JSON.parse(msg.meta));
        // precaching re-reads ~12 MB: let the page show its first result before that starts
        if (!fresh) setTimeout(registerServiceWorker, 1500);
      } else if (msg.type === "error") {
        fail(msg.message);
      } else if (msg.type === "search") {
        const entry = pending.get(msg.id);
        if (entry && entry.onSearch) {
          try {
            entry.onSearch(msg.done, msg.total);
          } catch (err) {
            console.error(err);
          }
        }
      } else if (pending.has(msg.id)) {
        const { resolve } = pending.get(msg.id);
        pending.delete(msg.id);
        engine.calls += 1;
        engine.pythonMs += msg.ms || 0;
        resolve(JSON.parse(msg.response));
      }
    };
  }

  if (worker) {
    for (const event of started.buffered) {
      if (event.type === "error") worker.onerror(event);
      else worker.onmessage(event);
    }
  }

  function call(request, { onSearch = null } = {}) {
    if (engine.state === "failed") return ready.then(() => null);
    return ready.then(
      () =>
        new Promise((resolve, reject) => {
          if (engine.state !== "ready") return; // terminated meanwhile: never answers
          const id = nextId++;
          pending.set(id, { resolve, reject, onSearch });
          // the game and op beside the text: the worker fetches the packages they need without parsing it
          const { game, op } = request && typeof request === "object" ? request : {};
          worker.postMessage({ id, request: JSON.stringify(request), game, op, progress: Boolean(onSearch) });
        }),
    );
  }

  function terminate() {
    clearTimeout(timer);
    if (worker) worker.terminate();
    engine.state = "stopped";
    pending.clear(); // a cancelled search's answer never comes: nothing waits on it (the caller moved on)
  }

  return engine;
}

function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker.register(new URL("./sw.js", import.meta.url), { type: "classic" }).catch((err) => {
    console.warn("offline support unavailable:", err);
  });
}
