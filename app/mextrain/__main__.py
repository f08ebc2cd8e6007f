"""`python -m mextrain`; also the PyInstaller entry script (packaging/mextrain.spec).

Absolute imports only: PyInstaller runs this file as a top-level script, not as part of
the package.
"""
from __future__ import annotations

from mextrain.app import main

if __name__ == "__main__":
    raise SystemExit(main())
