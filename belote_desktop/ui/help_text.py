"""The words players read: the rules of each variant, the rule options, the calls and the
keyboard shortcuts.

Everything here is text, no widgets, so the settings dialog, the auction panel, the score sheet
and the help window word things the same way, and the main window builds its actions from the
one `SHORTCUTS` table. Card orders and point values are read from the engine's tables, never
copied, so the help cannot drift from the rules that are played.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import overload

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from belote_desktop.decks.model import SuitSystem
from belote_desktop.engine.auctions import AuctionAction, Bid, Call, NameTrump
from belote_desktop.engine.cards import ALL_CARDS, Rank, Seat, Suit, Team, card
from belote_desktop.engine.contract import (
    CAPOT_POINTS,
    CAPOT_VALUE,
    DEAL_POINTS,
    LAST_TRICK_BONUS,
    TABLES,
    Contract,
    Strain,
)
from belote_desktop.engine.declarations import BELOTE_POINTS, DeclarationKind
from belote_desktop.engine.rules import OPTIONS, SINGLE_DEAL, RuleSet, Variant, option_spec
from belote_desktop.engine.table import Table
from belote_desktop.engine.variants import variant_class, variant_for
from belote_desktop.i18n.translators import trn
from belote_desktop.ui.safe_text import escape


def _tr(text: str, context: str = "Help") -> str:
    return QCoreApplication.translate(context, text)


def _N(text: str) -> str:  # noqa: N802 - marks a rule option text for translation, translated when shown
    return str(QT_TRANSLATE_NOOP("RuleOptions", text))


def _S(text: str) -> str:  # noqa: N802 - marks a shortcut text for translation, translated when shown
    return str(QT_TRANSLATE_NOOP("Shortcuts", text))


# --- cards, strains, calls ------------------------------------------------------------------

#: The suits and ranks are named after the deck on the table (``set_suit_system``): a German
#: deck's cards show leaves, hearts, bells and acorns, Unter and Ober, and a player reading
#: "spades" or "jack" over them would have to translate. French until a deck says otherwise.
_suit_system = SuitSystem.FRENCH


def set_suit_system(system: SuitSystem) -> None:
    """Name suits and ranks after ``system`` from now on (the window calls it when a deck is
    put on the table); texts already shown change when they are next made."""
    global _suit_system
    _suit_system = system


def suit_system() -> SuitSystem:
    return _suit_system


def _suit_signs() -> tuple[str, str, str, str]:
    if _suit_system == SuitSystem.GERMAN:
        # no character draws a leaf, a bell or an acorn: each language writes its short signs (their own
        # context, so a French-deck "A" or "Hearts" is never answered with a German-deck word)
        return (
            QCoreApplication.translate("GermanDeck", "L", "German deck: the sign of leaves (Grün)"),
            QCoreApplication.translate("GermanDeck", "H", "German deck: the sign of hearts (Herz)"),
            QCoreApplication.translate("GermanDeck", "B", "German deck: the sign of bells (Schellen)"),
            QCoreApplication.translate("GermanDeck", "A", "German deck: the sign of acorns (Eichel)"),
        )
    return ("\u2660", "\u2665", "\u2666", "\u2663")


class _SuitSymbols(Sequence[str]):
    """The suits' signs on the deck in use, indexed by Suit: ``SUIT_SYMBOLS[suit]`` is looked up
    each time it is shown, so every text made after a change of deck follows it."""

    @overload
    def __getitem__(self, index: int) -> str: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[str]: ...

    def __getitem__(self, index: int | slice) -> str | Sequence[str]:
        return _suit_signs()[index]

    def __len__(self) -> int:
        return 4


SUIT_SYMBOLS: Sequence[str] = _SuitSymbols()
#: Hearts and diamonds print in red on every French deck; the UI colours their symbols to match.
RED_SUITS = frozenset({Suit.HEARTS, Suit.DIAMONDS})


def german_deck() -> bool:
    """Whether the cards on the table are German: sentences then say Unter and Ober, not jack and
    queen (each such sentence has both sources, so each language words both)."""
    return _suit_system == SuitSystem.GERMAN


def suit_mark(suit: Suit) -> str:
    """A suit where a word would stand ("Take ♦"): its symbol on a French deck, its name on a
    German one, where a one-letter sign would read as a word of its own ("S nehmen")."""
    return suit_name(suit) if _suit_system == SuitSystem.GERMAN else SUIT_SYMBOLS[suit]


def rank_label(rank: Rank) -> str:
    if _suit_system == SuitSystem.GERMAN:
        return (
            _tr("7"),
            _tr("8"),
            _tr("9"),
            _tr("10"),
            QCoreApplication.translate("GermanDeck", "U", "German deck: Unter, in the jack's place"),
            QCoreApplication.translate("GermanDeck", "O", "German deck: Ober, in the queen's place"),
            QCoreApplication.translate("GermanDeck", "K", "German deck: King"),
            QCoreApplication.translate("GermanDeck", "A", "German deck: Daus, in the ace's place"),
        )[rank]
    return (_tr("7"), _tr("8"), _tr("9"), _tr("10"), _tr("J"), _tr("Q"), _tr("K"), _tr("A"))[rank]


def suit_name(suit: Suit) -> str:
    if _suit_system == SuitSystem.GERMAN:
        return (
            QCoreApplication.translate("GermanDeck", "Leaves", "German deck: the suit of Grün"),
            QCoreApplication.translate("GermanDeck", "Hearts", "German deck: the suit of Herz"),
            QCoreApplication.translate("GermanDeck", "Bells", "German deck: the suit of Schellen"),
            QCoreApplication.translate("GermanDeck", "Acorns", "German deck: the suit of Eichel"),
        )[suit]
    return (_tr("Spades"), _tr("Hearts"), _tr("Diamonds"), _tr("Clubs"))[suit]


def strain_name(strain: Strain) -> str:
    if strain == Strain.NO_TRUMP:
        return _tr("No trump")
    if strain == Strain.ALL_TRUMP:
        return _tr("All trump")
    return suit_name(Suit(strain))


def strain_symbol(strain: Strain) -> str:
    """A suit's symbol, or the short code players write for no trump and all trump."""
    if strain == Strain.NO_TRUMP:
        return _tr("NT")
    if strain == Strain.ALL_TRUMP:
        return _tr("AT")
    return SUIT_SYMBOLS[strain]


def seat_direction(seat: Seat) -> str:
    return (_tr("South"), _tr("East"), _tr("North"), _tr("West"))[seat]


def team_name(team: Team) -> str:
    return (_tr("North–South"), _tr("East–West"))[team]


def bid_value_label(value: int) -> str:
    return _tr("Capot") if value == CAPOT_VALUE else str(value)


def contract_text(contract: Contract) -> str:
    """``110 ♥``, ``Capot NT x2``: the value, the strain and any contre."""
    text = f"{bid_value_label(contract.value)} {strain_symbol(contract.strain)}"
    if contract.multiplier > 1:
        text += f" \u00d7{contract.multiplier}"
    return text


def call_text(action: AuctionAction) -> str:
    """A call as the table hears it: ``Pass``, ``Take``, ``Hearts``, ``120 ♠``, ``Contre``."""
    if isinstance(action, Call):
        return {
            Call.PASS: _tr("Pass"),
            Call.TAKE: _tr("Take"),
            Call.CONTRE: _tr("Contre"),
            Call.SURCONTRE: _tr("Surcontre"),
            Call.SWAP7: _tr("Swap the 7"),
            Call.CANCEL: _tr("Cancel the deal"),
        }[action]
    if isinstance(action, NameTrump):
        return suit_name(action.suit)
    assert isinstance(action, Bid)
    return f"{bid_value_label(action.value)} {strain_symbol(action.strain)}"


# --- rule options ---------------------------------------------------------------------------


@dataclass(frozen=True)
class RuleOptionInfo:
    """How one `RuleSet` option is shown: a label, one line of explanation; where it applies is the
    engine's ``rules.OPTIONS`` entry's."""

    name: str  # the RuleSet field
    label_source: str
    explanation_source: str

    @property
    def label(self) -> str:
        return _tr(self.label_source, "RuleOptions")

    @property
    def explanation(self) -> str:
        return _tr(self.explanation_source, "RuleOptions")

    def applies_to(self, variant: Variant, table: Table = Table.FOUR) -> bool:
        """Where the option applies: the engine's ``rules.OPTIONS`` says."""
        return option_spec(self.name).applies_to(variant, table)


#: Each option's label and explanation, keyed by its name in the engine's ``rules.OPTIONS``, which
#: alone says where the option applies (variants, tables) and the order shown.
_OPTION_TEXTS: dict[str, tuple[str, str]] = {
    "declarations": (
        _N("Declarations"),
        _N("Sequences and four of a kind held at the start score extra for the team with the best one."),
    ),
    "partner_exemption": (
        _N("Partner exemption"),
        _N("When your partner is winning the trick you need not trump: any card will do."),
    ),
    "must_undertrump": (
        _N("Must undertrump"),
        _N("Unable to beat a trump already played? You must still play a lower trump if you have one."),
    ),
    "dealer_must_choose": (
        _N("Dealer must choose"),
        _N("In the second round of bidding the dealer may not pass and must name a trump."),
    ),
    "no_trump_bids": (
        _N("No trump and all trump bids"),
        _N("Bids may also name no trump (no suit is trump) or all trump (every suit is trump)."),
    ),
    "must_beat_defence": (
        _N("Takers must beat the defence"),
        _N("Reaching the bid is not enough: the takers must also score more than the defenders."),
    ),
    "surcontre_multiplier": (
        _N("Surcontre multiplies by"),
        _N("A contre doubles the contract; a surcontre multiplies it by this much."),
    ),
    "taker_may_raise": (
        _N("Last bidder may raise"),
        _N("When the other three pass, the highest bidder gets one more turn to raise or stand."),
    ),
    "under_14": (
        _N("Cancel under 14 points"),
        _N("Four players: a player whose cards are worth fewer than 14 points may cancel the deal."),
    ),
    "random_pairs": (
        _N("Random pairs"),
        _N("Four players: partners are drawn at random at the start of the game."),
    ),
    "reduced_combinations": (
        _N("Reduced combinations"),
        _N("One against one: combinations of 100 or more count at most twice a game."),
    ),
}

#: Every option of `RuleSet` but ``target`` (which has its own chooser), in the order shown.
RULE_OPTIONS: tuple[RuleOptionInfo, ...] = tuple(
    RuleOptionInfo(spec.name, *_OPTION_TEXTS[spec.name]) for spec in OPTIONS
)

def option_info(name: str) -> RuleOptionInfo:
    return next(info for info in RULE_OPTIONS if info.name == name)


def _variant_words(variant: Variant) -> tuple[str, str]:
    """A variant's name and the settings' one-line description of it: the window's only
    words written per variant (what a variant does, the variant object says)."""
    return {
        Variant.CLASSIC: (
            _tr("Classic Belote"),
            _tr("A card is turned up after five are dealt: take it as trump, or name another suit."),
        ),
        Variant.CONTREE: (
            _tr("Contrée"),
            _tr("All eight cards first, then bid how many points your team will make, in a trump."),
        ),
        Variant.ROMANIAN: (
            _tr("Romanian Belot"),
            _tr(
                "Five cards and a turned card, as in Classic; the taker leads, combinations are declared "
                "in the first two tricks and scores are kept in balls. Four, three or two players."
            ),
        ),
    }[variant]


def variant_name(variant: Variant) -> str:
    return _variant_words(variant)[0]


def variant_description(variant: Variant) -> str:
    return _variant_words(variant)[1]


def target_text(target: int, balls: bool = False) -> str:
    """``balls``: a Romanian limit at four or three players, counted in balls."""
    if target == SINGLE_DEAL:
        return _tr("A single deal")
    if balls:
        return trn("%n balls", "", target)
    return trn("%n points", "", target)  # plural forms by count


def _table_words(table: Table) -> tuple[str, str, str, str]:
    """A table's name, its one-line explanation, the rules page's sentence on it and who sits
    where (the settings' players page): the window's only words written per table."""
    return {
        Table.FOUR: (
            _tr("Four players, in two teams"),
            _tr("32 cards; partners sit opposite each other."),
            _tr("Four players in two teams, partners opposite each other, with all 32 cards."),
            _tr("Partners sit opposite each other: South and North play against East and West."),
        ),
        Table.THREE: (
            _tr("Three players, each alone"),
            _tr("24 cards (no 7s or 8s); South, East and West each play for themselves."),
            _tr("Three players, each on their own, at South, East and West; the 7s and 8s are left out, so 24 cards."),
            _tr("Three players, each for themselves, sit at South, East and West."),
        ),
        Table.DUEL: (
            _tr("One against one"),
            _tr("24 cards, nine each, South against North; scores kept in points, not balls."),
            _tr("Two players face to face, South against North, with 24 cards (no 7s or 8s)."),
            _tr("Two players face each other: South against North."),
        ),
    }[table]


def table_name(table: Table) -> str:
    return _table_words(table)[0]


def table_explanation(table: Table) -> str:
    return _table_words(table)[1]


def table_seating(table: Table) -> str:
    """Who sits where at ``table``, for the players page of the settings."""
    return _table_words(table)[3]


def option_value_text(rules: RuleSet, name: str) -> str:
    value = getattr(rules, name)
    if isinstance(value, bool):
        return _tr("on") if value else _tr("off")
    if name == "surcontre_multiplier":
        return f"\u00d7{value}"
    return str(value)


# --- keyboard shortcuts ---------------------------------------------------------------------


class ShortcutAction(Enum):
    HAND_PREVIOUS = "hand_previous"
    HAND_NEXT = "hand_next"
    HAND_PLAY = "hand_play"
    HAND_PLAY_NTH = "hand_play_nth"
    NEW_GAME = "new_game"
    OPEN = "open"
    SAVE = "save"
    UNDO = "undo"
    HINT = "hint"
    LAST_TRICK = "last_trick"
    SCORE_SHEET = "score_sheet"
    RULES = "rules"
    SETTINGS = "settings"
    QUIT = "quit"
    # the bidding box (auction_panel.AuctionPanel.handle_key), while it waits for the person's call
    AUCTION_PASS = "auction_pass"
    AUCTION_TAKE = "auction_take"
    AUCTION_SUIT = "auction_suit"
    AUCTION_NO_TRUMP = "auction_no_trump"
    AUCTION_ALL_TRUMP = "auction_all_trump"
    AUCTION_VALUE = "auction_value"
    AUCTION_BID = "auction_bid"
    AUCTION_CONTRE = "auction_contre"
    AUCTION_SWAP7 = "auction_swap7"
    AUCTION_CANCEL = "auction_cancel"
    AUCTION_FOCUS = "auction_focus"


class ShortcutScope(Enum):
    #: handled by the table scene while the hand has the focus
    HAND = "hand"
    #: a window action (menu item) with these keys as its shortcuts
    WINDOW = "window"
    #: handled by the bidding box while it waits for the person's call (the hand has nothing to
    #: play then, so the digits may mean suits there)
    AUCTION = "auction"


@dataclass(frozen=True)
class Shortcut:
    action: ShortcutAction
    #: key sequences in Qt's portable text (``QKeySequence(key)``), the first is the main one
    keys: tuple[str, ...]
    description_source: str
    scope: ShortcutScope = ShortcutScope.WINDOW
    #: how the help names the keys when the key names would read worse (arrows, one Enter)
    shown_as: str = ""

    @property
    def description(self) -> str:
        return _tr(self.description_source, "Shortcuts")

    @property
    def keys_text(self) -> str:
        """The keys as the help lists them (``1 … 8``, ``S or F3``)."""
        if self.shown_as:
            return _tr(self.shown_as, "Shortcuts")
        # spelled out: lupdate would read the context argument of _tr as a comment
        return QCoreApplication.translate("Shortcuts", " or ").join(self.keys)


_HAND = ShortcutScope.HAND
_AUCTION = ShortcutScope.AUCTION
SHORTCUTS: tuple[Shortcut, ...] = (
    Shortcut(ShortcutAction.HAND_PREVIOUS, ("Left",), _S("Move to the previous card of your hand"), _HAND, _S("\u2190 Left")),
    Shortcut(ShortcutAction.HAND_NEXT, ("Right",), _S("Move to the next card of your hand"), _HAND, _S("\u2192 Right")),
    # Return is the main keyboard's Enter, Enter the keypad's: one key to a player.
    Shortcut(ShortcutAction.HAND_PLAY, ("Return", "Enter"), _S("Play the card you moved to"), _HAND, _S("Enter")),
    Shortcut(
        ShortcutAction.HAND_PLAY_NTH,
        tuple(str(n) for n in range(1, 10)),  # nine cards in a one-against-one hand
        _S("Play the first to ninth card from the left (a one-against-one hand holds nine)"),
        _HAND,
        _S("1 \u2026 9"),
    ),
    Shortcut(ShortcutAction.NEW_GAME, ("Ctrl+N",), _S("Start a new game")),
    Shortcut(ShortcutAction.OPEN, ("Ctrl+O",), _S("Open a saved game")),
    Shortcut(ShortcutAction.SAVE, ("Ctrl+S",), _S("Save the game")),
    Shortcut(ShortcutAction.UNDO, ("Ctrl+Z",), _S("Take back your last card or call (not in hotseat)")),
    Shortcut(ShortcutAction.HINT, ("H",), _S("Show a suggested card or call")),
    Shortcut(ShortcutAction.LAST_TRICK, ("L",), _S("Show the last trick")),
    Shortcut(ShortcutAction.SCORE_SHEET, ("S", "F3"), _S("Open the score sheet")),
    Shortcut(ShortcutAction.RULES, ("F1",), _S("Read the rules")),
    Shortcut(ShortcutAction.SETTINGS, ("Ctrl+,",), _S("Open the settings")),
    Shortcut(ShortcutAction.QUIT, ("Ctrl+Q",), _S("Quit")),
    # The bidding box: one key per call, the same in Classic, Contrée and Romanian Belot; suits are
    # numbered in the box's order (spades, hearts, diamonds, clubs), since S and H are window keys.
    Shortcut(ShortcutAction.AUCTION_PASS, ("P",), _S("Pass"), _AUCTION),
    Shortcut(ShortcutAction.AUCTION_TAKE, ("T",), _S("Take the turned card (first round)"), _AUCTION),
    Shortcut(
        ShortcutAction.AUCTION_SUIT,
        ("1", "2", "3", "4"),
        _S("The four suits, in the bidding box's order: name that suit as trump, or choose it for a Contrée bid"),
        _AUCTION,
        _S("1 \u2026 4"),
    ),
    Shortcut(ShortcutAction.AUCTION_NO_TRUMP, ("5",), _S("No trump for a Contrée bid (when the table plays it)"), _AUCTION),
    Shortcut(ShortcutAction.AUCTION_ALL_TRUMP, ("6",), _S("All trump for a Contrée bid (when the table plays it)"), _AUCTION),
    Shortcut(
        ShortcutAction.AUCTION_VALUE, ("Up", "Down"), _S("Raise or lower the value of a Contrée bid"), _AUCTION,
        _S("\u2191 \u2193"),
    ),
    Shortcut(
        ShortcutAction.AUCTION_BID, ("Return", "Enter"), _S("Press the button with the focus ring, or make the Contrée bid chosen"),
        _AUCTION, _S("Enter"),
    ),
    Shortcut(ShortcutAction.AUCTION_CONTRE, ("C",), _S("Contre (or surcontre when your team's bid was contred)"), _AUCTION),
    Shortcut(ShortcutAction.AUCTION_SWAP7, ("7",), _S("Swap the 7 of trump for the turned card (Romanian)"), _AUCTION),
    Shortcut(ShortcutAction.AUCTION_CANCEL, ("X",), _S("Cancel a deal worth fewer than 14 points (Romanian)"), _AUCTION),
    Shortcut(
        ShortcutAction.AUCTION_FOCUS, ("Tab", "Space"), _S("Move the focus ring from button to button; Space presses it"),
        _AUCTION, _S("Tab, Space"),
    ),
)


def shortcut_for(action: ShortcutAction) -> Shortcut:
    return next(s for s in SHORTCUTS if s.action == action)


# --- the rules, for players -----------------------------------------------------------------


def _order_table(strain: Strain, suit: Suit, caption: str, short_deck: bool = False) -> str:
    """``short_deck``: the 24 cards of a Romanian three-player table or duel (no 7s or 8s)."""
    tables = TABLES[strain]
    held = [r for r in Rank if not (short_deck and r in (Rank.SEVEN, Rank.EIGHT))]
    ranks = sorted(held, key=lambda r: -tables.strength[card(r, suit)])
    head = "".join(f"<th>{escape(rank_label(r))}</th>" for r in ranks)
    points = "".join(f"<td>{tables.points[card(r, suit)]}</td>" for r in ranks)
    return (
        f"<table class='order' cellspacing='0' cellpadding='4'><tr><th class='caption' align='left'>{escape(caption)}</th>{head}</tr>"
        "<tr><td class='caption' align='left'>" + escape(_tr("points")) + f"</td>{points}</tr></table>"
    )


def _p(*sentences: str) -> str:
    return "<p>" + " ".join(escape(s) for s in sentences) + "</p>"


def _list(*items: str) -> str:
    return "<ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>"


def _declarations_section() -> str:
    four_order = [DeclarationKind.FOUR_JACKS, DeclarationKind.FOUR_NINES, DeclarationKind.FOUR_ACES]
    assert all(k.is_four for k in four_order)
    rows = [
        (_tr("Tierce: three cards in a row in one suit"), DeclarationKind.TIERCE.points),
        (_tr("Fifty: four in a row"), DeclarationKind.FIFTY.points),
        (_tr("Hundred: five or more in a row"), DeclarationKind.HUNDRED.points),
        (_tr("Four Unters") if german_deck() else _tr("Four jacks"), DeclarationKind.FOUR_JACKS.points),
        (_tr("Four nines"), DeclarationKind.FOUR_NINES.points),
        (_tr("Four aces, tens, kings or Obers") if german_deck() else _tr("Four aces, tens, kings or queens"), DeclarationKind.FOUR_ACES.points),
    ]
    table = "".join(f"<tr><td>{escape(name)}</td><td align='right'>{pts}</td></tr>" for name, pts in rows)
    return (
        "<h3>" + escape(_tr("Declarations")) + "</h3>"
        + _p(
            _tr("Runs are counted in the plain order %1, whatever the trump.").replace("%1", " ".join(rank_label(r) for r in Rank)),
            _tr("Your declarations are announced for you as the first trick is played."),
        )
        + f"<table cellspacing='0' cellpadding='3'>{table}</table>"
        + _p(
            _tr("Only the team with the single best declaration scores, and then it scores all of its own."),
            _tr("Any four beats any run; a longer run beats a shorter one, then the higher top card,"),
            _tr("then a run in trump; a tie goes to the player nearer the first hand."),
            _tr("Fours of eights or sevens are worth nothing."),
        )
    )


def _common_sections(rules: RuleSet) -> str:
    text = "<h3>" + escape(_tr("The table")) + "</h3>" + _p(
        _tr("Four players in two teams; partners sit opposite each other: North and South against East and West."),
        _tr("The 32-card deck is used: 7, 8, 9, 10, Unter, Ober, king and ace in each suit.")
        if german_deck()
        else _tr("The 32-card deck is used: 7, 8, 9, 10, jack, queen, king and ace in each suit."),
        _tr("Dealing and play go round the table to the right: South, East, North, West."),
        _tr("The player after the dealer is the first hand: first to speak, and first to lead."),
    )
    text += "<h3>" + escape(_tr("Card order and points")) + "</h3>" + _p(
        _tr("Trump cards rank and score differently from the other suits:")
    )
    text += _order_table(Strain.SPADES, Suit.SPADES, _tr("Trump"))
    text += "<br/>" + _order_table(Strain.SPADES, Suit.HEARTS, _tr("Other suits"))
    text += _p(
        _tr("The cards are worth 152 points in all; the last trick earns %n more,").replace(
            "%n", str(LAST_TRICK_BONUS)
        ),
        _tr("so every deal is worth %n.").replace("%n", str(DEAL_POINTS)),
    )
    text += "<h3>" + escape(_tr("Playing a trick")) + "</h3>" + _p(
        _tr("Each player plays one card in turn. The highest trump wins the trick;"),
        _tr("with no trump in it, the highest card of the suit led wins. The winner leads next."),
        _tr("The game only lets you play what the rules allow; the cards you may play are raised."),
    )
    must: list[str] = [
        _tr("Follow the suit led whenever you can."),
        _tr("When trump is led, play a higher trump than the best one so far if you can."),
    ]
    if rules.partner_exemption:
        must.append(_tr("If you cannot follow, you must trump, unless your partner is winning the trick."))
    else:
        must.append(_tr("If you cannot follow, you must trump, even when your partner is winning the trick."))
    must.append(_tr("If an opponent has trumped, beat their trump if you can."))
    if rules.must_undertrump:
        must.append(_tr("If you cannot beat it, you must still play a lower trump if you have one."))
    else:
        must.append(_tr("If you cannot beat it, you may play a lower trump or any other card."))
    must.append(_tr("With neither the suit led nor a trump, play anything."))
    text += "<h3>" + escape(_tr("What you must play")) + "</h3>" + _list(*must)
    text += "<h3>" + escape(_tr("Belote and rebelote")) + "</h3>" + _p(
        (_tr("Holding the king and Ober of trump is worth %n points to your team.") if german_deck()
         else _tr("Holding the king and queen of trump is worth %n points to your team.")).replace(
            "%n", str(BELOTE_POINTS)
        ),
        _tr("The game says \u201cbelote\u201d as you play the first of them and \u201crebelote\u201d with the second."),
        _tr("These points stay with your team even when your side loses the contract."),
    )
    if rules.declarations:
        text += _declarations_section()
    return text


def _classic_sections(rules: RuleSet) -> str:
    text = "<h3>" + escape(_tr("Bidding")) + "</h3>" + _p(
        _tr("Everyone gets five cards and the next card is turned face up in the middle."),
        _tr("In the first round each player in turn may take that card, making its suit trump, or pass."),
        _tr("If all four pass, a second round follows: each may name one of the other three suits, or pass."),
    )
    if rules.dealer_must_choose:
        text += _p(_tr("At this table the dealer may not pass in the second round."))
    else:
        text += _p(_tr("If everyone passes again, the next dealer deals afresh."))
    text += _p(
        _tr("The taker adds the turned card and two more to the hand, everyone else three more: eight each."),
    )
    text += "<h3>" + escape(_tr("Scoring")) + "</h3>" + _list(
        _tr("Each team counts its tricks, the last-trick bonus, its declarations and its belote."),
        _tr("If the takers counted more than the defenders, both teams score what they counted."),
        _tr("Otherwise the takers are down: the defenders score %n plus every declaration; the takers nothing but their belote.").replace(
            "%n", str(DEAL_POINTS)
        ),
        _tr("A tie is a litige: the defenders score theirs, and the takers' points wait for whoever wins the next deal."),
        _tr("Taking all eight tricks (capot) is worth %n instead of %m.").replace("%n", str(CAPOT_POINTS)).replace(
            "%m", str(DEAL_POINTS)
        ),
    )
    return text


def _contree_sections(rules: RuleSet) -> str:
    strains = _tr("a trump suit, no trump or all trump") if rules.no_trump_bids else _tr("a trump suit")
    text = "<h3>" + escape(_tr("Bidding")) + "</h3>" + _p(
        _tr("Everyone gets all eight cards before anyone speaks."),
        _tr("In turn, from the first hand, each player passes or bids: a number of points from 80 to 160,"),
        _tr("or capot (all eight tricks), together with %s.").replace("%s", strains),
        _tr("Every bid must be higher than the last one, even over your partner."),
    )
    text += _p(
        _tr("Against the other team's bid you may say contre, which doubles what the deal is worth;"),
        _tr("the bidding team may answer with surcontre (\u00d7%n).").replace("%n", str(rules.surcontre_multiplier)),
        _tr("After a contre only the bidding team speaks."),
    )
    if rules.taker_may_raise:
        text += _p(
            _tr("Bidding ends when the three others have passed and the highest bidder has had one more chance to raise."),
        )
    else:
        text += _p(_tr("Bidding ends when three players in a row pass after a bid."))
    text += _p(_tr("If nobody bids at all, the next dealer deals afresh."))
    if rules.no_trump_bids:
        text += "<h3>" + escape(_tr("No trump and all trump")) + "</h3>"
        text += _order_table(Strain.NO_TRUMP, Suit.SPADES, _tr("No trump"))
        text += "<br/>" + _order_table(Strain.ALL_TRUMP, Suit.SPADES, _tr("All trump"))
        text += _p(
            _tr("In all trump every suit follows the trump rules, and any king and Ober of one suit make a belote.")
            if german_deck()
            else _tr("In all trump every suit follows the trump rules, and any king and queen of one suit make a belote."),
            _tr("There is no belote in no trump."),
        )
    made = (
        _tr("The takers make their contract when their points (tricks, last trick, belote, declarations) reach the bid and beat the defenders' points.")
        if rules.must_beat_defence
        else _tr("The takers make their contract when their points (tricks, last trick, belote, declarations) reach the bid.")
    )
    text += "<h3>" + escape(_tr("Scoring")) + "</h3>" + _list(
        made,
        _tr("A capot bid is made only by taking all eight tricks."),
        _tr("Made: the takers score the bid plus their points; the defenders score their own points."),
        _tr("Down: the defenders score %n plus the bid and every declaration; the takers only their belote.").replace("%n", str(DEAL_POINTS)),
        _tr("After a contre or surcontre, the side that wins the contract scores %n plus the bid times the multiplier, plus every declaration.").replace(
            "%n", str(DEAL_POINTS)
        ),
    )
    return text


def _romanian_sections(rules: RuleSet) -> str:
    # what differs from one table to the next, the variant object says
    game = variant_for(rules)
    seats = _table_words(rules.table)[2]
    text = "<h3>" + escape(_tr("The table")) + "</h3>" + _p(
        seats,
        _tr("Play goes round from South to East, North and West, skipping any empty seat."),
        _tr("The dealer changes every deal; the player who plays just before the dealer cuts the pack first."),
    )
    first = _tr("Six cards each") if game.first_deal_size == 6 else _tr("Five cards each")
    text += "<h3>" + escape(_tr("Bidding")) + "</h3>" + _p(
        first + " " + _tr("are dealt and the next card is turned face up."),
        _tr("A turned Unter is a Bizon: its suit is trump at once and the first hand takes it, without any bidding.")
        if german_deck()
        else _tr("A turned jack is a Bizon: its suit is trump at once and the first hand takes it, without any bidding."),
        _tr("Otherwise, from the first hand, each player takes the turned suit or passes;"),
        _tr("if everyone passes, each in turn names another suit or passes, and the dealer may not pass."),
    )
    completion = _p(
        _tr("Everyone then gets three more cards; the taker gets the turned card and two more."),
        _tr("When trump was named in the second round, the turned card goes to the dealer."),
    )
    if game.sets_cards_aside:
        completion = _p(
            _tr("Everyone then gets three more cards, nine in all; the taker of the first round gets the turned card and two more."),
            _tr("After a second-round trump the turned card is put aside; some cards stay undealt."),
        )
    text += completion
    if game.swaps_seven:
        text += _p(
            _tr("After a first-round take, whoever holds the 7 of trump may swap it for the turned card;"),
            _tr("the taker then gets the 7 instead."),
        )
        if rules.under_14:
            text += _p(_tr("A player whose eight cards are worth fewer than 14 points may cancel the deal before play."))
    short = rules.table.deck != ALL_CARDS  # no 7s and 8s
    text += "<h3>" + escape(_tr("Card order and points")) + "</h3>"
    text += _order_table(Strain.SPADES, Suit.SPADES, _tr("Trump"), short)
    text += "<br/>" + _order_table(Strain.SPADES, Suit.HEARTS, _tr("Other suits"), short)
    trump = (
        _tr("If you cannot follow, you must trump, even when your partner is winning the trick.")
        if game.has_partners
        else _tr("If you cannot follow, you must trump.")
    )
    text += "<h3>" + escape(_tr("What you must play")) + "</h3>" + _list(
        _tr("The taker leads the first trick; the winner of each trick leads the next."),
        _tr("Nobody but the taker may lead trump until the taker has led it, unless they hold nothing else."),
        _tr("Follow the suit led whenever you can; on a trump lead, beat the best trump if you can."),
        trump,
        _tr("When trumping, beat the best trump played if you can, or else play a lower one."),
        _tr("With neither the suit led nor a trump, play anything. The cards you may play are raised."),
    )
    rows = [
        (_tr("Bella: king and Ober of trump") if german_deck() else _tr("Bella: king and queen of trump"), 20),
        (_tr("Tierce: three in a row in one suit"), DeclarationKind.TIERCE.points),
        (_tr("Fifty: four in a row"), DeclarationKind.FIFTY.points),
        (_tr("Hundred: five or more in a row"), DeclarationKind.HUNDRED.points),
        (_tr("Four Obers, kings, tens or aces") if german_deck() else _tr("Four queens, kings, tens or aces"), DeclarationKind.FOUR_ACES.points),
        (_tr("Four nines"), DeclarationKind.FOUR_NINES.points),
        (_tr("Four Unters") if german_deck() else _tr("Four jacks"), DeclarationKind.FOUR_JACKS.points),
    ]
    table_html = "".join(f"<tr><td>{escape(name)}</td><td align='right'>{pts}</td></tr>" for name, pts in rows)
    text += "<h3>" + escape(_tr("Combinations")) + "</h3>" + _p(
        _tr("A combination counts only if you declare it yourself, on one of your turns in the first two tricks:"),
        _tr("press its button above your hand before you play your card. Declaring shows the cards."),
        _tr("Bella may be declared until you play the king or Ober of trump.")
        if german_deck()
        else _tr("Bella may be declared until you play the king or queen of trump."),
    ) + f"<table cellspacing='0' cellpadding='3'>{table_html}</table>"
    text += _p(
        _tr("After the second trick the side with the best combination scores all of its own; Bella always counts."),
        _tr("Fours beat runs (Unters, then nines, aces, tens, kings, Obers); a longer run beats a shorter one, then the higher top card, then a run in trump.")
        if german_deck()
        else _tr("Fours beat runs (jacks, then nines, aces, tens, kings, queens); a longer run beats a shorter one, then the higher top card, then a run in trump."),
        _tr("Two equal runs of different sides, neither in trump, cancel each other."),
    )
    if game.special_fours:
        text += _p(
            _tr("Four 8s cancel every combination except Bella; four 7s cancel the deal;"),
            _tr("all eight trumps in one hand (Belot) win the game at once."),
        )
    if rules.reduced_combinations:
        text += _p(_tr("At this table each player's combinations of 100 or more count at most twice a game."))
    if not game.counts_balls:
        scoring = [
            _tr("Each side counts its tricks, the last trick (10), its combinations and Bella; the duel keeps these exact points."),
            _tr("A taker who counts fewer points than the opponent loses everything to the opponent: a BT."),
            _tr("A player without a trick loses 100 points and counts no combinations; every third BT costs 100 more."),
        ]
    else:
        scoring = [
            _tr("Each side counts its tricks, the last trick (10), its combinations and Bella."),
            _tr("Points become balls: ten points a ball, 5 and under rounded down, 6 and over up; a deal without combinations is 16 balls."),
            _tr("A taker who counts fewer points than an opponent scores nothing and the best opponent takes all the points: a BT."),
            _tr("A side without a trick loses 10 balls and counts no combinations; every third BT costs 10 balls more."),
        ]
    text += "<h3>" + escape(_tr("Scoring")) + "</h3>" + _list(*scoring)
    return text


def _options_section(rules: RuleSet) -> str:
    variant = variant_class(rules.variant)
    balls = variant.balls_at(rules.table)
    rows = ["<tr><td><b>" + escape(_tr("Target")) + f"</b></td><td>{escape(target_text(rules.target, balls))}</td><td></td></tr>"]
    if len(variant.tables) > 1:  # the table is a choice of this variant's setup
        rows.append(
            "<tr><td><b>" + escape(_tr("Table")) + f"</b></td><td>{escape(table_name(rules.table))}</td>"
            f"<td>{escape(table_explanation(rules.table))}</td></tr>"
        )
    for info in RULE_OPTIONS:
        if not info.applies_to(rules.variant, rules.table):
            continue
        rows.append(
            f"<tr><td><b>{escape(info.label)}</b></td><td>{escape(option_value_text(rules, info.name))}</td>"
            f"<td>{escape(info.explanation)}</td></tr>"
        )
    return (
        "<h3>" + escape(_tr("The options at this table")) + "</h3>"
        + _p(_tr("Change them in Settings; they take effect from the next game."))
        + f"<table cellspacing='0' cellpadding='3'>{''.join(rows)}</table>"
    )


def rules_html(rules: RuleSet) -> str:
    """The rules of ``rules.variant`` for players, as they are set at this table: each variant's
    page is its own (the one place the help is written per variant)."""
    pages: dict[Variant, Callable[[RuleSet], str]] = {
        Variant.CLASSIC: _classic_html,
        Variant.CONTREE: _contree_html,
        Variant.ROMANIAN: _romanian_html,
    }
    return pages[rules.variant](rules)


def _classic_html(rules: RuleSet) -> str:
    aim = _tr("The team that takes the trump must score more than the other team.")
    return _french_html(rules, aim, _classic_sections(rules))


def _contree_html(rules: RuleSet) -> str:
    aim = _tr("The teams bid for the right to choose trump; the highest bidders must then make their bid.")
    return _french_html(rules, aim, _contree_sections(rules))


def _french_html(rules: RuleSet, aim: str, specific: str) -> str:
    """Classic Belote and Contrée: the aim and sections of one, the card play both share."""
    match_end = (
        _tr("The match is a single deal.")
        if rules.target == SINGLE_DEAL
        else trn("The first team to reach %n points after a deal wins; a tie plays another deal.", "", rules.target)
    )
    return (
        f"<h2>{escape(variant_name(rules.variant))}</h2>"
        + _p(aim, match_end)
        + specific
        + _common_sections(rules)
        + _options_section(rules)
    )


def _romanian_html(rules: RuleSet) -> str:
    """Romanian Belot has its own table, bidding, play and scoring: no section is shared."""
    balls = variant_for(rules).counts_balls
    aim = _tr("The taker must count at least as many points as each opponent; scores are kept in balls.")
    if not balls:
        aim = _tr("The taker must count at least as many points as the opponent; a duel keeps exact points.")
    if rules.target == SINGLE_DEAL:
        end = _tr("The match is a single deal.")
    elif not balls:
        end = trn("The first player over %n points wins; if both pass it in the same deal, the limit rises by 500.", "", rules.target)
    else:
        end = trn("The first side over %n balls wins; if several pass it in the same deal, the limit rises by 50.", "", rules.target)
    return (
        f"<h2>{escape(variant_name(rules.variant))}</h2>"
        + _p(aim, end)
        + _romanian_sections(rules)
        + _options_section(rules)
    )


def shortcuts_html() -> str:
    html = "<h2>" + escape(_tr("Keyboard shortcuts")) + "</h2>"
    for scope, title in (
        (ShortcutScope.HAND, _tr("Playing your hand")),
        (ShortcutScope.AUCTION, _tr("The bidding box")),
        (ShortcutScope.WINDOW, _tr("The game")),
    ):
        rows = "".join(
            f"<tr><td width='110'><b>{escape(s.keys_text)}</b></td><td>{escape(s.description)}</td></tr>"
            for s in SHORTCUTS
            if s.scope == scope
        )
        html += f"<h3>{escape(title)}</h3><table cellspacing='0' cellpadding='4'>{rows}</table>"
    return html
