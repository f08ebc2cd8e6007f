"""What goes into the PyInstaller bundle, and what stays out.

Plain Python with no PyInstaller import, so that packaging/mextrain.spec applies it and
tests/project/test_packaging.py checks it. The game uses QtCore, QtGui, QtWidgets, QtNetwork and (on Linux) QtDBus only (its sounds play through
miniaudio, not QtMultimedia, which with libpulse and its codecs would add about 9 MB); Qt
modules, plugins and translations beyond what those need are cut here. When the game starts
to use more (a JPEG texture, an SVG icon engine, OpenGL), add the plugin or module below and
the frozen self-test will say whether it loads.
"""
from __future__ import annotations

import re
import struct
import tomllib
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "io.github.mextrain.MexicanTrain"
EXE_NAME = "mextrain"
APP_DISPLAY_NAME = "Mexican Train"

# Qt's own translations kept besides the game's: German, Ukrainian, Danish (English is built in).
QT_TRANSLATION_LANGUAGES = ("de", "uk", "da")
QT_TRANSLATION_CATALOGS = ("qtbase",)

# Python modules of PySide6 the game imports.
# QtNetwork: the networked table, over TLS through Qt's own backend plugin (tls/, kept below);
# Python's ssl and its OpenSSL copy stay out (PYTHON_MODULES_EXCLUDED).
# QtDBus: on Linux, the desktop notification for the person's turn (ui/sound/turn_notice.py imports it
# there only; Qt's own libQt6DBus is in the bundle anyway, for the xcb platform and AT-SPI).
QT_MODULES_USED = ("PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets", "PySide6.QtNetwork", "PySide6.QtDBus")

# Every other PySide6 module (Essentials and Addons), kept out even if something imports it.
QT_MODULES_EXCLUDED = tuple(
    f"PySide6.{name}"
    for name in (
        "Qt3DAnimation", "Qt3DCore", "Qt3DExtras", "Qt3DInput", "Qt3DLogic", "Qt3DRender",
        "QtAxContainer", "QtBluetooth", "QtCharts", "QtConcurrent", "QtDataVisualization",
        "QtDesigner", "QtGraphs", "QtGraphsWidgets", "QtHelp", "QtHttpServer", "QtLabsStyleKit",
        "QtLocation", "QtMultimedia", "QtMultimediaWidgets", "QtNetworkAuth", "QtNfc",
        "QtOpenGL", "QtOpenGLWidgets", "QtPdf", "QtPdfWidgets", "QtPositioning", "QtPrintSupport",
        "QtQml", "QtQmlFeatures", "QtQuick", "QtQuick3D", "QtQuickControls2", "QtQuickTest",
        "QtQuickWidgets", "QtRemoteObjects", "QtScxml", "QtSensors", "QtSerialBus", "QtSerialPort",
        "QtSpatialAudio", "QtSql", "QtStateMachine", "QtSvg", "QtSvgWidgets", "QtTest",
        "QtTextToSpeech", "QtUiTools", "QtWebChannel", "QtWebEngineCore", "QtWebEngineQuick",
        "QtWebEngineWidgets", "QtWebSockets", "QtWebView", "QtXml",
    )
)

# Packages whose every submodule goes in: zeroconf (finding tables on the local network)
# ships Cython-compiled modules whose own imports PyInstaller cannot read. Its analysis finds
# them today through the .py files beside them (only zeroconf.asyncio, unused, was missed);
# collecting the package whole (6 KB more) keeps a new lazy import from breaking the bundle.
# The frozen self-test reads a table's records back through the compiled modules.
PACKAGES_COLLECTED_WHOLE = ("zeroconf",)

# Imported where PyInstaller cannot see it: miniaudio (the table's sounds, mextrain.sound.output,
# imported on its device thread) is a cffi extension whose compiled module loads _cffi_backend.
HIDDEN_IMPORTS = ("miniaudio", "_miniaudio", "_cffi_backend")

# The game's own modules a desktop never runs (with their submodules): benchmarks and picture makers,
# and the hall (`mextrain-hall`, a server installed with pip on a rented machine; it needs Python's ssl,
# left out below).
APP_MODULES_LEFT_OUT = ("mextrain.devtools", "mextrain.hall", "mextrain.hall_cli")


def bundles_module(name: str) -> bool:
    """Whether the game's module `name` goes into the bundle."""
    return not any(name == left or name.startswith(left + ".") for left in APP_MODULES_LEFT_OUT)


# Python standard library and tools the game never needs at run time.
PYTHON_MODULES_EXCLUDED = (
    "tkinter", "_tkinter", "unittest", "pydoc", "doctest", "lib2to3", "idlelib", "ensurepip",
    "distutils", "setuptools", "pkg_resources", "pip", "pytest", "_pytest", "pytestqt",
    "PyInstaller",
    *APP_MODULES_LEFT_OUT, "uvloop",  # uvloop: the hall's C event loop (1.6 MB)
    # OpenSSL's hashes (libcrypto, 4.7 MB); hashlib falls back to its built-in ones
    "_hashlib", "ssl", "_ssl",
)

# Plugins kept, as "folder/name-without-extension-and-lib-prefix"; every other Qt plugin goes.
QT_PLUGINS_KEPT = frozenset(
    {
        # TLS for hosting and joining a table (QSslSocket): without a backend Qt finds none and
        # no table can be hosted or joined. OpenSSL's backend loads the system's libssl 3 at run
        # time (every current Linux desktop has it); Windows and macOS have backends of their own.
        "tls/qopensslbackend", "tls/qschannelbackend", "tls/qsecuretransportbackend",
        # windowing systems: X11, Wayland, Windows, macOS, and the off-screen one for --self-test
        "platforms/qxcb", "platforms/qwayland", "platforms/qwayland-generic", "platforms/qwayland-egl",
        "platforms/qwindows", "platforms/qcocoa", "platforms/qoffscreen",
        # what the X11 and Wayland platforms load on a desktop
        "xcbglintegrations/qxcb-glx-integration", "xcbglintegrations/qxcb-egl-integration",
        "wayland-shell-integration/xdg-shell",
        "wayland-decoration-client/adwaita", "wayland-decoration-client/bradient",
        # keyboard input: dead keys and input methods (IBus); desktop portal for dialogs
        "platforminputcontexts/composeplatforminputcontextplugin",
        "platforminputcontexts/ibusplatforminputcontextplugin",
        "platformthemes/qxdgdesktopportal",
        # native widget styles on Windows and macOS
        "styles/qmodernwindowsstyle", "styles/qwindowsvistastyle", "styles/qmacstyle",
    }
)

# Qt libraries that only unused modules or dropped plugins need (matched on the file name,
# Linux, Windows and macOS spellings). On Linux the spec also drops whatever nothing kept links.
QT_LIBRARIES_EXCLUDED = re.compile(
    r"^(lib)?Qt6?(Qml|Quick|NetworkAuth|OpenGL|Pdf|VirtualKeyboard|WaylandCompositor|WaylandEgl"
    r"|EglFS|Designer|Help|Sql|Test|Xml|LabsStyleKit|Lottie|ShaderTools|Multimedia|WebEngine"
    r"|WebChannel|Positioning|Concurrent|PrintSupport|UiTools)",
    re.IGNORECASE,
)
OTHER_BINARIES_EXCLUDED = re.compile(
    r"^(opengl32sw\.dll|d3dcompiler_\d+\.dll|libpyside6qml.*|pyside6qml.*)$", re.IGNORECASE
)

# Linux libraries every graphical desktop has, left to the system as AppImage's exclude list
# does (with libGL and libxcb, which PyInstaller already leaves out): X11, fonts, D-Bus.
LINUX_SYSTEM_LIBRARIES = re.compile(
    r"^lib(X11|X11-xcb|fontconfig|freetype|expat|dbus-1|gpg-error)\.so(\..*)?$"
)

# Linked by nothing we keep once the unused Qt modules are gone; must not reappear.
FORBIDDEN_IN_BUNDLE = re.compile(r"Qt6?(WebEngine|Qml|Quick|Multimedia)", re.IGNORECASE)


def project_version() -> str:
    """The version, read from its one place: pyproject.toml."""
    with open(ROOT / "pyproject.toml", "rb") as handle:
        return tomllib.load(handle)["project"]["version"]


def plugin_key(dest: str) -> str | None:
    """'PySide6/Qt/plugins/platforms/libqxcb.so' -> 'platforms/qxcb'; None if not a Qt plugin."""
    parts = PurePosixPath(dest.replace("\\", "/")).parts
    if "plugins" not in parts:
        return None
    index = len(parts) - 1 - parts[::-1].index("plugins")
    rest = parts[index + 1 :]
    if len(rest) != 2 or "PySide6" not in parts[:index]:
        return None
    folder, name = rest
    stem = name.split(".")[0]
    if stem.startswith("lib"):
        stem = stem[3:]
    return f"{folder}/{stem}"


def keep_binary(dest: str) -> bool:
    """Whether a binary of PyInstaller's TOC (by its destination path) belongs in the bundle."""
    key = plugin_key(dest)
    if key is not None:
        return key in QT_PLUGINS_KEPT
    name = PurePosixPath(dest.replace("\\", "/")).name
    return not (
        QT_LIBRARIES_EXCLUDED.match(name)
        or OTHER_BINARIES_EXCLUDED.match(name)
        or LINUX_SYSTEM_LIBRARIES.match(name)
    )


def keep_data(dest: str) -> bool:
    """Whether a data file of PyInstaller's TOC belongs in the bundle."""
    path = PurePosixPath(dest.replace("\\", "/"))
    if "PySide6" in path.parts and "translations" in path.parts and path.suffix == ".qm":
        stem = path.stem  # qtbase_de
        catalog, _, language = stem.partition("_")
        return catalog in QT_TRANSLATION_CATALOGS and language in QT_TRANSLATION_LANGUAGES
    if "PySide6" in path.parts and ("qml" in path.parts or "metatypes" in path.parts):
        return False
    # macOS: the Info.plist and resources of a framework whose library was cut
    for part in path.parts:
        if part.endswith(".framework") and QT_LIBRARIES_EXCLUDED.match(part[: -len(".framework")]):
            return False
    return True


def app_data_files() -> list[tuple[str, str]]:
    """(source, destination folder) of the game's own data, where mextrain.paths looks in a bundle."""
    files: list[tuple[str, str]] = []
    for source in sorted((ROOT / "resources").rglob("*")):
        if source.is_file() and "docs" not in source.relative_to(ROOT / "resources").parts:  # README pictures
            folder = PurePosixPath("mextrain/_data") / source.parent.relative_to(ROOT).as_posix()
            files.append((str(source), str(folder)))
    for source in sorted((ROOT / "translations").glob("*.qm")):
        files.append((str(source), "mextrain/_data/translations"))
    return files


def metadata_text(version: str) -> str:
    """A minimal METADATA so importlib.metadata.version('mextrain') works in the bundle."""
    return f"Metadata-Version: 2.1\nName: mextrain\nVersion: {version}\n"


def elf_needed(path: str | Path) -> list[str]:
    """DT_NEEDED entries of an ELF64 little-endian file: the libraries it links directly.

    (`ldd`, which PyInstaller uses, lists the whole closure, including what system
    libraries we leave out link in turn.)
    """
    data = Path(path).read_bytes()
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        return []
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]
    needed: list[str] = []
    for _name, kind, _flags, _addr, offset, size, link, _info, _align, entsize in sections:
        if kind != 6:  # SHT_DYNAMIC
            continue
        strtab_offset = sections[link][4]
        for pos in range(offset, offset + size, entsize or 16):
            tag, value = struct.unpack_from("<qQ", data, pos)
            if tag == 0:
                break
            if tag == 1:  # DT_NEEDED
                start = strtab_offset + value
                needed.append(data[start : data.index(b"\0", start)].decode())
    return needed
