"""Render the app icon from its SVG sources into PNG, ICO (Windows) and ICNS (macOS) files.

The SVGs in resources/icons are the sources; everything else there is made by this tool,
so re-run it after editing them:

    QT_QPA_PLATFORM=offscreen python -m mextrain.devtools.assets.make_icons

Small sizes (16 and 24 pixels) come from `mextrain-small.svg`, a simpler drawing that still
reads as a domino at that size. ICO and ICNS files are written here in plain Python with
PNG-compressed entries (Windows Vista and later, macOS 10.7 and later read those), so no
Pillow or iconutil is needed.
"""
from __future__ import annotations

import argparse
import struct
import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
SMALL_UP_TO = 24
# ICNS element types that hold PNG data, and the pixel size of each.
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)
BASE_NAME = "mextrain"


def icons_dir() -> Path:
    """resources/icons of the source tree this file sits in."""
    return Path(__file__).resolve().parents[4] / "resources" / "icons"


def render(svg: Path, size: int) -> QImage:
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not an SVG that Qt can render")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # PySide6 stubs type the format as bytes, but at run time only a str is accepted (b"PNG" raises ValueError)
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]
        raise OSError("Qt could not encode a PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file whose entries are PNG images (one per size)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries = b""
    blobs = b""
    for size in sizes:
        blob = pngs[size]
        side = 0 if size >= 256 else size  # 0 means 256 in an ICO directory entry
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(blob), offset)
        blobs += blob
        offset += len(blob)
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file whose elements are PNG images."""
    body = b""
    for kind, size in ICNS_TYPES:
        blob = pngs[size]
        body += kind + struct.pack(">I", 8 + len(blob)) + blob
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def source_for(size: int, out_dir: Path) -> Path:
    name = f"{BASE_NAME}-small.svg" if size <= SMALL_UP_TO else f"{BASE_NAME}.svg"
    return out_dir / name


def make_icons(out_dir: Path) -> list[Path]:
    """Write every derived icon file into out_dir and return their paths."""
    written: list[Path] = []
    wanted = sorted(set(PNG_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES})
    pngs = {size: png_bytes(render(source_for(size, out_dir), size)) for size in wanted}
    for size in PNG_SIZES:
        path = out_dir / f"{BASE_NAME}-{size}.png"
        path.write_bytes(pngs[size])
        written.append(path)
    ico = out_dir / f"{BASE_NAME}.ico"
    ico.write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    icns = out_dir / f"{BASE_NAME}.icns"
    icns.write_bytes(icns_bytes(pngs))
    written += [ico, icns]
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=icons_dir(), help="folder with the SVG sources")
    args = parser.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    for path in make_icons(args.out):
        print(path)
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
