"""`python -m mextrain.i18n.refresh`: the one command that brings translations/ up to date.

1. pyside6-lupdate reads every .py under app/mextrain and updates
   translations/mextrain_{en,de,uk,da}.ts: new strings come in as unfinished, strings gone
   from the code are dropped (-no-obsolete), existing translations are kept.
   No source locations (-locations none) and messages sorted (-sort-messages), so that
   moving code around changes nothing and re-running the command is a no-op.
2. The English file holds plural messages only (-pluralonly): English is the source
   language, so only its singular/plural forms need writing. They are filled from the
   source's "(s)"/"(es)": "%n tile(s)" -> "%n tile" / "%n tiles". A %n string without such
   a pattern stays unfinished in mextrain_en.ts for a person to fill in.
3. pyside6-lrelease builds translations/mextrain_<code>.qm from each .ts.

Run it from a source checkout (it writes into the repository). `--check` only says whether
the files are up to date (exit 1 if not) and writes nothing.
"""
from __future__ import annotations

import argparse
import filecmp
import shutil
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

from .languages import CODES
from .lupdate import RefreshError, extract, qm_path, release, repo_root, ts_path
from .ts_check import summary_line


def refresh(root: Path | None = None) -> list[Path]:
    """Extract into translations/ and build the .qm files; returns the files written."""
    root = root or repo_root()
    folder = root / "translations"
    return extract(folder, root) + release(folder)


def out_of_date(root: Path | None = None) -> list[str]:
    """Names of files in translations/ that a refresh would change (nothing is written)."""
    root = root or repo_root()
    folder = root / "translations"
    stale = []
    with tempfile.TemporaryDirectory(prefix="mextrain-refresh-check-") as tmp:
        copy = Path(tmp)
        for code in CODES:
            if ts_path(code, folder).is_file():
                shutil.copy2(ts_path(code, folder), copy)
        extract(copy, root)
        release(copy)
        for code in CODES:
            for name in (ts_path(code, folder).name, qm_path(code, folder).name):
                mine, fresh = folder / name, copy / name
                if not mine.is_file() or not filecmp.cmp(mine, fresh, shallow=False):
                    stale.append(name)
    return stale


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m mextrain.i18n.refresh",
        description="Extract the UI strings into translations/*.ts (lupdate) and build the .qm files (lrelease).",
    )
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if the .ts or .qm files are not up to date")
    args = parser.parse_args(argv)
    try:
        if args.check:
            stale = out_of_date()
            for name in stale:
                print(f"out of date: translations/{name}")
            print("translations/ is up to date" if not stale else "run: python -m mextrain.i18n.refresh")
            return 1 if stale else 0
        for path in refresh():
            print(f"wrote {path.relative_to(repo_root())}")
    except RefreshError as error:
        print(f"mextrain.i18n.refresh: {error}", file=sys.stderr)
        return 2
    print(summary_line())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
