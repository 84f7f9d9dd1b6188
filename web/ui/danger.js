// The danger of each discard on the calculator, when opponents are given (op "danger", asked with the hand's
// results: store/select.js planRequests): the discard table's "Deal-in" column (the chance of dealing in to anyone)
// and the hand's tiles marked by it: a mark under the tile whose length grows with the chance (a tick for none),
// tinted, and the chance in the tile's name for screen readers.

import { t } from "../i18n.js";
import { tileName } from "../tiles.js";
import { answersByKind, dangerRequest } from "../store/select.js";
import { $, el, setAttr } from "./dom.js";

/** The marks' steps: a chance of 0 is "safe", under LOW "low", under HIGH "mid", else "high". */
export const LOW = 0.03;
export const HIGH = 0.06;

const percent = (p) => `${(100 * p).toFixed(1)}%`;

/** The danger answer of the input shown (its request is the input's own), or null. */
export function shownDanger(st) {
  const request = dangerRequest(st);
  if (!request || !st.results) return null;
  const i = st.results.plan.kinds.indexOf("danger");
  if (i < 0 || JSON.stringify(st.results.plan.requests[i]) !== JSON.stringify(request)) return null;
  const answer = st.results.answers[i];
  return answer && answer.ok ? answer : null;
}

/** The chance of dealing in to anyone with `code` (a red five is a five). */
function chanceOf(answer, code) {
  const key = code[0] === "0" ? `5${code[1]}` : code;
  const p = answer.anyone ? answer.anyone[key] : undefined;
  return typeof p === "number" ? p : null;
}

export function dangerLevel(p) {
  if (p <= 0) return "safe";
  return p < LOW ? "low" : p < HIGH ? "mid" : "high";
}

/** The discard table's Deal-in column, after the results are drawn (before the expected values' columns; its heading
 * sorts the table with theirs: ui/expected.js). */
export function renderDanger(st) {
  const answer = shownDanger(st);
  const { analyze } = answersByKind(st.results);
  const table = $("analysis").querySelector("table.discards");
  if (table && answer && analyze && analyze.ok && !table.dataset.danger) {
    table.dataset.danger = "1";
    table.tHead.rows[0].append(el("th", { scope: "col", "data-col": "danger", text: t("col_danger") }));
    for (const row of table.tBodies[0].rows) {
      const p = chanceOf(answer, row.dataset.discardRow);
      row.append(el("td", { class: `num danger-cell danger-${p === null ? "none" : dangerLevel(p)}`, "data-danger": p === null ? "" : String(p),
        text: p === null ? "–" : percent(p) }));
    }
  }
  tintHand(st);
}

/** The hand's tiles marked by their danger (none without an answer for the input shown). */
export function tintHand(st) {
  const answer = shownDanger(st);
  for (const b of document.querySelectorAll("#hand .hand-tile")) {
    const code = b.dataset.code;
    const p = answer && code ? chanceOf(answer, code) : null;
    const label = (b.getAttribute("aria-label") || tileName(code)).replace(/ · .*$/, "");
    if (p === null) {
      if (b.dataset.danger) delete b.dataset.danger;
      b.removeAttribute("data-chance");
      setAttr(b, "aria-label", label);
      continue;
    }
    setAttr(b, "data-danger", dangerLevel(p));
    setAttr(b, "data-chance", String(p));
    setAttr(b, "aria-label", `${label} · ${t("danger_label", { pct: percent(p) })}`);
  }
}
