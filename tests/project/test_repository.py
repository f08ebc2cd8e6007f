"""The repository stands on its own: a fresh clone has everything its files refer to."""
from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def tracked_files() -> list[Path]:
    try:
        out = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("not a git checkout (needs git: sudo apt-get install git)")
    return [ROOT / name for name in out.decode().split("\0") if name]


def test_no_tracked_file_refers_outside_the_repository() -> None:
    outside = re.compile(re.escape(b".." + b"/shared") + rb"\b")  # written so as not to match itself
    found = [str(p.relative_to(ROOT)) for p in tracked_files()
             if p.is_file() and outside.search(p.read_bytes())]
    assert found == [], f"these files point at the steering folder, which a clone does not have: {found}"


#: the fixed top level: these folders and files, and tool configuration (dot files)
TOP_LEVEL = {"pyproject.toml", "README.md", "CONTRIBUTING.md", "app", "resources", "tests", "packaging", "translations"}


def test_the_top_level_holds_only_what_the_layout_allows() -> None:
    """A stray recording or scratch file committed with a merge is found here, not by a reader."""
    top = {p.relative_to(ROOT).parts[0] for p in tracked_files()}
    assert {name for name in top if not name.startswith(".")} - TOP_LEVEL == set()


@pytest.mark.parametrize("doc", ["README.md", "CONTRIBUTING.md", "resources/docs/rules.md",
                                 "resources/docs/record-format.md", "resources/docs/journal.md"])
def test_relative_links_of_the_documents_resolve_inside_the_repository(doc: str) -> None:
    path = ROOT / doc
    text = path.read_text(encoding="utf-8")
    links = re.findall(r"\]\(([^)\s]+)\)", text)
    broken = []
    for link in links:
        if re.match(r"[a-z]+:", link) or link.startswith("#"):
            continue
        target = (path.parent / link.split("#")[0]).resolve()
        if not target.exists() or ROOT not in target.parents:
            broken.append(link)
    assert broken == [], f"{doc} links to what a clone does not have: {broken}"


def test_the_readme_links_the_rules_and_the_record_format() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "(resources/docs/rules.md)" in text and "(resources/docs/record-format.md)" in text


#: a file name ending in .md, as code and documents name one (not part of a longer word)
MD_NAME = re.compile(r"(?<![\w./-])([\w./-]*[A-Za-z0-9_-]\.md)\b")
#: a path in a temporary folder: a contract or note there is gone on any other machine
TEMP_PATH = re.compile(r"(?<![\w.])/tmp/[\w./-]+")
#: files that may name temporary paths: tests and tools that write scratch files there on purpose
TEMP_ALLOWED = ("tests/project/test_repository.py",)


def _texts() -> list[tuple[Path, str]]:
    out = []
    for p in tracked_files():
        if p.suffix in (".py", ".md", ".toml", ".cfg", ".yaml", ".yml", ".sh", ".spec", ".iss") and p.is_file():
            out.append((p, p.read_text(encoding="utf-8", errors="replace")))
    return out


def test_every_md_file_named_in_code_or_docs_exists() -> None:
    """A .md name that points nowhere in a clone (a spec or style guide kept elsewhere) is a stale word."""
    names = {p.name for p in tracked_files()}
    rels = {str(p.relative_to(ROOT)) for p in tracked_files()}
    missing = []
    for path, text in _texts():
        for name in set(MD_NAME.findall(text)):
            clean = name.lstrip("./")
            here = (path.parent / name).resolve()
            if clean in rels or here.exists() or Path(clean).name in names:
                continue
            missing.append(f"{path.relative_to(ROOT)}: {name}")
    assert missing == [], f"these files name .md files the repository does not have: {missing}"


def test_no_code_or_doc_points_into_a_temporary_folder() -> None:
    found = [f"{p.relative_to(ROOT)}: {m}" for p, text in _texts()
             if str(p.relative_to(ROOT)) not in TEMP_ALLOWED for m in TEMP_PATH.findall(text)]
    assert found == [], f"these files point into a temporary folder, which no clone has: {found}"
