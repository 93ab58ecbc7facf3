"""Text from outside the code (a record's seat names, a deck's name and author, the settings file,
a translation) is shown as the literal text it is, never read as markup.

Qt guesses: a QLabel, a QMessageBox or a tooltip whose text looks like HTML (``Qt::mightBeRichText``)
is rendered as rich text, and rich text loads the images it names. A seat named
``<img src=/dev/zero>`` then made the status line read /dev/zero until memory ran out, and the
autosave brought it back at every start. So:

- labels and message boxes that show such text are set to ``Qt.PlainText`` (``plain_label``,
  ``make_plain``): the text is drawn as it is, whatever it holds;
- where rich text is really wanted (About, the help pages) every outside piece is escaped with
  `escape` (what ``html.escape`` does) before it joins the markup;
- tooltips have no text format of their own, so ``plain_tooltip`` escapes the text and marks it as
  rich text: Qt then shows exactly the characters given (``&amp;`` stays ``&amp;``);
- a name is bounded for display (``shown_name``): a 10,000-character name from a record would
  otherwise widen the window and every label it is in; explicit direction controls in it are
  isolated so that they cannot turn the sentence around the name.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt  # mightBeRichText lives in QtGui's Qt namespace
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

#: Longest a name is shown, in characters (the settings allow 24; a record may hold more).
MAX_SHOWN_NAME = 32
ELLIPSIS = "\u2026"
#: Explicit bidirectional controls (embeddings, overrides, isolates and marks).
_BIDI_CONTROLS = frozenset("\u200e\u200f\u061c\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
_FIRST_STRONG_ISOLATE, _POP_ISOLATE = "\u2068", "\u2069"
#: what `escape` replaces, ``&`` first so that no replacement is replaced again
_MARKUP = (("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ('"', "&quot;"), ("'", "&#x27;"))


def escape(text: str) -> str:
    """``text`` with ``& < > " '`` as character references, as ``html.escape`` does: the html
    package is not imported for it, since importing it loads its table of every named entity
    (about 2 ms of the window's start) that escaping never reads."""
    for char, reference in _MARKUP:
        text = text.replace(char, reference)
    return text


def shown_name(name: str, limit: int = MAX_SHOWN_NAME) -> str:
    """``name`` as the window shows it: control characters (line breaks, tabs, escapes) as spaces,
    at most ``limit`` characters (cut with an ellipsis), and wrapped in a directional isolate when
    it holds direction controls, so "‮abc is thinking" cannot read backwards."""
    cleaned = "".join(" " if (not ch.isprintable() and ch not in _BIDI_CONTROLS) else ch for ch in name)
    if len(cleaned) > limit:
        cleaned = cleaned[: max(1, limit - 1)] + ELLIPSIS
    if any(ch in _BIDI_CONTROLS for ch in cleaned):
        cleaned = _FIRST_STRONG_ISOLATE + cleaned + _POP_ISOLATE
    return cleaned


def make_plain(label: QLabel) -> QLabel:
    """``label`` set to show its text as plain text, whatever the text holds; returned for chaining."""
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A QLabel that shows ``text`` literally (never as rich text)."""
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setText(text)
    return label


def plain_message_box(box: QMessageBox) -> QMessageBox:
    """A message box whose text and informative text are shown literally."""
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box


def plain_tooltip(text: str) -> str:
    """A tooltip that shows ``text`` literally. Qt guesses with ``mightBeRichText``: text it takes
    for plain is shown as it is and stays unchanged here; anything else is escaped and marked as
    rich text, so Qt reads the entities back (an unmarked ``<b>x</b>`` would be bold)."""
    if not text or not GuiQt.mightBeRichText(text):
        return text
    return '<qt><p style="white-space:pre-wrap">' + escape(text).replace("\n", "<br/>") + "</p></qt>"


def rich(text: str) -> str:
    """``text`` escaped to join markup (About, help pages): every character shown as it is."""
    return escape(text)
