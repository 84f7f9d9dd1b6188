// The engine requests of a state (plan) and the loop that keeps only the newest answers.

import { t } from "../i18n.js";
import { effectiveWin, handText, tileCount } from "../state.js";
import { S } from "./store.js";
import { currentGame, gameField, games, isHomeGame } from "./games.js";
import { gameRequestFields } from "./game-fields.js";
import { rulesRequest } from "./rules.js";
import { changed, flushInputs } from "./changes.js";
import { $ } from "./dom.js";
import { showLoadError } from "./loading.js";
import { renderResults, renderStatus } from "./results.js";
import { situationFields } from "./situation.js";

let wantSeq = 0;

let running = false;

export function requestResults() {
  wantSeq += 1;
  document.body.dataset.busy = "1"; // tests and the bench wait for "0": the newest S.state is on screen
  if (!running) runLoop();
}

/** One request batch at a time; answers for an older S.state are dropped, the newest S.state always wins. */
export async function runLoop() {
  running = true;
  try {
    while (true) {
      const seq = wantSeq;
      const plan = planRequests();
      let answers = [];
      if (plan.requests.length) {
        if (!S.engine || S.engineFailed) break;
        if (S.engine.state !== "ready") {
          flushInputs();
          renderStatus(t("waiting_engine"));
          try {
            await S.engine.ready;
          } catch {
            break;
          }
          continue;
        }
        const t0 = performance.now();
        answers = await Promise.all(plan.requests.map((r) => S.engine.call(r)));
        performance.measure("agari:S.engine", { start: t0, end: performance.now() });
      }
      if (seq !== wantSeq) continue; // the hand changed meanwhile: ask again for the newest
      S.lastResults = { plan, answers };
      flushInputs();
      const t1 = performance.now();
      renderResults(plan, answers);
      performance.measure("agari:render", { start: t1, end: performance.now() });
      break;
    }
  } catch (e) {
    showLoadError(e);
  } finally {
    running = false;
    flushInputs();
    document.body.dataset.busy = "0";
  }
}

export function planRequests() {
  const count = tileCount(S.state);
  const hand = S.source === "text" ? $("notation").value : handText(S.state);
  const situation = isHomeGame() ? situationFields() : { ...gameRequestFields(), rules: rulesRequest() };
  // a hand shorter than the game's smallest hand between turns is still being built: only its analysis
  const partial = count < handSizeBetweenTurns();
  const plan = { count, hand, requests: [], kinds: [], partial };
  if (count === 0 && S.state.melds.length === 0) return plan;
  if (count % 3 === 0 && S.source !== "text" && !partial) return plan;
  plan.requests.push({ op: "analyze", ...gameField(), hand, ...situation, ...(isHomeGame() ? { discards: [...S.state.discards] } : {}) });
  plan.kinds.push("analyze");
  if (count % 3 === 2 && !partial) {
    const req = { op: "score", ...gameField(), hand, ...situation };
    const win = effectiveWin(S.state);
    if (win) req.win = win;
    plan.requests.push(req);
    plan.kinds.push("score");
  }
  return plan;
}

/** Tiles of the current game's smallest hand between turns (its smallest winning hand less one; 13 by default). */
export function handSizeBetweenTurns() {
  const sizes = games().find((g) => g.name === currentGame())?.hand_sizes;
  return Array.isArray(sizes) && sizes.length ? Math.min(...sizes) - 1 : 13;
}
