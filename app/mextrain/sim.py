"""`python -m mextrain.sim`: the command's old name, kept working; the tool is `mextrain.tools.sim`."""
from __future__ import annotations

from mextrain.tools.sim import main

if __name__ == "__main__":
    raise SystemExit(main())
