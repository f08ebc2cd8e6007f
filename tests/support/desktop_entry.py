"""The desktop entry as a desktop reads it: its keys, desktop-file-validate's verdict, and its Exec line
run for a URL (tests/project/test_packaging.py, tests/ui/test_net_invitation.py)."""
from __future__ import annotations

import configparser
import re
import subprocess
from pathlib import Path

from support.system_tools import require_tool


def desktop_entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive: Name[de]
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def validate_desktop_file(path: Path) -> None:
    tool = require_tool("desktop-file-validate", "sudo apt-get install desktop-file-utils")
    result = subprocess.run([tool, str(path)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def exec_argv(exec_value: str, url: str) -> list[str]:
    """A desktop entry's Exec value as a launcher runs it for one URL, by the Desktop Entry
    Specification ("The Exec key"): the value's escapes undone, split into arguments (double quotes
    group, and inside them \\ escapes `"`, `` ` ``, `$` and `\\`), `%u` replaced by the URL as one
    argument, `%%` by `%`, the deprecated field codes dropped."""
    escapes = {"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}  # a string value's escapes
    value = re.sub(r"\\(.)", lambda m: escapes.get(m[1], "\\" + m[1]), exec_value)
    words: list[str] = []
    word, quoted, i, started = "", False, 0, False
    while i < len(value):
        c = value[i]
        if quoted and c == "\\" and i + 1 < len(value) and value[i + 1] in '"`$\\':
            word, i = word + value[i + 1], i + 2
            continue
        if c == '"':
            quoted, started = not quoted, True
        elif c == " " and not quoted:
            if started:
                words.append(word)
            word, started = "", False
        else:
            word, started = word + c, True
        i += 1
    assert not quoted, "an unclosed quote in Exec"
    if started:
        words.append(word)
    argv: list[str] = []
    for w in words:
        if w == "%u":
            argv.append(url)
        elif w in ("%f", "%F", "%U", "%i", "%c", "%k", "%d", "%D", "%n", "%N", "%v", "%m"):
            continue
        else:
            argv.append(w.replace("%%", "%"))
    return argv
