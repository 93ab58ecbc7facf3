"""The players' guide in every language of the game: one file a language beside the English
(docs/PLAYING.<lang>.md), with the English's structure, pictures and links, nothing left in
English, and the guide window opening the one of the language the window speaks."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QUrl
from pytestqt.qtbot import QtBot

from belote_desktop.i18n import SOURCE_LANGUAGE, TRANSLATED
from belote_desktop.i18n.translators import install_translators, installed_language, remove_translators
from belote_desktop.ui.guide import GUIDE_NAME, GuideWindow, guide_name, guide_path, heading_anchor, open_guide

DOCS = Path(__file__).resolve().parents[1] / "docs"
ENGLISH = DOCS / GUIDE_NAME
#: every translated guide in the folder (Bulgarian's may come before the window speaks it)
GUIDES = sorted(DOCS.glob("PLAYING.*.md"))
#: words that stay the same in every language: names, keys, menu paths' symbols, numbers
SAME_EVERYWHERE = re.compile(r"`[^`]*`|\]\([^)]*\)|\b(?:Belote Desktop|Contrée|Bizon|BT-\d)\b")
_COMMENT = re.compile(r"<!--.*?-->", re.DOTALL)


def _language(path: Path) -> str:
    return path.name.split(".")[1]


def _text(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def _headings(text: str) -> list[tuple[int, str]]:
    body = _COMMENT.sub("", text)
    return [(len(m.group(1)), m.group(2).strip()) for m in re.finditer(r"^(#{1,6}) (.+)$", body, re.MULTILINE)]


def _pictures(text: str) -> list[str]:
    return re.findall(r"!\[[^\]]*\]\(([^)\s]+)\)", text)


def _links(text: str) -> list[str]:
    """Every link that is not a picture, in order."""
    return re.findall(r"(?<!!)\[[^\]]*\]\(([^)\s]+)\)", _COMMENT.sub("", text))


def _sections(text: str) -> list[str]:
    """The prose under each heading (the maintainers' comment and the picture lines left out)."""
    body = _COMMENT.sub("", text)
    parts = re.split(r"^#{1,6} .+$", body, flags=re.MULTILINE)
    return [re.sub(r"^!\[.*$", "", part, flags=re.MULTILINE).strip() for part in parts]


def _words(text: str) -> set[str]:
    return {w.lower() for w in re.findall(r"[^\W\d_]{4,}", SAME_EVERYWHERE.sub(" ", text))}


def _paragraphs(text: str) -> list[str]:
    body = _COMMENT.sub("", text)
    return [" ".join(p.split()) for p in re.split(r"\n\s*\n", body) if len(p.split()) >= 8]


def test_every_language_of_the_game_has_a_guide() -> None:
    assert TRANSLATED and SOURCE_LANGUAGE not in TRANSLATED
    for language in TRANSLATED:
        assert (DOCS / guide_name(language)).is_file(), language
    assert guide_name(SOURCE_LANGUAGE) == GUIDE_NAME
    # and Bulgarian, written before its catalogue
    assert {_language(g) for g in GUIDES} >= {*TRANSLATED, "bg"}


@pytest.mark.parametrize("guide", GUIDES, ids=_language)
def test_a_translation_says_what_it_translates(guide: Path) -> None:
    # the first thing in the file, for whoever changes the English guide
    first = _text(guide).lstrip()
    assert first.startswith("<!--")
    comment = first[: first.index("-->")]
    assert "PLAYING.md" in comment and "updated" in comment


@pytest.mark.parametrize("guide", GUIDES, ids=_language)
def test_a_translation_has_the_english_headings_pictures_and_links(guide: Path) -> None:
    english, translated = _text(ENGLISH), _text(guide)
    assert [level for level, _ in _headings(translated)] == [level for level, _ in _headings(english)]
    assert _pictures(translated) == _pictures(english)
    assert len(_pictures(english)) >= 5
    for picture in _pictures(translated):
        assert (DOCS / picture).is_file(), picture
    # the same pages linked (they may stay the English ones); links inside the page name one of
    # its own headings by the anchor GitHub gives it, which the guide window follows too
    outside = [link for link in _links(translated) if not link.startswith("#")]
    assert outside == [link for link in _links(english) if not link.startswith("#")]
    anchors = {heading_anchor(title) for _, title in _headings(translated)}
    inside = [link[1:] for link in _links(translated) if link.startswith("#")]
    assert len(inside) == len([link for link in _links(english) if link.startswith("#")])
    assert set(inside) <= anchors, set(inside) - anchors
    # the same table (the rule presets), row for row
    table_rows = re.compile(r"^\|.*\|$", re.MULTILINE)
    assert len(table_rows.findall(translated)) == len(table_rows.findall(english))


@pytest.mark.parametrize("guide", GUIDES, ids=_language)
def test_no_english_paragraph_is_left(guide: Path) -> None:
    english, translated = _text(ENGLISH), _text(guide)
    english_words = _words(english)
    for number, (ours, theirs) in enumerate(zip(_sections(translated), _sections(english), strict=True)):
        if not theirs:  # before the title
            continue
        # each section is written in the language: few of its words are English words (a
        # section left in English shares nearly all; "table", "options", "guide" are French too)
        words = _words(ours)
        assert words, f"section {number} is empty"
        shared = words & english_words
        assert len(shared) <= max(4, len(words) // 4), (number, sorted(shared))
        assert ours != theirs
    for paragraph in _paragraphs(english):
        assert paragraph not in " ".join(translated.split()), paragraph[:60]


def test_french_puts_a_no_break_space_before_double_punctuation_and_inside_guillemets() -> None:
    prose = re.sub(r"`[^`]*`|\]\([^)]*\)|<!--.*?-->|https?://\S+", "", _text(DOCS / "PLAYING.fr.md"), flags=re.DOTALL)
    for mark in ":;!?»":
        for match in re.finditer(re.escape(mark), prose):
            before = prose[match.start() - 1]
            if mark == ":" and before == "|":  # a table's alignment row
                continue
            assert before in "\u00a0\u202f", f"{mark!r} after {prose[match.start() - 20:match.start()]!r}"
    for match in re.finditer("«", prose):
        assert prose[match.end()] in "\u00a0\u202f"
    assert '"' not in prose  # French quotes are guillemets


# --- the guide window ------------------------------------------------------------------------


@pytest.fixture
def speaking(qapp) -> Iterator[None]:
    yield
    remove_translators()


@pytest.mark.parametrize("language", [*TRANSLATED, SOURCE_LANGUAGE])
def test_the_guide_window_opens_the_guide_of_the_language_in_use(qtbot: QtBot, speaking: None, language: str) -> None:
    install_translators(language)
    assert installed_language() == language
    window = open_guide()
    assert window is not None
    qtbot.addWidget(window)
    assert window.path.name == guide_name(language)
    title = _headings(_text(window.path))[0][1]
    shown = window.browser.toPlainText()
    assert shown.startswith(title)
    assert "<!--" not in shown and "must be updated" not in shown  # the maintainers' note is hidden


def test_a_language_without_a_guide_opens_the_english(speaking: None) -> None:
    assert guide_path("xx") == guide_path(SOURCE_LANGUAGE) == ENGLISH
    remove_translators()
    assert installed_language() == SOURCE_LANGUAGE and guide_path() == ENGLISH


@pytest.mark.parametrize("language", ["en", "fr", "bg"])
def test_a_link_to_a_heading_scrolls_to_it(qtbot: QtBot, language: str) -> None:
    # Qt names no anchor after a heading: the browser finds the heading itself
    path = DOCS / guide_name(language)
    window = GuideWindow(path)
    qtbot.addWidget(window)
    window.resize(700, 500)
    window.show()
    qtbot.waitExposed(window)
    browser = window.browser
    link = next(link for link in _links(_text(path)) if link.startswith("#"))
    assert browser.verticalScrollBar().value() == 0
    browser.anchorClicked.emit(QUrl(link))  # as a click on the link does
    assert browser.refused == [] and browser.page == path
    top = browser.cursorForPosition(browser.viewport().rect().topLeft()).block()
    cursor_block = browser.textCursor().block()
    assert cursor_block.blockFormat().headingLevel() > 0
    assert heading_anchor(cursor_block.text()) == link[1:]
    assert browser.verticalScrollBar().value() > 0
    assert top.blockNumber() <= cursor_block.blockNumber() <= top.blockNumber() + 2  # at the top of the view
    assert not browser.scroll_to("no-such-heading")
