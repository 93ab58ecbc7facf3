"""The rules text follows the engine's tables and the table's options; the shortcut table is complete."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, QUrl, Slot
from PySide6.QtGui import QDesktopServices, QImage, QKeySequence, QTextDocument
from pytestqt.qtbot import QtBot

from belote_desktop.engine.cards import Rank, Suit, card
from belote_desktop.engine.contract import TABLES, Strain
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.ui.guide import MAX_PICTURE_WIDTH, GuideWindow, guide_path
from belote_desktop.ui.help_dialog import HelpDialog
from belote_desktop.ui.help_text import (
    RULE_OPTIONS,
    SHORTCUTS,
    ShortcutAction,
    ShortcutScope,
    rules_html,
    shortcut_for,
    shortcuts_html,
)

ROOT = Path(__file__).resolve().parents[1]


def plain(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).replace("&#x27;", "'")


def order_rows(html: str) -> list[list[str]]:
    """The cells of each row of the card-order tables."""
    rows = re.findall(r"<tr>(.*?)</tr>", "".join(re.findall(r"<table class='order'.*?</table>", html)))
    return [re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", row) for row in rows]


def test_card_orders_and_points_come_from_the_engine() -> None:
    rows = order_rows(rules_html(RuleSet.default(Variant.CLASSIC)))
    assert rows[0] == ["Trump", "J", "9", "A", "10", "K", "Q", "8", "7"]
    assert rows[1] == ["points", "20", "14", "11", "10", "4", "3", "0", "0"]
    assert rows[2] == ["Other suits", "A", "10", "K", "Q", "J", "9", "8", "7"]
    assert sum(map(int, rows[1][1:])) == sum(TABLES[Strain.SPADES].points[card(r, Suit.SPADES)] for r in Rank)
    assert sum(map(int, rows[1][1:])) + 3 * sum(map(int, rows[3][1:])) == 152


def test_no_trump_tables_only_where_played() -> None:
    contree = RuleSet.default(Variant.CONTREE)
    assert order_rows(rules_html(contree))[0][0] == "Trump"
    assert "No trump" not in plain(rules_html(contree)).split("The options at this table")[0]
    rows = order_rows(rules_html(contree.with_options({"no_trump_bids": True})))
    assert rows[0] == ["No trump", "A", "10", "K", "Q", "J", "9", "8", "7"]
    assert rows[1][1] == "19"
    assert rows[2][:4] == ["All trump", "J", "9", "A"]


def test_the_text_follows_the_options() -> None:
    classic = RuleSet.default(Variant.CLASSIC)
    text = plain(rules_html(classic))
    assert "Classic Belote" in text and "1000 points" in text
    assert "Declarations" not in text.split("The options at this table")[0]
    assert "unless your partner is winning" in text
    assert "may play a lower trump" in text
    changed = classic.with_options(
        {"declarations": True, "partner_exemption": False, "must_undertrump": True, "dealer_must_choose": True, "target": 0}
    )
    text = plain(rules_html(changed))
    assert "Tierce" in text and "200" in text
    assert "even when your partner is winning" in text
    assert "must still play a lower trump" in text
    assert "the dealer may not pass" in text
    assert "a single deal" in text
    contree = plain(rules_html(RuleSet.default(Variant.CONTREE).with_options({"surcontre_multiplier": 3})))
    assert "surcontre (\u00d73)" in contree and "701 points" in contree


def test_every_option_of_the_variant_is_listed_with_its_value() -> None:
    for variant in (Variant.CLASSIC, Variant.CONTREE):
        rules = RuleSet.default(variant)
        options = plain(rules_html(rules)).split("The options at this table")[1]
        for info in RULE_OPTIONS:
            assert (info.label in options) == info.applies_to(variant), (variant, info.name)


def test_the_rules_name_no_outside_source() -> None:
    for variant in (Variant.CLASSIC, Variant.CONTREE):
        text = rules_html(RuleSet.default(variant))
        assert "RULES" not in text and "seed" not in text.lower() and "shared" not in text


def test_shortcuts_cover_the_window_and_the_hand() -> None:
    actions = [s.action for s in SHORTCUTS]
    assert sorted(a.value for a in actions) == sorted(a.value for a in ShortcutAction)
    expected = {
        ShortcutAction.NEW_GAME: ("Ctrl+N",),
        ShortcutAction.OPEN: ("Ctrl+O",),
        ShortcutAction.SAVE: ("Ctrl+S",),
        ShortcutAction.UNDO: ("Ctrl+Z",),
        ShortcutAction.HINT: ("H",),
        ShortcutAction.LAST_TRICK: ("L",),
        ShortcutAction.SCORE_SHEET: ("S", "F3"),
        ShortcutAction.RULES: ("F1",),
        ShortcutAction.SETTINGS: ("Ctrl+,",),
        ShortcutAction.QUIT: ("Ctrl+Q",),
        ShortcutAction.HAND_PREVIOUS: ("Left",),
        ShortcutAction.HAND_NEXT: ("Right",),
        ShortcutAction.HAND_PLAY_NTH: tuple("123456789"),
    }
    for action, keys in expected.items():
        assert shortcut_for(action).keys == keys
    assert "Return" in shortcut_for(ShortcutAction.HAND_PLAY).keys
    every_key = [QKeySequence(k) for s in SHORTCUTS for k in s.keys]
    assert all(not seq.isEmpty() for seq in every_key)

    def keys_of(*scopes: ShortcutScope) -> list[str]:
        return [QKeySequence(k).toString() for s in SHORTCUTS if s.scope in scopes for k in s.keys]

    # no key does two things: the hand's keys and the bidding box's are never live together (the
    # box shows only during the auction), but neither may take a window key
    for scopes in ((ShortcutScope.HAND, ShortcutScope.WINDOW), (ShortcutScope.AUCTION, ShortcutScope.WINDOW)):
        texts = keys_of(*scopes)
        assert len(texts) == len(set(texts)), scopes
    window = [s for s in SHORTCUTS if s.scope == ShortcutScope.WINDOW]
    assert len(window) == 10


def test_shortcuts_html_lists_every_shortcut() -> None:
    text = plain(shortcuts_html())
    for shortcut in SHORTCUTS:
        assert shortcut.description in text
        assert shortcut.keys_text in text
    assert "S or F3" in text and "1 \u2026 9" in text


def test_help_dialog_opens_on_the_table_rules(qtbot: QtBot) -> None:
    rules = RuleSet.default(Variant.CONTREE).with_options({"no_trump_bids": True})
    dialog = HelpDialog(rules)
    qtbot.addWidget(dialog)
    assert dialog.shown_rules() is rules
    assert "No trump" in dialog.rules_browser.toPlainText()
    assert "this table" in dialog.table_note.text()
    dialog.variant_combo.setCurrentIndex(dialog.variant_combo.findData("classic"))
    assert dialog.shown_rules() == RuleSet.default(Variant.CLASSIC)
    assert "Classic Belote" in dialog.rules_browser.toPlainText()
    dialog.variant_combo.setCurrentIndex(dialog.variant_combo.findData("romanian"))
    assert dialog.shown_rules() == RuleSet.default(Variant.ROMANIAN)
    assert "Romanian Belot" in dialog.rules_browser.toPlainText() and "balls" in dialog.rules_browser.toPlainText()
    dialog.show_keys()
    assert dialog.tabs.currentWidget() is dialog.keys_browser
    assert "Ctrl+Z" in dialog.keys_browser.toPlainText()


def test_help_dialog_factories(qtbot: QtBot) -> None:
    rules = RuleSet.default(Variant.CLASSIC)
    on_rules = HelpDialog.rules(rules)
    qtbot.addWidget(on_rules)
    assert on_rules.tabs.currentIndex() == 0 and on_rules.shown_rules() is rules
    on_keys = HelpDialog.shortcuts()
    qtbot.addWidget(on_keys)
    assert on_keys.tabs.currentWidget() is on_keys.keys_browser


def test_romanian_rules_follow_the_table_and_its_options() -> None:
    four = plain(rules_html(RuleSet.default(Variant.ROMANIAN).with_options({"under_14": True})))
    assert "Bizon" in four and "swap it for the turned card" in four and "fewer than 14 points may cancel" in four
    assert "Belot" in four and "four 7s cancel the deal" in four.lower()
    assert "101 balls" in four and "16 balls" in four
    options = four.split("The options at this table")[1]
    assert "Cancel under 14 points" in options and "Random pairs" in options and "Reduced combinations" not in options
    three_html = rules_html(RuleSet.default(Variant.ROMANIAN).with_options({"table": "three"}))
    three = plain(three_html)
    assert "Three players" in three and "swap it" not in three and "Cancel under 14" not in three
    assert "partner" not in three.split("What you must play")[1].split("Combinations")[0]
    # the card order shows only the 24 cards in play
    assert all("7" not in row and "8" not in row for row in order_rows(three_html))
    assert any("8" in row for row in order_rows(rules_html(RuleSet.default(Variant.ROMANIAN))))
    duel = plain(rules_html(RuleSet.default(Variant.ROMANIAN).with_options({"table": "duel", "reduced_combinations": True})))
    assert "1010 points" in duel and "nine in all" in duel and "at most twice a game" in duel
    assert "balls" not in duel.split("The options at this table")[0].split("Scoring")[1]
    for text in (four, three, duel):
        assert "RULES" not in text and "seed" not in text.lower() and "shared" not in text


# --- Help > Players' guide, inside the game ---------------------------------------------------


class _UrlCatcher(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.urls: list[QUrl] = []

    @Slot(QUrl)
    def catch(self, url: QUrl) -> None:
        self.urls.append(url)


@pytest.fixture
def guide(qtbot: QtBot) -> GuideWindow:
    path = guide_path()
    assert path is not None
    window = GuideWindow(path)
    qtbot.addWidget(window)
    window.show()
    return window


def test_the_guide_is_rendered_markdown_without_the_maintainers_notes(guide: GuideWindow) -> None:
    text = guide.browser.toPlainText()
    assert "Playing Belote Desktop" in text and "Rule presets" in text
    assert "# Playing" not in text and "**" not in text  # rendered, not shown as source
    assert "reduced to 256 colours" not in text  # the HTML comment for maintainers stays hidden
    headings = [b.text() for b in _blocks(guide) if b.blockFormat().headingLevel() == 2]
    assert "Bidding" in headings and "Settings and decks" in headings


def _blocks(guide: GuideWindow) -> list:
    block, found = guide.browser.document().begin(), []
    while block.isValid():
        found.append(block)
        block = block.next()
    return found


def test_every_picture_of_the_guide_shows(guide: GuideWindow) -> None:
    source = (ROOT / "docs" / "PLAYING.md").read_text(encoding="utf-8")
    pictures = re.findall(r"\]\((images/[^)\s]+)\)", source)
    assert len(pictures) >= 5
    guide.grab()  # lays the page out: the pictures are loaded now
    for picture in pictures:
        image = guide.browser.document().resource(QTextDocument.ResourceType.ImageResource, QUrl(picture))
        assert isinstance(image, QImage) and not image.isNull(), picture
        assert 0 < image.width() <= MAX_PICTURE_WIDTH
    assert guide.browser.refused == []


def test_the_guides_links_stay_inside_it(guide: GuideWindow) -> None:
    catcher = _UrlCatcher()
    QDesktopServices.setUrlHandler("https", catcher, "catch")
    QDesktopServices.setUrlHandler("file", catcher, "catch")
    browser = guide.browser
    try:
        browser.anchorClicked.emit(QUrl("#settings-and-decks"))  # a place on the page
        assert browser.page == guide.path and browser.refused == []
        for outside in ("file:///etc/passwd", "../README.md", "/etc/hostname", "images/table-classic-trick.png",
                        "mailto:someone@example.org"):
            browser.anchorClicked.emit(QUrl(outside))
            assert browser.page == guide.path, outside  # nothing else opens
        assert len(browser.refused) == 5
        browser.anchorClicked.emit(QUrl("https://example.org/belote"))
        assert [u.toString() for u in catcher.urls] == ["https://example.org/belote"]  # the browser's job
        # the rule book beside the guide (in a checkout) opens in the same window
        rule_book = ROOT / "docs/RULES.md"  # the guide links to it by its bare name
        if guide.path.parent == rule_book.parent:
            browser.anchorClicked.emit(QUrl(rule_book.name))
            assert browser.page == rule_book
            assert "Romanian Belot" in browser.toPlainText()
    finally:
        QDesktopServices.unsetUrlHandler("https")
        QDesktopServices.unsetUrlHandler("file")


def test_a_picture_outside_the_guides_folder_is_not_read(guide: GuideWindow, tmp_path) -> None:
    outside = tmp_path / "x.png"
    image = QImage(4, 4, QImage.Format.Format_RGB32)
    image.fill(0)
    image.save(str(outside))
    browser = guide.browser
    assert browser.loadResource(QTextDocument.ResourceType.ImageResource, QUrl.fromLocalFile(str(outside))) is None
    assert browser.loadResource(QTextDocument.ResourceType.ImageResource, QUrl("../README.md")) is None
    assert len(browser.refused) == 2
