"""Run by tests/ui/test_house_rules_screen.py in a child process whose offscreen screen is 1024x600
(QT_QPA_PLATFORM="offscreen:configfile=..."): in each language, opens New Game with a rule set of
four house rules and one of every house rule, and the rule-set editor on each, and prints as JSON
what a person sees: each window's frame and the screen's area, and every wrapped label's height
beside the height its words need. Pictures go to $MEXTRAIN_SHOTS (support.shots).
Usage: rules_screen.py DATA_FOLDER"""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from mextrain import i18n
from mextrain.controller import Pace
from mextrain.engine.options import STANDARD_RULES
from mextrain.ui.screen_fit import available_area
from mextrain.ui.settings import GameSetup, Settings
from mextrain.ui.window.main_window import MainWindow
from support.shots import save_shot

#: four house rules (issue 38: "…Nobody may go out on a" and nothing more), and every one of them
RULE_SETS = {
    "four": {**STANDARD_RULES, "doubles": "free", "out_on_double": False, "draw": "until_fits", "zero_zero": 0},
    "all": {**STANDARD_RULES, "set": 9, "doubles": "free", "out_on_double": False, "own_train_first": True,
            "draw": "until_fits", "zero_zero": 0, "starting_run": True},
}


def settle(seconds: float = 0.15) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QCoreApplication.processEvents()
        time.sleep(0.005)


def frame(widget: QWidget) -> list[int]:
    g = widget.frameGeometry()
    return [g.x(), g.y(), g.width(), g.height()]


def labels(widget: QWidget) -> list[dict]:
    """Every shown label that wraps its words: its height and the height its words need at its width."""
    out = []
    for label in widget.findChildren(QLabel):
        if label.isVisibleTo(widget) and label.wordWrap() and label.text():
            out.append({"name": label.objectName(), "text": label.text()[:60], "height": label.height(),
                        "needs": label.heightForWidth(label.width())})
    return out


def main() -> int:
    data = Path(sys.argv[1])
    QApplication.instance() or QApplication([])
    settings = Settings.at(data / "s.ini")
    settings.pace = Pace.INSTANT
    i18n.install(settings=QSettings(str(data / "lang.ini"), QSettings.Format.IniFormat))
    window = MainWindow(settings=settings, start_game=False, data_folder=data)
    window.resize(1024, 600)
    window.show()
    settle()
    out: dict = {"area": [*available_area(window).getRect()], "seen": []}
    for code in ("en", "de", "uk", "da"):
        i18n.switch_language(code)
        settle()
        for name, rules in RULE_SETS.items():
            house = {k: v for k, v in rules.items() if k != "starting_run"}
            settings.save_setup(GameSetup(players=4, kinds=["random"] * 7, house=house,
                                          starting_run=rules["starting_run"]))
            dialog = window.show_new_game_dialog()
            settle()
            save_shot(dialog.grab(), f"house-rules-1024x600/{code}-{name}-new-game.png")
            out["seen"].append({"language": code, "rules": name, "window": "new game", "frame": frame(dialog),
                                "summary": dialog.rules_summary.text(), "labels": labels(dialog)})
            editor = dialog.edit_rules()
            settle()
            save_shot(editor.grab(), f"house-rules-1024x600/{code}-{name}-editor.png")
            out["seen"].append({"language": code, "rules": name, "window": "editor", "frame": frame(editor),
                                "labels": labels(editor)})
            editor.reject()
            dialog.reject()
            settle()
    i18n.switch_language("en")
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
