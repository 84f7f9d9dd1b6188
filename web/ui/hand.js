// The hand panel: the hand's tiles and melds (a click takes one back), the tile count, the hand size of a game
// with several, the winning tile's select, and the notation box (below).

import { lang, t } from "../i18n.js";
import { sortTiles } from "../notation.js";
import { effectiveWin, handText, tileCount } from "../state.js";
import { tileName, tileSvg } from "../tiles.js";
import { removeHandTile, removeMeld, setHandSize, setWin, typeNotation } from "../store/actions.js";
import { answersByKind, currentGame, gameFields, handSizes, maxTiles } from "../store/select.js";
import { $, el, keepChildren, setAttr, setProp, setText } from "./dom.js";
import { detailText } from "./error-text.js";

export function buildHand() {
  $("win").addEventListener("change", (e) => setWin(e.target.value));
  $("hand-size").addEventListener("change", (e) => setHandSize(Number(e.target.value)));
}

/** The winning tile the engine chose when none was given (from the newest score), else null. */
export function inferredWin(st) {
  const { analyze: a, score: r } = answersByKind(st.results);
  const complete = a && a.ok && (a.complete || a.shanten === -1);
  return r && complete && r.ok && r.win_inferred ? r.win : null;
}

export function renderHandPanel(st, L) {
  const input = st.input;
  const count = tileCount(input);
  renderHand(st);
  setText($("tile-count"), t("tiles_count_of", { n: count, max: maxTiles(st) }));
  setProp($("hand-empty"), "hidden", count > 0);
  // the hand-size choice: only for a game with several hand sizes (dealt tiles = size - 1)
  const size = $("hand-size");
  const sizes = handSizes(st);
  const key = `${currentGame(st)}|${sizes.join(",")}|${L}`;
  if (size.dataset.key !== key) {
    size.dataset.key = key;
    size.replaceChildren(...sizes.map((n) => el("option", { value: String(n), text: t("hand_size_n", { n, dealt: n - 1 }) })));
  }
  setProp(size, "value", String(maxTiles(st)));
  setProp(size.closest("label"), "hidden", sizes.length < 2);
  // winning tile select
  const win = $("win");
  const distinct = [...new Set(sortTiles(input.concealed))];
  const eff = effectiveWin(input);
  const winKey = `${L}|${distinct.join("")}`;
  if (win.dataset.key !== winKey) {
    win.dataset.key = winKey;
    win.replaceChildren(el("option", { value: "", text: t("win_auto") }),
      ...distinct.map((c) => el("option", { value: c, text: `${c} · ${tileName(c)}` })));
  }
  setProp(win, "value", eff || "");
  setProp(win, "disabled", distinct.length === 0);
}

const handPool = [];
let drawnInput = null;

/** The input whose hand the panel shows (drawn with the results, so for a moment an older one than the store's). */
export function handInput() {
  return drawnInput;
}

function renderHand(st) {
  const input = st.input;
  drawnInput = input;
  const hand = $("hand");
  const focused = document.activeElement;
  const focusIndex = focused && focused.dataset ? focused.dataset.handIndex : undefined;
  const sorted = sortTiles(input.concealed);
  const win = effectiveWin(input);
  const chosen = inferredWin(st);
  let winMarked = false;
  const nodes = [];
  // the types a wild field names (Fujian's gold): the hand's tiles of that type are marked
  const wild = new Set(gameFields(st).filter((f) => f.wild).map((f) => input.fields[f.name]).filter(Boolean));
  sorted.forEach((code, i) => {
    let b = handPool[i];
    if (!b) {
      b = el("button", { type: "button", class: "hand-tile", "data-hand-index": i }, tileSvg(code));
      b.addEventListener("click", () => removeHandTile(Number(b.dataset.handIndex)));
      handPool[i] = b;
    }
    setAttr(b.firstChild.firstChild, "href", `#t-${code}`);
    if (b.dataset.code !== code) b.dataset.code = code;
    const last = sorted.lastIndexOf(code) === i;
    const isWin = !winMarked && code === win && last;
    if (isWin) winMarked = true;
    b.classList.toggle("win", isWin);
    b.classList.toggle("win-inferred", !win && code === chosen && last);
    const isWild = wild.has(code);
    b.classList.toggle("wild", isWild);
    if (isWild && b.dataset.wild !== "1") b.dataset.wild = "1";
    else if (!isWild && "wild" in b.dataset) delete b.dataset.wild;
    setAttr(b, "aria-label", t(isWild ? "hand_tile_wild" : "hand_tile", { tile: tileName(code) }));
    nodes.push(b);
  });
  input.melds.forEach((m, i) => {
    const label = `${t(`target_${m.kind}`)} ${m.tiles.map((c) => tileName(c)).join(" ")}`;
    const b = el("button", { type: "button", class: `meld meld-${m.kind}`, "data-meld-index": i, "data-testid": "meld",
      "aria-label": t("meld_remove", { meld: label }) });
    m.tiles.forEach((c, k) => {
      const closedEnd = m.kind === "ankan" && (k === 0 || k === 3);
      b.append(tileSvg(closedEnd ? "back" : c, "tile"));
    });
    b.append(el("span", { class: "meld-kind", "aria-hidden": "true", text: t(`target_${m.kind}`) }));
    b.addEventListener("click", () => removeMeld(i));
    nodes.push(b);
  });
  keepChildren(hand, nodes); // the pooled tiles already in place are not moved (nor their <use> redrawn)
  if (focusIndex !== undefined) {
    const next = handPool[Math.min(Number(focusIndex), sorted.length - 1)];
    if (next && next.isConnected) next.focus();
    else $("palette").querySelector("button")?.focus();
  }
}

// The notation box: typed hands (read as they are typed), the box following the palette, and the engine's
// words for a hand it cannot read, with a caret under the place.
export function buildNotationBox() {
  $("notation").addEventListener("input", (e) => typeNotation(e.target.value));
}

/** The box follows the palette unless the user is typing in it. */
export function renderNotationBox(st) {
  const box = $("notation");
  if (st.source !== "text") {
    const text = handText(st.input);
    if (box.value !== text) box.value = text;
  }
}

let shown = null;

/** The error under the box (state.notationError), in the page's language. */
export function renderNotationError(st) {
  const e = st.notationError;
  const key = e ? `${lang()}|${e.detail}|${e.position}|${e.text}` : null;
  if (key === shown) return;
  shown = key;
  const box = $("notation-error");
  const input = $("notation");
  if (!e) {
    if (!box.hidden) box.hidden = true;
    if (input.hasAttribute("aria-invalid")) input.removeAttribute("aria-invalid");
    return;
  }
  // in another language a heading in that language comes first, then the detail (in that language when
  // the tables know the engine's sentence: error-text.js)
  const detail = e.detail || t("error_invalid");
  $("notation-error-text").textContent = lang() !== "en" ? `${t("error_invalid")}: ${detailText(detail)}` : detail;
  const caret = $("notation-caret");
  const { position, text } = e;
  if (Number.isInteger(position) && position >= 0 && position <= text.length) {
    caret.textContent = `${text.slice(0, 60)}\n${" ".repeat(Math.min(position, 60))}^`;
    caret.hidden = false;
  } else {
    caret.textContent = "";
    caret.hidden = true;
  }
  input.setAttribute("aria-invalid", "true");
  box.hidden = false;
}
