// The notation box: typed hands (read as they are typed), the box following the palette, and the engine's
// words for a hand it cannot read, with a caret under the place.

import { lang, t } from "../i18n.js";
import { handText } from "../state.js";
import { typeNotation } from "../store/actions.js";
import { $ } from "./dom.js";
import { detailText } from "./error-text.js";

export function buildNotationBox() {
  $("notation").addEventListener("input", (e) => typeNotation(e.target.value));
}

/** The box follows the palette unless the user is typing in it. */
export function renderNotationBox(st) {
  const box = $("notation");
  if (st.source !== "text") {
    const text = handText(st.input);
    if (box.value !== text) box.value = text;
  }
}

let shown = null;

/** The error under the box (state.notationError), in the page's language. */
export function renderNotationError(st) {
  const e = st.notationError;
  const key = e ? `${lang()}|${e.detail}|${e.position}|${e.text}` : null;
  if (key === shown) return;
  shown = key;
  const box = $("notation-error");
  const input = $("notation");
  if (!e) {
    if (!box.hidden) box.hidden = true;
    if (input.hasAttribute("aria-invalid")) input.removeAttribute("aria-invalid");
    return;
  }
  // in another language a heading in that language comes first, then the detail (in that language when
  // the tables know the engine's sentence: error-text.js)
  const detail = e.detail || t("error_invalid");
  $("notation-error-text").textContent = lang() !== "en" ? `${t("error_invalid")}: ${detailText(detail)}` : detail;
  const caret = $("notation-caret");
  const { position, text } = e;
  if (Number.isInteger(position) && position >= 0 && position <= text.length) {
    caret.textContent = `${text.slice(0, 60)}\n${" ".repeat(Math.min(position, 60))}^`;
    caret.hidden = false;
  } else {
    caret.textContent = "";
    caret.hidden = true;
  }
  input.setAttribute("aria-invalid", "true");
  box.hidden = false;
}
