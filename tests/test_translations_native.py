"""Native wording in every language (issue 18): the person at the window is spoken to in the
second person, never named by the label on their plate as if it were a third player.

Every score-sheet line and summary sentence that can have the person's seat (South, with its
default name) as subject is rendered in each language and must (1) not contain South's label and
(2) be the translation of a second-person source ("Deal %1: you took ...", "Your team ...").
A third-person sentence with South as subject ("Deal 1: You took ...", "von Sie & Nord") fails.
"""

from __future__ import annotations

import html
import json
import re
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QLabel,
    QListWidget,
    QMenu,
    QTabWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from belote_desktop.decks.manifest import read_manifest
from belote_desktop.decks.model import DeckError, SuitSystem
from belote_desktop.engine.cards import Rank, Seat, Suit, Team
from belote_desktop.engine.contract import Contract, Strain
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.scoring import DealResult
from belote_desktop.engine.table import Table
from belote_desktop.i18n import CATALOGUE_PREFIX, CATALOGUES, TRANSLATED
from belote_desktop.i18n.translators import install_translators, remove_translators
from belote_desktop.i18n.update import TRANSLATOR_NOTE, keep_translator_notes, lupdate_command, qt_tool, ts_path
from belote_desktop.ui.about import about_html
from belote_desktop.ui.deck_words import BUILT_IN_WORDS, deck_word
from belote_desktop.ui.help_dialog import HelpDialog
from belote_desktop.ui.help_text import (
    SUIT_SYMBOLS,
    contract_text,
    rank_label,
    rules_html,
    set_suit_system,
    suit_name,
    suit_system,
)
from belote_desktop.ui import table_labels
from belote_desktop.ui.licences import LicencesDialog
from belote_desktop.ui.main_window import MainWindow
from belote_desktop.ui.score_sheet import (
    DealRow,
    ScoreSheetDialog,
    DealSummaryDialog,
    MatchSummaryDialog,
    ScoreSheetModel,
    contract_outcome,
    deal_headline,
    person_seat,
    team_labels,
)
from belote_desktop.ui.settings import GameSettings, default_seat_names
from belote_desktop.ui.settings_dialog import SettingsDialog

LANGUAGES = ("en", *TRANSLATED)


@pytest.fixture(scope="module")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("qm")
    for language in CATALOGUES:
        qm = out / f"{CATALOGUE_PREFIX}{language}.qm"
        subprocess.run([str(qt_tool("lrelease")), "-silent", str(ts_path(language)), "-qm", str(qm)], check=True, timeout=60)
    return out


@pytest.fixture
def speak() -> Iterator[Callable[..., object]]:
    yield install_translators
    remove_translators()


def _row(**changes: object) -> DealRow:
    """A Classic deal South took in hearts and made; ``changes`` make the other cases."""
    base = DealRow(
        number=3,
        dealer=Seat.W,
        taker=Seat.S,
        strain=Strain.HEARTS,
        contract=None,
        card_points=(100, 62),
        declarations=(20, 0),
        belote=(0, 0),
        counted=(120, 62),
        result=DealResult.MADE,
        score=(120, 62),
        reserve_added=0,
        reserve_paid=(0, 0),
        totals=(420, 300),
    )
    return replace(base, **changes)  # type: ignore[arg-type]


def _romanian(table: Table, **changes: object) -> DealRow:
    sides = table.sides
    zeros = (0,) * sides
    fields: dict[str, object] = {
        "table": table,
        "variant": Variant.ROMANIAN,
        "card_points": (10,) * sides,
        "declarations": zeros,
        "belote": zeros,
        "counted": (10,) * sides,
        "score": zeros,
        "reserve_paid": zeros,
        "totals": zeros,
        "penalties": zeros,
        "bt_number": zeros,
        "third_bt": zeros,
    }
    return _row(**(fields | changes))


#: every deal whose sentences can have the person (South) as subject, or their team
ROWS: dict[str, DealRow] = {
    "made": _row(),
    "capot": _row(result=DealResult.CAPOT),
    "down": _row(result=DealResult.DOWN),
    "litige": _row(result=DealResult.LITIGE, reserve_added=81),
    "litige paid": _row(reserve_paid=(81, 0)),
    "contree": _row(contract=Contract(90, Strain.HEARTS)),
    "defending": _row(taker=Seat.E, result=DealResult.DOWN),
    "romanian down": _romanian(Table.FOUR, result=DealResult.DOWN, bt_number=(1, 0)),
    "romanian made": _romanian(Table.FOUR),
    "romanian three down": _romanian(Table.THREE, result=DealResult.DOWN),
    "romanian duel made": _romanian(Table.DUEL),
    "four sevens": _romanian(Table.FOUR, taker=None, result=None, cancelled_by=Seat.S, four_sevens=True),
    "under 14": _romanian(Table.FOUR, taker=None, result=None, cancelled_by=Seat.S),
}

#: the second-person sources, as the code holds them
YOU_SOURCES = (
    "You showed four 7s, which cancel the deal; the next dealer dealt again.",
    "You cancelled the deal; the next dealer dealt again.",
    "Deal %1: you showed four 7s, which cancel the deal.",
    "Deal %1: you cancelled it.",
    "Deal %1: you took %3 and made it.",
    "Deal %1: you took %3 and won every trick!",
    "Deal %1: you took %3 and went down.",
    "Deal %1: you took %3: a tie (litige).",
    "Your team counted %2, fewer than an opponent: %3, and the points go to the best opponent.",
    "You counted %2, fewer than an opponent: %3, and the points go to the best opponent.",
    "Your team counted %2, no fewer than any opponent.",
    "You counted %2, no fewer than any opponent.",
    "Your team needed %2 and counted %3.",
    "Your team needed more than %2's %3 and counted %4.",
    "%1 needed more than your team's %3 and counted %4.",
    "You showed four 7s: the deal is cancelled and the next dealer deals again.",
    "Your team wins!",
    "You win!",
)
YOU_PLURALS = (
    "Your team collected %n points held back from a litige.",
    "Your team also collects %n points held back from the tie.",
)


#: their third-person counterparts, for another seat: South's label must never fill their subject
THIRD_SOURCES = (
    "%1 showed four 7s, which cancel the deal; the next dealer dealt again.",
    "%1 cancelled the deal; the next dealer dealt again.",
    "Deal %1: %2 showed four 7s, which cancel the deal.",
    "Deal %1: %2 cancelled it.",
    "Deal %1: %2 took %3 and made it.",
    "Deal %1: %2 took %3 and won every trick!",
    "Deal %1: %2 took %3 and went down.",
    "Deal %1: %2 took %3: a tie (litige).",
    "%1 counted %2, fewer than an opponent: %3, and the points go to the best opponent.",
    "%1 counted %2, no fewer than any opponent.",
    "%1 needed %2 and counted %3.",
    "%1 needed more than %2's %3 and counted %4.",
    "%1 showed four 7s: the deal is cancelled and the next dealer deals again.",
    "%1 win!",
    "%1 wins!",
)
THIRD_PLURALS = (
    "%1 collected %n points held back from a litige.",
    "%1 also collect %n points held back from the tie.",
)


def _pattern(template: str) -> re.Pattern[str]:
    """A translated template as a regular expression, one group per placeholder."""
    parts = re.split(r"(%\d|%n)", template)
    return re.compile("".join("(.+?)" if re.fullmatch(r"%\d|%n", p) else re.escape(p) for p in parts) + "$")


def _templates(sources: tuple[str, ...], plurals: tuple[str, ...]) -> list[re.Pattern[str]]:
    found = [QCoreApplication.translate("ScoreSheet", s) for s in sources]
    found += [QCoreApplication.translate("ScoreSheet", s, "", n) for s in plurals for n in (1, 2, 3, 5, 81)]
    return [_pattern(t) for t in found]


def _sentences(qtbot: QtBot, names: tuple[str, ...]) -> dict[str, list[str]]:
    """Every line the score sheet and the summaries show for each deal, by case."""
    out: dict[str, list[str]] = {}
    for case, row in ROWS.items():
        lines = [deal_headline(row, names), contract_outcome(row, names)]
        model = ScoreSheetModel(names)
        model.set_rows([row])
        lines += str(model.data(model.index(0, 0), Qt.ItemDataRole.ToolTipRole) or "").split("\n")
        summary = DealSummaryDialog(row, names)
        qtbot.addWidget(summary)
        lines += [summary.headline.text(), summary.outcome.text(), *summary.notes.text().split("\n")]
        out[case] = [line for line in lines if line]
    for table, winner in ((Table.FOUR, Team.NS), (Table.THREE, Seat.S), (Table.DUEL, Seat.S)):
        row = _romanian(table) if table != Table.FOUR else _row()
        match = MatchSummaryDialog([row], winner, names)
        qtbot.addWidget(match)
        out[f"match won at {table.value}"] = [match.winner_label.text()]
    return out


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_person_is_spoken_to_in_the_second_person(language: str, compiled: Path, speak, qtbot: QtBot) -> None:
    speak(language, compiled)
    names = default_seat_names()
    assert person_seat(names) == Seat.S
    you = names[Seat.S]
    # South's label, alone or in its team's ("You & North")
    forbidden = {you, team_labels(names)[Team.NS]}
    second, third = _templates(YOU_SOURCES, YOU_PLURALS), _templates(THIRD_SOURCES, THIRD_PLURALS)
    for case, lines in _sentences(qtbot, names).items():
        for line in lines:
            if any(p.match(line) for p in second):
                continue  # English "You win!" reads right as either
            for pattern in third:
                match = pattern.match(line)
                # the plate's label never fills the subject of a sentence about another seat
                assert not (match and forbidden & {g.strip() for g in match.groups()}), (
                    f"{language} {case}: {line!r} speaks of the person as {you!r}"
                )
        assert any(p.match(line) for p in second for line in lines), f"{language} {case}: no second person in {lines}"


def test_a_named_player_is_spoken_of_by_name(qtbot: QtBot) -> None:
    """A person who gave South a name of their own (or a hotseat table) reads it in the third person."""
    names = ("Ana", "Bruno", "Chloé", "Dan")
    assert person_seat(names) is None
    assert deal_headline(ROWS["made"], names) == "Deal 3: Ana took \u2665 Hearts and made it."
    assert deal_headline(ROWS["made"], default_seat_names()) == "Deal 3: you took \u2665 Hearts and made it."


# --- notes for translators ----------------------------------------------------------------------

PACKAGE = Path(__file__).resolve().parent.parent / "belote_desktop"


def _code_comments() -> list[str]:
    """Every ``#:`` comment of the sources that is documentation of the code, not a note for
    translators (lupdate would hand both to translators)."""
    found = []
    for source in PACKAGE.rglob("*.py"):
        in_note = False  # a note for translators goes on over the #: lines that follow it
        for line in source.read_text(encoding="utf-8").splitlines():
            stripped = line.strip()
            in_note = stripped.startswith("#:") and (in_note or TRANSLATOR_NOTE in stripped)
            if stripped.startswith("#:") and not in_note and len(stripped) > 12:
                found.append(stripped[2:].strip())
    return found


@pytest.mark.parametrize("language", CATALOGUES)
def test_translators_read_no_code_comment(language: str) -> None:
    notes = [m.findtext("extracomment") or "" for m in ET.parse(ts_path(language)).getroot().iter("message")]
    comments = _code_comments()
    assert comments, "the sources document attributes with #: comments"
    for note in filter(None, notes):
        assert not [c for c in comments if c in note], f"{language}: a code comment reached translators: {note!r}"
    if language in TRANSLATED:  # (English holds the plural forms only)
        assert any("Romanian score sheet" in note for note in notes)  # a note written for them is kept


def test_only_notes_marked_for_translators_reach_them(tmp_path: Path) -> None:
    sources = tmp_path / "src"
    sources.mkdir()
    (sources / "a.py").write_text(
        "from PySide6.QtCore import QCoreApplication\n"
        "#: the folder made for saved games\n"
        "FOLDER = 'x'\n"
        "#: Translators: the button that stops the wait\n"
        "A = QCoreApplication.translate('C', 'Cancel')\n"
        "#: how long a load may take unseen\n"
        "B = QCoreApplication.translate('C', 'Please wait')\n",
        encoding="utf-8",
    )
    ts = tmp_path / "x.ts"
    subprocess.run(lupdate_command([ts], sources=sources), check=True, timeout=60)
    assert "saved games" in ts.read_text(encoding="utf-8")  # what lupdate alone does
    keep_translator_notes(ts)
    notes = {m.findtext("source"): m.findtext("extracomment") for m in ET.parse(ts).getroot().iter("message")}
    assert notes == {"Cancel": "the button that stops the wait", "Please wait": None}


# --- suits and ranks follow the deck on the table -------------------------------------------------

DECKS = Path(__file__).resolve().parent.parent / "resources" / "decks"
#: what German players call them, with each deck (issue 18)
GERMAN_WORDS = {
    SuitSystem.FRENCH: (("Pik", "Herz", "Karo", "Kreuz"), ("B", "D", "K", "A")),
    SuitSystem.GERMAN: (("Grün", "Herz", "Schellen", "Eichel"), ("U", "O", "K", "A")),
}


def _names() -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    suits = tuple(suit_name(s) for s in Suit)
    ranks = tuple(rank_label(r) for r in (Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE))
    return suits, ranks, tuple(SUIT_SYMBOLS[s] for s in Suit)


def test_each_deck_says_its_suit_system(tmp_path: Path) -> None:
    assert read_manifest(DECKS / "german").suits == SuitSystem.GERMAN
    assert read_manifest(DECKS / "french").suits == SuitSystem.FRENCH
    assert read_manifest(DECKS / "traditional").suits == SuitSystem.FRENCH
    manifest = json.loads((DECKS / "french" / "manifest.json").read_text(encoding="utf-8"))
    del manifest["suit_style"]
    (tmp_path / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    assert read_manifest(tmp_path).suits == SuitSystem.FRENCH  # a deck that does not say is French
    manifest["suit_style"] = "tarot"
    (tmp_path / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    with pytest.raises(DeckError, match="suit_style"):
        read_manifest(tmp_path)


@pytest.mark.parametrize("language", LANGUAGES)
def test_suit_and_rank_names_follow_the_deck(language: str, compiled: Path, speak) -> None:
    speak(language, compiled)
    set_suit_system(SuitSystem.FRENCH)
    french = _names()
    set_suit_system(SuitSystem.GERMAN)
    german = _names()
    assert set(french[2]) == {"\u2660", "\u2665", "\u2666", "\u2663"}
    assert not set(german[2]) & {"\u2660", "\u2666", "\u2663"}, f"{language}: French signs over a German deck"
    assert len(set(german[2])) == 4 and len(set(german[0])) == 4
    # leaves, bells and acorns are not spades, diamonds and clubs in any language; Unter and Ober not jack and queen
    for suit in (Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS):
        assert german[0][suit] != french[0][suit], f"{language}: {german[0][suit]!r} on both decks"
    assert german[1][:2] != french[1][:2]
    if language == "de":
        assert (german[0], german[1]) == GERMAN_WORDS[SuitSystem.GERMAN]
        assert (french[0], french[1]) == GERMAN_WORDS[SuitSystem.FRENCH]
    if language == "en":
        assert german[0] == ("Leaves", "Hearts", "Bells", "Acorns") and french[0] == ("Spades", "Hearts", "Diamonds", "Clubs")
    # the rules' card order and a contract shown in the bidding box and the score sheet follow too
    order = rules_html(RuleSet.default(Variant.CLASSIC))
    assert f"<th>{german[1][0]}</th>" in order
    assert german[2][Suit.SPADES] in contract_text(Contract(90, Strain.SPADES))
    set_suit_system(SuitSystem.FRENCH)
    assert f"<th>{french[1][0]}</th>" in rules_html(RuleSet.default(Variant.CLASSIC))


def test_the_window_names_suits_after_the_deck_it_puts_on_the_table(qtbot: QtBot) -> None:
    settings = GameSettings.default()
    window = MainWindow(replace(settings, deck_id="german"))
    window.confirm_close = False
    qtbot.addWidget(window)
    try:
        signs = lambda: [window.auction_panel.strain_buttons[Strain(s)].text() for s in Suit]  # noqa: E731
        assert suit_system() == SuitSystem.GERMAN and suit_name(Suit.CLUBS) == "Acorns"
        assert signs() == ["L", "H", "B", "A"]  # the bidding box's suits, as the cards show them
        assert table_labels.suit_segment(Suit.CLUBS).text == "A" and table_labels.rank_text(Rank.JACK) == "U"
        window.apply_look(replace(settings, deck_id="french"))
        assert suit_system() == SuitSystem.FRENCH and suit_name(Suit.CLUBS) == "Clubs"
        assert signs() == ["\u2660", "\u2665", "\u2666", "\u2663"]
        assert table_labels.suit_segment(Suit.CLUBS).text == "\u2663" and table_labels.rank_text(Rank.JACK) == "J"
        window.apply_look(replace(settings, deck_id="german"))
        assert suit_name(Suit.CLUBS) == "Acorns" and signs()[Suit.CLUBS] == "A"
    finally:
        window.controller.shutdown()


# --- no English in any dialog, in any language ----------------------------------------------------


def _shown_texts(widget: QWidget) -> list[str]:
    """Every short text a person reads in ``widget`` and its children: labels, buttons, titles,
    tabs, list and combo box entries, menus, table headers."""
    texts = [widget.windowTitle()]
    for child in [widget, *widget.findChildren(QWidget)]:
        if isinstance(child, QLabel) and not child.textFormat() == Qt.TextFormat.RichText:
            texts.append(child.text())
        elif isinstance(child, QAbstractButton):
            texts.append(child.text())
        elif isinstance(child, QGroupBox):
            texts.append(child.title())
        elif isinstance(child, QTabWidget):
            texts += [child.tabText(i) for i in range(child.count())]
        elif isinstance(child, QComboBox):
            texts += [child.itemText(i) for i in range(child.count())]
        elif isinstance(child, QListWidget):
            texts += [child.item(i).text() for i in range(child.count())]
        elif isinstance(child, QMenu):
            texts += [a.text() for a in child.actions()]
        elif isinstance(child, QAbstractItemView) and child.model() is not None:
            model = child.model()
            texts += [str(model.headerData(c, Qt.Orientation.Horizontal) or "") for c in range(model.columnCount())]
    return [t.replace("&", "").strip() for t in texts if t and t.strip()]


def _english_sources(language: str) -> set[str]:
    """The catalogue's sources the language translates differently: shown as they are, they are English."""
    found = set()
    for message in ET.parse(ts_path(language)).getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        forms = [translation.text or ""] if translation is not None and not list(translation) else []
        if forms and forms[0] and forms[0].replace("&", "") != source.replace("&", "") and "%" not in source:
            found.add(source.replace("&", "").strip())
    return found


def _every_dialog(qtbot: QtBot) -> dict[str, QWidget]:
    """The window with its panels, and every dialog and box it opens."""
    window = MainWindow(replace(GameSettings.default(), deck_id="french"))
    window.confirm_close = False
    qtbot.addWidget(window)
    names = default_seat_names()
    row = ROWS["made"]
    shown: dict[str, QWidget] = {
        "window": window,
        "settings": SettingsDialog(GameSettings.default()),
        "rules": HelpDialog(RuleSet.default(Variant.CLASSIC)),
        "licences": LicencesDialog([]),
        "score sheet": ScoreSheetDialog.for_match(None, names),
        "deal summary": DealSummaryDialog(row, names),
        "match summary": MatchSummaryDialog([row], Team.NS, names),
        "about": window.show_about(),
        "save": window._file_dialog(saving=True),
        "open": window._file_dialog(saving=False),
    }
    for name, widget in shown.items():
        if name != "window":
            qtbot.addWidget(widget)
    for dialog in ("about", "save", "open"):
        shown[dialog].hide()
    return shown


@pytest.mark.parametrize("language", TRANSLATED)
def test_no_english_in_any_dialog(language: str, compiled: Path, speak, qtbot: QtBot) -> None:
    speak(language, compiled)
    english = _english_sources(language)
    shown = _every_dialog(qtbot)
    try:
        leaks = {
            f"{name}: {text!r}" for name, widget in shown.items() for text in _shown_texts(widget) if text in english
        }
        assert not leaks, f"{language}: English shown: {sorted(leaks)}"
        # Qt's own file dialog speaks the language too, where Qt itself has no catalogue (ro, sl)
        save_texts = _shown_texts(shown["save"])
        assert not {"File name:", "Look in:", "Files of type:", "Detail View"} & set(save_texts), save_texts
    finally:
        shown["window"].controller.shutdown()  # type: ignore[attr-defined]


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_file_dialog_names_types_in_the_language(
    language: str, compiled: Path, speak, qtbot: QtBot, tmp_path: Path
) -> None:
    """Qt's own file dialog lists a folder and a record; its Type column was English in ro and sl
    ("Type", "Folder", "JSON document") where Qt and the MIME database have no words for them."""
    speak(language, compiled)
    (tmp_path / "games").mkdir()
    (tmp_path / "belote-game.json").write_text("{}", encoding="utf-8")
    window = MainWindow(replace(GameSettings.default(), deck_id="french"))
    window.confirm_close = False
    qtbot.addWidget(window)
    try:
        dialog = window._file_dialog(saving=False)
        dialog.setDirectory(str(tmp_path))
        view = next(v for v in dialog.findChildren(QAbstractItemView) if v.objectName() == "treeView")
        model = view.model()

        def listed() -> list[str]:
            root = view.rootIndex()
            return [str(model.index(r, 2, root).data()) for r in range(model.rowCount(root))]

        qtbot.waitUntil(lambda: len(listed()) == 2, timeout=5000)
        shown = {str(model.headerData(2, Qt.Orientation.Horizontal)), *listed()}
        english = {"Type", "Folder", "JSON document", "Belote game"} - ({"Type"} if language == "fr" else set())
        assert not shown & english, f"{language}: {sorted(shown)}"
        dialog.hide()
    finally:
        window.controller.shutdown()  # type: ignore[attr-defined]


@pytest.mark.parametrize("language", TRANSLATED)
def test_our_decks_are_named_in_every_language(language: str, compiled: Path, speak) -> None:
    speak(language, compiled)
    for word in BUILT_IN_WORDS:
        assert deck_word(word, built_in=False) == word  # another deck keeps its own words
    # (Romanian says "German" too: the names are checked complete by test_translations.py)
    assert deck_word("Belote Desktop contributors", built_in=True) != "Belote Desktop contributors"
    assert deck_word("Traditional French", built_in=True) != "Traditional French"
    about = about_html()
    assert "Traditional French" not in about and deck_word("Traditional French", True) in about


# --- each country's own words -------------------------------------------------------------------


def _translation(language: str, source: str) -> str:
    for message in ET.parse(ts_path(language)).getroot().iter("message"):
        if message.findtext("source") == source and not message.findtext("comment"):
            return (message.find("translation").text or "")  # type: ignore[union-attr]
    raise KeyError(source)


@pytest.mark.parametrize(
    ("language", "source", "expected"),
    [
        ("cs", "Classic Belote", "Klasická belote"),
        ("cs", "Bidding", "Licitace"),
        ("cs", "Declarations", "Hlášky"),
        ("hr", "Bidding", "Licitacija"),
        ("hr", "Declarations", "Zvanja"),
        ("hr", "Capot", "Štiglja"),
        ("sl", "Bidding", "Licitacija"),
        ("sl", "Capot", "Štiglja"),
        ("ro", "Classic Belote", "Belot clasic"),
        ("ro", "Romanian Belot", "Belot românesc"),
        ("ro", "Cancel under 14 points", "Anulare sub 14 puncte"),
        ("hr", "&Help", "&Pomoć"),
    ],
)
def test_each_country_says_it_as_its_players_do(language: str, source: str, expected: str) -> None:
    assert _translation(language, source) == expected


def test_czech_first_hand_is_the_forhont() -> None:
    assert "forhont" in _translation("cs", "The player after the dealer is the first hand: first to speak, and first to lead.")


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_persons_plate_reads_as_a_label(language: str) -> None:
    """Not a pronoun that reads as someone else ("Sie": she, they) nor an abbreviation ("Dvs.")."""
    assert _translation(language, "You") not in {"Sie", "Dvs.", "Dumneavoastră"}


@pytest.mark.parametrize("language", TRANSLATED)
def test_mnemonics_are_letters_every_keyboard_types(language: str) -> None:
    for message in ET.parse(ts_path(language)).getroot().iter("message"):
        for form in [message.find("translation"), *message.iter("numerusform")]:
            text = (form.text or "") if form is not None else ""
            for key in re.findall(r"&([^&\s])", text.replace("&&", "")):
                # a Bulgarian keyboard types the Cyrillic alphabet; no keyboard needs ć or Ö to be everywhere
                typed = key.isascii() and key.isalnum() or (language == "bg" and "\u0430" <= key.lower() <= "\u044f")
                assert typed, f"{language}: {text!r} underlines {key!r}"


@pytest.mark.parametrize("language", ["fr"])
def test_french_puts_a_no_break_space_before_double_punctuation(language: str) -> None:
    for message in ET.parse(ts_path(language)).getroot().iter("message"):
        text = (message.find("translation").text or "") if message.find("translation") is not None else ""  # type: ignore[union-attr]
        assert not re.search(r"[^\u00a0\u202f%\d(;*][:;!?]", text.replace(";;", "")), f"{text!r}"
        assert not re.search(r" [:;!?]", text), f"{text!r}: an ordinary space breaks before the sign"


def test_the_score_sheet_names_a_german_trump_once() -> None:
    set_suit_system(SuitSystem.GERMAN)
    assert deal_headline(ROWS["made"], ("Ana", "Bruno", "Chloé", "Dan")) == "Deal 3: Ana took Hearts and made it."
    set_suit_system(SuitSystem.FRENCH)
    assert deal_headline(ROWS["made"], ("Ana", "Bruno", "Chloé", "Dan")) == "Deal 3: Ana took \u2665 Hearts and made it."


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rules_say_unter_and_ober_over_a_german_deck(language: str, compiled: Path, speak) -> None:
    speak(language, compiled)
    rules = {}
    for system in SuitSystem:
        set_suit_system(system)
        rules[system] = {v: rules_html(RuleSet.default(v)) for v in (Variant.CLASSIC, Variant.ROMANIAN)}
    pairs = [
        ("Four jacks", "Four Unters", Variant.ROMANIAN),
        ("Bella may be declared until you play the king or queen of trump.",
         "Bella may be declared until you play the king or Ober of trump.", Variant.ROMANIAN),
        ("The 32-card deck is used: 7, 8, 9, 10, jack, queen, king and ace in each suit.",
         "The 32-card deck is used: 7, 8, 9, 10, Unter, Ober, king and ace in each suit.", Variant.CLASSIC),
    ]
    for french_source, german_source, variant in pairs:
        french = html.escape(QCoreApplication.translate("Help", french_source))
        german = html.escape(QCoreApplication.translate("Help", german_source))
        assert french != german, f"{language}: {french!r} on both decks"
        assert french in rules[SuitSystem.FRENCH][variant] and german not in rules[SuitSystem.FRENCH][variant]
        assert german in rules[SuitSystem.GERMAN][variant] and french not in rules[SuitSystem.GERMAN][variant]
    if language == "en":
        assert "jack, queen, king" in rules[SuitSystem.FRENCH][Variant.CLASSIC]
        assert "Unter, Ober, king" in rules[SuitSystem.GERMAN][Variant.CLASSIC]
        set_suit_system(SuitSystem.GERMAN)
        assert "7 8 9 10 U O K A" in rules_html(RuleSet.default(Variant.CLASSIC).with_options({"declarations": True}))


# --- the desktop entry speaks from the same catalogues ----------------------------------------

DESKTOP_FILE = Path(__file__).resolve().parent.parent / "packaging" / "belote-desktop.desktop"


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_desktop_entry_says_what_the_catalogue_says(language: str) -> None:
    from belote_desktop.metainfo_texts import desktop_texts

    entry = DESKTOP_FILE.read_text(encoding="utf-8")
    generic, comment = desktop_texts()
    assert f"\nGenericName={generic}\n" in entry and f"\nComment={comment}\n" in entry
    assert f"\nGenericName[{language}]={_translation(language, generic)}\n" in entry
    assert f"\nComment[{language}]={_translation(language, comment)}\n" in entry
