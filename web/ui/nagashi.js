// Nagashi mangan: a settlement, not a hand (the engine's op "nagashi"): for the seat, honba and rules of
// the situation panel, what the player collects and who pays what.

import { t } from "../i18n.js";
import { S } from "./store.js";
import { $, el } from "./dom.js";
import { detailText } from "./error-text.js";
import { windLabel } from "./labels.js";
import { paymentsLines } from "./results.js";
import { missingTiles, rulesRequest } from "./rules.js";

/** The request of a nagashi mangan settlement for the situation shown. */
export function nagashiRequest() {
  return { op: "nagashi", seat: S.state.seat, honba: S.state.honba, rules: rulesRequest() };
}

async function settle() {
  const out = $("nagashi-result");
  if (!S.engine || S.engine.state !== "ready") return;
  const request = nagashiRequest();
  let r;
  try {
    r = await S.engine.call(request);
  } catch {
    r = { ok: false, detail: t("error_internal") };
  }
  if (!r.ok) {
    out.replaceChildren(el("p", { class: "inline-error", text: detailText(r.detail) || t("error_invalid") }));
    return;
  }
  // three players: the payment lines name the two payers (paymentsLines reads "kita" for it)
  const shown = missingTiles().size ? { ...r, kita: 0 } : r;
  out.replaceChildren(
    el("p", {}, el("strong", { "data-testid": "nagashi-total", text: String(r.total) }), " ",
      el("span", { class: "muted", text: `${t("nagashi_for", { seat: windLabel(r.seat) })}` })),
    el("ul", { class: "pay-list muted small", "data-testid": "nagashi-payments" },
      ...paymentsLines(shown).map((line) => el("li", { text: line }))));
  out.dataset.seat = r.seat;
}

/** The nagashi box at the end of the situation panel. */
export function buildNagashi() {
  const button = el("button", { type: "button", id: "nagashi", "data-testid": "nagashi", "data-i18n": "nagashi_button" });
  button.addEventListener("click", settle);
  $("situation").append(el("div", { class: "nagashi" },
    el("p", { class: "muted small", "data-i18n": "nagashi_help" }), button,
    el("div", { id: "nagashi-result", "data-testid": "nagashi-result", "aria-live": "polite" })));
}

/** A change of seat, honba or rules makes a shown settlement stale: clear it. */
export function clearNagashi() {
  const out = $("nagashi-result");
  if (out && out.childNodes.length) out.replaceChildren();
}
