"""The imports of the page's ES modules (web/), read from their text: for the tests of the page's layers and of
its preloads."""

from __future__ import annotations

import re
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "web"
STATIC_IMPORT = re.compile(r"""^\s*(?:import|export)\s+(?:[^;'"]*?\s+from\s+)?["'](\.{1,2}/[^"']+)["']""", re.M)
"""A static `import ... from "./x.js"`, `import "./x.js"` or `export ... from "./x.js"`."""
IMPORT = re.compile(
    r"""(?:^\s*(?:import|export)\s+(?:[^;'"]*?\s+from\s+)?|\bimport\s*\(\s*)["'](\.{1,2}/[^"'`]+)["']""", re.M)
"""A static import as above, or a dynamic `import("./x.js")` with a literal path (a path built at run time, like
a language table's, names no module)."""


def imports_of(module: str, text: str | None = None, pattern: re.Pattern[str] = IMPORT) -> list[str]:
    """The modules (paths relative to web/) one module imports: by default statically or by a literal dynamic
    import; with ``pattern=STATIC_IMPORT`` statically only."""
    source = (WEB / module).read_text(encoding="utf-8") if text is None else text
    here = PurePosixPath(module).parent
    out = []
    for spec in pattern.findall(source):
        parts: list[str] = []
        for part in (here / spec).parts:
            if part == "..":
                parts.pop()
            elif part != ".":
                parts.append(part)
        out.append("/".join(parts))
    return out
