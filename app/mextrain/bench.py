"""`python -m mextrain.bench`: the command's old name, kept working; the tool is `mextrain.tools.bench`."""
from __future__ import annotations

from mextrain.tools.bench import main

if __name__ == "__main__":
    raise SystemExit(main())
