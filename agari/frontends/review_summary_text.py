"""The summary of many games on a terminal: a line of totals, a table with a row per player (names padded by the
columns they take, CJK names two a character), then the games that differ, were not all reviewed or not read.
Text from the logs (names, files, the reader's words) is never sent raw: ``safe_text.shown``."""

from __future__ import annotations

from agari.core.columns import clip, pad, text_width
from agari.core.errors import count
from agari.frontends.safe_text import shown
from agari.gamereview.summary import CorpusSummary

NAME_COLUMNS = (16, 32)
"""The name column's width: the longest name, at least 16 columns and at most 32 (a longer one is cut)."""
HEADINGS = (("games", 5), ("rounds", 6), ("decisions", 9), ("best", 6), ("only best", 9), ("lost/dec", 8),
            ("wins", 4), ("deal-ins", 8), ("riichi", 6), ("avg place", 9))


PROFILE = (("win", "win_rate", "%"), ("deal-in", "deal_in_rate", "%"), ("riichi", "riichi_rate", "%"),
           ("call", "call_rate", "%"), ("avg win", "average_win", "p"), ("avg deal-in", "average_deal_in", "p"))
"""The profile's rates and averages: heading, the profile's key, how it is shown (a share, points)."""
KIND_NAMES = ("discard", "riichi", "call", "kan")


def _cell(value: float | None, how: str) -> str:
    if value is None:
        return "-"
    return f"{100 * value:.1f}%" if how == "%" else f"{value:,.0f}" if how == "p" else f"{value:.2f}"


def profile_lines(corpus: CorpusSummary) -> list[str]:
    """Each player's profile beside the corpus's players (``agari.gamereview.corpus_profile``): rates, averages,
    agreement per kind, bad moves and points lost per game."""
    from agari.gamereview.corpus_profile import PROFILE as REFERENCE

    head = [h for h, _, _ in PROFILE] + [f"agree {k}" for k in KIND_NAMES] + ["bad/game", "lost/game", "avg place"]
    rows = []
    for p in corpus.players:
        prof = p.profile()
        agree = prof["agreement"]
        rows.append((shown(p.name), [_cell(prof[key], how) for _, key, how in PROFILE]
                     + [_cell(agree.get(k), "%") for k in KIND_NAMES]
                     + [_cell(prof["bad_per_game"], ""), _cell(prof["points_lost_per_game"], "p"),
                        _cell(p.average_place, "")]))
    ref = REFERENCE
    rows.append(("corpus (Phoenix 2020)", [_cell(ref.get(key), how) for _, key, how in PROFILE]
                 + [_cell(ref.get("agreement", {}).get(k), "%") for k in KIND_NAMES]
                 + [_cell(ref.get("bad_per_game"), ""), _cell(ref.get("points_lost_per_game"), "p"),
                    _cell(ref.get("average_place"), "")]))
    width = max(NAME_COLUMNS[0], min(NAME_COLUMNS[1], max(text_width(n) for n, _ in rows)))
    widths = [max(len(h), 6) for h in head]
    out = ["Profile (per round; agreement with the judge per kind of decision):",
           "  " + pad("player", width) + "".join(f"  {h:>{w}}" for h, w in zip(head, widths, strict=True))]
    for name, cells in rows:
        out.append("  " + pad(clip(name, width), width)
                   + "".join(f"  {c:>{w}}" for c, w in zip(cells, widths, strict=True)))
    return out


def summary_text(corpus: CorpusSummary) -> list[str]:
    """The lines of the summary."""
    data = corpus.to_dict()
    differ = data["mismatches"]
    missed = corpus.rounds_not_reviewed
    verdict = (f"{differ} {'differs' if differ == 1 else 'differ'} from the log" if differ else
               "every result reviewed matches the log" if missed else "every result matches the log")
    lines = [f"Summary of {count(data['games'], 'game')} ({len(corpus.unreadable)} not read): "
             f"{count(data['rounds'], 'round')}, {count(data['wins'], 'win')} and {count(data['draws'], 'draw')} "
             f"checked, {verdict}" + (f"; {count(missed, 'round')} not reviewed" if missed else "")]
    names = [shown(p.name) for p in corpus.players]
    width = max(NAME_COLUMNS[0], min(NAME_COLUMNS[1], max(map(text_width, names), default=0)))
    head = "  " + pad("player", width) + "".join(f"  {h:>{w}}" for h, w in HEADINGS)
    lines.append(head)
    for p, name in zip(corpus.players, names, strict=True):
        average = p.average_place
        cells = (str(p.games), str(p.rounds), str(p.decisions), f"{100 * p.best_share:.1f}%",
                 f"{100 * p.single_share:.1f}%" if p.single else "-", f"{p.loss_per_decision:.2f}", str(p.wins),
                 str(p.deal_ins), str(p.riichi), "-" if average is None else f"{average:.2f}")
        lines.append("  " + pad(clip(name, width), width)
                     + "".join(f"  {c:>{w}}" for c, (_, w) in zip(cells, HEADINGS, strict=True)))
    lines += profile_lines(corpus)
    if corpus.differ:
        lines.append("Games whose results differ from the log:")
        for g in corpus.differ:
            differ = "result differs" if g.mismatches == 1 else "results differ"
            lines.append(f"  {shown(g.file)}: {g.mismatches} {differ} ({', '.join(g.differences)})")
    if corpus.not_reviewed:
        lines.append("Games with rounds not reviewed:")
        for g in corpus.not_reviewed:
            lines += [f"  {shown(g.file)}: {shown(p)}" for p in g.problems]
    if corpus.unreadable:
        lines.append("Files that could not be read:")
        lines += [f"  {shown(u.file)}: {shown(u.error)}" for u in corpus.unreadable]
    return lines
