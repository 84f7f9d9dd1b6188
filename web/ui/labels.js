// Names in the page's language for what the engine answers (yaku, limits, fu reasons, winds) and tile chips.

import { lang, t } from "../i18n.js";
import { tileName, tileSvg } from "../tiles.js";
import { S } from "./store.js";
import { $, el } from "./dom.js";

export function label(list, name, fallback) {
  const entry = S.meta?.[list]?.find((x) => x.name === name);
  if (!entry) return fallback ?? name;
  return entry[lang()] || entry.en || name;
}

/** A fu reason in the current language: English as the S.engine writes it; in Japanese translated by
 * its longest known start (S.meta fu_reasons: {starts, ja}), the rest (a tile) kept. */
export function fuReasonLabel(reason) {
  const text = String(reason);
  if (lang() !== "ja") return text;
  const list = S.meta?.fu_reasons || [];
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

export function windLabel(w) {
  return label("winds", w, w.toUpperCase());
}

export function yakumanLabel(n) {
  return n <= 3 ? t(`yakuman_${n}`) : t("yakuman_n", { n });
}

export function tileChip(code, extra) {
  return el("span", { class: "chip", "data-tile-chip": code, title: tileName(code, lang()) },
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
