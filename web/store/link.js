// The share link: the state in the page's URL (#h=...&w=..., state.js), written shortly after each change.

import { encodeState } from "../state.js";
import { store } from "./store.js";

let urlTimer = 0;

/** The share-link fragment of a state (without '#'): the calculator's input and the view, when not the first, with
 * what that view adds (state.viewLink: the Practice view's drill). */
export function linkFragment(st) {
  const other = st.view !== st.views[0];
  // a link's rule options wait for the engine's meta to be checked (pendingOptions): until then the link keeps
  // them as read, so that the address during the engine's start is still the link that was opened
  const input = st.pendingOptions ? { ...st.input, overrides: { ...st.pendingOptions, ...st.input.overrides } } : st.input;
  return encodeState(input, other ? st.view : null, other ? st.viewLink[st.view] : null);
}

/** history.replaceState costs ~10 ms in Chromium: write the link once the clicking pauses. */
export function syncUrlSoon() {
  clearTimeout(urlTimer);
  urlTimer = setTimeout(syncUrl, 250);
}

/** A pending rewrite of the link must not put an old state back over a link just opened. */
export function cancelUrlSync() {
  clearTimeout(urlTimer);
}

/** Write the state's link into the URL now. */
export function syncUrl() {
  clearTimeout(urlTimer);
  const frag = linkFragment(store.get());
  const url = `${location.pathname}${location.search}${frag ? `#${frag}` : ""}`;
  if (location.href === `${location.origin}${url}`) return; // already the link (a page opened from it)
  try {
    history.replaceState(null, "", url);
  } catch {
    /* some embedders forbid it: the share button still shows the link */
  }
}

/** Keep the URL the share link of the newest state (the input, the view and what the view adds). */
export function watchLink() {
  store.subscribe((st, prev) => {
    if (st.input !== prev.input || st.view !== prev.view || st.viewLink !== prev.viewLink) syncUrlSoon();
  });
  window.addEventListener("pagehide", () => syncUrl());
}
