"""Tests that need a program the README's test command does not install.

Such a test skips, naming the command that installs the program, so that the README's
command passes on a fresh machine with Python alone. `.ci/run` installs the programs and
sets MEXTRAIN_REQUIRE_SYSTEM_TOOLS=1, which turns the skip into a failure: CI still runs
every one of these tests.
"""
from __future__ import annotations

import os
import shutil

import pytest

REQUIRE = "MEXTRAIN_REQUIRE_SYSTEM_TOOLS"


def require_tool(program: str, install: str) -> str:
    """The path of `program`; without it, skip (or fail where CI demands the tool)."""
    path = shutil.which(program)
    if path is None:
        reason = f"needs {program}: {install}"
        if os.environ.get(REQUIRE) == "1":
            pytest.fail(f"{reason} ({REQUIRE}=1: CI must run this test)")
        pytest.skip(reason)
    return path
