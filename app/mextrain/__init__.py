"""Mexican Train dominoes: a desktop game with computer opponents."""
from __future__ import annotations

from importlib import metadata as _metadata

try:
    __version__ = _metadata.version("mextrain")
except _metadata.PackageNotFoundError:  # running from a source tree that was not installed
    __version__ = "0+unknown"
