// The page's shared mutable state: the hand and situation (state), where a palette click goes, the
// engine and its meta, the last answers. One object, so every panel module reads and writes the same values.

import { emptyState } from "../state.js";

export const S = {
  state: emptyState(),
  target: "hand", // where a palette click goes
  meldRed: false,
  source: "palette", // "text" while the hand comes from the notation box
  meta: null, // engine's op "meta"
  gameMetas: {}, // game name -> its own meta (op "meta" with the game), for games other than Riichi
  engine: null,
  engineFailed: false,
  lastResults: null, // last engine answers, to re-render on a language switch
  inferredWin: null, // the winning tile the engine chose when none was given
  pendingOptions: null, // rule options from a share link, applied once meta is known
  noticeProblems: [], // what the notice about a bad share link names
  keepPaletteClear: false, // a palette tap asked for the live line to stay off the palette (ui/live.js)
};
