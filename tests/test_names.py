"""Names and labels (agari.riichi.names) and the meta op built from them."""

from __future__ import annotations

import json
import re

import pytest
from helpers import CASES_DIR

from agari.frontends.jsonapi import handle
from agari.frontends.meta import meta
from agari.riichi.names import (
    EXTRA_YAKU,
    GROUP_KINDS,
    LIMITS,
    WAITS,
    YAKU,
    YAKUMAN_NAMES,
    fu_label,
    limit_label,
    sort_yaku,
    wait_label,
    wind_label,
    yaku_label,
    yakuman_label,
)


def readme_yaku_names() -> list[str]:
    text = (CASES_DIR / "README.md").read_text(encoding="utf-8")
    section = text.split("## Canonical yaku names")[1].split("## Rule presets")[0]
    spans = re.findall(r"`([^`]+)`", section)
    return [word for span in spans for word in span.split() if re.fullmatch(r"[a-z_0-9]+", word)]


def test_names_are_exactly_the_canonical_list() -> None:
    assert set(readme_yaku_names()) == set(YAKU) - EXTRA_YAKU
    assert {"renhou", "kita"} == EXTRA_YAKU


@pytest.mark.parametrize(
    ("name", "ja", "closed", "opened"),
    [
        ("riichi", "立直", 1, None), ("menzen_tsumo", "門前清自摸和", 1, None), ("tanyao", "断幺九", 1, 1),
        ("yakuhai_haku", "役牌 白", 1, 1), ("sanshoku", "三色同順", 2, 1), ("ittsu", "一気通貫", 2, 1),
        ("chanta", "混全帯幺九", 2, 1), ("honitsu", "混一色", 3, 2), ("junchan", "純全帯幺九", 3, 2),
        ("chinitsu", "清一色", 6, 5), ("ryanpeikou", "二盃口", 3, None), ("toitoi", "対々和", 2, 2),
        ("kokushi_13", "国士無双十三面待ち", 13, None), ("daisangen", "大三元", 13, 13), ("ura", "裏ドラ", 1, None),
    ],
)
def test_yaku_entries(name: str, ja: str, closed: int, opened: int | None) -> None:
    info = YAKU[name]
    assert (info.ja, info.han_closed, info.han_open) == (ja, closed, opened)
    assert yaku_label(name, "ja") == ja
    assert info.en and info.description.endswith(".")


def test_every_entry_is_complete() -> None:
    for info in YAKU.values():
        assert info.en and info.ja and info.description, info
        assert (info.kind == "yakuman") == (info.name in YAKUMAN_NAMES)
        assert (info.han_closed == 13) == (info.kind == "yakuman")
    doubles = {info.name: info.double_option for info in YAKU.values() if info.double_option}
    assert doubles == {
        "kokushi_13": "double_kokushi_13", "suuankou_tanki": "double_suuankou_tanki",
        "junsei_chuuren": "double_junsei_chuuren", "daisuushii": "double_daisuushii",
    }


def test_limit_wind_wait_labels() -> None:
    assert [limit_label(n, "ja") for n in LIMITS] == ["満貫", "跳満", "倍満", "三倍満", "数え役満", "役満"]
    assert limit_label(None) == ""
    assert limit_label("yakuman", "en", yakuman=2) == "Double yakuman"
    assert limit_label("yakuman", "ja", yakuman=3) == "トリプル役満"
    assert yakuman_label(4, "ja") == "4倍役満" and yakuman_label(1) == "Yakuman"
    assert [wind_label(w, "ja") for w in "eswn"] == ["東", "南", "西", "北"]
    assert [wait_label(w, "ja") for w in ("ryanmen", "kanchan", "penchan", "shanpon", "tanki")] == [
        "両面", "嵌張", "辺張", "双碰", "単騎",
    ]
    assert wait_label("nobetan") == "nobetan" and yaku_label("daisharin") == "daisharin"
    assert "tanki" in WAITS


@pytest.mark.parametrize(
    ("reason", "ja"),
    [
        ("base", "副底"), ("closed ron", "門前加符"), ("tsumo", "ツモ符"), ("kanchan wait", "嵌張待ち"),
        ("closed kan of terminal/honor 1z", "暗槓 么九牌 1z"), ("open triplet of simple 5p", "明刻 中張牌 5p"),
        ("double wind pair 1z (seat and round)", "連風牌の雀頭 1z (自風・場風)"), ("something new", "something new"),
    ],
)
def test_fu_labels(reason: str, ja: str) -> None:
    assert fu_label(reason, "ja") == ja
    assert fu_label(reason) == reason


def test_sort_yaku_uses_table_order() -> None:
    assert sort_yaku([("dora", 2), ("tanyao", 1), ("riichi", 1), ("zzz", 1)]) == [
        ("riichi", 1), ("tanyao", 1), ("dora", 2), ("zzz", 1),
    ]


def test_engine_yaku_and_limits_have_labels() -> None:
    """Every yaku name and limit the engine puts in a shared case's result has an entry here."""
    seen: set[str] = set()
    limits: set[str] = set()
    groups: set[str] = set()
    waits: set[str] = set()
    for name in ("edge.jsonl", "tenhou-sample.jsonl"):
        for line in (CASES_DIR / name).read_text(encoding="utf-8").splitlines():
            out = handle({k: v for k, v in json.loads(line).items() if k not in ("expect", "why", "tags")})
            seen.update(n for n, _ in out.get("yaku") or [])
            if out.get("limit"):
                limits.add(out["limit"])
            for reading in out.get("readings") or []:
                waits.add(reading["reading"]["wait"])
                groups.update(g["kind"] for g in reading["reading"]["groups"])
    assert seen <= set(YAKU), seen - set(YAKU)
    assert {"ron_triplet", "kokushi", "pair", "closed_sequence"} <= groups
    assert groups <= set(GROUP_KINDS), groups - set(GROUP_KINDS)
    assert waits <= set(WAITS), waits - set(WAITS)
    assert limits <= set(LIMITS), limits - set(LIMITS)


def test_meta_op() -> None:
    out = handle({"op": "meta", "id": 9})
    assert out["id"] == 9 and out["ok"] is True
    assert out == {"id": 9, **meta()}
    json.dumps(out, ensure_ascii=False)
    assert [y["name"] for y in out["yaku"]] == list(YAKU)
    assert {w["name"]: w["ja"] for w in out["winds"]} == {"e": "東", "s": "南", "w": "西", "n": "北"}
    assert [lim["basic"] for lim in out["limits"]] == [2000, 3000, 4000, 6000, 8000, 8000]
    assert {e["name"] for e in out["errors"]} == {"invalid", "not_winning", "no_yaku"}
    assert out["version"]
