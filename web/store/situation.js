// Riichi's situation read from an input (state.js): why a flag cannot be set, what every change of the input
// is normalised to, and the situation fields of a request. Pure functions: no DOM, no engine.

import { FLAGS } from "../state.js";
import { isRed } from "../tiles.js";
import { redFives, ruleValue, rulesKnown, rulesRequest } from "./rules.js";

export function isOpen(input) {
  return input.melds.some((m) => m.kind !== "ankan");
}

export function hasKan(input) {
  return input.melds.some((m) => m.kind === "kan" || m.kind === "ankan");
}

/** Why each situation flag cannot be set now (i18n key) or null; disabled flags are cleared. */
export function flagReasons(s) {
  const r = {};
  const open = isOpen(s);
  const kan = hasKan(s);
  r.riichi = open ? "why_closed" : null;
  r.double_riichi = open ? "why_closed" : null;
  r.ippatsu = !(s.riichi || s.double_riichi) || open ? "why_riichi" : s.rinshan ? "why_ippatsu_rinshan" : null;
  r.rinshan = !kan && !s.tsumo ? "why_rinshan" : !kan ? "why_rinshan_kan" : !s.tsumo ? "why_rinshan_tsumo" : null;
  r.chankan = s.tsumo ? "why_chankan" : null;
  r.haitei = s.rinshan || s.chankan ? "why_haitei" : null;
  const noCalls = s.melds.length === 0;
  r.tenhou = s.seat !== "e" || !s.tsumo || !noCalls || s.riichi ? "why_tenhou" : null;
  r.chiihou = s.seat === "e" || !s.tsumo || !noCalls || s.riichi ? "why_chiihou" : null;
  r.renhou = s.seat === "e" || s.tsumo || !noCalls || s.riichi || s.double_riichi || s.chankan || s.haitei
    ? "why_renhou" : null;
  r.tsumo = null;
  return r;
}

/** The input after a change, made consistent: three players have no North seat or round (a North one goes
 * back to East) and four players no kita, but only once the preset's player count is known; the winner is
 * never liable (pao); flags that cannot be set are cleared; under rules without red fives, red fives become
 * plain fives (not while the hand is typed: the box keeps what was typed). Returns a new input. */
export function normalizeInput(st, { fromText = false } = {}) {
  const s = { ...st.input };
  if (rulesKnown(st)) {
    const three = ruleValue(st, "players", 4) === 3;
    for (const field of ["round", "seat", "pao"]) if (three && s[field] === "n") s[field] = field === "pao" ? "" : "e";
    if (!three) s.kita = 0;
    if (!fromText && redFives(st) === 0) {
      const plain = (c) => (isRed(c) ? `5${c[1]}` : c);
      s.concealed = s.concealed.map(plain);
      s.melds = s.melds.map((m) => ({ kind: m.kind, tiles: m.tiles.map(plain) }));
      s.dora = s.dora.map(plain);
      s.ura = s.ura.map(plain);
      if (s.win) s.win = plain(s.win);
    }
  }
  if (s.pao === s.seat) s.pao = "";
  for (let pass = 0; pass < 3; pass++) {
    if (s.double_riichi) s.riichi = true;
    const r = flagReasons(s);
    let cleared = false;
    for (const f of FLAGS) {
      if (r[f] && s[f]) {
        s[f] = false;
        cleared = true;
      }
    }
    if (!cleared) break;
  }
  return s;
}

/** Riichi's situation fields of a score or analyze request. */
export function situationFields(s) {
  const riichi = s.riichi || s.double_riichi;
  return {
    ...Object.fromEntries(FLAGS.map((f) => [f, s[f]])), riichi,
    round: s.round, seat: s.seat, dora: [...s.dora], ura: riichi ? [...s.ura] : [],
    honba: s.honba, sticks: s.sticks, rules: rulesRequest(s), ...(s.kita ? { kita: s.kita } : {}), ...(s.pao ? { pao: s.pao } : {}),
  };
}
