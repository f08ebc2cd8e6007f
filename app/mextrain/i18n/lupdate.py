"""The lupdate/lrelease helpers, in one home for `refresh` (writes translations/) and
`ts_check` (reads and checks them): where the tools and files are, extraction and release."""
from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from .languages import CODES, SOURCE_LANGUAGE

CATALOG = "mextrain"
LUPDATE_OPTIONS = ("-no-obsolete", "-locations", "none", "-sort-messages", "-silent")


class RefreshError(RuntimeError):
    """A tool is missing or failed; the message says which and how."""


def repo_root() -> Path:
    """The checkout's top folder (app/mextrain/i18n/lupdate.py -> four levels up)."""
    root = Path(__file__).resolve().parents[3]
    if not (root / "app" / "mextrain").is_dir():
        raise RefreshError(f"{root} is not a source checkout: run this from the repository")
    return root


def ts_path(code: str, folder: Path) -> Path:
    return folder / f"{CATALOG}_{code}.ts"


def qm_path(code: str, folder: Path) -> Path:
    return folder / f"{CATALOG}_{code}.qm"


def tool(name: str) -> list[str]:
    """The command for Qt's `lupdate` or `lrelease` as PySide6 ships it."""
    import PySide6

    exe = Path(PySide6.__file__).resolve().parent / (name + (".exe" if sys.platform == "win32" else ""))
    if exe.is_file():
        return [str(exe)]
    for candidate in (f"pyside6-{name}", name):
        found = shutil.which(candidate)
        if found:
            return [found]
    raise RefreshError(f"cannot find Qt's {name}: install PySide6 (pip install -e .)")


def _run(command: list[str]) -> None:
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        raise RefreshError(f"{' '.join(command)} failed:\n{done.stdout}{done.stderr}")
    if done.stderr.strip():  # lupdate's warnings (unbalanced parentheses, ...) are worth seeing
        print(done.stderr.rstrip(), file=sys.stderr)


def source_files(root: Path | None = None) -> list[Path]:
    """Every .py of the game, sorted (lupdate's input)."""
    base = (root or repo_root()) / "app" / "mextrain"
    return sorted(p for p in base.rglob("*.py") if "__pycache__" not in p.parts)


# ---------------------------------------------------------------------- English plurals
_NUMERUS_MESSAGE = re.compile(r'<message numerus="yes">.*?</message>', re.DOTALL)
_SOURCE = re.compile(r"<source>(.*?)</source>", re.DOTALL)
_UNFINISHED = re.compile(r'( *)<translation type="unfinished">.*?</translation>', re.DOTALL)
_PLURAL_SUFFIX = re.compile(r"\((e?s)\)")


def english_forms(source: str) -> tuple[str, str] | None:
    """("%n tile", "%n tiles") for "%n tile(s)"; None when the source has no "(s)"/"(es)"."""
    if not _PLURAL_SUFFIX.search(source):
        return None
    return _PLURAL_SUFFIX.sub("", source), _PLURAL_SUFFIX.sub(r"\1", source)


def fill_english_text(text: str) -> tuple[str, int]:
    """Fill the unfinished plural messages of an English .ts (as lupdate writes it)."""
    filled = 0

    def fill_message(match: re.Match[str]) -> str:
        nonlocal filled
        block = match.group(0)
        source = _SOURCE.search(block)
        unfinished = _UNFINISHED.search(block)
        forms = english_forms(source.group(1)) if source else None
        if unfinished is None or forms is None:
            return block
        indent = unfinished.group(1)
        translation = (
            f"{indent}<translation>\n"
            + "".join(f"{indent}    <numerusform>{form}</numerusform>\n" for form in forms)
            + f"{indent}</translation>"
        )
        filled += 1
        return block[: unfinished.start()] + translation + block[unfinished.end() :]

    return _NUMERUS_MESSAGE.sub(fill_message, text), filled


def fill_english(path: Path) -> int:
    text = path.read_text(encoding="utf-8")
    new, filled = fill_english_text(text)
    if new != text:
        path.write_text(new, encoding="utf-8", newline="\n")
    return filled


# ---------------------------------------------------------------------- the steps
def extract(ts_dir: Path, root: Path | None = None) -> list[Path]:
    """Run lupdate for every language into `ts_dir` and fill English's plural forms."""
    root = root or repo_root()
    ts_dir.mkdir(parents=True, exist_ok=True)
    files = source_files(root)
    if not files:
        raise RefreshError(f"no .py files under {root / 'app' / 'mextrain'}")
    written = []
    with tempfile.TemporaryDirectory(prefix="mextrain-lupdate-") as tmp:
        listing = Path(tmp) / "sources.lst"
        listing.write_text("".join(f"{p}\n" for p in files), encoding="utf-8")
        for code in CODES:
            target = ts_path(code, ts_dir)
            command = [*tool("lupdate"), f"@{listing}", *LUPDATE_OPTIONS,
                       "-source-language", SOURCE_LANGUAGE, "-target-language", code]
            if code == SOURCE_LANGUAGE:
                command.append("-pluralonly")
            _run([*command, "-ts", str(target)])
            if code == SOURCE_LANGUAGE:
                fill_english(target)
            written.append(target)
    return written


def release(ts_dir: Path, qm_dir: Path | None = None) -> list[Path]:
    """Build mextrain_<code>.qm for each .ts of `ts_dir` (into `qm_dir`, default the same)."""
    qm_dir = ts_dir if qm_dir is None else qm_dir
    qm_dir.mkdir(parents=True, exist_ok=True)
    built = []
    for code in CODES:
        source = ts_path(code, ts_dir)
        if not source.is_file():
            raise RefreshError(f"{source} is missing: run python -m mextrain.i18n.refresh")
        target = qm_path(code, qm_dir)
        _run([*tool("lrelease"), "-silent", str(source), "-qm", str(target)])
        built.append(target)
    return built
