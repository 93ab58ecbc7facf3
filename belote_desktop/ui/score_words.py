"""The score sheet's words: the sides' names, each deal's result, trump and headline, and what the
takers needed, for the sheet, its tooltips and the end-of-deal summary.

Everything is read from the row (``score_rows.DealRow``) and its variant object: which words a
variant uses (declarations or combinations, teams or players, points or balls) is the variant's
answer, not a question asked here. Sentences address the person at the window as "you".
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from belote_desktop.decks.model import SuitSystem
from belote_desktop.engine.scoring import DealResult
from belote_desktop.engine.table import Table
from belote_desktop.ui.help_text import contract_text, strain_name, strain_symbol, suit_system
from belote_desktop.ui.score_rows import DealRow, Pair
from belote_desktop.ui.settings import person_seat


def _tr(text: str) -> str:
    return QCoreApplication.translate("ScoreSheet", text)


def team_labels(names: Sequence[str]) -> tuple[str, str]:
    """``("Ana & Chloé", "Bruno & Dan")`` from seat names indexed by Seat."""
    ns, ew = side_labels(names, Table.FOUR)
    return ns, ew


def side_labels(names: Sequence[str], table: Table) -> tuple[str, ...]:
    """The sides by their players' names: the two teams, or each player of a smaller table."""
    pair = _tr("%1 & %2")
    return tuple(
        pair.replace("%1", names[seats[0]]).replace("%2", names[seats[1]]) if len(seats) == 2 else names[seats[0]]
        for seats in (table.side_seats(side) for side in range(table.sides))
    )


def person_side(names: Sequence[str], table: Table) -> int | None:
    """The side (team at four, seat at a smaller Romanian table) of the person spoken to as "you"."""
    you = person_seat(names)
    return None if you is None else table.side_of(you)


def short_sides(table: Table) -> tuple[str, ...]:
    """The column heads' short side names: NS and EW, or the seats (S E W, S N)."""
    return table.side_names


def bt_text(row: DealRow, side: int) -> str:
    """``BT-2``, or ``BT-3 (-10)`` for a third BT, as the Romanian rule page numbers a side's BTs;
    empty when the deal is not a BT for ``side``."""
    number = row.bt_number[side] if side < len(row.bt_number) else 0
    if not number:
        return ""
    cost = row.third_bt[side] if side < len(row.third_bt) else 0
    if cost:
        #: Translators: BT marks a failed contract on a Romanian score sheet; %1 numbers the side's BTs
        #: in the match, %2 is what a third one cost. Keep "BT" unless your players write it otherwise.
        return _tr("BT-%1 (%2)").replace("%1", str(number)).replace("%2", str(cost))
    return _tr("BT-%1").replace("%1", str(number))


def result_text(row: DealRow) -> str:
    if row.cancelled_by is not None:
        return _tr("Cancelled (four 7s)") if row.four_sevens else _tr("Cancelled (under 14)")
    if row.belot:
        return _tr("Belot!")
    if row.result is None:
        return _tr("Passed out")
    if row.game.taker_against_each and row.result == DealResult.DOWN and row.taker is not None:
        # a failed contract is a BT, numbered the engine's way: the taker side's BT in the match
        return bt_text(row, row.side_of(row.taker)) or _tr("Down (BT)")
    return {
        DealResult.MADE: _tr("Made"),
        DealResult.DOWN: _tr("Down"),
        DealResult.LITIGE: _tr("Litige"),
        DealResult.CAPOT: _tr("Capot"),
    }[row.result]


def trump_text(row: DealRow) -> str:
    if row.contract is not None:
        return contract_text(row.contract)
    if row.strain is not None:
        if row.strain.suit is not None and suit_system() == SuitSystem.GERMAN:
            return strain_name(row.strain)  # a German deck's sign is a letter: "Ž Žir" says it twice
        return f"{strain_symbol(row.strain)} {strain_name(row.strain)}"
    return "\u2014"


def team_split(pair: Pair, short: tuple[str, ...]) -> str:
    parts = [f"{short[t]} {pair[t]}" for t in range(len(pair)) if pair[t]]
    return ", ".join(parts) if parts else "\u2014"


def deal_headline(row: DealRow, names: Sequence[str]) -> str:
    """One sentence: who took what, and how it went; to the person, in the second person."""
    you = person_seat(names)
    if row.cancelled_by is not None:
        if row.cancelled_by == you:
            text = (
                _tr("Deal %1: you showed four 7s, which cancel the deal.")
                if row.four_sevens
                else _tr("Deal %1: you cancelled it.")
            )
        elif row.four_sevens:
            text = _tr("Deal %1: %2 showed four 7s, which cancel the deal.")
        else:
            text = _tr("Deal %1: %2 cancelled it.")
        return text.replace("%1", str(row.number)).replace("%2", names[row.cancelled_by])
    if row.belot and row.taker is not None:
        return _tr("Deal %1: Belot! All eight trumps win the game.").replace("%1", str(row.number))
    if row.taker is None:
        return _tr("Deal %1: everyone passed.").replace("%1", str(row.number))
    what = trump_text(row)
    assert row.result is not None  # a deal taken and finished has a result
    if row.taker == you:
        text = {
            DealResult.MADE: _tr("Deal %1: you took %3 and made it."),
            DealResult.CAPOT: _tr("Deal %1: you took %3 and won every trick!"),
            DealResult.DOWN: _tr("Deal %1: you took %3 and went down."),
            DealResult.LITIGE: _tr("Deal %1: you took %3: a tie (litige)."),
        }[row.result]
        return text.replace("%1", str(row.number)).replace("%3", what)
    text = {
        DealResult.MADE: _tr("Deal %1: %2 took %3 and made it."),
        DealResult.CAPOT: _tr("Deal %1: %2 took %3 and won every trick!"),
        DealResult.DOWN: _tr("Deal %1: %2 took %3 and went down."),
        DealResult.LITIGE: _tr("Deal %1: %2 took %3: a tie (litige)."),
    }[row.result]
    return text.replace("%1", str(row.number)).replace("%2", names[row.taker]).replace("%3", what)


def contract_outcome(row: DealRow, names: Sequence[str]) -> str:
    """What the takers needed and what they counted, in one line."""
    if row.taker is None or row.result is None or row.belot:
        return ""
    if row.game.taker_against_each:
        teams = side_labels(names, row.table)
        side = row.side_of(row.taker)
        if side == person_side(names, row.table):
            team = row.game.has_partners
            if row.result == DealResult.DOWN:
                text = (
                    _tr("Your team counted %2, fewer than an opponent: %3, and the points go to the best opponent.")
                    if team
                    else _tr("You counted %2, fewer than an opponent: %3, and the points go to the best opponent.")
                )
                return text.replace("%2", str(row.counted[side])).replace("%3", bt_text(row, side) or _tr("a BT"))
            text = (
                _tr("Your team counted %2, no fewer than any opponent.")
                if team
                else _tr("You counted %2, no fewer than any opponent.")
            )
            return text.replace("%2", str(row.counted[side]))
        if row.result == DealResult.DOWN:
            return (
                _tr("%1 counted %2, fewer than an opponent: %3, and the points go to the best opponent.")
                .replace("%1", teams[side])
                .replace("%2", str(row.counted[side]))
                .replace("%3", bt_text(row, side) or _tr("a BT"))
            )
        return _tr("%1 counted %2, no fewer than any opponent.").replace("%1", teams[side]).replace("%2", str(row.counted[side]))
    teams = team_labels(names)
    takers, defenders = row.taker.team, row.taker.team.other
    counted = row.counted[takers]
    yours = person_side(names, row.table)
    if row.contract is not None:
        need = _tr("all eight tricks") if row.contract.is_capot else str(row.contract.value)
        text = _tr("Your team needed %2 and counted %3.") if takers == yours else _tr("%1 needed %2 and counted %3.")
        return text.replace("%1", teams[takers]).replace("%2", need).replace("%3", str(counted))
    if takers == yours:
        text = _tr("Your team needed more than %2's %3 and counted %4.")
    elif defenders == yours:
        text = _tr("%1 needed more than your team's %3 and counted %4.")
    else:
        text = _tr("%1 needed more than %2's %3 and counted %4.")
    return (
        text.replace("%1", teams[takers])
        .replace("%2", teams[defenders])
        .replace("%3", str(row.counted[defenders]))
        .replace("%4", str(counted))
    )
