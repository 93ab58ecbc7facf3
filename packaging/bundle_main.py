"""The standalone bundle's entry point: PyInstaller freezes this file (build-bundle.sh).

The package's own ``__main__`` is not frozen directly because PyInstaller runs its entry script
as a top-level module, outside any package.

The bots think in a worker process (``ui/bot_worker.py``: forkserver, else spawn), and the deck
chooser draws previews in a spawned one (``ui/deck_worker.py``). In a frozen program those
processes are this same executable started again with multiprocessing's own arguments
(``-c "from multiprocessing.forkserver import main …"``, ``--multiprocessing-fork``);
``freeze_support()``, which PyInstaller's runtime hook makes work on Linux, recognises them, runs
the worker and exits. It must come before anything else: otherwise each worker would parse those
arguments as a command line of ours and fail (or open a second window). Nothing imported before
it starts a process: ``multiprocessing`` itself, and ``belote_desktop.cli`` (imported after)
only builds the argument parser.
"""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()

    from belote_desktop.cli import main

    sys.exit(main())
