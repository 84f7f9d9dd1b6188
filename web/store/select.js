// What the page reads from the store's state (`st`), as pure functions (no DOM, no engine): the games of the
// engine's registry and the shown game's fields, its rule values, Riichi's situation (why a flag cannot be set,
// what every change is normalised to), and the engine requests of a state (its plan).

import { lang, t } from "../i18n.js";
import { formatMeld, formatTiles } from "../notation.js";
import { FLAGS, WIND_LETTERS, effectiveWin, handText, opponentGiven, tileCount } from "../state.js";
import { isRed } from "../tiles.js";

// ---- games: all from the engine's registry (meta.games; a game's own meta on first use) ---------------

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

// ---- rules: the shown game's preset and options (its meta) -----------------------------------------------

/** `read(meta)` for the shown game's meta, computed once per meta (a meta never changes once loaded; rule
 * values are read for every option on every render). */
function perMeta(read) {
  let seen;
  let value;
  let done = false;
  return (st) => {
    const m = gameMeta(st);
    if (!done || m !== seen) {
      seen = m;
      value = read(m);
      done = true;
    }
    return value;
  };
}

/** The shown game's presets as {name, label, options}, whatever shape its meta gives them in. */
export const rulePresets = perMeta((m) =>
  (m?.presets ?? []).map((p) => (typeof p === "string" ? { name: p, label: p, options: {} } : { label: p.name, options: {}, ...p })));

/** A preset's name for the user: in the language when its meta names it per language (Fujian), else its label. */
export function presetLabel(preset, L) {
  return preset.labels?.[L] ?? preset.labels?.en ?? preset.label;
}

/** The shown game's rule options as {name, type, choices, ...}: a type from its default where none is given. */
export const ruleOptions = perMeta((m) =>
  (m?.options ?? []).map((o) => {
    if (o.type) return o;
    const d = o.default;
    const type = typeof d === "boolean" ? "bool" : Number.isInteger(d) ? "int" : "str";
    return { ...o, type };
  }));

/** The request's `rules`: the preset's name, or the preset with the options changed by hand. */
export function rulesRequest(input) {
  const o = input.overrides;
  return Object.keys(o).length ? { preset: input.preset, ...o } : input.preset;
}

export function presetOptions(st) {
  const p = rulePresets(st).find((x) => x.name === st.input.preset);
  if (!p) return {};
  if (Object.keys(p.options || {}).length || isHomeGame(st)) return p.options || {};
  // a game whose presets carry no option values: the options' defaults
  return Object.fromEntries(ruleOptions(st).map((o) => [o.name, o.default]));
}

export function ruleValue(st, name, fallback) {
  if (name in st.input.overrides) return st.input.overrides[name];
  const v = presetOptions(st)[name];
  return v === undefined ? fallback : v;
}

/** Whether the shown game's rule values are known (its meta is loaded): before, a rule value is a guess,
 * which nothing may be changed for (a link's kita stay while the preset's player count is not known). */
export function rulesKnown(st) {
  return gameMeta(st) !== null && gameMeta(st) !== undefined;
}

/** Three players (sanma): the tiles that do not exist (meta.three_player), else an empty set. */
export function missingTiles(st) {
  return isHomeGame(st) && ruleValue(st, "players", 4) === 3 ? new Set(st.meta?.three_player?.missing_tiles || []) : new Set();
}

export function redFives(st) {
  if (!isHomeGame(st)) return ruleValue(st, "red_fives", 0);
  return ruleValue(st, "red_fives", st.input.preset === "wrc" || st.input.preset === "ema" ? 0 : 1);
}

/** The multiple an integer option must be: `multiple_of`, unless the option says it holds only for a
 * number of players (`multiple_of_players`: honba_value is split in thirds only among four players). */
export function stepOf(st, opt) {
  if (!opt.multiple_of) return 1;
  if (opt.multiple_of_players && ruleValue(st, "players", 4) !== opt.multiple_of_players) return 1;
  return opt.multiple_of;
}

// ---- Riichi's situation --------------------------------------------------------------------------------------

export function isOpen(input) {
  return input.melds.some((m) => m.kind !== "ankan");
}

export function hasKan(input) {
  return input.melds.some((m) => m.kind === "kan" || m.kind === "ankan");
}

/** Why each situation flag cannot be set now (i18n key) or null; disabled flags are cleared. */
export function flagReasons(s) {
  const r = {};
  const open = isOpen(s);
  const kan = hasKan(s);
  r.riichi = open ? "why_closed" : null;
  r.double_riichi = open ? "why_closed" : null;
  r.ippatsu = !(s.riichi || s.double_riichi) || open ? "why_riichi" : s.rinshan ? "why_ippatsu_rinshan" : null;
  r.rinshan = !kan && !s.tsumo ? "why_rinshan" : !kan ? "why_rinshan_kan" : !s.tsumo ? "why_rinshan_tsumo" : null;
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

/** The input after a change, made consistent: three players have no North seat or round (a North one goes
 * back to East) and four players no kita, but only once the preset's player count is known; the winner is
 * never liable (pao); flags that cannot be set are cleared; under rules without red fives, red fives become
 * plain fives (not while the hand is typed: the box keeps what was typed). Returns a new input. */
export function normalizeInput(st, { fromText = false } = {}) {
  const s = { ...st.input };
  if (rulesKnown(st)) {
    const three = ruleValue(st, "players", 4) === 3;
    for (const field of ["round", "seat", "pao"]) if (three && s[field] === "n") s[field] = field === "pao" ? "" : "e";
    if (!three) s.kita = 0;
    if (!fromText && redFives(st) === 0) {
      const plain = (c) => (isRed(c) ? `5${c[1]}` : c);
      s.concealed = s.concealed.map(plain);
      s.melds = s.melds.map((m) => ({ kind: m.kind, tiles: m.tiles.map(plain) }));
      s.dora = s.dora.map(plain);
      s.ura = s.ura.map(plain);
      if (s.win) s.win = plain(s.win);
    }
  }
  if (s.pao === s.seat) s.pao = "";
  for (let pass = 0; pass < 3; pass++) {
    if (s.double_riichi) s.riichi = true;
    const r = flagReasons(s);
    let cleared = false;
    for (const f of FLAGS) {
      if (r[f] && s[f]) {
        s[f] = false;
        cleared = true;
      }
    }
    if (!cleared) break;
  }
  return s;
}

/** Riichi's situation fields of a score or analyze request. */
export function situationFields(s) {
  const riichi = s.riichi || s.double_riichi;
  return {
    ...Object.fromEntries(FLAGS.map((f) => [f, s[f]])), riichi,
    round: s.round, seat: s.seat, dora: [...s.dora], ura: riichi ? [...s.ura] : [],
    honba: s.honba, sticks: s.sticks, rules: rulesRequest(s), ...(s.kita ? { kita: s.kita } : {}), ...(s.pao ? { pao: s.pao } : {}),
  };
}

// ---- the engine requests of a state --------------------------------------------------------------------------

/** The requests for the input shown: an analysis of any hand (none for an empty one, nor for a hand of 3n
 * tiles), and a score for a hand of 3n+2 tiles. `kinds` names each request; `partial`: a hand still being built. */
export function planRequests(st) {
  const input = st.input;
  const count = tileCount(input);
  const hand = st.source === "text" ? st.text : handText(input);
  const situation = isHomeGame(st) ? situationFields(input) : { ...gameRequestFields(st), rules: rulesRequest(input) };
  // a hand shorter than the game's smallest hand between turns is still being built: only its analysis
  const partial = count < handSizeBetweenTurns(st);
  const plan = { count, hand, requests: [], kinds: [], partial };
  if (count === 0 && input.melds.length === 0) return plan;
  if (count % 3 === 0 && st.source !== "text" && !partial) return plan;
  plan.requests.push({ op: "analyze", ...gameField(st), hand, ...situation, ...(isHomeGame(st) ? { discards: [...input.discards] } : {}) });
  plan.kinds.push("analyze");
  if (count % 3 === 2 && !partial) {
    const req = { op: "score", ...gameField(st), hand, ...situation };
    const win = effectiveWin(input);
    if (win) req.win = win;
    plan.requests.push(req);
    plan.kinds.push("score");
  }
  const danger = dangerRequest(st);
  if (danger) {
    plan.requests.push(danger);
    plan.kinds.push("danger");
    const verdict = verdictRequest(st, danger);
    if (verdict) {
      plan.requests.push(verdict);
      plan.kinds.push("verdict");
    }
  }
  return plan;
}

/** The judge's verdict on the discard (op "verdict": value against danger, push or fold, as the game review judges
 * it), or null: with the danger request (`danger`) of a hand of 14 tiles (a meld counted as three), at the hand's
 * turn. */
export function verdictRequest(st, danger = dangerRequest(st)) {
  const input = st.input;
  if (!danger || tileCount(input) !== 14) return null;
  const { op, hand, visible, ...rest } = danger; // its visible tiles hold the hand's melds: the verdict reads them from the hand
  return { op: "verdict", ...rest, hand: handText(input), visible: formatTiles(input.discards), seat: input.seat, turn: Math.max(1, Math.min(18, input.turn || 1)),
    honba: input.honba || 0, sticks: input.sticks || 0 };
}

/** The danger of each discard (op "danger"), or null: a Riichi hand of 3n+2 tiles between a draw and its discard,
 * with an opponent given. Opponent k (1: the next seat, 2: across, 3: left) sits at the seat wind k after the
 * hand's; the hand's calls and own discards are tiles it has seen. */
export function dangerRequest(st) {
  const input = st.input;
  const players = ruleValue(st, "players", 4) === 3 ? 3 : 4;
  const given = (input.opponents || []).slice(0, players - 1)
    .map((o, k) => ({ o, k })).filter(({ o }) => opponentGiven(o));
  if (!isHomeGame(st) || tileCount(input) % 3 !== 2 || !given.length) return null;
  const seat = WIND_LETTERS.indexOf(input.seat);
  const opponents = given.map(({ o, k }) => ({
    wind: WIND_LETTERS[(seat + k + 1) % players], river: formatTiles(o.river),
    ...(o.riichi >= 0 ? { riichi: o.riichi } : {}), ...(o.calls.length ? { calls: o.calls.map(formatMeld).join("") } : {}),
  }));
  const visible = [...input.melds.flatMap((m) => m.tiles), ...input.discards];
  return { op: "danger", hand: formatTiles(input.concealed), dora: [...input.dora], round: input.round,
    visible: formatTiles(visible), players, opponents };
}

/** The expected-value search of the input shown (op "expected"), or null: a Riichi hand of 14 tiles (a meld counted
 * as three) between a draw and its discard, at the situation's turn with its options. Asked apart from the plan's
 * requests (store/engine-link.js: in a worker of its own, cancelled by the next change). */
export function expectedRequest(st) {
  const input = st.input;
  if (!isHomeGame(st) || tileCount(input) !== 14) return null;
  const req = {
    op: "expected", hand: handText(input), dora: [...input.dora], round: input.round, seat: input.seat,
    rules: rulesRequest(input), turn: input.turn, shanten_down: input.ev_shanten_down, tegawari: input.ev_tegawari,
    wall: input.ev_wall,
  };
  if (input.ev_wall === "real") req.visible = [...input.discards];
  if (input.kita) req.kita = input.kita; // three players: Norths set aside (out of the wall, counted for ura)
  return req;
}

/** Tiles of the current game's smallest hand between turns (its smallest winning hand less one; 13 by default). */
export function handSizeBetweenTurns(st) {
  const sizes = games(st).find((g) => g.name === currentGame(st))?.hand_sizes;
  return Array.isArray(sizes) && sizes.length ? Math.min(...sizes) - 1 : 13;
}

/** The answers of a plan by kind: {analyze, score}. */
export function answersByKind(results) {
  if (!results) return {};
  return Object.fromEntries(results.plan.kinds.map((k, i) => [k, results.answers[i]]));
}

/** The answer refusing the situation of a hand that reads fine (an invalid score naming a situation field of the
 * game, e.g. Small Mahjong's "ron needs Reach", while the analysis is fine), else null. */
export function situationError(st, results) {
  const { analyze: a, score: r } = answersByKind(results);
  if (!a || !a.ok || !r || r.ok !== false || r.error !== "invalid" || !r.field) return null;
  const fields = gameInfo(st)?.fields ?? [];
  return fields.some((f) => f.name === r.field) ? r : null;
}

/** The notation box's error once results are in: the engine's words for a hand it cannot read ({detail,
 * position, text}: detail null = the page's own words), else none; a typed hand's error stays while no request
 * replaced it. */
export function notationErrorOf(st, results) {
  const { plan } = results;
  const { analyze: a, score: r } = answersByKind(results);
  if (!plan.requests.length) return st.source !== "text" ? null : st.notationError;
  // a game whose engine does not analyse hands still being built: the plain hint, no error
  if (plan.partial && st.source !== "text" && a && a.ok === false && a.error === "invalid") return null;
  if (situationError(st, results)) return null; // the hand reads fine: its situation is what is refused
  const invalid = [a, r].find((x) => x && x.ok === false && (x.error === "invalid" || x.error === "internal"));
  return invalid ? { detail: invalid.detail || null, position: invalid.position ?? null, text: plan.hand } : null;
}
