// The one module that talks to the engine (engine.js: Python in a worker). It starts the engine, asks for
// the newest input's results whenever the input changes (answers for an older input are dropped: the newest
// always wins) and puts them in the store; actions ask their one-off questions through call().
//
// Diagnostics: every request sent is announced as a window event "agari:request" (detail: the request), so
// tests see exactly what the engine receives.

import { store } from "./store.js";
import { expectedRequest, notationErrorOf, planRequests } from "./select.js";

let engine = null;
let engineModule = null; // engine.js, kept to start the search worker

/** Start the Python worker as early as possible (before the page builds its controls). Resolves to null, or
 * to the error that kept it from starting. */
export async function startEngine() {
  let mod;
  try {
    mod = await import("../engine.js");
    engineModule = mod;
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

// ---- the expected-value search (op "expected"): a worker of its own, cancelled by the next change -------------
//
// A search of a 2- or 3-shanten hand takes seconds, and Python in a worker reads no message until it is done; the
// page is not cross-origin isolated, so Pyodide's interrupt buffer (a SharedArrayBuffer) is not there. So the
// searches run in a second worker: the calculator's own worker keeps answering every click at once, and a search
// whose hand has changed is cancelled by terminating its worker and starting a fresh one (Python restored from
// the memory snapshot the first worker cached). A search that is nearly done (one of a 1-shanten hand takes tens
// of milliseconds) is given GRACE_MS to finish first, so quick clicks do not restart the worker each time; a search
// still running after SPARE_AFTER_MS gets a spare worker started beside it, which the cancel hands the next search.
// state.expected: {key, status: "searching" | "done" | "failed", done, total, answer, ms} for the input shown (its
// request's JSON as the key: an older search's answer never reaches the store).

export const GRACE_MS = 150;
/** A search still running after this long is a long one: a spare worker is started beside it, so that cancelling it
 * hands the next search a worker already up (on two cores the spare starts while the search runs). */
export const SPARE_AFTER_MS = 400;
let searchEngine = null;
let spare = null; // a search worker started ahead, taken by the next cancel
let spareTimer = 0;
let job = null; // {key, started, finished} of the search in the worker
let wanted = null; // {request, key} waiting for the worker
let graceTimer = 0;

/** Start the searches' worker (once; again after a cancel). */
function searchWorker() {
  if (!searchEngine && engineModule) {
    searchEngine = engineModule.startEngine({ fresh: true, timeoutMs: 60000 });
    searchEngine.ready.catch(() => {});
  }
  return searchEngine;
}

/** Cancel the search in the worker: the worker is terminated and a fresh one started. */
function cancelSearch() {
  clearTimeout(graceTimer);
  clearTimeout(spareTimer);
  if (job && !job.finished && searchEngine) {
    searchEngine.terminate();
    searchEngine = spare; // the spare started during the long search, if any; else a fresh one
    spare = null;
    job = null;
    globalThis.dispatchEvent(new CustomEvent("agari:search-cancelled"));
    searchWorker();
  }
}

/** During a long search: a spare worker, started once (kept until a cancel takes it). */
function startSpare() {
  if (spare || !engineModule || !job || job.finished) return;
  spare = engineModule.startEngine({ fresh: true, timeoutMs: 60000 });
  spare.ready.catch(() => {
    spare = null;
  });
}

/** Search the expected values of the newest input whenever it changes (after the link is checked). */
export function watchExpected() {
  store.subscribe((st, prev) => {
    if (st.input !== prev.input || st.linkChecked !== prev.linkChecked || st.engine !== prev.engine) askExpected();
  });
}

function askExpected() {
  const st = store.get();
  if (!st.linkChecked || st.engine !== "ready") return;
  const request = expectedRequest(st);
  const key = request ? JSON.stringify(request) : null;
  if (key === (st.expected ? st.expected.key : null)) return;
  wanted = request ? { request, key } : null;
  store.set({ expected: request ? { key, status: "searching", done: 0, total: 0, answer: null, ms: null, first: null } : null });
  if (request) firstFigures(request, key);
  if (job && !job.finished) {
    // a search for an older hand is running: it may finish within its grace, else it is cancelled
    clearTimeout(graceTimer);
    const left = GRACE_MS - (performance.now() - job.started);
    graceTimer = setTimeout(() => {
      if (job && !job.finished) {
        cancelSearch();
        nextSearch();
      }
    }, Math.max(0, left));
    return;
  }
  nextSearch();
}

/** The first figures' search: both options off (no shanten down, no hand changes: far fewer states), on the
 * calculator's own worker, under this many states. */
export const FIRST_BUDGET = 150000;
/** A search that has not answered after this long gets its first figures (a hand a tile from ready answers before). */
const FIRST_AFTER_MS = 120;

/** The first figures of a long search (issue 37): the same search with both options off, exact for that simpler
 * play and far quicker, shown (marked as such) until the full search answers; none when the options are off already
 * (the search is that one) or the full search answers first. */
function firstFigures(request, key) {
  if (!(request.shanten_down || request.tegawari)) return;
  const current = () => {
    const e = store.get().expected;
    return e && e.key === key && e.status === "searching" ? e : null;
  };
  setTimeout(async () => {
    if (!current() || !engineUp()) return;
    const t0 = performance.now();
    const answer = await engine.call({ ...request, shanten_down: false, tegawari: false, budget: FIRST_BUDGET }).catch(() => null);
    const e = current();
    if (!e || !answer || !answer.ok) return;
    store.set({ expected: { ...e, first: answer, firstMs: performance.now() - t0 } });
    performance.measure("agari:expected-first", { start: t0, end: performance.now() });
  }, FIRST_AFTER_MS);
}

let starting = false; // waiting for the search worker to start: the newest wanted search goes first once it is ready

/** While the search worker starts (a page just opened, or a fresh worker after a cancel: a Python start takes a
 * second or two), the calculator's own worker tries each search under a budget of CALCULATOR_BUDGET states: a hand one
 * tile from ready (a few thousand states, a few hundred milliseconds at most) is answered from there, a longer search
 * stops at the budget within milliseconds and waits for its worker. */
export const CALCULATOR_BUDGET = 4000;

async function onCalculator(first) {
  first.triedMain = true;
  first.announced = true;
  globalThis.dispatchEvent(new CustomEvent("agari:search", { detail: first.request }));
  const t0 = performance.now();
  const answer = await engine.call({ ...first.request, budget: CALCULATOR_BUDGET }).catch(() => null);
  // over the budget (or the worker failed): the search worker answers it; a hand the engine refuses is said at once
  if (!answer || answer.error === "budget" || answer.error === "internal") return;
  if (wanted === first) wanted = null;
  const st = store.get();
  if (st.expected && st.expected.key === first.key) {
    store.set({ expected: { ...st.expected, status: answer.ok ? "done" : "failed", answer, ms: performance.now() - t0 } });
    performance.measure("agari:expected", { start: t0, end: performance.now() });
  }
}

async function nextSearch() {
  if (!wanted || (job && !job.finished) || starting) return;
  let worker = searchEngine;
  if (!worker || worker.state !== "ready") {
    starting = true;
    try {
      // the calculator's worker tries first; the search worker is started only for a search past its budget (a
      // complete hand, the calculator's main use, or one a tile from ready never costs a second Python)
      while (wanted && !wanted.triedMain && engineUp() && !(searchEngine && searchEngine.state === "ready")) {
        await onCalculator(wanted);
      }
      if (!wanted) return;
      worker = searchWorker();
      if (!worker) return;
      await worker.ready;
    } catch (e) {
      if (searchEngine === worker) searchEngine = null; // the next search tries a fresh worker
      const st = store.get();
      if (wanted && st.expected && st.expected.key === wanted.key) {
        store.set({ expected: { ...st.expected, status: "failed", answer: { ok: false, error: "internal", detail: e && e.message ? e.message : "" } } });
      }
      wanted = null;
      return;
    } finally {
      starting = false;
    }
  }
  if (!wanted) return;
  const { request, key, announced } = wanted;
  wanted = null;
  const mine = { key, started: performance.now(), finished: false };
  job = mine;
  clearTimeout(spareTimer);
  spareTimer = setTimeout(startSpare, SPARE_AFTER_MS);
  if (!announced) globalThis.dispatchEvent(new CustomEvent("agari:search", { detail: request }));
  globalThis.dispatchEvent(new CustomEvent("agari:search-running", { detail: request })); // in the search worker
  const current = () => store.get().expected && store.get().expected.key === key;
  const t0 = performance.now();
  const settle = (answer) => {
    mine.finished = true;
    if (job === mine) job = null;
    clearTimeout(graceTimer);
    clearTimeout(spareTimer);
    if (current()) {
      const ok = Boolean(answer && answer.ok);
      store.set({ expected: { ...store.get().expected, status: ok ? "done" : "failed", answer, ms: performance.now() - t0 } });
      performance.measure("agari:expected", { start: t0, end: performance.now() });
    }
    nextSearch();
  };
  worker.call(request, {
    onSearch: (done, total) => {
      if (current() && job === mine) store.set({ expected: { ...store.get().expected, done, total } });
    },
  }).then(settle, (e) => settle({ ok: false, error: "internal", detail: e && e.message ? e.message : "" }));
}
