"""Put the licence texts of everything the standalone bundle carries into its ``licences/`` folder.

Run by build-bundle.sh with the build venv's Python, after PyInstaller:

    python collect_licences.py WORKPATH STAGE

``WORKPATH/<name>/COLLECT-00.toc`` is PyInstaller's list of what it copied into the bundle,
each file with the path it came from, so every library is traced to its origin rather than
guessed from its name:

* from a Python distribution in the build venv (PySide6-Essentials, shiboken6, svgelements):
  the licence files in its ``.dist-info``; PySide6 and shiboken6 ship none, so the LGPL-3.0
  (which they are used under) and the GPL-3.0 it builds on come from the system's
  ``/usr/share/common-licenses``;
* from the Python installation the venv was made from: Python's ``LICENSE.txt``;
* from the build machine's system (Debian packages: libstdc++, glib, fontconfig, OpenSSL,
  ...): the package's ``/usr/share/doc/<package>/copyright``, found with ``dpkg -S``;
* PyInstaller's bootloader (the ``lib/belote-desktop`` executable): PyInstaller's ``COPYING.txt``.

It writes ``licences/README.txt``, which says which file covers what, and ``licences/SOURCES.txt``,
the origin of every library in the bundle. Anything it cannot trace stops the build.
"""

from __future__ import annotations

import ast
import importlib.metadata
import shutil
import subprocess
import sys
import sysconfig
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

COMMON_LICENCES = Path("/usr/share/common-licenses")
#: distributions whose files PyInstaller copies, and the licence they are used under
PYTHON_DISTRIBUTIONS = {
    "PySide6-Essentials": "LGPL-3.0-only (of LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only)",
    "shiboken6": "LGPL-3.0-only (of LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only)",
    "svgelements": "MIT",
    "pyinstaller": "GPL-2.0-or-later WITH Bootloader-exception (the bootloader, lib/belote-desktop)",
    "mypy": "MIT (mypyc's run-time library, compiled into the game's solver modules)",
}
#: the top-level folder each distribution's files land in, inside the bundle; the game's own
#: libraries are its solver compiled by mypyc (belote_desktop/compiled.py): the game's code,
#: under its LICENSE, with mypyc's run-time library inside, under mypy's
TOP_LEVEL = {"PySide6": "PySide6-Essentials", "shiboken6": "shiboken6", "svgelements": "svgelements",
             "belote_desktop": "mypy"}


@dataclass
class Origins:
    python: list[str] = field(default_factory=list)
    distributions: dict[str, list[str]] = field(default_factory=lambda: defaultdict(list))
    debian: dict[str, list[str]] = field(default_factory=lambda: defaultdict(list))


def read_toc(workpath: Path) -> list[tuple[str, str, str]]:
    (toc,) = workpath.glob("*/COLLECT-00.toc")
    found: list[tuple[str, str, str]] = []

    def walk(node: object) -> None:
        # the file is the repr of PyInstaller's COLLECT arguments: the (name, source, type)
        # entries sit in nested lists and tuples
        if isinstance(node, tuple) and len(node) == 3 and all(isinstance(x, str) for x in node):
            found.append(node)  # type: ignore[arg-type]
        elif isinstance(node, tuple | list):
            for child in node:
                walk(child)

    walk(ast.literal_eval(toc.read_text(encoding="utf-8")))
    if not found:
        raise SystemExit(f"collect_licences: no entries in {toc}")
    return found


def dpkg_package(path: Path) -> str | None:
    """The Debian package that installed ``path`` (tried as given and resolved: /lib is a
    symlink to /usr/lib on merged-/usr systems, and dpkg knows only one of the two)."""
    for candidate in dict.fromkeys([str(path), str(path.resolve()), str(path).removeprefix("/usr"),
                                    str(path.resolve()).removeprefix("/usr")]):
        result = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True, check=False)
        if result.returncode == 0:
            return result.stdout.split(":", 1)[0].strip()
    return None


def classify(toc: list[tuple[str, str, str]]) -> Origins:
    origins = Origins()
    python_home = Path(sys.base_prefix).resolve()
    site = Path(sysconfig.get_path("purelib")).resolve()
    for dest, src, typecode in toc:
        if typecode not in ("BINARY", "EXTENSION"):
            continue
        source = Path(src).resolve()
        if source.is_relative_to(site):
            top = source.relative_to(site).parts[0]
            dist = TOP_LEVEL.get(top)
            if dist is None:
                raise SystemExit(f"collect_licences: {dest} comes from {top}, which has no licence entry here")
            origins.distributions[dist].append(dest)
        elif source.is_relative_to(python_home):
            origins.python.append(dest)
        else:
            package = dpkg_package(Path(src))
            if package is None:
                raise SystemExit(f"collect_licences: no Debian package owns {src} (bundled as {dest})")
            origins.debian[package.split(":")[0]].append(dest)
    return origins


def licence_files(dist: importlib.metadata.Distribution) -> list[Path]:
    found = []
    for file in dist.files or []:
        name = file.name.upper()
        # not a bundled project's own licences in sub-folders (mypy's typeshed/LICENSE): they
        # would overwrite its LICENSE here, and cover nothing compiled into the bundle
        if file.parent.name != "licenses" and not file.parent.name.endswith(".dist-info"):
            continue
        if ".dist-info" in str(file) and (name.startswith(("LICENSE", "LICENCE", "COPYING")) or "/licenses/" in str(file)):
            found.append(Path(str(dist.locate_file(file))))
    return found


def write(stage: Path, origins: Origins) -> None:
    out = stage / "licences"
    out.mkdir()
    readme = [
        "Licences of what this bundle carries besides Belote Desktop itself",
        "(the game: GPL-3.0-or-later, its decks CC-BY-SA-4.0: LICENSE and LICENSES/ beside lib/).",
        "The game shows these files under Help > About > Licences.",
        "",
    ]
    # Python
    python_licence = Path(sys.base_prefix, "lib", f"python{sys.version_info.major}.{sys.version_info.minor}",
                          "LICENSE.txt")
    (out / "python").mkdir()
    shutil.copyfile(python_licence, out / "python" / "LICENSE.txt")
    readme.append(f"python/LICENSE.txt: Python {sys.version.split()[0]} (PSF-2.0 and the licences it lists),"
                  f" {len(origins.python)} files of lib/_internal")
    # Python distributions
    for name, licence in PYTHON_DISTRIBUTIONS.items():
        dist = importlib.metadata.distribution(name)
        folder = out / name.lower()
        folder.mkdir()
        copied = []
        for path in licence_files(dist):
            shutil.copyfile(path, folder / path.name)
            copied.append(path.name)
        if name in ("PySide6-Essentials", "shiboken6"):
            # the wheels carry no licence file: the LGPL-3.0 they are used under, and the GPL-3.0
            # whose terms it adds to, from the build system
            for text, target in (("LGPL-3", "LGPL-3.0.txt"), ("GPL-3", "GPL-3.0.txt")):
                shutil.copyfile(COMMON_LICENCES / text, folder / target)
                copied.append(target)
        if not copied:
            raise SystemExit(f"collect_licences: no licence text for {name}")
        count = len(origins.distributions.get(name, []))
        readme.append(f"{folder.name}/: {name} {dist.version}, {licence}: {', '.join(sorted(copied))}"
                      + (f" ({count} libraries)" if count else ""))
    icu = [d for d in origins.distributions.get("PySide6-Essentials", []) if "libicu" in d]
    if icu:
        # Qt's wheel carries ICU; its terms (the Unicode/ICU licence) are those Debian's ICU
        # package states, copied from the build system's libicu package
        icu_copyright = sorted(Path("/usr/share/doc").glob("libicu[0-9]*/copyright"))
        if not icu_copyright:
            raise SystemExit("collect_licences: PySide6 carries ICU; install Debian's libicu package for its licence")
        (out / "icu").mkdir()
        shutil.copyfile(icu_copyright[-1], out / "icu" / "copyright")
        readme.append(f"icu/copyright: ICU as carried in PySide6/Qt/lib ({', '.join(Path(i).name for i in icu)}),"
                      f" its licence as Debian's {icu_copyright[-1].parent.name} package states it")
    # Debian packages
    (out / "debian").mkdir()
    for package, files in sorted(origins.debian.items()):
        shutil.copyfile(Path("/usr/share/doc", package, "copyright"), out / "debian" / f"{package}.copyright")
        readme.append(f"debian/{package}.copyright: {', '.join(sorted(Path(f).name for f in files))}")
    readme += ["", "Qt's own list of the third-party code inside Qt (qt_attributions) is not part of the",
               "PySide6 wheels, so it is not here."]
    (out / "README.txt").write_text("\n".join(readme) + "\n", encoding="utf-8")
    sources = [f"{dest}\tpython {sys.version.split()[0]}" for dest in sorted(origins.python)]
    sources += [f"{dest}\t{name}" for name, files in origins.distributions.items() for dest in sorted(files)]
    sources += [f"{dest}\tdebian:{package}" for package, files in origins.debian.items() for dest in sorted(files)]
    (out / "SOURCES.txt").write_text("\n".join(sorted(sources)) + "\n", encoding="utf-8")


def main(argv: list[str]) -> int:
    workpath, stage = Path(argv[0]), Path(argv[1])
    write(stage, classify(read_toc(workpath)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
