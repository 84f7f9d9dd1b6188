// The game review's actions (the Review view, ui/review/): a log from a file, a drop or pasted text is checked
// here first (size, binary: refused before anything reaches the worker; a gzip-compressed mjlog, as Tenhou serves
// it, unpacked here to at most MAX_LOG_BYTES, any other gzip file refused), then reviewed by the engine (op
// "review", agari/gamereview/op.py) one part at a time: the header (players, rule, the rounds' labels and
// results), each round in order (the view shows a round as soon as it is in, with a progress bar; the next round
// is asked for before the page draws the last one), then the summary per seat. A new log cancels the review still
// running: no further part of the old one is asked for (the one already in the worker finishes there, its answer
// is dropped).
//
// The state is one field, `review` (store/store.js), null before any log:
//   {job, file, status: "reading" | "reviewing" | "done" | "failed", error: {key, params} | {detail},
//    header, rounds: [round answer or null], done, total, summary, seat: null (every seat) | n, open: round index}

import { parseHand } from "../notation.js";
import { FLAGS, MAX_DISCARDS, PRESET_NAMES, WIND_LETTERS, emptyState, encodeState } from "../state.js";
import { isTileCode } from "../tiles.js";
import { openLink } from "./actions.js";
import { call, engineReady } from "./engine-link.js";
import { store } from "./store.js";

/** The largest log the page takes (the engine's own limit, agari/logs/guard.py MAX_BYTES): refused here, by
 * its size, before it is read or sent to the worker. */
export const MAX_LOG_BYTES = 8 * 1024 * 1024;

let job = 0;

/** The number of the review running or shown last (a new log gives a new one: store/review-corpus.js). */
export const currentReviewJob = () => job;

/** Change the review of job `id`, unless a newer one replaced it. */
function update(id, patch) {
  store.set((st) => {
    const rv = st.review;
    if (!rv || rv.job !== id) return null;
    return { review: { ...rv, ...(typeof patch === "function" ? patch(rv) : patch) } };
  });
}

/** A new review (the one running, if any, is cancelled by the new job number). */
function begin(file) {
  job += 1;
  store.set({ review: { job, file, status: "reading", error: null, header: null, rounds: [], done: 0, total: 0,
    summary: null, seat: null, open: null } });
  performance.mark("agari:review-start");
  return job;
}

function fail(id, error) {
  update(id, { status: "failed", error });
}

const mib = (n) => (n / 1048576).toFixed(1);

/** A log file chosen or dropped: refused by its size before it is read; a gzip mjlog unpacked, other gzip and
 * binary files named. */
export async function reviewFile(file) {
  const id = begin(file && typeof file.name === "string" ? file.name : null);
  if (!file || typeof file.size !== "number") return fail(id, { key: "review_unreadable" });
  if (file.size > MAX_LOG_BYTES) return fail(id, { key: "review_too_big", params: { size: mib(file.size), max: mib(MAX_LOG_BYTES) } });
  if (file.size === 0) return fail(id, { key: "review_empty" });
  let bytes;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return fail(id, { key: "review_unreadable" });
  }
  if (id !== job) return undefined;
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    // Tenhou serves its mjlog XML gzip-compressed: unpacked here, at most MAX_LOG_BYTES (a zip bomb stops there)
    const unpacked = await gunzip(bytes);
    if (id !== job) return undefined;
    if (unpacked === "too big") return fail(id, { key: "review_unpacked_too_big", params: { max: mib(MAX_LOG_BYTES) } });
    if (unpacked === null && typeof DecompressionStream === "function") return fail(id, { key: "review_gzip_broken" });
    if (!unpacked || !isMjlog(unpacked)) return fail(id, { key: "review_gzip" });
    bytes = unpacked;
  }
  let text;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return fail(id, { key: "review_binary" });
  }
  if (text.includes("\u0000")) return fail(id, { key: "review_binary" });
  return run(id, text);
}

/** The bytes of a gzip file unpacked: null when broken (or no DecompressionStream), "too big" past MAX_LOG_BYTES. */
async function gunzip(bytes) {
  if (typeof DecompressionStream !== "function") return null;
  const parts = [];
  let size = 0;
  try {
    const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip")).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > MAX_LOG_BYTES) {
        reader.cancel().catch(() => {});
        return "too big";
      }
      parts.push(value);
    }
  } catch {
    return null;
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Unpacked bytes that start as an mjlog does (the engine reads nothing else from a gzip file). */
function isMjlog(bytes) {
  const head = new TextDecoder("utf-8").decode(bytes.subarray(0, 1024)).replace(/^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?/, "");
  return head.startsWith("<mjloggm");
}

/** A log pasted as text. */
export function reviewText(text) {
  const id = begin(null);
  const s = String(text ?? "");
  // characters, not bytes: a pasted log of MAX_LOG_BYTES characters is at least that many bytes
  if (s.length > MAX_LOG_BYTES) return fail(id, { key: "review_too_big", params: { size: mib(s.length), max: mib(MAX_LOG_BYTES) } });
  return run(id, s);
}

/** One request of the review; null when the engine could not answer (it failed to start). */
async function ask(request) {
  try {
    return await call(request);
  } catch {
    return null;
  }
}

/** A part of the log already read (`log_id`), sent again with the text if the worker no longer keeps it. */
async function askPart(id, text, logId, part) {
  let r = await ask({ op: "review", log_id: logId, ...part });
  if (id === job && r && r.ok === false && r.field === "log_id") r = await ask({ op: "review", log: text, ...part });
  return r;
}

async function run(id, text) {
  if (!text.trim()) return fail(id, { key: "review_empty" });
  update(id, { status: "reviewing" });
  try {
    await engineReady();
  } catch {
    return fail(id, { key: "review_no_engine" });
  }
  if (id !== job) return undefined;
  const head = await ask({ op: "review", log: text, part: "header" });
  if (id !== job) return undefined;
  if (!head) return fail(id, { key: "review_no_engine" });
  if (head.ok !== true || !Array.isArray(head.rounds)) return fail(id, { detail: String(head.detail || head.error || "") });
  const total = head.rounds.length;
  update(id, { header: head, rounds: new Array(total).fill(null), total, done: 0, open: total ? 0 : null });
  // the next part is asked for before a round is drawn: the worker reviews it while the page draws this one
  const partAfter = (i) => askPart(id, text, head.log_id, i < total ? { part: "round", round: i } : { part: "summary" });
  let pending = partAfter(0);
  for (let i = 0; i < total; i++) {
    const r = await pending;
    if (id !== job) return undefined;
    pending = partAfter(i + 1);
    // a round the engine could not answer is shown with the engine's words; the others go on
    const round = r && r.ok && r.round ? r.round : { index: i, error: String(r?.detail || r?.error || ""), failed: true };
    update(id, (rv) => ({ rounds: rv.rounds.map((x, k) => (k === i ? round : x)), done: i + 1 }));
    if (i === 0) performance.mark("agari:review-first-round");
  }
  const summary = await pending;
  if (id !== job) return undefined;
  update(id, { summary: summary && summary.ok ? summary : null, status: "done" });
  performance.mark("agari:review-done");
  return undefined;
}

/** The seat the review shows (a seat number), or null for every seat. */
export function chooseReviewSeat(seat) {
  const rv = store.get().review;
  if (!rv) return;
  const players = rv.header?.players ?? 4;
  const n = seat === null || seat === "" ? null : Number(seat);
  if (n === null || (Number.isInteger(n) && n >= 0 && n < players)) store.set({ review: { ...rv, seat: n } });
}

/** Open a round of the review (its index), or close it when it is open. */
export function toggleReviewRound(index) {
  const rv = store.get().review;
  if (rv) store.set({ review: { ...rv, open: rv.open === index ? null : index } });
}

// ---- a hand of the review in the calculator (its share link) ----------------------------------------------

/** The calculator's rules from a review's `rules` (a preset's name, or {preset, ...options}). */
function rulesOf(s, rules) {
  if (typeof rules === "string" && PRESET_NAMES.includes(rules)) s.preset = rules;
  else if (rules && typeof rules === "object" && PRESET_NAMES.includes(rules.preset)) {
    s.preset = rules.preset;
    for (const [k, v] of Object.entries(rules)) if (k !== "preset" && /^[a-z_0-9]{1,40}$/.test(k)) s.overrides[k] = v;
  }
}

const tiles = (list, most) => (Array.isArray(list) ? list.filter(isTileCode).slice(0, most) : []);
const wind = (w) => (WIND_LETTERS.includes(w) ? w : "e");
const count = (n, most = 99) => (Number.isInteger(n) ? Math.max(0, Math.min(most, n)) : 0);

/** The calculator's input for a review's fields (a decision's `calculator`, a win's `request`). */
function inputOf(fields, win) {
  const s = emptyState();
  let hand;
  try {
    hand = parseHand(String(fields.hand ?? ""));
  } catch {
    hand = { concealed: [], melds: [] }; // never from the engine: it writes the hands it reads
  }
  s.concealed = hand.concealed;
  s.melds = hand.melds;
  if (win && s.concealed.includes(win)) {
    s.win = win;
    s.winMode = "fixed";
  } else s.winMode = "auto";
  s.dora = tiles(fields.dora, 5);
  s.round = wind(fields.round);
  s.seat = wind(fields.seat);
  s.honba = count(fields.honba);
  s.sticks = count(fields.sticks);
  s.kita = count(fields.kita, 4);
  rulesOf(s, fields.rules);
  return s;
}

/** The share-link fragment of a decision's hand (before its discard): hand, the tile just drawn, dora, winds,
 * honba, sticks, kita, rules and the player's own discards so far (furiten; counted as seen). */
export function decisionLink(decision) {
  const c = decision.calculator || {};
  const s = inputOf(c, decision.drawn);
  s.discards = tiles(c.discards, MAX_DISCARDS);
  return `#${encodeState(s)}`;
}

/** The share-link fragment of a win as the engine scored it (its score request): the hand, the winning tile,
 * tsumo or ron, every condition, dora and ura, winds, honba, sticks, kita, rules. */
export function winLink(win) {
  const r = win.request || {};
  const s = inputOf(r, r.win);
  for (const f of FLAGS) if (r[f] === true) s[f] = true;
  s.ura = s.riichi || s.double_riichi ? tiles(r.ura, 5) : [];
  if (WIND_LETTERS.includes(r.pao)) s.pao = r.pao;
  return `#${encodeState(s)}`;
}

/** Show a decision's hand (or a win) in the calculator. */
export function openInCalculator(fragment) {
  return openLink(fragment);
}
