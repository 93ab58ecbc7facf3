"""The hostile deck corpus (tests/data/hostile/decks, plus FIFOs and links made here): every deck
is refused with its reason, nothing hangs, nothing else is raised.

Decks are loaded in a child process under a timeout (`probe_decks`), so a deck that hangs the
loader fails its test instead of blocking the suite.
"""

from __future__ import annotations

import gzip
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from belote_desktop.decks.discovery import open_deck
from belote_desktop.decks.model import DeckError
from tests.decks_fixtures import HOSTILE_DECKS, PROBE_TIMEOUT_S, ProbeResult, kde_svg, probe_decks, write_kde_deck

EXPECTED: dict[str, str] = json.loads((HOSTILE_DECKS / "expected.json").read_text(encoding="utf-8"))


def make_machine_made_decks(root: Path) -> dict[str, tuple[dict[str, str | None], str]]:
    """The hostile decks git cannot hold: name -> (probe request, expected reason or "accepted")."""
    good = write_kde_deck(root / "elsewhere" / "good", kde_svg())
    folders = root / "carddecks"
    cases: dict[str, tuple[dict[str, str | None], str]] = {}

    def kde(name: str, reason: str) -> Path:
        folder = write_kde_deck(folders / name, kde_svg())
        cases[name] = ({"path": str(folder)}, reason)
        return folder

    os.unlink(fifo_deck := kde("kde-fifo", "crafted.svgz: it is a named pipe (FIFO), not a regular file") / "crafted.svgz")
    os.mkfifo(fifo_deck)
    index = kde("kde-index-fifo", "index.desktop is a named pipe (FIFO), not a regular file") / "index.desktop"
    index.unlink()
    os.mkfifo(index)
    svgz = kde("kde-link-out", "crafted.svgz is a link to a file outside its deck folder") / "crafted.svgz"
    svgz.unlink()
    svgz.symlink_to(good / "crafted.svgz")
    index = kde("kde-index-link-out", "index.desktop is a link to a file outside its deck folder") / "index.desktop"
    index.unlink()
    index.symlink_to(good / "index.desktop")
    svgz = kde("kde-link-loop", "crafted.svgz cannot be resolved") / "crafted.svgz"
    svgz.unlink()
    svgz.symlink_to(svgz)
    index = kde("kde-index-dangling", "index.desktop cannot be resolved") / "index.desktop"
    index.unlink()
    index.symlink_to(root / "nowhere")
    inside = kde("kde-link-inside", "accepted")  # the control: a link that stays inside is fine
    (inside / "crafted.svgz").rename(inside / "real.svgz")
    (inside / "crafted.svgz").symlink_to("real.svgz")
    index = kde("kde-svg-key-path", "has no SVG=<file>.svgz entry naming a file in its folder") / "index.desktop"
    index.write_text("[KDE Backdeck]\nName=Climber\nSVG=../good/crafted.svgz\n", encoding="utf-8")
    (folders / "manifest-deep").mkdir()
    (folders / "manifest-deep" / "manifest.json").write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    cases["manifest-deep"] = ({"path": str(folders / "manifest-deep")}, "manifest.json is nested too deeply")

    cards = root / "aisleriot" / "cards"
    cards.mkdir(parents=True)
    os.mkfifo(cards / "fifo.svgz")
    cases["aisleriot-fifo"] = ({"path": str(cards / "fifo.svgz"), "within": str(cards)}, "fifo.svgz is a named pipe (FIFO), not a regular file")
    (cards / "outside.svgz").symlink_to(good / "crafted.svgz")
    cases["aisleriot-link-out"] = (
        {"path": str(cards / "outside.svgz"), "within": str(cards)},
        "outside.svgz is a link to a file outside its deck folder",
    )
    (cards / "zero.svgz").symlink_to("/dev/zero")
    cases["aisleriot-dev-zero"] = ({"path": str(cards / "zero.svgz"), "within": str(cards)}, "outside its deck folder")
    # given by path on the command line, a link is the person's choice, but a device is never read
    cases["explicit-dev-zero"] = ({"path": str(cards / "zero.svgz")}, "zero.svgz is a character device, not a regular file")
    return cases


def test_every_corpus_deck_is_refused_with_its_reason_without_hanging(tmp_path: Path) -> None:
    names = sorted(EXPECTED)
    machine = make_machine_made_decks(tmp_path)
    requests = [{"path": str(HOSTILE_DECKS / name)} for name in names] + [request for request, _ in machine.values()]
    expected = [EXPECTED[name] for name in names] + [reason for _, reason in machine.values()]
    results = probe_decks(requests)
    wrong = {
        str(request.get("path")): result
        for request, reason, result in zip(requests, expected, results)
        if not (result.outcome == "accepted" if reason == "accepted" else result.outcome == "refused" and reason in result.text)
    }
    assert not wrong, "\n".join(f"{path}: {result}" for path, result in wrong.items())


def test_a_fifo_as_the_check_cache_does_not_block(tmp_path: Path) -> None:
    deck = write_kde_deck(tmp_path / "deck", kde_svg())
    (tmp_path / "cache").mkdir()
    os.mkfifo(tmp_path / "cache" / "checked-decks.json")
    [result] = probe_decks([{"path": str(deck), "cache": str(tmp_path / "cache")}])
    assert result == ProbeResult("accepted", "kde:deck 51x71")


def test_a_deck_id_is_never_read_as_a_path(tmp_path: Path) -> None:
    """A setting holding ``evil.svg`` (or ``kde:../x``) must not open a file of the current folder."""
    (tmp_path / "evil.svg").write_text(kde_svg(), encoding="utf-8")
    write_kde_deck(tmp_path / "svg-x", kde_svg())
    results = probe_decks(
        [{"open_id": "evil.svg"}, {"open_id": "svg-x"}, {"open_id": "kde:../svg-x"}, {"open_id": "french"}],
        cwd=tmp_path,
    )
    assert [r.outcome for r in results] == ["refused", "refused", "refused", "accepted"]
    assert all(r.text.startswith(("unknown deck 'evil.svg'", "unknown deck 'svg-x'", "unknown deck 'kde:../svg-x'")) for r in results[:3])


def test_a_path_is_opened_only_when_asked_for(qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    deck = write_kde_deck(tmp_path / "svg-x", kde_svg())
    monkeypatch.chdir(tmp_path)
    with pytest.raises(DeckError, match="^unknown deck 'svg-x'"):
        open_deck("svg-x")
    assert open_deck("svg-x", allow_path=True).info.path == deck


def test_kde_and_aisleriot_ids_are_found_without_discovering_everything(qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    write_kde_deck(tmp_path / "share" / "carddecks" / "svg-mine", kde_svg(), name="Mine")
    cards = tmp_path / "share" / "aisleriot" / "cards"
    cards.mkdir(parents=True)
    (cards / "mine.svgz").write_bytes(gzip.compress(kde_svg().encode()))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    monkeypatch.setenv("XDG_DATA_DIRS", str(tmp_path / "none"))
    import belote_desktop.decks.discovery as discovery

    monkeypatch.setattr(discovery, "discover_decks", lambda *a, **k: pytest.fail("discovered everything"))
    assert open_deck("kde:svg-mine").info.name == "Mine"
    assert open_deck("aisleriot:mine").info.id == "aisleriot:mine"
    with pytest.raises(DeckError, match="^unknown deck 'kde:svg-other': no such deck is installed"):
        open_deck("kde:svg-other")


# -- the decks command with the whole corpus installed ---------------------------------------


def install_corpus(data_home: Path) -> None:
    """Every corpus file as an Aisleriot deck, the machine-made ones beside them, and a KDE deck
    whose folder name and Name= carry a newline, an escape sequence and a bidi override."""
    make_machine_made_decks(data_home)
    cards = data_home / "aisleriot" / "cards"
    for name in EXPECTED:
        (cards / name).write_bytes((HOSTILE_DECKS / name).read_bytes())
    write_kde_deck(data_home / "carddecks" / "svg-sly", kde_svg(), name="Sly\x1b[2J\u202eevil\nfake line")
    # names the settings could not hold: refused, and listed with their names escaped
    write_kde_deck(data_home / "carddecks" / "svg-sly\nfake line", kde_svg())
    # a folder name that is not UTF-8: Python holds it with a lone surrogate, which print() refuses
    odd = os.fsdecode(os.fsencode(data_home / "carddecks") + b"/svg-\xff-latin1")
    write_kde_deck(Path(odd), kde_svg(), name="Latin")


def test_the_decks_command_lists_the_corpus_as_refused_with_escaped_text(tmp_path: Path) -> None:
    data_home = tmp_path / "share"
    install_corpus(data_home)
    result = subprocess.run(
        [sys.executable, "-m", "belote_desktop", "decks"],
        capture_output=True,
        timeout=PROBE_TIMEOUT_S,
        env={
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": str(tmp_path),
            "XDG_DATA_HOME": str(data_home),
            "XDG_DATA_DIRS": str(tmp_path / "no-system-decks"),
            "XDG_CACHE_HOME": str(tmp_path / "cache"),
            "QT_QPA_PLATFORM": "offscreen",
            "PYTHONPATH": str(Path(__file__).resolve().parent.parent),
        },
    )
    assert result.returncode == 0, result.stderr.decode(errors="replace")
    out = result.stdout.decode("utf-8")
    # nothing a terminal would act on: only newlines end lines, no escape, no bidi control
    assert not any(c in out for c in "\x1b\r\u202e\u2066\x00")
    lines = out.splitlines()
    assert any(line.startswith("kde:svg-sly ") and "Sly [2J evil" in line for line in lines), out
    for name in ("svg-sly\\nfake line", "svg-\\xff-latin1"):
        assert any(f"/{name}: deck 'svg-" in line and line.endswith(
            "its file name has control characters or is not UTF-8, so it cannot be named in the settings; rename it")
            for line in lines), out
    refused = {line.split(": ", 1)[0].rsplit("/", 1)[-1]: line for line in lines if line.startswith("  ")}
    for name, reason in EXPECTED.items():
        assert reason in refused.get(name, ""), f"{name} not refused with {reason!r}:\n{out}"
    for name in ("fifo.svgz", "outside.svgz", "zero.svgz", "kde-fifo", "kde-link-out", "kde-index-link-out"):
        assert name in refused, f"{name} not listed as refused:\n{out}"
    assert "kde:kde-link-inside" in out  # the harmless link is offered
