"""What the window's start imports: the modules that only a later moment needs (a finished deal,
a dialog, the bot worker's process) stay out of the path to the dealt table (docs/BENCHMARKS.md,
"Start-up, second pass"). Each is checked in a fresh interpreter, as a person's start is."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

#: imported later: the worker process's machinery (made by the warm-up a second after the
#: window shows), the score sheet, its rows and the summaries' dialogs (the first finished deal),
#: the file dialogs' icons (the first Open or Save), the
#: html package (its entity table; escaping is ui/safe_text.escape), the XML parser of the deck
#: checks (the built-in deck as shipped skips them once measured: decks/shipped.py)
LATE_MODULES = (
    "multiprocessing",
    "concurrent.futures.process",
    "belote_desktop.ui.score_sheet",
    "belote_desktop.ui.score_model",
    "belote_desktop.ui.score_rows",
    "belote_desktop.ui.file_types",
    "html",
    "xml.etree.ElementTree",
)

_START = (
    "import json, sys\n"
    "from PySide6.QtWidgets import QApplication\n"
    "app = QApplication([])\n"
    "from belote_desktop.ui.main_window import MainWindow\n"
    "w = MainWindow(autosave=None)\n"  # the worker in a process, as a person's game has it
    "w.confirm_close = False\n"
    "w.show()\n"
    "w.new_game(seed=1)\n"
    "while not any(item.isVisible() for item in w.scene.card_items()):\n"
    "    app.processEvents()\n"
    "w.table_view.viewport().repaint()\n"
    "late = {late!r}\n"
    "print(json.dumps(sorted(m for m in sys.modules if m in late)))\n"
    "w.close()\n"
)


def _modules_at_start(late: tuple[str, ...], cache: Path) -> list[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CACHE_HOME": str(cache)}
    result = subprocess.run(
        [sys.executable, "-c", _START.format(late=late)], capture_output=True, text=True, timeout=120, check=False, env=env
    )
    assert result.returncode == 0, result.stderr
    names: list[str] = json.loads(result.stdout.strip().splitlines()[-1])
    return names


def test_the_dealt_table_shows_without_the_later_modules(tmp_path: Path) -> None:
    # the very first start measures the deck, and so checks it in full (with the XML parser)
    assert _modules_at_start(LATE_MODULES, tmp_path) == ["xml.etree.ElementTree"]
    assert _modules_at_start(LATE_MODULES, tmp_path) == []


def test_the_probe_sees_a_module_the_start_needs(tmp_path: Path) -> None:
    """The check above can fail: the same probe finds what the start does import."""
    assert _modules_at_start(("belote_desktop.ui.table_scene", "belote_desktop.ui.controller"), tmp_path) == [
        "belote_desktop.ui.controller", "belote_desktop.ui.table_scene"]


def test_escape_is_what_html_escape_does() -> None:
    import html

    from belote_desktop.ui.safe_text import escape

    for text in ("", "plain", "<b>&amp;</b>", "\"quoted\" and 'single'", "a&b<c>d\"e'f", "&&<<>>"):
        assert escape(text) == html.escape(text)


def test_a_pool_closed_before_its_warm_up_makes_no_process() -> None:
    """The bot worker's pool makes its process pool when first wanted (the warm-up or a
    question): a window closed before that imports no multiprocessing and starts nothing."""
    code = (
        "import json, sys\n"
        "from belote_desktop.ui.bot_worker import BotPool, WorkerMode\n"
        "pool = BotPool(WorkerMode.PROCESS, lambda answer: None)\n"
        "made = 'multiprocessing' in sys.modules\n"
        "pool.close()\n"
        "print(json.dumps([made, 'multiprocessing' in sys.modules, pool.worker_pids()]))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout.strip().splitlines()[-1]) == [False, False, []]
