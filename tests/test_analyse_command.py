"""`belote-desktop analyse`: the double-dummy review of a record's card play."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from belote_desktop.cli import main
from tests.test_bots_expert import _ENDGAME_HANDS, _ENDGAME_PLAYS

# The Expert test's deal played out with the greedy ace at trick 7: E ruffs it.
_GREEDY_FINISH = "AS 7H 9S 8S 9C 8D 7C JH"


def _hand_made_record(path: Path) -> Path:
    record = {
        "format": "belote-record",
        "version": 1,
        "variant": "contree",
        "rules": {"target": 0},
        "deals": [
            {
                "dealer": "W",
                "hands": {s: h.split() for s, h in _ENDGAME_HANDS.items()},
                "auction": ["80H", "pass", "pass", "pass"],
                "plays": (_ENDGAME_PLAYS + " " + _GREEDY_FINISH).split(),
            }
        ],
    }
    path.write_text(json.dumps(record))
    return path


def test_hand_made_record_flags_the_greedy_ace(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = _hand_made_record(tmp_path / "deal.json")
    assert main(["analyse", str(record), "--from-trick", "6", "--json"]) == 0
    review = json.loads(capsys.readouterr().out)
    cards = review["deals"][0]["cards"]
    assert [c["trick"] for c in cards] == [6] * 4 + [7] * 4 + [8] * 4
    ace = cards[4]
    assert (ace["trick"], ace["seat"], ace["card"]) == (7, "S", "AS")
    assert ace["best"] == ["JH"]
    assert ace["mistake"] is True
    options = {o["card"]: o for o in ace["options"]}
    # The jack first takes both tricks (20, then 11 and the last 10); the ace first loses its 11.
    assert options["JH"]["points"] - options["AS"]["points"] == (20 + 11 + 10) - (20 + 10)
    assert ace["cost"] == options["JH"]["margin"] - options["AS"]["margin"] > 0
    # every card that had no choice cost nothing
    for c in cards:
        if len(c["options"]) == 1:
            assert c["cost"] == 0 and not c["mistake"]

    assert main(["analyse", str(record), "--from-trick", "7"]) == 0
    text = capsys.readouterr().out
    assert "trick 7 S AS" in text and "MISTAKE" in text and "best JH" in text
    assert "8 cards reviewed, 1 mistakes" in text


def test_simulated_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = tmp_path / "sim.json"
    assert main(["simulate", "--variant", "classic", "--deals", "1", "--seed", "5", "--rule", "target=0",
                 "--save", str(record)]) == 0
    capsys.readouterr()
    assert main(["analyse", str(record), "--deal", "1", "--from-trick", "5", "--json"]) == 0
    review = json.loads(capsys.readouterr().out)
    (deal,) = review["deals"]
    cards = deal["cards"]
    assert len(cards) == 16 and cards[0]["trick"] == 5
    check = json.loads(record.read_text())["deals"][0]["plays"][16:]
    assert [c["card"] for c in cards] == check
    for c in cards:
        margins = [o["margin"] for o in c["options"]]
        played = next(o for o in c["options"] if o["card"] == c["card"])
        assert margins == sorted(margins, reverse=True)
        assert c["cost"] == margins[0] - played["margin"] >= 0
        assert c["mistake"] == (c["cost"] > 0)
    assert main(["analyse", str(record), "--from-trick", "8"]) == 0
    assert "4 cards reviewed" in capsys.readouterr().out


def test_bad_files_and_deals(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "none.json"
    assert main(["analyse", str(missing)]) == 1
    err = capsys.readouterr().err.strip()
    assert err.startswith("record: cannot read") and "\n" not in err
    broken = tmp_path / "broken.json"
    broken.write_text("{not json")
    assert main(["analyse", str(broken)]) == 1
    assert capsys.readouterr().err.startswith("record: not JSON")
    record = _hand_made_record(tmp_path / "deal.json")
    assert main(["analyse", str(record), "--deal", "2"]) == 1
    assert capsys.readouterr().err.strip() == "record: there is no deal 2 (the record has 1)"


def test_romanian_records_are_refused_in_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = tmp_path / "romanian.json"
    assert main(["simulate", "--variant", "romanian", "--deals", "1", "--seed", "1", "--save", str(record)]) == 0
    capsys.readouterr()
    assert main(["analyse", str(record)]) == 1
    assert capsys.readouterr().err == "record: analyse reviews Classic and Contrée deals, not romanian\n"


def test_positions_past_the_budget_are_reported_not_solved(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # Next to no time: the solver gives up at its first look at the clock past 1 ms (after a few
    # hundred nodes), which the first tricks of a full deal need and the last one does not.
    record = _hand_made_record(tmp_path / "deal.json")
    assert main(["analyse", str(record), "--budget-ms", "1", "--json"]) == 0
    cards = json.loads(capsys.readouterr().out)["deals"][0]["cards"]
    assert len(cards) == 32
    first, last = cards[0], cards[-4:]
    assert first["solved"] is False and first["options"] == [] and first["cost"] is None
    assert not first["mistake"]
    assert all(c["solved"] and c["cost"] == 0 for c in last)
    assert main(["analyse", str(record), "--budget-ms", "1"]) == 0
    text = capsys.readouterr().out
    assert "trick 1 S TH  (not solved within the budget)" in text
    assert "not solved within the budget" in text.splitlines()[-1]


@pytest.mark.parametrize("budget", ["0", "-5"])
def test_a_budget_that_is_not_positive_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str], budget: str) -> None:
    # 0 gave up on every position at once and -5 meant nothing; both were taken silently
    record = _hand_made_record(tmp_path / "deal.json")
    assert main(["analyse", str(record), "--budget-ms", budget]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err == f"analyse: --budget-ms must be a positive number of milliseconds, not {budget}\n"


def test_a_record_with_a_key_twice_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = _hand_made_record(tmp_path / "deal.json")
    record.write_text(record.read_text().replace('"variant": "contree"', '"variant": "classic", "variant": "contree"'))
    assert main(["analyse", str(record)]) == 1
    assert capsys.readouterr().err == 'record: not a game record (the key "variant" appears twice in one object)\n'
