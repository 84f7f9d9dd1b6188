"""The page's ES modules (web/) read from their text: their imports (for the tests of the page's layers and of its
preloads) and the language tables (``export default {JSON};``)."""

from __future__ import annotations

import json
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


def js_table(path: Path) -> dict[str, str]:
    """A language table: the file is comments, then ``export default {JSON};``."""
    body = path.read_text(encoding="utf-8").split("export default", 1)[1].strip()
    assert body.endswith(";")
    table: dict[str, str] = json.loads(body[:-1])
    return table
