// Every change of the page's state: views call these on a click, a key or a link, never store.set. A change of
// the calculator's input goes through commit(): normalised (select.js: normalizeInput), the nagashi settlement shown
// cleared; the engine link then asks for the new input's results (engine-link.js).

import { lang, loadLang, nextLang, setLang } from "../i18n.js";
import { sortTiles, parseHand } from "../notation.js";
import { FLAGS, MAX_DISCARDS, MAX_TURN, WIND_LETTERS, applyOptions, copiesLeft, decodeState, emptyState, tileCount,
  usedCopies } from "../state.js";
import { isRed, isTileCode, tileIndex, tileName } from "../tiles.js";
import { call, engineFailed, engineReady, engineUp } from "./engine-link.js";
import { cancelUrlSync, syncUrl } from "./link.js";
import { store } from "./store.js";
import { checkLinkGame, currentGame, defaultGame, gameField, gameFields, gameInfo, games, handSizes, HOME_GAME,
  isHomeGame, maxTiles, normalizeInput, presetOptions, redFives, ruleOptions, rulePresets, rulesRequest, stepOf } from "./select.js";

/** Put a changed input in the store, made consistent (with `extra` state beside it, in the same change): the
 * palette's target stays one the input offers (no ura indicator without riichi, a game's own targets). */
function commit(input, { fromText = false, extra = {} } = {}) {
  const st = store.get();
  const next = normalizeInput({ ...st, input }, { fromText });
  let target = extra.target ?? st.target;
  const riichi = next.riichi || next.double_riichi;
  if ((target === "ura" && !riichi) || !targetsOfGame({ ...st, input: next }).includes(target)) target = "hand";
  store.set({ ...(fromText ? {} : { source: "palette" }), ...extra, target, input: next, nagashi: null });
}

/** A word under the palette (an i18n key and its parameters), or none. */
function say(key = "", params = undefined) {
  return { message: key ? { key, params } : "" };
}

/** The input with its own copies of the lists an action changes. */
function copy(input) {
  return { ...input, concealed: [...input.concealed], melds: [...input.melds], dora: [...input.dora], ura: [...input.ura],
    discards: [...input.discards], fields: { ...input.fields }, overrides: { ...input.overrides } };
}

// ---- the palette and the hand ------------------------------------------------------------------------

/** The tile fields of another game (its registry fields of kind tile / tiles): each is a palette target. */
export function tileFields(st) {
  return gameFields(st).filter((f) => f.kind === "tile" || f.kind === "tiles");
}

/** A palette click: the tile goes to the target (hand, a meld, dora, ura, own discards, a tile field), or a
 * word under the palette says why not. `tapped`: from the palette itself (the live line keeps clear of it);
 * `to`: a target to switch to first (a wait clicked goes to the hand). */
export function addTile(code, { tapped = false, to = null } = {}) {
  const before = store.get();
  const st = to ? { ...before, target: to } : before;
  const taps = { ...(tapped ? { paletteTaps: st.paletteTaps + 1 } : {}), ...(to ? { target: to } : {}) };
  const no = (key, params) => store.set({ ...taps, ...say(key, params) });
  const input = copy(st.input);
  const usage = usedCopies(input);
  const rf = redFives(st);
  const target = st.target;
  if (isRed(code) && rf === 0) return no("red_off");
  if (target.startsWith("field:")) {
    const f = tileFields(st).find((x) => `field:${x.name}` === target);
    if (!f) return no();
    if (f.kind === "tile") input.fields[f.name] = code;
    else {
      const list = Array.isArray(input.fields[f.name]) ? input.fields[f.name] : [];
      if (list.length >= 24) return no("indicators_full");
      input.fields[f.name] = [...list, code];
    }
    return commit(input, { extra: { ...taps, ...say() } });
  }
  const offered = paletteCodes(st);
  if (offered && !offered.has(code)) return no();
  if (target === "hand") {
    if (tileCount(input) >= maxTiles(st)) return no("palette_full");
    if (copiesLeft(code, usage, rf) < 1) return no("no_copies", { tile: tileName(code) });
    input.concealed.push(code);
    if (input.winMode !== "fixed") {
      input.win = code;
      input.winMode = "last";
    }
  } else if (target === "dora" || target === "ura" || target === "discards") {
    const list = input[target];
    if (target === "discards" && list.length >= MAX_DISCARDS) return no("discards_full", { n: MAX_DISCARDS });
    if (target !== "discards" && list.length >= 5) return no("indicators_full");
    if (copiesLeft(code, usage, rf) < 1) return no("no_copies", { tile: tileName(code) });
    list.push(code);
  } else {
    const tiles = meldTiles(st, target, code, usage, rf);
    if (!Array.isArray(tiles)) return no(...tiles);
    input.melds.push({ kind: target, tiles });
  }
  return commit(input, { extra: { ...taps, ...say() } });
}

/** The tiles of a meld built from a palette click, or [i18n key, params] saying why not. */
export function meldTiles(st, kind, code, usage, rf) {
  const most = maxTiles(st);
  if (tileCount(st.input) + 3 > most || st.input.melds.length >= Math.floor((most - 2) / 3)) return ["meld_no_room"];
  const suit = code[1];
  const n = isRed(code) ? 5 : Number(code[0]);
  let tiles;
  if (kind === "chi") {
    if (suit === "z" || n > 7) return ["chi_needs_run"];
    tiles = [n, n + 1, n + 2].map((k) => `${k}${suit}`);
  } else {
    tiles = new Array(kind === "pon" ? 3 : 4).fill(`${n}${suit}`);
  }
  const wantRed = isRed(code) || st.meldRed;
  const five = tiles.indexOf(`5${suit}`);
  if (suit !== "z" && five >= 0 && wantRed && rf > 0) tiles[five] = `0${suit}`;
  const need = {};
  for (const x of tiles) need[x] = (need[x] || 0) + 1;
  for (const [x, k] of Object.entries(need)) {
    if (copiesLeft(x, usage, rf) < k) return ["meld_needs_copies", { tile: tileName(x) }];
  }
  return tiles;
}

export const TARGETS = ["hand", "chi", "pon", "kan", "ankan", "dora", "ura", "discards"];

/** Where a palette click can go in the shown game: Riichi's targets, or the hand, the game's calls and its tile fields. */
export function targetsOfGame(st) {
  if (isHomeGame(st)) return TARGETS;
  const calls = (gameInfo(st)?.calls ?? []).filter((c) => TARGETS.includes(c));
  return ["hand", ...calls, ...tileFields(st).map((f) => `field:${f.name}`)];
}

/** The tile codes the palette offers for the current target (null: all of them, in Riichi). */
export function paletteCodes(st) {
  if (isHomeGame(st)) return null;
  const f = st.target.startsWith("field:") ? tileFields(st).find((x) => `field:${x.name}` === st.target) : null;
  if (f && Array.isArray(f.choices) && f.choices.length) return new Set(f.choices);
  return new Set(gameInfo(st)?.tiles ?? []);
}

/** The palette's target: where a click goes. */
export function setTarget(name) {
  store.set({ target: targetsOfGame(store.get()).includes(name) ? name : "hand", ...say() });
}

export function setMeldRed(on) {
  store.set({ meldRed: Boolean(on) });
}

/** A hand tile clicked (its place in the sorted hand): it goes back. */
export function removeHandTile(sortedIndex) {
  const code = sortTiles(store.get().input.concealed)[sortedIndex];
  if (code) removeConcealed(code);
}

/** One tile of `code` (a red five or a plain one) out of the hand: a hand tile clicked, or a discard chosen. */
export function removeConcealed(code) {
  const input = copy(store.get().input);
  let i = input.concealed.lastIndexOf(code);
  if (i < 0) i = input.concealed.findIndex((c) => tileIndex(c) === tileIndex(code));
  if (i < 0) return;
  input.concealed.splice(i, 1);
  commit(input, { extra: say() });
}

/** A wait of the waits table clicked: it completes the hand. */
export function addWait(code) {
  addTile(code, { to: "hand" });
}

export function removeMeld(i) {
  const input = copy(store.get().input);
  input.melds.splice(i, 1);
  commit(input);
}

/** A dora, ura or own-discard tile clicked: it goes back. */
export function removeListTile(kind, i) {
  const input = copy(store.get().input);
  input[kind].splice(i, 1);
  commit(input);
}

/** The winning tile chosen ("" = automatic: the engine takes the best). */
export function setWin(value) {
  const st = store.get();
  const input = copy(st.input);
  if (value === "") {
    input.win = null;
    input.winMode = "auto";
  } else if (isTileCode(value) && input.concealed.includes(value)) {
    input.win = value;
    input.winMode = "fixed";
  }
  commit(input, { fromText: st.source === "text" });
}

/** A hand size of a game with several: a smaller one drops the tiles that no longer fit (the last added). */
export function setHandSize(n) {
  const st = store.get();
  const sizes = handSizes(st);
  if (!sizes.includes(n)) return;
  const input = copy(st.input);
  input.size = n === Math.max(...sizes) ? null : n;
  while (input.concealed.length + 3 * input.melds.length > n && input.concealed.length) input.concealed.pop();
  commit(input);
}

// ---- the notation box --------------------------------------------------------------------------------

let textTimer = 0;

/** The notation box's text changed: a hand it reads becomes the hand; else the engine words the error after a
 * short pause (it reads the same notation). */
export function typeNotation(text) {
  clearTimeout(textTimer);
  let hand;
  try {
    hand = parseHand(text);
  } catch (e) {
    store.set({ text });
    textTimer = setTimeout(() => explainNotation(text, e), 350);
    return;
  }
  if (hand.concealed.length + 3 * hand.melds.length > 18 || hand.melds.length > 4) {
    store.set({ text });
    textTimer = setTimeout(() => explainNotation(text, null), 350);
    return;
  }
  const input = copy(store.get().input);
  input.concealed = hand.concealed;
  input.melds = hand.melds;
  if (!(input.winMode === "fixed" && input.concealed.includes(input.win))) {
    input.win = null;
    input.winMode = "auto";
  }
  commit(input, { fromText: true, extra: { source: "text", text, notationError: null } });
}

/** Why a typed hand cannot be read: the engine's words when it runs (else the page's own reader's). */
export async function explainNotation(text, jsError) {
  let detail = jsError ? jsError.message : "";
  let position = jsError ? jsError.position : null;
  if (engineUp()) {
    const out = await call({ op: "analyze", ...gameField(store.get()), hand: text });
    if (store.get().text !== text) return; // typed on meanwhile
    if (out && out.ok === false && out.detail) {
      detail = out.detail;
      position = out.position ?? null;
    }
  }
  if (detail) store.set({ notationError: { detail, position: position ?? null, text } });
}

// ---- the situation and the rules ---------------------------------------------------------------------

export function setTsumo(tsumo) {
  const input = copy(store.get().input);
  input.tsumo = Boolean(tsumo);
  commit(input);
}

/** A situation flag of Riichi ticked or not (riichi off takes double riichi with it). */
export function setFlag(flag, on) {
  if (!FLAGS.includes(flag)) return;
  const input = copy(store.get().input);
  input[flag] = Boolean(on);
  if (flag === "riichi" && !on) input.double_riichi = false;
  commit(input);
}

/** The round or seat wind (a letter), or the liable seat (pao; "" for none). */
export function setWind(field, w) {
  const input = copy(store.get().input);
  if (WIND_LETTERS.includes(w) || (field === "pao" && w === "")) input[field] = w;
  commit(input);
}

/** Honba, riichi sticks or kita from a number box (its text): 0 when it is not a number, else within 0..max. */
export function setCount(field, text) {
  const max = field === "kita" ? 4 : 99;
  const input = copy(store.get().input);
  const n = Number.parseInt(text, 10);
  input[field] = Number.isFinite(n) ? Math.min(max, Math.max(0, n)) : 0;
  commit(input);
}

/** The hand's turn for its expected values (draws so far) from its number box: within 0..MAX_TURN, 1 when it is
 * not a number. */
export function setTurn(text) {
  const input = copy(store.get().input);
  const n = Number.parseInt(text, 10);
  input.turn = Number.isFinite(n) ? Math.min(MAX_TURN, Math.max(0, n)) : 1;
  commit(input);
}

/** An option of the expected-value search: shanten down or tegawari (on/off), or the real wall (on: "real"). */
export function setEvOption(name, on) {
  const input = copy(store.get().input);
  if (name === "ev_shanten_down" || name === "ev_tegawari") input[name] = Boolean(on);
  else if (name === "ev_wall") input.ev_wall = on ? "real" : "reference";
  else return;
  commit(input);
}

/** An opponent (0: the next seat, 1: across, 2: left) changed: its river, riichi (river index, -1: none) or calls, as
 * read by the opponents' panel (ui/opponents.js); a riichi past the end of the river is none. */
export function setOpponent(k, change) {
  const input = copy(store.get().input);
  const all = input.opponents || emptyState().opponents;
  const o = { ...all[k], ...change };
  if (o.riichi >= o.river.length) o.riichi = -1;
  input.opponents = all.map((x, i) => (i === k ? o : x));
  commit(input);
}

/** A click on a heading of the discard table: sorted by that column (best first), a second click turns it round. */
export function sortDiscards(column) {
  const now = store.get().discardSort;
  const descending = now && now.column === column ? !now.descending : true;
  store.set({ discardSort: { column, descending } });
}

/** A field of another game's situation (its registry fields). */
export function setField(name, value) {
  const input = copy(store.get().input);
  input.fields[name] = value;
  commit(input);
}

/** A tile of another game's tile field clicked: it goes back. */
export function removeFieldTile(name, i) {
  const st = store.get();
  const f = gameFields(st).find((x) => x.name === name);
  if (!f) return;
  const input = copy(st.input);
  if (f.kind === "tile") delete input.fields[name];
  else input.fields[name] = (Array.isArray(input.fields[name]) ? input.fields[name] : []).filter((_, k) => k !== i);
  commit(input);
}

export function setPreset(name) {
  const st = store.get();
  const input = copy(st.input);
  if (rulePresets(st).some((p) => p.name === name)) input.preset = name;
  input.overrides = {};
  commit(input);
}

/** A rule option set by hand (kept only where it differs from the preset's value). */
export function setOption(name, value) {
  const st = store.get();
  const input = copy(st.input);
  if (presetOptions(st)[name] === value) delete input.overrides[name];
  else input.overrides[name] = value;
  commit(input);
}

/** A number option's box took a value that is not one: the box shows the option's value again. */
export function refuseOption() {
  store.set((st) => ({ rev: st.rev + 1 }));
}

/** A number option typed into its box: taken when it is a value the option allows. */
export function setNumberOption(name, text) {
  const st = store.get();
  const opt = ruleOptions(st).find((o) => o.name === name);
  const n = Number.parseInt(text, 10);
  const step = opt ? stepOf(st, opt) : 1;
  if (opt && Number.isFinite(n) && n >= (opt.min ?? 0) && n % step === 0 && n <= 30000) setOption(name, n);
  else refuseOption();
}

/** Nagashi mangan: the settlement for the seat, honba and rules shown (op "nagashi"). */
export async function settleNagashi() {
  if (!engineUp()) return;
  const input = store.get().input;
  const request = { op: "nagashi", seat: input.seat, honba: input.honba, rules: rulesRequest(input) };
  let r;
  try {
    r = await call(request);
  } catch {
    r = null;
  }
  store.set({ nagashi: r && typeof r === "object" ? r : { ok: false, error: "internal" } });
}

// ---- games -------------------------------------------------------------------------------------------

/** Load a game's own meta once (presets, options, names); resolves when it is in the store. */
export async function loadGameMeta(name) {
  if (name === HOME_GAME || store.get().gameMetas[name] || !engineUp()) return;
  let m;
  try {
    m = await call({ op: "meta", game: name });
  } catch {
    m = null;
  }
  const meta = m && m.presets ? m : { presets: [], options: [], names: {} };
  store.set((now) => ({ gameMetas: { ...now.gameMetas, [name]: meta } }));
}

/** Show another game: each game's input is kept while another is shown. */
export async function switchGame(name) {
  let st = store.get();
  if (!games(st).some((g) => g.name === name) || name === currentGame(st)) return;
  await loadGameMeta(name);
  st = store.get();
  const kept = { ...st.kept, [currentGame(st)]: st.input };
  let next = st.kept[name];
  if (!next) {
    next = emptyState();
    const info = games(st).find((g) => g.name === name);
    if (info?.default_preset) next.preset = info.default_preset;
  }
  next = { ...next, game: name === defaultGame(st) ? null : name };
  commit(next, { extra: { kept, target: "hand" } });
}

// ---- links, start, language, views -------------------------------------------------------------------

/** A link's input checked against the engine's meta (`st` holds it): its game, hand size, fields and rule
 * options. Resolves to {input, problems}. */
async function checkLink(st, input, pendingOptions) {
  const problems = [];
  const checked = checkLinkGame({ ...st, input }, problems);
  await loadGameMeta(currentGame({ ...st, input: checked }));
  const now = { ...store.get(), meta: st.meta, input: checked };
  const out = { ...checked, overrides: { ...checked.overrides } };
  if (pendingOptions) {
    // the multiple an option must be under the link's preset (honba_value: thirds only with four players)
    const specs = Object.fromEntries(ruleOptions(now).map((o) => [o.name, { ...o, multiple_of: stepOf(now, o) }]));
    applyOptions(out, pendingOptions, specs, problems);
  }
  return { input: out, problems };
}

/** Open a share link (a fragment: "#h=...&w=..."): the page shows its view, hand, situation and rules; what the
 * link held that cannot be used is dropped and named in the notice. Before the engine is ready the link is
 * kept as read, and checked against the engine's meta once it is known (startUp). */
export async function openLink(fragment) {
  cancelUrlSync(); // a pending rewrite of the link must not put the old state back over the new one
  const { state: input, problems, rawOptions, view, practice } = decodeState(fragment, null);
  const st = store.get();
  let shown = st.views[0];
  if (view !== null) {
    if (st.views.includes(view)) shown = view;
    else problems.push("view");
  }
  // until the Practice view has checked the link's drill, the address keeps it as read (a reload or a copied
  // address while the engine starts is still the same drill)
  const viewLink = practice
    ? { ...st.viewLink, practice: Object.fromEntries(Object.entries(practice).map(([k, v]) => [`p.${k}`, v])) }
    : st.viewLink;
  const around = { view: shown, source: "palette", notice: problems, notationError: null, practiceLink: practice,
    viewLink, ...say() };
  if (!st.linkChecked) {
    commit(input, { extra: { ...around, pendingOptions: rawOptions } });
    return;
  }
  const checked = await checkLink(st, input, rawOptions);
  commit(checked.input, { extra: { ...around, notice: [...new Set([...problems, ...checked.problems])] } });
}

/** Once the engine is ready: its meta in the store, the link opened before checked against it; the first
 * requests follow (engine-link.js). `startError`: why the engine could not start, if it could not. */
export async function startUp(startError) {
  if (startError) return engineFailed(startError);
  let meta;
  try {
    meta = await engineReady();
  } catch (e) {
    return engineFailed(e);
  }
  if (!meta || !Array.isArray(meta.presets)) {
    try {
      meta = await call({ op: "meta" });
    } catch {
      meta = null;
    }
  }
  if (!meta || !Array.isArray(meta.presets)) meta = { presets: [], options: [] };
  const st = { ...store.get(), meta };
  const { input, problems } = await checkLink(st, st.input, st.pendingOptions);
  const t0 = performance.now();
  const now = { ...store.get(), meta };
  const notice = problems.length ? [...new Set([...now.notice, ...problems])] : now.notice;
  // the meta and the checked link in one change: no view draws the page with one and not the other
  store.set({ meta, engine: "ready", input: normalizeInput({ ...now, input }), source: "palette", nagashi: null, notice,
    pendingOptions: null, linkChecked: true });
  performance.measure("agari:ready-ui", { start: t0, end: performance.now() });
}

/** Clear the hand and the situation (the rules, winds and game stay). */
export function clearAll() {
  const i = store.get().input;
  const keep = { preset: i.preset, overrides: i.overrides, round: i.round, seat: i.seat, game: i.game,
    turn: i.turn, ev_shanten_down: i.ev_shanten_down, ev_tegawari: i.ev_tegawari, ev_wall: i.ev_wall };
  commit({ ...emptyState(), ...keep }, { extra: { target: "hand", notice: [], shareUrl: null, notationError: null, ...say() } });
}

/** The share link: written into the URL now, shown selected, and copied where the browser allows. */
export async function share() {
  syncUrl();
  const url = location.href;
  store.set({ shareUrl: { url } });
  try {
    await navigator.clipboard.writeText(url);
    store.set(say("share_copied"));
  } catch {
    /* clipboard not allowed: the link is shown selected */
  }
}

/** The language button: the next language (its table fetched first, once); the choice is kept. */
export async function switchLang() {
  setLang(await loadLang(nextLang()));
  try {
    localStorage.setItem("agari.lang", lang());
  } catch {
    /* private mode */
  }
  store.set({ lang: lang() });
}

/** The page's language at start (its table already loaded). */
export function startLang(code) {
  setLang(code);
  store.set({ lang: lang() });
}

/** The page's views (names, the first the default), from views.js. */
export function registerViews(names) {
  store.set({ views: [...names], view: names[0] });
}

/** Show one of the page's views (the share link keeps it). */
export function showView(name) {
  if (store.get().views.includes(name)) store.set({ view: name });
}
