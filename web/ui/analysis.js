// The analysis panel: shanten, the tiles that help, waits with their scores, the discard table.

import { t } from "../i18n.js";
import { tileName, tileSvg } from "../tiles.js";
import { addWait, removeConcealed } from "../store/actions.js";
import { el } from "./dom.js";
import { hanFuText, label, limitText, tileChip } from "./labels.js";

export function shantenText(a) {
  if (a.complete || a.shanten === -1) return t("shanten_complete");
  if (a.shanten === 0) return t("shanten_tenpai");
  return t("shanten_n", { n: a.shanten });
}

/** Whether an analysis has tiles that help to show: a hand between turns (3n+1) or one still being built. */
export function showsUkeire(a) {
  return Array.isArray(a.ukeire) && a.ukeire.length > 0 && (a.tiles % 3 === 1 || Boolean(a.partial));
}

export function renderAnalysis(a, complete) {
  const out = [];
  const head = el("div", { class: "shanten-row" },
    el("span", { class: "shanten", "data-testid": "shanten", "data-shanten": a.shanten, text: shantenText(a) }));
  if (a.form) head.append(el("span", { class: "muted", "data-testid": "form", "data-form": a.form, text: label("forms", a.form, a.form) }));
  out.push(head);
  if (a.partial) {
    // a hand still being built: how many tiles it lacks; its shanten counts them as draws, and it has no waits
    out.push(el("p", { class: "partial-note", "data-testid": "partial", "data-missing": a.missing,
      text: t("partial_missing", { n: a.tiles, missing: a.missing }) }));
  }
  if (a.forms && !complete) {
    const parts = Object.entries(a.forms).filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => `${label("forms", k, k)} ${v}`);
    if (parts.length > 1) out.push(el("p", { class: "muted small", "data-testid": "forms", text: `${t("forms_detail")}: ${parts.join(" · ")}` }));
  }
  if (showsUkeire(a)) {
    out.push(el("h3", {}, el("span", { text: t("ukeire") }), " ",
      el("span", { class: "muted", "data-testid": "ukeire-count", "data-count": a.ukeire_count, text: t("ukeire_total", { n: a.ukeire_count }) })));
    out.push(el("div", { class: "chips", "data-testid": "ukeire" }, ...a.ukeire.map((u) => tileChip(u.tile, u.count))));
  }
  if (Array.isArray(a.waits) && a.waits.length) {
    out.push(el("h3", { text: t("waits") }));
    const table = el("table", { class: "waits", "data-testid": "waits" },
      el("thead", {}, el("tr", {}, ...["wait", "left", "ron", "tsumo"].map((k) => el("th", { scope: "col", text: t(k) })))));
    const body = el("tbody");
    for (const w of a.waits) {
      const add = el("button", { type: "button", class: "tile-btn", "data-wait": w.tile, "aria-label": t("add_wait", { tile: tileName(w.tile) }) }, tileSvg(w.tile, "tile small"));
      add.addEventListener("click", () => addWait(w.tile));
      body.append(el("tr", { "data-wait-row": w.tile },
        el("td", {}, add, w.furiten ? el("span", { class: "badge", text: t("furiten") }) : null),
        el("td", { class: "num", text: String(w.left ?? "") }),
        el("td", {}, scoreCell(w.ron)), el("td", {}, scoreCell(w.tsumo))));
    }
    table.append(body);
    out.push(table);
  }
  if (Array.isArray(a.discards) && a.discards.length && !complete) {
    out.push(el("h3", { text: t("discards") }));
    const table = el("table", { class: "discards", "data-testid": "discards" },
      el("thead", {}, el("tr", {}, ...["discard", "after", "accepts", "count"].map((k) => el("th", { scope: "col", text: t(k) })))));
    const body = el("tbody");
    for (const d of a.discards) {
      const btn = el("button", { type: "button", class: "tile-btn", "data-discard": d.discard, "aria-label": t("discard_button", { tile: tileName(d.discard) }) }, tileSvg(d.discard, "tile small"));
      btn.addEventListener("click", () => removeConcealed(d.discard));
      body.append(el("tr", { "data-discard-row": d.discard },
        el("td", {}, btn),
        el("td", { class: "num", "data-shanten": d.shanten, text: d.shanten === 0 ? t("shanten_tenpai") : String(d.shanten) }),
        el("td", {}, el("div", { class: "chips" }, ...(d.ukeire || []).map((u) => tileChip(u.tile, u.count)))),
        el("td", { class: "num", "data-count": d.ukeire_count ?? 0, text: String(d.ukeire_count ?? "") })));
    }
    table.append(body);
    out.push(table);
  }
  return out;
}

export function scoreCell(x) {
  if (!x) return el("span", { class: "muted", text: "–" });
  if (!x.ok) {
    const words = { no_yaku: "no_yaku_short", furiten: "furiten" }[x.error];
    return el("span", { class: "muted", "data-error": x.error || "", text: words ? t(words) : x.error || "–" });
  }
  if (x.han === undefined && x.yakuman === undefined) return el("span", {}, el("strong", { text: String(x.total ?? x.points) })); // another game: its total
  const lim = limitText(x);
  return el("span", {}, el("strong", { text: String(x.points) }), " ", el("span", { class: "muted small", text: lim || hanFuText(x) }));
}
