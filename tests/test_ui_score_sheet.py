"""Score sheet rows and model, checked against real matches played by random bots."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QModelIndex, Qt
from pytestqt.qtbot import QtBot

from belote_desktop.bots.random_bot import RandomBot
from belote_desktop.engine.auctions import Bid, Call
from belote_desktop.engine.cards import Team
from belote_desktop.engine.combinations import Declare
from belote_desktop.engine.declarations import DeclarationKind
from belote_desktop.engine.contract import CAPOT_POINTS, DEAL_POINTS
from belote_desktop.engine.events import DealScored, MatchOver
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.scoring import DealResult
from belote_desktop.engine.state import Action, Match, Phase
from belote_desktop.engine.view import SeatView, view_of
from belote_desktop.ui.score_sheet import (
    Column,
    DealRow,
    DealSummaryDialog,
    MatchSummaryDialog,
    ScoreSheetDialog,
    ScoreSheetModel,
    deal_row,
    match_rows,
    team_records,
)
from tests.engine_helpers import bid
from tests.romanian_helpers import FOUR_DEALT, romanian_match

NAMES = ("Ana", "Bruno", "Chloé", "Dan")


def choose(bot: RandomBot, view: SeatView, rng: random.Random) -> Action:
    """RandomBot, except that Contrée bids stay low: random bids climb so high that every
    contract fails, and the sheet must be seen with made contracts too."""
    low_bids = [a for a in view.legal_actions if isinstance(a, Bid) and a.value <= 100]
    if low_bids and rng.random() < 0.3:
        return rng.choice(low_bids)
    if any(isinstance(a, Bid) for a in view.legal_actions):
        return Call.PASS
    return bot.choose(view, rng)


def play_match(rules: RuleSet, seed: int) -> tuple[Match, list[DealRow], MatchOver]:
    """A whole match by random bots; rows built the way the controller builds them: one per
    finished deal, from the DealScored event's totals (a redeal keeps the previous totals)."""
    match = Match(rules, seed=seed)
    bot, rng = RandomBot(), random.Random(seed)
    rows: list[DealRow] = []
    over: MatchOver | None = None
    totals = (0, 0)
    while match.phase != Phase.OVER:
        if match.phase == Phase.DEAL:
            match.deal()
            continue
        deal = match.current
        assert deal is not None and match.current_player is not None
        events = match.apply(choose(bot, view_of(match, match.current_player), rng))
        for event in events:
            if isinstance(event, DealScored):
                totals = event.totals
            if isinstance(event, MatchOver):
                over = event
        if deal.is_finished:
            rows.append(deal_row(deal, totals, match.variant))
    assert over is not None
    return match, rows, over


RULE_SETS = [
    RuleSet.default(Variant.CLASSIC).with_options({"target": 2000, "declarations": True}),
    RuleSet.default(Variant.CLASSIC),
    RuleSet.default(Variant.CONTREE).with_options({"declarations": True, "no_trump_bids": True, "target": 2000}),
]


@pytest.mark.parametrize("rules", RULE_SETS, ids=["classic-declarations", "classic", "contree-nt"])
def test_rows_match_the_engine_scores(rules: RuleSet) -> None:
    match, rows, over = play_match(rules, seed=21)
    assert rows == match_rows(match)
    assert [r.number for r in rows] == [d.number for d in match.deals]
    assert rows[-1].totals == (match.totals[0], match.totals[1]) == over.totals
    running = [0, 0]
    for row, deal in zip(rows, match.deals):
        if deal.score is None:  # passed out
            assert row.is_passed_out and row.result is None and row.score == (0, 0)
            assert row.totals == tuple(running)
            continue
        assert row.result == deal.score.result
        assert row.counted == deal.score.points
        for t in Team:
            assert row.counted[t] == row.card_points[t] + row.declarations[t] + row.belote[t]
            running[t] += row.score[t]
        assert sum(row.card_points) in (DEAL_POINTS, CAPOT_POINTS)
        assert 0 in row.declarations  # only one team's declarations score
        assert row.totals == tuple(running)
        assert row.taker == deal.auction.result.taker  # type: ignore[union-attr]
    assert any(r.result == DealResult.DOWN for r in rows)
    assert any(r.result in (DealResult.MADE, DealResult.CAPOT) for r in rows)


def test_a_deal_in_progress_has_no_row() -> None:
    match = Match(RuleSet.default(Variant.CONTREE), seed=3)
    match.deal()
    with pytest.raises(ValueError):
        deal_row(match.current, (0, 0), match.variant)  # type: ignore[arg-type]
    assert match_rows(match) == []


def test_the_model_lists_every_deal_and_the_totals() -> None:
    match, rows, _ = play_match(RULE_SETS[0], seed=5)
    model = ScoreSheetModel(NAMES)
    for row in rows:
        model.add_row(row)
    assert model.rowCount() == len(rows) and model.columnCount() == len(Column)
    assert model.rowCount(model.index(0, 0)) == 0  # a table, not a tree
    assert model.totals == (match.totals[0], match.totals[1])
    for r, row in enumerate(rows):
        def text(column: Column) -> str:
            return model.data(model.index(r, column), Qt.ItemDataRole.DisplayRole)  # type: ignore[return-value]

        assert text(Column.NUMBER) == str(row.number)
        assert text(Column.DEALER) == NAMES[row.dealer]
        assert text(Column.TOTAL_NS) == str(row.totals[0]) and text(Column.TOTAL_EW) == str(row.totals[1])
        assert model.data(model.index(r, 0), Qt.ItemDataRole.UserRole) is row
        if row.is_passed_out:
            assert text(Column.RESULT) == "Passed out" and text(Column.SCORE_NS) == ""
        else:
            assert text(Column.TAKER) == NAMES[row.taker]  # type: ignore[index]
            assert text(Column.CARDS_NS) == str(row.card_points[0])
            assert text(Column.SCORE_EW) == str(row.score[1])
    last = model.rowCount() - 1
    assert model.data(model.index(last, Column.TOTAL_NS)) == str(match.totals[0])
    assert model.data(model.index(last + 1, 0)) is None
    assert model.headerData(Column.TOTAL_EW, Qt.Orientation.Horizontal) == "Total EW"
    assert "Bruno & Dan" in model.headerData(Column.TOTAL_EW, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)  # type: ignore[operator]
    model.clear()
    assert model.rowCount(QModelIndex()) == 0 and model.totals == (0, 0)


def test_contree_rows_show_the_contract() -> None:
    _, rows, _ = play_match(RULE_SETS[2], seed=8)
    model = ScoreSheetModel(NAMES)
    model.set_rows(rows)
    played = [i for i, r in enumerate(rows) if not r.is_passed_out]
    assert played
    for i in played:
        contract = rows[i].contract
        assert contract is not None
        shown = model.data(model.index(i, Column.TRUMP))
        assert str(contract.value if not contract.is_capot else "Capot") in shown  # type: ignore[operator]
        if contract.multiplier > 1:
            assert f"\u00d7{contract.multiplier}" in shown  # type: ignore[operator]


def test_team_records_count_contracts() -> None:
    _, rows, _ = play_match(RULE_SETS[1], seed=9)
    records = team_records(rows)
    assert sum(r.contracts_taken for r in records) == sum(1 for r in rows if not r.is_passed_out)
    for t in Team:
        made = sum(1 for r in rows if r.taker_team == t and r.result in (DealResult.MADE, DealResult.CAPOT))
        assert records[t].contracts_made == made
        assert records[t].belote == sum(r.belote[t] for r in rows)


def test_dialogs_show_the_rows(qtbot: QtBot) -> None:
    match, rows, over = play_match(RULE_SETS[0], seed=5)
    model = ScoreSheetModel(NAMES)
    sheet = ScoreSheetDialog(model, match.rules.target)
    qtbot.addWidget(sheet)
    for row in rows:
        model.add_row(row)
    assert str(match.totals[0]) in sheet.footer.text() and "2000" in sheet.footer.text()
    played = next(r for r in rows if not r.is_passed_out)
    summary = DealSummaryDialog(played, NAMES)
    qtbot.addWidget(summary)
    assert NAMES[played.taker] in summary.headline.text()  # type: ignore[index]
    end = MatchSummaryDialog(rows, over.winner, NAMES)
    qtbot.addWidget(end)
    winners = ("Ana & Chloé", "Bruno & Dan")[over.winner]
    assert winners in end.winner_label.text()
    margin = over.totals[over.winner] - over.totals[over.winner.other]
    assert f"by {margin} points" in end.margin_label.text()


def test_sheet_for_a_match(qtbot: QtBot) -> None:
    match, rows, _ = play_match(RULE_SETS[1], seed=13)
    sheet = ScoreSheetDialog.for_match(match, NAMES)
    qtbot.addWidget(sheet)
    assert sheet.model.rows == tuple(rows)
    assert sheet.model.totals == (match.totals[0], match.totals[1])
    empty = ScoreSheetDialog.for_match(None, NAMES)
    qtbot.addWidget(empty)
    assert empty.model.rowCount() == 0 and "one deal" in empty.footer.text()


def test_a_double_clicked_deal_is_offered_to_the_window(qtbot: QtBot) -> None:
    """The sheet hands the window the row of a double-clicked deal (for what it offers on one deal)."""
    match, rows, _ = play_match(RULE_SETS[1], seed=13)
    sheet = ScoreSheetDialog.for_match(match, NAMES)
    qtbot.addWidget(sheet)
    sheet.show()
    chosen: list[object] = []
    sheet.deal_activated.connect(chosen.append)
    sheet.table.doubleClicked.emit(sheet.model.index(1, 0))
    assert chosen == [rows[1]]


def test_rows_carry_the_engine_breakdown_and_the_variant_words() -> None:
    match, rows, _ = play_match(RULE_SETS[0], seed=5)
    played = [(d, r) for d, r in zip((d for d in match.deals if d.is_finished), rows) if d.score is not None]
    assert played
    for deal, row in played:
        assert deal.score is not None
        assert row.card_points == tuple(p.cards for p in deal.score.breakdown)
        assert row.penalties == tuple(p.penalty for p in deal.score.breakdown)
    assert rows[0].game.has_capot and not rows[0].game.declares_in_play and rows[0].game is rows[0].game


def _romanian_match(table: str, target: int, seed: int) -> Match:
    match = Match(RuleSet.default(Variant.ROMANIAN).with_options({"table": table, "target": target}), seed=seed)
    bot, rng = RandomBot(), random.Random(seed)
    while match.phase != Phase.OVER:
        if match.phase == Phase.DEAL:
            match.deal()
            continue
        assert match.current_player is not None
        match.apply(bot.choose(view_of(match, match.current_player), rng))
    return match


@pytest.mark.parametrize(("table", "target", "sides"), [("four", 40, 2), ("three", 40, 3), ("duel", 400, 2)])
def test_romanian_rows_are_per_side_in_balls_or_points(qtbot: QtBot, table: str, target: int, sides: int) -> None:
    match = _romanian_match(table, target, seed=4)
    rows = match_rows(match)
    played = [r for r in rows if not r.is_passed_out]
    assert played and all(r.variant == Variant.ROMANIAN and len(r.totals) == sides for r in rows)
    assert rows[-1].totals == tuple(match.totals)
    for side in range(sides):
        assert sum(r.score[side] for r in rows) == match.totals[side]
    for row in played:
        # what each side counted is its cards, combinations and Bella, as the engine scored them
        for side in range(sides):
            assert row.card_points[side] + row.declarations[side] + row.belote[side] == row.counted[side]
    model = ScoreSheetModel(NAMES)
    model.set_rows(rows)
    assert model.columnCount() == len(Column) + (sides - 2) * 3
    seats = match.table.seats
    last = model.rowCount() - 1
    for side in range(sides):
        column = model.column_of(Column.TOTAL_NS, side)
        assert model.data(model.index(last, column)) == str(match.totals[side])
        if table != "four":
            assert model.headerData(column, Qt.Orientation.Horizontal) == f"Total {seats[side].name}"
            tip = model.headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
            assert NAMES[seats[side]] in tip  # type: ignore[operator]
    assert model.headerData(model.column_of(Column.BELOTE), Qt.Orientation.Horizontal) == "Bella"
    summary = DealSummaryDialog(played[-1], NAMES)
    qtbot.addWidget(summary)
    assert played[-1].result is not None and summary.badge.text()
    winner = match.winner
    assert winner is not None
    box = MatchSummaryDialog(rows, winner, NAMES)
    qtbot.addWidget(box)
    winner_name = NAMES[winner] if table != "four" else None
    if winner_name is not None:
        assert winner_name in box.winner_label.text()
    sheet = ScoreSheetDialog.for_match(match, NAMES)
    qtbot.addWidget(sheet)
    assert str(match.totals[-1]) in sheet.footer.text()


@pytest.mark.parametrize(("table", "target"), [("four", 301), ("three", 301), ("duel", 3010)])
def test_romanian_failed_contracts_are_numbered_bt_1_bt_2(qtbot: QtBot, table: str, target: int) -> None:
    """The result column numbers a side's BTs over the match, as the rule page does, and shows
    what every third one costs; the numbers come from the engine's score, not from the sheet."""
    match = _romanian_match(table, target, seed=11)
    rows = match_rows(match)
    model = ScoreSheetModel(NAMES)
    model.set_rows(rows)
    seen = [0] * len(match.totals)
    numbered = 0
    cost = -100 if table == "duel" else -10
    for r, (deal, row) in enumerate(zip([d for d in match.deals if d.is_finished], rows)):
        score = deal.score
        if score is None:
            continue
        for side, bt in enumerate(score.bt):  # type: ignore[attr-defined]
            seen[side] += bt
        if row.result != DealResult.DOWN:
            continue
        side = row.side_of(row.taker)  # type: ignore[arg-type]
        expected = f"BT-{seen[side]}" + (f" ({cost})" if seen[side] % 3 == 0 else "")
        assert model.data(model.index(r, model.column_of(Column.RESULT))) == expected
        assert expected in (model.data(model.index(r, 0), Qt.ItemDataRole.ToolTipRole) or "")
        numbered += 1
        if seen[side] % 3 == 0:
            assert row.third_bt[side] == cost and row.penalties[side] <= cost
            summary = DealSummaryDialog(row, NAMES)
            qtbot.addWidget(summary)
            assert summary.badge.text() == expected and expected in summary.outcome.text()
    assert numbered >= 3 and max(seen) >= 3  # the match had a third BT to show


def test_a_deal_cancelled_for_four_sevens_says_so(qtbot: QtBot) -> None:
    dealt = FOUR_DEALT | {"S": "7S 7H 7D 7C AH", "E": "JH 8S 9S TS 8D", "W": "AS KS JS 8C 9C"}
    match = romanian_match("W", dealt, "9H", "QH KH 8H TH QS AD TC JC QC KC AC")
    bid(match, "take")
    match.apply(Declare(DeclarationKind.FOUR_SEVENS))
    row = match_rows(match)[0]
    assert row.cancelled_by is not None and row.four_sevens
    model = ScoreSheetModel(NAMES)
    model.set_rows([row])
    assert model.data(model.index(0, model.column_of(Column.RESULT))) == "Cancelled (four 7s)"
    assert "Ana showed four 7s" in model.data(model.index(0, 0), Qt.ItemDataRole.ToolTipRole)  # type: ignore[operator]
    summary = DealSummaryDialog(row, NAMES)
    qtbot.addWidget(summary)
    assert "Ana showed four 7s" in summary.headline.text() and "four 7s" in summary.notes.text()
    assert summary.badge.text() == "Cancelled (four 7s)"


def test_a_deal_cancelled_under_14_says_so(qtbot: QtBot) -> None:
    dealt = {"S": "JH AH KS QS TC", "E": "7H 8S 9S 7C 8D", "N": "9D TD JD QD KD", "W": "AS 7S JS 9C JC"}
    match = romanian_match("W", dealt, "9H", "QH KH 8H 7D 8C AD TS AC QC KC TH", under_14=True)
    bid(match, "take pass cancel")
    row = match_rows(match)[0]
    assert row.cancelled_by is not None and not row.four_sevens
    summary = DealSummaryDialog(row, NAMES)
    qtbot.addWidget(summary)
    assert summary.badge.text() == "Cancelled (under 14)" and "Bruno cancelled it" in summary.headline.text()
