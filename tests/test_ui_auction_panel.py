"""The auction panel offers exactly the legal calls of the view it shows and emits the clicked one."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from belote_desktop.engine.auctions import AuctionAction, Bid, Call, NameTrump
from belote_desktop.engine.cards import Seat, Suit, suit_of
from belote_desktop.engine.contract import Strain
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.state import Match, Phase
from belote_desktop.engine.view import SeatView, view_of
from belote_desktop.ui.auction_panel import AuctionPanel

NAMES = ("Ana", "Bruno", "Chloé", "Dan")


def panel_for(qtbot: QtBot, view: SeatView) -> AuctionPanel:
    panel = AuctionPanel()
    qtbot.addWidget(panel)
    panel.show_view(view, NAMES)
    panel.show()
    return panel


def match_after(rules: RuleSet, calls: Sequence[AuctionAction], seed: int = 11) -> Match:
    match = Match(rules, seed=seed, first_dealer=Seat.W)
    match.deal()
    for call in calls:
        match.apply(call)
    return match


def to_act(match: Match) -> SeatView:
    assert match.current_player is not None
    return view_of(match, match.current_player)


def click_and_catch(qtbot: QtBot, panel: AuctionPanel, clicks: Sequence[object]) -> object:
    with qtbot.waitSignal(panel.call_chosen, timeout=1000) as blocker:
        for button in clicks:
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # type: ignore[arg-type]
    return blocker.args[0]


def test_classic_round_one_offers_take_and_pass(qtbot: QtBot) -> None:
    match = match_after(RuleSet.default(Variant.CLASSIC), [])
    view = to_act(match)
    panel = panel_for(qtbot, view)
    assert set(panel.offered_actions()) == {Call.TAKE, Call.PASS} == set(view.legal_actions)
    for action in (Call.TAKE, Call.PASS):
        button = panel.button_for(action)
        assert button is not None
        assert click_and_catch(qtbot, panel, [button]) == action
    assert panel.turned_label.isVisible()
    assert view.turned is not None and panel.turned_label.text().endswith("\u2660\u2665\u2666\u2663"[suit_of(view.turned)])


def test_classic_round_two_offers_the_other_suits_and_pass(qtbot: QtBot) -> None:
    match = match_after(RuleSet.default(Variant.CLASSIC), [Call.PASS] * 5)
    view = to_act(match)
    assert view.turned is not None
    turned_suit = suit_of(view.turned)
    panel = panel_for(qtbot, view)
    expected = {NameTrump(s) for s in Suit if s != turned_suit} | {Call.PASS}
    assert set(panel.offered_actions()) == expected == set(view.legal_actions)
    assert not panel.button_for(Call.TAKE).isVisible()  # type: ignore[union-attr]
    assert not panel.button_for(NameTrump(turned_suit)).isVisible()  # type: ignore[union-attr]
    other = next(s for s in Suit if s != turned_suit)
    assert click_and_catch(qtbot, panel, [panel.button_for(NameTrump(other))]) == NameTrump(other)


def test_classic_dealer_must_choose_leaves_pass_disabled(qtbot: QtBot) -> None:
    rules = RuleSet.default(Variant.CLASSIC).with_options({"dealer_must_choose": True})
    match = match_after(rules, [Call.PASS] * 7)
    view = to_act(match)
    assert view.seat == view.dealer
    panel = panel_for(qtbot, view)
    assert Call.PASS not in panel.offered_actions()
    assert set(panel.offered_actions()) == set(view.legal_actions)
    assert not panel.button_for(Call.PASS).isEnabled()  # type: ignore[union-attr]
    assert "dealer" in panel.note.text().lower()
    qtbot.mouseClick(panel.button_for(Call.PASS), Qt.MouseButton.LeftButton)  # type: ignore[arg-type]


def test_a_seat_that_is_not_to_act_gets_no_buttons(qtbot: QtBot) -> None:
    match = match_after(RuleSet.default(Variant.CLASSIC), [Call.PASS])
    waiting = view_of(match, match.current_player.next)  # type: ignore[union-attr]
    panel = panel_for(qtbot, waiting)
    assert panel.offered_actions() == []
    assert NAMES[match.current_player] in panel.note.text()  # type: ignore[index]
    assert panel.history.call_texts() == ["Pass"]


@pytest.mark.parametrize("no_trump_bids", [False, True])
def test_contree_bid_box_offers_exactly_the_legal_bids(qtbot: QtBot, no_trump_bids: bool) -> None:
    rules = RuleSet.default(Variant.CONTREE).with_options({"no_trump_bids": no_trump_bids})
    match = match_after(rules, [Bid(90, Strain.HEARTS), Call.PASS])
    view = to_act(match)  # North, partner of the bidder (South): may bid higher, not contre
    panel = panel_for(qtbot, view)
    assert Call.CONTRE not in panel.offered_actions()
    assert set(panel.offered_actions()) == set(view.legal_actions)
    assert len(panel.offered_actions()) == len(view.legal_actions)
    assert panel.strain_buttons[Strain.NO_TRUMP].isVisible() is no_trump_bids
    assert not panel.value_buttons[90].isEnabled() and panel.value_buttons[100].isEnabled()
    wanted = Bid(130, Strain.NO_TRUMP if no_trump_bids else Strain.CLUBS)
    chosen = click_and_catch(
        qtbot, panel, [panel.value_buttons[130], panel.strain_buttons[wanted.strain], panel.bid_button]
    )
    assert chosen == wanted
    capot = click_and_catch(
        qtbot, panel, [panel.value_buttons[250], panel.strain_buttons[Strain.SPADES], panel.bid_button]
    )
    assert capot == Bid(250, Strain.SPADES)


def test_contree_contre_is_offered_against_the_other_team(qtbot: QtBot) -> None:
    rules = RuleSet.default(Variant.CONTREE)
    match = match_after(rules, [Bid(100, Strain.SPADES)])
    view = to_act(match)
    assert view.seat.team != view.auction[0][0].team
    panel = panel_for(qtbot, view)
    assert Call.CONTRE in panel.offered_actions()
    assert set(panel.offered_actions()) == set(view.legal_actions)
    assert click_and_catch(qtbot, panel, [panel.button_for(Call.CONTRE)]) == Call.CONTRE


def test_contree_after_a_contre_only_surcontre_and_pass(qtbot: QtBot) -> None:
    rules = RuleSet.default(Variant.CONTREE).with_options({"no_trump_bids": True})
    match = match_after(rules, [Bid(100, Strain.ALL_TRUMP), Call.CONTRE])
    view = to_act(match)
    panel = panel_for(qtbot, view)
    assert set(panel.offered_actions()) == {Call.PASS, Call.SURCONTRE} == set(view.legal_actions)
    assert not any(b.isEnabled() for b in panel.value_buttons.values())
    assert not panel.bid_button.isEnabled()
    assert click_and_catch(qtbot, panel, [panel.button_for(Call.SURCONTRE)]) == Call.SURCONTRE
    assert panel.history.call_texts() == ["100 AT", "Contre"]


def test_the_strain_waits_for_a_value_and_bid_waits_for_both(qtbot: QtBot) -> None:
    match = match_after(RuleSet.default(Variant.CONTREE), [])
    panel = panel_for(qtbot, to_act(match))
    assert panel.value_buttons[80].isChecked()  # the lowest open value is preselected
    assert not panel.bid_button.isEnabled()
    qtbot.mouseClick(panel.strain_buttons[Strain.DIAMONDS], Qt.MouseButton.LeftButton)
    assert panel.bid_button.isEnabled() and "80" in panel.bid_button.text()


def test_hint_highlights_a_legal_call_only(qtbot: QtBot) -> None:
    match = match_after(RuleSet.default(Variant.CONTREE), [Bid(100, Strain.SPADES)])
    panel = panel_for(qtbot, to_act(match))
    panel.set_hint(Call.CONTRE)
    assert panel.hinted_button() is panel.button_for(Call.CONTRE)
    panel.set_hint(Bid(120, Strain.HEARTS))
    assert panel.hinted_button() is panel.bid_button
    assert panel.value_buttons[120].isChecked() and panel.strain_buttons[Strain.HEARTS].isChecked()
    panel.set_hint(Bid(80, Strain.HEARTS))  # below the last bid: not legal, nothing lit
    assert panel.hinted_button() is None
    panel.set_hint(None)
    assert panel.hinted_button() is None


def test_after_the_auction_the_panel_offers_nothing(qtbot: QtBot) -> None:
    match = match_after(RuleSet.default(Variant.CLASSIC), [])
    seat = match.current_player
    panel = panel_for(qtbot, to_act(match))
    match.apply(Call.TAKE)
    assert match.phase == Phase.PLAY
    panel.show_view(view_of(match, seat), NAMES)  # type: ignore[arg-type]
    assert panel.offered_actions() == []
    assert not any(panel.button_for(a).isEnabled() for a in (Call.TAKE, Call.PASS))  # type: ignore[union-attr]
    assert panel.title.text() == "Bidding is over"
