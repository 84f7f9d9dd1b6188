// The notation box: typed hands, and the engine's words for a hand it cannot read.

import { lang, t } from "../i18n.js";
import { parseHand } from "../notation.js";
import { S } from "./store.js";
import { gameField } from "./games.js";
import { changed } from "./changes.js";
import { $ } from "./dom.js";
import { detailText } from "./error-text.js";

let textTimer = 0;

export function onNotationInput() {
  const text = $("notation").value;
  clearTimeout(textTimer);
  let hand;
  try {
    hand = parseHand(text);
  } catch (e) {
    // let the S.engine word the error (it reads the same notation); show it after a short pause
    textTimer = setTimeout(() => explainText(text, e), 350);
    return;
  }
  if (hand.concealed.length + 3 * hand.melds.length > 18 || hand.melds.length > 4) {
    textTimer = setTimeout(() => explainText(text, null), 350);
    return;
  }
  hideNotationError();
  S.state.concealed = hand.concealed;
  S.state.melds = hand.melds;
  if (!(S.state.winMode === "fixed" && S.state.concealed.includes(S.state.win))) {
    S.state.win = null;
    S.state.winMode = "auto";
  }
  S.source = "text";
  changed({ fromText: true });
}

export async function explainText(text, jsError) {
  let detail = jsError ? jsError.message : "";
  let position = jsError ? jsError.position : null;
  if (S.engine && S.engine.state === "ready") {
    const out = await S.engine.call({ op: "analyze", ...gameField(), hand: text });
    if ($("notation").value !== text) return; // typed on meanwhile
    if (out && out.ok === false && out.detail) {
      detail = out.detail;
      position = out.position ?? null;
    }
  }
  if (detail) showNotationError(detail, position, text);
}

export function showNotationError(detail, position, text) {
  const box = $("notation-error");
  // in another language a heading in that language comes first, then the detail (in that language when
  // the tables know the engine's sentence: error-text.js)
  $("notation-error-text").textContent = lang() !== "en" ? `${t("error_invalid")}: ${detailText(detail)}` : detail;
  const caret = $("notation-caret");
  if (Number.isInteger(position) && position >= 0 && position <= text.length) {
    caret.textContent = `${text.slice(0, 60)}\n${" ".repeat(Math.min(position, 60))}^`;
    caret.hidden = false;
    $("notation").setAttribute("aria-invalid", "true");
  } else {
    caret.textContent = "";
    caret.hidden = true;
  }
  $("notation").setAttribute("aria-invalid", "true");
  box.hidden = false;
}

export function hideNotationError() {
  const box = $("notation-error");
  if (!box.hidden) box.hidden = true;
  const input = $("notation");
  if (input.hasAttribute("aria-invalid")) input.removeAttribute("aria-invalid");
}
