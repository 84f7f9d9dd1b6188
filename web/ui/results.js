// The results panel: the score (yaku, fu, limit, payments, readings) or the error, the analysis below it; for a
// hand that reads fine in a situation the engine refuses, the analysis and what to change, one tap away.

import { lang, t } from "../i18n.js";
import { parseHand } from "../notation.js";
import { tileName, tileSvg } from "../tiles.js";
import { setField, setFlag, setTsumo } from "../store/actions.js";
import { answersByKind, fieldState, gameFields, gameInfo, gameLabel, isHomeGame, situationError } from "../store/select.js";
import { renderAnalysis, shantenText } from "./analysis.js";
import { $, el, setText } from "./dom.js";
import { detailText, situationFix } from "./error-text.js";
import { fuReasonLabel, hanFuText, label, limitText, paymentsLines, yakuHanText } from "./labels.js";

export function renderStatus(text) {
  setText($("status"), text || "");
}

/** The results panel for the newest answers (state.results); false when the live line is to stay as it is. */
export function renderResults(st) {
  const scoreBox = $("score");
  const analysisBox = $("analysis");
  const { plan } = st.results;
  const { analyze: a, score: r } = answersByKind(st.results);
  // which hand these results are for (tests wait on it)
  analysisBox.dataset.hand = plan.hand;
  scoreBox.dataset.hand = plan.hand;
  renderStatus("");
  if (!plan.requests.length) {
    scoreBox.replaceChildren();
    analysisBox.replaceChildren();
    if (plan.count > 0) renderStatus(t("add_tiles", { n: plan.count }));
    return;
  }
  // a game whose engine does not analyse hands still being built: the plain hint, as before
  if (plan.partial && st.source !== "text" && a && a.ok === false && a.error === "invalid") {
    scoreBox.replaceChildren();
    analysisBox.replaceChildren();
    renderStatus(t("add_tiles", { n: plan.count }));
    return false; // the live line keeps what it said
  }
  const refused = situationError(st, st.results);
  const invalid = refused ? null : [a, r].find((x) => x && x.ok === false && (x.error === "invalid" || x.error === "internal"));
  if (invalid) {
    // invalid input: said next to the notation box (state.notationError) and here
    scoreBox.replaceChildren(errorBlock(invalid));
    analysisBox.replaceChildren();
    return;
  }
  const complete = a && a.ok && (a.complete || a.shanten === -1);
  let blocks = [];
  if (refused) blocks = [fixBlock(st, refused)];
  else if (r && complete) blocks = renderScore(st, r);
  else if (r && r.ok === false && r.error === "no_yaku") blocks = [errorBlock(r)];
  scoreBox.replaceChildren(...blocks);
  analysisBox.replaceChildren(...(a && a.ok ? renderAnalysis(a, complete) : []));
  // one short line for screen readers
  let summary = a && a.ok ? shantenText(a) : "";
  if (refused) summary = fixText(refused);
  else if (r && complete && r.ok) summary = isHomeGame(st) ? `${t("total")} ${r.total ?? r.points}, ${hanFuText(r)}` : `${t("total")} ${r.total}`;
  else if (r && complete && r.error === "no_yaku") summary = t("error_no_yaku");
  setText($("sr-summary"), summary);
}

/** What to change, in a short line: the page's own for a sentence it knows, else the engine's (translated). */
export function fixText(answer) {
  const fix = situationFix(answer);
  return fix.key ? t(fix.key) : detailText(answer.detail);
}

/** A situation the engine refuses for a hand that reads fine (Small Mahjong's ron without Reach): what to
 * change, the engine's words, and a control for each field that changes it, one tap away. */
function fixBlock(st, answer) {
  const fix = situationFix(answer);
  const bools = new Set(gameFields(st).filter((f) => f.kind === "bool").map((f) => f.name));
  const home = isHomeGame(st);
  const names = fix.fields.filter((name) => (home ? name === "tsumo" || name in st.input : bools.has(name)));
  const controls = names.map((name) => {
    const id = `fix-${name}`;
    const on = home ? Boolean(st.input[name]) : Boolean(fieldState(st, (gameInfo(st)?.fields ?? []).find((f) => f.name === name)));
    const box = el("input", { type: "checkbox", id, "data-testid": id, "data-fix": name });
    box.checked = on;
    box.addEventListener("change", () => {
      if (!home) setField(name, box.checked);
      else if (name === "tsumo") setTsumo(box.checked);
      else setFlag(name, box.checked);
    });
    return el("label", { class: "check fix-control", for: id }, box, el("span", { text: home ? t(name) : gameLabel(st, name, name) }));
  });
  return el("div", { class: "fix-block", "data-testid": "situation-error", "data-field": answer.field || "", role: "group",
    "aria-labelledby": "fix-text" },
  el("strong", { id: "fix-text", "data-testid": "fix-text", text: fixText(answer) }),
  controls.length ? el("div", { class: "fix-controls", "data-testid": "fix-controls" }, ...controls) : null,
  el("p", { class: "detail muted small", "data-testid": "error-detail", text: detailText(answer.detail) }));
}

export function errorBlock(r) {
  const key = { invalid: "error_invalid", not_winning: "error_not_winning", no_yaku: "error_no_yaku", internal: "error_internal" }[r.error] || "error_invalid";
  const box = el("div", { class: "error-block", "data-testid": "error", "data-error": r.error || "" },
    el("strong", { text: t(key) }));
  if (r.detail) box.append(el("p", { class: "detail", "data-testid": "error-detail", text: detailText(r.detail) }));
  if (Number.isInteger(r.position)) box.append(el("p", { class: "muted small", text: t("at_position", { n: r.position + 1 }) }));
  return box;
}

export function renderScore(st, r) {
  if (!r.ok) return [errorBlock(r)];
  if (!isHomeGame(st)) return renderGameScore(st, r);
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
    const info = st.meta?.yaku?.find((y) => y.name === name);
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

// The score of a game other than Riichi: its total, each item of the breakdown (conditions, bonuses)
// with its points, and who pays what — the shapes every game's score op answers in (items, total,
// payments), labelled with the names of the game's meta.
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
function renderGameScore(st, r) {
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
