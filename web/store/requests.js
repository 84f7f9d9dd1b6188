// The engine requests of a state (its plan): what the calculator asks for the hand and situation shown.
// Pure: the same state gives the same plan.

import { effectiveWin, handText, tileCount } from "../state.js";
import { currentGame, gameField, gameInfo, gameRequestFields, games, isHomeGame } from "./games.js";
import { rulesRequest } from "./rules.js";
import { situationFields } from "./situation.js";

/** The requests for the input shown: an analysis of any hand (none for an empty one, nor for a hand of 3n
 * tiles), and a score for a hand of 3n+2 tiles. `kinds` names each request; `partial`: a hand still being built. */
export function planRequests(st) {
  const input = st.input;
  const count = tileCount(input);
  const hand = st.source === "text" ? st.text : handText(input);
  const situation = isHomeGame(st) ? situationFields(input) : { ...gameRequestFields(st), rules: rulesRequest(input) };
  // a hand shorter than the game's smallest hand between turns is still being built: only its analysis
  const partial = count < handSizeBetweenTurns(st);
  const plan = { count, hand, requests: [], kinds: [], partial };
  if (count === 0 && input.melds.length === 0) return plan;
  if (count % 3 === 0 && st.source !== "text" && !partial) return plan;
  plan.requests.push({ op: "analyze", ...gameField(st), hand, ...situation, ...(isHomeGame(st) ? { discards: [...input.discards] } : {}) });
  plan.kinds.push("analyze");
  if (count % 3 === 2 && !partial) {
    const req = { op: "score", ...gameField(st), hand, ...situation };
    const win = effectiveWin(input);
    if (win) req.win = win;
    plan.requests.push(req);
    plan.kinds.push("score");
  }
  return plan;
}

/** Tiles of the current game's smallest hand between turns (its smallest winning hand less one; 13 by default). */
export function handSizeBetweenTurns(st) {
  const sizes = games(st).find((g) => g.name === currentGame(st))?.hand_sizes;
  return Array.isArray(sizes) && sizes.length ? Math.min(...sizes) - 1 : 13;
}

/** The answers of a plan by kind: {analyze, score}. */
export function answersByKind(results) {
  if (!results) return {};
  return Object.fromEntries(results.plan.kinds.map((k, i) => [k, results.answers[i]]));
}

/** The answer refusing the situation of a hand that reads fine (an invalid score naming a situation field of the
 * game, e.g. Small Mahjong's "ron needs Reach", while the analysis is fine), else null. */
export function situationError(st, results) {
  const { analyze: a, score: r } = answersByKind(results);
  if (!a || !a.ok || !r || r.ok !== false || r.error !== "invalid" || !r.field) return null;
  const fields = gameInfo(st)?.fields ?? [];
  return fields.some((f) => f.name === r.field) ? r : null;
}

/** The notation box's error once results are in: the engine's words for a hand it cannot read ({detail,
 * position, text}: detail null = the page's own words), else none; a typed hand's error stays while no request
 * replaced it. */
export function notationErrorOf(st, results) {
  const { plan } = results;
  const { analyze: a, score: r } = answersByKind(results);
  if (!plan.requests.length) return st.source !== "text" ? null : st.notationError;
  // a game whose engine does not analyse hands still being built: the plain hint, no error
  if (plan.partial && st.source !== "text" && a && a.ok === false && a.error === "invalid") return null;
  if (situationError(st, results)) return null; // the hand reads fine: its situation is what is refused
  const invalid = [a, r].find((x) => x && x.ok === false && (x.error === "invalid" || x.error === "internal"));
  return invalid ? { detail: invalid.detail || null, position: invalid.position ?? null, text: plan.hand } : null;
}
