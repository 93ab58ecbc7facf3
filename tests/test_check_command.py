"""`belote-desktop check RECORD [--json] [--legal]` (docs/RECORDS.md 3): the report of good records, and one
clear line naming the first fault of broken ones, exit code 1, never a traceback.

The records are in tests/data/records/. ``classic_take.json`` was laid out by hand so that every play
obligation of docs/RULES.md 1 shows up in it; the tests below break it at those places."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any, Callable

import pytest

from belote_desktop import savegame
from belote_desktop.cli import main

RECORDS = Path(__file__).parent / "data" / "records"
BROKEN = RECORDS / "broken"
GOOD = sorted(p.name for p in RECORDS.glob("*.json"))

DEAL_KEYS = {"dealer", "taker", "trump", "contract", "multiplier", "tricks", "declarations", "belote", "points", "result", "score"}
TRICK_KEYS = {"leader", "cards", "winner", "points"}


def load(name: str) -> dict[str, Any]:
    return json.loads((RECORDS / name).read_text(encoding="utf-8"))


def check(capsys: pytest.CaptureFixture[str], path: Path, *options: str) -> tuple[int, str, str]:
    code = main(["check", str(path), *options])
    out, err = capsys.readouterr()
    return code, out, err


def check_json(capsys: pytest.CaptureFixture[str], path: Path, *options: str) -> dict[str, Any]:
    code, out, err = check(capsys, path, "--json", *options)
    assert (code, err) == (0, "")
    return json.loads(out)


def write(tmp_path: Path, record: Any, name: str = "record.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(record), encoding="utf-8")
    return path


def assert_one_fault(code: int, out: str, err: str) -> str:
    """Exit code 1, nothing on stdout, exactly one line on stderr and no traceback; the line."""
    assert code == 1
    assert out == ""
    assert "Traceback" not in err
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert err.endswith("\n")
    return lines[0]


# --- good records ---------------------------------------------------------------------------------
def test_the_data_has_good_records() -> None:
    assert {"classic_take.json", "classic_declarations.json", "contree_contre.json", "classic_redeal.json"} <= set(GOOD)


@pytest.mark.parametrize("name", GOOD)
def test_good_record_is_accepted(capsys: pytest.CaptureFixture[str], name: str) -> None:
    code, out, err = check(capsys, RECORDS / name)
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[-2].startswith("totals: NS ")
    assert lines[-1] == "match in progress" or lines[-1] in ("winner: NS", "winner: EW")


def test_text_report_of_a_classic_deal(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = check(capsys, RECORDS / "classic_take.json")
    assert code == 0
    assert out.splitlines() == [
        "deal 1 (dealer W): trump H, taker S",
        "  trick 1: S leads AD 7D 9D QD; S wins 14",
        "  trick 2: S leads TD 8D JD KD; S wins 16",
        "  trick 3: S leads KC 7C 8H QH; W wins 7",
        "  trick 4: W leads 7S AH 8C QS; S wins 14",
        "  trick 5: S leads 7H TH 9H 8S; N wins 24",
        "  trick 6: N leads AS 9S QC 9C; N wins 14",
        "  trick 7: N leads KS JS JC TC; N wins 18",
        "  trick 8: N leads KH TS JH AC; S wins 55",
        "  result: made; points NS 155, EW 7; score NS 155, EW 7",
        "totals: NS 155, EW 7",
        "winner: NS",
    ]


def test_text_report_names_declarations_and_belote(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = check(capsys, RECORDS / "classic_declarations.json")
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "deal 1 (dealer W): trump S, taker E"
    assert "  declaration: N tierce (7D 8D 9D) 20" in lines
    assert "  belote: W" in lines
    # N's tierce (20) and W's belote (20) are counted: 162 + 40 in all
    assert "  result: made; points NS 91, EW 111; score NS 91, EW 111" in lines
    assert lines[-2:] == ["totals: NS 91, EW 111", "winner: EW"]


def test_text_report_of_contree_contracts(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = check(capsys, RECORDS / "contree_contre.json")
    lines = out.splitlines()
    assert lines[0] == "deal 1 (dealer W): trump H, taker S, contract 90H contre"
    assert "  belote: N" in lines
    # contre made: 162 + 90 x 2, and the takers' belote
    assert "  result: made; points NS 143, EW 39; score NS 362, EW 0" in lines
    _, out, _ = check(capsys, RECORDS / "contree_surcontre_x3.json")
    lines = out.splitlines()
    assert lines[0] == "deal 1 (dealer N): trump NT, taker S, contract 80NT surcontre (x3)"
    # surcontre down with surcontre_multiplier 3: the defenders score 162 + 80 x 3
    assert "  result: down; points NS 39, EW 123; score NS 0, EW 402" in lines
    assert lines[-2:] == ["totals: NS 0, EW 402", "winner: EW"]


def test_text_report_of_a_redeal_then_a_deal(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = check(capsys, RECORDS / "classic_redeal.json")
    lines = out.splitlines()
    assert lines[0] == "deal 1 (dealer S): no trump chosen, redeal"
    assert lines[1] == "deal 2 (dealer E): trump C, taker N"
    assert "  result: down; points NS 58, EW 104; score NS 0, EW 162" in lines
    assert lines[-2:] == ["totals: NS 0, EW 162", "match in progress"]


def test_text_report_of_litige_and_capot(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = check(capsys, RECORDS / "classic_litige.json")
    lines = out.splitlines()
    assert "  result: litige; points NS 81, EW 81; score NS 0, EW 81; 81 held in reserve" in lines
    # the next deal's winner collects the reserve
    assert "  result: made; points NS 72, EW 90; score NS 72, EW 171; reserve paid NS 0, EW 81" in lines
    assert lines[-2:] == ["totals: NS 72, EW 252", "match in progress"]
    _, out, _ = check(capsys, RECORDS / "classic_capot.json")
    assert "  result: capot; points NS 252, EW 0; score NS 252, EW 0" in out.splitlines()


@pytest.mark.parametrize("name", GOOD)
def test_json_report_has_the_shape_of_record_md(capsys: pytest.CaptureFixture[str], name: str) -> None:
    report = check_json(capsys, RECORDS / name)
    record = load(name)
    assert set(report) == {"deals", "totals", "winner"}
    assert len(report["deals"]) == len(record["deals"])
    totals = {"NS": 0, "EW": 0}
    for deal, deal_record in zip(report["deals"], record["deals"]):
        assert set(deal) == DEAL_KEYS
        assert deal["dealer"] == deal_record["dealer"]
        assert set(deal["declarations"]) == {"NS", "EW"}
        if deal["taker"] is None:  # a redeal
            assert deal["tricks"] == [] and deal["points"] is None and deal["score"] is None
            continue
        assert deal["result"] in ("made", "down", "litige", "capot")
        assert set(deal["points"]) == set(deal["score"]) == {"NS", "EW"}
        for team in totals:
            totals[team] += deal["score"][team]
        assert deal["trump"] in ("S", "H", "D", "C", "NT", "AT")
        if record["variant"] == "contree":
            assert deal["contract"].endswith(deal["trump"]) and deal["multiplier"] in (1, 2, 3, 4)
        else:
            assert deal["contract"] is None and deal["multiplier"] == 1
        assert len(deal["tricks"]) == 8
        plays = [card for trick in deal["tricks"] for card in trick["cards"]]
        assert plays == deal_record["plays"]
        for trick in deal["tricks"]:
            assert set(trick) == TRICK_KEYS
            assert len(trick["cards"]) == 4
        trick_points = sum(trick["points"] for trick in deal["tricks"])
        assert trick_points == 162
        belote = 0 if deal["belote"] is None else 20
        if deal["result"] != "capot":
            assert sum(deal["points"].values()) == trick_points + sum(deal["declarations"].values()) + belote
    assert report["totals"] == totals


def test_json_report_of_a_classic_deal(capsys: pytest.CaptureFixture[str]) -> None:
    report = check_json(capsys, RECORDS / "classic_take.json")
    assert report["totals"] == {"NS": 155, "EW": 7} and report["winner"] == "NS"
    deal = report["deals"][0]
    assert {k: v for k, v in deal.items() if k != "tricks"} == {
        "dealer": "W", "taker": "S", "trump": "H", "contract": None, "multiplier": 1,
        "declarations": {"NS": 0, "EW": 0}, "belote": None,
        "points": {"NS": 155, "EW": 7}, "result": "made", "score": {"NS": 155, "EW": 7},
    }
    assert deal["tricks"][2] == {"leader": "S", "cards": ["KC", "7C", "8H", "QH"], "winner": "W", "points": 7}
    assert deal["tricks"][7] == {"leader": "N", "cards": ["KH", "TS", "JH", "AC"], "winner": "S", "points": 55}


def test_json_report_of_declarations_and_contre(capsys: pytest.CaptureFixture[str]) -> None:
    deal = check_json(capsys, RECORDS / "classic_declarations.json")["deals"][0]
    assert deal["declarations"] == {"NS": 20, "EW": 0}
    assert deal["belote"] == "W"
    deal = check_json(capsys, RECORDS / "contree_contre.json")["deals"][0]
    assert (deal["contract"], deal["multiplier"], deal["taker"], deal["trump"]) == ("90H", 2, "S", "H")
    assert deal["score"] == {"NS": 362, "EW": 0}
    deal = check_json(capsys, RECORDS / "contree_surcontre_x3.json")["deals"][0]
    assert (deal["contract"], deal["multiplier"], deal["result"]) == ("80NT", 3, "down")
    assert deal["belote"] is None  # no belote in no trump


def test_json_report_of_a_redeal(capsys: pytest.CaptureFixture[str]) -> None:
    report = check_json(capsys, RECORDS / "classic_redeal.json")
    first, second = report["deals"]
    assert (first["dealer"], first["taker"], first["trump"], first["tricks"]) == ("S", None, None, [])
    assert (second["dealer"], second["taker"], second["trump"], second["result"]) == ("E", "N", "C", "down")
    assert report["winner"] is None


@pytest.mark.parametrize("name", GOOD)
def test_legal_lists_every_choice(capsys: pytest.CaptureFixture[str], name: str) -> None:
    plain = check_json(capsys, RECORDS / name)
    report = check_json(capsys, RECORDS / name, "--legal")
    for deal, plain_deal in zip(report["deals"], plain["deals"]):
        for trick, plain_trick in zip(deal["tricks"], plain_deal["tricks"]):
            assert set(trick) == TRICK_KEYS | {"legal"}
            assert {k: v for k, v in trick.items() if k != "legal"} == plain_trick
            assert len(trick["legal"]) == len(trick["cards"])
            for card, legal in zip(trick["cards"], trick["legal"]):
                assert legal == sorted(legal) and len(set(legal)) == len(legal)
                assert card in legal
            assert trick["legal"][0]  # the leader may play anything held: never empty


def test_legal_of_the_hand_laid_out_deal(capsys: pytest.CaptureFixture[str]) -> None:
    tricks = check_json(capsys, RECORDS / "classic_take.json", "--legal")["deals"][0]["tricks"]
    # trick 1: S leads with all 8 cards; the others follow diamonds
    assert tricks[0]["legal"] == [["7H", "AD", "AH", "JC", "JH", "KC", "QC", "TD"], ["7D", "8D"], ["9D", "JD"], ["KD", "QD"]]
    # trick 3: N, partner winning, may discard (exemption); W must overtrump N's 8H with QH
    assert tricks[2]["legal"][2] == ["8H", "9H", "AS", "KH", "KS", "QS"]
    assert tricks[2]["legal"][3] == ["QH"]
    # trick 4: S, void in spades, must trump; E cannot overtrump AH, so plays anything
    assert tricks[3]["legal"][1] == ["7H", "AH", "JH"]
    assert tricks[3]["legal"][2] == ["8C", "9C", "AC", "TC", "TH"]
    # trick 5: trump led; E and N must go higher
    assert tricks[4]["legal"][1:3] == [["TH"], ["9H"]]
    _, out, _ = check(capsys, RECORDS / "classic_take.json", "--legal")
    assert "    legal: 7S 8S 9S JS TS; 7H AH JH; 8C 9C AC TC TH; AS KS QS" in out.splitlines()


def test_check_runs_as_a_program() -> None:
    good = subprocess.run([sys.executable, "-m", "belote_desktop", "check", str(RECORDS / "classic_take.json"), "--json"],
                          capture_output=True, text=True, timeout=60, check=False)
    assert (good.returncode, good.stderr) == (0, "")
    assert json.loads(good.stdout)["winner"] == "NS"
    bad = subprocess.run([sys.executable, "-m", "belote_desktop", "check", str(BROKEN / "illegal_overtrump.json")],
                         capture_output=True, text=True, timeout=60, check=False)
    assert (bad.returncode, bad.stdout) == (1, "")
    assert bad.stderr == "deal 1, trick 3: W may not play 7S: must overtrump with a heart (holds QH)\n"


# --- broken records: files ------------------------------------------------------------------------
BROKEN_FILES = {
    "illegal_overtrump.json": "deal 1, trick 3: W may not play 7S: must overtrump with a heart (holds QH)",
    "duplicate_card.json": "record: hands: card JH appears twice (deal 1)",
    "turned_with_defender.json": "record: hands: the taker S must hold the turned card JH (deal 1)",
    "wrong_dealer.json": "deal 2: dealer is N, but the deal passes to E",
    "bid_not_higher.json": "deal 1, auction: E may not say 80S: must bid higher than 90H",
    "not_json.json": "record: not JSON: Expecting value at line 2, column 14",
    "not_a_record.json": 'record: not a game record (expected "format": "belote-record")',
    "version_2.json": "record: unknown version 2 (this program reads version 1)",
}


def test_every_broken_file_is_tested() -> None:
    assert sorted(p.name for p in BROKEN.iterdir()) == sorted(BROKEN_FILES)


@pytest.mark.parametrize("name", sorted(BROKEN_FILES))
@pytest.mark.parametrize("json_option", [[], ["--json"], ["--json", "--legal"]])
def test_broken_file(capsys: pytest.CaptureFixture[str], name: str, json_option: list[str]) -> None:
    before = (BROKEN / name).read_bytes()
    line = assert_one_fault(*check(capsys, BROKEN / name, *json_option))
    assert line == BROKEN_FILES[name]
    assert (BROKEN / name).read_bytes() == before  # nothing else is changed


# --- broken records: made from good ones -----------------------------------------------------------
Mutation = Callable[[dict[str, Any]], Any]


def _set(path: tuple[Any, ...], value: Any) -> Mutation:
    def mutate(record: dict[str, Any]) -> None:
        target = record
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return mutate


def _delete(path: tuple[Any, ...]) -> Mutation:
    def mutate(record: dict[str, Any]) -> None:
        target = record
        for key in path[:-1]:
            target = target[key]
        del target[path[-1]]
    return mutate


def _plays(prefix: int, *cards: str) -> Mutation:
    def mutate(record: dict[str, Any]) -> None:
        deal = record["deals"][0]
        deal["plays"] = deal["plays"][:prefix] + list(cards)
    return mutate


def _hand_swap(a: str, card_a: str, b: str, card_b: str) -> Mutation:
    def mutate(record: dict[str, Any]) -> None:
        hands = record["deals"][0]["hands"]
        hands[a][hands[a].index(card_a)] = card_b
        hands[b][hands[b].index(card_b)] = card_a
        record["deals"][0].pop("plays", None)
    return mutate


def _auction(*calls: str) -> Mutation:
    def mutate(record: dict[str, Any]) -> None:
        record["deals"][0]["auction"] = list(calls)
        record["deals"][0].pop("plays", None)
    return mutate


def _append_deal(record: dict[str, Any]) -> None:
    deal = copy.deepcopy(record["deals"][-1])
    deal["dealer"] = "S"  # the next dealer after W
    record["deals"].append(deal)


def _unfinished_then_deal(record: dict[str, Any]) -> None:
    unfinished = record["deals"][1]
    following = {**copy.deepcopy(unfinished), "dealer": "N"}
    unfinished["plays"] = unfinished["plays"][:9]
    record["deals"].append(following)


# (base record, mutation, expected message: exact, or a list of parts it must contain)
CASES: dict[str, tuple[str, Mutation, str | list[str]]] = {
    # the record as a whole
    "not-an-object": ("classic_take.json", lambda r: [r], 'record: not a game record (expected "format": "belote-record")'),
    "format-missing": ("classic_take.json", _delete(("format",)), 'record: not a game record (expected "format": "belote-record")'),
    "format-wrong": ("classic_take.json", _set(("format",), "belote-save"), 'record: not a game record (expected "format": "belote-record")'),
    "version-missing": ("classic_take.json", _delete(("version",)), "record: unknown version None (this program reads version 1)"),
    "version-string": ("classic_take.json", _set(("version",), "1"), "record: unknown version '1' (this program reads version 1)"),
    "version-true": ("classic_take.json", _set(("version",), True), "record: unknown version True (this program reads version 1)"),
    "version-float": ("classic_take.json", _set(("version",), 1.0), "record: unknown version 1.0 (this program reads version 1)"),
    "unknown-top-key": ("classic_take.json", _set(("comment",), "hi"), "record: unknown keys comment"),
    "variant-unknown": ("classic_take.json", _set(("variant",), "bridge"), ["record: rules: unknown variant 'bridge'"]),
    "variant-missing": ("classic_take.json", _delete(("variant",)), "record: needs a variant name and a rules object"),
    "table-classic": ("classic_take.json", _set(("rules", "table"), "three"), "record: rules: rule option 'table' is for Romanian Belot"),
    "rule-unknown": ("classic_take.json", _set(("rules", "trump_first"), True), "record: rules: unknown rule option 'trump_first' for classic"),
    "rule-wrong-type": ("classic_take.json", _set(("rules", "target"), "1000"), ["record: rules:", "'target'", "int"]),
    "rule-of-contree": ("classic_take.json", _set(("rules", "no_trump_bids"), True), ["record: rules:", "'no_trump_bids'", "Contrée"]),
    "rule-surcontre-5": ("contree_contre.json", _set(("rules", "surcontre_multiplier"), 5), ["record: rules:", "surcontre_multiplier", "3 or 4"]),
    "rules-not-object": ("classic_take.json", _set(("rules",), ["target", 0]), "record: needs a variant name and a rules object"),
    "seats-missing-one": ("classic_take.json", _delete(("seats", "E")), "record: seats: missing E"),
    "seat-player-alien": ("classic_take.json", _set(("seats", "E", "player"), "alien"), "record: seats: E: player must be 'human' or 'bot'"),
    # shape of the deals
    "deals-not-list": ("classic_take.json", _set(("deals",), {"1": {}}), "record: deals: expected a list"),
    "deal-not-object": ("classic_take.json", _set(("deals", 0), "deal"), "deal 1: expected an object"),
    "deal-unknown-key": ("classic_take.json", _set(("deals", 0, "trump"), "H"), "deal 1: unknown keys trump"),
    "dealer-missing": ("classic_take.json", _delete(("deals", 0, "dealer")), "deal 1: dealer: not a seat: None (expected one of S E N W)"),
    "dealer-not-seat": ("classic_take.json", _set(("deals", 0, "dealer"), "X"), ["deal 1: dealer:", "not a seat: 'X'"]),
    "hands-missing-seat": ("classic_take.json", _delete(("deals", 0, "hands", "N")), "deal 1: hands: expected an object with the hands of S, E, N and W"),
    "hands-not-object": ("classic_take.json", _set(("deals", 0, "hands"), []), "deal 1: hands: expected an object with the hands of S, E, N and W"),
    "hand-not-list": ("classic_take.json", _set(("deals", 0, "hands", "W"), "QD KD"), "deal 1: hands: W: expected a list of cards, got str"),
    "card-not-card": ("classic_take.json", _set(("deals", 0, "hands", "E", 3), "1H"), ["deal 1: hands: E:", "not a card: '1H'"]),
    "card-a-number": ("classic_take.json", _set(("deals", 0, "hands", "E", 3), 12), ["deal 1: hands: E:", "not a card: 12"]),
    "turned-not-card": ("classic_take.json", _set(("deals", 0, "turned"), "JOKER"), ["deal 1: turned:", "not a card: 'JOKER'"]),
    "auction-not-list": ("classic_take.json", _set(("deals", 0, "auction"), "take"), "deal 1: auction: expected a list"),
    "plays-not-list": ("classic_take.json", _set(("deals", 0, "plays"), "AD 7D"), "deal 1: plays: expected a list"),
    "play-not-card": ("classic_take.json", _plays(5, "ZZ"), ["deal 1, trick 2:", "not a card: 'ZZ'"]),
    # the cards
    "duplicate-plain-card": ("classic_take.json", _set(("deals", 0, "hands", "E", 0), "AD"), "record: hands: card AD appears twice (deal 1)"),
    "duplicate-in-contree": ("contree_contre.json", _set(("deals", 0, "hands", "N", 0), "JH"), ["record: hands: card JH appears twice"]),
    "turned-with-partner": ("classic_take.json", _hand_swap("S", "JH", "N", "9H"), "record: hands: the taker S must hold the turned card JH (deal 1)"),
    "classic-seven-cards": ("classic_take.json", _delete(("deals", 0, "hands", "E", 0)), ["record: hands:", "8 cards", "(deal 1)"]),
    "contree-seven-cards": ("contree_contre.json", _delete(("deals", 0, "hands", "E", 0)), "record: hands: E holds 7 cards, not 8 (deal 1)"),
    "contree-turned-card": ("contree_contre.json", _set(("deals", 0, "turned"), "7S"), ["record: hands:", "Contrée deals have no turned card"]),
    "stock-after-completion": ("classic_take.json", _set(("deals", 0, "stock"), ["7S"]),
                               "deal 1: stock: only a record written before the completion has a stock"),
    "classic-no-turned": ("classic_take.json", _delete(("deals", 0, "turned")), ["record: hands:", "turned card", "(deal 1)"]),
    # the auction
    "auction-not-a-call": ("classic_take.json", _auction("maybe"), ["deal 1, auction:", "'maybe'"]),
    "classic-bid": ("classic_take.json", _auction("80H"), "deal 1, auction: S may not say 80H: not a Classic Belote auction action"),
    "classic-name-in-round-1": ("classic_take.json", _auction("S"), "deal 1, auction: S may not say S: in round 1 a player may only take the turned card or pass"),
    "classic-name-turned-suit": ("classic_take.json", _auction("pass", "pass", "pass", "pass", "H"),
                                 "deal 1, auction: S may not say H: hearts were turned in round 1; name another suit"),
    "classic-take-in-round-2": ("classic_take.json", _auction("pass", "pass", "pass", "pass", "pass", "take"),
                                "deal 1, auction: E may not say take: the turned card can only be taken in round 1; name a suit or pass"),
    "classic-call-after-take": ("classic_take.json", _auction("take", "pass"), "deal 1, auction: the auction was over after 1 call, but the record has 2"),
    "contree-bid-lower": ("contree_contre.json", _auction("100S", "pass", "90C"), "deal 1, auction: N may not say 90C: must bid higher than 100S"),
    "contree-bid-equal": ("contree_contre.json", _auction("90H", "90S"), "deal 1, auction: E may not say 90S: must bid higher than 90H"),
    "contree-contre-own-team": ("contree_contre.json", _auction("90H", "pass", "contre"),
                                "deal 1, auction: N may not say contre: contre is said against the other team's bid"),
    "contree-contre-no-bid": ("contree_contre.json", _auction("contre"), "deal 1, auction: S may not say contre: there is no bid to contre"),
    "contree-bid-after-contre": ("contree_contre.json", _auction("90H", "contre", "100H"),
                                 "deal 1, auction: N may not say 100H: after a contre only surcontre or pass remains"),
    "contree-surcontre-no-contre": ("contree_contre.json", _auction("90H", "surcontre"),
                                    "deal 1, auction: E may not say surcontre: surcontre answers a contre of the other team"),
    "contree-nt-not-played": ("contree_contre.json", _auction("90NT"),
                              "deal 1, auction: S may not say 90NT: no trump and all trump bids are not played at this table"),
    "contree-bid-85": ("contree_contre.json", _auction("85H"), ["deal 1, auction:", "not a bid value: '85H'"]),
    "plays-before-trump": ("classic_take.json", lambda r: r["deals"][0].update(auction=["pass"]),
                           "deal 1: plays: there is no play before the auction has chosen a trump"),
    "completed-hands-no-taker": ("classic_take.json", _auction("pass", "pass"), "record: hands: completed, but the auction has chosen no taker (deal 1)"),
    # the play: one real position per obligation of docs/RULES.md 1
    "play-follow": ("classic_take.json", _plays(1, "7C"), "deal 1, trick 1: E may not play 7C: must follow suit with a diamond (holds 7D, 8D)"),
    "play-trump": ("classic_take.json", _plays(13, "QC"), "deal 1, trick 4: S may not play QC: must trump with a heart (holds 7H, JH, AH)"),
    "play-overtrump": ("classic_take.json", _plays(11, "7S"), "deal 1, trick 3: W may not play 7S: must overtrump with a heart (holds QH)"),
    "play-higher-trump": ("classic_take.json", _plays(18, "KH"), "deal 1, trick 5: N may not play KH: must play a higher heart (holds 9H)"),
    "play-not-held": ("classic_take.json", _plays(0, "7D"), "deal 1, trick 1: S may not play 7D: does not hold it"),
    "play-twice": ("classic_take.json", _plays(4, "AD"), "deal 1, trick 2: S may not play AD: does not hold it"),
    "more-plays-than-cards": ("classic_take.json", lambda r: r["deals"][0]["plays"].append("AD"),
                              "deal 1, trick 9: the deal is over, but the record has more cards"),
    # the match
    "deal-after-match-over": ("classic_take.json", _append_deal, "deal 2: the match was over after deal 1"),
    "unfinished-then-deal": ("classic_redeal.json", _unfinished_then_deal, "deal 2: unfinished, but another deal follows"),
    "dealer-rotation": ("classic_redeal.json", _set(("deals", 1, "dealer"), "W"), "deal 2: dealer is W, but the deal passes to E"),
    "announced-not-held": ("classic_declarations.json", _set(("deals", 0, "announced"), {"S": ["four_J"]}),
                           "deal 1: announced: S announced four_J without holding it"),
    "announced-declarations-off": ("classic_take.json", _set(("deals", 0, "announced"), {"S": ["tierce"]}),
                                   "deal 1: announced: S announced tierce, but declarations are not played"),
    "stock-in-contree": ("contree_contre.json", _set(("deals", 0, "stock"), ["7S"]), "deal 1: stock: only Classic deals have a stock"),
    "dealer-stays-after-redeal": ("classic_redeal.json", _set(("deals", 1, "dealer"), "S"), "deal 2: dealer is S, but the deal passes to E"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_broken_record(capsys: pytest.CaptureFixture[str], tmp_path: Path, case: str) -> None:
    base, mutate, expected = CASES[case]
    record = load(base)
    result = mutate(record)
    if isinstance(result, list):
        record = result  # type: ignore[assignment]
    line = assert_one_fault(*check(capsys, write(tmp_path, record)))
    if isinstance(expected, str):
        assert line == expected
    else:
        for part in expected:
            assert part in line, line


@pytest.mark.parametrize("case, location, seat, card, rule", [
    ("play-follow", "deal 1, trick 1", "E", "7C", "must follow suit with a diamond"),
    ("play-trump", "deal 1, trick 4", "S", "QC", "must trump with a heart"),
    ("play-overtrump", "deal 1, trick 3", "W", "7S", "must overtrump with a heart"),
    ("play-higher-trump", "deal 1, trick 5", "N", "KH", "must play a higher heart"),
])
def test_illegal_play_names_place_seat_card_and_rule(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, case: str, location: str, seat: str, card: str, rule: str
) -> None:
    record = load("classic_take.json")
    CASES[case][1](record)
    line = assert_one_fault(*check(capsys, write(tmp_path, record)))
    assert line.startswith(f"{location}: {seat} may not play {card}: {rule} (holds ")


def test_the_first_fault_is_named(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    record = load("classic_take.json")
    _plays(11, "7S")(record)  # trick 3 fault ...
    record["deals"][0]["plays"] += ["AD", "AD"]  # ... comes before later nonsense
    assert assert_one_fault(*check(capsys, write(tmp_path, record))).startswith("deal 1, trick 3: W may not play 7S")


# --- files that are not records ------------------------------------------------------------------
def test_a_byte_order_mark_is_not_an_error(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + (RECORDS / "classic_take.json").read_bytes())
    code, out, err = check(capsys, path)
    assert code == 0 and err == "" and "winner:" in out


def test_empty_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "empty.json"
    path.write_bytes(b"")
    assert assert_one_fault(*check(capsys, path)) == "record: not JSON: Expecting value at line 1, column 1"


def test_binary_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "game.png"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\xff\xfe\x00")
    line = assert_one_fault(*check(capsys, path))
    assert line == f"record: {path} is not UTF-8 text, so not a game record"


def test_missing_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "nowhere.json"
    line = assert_one_fault(*check(capsys, path))
    assert line.startswith(f"record: cannot read {path}: ") and "No such file" in line


def test_directory(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    line = assert_one_fault(*check(capsys, tmp_path))
    assert line.startswith(f"record: cannot read {tmp_path}: ")


def test_file_larger_than_the_limit(capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    text = (RECORDS / "classic_take.json").read_text(encoding="utf-8")
    monkeypatch.setattr(savegame, "MAX_RECORD_BYTES", len(text.encode()) - 1)
    path = tmp_path / "big.json"
    path.write_text(text, encoding="utf-8")
    line = assert_one_fault(*check(capsys, path))
    assert line == f"record: {path} is {len(text.encode())} bytes, more than a game record can be ({len(text.encode()) - 1})"
    monkeypatch.setattr(savegame, "MAX_RECORD_BYTES", len(text.encode()))
    code, _, _ = check(capsys, path)
    assert code == 0  # exactly at the limit is fine


def test_sparse_file_over_the_real_limit(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as f:  # sparse: no 16 MB written
        f.truncate(savegame.MAX_RECORD_BYTES + 1)
    line = assert_one_fault(*check(capsys, path))
    assert line == f"record: {path} is {savegame.MAX_RECORD_BYTES + 1} bytes, more than a game record can be ({savegame.MAX_RECORD_BYTES})"


@pytest.mark.parametrize("opener, closer", [("[", "]"), ('{"a":', "}")])
def test_json_nesting_bomb(tmp_path: Path, opener: str, closer: str) -> None:
    path = tmp_path / "bomb.json"
    path.write_text(opener * 100_000 + closer * 100_000)
    result = subprocess.run([sys.executable, "-m", "belote_desktop", "check", str(path)],
                            capture_output=True, text=True, timeout=60, check=False)
    assert_one_fault(result.returncode, result.stdout, result.stderr)
    assert result.stderr == "record: not a game record (JSON nested too deeply)\n"


def test_integer_over_the_digit_limit(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "digits.json"
    path.write_text('{"format": "belote-record", "version": ' + "1" * 5000 + "}")
    line = assert_one_fault(*check(capsys, path))
    assert line.startswith("record: not a game record (")


# --- games in progress -----------------------------------------------------------------------------
def test_game_in_progress(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    record = load("classic_redeal.json")
    record["deals"][1]["plays"] = record["deals"][1]["plays"][:10]  # trick 3, second card
    path = write(tmp_path, record)
    before = path.read_bytes()
    code, out, err = check(capsys, path)
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[1] == "deal 2 (dealer E): trump C, taker N"
    assert [line.split(":")[0] for line in lines[2:4]] == ["  trick 1", "  trick 2"]
    assert lines[-3:] == ["  deal in progress", "totals: NS 0, EW 0", "match in progress"]
    cards = " ".join(record["deals"][1]["plays"][8:10])
    assert lines[-4].startswith("  trick 3 so far: ") and lines[-4].endswith(f" leads {cards}")
    deal = check_json(capsys, path)["deals"][1]
    assert "current_trick" not in deal  # --json keeps the shape of docs/RECORDS.md 3
    assert len(deal["tricks"]) == 2
    assert (deal["points"], deal["result"], deal["score"]) == (None, None, None)
    assert path.read_bytes() == before


def test_game_in_progress_in_the_auction(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    record = load("contree_contre.json")
    record["deals"][0]["auction"] = ["90H", "contre"]
    del record["deals"][0]["plays"]
    code, out, _ = check(capsys, write(tmp_path, record))
    assert code == 0
    assert out.splitlines() == ["deal 1 (dealer W): auction in progress", "totals: NS 0, EW 0", "match in progress"]
    deal = check_json(capsys, write(tmp_path, record))["deals"][0]
    assert (deal["taker"], deal["trump"], deal["contract"], deal["tricks"], deal["result"]) == (None, None, None, [], None)


def test_a_reader_that_stops_early_gets_no_traceback(tmp_path: Path) -> None:
    # `belote-desktop check rec.json | head`: the pipe closes under a report larger than its buffer
    record = tmp_path / "long.json"
    # one long match (simulate --save keeps the last match played, so --matches makes it a whole one)
    subprocess.run([sys.executable, "-m", "belote_desktop", "simulate", "--matches", "1", "--rule", "target=30000",
                    "--save", str(record)], check=True, capture_output=True, timeout=120)
    assert record.stat().st_size > 100_000
    proc = subprocess.run(
        f'"{sys.executable}" -m belote_desktop check --legal "{record}" | head -c 10',
        shell=True, capture_output=True, text=True, timeout=60,
    )
    assert len(proc.stdout) == 10
    assert "Traceback" not in proc.stderr and "BrokenPipe" not in proc.stderr, proc.stderr


# --- Romanian records, laid out by hand -----------------------------------------------------------
def _romanian(rules: dict[str, Any], *deals: dict[str, Any]) -> dict[str, Any]:
    table = rules.get("table", "four")
    seats = {"four": "S E N W", "three": "S E W", "duel": "S N"}[table].split()
    return {
        "format": "belote-record", "version": 1, "variant": "romanian", "rules": rules,
        "seats": {s: {"name": s} for s in seats}, "deals": [copy.deepcopy(d) for d in deals],
    }


# A duel dealt by N: S takes hearts with every trump and three aces and wins all nine tricks; N
# declares its two tierces (spades and diamonds, 9 to J), the only combinations declared.
DUEL_SWEEP = {
    "dealer": "N",
    "hands": {"S": ["JH", "AH", "TH", "KH", "QH", "AS", "9H", "AD", "AC"], "N": ["9S", "TS", "JS", "9D", "TD", "JD", "KS", "QC", "KC"]},
    "turned": "9H", "auction": ["take"],
    "plays": ["JH", "KS", "9H", "QC", "AH", "KC", "TH", "9S", "KH", "TS", "QH", "JS", "AS", "9D", "AD", "TD", "AC", "JD"],
    "announced": {"N": ["tierce", "tierce"]},
}


def test_romanian_combinations_of_a_side_without_a_trick_are_not_reported(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = write(tmp_path, _romanian({"table": "duel"}, DUEL_SWEEP))
    deal = check_json(capsys, path)["deals"][0]
    # N's two tierces were the best combinations declared, but N took no trick: they do not count
    assert deal["declarations"] == {"S": 0, "N": 0}
    assert deal["points"] == {"S": 140, "N": 0} and deal["score"] == {"S": 140, "N": -100}
    _, out, _ = check(capsys, path)
    assert not [line for line in out.splitlines() if "declaration" in line], out
    assert "  result: made; points S 140, N 0; score S 140, N -100 (penalties S 0, N -100)" in out.splitlines()


# Two duel deals in which S declares a hundred each time (hearts 9 to A, then spades 9 to K).
DUEL_HUNDRED_1 = {
    "dealer": "N",
    "hands": {"S": ["JH", "AH", "TH", "KH", "QH", "AS", "9H", "AD", "AC"], "N": ["9S", "TS", "JS", "9D", "TD", "JD", "KS", "QC", "KC"]},
    "turned": "9H", "auction": ["take"],
    "plays": ["AS", "9S", "9H", "TS", "TH", "JS", "JH", "KS", "QH", "9D", "KH", "TD", "AH", "JD", "AD", "QC", "AC", "KC"],
    "announced": {"S": ["hundred"]},
}
DUEL_HUNDRED_2 = {
    "dealer": "S",
    "hands": {"S": ["9S", "TS", "JS", "QS", "KS", "9D", "TD", "QC", "KC"], "N": ["JH", "AH", "TH", "KH", "QH", "AS", "9H", "AD", "AC"]},
    "turned": "9H", "auction": ["take"],
    "plays": ["AS", "9S", "9H", "TS", "TH", "JS", "JH", "QS", "QH", "KS", "KH", "9D", "AH", "TD", "AD", "QC", "AC", "KC"],
    "announced": {"S": ["hundred"]},
}


def test_reduced_combinations_refuse_a_third_hundred_on_replay(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    rules = {"table": "duel", "reduced_combinations": True}
    twice = _romanian(rules, DUEL_HUNDRED_1, DUEL_HUNDRED_2)
    assert check(capsys, write(tmp_path, twice))[0] == 0
    third = _romanian(rules, DUEL_HUNDRED_1, DUEL_HUNDRED_2, DUEL_HUNDRED_1)
    line = assert_one_fault(*check(capsys, write(tmp_path, third)))
    assert line == (
        "deal 3, trick 1: S may not declare hundred: combinations of 100 or more count at most 2 times a game at this table"
    )
    # the hundreds that counted are reported, with their cards
    first = check_json(capsys, write(tmp_path, twice))["deals"][0]
    assert first["declarations"] == {"S": 100, "N": 0}
    assert "  declaration: S hundred (9H TH JH QH KH AH) 100" in check(capsys, write(tmp_path, twice))[1].splitlines()
    free = _romanian({"table": "duel"}, DUEL_HUNDRED_1, DUEL_HUNDRED_2, DUEL_HUNDRED_1)
    assert check(capsys, write(tmp_path, free))[0] == 0  # without the option a third hundred counts
    unannounced = copy.deepcopy(third)
    del unannounced["deals"][2]["announced"]  # "everything held" declares only what the rules allow
    report = check_json(capsys, write(tmp_path, unannounced))["deals"][2]
    assert report["declarations"]["S"] < 100


# A four-player deal dealt by W: S has four 7s and declares them on its first turn.
FOUR_SEVENS = {
    "dealer": "W",
    "hands": {
        "S": ["7S", "7H", "7D", "7C", "AH", "9H", "QH", "KH"], "E": ["JH", "8S", "9S", "TS", "8D", "8H", "TH", "QS"],
        "N": ["9D", "TD", "JD", "QD", "KD", "AD", "TC", "JC"], "W": ["AS", "KS", "JS", "8C", "9C", "QC", "KC", "AC"],
    },
    "turned": "9H", "auction": ["take"], "plays": [], "announced": {"S": ["four_7"]},
}
# A four-player deal dealt by W in which E's cards are worth nothing with hearts trump (E holds the
# 7 of hearts: after S's take it may swap it first).
UNDER_14 = {
    "dealer": "W",
    "hands": {
        "S": ["JH", "AH", "KS", "QS", "TC", "9H", "QH", "KH"], "E": ["7H", "8S", "9S", "7C", "8D", "8H", "7D", "8C"],
        "N": ["9D", "TD", "JD", "QD", "KD", "AD", "TS", "AC"], "W": ["AS", "7S", "JS", "9C", "JC", "QC", "KC", "TH"],
    },
    "turned": "9H", "auction": ["take", "pass", "cancel"], "announced": {},
}


def test_a_deal_cancelled_for_four_sevens_says_so(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = write(tmp_path, _romanian({}, FOUR_SEVENS))
    _, out, _ = check(capsys, path)
    assert out.splitlines()[:2] == ["deal 1 (dealer W): trump H, taker S", "  result: cancelled by S (four 7s), redeal"]
    assert check_json(capsys, path)["deals"][0]["result"] == "cancelled"


def test_a_deal_cancelled_under_14_says_who(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    _, out, _ = check(capsys, write(tmp_path, _romanian({"under_14": True}, UNDER_14)))
    assert out.splitlines()[0] == "deal 1 (dealer W): cancelled by E (under 14 points), redeal"


@pytest.mark.parametrize(
    ("rules", "auction", "expected"),
    [
        ({}, ["take", "pass", "cancel"], "deal 1, auction: cancel refused: cancelling a deal under 14 points is not played at this table (rule option under_14)"),
        ({"under_14": True}, ["take", "pass", "pass", "cancel"], "deal 1, auction: cancel refused: only a player whose cards are worth fewer than 14 points may cancel, once, before the play (E passed)"),
        ({"under_14": True}, ["take", "pass", "cancel", "cancel"], "deal 1, auction: cancel refused: E already cancelled the deal"),
        # after E swaps its 7 for the turned 9 nobody is under 14
        ({"under_14": True}, ["take", "swap7", "cancel"], "deal 1, auction: cancel refused: nobody may cancel: every player's cards are worth 14 points or more"),
        ({}, ["take", "pass", "swap7"], "deal 1, auction: swap7 refused: only the holder of the 7 of trump may swap it, right after a round-1 take"),
        ({"under_14": True}, ["cancel"], "deal 1, auction: S may not say cancel: only a player whose cards are worth fewer than 14 points may cancel, before the play"),
        ({}, ["cancel"], "deal 1, auction: S may not say cancel: cancelling a deal under 14 points is not played at this table (rule option under_14)"),
    ],
)
def test_a_refused_romanian_call_says_why(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, rules: dict[str, Any], auction: list[str], expected: str
) -> None:
    deal = copy.deepcopy(UNDER_14)
    deal["auction"] = auction
    deal["hands"] = {s: cards[:5] for s, cards in deal["hands"].items()}
    deal["stock"] = ["QH", "KH", "8H", "7D", "8C", "AD", "TS", "AC", "QC", "KC", "TH"]
    line = assert_one_fault(*check(capsys, write(tmp_path, _romanian(rules, deal))))
    assert line == expected
    assert "calls" not in line
