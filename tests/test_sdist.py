"""The sdist is complete: a distribution builds the game from it, installs it, and runs its tests.

The sdist is built from a copy of the checkout through the PEP 517 hook (``build_sdist``, as
``python -m build --sdist`` does), must hold every file git tracks, and is then installed with pip
into a fresh virtual environment (no build isolation and no index: the build tools, PySide6 and
the test tools are borrowed from this interpreter's site-packages, as tests/test_packaging.py
does). A part of the test suite then runs from the unpacked sdist against that install: its
``belote_desktop/`` source folder is set aside first, because the tests put the sdist's root on
``sys.path`` (pyproject.toml ``pythonpath``) and would otherwise import the uninstalled sources,
which have neither the compiled translations nor the mapped ``belote_desktop._resources``. Only
its translation sources (``i18n/*.ts``) are put back, in a folder without ``__init__.py``.

The part is chosen to cover what an sdist can get wrong (data, metadata, packaging files, test
helpers and tests/data) in well under a minute on CI's 2 cores; the whole suite runs from the
checkout anyway.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tarfile
from pathlib import Path

import pytest

from belote_desktop import __version__

ROOT = Path(__file__).resolve().parents[1]
#: not part of the project's sources (local environments, caches, build output)
NOT_SOURCES = shutil.ignore_patterns(".git", ".venv", "__pycache__", "*.pyc", "*.egg-info", "build", "dist",
                                     ".pytest_cache", ".hypothesis", "_compiled", "*.qm", "out")
#: test files run from the unpacked sdist: the records in tests/data, the shipped decks, the
#: licence texts, the desktop files and their validators, the players' guide, the command line
SDIST_TESTS = (
    "tests/test_record.py",
    "tests/test_decks_cli.py",
    "tests/test_licences.py",
    "tests/test_desktop_integration.py",
    "tests/test_ui_about.py",
    "tests/test_cli.py",
    "tests/test_engine_classic.py",
)


def _run(argv: list[str], **kwargs: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(argv, capture_output=True, text=True, timeout=600, check=False, **kwargs)  # type: ignore[call-overload]


@pytest.fixture(scope="module")
def sdist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    source = tmp_path_factory.mktemp("checkout") / "src"
    shutil.copytree(ROOT, source, ignore=NOT_SOURCES, symlinks=True)
    out = tmp_path_factory.mktemp("sdist")
    code = f"from setuptools import build_meta; print(build_meta.build_sdist({str(out)!r}))"
    result = _run([sys.executable, "-c", code], cwd=source)
    assert result.returncode == 0, result.stderr
    built = out / result.stdout.strip().splitlines()[-1]
    assert built.name == f"belote_desktop-{__version__}.tar.gz"
    return built


def _sdist_names(sdist: Path) -> set[str]:
    with tarfile.open(sdist) as archive:
        prefix = f"belote_desktop-{__version__}/"
        return {m.name.removeprefix(prefix) for m in archive.getmembers() if m.isfile()}


def test_sdist_holds_every_file_git_tracks(sdist: Path) -> None:
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout: nothing to compare with")
    tracked = _run(["git", "ls-files"], cwd=ROOT)
    assert tracked.returncode == 0, tracked.stderr
    # .gitignore is git's own business; files deleted but not yet committed are not there to ship
    expected = {n for n in tracked.stdout.splitlines() if n != ".gitignore" and (ROOT / n).is_file()}
    missing = expected - _sdist_names(sdist)
    assert not missing, f"not in the sdist: {sorted(missing)}"


def test_sdist_carries_tests_packaging_and_licences(sdist: Path) -> None:
    names = _sdist_names(sdist)
    for name in ("tests/conftest.py", "tests/decks_fixtures.py", "tests/data/records/classic_take.json",
                 "packaging/belote-desktop.desktop", "packaging/belote-desktop.metainfo.xml",
                 "packaging/install-desktop.sh", "packaging/icons/hicolor/48x48/apps/belote-desktop.png",
                 "LICENSE", "LICENSES/GPL-3.0-or-later.txt", "LICENSES/CC-BY-SA-4.0.txt", "REUSE.toml",
                 "belote_desktop/i18n/belote_desktop_fr.ts", "docs/PLAYING.md", "dev"):
        assert name in names, name
    # nothing built or cached
    assert not [n for n in names if "__pycache__" in n or n.endswith((".pyc", ".qm", ".so"))]


@pytest.fixture(scope="module")
def venv_from_sdist(sdist: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh venv with the game installed from the sdist; returns its python."""
    venv = tmp_path_factory.mktemp("sdist-venv")
    result = _run([sys.executable, "-m", "venv", "--without-pip", str(venv)])
    assert result.returncode == 0, result.stderr
    python = venv / "bin" / "python"
    site = Path(_run([str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"]).stdout.strip())
    # the dependencies, build and test tools only: .pth files inside the borrowed folder (this
    # checkout's editable install) are not processed, so belote_desktop comes from the sdist
    (site / "borrowed_dependencies.pth").write_text(sysconfig.get_path("purelib") + "\n")
    result = _run([sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps", "--no-index",
                   "--no-build-isolation", "--disable-pip-version-check", "-q", str(sdist)])
    assert result.returncode == 0, result.stderr
    return python


def test_tests_from_the_sdist_pass_against_its_install(sdist: Path, venv_from_sdist: Path,
                                                       tmp_path: Path) -> None:
    with tarfile.open(sdist) as archive:
        archive.extractall(tmp_path, filter="data")
    unpacked = tmp_path / f"belote_desktop-{__version__}"
    aside = tmp_path / "sources-set-aside"
    shutil.move(unpacked / "belote_desktop", aside)
    # the translation sources stay: packaging/metainfo.py reads them (a folder without
    # __init__.py, so the installed package is still the one imported)
    (unpacked / "belote_desktop" / "i18n").mkdir(parents=True)
    for ts in (aside / "i18n").glob("*.ts"):
        shutil.copy2(ts, unpacked / "belote_desktop" / "i18n" / ts.name)
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path / "home"))
    result = _run([str(venv_from_sdist), "-m", "pytest", "-q", "-p", "no:cacheprovider", *SDIST_TESTS],
                  cwd=unpacked, env=env)
    summary = result.stdout.strip().splitlines()[-1] if result.stdout.strip() else ""
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    # the installed copy was tested, not a leftover of the checkout
    where = _run([str(venv_from_sdist), "-c", "import belote_desktop; print(belote_desktop.__file__)"],
                 cwd=unpacked, env=env)
    assert Path(where.stdout.strip()).is_relative_to(venv_from_sdist.parent.parent), where.stdout
    passed = re.search(r"(\d+) passed", summary)
    assert passed and int(passed.group(1)) >= 50, summary
