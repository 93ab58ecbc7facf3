"""Which SVG element draws which card: the one place that knows each deck family's naming.

Three families of ids exist in the wild and in our resources:

* ``belote`` — our own decks: docs/RULES.md notation, ``7S`` … ``AC``; backs are listed in the
  manifest.
* ``KDE`` — libkcardgame themes (``/usr/share/carddecks``): ``<rank>_<suit>`` with ranks
  ``1 2 … 10 jack queen king`` (the ace is ``1``) and suits ``club diamond heart spade``;
  the back is ``back``.
* ``Aisleriot`` — GNOME card themes (``/usr/share/aisleriot/cards``): ``<suit>_<rank>``, same
  words, e.g. ``club_1``, ``heart_queen``; the back is ``back``.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum

from belote_desktop.engine.cards import Card, Rank, Suit, card_name, rank_of, suit_of


class IdScheme(Enum):
    """How a deck's SVG names its card elements."""

    BELOTE = "belote"
    KDE = "KDE"
    AISLERIOT = "Aisleriot"


#: The one back element every KDE and Aisleriot deck has.
STANDARD_BACK_ID = "back"

_SUIT_WORDS: dict[Suit, str] = {
    Suit.SPADES: "spade",
    Suit.HEARTS: "heart",
    Suit.DIAMONDS: "diamond",
    Suit.CLUBS: "club",
}
_RANK_WORDS: dict[Rank, str] = {
    Rank.SEVEN: "7",
    Rank.EIGHT: "8",
    Rank.NINE: "9",
    Rank.TEN: "10",
    Rank.JACK: "jack",
    Rank.QUEEN: "queen",
    Rank.KING: "king",
    Rank.ACE: "1",
}

ALL_FACES: tuple[Card, ...] = tuple(range(32))


def element_id(scheme: IdScheme, card: Card) -> str:
    """The SVG element id that draws ``card`` in a deck using ``scheme``."""
    if scheme is IdScheme.BELOTE:
        return card_name(card)
    rank = _RANK_WORDS[rank_of(card)]
    suit = _SUIT_WORDS[suit_of(card)]
    if scheme is IdScheme.KDE:
        return f"{rank}_{suit}"
    return f"{suit}_{rank}"


def face_ids(scheme: IdScheme) -> tuple[str, ...]:
    """The 32 face element ids of ``scheme``, in card-id order (7S first, AC last)."""
    return tuple(element_id(scheme, c) for c in ALL_FACES)


def detect_scheme(ids: Iterable[str]) -> IdScheme | None:
    """The scheme whose face ids occur most often among ``ids``; ``None`` if none occurs.

    Used for a bare ``.svg``/``.svgz`` given on the command line, which says nothing else
    about itself. Ties go to the order of ``IdScheme`` (belote, KDE, Aisleriot).
    """
    present = set(ids)
    best: IdScheme | None = None
    best_count = 0
    for scheme in IdScheme:
        count = sum(1 for i in face_ids(scheme) if i in present)
        if count > best_count:
            best, best_count = scheme, count
    return best
