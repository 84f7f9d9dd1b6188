// agari web page: builds the hand, asks the engine (Python in a worker, via engine.js) and shows
// what it computes. No scoring here: every number on the results panel comes from the engine.

import { applyStatic, lang, setLang, t } from "./i18n.js";
import { parseHand, sortTiles } from "./notation.js";
import {
  FLAGS, MAX_DISCARDS, WIND_LETTERS, applyOptions, copiesLeft, decodeState, effectiveWin, emptyState, encodeState,
  handText, tileCount, usedCopies,
} from "./state.js";
import { ALL_CODES, RED_CODES, installSprite, isRed, isTileCode, tileIndex, tileName, tileSvg } from "./tiles.js";

const $ = (id) => document.getElementById(id);

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  if (attrs) {
    for (const [k, v] of Object.entries(attrs)) {
      if (v === null || v === undefined || v === false) continue;
      if (k === "class") node.className = v;
      else if (k === "text") node.textContent = v;
      else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
      else node.setAttribute(k, v === true ? "" : String(v));
    }
  }
  for (const c of children) if (c !== null && c !== undefined && c !== false) node.append(c);
  return node;
}

// ---- state -----------------------------------------------------------------------------------

let state = emptyState();
let target = "hand"; // where a palette click goes
let meldRed = false;
let source = "palette"; // "text" while the hand comes from the notation box
let meta = null; // engine's op "meta"
let engine = null;
let engineFailed = false;
let lastResults = null; // last engine answers, to re-render on a language switch
let renderSeq = 0;
let inferredWin = null; // the winning tile the engine chose when none was given

const TARGETS = ["hand", "chi", "pon", "kan", "ankan", "dora", "ura", "discards"];
/** The tile lists picked from the palette besides the hand, and the box that shows each. */
const TILE_LISTS = { dora: "dora", ura: "ura", discards: "own-discards" };

function rulesRequest() {
  const o = state.overrides;
  return Object.keys(o).length ? { preset: state.preset, ...o } : state.preset;
}

function presetOptions() {
  const p = meta?.presets?.find((x) => x.name === state.preset);
  return p ? p.options : {};
}

function ruleValue(name, fallback) {
  if (name in state.overrides) return state.overrides[name];
  const v = presetOptions()[name];
  return v === undefined ? fallback : v;
}

function redFives() {
  return ruleValue("red_fives", state.preset === "wrc" || state.preset === "ema" ? 0 : 1);
}

function isOpen() {
  return state.melds.some((m) => m.kind !== "ankan");
}

function hasKan() {
  return state.melds.some((m) => m.kind === "kan" || m.kind === "ankan");
}

/** Why each situation flag cannot be set now (i18n key) or null; disabled flags are cleared. */
function flagReasons() {
  const s = state;
  const r = {};
  r.riichi = isOpen() ? "why_closed" : null;
  r.double_riichi = isOpen() ? "why_closed" : null;
  r.ippatsu = !(s.riichi || s.double_riichi) || isOpen() ? "why_riichi" : s.rinshan ? "why_ippatsu_rinshan" : null;
  r.rinshan = !hasKan() && !s.tsumo ? "why_rinshan" : !hasKan() ? "why_rinshan_kan" : !s.tsumo ? "why_rinshan_tsumo" : null;
  r.chankan = s.tsumo ? "why_chankan" : null;
  r.haitei = s.rinshan || s.chankan ? "why_haitei" : null;
  const noCalls = s.melds.length === 0;
  r.tenhou = s.seat !== "e" || !s.tsumo || !noCalls || s.riichi ? "why_tenhou" : null;
  r.chiihou = s.seat === "e" || !s.tsumo || !noCalls || s.riichi ? "why_chiihou" : null;
  r.renhou = s.seat === "e" || s.tsumo || !noCalls || s.riichi || s.double_riichi || s.chankan || s.haitei
    ? "why_renhou" : null;
  r.tsumo = null;
  return r;
}

function normalizeFlags() {
  for (let pass = 0; pass < 3; pass++) {
    if (state.double_riichi) state.riichi = true;
    const r = flagReasons();
    let changed = false;
    for (const f of FLAGS) {
      if (r[f] && state[f]) {
        state[f] = false;
        changed = true;
      }
    }
    if (!changed) break;
  }
}

function situationFields() {
  const s = state;
  const riichi = s.riichi || s.double_riichi;
  return {
    ...Object.fromEntries(FLAGS.map((f) => [f, s[f]])), riichi,
    round: s.round, seat: s.seat, dora: [...s.dora], ura: riichi ? [...s.ura] : [],
    honba: s.honba, sticks: s.sticks, rules: rulesRequest(),
  };
}

// ---- changes ---------------------------------------------------------------------------------

/** Under rules without red fives, red fives in the hand become plain fives. */
function plainFivesIfNoRed() {
  if (!meta || redFives() !== 0) return;
  const plain = (c) => (isRed(c) ? `5${c[1]}` : c);
  state.concealed = state.concealed.map(plain);
  state.melds = state.melds.map((m) => ({ kind: m.kind, tiles: m.tiles.map(plain) }));
  state.dora = state.dora.map(plain);
  state.ura = state.ura.map(plain);
  if (state.win) state.win = plain(state.win);
}

function changed(opts = {}) {
  if (!opts.fromText) plainFivesIfNoRed();
  normalizeFlags();
  if (!opts.fromText) source = "palette";
  // ask the engine first; the inputs are redrawn together with the results (one layout and paint per
  // click, and no frame in between that delays the worker's answer), or after INPUTS_WAIT_MS at the latest
  inputsPending = opts;
  clearTimeout(inputsTimer);
  inputsTimer = setTimeout(flushInputs, INPUTS_WAIT_MS);
  requestResults(); // without an engine request (too few tiles) this renders at once, inputs included
}

const INPUTS_WAIT_MS = 60;
let inputsPending = null;
let inputsTimer = 0;

/** Redraw the palette, hand and controls for the newest change, if not done yet. */
function flushInputs() {
  clearTimeout(inputsTimer);
  if (inputsPending === null) return;
  const opts = inputsPending;
  inputsPending = null;
  const t0 = performance.now();
  renderInputs(opts);
  performance.measure("agari:inputs", { start: t0, end: performance.now() });
  syncUrlSoon();
}

function say(msg) {
  $("palette-msg").textContent = msg || "";
}

function addTile(code) {
  const usage = usedCopies(state);
  const rf = redFives();
  const name = tileName(code, lang());
  if (isRed(code) && rf === 0) return say(t("red_off"));
  if (target === "hand") {
    if (tileCount(state) >= 14) return say(t("palette_full"));
    if (copiesLeft(code, usage, rf) < 1) return say(t("no_copies", { tile: name }));
    state.concealed.push(code);
    if (state.winMode !== "fixed") {
      state.win = code;
      state.winMode = "last";
    }
  } else if (target === "dora" || target === "ura" || target === "discards") {
    const list = state[target];
    if (target === "discards" && list.length >= MAX_DISCARDS) return say(t("discards_full", { n: MAX_DISCARDS }));
    if (target !== "discards" && list.length >= 5) return say(t("indicators_full"));
    if (copiesLeft(code, usage, rf) < 1) return say(t("no_copies", { tile: name }));
    list.push(code);
  } else {
    const tiles = meldTiles(target, code, usage, rf);
    if (typeof tiles === "string") return say(tiles);
    state.melds.push({ kind: target, tiles });
  }
  say("");
  changed();
}

/** The tiles of a meld built from a palette click, or a message saying why not. */
function meldTiles(kind, code, usage, rf) {
  if (tileCount(state) + 3 > 14 || state.melds.length >= 4) return t("meld_no_room");
  const suit = code[1];
  const n = isRed(code) ? 5 : Number(code[0]);
  let tiles;
  if (kind === "chi") {
    if (suit === "z" || n > 7) return t("chi_needs_run");
    tiles = [n, n + 1, n + 2].map((k) => `${k}${suit}`);
  } else {
    tiles = new Array(kind === "pon" ? 3 : 4).fill(`${n}${suit}`);
  }
  const wantRed = isRed(code) || meldRed;
  const five = tiles.indexOf(`5${suit}`);
  if (suit !== "z" && five >= 0 && wantRed && rf > 0) tiles[five] = `0${suit}`;
  const need = {};
  for (const x of tiles) need[x] = (need[x] || 0) + 1;
  for (const [x, k] of Object.entries(need)) {
    if (copiesLeft(x, usage, rf) < k) return t("meld_needs_copies", { tile: tileName(x, lang()) });
  }
  return tiles;
}

function removeHandTile(sortedIndex) {
  const sorted = sortTiles(state.concealed);
  const code = sorted[sortedIndex];
  if (!code) return;
  removeConcealed(code);
}

function removeConcealed(code) {
  let i = state.concealed.lastIndexOf(code);
  if (i < 0) i = state.concealed.findIndex((c) => tileIndex(c) === tileIndex(code));
  if (i < 0) return;
  state.concealed.splice(i, 1);
  say("");
  changed();
}

// ---- static controls (built once) -------------------------------------------------------------

const paletteButtons = new Map(); // code -> {btn, count}

function buildPalette() {
  const pal = $("palette");
  const rows = [["m"], ["p"], ["s"], ["z"]];
  for (const [suit] of rows) {
    const row = el("div", { class: "pal-row", role: "group", "data-suit": suit, "data-i18n-label": `suit_${suit}` });
    const codes = ALL_CODES.filter((c) => c[1] === suit);
    const reds = RED_CODES.filter((c) => c[1] === suit);
    for (const code of [...codes, ...reds]) {
      const count = el("span", { class: "pal-count", "aria-hidden": "true" });
      const btn = el("button", { type: "button", class: "pal-tile" + (isRed(code) ? " pal-red" : ""), "data-tile": code },
        tileSvg(code), count);
      btn.addEventListener("click", () => addTile(code));
      paletteButtons.set(code, { btn, count });
      row.append(btn);
    }
    pal.append(row);
  }
  // arrow keys move between palette tiles (rows = suits)
  pal.addEventListener("keydown", (e) => {
    const moves = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
    const move = moves[e.key];
    const btn = e.target.closest && e.target.closest(".pal-tile");
    if (!move || !btn) return;
    const rowsEls = [...pal.children];
    const r = rowsEls.indexOf(btn.parentElement);
    const c = [...btn.parentElement.children].indexOf(btn);
    const nr = Math.max(0, Math.min(rowsEls.length - 1, r + move[0]));
    const cells = rowsEls[nr].children;
    const nc = Math.max(0, Math.min(cells.length - 1, c + move[1]));
    cells[nc].focus();
    e.preventDefault();
  });
}

function buildTargets() {
  const box = $("targets");
  for (const name of TARGETS) {
    const b = el("button", { type: "button", class: "seg", "data-target": name, "data-testid": `target-${name}`, "aria-pressed": "false" });
    b.addEventListener("click", () => {
      target = name;
      say("");
      renderInputs();
    });
    box.append(b);
  }
  $("meld-red").addEventListener("change", (e) => {
    meldRed = e.target.checked;
  });
}

const flagInputs = {};

function buildSituation() {
  const box = $("situation");
  // ron / tsumo
  const wt = el("div", { class: "seg-row", role: "radiogroup", "data-i18n-label": "win_type" });
  for (const v of ["ron", "tsumo"]) {
    const id = `wt-${v}`;
    const input = el("input", { type: "radio", name: "wintype", id, value: v, "data-testid": `wintype-${v}` });
    input.addEventListener("change", () => {
      state.tsumo = v === "tsumo";
      changed();
    });
    wt.append(el("label", { class: "radio", for: id }, input, el("span", { "data-i18n": v })));
    flagInputs[`wt-${v}`] = input;
  }
  box.append(wt);
  const grid = el("div", { class: "flags" });
  for (const f of FLAGS.filter((x) => x !== "tsumo")) {
    const id = `flag-${f}`;
    const input = el("input", { type: "checkbox", id, "data-testid": `flag-${f}`, "aria-describedby": `why-${f}` });
    input.addEventListener("change", () => {
      state[f] = input.checked;
      if (f === "riichi" && !input.checked) state.double_riichi = false;
      changed();
    });
    const label = el("span", { id: `label-${f}`, "data-i18n": f === "haitei" ? "haitei_ron" : f });
    const why = el("span", { class: "reason", id: `why-${f}`, "data-testid": `why-${f}` });
    grid.append(el("div", { class: "flag" }, el("label", { class: "check", for: id }, input, label), why));
    flagInputs[f] = input;
  }
  box.append(grid);
  const winds = el("div", { class: "winds" });
  for (const field of ["round", "seat"]) {
    const sel = el("select", { id: `wind-${field}`, "data-testid": `wind-${field}` });
    for (const w of WIND_LETTERS) sel.append(el("option", { value: w }));
    sel.addEventListener("change", () => {
      if (WIND_LETTERS.includes(sel.value)) state[field] = sel.value;
      changed();
    });
    winds.append(el("label", { class: "field", for: sel.id }, el("span", { "data-i18n": `${field}_wind` }), sel));
    flagInputs[field] = sel;
  }
  for (const field of ["honba", "sticks"]) {
    const input = el("input", { type: "number", id: `num-${field}`, min: "0", max: "99", step: "1", inputmode: "numeric", "data-testid": field });
    input.addEventListener("change", () => {
      const n = Number.parseInt(input.value, 10);
      state[field] = Number.isFinite(n) ? Math.min(99, Math.max(0, n)) : 0;
      changed();
    });
    winds.append(el("label", { class: "field", for: input.id }, el("span", { "data-i18n": field }), input));
    flagInputs[field] = input;
  }
  box.append(winds);
}

function buildRules() {
  const box = $("rules");
  box.replaceChildren();
  delete box.dataset.lang;
  if (!meta) {
    box.append(el("p", { class: "muted", "data-i18n": "waiting_engine" }));
    return;
  }
  const sel = el("select", { id: "preset", "data-testid": "preset" });
  for (const p of meta.presets) sel.append(el("option", { value: p.name, text: p.label }));
  sel.addEventListener("change", () => {
    if (meta.presets.some((p) => p.name === sel.value)) state.preset = sel.value;
    state.overrides = {};
    changed();
  });
  box.append(el("label", { class: "field", for: "preset" }, el("span", { "data-i18n": "preset" }), sel,
    el("span", { id: "rules-custom", class: "muted small" })));
  const list = el("div", { class: "options" });
  for (const opt of meta.options) {
    const id = `opt-${opt.name}`;
    let input;
    if (opt.type === "bool") {
      input = el("input", { type: "checkbox", id, "data-testid": id, "data-option": opt.name });
      input.addEventListener("change", () => setOption(opt.name, input.checked));
      list.append(el("label", { class: "check option", for: id }, input, el("span", { class: "opt-label", "data-opt-label": opt.name })));
    } else if (Array.isArray(opt.choices)) {
      input = el("select", { id, "data-testid": id, "data-option": opt.name });
      const words = opt.type === "str"; // word choices (renhou: none / mangan / yakuman) are labelled per language
      for (const c of opt.choices) {
        input.append(el("option", words ? { value: c, "data-i18n": `choice_${c}` } : { value: String(c), text: String(c) }));
      }
      input.addEventListener("change", () => setOption(opt.name, words ? input.value : Number(input.value)));
      list.append(el("label", { class: "field option", for: id }, el("span", { class: "opt-label", "data-opt-label": opt.name }), input));
    } else {
      input = el("input", { type: "number", id, min: String(opt.min ?? 0), step: String(opt.multiple_of ?? 1), "data-testid": id, "data-option": opt.name });
      input.addEventListener("change", () => {
        const n = Number.parseInt(input.value, 10);
        const step = opt.multiple_of ?? 1;
        if (Number.isFinite(n) && n >= (opt.min ?? 0) && n % step === 0 && n <= 30000) setOption(opt.name, n);
        else renderInputs();
      });
      list.append(el("label", { class: "field option", for: id }, el("span", { class: "opt-label", "data-opt-label": opt.name }), input));
    }
  }
  box.append(list);
}

function setOption(name, value) {
  if (presetOptions()[name] === value) delete state.overrides[name];
  else state.overrides[name] = value;
  changed();
}

// ---- notation box ----------------------------------------------------------------------------

let textTimer = 0;

function onNotationInput() {
  const text = $("notation").value;
  clearTimeout(textTimer);
  let hand;
  try {
    hand = parseHand(text);
  } catch (e) {
    // let the engine word the error (it reads the same notation); show it after a short pause
    textTimer = setTimeout(() => explainText(text, e), 350);
    return;
  }
  if (hand.concealed.length + 3 * hand.melds.length > 18 || hand.melds.length > 4) {
    textTimer = setTimeout(() => explainText(text, null), 350);
    return;
  }
  hideNotationError();
  state.concealed = hand.concealed;
  state.melds = hand.melds;
  if (!(state.winMode === "fixed" && state.concealed.includes(state.win))) {
    state.win = null;
    state.winMode = "auto";
  }
  source = "text";
  changed({ fromText: true });
}

async function explainText(text, jsError) {
  let detail = jsError ? jsError.message : "";
  let position = jsError ? jsError.position : null;
  if (engine && engine.state === "ready") {
    const out = await engine.call({ op: "analyze", hand: text });
    if ($("notation").value !== text) return; // typed on meanwhile
    if (out && out.ok === false && out.detail) {
      detail = out.detail;
      position = out.position ?? null;
    }
  }
  if (detail) showNotationError(detail, position, text);
}

function showNotationError(detail, position, text) {
  const box = $("notation-error");
  // the engine words its errors in English; in Japanese a Japanese heading comes first
  $("notation-error-text").textContent = lang() === "ja" ? `${t("error_invalid")}: ${detail}` : detail;
  const caret = $("notation-caret");
  if (Number.isInteger(position) && position >= 0 && position <= text.length) {
    caret.textContent = `${text.slice(0, 60)}\n${" ".repeat(Math.min(position, 60))}^`;
    caret.hidden = false;
    $("notation").setAttribute("aria-invalid", "true");
  } else {
    caret.textContent = "";
    caret.hidden = true;
  }
  $("notation").setAttribute("aria-invalid", "true");
  box.hidden = false;
}

function hideNotationError() {
  $("notation-error").hidden = true;
  $("notation").removeAttribute("aria-invalid");
}

// ---- rendering of the inputs (no engine needed) ------------------------------------------------

function renderInputs() {
  const L = lang();
  const usage = usedCopies(state);
  const rf = redFives();
  const count = tileCount(state);
  const full = count >= 14;
  // palette
  for (const [code, entry] of paletteButtons) {
    const left = copiesLeft(code, usage, rf);
    let blocked = left < 1 || (isRed(code) && rf === 0);
    if (target === "hand" && full) blocked = true;
    if (target === "chi" && (code[1] === "z" || Number(code[0]) > 7)) blocked = true;
    if ((target === "dora" || target === "ura") && state[target].length >= 5) blocked = true;
    if (target === "discards" && state.discards.length >= MAX_DISCARDS) blocked = true;
    const key = `${left}|${blocked}|${L}`;
    if (entry.key === key) continue; // unchanged: leave the DOM alone
    entry.key = key;
    entry.count.textContent = String(left);
    entry.btn.setAttribute("aria-disabled", blocked ? "true" : "false");
    entry.btn.setAttribute("aria-label", t("copies_left", { tile: tileName(code, L), n: left }));
  }
  // targets
  const riichi = state.riichi || state.double_riichi;
  if (target === "ura" && !riichi) target = "hand";
  for (const b of $("targets").children) {
    const name = b.dataset.target;
    b.textContent = t(`target_${name}`);
    b.setAttribute("aria-pressed", String(name === target));
    const off = name === "ura" && !riichi;
    b.disabled = off;
    b.title = off ? t("ura_needs_riichi") : "";
  }
  $("target-help").textContent = target === "hand" ? "" : t(`meld_help_${target}`);
  $("meld-red-wrap").hidden = !["chi", "pon", "kan", "ankan"].includes(target) || rf === 0;
  // hand
  renderHand(L);
  $("tile-count").textContent = t("tiles_count", { n: count });
  $("hand-empty").hidden = count > 0;
  // winning tile select
  const win = $("win");
  const distinct = [...new Set(sortTiles(state.concealed))];
  const eff = effectiveWin(state);
  const winKey = `${L}|${distinct.join("")}`;
  if (win.dataset.key !== winKey) {
    win.dataset.key = winKey;
    win.replaceChildren(el("option", { value: "", text: t("win_auto") }),
      ...distinct.map((c) => el("option", { value: c, text: `${c} · ${tileName(c, L)}` })));
  }
  win.value = eff || "";
  win.disabled = distinct.length === 0;
  // indicators
  for (const [kind, id] of Object.entries(TILE_LISTS)) {
    const box = $(id);
    box.replaceChildren(...state[kind].map((code, i) => {
      const b = el("button", { type: "button", class: "ind-tile", "data-testid": `${kind}-tile`, [`data-${kind}-index`]: i,
        "aria-label": t(kind === "discards" ? "discard_remove" : "indicator_remove", { tile: tileName(code, L) }) }, tileSvg(code));
      b.addEventListener("click", () => {
        state[kind].splice(i, 1);
        changed();
      });
      return b;
    }));
    $(`${id}-count`).textContent = `(${state[kind].length})`;
  }
  $("ura").classList.toggle("ignored", !riichi);
  $("ura-why").textContent = riichi ? "" : t("ura_needs_riichi");
  // situation
  const reasons = flagReasons();
  flagInputs["wt-ron"].checked = !state.tsumo;
  flagInputs["wt-tsumo"].checked = state.tsumo;
  for (const f of FLAGS.filter((x) => x !== "tsumo")) {
    const input = flagInputs[f];
    input.checked = Boolean(state[f]);
    input.disabled = Boolean(reasons[f]);
    $(`why-${f}`).textContent = reasons[f] ? t(reasons[f]) : "";
  }
  $("label-haitei").textContent = t(state.tsumo ? "haitei_tsumo" : "haitei_ron");
  for (const field of ["round", "seat"]) {
    const sel = flagInputs[field];
    for (const o of sel.options) o.textContent = windLabel(o.value);
    sel.value = state[field];
  }
  for (const field of ["honba", "sticks"]) {
    if (document.activeElement !== flagInputs[field]) flagInputs[field].value = String(state[field]);
  }
  // rules
  if (meta) {
    const preset = $("preset");
    if (preset) preset.value = state.preset;
    for (const input of document.querySelectorAll("[data-option]")) {
      const v = ruleValue(input.dataset.option, null);
      if (input.type === "checkbox") input.checked = Boolean(v);
      else if (document.activeElement !== input) input.value = String(v);
    }
    const labelsLang = $("rules").dataset.lang;
    if (labelsLang !== L) $("rules").dataset.lang = L;
    for (const span of labelsLang === L ? [] : document.querySelectorAll("[data-opt-label]")) {
      const opt = meta.options.find((o) => o.name === span.dataset.optLabel);
      span.textContent = (opt && (opt[L] || opt.en)) || span.dataset.optLabel;
    }
    $("rules-custom").textContent = Object.keys(state.overrides).length ? t("custom") : "";
  }
  // notation box: follow the palette unless the user is typing in it
  const box = $("notation");
  if (source !== "text" || document.activeElement !== box) {
    const text = handText(state);
    if (source !== "text" && box.value !== text) box.value = text;
  }
}

const handPool = [];

function renderHand(L) {
  const hand = $("hand");
  const focused = document.activeElement;
  const focusIndex = focused && focused.dataset ? focused.dataset.handIndex : undefined;
  const sorted = sortTiles(state.concealed);
  const win = effectiveWin(state);
  let winMarked = false;
  const nodes = [];
  sorted.forEach((code, i) => {
    let b = handPool[i];
    if (!b) {
      b = el("button", { type: "button", class: "hand-tile", "data-hand-index": i }, tileSvg(code));
      b.addEventListener("click", () => removeHandTile(Number(b.dataset.handIndex)));
      handPool[i] = b;
    }
    b.firstChild.firstChild.setAttribute("href", `#t-${code}`);
    b.dataset.code = code;
    const isWin = !winMarked && code === win && sorted.lastIndexOf(code) === i;
    if (isWin) winMarked = true;
    b.classList.toggle("win", isWin);
    b.classList.toggle("win-inferred", !win && code === inferredWin && sorted.lastIndexOf(code) === i);
    b.setAttribute("aria-label", t("hand_tile", { tile: tileName(code, L) }));
    nodes.push(b);
  });
  state.melds.forEach((m, i) => {
    const label = `${t(`target_${m.kind}`)} ${m.tiles.map((c) => tileName(c, L)).join(" ")}`;
    const b = el("button", { type: "button", class: `meld meld-${m.kind}`, "data-meld-index": i, "data-testid": "meld",
      "aria-label": t("meld_remove", { meld: label }) });
    m.tiles.forEach((c, k) => {
      const closedEnd = m.kind === "ankan" && (k === 0 || k === 3);
      b.append(tileSvg(closedEnd ? "back" : c, "tile"));
    });
    b.append(el("span", { class: "meld-kind", "aria-hidden": "true", text: t(`target_${m.kind}`) }));
    b.addEventListener("click", () => {
      state.melds.splice(i, 1);
      changed();
    });
    nodes.push(b);
  });
  hand.replaceChildren(...nodes);
  if (focusIndex !== undefined) {
    const next = handPool[Math.min(Number(focusIndex), sorted.length - 1)];
    if (next && next.isConnected) next.focus();
    else $("palette").querySelector("button")?.focus();
  }
}

// ---- share link ------------------------------------------------------------------------------

let urlTimer = 0;

/** history.replaceState costs ~10 ms in Chromium: write the link once the clicking pauses. */
function syncUrlSoon() {
  clearTimeout(urlTimer);
  urlTimer = setTimeout(syncUrl, 250);
}

function syncUrl() {
  clearTimeout(urlTimer);
  const frag = encodeState(state);
  const url = `${location.pathname}${location.search}${frag ? `#${frag}` : ""}`;
  try {
    history.replaceState(null, "", url);
  } catch {
    /* some embedders forbid it: the share button still shows the link */
  }
}

async function share() {
  syncUrl();
  const url = location.href;
  const box = $("share-box");
  const input = $("share-url");
  input.value = url;
  box.hidden = false;
  input.select();
  try {
    await navigator.clipboard.writeText(url);
    say(t("share_copied"));
  } catch {
    /* clipboard not allowed: the link is shown selected */
  }
}

function restoreFromUrl() {
  const { state: s, problems, rawOptions } = decodeState(location.hash, null);
  state = s;
  pendingOptions = rawOptions;
  if (problems.length) showNotice(problems);
  else {
    noticeProblems = [];
    $("notice").hidden = true;
  }
}

let pendingOptions = null;
let noticeProblems = [];

function showNotice(problems) {
  noticeProblems = problems;
  const n = $("notice");
  const names = {
    hand: "notice_url_hand", "winning tile": "win_tile", dora: "dora", ura: "ura", discards: "own_discards", rules: "rules",
    round: "round_wind", seat: "seat_wind", honba: "honba", sticks: "sticks", tsumo: "tsumo",
    riichi: "riichi", double_riichi: "double_riichi", ippatsu: "ippatsu", haitei: "haitei_tsumo",
    rinshan: "rinshan", chankan: "chankan", tenhou: "tenhou", chiihou: "chiihou", renhou: "renhou",
  };
  const what = problems.map((p) => (Object.hasOwn(names, p) ? t(names[p]) : p)).join(", ");
  n.textContent = t("notice_url", { what });
  n.hidden = false;
}

// ---- engine ----------------------------------------------------------------------------------

let wantSeq = 0;
let running = false;

function requestResults() {
  wantSeq += 1;
  document.body.dataset.busy = "1"; // tests and the bench wait for "0": the newest state is on screen
  if (!running) runLoop();
}

/** One request batch at a time; answers for an older state are dropped, the newest state always wins. */
async function runLoop() {
  running = true;
  try {
    while (true) {
      const seq = wantSeq;
      const plan = planRequests();
      let answers = [];
      if (plan.requests.length) {
        if (!engine || engineFailed) break;
        if (engine.state !== "ready") {
          flushInputs();
          renderStatus(t("waiting_engine"));
          try {
            await engine.ready;
          } catch {
            break;
          }
          continue;
        }
        const t0 = performance.now();
        answers = await Promise.all(plan.requests.map((r) => engine.call(r)));
        performance.measure("agari:engine", { start: t0, end: performance.now() });
      }
      if (seq !== wantSeq) continue; // the hand changed meanwhile: ask again for the newest
      lastResults = { plan, answers };
      flushInputs();
      const t1 = performance.now();
      renderResults(plan, answers);
      performance.measure("agari:render", { start: t1, end: performance.now() });
      break;
    }
  } catch (e) {
    showLoadError(e);
  } finally {
    running = false;
    flushInputs();
    document.body.dataset.busy = "0";
  }
}

function planRequests() {
  const count = tileCount(state);
  const hand = source === "text" ? $("notation").value : handText(state);
  const situation = situationFields();
  const plan = { count, hand, requests: [], kinds: [] };
  if (count === 0 && state.melds.length === 0) return plan;
  if (count % 3 === 0 && source !== "text") return plan;
  plan.requests.push({ op: "analyze", hand, ...situation, discards: [...state.discards] });
  plan.kinds.push("analyze");
  if (count % 3 === 2) {
    const req = { op: "score", hand, ...situation };
    const win = effectiveWin(state);
    if (win) req.win = win;
    plan.requests.push(req);
    plan.kinds.push("score");
  }
  return plan;
}

// ---- rendering of results ---------------------------------------------------------------------

function label(list, name, fallback) {
  const entry = meta?.[list]?.find((x) => x.name === name);
  if (!entry) return fallback ?? name;
  return entry[lang()] || entry.en || name;
}

/** A fu reason in the current language: English as the engine writes it; in Japanese translated by
 * its longest known start (meta fu_reasons: {starts, ja}), the rest (a tile) kept. */
function fuReasonLabel(reason) {
  const text = String(reason);
  if (lang() !== "ja") return text;
  const list = meta?.fu_reasons || [];
  let best = null;
  for (const x of list) {
    const start = x.starts ?? x.name;
    if (typeof start === "string" && text.startsWith(start) && (!best || start.length > best.start.length)) best = { start, ja: x.ja };
  }
  if (!best || !best.ja) return text;
  const rest = text.slice(best.start.length).trim().replace("(seat and round)", "(自風・場風)");
  const tile = /^([1-9][mpsz])$/.exec(rest);
  return rest ? `${best.ja} ${tile ? tileName(tile[1], "ja") : rest}` : best.ja;
}

function windLabel(w) {
  return label("winds", w, w.toUpperCase());
}

function yakumanLabel(n) {
  return n <= 3 ? t(`yakuman_${n}`) : t("yakuman_n", { n });
}

function tileChip(code, extra) {
  return el("span", { class: "chip", "data-tile-chip": code, title: tileName(code, lang()) },
    tileSvg(code, "tile small"), extra === undefined ? null : el("span", { class: "chip-n", text: String(extra) }));
}

function renderStatus(text) {
  $("status").textContent = text || "";
}

function bumpRendered() {
  renderSeq += 1;
  document.body.dataset.renderSeq = String(renderSeq);
  document.dispatchEvent(new CustomEvent("agari:rendered", { bubbles: true, detail: { seq: renderSeq } }));
}

function renderResults(plan, answers) {
  const scoreBox = $("score");
  const analysisBox = $("analysis");
  const byKind = Object.fromEntries(plan.kinds.map((k, i) => [k, answers[i]]));
  const a = byKind.analyze;
  const r = byKind.score;
  // which hand these results are for (tests wait on it)
  analysisBox.dataset.hand = plan.hand;
  scoreBox.dataset.hand = plan.hand;
  renderStatus("");
  if (!plan.requests.length) {
    scoreBox.replaceChildren();
    analysisBox.replaceChildren();
    if (plan.count > 0) renderStatus(t("add_tiles", { n: plan.count }));
    if (source !== "text") hideNotationError();
    bumpRendered();
    return;
  }
  // invalid input: say it next to the notation box and in the results panel
  const invalid = [a, r].find((x) => x && x.ok === false && (x.error === "invalid" || x.error === "internal"));
  if (invalid) {
    showNotationError(invalid.detail || t("error_invalid"), invalid.position ?? null, plan.hand);
    scoreBox.replaceChildren(errorBlock(invalid));
    analysisBox.replaceChildren();
    bumpRendered();
    return;
  }
  hideNotationError();
  const complete = a && a.ok && (a.complete || a.shanten === -1);
  scoreBox.replaceChildren(...(r && complete ? renderScore(r) : r && r.ok === false && r.error === "no_yaku" ? [errorBlock(r)] : []));
  analysisBox.replaceChildren(...(a && a.ok ? renderAnalysis(a, complete) : []));
  // one short line for screen readers
  let summary = a && a.ok ? shantenText(a) : "";
  if (r && complete && r.ok) summary = `${t("total")} ${r.total ?? r.points}, ${hanFuText(r)}`;
  else if (r && complete && r.error === "no_yaku") summary = t("error_no_yaku");
  if ($("sr-summary").textContent !== summary) $("sr-summary").textContent = summary;
  const chosen = r && complete && r.ok && r.win_inferred ? r.win : null;
  if (chosen !== inferredWin) {
    inferredWin = chosen;
    for (const b of $("hand").querySelectorAll("[data-hand-index]")) {
      const code = b.dataset.code;
      const last = [...$("hand").querySelectorAll(`[data-code="${code}"]`)].pop();
      b.classList.toggle("win-inferred", chosen !== null && code === chosen && b === last);
    }
  }
  bumpRendered();
}

function errorBlock(r) {
  const key = { invalid: "error_invalid", not_winning: "error_not_winning", no_yaku: "error_no_yaku", internal: "error_internal" }[r.error] || "error_invalid";
  const box = el("div", { class: "error-block", "data-testid": "error", "data-error": r.error || "" },
    el("strong", { text: t(key) }));
  if (r.detail) box.append(el("p", { class: "detail", "data-testid": "error-detail", text: r.detail }));
  if (Number.isInteger(r.position)) box.append(el("p", { class: "muted small", text: t("at_position", { n: r.position + 1 }) }));
  return box;
}

function hanFuText(x) {
  if (x.yakuman) return yakumanLabel(x.yakuman);
  if (x.fu === null || x.fu === undefined) return t("han_only", { han: x.han });
  return t("han_fu", { han: x.han, fu: x.fu });
}

function limitText(x) {
  if (!x.limit) return "";
  if (x.limit === "yakuman") return yakumanLabel(Math.max(1, x.yakuman || 1));
  return label("limits", x.limit);
}

function yakuHanText(name, han) {
  if (han >= 13 && !["dora", "aka", "ura"].includes(name)) return yakumanLabel(Math.round(han / 13)); // a yakuman entry (renhou may be one)
  return t("han_only", { han });
}

function paymentsLines(r) {
  const p = r.payments || {};
  const lines = [];
  if ("discarder" in p) lines.push(t("pay_discarder", { n: p.discarder }));
  if ("dealer" in p) lines.push(t("pay_dealer", { n: p.dealer }));
  if ("non_dealer" in p) lines.push(t(r.dealer ? "pay_all" : "pay_non_dealer", { n: p.non_dealer }));
  return lines;
}

function renderScore(r) {
  if (!r.ok) return [errorBlock(r)];
  const L = lang();
  const out = [];
  // headline
  const limit = limitText(r);
  out.push(el("div", { class: "headline" },
    el("span", { class: "total-label", text: t("total") }),
    el("span", { class: "total", "data-testid": "total", text: String(r.total ?? r.points) }),
    el("span", { class: "hanfu", "data-testid": "hanfu", "data-han": r.han ?? "", "data-fu": r.fu ?? "", "data-yakuman": r.yakuman || 0, text: hanFuText(r) }),
    limit ? el("span", { class: "limit", "data-testid": "limit", text: limit }) : null,
    el("span", { class: "who muted", text: `${t(r.dealer ? "dealer" : "non_dealer")} · ${t(r.tsumo ? "tsumo" : "ron")}` })));
  // winning tile
  if (r.win) {
    out.push(el("p", { class: r.win_inferred ? "win-note inferred" : "win-note", "data-testid": "win-note", "data-win": r.win },
      tileSvg(r.win, "tile small"), " ",
      r.win_inferred ? t("win_inferred", { tile: tileName(r.win, L) }) : t("win_chosen", { tile: tileName(r.win, L) })));
  }
  // yaku
  const yl = el("ul", { class: "yaku-list", "data-testid": "yaku" });
  for (const [name, han] of r.yaku || []) {
    const info = meta?.yaku?.find((y) => y.name === name);
    yl.append(el("li", { "data-yaku": name, "data-han": han, title: lang() === "en" && info ? info.description : null },
      el("span", { class: "yaku-name", text: label("yaku", name) }),
      el("span", { class: "yaku-han", text: yakuHanText(name, han) })));
  }
  out.push(el("h3", { text: t("yaku") }), yl);
  if (r.dora || r.aka || r.ura) {
    out.push(el("p", { class: "muted small", "data-testid": "dora-counts", text: t("dora_in_hand", { dora: r.dora || 0, aka: r.aka || 0, ura: r.ura || 0 }) }));
  }
  // fu
  if (Array.isArray(r.fu_items) && r.fu_items.length && !r.yakuman) {
    const fl = el("ul", { class: "fu-list", "data-testid": "fu-items" });
    for (const item of r.fu_items) {
      fl.append(el("li", { "data-fu": item.fu, "data-reason": item.reason },
        el("span", { text: fuReasonLabel(item.reason) }), el("span", { class: "fu-n", text: `${item.fu}` })));
    }
    if (r.fu_raw && r.fu_raw !== r.fu) fl.append(el("li", { class: "muted" }, el("span", { text: t("fu_raw", { raw: r.fu_raw, fu: r.fu }) })));
    out.push(el("h3", { text: t("fu") }), fl);
  }
  // payments
  const pay = el("ul", { class: "pay-list", "data-testid": "payments" });
  pay.append(el("li", {}, el("span", { text: t("hand_points") }), el("span", { class: "num", "data-testid": "points", text: String(r.points) })));
  for (const line of paymentsLines(r)) pay.append(el("li", { class: "muted" }, el("span", { text: line })));
  if (r.honba_points) pay.append(el("li", {}, el("span", { text: t("honba_points", { n: r.honba || 0 }) }), el("span", { class: "num", text: `+${r.honba_points}` })));
  if (r.stick_points) pay.append(el("li", {}, el("span", { text: t("stick_points", { n: r.sticks || 0 }) }), el("span", { class: "num", text: `+${r.stick_points}` })));
  pay.append(el("li", { class: "sum" }, el("span", { text: t("total") }), el("span", { class: "num", text: String(r.total ?? r.points) })));
  out.push(el("h3", { text: t("points") }), pay);
  // reading
  if (r.reading) out.push(readingBlock(r.reading));
  if (Array.isArray(r.notes) && r.notes.length) {
    out.push(el("ul", { class: "notes muted small", "data-testid": "notes" }, ...r.notes.map((n) => el("li", { text: String(n) }))));
  }
  // other readings
  const others = (r.readings || []).filter((x) => !x.best);
  if (others.length) {
    const det = el("details", { class: "readings", "data-testid": "readings" },
      el("summary", { text: t("other_readings", { n: others.length }) }));
    for (const x of others) {
      det.append(el("div", { class: "reading-alt" },
        el("p", {}, el("strong", { text: `${x.points ?? ""} ` }), el("span", { text: hanFuText(x) })),
        el("p", { class: "small", text: (x.yaku || []).map(([n, h]) => `${label("yaku", n)} ${h}`).join(" · ") }),
        x.reading ? readingBlock(x.reading) : null));
    }
    out.push(det);
  }
  return out;
}

function readingBlock(reading) {
  const box = el("div", { class: "reading" });
  const head = [label("forms", reading.form, reading.form)];
  if (reading.wait) head.push(`${t("wait_shape")}: ${label("waits", reading.wait, reading.wait)}`);
  box.append(el("p", { class: "muted small", text: head.join(" · ") }));
  const groups = el("div", { class: "groups" });
  for (const g of reading.groups || []) {
    let tiles = [];
    try {
      tiles = parseHand(String(g.tiles).replace(/[()[\]]/g, "")).concealed;
    } catch {
      tiles = [];
    }
    groups.append(el("span", { class: `group${g.open ? " open" : ""}`, title: label("groups", g.kind, g.kind) },
      ...tiles.map((c) => tileSvg(c, "tile small"))));
  }
  box.append(groups);
  return box;
}

function shantenText(a) {
  if (a.complete || a.shanten === -1) return t("shanten_complete");
  if (a.shanten === 0) return t("shanten_tenpai");
  return t("shanten_n", { n: a.shanten });
}

function renderAnalysis(a, complete) {
  const out = [];
  const head = el("div", { class: "shanten-row" },
    el("span", { class: "shanten", "data-testid": "shanten", "data-shanten": a.shanten, text: shantenText(a) }));
  if (a.form) head.append(el("span", { class: "muted", "data-testid": "form", "data-form": a.form, text: label("forms", a.form, a.form) }));
  out.push(head);
  if (a.forms && !complete) {
    const parts = Object.entries(a.forms).filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => `${label("forms", k, k)} ${v}`);
    if (parts.length > 1) out.push(el("p", { class: "muted small", "data-testid": "forms", text: `${t("forms_detail")}: ${parts.join(" · ")}` }));
  }
  if (Array.isArray(a.ukeire) && a.ukeire.length && a.tiles % 3 === 1) {
    out.push(el("h3", {}, el("span", { text: t("ukeire") }), " ",
      el("span", { class: "muted", "data-testid": "ukeire-count", "data-count": a.ukeire_count, text: t("ukeire_total", { n: a.ukeire_count }) })));
    out.push(el("div", { class: "chips", "data-testid": "ukeire" }, ...a.ukeire.map((u) => tileChip(u.tile, u.count))));
  }
  if (Array.isArray(a.waits) && a.waits.length) {
    out.push(el("h3", { text: t("waits") }));
    const table = el("table", { class: "waits", "data-testid": "waits" },
      el("thead", {}, el("tr", {}, ...["wait", "left", "ron", "tsumo"].map((k) => el("th", { scope: "col", text: t(k) })))));
    const body = el("tbody");
    for (const w of a.waits) {
      const add = el("button", { type: "button", class: "tile-btn", "data-wait": w.tile, "aria-label": t("add_wait", { tile: tileName(w.tile, lang()) }) }, tileSvg(w.tile, "tile small"));
      add.addEventListener("click", () => {
        target = "hand";
        addTile(w.tile);
      });
      body.append(el("tr", { "data-wait-row": w.tile },
        el("td", {}, add, w.furiten ? el("span", { class: "badge", text: t("furiten") }) : null),
        el("td", { class: "num", text: String(w.left ?? "") }),
        el("td", {}, scoreCell(w.ron)), el("td", {}, scoreCell(w.tsumo))));
    }
    table.append(body);
    out.push(table);
  }
  if (Array.isArray(a.discards) && a.discards.length && !complete) {
    out.push(el("h3", { text: t("discards") }));
    const table = el("table", { class: "discards", "data-testid": "discards" },
      el("thead", {}, el("tr", {}, ...["discard", "after", "accepts", "count"].map((k) => el("th", { scope: "col", text: t(k) })))));
    const body = el("tbody");
    for (const d of a.discards) {
      const btn = el("button", { type: "button", class: "tile-btn", "data-discard": d.discard, "aria-label": t("discard_button", { tile: tileName(d.discard, lang()) }) }, tileSvg(d.discard, "tile small"));
      btn.addEventListener("click", () => removeConcealed(d.discard));
      body.append(el("tr", { "data-discard-row": d.discard },
        el("td", {}, btn),
        el("td", { class: "num", text: d.shanten === 0 ? t("shanten_tenpai") : String(d.shanten) }),
        el("td", {}, el("div", { class: "chips" }, ...(d.ukeire || []).map((u) => tileChip(u.tile, u.count)))),
        el("td", { class: "num", text: String(d.ukeire_count ?? "") })));
    }
    table.append(body);
    out.push(table);
  }
  return out;
}

function scoreCell(x) {
  if (!x) return el("span", { class: "muted", text: "–" });
  if (!x.ok) {
    const words = { no_yaku: "no_yaku_short", furiten: "furiten" }[x.error];
    return el("span", { class: "muted", "data-error": x.error || "", text: words ? t(words) : x.error || "–" });
  }
  const lim = limitText(x);
  return el("span", {}, el("strong", { text: String(x.points) }), " ", el("span", { class: "muted small", text: lim || hanFuText(x) }));
}

// ---- loading -----------------------------------------------------------------------------------

function showProgress(ev) {
  const stage = ev && ev.stage;
  const text = stage && lang() === "ja" ? t(`stage_${stage}`) : (ev && ev.label) || t("loading");
  $("loading-label").textContent = text;
  const f = Math.max(0, Math.min(1, Number(ev && ev.fraction) || 0));
  $("loading-bar").style.width = `${Math.round(f * 100)}%`;
}

function showLoadError(e) {
  engineFailed = true;
  document.body.dataset.engine = "failed";
  $("loading").hidden = true;
  const box = $("load-error");
  const msg = e && e.message ? String(e.message) : t("load_failed");
  box.textContent = msg.includes("could not start") && lang() === "en" ? msg : `${t("load_failed")} ${msg}`;
  box.hidden = false;
  renderStatus("");
  bumpRendered();
}

/** Start the Python worker as early as possible (before the page builds its controls). */
async function startWorker() {
  let mod;
  try {
    mod = await import("./engine.js");
  } catch (e) {
    return new Error(`The calculator could not start: its loader is missing (${e && e.message ? e.message : e}).`);
  }
  try {
    engine = mod.startEngine({ onProgress: showProgress });
  } catch (e) {
    return e;
  }
  return null;
}

async function startEngineSafely(startError) {
  if (startError || !engine) {
    showLoadError(startError || new Error("The calculator could not start."));
    return;
  }
  try {
    meta = await engine.ready;
  } catch (e) {
    showLoadError(e);
    return;
  }
  if (!meta || !Array.isArray(meta.presets)) {
    try {
      meta = await engine.call({ op: "meta" });
    } catch {
      meta = null;
    }
  }
  if (!meta || !Array.isArray(meta.presets)) meta = { presets: [], options: [] };
  document.body.dataset.engine = "ready";
  $("loading").hidden = true;
  $("version").textContent = meta.version ? `agari ${meta.version}` : "";
  if (pendingOptions) {
    const problems = [];
    const specs = Object.fromEntries(meta.options.map((o) => [o.name, o]));
    applyOptions(state, pendingOptions, specs, problems);
    pendingOptions = null;
    if (problems.length) showNotice([...new Set([...noticeProblems, ...problems])]);
  }
  const t0 = performance.now();
  buildRules();
  applyStatic();
  changed();
  performance.measure("agari:ready-ui", { start: t0, end: performance.now() });
}

// ---- start -------------------------------------------------------------------------------------

function chooseLang() {
  let saved = null;
  try {
    saved = localStorage.getItem("agari.lang");
  } catch {
    saved = null;
  }
  const q = new URLSearchParams(location.hash.slice(1)).get("lang");
  if (q === "ja" || q === "en") return q;
  if (saved === "ja" || saved === "en") return saved;
  return (navigator.language || "").toLowerCase().startsWith("ja") ? "ja" : "en";
}

function switchLang() {
  setLang(lang() === "ja" ? "en" : "ja");
  try {
    localStorage.setItem("agari.lang", lang());
  } catch {
    /* private mode */
  }
  $("lang").setAttribute("lang", lang() === "ja" ? "en" : "ja");
  applyStatic();
  if (noticeProblems.length && !$("notice").hidden) showNotice(noticeProblems);
  renderInputs();
  if (lastResults) renderResults(lastResults.plan, lastResults.answers);
}

function clearAll() {
  const keep = { preset: state.preset, overrides: state.overrides, round: state.round, seat: state.seat };
  state = { ...emptyState(), ...keep };
  source = "palette";
  target = "hand";
  $("notice").hidden = true;
  $("share-box").hidden = true;
  hideNotationError();
  say("");
  changed();
}

window.addEventListener("pagehide", () => syncUrl());

function main(startError) {
  const t0 = performance.now();
  installSprite();
  setLang(chooseLang());
  $("lang").setAttribute("lang", lang() === "ja" ? "en" : "ja");
  buildPalette();
  buildTargets();
  buildSituation();
  buildRules();
  restoreFromUrl();
  applyStatic();
  $("notation").addEventListener("input", onNotationInput);
  $("win").addEventListener("change", (e) => {
    const v = e.target.value;
    if (v === "") {
      state.win = null;
      state.winMode = "auto";
    } else if (isTileCode(v) && state.concealed.includes(v)) {
      state.win = v;
      state.winMode = "fixed";
    }
    changed({ fromText: source === "text" });
  });
  $("share").addEventListener("click", share);
  $("clear").addEventListener("click", clearAll);
  $("lang").addEventListener("click", switchLang);
  window.addEventListener("hashchange", () => {
    // a pasted link: restore it (our own replaceState does not fire this)
    restoreFromUrl();
    if (meta && pendingOptions) {
      const specs = Object.fromEntries(meta.options.map((o) => [o.name, o]));
      const problems = [];
      applyOptions(state, pendingOptions, specs, problems);
      pendingOptions = null;
      if (problems.length) showNotice([...new Set([...noticeProblems, ...problems])]);
    }
    source = "palette";
    changed();
  });
  source = "palette";
  normalizeFlags();
  renderInputs();
  syncUrl();
  performance.measure("agari:startup", { start: t0, end: performance.now() });
  startEngineSafely(startError);
}

startWorker().then(main);
