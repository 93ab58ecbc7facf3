"""The test setup itself: the deck packages fixture offline and in CI, Hypothesis's profiles."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from _pytest.outcomes import Failed, Skipped

from tests.decks_fixtures import THIRD_PARTY_PACKAGES, fetch_card_debs

ROOT = Path(__file__).resolve().parent.parent


def _fake_apt_get(folder: Path, monkeypatch: pytest.MonkeyPatch, script: str) -> None:
    """An ``apt-get`` first on PATH that runs ``script`` (a shell body) instead of apt."""
    bin_dir = folder / "bin"
    bin_dir.mkdir()
    apt = bin_dir / "apt-get"
    apt.write_text("#!/bin/sh\n" + script + "\n")
    apt.chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")


OFFLINE = "echo 'E: Failed to fetch http://deb.example/x.deb  Temporary failure resolving' >&2; exit 100"


def test_offline_without_a_copy_skips_with_the_reason(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _fake_apt_get(tmp_path, monkeypatch, OFFLINE)
    monkeypatch.delenv("CI", raising=False)
    with pytest.raises(Skipped, match="no network and no copy of gnome-cards-data kdegames-card-data-kf5"):
        fetch_card_debs(tmp_path / "debs", cached=())


def test_offline_in_ci_fails(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _fake_apt_get(tmp_path, monkeypatch, OFFLINE)
    monkeypatch.setenv("CI", "true")
    with pytest.raises(Failed, match="apt-get download .* failed"):
        fetch_card_debs(tmp_path / "debs", cached=())


def test_another_apt_failure_fails_even_outside_ci(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _fake_apt_get(tmp_path, monkeypatch, "echo 'E: Unable to locate package gnome-cards-data' >&2; exit 100")
    monkeypatch.delenv("CI", raising=False)
    with pytest.raises(Failed, match="Unable to locate package"):
        fetch_card_debs(tmp_path / "debs", cached=())


def test_a_kept_copy_is_used_without_apt(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _fake_apt_get(tmp_path, monkeypatch, "echo 'apt must not run' >&2; exit 1")
    copy = tmp_path / "archives"
    copy.mkdir()
    for package in THIRD_PARTY_PACKAGES:
        (copy / f"{package}_1.0_all.deb").write_bytes(b"")
    found = fetch_card_debs(tmp_path / "debs", cached=(copy,))
    assert [p.name for p in found] == [f"{p}_1.0_all.deb" for p in THIRD_PARTY_PACKAGES]


def _hypothesis_profile(ci: bool) -> str:
    """The Hypothesis profile the suite's conftest picks, asked of a fresh interpreter."""
    env = {k: v for k, v in os.environ.items() if k != "CI"}
    if ci:
        env["CI"] = "true"
    code = (
        "import sys; sys.path.insert(0, '.'); import tests.conftest; from hypothesis import settings; "
        "s = settings(); print(settings.get_current_profile_name(), s.derandomize, s.database is None)"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return result.stdout.strip()


def test_hypothesis_is_derandomized_without_a_database_in_ci() -> None:
    assert _hypothesis_profile(ci=True) == "ci True True"


def test_hypothesis_keeps_its_database_locally() -> None:
    assert _hypothesis_profile(ci=False) == "default False False"
