// A hand of the review opened in the calculator (its share link): the calculator is shown with it and the keyboard
// focus goes there (the button clicked is in the review, hidden now); the view remembers the button, and gives it
// the focus back when the review is shown again (view.js).

import { openInCalculator } from "../../store/review.js";

let last = null;

/** Open `fragment` (a decision's or a win's share link) in the calculator, from the button `from`. */
export async function openHand(fragment, from) {
  last = from;
  await openInCalculator(fragment);
  const calc = document.getElementById("view-calc");
  if (calc && !calc.hidden) {
    if (!calc.hasAttribute("tabindex")) calc.setAttribute("tabindex", "-1");
    calc.focus();
  }
}

/** The button a hand was last opened from, while it is still on the page. */
export function lastOpener() {
  return last && last.isConnected ? last : null;
}
