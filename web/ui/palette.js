// The palette panel: the tiles (copies left), the targets a click goes to (hand, melds, dora, ura, own
// discards, another game's tile fields), the indicator rows and the word under the palette.

import { t } from "../i18n.js";
import { MAX_DISCARDS, copiesLeft, tileCount, usedCopies } from "../state.js";
import { ALL_CODES, RED_CODES, isRed, tileName, tileSvg } from "../tiles.js";
import { addTile, paletteCodes, removeListTile, setMeldRed, setTarget, targetsOfGame, tileFields } from "../store/actions.js";
import { $, el, setAttr, setProp, setText } from "./dom.js";
import { gameLabel, maxTiles, missingTiles, redFives } from "../store/select.js";

/** The tile lists picked from the palette besides the hand, and the box that shows each. */
export const TILE_LISTS = { dora: "dora", ura: "ura", discards: "own-discards" };

const paletteButtons = new Map(); // code -> {btn, count, key}

export function buildPalette() {
  const pal = $("palette");
  for (const suit of ["m", "p", "s", "z"]) {
    const row = el("div", { class: "pal-row", role: "group", "data-suit": suit, "data-i18n-label": `suit_${suit}`, "aria-label": t(`suit_${suit}`) });
    const codes = ALL_CODES.filter((c) => c[1] === suit);
    const reds = RED_CODES.filter((c) => c[1] === suit);
    for (const code of [...codes, ...reds]) {
      const count = el("span", { class: "pal-count", "aria-hidden": "true" });
      const btn = el("button", { type: "button", class: "pal-tile" + (isRed(code) ? " pal-red" : ""), "data-tile": code },
        tileSvg(code), count);
      btn.addEventListener("click", () => addTile(code, { tapped: true }));
      paletteButtons.set(code, { btn, count, key: "" });
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
  $("meld-red").addEventListener("change", (e) => setMeldRed(e.target.checked));
}

/** The target buttons of the shown game (rebuilt when its targets change: a game switch). */
function buildTargets(st) {
  const box = $("targets");
  const names = targetsOfGame(st);
  if (box.dataset.targets === names.join(" ")) return;
  box.dataset.targets = names.join(" ");
  box.replaceChildren(...names.map((name) => {
    const testid = name.startsWith("field:") ? `target-${name.slice(6)}` : `target-${name}`;
    const b = el("button", { type: "button", class: "seg", "data-target": name, "data-testid": testid, "aria-pressed": "false" });
    b.addEventListener("click", () => setTarget(name));
    return b;
  }));
}

/** The palette's counts and what a click can do now, the targets, the indicator rows and the word under it. */
export function renderPalette(st, L) {
  const input = st.input;
  const usage = usedCopies(input);
  const rf = redFives(st);
  const full = tileCount(input) >= maxTiles(st);
  const missing = missingTiles(st); // three players: 2m-8m do not exist
  const three = missing.size > 0;
  buildTargets(st);
  const target = st.target;
  const offered = paletteCodes(st);
  for (const [code, entry] of paletteButtons) {
    const gone = (offered !== null && !offered.has(code)) || missing.has(code) || (three && code === "0m");
    if (entry.btn.hidden !== gone) entry.btn.hidden = gone;
    const left = copiesLeft(code, usage, rf);
    let blocked = left < 1 || (isRed(code) && rf === 0);
    if (target === "hand" && full) blocked = true;
    if (target === "chi" && (code[1] === "z" || Number(code[0]) > 7)) blocked = true;
    if ((target === "dora" || target === "ura") && input[target].length >= 5) blocked = true;
    if (target === "discards" && input.discards.length >= MAX_DISCARDS) blocked = true;
    const key = `${left}|${blocked}|${L}`;
    if (entry.key === key) continue; // unchanged: leave the DOM alone
    entry.key = key;
    entry.count.textContent = String(left);
    entry.btn.setAttribute("aria-disabled", blocked ? "true" : "false");
    entry.btn.setAttribute("aria-label", t("copies_left", { tile: tileName(code), n: left }));
  }
  const riichi = input.riichi || input.double_riichi;
  for (const b of $("targets").children) {
    const name = b.dataset.target;
    const field = name.startsWith("field:") ? tileFields(st).find((f) => `field:${f.name}` === name) : null;
    setText(b, field ? gameLabel(st, field.name, field.help) : t(`target_${name}`));
    setAttr(b, "aria-pressed", String(name === target));
    const off = name === "ura" && !riichi;
    setProp(b, "disabled", off);
    setProp(b, "title", off ? t("ura_needs_riichi") : "");
  }
  setText($("target-help"), target === "hand" || target.startsWith("field:") ? "" : t(`meld_help_${target}`));
  setProp($("meld-red-wrap"), "hidden", !["chi", "pon", "kan", "ankan"].includes(target) || rf === 0);
  setProp($("meld-red"), "checked", st.meldRed);
  // indicators: rebuilt only when their tiles (or the language) changed
  for (const [kind, id] of Object.entries(TILE_LISTS)) {
    const box = $(id);
    const listKey = `${L}|${input[kind].join("")}`;
    if (box.dataset.key === listKey) continue;
    box.dataset.key = listKey;
    box.replaceChildren(...input[kind].map((code, i) => {
      const b = el("button", { type: "button", class: "ind-tile", "data-testid": `${kind}-tile`, [`data-${kind}-index`]: i,
        "aria-label": t(kind === "discards" ? "discard_remove" : "indicator_remove", { tile: tileName(code) }) }, tileSvg(code));
      b.addEventListener("click", () => removeListTile(kind, i));
      return b;
    }));
    setText($(`${id}-count`), `(${input[kind].length})`);
  }
  $("ura").classList.toggle("ignored", !riichi);
  setText($("ura-why"), riichi ? "" : t("ura_needs_riichi"));
  const m = st.message;
  setText($("palette-msg"), m ? t(m.key, m.params) : "");
}
