"""Guard against PySide6 releases that drop references to None (6.12.0 did).

On Python 3.11 None is an ordinary refcounted object (it is immortal only from 3.12), so a
binding that returns None without taking a reference frees None after a few thousand calls
and the process aborts with "Fatal Python error: none_dealloc". The game window makes that
many calls in seconds. pyproject.toml excludes the bad release; this test catches the next.
"""

from __future__ import annotations

import sys

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QObject, QPointF

CALLS = 200
#: references to None handed back to the interpreter when a binding stole them, so that this
#: test can fail with a message instead of the whole run aborting at exit
_compensation: list[None] = []


def _none_refs_lost_by(call_many: object) -> int:
    before = sys.getrefcount(None)
    call_many()  # type: ignore[operator]
    lost = before - sys.getrefcount(None)
    if lost > 0:
        _compensation.extend([None] * lost)
    return lost


def test_void_methods_keep_none_alive() -> None:
    point = QPointF()
    obj = QObject()

    def call_many() -> None:
        for _ in range(CALLS):
            point.setX(1.0)  # a value type's void method
            obj.setObjectName("probe")  # a QObject's void method

    lost = _none_refs_lost_by(call_many)
    # A little slack for the interpreter's own bookkeeping; the bug loses one per call.
    assert lost < CALLS // 4, (
        f"PySide6 {pyside_version} on Python {sys.version.split()[0]} lost {lost} references "
        f"to None in {2 * CALLS} void calls: this release would crash the game"
    )
