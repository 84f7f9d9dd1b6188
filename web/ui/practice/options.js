// The drill's options: game and rules, kind, difficulty, the fields to answer (Score it), the timer, no spoilers,
// the seed. Every change is an action (store/practice.js); the controls are built again only when what they offer
// changes (the language, the game's presets and fields).

import { lang } from "../../i18n.js";
import { DIFFICULTIES, KINDS, TIMERS, VALUE_GAMES, drillGames, newSeed, setField, setOption } from "../../store/practice.js";
import { presetLabel } from "../../store/select.js";
import { el, setAttr, setProp, setText } from "../dom.js";
import { categoryHelp, pt } from "./words.js";

/** A game's name in the page's language (the registry's labels). */
export function gameName(st, name) {
  const g = drillGames(st).find((x) => x.name === name);
  return g?.labels?.[lang()] ?? g?.labels?.en ?? name;
}

/** A preset's name in the page's language (Riichi's from the page's meta, another game's from its own). */
export function rulesName(st, game, name) {
  const list = game === "riichi" ? st.meta?.presets : st.gameMetas?.[game]?.presets;
  const p = (list ?? []).find((x) => (typeof x === "string" ? x : x.name) === name);
  if (!p || typeof p === "string") return name;
  return presetLabel({ label: p.label ?? p.name, ...p }, lang());
}

/** The fields a Score-it drill of the shown game can ask (the engine's table), in the game's order. */
function fieldChoices(p) {
  if (p.spec?.kind !== "score") return [];
  if (p.table?.kind === "score" && Array.isArray(p.table.fields)) return p.table.fields;
  return p.spec.fields ?? [];
}

function radioGroup(name, legend, values, word) {
  return el("fieldset", { class: "p-choice", "data-testid": `p-${name}` },
    el("legend", { text: legend }),
    el("div", { class: "p-radios" }, ...values.map((v) => {
      const input = el("input", { type: "radio", name: `p-${name}`, id: `p-${name}-${v}`, value: v, "data-testid": `p-${name}-${v}` });
      input.addEventListener("change", () => input.checked && setOption(name, v));
      return el("label", { class: "radio", for: `p-${name}-${v}` }, input, el("span", { text: word(v) }));
    })));
}

let built = null;

/** Draw the options from the state (built again when the language, the games, the presets or fields change). */
export function renderOptions(box, st) {
  const p = st.practice;
  const spec = p.spec;
  const games = drillGames(st);
  const game = spec?.game ?? games[0]?.name;
  const presets = games.find((g) => g.name === game)?.presets ?? [];
  const fields = fieldChoices(p);
  const key = JSON.stringify([lang(), games.map((g) => g.name), game, presets, presets.map((r) => rulesName(st, game, r)), fields]);
  if (key !== built) {
    built = key;
    build(box, st, games, game, presets, fields);
  }
  setProp(box.querySelector("#p-game"), "value", game ?? "");
  setProp(box.querySelector("#p-rules"), "value", spec?.rules ?? "");
  for (const name of ["kind", "difficulty"]) {
    for (const input of box.querySelectorAll(`input[name="p-${name}"]`)) setProp(input, "checked", input.value === spec?.[name]);
  }
  // by value: Riichi's drills only (the expected-value search is Riichi's)
  setProp(box.querySelector("#p-kind-value").closest("label"), "hidden", !VALUE_GAMES.includes(game));
  for (const input of box.querySelectorAll('input[name="p-field"]')) setProp(input, "checked", Boolean(spec?.fields?.includes(input.value)));
  setProp(box.querySelector("#p-fields"), "hidden", spec?.kind !== "score");
  setProp(box.querySelector("#p-timer"), "value", String(p.timer));
  setProp(box.querySelector("#p-spoilers"), "checked", !p.spoilers);
  const seed = box.querySelector("#p-seed");
  if (document.activeElement !== seed || seed.dataset.shown !== spec?.seed) {
    setProp(seed, "value", spec?.seed ?? "");
    seed.dataset.shown = spec?.seed ?? "";
  }
  const msg = p.message ? pt(p.message.key, p.message.params) : "";
  setText(box.querySelector("#p-options-msg"), msg);
  if (p.message?.key === "seed_bad") setAttr(seed, "aria-invalid", "true");
  else seed.removeAttribute("aria-invalid");
  for (const c of box.querySelectorAll("select, input, button")) setProp(c, "disabled", !spec);
  renderCategories(box.querySelector("#p-categories"), p);
}

let categoriesShown = null;

/** What the hands of the kind, rules and difficulty chosen are drawn to test: each category with its share of the
 * drills (the engine's table), the largest first. */
function renderCategories(details, p) {
  const spec = p.spec;
  const table = p.table;
  const key = [lang(), table, spec?.difficulty];
  if (categoriesShown && categoriesShown.every((x, i) => x === key[i]) && details.querySelector("ul")) return;
  categoriesShown = key;
  const rows = (table?.categories ?? []).map((c) => ({ c, share: c.rates?.[spec?.difficulty] ?? 0 }))
    .filter((r) => r.share > 0).sort((a, b) => b.share - a.share);
  details.querySelector("ul")?.remove();
  details.append(el("ul", { class: "p-categories" }, ...rows.map(({ c, share }) => el("li", { "data-category": c.name,
    "data-share": share }, el("span", { class: "num", text: pt("share", { n: Math.round(share * 100) }) }),
  c.trap ? el("span", { class: "p-badge", text: pt("trap") }) : null,
  el("span", { text: categoryHelp(spec.game, spec.kind, c.name, c.help) })))));
}

function build(box, st, games, game, presets, fields) {
  const had = box.contains(document.activeElement) ? document.activeElement.id : ""; // kept where it was (arrow keys)
  const open = Boolean(box.querySelector("#p-categories")?.open);
  categoriesShown = null;
  const gameSelect = el("select", { id: "p-game", "data-testid": "p-game" },
    ...games.map((g) => el("option", { value: g.name, text: gameName(st, g.name) })));
  gameSelect.addEventListener("change", () => setOption("game", gameSelect.value));
  const rulesSelect = el("select", { id: "p-rules", "data-testid": "p-rules" },
    ...presets.map((r) => el("option", { value: r, text: rulesName(st, game, r) })));
  rulesSelect.addEventListener("change", () => setOption("rules", rulesSelect.value));
  const fieldBoxes = fields.map((f) => {
    const input = el("input", { type: "checkbox", name: "p-field", id: `p-field-${f}`, value: f, "data-testid": `p-field-${f}` });
    input.addEventListener("change", () => setField(f, input.checked));
    return el("label", { class: "check", for: `p-field-${f}` }, input, el("span", { text: pt(`field_${f}`) }));
  });
  const timer = el("select", { id: "p-timer", "data-testid": "p-timer" },
    ...TIMERS.map((s) => el("option", { value: String(s), text: s ? pt("timer_n", { n: s }) : pt("timer_off") })));
  timer.addEventListener("change", () => setOption("timer", Number(timer.value)));
  const spoilers = el("input", { type: "checkbox", id: "p-spoilers", "data-testid": "p-spoilers", "aria-describedby": "p-spoilers-help" });
  spoilers.addEventListener("change", () => setOption("spoilers", !spoilers.checked));
  const seed = el("input", { type: "text", id: "p-seed", "data-testid": "p-seed", maxlength: "64", spellcheck: "false",
    autocomplete: "off", autocapitalize: "off", "aria-describedby": "p-seed-help p-options-msg" });
  seed.addEventListener("keydown", (e) => {
    if (e.key === "Enter") {
      e.preventDefault();
      setOption("seed", seed.value);
    }
  });
  seed.addEventListener("change", () => setOption("seed", seed.value));
  const fresh = el("button", { type: "button", id: "p-new-seed", "data-testid": "p-new-seed", text: pt("new_seed") });
  fresh.addEventListener("click", newSeed);
  box.replaceChildren(
    el("div", { class: "p-row" },
      el("label", { class: "field", for: "p-game" }, el("span", { text: pt("opt_game") }), gameSelect),
      el("label", { class: "field", for: "p-rules" }, el("span", { text: pt("opt_rules") }), rulesSelect)),
    radioGroup("kind", pt("opt_kind"), KINDS, (k) => pt(`kind_${k}`)),
    radioGroup("difficulty", pt("opt_difficulty"), DIFFICULTIES, (d) => pt(`difficulty_${d}`)),
    el("details", { id: "p-categories", class: "p-categories-box", "data-testid": "p-categories", open },
      el("summary", { text: pt("categories_h") })),
    el("fieldset", { class: "p-choice", id: "p-fields", "data-testid": "p-fields" },
      el("legend", { text: pt("opt_fields") }), el("div", { class: "p-radios" }, ...fieldBoxes)),
    el("div", { class: "p-row" },
      el("label", { class: "field", for: "p-timer" }, el("span", { text: pt("opt_timer") }), timer),
      el("span", { class: "p-spoilers" },
        el("label", { class: "check", for: "p-spoilers" }, spoilers, el("span", { text: pt("opt_spoilers") })),
        el("span", { id: "p-spoilers-help", class: "muted small", text: pt("opt_spoilers_help") }))),
    el("div", { class: "p-row p-seed-row" },
      el("label", { class: "field", for: "p-seed" }, el("span", { text: pt("opt_seed") }), seed), fresh),
    el("p", { id: "p-seed-help", class: "muted small", text: pt("opt_seed_help") }),
    el("p", { id: "p-options-msg", class: "p-msg small", "data-testid": "p-options-msg", "aria-live": "polite" }));
  if (had) box.querySelector(`#${had}`)?.focus();
}
