"""The one thing pyproject.toml cannot say: which packages the wheel holds.

Everything else is declared in pyproject.toml. The built-in data stays in the top-level
``resources/`` folder (the source of truth, edited and regenerated there), and the build maps it
into the package as ``belote_desktop._resources`` (``[tool.setuptools.package-dir]``), so a wheel
carries it and the game finds it with ``importlib.resources`` wherever it is installed. A plain
``packages.find`` in pyproject.toml only sees folders under ``belote_desktop/``, so the mapped
package and its data folders are listed here; listing the data folders as packages keeps
setuptools from warning that they would be skipped.

The translations are compiled here too: Qt's ``lrelease`` (in the PySide6-Essentials wheel,
hence a build requirement) turns each ``belote_desktop/i18n/*.ts`` into the ``.qm`` the game
loads. An editable install writes them beside the ``.ts`` files (git ignores them).

The players' guide, ``docs/PLAYING.md``, and the pictures it shows are copied into the wheel as
``belote_desktop/_resources/guide/`` (Help → Players' guide opens it); ``docs/`` stays where the
guide is written. An editable install copies nothing: the game finds the checkout's ``docs/``.
"""

import importlib.util
import re
import shutil
import subprocess
from pathlib import Path

from setuptools import find_namespace_packages, find_packages, setup
from setuptools.command.build_py import build_py

RESOURCES_PACKAGE = "belote_desktop._resources"
CATALOGUES = Path("belote_desktop", "i18n")
GUIDE = Path("docs", "PLAYING.md")
#: where the guide lands inside the package (belote_desktop/ui/guide.py looks there)
GUIDE_TARGET = Path("belote_desktop", "_resources", "guide")


def _guide_files() -> list[Path]:
    """The guide and every picture it links to (``](images/NAME.png)``), relative to docs/."""
    if not GUIDE.is_file():
        return []
    pictures = re.findall(r"\]\((images/[^)\s]+)\)", GUIDE.read_text(encoding="utf-8"))
    return [Path(GUIDE.name), *sorted({Path(p) for p in pictures})]


class build_py_with_translations(build_py):  # noqa: N801 - named like setuptools' commands
    def run(self) -> None:
        super().run()
        out_dir = CATALOGUES if self.editable_mode else Path(self.build_lib, CATALOGUES)
        out_dir.mkdir(parents=True, exist_ok=True)
        for ts in sorted(CATALOGUES.glob("*.ts")):
            qm = out_dir / ts.with_suffix(".qm").name
            subprocess.run([str(_lrelease()), "-silent", str(ts), "-qm", str(qm)], check=True)
        if not self.editable_mode:
            for name in _guide_files():
                target = Path(self.build_lib, GUIDE_TARGET, name)
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(GUIDE.parent / name, target)

    def get_source_files(self) -> list[str]:
        # the sdist must carry the .ts files the wheel is compiled from
        guide = [str(GUIDE.parent / name) for name in _guide_files()]
        return [*super().get_source_files(), *(str(ts) for ts in sorted(CATALOGUES.glob("*.ts"))), *guide]

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        compiled = [str(Path(self.build_lib, CATALOGUES, ts.with_suffix(".qm").name)) for ts in CATALOGUES.glob("*.ts")]
        guide = [] if self.editable_mode else [str(Path(self.build_lib, GUIDE_TARGET, n)) for n in _guide_files()]
        return [*super().get_outputs(include_bytecode), *compiled, *guide]


def _lrelease() -> Path:
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit("building Belote Desktop needs PySide6-Essentials, for Qt's lrelease")
    return Path(list(spec.submodule_search_locations)[0], "lrelease")


setup(
    cmdclass={"build_py": build_py_with_translations},
    packages=[
        # not the generated belote_desktop._compiled (the solver's mypyc build, made by ./dev in a
        # checkout): wheels carry the pure-Python solver (packaging/README.md)
        *find_packages(include=["belote_desktop", "belote_desktop.*"], exclude=["belote_desktop._compiled*"]),
        RESOURCES_PACKAGE,
        *(f"{RESOURCES_PACKAGE}.{name}" for name in find_namespace_packages("resources", exclude=["*__pycache__*"])),
    ],
)
