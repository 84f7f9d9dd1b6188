// Drawing the inputs (palette counts, targets, hand, indicators, situation, rules): no engine needed.

import { lang, t } from "../i18n.js";
import { sortTiles } from "../notation.js";
import { FLAGS, MAX_DISCARDS, copiesLeft, effectiveWin, handText, tileCount, usedCopies } from "../state.js";
import { isRed, tileName, tileSvg } from "../tiles.js";
import { S } from "./store.js";
import { gameFields, gameLabel, isHomeGame, maxTiles, renderGameSelect } from "./games.js";
import { renderGameFields } from "./game-fields.js";
import { changed } from "./changes.js";
import { $, el, keepChildren, setAttr, setProp, setText } from "./dom.js";
import { label, windLabel } from "./labels.js";
import { TILE_LISTS, buildTargets, paletteButtons, paletteCodes, removeHandTile, tileFields } from "./palette.js";
import { missingTiles, presetLabel, redFives, rulePresets, ruleOptions, ruleValue } from "./rules.js";
import { flagInputs, flagReasons } from "./situation.js";

export function renderInputs() {
  const L = lang();
  const usage = usedCopies(S.state);
  const rf = redFives();
  const count = tileCount(S.state);
  const full = count >= maxTiles();
  const missing = missingTiles(); // three players: 2m-8m do not exist
  const three = missing.size > 0;
  // palette: the tiles of the shown game (for a tile field, the tiles it takes); in sanma no 2m-8m
  buildTargets();
  const offered = paletteCodes();
  for (const [code, entry] of paletteButtons) {
    const gone = (offered !== null && !offered.has(code)) || missing.has(code) || (three && code === "0m");
    if (entry.btn.hidden !== gone) entry.btn.hidden = gone;
    const left = copiesLeft(code, usage, rf);
    let blocked = left < 1 || (isRed(code) && rf === 0);
    if (S.target === "hand" && full) blocked = true;
    if (S.target === "chi" && (code[1] === "z" || Number(code[0]) > 7)) blocked = true;
    if ((S.target === "dora" || S.target === "ura") && S.state[S.target].length >= 5) blocked = true;
    if (S.target === "discards" && S.state.discards.length >= MAX_DISCARDS) blocked = true;
    const key = `${left}|${blocked}|${L}`;
    if (entry.key === key) continue; // unchanged: leave the DOM alone
    entry.key = key;
    entry.count.textContent = String(left);
    entry.btn.setAttribute("aria-disabled", blocked ? "true" : "false");
    entry.btn.setAttribute("aria-label", t("copies_left", { tile: tileName(code), n: left }));
  }
  // targets
  const riichi = S.state.riichi || S.state.double_riichi;
  if (S.target === "ura" && !riichi) S.target = "hand";
  for (const b of $("targets").children) {
    const name = b.dataset.target;
    const field = name.startsWith("field:") ? tileFields().find((f) => `field:${f.name}` === name) : null;
    setText(b, field ? gameLabel(field.name, field.help) : t(`target_${name}`));
    setAttr(b, "aria-pressed", String(name === S.target));
    const off = name === "ura" && !riichi;
    setProp(b, "disabled", off);
    setProp(b, "title", off ? t("ura_needs_riichi") : "");
  }
  setText($("target-help"), S.target === "hand" || S.target.startsWith("field:") ? "" : t(`meld_help_${S.target}`));
  setProp($("meld-red-wrap"), "hidden", !["chi", "pon", "kan", "ankan"].includes(S.target) || rf === 0);
  // hand
  renderHand();
  setText($("tile-count"), t("tiles_count_of", { n: count, max: maxTiles() }));
  setProp($("hand-empty"), "hidden", count > 0);
  // winning tile select
  const win = $("win");
  const distinct = [...new Set(sortTiles(S.state.concealed))];
  const eff = effectiveWin(S.state);
  const winKey = `${L}|${distinct.join("")}`;
  if (win.dataset.key !== winKey) {
    win.dataset.key = winKey;
    win.replaceChildren(el("option", { value: "", text: t("win_auto") }),
      ...distinct.map((c) => el("option", { value: c, text: `${c} · ${tileName(c)}` })));
  }
  setProp(win, "value", eff || "");
  setProp(win, "disabled", distinct.length === 0);
  // indicators: rebuilt only when their tiles (or the language) changed
  for (const [kind, id] of Object.entries(TILE_LISTS)) {
    const box = $(id);
    const listKey = `${L}|${S.state[kind].join("")}`;
    if (box.dataset.key === listKey) continue;
    box.dataset.key = listKey;
    box.replaceChildren(...S.state[kind].map((code, i) => {
      const b = el("button", { type: "button", class: "ind-tile", "data-testid": `${kind}-tile`, [`data-${kind}-index`]: i,
        "aria-label": t(kind === "discards" ? "discard_remove" : "indicator_remove", { tile: tileName(code) }) }, tileSvg(code));
      b.addEventListener("click", () => {
        S.state[kind].splice(i, 1);
        changed();
      });
      return b;
    }));
    setText($(`${id}-count`), `(${S.state[kind].length})`);
  }
  $("ura").classList.toggle("ignored", !riichi);
  setText($("ura-why"), riichi ? "" : t("ura_needs_riichi"));
  // situation
  const reasons = flagReasons();
  setProp(flagInputs["wt-ron"], "checked", !S.state.tsumo);
  setProp(flagInputs["wt-tsumo"], "checked", S.state.tsumo);
  for (const f of FLAGS.filter((x) => x !== "tsumo")) {
    const input = flagInputs[f];
    setProp(input, "checked", Boolean(S.state[f]));
    setProp(input, "disabled", Boolean(reasons[f]));
    setText($(`why-${f}`), reasons[f] ? t(reasons[f]) : "");
  }
  setText($("label-haitei"), t(S.state.tsumo ? "haitei_tsumo" : "haitei_ron"));
  for (const field of ["round", "seat"]) {
    const sel = flagInputs[field];
    for (const o of sel.options) {
      setText(o, windLabel(o.value));
      setProp(o, "hidden", three && o.value === "n");
      setProp(o, "disabled", three && o.value === "n");
    }
    setProp(sel, "value", S.state[field]);
  }
  const pao = flagInputs.pao;
  for (const o of pao.options) {
    setText(o, o.value ? windLabel(o.value) : t("pao_none"));
    const off = (three && o.value === "n") || (o.value !== "" && o.value === S.state.seat);
    setProp(o, "hidden", off);
    setProp(o, "disabled", off);
  }
  setProp(pao, "value", S.state.pao);
  setProp($("kita-field"), "hidden", !three);
  for (const field of ["honba", "sticks", "kita"]) {
    if (document.activeElement !== flagInputs[field]) setProp(flagInputs[field], "value", String(S.state[field]));
  }
  // another game's own fields (situation)
  if (!isHomeGame()) renderGameFields();
  // game and rules
  if (S.meta) {
    renderGameSelect();
    const preset = $("preset");
    if (preset) setProp(preset, "value", S.state.preset);
    for (const input of document.querySelectorAll("[data-option]")) {
      const v = ruleValue(input.dataset.option, null);
      if (input.type === "checkbox") setProp(input, "checked", Boolean(v));
      else if (document.activeElement !== input) setProp(input, "value", String(v));
    }
    const labelsLang = $("rules").dataset.lang;
    if (labelsLang !== L) $("rules").dataset.lang = L;
    for (const span of labelsLang === L ? [] : document.querySelectorAll("[data-opt-label]")) {
      const opt = ruleOptions().find((o) => o.name === span.dataset.optLabel);
      span.textContent = (opt && (opt[L] || opt.en)) || gameLabel(span.dataset.optLabel, span.dataset.optLabel);
    }
    for (const option of labelsLang === L ? [] : document.querySelectorAll("#preset option")) {
      const p = rulePresets().find((x) => x.name === option.value);
      if (p) option.textContent = presetLabel(p, L);
    }
    setText($("rules-custom"), Object.keys(S.state.overrides).length ? t("custom") : "");
  }
  // notation box: follow the palette unless the user is typing in it
  const box = $("notation");
  if (S.source !== "text" || document.activeElement !== box) {
    const text = handText(S.state);
    if (S.source !== "text" && box.value !== text) box.value = text;
  }
}

export const handPool = [];

export function renderHand() {
  const hand = $("hand");
  const focused = document.activeElement;
  const focusIndex = focused && focused.dataset ? focused.dataset.handIndex : undefined;
  const sorted = sortTiles(S.state.concealed);
  const win = effectiveWin(S.state);
  let winMarked = false;
  const nodes = [];
  // the types a wild field names (Fujian's gold): the hand's tiles of that type are marked
  const wild = new Set(gameFields().filter((f) => f.wild).map((f) => S.state.fields[f.name]).filter(Boolean));
  sorted.forEach((code, i) => {
    let b = handPool[i];
    if (!b) {
      b = el("button", { type: "button", class: "hand-tile", "data-hand-index": i }, tileSvg(code));
      b.addEventListener("click", () => removeHandTile(Number(b.dataset.handIndex)));
      handPool[i] = b;
    }
    setAttr(b.firstChild.firstChild, "href", `#t-${code}`);
    if (b.dataset.code !== code) b.dataset.code = code;
    const isWin = !winMarked && code === win && sorted.lastIndexOf(code) === i;
    if (isWin) winMarked = true;
    b.classList.toggle("win", isWin);
    b.classList.toggle("win-inferred", !win && code === S.inferredWin && sorted.lastIndexOf(code) === i);
    const isWild = wild.has(code);
    b.classList.toggle("wild", isWild);
    if (isWild && b.dataset.wild !== "1") b.dataset.wild = "1";
    else if (!isWild && "wild" in b.dataset) delete b.dataset.wild;
    setAttr(b, "aria-label", t(isWild ? "hand_tile_wild" : "hand_tile", { tile: tileName(code) }));
    nodes.push(b);
  });
  S.state.melds.forEach((m, i) => {
    const label = `${t(`target_${m.kind}`)} ${m.tiles.map((c) => tileName(c)).join(" ")}`;
    const b = el("button", { type: "button", class: `meld meld-${m.kind}`, "data-meld-index": i, "data-testid": "meld",
      "aria-label": t("meld_remove", { meld: label }) });
    m.tiles.forEach((c, k) => {
      const closedEnd = m.kind === "ankan" && (k === 0 || k === 3);
      b.append(tileSvg(closedEnd ? "back" : c, "tile"));
    });
    b.append(el("span", { class: "meld-kind", "aria-hidden": "true", text: t(`target_${m.kind}`) }));
    b.addEventListener("click", () => {
      S.state.melds.splice(i, 1);
      changed();
    });
    nodes.push(b);
  });
  keepChildren(hand, nodes); // the pooled tiles already in place are not moved (nor their <use> redrawn)
  if (focusIndex !== undefined) {
    const next = handPool[Math.min(Number(focusIndex), sorted.length - 1)];
    if (next && next.isConnected) next.focus();
    else $("palette").querySelector("button")?.focus();
  }
}
