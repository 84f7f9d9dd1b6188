// The one module that talks to the engine (engine.js: Python in a worker). It starts the engine, asks for
// the newest input's results whenever the input changes (answers for an older input are dropped: the newest
// always wins) and puts them in the store; actions ask their one-off questions through call().
//
// Diagnostics: every request sent is announced as a window event "agari:request" (detail: the request), so
// tests see exactly what the engine receives.

import { store } from "./store.js";
import { notationErrorOf, planRequests } from "./select.js";

let engine = null;

/** Start the Python worker as early as possible (before the page builds its controls). Resolves to null, or
 * to the error that kept it from starting. */
export async function startEngine() {
  let mod;
  try {
    mod = await import("../engine.js");
  } catch (e) {
    return new Error(`The calculator could not start: its loader is missing (${e && e.message ? e.message : e}).`);
  }
  try {
    engine = mod.startEngine({ onProgress: (ev) => store.set({ progress: ev }) });
  } catch (e) {
    return e;
  }
  // a start that fails before the page is built (a runtime that cannot load) is reported by startUp, which
  // awaits this promise later: handled from now on, it is no unhandled rejection meanwhile
  engine.ready.catch(() => {});
  return null;
}

/** The engine's meta once it is ready (rejects if it failed to start). */
export function engineReady() {
  return engine ? engine.ready : Promise.reject(new Error("The calculator could not start."));
}

/** Whether the engine answers now (started and ready). */
export function engineUp() {
  return Boolean(engine) && engine.state === "ready";
}

/** One request to the engine (a plain object of the JSON door); its answer. */
export function call(request) {
  if (!engine) return Promise.reject(new Error("The calculator could not start."));
  globalThis.dispatchEvent(new CustomEvent("agari:request", { detail: request }));
  return engine.call(request);
}

/** The engine failed: the page says so (the load error banner). */
export function engineFailed(e) {
  store.set({ engine: "failed", loadError: e && e.message ? String(e.message) : "", busy: false, waiting: false });
}

let wantSeq = 0;
let running = false;
let linkChecked = null; // resolves once the link has been checked against the engine's meta (requests wait for it)
let markChecked = () => {};

/** Ask for results whenever the input (or the notation box's text as the source) changes, and once the link is
 * checked against the engine's meta. Subscribe this before any view, so a view told of a change already knows
 * whether results are on their way (state.busy) or here (state.results). */
export function watchInput() {
  linkChecked = new Promise((resolve) => {
    markChecked = resolve;
  });
  store.subscribe((st, prev) => {
    if (st.linkChecked && !prev.linkChecked) markChecked();
    if (st.input !== prev.input || st.source !== prev.source || (st.linkChecked && !prev.linkChecked)) askForResults();
  });
}

function askForResults() {
  wantSeq += 1;
  if (!store.get().busy) store.set({ busy: true }); // tests and the bench wait for busy off: the newest input is on screen
  if (!running) runLoop();
}

/** One request batch at a time; answers for an older input are dropped, the newest input always wins. */
async function runLoop() {
  running = true;
  try {
    while (true) {
      const seq = wantSeq;
      const st = store.get();
      const plan = planRequests(st);
      let answers = [];
      if (plan.requests.length) {
        if (!engine || st.engine === "failed") break;
        if (!st.linkChecked) {
          store.set({ waiting: true });
          await Promise.all([engine.ready, linkChecked]);
          continue;
        }
        const t0 = performance.now();
        answers = await Promise.all(plan.requests.map(call));
        performance.measure("agari:engine", { start: t0, end: performance.now() });
      }
      if (seq !== wantSeq) continue; // the hand changed meanwhile: ask again for the newest
      const results = { plan, answers };
      store.set({ results, waiting: false, notationError: notationErrorOf(store.get(), results) });
      break;
    }
  } catch (e) {
    engineFailed(e);
  } finally {
    running = false;
    if (store.get().busy) store.set({ busy: false });
  }
}
