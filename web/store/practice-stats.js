// The Practice view's progress, kept in this browser only (localStorage, one key; nothing is sent anywhere):
// per drill type (a game and a kind, "riichi.score") the answers of each session (how many, how many right, the
// time they took), the streak of right answers, the drills answered wrong (the missed list, to retry), and the
// player's options. Pure functions over a plain object, and its reading and writing; a stored value that does not
// read as one is dropped part by part, never thrown.

/** The localStorage key of the progress. */
export const STORAGE_KEY = "agari.practice";
const KEY = STORAGE_KEY;
const VERSION = 1;
/** A pause this long between two answers starts a new session. */
export const SESSION_GAP_MS = 30 * 60 * 1000;
/** Sessions kept (the chart shows the last ones of a type). */
export const MAX_SESSIONS = 40;
/** The most time one answer counts for (a drill left open while away does not make the average meaningless). */
export const MAX_ANSWER_MS = 10 * 60 * 1000;
/** Drills kept on the missed list (the newest first). */
export const MAX_MISSED = 50;

/** The drill type an answer counts for: the game and the kind ("riichi.score"). */
export function typeOf(spec) {
  return `${spec.game}.${spec.kind}`;
}

/** Progress with nothing in it. */
export function emptyProgress() {
  return { sessions: [], streaks: {}, missed: [], prefs: {}, last: null };
}

const isCount = (x) => Number.isInteger(x) && x >= 0 && x < 1e9;
const isTime = (x) => Number.isFinite(x) && x >= 0;
const isName = (x) => typeof x === "string" && /^[a-z][a-z0-9_-]{0,30}$/.test(x);

/** A drill's spec as stored (the link's seven values), or null when it is not one. */
export function readSpec(x) {
  if (!x || typeof x !== "object") return null;
  const { game, rules, kind, difficulty, fields, seed, number } = x;
  if (![game, rules, kind, difficulty].every(isName) || !isCount(number)) return null;
  if (typeof seed !== "string" || !/^[A-Za-z0-9_-]{1,64}$/.test(seed)) return null;
  if (!Array.isArray(fields) || !fields.length || !fields.every(isName)) return null;
  return { game, rules, kind, difficulty, fields: [...fields], seed, number };
}

/** One type's count in a session: {n, right, ms}, or null. */
function readCount(x) {
  if (!x || typeof x !== "object" || !isCount(x.n) || !isCount(x.right) || x.right > x.n || !isTime(x.ms)) return null;
  return { n: x.n, right: x.right, ms: x.ms };
}

/** Stored progress read back, part by part (a part that does not read is dropped). */
export function readProgress(raw) {
  const out = emptyProgress();
  if (!raw || typeof raw !== "object" || raw.v !== VERSION) return out;
  if (Array.isArray(raw.sessions)) {
    for (const s of raw.sessions.slice(-MAX_SESSIONS)) {
      if (!s || !isTime(s.start) || !isTime(s.end) || !s.types || typeof s.types !== "object") continue;
      const types = {};
      for (const [type, count] of Object.entries(s.types)) {
        const c = readCount(count);
        if (c && /^[a-z][a-z0-9_-]{0,30}\.[a-z]{1,12}$/.test(type)) types[type] = c;
      }
      out.sessions.push({ start: s.start, end: s.end, types });
    }
  }
  if (raw.streaks && typeof raw.streaks === "object") {
    for (const [type, s] of Object.entries(raw.streaks)) {
      if (s && isCount(s.now) && isCount(s.best) && s.now <= s.best) out.streaks[type] = { now: s.now, best: s.best };
    }
  }
  if (Array.isArray(raw.missed)) {
    for (const m of raw.missed.slice(0, MAX_MISSED)) {
      const spec = readSpec(m && m.spec);
      if (spec && isTime(m.at)) out.missed.push({ spec, at: m.at });
    }
  }
  if (raw.prefs && typeof raw.prefs === "object") {
    const p = raw.prefs;
    if (isCount(p.timer) && p.timer <= 600) out.prefs.timer = p.timer;
    if (typeof p.spoilers === "boolean") out.prefs.spoilers = p.spoilers;
    if (p.fields && typeof p.fields === "object") {
      const fields = {};
      for (const [game, list] of Object.entries(p.fields)) {
        if (isName(game) && Array.isArray(list) && list.length && list.every(isName)) fields[game] = [...list];
      }
      out.prefs.fields = fields;
    }
  }
  if (raw.last && typeof raw.last === "object") {
    const spec = readSpec(raw.last.spec);
    if (spec) out.last = { spec, answered: Boolean(raw.last.answered) };
  }
  return out;
}

let memory = null; // where progress lives when the browser keeps nothing (storage refused)

/** The stored progress, and whether this browser keeps it ({progress, kept}); a stored value that is not JSON is
 * progress with nothing in it. */
export function loadProgress(storage = globalThis.localStorage) {
  let text;
  try {
    text = storage.getItem(KEY);
  } catch {
    return { progress: memory ?? emptyProgress(), kept: false };
  }
  try {
    return { progress: readProgress(text ? JSON.parse(text) : null), kept: true };
  } catch {
    return { progress: emptyProgress(), kept: true };
  }
}

/** Keep progress (false when the browser refuses: it then lasts as long as the page). */
export function saveProgress(progress, storage = globalThis.localStorage) {
  memory = progress;
  try {
    storage.setItem(KEY, JSON.stringify({ v: VERSION, ...progress }));
    return true;
  } catch {
    return false;
  }
}

/** Whether two specs are the same drill (the fields to answer included). */
export const sameSpec = (a, b) => ["game", "rules", "kind", "difficulty", "seed", "number"].every((k) => a[k] === b[k])
  && a.fields.join() === b.fields.join();

/** Progress after one answer: `right` (a late answer is not), the time it took, at `now` (ms since 1970). A wrong
 * answer puts the drill on the missed list (once); a right one takes it off. */
export function record(progress, { spec, right, ms, now }) {
  const type = typeOf(spec);
  const sessions = progress.sessions.map((s) => ({ ...s, types: { ...s.types } }));
  let session = sessions[sessions.length - 1];
  if (!session || now - session.end > SESSION_GAP_MS || now < session.end) {
    session = { start: now, end: now, types: {} };
    sessions.push(session);
  }
  session.end = now;
  const c = session.types[type] ?? { n: 0, right: 0, ms: 0 };
  session.types[type] = { n: c.n + 1, right: c.right + (right ? 1 : 0), ms: c.ms + Math.min(MAX_ANSWER_MS, Math.max(0, Math.round(ms))) };
  const s = progress.streaks[type] ?? { now: 0, best: 0 };
  const streak = right ? { now: s.now + 1, best: Math.max(s.best, s.now + 1) } : { now: 0, best: s.best };
  let missed = progress.missed.filter((m) => !sameSpec(m.spec, spec));
  if (!right) missed = [{ spec, at: now }, ...missed].slice(0, MAX_MISSED);
  return { ...progress, sessions: sessions.slice(-MAX_SESSIONS), streaks: { ...progress.streaks, [type]: streak }, missed };
}

/** Progress without one drill on the missed list. */
export function forget(progress, spec) {
  return { ...progress, missed: progress.missed.filter((m) => !sameSpec(m.spec, spec)) };
}

/** A type's totals over every kept session: {n, right, ms, now, best} (ms: the total time). */
export function totals(progress, type) {
  const out = { n: 0, right: 0, ms: 0 };
  for (const s of progress.sessions) {
    const c = s.types[type];
    if (!c) continue;
    out.n += c.n;
    out.right += c.right;
    out.ms += c.ms;
  }
  const streak = progress.streaks[type] ?? { now: 0, best: 0 };
  return { ...out, now: streak.now, best: streak.best };
}

/** The types answered in the kept sessions. */
export function typesAnswered(progress) {
  return [...new Set(progress.sessions.flatMap((s) => Object.keys(s.types)))];
}

/** A type's last `count` sessions that have answers of it, oldest first: {start, n, right, ms}. */
export function sessionsOf(progress, type, count = 12) {
  return progress.sessions.filter((s) => s.types[type]).slice(-count).map((s) => ({ start: s.start, ...s.types[type] }));
}
