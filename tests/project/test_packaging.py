"""Fast checks of the installed-app pipeline: desktop entry, icons, bundle policy, version,
install scripts and the self-test from source. The frozen build itself is tested in
test_frozen_app.py (marker `frozen`, its own CI step)."""
from __future__ import annotations

import ast
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tomllib
from importlib import metadata
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import bundle_policy as policy  # noqa: E402

from mextrain import app as mextrain_app  # noqa: E402
from mextrain import identity  # noqa: E402
from support.desktop_entry import desktop_entry, validate_desktop_file  # noqa: E402

DESKTOP = ROOT / "packaging" / "linux" / f"{policy.APP_ID}.desktop"
ICONS = ROOT / "resources" / "icons"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
LANGUAGES = ("de", "uk", "da")


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path.name} is not a PNG"
    return struct.unpack(">II", data[16:24])


# --- desktop entry ----------------------------------------------------------------------------
def test_desktop_entry_passes_desktop_file_validate():
    validate_desktop_file(DESKTOP)


def test_desktop_entry_speaks_the_four_languages():
    entry = desktop_entry(DESKTOP)
    for key in ("Name", "Comment", "GenericName"):
        assert entry.get(key), f"{key} is missing"
        for language in LANGUAGES:
            assert entry.get(f"{key}[{language}]"), f"{key}[{language}] is missing"
    assert entry["Comment[uk]"] != entry["Comment"]
    assert entry["Categories"] == "Game;BoardGame;"
    assert entry["Type"] == "Application"
    assert entry["Terminal"] == "false"


def test_desktop_entry_icon_and_window_match_the_app():
    entry = desktop_entry(DESKTOP)
    assert DESKTOP.stem == identity.APP_ID == policy.APP_ID
    assert entry["Icon"] == identity.APP_ID
    assert entry["StartupWMClass"] == policy.EXE_NAME
    assert entry["Exec"].split()[0] == policy.EXE_NAME  # install.sh puts the full path in


# --- icons ------------------------------------------------------------------------------------
@pytest.mark.parametrize("size", ICON_SIZES)
def test_app_icon_png_at_each_size(size):
    assert png_size(ICONS / f"mextrain-{size}.png") == (size, size)


def test_windows_icon_holds_the_usual_sizes():
    data = (ICONS / "mextrain.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind) == (0, 1)
    sizes = {struct.unpack_from("<B", data, 6 + 16 * i)[0] or 256 for i in range(count)}
    assert {16, 24, 32, 48, 256} <= sizes


def test_macos_icon_holds_retina_sizes():
    data = (ICONS / "mextrain.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    kinds, at = set(), 8
    while at < len(data):
        kinds.add(data[at : at + 4])
        at += struct.unpack(">I", data[at + 4 : at + 8])[0]
    assert {b"ic07", b"ic08", b"ic09", b"ic10", b"icp4", b"icp5"} <= kinds


def test_app_icon_loads_for_the_window(qapp):
    icon = identity.app_icon()
    assert not icon.isNull()
    assert {s.width() for s in icon.availableSizes()} >= set(ICON_SIZES)


# --- what the bundle carries ------------------------------------------------------------------
def test_policy_keeps_webengine_qml_and_multimedia_out():
    excluded = set(policy.QT_MODULES_EXCLUDED)
    for name in ("QtWebEngineCore", "QtWebEngineWidgets", "QtQml", "QtQuick", "QtQuickWidgets",
                 "QtMultimedia", "QtMultimediaWidgets"):
        assert f"PySide6.{name}" in excluded
    assert not excluded & set(policy.QT_MODULES_USED)
    for dest in ("PySide6/Qt/lib/libQt6Qml.so.6", "PySide6/Qt/lib/libQt6Quick.so.6",
                 "PySide6/Qt/lib/libQt6WebEngineCore.so.6", "PySide6/Qt6Multimedia.dll",
                 "PySide6/Qt/plugins/generic/libqtuiotouchplugin.so",
                 "PySide6/Qt/plugins/sqldrivers/libqsqlite.so", "PySide6/opengl32sw.dll"):
        assert not policy.keep_binary(dest), dest
    for dest in ("PySide6/Qt/lib/libQt6Core.so.6", "PySide6/Qt/lib/libQt6Widgets.so.6",
                 "PySide6/Qt/plugins/platforms/libqxcb.so", "PySide6/Qt/plugins/platforms/libqoffscreen.so",
                 "PySide6/plugins/platforms/qwindows.dll", "PySide6/Qt/plugins/platforms/libqcocoa.dylib"):
        assert policy.keep_binary(dest), dest


def test_policy_keeps_only_qtbase_de_uk_da_translations():
    kept = [f"qtbase_{lang}" for lang in ("de", "uk", "da")]
    for stem in kept:
        assert policy.keep_data(f"PySide6/Qt/translations/{stem}.qm")
    for stem in ("qtbase_fr", "qt_de", "qtmultimedia_de", "qtbase_en", "assistant_de"):
        assert not policy.keep_data(f"PySide6/Qt/translations/{stem}.qm"), stem
    assert policy.keep_data("mextrain/_data/translations/mextrain_de.qm")


def qt_modules_imported(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("PySide6"):
            if node.module == "PySide6":
                found |= {f"PySide6.{a.name}" for a in node.names if a.name.startswith("Qt")}
            else:
                found.add(".".join(node.module.split(".")[:2]))
        elif isinstance(node, ast.Import):
            found |= {".".join(a.name.split(".")[:2]) for a in node.names if a.name.startswith("PySide6.")}
    return found


def test_the_game_imports_only_the_qt_modules_the_bundle_ships():
    app_dir = ROOT / "app" / "mextrain"
    used = set()
    for path in app_dir.rglob("*.py"):
        if "devtools" not in path.relative_to(app_dir).parts:
            used |= {(module, path.name) for module in qt_modules_imported(path)}
    extra = sorted((m, f) for m, f in used if m not in policy.QT_MODULES_USED)
    assert not extra, f"add these to packaging/bundle_policy.py (QT_MODULES_USED) and check the plugins: {extra}"


# --- version and packaging metadata -----------------------------------------------------------
def test_version_comes_from_pyproject():
    import mextrain

    try:
        installed = metadata.version("mextrain")
    except metadata.PackageNotFoundError:
        pytest.fail("mextrain is not installed: pip install -e . (the version comes from its metadata)")
    assert installed == policy.project_version() == mextrain.__version__
    assert policy.metadata_text(policy.project_version()).splitlines()[2] == f"Version: {mextrain.__version__}"


def test_pyproject_lists_every_package():
    with open(ROOT / "pyproject.toml", "rb") as handle:
        listed = set(tomllib.load(handle)["tool"]["setuptools"]["packages"])
    found = {
        ".".join(init.parent.relative_to(ROOT / "app").parts)
        for init in (ROOT / "app").rglob("__init__.py")
    }
    assert found | {"mextrain._data"} == listed, "update [tool.setuptools] packages in pyproject.toml"


# --- install scripts --------------------------------------------------------------------------
def fake_bundle(folder: Path) -> Path:
    """A stand-in for build/dist/mextrain: a program and the icons where the bundle has them."""
    bundle = folder / "mextrain"
    icons = bundle / "_internal" / "mextrain" / "_data" / "resources" / "icons"
    icons.mkdir(parents=True)
    for path in ICONS.iterdir():
        shutil.copy(path, icons / path.name)
    program = bundle / "mextrain"
    program.write_text("#!/bin/sh\necho mextrain 0\n")
    program.chmod(0o755)
    return bundle


def install_for_one_user(tmp_path: Path) -> tuple[Path, dict[str, str], Path, Path]:
    """Run install.sh into a fresh HOME: (home, env, the desktop entry, the program)."""
    home = tmp_path / "home dir"  # a space, which the Exec line must quote
    (home / "Desktop").mkdir(parents=True)
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")} | {"HOME": str(home)}
    bundle = fake_bundle(tmp_path)
    install = ROOT / "packaging" / "linux" / "install.sh"
    result = subprocess.run(["bash", str(install), "--desktop-shortcut", str(bundle)], env=env,
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    local = home / ".local"
    return home, env, local / "share" / "applications" / f"{policy.APP_ID}.desktop", local / "lib" / "mextrain" / "mextrain"


def test_install_then_uninstall_for_one_user(tmp_path):
    home, env, entry_path, program = install_for_one_user(tmp_path)
    local = home / ".local"
    assert program.is_file() and os.access(program, os.X_OK)
    assert (local / "bin" / "mextrain").resolve() == program.resolve()
    for size in ICON_SIZES:
        assert (local / "share" / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{policy.APP_ID}.png").is_file()
    entry = desktop_entry(entry_path)
    assert entry["Exec"] == f'"{program}" %u'
    assert entry["TryExec"] == str(program)
    assert (home / "Desktop" / f"{policy.APP_ID}.desktop").is_file()

    uninstall = ROOT / "packaging" / "linux" / "uninstall.sh"
    result = subprocess.run(["bash", str(uninstall)], env=env, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    left = [p for p in home.rglob("*") if p.is_file() and p.name != "mimeinfo.cache"]
    assert left == []


def test_installed_desktop_entry_passes_desktop_file_validate(tmp_path):
    _, _, entry_path, _ = install_for_one_user(tmp_path)
    validate_desktop_file(entry_path)


# --- the self-test from source ----------------------------------------------------------------
def run_self_test(tmp_path: Path, code: str | None = None) -> tuple[subprocess.CompletedProcess, dict]:
    report_path = tmp_path / "report.json"
    args = ["--self-test", "--report", str(report_path)]
    if code is None:
        command = [sys.executable, "-m", "mextrain", *args]
    else:
        command = [sys.executable, "-c", code + f"\nfrom mextrain.app import main\nraise SystemExit(main({args!r}))"]
    env = dict(os.environ)
    env.pop("QT_QPA_PLATFORM", None)  # the self-test picks the off-screen platform itself
    result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120, cwd=tmp_path)
    report = json.loads(report_path.read_text(encoding="utf-8")) if report_path.is_file() else {}
    return result, report


@pytest.mark.slow  # about 3 s of CPU or more (the quick loop leaves it out)
def test_self_test_from_source_plays_a_round(tmp_path):
    result, report = run_self_test(tmp_path)
    assert result.returncode == 0, result.stderr + json.dumps(report, indent=1)
    assert report["ok"] is True and report["frozen"] is False
    assert report["version"] == policy.project_version()
    assert report["platform_plugin"] == "offscreen"
    assert report["languages_found"] == len(list((ROOT / "translations").glob("*.qm")))
    assert report["qt_languages"] == ["qtbase_de", "qtbase_uk", "qtbase_da"]
    assert report["round"]["ended"] in ("out", "blocked")
    assert len(report["round"]["points"]) == 4 and all(p >= 0 for p in report["round"]["points"])
    assert set(report["collation"]) == {"da_DK", "uk_UA", "de_DE", "en_US"}
    assert report["discovery"]["records"] == 3  # a table's announcement written and read back


def test_self_test_failure_exits_nonzero_with_the_reason(tmp_path):
    code = (
        "import mextrain.selftest as s\n"
        "def broken(seed=1):\n"
        "    raise RuntimeError('the engine fell over')\n"
        "s.play_one_round = broken"
    )
    result, report = run_self_test(tmp_path, code)
    assert result.returncode == 1
    assert report["ok"] is False and report["failed_step"] == "round"
    assert "the engine fell over" in report["error"]
    assert "the engine fell over" in result.stderr


def test_report_option_needs_self_test(capsys):
    with pytest.raises(SystemExit) as stop:
        mextrain_app.main(["--report", "x.json"])
    assert stop.value.code == 2
    assert re.search(r"--report only goes with --self-test", capsys.readouterr().err)
