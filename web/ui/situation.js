// The situation panel: ron/tsumo, the flags with the reason a flag is disabled, winds, honba, sticks.

import { FLAGS, WIND_LETTERS } from "../state.js";
import { S } from "./store.js";
import { changed } from "./changes.js";
import { $, el } from "./dom.js";
import { label } from "./labels.js";
import { ruleValue, rulesRequest } from "./rules.js";

export function isOpen() {
  return S.state.melds.some((m) => m.kind !== "ankan");
}

export function hasKan() {
  return S.state.melds.some((m) => m.kind === "kan" || m.kind === "ankan");
}

/** Why each situation flag cannot be set now (i18n key) or null; disabled flags are cleared. */
export function flagReasons() {
  const s = S.state;
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

/** Three players: no North seat or round (a North one goes back to East); four players: no kita. */
function normalizeThree() {
  const three = ruleValue("players", 4) === 3;
  for (const field of ["round", "seat", "pao"]) if (three && S.state[field] === "n") S.state[field] = field === "pao" ? "" : "e";
  if (S.state.pao === S.state.seat) S.state.pao = ""; // the winner is never liable
  if (!three) S.state.kita = 0;
}

export function normalizeFlags() {
  normalizeThree();
  for (let pass = 0; pass < 3; pass++) {
    if (S.state.double_riichi) S.state.riichi = true;
    const r = flagReasons();
    let changed = false;
    for (const f of FLAGS) {
      if (r[f] && S.state[f]) {
        S.state[f] = false;
        changed = true;
      }
    }
    if (!changed) break;
  }
}

export function situationFields() {
  const s = S.state;
  const riichi = s.riichi || s.double_riichi;
  return {
    ...Object.fromEntries(FLAGS.map((f) => [f, s[f]])), riichi,
    round: s.round, seat: s.seat, dora: [...s.dora], ura: riichi ? [...s.ura] : [],
    honba: s.honba, sticks: s.sticks, rules: rulesRequest(), ...(s.kita ? { kita: s.kita } : {}), ...(s.pao ? { pao: s.pao } : {}),
  };
}

export const flagInputs = {};

export function buildSituation() {
  const box = $("situation");
  // ron / tsumo
  const wt = el("div", { class: "seg-row", role: "radiogroup", "data-i18n-label": "win_type" });
  for (const v of ["ron", "tsumo"]) {
    const id = `wt-${v}`;
    const input = el("input", { type: "radio", name: "wintype", id, value: v, "data-testid": `wintype-${v}` });
    input.addEventListener("change", () => {
      S.state.tsumo = v === "tsumo";
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
      S.state[f] = input.checked;
      if (f === "riichi" && !input.checked) S.state.double_riichi = false;
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
      if (WIND_LETTERS.includes(sel.value)) S.state[field] = sel.value;
      changed();
    });
    winds.append(el("label", { class: "field", for: sel.id }, el("span", { "data-i18n": `${field}_wind` }), sel));
    flagInputs[field] = sel;
  }
  const pao = el("select", { id: "pao", "data-testid": "pao" });
  for (const w of ["", ...WIND_LETTERS]) pao.append(el("option", { value: w }));
  pao.addEventListener("change", () => {
    if (pao.value === "" || WIND_LETTERS.includes(pao.value)) S.state.pao = pao.value;
    changed();
  });
  winds.append(el("label", { class: "field", for: "pao" }, el("span", { "data-i18n": "pao" }), pao));
  flagInputs.pao = pao;
  for (const field of ["honba", "sticks", "kita"]) {
    const max = field === "kita" ? 4 : 99;
    const input = el("input", { type: "number", id: `num-${field}`, min: "0", max: String(max), step: "1", inputmode: "numeric", "data-testid": field });
    input.addEventListener("change", () => {
      const n = Number.parseInt(input.value, 10);
      S.state[field] = Number.isFinite(n) ? Math.min(max, Math.max(0, n)) : 0;
      changed();
    });
    const wrap = el("label", { class: "field", for: input.id }, el("span", { "data-i18n": field }), input);
    if (field === "kita") wrap.id = "kita-field"; // shown only with three players
    winds.append(wrap);
    flagInputs[field] = input;
  }
  box.append(winds);
}
