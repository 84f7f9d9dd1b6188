"""``python -m agari``: the agari command line."""

from __future__ import annotations

import sys

from agari.frontends.cli import main

if __name__ == "__main__":
    sys.exit(main())
