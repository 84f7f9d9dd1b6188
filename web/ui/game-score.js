// The score of a game other than Riichi: its total, each item of the breakdown (conditions, bonuses)
// with its points, and who pays what — the shapes every game's score op answers in (items, total,
// payments), labelled with the names of the game's meta.

import { lang, t } from "../i18n.js";
import { tileName, tileSvg } from "../tiles.js";
import { el } from "./dom.js";
import { gameLabel } from "../store/games.js";

/** One line of the breakdown: its name and its value (points, or what the item carries). */
function itemLine(st, item) {
  const value = item.points ?? item.value ?? "";
  const name = gameLabel(st, item.key ?? item.name, item.label ?? item.key ?? item.name);
  const why = Array.isArray(item.why) && item.why.length ? ` (${item.why.map((w) => gameLabel(st, w, w)).join(", ")})` : "";
  const extra = item.detail ? ` (${item.detail})` : item.count && item.count > 1 ? ` ×${item.count}` : why;
  const tile = typeof item.tile === "string" ? tileSvg(item.tile, "tile small") : null;
  return el("li", { "data-item": item.key ?? item.name, "data-points": value, "data-tile": item.tile ?? null },
    el("span", { class: "yaku-name" }, tile, tile ? " " : null, `${name}${extra}`),
    el("span", { class: "yaku-han", text: String(value) }));
}

/** The result panel's blocks for another game's winning hand. */
export function renderGameScore(st, r) {
  const L = lang();
  const out = [];
  out.push(el("div", { class: "headline" },
    el("span", { class: "total-label", text: t("total") }),
    el("span", { class: "total", "data-testid": "total", text: String(r.total) }),
    el("span", { class: "who muted", text: [r.dealer === undefined ? null : t(r.dealer ? "dealer" : "non_dealer"), t(r.tsumo ? "tsumo" : "ron")].filter(Boolean).join(" · ") })));
  if (r.win) {
    out.push(el("p", { class: r.win_inferred ? "win-note inferred" : "win-note", "data-testid": "win-note", "data-win": r.win },
      tileSvg(r.win, "tile small"), " ",
      r.win_inferred ? t("win_inferred", { tile: tileName(r.win, L) }) : t("win_chosen", { tile: tileName(r.win, L) })));
  }
  const items = el("ul", { class: "yaku-list", "data-testid": "items" }, ...(r.items || []).map((item) => itemLine(st, item)));
  out.push(el("h3", { text: t("breakdown") }), items);
  const pay = el("ul", { class: "pay-list", "data-testid": "payments" });
  for (const [payer, amount] of Object.entries(r.payments || {})) {
    pay.append(el("li", { "data-payer": payer, "data-amount": amount },
      el("span", { text: gameLabel(st, `payer_${payer}`, gameLabel(st, payer, payer.replace(/_/g, " "))) }), el("span", { class: "num", text: String(amount) })));
  }
  pay.append(el("li", { class: "sum" }, el("span", { text: t("total") }), el("span", { class: "num", "data-testid": "points", text: String(r.total) })));
  out.push(el("h3", { text: t("points") }), pay);
  if (Array.isArray(r.notes) && r.notes.length) {
    out.push(el("ul", { class: "notes muted small", "data-testid": "notes" }, ...r.notes.map((n) => el("li", { text: String(n) }))));
  }
  return out;
}
