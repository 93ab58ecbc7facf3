"""The one thing pyproject.toml cannot say: which packages the wheel holds.

Everything else is declared in pyproject.toml. The built-in data stays in the top-level
``resources/`` folder (the source of truth, edited and regenerated there), and the build maps it
into the package as ``belote_desktop._resources`` (``[tool.setuptools.package-dir]``), so a wheel
carries it and the game finds it with ``importlib.resources`` wherever it is installed. A plain
``packages.find`` in pyproject.toml only sees folders under ``belote_desktop/``, so the mapped
package and its data folders are listed here; listing the data folders as packages keeps
setuptools from warning that they would be skipped.

The translations are compiled here too: Qt's ``lrelease`` turns each
``belote_desktop/i18n/*.ts`` into the ``.qm`` the game loads. An editable install writes them
beside the ``.ts`` files (git ignores them). Which ``lrelease`` (``_lrelease``, first found wins):
the ``LRELEASE`` environment variable (a path or a command name); on ``PATH``, ``lrelease-qt6``,
``pyside6-lrelease``, ``lrelease6`` and ``lrelease``; the folder ``qtpaths6``/``qtpaths``
report as Qt's binaries; the usual Qt 6 folders of Linux distributions; the PySide6-Essentials
wheel (a build requirement in pyproject.toml, so an isolated build always has one). A
distribution building with its own Qt and ``--no-build-isolation`` therefore needs no PyPI
package (packaging/README.md, "Building with a distribution's Qt").

The players' guide, ``docs/PLAYING.md``, its translations (``docs/PLAYING.<lang>.md``) and the
pictures they show are copied into the wheel as
``belote_desktop/_resources/guide/`` (Help → Players' guide opens it); ``docs/`` stays where the
guide is written. An editable install copies nothing: the game finds the checkout's ``docs/``. So are the desktop
entry, AppStream metadata, manual page and PNG icons of ``packaging/``, as
``belote_desktop/_resources/desktop/``, for ``belote-desktop --install-desktop``.

A wheel carries the double-dummy solver compiled with mypyc when it can (``_compiled_solver``):
``belote_desktop/compiled.py`` writes its copies of the solver's modules into
``belote_desktop/_compiled/`` and names the extension modules, as the checkout's ``./dev`` build
does, and the wheel becomes a platform wheel holding them beside the pure-Python sources (the
reference, and the fallback when the compiled ones cannot load). It does so when mypy (mypyc) is
importable and the C compiler Python was built with compiles against Python's headers;
``BELOTE_COMPILE=1`` makes a missing tool an error, ``BELOTE_COMPILE=0`` builds the pure wheel
(``py3-none-any``) whatever is there. An editable install compiles nothing here (``./dev`` does).
"""

import importlib.util
import os
import re
import shlex
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path
from types import ModuleType

from setuptools import Extension, find_namespace_packages, find_packages, setup
from setuptools.command.build_py import build_py

RESOURCES_PACKAGE = "belote_desktop._resources"
CATALOGUES = Path("belote_desktop", "i18n")
GUIDE = Path("docs", "PLAYING.md")
#: where the guide lands inside the package (belote_desktop/ui/guide.py looks there)
GUIDE_TARGET = Path("belote_desktop", "_resources", "guide")
#: the menu entry, AppStream metadata, manual page and PNG icons, for ``belote-desktop
#: --install-desktop`` (belote_desktop/desktop_install.py), copied from packaging/
PACKAGING = Path("packaging")
DESKTOP_TARGET = Path("belote_desktop", "_resources", "desktop")


def _desktop_files() -> list[Path]:
    """The desktop files relative to packaging/ (empty when it is missing)."""
    names = [Path("belote-desktop.desktop"), Path("belote-desktop.metainfo.xml"), Path("belote-desktop.6")]
    icons = sorted(p.relative_to(PACKAGING) for p in PACKAGING.glob("icons/hicolor/*/apps/belote-desktop.png"))
    return [n for n in names if (PACKAGING / n).is_file()] + icons


def _guide_files() -> list[Path]:
    """The guide, its translations (``PLAYING.fr.md``...) and every picture they link to
    (``](images/NAME.png)``), relative to docs/."""
    if not GUIDE.is_file():
        return []
    guides = [GUIDE, *sorted(GUIDE.parent.glob("PLAYING.*.md"))]
    pictures = {p for g in guides for p in re.findall(r"\]\((images/[^)\s]+)\)", g.read_text(encoding="utf-8"))}
    return [*(Path(g.name) for g in guides), *sorted(Path(p) for p in pictures)]


class build_py_with_translations(build_py):  # named like setuptools' commands
    def run(self) -> None:
        super().run()
        if not self.editable_mode and not EXTENSIONS:
            # a pure build in a folder that made a compiled one before must not carry that
            # build's solver copies (setuptools keeps build/lib, and its file list names them)
            shutil.rmtree(Path(self.build_lib, "belote_desktop", "_compiled"), ignore_errors=True)
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
            for name in _desktop_files():
                target = Path(self.build_lib, DESKTOP_TARGET, name)
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(PACKAGING / name, target)

    def get_source_files(self) -> list[str]:
        # the sdist must carry the .ts files the wheel is compiled from
        guide = [str(GUIDE.parent / name) for name in _guide_files()]
        return [*super().get_source_files(), *(str(ts) for ts in sorted(CATALOGUES.glob("*.ts"))), *guide]

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        compiled = [str(Path(self.build_lib, CATALOGUES, ts.with_suffix(".qm").name)) for ts in CATALOGUES.glob("*.ts")]
        guide = [] if self.editable_mode else [str(Path(self.build_lib, GUIDE_TARGET, n)) for n in _guide_files()]
        desktop = [] if self.editable_mode else [str(Path(self.build_lib, DESKTOP_TARGET, n)) for n in _desktop_files()]
        return [*super().get_outputs(include_bytecode), *compiled, *guide, *desktop]


#: on PATH, in this order: distributions' Qt 6 names first, PySide6's wrapper, then the plain
#: name (which may be Qt 5's through qtchooser; its .qm files load in Qt 6 all the same)
LRELEASE_COMMANDS = ("lrelease-qt6", "pyside6-lrelease", "lrelease6", "lrelease")
#: where Qt 6 keeps its tools off PATH: Debian/Ubuntu (and multiarch), Fedora/openSUSE, Arch
QT6_TOOL_FOLDERS = (
    "/usr/lib/qt6/bin",
    *([f"/usr/lib/{sysconfig.get_config_var('MULTIARCH')}/qt6/bin"] if sysconfig.get_config_var("MULTIARCH") else []),
    "/usr/lib64/qt6/bin",
    "/usr/libexec/qt6",
    "/usr/lib/qt6/libexec",
)


def _qtpaths_bins() -> list[Path]:
    """Qt's own answer to where its tools are, from qtpaths6/qtpaths on PATH."""
    found = []
    for tool in ("qtpaths6", "qtpaths"):
        command = shutil.which(tool)
        if command is None:
            continue
        for query in ("QT_HOST_BINS", "QT_INSTALL_BINS"):
            result = subprocess.run([command, "--query", query], capture_output=True, text=True, check=False)
            if result.returncode == 0 and result.stdout.strip():
                found.append(Path(result.stdout.strip()))
    return found


def _lrelease_candidates() -> list[tuple[str, Path | None]]:
    """Where to look, in order, each with what was found there (None: nothing)."""
    candidates: list[tuple[str, Path | None]] = []
    chosen = os.environ.get("LRELEASE")
    if chosen:
        found = shutil.which(chosen)
        candidates.append((f"LRELEASE={chosen}", Path(found) if found else None))
        return candidates  # asked for explicitly: nothing else is tried
    for name in LRELEASE_COMMANDS:
        found = shutil.which(name)
        candidates.append((f"{name} on PATH", Path(found) if found else None))
    for folder in [*_qtpaths_bins(), *map(Path, QT6_TOOL_FOLDERS)]:
        path = folder / "lrelease"
        candidates.append((str(path), path if path.is_file() and os.access(path, os.X_OK) else None))
    spec = importlib.util.find_spec("PySide6")
    if spec is not None and spec.submodule_search_locations:
        path = Path(list(spec.submodule_search_locations)[0], "lrelease")
        candidates.append((str(path), path if path.is_file() else None))
    else:
        candidates.append(("the PySide6 package", None))
    return candidates


def _lrelease() -> Path:
    candidates = _lrelease_candidates()
    for _, found in candidates:
        if found is not None:
            return found
    tried = "\n  ".join(where for where, _ in candidates)
    raise SystemExit(
        "building Belote Desktop needs Qt 6's lrelease to compile the translations; none found in:\n  "
        f"{tried}\ninstall your distribution's Qt 6 translation tools (Debian: qt6-l10n-tools) or "
        "PySide6-Essentials, or set LRELEASE to the program"
    )


#: BELOTE_COMPILE=1: the wheel must carry the compiled solver; 0: it must not; unset: when it can
COMPILE_VARIABLE = "BELOTE_COMPILE"
#: the commands that build what a wheel installs (not editable_wheel, sdist, egg_info, dist_info)
WHEEL_COMMANDS = {"bdist_wheel", "build", "build_ext"}
#: where the mypyc build writes its C and its mypy configuration (setuptools' build/ folder)
MYPYC_TEMP = Path("build", "mypyc")



def _compiled_module() -> ModuleType:
    """belote_desktop/compiled.py loaded by its path: the package's __init__ is not imported."""
    spec = importlib.util.spec_from_file_location("_belote_desktop_compiled", Path("belote_desktop", "compiled.py"))
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _prefix_maps() -> list[str]:
    """The debug information would name the folder the solver was compiled in and the one mypyc's
    run-time C comes from (in a build's temporary venv, say): "." and "mypyc" instead, so two builds
    of the same sources give the same bytes wherever they ran (gcc 8+, clang 10+)."""
    folders = [(str(Path.cwd()), ".")]
    spec = importlib.util.find_spec("mypyc")
    if spec is not None and spec.submodule_search_locations:
        folders.append((list(spec.submodule_search_locations)[0], "mypyc"))
    return [f"-ffile-prefix-map={folder}={name}" for folder, name in folders]


def _missing_compile_tool() -> str | None:
    """Why the solver cannot be compiled here, or None: mypyc importable, and the C compiler Python
    was built with (sysconfig's CC, as setuptools uses it) compiles a file including Python.h with
    the options ``_compiled_solver`` adds."""
    if importlib.util.find_spec("mypyc") is None:
        return "mypy (mypyc) is not installed"
    compiler = shlex.split(os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc")
    with tempfile.TemporaryDirectory(prefix="belote-cc-") as temp:
        test = Path(temp, "test.c")
        test.write_text("#include <Python.h>\nint main(void) { return Py_IsInitialized(); }\n")
        try:
            result = subprocess.run([*compiler, *_prefix_maps(), "-I", sysconfig.get_paths()["include"], "-c", str(test),
                                     "-o", str(Path(temp, "test.o"))], capture_output=True, text=True, check=False)
        except OSError as error:
            return f"no C compiler ({compiler[0]}: {error.strerror})"
    if result.returncode:
        return f"{' '.join(compiler)} cannot compile against Python's headers: {result.stderr.strip()[-500:]}"
    return None


def _compiled_solver() -> list[Extension]:
    """The solver's extension modules for this build (empty: a pure wheel). See the module's doc."""
    wanted = os.environ.get(COMPILE_VARIABLE, "")
    if wanted not in ("", "0", "1"):
        raise SystemExit(f"{COMPILE_VARIABLE} must be 1 (compile the solver), 0 (do not) or unset, not {wanted!r}")
    if wanted == "0" or not WHEEL_COMMANDS & set(sys.argv[1:]):
        return []
    missing = _missing_compile_tool()
    if missing is not None:
        if wanted == "1":
            raise SystemExit(f"{COMPILE_VARIABLE}=1, but the solver cannot be compiled: {missing}")
        print(f"setup.py: a pure-Python wheel: the solver is not compiled ({missing})", file=sys.stderr)
        return []
    compiled = _compiled_module()
    paths = [os.path.relpath(path) for path in compiled.write_copies()]
    extensions: list[Extension] = list(compiled.extensions(paths, str(MYPYC_TEMP)))
    for extension in extensions:
        extension.extra_compile_args.extend(_prefix_maps())
    return extensions


EXTENSIONS = _compiled_solver()

setup(
    cmdclass={"build_py": build_py_with_translations},
    packages=[
        # belote_desktop._compiled (the solver's mypyc build, generated) only when this build
        # compiles it; otherwise the checkout's (made by ./dev) stays out of a pure wheel
        *find_packages(include=["belote_desktop", "belote_desktop.*"], exclude=["belote_desktop._compiled*"]),
        *(["belote_desktop._compiled"] if EXTENSIONS else []),
        RESOURCES_PACKAGE,
        *(f"{RESOURCES_PACKAGE}.{name}" for name in find_namespace_packages("resources", exclude=["*__pycache__*"])),
    ],
    ext_modules=EXTENSIONS,
)
