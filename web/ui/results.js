// The results panel: the score (yaku, fu, limit, payments, readings) or the error.

import { lang, t } from "../i18n.js";
import { parseHand } from "../notation.js";
import { tileName, tileSvg } from "../tiles.js";
import { S } from "./store.js";
import { renderAnalysis, shantenText } from "./analysis.js";
import { renderLive } from "./live.js";
import { $, el } from "./dom.js";
import { fuReasonLabel, hanFuText, label, limitText, windLabel, yakuHanText } from "./labels.js";
import { hideNotationError, showNotationError } from "./notation-box.js";
import { say } from "./palette.js";
import { isHomeGame } from "./games.js";
import { renderGameScore } from "./game-score.js";
import { detailText } from "./error-text.js";

export function renderStatus(text) {
  $("status").textContent = text || "";
}

let renderSeq = 0;

export function bumpRendered() {
  renderSeq += 1;
  document.body.dataset.renderSeq = String(renderSeq);
  document.dispatchEvent(new CustomEvent("agari:rendered", { bubbles: true, detail: { seq: renderSeq } }));
}

export function renderResults(plan, answers) {
  const scoreBox = $("score");
  const analysisBox = $("analysis");
  const byKind = Object.fromEntries(plan.kinds.map((k, i) => [k, answers[i]]));
  const a = byKind.analyze;
  const r = byKind.score;
  // which hand these results are for (tests wait on it)
  analysisBox.dataset.hand = plan.hand;
  scoreBox.dataset.hand = plan.hand;
  renderStatus("");
  if (!plan.requests.length) {
    scoreBox.replaceChildren();
    analysisBox.replaceChildren();
    if (plan.count > 0) renderStatus(t("add_tiles", { n: plan.count }));
    if (S.source !== "text") hideNotationError();
    renderLive(plan, answers);
    bumpRendered();
    return;
  }
  // a game whose engine does not analyse hands still being built: the plain hint, as before
  if (plan.partial && S.source !== "text" && a && a.ok === false && a.error === "invalid") {
    scoreBox.replaceChildren();
    analysisBox.replaceChildren();
    renderStatus(t("add_tiles", { n: plan.count }));
    hideNotationError();
    bumpRendered();
    return;
  }
  // invalid input: say it next to the notation box and in the results panel
  const invalid = [a, r].find((x) => x && x.ok === false && (x.error === "invalid" || x.error === "internal"));
  if (invalid) {
    showNotationError(invalid.detail || t("error_invalid"), invalid.position ?? null, plan.hand);
    scoreBox.replaceChildren(errorBlock(invalid));
    analysisBox.replaceChildren();
    renderLive(plan, answers);
    bumpRendered();
    return;
  }
  hideNotationError();
  const complete = a && a.ok && (a.complete || a.shanten === -1);
  scoreBox.replaceChildren(...(r && complete ? renderScore(r) : r && r.ok === false && r.error === "no_yaku" ? [errorBlock(r)] : []));
  analysisBox.replaceChildren(...(a && a.ok ? renderAnalysis(a, complete) : []));
  // one short line for screen readers
  let summary = a && a.ok ? shantenText(a) : "";
  if (r && complete && r.ok) summary = isHomeGame() ? `${t("total")} ${r.total ?? r.points}, ${hanFuText(r)}` : `${t("total")} ${r.total}`;
  else if (r && complete && r.error === "no_yaku") summary = t("error_no_yaku");
  if ($("sr-summary").textContent !== summary) $("sr-summary").textContent = summary;
  const chosen = r && complete && r.ok && r.win_inferred ? r.win : null;
  if (chosen !== S.inferredWin) {
    S.inferredWin = chosen;
    for (const b of $("hand").querySelectorAll("[data-hand-index]")) {
      const code = b.dataset.code;
      const last = [...$("hand").querySelectorAll(`[data-code="${code}"]`)].pop();
      b.classList.toggle("win-inferred", chosen !== null && code === chosen && b === last);
    }
  }
  renderLive(plan, answers);
  bumpRendered();
}

export function errorBlock(r) {
  const key = { invalid: "error_invalid", not_winning: "error_not_winning", no_yaku: "error_no_yaku", internal: "error_internal" }[r.error] || "error_invalid";
  const box = el("div", { class: "error-block", "data-testid": "error", "data-error": r.error || "" },
    el("strong", { text: t(key) }));
  if (r.detail) box.append(el("p", { class: "detail", "data-testid": "error-detail", text: detailText(r.detail) }));
  if (Number.isInteger(r.position)) box.append(el("p", { class: "muted small", text: t("at_position", { n: r.position + 1 }) }));
  return box;
}

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

export function renderScore(r) {
  if (!r.ok) return [errorBlock(r)];
  if (!isHomeGame()) return renderGameScore(r);
  const out = [];
  // headline
  const limit = limitText(r);
  out.push(el("div", { class: "headline" },
    el("span", { class: "total-label", text: t("total") }),
    el("span", { class: "total", "data-testid": "total", text: String(r.total ?? r.points) }),
    el("span", { class: "hanfu", "data-testid": "hanfu", "data-han": r.han ?? "", "data-fu": r.fu ?? "", "data-yakuman": r.yakuman || 0, text: hanFuText(r) }),
    limit ? el("span", { class: "limit", "data-testid": "limit", text: limit }) : null,
    el("span", { class: "who muted", text: `${t(r.dealer ? "dealer" : "non_dealer")} · ${t(r.tsumo ? "tsumo" : "ron")}` })));
  // winning tile
  if (r.win) {
    out.push(el("p", { class: r.win_inferred ? "win-note inferred" : "win-note", "data-testid": "win-note", "data-win": r.win },
      tileSvg(r.win, "tile small"), " ",
      r.win_inferred ? t("win_inferred", { tile: tileName(r.win) }) : t("win_chosen", { tile: tileName(r.win) })));
  }
  // yaku
  const yl = el("ul", { class: "yaku-list", "data-testid": "yaku" });
  for (const [name, han] of r.yaku || []) {
    const info = S.meta?.yaku?.find((y) => y.name === name);
    yl.append(el("li", { "data-yaku": name, "data-han": han, title: lang() === "en" && info ? info.description : null },
      el("span", { class: "yaku-name", text: label("yaku", name) }),
      el("span", { class: "yaku-han", text: yakuHanText(name, han) })));
  }
  out.push(el("h3", { text: t("yaku") }), yl);
  if (r.dora || r.aka || r.ura) {
    out.push(el("p", { class: "muted small", "data-testid": "dora-counts", text: t("dora_in_hand", { dora: r.dora || 0, aka: r.aka || 0, ura: r.ura || 0 }) }));
  }
  // fu
  if (Array.isArray(r.fu_items) && r.fu_items.length && !r.yakuman) {
    const fl = el("ul", { class: "fu-list", "data-testid": "fu-items" });
    for (const item of r.fu_items) {
      fl.append(el("li", { "data-fu": item.fu, "data-reason": item.reason },
        el("span", { text: fuReasonLabel(item.reason) }), el("span", { class: "fu-n", text: `${item.fu}` })));
    }
    if (r.fu_raw && r.fu_raw !== r.fu) fl.append(el("li", { class: "muted" }, el("span", { text: t("fu_raw", { raw: r.fu_raw, fu: r.fu }) })));
    out.push(el("h3", { text: t("fu") }), fl);
  }
  // payments
  const pay = el("ul", { class: "pay-list", "data-testid": "payments" });
  pay.append(el("li", {}, el("span", { text: t("hand_points") }), el("span", { class: "num", "data-testid": "points", text: String(r.points) })));
  for (const line of paymentsLines(r)) pay.append(el("li", { class: "muted" }, el("span", { text: line })));
  if (r.honba_points) pay.append(el("li", {}, el("span", { text: t("honba_points", { n: r.honba || 0 }) }), el("span", { class: "num", text: `+${r.honba_points}` })));
  if (r.stick_points) pay.append(el("li", {}, el("span", { text: t("stick_points", { n: r.sticks || 0 }) }), el("span", { class: "num", text: `+${r.stick_points}` })));
  pay.append(el("li", { class: "sum" }, el("span", { text: t("total") }), el("span", { class: "num", text: String(r.total ?? r.points) })));
  out.push(el("h3", { text: t("points") }), pay);
  // reading
  if (r.reading) out.push(readingBlock(r.reading));
  if (Array.isArray(r.notes) && r.notes.length) {
    out.push(el("ul", { class: "notes muted small", "data-testid": "notes" }, ...r.notes.map((n) => el("li", { text: String(n) }))));
  }
  // other readings
  const others = (r.readings || []).filter((x) => !x.best);
  if (others.length) {
    const det = el("details", { class: "readings", "data-testid": "readings" },
      el("summary", { text: t("other_readings", { n: others.length }) }));
    for (const x of others) {
      det.append(el("div", { class: "reading-alt" },
        el("p", {}, el("strong", { text: `${x.points ?? ""} ` }), el("span", { text: hanFuText(x) })),
        el("p", { class: "small", text: (x.yaku || []).map(([n, h]) => `${label("yaku", n)} ${h}`).join(" · ") }),
        x.reading ? readingBlock(x.reading) : null));
    }
    out.push(det);
  }
  return out;
}

export function readingBlock(reading) {
  const box = el("div", { class: "reading" });
  const head = [label("forms", reading.form, reading.form)];
  if (reading.wait) head.push(`${t("wait_shape")}: ${label("waits", reading.wait, reading.wait)}`);
  box.append(el("p", { class: "muted small", text: head.join(" · ") }));
  const groups = el("div", { class: "groups" });
  for (const g of reading.groups || []) {
    let tiles = [];
    try {
      tiles = parseHand(String(g.tiles).replace(/[()[\]]/g, "")).concealed;
    } catch {
      tiles = [];
    }
    groups.append(el("span", { class: `group${g.open ? " open" : ""}`, title: label("groups", g.kind, g.kind) },
      ...tiles.map((c) => tileSvg(c, "tile small"))));
  }
  box.append(groups);
  return box;
}
