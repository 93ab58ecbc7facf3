"""Shared test setup: only what every test needs. Fixtures belong in the test files that use them."""

import os

import pytest
from hypothesis import settings

# Before anything imports Qt: tests never open windows, whatever the desktop session exports.
# setdefault, so `QT_QPA_PLATFORM=xcb xvfb-run pytest` can still pick a real X server.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Hypothesis: in CI the same cases every run (a red CI is a red CI, not a draw) and no example
# database (the clone is fresh); locally new cases every run, and the failures it found kept in
# .hypothesis/ and tried first next time (the default profile).
settings.register_profile("ci", derandomize=True, database=None, print_blob=True)
if os.environ.get("CI") == "true":
    settings.load_profile("ci")


@pytest.fixture(scope="session", autouse=True)
def _qapplication_first(qapp: object) -> object:
    """Create pytest-qt's QApplication before any test runs.

    Qt allows one application object per process, and widgets abort the process unless it is
    a QApplication. Made first, it is what a test asking for ``QGuiApplication.instance()``
    gets, so no test can install a bare QGuiApplication that later widget tests die on.
    """
    return qapp


@pytest.fixture(autouse=True)
def _french_suit_names() -> object:
    """Every test starts with suits named as on a French deck: a window that put a German deck on
    the table (ui/help_text.py ``set_suit_system``) must not rename the next test's suits."""
    from belote_desktop.decks.model import SuitSystem
    from belote_desktop.ui.help_text import set_suit_system

    set_suit_system(SuitSystem.FRENCH)
    yield
    set_suit_system(SuitSystem.FRENCH)
