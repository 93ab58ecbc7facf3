"""``belote-desktop --install-desktop`` / ``--uninstall-desktop``: the menu entry, icons,
AppStream metadata and manual page for someone who installed the game with pip.

The files are the ones packaging/install-desktop.sh installs from a checkout or the standalone
bundle: the build copies them into the package data as ``desktop/`` (setup.py), and an editable
install finds them in the checkout's ``packaging/``. They go under ``$XDG_DATA_HOME`` (default
``~/.local/share``): ``applications/belote-desktop.desktop``, ``icons/hicolor/<size>/apps/``,
``metainfo/<component id>.metainfo.xml`` and ``man/man6/belote-desktop.6``. The entry's ``Exec=``
is the absolute path of the ``belote-desktop`` being run, so a venv's copy starts from the menu,
where that venv is not on ``PATH``.

Like the script, it records in the installed entry ("# made-folder: PATH" comment lines) the
folders it had to create, and ``--uninstall-desktop`` removes its files and then those folders
when they are empty: nothing it did not make. It runs no cache tool (the entry declares no MIME
type; an icon cache is refreshed only where the user's icon folder already keeps one).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from belote_desktop.data import DataNotFoundError, data_path

APP = "belote-desktop"
#: the package-data folder the build fills from packaging/ (setup.py)
DESKTOP_DATA = "desktop"
#: packaging/ beside the package: only a source checkout has it
CHECKOUT_PACKAGING = Path(__file__).resolve().parents[1] / "packaging"
MADE_FOLDER = "# made-folder: "


@dataclass(frozen=True)
class DesktopFiles:
    desktop: Path
    metainfo: Path
    manpage: Path
    #: the hicolor icon theme folder: <size>/apps/belote-desktop.png (and scalable/ from the SVG)
    icons: Path
    svg: Path


def shipped_files() -> DesktopFiles:
    """The desktop files of this install: the package data, else the checkout's packaging/."""
    try:
        folder = data_path(DESKTOP_DATA)
        svg = data_path("icons", f"{APP}.svg")
    except DataNotFoundError:
        folder = svg = Path("/nonexistent")
    if not (folder / f"{APP}.desktop").is_file():
        folder = CHECKOUT_PACKAGING
        svg = CHECKOUT_PACKAGING.parent / "resources" / "icons" / f"{APP}.svg"
    return DesktopFiles(desktop=folder / f"{APP}.desktop", metainfo=folder / f"{APP}.metainfo.xml",
                        manpage=folder / f"{APP}.6", icons=folder / "icons" / "hicolor", svg=svg)


def component_id(metainfo: Path) -> str:
    found = ET.parse(metainfo).getroot().findtext("id")
    if not found:
        raise ValueError(f"no <id> in {metainfo}")
    return found


def data_home() -> Path:
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def desktop_quote(word: str) -> str:
    """An Exec= argument as the Desktop Entry spec wants it: plain words bare, others in double
    quotes with backslashes before " ` $ and \\ (as install-desktop.sh does)."""
    if re.fullmatch(r"[A-Za-z0-9_./+-]+", word):
        return word
    return '"' + re.sub(r'(["`$\\])', r"\\\1", word) + '"'


def default_exec() -> list[str]:
    """What the menu entry runs: the console script being run, made absolute; else the one on
    PATH; else this Python with ``-m belote_desktop``."""
    script = Path(sys.argv[0])
    if script.name == APP and script.is_file():
        return [str(script.resolve())]
    found = shutil.which(APP)
    if found:
        return [str(Path(found).resolve())]
    return [sys.executable, "-m", "belote_desktop"]


@dataclass(frozen=True)
class Target:
    source: Path
    target: Path


def _targets(files: DesktopFiles, home: Path) -> list[Target]:
    targets = [
        Target(files.metainfo, home / "metainfo" / f"{component_id(files.metainfo)}.metainfo.xml"),
        Target(files.manpage, home / "man" / "man6" / files.manpage.name),
        Target(files.svg, home / "icons" / "hicolor" / "scalable" / "apps" / f"{APP}.svg"),
    ]
    for png in sorted(files.icons.glob(f"*/apps/{APP}.png")):
        targets.append(Target(png, home / "icons" / "hicolor" / png.relative_to(files.icons)))
    return targets


def _recorded_folders(entry: Path) -> list[Path]:
    if not entry.is_file():
        return []
    lines = entry.read_text(encoding="utf-8").splitlines()
    return [Path(line.removeprefix(MADE_FOLDER)) for line in lines if line.startswith(MADE_FOLDER)]


def _refresh_icon_cache(home: Path) -> None:
    """Only where the user's hicolor folder is a theme of its own that keeps a cache."""
    hicolor = home / "icons" / "hicolor"
    tool = shutil.which("gtk-update-icon-cache")
    if tool and (hicolor / "index.theme").is_file() and (hicolor / "icon-theme.cache").is_file():
        subprocess.run([tool, "-q", "-t", str(hicolor)], check=False, capture_output=True)


def install(exec_command: Sequence[str] | None = None, home: Path | None = None) -> list[Path]:
    """Install for the current user; returns the files written (the desktop entry first)."""
    home = home or data_home()
    files = shipped_files()
    entry = home / "applications" / f"{APP}.desktop"
    made: set[Path] = {p for p in _recorded_folders(entry) if p.is_dir()}

    def make_folder(folder: Path) -> None:
        missing = folder
        while not missing.is_dir():
            made.add(missing)
            missing = missing.parent
        folder.mkdir(parents=True, exist_ok=True)

    written = []
    for item in _targets(files, home):
        make_folder(item.target.parent)
        shutil.copyfile(item.source, item.target)
        written.append(item.target)
    make_folder(entry.parent)
    command = " ".join(desktop_quote(w) for w in (exec_command or default_exec()))
    text = files.desktop.read_text(encoding="utf-8")
    text = re.sub(r"^Exec=.*$", lambda _: f"Exec={command}", text, count=1, flags=re.MULTILINE)
    record = ["# Installed by belote-desktop --install-desktop; --uninstall-desktop removes what it created:",
              *(f"{MADE_FOLDER}{folder}" for folder in sorted(made))]
    temporary = entry.with_name(entry.name + ".tmp")
    temporary.write_text(text.rstrip("\n") + "\n" + "\n".join(record) + "\n", encoding="utf-8")
    temporary.replace(entry)
    _refresh_icon_cache(home)
    return [entry, *written]


def uninstall(home: Path | None = None) -> list[Path]:
    """Remove what :func:`install` put there, and the folders it created once empty; returns the
    files removed."""
    home = home or data_home()
    files = shipped_files()
    entry = home / "applications" / f"{APP}.desktop"
    made = _recorded_folders(entry)
    removed = []
    for path in [entry, *(t.target for t in _targets(files, home))]:
        if path.is_file():
            path.unlink()
            removed.append(path)
    _refresh_icon_cache(home)
    for folder in sorted(made, key=lambda p: len(p.parts), reverse=True):  # deepest first
        try:
            folder.rmdir()  # refused if something else is in it: then it stays
        except OSError:
            pass
    return removed


def run(uninstalling: bool) -> int:
    """The command-line options: report what was done on stdout."""
    home = data_home()
    if uninstalling:
        removed = uninstall(home)
        print(f"removed {len(removed)} files of Belote Desktop's menu entry, icons, metadata and manual page "
              f"from {home}")
        return 0
    written = install(home=home)
    print(f"installed Belote Desktop's menu entry, icons, metadata and manual page into {home}:")
    for path in written:
        print(f"  {path}")
    return 0

