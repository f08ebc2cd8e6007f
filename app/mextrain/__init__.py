"""Mexican Train dominoes: a desktop game with computer opponents."""
from __future__ import annotations

from importlib import metadata as _metadata
from pathlib import Path as _Path


def _version() -> str:
    """The version `pyproject.toml` gives (its one place): read from it in a source tree, so that an
    editable install installed before the last change of the number still says the new one; else
    the installed package's (a wheel, the frozen app)."""
    source = _Path(__file__).resolve().parents[2] / "pyproject.toml"
    try:
        import tomllib

        project = tomllib.loads(source.read_text(encoding="utf-8")).get("project", {})
        if project.get("name") == "mextrain" and isinstance(project.get("version"), str):
            return str(project["version"])
    except (OSError, ValueError):
        pass
    try:
        return _metadata.version("mextrain")
    except _metadata.PackageNotFoundError:  # running from a source tree that was not installed
        return "0+unknown"


__version__ = _version()
