"""The wheel carries the built-in decks, and an installed wheel works outside the checkout.

The wheel is built from a copy of the source (so the build never writes into the working tree),
without build isolation or the network, then installed into a fresh virtual environment under
tmp_path that borrows only the dependencies (PySide6, svgelements) from this interpreter.
"""

from __future__ import annotations

import ast
import importlib.machinery
import importlib.metadata
import importlib.util
import os
import re
import shutil
import struct
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

from belote_desktop import __version__

ROOT = Path(__file__).resolve().parents[1]
BUILT_IN_DECKS = ("french", "german", "traditional")
#: What the build reads: the sdist's content, less the tests (docs/ for the players' guide).
SOURCE_ITEMS = ("pyproject.toml", "setup.py", "README.md", "LICENSE", "LICENSES", "belote_desktop", "resources",
                "docs", "packaging")
IGNORED = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info", "*.qm", "_compiled")


def _run(argv: list[str], **kwargs: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(argv, capture_output=True, text=True, timeout=300, check=False, **kwargs)  # type: ignore[call-overload]


def _copy_sources(source: Path) -> None:
    for name in SOURCE_ITEMS:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, source / name, ignore=IGNORED)
        else:
            shutil.copy2(ROOT / name, source / name)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    source = tmp_path_factory.mktemp("source")
    _copy_sources(source)
    out = tmp_path_factory.mktemp("wheelhouse")
    result = _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--no-index",
                   "--disable-pip-version-check", "-q", "-w", str(out), str(source)])
    assert result.returncode == 0, result.stderr
    (built,) = out.glob("belote_desktop-*.whl")
    return built


def _resource_files() -> set[str]:
    return {
        path.relative_to(ROOT / "resources").as_posix()
        for path in (ROOT / "resources").rglob("*")
        if path.is_file() and "__pycache__" not in path.parts
    }


def test_wheel_carries_every_resource_file(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    shipped = {n.removeprefix("belote_desktop/_resources/") for n in names if n.startswith("belote_desktop/_resources/")}
    assert _resource_files() <= shipped
    for deck in BUILT_IN_DECKS:
        assert f"decks/{deck}/manifest.json" in shipped and f"decks/{deck}/cards.svg" in shipped
    assert not any("__pycache__" in n or n.endswith(".pyc") for n in names)
    # everything inside the package or its metadata: nothing lands at the top of site-packages
    assert {n.split("/")[0] for n in names} == {"belote_desktop", f"belote_desktop-{__version__}.dist-info"}


def test_wheel_carries_the_licence_texts(wheel: Path) -> None:
    licences = f"belote_desktop-{__version__}.dist-info/licenses/"
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        metadata = archive.read(f"belote_desktop-{__version__}.dist-info/METADATA").decode()
        assert archive.read(licences + "LICENSE") == (ROOT / "LICENSE").read_bytes()
        for text in (ROOT / "LICENSES").glob("*.txt"):
            assert archive.read(f"{licences}LICENSES/{text.name}") == text.read_bytes()
    assert {n for n in names if n.startswith(licences)} == {
        licences + "LICENSE", *(f"{licences}LICENSES/{p.name}" for p in (ROOT / "LICENSES").glob("*.txt"))}
    # PEP 639 metadata: the SPDX expression and the files
    assert "License-Expression: GPL-3.0-or-later AND CC-BY-SA-4.0" in metadata.splitlines()
    assert "License-File: LICENSES/CC-BY-SA-4.0.txt" in metadata.splitlines()


def test_installed_wheel_shows_its_licence_texts(installed: Path, tmp_path: Path) -> None:
    code = "from belote_desktop.ui.licences import licence_texts; print([t.title for t in licence_texts()])"
    result = _run([str(installed / "python"), "-c", code], cwd=tmp_path, env=_outside_env(tmp_path))
    assert result.returncode == 0, result.stderr
    assert ast.literal_eval(result.stdout.strip()) == [
        "LICENSE", "LICENSES/CC-BY-SA-4.0.txt", "LICENSES/CC0-1.0.txt", "LICENSES/GPL-3.0-or-later.txt"]


def test_installed_wheel_installs_its_menu_entry_and_manual_page(installed: Path, tmp_path: Path) -> None:
    env = _outside_env(tmp_path)
    env["XDG_DATA_HOME"] = str(tmp_path / "share")
    result = _run([str(installed / "belote-desktop"), "--install-desktop"], cwd=tmp_path, env=env)
    assert result.returncode == 0, result.stderr
    share = tmp_path / "share"
    entry = (share / "applications" / "belote-desktop.desktop").read_text(encoding="utf-8")
    # the venv's own script, which the menu can start without that venv on PATH
    assert f"\nExec={(installed / 'belote-desktop').resolve()}\n" in entry
    assert (share / "man" / "man6" / "belote-desktop.6").read_bytes() == (ROOT / "packaging" / "belote-desktop.6").read_bytes()
    assert (share / "icons" / "hicolor" / "256x256" / "apps" / "belote-desktop.png").is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / "belote-desktop.svg").is_file()
    result = _run([str(installed / "belote-desktop"), "--uninstall-desktop"], cwd=tmp_path, env=env)
    assert result.returncode == 0, result.stderr
    assert not share.exists()  # it made that folder, and took it away again


def test_wheel_version_is_the_package_version(wheel: Path) -> None:
    assert wheel.name.startswith(f"belote_desktop-{__version__}-")


@pytest.fixture(scope="module")
def installed(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh venv holding the wheel; returns its bin folder."""
    return _install(wheel, tmp_path_factory.mktemp("venv"))


def _install(wheel: Path, venv: Path) -> Path:
    """A fresh venv at ``venv`` holding ``wheel``; returns its bin folder."""
    result = _run([sys.executable, "-m", "venv", "--without-pip", str(venv)])
    assert result.returncode == 0, result.stderr
    venv_python = venv / "bin" / "python"
    # Only the dependencies' folder is borrowed, by a .pth line: .pth files inside it (this
    # checkout's editable install) are not processed, so belote_desktop comes from the wheel.
    site = Path(_run([str(venv_python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"]).stdout.strip())
    (site / "borrowed_dependencies.pth").write_text(sysconfig.get_path("purelib") + "\n")
    result = _run([sys.executable, "-m", "pip", "--python", str(venv_python), "install", "--no-deps", "--no-index",
                   "--disable-pip-version-check", "-q", str(wheel)])
    assert result.returncode == 0, result.stderr
    return venv / "bin"


def _outside_env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    empty = home / "no-data"
    empty.mkdir(exist_ok=True)
    # no third-party decks: the listing must be exactly the built-in ones
    env.update(HOME=str(home), XDG_DATA_HOME=str(empty), XDG_DATA_DIRS=str(empty), QT_QPA_PLATFORM="offscreen")
    return env


def test_installed_wheel_lists_the_built_in_decks(installed: Path, tmp_path: Path) -> None:
    result = _run([str(installed / "belote-desktop"), "decks"], cwd=tmp_path, env=_outside_env(tmp_path))
    assert result.returncode == 0, result.stderr
    rows = [line.split() for line in result.stdout.splitlines()[1:] if line.strip()]
    assert [row[0] for row in rows] == list(BUILT_IN_DECKS)
    venv = installed.parent.resolve()
    for row in rows:
        assert "built-in" in row
        deck_path = Path(row[-1]).resolve()
        assert deck_path.is_relative_to(venv), f"{row[0]} found outside the installed wheel: {deck_path}"
        assert not deck_path.is_relative_to(ROOT)


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    width, height = struct.unpack(">II", data[16:24])  # the IHDR chunk comes first
    return width, height


def test_installed_wheel_renders_the_window(installed: Path, tmp_path: Path) -> None:
    shot = tmp_path / "window.png"
    result = _run([str(installed / "belote-desktop"), "play", "--screenshot", str(shot), "--size", "1024x640"],
                  cwd=tmp_path, env=_outside_env(tmp_path))
    assert result.returncode == 0, result.stderr
    assert _png_size(shot) == (1024, 640)


def test_wheel_carries_the_players_guide_and_its_pictures(wheel: Path) -> None:
    # the English guide and its translations (PLAYING.fr.md...), each with the pictures it shows
    guides = [ROOT / "docs" / "PLAYING.md", *sorted((ROOT / "docs").glob("PLAYING.*.md"))]
    assert len(guides) > 1
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        for guide in guides:
            shipped = archive.read(f"belote_desktop/_resources/guide/{guide.name}")
            assert shipped == guide.read_bytes()
    for guide in guides:
        pictures = re.findall(r"\]\((images/[^)\s]+)\)", guide.read_text(encoding="utf-8"))
        assert len(pictures) >= 5
        for picture in pictures:
            assert f"belote_desktop/_resources/guide/{picture}" in names


def test_installed_wheel_finds_its_own_guide(installed: Path, tmp_path: Path) -> None:
    code = "from belote_desktop.ui.guide import guide_path; print(guide_path())"
    result = _run([str(installed / "python"), "-c", code], cwd=tmp_path, env=_outside_env(tmp_path))
    assert result.returncode == 0, result.stderr
    found = Path(result.stdout.strip()).resolve()
    assert found.name == "PLAYING.md" and found.is_relative_to(installed.parent.resolve())
    # and the translation of each language the window speaks (here French)
    code = "from belote_desktop.ui.guide import guide_path; print(guide_path('fr'))"
    result = _run([str(installed / "python"), "-c", code], cwd=tmp_path, env=_outside_env(tmp_path))
    assert result.returncode == 0, result.stderr
    found = Path(result.stdout.strip()).resolve()
    assert found.name == "PLAYING.fr.md" and found.is_relative_to(installed.parent.resolve())


#: the solver's modules compiled into the wheel (belote_desktop/compiled.py's SOURCES), by file stem
COMPILED_MODULES = ("contract", "legal", "play", "solver")


def _is_platform_wheel(wheel: Path) -> bool:
    return not wheel.name.endswith("-py3-none-any.whl")


def test_wheel_carries_the_compiled_solver(wheel: Path) -> None:
    """This interpreter has mypy (the test extra) and ./dev needs gcc: setup.py compiles the solver
    into a platform wheel, from copies it writes itself (the checkout's build is not copied)."""
    if not _is_platform_wheel(wheel) and os.environ.get("CI") != "true":
        pytest.skip("no C compiler or Python headers here: the wheel is pure (setup.py said why)")
    assert wheel.name.endswith(f"-cp{sys.version_info.major}{sys.version_info.minor}-"
                               f"cp{sys.version_info.major}{sys.version_info.minor}-{sysconfig.get_platform().replace('-', '_').replace('.', '_')}.whl")
    suffix = importlib.machinery.EXTENSION_SUFFIXES[0]
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        copy = archive.read("belote_desktop/_compiled/solver.py").decode()
    # the pure-Python sources stay: the reference, and the fallback when the compiled ones cannot load
    assert {"belote_desktop/bots/solver.py", "belote_desktop/engine/play.py", "belote_desktop/compiled.py"} <= names
    for module in COMPILED_MODULES:
        assert f"belote_desktop/_compiled/{module}{suffix}" in names
    assert f"belote_desktop/_compiled/core__mypyc{suffix}" in names
    # the C search core, and its source, which the build is checked against
    assert {f"belote_desktop/_compiled/search_core{suffix}", "belote_desktop/bots/search_core.c"} <= names
    # compiled from the sources as they are, with their hash (what compiled.load() checks)
    from belote_desktop import compiled
    assert f'BUILD_HASH = "{compiled.source_hash()}"' in copy


def test_compiled_solver_is_the_same_bytes_whatever_folder_it_was_built_in(wheel: Path, tmp_path: Path) -> None:
    """The bundle's archive is reproducible (packaging/README.md): the compiled modules must not
    carry the temporary folder they were compiled in (debug information)."""
    if not _is_platform_wheel(wheel):
        pytest.skip("the wheel is pure here: nothing compiled to compare")
    source = tmp_path / "another-folder"
    source.mkdir()
    _copy_sources(source)
    result = _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--no-index",
                   "--disable-pip-version-check", "-q", "-w", str(tmp_path / "out"), str(source)])
    assert result.returncode == 0, result.stderr
    (again,) = (tmp_path / "out").glob("belote_desktop-*.whl")
    with zipfile.ZipFile(wheel) as first, zipfile.ZipFile(again) as second:
        libraries = [n for n in first.namelist() if n.startswith("belote_desktop/_compiled/") and not n.endswith(".py")]
        assert len(libraries) == len(COMPILED_MODULES) + 2  # (mypyc's shared library, the C search core)
        for name in libraries:
            assert first.read(name) == second.read(name), name


def test_installed_wheel_solves_with_the_compiled_solver(wheel: Path, installed: Path, tmp_path: Path) -> None:
    if not _is_platform_wheel(wheel) and os.environ.get("CI") != "true":
        pytest.skip("no C compiler or Python headers here: the wheel is pure (setup.py said why)")
    code = (
        "from belote_desktop.bots import solver; from belote_desktop import compiled; "
        "print(solver.COMPILED, solver.Solver.__module__, compiled.STATUS)"
    )
    result = _run([str(installed / "python"), "-c", code], cwd=tmp_path, env=_outside_env(tmp_path))
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "True belote_desktop.bots.solver compiled (mypyc, search in C)"
    # what a user asks to know which solver runs
    result = _run([str(installed / "python"), "-m", "belote_desktop.compiled", "status"], cwd=tmp_path,
                  env=_outside_env(tmp_path))
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "compiled (mypyc, search in C)"
    result = _run([str(installed / "belote-desktop"), "--version"], cwd=tmp_path, env=_outside_env(tmp_path))
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[1] == "solver: compiled (mypyc, search in C)"
    # BELOTE_PURE=1 still picks the pure-Python solver the wheel carries beside it
    result = _run([str(installed / "python"), "-c", code], cwd=tmp_path,
                  env={**_outside_env(tmp_path), "BELOTE_PURE": "1"})
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "False belote_desktop.bots.solver pure Python (BELOTE_PURE is set)"


def test_installed_wheel_reports_its_version(installed: Path, tmp_path: Path) -> None:
    result = _run([str(installed / "belote-desktop"), "--version"], cwd=tmp_path, env=_outside_env(tmp_path))
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[0] == f"belote-desktop {__version__}"


@pytest.mark.parametrize("argv", [["-m", "belote_desktop", "--version"], ["-m", "belote_desktop", "--version", "play"]])
def test_version_option(argv: list[str]) -> None:
    result = _run([sys.executable, *argv])
    assert result.returncode == 0, result.stderr
    from belote_desktop import compiled
    compiled.load()
    # the version, then which solver runs and why (the checkout's build, or pure Python)
    assert result.stdout.splitlines() == [f"belote-desktop {__version__}", f"solver: {compiled.STATUS}"]
    result = _run([sys.executable, *argv], env={**os.environ, compiled.PURE_VARIABLE: "1"})
    assert result.stdout.splitlines()[1] == "solver: pure Python (BELOTE_PURE is set)"
    # the installed metadata is built from the same attribute (pyproject's dynamic version)
    assert importlib.metadata.version("belote-desktop") == __version__


def test_bundle_entry_lets_worker_processes_start_before_anything_else() -> None:
    """In the frozen bundle the bots' worker process is the executable started again; the entry
    script must hand it to multiprocessing before it builds a command line or imports the game."""
    script = ROOT / "packaging" / "bundle_main.py"
    tree = ast.parse(script.read_text(encoding="utf-8"))
    *preamble, main_block = tree.body
    imported = {alias.name for node in preamble if isinstance(node, ast.Import | ast.ImportFrom)
                for alias in node.names}
    assert imported == {"multiprocessing", "os", "sys", "MutableMapping"}
    # the docstring, standard imports, constants and function definitions: nothing that runs code
    assert all(isinstance(n, ast.Import | ast.ImportFrom | ast.FunctionDef)
               or (isinstance(n, ast.Expr | ast.Assign | ast.AnnAssign)
                   and all(isinstance(v, ast.Constant | ast.Tuple) for v in [getattr(n, "value", None)]))
               for n in preamble), "only the docstring and standard imports may run before freeze_support"
    assert isinstance(main_block, ast.If)
    assert ast.unparse(main_block.body[0]) == "multiprocessing.freeze_support()"
    result = _run([sys.executable, str(script), "--version"])
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[0] == f"belote-desktop {__version__}"


def _bundle_main() -> object:
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import bundle_main
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    return bundle_main


@pytest.mark.parametrize(("before", "after"), [
    # the user had none: the bundle's own is dropped
    ({"LD_LIBRARY_PATH": "/b/lib/_internal", "HOME": "/h"}, {"HOME": "/h"}),
    # the user had one: it comes back
    ({"LD_LIBRARY_PATH": "/b/lib/_internal:/opt/x", "LD_LIBRARY_PATH_ORIG": "/opt/x", "HOME": "/h"},
     {"LD_LIBRARY_PATH": "/opt/x", "HOME": "/h"}),
])
def test_bundle_gives_children_the_original_library_path(before: dict[str, str], after: dict[str, str]) -> None:
    environ = dict(before)
    _bundle_main().restore_child_environment(environ)  # type: ignore[attr-defined]
    assert environ == after


#: what setup.py needs to run, without PySide6: setuptools and wheel (top-level names)
BUILD_TOOLS = ("setuptools", "_distutils_hack", "pkg_resources", "wheel")


@pytest.mark.parametrize("how", ["lrelease on PATH", "LRELEASE variable"])
def test_wheel_builds_with_a_qt_lrelease_and_no_pyside6(how: str, tmp_path: Path) -> None:
    """As a distribution builds it: its own Qt's lrelease, no PySide6 from PyPI in the build."""
    spec = importlib.util.find_spec("PySide6")
    assert spec is not None and spec.submodule_search_locations
    real = Path(list(spec.submodule_search_locations)[0], "lrelease")  # stands in for the system's
    # a build environment with setuptools and wheel only (borrowed by a .pth), no PySide6
    tools = tmp_path / "build-tools"
    tools.mkdir()
    site = Path(sysconfig.get_path("purelib"))
    for entry in site.iterdir():
        top = entry.name.split("-")[0].removesuffix(".py")
        if top in BUILD_TOOLS:
            (tools / entry.name).symlink_to(entry)
    venv = tmp_path / "venv"
    assert _run([sys.executable, "-m", "venv", "--without-pip", str(venv)]).returncode == 0
    python = venv / "bin" / "python"
    venv_site = Path(_run([str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"]).stdout.strip())
    (venv_site / "build_tools.pth").write_text(f"{tools}\n")
    assert _run([str(python), "-c", "import PySide6"]).returncode != 0, "PySide6 must be hidden from the build"
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "LRELEASE", "VIRTUAL_ENV")}
    if how == "lrelease on PATH":
        fake_bin = tmp_path / "bin"
        fake_bin.mkdir()
        (fake_bin / "lrelease").symlink_to(real)
        env["PATH"] = f"{fake_bin}:/usr/bin:/bin"
    else:
        env["PATH"] = "/usr/bin:/bin"
        env["LRELEASE"] = str(real)
    source = tmp_path / "source"
    source.mkdir()
    _copy_sources(source)
    out = tmp_path / "wheelhouse"
    result = _run([sys.executable, "-m", "pip", "--python", str(python), "wheel", "--no-deps", "--no-build-isolation",
                   "--no-index", "--disable-pip-version-check", "-q", "-w", str(out), str(source)], env=env)
    assert result.returncode == 0, result.stdout + result.stderr
    (built,) = out.glob("belote_desktop-*.whl")
    with zipfile.ZipFile(built) as archive:
        compiled = {n for n in archive.namelist() if n.startswith("belote_desktop/i18n/") and n.endswith(".qm")}
    catalogues = {f"belote_desktop/i18n/{ts.stem}.qm" for ts in (ROOT / "belote_desktop" / "i18n").glob("*.ts")}
    assert compiled == catalogues
    # no mypy in this build environment: the pure wheel, which runs anywhere
    assert built.name.endswith("-py3-none-any.whl")
    with zipfile.ZipFile(built) as archive:
        assert not [n for n in archive.namelist() if n.startswith("belote_desktop/_compiled/") or n.endswith(".so")]


def test_without_a_c_compiler_the_wheel_is_pure_unless_compiling_is_required(tmp_path: Path) -> None:
    source = tmp_path / "source"
    source.mkdir()
    _copy_sources(source)
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "BELOTE_COMPILE")}
    env["CC"] = str(tmp_path / "no-such-cc")
    # required: the build stops and says why
    result = _run([sys.executable, "setup.py", "-q", "bdist_wheel", "-d", str(tmp_path / "out")], cwd=source,
                  env={**env, "BELOTE_COMPILE": "1"})
    assert result.returncode != 0
    assert f"BELOTE_COMPILE=1, but the solver cannot be compiled: no C compiler ({tmp_path / 'no-such-cc'}" in result.stderr
    assert not (tmp_path / "out").exists()
    # left to the build: a pure wheel, and a line saying so; without what an earlier compiled
    # build in the same folder left in setuptools' build/lib
    stale = source / "build" / "lib" / "belote_desktop" / "_compiled"
    stale.mkdir(parents=True)
    (stale / f"solver{importlib.machinery.EXTENSION_SUFFIXES[0]}").write_bytes(b"stale")
    result = _run([sys.executable, "setup.py", "-q", "bdist_wheel", "-d", str(tmp_path / "out")], cwd=source, env=env)
    assert result.returncode == 0, result.stderr
    assert "setup.py: a pure-Python wheel: the solver is not compiled (no C compiler" in result.stderr
    (built,) = (tmp_path / "out").glob("belote_desktop-*.whl")
    assert built.name.endswith("-py3-none-any.whl")
    with zipfile.ZipFile(built) as archive:
        assert not [n for n in archive.namelist() if n.startswith("belote_desktop/_compiled/")]
    assert not (source / "belote_desktop" / "_compiled").exists()
    # installed, it runs the pure-Python solver and says so
    bin_dir = _install(built, tmp_path / "venv")
    result = _run([str(bin_dir / "belote-desktop"), "--version"], cwd=tmp_path, env=_outside_env(tmp_path))
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[1].startswith("solver: pure Python (the compiled solver is not built")


def test_build_without_any_lrelease_says_where_it_looked(tmp_path: Path) -> None:
    source = tmp_path / "source"
    source.mkdir()
    _copy_sources(source)
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    env.update(PATH="/usr/bin:/bin", LRELEASE=str(tmp_path / "no-such-lrelease"))
    result = _run([sys.executable, "setup.py", "-q", "build_py"], cwd=source, env=env)
    assert result.returncode != 0
    assert "needs Qt 6's lrelease" in result.stderr and f"LRELEASE={tmp_path / 'no-such-lrelease'}" in result.stderr
