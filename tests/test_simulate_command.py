"""`belote-desktop simulate`: headless deals with random-legal players; JSON results, seeded
repeatability, and ``--save`` records that ``check`` accepts."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from belote_desktop.cli import main
from belote_desktop.savegame import load_record

RESULT_KEYS = {"variant", "deals", "redeals", "matches_finished", "match_wins", "points", "seconds",
               "deals_per_second", "actions_per_second", "players"}


def simulate(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, Any]:
    assert main(["simulate", "--json", *argv]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    return json.loads(out)


def test_contree_fifty_deals_as_a_program() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "belote_desktop", "simulate", "--variant", "contree", "--deals", "50", "--seed", "3", "--json"],
        capture_output=True, text=True, timeout=120, check=False,
    )
    assert (result.returncode, result.stderr) == (0, "")
    data = json.loads(result.stdout)  # one JSON object, nothing else on stdout
    assert set(data) == RESULT_KEYS
    assert data["variant"] == "contree" and data["deals"] == 50
    assert data["players"] == "random-legal"
    assert data["deals_per_second"] > 0 and data["actions_per_second"] > data["deals_per_second"]
    assert data["seconds"] >= 0
    assert set(data["points"]) == set(data["match_wins"]) == {"NS", "EW"}
    assert sum(data["match_wins"].values()) == data["matches_finished"]
    # 50 deals score at least 162 each (contre and capot score more)
    assert sum(data["points"].values()) >= 50 * 162


@pytest.mark.parametrize("variant", ["classic", "contree"])
def test_the_same_seed_gives_the_same_points(capsys: pytest.CaptureFixture[str], variant: str) -> None:
    first = simulate(capsys, "--variant", variant, "--deals", "40", "--seed", "3")
    again = simulate(capsys, "--variant", variant, "--deals", "40", "--seed", "3")
    other = simulate(capsys, "--variant", variant, "--deals", "40", "--seed", "4")
    timing = {"seconds", "deals_per_second", "actions_per_second"}
    assert {k: v for k, v in first.items() if k not in timing} == {k: v for k, v in again.items() if k not in timing}
    assert first["points"] != other["points"]


def test_text_output(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--deals", "5", "--seed", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("5 classic deals (") and lines[0].endswith("with random-legal players, seed 1")
    assert lines[1].startswith("points: NS ")
    assert "deals/s" in lines[2]


def test_single_deal_matches_are_all_counted(capsys: pytest.CaptureFixture[str]) -> None:
    # Regression: the match ended by the last deal played was not counted.
    data = simulate(capsys, "--deals", "5", "--rule", "target=0", "--seed", "2")
    assert data["deals"] == 5
    assert data["matches_finished"] == 5 == sum(data["match_wins"].values())


@pytest.mark.parametrize(
    "variant, rules",
    [
        ("classic", []),
        ("classic", ["declarations=true", "target=501", "dealer_must_choose=true"]),
        ("contree", []),
        ("contree", ["no_trump_bids=true", "surcontre_multiplier=3", "declarations=true"]),
        ("contree", ["target=0"]),
    ],
)
def test_save_writes_a_record_check_accepts(capsys: pytest.CaptureFixture[str], tmp_path: Path, variant: str, rules: list[str]) -> None:
    path = tmp_path / "last.json"
    rule_args = [arg for rule in rules for arg in ("--rule", rule)]
    data = simulate(capsys, "--variant", variant, "--deals", "12", "--seed", "7", "--save", str(path), *rule_args)
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["format"] == "belote-record" and record["variant"] == variant
    expected_rules = {name: json.loads(value) for name, value in (r.split("=") for r in rules)}
    assert record["rules"] == expected_rules
    assert main(["check", str(path), "--json"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    report = json.loads(out)
    played = [d for d in report["deals"] if d["result"] not in (None, "redeal")]
    assert played and len(played) <= data["deals"]
    assert report["totals"] == {t: sum(d["score"][t] for d in played) for t in ("NS", "EW")}
    assert list(load_record(path).match.totals) == [report["totals"]["NS"], report["totals"]["EW"]]
    assert [p.name for p in tmp_path.iterdir()] == ["last.json"]


@pytest.mark.parametrize(
    "argv, message",
    [
        (["--deals", "0"], "--deals must be at least 1"),
        (["--rule", "trump_first=true"], "unknown rule option 'trump_first'"),
        (["--rule", "target=abc"], "'target'"),
        (["--rule", "surcontre_multiplier=5", "--variant", "contree"], "surcontre_multiplier"),
        (["--rule", "no_trump_bids=true"], "Contrée"),
    ],
)
def test_bad_arguments_are_one_line(argv: list[str], message: str) -> None:
    result = subprocess.run([sys.executable, "-m", "belote_desktop", "simulate", *argv],
                            capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode != 0
    assert result.stdout == ""
    assert "Traceback" not in result.stderr
    assert message in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("target", ["missing-dir/last.json", "."])
def test_save_to_a_bad_path_is_one_line(tmp_path: Path, target: str) -> None:
    # Regression: a traceback naming the temporary file.
    path = tmp_path / target
    result = subprocess.run([sys.executable, "-m", "belote_desktop", "simulate", "--deals", "2", "--save", str(path)],
                            capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode == 1
    assert result.stderr.startswith(f"belote-desktop simulate: cannot save {path}: ")
    assert len(result.stderr.splitlines()) == 1 and ".tmp" not in result.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == []
