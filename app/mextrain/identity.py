"""The app's identity: its name, desktop id, organisation and icon, in one place for the
window, the About box, the self-test and the packaging checks."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtGui import QGuiApplication, QIcon

from mextrain import __version__
from mextrain.paths import resources_dir

APP_NAME = "Mexican Train"
# Reverse-DNS id: the Linux desktop entry is called APP_ID + ".desktop" and the icons
# installed for it are called APP_ID, so the window finds its entry and its icon.
APP_ID = "io.github.mextrain.MexicanTrain"
ORGANIZATION_NAME = "Mexican Train"
ORGANIZATION_DOMAIN = "mextrain.github.io"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def icon_path(size: int) -> Path:
    return resources_dir() / "icons" / f"mextrain-{size}.png"


def app_icon() -> QIcon:
    """The app icon at every size we ship (PNG, so no SVG plugin is needed)."""
    icon = QIcon()
    for size in ICON_SIZES:
        path = icon_path(size)
        if path.is_file():
            icon.addFile(str(path), QSize(size, size))
    return icon


def configure_application(app: QGuiApplication) -> None:
    """Give the application its name, version, desktop entry and window icon."""
    QCoreApplication.setApplicationName(APP_NAME)
    QCoreApplication.setOrganizationName(ORGANIZATION_NAME)
    QCoreApplication.setOrganizationDomain(ORGANIZATION_DOMAIN)
    QCoreApplication.setApplicationVersion(__version__)
    QGuiApplication.setApplicationDisplayName(APP_NAME)
    QGuiApplication.setDesktopFileName(APP_ID)
    app.setWindowIcon(app_icon())
