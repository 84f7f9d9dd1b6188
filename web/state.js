// The page state and its share-link form (#h=...&w=...). Every field read from a URL is checked
// here; anything that does not pass is dropped and named in the notice. Nothing from the URL is
// ever put into the page as markup.

import { formatHand, formatMeld, formatTiles, parseHand, parseTileList } from "./notation.js";
import { SUITS, isTileCode, tileIndex } from "./tiles.js";

export const FLAGS = ["tsumo", "riichi", "double_riichi", "ippatsu", "haitei", "rinshan", "chankan", "tenhou", "chiihou", "renhou"];
const FLAG_KEYS = { tsumo: "t", riichi: "r", double_riichi: "dr", ippatsu: "i", haitei: "hai", rinshan: "rin", chankan: "ch", tenhou: "th", chiihou: "chi", renhou: "ren" };
export const WIND_LETTERS = ["e", "s", "w", "n"];
export const PRESET_NAMES = ["tenhou", "majsoul", "mleague", "wrc", "ema", "tenhou-sanma", "majsoul-sanma"];
const MAX_TEXT = 200;
const MAX_INDICATORS = 5;
export const MAX_DISCARDS = 24;
/** Most tiles a link's hand may hold for a game other than Riichi (before its hand sizes are known). */
const MAX_OTHER_TILES = 20;
/** What a game name looks like (the registry's names are checked once the engine's meta is known). */
export const GAME_NAME = /^[a-z][a-z0-9_-]{0,19}$/;
/** What a view name looks like (checked against the page's views, views.js). */
export const VIEW_NAME = /^[a-z][a-z0-9-]{0,19}$/;

export function emptyState() {
  return {
    concealed: [], melds: [], win: null, winMode: "last", dora: [], ura: [], discards: [],
    tsumo: false, riichi: false, double_riichi: false, ippatsu: false, haitei: false, rinshan: false,
    chankan: false, tenhou: false, chiihou: false, renhou: false,
    round: "e", seat: "e", honba: 0, sticks: 0, kita: 0, pao: "", preset: "tenhou", overrides: {},
    game: null, // a game of the engine's registry (meta.games); null = the default game
    fields: {}, // another game's request fields (its registry entry's fields) by name
    size: null, // the hand size chosen for a game with several (its registry entry's hand_sizes); null = the largest
    // the expected-value search of a Riichi hand (op "expected"): the hand's turn (draws so far) and its options
    turn: 1, ev_shanten_down: true, ev_tegawari: true, ev_wall: "reference",
    // the other seats for the danger of each discard (op "danger"): 1 = the next seat (right), 2 = across, 3 = left
    opponents: [emptyOpponent(), emptyOpponent(), emptyOpponent()],
  };
}

/** Most tiles an opponent's river holds (a link's longer river is dropped). */
export const MAX_RIVER = 30;

/** An opponent with nothing known: river (tiles in order), riichi (the river index of the riichi tile, -1: none),
 * calls ([{kind, tiles}]). */
export function emptyOpponent() {
  return { river: [], riichi: -1, calls: [] };
}

/** Whether anything of an opponent is given (a river or a call). */
export function opponentGiven(o) {
  return Boolean(o) && (o.river.length > 0 || o.calls.length > 0);
}

/** An opponent in a link (op1=...): the river in order, its calls in brackets, ",r6" for a riichi on the sixth
 * tile of the river: "1z9p2z4m8s5p7s6z,r6", "2s8m77z1p(456s)". */
export function opponentText(o) {
  const text = formatTiles(o.river) + o.calls.map(formatMeld).join("");
  return o.riichi >= 0 ? `${text},r${o.riichi + 1}` : text;
}

/** An opponent read from its link text (opponentText), or null when it is not one. */
export function readOpponent(text) {
  const m = /^([^,]{0,160})(?:,r(\d{1,2}))?$/.exec(String(text));
  if (!m) return null;
  let hand;
  try {
    hand = parseHand(m[1]);
  } catch {
    return null;
  }
  const riichi = m[2] === undefined ? -1 : Number(m[2]) - 1;
  if (hand.concealed.length > MAX_RIVER || hand.melds.length > 4 || riichi >= hand.concealed.length || riichi < -1) return null;
  if (riichi >= 0 && hand.melds.some((x) => x.kind !== "ankan")) return null; // a riichi hand has no open call
  return { river: hand.concealed, riichi, calls: hand.melds };
}

/** The last turn of the expected-value search (the op's t_max): its turn runs 0..MAX_TURN. */
export const MAX_TURN = 18;
/** The expected-value options in a link: key -> [state field, the value the key's "0" / "real" stands for]. */
const EV_KEYS = { sd: "ev_shanten_down", tg: "ev_tegawari" };

/** Hand size counted the usual way: a meld counts 3 (kans too). */
export function tileCount(s) {
  return s.concealed.length + 3 * s.melds.length;
}

/** Copies of each type (34) and red fives per suit used by the hand, melds and indicators. */
export function usedCopies(s) {
  const used = new Array(34).fill(0);
  const red = [0, 0, 0];
  const add = (c) => {
    used[tileIndex(c)] += 1;
    if (c[0] === "0") red[SUITS.indexOf(c[1])] += 1;
  };
  s.concealed.forEach(add);
  s.melds.forEach((m) => m.tiles.forEach(add));
  s.dora.forEach(add);
  s.ura.forEach(add);
  s.discards.forEach(add);
  for (const o of s.opponents || []) {
    o.river.forEach(add);
    o.calls.forEach((m) => m.tiles.forEach(add));
  }
  return { used, red };
}

/** Copies of `code` still free, given the red fives per suit of the rules. */
export function copiesLeft(code, usage, redFives) {
  const i = tileIndex(code);
  const all = 4 - usage.used[i];
  const isFive = code[1] !== "z" && (code[0] === "5" || code[0] === "0");
  if (!isFive) return Math.max(0, all);
  const redUsed = usage.red[SUITS.indexOf(code[1])];
  if (code[0] === "0") return Math.max(0, Math.min(all, redFives - redUsed));
  const plainUsed = usage.used[i] - redUsed;
  return Math.max(0, Math.min(all, 4 - redFives - plainUsed));
}

/** The winning tile to send: the chosen or last-added tile if it is still in the hand, else null (inferred). */
export function effectiveWin(s) {
  if (s.winMode === "auto" || !s.win) return null;
  return s.concealed.includes(s.win) ? s.win : null;
}

export function handText(s) {
  return formatHand(s.concealed, s.melds);
}

/** A key of the Practice view's drill in a link (p.seed=ab12, ...): read here as text, checked by that view. */
const PRACTICE_KEY = /^p\.[a-z]{1,12}$/;

/** The state as a share-link fragment (without '#'); `view`: the view shown, when not the first one; `own`: what
 * that view adds to its link (key -> text: the Practice view's drill, p.*). */
export function encodeState(s, view = null, own = null) {
  const p = new URLSearchParams();
  if (view) p.set("v", view);
  for (const [key, text] of Object.entries(own || {})) p.set(key, text);
  if (s.game) p.set("g", s.game);
  const h = handText(s);
  if (h) p.set("h", h);
  const w = effectiveWin(s);
  if (w) p.set("w", w);
  if (s.dora.length) p.set("d", formatTiles(s.dora));
  if (s.ura.length) p.set("u", formatTiles(s.ura));
  if (s.discards.length) p.set("x", formatTiles(s.discards));
  for (const f of FLAGS) if (s[f]) p.set(FLAG_KEYS[f], "1");
  if (s.round !== "e") p.set("rw", s.round);
  if (s.seat !== "e") p.set("sw", s.seat);
  if (s.pao) p.set("pao", s.pao);
  if (s.honba) p.set("hb", String(s.honba));
  if (s.sticks) p.set("st", String(s.sticks));
  if (s.kita) p.set("ki", String(s.kita));
  if (s.game ? s.preset : s.preset !== "tenhou") p.set("rules", s.preset);
  if (s.size) p.set("n", String(s.size));
  for (const [name, v] of Object.entries(s.fields || {})) {
    const text = Array.isArray(v) ? v.join("") : typeof v === "boolean" ? (v ? "1" : "0") : String(v);
    if (text !== "" && text !== "0") p.set(`f.${name}`, text);
  }
  if (s.turn !== 1) p.set("tn", String(s.turn));
  for (const [key, field] of Object.entries(EV_KEYS)) if (s[field] === false) p.set(key, "0");
  if (s.ev_wall === "real") p.set("wall", "real");
  (s.opponents || []).forEach((o, k) => {
    if (opponentGiven(o)) p.set(`op${k + 1}`, opponentText(o));
  });
  const o = Object.entries(s.overrides).map(([k, v]) => `${k}:${typeof v === "boolean" ? (v ? 1 : 0) : v}`);
  if (o.length) p.set("o", o.join(","));
  // keep the notation readable: URLSearchParams escapes brackets and commas
  return p.toString().replace(/%28/g, "(").replace(/%29/g, ")").replace(/%5B/g, "[").replace(/%5D/g, "]").replace(/%2C/g, ",").replace(/%3A/g, ":");
}

function smallInt(text) {
  return typeof text === "string" && /^\d{1,2}$/.test(text) ? Number(text) : null;
}

function readTiles(text, problems, label, max = MAX_INDICATORS) {
  if (typeof text !== "string" || text.length > 4 * max + 20) {
    problems.push(label);
    return [];
  }
  try {
    const tiles = parseTileList(text);
    if (tiles.length > max) {
      problems.push(label);
      return tiles.slice(0, max);
    }
    return tiles;
  } catch {
    problems.push(label);
    return [];
  }
}

/**
 * Read a share-link fragment into a fresh state. Returns {state, problems, rawOptions, view, practice} where
 * problems names the fields that were dropped (shown to the user as a notice), view is the link's view name (v=,
 * checked against the page's views by the caller) or null, and practice the Practice view's drill (p.NAME=text,
 * as read: that view checks it) or null. Never throws.
 * `options` (optional) = {name: {type, choices}} from the engine's meta, to check rule options.
 */
export function decodeState(fragment, options = null) {
  const s = emptyState();
  const problems = [];
  let params;
  try {
    params = new URLSearchParams(String(fragment || "").replace(/^#/, "").slice(0, 2000));
  } catch {
    return { state: s, problems: ["link"], rawOptions: null, view: null, practice: null };
  }
  let practice = null;
  const known = new Set(["v", "g", "n", "h", "w", "d", "u", "x", "rw", "sw", "pao", "hb", "st", "ki", "rules", "o", "lang", "tn", "wall", "op1", "op2", "op3",
    ...Object.keys(EV_KEYS), ...Object.values(FLAG_KEYS)]);
  for (const [key, value] of params.entries()) {
    // another game's fields (f.NAME=value): checked against its registry entry once the engine's meta is known
    if (/^f\.[a-z_0-9]{1,30}$/.test(key) && value.length <= 60) s.fields[key.slice(2)] = value;
    else if (PRACTICE_KEY.test(key) && value.length <= 80) practice = { ...practice, [key.slice(2)]: value };
    else if (!known.has(key)) problems.push(`"${key.slice(0, 12)}"`);
  }

  // view: a name of the page's views (views.js), checked by the caller
  let view = null;
  const v = params.get("v");
  if (v !== null) {
    if (VIEW_NAME.test(v)) view = v;
    else problems.push("view");
  }

  // game: a name of the registry; checked against the engine's meta once it is known
  const g = params.get("g");
  if (g !== null) {
    if (GAME_NAME.test(g)) s.game = g;
    else problems.push("game");
  }

  // hand size of a game with several: checked against its registry entry once the engine's meta is known
  const n = params.get("n");
  if (n !== null) {
    if (/^\d{1,2}$/.test(n) && s.game) s.size = Number(n);
    else problems.push("hand");
  }

  // hand: all of it, or the part before the first problem
  const h = params.get("h");
  if (h !== null) {
    let hand = null;
    if (h.length <= MAX_TEXT) {
      try {
        hand = parseHand(h);
      } catch (e) {
        problems.push("hand");
        try {
          hand = parseHand(h.slice(0, e.position ?? 0));
        } catch {
          hand = null;
        }
      }
    } else problems.push("hand");
    if (hand) {
      const kept = keepPhysical(hand, problems, s.game ? MAX_OTHER_TILES : 14);
      s.concealed = kept.concealed;
      s.melds = kept.melds;
    }
  }
  s.dora = readTiles(params.get("d") ?? "", problems, "dora");
  s.ura = readTiles(params.get("u") ?? "", problems, "ura");
  s.discards = readTiles(params.get("x") ?? "", problems, "discards", MAX_DISCARDS);
  // the other seats (op1..op3): each one that does not read is dropped
  for (let k = 0; k < 3; k++) {
    const text = params.get(`op${k + 1}`);
    if (text === null) continue;
    const o = readOpponent(text);
    if (o) s.opponents[k] = o;
    else problems.push("opponents");
  }
  // a type may appear at most four times counting hand, melds, indicators and own discards (the opponents' tiles
  // are counted last: they are dropped first)
  const theirs = s.opponents;
  s.opponents = [];
  if (usedCopies(s).used.some((n) => n > 4) && s.discards.length) {
    problems.push("discards");
    s.discards = [];
  }
  if (usedCopies(s).used.some((n) => n > 4)) {
    problems.push("dora");
    s.dora = [];
    s.ura = [];
  }
  s.opponents = theirs;
  if (usedCopies(s).used.some((n) => n > 4)) {
    problems.push("opponents");
    s.opponents = emptyState().opponents;
  }
  const w = params.get("w");
  if (w !== null) {
    if (isTileCode(w) && s.concealed.includes(w)) {
      s.win = w;
      s.winMode = "fixed";
    } else problems.push("winning tile");
  } else {
    s.winMode = "auto";
  }
  for (const f of FLAGS) {
    const v = params.get(FLAG_KEYS[f]);
    if (v === null) continue;
    if (v === "1") s[f] = true;
    else if (v !== "0") problems.push(f);
  }
  if (s.double_riichi) s.riichi = true;
  for (const [key, field] of [["rw", "round"], ["sw", "seat"], ["pao", "pao"]]) {
    const v = params.get(key);
    if (v === null) continue;
    if (WIND_LETTERS.includes(v)) s[field] = v;
    else problems.push(field);
  }
  for (const [key, field] of [["hb", "honba"], ["st", "sticks"], ["ki", "kita"]]) {
    const v = params.get(key);
    if (v === null) continue;
    const n = smallInt(v);
    if (n === null || (field === "kita" && n > 4)) problems.push(field);
    else s[field] = n;
  }
  // the expected-value search: the turn (0..MAX_TURN) and its options
  const tn = params.get("tn");
  if (tn !== null) {
    const n = smallInt(tn);
    if (n === null || n > MAX_TURN) problems.push("turn");
    else s.turn = n;
  }
  for (const [key, field] of Object.entries(EV_KEYS)) {
    const v = params.get(key);
    if (v === null) continue;
    if (v === "0" || v === "1") s[field] = v === "1";
    else problems.push("expected value");
  }
  const wall = params.get("wall");
  if (wall !== null) {
    if (wall === "real" || wall === "reference") s.ev_wall = wall;
    else problems.push("expected value");
  }
  const rules = params.get("rules");
  if (s.game) s.preset = null; // another game's preset: its default unless the link names one (checked with its meta)
  if (rules !== null) {
    if (PRESET_NAMES.includes(rules) || (s.game && /^[a-z][a-z0-9-]{0,30}$/.test(rules))) s.preset = rules;
    else problems.push("rules");
  }
  const o = params.get("o");
  let rawOptions = null;
  if (o !== null) {
    rawOptions = Object.create(null);
    for (const part of o.slice(0, 400).split(",")) {
      const m = /^([a-z_0-9]{1,40}):(\d{1,4}|[a-z]{1,12})$/.exec(part);
      if (m) rawOptions[m[1]] = /^\d/.test(m[2]) ? Number(m[2]) : m[2]; // a number, or a word option's value
      else problems.push("rules");
    }
    if (options) applyOptions(s, rawOptions, options, problems);
  }
  return { state: s, problems: [...new Set(problems)], rawOptions, view, practice };
}

/** Check rule options read from a link against the engine's option list, keeping the valid ones. */
export function applyOptions(s, raw, options, problems) {
  for (const name of Object.keys(raw)) {
    const value = raw[name];
    const spec = Object.hasOwn(options, name) ? options[name] : null;
    if (!spec || typeof spec !== "object") {
      problems.push("rules");
      continue;
    }
    if (spec.type === "bool") {
      if (value === 0 || value === 1) s.overrides[name] = value === 1;
      else problems.push("rules");
    } else if (Array.isArray(spec.choices)) {
      if (spec.choices.includes(value)) s.overrides[name] = value;
      else problems.push("rules");
    } else if (Number.isInteger(value) && value >= (spec.min ?? 0) && value % (spec.multiple_of ?? 1) === 0) {
      s.overrides[name] = value;
    } else problems.push("rules");
  }
}

/** Drop what cannot physically be: more than `most` tiles (14 in Riichi), more than (most - 2) / 3 melds. */
function keepPhysical(hand, problems, most) {
  const melds = hand.melds.slice(0, Math.floor((most - 2) / 3));
  if (melds.length < hand.melds.length) problems.push("hand");
  const room = most - 3 * melds.length;
  let concealed = hand.concealed;
  if (concealed.length > room) {
    concealed = concealed.slice(0, room);
    problems.push("hand");
  }
  // at most four copies of a type
  const used = new Array(34).fill(0);
  for (const m of melds) for (const t of m.tiles) used[tileIndex(t)] += 1;
  if (used.some((n) => n > 4)) {
    problems.push("hand");
    return { concealed: [], melds: [] };
  }
  const keep = [];
  for (const t of concealed) {
    const i = tileIndex(t);
    if (used[i] < 4) {
      used[i] += 1;
      keep.push(t);
    } else problems.push("hand");
  }
  return { concealed: keep, melds };
}
