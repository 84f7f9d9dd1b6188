// The engine's start on the page: the progress banner (the engine's stages), the load error in plain words,
// the version in the footer once it is ready.

import { lang, t } from "../i18n.js";
import { $, setProp, setText } from "./dom.js";
import { bumpRendered, signal } from "./signals.js";

export function showProgress(ev) {
  const stage = ev && ev.stage;
  const text = stage && lang() !== "en" ? t(`stage_${stage}`) : (ev && ev.label) || t("loading");
  setText($("loading-label"), text);
  const f = Math.max(0, Math.min(1, Number(ev && ev.fraction) || 0));
  $("loading-bar").style.transform = `scaleX(${Math.round(f * 100) / 100})`;
}

/** The banner for the engine's state (state.engine, progress, loadError); `prev`: the state drawn before (null
 * at the first drawing). */
export function renderLoading(st, prev) {
  if (st.engine === "loading") {
    if (prev ? st.progress !== prev.progress || st.lang !== prev.lang : st.progress) showProgress(st.progress);
    return;
  }
  signal("engine", st.engine);
  setProp($("loading"), "hidden", true);
  if (st.engine === "ready") {
    setText($("version"), st.meta?.version ? `agari ${st.meta.version}` : "");
    return;
  }
  const box = $("load-error");
  const msg = st.loadError || t("load_failed");
  setText(box, msg.includes("could not start") && lang() === "en" ? msg : `${t("load_failed")} ${msg}`);
  setProp(box, "hidden", false);
  if (prev?.engine !== "failed") {
    setText($("status"), "");
    bumpRendered();
  }
}
