"""The Practice view's words (web/ui/practice/lang/*.js): the four tables have the same keys and placeholders, every key
the view's code asks for is there, and every drill category of every game, kind and preset has its help line in all
four, the English one the engine's own (so the page says what the engine's table says)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from webgraph import js_table

from agari.drill.spec import KINDS
from agari.frontends.jsonapi import handle

ROOT = Path(__file__).resolve().parent.parent
VIEW = ROOT / "web" / "ui" / "practice"
LANGS = ("en", "ja", "zh", "ko")
PLACEHOLDER = re.compile(r"\{(\w+)\}")
KANA = re.compile(r"[\u3040-\u30ff]")
HANGUL = re.compile(r"[\uac00-\ud7a3]")


def table(code: str) -> dict[str, str]:
    """One language's table of the view: web/ui/practice/lang/CODE.js."""
    return js_table(VIEW / "lang" / f"{code}.js")


def category_key(game: str, kind: str, name: str) -> str:
    """As web/ui/practice/words.js's categoryKey names a category's help line."""
    if kind == "score":
        return f"cat_{game}_{name}"
    if kind == "shanten" and game == "fujian":
        return f"cat_fujian_shanten_{name}"
    return f"cat_{kind}_{name}"


def categories() -> dict[str, str]:
    """Every category's key and the engine's help line, over every game, kind and preset."""
    out: dict[str, str] = {}
    for g in handle({"op": "meta"})["games"]:
        for kind in KINDS:
            for preset in g["presets"]:
                answer = handle({"op": "drill", "action": "table", "game": g["name"], "kind": kind, "rules": preset})
                if kind == "value" and not answer["ok"]:  # by value: four-player Riichi only
                    assert answer["field"] in ("kind", "rules"), answer
                    continue
                assert answer["ok"], answer
                for c in answer["categories"]:
                    out.setdefault(category_key(g["name"], kind, c["name"]), c["help"])
    return out


@pytest.mark.parametrize("code", ["ja", "zh", "ko"])
def test_every_table_has_every_key_with_its_placeholders(code: str) -> None:
    en, words = table("en"), table(code)
    en = {k: v for k, v in en.items() if not (k.endswith("_one") and k[:-4] in en)}  # English's "1 tile" forms
    assert sorted(set(en) - set(words)) == [], f"missing in {code}.js"
    assert sorted(set(words) - set(en)) == [], f"not in en.js in {code}.js"
    for key, text in en.items():
        assert words[key].strip(), (code, key)
        assert set(PLACEHOLDER.findall(words[key])) == set(PLACEHOLDER.findall(text)), (code, key)


def test_the_languages_are_themselves() -> None:
    """Simplified Chinese has no kana and none of the Japanese-only forms; Korean is written in Hangul."""
    zh, ko = table("zh"), table("ko")
    for key, text in zh.items():
        assert not KANA.search(text), key
        assert not re.search("[萬發東満単槓圧聴]", text), key
    assert sum(bool(HANGUL.search(text)) for text in ko.values()) > len(ko) - 5


def test_every_category_has_its_help_line() -> None:
    """The English help line is the engine's word for word; the other tables have one for every category."""
    en = table("en")
    cats = categories()
    assert len(cats) >= 40
    assert {k: en.get(k) for k in cats} == cats
    assert sorted(k for k in en if k.startswith("cat_") and k not in cats) == [], "a help line of no category"


def test_every_key_the_view_uses_is_in_the_tables() -> None:
    """Keys written literally in the view's code (pt("key"), data-pt), and those built from a prefix."""
    en = table("en")
    used: set[str] = set()
    for path in VIEW.glob("*.js"):
        text = path.read_text(encoding="utf-8")
        used |= set(re.findall(r"\bpt\(\s*\"([a-z_0-9]+)\"", text))
        used |= set(re.findall(r"heading\(\"[a-z-]+\", \"([a-z_0-9]+)\"\)", text))
    store = (ROOT / "web" / "store" / "practice.js").read_text(encoding="utf-8")
    used |= set(re.findall(r"message: \{ key: \"([a-z_0-9]+)\"", store))
    assert {"practice_h", "drill_h", "seed_bad", "fields_one", "cleared"} <= used, "the patterns are stale"
    assert sorted(used - set(en)) == []
    built = [f"kind_{k}" for k in ("score", "discard", "shanten")]
    built += [f"difficulty_{d}" for d in ("plain", "mixed", "traps")]
    built += [f"question_{k}" for k in ("score", "discard", "shanten")]
    built += [f"field_{f}" for f in ("han", "fu", "points", "payments", "total", "discard", "shanten")]
    built += [f"form_{f}" for f in ("standard", "chiitoitsu", "kokushi", "seven_twins", "three_golds")]
    # the situation's words for the registry fields of the other games (web/ui/practice/question.js)
    for g in handle({"op": "meta"})["games"]:
        if g["name"] == "riichi":
            continue
        for f in g["fields"]:
            if f.get("op") or f.get("same_as") or f["name"] in ("tsumo", "dealer"):
                continue
            built.append(f"sit_{f['name']}_n" if f["kind"] == "int" else f"sit_{f['name']}")
    assert [k for k in built if k not in en] == []
