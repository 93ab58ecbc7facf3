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

PyInstaller's bootloader runs the program with ``LD_LIBRARY_PATH`` pointing into the bundle
(keeping the user's value, if any, in ``LD_LIBRARY_PATH_ORIG``). The program has loaded its
libraries by the time this runs, so the variable is put back as the user had it: anything the
game starts (``xdg-open`` for the players' guide, through ``QDesktopServices``) then loads the
desktop's own libraries, not the bundle's libstdc++, glib, fontconfig or OpenSSL. The bots'
workers are this executable again, and the bootloader sets the variable anew for them.
"""

import multiprocessing
import os
import sys
from collections.abc import MutableMapping

#: variables the bootloader changes and saves as NAME_ORIG (PyInstaller's "LD_LIBRARY_PATH
#: considerations"; the others are for platforms the bundle is not built for, harmless here)
SAVED_BY_BOOTLOADER = ("LD_LIBRARY_PATH", "LIBPATH", "DYLD_LIBRARY_PATH")


def restore_child_environment(environ: MutableMapping[str, str]) -> None:
    """Put back each variable the bootloader changed: its saved value, or unset if it had none."""
    for name in SAVED_BY_BOOTLOADER:
        original = environ.pop(f"{name}_ORIG", None)
        if original is not None:
            environ[name] = original
        else:
            environ.pop(name, None)


if __name__ == "__main__":
    multiprocessing.freeze_support()

    if getattr(sys, "frozen", False):
        restore_child_environment(os.environ)

    from belote_desktop.cli import main

    sys.exit(main())
