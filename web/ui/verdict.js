// The judge's verdict on the calculator, when opponents are given (op "verdict", asked with the danger op: the same
// judge as the game review's, value against danger): the discard table's "Worth" column (each discard's points after
// its deal-in cost, the better of pushing and folding), and the verdict itself (push or fold, the best discard),
// which the table's best-discard mark and line then follow (ui/expected.js: favoured).

import { t } from "../i18n.js";
import { tileName } from "../tiles.js";
import { verdictRequest } from "../store/select.js";
import { $, el } from "./dom.js";

const percent = (p) => `${(100 * p).toFixed(1)}%`;
const points = (x) => String(Math.round(x));

/** The verdict answer of the input shown (its request is the input's own), or null. */
export function shownVerdict(st) {
  const request = verdictRequest(st);
  if (!request || !st.results) return null;
  const i = st.results.plan.kinds.indexOf("verdict");
  if (i < 0 || JSON.stringify(st.results.plan.requests[i]) !== JSON.stringify(request)) return null;
  const answer = st.results.answers[i];
  return answer && answer.ok && Array.isArray(answer.discards) && answer.discards.length ? answer : null;
}

/** The verdict in one sentence: fold (the safest tile, what pushing is worth at best), push (the tile's worth after
 * its deal-in cost and its danger), or the best discard with its worth. */
export function verdictText(v) {
  const best = v.discards[0];
  const tile = tileName(v.best);
  if (v.label === "fold") {
    const push = Math.max(...v.discards.map((d) => d.push));
    return t("verdict_fold", { tile, pct: percent(best.danger), push: points(push) });
  }
  if (v.label === "push") return t("verdict_push", { tile, points: points(best.points), pct: percent(best.danger) });
  return t("verdict_best", { tile, points: points(best.points) });
}

/** The mark's words on the verdict's tile (its title and the end of its accessible name). */
export function verdictMark(v) {
  return t("verdict_mark", { points: points(v.discards[0].points) });
}

/** The discard table's Worth column, after the Deal-in column (ui/danger.js), when the verdict is in. */
export function renderVerdict(st) {
  const v = shownVerdict(st);
  const table = $("analysis").querySelector("table.discards");
  if (!table || !v || table.dataset.worth) return;
  table.dataset.worth = "1";
  table.tHead.rows[0].append(el("th", { scope: "col", "data-col": "worth", text: t("col_worth") }));
  for (const row of table.tBodies[0].rows) {
    const code = row.dataset.discardRow;
    const d = v.discards.find((x) => x.tile === code) || v.discards.find((x) => x.tile === code.replace("0", "5"));
    row.append(el("td", { class: "num worth-cell", "data-worth": d ? String(d.points) : "", "data-label": d ? d.label : "",
      text: d ? points(d.points) : "–" }));
  }
}
