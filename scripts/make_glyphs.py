#!/usr/bin/env python3
"""Write web/glyphs.js: the few CJK characters the page draws (tile faces, the language button) as SVG paths.

    pip install fonttools            # dev-time only: neither the page, the build nor the tests need it
    apt-get install fonts-noto-cjk   # Debian's Noto Serif CJK (SIL Open Font License 1.1)
    python3 scripts/make_glyphs.py [--font /usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc]

The outlines are read once from the font's Japanese face, scaled to a 100-unit em box (y down, the
glyph's ink centred), rounded to whole units and written as relative path commands, so a tile looks
the same on every machine, with or without a CJK font.  The font's licence notice goes into the
module's header and web/glyphs-LICENSE.txt.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
FONT = Path("/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc")
LICENSE = Path("/usr/share/doc/fonts-noto-cjk/copyright")
CHARS = "一二三四五六七八九萬東南西北發中日本語文한국어"
"""Man numerals and 萬, the winds, 發 and 中 (白 is an empty frame), and the language button's 日本語, 中文, 한국어."""
EM = 100
OUT = ROOT / "web" / "glyphs.js"
NOTICE = """Glyph outlines from {face} (Debian package fonts-noto-cjk), {copyright}
Licensed under the SIL Open Font License, Version 1.1 (https://openfontlicense.org/).
A modified subset ({count} glyphs, rescaled and rounded) made by scripts/make_glyphs.py."""


class RelativePen:
    """A fontTools pen that writes a compact relative SVG path in a y-down, EM-unit box."""

    def __init__(self, scale: float, dx: float, dy: float) -> None:
        self.scale, self.dx, self.dy = scale, dx, dy
        self.parts: list[str] = []
        self.cur = (0, 0)
        self.start = (0, 0)

    def pt(self, p: tuple[float, float]) -> tuple[int, int]:
        """Font units (y up) to rounded EM units (y down)."""
        return round((p[0] - self.dx) * self.scale), round((self.dy - p[1]) * self.scale)

    def rel(self, *pts: tuple[int, int]) -> str:
        """Points relative to the current point, joined SVG-style (a minus sign needs no space)."""
        out = []
        for x, y in pts:
            out += [x - self.cur[0], y - self.cur[1]]
        text = ""
        for v in out:
            s = str(v)
            text += s if (not text or s.startswith("-")) else " " + s
        return text

    def moveTo(self, p: tuple[float, float]) -> None:  # noqa: N802 (fontTools pen protocol)
        q = self.pt(p)
        self.parts.append("m" + self.rel(q) if self.parts else f"M{q[0]} {q[1]}".replace(" -", "-"))
        self.cur = self.start = q

    def lineTo(self, p: tuple[float, float]) -> None:  # noqa: N802
        q = self.pt(p)
        if q == self.cur:
            return
        if q[1] == self.cur[1]:
            self.parts.append(f"h{q[0] - self.cur[0]}")
        elif q[0] == self.cur[0]:
            self.parts.append(f"v{q[1] - self.cur[1]}")
        else:
            self.parts.append("l" + self.rel(q))
        self.cur = q

    def curveTo(self, *pts: tuple[float, float]) -> None:  # noqa: N802
        q = [self.pt(p) for p in pts]
        if len(q) != 3:
            raise ValueError("expected cubic segments (CFF outlines)")
        if all(p == self.cur for p in q[:2]) or q[2] == self.cur and q[0] == self.cur:
            self.lineTo(pts[-1])
            return
        self.parts.append("c" + self.rel(*q))
        self.cur = q[2]

    def qCurveTo(self, *pts: tuple[float, float]) -> None:  # noqa: N802
        raise ValueError("expected cubic segments (CFF outlines)")

    def closePath(self) -> None:  # noqa: N802
        self.parts.append("z")
        self.cur = self.start

    def endPath(self) -> None:  # noqa: N802
        self.closePath()

    def addComponent(self, name: str, transform: Any) -> None:  # noqa: N802
        raise ValueError("composite glyphs are not expected")

    def path(self) -> str:
        """The path data."""
        return "".join(self.parts)


def japanese_face(font_path: Path) -> Any:
    """The Japanese face of a Noto CJK collection (or the font itself)."""
    from fontTools.ttLib import TTCollection, TTFont  # dev-time dependency, imported here only

    if font_path.suffix.lower() == ".ttc":
        for face in TTCollection(str(font_path)).fonts:
            if " JP" in face["name"].getDebugName(4):
                return face
        raise SystemExit(f"no JP face in {font_path}")
    return TTFont(str(font_path))


def notice(face: Any) -> str:
    """The licence notice of the outlines: the face's own name and copyright string."""
    names = face["name"]
    return NOTICE.format(face=names.getDebugName(4), copyright=names.getDebugName(0), count=len(CHARS))


def outlines(face: Any) -> dict[str, str]:
    """Character -> path data in a 0..EM box (y down), the em's box centred on the glyph's ink box."""
    from fontTools.pens.boundsPen import BoundsPen

    glyph_set = face.getGlyphSet()
    cmap = face.getBestCmap()
    upem = face["head"].unitsPerEm
    scale = EM / upem
    out: dict[str, str] = {}
    for ch in CHARS:
        name = cmap[ord(ch)]
        bounds = BoundsPen(glyph_set)
        glyph_set[name].draw(bounds)
        x0, y0, x1, y1 = bounds.bounds
        # centre the ink in the em box: same placement for every glyph, whatever the font's metrics
        dx = (x0 + x1) / 2 - upem / 2
        dy = (y0 + y1) / 2 + upem / 2
        pen = RelativePen(scale, dx, dy)
        glyph_set[name].draw(pen)
        out[ch] = pen.path()
    return out


def module_text(paths: dict[str, str], font_path: Path, licence: str) -> str:
    """The ES module source."""
    lines = [*licence.splitlines(), "Full licence text: glyphs-LICENSE.txt next to this file."]
    notice = "/*! " + "\n * ".join(lines) + " */"
    body = ",\n".join(f"  {json.dumps(ch, ensure_ascii=False)}: {json.dumps(d)}" for ch, d in paths.items())
    return (
        f"// Generated by scripts/make_glyphs.py from {font_path.name}; do not edit by hand.\n"
        f"{notice}\n\n"
        f"/** Em size of the path data (y down, ink centred at {EM // 2},{EM // 2}). */\n"
        f"export const GLYPH_EM = {EM};\n\n"
        "/** SVG path data of each character the page draws. */\n"
        f"export const GLYPHS = {{\n{body},\n}};\n"
    )


def main(argv: list[str] | None = None) -> int:
    """Command line entry."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--font", default=str(FONT))
    parser.add_argument("--out", default=str(OUT))
    args = parser.parse_args(argv)
    font_path = Path(args.font)
    if not font_path.exists():
        print(f"make_glyphs: {font_path} is missing (apt-get install fonts-noto-cjk)", file=sys.stderr)
        return 1
    face = japanese_face(font_path)
    paths = outlines(face)
    out = Path(args.out)
    out.write_text(module_text(paths, font_path, notice(face)), encoding="utf-8")
    out.with_name("glyphs-LICENSE.txt").write_text(notice(face) + "\n\n" + ofl_text(), encoding="utf-8")
    print(f"wrote {out.relative_to(ROOT) if out.is_relative_to(ROOT) else out}: {len(paths)} glyphs, "
          f"{out.stat().st_size} bytes")
    return 0


def ofl_text() -> str:
    """The SIL Open Font License text from the Debian package's copyright file."""
    text = LICENSE.read_text(encoding="utf-8") if LICENSE.exists() else ""
    start = text.rfind("\n", 0, text.find(" SIL OPEN FONT LICENSE")) + 1
    if start <= 0:
        raise SystemExit(f"make_glyphs: the OFL text was not found in {LICENSE}")
    lines = []
    for line in text[start:].splitlines():
        if line and not line.startswith(" "):
            break  # the next stanza of the copyright file
        lines.append(line[1:])
    return "\n".join("" if line == "." else line for line in lines).strip() + "\n"


if __name__ == "__main__":
    sys.exit(main())
