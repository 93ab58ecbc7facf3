"""belote_desktop.data: the shipped data is found through importlib.resources wherever the game
is installed, and a data package that is not a folder on disk is refused clearly."""

from __future__ import annotations

import importlib.resources
import os
from pathlib import Path

import pytest

from belote_desktop import data

ROOT = Path(__file__).resolve().parents[1]


def test_the_editable_install_maps_the_top_level_resources_folder() -> None:
    assert data.data_root().resolve() == (ROOT / "resources").resolve()
    assert (data.data_path("decks", "french") / "manifest.json").is_file()
    assert data.data_path("icons", "belote-desktop.svg").is_file()


class _FrozenFolder:
    """What a frozen-app loader may return instead of a Path: only ``__fspath__`` and text."""

    def __init__(self, path: Path) -> None:
        self._path = path

    def __fspath__(self) -> str:
        return str(self._path)

    def __str__(self) -> str:
        return f"<frozen resources {self._path}>"


def test_a_loader_traversable_with_fspath_is_accepted(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    (tmp_path / "decks").mkdir()
    monkeypatch.setattr(importlib.resources, "files", lambda name: _FrozenFolder(tmp_path))
    assert data.data_root() == tmp_path
    assert isinstance(data.data_root(), os.PathLike)


def test_data_inside_a_zip_is_refused(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    inside_zip = tmp_path / "game.zip" / "belote_desktop" / "_resources"
    monkeypatch.setattr(importlib.resources, "files", lambda name: _FrozenFolder(inside_zip))
    with pytest.raises(data.DataNotFoundError, match="not a folder on disk"):
        data.data_root()


def test_a_missing_data_package_says_how_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    def missing(name: str) -> None:
        raise ModuleNotFoundError(name)

    monkeypatch.setattr(importlib.resources, "files", missing)
    with pytest.raises(data.DataNotFoundError, match="install Belote Desktop with pip"):
        data.data_root()
