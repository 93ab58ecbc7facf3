"""``belote-desktop``: with no subcommand it opens the game window; subcommands work headless.

Each subcommand lives in ``belote_desktop/commands/<name>.py`` with ``add_parser`` and ``run``;
modules are imported only when their command runs, so ``check`` never loads Qt.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from typing import Sequence

from belote_desktop import __version__

#: subcommand name -> module under belote_desktop.commands
COMMANDS = {
    "play": "play",
    "check": "check",
    "simulate": "simulate",
    "decks": "decks",
    "bot": "bot",
    "analyse": "analyse",
}

#: options of belote-desktop itself rather than of play
TOP_LEVEL_OPTIONS = ("-h", "--help", "--version", "--install-desktop", "--uninstall-desktop")

_HELP = {
    "play": "open the game window (the default)",
    "check": "replay a saved game record and report it (docs/RECORDS.md 3)",
    "simulate": "play deals headless and report scores and throughput",
    "decks": "list card decks or render a deck's contact sheet",
    "analyse": "review a record's card play double-dummy: each legal card's value, the cost of mistakes",
    "bot": "answer game records on stdin with a bot's actions, one JSON line each",
}


class _VersionAction(argparse.Action):
    """``--version``: the version, then which double-dummy solver this install runs (the compiled
    build or the pure-Python one, and why: ``belote_desktop.compiled.STATUS``)."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: object,
                 option_string: str | None = None) -> None:
        from belote_desktop import compiled

        compiled.load()
        print(f"{parser.prog} {__version__}\nsolver: {compiled.STATUS}")
        parser.exit()


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The whole parser, or with ``only`` the options of that one command (the others by name):
    each command module imports what it runs, and a run need not import every command's."""
    parser = argparse.ArgumentParser(prog="belote-desktop", description="Offline desktop Belote.")
    parser.add_argument("--version", action=_VersionAction, nargs=0, help="show program's version number and exit")
    # for pip installs: what packaging/install-desktop.sh does for a checkout or the bundle
    desktop = parser.add_mutually_exclusive_group()
    desktop.add_argument("--install-desktop", action="store_true",
                         help="add the menu entry, icons, AppStream metadata and manual page for your user "
                              "(under ~/.local/share) and exit")
    desktop.add_argument("--uninstall-desktop", action="store_true",
                         help="remove what --install-desktop added, and nothing else, and exit")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, module_name in COMMANDS.items():
        command = sub.add_parser(name, help=_HELP[name], description=_HELP[name])
        if only is None or only == name:
            importlib.import_module(f"belote_desktop.commands.{module_name}").add_parser(command)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    words = list(sys.argv[1:] if argv is None else argv)
    # No subcommand means play, options included: `belote-desktop --size 900x600` (and so
    # `./dev run --size 900x600`) is `belote-desktop play --size 900x600`. Only a leading
    # option is rerouted, so a mistyped command still gets the top-level "invalid choice".
    if not words or (words[0].startswith("-") and words[0] not in TOP_LEVEL_OPTIONS):
        words = ["play", *words]
    args = build_parser(words[0] if words[0] in COMMANDS else None).parse_args(words)
    if args.install_desktop or args.uninstall_desktop:
        from belote_desktop import desktop_install

        return desktop_install.run(uninstalling=args.uninstall_desktop)
    module = importlib.import_module(f"belote_desktop.commands.{COMMANDS[args.command]}")
    try:
        return int(module.run(args) or 0)
    except BrokenPipeError:
        # `belote-desktop check rec.json | head`: the reader left; that is not an error of ours
        sys.stderr.close()
        return 0


if __name__ == "__main__":
    sys.exit(main())
