"""`python -m mextrain.i18n.ts_check`: what is left to do in translations/, for translators and tests.

For each translations/mextrain_<code>.ts it lists
- unfinished entries (marked unfinished, or with an empty translation or plural form),
- vanished and obsolete entries (refresh drops them; one left means the file was not refreshed),
- placeholder mismatches with the English source: %n, %1..%9, and the number of & accelerators,
- plural problems: a %n message with the wrong number of forms (Ukrainian 3, German, Danish,
  English 2), and a %n string that lupdate did not record as a plural (see context.py),
- a wrong language attribute (lrelease takes the plural rules from it),
and for each .qm whether it is missing, differs from what lrelease builds from its .ts now,
or is merely older than the .ts. `--extraction` also runs lupdate on a copy to see whether
the .ts files are in step with the code. Exit status 1 when anything but an older-but-equal
.qm was found (`--allow-unfinished` ignores unfinished entries, for work in progress).
"""
from __future__ import annotations

import argparse
import filecmp
import re
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from .languages import CODES, PLURAL_FORMS, SOURCE_LANGUAGE, normalize
from .lupdate import CATALOG, _run, extract, qm_path, repo_root, tool, ts_path

_ARG = re.compile(r"%L?([1-9])")
_ACCELERATOR = re.compile(r"&(?!&)")


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    comment: str
    numerus: bool
    kind: str  # "" (finished), "unfinished", "vanished" or "obsolete"
    forms: tuple[str, ...]  # the translation; one form per plural form for numerus messages

    def where(self) -> str:
        note = f" ({self.comment})" if self.comment else ""
        return f"[{self.context}] {self.source!r}{note}"


@dataclass
class TsFile:
    path: Path
    language: str
    source_language: str
    messages: list[Message] = field(default_factory=list)

    @property
    def code(self) -> str:
        """The language code from the file name: mextrain_uk.ts -> "uk"."""
        return self.path.stem.partition("_")[2]


def read_ts(path: Path) -> TsFile:
    root = ET.parse(path).getroot()
    ts = TsFile(path, root.get("language", ""), root.get("sourcelanguage", ""))
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            numerus = message.get("numerus") == "yes"
            if translation is None:
                kind, forms = "unfinished", tuple[str, ...]()
            else:
                kind = translation.get("type", "")
                if numerus:
                    forms = tuple(f.text or "" for f in translation.iter("numerusform"))
                else:
                    forms = (translation.text or "",)
            ts.messages.append(Message(name, message.findtext("source", ""), message.findtext("comment", ""),
                                       numerus, kind, forms))
    return ts


def ts_files(folder: Path | None = None) -> dict[str, Path]:
    folder = folder or (repo_root() / "translations")
    return {code: ts_path(code, folder) for code in CODES}


# ---------------------------------------------------------------------- checks on one file
def unfinished(ts: TsFile) -> list[Message]:
    return [m for m in ts.messages
            if m.kind == "unfinished" or (m.kind == "" and (not m.forms or any(not f for f in m.forms)))]


def vanished_or_obsolete(ts: TsFile) -> list[Message]:
    return [m for m in ts.messages if m.kind in ("vanished", "obsolete")]


def placeholders(text: str) -> tuple[bool, frozenset[str], int]:
    """(has %n, the %1..%9 used, how many & accelerators): what a translation must keep."""
    return "%n" in text, frozenset(_ARG.findall(text)), len(_ACCELERATOR.findall(text.replace("&&", "")))


def placeholder_mismatches(ts: TsFile) -> list[tuple[Message, str]]:
    """(message, what differs) for every non-empty translation whose placeholders differ."""
    found = []
    for m in ts.messages:
        if m.kind in ("vanished", "obsolete"):
            continue
        want_n, want_args, want_amp = placeholders(m.source)
        for form in m.forms:
            if not form:
                continue
            has_n, args, amp = placeholders(form)
            problems = []
            if has_n != want_n:
                problems.append("%n " + ("missing" if want_n else "not in the source"))
            if args != want_args:
                problems.append(f"%1..%9: source {sorted(want_args)}, translation {sorted(args)}")
            if amp != want_amp:
                problems.append(f"& accelerators: source {want_amp}, translation {amp}")
            if problems:
                found.append((m, f"{form!r}: " + "; ".join(problems)))
    return found


def plural_problems(ts: TsFile) -> list[tuple[Message, str]]:
    """Numerus messages without exactly the language's number of forms (uk 3, de/da/en 2),
    and %n strings that are not plural messages at all (counts lupdate did not see as counts)."""
    want = PLURAL_FORMS.get(normalize(ts.language) or ts.code)
    found = []
    for m in ts.messages:
        if m.kind in ("vanished", "obsolete"):
            continue
        if m.numerus:
            filled = sum(1 for f in m.forms if f)
            if want is not None and len(m.forms) != want:
                found.append((m, f"{len(m.forms)} plural forms, the language has {want}"))
            elif want is not None and m.kind != "unfinished" and filled != want:
                found.append((m, f"only {filled} of {want} plural forms filled in"))
        elif "%n" in m.source:
            found.append((m, "a count (%n) without plural forms: use Ctx.tr('text', 'comment', n), see i18n/context.py"))
    return found


def language_problems(ts: TsFile) -> list[str]:
    problems = []
    if normalize(ts.language) != ts.code:
        problems.append(f'language="{ts.language}" but the file is for "{ts.code}"')
    if ts.source_language and normalize(ts.source_language) != SOURCE_LANGUAGE:
        problems.append(f'sourcelanguage="{ts.source_language}", not English')
    return problems


def qm_status(ts: Path, qm: Path) -> str:
    """"ok", "missing", "stale" (differs from what lrelease builds now) or "older" (same bytes,
    older file: harmless, a checkout does not keep file times)."""
    if not qm.is_file():
        return "missing"
    with tempfile.TemporaryDirectory(prefix="mextrain-qm-") as tmp:
        fresh = release_one(ts, Path(tmp))
        if not filecmp.cmp(fresh, qm, shallow=False):
            return "stale"
    return "older" if qm.stat().st_mtime < ts.stat().st_mtime else "ok"


def release_one(ts: Path, out_dir: Path) -> Path:
    """lrelease one .ts into `out_dir`; returns the .qm."""
    target = out_dir / (ts.stem + ".qm")
    _run([*tool("lrelease"), "-silent", str(ts), "-qm", str(target)])
    return target


def extraction_changes(folder: Path | None = None, root: Path | None = None) -> list[str]:
    """The .ts files that lupdate (run on a copy) would change: code and .ts out of step."""
    return sorted(extraction_diff(folder, root))


def extraction_diff(folder: Path | None = None, root: Path | None = None) -> dict[str, list[str]]:
    """For each .ts that a refresh would change, what changes: "+ [Ctx] 'new string'",
    "- [Ctx] 'string gone from the code'", or a note that only the layout differs."""
    folder = folder or (repo_root() / "translations")
    changes: dict[str, list[str]] = {}
    with tempfile.TemporaryDirectory(prefix="mextrain-extract-") as tmp:
        copy = Path(tmp)
        for path in folder.glob(f"{CATALOG}_*.ts"):
            (copy / path.name).write_bytes(path.read_bytes())
        extract(copy, root)
        for code in CODES:
            mine, fresh = ts_path(code, folder), ts_path(code, copy)
            if mine.is_file() and mine.read_bytes() == fresh.read_bytes():
                continue
            if not mine.is_file():
                changes[mine.name] = ["missing"]
                continue
            def keys(path: Path) -> dict[tuple[str, str, str, bool], Message]:
                return {(m.context, m.source, m.comment, m.numerus): m for m in read_ts(path).messages}
            before, after = keys(mine), keys(fresh)
            lines = [f"+ {after[k].where()}{' (plural)' if k[3] else ''}" for k in after if k not in before]
            lines += [f"- {before[k].where()}{' (plural)' if k[3] else ''}" for k in before if k not in after]
            changes[mine.name] = lines or ["same strings, other layout or translations"]
    return changes


# ---------------------------------------------------------------------- report
@dataclass
class Report:
    code: str
    messages: int
    unfinished: list[Message]
    obsolete: list[Message]
    placeholders: list[tuple[Message, str]]
    plurals: list[tuple[Message, str]]
    language: list[str]
    qm: str

    def problems(self, allow_unfinished: bool = False) -> int:
        return ((0 if allow_unfinished else len(self.unfinished)) + len(self.obsolete) + len(self.placeholders)
                + len(self.plurals) + len(self.language) + (self.qm not in ("ok", "older")))


def check_file(code: str, folder: Path | None = None) -> Report:
    folder = folder or (repo_root() / "translations")
    path = ts_path(code, folder)
    ts = read_ts(path)
    return Report(code, len(ts.messages), unfinished(ts), vanished_or_obsolete(ts), placeholder_mismatches(ts),
                  plural_problems(ts), language_problems(ts), qm_status(path, qm_path(code, folder)))


def summary_line(folder: Path | None = None) -> str:
    """"en 3 (0 unfinished) · de 120 (117 unfinished) · ...": strings and what is left."""
    parts = []
    for code, path in ts_files(folder).items():
        if path.is_file():
            ts = read_ts(path)
            parts.append(f"{code} {len(ts.messages)} ({len(unfinished(ts))} unfinished)")
        else:
            parts.append(f"{code} missing")
    return "strings per .ts: " + " · ".join(parts)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mextrain.i18n.ts_check", description=__doc__.split("\n")[0])
    parser.add_argument("--dir", type=Path, help="the translations folder (default: the checkout's)")
    parser.add_argument("--allow-unfinished", action="store_true", help="do not count unfinished entries as problems")
    parser.add_argument("--extraction", action="store_true",
                        help="also run lupdate on a copy and report .ts files out of step with the code")
    parser.add_argument("--brief", action="store_true", help="counts only, no list of entries")
    args = parser.parse_args(argv)
    total = 0
    for code in CODES:
        path = ts_path(code, args.dir or (repo_root() / "translations"))
        if not path.is_file():
            print(f"{path.name}: missing (run python -m mextrain.i18n.refresh)")
            total += 1
            continue
        report = check_file(code, args.dir)
        total += report.problems(args.allow_unfinished)
        print(f"{path.name}: {report.messages} strings, {len(report.unfinished)} unfinished, "
              f"{len(report.obsolete)} vanished/obsolete, {len(report.placeholders)} placeholder mismatches, "
              f"{len(report.plurals)} plural problems; .qm {report.qm}")
        if args.brief:
            continue
        for problem in report.language:
            print(f"  language: {problem}")
        for m in report.unfinished:
            print(f"  unfinished: {m.where()}")
        for m in report.obsolete:
            print(f"  {m.kind}: {m.where()}")
        for m, why in report.placeholders:
            print(f"  placeholders: {m.where()} -> {why}")
        for m, why in report.plurals:
            print(f"  plurals: {m.where()} -> {why}")
    if args.extraction:
        changed = extraction_diff(args.dir)
        total += len(changed)
        for name, lines in sorted(changed.items()):
            print(f"{name}: out of step with the code (run python -m mextrain.i18n.refresh)")
            for line in lines:
                print(f"  {line}")
    print("no problems" if total == 0 else f"{total} problem(s)")
    return 1 if total else 0


if __name__ == "__main__":
    raise SystemExit(main())
