// The Practice view's words: tables of its own (ui/practice/lang/*.js, the same keys in all four: tests/test_lang.py),
// fetched with the view, so a calculator visit loads none of them. A key the view's tables do not have is the page's
// (i18n.js), and English stands in for a table not fetched yet.

import { entry, fill, lang, t } from "../../i18n.js";

const tables = {};

/** Fetch the view's table of a language (and English, the fallback), once; resolves when they are in. */
export async function loadWords(code) {
  for (const c of new Set(["en", code])) {
    if (tables[c]) continue;
    try {
      tables[c] = (await import(`./lang/${c}.js`)).default;
    } catch {
      /* offline and not cached: English, else the page's words */
    }
  }
}

/** Whether the table of a language is in. */
export function hasWords(code) {
  return Boolean(tables[code]);
}

/** The view's word `key` in the page's language, its {name} placeholders filled in. */
export function pt(key, params) {
  const code = tables[lang()]?.[key] !== undefined ? lang() : "en";
  const s = entry(tables[code], key, params, code);
  return s === undefined ? t(key, params) : fill(s, params);
}

/** The key of a drill category's help line: by game and kind, where the games share none. */
export function categoryKey(game, kind, name) {
  if (kind === "score") return `cat_${game}_${name}`;
  if (kind === "shanten" && game === "fujian") return `cat_fujian_shanten_${name}`;
  return `cat_${kind}_${name}`;
}

/** A category's help line: the view's words, else the engine's own (English), its first letter a capital. */
export function categoryHelp(game, kind, name, engineWords) {
  const s = tables[lang()]?.[categoryKey(game, kind, name)] ?? engineWords ?? name;
  return s.charAt(0).toUpperCase() + s.slice(1);
}
