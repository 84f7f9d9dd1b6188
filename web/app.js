// agari web page: builds the hand, asks the engine (Python in a worker, via engine.js) and shows
// what it computes. No scoring here: every number on the results panel comes from the engine.

import { applyStatic, lang, setLang, t } from "./i18n.js";
import { emptyState } from "./state.js";
import { glyphWord, hasGlyphs, installSprite, isTileCode } from "./tiles.js";
import { S } from "./ui/store.js";
import { changed } from "./ui/changes.js";
import { $ } from "./ui/dom.js";
import { renderInputs } from "./ui/inputs.js";
import { buildLive } from "./ui/live.js";
import { startEngineSafely, startWorker } from "./ui/loading.js";
import { hideNotationError, onNotationInput } from "./ui/notation-box.js";
import { buildPalette, buildTargets, say } from "./ui/palette.js";
import { renderResults } from "./ui/results.js";
import { buildRules } from "./ui/rules.js";
import { checkLinkAgainstMeta, restoreFromUrl, share, showNotice, syncUrl } from "./ui/share.js";
import { buildSituation, normalizeFlags } from "./ui/situation.js";

function chooseLang() {
  let saved = null;
  try {
    saved = localStorage.getItem("agari.lang");
  } catch {
    saved = null;
  }
  const q = new URLSearchParams(location.hash.slice(1)).get("lang");
  if (q === "ja" || q === "en") return q;
  if (saved === "ja" || saved === "en") return saved;
  return (navigator.language || "").toLowerCase().startsWith("ja") ? "ja" : "en";
}

/** The language button: "日本語" drawn from outlines (no CJK font needed), "English" as text. */
function showLangButton() {
  const button = $("lang");
  const label = t("lang_switch");
  button.setAttribute("lang", lang() === "ja" ? "en" : "ja");
  if (hasGlyphs(label)) button.replaceChildren(glyphWord(label));
  else button.textContent = label;
}

function switchLang() {
  setLang(lang() === "ja" ? "en" : "ja");
  try {
    localStorage.setItem("agari.lang", lang());
  } catch {
    /* private mode */
  }
  applyStatic();
  showLangButton();
  if (S.noticeProblems.length && !$("notice").hidden) showNotice(S.noticeProblems);
  renderInputs();
  if (S.lastResults) renderResults(S.lastResults.plan, S.lastResults.answers);
}

function clearAll() {
  const keep = { preset: S.state.preset, overrides: S.state.overrides, round: S.state.round, seat: S.state.seat };
  S.state = { ...emptyState(), ...keep };
  S.source = "palette";
  S.target = "hand";
  $("notice").hidden = true;
  $("share-box").hidden = true;
  hideNotationError();
  say("");
  changed();
}

window.addEventListener("pagehide", () => syncUrl());

function main(startError) {
  const t0 = performance.now();
  installSprite();
  setLang(chooseLang());
  buildPalette();
  buildTargets();
  buildLive();
  buildSituation();
  buildRules();
  restoreFromUrl();
  applyStatic();
  showLangButton();
  $("notation").addEventListener("input", onNotationInput);
  $("win").addEventListener("change", (e) => {
    const v = e.target.value;
    if (v === "") {
      S.state.win = null;
      S.state.winMode = "auto";
    } else if (isTileCode(v) && S.state.concealed.includes(v)) {
      S.state.win = v;
      S.state.winMode = "fixed";
    }
    changed({ fromText: S.source === "text" });
  });
  $("share").addEventListener("click", share);
  $("clear").addEventListener("click", clearAll);
  $("lang").addEventListener("click", switchLang);
  window.addEventListener("hashchange", () => {
    // a pasted link: restore it (our own replaceState does not fire this)
    restoreFromUrl();
    if (S.meta) checkLinkAgainstMeta();
    S.source = "palette";
    changed();
  });
  S.source = "palette";
  normalizeFlags();
  renderInputs();
  syncUrl();
  performance.measure("agari:startup", { start: t0, end: performance.now() });
  startEngineSafely(startError);
}

startWorker().then(main);
