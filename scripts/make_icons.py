#!/usr/bin/env python3
"""Draw the app icons of the web manifest as PNG, with the standard library only (zlib + struct).

    python3 scripts/make_icons.py [--out site/icons]

The design is web/favicon.svg's (a tile with a red 中-like mark of two rounded frames) on the green of a
tile's back: `icon-192.png` and `icon-512.png` (purpose "any": a rounded green square, transparent
corners) and `icon-maskable-512.png` (purpose "maskable": full-bleed green, the tile inside the central
80% safe circle).  scripts/build_site.py calls `icons()` and writes them into the site.
"""

from __future__ import annotations

import argparse
import math
import struct
import sys
import zlib
from collections.abc import Callable
from pathlib import Path

RGB = tuple[int, int, int]
GREEN: RGB = (0x2F, 0x8F, 0x6D)  # --tile-back
FACE: RGB = (0xFF, 0xFD, 0xF7)  # --tile-face
EDGE: RGB = (0x9C, 0x93, 0x81)  # --tile-edge
RED: RGB = (0xD0, 0x31, 0x2D)  # --tile-red
# favicon.svg in its own 30 x 40 units: (x, y, width, height, corner radius, stroke width or 0 for a fill)
TILE = (1.0, 1.0, 28.0, 38.0, 4.0)
MARK = ((10.0, 7.0, 10.0, 26.0, 1.5), (6.0, 14.0, 18.0, 10.0, 1.5))
MARK_STROKE = 2.5
EDGE_STROKE = 1.5
Shape = Callable[[float, float], float]


def rounded_rect(x: float, y: float, w: float, h: float, r: float) -> Shape:
    """Signed distance (negative inside) to a rounded rectangle."""
    cx, cy, hx, hy = x + w / 2, y + h / 2, w / 2 - r, h / 2 - r

    def sdf(px: float, py: float) -> float:
        qx, qy = abs(px - cx) - hx, abs(py - cy) - hy
        outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
        return outside + min(max(qx, qy), 0.0) - r

    return sdf


LEVELS = 6
"""Coverage steps of an anti-aliased edge: few enough colours for an indexed PNG."""


def coverage(distance: float, pixel: float) -> float:
    """Anti-aliased coverage of a pixel whose centre is `distance` from an edge (`pixel`: one pixel in those units)."""
    return round(min(1.0, max(0.0, 0.5 - distance / pixel)) * LEVELS) / LEVELS


def over(dst: tuple[float, float, float, float], rgb: RGB, alpha: float) -> tuple[float, float, float, float]:
    """Paint `rgb` with coverage `alpha` over a premultiplied-free RGBA pixel."""
    if alpha <= 0.0:
        return dst
    r, g, b, a = dst
    out_a = alpha + a * (1 - alpha)
    if out_a == 0:
        return dst
    mix = [(c * alpha + d * a * (1 - alpha)) / out_a for c, d in zip(rgb, (r, g, b), strict=True)]
    return mix[0], mix[1], mix[2], out_a


def draw(size: int, maskable: bool) -> list[bytes]:
    """RGBA rows of one icon."""
    # the tile's 30 x 40 units mapped into the icon: 56% of the height when maskable, 76% otherwise
    tile_h = size * (0.56 if maskable else 0.76)
    unit = tile_h / 40
    ox, oy = (size - 30 * unit) / 2, (size - tile_h) / 2
    back = rounded_rect(0, 0, size, size, 0 if maskable else size * 0.18)
    tile = rounded_rect(*TILE)
    marks = [rounded_rect(*m) for m in MARK]
    rows = []
    for j in range(size):
        row = bytearray([0])  # PNG filter type 0 per row (chosen again in png())
        for i in range(size):
            px, py = i + 0.5, j + 0.5
            pixel: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0)
            pixel = over(pixel, GREEN, coverage(back(px, py), 1.0))
            u, v = (px - ox) / unit, (py - oy) / unit
            d = tile(u, v)
            if d < 2:
                pixel = over(pixel, FACE, coverage(d, 1 / unit))
                pixel = over(pixel, EDGE, coverage(abs(d) - EDGE_STROKE / 2, 1 / unit))
                for mark in marks:
                    pixel = over(pixel, RED, coverage(abs(mark(u, v)) - MARK_STROKE / 2, 1 / unit))
            row += bytes(round(c) for c in pixel[:3]) + bytes([round(pixel[3] * 255)])
        rows.append(bytes(row[1:]))
    return rows


def chunk(kind: bytes, data: bytes) -> bytes:
    """One PNG chunk: length, type, data, CRC."""
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def png(rows: list[bytes], size: int) -> bytes:
    """An indexed-colour PNG (palette + alpha table) of square RGBA rows; unfiltered rows, zlib level 9."""
    colours: dict[bytes, int] = {}
    raw = bytearray()
    for row in rows:
        raw.append(0)
        for k in range(0, len(row), 4):
            raw.append(colours.setdefault(row[k:k + 4], len(colours)))
    if len(colours) > 256:
        raise ValueError(f"{len(colours)} colours: too many for a palette")
    palette = b"".join(c[:3] for c in colours)
    alpha = bytes(c[3] for c in colours)
    header = struct.pack(">IIBBBBB", size, size, 8, 3, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"PLTE", palette) + chunk(b"tRNS", alpha)
            + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b""))


ICONS = {"icon-192.png": (192, False), "icon-512.png": (512, False), "icon-maskable-512.png": (512, True)}
"""File name -> (size, maskable): the icons web/manifest.webmanifest lists."""


def icons() -> dict[str, bytes]:
    """Every icon's PNG bytes by file name."""
    return {name: png(draw(size, maskable), size) for name, (size, maskable) in ICONS.items()}


def main(argv: list[str] | None = None) -> int:
    """Command line entry."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="icons", help="folder to write the PNGs to")
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for name, data in icons().items():
        (out / name).write_bytes(data)
        print(f"{out / name}: {len(data)} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
