"""Render the application icon's PNG sizes from its SVG with QtSvg.

    QT_QPA_PLATFORM=offscreen python packaging/render_icons.py [OUT_DIR]

The SVG (``resources/icons/belote-desktop.svg``) is the source; the PNGs land in
``packaging/icons/hicolor/<N>x<N>/apps/belote-desktop.png`` (the freedesktop icon theme layout,
so ``install-desktop.sh`` copies the tree as it is). Re-run after changing the SVG and commit
both; tests/test_desktop_integration.py fails while the PNGs are stale.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parents[1]
ICON_NAME = "belote-desktop"
SVG_PATH = ROOT / "resources" / "icons" / f"{ICON_NAME}.svg"
DEFAULT_OUT = ROOT / "packaging" / "icons" / "hicolor"
#: The sizes desktops still ask for as PNG (menus 16-48, docks and software centres 64-512).
SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


def png_path(out_dir: Path, size: int) -> Path:
    return out_dir / f"{size}x{size}" / "apps" / f"{ICON_NAME}.png"


def render_icon(size: int, svg_path: Path = SVG_PATH) -> QImage:
    """The icon at ``size`` x ``size`` pixels, transparent around the rounded square."""
    renderer = QSvgRenderer(str(svg_path))
    if not renderer.isValid():
        raise ValueError(f"{svg_path}: QtSvg cannot read it")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir", nargs="?", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args(argv)
    # QPainter on a QImage needs an application object (fonts, platform plugin)
    app = QGuiApplication.instance() or QGuiApplication(["render_icons"])  # noqa: F841
    for size in SIZES:
        target = png_path(args.out_dir, size)
        target.parent.mkdir(parents=True, exist_ok=True)
        if not render_icon(size).save(str(target), "PNG"):
            print(f"could not write {target}", file=sys.stderr)
            return 1
        print(target)
    return 0


if __name__ == "__main__":
    sys.exit(main())
