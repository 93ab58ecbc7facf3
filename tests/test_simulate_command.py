"""`belote-desktop simulate`: a tournament between two levels; its JSON and text results, seeded
repeatability whatever the number of processes, duplicate play, matches, and ``--save`` records
that ``check`` accepts with their seats recorded as bots."""

from __future__ import annotations

import inspect
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from belote_desktop.cli import main
from belote_desktop.engine.view import SeatView, _new_view
from belote_desktop.savegame import load_record

RESULT_KEYS = {"variant", "rules", "players", "unit", "units", "duplicate", "seed", "jobs", "deals", "redeals",
               "matches_finished", "match_wins", "points", "actions", "sides", "side_points", "side_match_wins", "win_rate", "margin_per_deal", "decision_ms",
               "seconds", "deals_per_second", "actions_per_second"}
TIMING = {"seconds", "deals_per_second", "actions_per_second", "decision_ms", "jobs"}


def simulate(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, Any]:
    assert main(["simulate", "--json", *argv]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    return json.loads(out)


def _untimed(result: dict[str, Any]) -> dict[str, Any]:
    counts = {level: t["decisions"] for level, t in result["decision_ms"].items()}
    return {**{k: v for k, v in result.items() if k not in TIMING}, "decisions": counts}


def test_contree_fifty_deals_as_a_program() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "belote_desktop", "simulate", "--variant", "contree", "--deals", "50", "--seed", "3", "--json"],
        capture_output=True, text=True, timeout=120, check=False,
    )
    assert (result.returncode, result.stderr) == (0, "")
    data = json.loads(result.stdout)  # one JSON object, nothing else on stdout
    assert set(data) == RESULT_KEYS
    assert data["variant"] == "contree" and data["deals"] == 50 and data["units"] == 50 and data["unit"] == "deal"
    assert data["players"] == {"NS": "random", "EW": "random"}
    # at four the table's sides are the levels' teams
    assert data["sides"] == ["NS", "EW"] and data["side_points"] == data["points"]
    assert data["deals_per_second"] > 0 and data["actions_per_second"] > data["deals_per_second"]
    assert set(data["points"]) == set(data["match_wins"]) == {"NS", "EW"}
    assert sum(data["match_wins"].values()) == data["matches_finished"]
    # 50 deals score at least 162 each (contre and capot score more)
    assert sum(data["points"].values()) >= 50 * 162
    # every action was a decision of the one level playing
    assert data["decision_ms"]["random"]["decisions"] == data["actions"]
    assert 0 <= data["decision_ms"]["random"]["median"] <= data["decision_ms"]["random"]["p95"]


@pytest.mark.parametrize("variant", ["classic", "contree"])
def test_margin_and_win_rate_are_those_of_the_deals_played(capsys: pytest.CaptureFixture[str], variant: str) -> None:
    data = simulate(capsys, "--variant", variant, "--deals", "60", "--seed", "5")
    margin, win = data["margin_per_deal"], data["win_rate"]
    # independent deals: the NS level's margin per deal is NS's points less EW's, per deal
    assert margin["mean"] == pytest.approx((data["points"]["NS"] - data["points"]["EW"]) / 60, abs=0.01)
    assert margin["low"] < margin["mean"] < margin["high"]
    assert win["low"] < win["mean"] < win["high"] and 0 < win["mean"] < 1


@pytest.mark.parametrize("variant", ["classic", "contree"])
def test_the_same_seed_gives_the_same_results(capsys: pytest.CaptureFixture[str], variant: str) -> None:
    first = simulate(capsys, "--variant", variant, "--deals", "40", "--seed", "3")
    again = simulate(capsys, "--variant", variant, "--deals", "40", "--seed", "3")
    other = simulate(capsys, "--variant", variant, "--deals", "40", "--seed", "4")
    assert _untimed(first) == _untimed(again)
    assert first["points"] != other["points"]


@pytest.mark.parametrize("extra", [[], ["--duplicate"], ["--matches", "6", "--rule", "target=501"]])
def test_results_do_not_depend_on_the_number_of_jobs(capsys: pytest.CaptureFixture[str], extra: list[str]) -> None:
    count = [] if "--matches" in extra else ["--deals", "30"]
    one = simulate(capsys, "--variant", "contree", "--seed", "8", *count, *extra)
    two = simulate(capsys, "--variant", "contree", "--seed", "8", "--jobs", "2", *count, *extra)
    assert two["jobs"] == 2
    assert _untimed(one) == _untimed(two)


def test_duplicate_with_the_same_level_on_both_sides_is_a_dead_heat(capsys: pytest.CaptureFixture[str]) -> None:
    # Same cards, same dealer, same random source and the same level at both tables with the seats
    # swapped: each table mirrors the other, so every board's margin is exactly zero.
    data = simulate(capsys, "--variant", "classic", "--deals", "40", "--seed", "2", "--duplicate")
    assert data["units"] == 40 and data["duplicate"] is True
    assert data["margin_per_deal"] == {"mean": 0.0, "low": 0.0, "high": 0.0}
    assert data["win_rate"]["mean"] == 0.5
    # both tables played each board once, passed out or not
    assert data["deals"] + data["redeals"] == 80 and data["deals"] % 2 == 0


def test_duplicate_between_two_levels_measures_each_from_both_seats(capsys: pytest.CaptureFixture[str]) -> None:
    plain = simulate(capsys, "--variant", "contree", "--deals", "40", "--seed", "6", "--ns", "easy", "--ew", "random")
    duplicate = simulate(capsys, "--variant", "contree", "--deals", "40", "--seed", "6", "--ns", "easy", "--ew", "random",
                         "--duplicate")
    assert set(plain["decision_ms"]) == set(duplicate["decision_ms"]) == {"easy", "random"}
    # at a duplicate's two tables each level plays as many decisions as the other's seats give it
    assert duplicate["decision_ms"]["easy"]["decisions"] + duplicate["decision_ms"]["random"]["decisions"] == duplicate["actions"]
    assert duplicate["units"] == 40 and duplicate["margin_per_deal"]["mean"] != 0
    # swapping which team is named first flips the sign of every board's margin
    swapped = simulate(capsys, "--variant", "contree", "--deals", "40", "--seed", "6", "--ns", "random", "--ew", "easy",
                       "--duplicate")
    assert swapped["margin_per_deal"]["mean"] == pytest.approx(-duplicate["margin_per_deal"]["mean"], abs=0.01)


@pytest.mark.parametrize("duplicate", [False, True])
def test_matches_are_played_to_their_end(capsys: pytest.CaptureFixture[str], duplicate: bool) -> None:
    extra = ["--duplicate"] if duplicate else []
    data = simulate(capsys, "--matches", "4", "--rule", "target=501", "--seed", "1", *extra)
    tables = 8 if duplicate else 4
    assert data["unit"] == "match" and data["units"] == 4
    assert data["matches_finished"] == tables == sum(data["match_wins"].values())
    assert max(data["points"].values()) >= 501
    assert data["win_rate"]["mean"] in {i / (2 * 4) for i in range(9)}


def test_text_output(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--deals", "5", "--seed", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("5 classic deals: random (NS) vs random (EW), ") and lines[0].endswith("seed 1, 1 job(s)")
    assert lines[1].startswith("random vs random: win rate ") and "95% CI" in lines[1]
    assert lines[2].startswith("random vs random: mean margin ") and "points per deal (95% CI" in lines[2]
    assert lines[3].startswith("points: NS ")
    assert lines[4].startswith("decision time, random: median ")
    assert "deals/s" in lines[5]


def test_single_deal_matches_are_all_counted(capsys: pytest.CaptureFixture[str]) -> None:
    # Regression: the match ended by the last deal played was not counted.
    data = simulate(capsys, "--deals", "5", "--rule", "target=0", "--seed", "2")
    assert data["deals"] == 5
    assert data["matches_finished"] == 5 == sum(data["match_wins"].values())
    # five deals give a wide interval, cut to what a win rate can be
    assert 0 <= data["win_rate"]["low"] <= data["win_rate"]["mean"] <= data["win_rate"]["high"] <= 1


@pytest.mark.parametrize(
    "variant, rules, extra",
    [
        ("classic", [], []),
        ("classic", ["declarations=true", "target=501", "dealer_must_choose=true"], ["--matches", "1"]),
        ("contree", [], ["--ns", "easy"]),
        ("contree", ["no_trump_bids=true", "surcontre_multiplier=3", "declarations=true"], ["--duplicate", "--ew", "easy"]),
        ("contree", ["target=0"], []),
    ],
)
def test_save_writes_a_record_check_accepts(capsys: pytest.CaptureFixture[str], tmp_path: Path, variant: str,
                                            rules: list[str], extra: list[str]) -> None:
    path = tmp_path / "last.json"
    rule_args = [arg for rule in rules for arg in ("--rule", rule)]
    data = simulate(capsys, "--variant", variant, "--deals", "12", "--seed", "7", "--save", str(path), *rule_args, *extra) \
        if "--matches" not in extra else simulate(capsys, "--variant", variant, "--seed", "7", "--save", str(path),
                                                  *rule_args, *extra)
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["format"] == "belote-record" and record["variant"] == variant
    expected_rules = {name: json.loads(value) for name, value in (r.split("=") for r in rules)}
    assert record["rules"] == expected_rules
    # the seats are bots with their levels (swapped at a duplicate's second table, the one saved)
    ns, ew = data["players"]["NS"], data["players"]["EW"]
    if "--duplicate" in extra:
        ns, ew = ew, ns
    assert {s: (v["player"], v["level"]) for s, v in record["seats"].items()} == \
        {"S": ("bot", ns), "N": ("bot", ns), "E": ("bot", ew), "W": ("bot", ew)}
    assert main(["check", str(path), "--json"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    report = json.loads(out)
    played = [d for d in report["deals"] if d["result"] not in (None, "redeal")]
    assert played and len(played) <= data["deals"]
    assert report["totals"] == {t: sum(d["score"][t] for d in played) for t in ("NS", "EW")}
    assert list(load_record(path).match.totals) == [report["totals"]["NS"], report["totals"]["EW"]]
    if "--matches" in extra:
        assert report["winner"] is not None
    assert [p.name for p in tmp_path.iterdir()] == ["last.json"]


@pytest.mark.parametrize(
    "argv, message",
    [
        (["--deals", "0"], "--deals must be at least 1"),
        (["--matches", "0"], "--matches must be at least 1"),
        (["--jobs", "0"], "--jobs must be at least 1"),
        (["--deals", "3", "--matches", "3"], "not allowed with argument"),
        (["--ns", "grandmaster"], "invalid choice: 'grandmaster'"),
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
    if "invalid choice" not in message and "not allowed" not in message:  # argparse adds its usage line
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


def test_the_fast_view_constructor_takes_the_fields_in_their_order() -> None:
    # simulate's speed rests on view_of setting SeatView's slots directly; a field added to SeatView
    # must be added there too, in the same place.
    parameters = [p for p in inspect.signature(_new_view).parameters if not p.startswith("_")]
    assert tuple(parameters) == SeatView.__slots__  # type: ignore[attr-defined]
