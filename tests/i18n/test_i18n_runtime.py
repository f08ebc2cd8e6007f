"""Switching the language while the game runs: translators, LanguageChange, plurals, memory.

The language choice lives in a QSettings file under tmp_path, never the person's settings.
The main-window tests switch between pseudo-translations built from the real .ts files
("[de] &Game", "[uk] Player", ...), so they check that every string the code hands to
lupdate re-translates on screen, whether or not the translators have filled it in yet.
"""
from __future__ import annotations

import functools
import itertools
import os
import re
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDialogButtonBox,
    QGraphicsSimpleTextItem,
    QGroupBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from mextrain import i18n, paths
from mextrain.i18n import CODES, LANGUAGES, PLURAL_FORMS, phrases, refresh, translator, ts_check
from mextrain.i18n.translator import SETTINGS_KEY, LanguageManager

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "translations"

#: (&Language, 5 tiles, 2 tiles, Qt's Close, Qt's Cancel) as each language shows them
EXPECTED = {
    "en": ("&Language", "5 tiles", "2 tiles", "Close", "Cancel"),
    "de": ("&Sprache", "5 Steine", "2 Steine", "Schließen", "Abbrechen"),
    "uk": ("&Мова", "5 кісточок", "2 кісточки", "Закрити", "Скасувати"),
    "da": ("&Sprog", "5 brikker", "2 brikker", "Luk", "Annuller"),
}


@pytest.fixture
def store(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "language.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def managers(qapp) -> Iterator[list[LanguageManager]]:
    """Managers made by a test; their translators go and the default locale comes back after it."""
    made: list[LanguageManager] = []
    saved_locale = QLocale()
    yield made
    for manager in made:
        manager.shutdown()
    i18n.uninstall()
    QLocale.setDefault(saved_locale)
    QCoreApplication.processEvents()


@pytest.fixture
def make(managers: list[LanguageManager], store: QSettings) -> Callable[..., LanguageManager]:
    def make(settings: QSettings | None = None, **kwargs: object) -> LanguageManager:
        manager = LanguageManager(settings=settings if settings is not None else store, **kwargs)
        managers.append(manager)
        return manager

    return make


class Probe(QWidget):
    """A small widget that re-translates itself on LanguageChange, as every widget of the game does."""

    def __init__(self) -> None:
        super().__init__()
        self.title = QLabel()
        self.count = QLabel()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close | QDialogButtonBox.StandardButton.Cancel)
        layout = QVBoxLayout(self)
        for widget in (self.title, self.count, self.buttons):
            layout.addWidget(widget)
        self.language_changes = 0
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.title.setText(phrases.language_menu_title())
        self.count.setText(phrases.tile_count(5))
        self.setToolTip(phrases.tile_count(2))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.language_changes += 1
            self.retranslate_ui()
        super().changeEvent(event)

    def shown(self) -> tuple[str, ...]:
        close = self.buttons.button(QDialogButtonBox.StandardButton.Close).text()
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel).text()
        return self.title.text(), self.count.text(), self.toolTip(), close.replace("&", ""), cancel.replace("&", "")


# ---------------------------------------------------------------------- the list and the system
def test_the_languages_are_listed_in_their_own_names() -> None:
    assert LANGUAGES == (("en", "English"), ("de", "Deutsch"), ("uk", "Українська"), ("da", "Dansk"))
    assert i18n.native_name("uk") == "Українська" and i18n.native_name("fr") == "fr"


@pytest.mark.parametrize(
    ("locale", "code"),
    [("de_DE", "de"), ("de_CH", "de"), ("uk_UA", "uk"), ("da_DK", "da"), ("en_GB", "en"),
     ("fr_FR", "en"), ("nb_NO", "en"), ("ru_RU", "en"), ("C", "en")],
)
def test_the_system_language_is_one_of_the_four_else_english(locale: str, code: str) -> None:
    assert i18n.system_language(QLocale(locale)) == code


def test_normalize_accepts_region_and_case_and_refuses_the_rest() -> None:
    assert [i18n.normalize(c) for c in ("de", "de_AT", "uk-UA", "DA", " en ")] == ["de", "de", "uk", "da", "en"]
    assert [i18n.normalize(c) for c in ("fr", "", None, 42, ["de"])] == [None] * 5


# ---------------------------------------------------------------------- choosing and remembering
def test_the_first_start_follows_the_system_language(make, store: QSettings, monkeypatch) -> None:
    monkeypatch.setattr(translator, "system_language", lambda: "da")
    manager = make()
    assert manager.current == "da" and manager.follows_system
    assert store.value(SETTINGS_KEY) is None  # nothing chosen, nothing written


@pytest.mark.parametrize("stored", ["xx", "fr_FR", 42, "", ["de"], "Deutsch"])
def test_a_bad_stored_value_falls_back_to_the_system_language(make, store: QSettings, monkeypatch, stored) -> None:
    monkeypatch.setattr(translator, "system_language", lambda: "uk")
    store.setValue(SETTINGS_KEY, stored)
    assert make().current == "uk"


def test_a_stored_region_counts_as_its_language(make, store: QSettings) -> None:
    store.setValue(SETTINGS_KEY, "de_AT")
    assert make().current == "de"


@pytest.mark.parametrize("code", CODES)
def test_the_choice_survives_a_restart(make, tmp_path: Path, code: str) -> None:
    path = str(tmp_path / "restart.ini")
    first = make(QSettings(path, QSettings.Format.IniFormat))
    first.set_language(code)
    first.shutdown()
    # a new run: a new QSettings object on the same file, a new manager
    second = make(QSettings(path, QSettings.Format.IniFormat))
    assert second.current == code and not second.follows_system


def test_following_the_system_again_is_remembered(make, store: QSettings, monkeypatch) -> None:
    monkeypatch.setattr(translator, "system_language", lambda: "de")
    manager = make()
    manager.set_language("uk")
    manager.set_language("")
    assert manager.current == "de" and manager.follows_system
    assert make(store).current == "de"


def test_an_unknown_language_is_refused_and_changes_nothing(make) -> None:
    manager = make()
    manager.set_language("da")
    with pytest.raises(ValueError):
        manager.set_language("fr")
    assert manager.current == "da"


# ---------------------------------------------------------------------- switching
def test_every_switch_retranslates_an_open_widget_at_once(qtbot, make) -> None:
    manager = make()
    probe = Probe()
    qtbot.addWidget(probe)
    probe.show()
    seen: list[str] = []
    manager.language_changed.connect(seen.append)
    manager.set_language("en")
    QCoreApplication.processEvents()
    # every ordered pair of languages, so each one is reached from each other one
    route = ["en"] + [code for pair in itertools.permutations(CODES, 2) for code in pair]
    for previous, code in zip(route, route[1:]):
        changes = probe.language_changes
        manager.set_language(code)
        QCoreApplication.processEvents()
        assert probe.shown() == EXPECTED[code], f"{previous} -> {code}"
        assert manager.current == code and QLocale().name().startswith(code)
        if code != previous:
            assert probe.language_changes == changes + 1  # one LanguageChange, however many translators
    assert seen == [code for previous, code in zip(route, route[1:]) if code != previous]


def test_setting_the_same_language_again_sends_no_signal(qtbot, make) -> None:
    manager = make()
    manager.set_language("uk")
    with qtbot.assertNotEmitted(manager.language_changed):
        manager.set_language("uk")


@pytest.mark.parametrize("code", [c for c in CODES if c != "en"])
def test_qts_own_translation_is_loaded_with_the_games(make, code: str) -> None:
    manager = make()
    manager.set_language(code)
    names = [Path(p).name for p in manager.loaded_files()]
    assert names == [f"qtbase_{code}.qm", f"mextrain_{code}.qm"]


def test_english_loads_only_the_games_plural_forms(make) -> None:
    manager = make()
    manager.set_language("en")
    assert [Path(p).name for p in manager.loaded_files()] == ["mextrain_en.qm"]


def test_the_module_level_switch_uses_one_manager(qtbot, managers, store: QSettings) -> None:
    manager = i18n.install(settings=store)
    i18n.switch_language("da")
    assert i18n.manager() is manager and i18n.current_language() == "da"
    assert store.value(SETTINGS_KEY) == "da"
    i18n.uninstall()
    assert QCoreApplication.translate("Language", "&Language", "View menu: the submenu that lists the languages") \
        == "&Language"


# ---------------------------------------------------------------------- plurals with the real .qm files
UKRAINIAN_TILES = {1: "1 кісточка", 2: "2 кісточки", 5: "5 кісточок", 11: "11 кісточок", 21: "21 кісточка",
                   22: "22 кісточки"}


def test_ukrainian_plurals_are_right(make) -> None:
    manager = make()
    manager.set_language("uk")
    assert {n: phrases.tile_count(n) for n in UKRAINIAN_TILES} == UKRAINIAN_TILES
    assert phrases.tile_count(0) == "0 кісточок" and phrases.tile_count(104) == "104 кісточки"


@pytest.mark.parametrize(
    ("code", "one", "many"),
    [("en", "1 tile", "21 tiles"), ("de", "1 Stein", "21 Steine"), ("da", "1 brik", "21 brikker")],
)
def test_two_form_plurals_are_right(make, code: str, one: str, many: str) -> None:
    manager = make()
    manager.set_language(code)
    assert phrases.tile_count(1) == one and phrases.tile_count(21) == many


def test_english_plural_forms_reach_every_count_in_the_code(make) -> None:
    """Each %n string of the code reads as English singular and plural once mextrain_en.qm is in."""
    manager = make()
    manager.set_language("en")
    for m in ts_check.read_ts(refresh.ts_path("en", FOLDER)).messages:
        one = QCoreApplication.translate(m.context, m.source, m.comment or None, 1)
        five = QCoreApplication.translate(m.context, m.source, m.comment or None, 5)
        assert "(s)" not in one + five and one != five, m.where()


# ---------------------------------------------------------------------- where the .qm files are found
def test_the_qm_files_are_found_in_the_source_tree() -> None:
    assert paths.translations_dir() == FOLDER or (paths.translations_dir() / "mextrain_en.qm").is_file()
    for code in CODES:
        assert translator.app_qm_path(code).is_file()


def test_a_frozen_app_finds_its_own_qm_files(monkeypatch, tmp_path: Path) -> None:
    bundled = tmp_path / "mextrain" / "_data" / "translations"
    bundled.mkdir(parents=True)
    (bundled / "mextrain_uk.qm").write_bytes((FOLDER / "mextrain_uk.qm").read_bytes())
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.translations_dir() == bundled
    assert translator.app_qm_path("uk") == bundled / "mextrain_uk.qm"


def test_the_bundle_and_the_wheel_carry_the_qm_files() -> None:
    """packaging/bundle_policy.py puts translations/*.qm where paths.py looks in a frozen app,
    and pyproject.toml's package data ships them in a wheel."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("bundle_policy", ROOT / "packaging" / "bundle_policy.py")
    policy = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(policy)
    carried = {Path(source).name: folder for source, folder in policy.app_data_files()}
    for code in CODES:
        assert carried.get(f"mextrain_{code}.qm") == "mextrain/_data/translations"
    assert policy.QT_TRANSLATION_CATALOGS == ("qtbase",)
    assert set(policy.QT_TRANSLATION_LANGUAGES) == set(CODES) - {"en"}
    assert "translations/*.qm" in (ROOT / "pyproject.toml").read_text(encoding="utf-8")


def test_qts_own_translations_are_found(monkeypatch, tmp_path: Path) -> None:
    for code in ("de", "uk", "da"):
        assert translator.qt_qm_path(code) is not None
    assert translator.qt_qm_path("xx") is None
    # a frozen app's PySide6/Qt/translations is tried too
    frozen = tmp_path / "PySide6" / "Qt" / "translations"
    frozen.mkdir(parents=True)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert frozen in translator.qt_translation_dirs()


# ---------------------------------------------------------------------- the real window
MARK = "[{code}] "


def pseudo_translate(source: Path, target: Path, code: str) -> None:
    """A .ts with every entry 'translated' to MARK + the English source (placeholders kept)."""
    tree = ET.parse(source)
    for message in tree.getroot().iter("message"):
        text = MARK.format(code=code) + message.findtext("source", "")
        translation = message.find("translation")
        translation.attrib.pop("type", None)
        if message.get("numerus") == "yes":
            for form in list(translation):
                translation.remove(form)
            for _ in range(PLURAL_FORMS[code]):
                ET.SubElement(translation, "numerusform").text = text
        else:
            translation.text = text
    tree.write(target, encoding="utf-8", xml_declaration=True)


@pytest.fixture(scope="module")
def pseudo_folder(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("pseudo")
    for code in CODES:
        if code == "en":
            (folder / "mextrain_en.qm").write_bytes((FOLDER / "mextrain_en.qm").read_bytes())
            continue
        pseudo_translate(refresh.ts_path(code, FOLDER), folder / f"mextrain_{code}.ts", code)
        ts_check.release_one(folder / f"mextrain_{code}.ts", folder)
    return folder


@functools.cache
def source_patterns() -> tuple[re.Pattern[str], ...]:
    """Regular expressions for the English texts lupdate extracted (%1..%9 stand for anything).

    Plural (%n) strings are left out: a count's English reading ("15 tiles") is too easily
    produced by strings lupdate never saw. Made once a run: there are more of them than `re` keeps."""
    patterns = []
    for m in ts_check.read_ts(refresh.ts_path("de", FOLDER)).messages:
        if m.numerus or "%n" in m.source:
            continue
        pieces = re.split(r"%L?[1-9]", m.source)
        patterns.append(re.compile(".+?".join(re.escape(p) for p in pieces) + r"\Z", re.DOTALL))
    return tuple(patterns)


def text_slots(roots: list[QWidget], actions: list[QAction]) -> Iterator[tuple[str, Callable[[], str]]]:
    """(description, getter) for every text a person can see or hear on these widgets."""
    number = itertools.count(1)
    for root in roots:
        for w in [root, *root.findChildren(QWidget)]:
            name = f"{type(w).__name__}:{w.objectName() or '?'}#{next(number)}"
            if isinstance(w, QLabel):
                yield f"{name} text", w.text
            if isinstance(w, QAbstractButton):
                yield f"{name} text", w.text
            if isinstance(w, QGroupBox):
                yield f"{name} title", w.title
            if isinstance(w, QComboBox):
                for i in range(w.count()):
                    yield f"{name} item {i}", (lambda w=w, i=i: w.itemText(i))
            if w.isWindow():
                yield f"{name} window title", w.windowTitle
            yield f"{name} tooltip", w.toolTip
            yield f"{name} accessible name", w.accessibleName
            yield f"{name} accessible description", w.accessibleDescription
            if hasattr(w, "scene") and callable(w.scene) and w.scene() is not None and not hasattr(w.scene(), "rows"):
                # labels drawn in a dialog's scene (the train dialog), which may be rebuilt
                for i in range(len(scene_labels(w.scene()))):
                    yield f"{name} scene label {i}", (lambda s=w.scene(), i=i: (scene_labels(s) + [""] * (i + 1))[i])  # noqa: B008 - bound now
    for action in actions:
        name = f"action {action.objectName() or '?'}#{next(number)}"
        yield f"{name} text", action.text
        yield f"{name} tooltip", action.toolTip


def scene_labels(scene) -> list[str]:
    items = [it for it in scene.items() if isinstance(it, QGraphicsSimpleTextItem)]
    return [it.text() for it in sorted(items, key=lambda it: (it.pos().y(), it.pos().x()))]


def menu_actions(window) -> list[QAction]:
    found: list[QAction] = []

    def walk(actions: list[QAction]) -> None:
        for action in actions:
            found.append(action)
            if action.menu() is not None:
                walk(action.menu().actions())

    walk(window.menuBar().actions())
    found += [a for a in window.panel.actions() if a not in found]
    found += [a for a in window.panel.findChildren(QAction) if a not in found]
    return [a for a in found if not a.isSeparator()]


@pytest.fixture
def window(qtbot, tmp_path: Path, store: QSettings, managers, pseudo_folder: Path):
    from mextrain.controller import Pace
    from mextrain.ui.settings import GameSetup, Settings
    from mextrain.ui.window.main_window import MainWindow

    i18n.install(settings=store, folder=pseudo_folder)
    i18n.switch_language("en")
    settings = Settings.at(tmp_path / "window.ini")
    settings.pace = Pace.INSTANT
    w = MainWindow(settings=settings, start_game=False)
    qtbot.addWidget(w)
    w.show()
    w.start_game(GameSetup(players=3, rounds=7), 11)
    qtbot.waitUntil(lambda: w.controller.game is not None and not w.controller.busy, timeout=5000)
    return w


def language_action(window, code: str) -> QAction:
    action = window.menus.view.language_actions[code]
    assert action.text() == i18n.native_name(code)  # each language in its own name, never translated
    return action


def extracted_slots(window, dialogs: list[QWidget]) -> list[tuple[str, Callable[[], str]]]:
    """The texts on screen whose English is a string lupdate extracted (the window's title,
    the app's name, is not translated)."""
    patterns = source_patterns()
    return [(what, get) for what, get in text_slots([window, *dialogs], menu_actions(window))
            if get() and any(p.match(get()) for p in patterns)
            and not (what.startswith("MainWindow") and what.endswith("window title"))]


def untranslated_after_switch(window, slots, code: str) -> dict[str, str]:
    """Switch through View > Language; the slots that do not show the pseudo-translation."""
    language_action(window, code).trigger()
    QCoreApplication.processEvents()
    assert i18n.current_language() == code
    marker = MARK.format(code=code).strip()
    return {what: get() for what, get in slots if marker not in get()}


@pytest.mark.parametrize("code", [c for c in CODES if c != "en"])
def test_switching_retranslates_the_main_window_open_dialogs_and_the_train_view(qtbot, window, code: str) -> None:
    """Choose the language from View > Language with the score sheet, the rules and a train's
    dialog (tiles and labels drawn in a scene) open: every extracted string on screen changes
    at once, the rules page follows, Qt's own buttons follow; and all comes back in English."""
    from mextrain.engine import MEXICAN

    dialogs = [window.show_score_sheet(), window.help_ui.show_rules(), window.table.open_train_dialog(MEXICAN)]
    QCoreApplication.processEvents()
    slots = extracted_slots(window, dialogs)
    english = {what: get() for what, get in slots}
    assert len(english) >= 40, sorted(english.values())  # menus, panel, dialogs: never a vacuous pass
    assert any("scene label" in what for what in english)

    untranslated = untranslated_after_switch(window, slots, code)
    assert not untranslated, f"not re-translated to {code}: {untranslated}"

    rules = dialogs[1]
    assert rules.shown_path.name == f"rules_{code}.html"  # Help > Rules follows the switch
    close = rules.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close).text().replace("&", "")
    assert close == EXPECTED[code][3]  # Qt's own strings, from qtbase_<code>.qm

    language_action(window, "en").trigger()
    QCoreApplication.processEvents()
    assert {what: get() for what, get in slots} == english
    assert rules.shown_path.name == "rules_en.html"
    for dialog in dialogs:
        dialog.close()


def test_the_language_menu_lists_the_four_languages_and_checks_the_current_one(qtbot, window) -> None:
    names = [a.text() for a in window.menus.view.language_menu.actions() if a.text() in dict(LANGUAGES).values()]
    assert names == [name for _, name in LANGUAGES]
    language_action(window, "uk").trigger()
    QCoreApplication.processEvents()
    assert window.menus.view.language_actions["uk"].isChecked()


def test_the_window_remembers_the_language_across_a_restart(qtbot, window, store: QSettings, pseudo_folder) -> None:
    language_action(window, "da").trigger()
    QCoreApplication.processEvents()
    store.sync()
    i18n.uninstall()
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"  # nothing installed now
    path = store.fileName()
    i18n.install(settings=QSettings(path, QSettings.Format.IniFormat), folder=pseudo_folder)
    assert i18n.current_language() == "da"
    assert QCoreApplication.translate("MainWindow", "&Game").startswith("[da]")


def english_patterns() -> list[re.Pattern[str]]:
    """Every extracted English text, plurals in their English forms, %1..%9 and %n as wildcards."""
    texts = [m.source for m in ts_check.read_ts(refresh.ts_path("de", FOLDER)).messages]
    texts += [form for m in ts_check.read_ts(refresh.ts_path("en", FOLDER)).messages for form in m.forms]
    patterns = []
    for text in texts:  # accelerators left out: a tool button shows "&Draw" as "Draw"
        pieces = re.split(r"%L?[1-9n]", text.replace("&", ""))
        patterns.append(re.compile(".+?".join(re.escape(p) for p in pieces) + r"\Z", re.DOTALL))
    return tuple(patterns)


def core(text: str) -> str:
    """The text without the decorations around it ("▶ Ada" -> "Ada")."""
    return re.sub(r"^[\s▶•·]+|\s+$", "", text)


def is_data(text: str, names: set[str]) -> bool:
    """Numbers, tiles, names and language names are data, not words to translate."""
    word = core(text)
    return not re.search(r"[^\W\d_]", word) or word in names or word in dict(LANGUAGES).values()


def test_every_english_text_on_screen_was_extracted(qtbot, window) -> None:
    """A text on screen that matches no extracted string escaped lupdate: a tr(variable),
    a helper lupdate does not know (`_t(...)`, `_tr(...)`), or no tr() at all."""
    from mextrain.identity import APP_NAME
    from mextrain.ui import texts

    dialog = window.show_new_game_dialog()
    QCoreApplication.processEvents()
    names = set(texts.DEFAULT_NAMES) | {APP_NAME}
    patterns = english_patterns()
    shown = {what: get() for what, get in text_slots([window, dialog], menu_actions(window))}
    shown.update({f"table label {train}": row.look.label for train, row in window.table.scene().rows.items()})
    shown.update({f"log line {i}": line for i, line in enumerate(window.panel.log_lines())})
    qt_own = {button.text() for box in window.findChildren(QDialogButtonBox) + dialog.findChildren(QDialogButtonBox)
              for button in box.buttons() if box.standardButton(button) != QDialogButtonBox.StandardButton.NoButton}
    escaped = {what: text for what, text in shown.items()
               if text and text not in qt_own and not is_data(text, names)
               and not any(p.match(core(text).replace("&", "")) for p in patterns)}
    assert not escaped, f"{len(escaped)} texts on screen that lupdate never saw: {escaped}"


def test_switching_retranslates_the_open_new_game_dialog(qtbot, window) -> None:
    """The New Game dialog, open while the language changes: labels, buttons (its own "&Deal"
    as well as Qt's Cancel), the strengths in the lists; and all of it back in English."""
    dialog = window.show_new_game_dialog()
    QCoreApplication.processEvents()
    patterns = source_patterns()
    slots = [(what, get) for what, get in text_slots([dialog], []) if get()
             and any(p.match(get()) for p in patterns)]
    english = {what: get() for what, get in slots}
    assert len(english) >= 15, sorted(english.values())
    strengths = dialog.kind_boxes[0]
    english_kinds = [strengths.itemText(i) for i in range(strengths.count())]
    cancel = dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel)
    for code in ("de", "uk", "da"):
        untranslated = untranslated_after_switch(window, slots, code)
        assert not untranslated, f"not re-translated to {code}: {untranslated}"
        kinds = [strengths.itemText(i) for i in range(strengths.count())]
        assert all(MARK.format(code=code).strip() in kind for kind in kinds), kinds
        assert cancel.text().replace("&", "") == EXPECTED[code][4]
    language_action(window, "en").trigger()
    QCoreApplication.processEvents()
    assert {what: get() for what, get in slots} == english
    assert [strengths.itemText(i) for i in range(strengths.count())] == english_kinds
    dialog.close()


@pytest.mark.parametrize("code", ["de", "uk", "da"])
def test_switching_retranslates_the_tables_labels_and_the_log(qtbot, window, code: str) -> None:
    """The labels drawn in the table scene and the move log follow the switch at once."""
    rows = window.table.scene().rows
    english_labels = {train: row.look.label for train, row in rows.items()}
    english_log = window.panel.log_lines()
    assert english_labels and english_log
    language_action(window, code).trigger()
    QCoreApplication.processEvents()
    marker = MARK.format(code=code).strip()
    labels = {train: row.look.label for train, row in rows.items()}
    assert all(marker in label for label in labels.values()), labels
    log = window.panel.log_lines()
    assert len(log) == len(english_log) and all(marker in line for line in log), log
    language_action(window, "en").trigger()
    QCoreApplication.processEvents()
    assert {train: row.look.label for train, row in rows.items()} == english_labels
    assert window.panel.log_lines() == english_log
