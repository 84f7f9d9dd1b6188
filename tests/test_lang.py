"""The four languages (English, Japanese, Simplified Chinese, Korean): the page's tables (web/lang/*.js),
the engine's name tables (agari.riichi.names, names_zh, names_ko) and the CLI's --lang."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from webgraph import js_table

from agari.frontends.cli import main
from agari.frontends.meta import meta
from agari.games import GAMES
from agari.riichi import names_ko, names_zh
from agari.riichi.meta import OPTIONS
from agari.riichi.names import (
    ERRORS,
    FORMS,
    FU_NOTES,
    FU_REASONS,
    GROUP_KINDS,
    LANGS,
    LIMITS,
    WAITS,
    WINDS,
    YAKU,
    fu_label,
    limit_label,
    wait_label,
    wind_label,
    yaku_label,
    yakuman_label,
)

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "web"
PLACEHOLDER = re.compile(r"\{(\w+)\}")
KANA = re.compile(r"[\u3040-\u30ff]")
HANGUL = re.compile(r"[\uac00-\ud7a3]")


def web_table(code: str) -> dict[str, str]:
    """The page's table of one language: web/lang/CODE.js."""
    return js_table(WEB / "lang" / f"{code}.js")


def is_plural_form(key: str, table: dict[str, str]) -> bool:
    """``KEY_one``: the form of KEY for a count of one, in a language that has one (web/i18n.js ``entry``)."""
    return key.endswith("_one") and key[: -len("_one")] in table


# -- the page's tables ----------------------------------------------------------------------------------

def test_web_tables_are_the_four_languages() -> None:
    assert sorted(p.stem for p in (WEB / "lang").glob("*.js")) == sorted(LANGS)
    assert f"export const LANGS = {json.dumps(list(LANGS), separators=(', ', ': '))};" in (WEB / "i18n.js").read_text()


@pytest.mark.parametrize("code", ["ja", "zh", "ko"])
def test_web_table_has_every_key_with_its_placeholders(code: str) -> None:
    en, table = web_table("en"), web_table(code)
    en = {k: v for k, v in en.items() if not is_plural_form(k, en)}  # English's "1 tile" forms: not in every language
    assert sorted(set(en) - set(table)) == [], f"missing in {code}.js"
    assert sorted(set(table) - set(en)) == [], f"not in en.js (unused) in {code}.js"
    for key, text in en.items():
        assert table[key].strip(), (code, key)
        assert set(PLACEHOLDER.findall(table[key])) == set(PLACEHOLDER.findall(text)), (code, key)
    assert len(table["tile_digits"]) == 9


def test_plural_forms_say_the_same_with_fewer_placeholders() -> None:
    """Each English ``_one`` form has its plain form, no placeholder that form lacks, and says a count of one."""
    en = web_table("en")
    forms = {k: v for k, v in en.items() if is_plural_form(k, en)}
    assert {"ukeire_total_one", "review_loss_one", "review_done_match_one"} <= set(forms)
    for key, text in forms.items():
        base = en[key[: -len("_one")]]
        assert set(PLACEHOLDER.findall(text)) <= set(PLACEHOLDER.findall(base)), key
        assert text != base, key
    for code in ("ja", "zh", "ko"):
        assert [k for k in web_table(code) if k.endswith("_one") and k[:-4] in web_table(code)] == [], code


def test_web_table_words() -> None:
    zh, ko, ja = web_table("zh"), web_table("ko"), web_table("ja")
    assert (zh["riichi"], zh["tsumo"], zh["ron"], zh["han_fu"]) == ("立直", "自摸", "荣和", "{han}番{fu}符")
    assert (ko["riichi"], ko["tsumo"], ko["ron"], ko["han_fu"]) == ("리치", "쯔모", "론", "{han}판 {fu}부")
    # the language button names the next language in that language, and the cycle comes back to English
    assert [web_table(c)["lang_switch"] for c in LANGS] == ["日本語", "中文", "한국어", "English"]
    # its accessible name starts with the visible text (WCAG label in name)
    assert all(web_table(c)["lang_switch_label"].startswith(web_table(c)["lang_switch"] + ": ") for c in LANGS)
    # Simplified Chinese: no kana, no Japanese-only forms; Korean: Hangul
    for key, text in zh.items():
        assert not KANA.search(text), key
        assert not re.search("[萬發東満単槓圧聴]", text), key
    assert sum(bool(HANGUL.search(text)) for text in ko.values()) > len(ko) - 5
    assert ja["tile_5z"] == "白" and zh["tile_6z"] == "发" and ko["tile_7z"] == "중"


def test_every_key_the_page_uses_is_in_the_tables() -> None:
    """Keys written literally in the page's code (t("key"), data-i18n="key") exist in en.js (so in all four)."""
    en = web_table("en")
    used: set[str] = set()
    for path in [WEB / "index.html", *WEB.glob("*.js"), *(WEB / "ui").rglob("*.js"), *(WEB / "store").glob("*.js")]:
        text = path.read_text(encoding="utf-8")
        used |= set(re.findall(r"\bt\(\s*\"([a-z_0-9]+)\"", text))
        used |= set(re.findall(r"data-i18n(?:-label|-placeholder)?\"?\s*[:=]\s*\"([a-z_0-9]+)\"", text))
    assert used, "no key found: the pattern is stale"
    assert sorted(used - set(en)) == []
    # keys built from a prefix: every name the page can ask for
    for prefix, names in (("target_", ["hand", "chi", "pon", "kan", "ankan", "dora", "ura", "discards"]),
                          ("meld_help_", ["chi", "pon", "kan", "ankan", "dora", "ura", "discards"]),
                          ("suit_", ["m", "p", "s", "z"]), ("choice_", ["none", "mangan", "yakuman"]),
                          ("stage_", ["download", "start", "engine", "ready"]),
                          ("tile_", ["m", "p", "s", "red", "digits", *(f"{n}z" for n in range(1, 8))]),
                          ("review_draw_", ["exhaustive", "all_tenpai", "all_noten", "nagashi", "nine_terminals",
                                            "four_riichi", "four_kans", "four_winds", "triple_ron", "other"]),
                          ("review_format_", ["tenhou", "majsoul", "mjai"]), ("review_tag_", ["chi", "pon"])):
        assert [n for n in names if prefix + n not in en] == [], prefix


# -- the engine's names -----------------------------------------------------------------------------------

ENGLISH_KEYS: dict[str, set[str]] = {
    "yaku": set(YAKU),
    "limits": set(LIMITS),
    "yakuman_multiple": {"1", "2", "3", "n"},
    "winds": set(WINDS),
    "waits": set(WAITS),
    "groups": set(GROUP_KINDS),
    "forms": set(FORMS),
    "fu_reasons": {start for start, _ in FU_REASONS},
    "fu_notes": set(FU_NOTES),
    "errors": set(ERRORS),
    "options": set(OPTIONS),
}


@pytest.mark.parametrize("table", [names_zh.LABELS, names_ko.LABELS], ids=["zh", "ko"])
def test_name_tables_have_every_key(table: dict[str, dict[str, str]]) -> None:
    assert set(table) == set(ENGLISH_KEYS)
    for category, keys in ENGLISH_KEYS.items():
        assert sorted(keys - set(table[category])) == [], f"missing in {category}"
        assert sorted(set(table[category]) - keys) == [], f"unknown keys in {category}"
        assert all(text.strip() for text in table[category].values()), category


def test_name_tables_are_in_their_script() -> None:
    """Chinese names in simplified characters (no kana, no Japanese-only forms), Korean names in Hangul."""
    for category, entries in names_zh.LABELS.items():
        for key, text in entries.items():
            assert not KANA.search(text) and not re.search("[萬發東満単槓圧聴場風連]", text), (category, key, text)
    for category, entries in names_ko.LABELS.items():
        for key, text in entries.items():
            assert HANGUL.search(text), (category, key, text)


def test_names_players_use() -> None:
    assert [yaku_label(n, "zh") for n in ("riichi", "tanyao", "pinfu", "ittsu", "chiitoitsu")] == [
        "立直", "断幺九", "平和", "一气通贯", "七对子"]
    assert [yaku_label(n, "ko") for n in ("riichi", "tanyao", "pinfu", "ittsu", "chiitoitsu")] == [
        "리치", "탕야오", "핑후", "일기통관", "치또이츠"]
    assert [limit_label(n, "zh") for n in LIMITS] == ["满贯", "跳满", "倍满", "三倍满", "累计役满", "役满"]
    assert [limit_label(n, "ko") for n in LIMITS] == ["만관", "하네만", "배만", "삼배만", "헤아림 역만", "역만"]
    assert limit_label("yakuman", "ko", yakuman=2) == "더블 역만" and yakuman_label(5, "zh") == "5倍役满"
    assert [wind_label(w, "zh") for w in "eswn"] == ["东", "南", "西", "北"]
    assert [wind_label(w, "ko") for w in "eswn"] == ["동", "남", "서", "북"]
    assert wait_label("ryanmen", "zh") == "两面" and wait_label("kanchan", "ko") == "간짱"
    assert fu_label("closed triplet of terminal/honor 1z", "zh") == "暗刻 幺九牌 1z"
    assert fu_label("double wind pair 1z (seat and round)", "zh") == "连风牌雀头 1z (自风、场风)"
    assert fu_label("tsumo", "ko") == "쯔모" and fu_label("something new", "ko") == "something new"
    # English and Japanese are unchanged
    assert (yaku_label("pinfu"), yaku_label("pinfu", "ja"), fu_label("tsumo", "ja")) == ("Pinfu", "平和", "ツモ符")


def test_meta_carries_every_language() -> None:
    m = meta()
    for key in ("yaku", "limits", "winds", "waits", "forms", "groups", "errors", "yakuman_multiples"):
        for entry in m[key]:
            assert all(entry.get(code) for code in LANGS), (key, entry)
    for key in ("fu_reasons", "fu_notes", "options"):
        for entry in m[key]:
            assert all(entry.get(code) for code in ("ja", "zh", "ko")), (key, entry)
    assert {y["name"]: (y["zh"], y["ko"]) for y in m["yaku"]}["tanyao"] == ("断幺九", "탕야오")
    for g in GAMES.values():
        assert set(g.labels) >= set(LANGS), g.name


# -- the command line ---------------------------------------------------------------------------------------

PINFU = "234567m234567p22s"


@pytest.mark.parametrize(
    ("code", "flags", "words", "points", "lines"),
    [
        ("zh", [], ["立直", "平和", "断幺九", "门清荣和", "底符", "两面"], "3番 30符  -  5800点",
         ["和牌: 荣和 5p", "场风 东、自风 东 (庄家)、立直、Tenhou 规则", "役种", "牌型",
          "  庄家荣和: 放铳者支付 5800"]),
        ("ko", ["-t"], ["리치", "멘젠쯔모", "핑후", "탕야오", "기본부", "양면"], "4판 20부  -  7800점",
         ["화료: 쯔모 5p", "장풍 동, 자풍 동 (친), 리치, Tenhou 규칙", "패 구성", "  친 쯔모: 자가 각 2600점 지불"]),
    ],
)
def test_cli_lang(capsys: pytest.CaptureFixture[str], code: str, flags: list[str], words: list[str],
                  points: str, lines: list[str]) -> None:
    """The score sheet in Chinese and Korean: names, the sentences around them, han, fu and points."""
    assert main([PINFU, "-w", "5p", "-r", *flags, "--lang", code, "--ascii", "--color", "never"]) == 0
    out = capsys.readouterr().out
    unit = {"zh": "番", "ko": "판"}[code]
    assert re.search(rf"^  {words[0]} +1{unit}$", out, re.M), out
    for word in words:
        assert word in out, word
    assert "Pinfu" not in out and "Tanyao" not in out and "Base" not in out
    assert points in out.splitlines()
    for line in lines:
        assert line in out.splitlines(), (line, out)
    assert not re.search(r"\b(han|fu|points|Yaku|Reading|Won|Round|seat|pays)\b", out), out


def test_cli_analysis_in_every_language(capsys: pytest.CaptureFixture[str]) -> None:
    """Shanten, ukeire, the discard table and the waits in Japanese, Chinese and Korean."""
    expected = {
        "ja": ("向聴数: 0 -- 聴牌  (一般形 0, 七対子 6, 国士無双 13)", "待ち", "  2s: 残り 3",
               "      ロン: 1翻 40符, 2000   ツモ: 2翻 30符, 3000"),
        "zh": ("向听数: 0 -- 听牌  (一般形 0, 七对子 6, 国士无双 13)", "听牌", "  2s: 剩 3",
               "      荣和: 1番 40符, 2000   自摸: 2番 30符, 3000"),
        "ko": ("샹텐: 0 -- 텐파이  (일반형 0, 치또이츠 6, 국사무쌍 13)", "대기", "  2s: 남은 3",
               "      론: 1판 40부, 2000   쯔모: 2판 30부, 3000"),
    }
    for code, lines in expected.items():
        assert main(["234567m234567p2s", "--waits", "--lang", code, "--ascii", "--color", "never"]) == 0
        out = capsys.readouterr().out.splitlines()
        for line in lines:
            assert line in out, (code, line, out)
    assert main(["123m456p789s112z", "--ukeire", "--lang", "ko", "--ascii", "--color", "never"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert "만드는 중인 손패: 12장, 13장까지 1장 부족 (샹텐은 이를 쯔모로 셉니다)." in out
    assert "유효패: 2종 5장" in out


def test_cli_lang_limit_names(capsys: pytest.CaptureFixture[str]) -> None:
    hands = (["234m234p234s22255m", "-w", "5m", "-t", "-r"],
             ["119m19p19s1234567z", "-w", "1m", "--rule", "double_kokushi_13=true"])
    for code, mangan, yakuman in (("zh", "满贯", "两倍役满"), ("ko", "만관", "더블 역만")):
        assert main([*hands[0], "--lang", code, "--ascii", "--color", "never"]) == 0
        han_fu, points = {"zh": ("5番 30符", "12000点"), "ko": ("5판 30부", "12000점")}[code]
        assert f"{han_fu}  -  {mangan}  -  {points}" in capsys.readouterr().out
        assert main([*hands[1], "--lang", code, "--ascii", "--color", "never"]) == 0
        assert f"{yakuman}  -  96000{points[-1]}" in capsys.readouterr().out


def test_cli_rejects_an_unknown_lang(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([PINFU, "--lang", "fr"]) == 2
    assert "--lang" in capsys.readouterr().err


def test_every_game_names_its_breakdown_items_in_every_language() -> None:
    """What the page lists for Small Mahjong (its conditions) and Fujian (its breakdown items, payers and the
    reasons of the x2) has a name in English, Japanese, Chinese and Korean."""
    from agari.frontends.jsonapi import handle
    from agari.fujian.names import ITEMS, PAYERS, REASONS
    from agari.small.conditions import TABLE

    small = handle({"op": "meta", "game": "small"})["names"]
    fujian = handle({"op": "meta", "game": "fujian"})
    for code in LANGS:
        assert [c.key for c in TABLE if not small[code].get(c.key)] == [], code
        assert [k for k in (*ITEMS, *PAYERS) if not fujian["names"][code].get(k)] == [], code
        assert [k for k in REASONS if not fujian["reasons"][code].get(k)] == [], code
    assert small["zh"]["all_middles"] == "断幺九" and small["ko"]["all_middles"] == "탕야오"
    # and every other word of its results (waits, groups, totals, payments) in each language
    assert {code: sorted(small[code]) for code in LANGS} == {code: sorted(small["en"]) for code in LANGS}
    assert all(small[code][k] != small["en"][k] for code in ("ja", "zh", "ko") for k in small["en"]
               if k.startswith("wait_"))


def test_small_mahjong_cli_in_chinese_and_korean(capsys: pytest.CaptureFixture[str]) -> None:
    """`agari --game small ... --lang zh|ko` prints the conditions, words and wait in that language."""
    args = ["--game", "small", "223344m667788p55s", "-w", "5s", "--reach"]
    assert main([*args, "--lang", "zh"]) == 0
    out = capsys.readouterr().out
    assert "断幺九" in out and "二杯口" in out and "合计      5 点" in out and "(单骑听)" in out
    assert main([*args, "--lang", "ko"]) == 0
    out = capsys.readouterr().out
    assert "탕야오" in out and "량페코" in out and "합계" in out and "(단기 대기)" in out


# The engine's error sentences the page says again in its language (web/ui/error-text.js), each with a request
# whose answer is that sentence.
DETAIL_SAMPLES: dict[str, dict[str, object]] = {
    "detail_no_suit": {"hand": "123m45"},
    "detail_unknown_char": {"hand": "123x"},
    "detail_honor": {"hand": "123m8z"},
    "detail_copies": {"hand": "11111m"},
    "detail_seen": {"hand": "123m456p789s11122z", "visible": "1m1m1m1m"},
    "detail_meld_open": {"hand": "(123m"},
    "detail_meld_close": {"hand": "123m)"},
    "detail_too_many": {"hand": "123m456p789s11122z3p"},
    "detail_meld_shape": {"hand": "(124m)456p789s11z"},
    "detail_kan_shape": {"hand": "(1234m)"},
    "detail_meld_size": {"hand": "(12m)"},
    "detail_two_reds": {"hand": "123m0m0m"},
    "detail_empty": {"hand": ""},
    "detail_sanma_man": {"hand": "123m456p789s112z", "rules": "tenhou-sanma"},
    "detail_small_honor": {"game": "small", "hand": "123m1z"},
    "detail_small_red": {"game": "small", "hand": "0m"},
    "detail_bonus_in_hand": {"game": "fujian", "hand": "123m1z", "gold": "5s"},
    "detail_fourth_gold": {"game": "fujian", "hand": "5s5s5s5s", "gold": "5s"},
    "detail_ron_needs_reach": {"game": "small", "op": "score", "hand": "123456m99p"},
    "detail_one_shot_needs_reach": {"game": "small", "op": "score", "hand": "123456m99p", "one_shot": True,
                                    "tsumo": True},
    "detail_small_size": {"game": "small", "hand": "123456m99p1m"},
    "detail_small_fifth": {"game": "small", "hand": "11111m"},
    "detail_small_call": {"game": "small", "hand": "(123m)"},
    "detail_gold_required": {"game": "fujian", "hand": "123m456m789m123p456p55s"},
    "detail_fujian_size": {"game": "fujian", "hand": "123m456m789m123p456p55s1m", "gold": "5s"},
    "detail_fujian_fifth": {"game": "fujian", "hand": "11111m", "gold": "5s"},
}


def page_detail_patterns() -> dict[str, tuple[re.Pattern[str], str]]:
    """web/ui/error-text.js's DETAILS: key -> (the pattern, the group that is a position)."""
    text = (WEB / "ui" / "error-text.js").read_text(encoding="utf-8")
    rows = re.findall(r'\["(detail_\w+)", /(.+)/, "(\w*)"\],', text)
    return {key: (re.compile(source), position) for key, source, position in rows}


def test_page_reads_every_engine_error_sentence_it_translates() -> None:
    """Each pattern of the page reads the sentence the engine really answers (a reworded engine message fails
    here instead of silently showing English), no other pattern reads it, and every language says it with the
    pattern's groups only."""
    from agari.frontends.jsonapi import handle

    patterns = page_detail_patterns()
    assert set(patterns) == set(DETAIL_SAMPLES) and len(patterns) == 26
    tables = {code: web_table(code) for code in ("en", "ja", "zh", "ko")}
    for key, request in DETAIL_SAMPLES.items():
        answer = handle({"op": "analyze", **request})
        assert answer["ok"] is False and answer["error"] == "invalid", (key, answer)
        readers = [k for k, (pattern, _) in patterns.items() if pattern.match(answer["detail"])]
        assert readers == [key], (key, answer["detail"])
        pattern, position = patterns[key]
        groups = pattern.match(answer["detail"]).groups()  # type: ignore[union-attr]
        if position:  # the group the page shows counted from 1 is the engine's 0-based position
            assert answer["position"] is not None and int(groups["abc".index(position)]) == answer["position"]
        for code, table in tables.items():
            used = set(PLACEHOLDER.findall(table[key]))
            assert used <= set("abc"[:len(groups)]), (code, key)
            if code != "en":
                assert table[key] != tables["en"][key]


def test_fujian_words_presets_and_options_in_every_language(capsys: pytest.CaptureFixture[str]) -> None:
    """Fujian's text words, preset names and option descriptions exist in the four languages, and the CLI
    prints them: the ko breakdown ends with the total and the payments in Korean."""
    from agari.fujian.names import OPTIONS as FUJIAN_OPTIONS
    from agari.fujian.names import PRESETS, WORDS

    for table in (WORDS, PRESETS, FUJIAN_OPTIONS):
        assert [k for k, names in table.items() if sorted(names) != sorted(LANGS)] == []
    args = ["--game", "fujian", "123m456m789m123p456p55s", "--gold", "5s", "--bonus", "1z2z7z", "-t"]
    assert main([*args, "--lang", "ko"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "합계 42: 각자 지불 42 (총 수령 126)"
    assert main([*args, "--lang", "zh"]) == 0
    assert capsys.readouterr().out.splitlines()[-1].startswith("合计 42")


def test_every_game_field_has_a_label_in_every_language() -> None:
    """The page labels a game's situation fields from the game's meta names (else the page's own table): no
    field of Small Mahjong or Fujian is left with the registry's English help text in another language."""
    from agari.frontends.jsonapi import handle

    for game in ("small", "fujian"):
        names = handle({"op": "meta", "game": game})["names"]
        for code in LANGS:
            page = web_table(code)
            missing = [f.name for f in GAMES[game].fields if f.name not in names[code] and f.name not in page]
            assert missing == [], (game, code)
            if code != "en":
                same = [f.name for f in GAMES[game].fields
                        if f.name in names[code] and names[code][f.name] == names["en"][f.name] != "×2"]
                assert same == [], (game, code)
