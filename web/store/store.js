// The page's one store: every value the page shows comes from here, and only actions (store/actions.js) and
// the engine link (store/engine-link.js) change it. Views subscribe and render; they never write it directly.
//
//   store.get()            the current state (a plain object; never mutated: every change makes a new one)
//   store.set(patch)       merge `patch` (or `patch(state)`) into a new state, then tell every subscriber
//   store.subscribe(fn)    fn(state, previous) after each change, `previous` being the state fn saw last;
//                          returns a function that unsubscribes
//
// A change made while subscribers are being told (an answer arriving synchronously, say) is not lost: the
// subscribers that have not seen the newest state yet are told again, each with the state it saw last.

import { emptyState } from "../state.js";

export function createStore(initial) {
  let state = initial;
  let subscribers = [];
  let telling = false;

  function tell() {
    if (telling) return; // the loop below reaches the newest state
    telling = true;
    try {
      let again = true;
      while (again) {
        again = false;
        for (const sub of subscribers) {
          if (sub.seen === state || !sub.active) continue;
          again = true;
          const previous = sub.seen;
          sub.seen = state;
          sub.fn(state, previous);
        }
      }
    } finally {
      telling = false;
    }
  }

  return {
    get: () => state,
    set(patch) {
      const p = typeof patch === "function" ? patch(state) : patch;
      if (!p) return;
      state = { ...state, ...p };
      tell();
    },
    subscribe(fn) {
      const sub = { fn, seen: state, active: true };
      subscribers = [...subscribers, sub];
      return () => {
        sub.active = false;
        subscribers = subscribers.filter((s) => s !== sub);
      };
    },
  };
}

/** The page's state, field by field. `input` is the calculator's hand, situation, rules and game, in the
 * shape of state.js (the share link's form); everything else is the page around it. */
export function initialState() {
  return {
    views: ["calc"], // the names of the page's views, the first one the default (views.js, set by app.js)
    view: "calc", // the view shown (its name; the share link's v=)
    lang: "en", // the page's language (i18n.js holds the same, for t())
    input: emptyState(), // the calculator's hand, situation, rules and game (state.js)
    kept: {}, // game name -> its input while another game is shown
    target: "hand", // where a palette click goes
    meldRed: false, // a meld built from a palette click takes a red five
    source: "palette", // "text" while the hand comes from the notation box
    text: "", // the notation box's text as typed
    paletteTaps: 0, // how many palette tiles were tapped (the live line keeps clear of the palette after one)
    engine: "loading", // "loading" | "ready" | "failed"
    progress: null, // {stage, label, fraction} of the engine's start
    loadError: null, // the message of an engine that failed
    meta: null, // the engine's op "meta"
    gameMetas: {}, // game name -> its own meta (op "meta" with the game), for the games other than Riichi
    linkChecked: false, // the link's game, fields and options checked against the engine's meta
    pendingOptions: null, // rule options from a share link, checked once the meta is known
    busy: false, // requests for the newest input are in flight
    waiting: false, // requests wait for the engine to start
    results: null, // {plan, answers} for the newest input (select.js: planRequests)
    expected: null, // the expected-value search of the newest input (engine-link.js): {key, status, done, total, answer, ms}
    discardSort: null, // the discard table's order: {column, descending} chosen by a click on a heading, null = the engine's
    notice: [], // what a share link held that could not be used (names of fields)
    message: "", // a word under the palette (why a tile was not added, link copied, ...)
    notationError: null, // {detail, position, text}: why the typed hand cannot be read
    nagashi: null, // the nagashi mangan settlement shown (op "nagashi"), cleared by any change
    shareUrl: null, // the link shown in the share box
    rev: 0, // bumped to redraw the inputs when nothing else changed (an input box refused a value)
    review: null, // the game review (store/review.js): the log read, its rounds as they come, the seat and round shown
    reviewCorpus: null, // several logs reviewed in turn and summed per player (store/review-corpus.js)
    viewLink: {}, // view name -> what the share link adds while that view is shown (key -> text: p.* of Practice)
    practiceLink: null, // the drill a link named (its p.* values as read), checked by the Practice view
    practice: null, // the Practice view's state (store/practice.js), null until the view is first shown
  };
}

export const store = createStore(initialState());
