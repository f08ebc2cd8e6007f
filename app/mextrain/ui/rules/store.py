"""A family's saved rule sets (R18): one small JSON file each, in a folder of the app's data.

A rule set's file is the rules of `GameOptions.rules()` with its name beside them:

    {"name": "Grandma's", "set": 9, "doubles": "free", "starting_run": false, ...}

A rule option left out has its default (the standard rules). A file that cannot be read or
names a rule set that cannot be played is refused with a `RuleError` that names the option and
the values it allows; it is set aside (renamed beside itself, never deleted) and the others
stay offered. No Qt here: the New Game dialog, tests and tools read the same files.
"""
from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mextrain.engine.options import RULE_KEYS, STANDARD_RULES, GameOptions, RuleError
from mextrain.files import atomic_write_text, set_aside

#: the folder's name inside the app's data folder
FOLDER_NAME = "rule-sets"
NAME_LENGTH = 40
#: the largest file read as a rule set (one is a few hundred bytes)
MAX_BYTES = 64 * 1024


@dataclass(frozen=True)
class RuleSet:
    """A named rule set: every rule option of `RULE_KEYS` (defaults filled in)."""

    name: str
    rules: Mapping[str, Any] = field(default_factory=lambda: dict(STANDARD_RULES))

    def options(self, players: int = 2, short: bool = False) -> GameOptions:
        return GameOptions.of(players, short=short, **self.rules)

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, **{k: self.rules[k] for k in RULE_KEYS}}


@dataclass(frozen=True)
class Refused:
    """A saved rule set that was not offered: its file, where it was kept, and why."""

    path: Path
    kept_as: Path | None
    error: RuleError
    #: the rule set's name where the file gives one (a family knows its rules by it, not by the file)
    name: str | None = None


def parse_rule_set(data: object) -> RuleSet:
    """The rule set a file's JSON describes; a `RuleError` if it is not one that can be played."""
    if not isinstance(data, Mapping):
        raise RuleError("rule set", data, "a JSON object with a name and rule options")
    name = data.get("name")
    if not isinstance(name, str) or not name.strip() or len(name.strip()) > NAME_LENGTH:
        raise RuleError("name", name, f"a text of 1 to {NAME_LENGTH} characters")
    rules = {k: v for k, v in data.items() if k != "name"}
    unknown = sorted(set(rules) - set(RULE_KEYS))
    if unknown:
        raise RuleError(unknown[0], rules[unknown[0]], "one of " + ", ".join(RULE_KEYS), unknown=True)
    merged = {**STANDARD_RULES, **rules}
    GameOptions.of(2, **merged)  # each value checked: RuleError names the option and what it allows
    return RuleSet(name.strip(), merged)


def file_name(name: str) -> str:
    """A file name for a rule set's name: its letters, and a digest so that two names never share one."""
    slug = re.sub(r"[^\w]+", "-", name.casefold(), flags=re.UNICODE).strip("-")[:32] or "rules"
    digest = hashlib.sha1(name.encode("utf-8")).hexdigest()[:8]
    return f"{slug}-{digest}.json"


class RuleSets:
    """The saved rule sets in `folder` (`load`, `save`, `rename`, `delete`)."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)

    def path_of(self, name: str) -> Path:
        return self.folder / file_name(name)

    def load(self) -> tuple[list[RuleSet], list[Refused]]:
        """Every saved rule set, by name; the refused ones are set aside and listed with the reason."""
        found: list[RuleSet] = []
        refused: list[Refused] = []
        if not self.folder.is_dir():
            return found, refused
        for path in sorted(self.folder.glob("*.json")):
            data: object = None
            try:
                if path.stat().st_size > MAX_BYTES:
                    raise RuleError("rule set", f"{path.stat().st_size} bytes", f"at most {MAX_BYTES} bytes")
                try:
                    data = json.loads(path.read_text(encoding="utf-8"))
                except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
                    raise RuleError("rule set", path.name, "a JSON object with a name and rule options") from None
                found.append(parse_rule_set(data))
            except RuleError as exc:
                named = data.get("name") if isinstance(data, Mapping) else None
                name = named.strip()[:NAME_LENGTH] if isinstance(named, str) and named.strip() else None
                refused.append(Refused(path, set_aside(path), exc, name))
            except OSError:
                continue  # gone or unreadable right now: not offered, left where it is
        found.sort(key=lambda r: r.name.casefold())
        return found, refused

    def names(self) -> list[str]:
        return [r.name for r in self.load()[0]]

    def save(self, rule_set: RuleSet) -> Path:
        """Write (or replace) the rule set of this name; its rules are checked first."""
        checked = parse_rule_set(rule_set.to_json())
        path = self.path_of(checked.name)
        atomic_write_text(path, json.dumps(checked.to_json(), ensure_ascii=False, indent=1) + "\n")
        return path

    def delete(self, name: str) -> None:
        self.path_of(name).unlink(missing_ok=True)

    def rename(self, old: str, new: str) -> RuleSet:
        """The rule set `old` under the name `new` (which must not be another's)."""
        current = next((r for r in self.load()[0] if r.name == old), None)
        if current is None:
            raise KeyError(old)
        renamed = RuleSet(new.strip(), current.rules)
        self.save(renamed)
        if self.path_of(old) != self.path_of(renamed.name):
            self.delete(old)
        return renamed


def same_rules(a: Mapping[str, Any], b: Mapping[str, Any]) -> bool:
    """Two rule sets with the same rules (an option left out has its default)."""
    return all(a.get(k, STANDARD_RULES[k]) == b.get(k, STANDARD_RULES[k]) for k in RULE_KEYS)


__all__ = ["FOLDER_NAME", "Refused", "RuleSet", "RuleSets", "file_name", "parse_rule_set", "same_rules"]
