// What the page knows of each game, read from the store's state (`st`): all of it from the engine's registry
// (meta.games: name, labels, tiles, hand sizes, presets, request fields; a game's own meta on first use),
// nothing hard-coded here. Pure functions: no DOM, no engine.

import { lang, t } from "../i18n.js";

/** The game whose panels are the page's own (the others use the generic panels). */
export const HOME_GAME = "riichi";

/** The games the engine offers (its meta), in its order. */
export function games(st) {
  return Array.isArray(st.meta?.games) ? st.meta.games : [];
}

export function defaultGame(st) {
  return st.meta?.default_game ?? games(st)[0]?.name ?? HOME_GAME;
}

export function currentGame(st) {
  return st.input.game ?? defaultGame(st);
}

/** The registry entry of the game shown (or null before the engine's meta is known). */
export function gameInfo(st) {
  const name = currentGame(st);
  return games(st).find((g) => g.name === name) ?? null;
}

/** True while the shown game is Riichi (its own panels) or the engine is not ready yet. */
export function isHomeGame(st) {
  return currentGame(st) === HOME_GAME;
}

/** The hand sizes of the shown game (winning hands, a meld counted as three). */
export function handSizes(st) {
  const sizes = gameInfo(st)?.hand_sizes;
  return Array.isArray(sizes) && sizes.length ? sizes : [14];
}

/** Most tiles a hand holds now: the chosen hand size of a game with several, else its only (largest) one. */
export function maxTiles(st) {
  const sizes = handSizes(st);
  return sizes.includes(st.input.size) ? st.input.size : Math.max(...sizes);
}

/** The shown game's own meta (presets, options, names), once loaded; Riichi's is the page's meta. */
export function gameMeta(st) {
  return isHomeGame(st) ? st.meta : st.gameMetas[currentGame(st)] ?? null;
}

/** The game's request fields for its score and analysis (registry; fields of other ops left out). */
export function gameFields(st) {
  return isHomeGame(st) ? [] : (gameInfo(st)?.fields ?? []).filter((f) => !f.op);
}

/** The fields the situation panel shows: those that are not another way of saying others (`same_as`:
 * Small Mahjong's heaven is first_turn with dealer). */
export function shownFields(st) {
  return gameFields(st).filter((f) => !f.same_as);
}

/** The label of a field, condition or payer of the shown game in the page's language: the game's meta
 * names, else the page's own word for it (tsumo, dealer, ...), else the given fallback (a field's help). */
export function gameLabel(st, key, fallback) {
  const m = gameMeta(st);
  const L = lang();
  for (const table of [m?.names, m?.reasons]) {
    const own = table?.[L]?.[key];
    if (own !== undefined) return own;
  }
  const word = t(key);
  if (word !== key) return word;
  return m?.names?.en?.[key] ?? m?.reasons?.en?.[key] ?? fallback ?? key;
}

/** The request field naming the game: none for the default game (the engine's own default). */
export function gameField(st) {
  return st.input.game ? { game: st.input.game } : {};
}

/** A field's value in the input, or its default. */
export function fieldState(st, f) {
  const v = st.input.fields[f.name];
  if (v !== undefined) return v;
  if (f.kind === "bool") return false;
  if (f.kind === "tiles") return [];
  return f.default ?? null;
}

/** The request fields of the shown game, from the input (defaults left out). */
export function gameRequestFields(st) {
  const out = {};
  for (const f of gameFields(st)) {
    const v = st.input.fields[f.name];
    if (v === undefined || v === null || (Array.isArray(v) && !v.length)) continue;
    out[f.name] = Array.isArray(v) ? v.join("") : v;
  }
  return out;
}

/** A field's value read from link text, or undefined when it is not one. */
export function fieldValue(f, text) {
  const s = String(text);
  if (f.kind === "bool") return s === "1" ? true : s === "0" ? false : undefined;
  if (f.kind === "int") {
    if (!/^\d{1,3}$/.test(s)) return undefined;
    const n = Number(s);
    return Array.isArray(f.choices) && f.choices.length && !f.choices.includes(n) ? undefined : n;
  }
  if (f.kind === "tile" || f.kind === "tiles") {
    const tiles = s.match(/[0-9][mpsz]/g) || [];
    if (tiles.join("") !== s || (f.kind === "tile" && tiles.length !== 1) || tiles.length > 24) return undefined;
    const allowed = f.choices?.length ? f.choices : null;
    if (allowed && tiles.some((x) => !allowed.includes(x))) return undefined;
    return f.kind === "tile" ? tiles[0] : tiles;
  }
  if (Array.isArray(f.choices) && f.choices.length) return f.choices.includes(s) ? s : undefined;
  return /^[A-Za-z0-9_-]{1,30}$/.test(s) ? s : undefined;
}

/** The input of a share link checked against the engine's registry: a game it does not have is dropped, the
 * preset and hand size must be the game's, field values must read as the game's fields (a field that says the
 * same as others, `same_as`, is read as those). Returns the checked input; what did not pass is pushed onto
 * `problems` (names for the notice). */
export function checkLinkGame(st, problems) {
  const input = { ...st.input, fields: {} };
  let raw = st.input.fields || {};
  if (input.game && !games(st).some((g) => g.name === input.game)) {
    input.game = null;
    raw = {};
    problems.push("game");
  }
  if (input.game === defaultGame(st)) input.game = null;
  const checked = { ...st, input };
  const info = gameInfo(checked);
  const presets = info?.presets ?? [];
  if (input.preset === null || (presets.length && !presets.includes(input.preset))) {
    if (input.preset !== null) problems.push("rules");
    input.preset = info?.default_preset ?? "tenhou";
  }
  const sizes = handSizes(checked);
  if (input.size !== null && !sizes.includes(input.size)) {
    input.size = null;
    problems.push("hand");
  }
  // a link without a hand size: the smallest that holds its hand
  if (input.size === null && input.game) {
    const count = input.concealed.length + 3 * input.melds.length;
    const fits = sizes.filter((n) => n >= count);
    const size = fits.length ? Math.min(...fits) : null;
    if (size !== null && size !== Math.max(...sizes)) input.size = size;
  }
  const fields = gameFields(checked);
  const aliases = [];
  for (const [name, text] of Object.entries(raw)) {
    const f = fields.find((x) => x.name === name);
    const value = f ? fieldValue(f, text) : undefined;
    if (value === undefined) problems.push(`"${name.slice(0, 12)}"`);
    else if (f.same_as) {
      if (value === true) aliases.push(f);
    } else input.fields[name] = value;
  }
  // a field that says the same as others (Small Mahjong's heaven: first_turn with dealer) is read as those,
  // unless the link says otherwise for one of them (then it is dropped and named)
  for (const f of aliases) {
    const clash = Object.entries(f.same_as).some(([other, v]) => input.fields[other] !== undefined && input.fields[other] !== v);
    if (clash) problems.push(`"${f.name.slice(0, 12)}"`);
    else Object.assign(input.fields, f.same_as);
  }
  return input;
}
