// The Practice view's actions (ui/practice/): the drill's options, the drill the engine makes from them (op "drill":
// the hand and its situation, nothing of the answer unless hints are on), the player's answer checked by the engine
// (each field marked, the full breakdown), the next drill, the missed list, the progress kept in this browser
// (store/practice-stats.js). Fetched with the view, the first time it is shown. docs/practice.md, "On the page".
//
// The store's `practice` holds the view's state (practiceState() says each field); `viewLink.practice` the drill's
// spec in the share link (p.game, p.rules, p.kind, p.difficulty, p.fields, p.seed, p.number: the op's own names).

import { emptyState, encodeState } from "../state.js";
import { parseHand } from "../notation.js";
import { loadGameMeta, openLink } from "./actions.js";
import { call } from "./engine-link.js";
import { STORAGE_KEY, forget, loadProgress, readSpec, record, sameSpec, saveProgress } from "./practice-stats.js";
import { HOME_GAME, currentGame, defaultGame, games } from "./select.js";
import { store } from "./store.js";

export const KINDS = ["score", "discard", "shanten", "value"];
/** The games with by-value drills (the expected-value search is Riichi's). */
export const VALUE_GAMES = ["riichi"];
/** Whether a drill kind asks for a throw (a tile of the hand). */
export const asksThrow = (kind) => kind === "discard" || kind === "value";
export const DIFFICULTIES = ["plain", "mixed", "traps"];
/** The timer's choices, in seconds a drill (0: none). */
export const TIMERS = [0, 10, 20, 30, 45, 60, 90, 120];
const SEED = /^[A-Za-z0-9_-]{1,64}$/;
const LINK_KEYS = ["game", "rules", "kind", "difficulty", "fields", "seed", "number"];

/** The view's state before its first drill. */
function practiceState(progress, kept) {
  return {
    ready: false, // the engine's meta is known and the first drill was asked for
    spec: null, // the drill shown: {game, rules, kind, difficulty, fields, seed, number}
    table: null, // the engine's table of the spec's game, kind and rules (op drill, action table): fields, categories
    timer: progress.prefs.timer ?? 0, // seconds a drill, 0: no timer
    spoilers: progress.prefs.spoilers ?? false, // the drill's trap shown before the answer (hints); off: no spoilers
    drill: null, // the engine's drill: {drill, request, asks, solution?}
    loading: false, // a drill is being made
    error: null, // the engine's answer refusing the drill ({detail, field})
    shownAt: 0, // when the drill was shown (ms since 1970)
    late: false, // the timer ran out before the answer
    checking: false, // an answer is being checked
    given: null, // the answer sent
    answer: null, // the engine's check: {right, marks, category, trap, help, result | table, choice | shanten, ...}
    answerError: null, // the engine's answer refusing the player's answer (a tile not in the hand)
    right: null, // the answer counted right (a late one is not)
    ms: 0, // the time the answer took
    progress, // store/practice-stats.js
    kept, // whether this browser keeps the progress (localStorage)
    retry: false, // the drill is a retry from the missed list
    resume: null, // the spec to go on with after a retry
    confirmClear: false, // "clear progress" was clicked once: a second click clears
    message: null, // {key, params}: a word next to the options (a seed refused, the last field kept)
  };
}

const practice = () => store.get().practice;

/** Change the view's state (and the drill in the link, when `spec` is given). */
function setPractice(patch, spec = null) {
  store.set((st) => ({
    practice: { ...st.practice, ...patch },
    ...(spec ? { viewLink: { ...st.viewLink, practice: linkParams(spec) } } : {}),
  }));
}

/** The drill's spec as the share link writes it (all seven values: a link means the same drill later too). */
export function linkParams(spec) {
  const out = { "p.game": spec.game, "p.rules": spec.rules, "p.kind": spec.kind, "p.difficulty": spec.difficulty };
  if (spec.kind === "score" && spec.fields) out["p.fields"] = spec.fields.join(",");
  return { ...out, "p.seed": spec.seed, "p.number": String(spec.number) };
}

/** A seed no one chose: eight letters and digits. */
export function randomSeed() {
  const letters = "abcdefghijkmnpqrstuvwxyz23456789";
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => letters[b % letters.length]).join("");
}

/** The games with drills, from the engine's registry (meta.games), with their presets. */
export function drillGames(st) {
  return games(st).filter((g) => Array.isArray(g.presets));
}

function gameEntry(st, name) {
  return drillGames(st).find((g) => g.name === name) ?? null;
}

/** The drill request of a spec (op "drill"); the fields only for Score it (the other kinds ask one thing). */
export function drillRequest(spec) {
  const out = { op: "drill", game: spec.game, rules: spec.rules, kind: spec.kind, difficulty: spec.difficulty };
  if (spec.kind === "score" && spec.fields) out.fields = [...spec.fields];
  return { ...out, seed: spec.seed, number: spec.number };
}

/** The first drill when no link names one: the last one played (the next if it was answered), else one of the game
 * the calculator shows, under its rules, with a new seed. */
function firstSpec(st, progress) {
  const last = progress.last;
  if (last && gameEntry(st, last.spec.game)) return { ...last.spec, number: last.spec.number + (last.answered ? 1 : 0) };
  const shown = currentGame(st);
  const entry = gameEntry(st, shown) ?? gameEntry(st, defaultGame(st)) ?? drillGames(st)[0];
  const game = entry?.name ?? HOME_GAME;
  const rules = game === shown && entry?.presets?.includes(st.input.preset) ? st.input.preset : entry?.default_preset;
  return { game, rules, kind: "score", difficulty: "mixed", fields: progress.prefs.fields?.[game] ?? null,
    seed: randomSeed(), number: 0 };
}

/** What a link leaves out is what the op takes when a request leaves it out (a link means the same drill whoever
 * opens it): the default game and its default rules, Score it, mixed, the game's default fields, drill 0; a seed
 * no one chose. */
function linkDefaults(st) {
  const game = gameEntry(st, defaultGame(st)) ?? drillGames(st)[0];
  return { game: game?.name ?? HOME_GAME, rules: game?.default_preset, kind: "score", difficulty: "mixed", fields: null,
    seed: randomSeed(), number: 0 };
}

/** A link's drill checked against the engine's registry: {spec, problems} (a value that does not pass is left to its
 * default, and named for the notice). The engine checks the spec once more when it makes the drill. */
export function specOfLink(st, raw) {
  const problems = [];
  const spec = linkDefaults(st);
  const bad = (key) => problems.push(`"p.${key}"`);
  for (const key of Object.keys(raw)) if (!LINK_KEYS.includes(key)) bad(key);
  if (raw.game !== undefined) {
    if (gameEntry(st, raw.game)) {
      if (raw.game !== spec.game) Object.assign(spec, { game: raw.game, rules: gameEntry(st, raw.game).default_preset, fields: null });
    } else bad("game");
  }
  if (raw.rules !== undefined) {
    if (gameEntry(st, spec.game)?.presets.includes(raw.rules)) spec.rules = raw.rules;
    else bad("rules");
  }
  for (const [key, list] of [["kind", KINDS], ["difficulty", DIFFICULTIES]]) {
    if (raw[key] === undefined) continue;
    if (list.includes(raw[key])) spec[key] = raw[key];
    else bad(key);
  }
  if (raw.fields !== undefined) {
    const fields = raw.fields.split(",").filter(Boolean);
    if (fields.length && fields.every((f) => /^[a-z]{1,12}$/.test(f))) spec.fields = fields;
    else bad("fields");
  }
  if (raw.seed !== undefined) {
    if (SEED.test(raw.seed)) spec.seed = raw.seed;
    else bad("seed");
  }
  if (raw.number !== undefined) {
    if (/^\d{1,10}$/.test(raw.number) && Number(raw.number) <= 1e9) spec.number = Number(raw.number);
    else bad("number");
  }
  return { spec, problems };
}

/** Names for the notice (what a link held that could not be used), added to what it says already. */
function notice(problems) {
  if (problems.length) store.set((st) => ({ notice: [...new Set([...st.notice, ...problems])] }));
}

/** Change the progress (and the options and the drill played, kept with it) and keep it in this browser, with a
 * patch of the view's state in the same change. The change is made to what is stored now: another tab's answers
 * since this one read it are kept too. */
function change(edit, patch = {}, spec = null) {
  const now = practice();
  const base = now.kept ? loadProgress().progress : now.progress;
  const progress = edit(base);
  const kept = saveProgress(progress);
  setPractice({ ...patch, progress, kept }, spec);
}

/** The Practice view is shown for the first time: its progress read, its first drill made once the engine's meta
 * is known (from the link, else where the player left off, else a new seed). */
export function startPractice() {
  if (practice()) return;
  const { progress, kept } = loadProgress();
  store.set({ practice: practiceState(progress, kept) });
  // another tab changed the progress: shown here too
  globalThis.addEventListener?.("storage", (e) => {
    if (e.key === null || e.key === STORAGE_KEY) setPractice({ progress: loadProgress().progress });
  });
  const begin = () => {
    const st = store.get();
    if (st.practice.ready || st.engine !== "ready" || !st.meta) return;
    setPractice({ ready: true });
    if (!st.practiceLink) return loadDrill(firstSpec(st, st.practice.progress));
    const { spec, problems } = specOfLink(st, st.practiceLink);
    notice(problems);
    return loadDrill(spec, { linked: true });
  };
  store.subscribe((st, prev) => {
    if (st.engine === "ready" && prev.engine !== "ready") begin();
    // a link opened later (pasted into the address bar) names another drill
    if (st.practice?.ready && st.practiceLink && st.practiceLink !== prev.practiceLink) {
      const { spec, problems } = specOfLink(st, st.practiceLink);
      notice(problems);
      loadDrill(spec, { linked: true });
    }
  });
  begin();
}

let drillSeq = 0;
const tables = new Map(); // "game kind rules" -> the engine's table

/** The engine's table of a game, kind and rules (fields to answer, categories and their shares), once each. */
async function tableOf(spec) {
  const key = `${spec.game} ${spec.kind} ${spec.rules}`;
  if (!tables.has(key)) {
    tables.set(key, call({ op: "drill", action: "table", game: spec.game, kind: spec.kind, rules: spec.rules })
      .then((t) => (t && t.ok ? t : null), () => null));
  }
  return tables.get(key);
}

/** Ask the engine for a drill and show it (`spec.fields` null: the game's default fields). A value the engine
 * refuses in a spec from a link is dropped (its default taken) and named in the notice. */
async function loadDrill(spec, { linked = false, retry = false, resume = null } = {}) {
  const seq = ++drillSeq;
  setPractice({ spec, drill: null, loading: true, error: null, answer: null, given: null, answerError: null, late: false,
    checking: false, right: null, retry, resume, confirmClear: false }, spec);
  if (spec.game !== HOME_GAME) await loadGameMeta(spec.game); // its names, for the situation and the breakdown
  let want = { ...spec };
  let out = null;
  for (let tries = 0; tries < LINK_KEYS.length; tries++) {
    const hints = practice().spoilers;
    try {
      out = await call({ ...drillRequest(want), ...(hints ? { solution: true } : {}) });
    } catch (e) {
      out = { ok: false, error: "internal", detail: e && e.message ? String(e.message) : "" };
    }
    if (seq !== drillSeq) return;
    if (!linked || !out || out.ok !== false || !["rules", "kind", "difficulty", "fields", "seed", "number"].includes(out.field)) break;
    // a link's value the engine refuses: the default instead, said in the notice
    notice([`"p.${out.field}"`]);
    const fallback = { rules: gameEntry(store.get(), want.game)?.default_preset, kind: "score", difficulty: "mixed",
      fields: null, seed: randomSeed(), number: 0 };
    want = { ...want, [out.field]: fallback[out.field] };
  }
  if (!out || out.ok === false) {
    setPractice({ loading: false, error: out ?? { ok: false, error: "internal", detail: "" } });
    return;
  }
  const real = readSpec(out.drill) ?? want;
  change((pr) => (retry ? pr : { ...pr, last: { spec: real, answered: false } }),
    { spec: real, drill: out, loading: false, shownAt: Date.now() }, real);
  // the table (the fields a game asks, what the hands are drawn to test) after the drill: it does not hold it up
  const table = await tableOf(real);
  if (seq === drillSeq && table !== practice().table) setPractice({ table });
}

/** Hints turned on: the drill shown gets its solution (the same hand, the clock left running). */
async function addSolution() {
  const p = practice();
  if (!p.drill || p.answer || p.drill.solution) return;
  const seq = drillSeq;
  const out = await call({ ...drillRequest(p.spec), solution: true }).catch(() => null);
  if (seq === drillSeq && out && out.ok) setPractice({ drill: out });
}

/** An option of the drill changed: a new drill (the first of the seed) with it; the fields to answer, the timer
 * and hints keep the hand. */
export function setOption(name, value) {
  const st = store.get();
  const p = st.practice;
  if (!p?.spec) return;
  const spec = { ...p.spec };
  if (name === "game") {
    const entry = gameEntry(st, value);
    if (!entry || value === spec.game) return;
    Object.assign(spec, { game: value, rules: entry.default_preset, fields: p.progress.prefs.fields?.[value] ?? null, number: 0 });
    if (spec.kind === "value" && !VALUE_GAMES.includes(value)) spec.kind = "discard"; // by value: Riichi only
  } else if (name === "rules") {
    if (!gameEntry(st, spec.game)?.presets.includes(value) || value === spec.rules) return;
    Object.assign(spec, { rules: value, number: 0 });
  } else if (name === "kind" || name === "difficulty") {
    if (!(name === "kind" ? KINDS : DIFFICULTIES).includes(value) || value === spec[name]) return;
    spec[name] = value;
    spec.number = 0;
    if (name === "kind") spec.fields = value === "score" ? p.progress.prefs.fields?.[spec.game] ?? null : null;
  } else if (name === "seed") {
    const seed = String(value).trim();
    if (!SEED.test(seed)) {
      setPractice({ message: { key: "seed_bad" } });
      return;
    }
    if (seed === spec.seed) return;
    Object.assign(spec, { seed, number: 0 });
  } else if (name === "timer") {
    if (!TIMERS.includes(value)) return;
    const late = p.late || (value > 0 && !p.answer && p.drill && Date.now() - p.shownAt > value * 1000);
    change((pr) => ({ ...pr, prefs: { ...pr.prefs, timer: value } }), { timer: value, late: Boolean(late) });
    return;
  } else if (name === "spoilers") {
    change((pr) => ({ ...pr, prefs: { ...pr.prefs, spoilers: Boolean(value) } }), { spoilers: Boolean(value) });
    if (value) addSolution();
    return;
  } else return;
  setPractice({ message: null });
  loadDrill(spec);
}

/** A field to answer ticked or not (Score it): the same hand, asked for the fields now chosen. */
export function setField(field, on) {
  const p = practice();
  if (!p?.spec || p.spec.kind !== "score") return;
  const allowed = p.table?.fields ?? p.spec.fields;
  const now = new Set(p.spec.fields);
  if (on) now.add(field);
  else now.delete(field);
  const fields = allowed.filter((f) => now.has(f));
  if (!fields.length) {
    setPractice({ message: { key: "fields_one" } });
    return;
  }
  change((pr) => ({ ...pr, prefs: { ...pr.prefs, fields: { ...pr.prefs.fields, [p.spec.game]: fields } } }), { message: null });
  if (fields.join() !== p.spec.fields.join()) loadDrill({ ...p.spec, fields }, { retry: p.retry, resume: p.resume });
}

/** A new seed: its first drill. */
export function newSeed() {
  const p = practice();
  if (p?.spec) {
    setPractice({ message: null });
    loadDrill({ ...p.spec, seed: randomSeed(), number: 0 });
  }
}

/** The timer ran out before the answer: the drill counts as missed. */
export function timeUp() {
  const p = practice();
  if (p?.drill && !p.answer && !p.late) setPractice({ late: true });
}

/** The player's answer (what the drill asks: {han, fu, points, payments: {payer: n}}, {discard: "5m"}, {shanten: 2}),
 * checked by the engine; counted in the progress. */
export async function answerDrill(answer) {
  const p = practice();
  if (!p?.drill || p.answer || p.checking) return;
  const seq = drillSeq;
  const ms = Date.now() - p.shownAt;
  const late = p.late || (p.timer > 0 && ms > p.timer * 1000);
  setPractice({ checking: true, given: answer, answerError: null, late });
  let out;
  try {
    out = await call({ ...drillRequest(p.spec), answer });
  } catch (e) {
    out = { ok: false, error: "internal", detail: e && e.message ? String(e.message) : "" };
  }
  if (seq !== drillSeq) return;
  if (!out || out.ok === false) {
    setPractice({ checking: false, answerError: out ?? { ok: false, error: "internal", detail: "" } });
    return;
  }
  const now = practice();
  const right = Boolean(out.right) && !late;
  change((pr) => {
    const counted = record(pr, { spec: now.spec, right, ms, now: Date.now() });
    return now.retry ? counted : { ...counted, last: { spec: now.spec, answered: true } };
  }, { checking: false, answer: out, right, ms });
}

/** The next drill: the seed's next number (after a retry, the drill the player left for it). */
export function nextDrill() {
  const p = practice();
  if (!p?.spec) return;
  if (p.resume) return loadDrill(p.resume);
  loadDrill({ ...p.spec, number: p.spec.number + 1 });
}

/** A drill of the missed list played again (the one left for it comes next). */
export function retryMissed(spec) {
  const p = practice();
  if (!p?.spec) return;
  let resume = p.resume ?? (p.retry ? null : { ...p.spec, number: p.spec.number + (p.answer ? 1 : 0) });
  if (resume && sameSpec(resume, spec)) resume = { ...resume, number: resume.number + 1 }; // the one retried: past it
  loadDrill({ ...spec }, { retry: true, resume });
}

/** A drill taken off the missed list. */
export function forgetMissed(spec) {
  change((pr) => forget(pr, spec));
}

/** "Clear progress": the first click asks, the second clears the sessions, streaks and missed list (the options
 * and the drill played stay). */
export function clearProgress(sure = practice()?.confirmClear) {
  const p = practice();
  if (!p) return;
  if (!sure) {
    setPractice({ confirmClear: true });
    return;
  }
  change((pr) => ({ ...pr, sessions: [], streaks: {}, missed: [] }), { confirmClear: false, message: { key: "cleared" } });
}

/** The drill's hand in the calculator (its share-link fragment: the calculator checks it as any link). */
export function openInCalculator() {
  const p = practice();
  if (!p?.drill) return;
  openLink(`#${calculatorFragment(store.get(), p.drill.request)}`);
}

/** The calculator's share-link fragment of a drill's engine request (state.js's form). */
export function calculatorFragment(st, request) {
  const input = emptyState();
  let hand = { concealed: [], melds: [] };
  try {
    hand = parseHand(request.hand);
  } catch {
    /* the engine's own notation: always read */
  }
  input.concealed = hand.concealed;
  input.melds = hand.melds;
  input.winMode = request.win ? "fixed" : "auto";
  input.win = request.win ?? null;
  const skip = new Set(["op", "game", "hand", "win", "rules"]);
  if (request.game === HOME_GAME || request.game === undefined) {
    for (const [key, value] of Object.entries(request)) {
      if (skip.has(key)) continue;
      if (typeof value === "boolean" && key in input) input[key] = value;
      else if (["round", "seat", "pao"].includes(key) && typeof value === "string") input[key] = value;
      else if (["honba", "sticks", "kita"].includes(key) && Number.isInteger(value)) input[key] = value;
      else if (["dora", "ura"].includes(key) && Array.isArray(value)) input[key] = [...value];
    }
    input.preset = request.rules;
  } else {
    input.game = request.game;
    input.preset = request.rules;
    const fields = gameEntry(st, request.game)?.fields ?? [];
    for (const f of fields) {
      const value = request[f.name];
      if (value === undefined || value === null || f.op || f.same_as) continue;
      input.fields[f.name] = Array.isArray(value) ? value.join("") : value;
    }
  }
  return encodeState(input);
}
