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


@pytest.mark.parametrize("doc", ["README.md", "resources/docs/rules.md", "resources/docs/record-format.md"])
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
