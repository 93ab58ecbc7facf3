"""The hint's sentence: why the hinted card is good (bots/hint_reasons.py), in the window's language."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from belote_desktop.engine.cards import Card
from belote_desktop.engine.view import SeatView

if TYPE_CHECKING:  # the bots' card knowledge is imported at the first hint, not at start-up
    from belote_desktop.bots.hint_reasons import HintReason

_CONTEXT = "HintText"


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


def reason_text(reason: HintReason) -> str:
    """One short clause, lower case, to follow "Hint: "."""
    from belote_desktop.bots.hint_reasons import HintReason

    # whole clauses, one per reason, so that each language words them freely
    texts = {
        HintReason.ONLY_CARD: _tr("the only card the rules leave you"),
        HintReason.DRAWS_LAST_TRUMPS: _tr("draws the last trumps"),
        HintReason.DRAWS_TRUMPS: _tr("draws the opponents' trumps"),
        HintReason.LEADS_MASTER: _tr("leads a master card: nothing left can beat it"),
        HintReason.GIVES_POINTS_TO_PARTNER: _tr("gives points to partner's master"),
        HintReason.PARTNER_WINS_PLAY_LOW: _tr("partner's trick is safe: keep your good cards"),
        HintReason.OVERTRUMPS: _tr("overtrumps the opponent"),
        HintReason.TRUMPS_THE_TRICK: _tr("trumps the trick"),
        HintReason.WINS_LAST: _tr("wins the trick as the last to play"),
        HintReason.WINS_WITH_MASTER: _tr("wins the trick with a master card"),
        HintReason.KEEPS_TEN_GUARDED: _tr("keeps the 10 guarded while the ace is out"),
        HintReason.DISCARDS_NOTHING: _tr("throws away a card worth nothing"),
        HintReason.PLAYS_LOW_ON_LOST_TRICK: _tr("the trick is lost: give it as few points as you can"),
    }
    return texts[reason]


def hint_sentence(view: SeatView, hinted: Card) -> str | None:
    """The status line for a hinted card: "Hint: draws the last trumps.", or None when no reason
    is sure (the status line then keeps its plain "Hint shown.": a wrong reason would teach worse
    than none)."""
    from belote_desktop.bots.hint_reasons import hint_reason

    reason = hint_reason(view, hinted)
    if reason is None:
        return None
    return _tr("Hint: %1.").replace("%1", reason_text(reason))
