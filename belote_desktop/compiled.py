"""The double-dummy solver's compiled build: how it is made, and whether it may be used.

The solver's hot loop is the solver itself and the engine's trick play. ``build()`` copies those
modules (``SOURCES``) into the generated, git-ignored package ``belote_desktop._compiled``, their
imports of one another rewritten to point at the copies, and compiles the copies with mypyc
(``mypy``'s compiler, from the ``test`` extra and ``[build-system] requires``). The copies are the same source as the engine's:
nothing is written twice, the pure-Python modules stay the reference, and
``tests/test_solver_compiled.py`` plays the same positions through both and asserts equal values.

The build also compiles ``bots/search_core.c`` (``CORE_SOURCE``) into ``CORE_MODULE``: the
search's inner loop (``Solver._search``, with the trick play and play obligations it runs on)
translated to C, about 12x the mypyc build's speed. It is not the same source: the Python stays
the reference, ``bots/solver.py``'s ``CoreSolver`` is the Python ``Solver`` with only
``_search`` handed to the core, and ``tests/test_search_core.py`` asserts the same values, node
counts and table entries on random positions of every table. Its source is hashed with the
others, the hash compiled in, and ``load_core()`` uses it only when they match.

``load()`` is what ``bots/solver.py`` asks: the compiled solver module when it is built, compiled
(not the bare copies) and built from the sources *as they are now* (a hash of them is compiled in),
else None, and the pure-Python solver is used; ``STATUS`` says which and why in one line.
``BELOTE_PURE=1`` in the environment forces the pure solver.

Build: ``python -m belote_desktop.compiled`` (``./dev`` runs it when the sources' hash changes).
Needs gcc and Python's headers; without them the build fails with a message and nothing changes
for the game. A wheel build compiles the same copies the same way (``setup.py`` calls
``write_copies`` and ``extensions``), so a platform wheel, and the bundle made from one, carry the
compiled solver; a wheel built without a C compiler carries the pure one (packaging/README.md).
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.machinery
import importlib.util
import os
import re
import sys
from pathlib import Path
from types import ModuleType

#: the package of the copies and the compiled modules (generated; git ignores it)
PACKAGE = "belote_desktop._compiled"
#: the modules compiled, as module names: the strain tables, legal play, the trick play, the solver
SOURCES: tuple[str, ...] = (
    "belote_desktop.engine.contract",
    "belote_desktop.engine.legal",
    "belote_desktop.engine.play",
    "belote_desktop.bots.solver",
)
#: the search's inner loop in C (a translation of ``Solver._search``, checked against it by
#: tests/test_search_core.py), compiled into the same package as the mypyc modules
CORE_SOURCE = "belote_desktop/bots/search_core.c"
CORE_MODULE = f"{PACKAGE}.search_core"
#: the line of ``bots/solver.py`` from which on the module picks its build: cut from the copy
LOADER_MARK = "# --- the compiled build"
#: set in the environment to use the pure-Python solver even when the compiled one is built
PURE_VARIABLE = "BELOTE_PURE"

#: the package folder whose sources are copied, compiled and hashed (belote_desktop/)
SOURCE_ROOT = Path(__file__).resolve().parent
_TARGET = SOURCE_ROOT / PACKAGE.rsplit(".", 1)[1]

#: how to get the compiled build, for ``STATUS``
_HOW_TO_BUILD = "python -m belote_desktop.compiled in a checkout; a platform wheel carries it"
#: what ``load`` found, in one line (set by ``load``)
STATUS = "pure Python (not looked for yet)"
#: the C search core, when ``load_core`` (which ``load`` asks) found it usable
CORE: ModuleType | None = None


def _short(module: str) -> str:
    return module.rsplit(".", 1)[1]


def _source_path(module: str) -> Path:
    return SOURCE_ROOT.joinpath(*module.split(".")[1:]).with_suffix(".py")


def hashed_files() -> list[Path]:
    """The files ``source_hash`` reads: the compiled modules' sources and this file. A frozen
    bundle, which keeps only bytecode, must carry them as data (packaging/build-bundle.sh), or
    its compiled build cannot be checked and is not used."""
    return [*(_source_path(module) for module in SOURCES), SOURCE_ROOT / "compiled.py", _core_source()]


def _core_source() -> Path:
    return SOURCE_ROOT.joinpath(*Path(CORE_SOURCE).parts[1:])


def source_hash() -> str:
    """A hash of every compiled source and of this file (which says how they are copied)."""
    digest = hashlib.sha256()
    for module in SOURCES:
        digest.update(module.encode() + b"\0" + _source_path(module).read_bytes() + b"\0")
    # (by its place beside the sources, not __file__: a frozen bundle names its bytecode there)
    digest.update((SOURCE_ROOT / "compiled.py").read_bytes())
    digest.update(b"\0" + _core_source().read_bytes())
    return digest.hexdigest()


def _copy_of(module: str, text: str, build_hash: str) -> str:
    """``text`` of ``module`` as compiled: imports of the other compiled modules pointed at their
    copies, the solver's loader cut, the build's hash appended."""
    for other in SOURCES:
        text = re.sub(rf"\b{re.escape(other)}\b", f"{PACKAGE}.{_short(other)}", text)
    if module == "belote_desktop.bots.solver":
        cut = text.find("\n" + LOADER_MARK)
        if cut < 0:
            raise RuntimeError(f"{module}: no line starting {LOADER_MARK!r} to cut the loader at")
        text = text[: cut + 1]
        text += f'\n#: the hash of the sources this module was compiled from (belote_desktop.compiled)\nBUILD_HASH = "{build_hash}"\n'
    return text


def _is_compiled(module: ModuleType) -> bool:
    name = getattr(module, "__file__", None) or ""
    return name.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))


def load() -> ModuleType | None:
    """The compiled solver module when it may be used (see the module's doc), else None."""
    global STATUS
    if os.environ.get(PURE_VARIABLE):
        STATUS = f"pure Python ({PURE_VARIABLE} is set)"
        return None
    try:
        module = importlib.import_module(f"{PACKAGE}.solver")
    except ImportError:
        STATUS = f"pure Python (the compiled solver is not built: {_HOW_TO_BUILD})"
        return None
    except Exception as error:  # noqa: BLE001 - a broken build must never stop the game
        STATUS = f"pure Python (the compiled solver failed to load: {error})"
        return None
    if not _is_compiled(module):
        STATUS = f"pure Python (the compiled solver is not built: {_HOW_TO_BUILD})"
        return None
    try:
        sources = source_hash()
    except OSError as error:  # sources missing: the build cannot be vouched for, so it is not used
        STATUS = f"pure Python (the solver's sources, which the compiled build is checked against, are not readable: {error})"
        return None
    if getattr(module, "BUILD_HASH", None) != sources:
        STATUS = "pure Python (the compiled solver was built from other sources: python -m belote_desktop.compiled)"
        return None
    STATUS = "compiled (mypyc)"
    load_core(sources)  # (its part of ``STATUS``, and ``CORE``)
    return module


def load_core(sources: str | None = None) -> ModuleType | None:
    """The C search core when it was built with the compiled build from the same sources, else
    None (the mypyc solver is used then); ``STATUS`` says which and ``CORE`` keeps the answer.
    ``load`` asks it once it found the compiled build, with the hash it computed (``sources``)."""
    global STATUS, CORE
    CORE = None
    try:
        module = importlib.import_module(CORE_MODULE)
    except ImportError as error:
        STATUS = f"compiled (mypyc; the C search core is not there: {error})"
        return None
    if not _is_compiled(module) or getattr(module, "BUILD_HASH", None) != (sources or source_hash()):
        STATUS = "compiled (mypyc; the C search core was built from other sources)"
        return None
    STATUS = "compiled (mypyc, search in C)"
    CORE = module
    return module


def pure_solver() -> ModuleType:
    """A pure-Python instance of ``bots/solver.py`` whatever is built, to compare the build with
    (tests, benchmarks): the module loaded again under another name, so it keeps its own classes."""
    name = "belote_desktop.bots._solver_pure"
    module = sys.modules.get(name)
    if module is None:
        spec = importlib.util.spec_from_file_location(name, _source_path("belote_desktop.bots.solver"))
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module  # (dataclasses look their module up while the class is made)
        spec.loader.exec_module(module)
    return module


def write_copies() -> list[Path]:
    """Write the generated package: its ``__init__.py`` and the copies of ``SOURCES``, each as
    ``_copy_of`` makes it (the solver's with the build's hash); returns the copies' paths. The
    checkout's build (``build``) and the wheel's (``setup.py``) both start here."""
    build_hash = source_hash()
    _TARGET.mkdir(exist_ok=True)
    (_TARGET / "__init__.py").write_text(
        '"""Generated by belote_desktop/compiled.py from the engine and solver sources: do not edit."""\n'
    )
    paths = []
    for module in SOURCES:
        path = _TARGET / f"{_short(module)}.py"
        path.write_text(_copy_of(module, _source_path(module).read_text(encoding="utf-8"), build_hash), encoding="utf-8")
        paths.append(path)
    return paths


def extensions(paths: list[str], temp: str) -> list[object]:
    """mypyc's extension modules for the copies at ``paths`` (relative to the folder holding
    ``belote_desktop/``, the current one), their C written under ``temp``: what ``setup()``
    compiles, for the checkout's build and the wheel's alike. Needs mypy (mypyc)."""
    from mypyc.build import mypycify  # (here: only a build has mypy)

    # mypy's defaults, not the project's [tool.mypy] (the type check's strictness and its
    # per-module exceptions): a new strict complaint must not turn the solver pure Python
    config = Path(temp, "mypy.ini")
    config.parent.mkdir(parents=True, exist_ok=True)
    config.write_text("[mypy]\n")
    modules = mypycify(["--config-file", str(config), "--follow-imports=silent", *paths],
                       group_name=f"{PACKAGE}.core", opt_level="3", target_dir=str(Path(temp, "c")))
    from setuptools import Extension  # type: ignore[import-untyped]  # (no stubs; only a build imports it)

    core = Extension(CORE_MODULE, [CORE_SOURCE], define_macros=[("BUILD_HASH", f'"{source_hash()}"')],
                     extra_compile_args=["-O2"])
    return [*modules, core]


def build(verbose: bool = False) -> None:
    """Write the copies and compile them in place (raises ``RuntimeError`` on failure, after
    removing whatever the failed build left, so no stale build stays)."""
    import subprocess  # (here, not at the top: every import of the solver imports this module)
    import tempfile
    clean()
    paths = [str(path.relative_to(SOURCE_ROOT.parent)) for path in write_copies()]
    # everything but the compiled modules goes to a temporary folder (C files, objects, logs)
    script = (
        "import sys\n"
        "from setuptools import setup\n"
        "from belote_desktop.compiled import extensions\n"
        "temp = sys.argv[1]\n"
        f"setup(name='belote_desktop_compiled', ext_modules=extensions({paths!r}, temp), script_args=[\n"
        "    'build_ext', '--inplace', '--build-temp', temp + '/t', '--build-lib', temp + '/l'])\n"
    )
    with tempfile.TemporaryDirectory(prefix="belote-mypyc-") as temp:
        result = subprocess.run(
            [sys.executable, "-c", script, temp], cwd=SOURCE_ROOT.parent, capture_output=not verbose, text=True
        )
    if result.returncode:
        clean()
        output = (result.stdout or "") + (result.stderr or "")
        raise RuntimeError(f"mypyc failed:\n{output[-4000:]}")


def clean() -> None:
    """Remove the generated package."""
    import shutil
    shutil.rmtree(_TARGET, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="python -m belote_desktop.compiled", description=__doc__.split("\n\n")[0])
    parser.add_argument("command", nargs="?", default="build", choices=("build", "clean", "status", "hash"))
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args(argv)
    if args.command == "hash":
        print(source_hash())
    elif args.command == "clean":
        clean()
    elif args.command == "status":
        load()
        print(STATUS)
    else:
        try:
            build(args.verbose)
        except (RuntimeError, OSError) as error:
            print(f"belote_desktop.compiled: build failed, the pure-Python solver stays in use: {error}", file=sys.stderr)
            return 1
        load()
        print(STATUS)
    return 0


if __name__ == "__main__":
    sys.exit(main())
