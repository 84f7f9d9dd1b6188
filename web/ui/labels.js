// Names in the page's language for what the engine answers (yaku, limits, fu reasons, winds), tile chips, and
// who pays what.

import { lang, t } from "../i18n.js";
import { tileName, tileSvg } from "../tiles.js";
import { store } from "../store/store.js";
import { el } from "./dom.js";

/** The engine's meta (names of yaku, limits, winds, ...). */
const meta = () => store.get().meta;

export function label(list, name, fallback) {
  const entry = meta()?.[list]?.find((x) => x.name === name);
  if (!entry) return fallback ?? name;
  return entry[lang()] || entry.en || name;
}

/** A fu reason in the current language: English as the engine writes it; otherwise translated by its
 * longest known start (meta fu_reasons: {starts, ja, zh, ko}), the words after the tile by meta
 * fu_notes, the tile named. */
export function fuReasonLabel(reason) {
  const text = String(reason);
  const L = lang();
  if (L === "en") return text;
  const list = meta()?.fu_reasons || [];
  let best = null;
  for (const x of list) {
    const start = x.starts ?? x.name;
    if (typeof start === "string" && text.startsWith(start) && (!best || start.length > best.start.length)) best = { start, name: x[L] };
  }
  if (!best || !best.name) return text;
  let rest = text.slice(best.start.length).trim();
  for (const note of meta()?.fu_notes || []) if (note[L]) rest = rest.replace(note.text, note[L]);
  const tile = /^([1-9][mpsz])( .*)?$/.exec(rest);
  return rest ? `${best.name} ${tile ? tileName(tile[1]) + (tile[2] || "") : rest}` : best.name;
}

export function windLabel(w) {
  return label("winds", w, w.toUpperCase());
}

/** "Yakuman", "Double yakuman", ... from meta yakuman_multiples (one source with the CLI). */
export function yakumanLabel(n) {
  const list = meta()?.yakuman_multiples || [];
  const entry = list.find((x) => x.name === String(n)) || list.find((x) => x.name === "n");
  const text = entry ? entry[lang()] || entry.en : "{n}× yakuman";
  return text.replace("{n}", String(n));
}

export function tileChip(code, extra) {
  return el("span", { class: "chip", "data-tile-chip": code, title: tileName(code) },
    tileSvg(code, "tile small"), extra === undefined ? null : el("span", { class: "chip-n", text: String(extra) }));
}

export function hanFuText(x) {
  if (x.yakuman) return yakumanLabel(x.yakuman);
  if (x.fu === null || x.fu === undefined) return t("han_only", { han: x.han });
  return t("han_fu", { han: x.han, fu: x.fu });
}

export function limitText(x) {
  if (!x.limit) return "";
  if (x.limit === "yakuman") return yakumanLabel(Math.max(1, x.yakuman || 1));
  return label("limits", x.limit);
}

export function yakuHanText(name, han) {
  if (han >= 13 && !["dora", "aka", "ura"].includes(name)) return yakumanLabel(Math.round(han / 13)); // a yakuman entry (renhou may be one)
  return t("han_only", { han });
}

/** Who pays what, one line each, in the page's language (a score's or a nagashi settlement's payments). */
export function paymentsLines(r) {
  const p = r.payments || {};
  const lines = [];
  if ("discarder" in p) lines.push(t("pay_discarder", { n: p.discarder }));
  if ("dealer" in p) lines.push(t("pay_dealer", { n: p.dealer }));
  const three = "kita" in r; // three players: two payers on a tsumo
  const others = r.dealer ? (three ? "pay_all_two" : "pay_all") : (three ? "pay_other_non_dealer" : "pay_non_dealer");
  if ("non_dealer" in p) lines.push(t(others, { n: p.non_dealer }));
  if ("pao" in p && r.pao) lines.push(t("pay_pao", { n: p.pao, seat: windLabel(r.pao.seat) }));
  return lines;
}
