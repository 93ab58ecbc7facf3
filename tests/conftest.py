"""Shared test setup: only what every test needs. Fixtures belong in the test files that use them."""

import os

# Before anything imports Qt: tests never open windows, whatever the desktop session exports.
# setdefault, so `QT_QPA_PLATFORM=xcb xvfb-run pytest` can still pick a real X server.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
