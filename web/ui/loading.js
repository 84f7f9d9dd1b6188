// Starting the engine: progress, load errors, and the page's first state once the engine is ready.

import { applyStatic, lang, t } from "../i18n.js";
import { S } from "./store.js";
import { changed } from "./changes.js";
import { $ } from "./dom.js";
import { bumpRendered, renderStatus } from "./results.js";
import { buildRules } from "./rules.js";
import { buildGameSelect } from "./games.js";
import { checkLinkAgainstMeta } from "./share.js";

export function showProgress(ev) {
  const stage = ev && ev.stage;
  const text = stage && lang() !== "en" ? t(`stage_${stage}`) : (ev && ev.label) || t("loading");
  // the English label carries the bytes itself; the others get them appended
  const bytes = lang() !== "en" && ev && ev.total ? ` ${(ev.loaded / 1e6).toFixed(1)} / ${(ev.total / 1e6).toFixed(1)} MB` : "";
  $("loading-label").textContent = text + bytes;
  const f = Math.max(0, Math.min(1, Number(ev && ev.fraction) || 0));
  $("loading-bar").style.transform = `scaleX(${Math.round(f * 100) / 100})`;
}

export function showLoadError(e) {
  S.engineFailed = true;
  document.body.dataset.engine = "failed";
  $("loading").hidden = true;
  const box = $("load-error");
  const msg = e && e.message ? String(e.message) : t("load_failed");
  box.textContent = msg.includes("could not start") && lang() === "en" ? msg : `${t("load_failed")} ${msg}`;
  box.hidden = false;
  renderStatus("");
  bumpRendered();
}

/** Start the Python worker as early as possible (before the page builds its controls). */
export async function startWorker() {
  let mod;
  try {
    mod = await import("../engine.js");
  } catch (e) {
    return new Error(`The calculator could not start: its loader is missing (${e && e.message ? e.message : e}).`);
  }
  try {
    S.engine = mod.startEngine({ onProgress: showProgress });
  } catch (e) {
    return e;
  }
  return null;
}

export async function startEngineSafely(startError) {
  if (startError || !S.engine) {
    showLoadError(startError || new Error("The calculator could not start."));
    return;
  }
  try {
    S.meta = await S.engine.ready;
  } catch (e) {
    showLoadError(e);
    return;
  }
  if (!S.meta || !Array.isArray(S.meta.presets)) {
    try {
      S.meta = await S.engine.call({ op: "meta" });
    } catch {
      S.meta = null;
    }
  }
  if (!S.meta || !Array.isArray(S.meta.presets)) S.meta = { presets: [], options: [] };
  document.body.dataset.engine = "ready";
  $("loading").hidden = true;
  $("version").textContent = S.meta.version ? `agari ${S.meta.version}` : "";
  await checkLinkAgainstMeta();
  const t0 = performance.now();
  buildGameSelect();
  buildRules();
  applyStatic();
  changed();
  performance.measure("agari:ready-ui", { start: t0, end: performance.now() });
}
