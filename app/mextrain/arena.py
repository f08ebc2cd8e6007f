"""`python -m mextrain.arena`: the command's old name, kept working; the tool is `mextrain.tools.arena`."""
from __future__ import annotations

from mextrain.tools.arena import main

if __name__ == "__main__":
    raise SystemExit(main())
