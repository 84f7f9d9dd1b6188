"""The review on a terminal: one line per round, the shanten curves as digits, the decisions that gave up
tiles, any difference with the log side by side, and a summary table per game."""

from __future__ import annotations

from typing import Any

from agari.core.columns import clip, pad
from agari.core.errors import count
from agari.frontends.safe_text import shown_all
from agari.gamereview.verdict import NOTABLE

LIMIT_TEXT = {"mangan": "mangan", "haneman": "haneman", "baiman": "baiman", "sanbaiman": "sanbaiman",
              "kazoe_yakuman": "kazoe yakuman", "yakuman": "yakuman"}
DRAW_TEXT = {
    "exhaustive": "exhaustive draw", "all_tenpai": "exhaustive draw (all tenpai)",
    "all_noten": "exhaustive draw (all noten)", "nagashi": "nagashi mangan", "nine_terminals": "nine terminals",
    "four_riichi": "four riichi", "four_kans": "four kans", "four_winds": "four winds", "triple_ron": "triple ron",
    "other": "draw",
}


def _who(review: dict[str, Any], seat: int) -> str:
    return f"{seat} {review['names'][seat]}"


def _value(side: dict[str, Any] | None) -> str:
    if side is None:
        return "-"
    parts = []
    if side.get("han") is not None:
        parts.append(f"{side['han']} han")
    if side.get("fu") is not None and side.get("limit") in (None, "mangan"):
        parts.append(f"{side['fu']} fu")
    if side.get("limit"):
        parts.append(LIMIT_TEXT.get(side["limit"], side["limit"]))
    if side.get("points") is not None:
        parts.append(f"{side['points']}")
    return " ".join(parts)

FORMAT_WORDS = {"mjlog": "Tenhou mjlog (XML)"}
"""A log format's words in the review's first line, where '<format> log' does not say it ('tenhou log', 'mjai log')."""


def render_review(review: dict[str, Any], name: str, all_decisions: bool) -> list[str]:
    """The lines of one game's review (``review``: the review op's ``all`` answer).  Every text of the log in it
    (names, rule line, yaku, the log's score lines) is shown with its control characters escaped."""
    review = shown_all(review)
    rule = review["rule"]
    fmt = FORMAT_WORDS.get(review["format"], f"{review['format']} log")
    lines = [f"{name}: {fmt}, rule {rule['label'] or '(none)'} -> preset {rule['preset']}"
             + (f" {rule['options']}" if rule["options"] else "") + f", {review['players']} players: "
             + ", ".join(f"{i} {n}" for i, n in enumerate(review["names"]))]
    for a in rule["assumptions"]:
        lines.append(f"  assumed: {a}")
    for p in review["problems"]:
        lines.append(f"  not reviewed: {p}")
    graded = set(review["seats"])
    for r in review["rounds"]:
        title = r["label"] + (f"-{r['honba']}" if r["honba"] else "")
        if r["error"]:
            continue
        for w in r["wins"]:
            how = "tsumo" if w["tsumo"] else f"ron from {_who(review, w['from'])}"
            mark = "same as the log" if w["matches"] else "DIFFERS from the log"
            lines.append(f"{title:<6} {_who(review, w['seat'])} wins, {how}: {_value(w['ours'])}  "
                         f"[log {w['log_text'] or _value(w['recorded'])}]  {mark}")
            lines.append(f"         {w['hand']} +{w['win']}" if not w["tsumo"] else f"         {w['hand']}")
            if not w["matches"]:
                lines += _side_by_side(w)
        if r["draw"] is not None:
            d = r["draw"]
            extra = ""
            if d["kind"] in ("exhaustive", "all_tenpai", "all_noten", "nagashi"):
                extra = ", tenpai: " + (", ".join(str(s) for s in d["tenpai"]) or "nobody")
                if d["nagashi"]:
                    extra += ", nagashi: " + ", ".join(str(s) for s in d["nagashi"])
            mark = "same as the log" if d["matches"] else "DIFFERS from the log"
            lines.append(f"{title:<6} {DRAW_TEXT.get(d['kind'], d['kind'])}{extra}  {mark}")
            for diff in d["differences"]:
                lines.append(f"         {diff}")
        curves = "  ".join(f"{s}:{''.join(str(min(v, 9)) for v in series)}"
                           for s, series in enumerate(r["shanten"]) if s in graded and series)
        if curves:
            lines.append(f"       shanten {curves}")
        shown = [d for d in r["decisions"] if all_decisions or not d["is_best"]]
        if all_decisions:
            for d in shown:
                lines.append(_decision_line(d))
        elif shown:
            by_seat: dict[int, list[str]] = {}
            for d in shown:
                by_seat.setdefault(d["seat"], []).append(
                    f"t{d['turn']} {d['discard']}>{'/'.join(d['best'][:2])} -{d['loss']}"
                    + (f" (+{d['shanten_loss']} shanten)" if d["shanten_loss"] else ""))
            for seat, items in sorted(by_seat.items()):
                lines.append(f"       seat {seat} gave up tiles: " + ", ".join(items))
        for d in r["decisions"]:
            if not all_decisions and d["recommended"] is not None and d["points_lost"] >= NOTABLE:
                lines.append(f"       seat {d['seat']} t{d['turn']} " + verdict_text(d))
        lines += [choice_line(c) for c in r.get("other_decisions", ())]
    lines += summary_lines(review)
    return lines


def _decision_line(d: dict[str, Any]) -> str:
    marks = []
    if d["riichi"]:
        marks.append("riichi")
    if d["call"]:
        marks.append(f"after {d['call']}")
    if d["tsumogiri"]:
        marks.append("tsumogiri")
    ok = "best" if d["is_best"] else f"-{count(d['loss'], 'tile')}" + (
        f", +{d['shanten_loss']} shanten" if d["shanten_loss"] else "")
    line = (f"       seat {d['seat']} t{d['turn']:<2} {d['hand']:<26} {d['shanten']}-sh  cut {d['discard']} "
            f"({d['discard_shanten']}-sh {count(d['ukeire_count'], 'tile')})  best {'/'.join(d['best'])} "
            f"({d['best_shanten']}-sh {d['best_count']})  {ok}" + (f"  [{', '.join(marks)}]" if marks else ""))
    if d["recommended"] is not None and not d["agrees"]:
        line += "\n         " + verdict_text(d)
    return line


def choice_line(c: dict[str, Any]) -> str:
    """A riichi, call or kan decision: what the player did, the judge's choice and, where they differ, why."""
    head = f"       seat {c['seat']} e{c['event']:<3} {c['kind']:<6} {c['hand']:<26} {c['detail']}"
    if c["agrees"]:
        return f"{head}  judge agrees ({100 * c['chance']:.0f}%)"
    lost = f"-{c['points_lost']:,} points" if c["points_lost"] else "no points lost by value"
    return (f"{head}\n         judge: {c['recommended']} not {c['action']} ({lost}, strong players "
            f"{100 * c['chance']:.0f}% {c['action']}): {c['reason']}")


def kind_line(s: dict[str, Any]) -> str | None:
    """A seat's agreement with the judge per kind of decision (the decisions of each kind in brackets)."""
    kinds = s.get("kinds")
    if not kinds:
        return None
    parts = [f"{name} " + ("-" if t["agreement"] is None else f"{100 * t['agreement']:.1f}%") + f" ({t['decisions']})"
             for name, t in kinds.items()]
    bad = sum(t["bad"] for t in kinds.values())
    lost = sum(t["points_lost"] for t in kinds.values())
    return f"  seat {s['seat']} agrees by kind: {', '.join(parts)}; bad moves {bad}, points lost {lost:,}"


def verdict_text(d: dict[str, Any]) -> str:
    """The judge's verdict on a decision where its best choice is not the player's."""
    lost = f"-{d['points_lost']:,} points" if d["points_lost"] else "as good"
    risk = (f"; deals in {100 * d['recommended_danger']:.1f}% not {100 * d['danger']:.1f}%" if d["threatened"]
            else "")
    return f"judge: {d['recommended']} not {d['discard']} ({lost}{risk}): {d['reason']}"


def _side_by_side(w: dict[str, Any]) -> list[str]:
    ours = w["ours"] or {}
    log = w["recorded"]
    rows = [("han", ours.get("han"), log.get("han")), ("fu", ours.get("fu"), log.get("fu")),
            ("points", ours.get("points"), log.get("points")), ("limit", ours.get("limit"), log.get("limit")),
            ("payments", ours.get("deltas"), log.get("deltas")),
            ("yaku", ", ".join(f"{n} {h}" for n, h in ours.get("yaku") or ()),
             ", ".join(f"{n} {h}" for n, h in log.get("yaku") or ()))]
    out = [f"         {'':<9} {'ours':<40} log"]
    for label, a, b in rows:
        flag = "  <-" if a != b and b is not None else ""
        out.append(f"         {label:<9} {str(a):<40} {b}{flag}")
    for diff in w["differences"]:
        out.append(f"         * {diff}")
    return out


def _share(s: dict[str, Any]) -> str:
    return f"{100 * s['agreement']:5.1f}%" if s.get("judged") else f"{'-':>6}"


def _lost(s: dict[str, Any]) -> str:
    return f"{s['points_lost_per_decision']:>8.1f}" if s.get("judged") else f"{'-':>8}"


def judge_lines(review: dict[str, Any]) -> list[str]:
    """Per seat: the push/fold record against riichi and each deal-in's danger, as the judge saw them."""
    lines = []
    for s in review["summary"]:
        record = s.get("push_fold") or []
        deal_ins = s.get("deal_in_dangers") or []
        if not record and not deal_ins:
            continue
        parts = []
        for plan in ("pushed", "folded"):
            rounds = [p for p in record if p["plan"] == plan]
            if rounds:
                ends = {e: sum(1 for p in rounds if p["end"] == e) for e in ("dealt in", "won", "neither")}
                parts.append(f"{plan} {len(rounds)} ({', '.join(f'{n} {e}' for e, n in ends.items() if n)})")
        dangers = [f"{d['round']} {d['tile']} " + ("-" if d["danger"] is None else f"{100 * d['danger']:.1f}%")
                   for d in deal_ins]
        lines.append(f"  seat {s['seat']} against riichi: " + ("; ".join(parts) or "never faced one")
                     + (f"; deal-ins: {', '.join(dangers)}" if dangers else ""))
    return lines


def summary_lines(review: dict[str, Any]) -> list[str]:
    review = shown_all(review)
    lines = [f"  {'seat':<4} {'name':<14} {'decisions':>9}  {'best':>6}  {'tiles lost':>10}  {'agree':>6}  "
             f"{'lost/dec':>8}  {'wins':>4}  {'deal-ins':>8}  {'riichi':>6}  {'final score':>11}"]
    for s in review["summary"]:
        final = "-" if s["final_score"] is None else str(s["final_score"])
        name = pad(clip(s["name"], 14), 14)
        lines.append(f"  {s['seat']:<4} {name} {s['decisions']:>9}  {100 * s['best_share']:5.1f}%"
                     f"  {s['loss']:>10}  {_share(s)}  {_lost(s)}  {s['wins']:>4}  {s['deal_ins']:>8}  {s['riichi']:>6}"
                     f"  {final:>11}")
    lines += judge_lines(review)
    wins = sum(len(r["wins"]) for r in review["rounds"])
    draws = sum(1 for r in review["rounds"] if r["draw"] is not None)
    of = f"{count(wins, 'win')}, {count(draws, 'draw')}"
    skipped = review.get("not_reviewed", len(review["problems"]))
    if skipped:  # a round not reviewed is never a match: say so before anything else
        rest = (f"{review['mismatches']} of the others' results differ from the log ({of})" if review["mismatches"]
                else f"the others' results match the log ({of})")
        lines.append(f"  {count(skipped, 'round')} not reviewed; {rest}")
    elif review["matches"]:
        lines.append(f"  every result matches the log ({of})")
    else:
        differ = "result differs" if review["mismatches"] == 1 else "results differ"
        lines.append(f"  {review['mismatches']} {differ} from the log (of {of})")
    lines += [line for s in review["summary"] if (line := kind_line(s)) is not None]
    return lines
