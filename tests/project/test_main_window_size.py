"""The main window only wires (issue 20): under 400 lines, its menus, choices and dialogs in modules
of their own (ui/window/menus.py, view_menu.py, settings_ui.py, ui/help/windows.py)."""
from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "app" / "mextrain" / "ui" / "window"


def test_the_main_window_stays_under_400_lines() -> None:
    lines = (UI / "main_window.py").read_text(encoding="utf-8").count("\n")
    assert lines < 400, f"ui/window/main_window.py has {lines} lines: move a coherent part into a module of its own"


def test_the_main_window_sets_no_menu_action_on_itself() -> None:
    """The menus are one typed object the window keeps (window.menus), not attributes set onto it."""
    tree = ast.parse((UI / "main_window.py").read_text(encoding="utf-8"))
    own = {t.attr for node in ast.walk(tree) if isinstance(node, ast.Assign) for t in node.targets
           if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id == "self"}
    assert "menus" in own
    assert not {name for name in own if name.endswith(("_action", "_actions", "_menu"))}
    for module in ("menus.py", "view_menu.py"):
        text = (UI / module).read_text(encoding="utf-8")
        assert "window.new_action =" not in text and "setattr(" not in text and ": Any" not in text
