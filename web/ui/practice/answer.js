// The drill after its answer: each number given against the engine's, the wrong ones marked; the trap the hand
// was drawn for; and the engine's full breakdown. Score it: the calculator's own result panel (results.js: each yaku
// or condition, the fu line by line, the limit, who pays what), with the parts the player got wrong marked. What to
// discard: every throw ranked with its shanten and the tiles that help, the player's throw among them and what it
// gives up against the best. How far: the shanten with its form and the tiles that help.

import { t } from "../../i18n.js";
import { tileName, tileSvg } from "../../tiles.js";
import { el } from "../dom.js";
import { label, tileChip } from "../labels.js";
import { shantenText } from "../analysis.js";
import { renderScore } from "../results.js";
import { askLabel } from "./question.js";
import { categoryHelp, pt } from "./words.js";

/** What one mark says: the field, the number given, right or wrong, and the right one. */
function markLine(mark, game) {
  const what = askLabel(mark, game);
  const given = mark.field === "discard" ? tileName(mark.given) : String(mark.given);
  const expected = mark.field === "discard" ? mark.expected.map((c) => tileName(c)).join(` ${pt("or")} `) : String(mark.expected);
  return el("li", { class: mark.right ? "right" : "wrong", "data-field": mark.field, "data-payer": mark.payer ?? null,
    "data-right": mark.right ? "1" : "0", "data-given": Array.isArray(mark.given) ? mark.given.join() : String(mark.given) },
  el("span", { class: "p-mark-field", text: what }),
  el("span", { class: "p-mark-given", text: given }),
  el("span", { class: "p-mark-verdict", text: mark.right ? pt("mark_right") : pt("mark_wrong", { expected }) }));
}

/** The marks and the verdict (`late`: the timer ran out, so even a right answer counts as missed). */
export function marksView(p) {
  const a = p.answer;
  const verdict = p.late ? (a.right ? pt("late_right") : pt("late_wrong")) : a.right ? pt("verdict_right") : pt("verdict_wrong");
  return el("div", { class: "p-marks-box", "data-testid": "p-marks", "data-right": p.right ? "1" : "0" },
    el("p", { class: `p-verdict ${p.right ? "right" : "wrong"}`, "data-testid": "p-verdict", text: verdict }),
    el("ul", { class: "p-marks" }, ...a.marks.map((m) => markLine(m, p.spec.game))),
    el("p", { class: "muted small", "data-testid": "p-time", text: pt("took", { s: (p.ms / 1000).toFixed(1) }) }));
}

/** The category the hand was drawn for, and what players get wrong about it. */
export function categoryView(spec, category, trap, help) {
  return el("p", { class: "p-category", "data-testid": "p-category", "data-category": category, "data-trap": trap ? "1" : "0" },
    trap ? el("span", { class: "p-badge", text: pt("trap") }) : null,
    el("span", { text: categoryHelp(spec.game, spec.kind, category, help) }));
}

/** The parts of the score panel a wrong field stands for, marked: han and fu the headline's han and fu, points and
 * total the total, payments the payment lines. */
function markScore(nodes, marks) {
  const wrong = new Set(marks.filter((m) => !m.right).map((m) => m.field));
  const find = (sel) => nodes.flatMap((n) => (n.matches?.(sel) ? [n] : [...(n.querySelectorAll?.(sel) ?? [])]));
  const mark = (sel, field) => {
    for (const n of find(sel)) {
      n.classList.add("p-wrong");
      n.dataset.wrong = field;
    }
  };
  if (wrong.has("han") || wrong.has("fu")) mark('[data-testid="hanfu"]', [...wrong].filter((f) => f === "han" || f === "fu").join(","));
  if (wrong.has("points") || wrong.has("total")) mark('[data-testid="total"]', wrong.has("points") ? "points" : "total");
  if (wrong.has("payments")) mark('[data-testid="payments"]', "payments");
}

/** The state the calculator's result panel is drawn from, for the drill's game. */
function gameState(st, game) {
  return { ...st, input: { ...st.input, game: game === "riichi" ? null : game } };
}

function scoreBreakdown(st, p) {
  const nodes = renderScore(gameState(st, p.spec.game), p.answer.result);
  markScore(nodes, p.answer.marks);
  return nodes;
}

function chips(list) {
  return el("div", { class: "chips" }, ...(list ?? []).map((u) => tileChip(u.tile, u.count)));
}

function discardBreakdown(p) {
  const a = p.answer;
  const c = a.choice;
  const out = [];
  const best = c.best.map((x) => tileName(x)).join(` ${pt("or")} `);
  const lines = [pt("choice_rank", { tile: tileName(c.discard), rank: c.rank, of: c.of }), pt("choice_best", { tiles: best })];
  if (c.shanten_lost > 0) lines.push(pt("choice_shanten_lost", { n: c.shanten_lost }));
  else if (c.tiles_lost > 0) lines.push(pt("choice_tiles_lost", { n: c.tiles_lost }));
  out.push(el("p", { class: "p-choice-line", "data-testid": "p-choice", "data-rank": c.rank, "data-tiles-lost": c.tiles_lost },
    lines.join(" · ")));
  if (c.lost.length) out.push(el("div", { class: "p-lost", "data-testid": "p-lost" }, el("span", { class: "muted small", text: pt("lost_tiles") }), chips(c.lost)));
  if (c.gained.length) out.push(el("div", { class: "p-lost", "data-testid": "p-gained" }, el("span", { class: "muted small", text: pt("gained_tiles") }), chips(c.gained)));
  const head = el("thead", {}, el("tr", {}, ...[pt("col_rank"), t("discard"), t("after"), t("accepts"), t("count")].map((x) => el("th", { scope: "col", text: x }))));
  const body = el("tbody");
  for (const row of a.table) {
    const mine = row.discard === c.discard;
    const top = row.rank === 1;
    body.append(el("tr", { class: mine ? "mine" : null, "data-discard-row": row.discard, "data-rank": row.rank, "data-count": row.ukeire_count },
      el("td", { class: "num", text: String(row.rank) }),
      el("td", {}, el("div", { class: "p-cell-throw" }, el("span", { class: "p-cell-tile", title: tileName(row.discard) },
        tileSvg(row.discard, "tile small"), el("span", { class: "sr-only", text: tileName(row.discard) })),
      mine ? el("span", { class: "p-badge mine", text: pt("badge_mine") }) : null,
      top ? el("span", { class: "p-badge best", text: pt("badge_best") }) : null)),
      el("td", { class: "num", text: row.shanten === 0 ? t("shanten_tenpai") : String(row.shanten) }),
      el("td", {}, chips(row.ukeire)),
      el("td", { class: "num", text: String(row.ukeire_count) })));
  }
  out.push(el("table", { class: "discards p-table", "data-testid": "p-discards" }, el("caption", { class: "sr-only", text: pt("table_caption") }), head, body));
  return out;
}

/** What to discard by value: the player's throw against the best expected points, and every throw ranked by them
 * with its tenpai and win chance at the hand's turn (the expected op's figures). */
function valueBreakdown(p) {
  const a = p.answer;
  const c = a.choice;
  const best = c.best.map((x) => tileName(x)).join(` ${pt("or")} `);
  const lines = [pt("choice_rank", { tile: tileName(c.discard), rank: c.rank, of: c.of }), pt("choice_best", { tiles: best })];
  if (c.rank > 1) lines.push(pt("choice_points_lost", { n: Math.round(c.score_lost) }));
  const out = [el("p", { class: "p-choice-line", "data-testid": "p-choice", "data-rank": c.rank, "data-score-lost": c.score_lost },
    lines.join(" · "))];
  const cols = [pt("col_rank"), t("discard"), t("after"), t("count"), t("col_tenpai"), t("col_win"), t("col_score")];
  const head = el("thead", {}, el("tr", {}, ...cols.map((x) => el("th", { scope: "col", text: x }))));
  const body = el("tbody");
  const pct = (x) => `${(100 * x).toFixed(1)}%`;
  for (const row of a.table) {
    const mine = row.discard === c.discard;
    body.append(el("tr", { class: mine ? "mine" : null, "data-discard-row": row.discard, "data-rank": row.rank, "data-score": row.score_now },
      el("td", { class: "num", text: String(row.rank) }),
      el("td", {}, el("div", { class: "p-cell-throw" }, el("span", { class: "p-cell-tile", title: tileName(row.discard) },
        tileSvg(row.discard, "tile small"), el("span", { class: "sr-only", text: tileName(row.discard) })),
      mine ? el("span", { class: "p-badge mine", text: pt("badge_mine") }) : null,
      row.rank === 1 ? el("span", { class: "p-badge best", text: pt("badge_best") }) : null)),
      el("td", { class: "num", text: row.shanten === 0 ? t("shanten_tenpai") : String(row.shanten) }),
      el("td", { class: "num", text: String(row.ukeire_count) }),
      el("td", { class: "num", text: pct(row.tenpai_now) }),
      el("td", { class: "num", text: pct(row.win_now) }),
      el("td", { class: "num", text: String(Math.round(row.score_now)) })));
  }
  out.push(el("table", { class: "discards p-table", "data-testid": "p-discards" },
    el("caption", { class: "sr-only", text: pt("table_caption_value") }), head, body));
  return out;
}

/** A form's name: the view's words (they hold for every game's hand sizes), else the engine's names of Riichi's. */
function formName(form) {
  const own = pt(`form_${form}`);
  return own === `form_${form}` ? label("forms", form, form) : own;
}

function shantenBreakdown(p) {
  const a = p.answer;
  const out = [el("div", { class: "shanten-row" },
    el("span", { class: "shanten", "data-testid": "p-shanten", "data-shanten": a.shanten, text: shantenText({ shanten: a.shanten }) }),
    el("span", { class: "muted", "data-testid": "p-form", "data-form": a.form, text: formName(a.form) }))];
  const forms = Object.entries(a.forms ?? {}).filter(([, v]) => v !== null && v !== undefined);
  if (forms.length > 1) {
    out.push(el("p", { class: "muted small", "data-testid": "p-forms" }, `${t("forms_detail")}: ${forms.map(([k, v]) => `${formName(k)} ${v}`).join(" · ")}`));
  }
  out.push(el("h3", {}, el("span", { text: a.shanten === 0 ? pt("waits_help") : t("ukeire") }), " ",
    el("span", { class: "muted", "data-testid": "p-ukeire-count", "data-count": a.ukeire_count, text: t("ukeire_total", { n: a.ukeire_count }) })));
  out.push(el("div", { class: "chips", "data-testid": "p-ukeire" }, ...a.ukeire.map((u) => tileChip(u.tile, u.count))));
  return out;
}

/** The breakdown of the answered drill (nodes). */
export function breakdownView(st, p) {
  const kind = p.spec.kind;
  if (kind === "score") return scoreBreakdown(st, p);
  if (kind === "discard") return discardBreakdown(p);
  if (kind === "value") return valueBreakdown(p);
  return shantenBreakdown(p);
}
