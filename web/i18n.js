// The page's words: one table per language in web/lang/, each fetched by dynamic import only when chosen,
// so a visit loads one table (every table has every key: tests/test_lang.py). Yaku, limit, wind, wait and
// fu names come from the engine (op "meta"); only the page's own words live in the tables.

/** The page's languages, in the order the language menu lists them. */
export const LANGS = ["en", "ja", "zh", "ko"];
/** Each language's name in that language (the language menu: the same in every language). */
export const LANG_NAMES = { en: "English", ja: "日本語", zh: "中文", ko: "한국어" };
export const HTML_LANG = { en: "en", ja: "ja", zh: "zh-Hans", ko: "ko" };
const tables = {};
let current = "en";
let picked = null; // the language the menu picked, not switched to yet

/** A supported language code for a browser language tag ("zh-CN" -> "zh", "ko-KR" -> "ko"), else null. */
export function langOf(tag) {
  const base = String(tag || "").toLowerCase().split("-")[0];
  return LANGS.includes(base) ? base : null;
}

/** The first of the browser's languages (navigator.languages) that the page has, else English. */
export function browserLang(nav = navigator) {
  const tags = Array.isArray(nav.languages) && nav.languages.length ? nav.languages : [nav.language];
  for (const tag of tags) {
    const code = langOf(tag);
    if (code) return code;
  }
  return "en";
}

/** Fetch the table of `code` (once); resolves to the language usable now: `code`, else English if its
 * table cannot be fetched, else the current one. */
export async function loadLang(code) {
  for (const c of LANGS.includes(code) && code !== "en" ? [code, "en"] : ["en"]) {
    try {
      tables[c] ??= (await import(`./lang/${c}.js`)).default;
      return c;
    } catch {
      /* offline and not cached yet: try English */
    }
  }
  return current;
}

/** Switch to a language whose table is loaded (else keep the current one). */
export function setLang(code) {
  picked = null;
  if (tables[code]) current = code;
  document.documentElement.lang = HTML_LANG[current];
}

export function lang() {
  return current;
}

/** Name the language the menu picked (ui/shell.js): the language action (store/actions.js switchLang) switches to
 * `nextLang()`, which is then that one. */
export function pickLang(code) {
  picked = LANGS.includes(code) ? code : null;
}

/** The language the language action switches to: the one the menu picked, else the one after the current. */
export function nextLang() {
  return picked ?? LANGS[(LANGS.indexOf(current) + 1) % LANGS.length];
}

const pluralRules = new Map(); // language -> Intl.PluralRules

/** The text of `key` in `table` for these params: `KEY_one` instead where the table has that form and the count
 * (the first of the text's placeholders given a number) is "one" in the language (English: "1 tile", "2 tiles");
 * the languages without that form (Japanese, Chinese, Korean) have no `_one` keys. */
export function entry(table, key, params, code = current) {
  const text = table?.[key];
  const one = table?.[`${key}_one`];
  if (text === undefined || one === undefined || !params) return text;
  const counts = [...text.matchAll(/\{(\w+)\}/g)].map((m) => params[m[1]]).filter((v) => typeof v === "number");
  if (!counts.length) return text;
  const n = counts[0];
  if (!pluralRules.has(code)) pluralRules.set(code, new Intl.PluralRules(code));
  return pluralRules.get(code).select(n) === "one" ? one : text;
}

/** Fill a text's {name} placeholders. */
export function fill(text, params) {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
}

/** The UI string `key` in the current language, with {name} placeholders filled in (and its count's form). */
export function t(key, params) {
  return fill(entry(tables[current], key, params) ?? key, params);
}

/** Refresh every element marked data-i18n (its text) or data-i18n-label (its aria-label); what already
 * says the right words is left alone (a rewrite would make the browser lay out and shape that text again). */
export function applyStatic(root = document) {
  for (const el of root.querySelectorAll("[data-i18n]")) {
    const text = t(el.dataset.i18n);
    if (el.textContent !== text) el.textContent = text;
  }
  const attrs = [["[data-i18n-label]", "aria-label", "i18nLabel"], ["[data-i18n-placeholder]", "placeholder", "i18nPlaceholder"]];
  for (const [selector, name, key] of attrs) {
    for (const el of root.querySelectorAll(selector)) {
      const text = t(el.dataset[key]);
      if (el.getAttribute(name) !== text) el.setAttribute(name, text);
    }
  }
}
