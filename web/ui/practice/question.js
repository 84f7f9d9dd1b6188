// The drill before its answer: the hand drawn as tiles (the winning tile apart), its situation in words, and the
// question: a number a field (digits, Enter moves on, Enter in the last box checks), a discard picked among the
// hand's tiles (arrow keys, Enter) or typed (the tile, 5m, or its place, 1-14), a shanten typed.

import { t } from "../../i18n.js";
import { parseHand, parseTileList, sortTiles } from "../../notation.js";
import { isRed, tileIndex, tileName, tileSvg } from "../../tiles.js";
import { answerDrill, asksThrow } from "../../store/practice.js";
import { el } from "../dom.js";
import { windLabel } from "../labels.js";
import { rulesName } from "./options.js";
import { pt } from "./words.js";

/** The hand of a drill's request: its concealed tiles (sorted; the winning tile taken out when `win` is given) and
 * its melds. */
export function handParts(request, apart = true) {
  let hand = { concealed: [], melds: [] };
  try {
    hand = parseHand(request.hand);
  } catch {
    /* the engine's own notation: always read */
  }
  const concealed = sortTiles(hand.concealed);
  let win = null;
  if (apart && request.op === "score" && request.win) {
    let i = concealed.lastIndexOf(request.win);
    if (i < 0) i = concealed.findIndex((c) => tileIndex(c) === tileIndex(request.win));
    if (i >= 0) win = concealed.splice(i, 1)[0];
  }
  return { concealed, melds: hand.melds, win };
}

/** The tile types a wild field names (Fujian's gold): such tiles get a gold ring. */
function wildTypes(st, request) {
  const entry = (st.meta?.games ?? []).find((g) => g.name === request.game);
  return new Set((entry?.fields ?? []).filter((f) => f.wild && request[f.name]).map((f) => request[f.name]));
}

function tileFigure(code, wild, cls = "p-tile") {
  const span = el("span", { class: `${cls}${wild.has(code) ? " wild" : ""}` }, tileSvg(code));
  return span;
}

function meldFigure(m) {
  const box = el("span", { class: `meld meld-${m.kind}` });
  m.tiles.forEach((c, k) => box.append(tileSvg(m.kind === "ankan" && (k === 0 || k === 3) ? "back" : c, "tile")));
  box.append(el("span", { class: "meld-kind", "aria-hidden": "true", text: t(`target_${m.kind}`) }));
  return box;
}

/** The words a screen reader reads for a hand. */
function handWords(parts) {
  const words = parts.concealed.map((c) => tileName(c));
  for (const m of parts.melds) words.push(`${t(`target_${m.kind}`)} ${m.tiles.map((c) => tileName(c)).join(" ")}`);
  return words.join(", ");
}

/** The hand as tiles: for a discard drill each concealed tile is a button (`pick`), numbered by its place. */
export function handView(st, drill, { pick = false } = {}) {
  const request = drill.request;
  const parts = handParts(request, !pick);
  const wild = wildTypes(st, request);
  const box = el("div", { class: "p-hand", "data-testid": "p-hand", "data-hand": request.hand, "data-win": parts.win ?? "" });
  if (pick) {
    const bar = el("div", { class: "p-pick", role: "toolbar", "aria-label": pt("discard_pick"), "data-testid": "p-pick" });
    parts.concealed.forEach((code, i) => {
      const b = el("button", { type: "button", class: `hand-tile p-pick-tile${wild.has(code) ? " wild" : ""}`,
        "data-tile": code, "data-place": i + 1, tabindex: i === 0 ? "0" : "-1",
        "aria-label": pt("discard_tile", { n: i + 1, tile: tileName(code) }) },
      tileSvg(code), el("span", { class: "p-place", "aria-hidden": "true", text: String(i + 1) }));
      b.addEventListener("click", () => answerDrill({ discard: code }));
      bar.append(b);
    });
    bar.addEventListener("keydown", (e) => roam(bar, e));
    box.append(bar, ...parts.melds.map(meldFigure));
    return box;
  }
  const tiles = el("div", { class: "p-tiles", role: "img", "aria-label": pt("hand_label", { tiles: handWords(parts) }) },
    ...parts.concealed.map((c) => tileFigure(c, wild)), ...parts.melds.map(meldFigure));
  box.append(tiles);
  if (parts.win) {
    const how = request.tsumo ? t("tsumo") : t("ron");
    box.append(el("div", { class: "p-win", role: "img", "aria-label": pt("win_label", { tile: tileName(parts.win), how }) },
      tileFigure(parts.win, wild, "p-tile win"), el("span", { class: "p-win-word", "aria-hidden": "true", text: how })));
  }
  return box;
}

/** Arrow keys move along the tiles of the discard toolbar (one tab stop). */
function roam(bar, e) {
  const buttons = [...bar.querySelectorAll("button")];
  const i = buttons.indexOf(document.activeElement);
  if (i < 0) return;
  const to = { ArrowRight: i + 1, ArrowDown: i + 1, ArrowLeft: i - 1, ArrowUp: i - 1, Home: 0, End: buttons.length - 1 }[e.key];
  if (to === undefined) return;
  e.preventDefault();
  const next = buttons[(to + buttons.length) % buttons.length];
  for (const b of buttons) b.tabIndex = b === next ? 0 : -1;
  next.focus();
}

// ---- the situation in words ------------------------------------------------------------------------------

function item(text, ...tiles) {
  return el("li", {}, el("span", { text }), ...(tiles.length ? [el("span", { class: "p-sit-tiles" }, ...tiles.map((c) => tileSvg(c, "tile small")))] : []));
}

function tileWords(codes) {
  return codes.map((c) => tileName(c)).join(", ");
}

/** Riichi's situation: ron or tsumo, the winds, riichi and the other flags, indicators, honba, kita, the rules. */
function riichiSituation(st, request, spec) {
  const out = []; // ron or tsumo: said by the winning tile
  if (request.seat) out.push(item(`${t("seat_wind")}: ${windLabel(request.seat)} (${t(request.seat === "e" ? "dealer" : "non_dealer")})`));
  if (request.round) out.push(item(`${t("round_wind")}: ${windLabel(request.round)}`));
  if (request.double_riichi) out.push(item(t("double_riichi")));
  else if (request.riichi) out.push(item(t("riichi")));
  if (request.ippatsu) out.push(item(t("ippatsu")));
  if (request.haitei) out.push(item(t(request.tsumo ? "haitei_tsumo" : "haitei_ron")));
  for (const flag of ["rinshan", "chankan", "tenhou", "chiihou", "renhou"]) if (request[flag]) out.push(item(t(flag)));
  if (request.dora?.length) out.push(item(`${t("dora")}: ${tileWords(request.dora)}`, ...request.dora));
  if (request.ura?.length) out.push(item(`${t("ura")}: ${tileWords(request.ura)}`, ...request.ura));
  if (request.honba) out.push(item(`${t("honba")}: ${request.honba}`));
  if (request.sticks) out.push(item(`${t("sticks")}: ${request.sticks}`));
  if (request.kita) out.push(item(`${t("kita")}: ${request.kita}`));
  out.push(item(`${t("rules")}: ${rulesName(st, spec.game, spec.rules)}`));
  return out;
}

/** Another game's situation from its registry fields: ron or tsumo and dealer always, other conditions when they
 * hold, the gold and bonus tiles, the players and the streak. */
function gameSituation(st, request, spec) {
  const entry = (st.meta?.games ?? []).find((g) => g.name === spec.game);
  const out = [];
  for (const f of entry?.fields ?? []) {
    if (f.op || f.same_as || !(f.name in request)) continue;
    const value = request[f.name];
    const word = pt(`sit_${f.name}`);
    if (f.name === "tsumo") continue; // said by the winning tile
    if (f.name === "dealer") out.push(item(t(value ? "dealer" : "non_dealer")));
    else if (f.kind === "bool") {
      if (value) out.push(item(word));
    } else if (f.kind === "tile" && typeof value === "string") out.push(item(`${word}: ${tileName(value)}`, value));
    else if (f.kind === "tiles") {
      const tiles = typeof value === "string" ? parseTileList(value) : value ?? [];
      out.push(item(`${word}: ${tiles.length ? tileWords(tiles) : pt("none")}`, ...tiles));
    } else if (f.kind === "int" && (value || f.name === "players")) out.push(item(pt(`sit_${f.name}_n`, { n: value })));
  }
  out.push(item(`${t("rules")}: ${rulesName(st, spec.game, spec.rules)}`));
  return out;
}

export function situationView(st, drill) {
  const request = drill.request;
  const spec = drill.drill;
  const items = spec.game === "riichi" ? riichiSituation(st, request, spec) : gameSituation(st, request, spec);
  return el("ul", { class: "p-situation", "data-testid": "p-situation", "aria-label": pt("situation_label") }, ...items);
}

// ---- the question -------------------------------------------------------------------------------------

/** The label of one number a drill asks (Riichi's payments include the honba, as its points do). */
export function askLabel(ask, game) {
  const payments = pt(game === "riichi" ? "field_payments_honba" : "field_payments");
  if (ask.field === "payments" && ask.payer) return `${payments}: ${t(`payer_${ask.payer}`)}`;
  return ask.field === "payments" ? payments : pt(`field_${ask.field}`);
}

const askId = (ask) => `p-ans-${ask.field}${ask.payer ? `-${ask.payer}` : ""}`;

/** Read the boxes: the answer, or the first box that holds no whole number. */
function collect(boxes, asks) {
  const answer = {};
  for (const [i, ask] of asks.entries()) {
    const text = boxes[i].value.trim();
    if (!/^\d{1,7}$/.test(text)) return { bad: boxes[i] };
    const n = Number(text);
    if (ask.payer) answer[ask.field] = { ...answer[ask.field], [ask.payer]: n };
    else answer[ask.field] = n;
  }
  return { answer };
}

/** The boxes of a Score-it or How-far drill: Enter in a box moves to the next, Enter in the last checks. */
function numberForm(asks, game, say) {
  const boxes = asks.map((ask, i) => el("input", { type: "text", inputmode: "numeric", autocomplete: "off", spellcheck: "false",
    id: askId(ask), "data-testid": askId(ask).slice(2), "data-field": ask.field, "data-payer": ask.payer ?? null, maxlength: "7",
    enterkeyhint: i === asks.length - 1 ? "done" : "next", "aria-describedby": "p-ask-help p-status" }));
  const check = () => {
    const { answer, bad } = collect(boxes, asks);
    for (const b of boxes) b.removeAttribute("aria-invalid");
    if (bad) {
      bad.setAttribute("aria-invalid", "true");
      say(pt("type_number"));
      bad.focus();
      return;
    }
    answerDrill(answer);
  };
  boxes.forEach((b, i) => b.addEventListener("keydown", (e) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    if (!/^\d{1,7}$/.test(b.value.trim())) {
      b.setAttribute("aria-invalid", "true");
      say(pt("type_number"));
      return;
    }
    b.removeAttribute("aria-invalid");
    say("");
    const empty = boxes.find((x) => !x.value.trim());
    if (i < boxes.length - 1 && !boxes[i + 1].value.trim()) boxes[i + 1].focus();
    else if (empty) empty.focus();
    else check();
  }));
  const button = el("button", { type: "button", class: "primary", "data-testid": "p-check", text: pt("check") });
  button.addEventListener("click", check);
  const rows = asks.map((ask, i) => el("label", { class: "p-ask-row", for: askId(ask) }, el("span", { text: askLabel(ask, game) }), boxes[i]));
  return { node: el("div", { class: "p-ask", "data-testid": "p-ask" }, ...rows, el("div", { class: "p-ask-go" }, button),
    el("p", { id: "p-ask-help", class: "muted small", text: pt("ask_help") })), first: boxes[0] };
}

/** The discard typed: its place (1-14) or the tile (5m); the tile's code, or null. */
export function typedDiscard(text, tiles) {
  const s = text.trim();
  if (/^\d{1,2}$/.test(s)) return tiles[Number(s) - 1] ?? null;
  try {
    const [code, ...more] = parseTileList(s);
    if (!code || more.length) return null;
    return tiles.find((c) => c === code) ?? tiles.find((c) => tileIndex(c) === tileIndex(code) && !isRed(c)) ??
      tiles.find((c) => tileIndex(c) === tileIndex(code)) ?? null;
  } catch {
    return null;
  }
}

function discardForm(drill, say) {
  const tiles = handParts(drill.request, false).concealed;
  const box = el("input", { type: "text", id: "p-ans-discard", "data-testid": "ans-discard", autocomplete: "off", spellcheck: "false",
    autocapitalize: "off", maxlength: "6", enterkeyhint: "done", "aria-describedby": "p-status" });
  box.addEventListener("keydown", (e) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    const code = typedDiscard(box.value, tiles);
    if (!code) {
      box.setAttribute("aria-invalid", "true");
      say(pt("discard_bad", { text: box.value.trim() || "…", n: tiles.length }));
      return;
    }
    box.removeAttribute("aria-invalid");
    answerDrill({ discard: code });
  });
  return { node: el("div", { class: "p-ask", "data-testid": "p-ask" },
    el("label", { class: "p-ask-row", for: "p-ans-discard" }, el("span", { text: pt("discard_type", { n: tiles.length }) }), box)) };
}

/** The question of a drill: {node, first} (`first`: where the keyboard starts). */
export function askView(drill, say) {
  const kind = drill.drill.kind;
  if (asksThrow(kind)) return discardForm(drill, say);
  return numberForm(drill.asks, drill.drill.game, say);
}
