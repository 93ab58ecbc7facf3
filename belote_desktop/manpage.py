"""The manual page ``belote-desktop(6)``, written from the command line's own definitions.

    python -m belote_desktop.manpage > packaging/belote-desktop.6
    python -m belote_desktop.manpage --check packaging/belote-desktop.6

Every option, choice and help text comes from ``cli.build_parser()`` (section 6: games), so the
page cannot drift from ``belote-desktop --help``; tests/test_desktop_integration.py fails while
the committed page differs from what this writes. The page is committed (a build need not run
the game's code) and the build puts it in the wheel with the desktop files (setup.py);
``belote-desktop --install-desktop`` installs it for one user. Its date is the newest release's
in the AppStream metadata, not today's, so the same sources give the same page.
"""

from __future__ import annotations

import argparse
import re
import sys
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from pathlib import Path

from belote_desktop import __version__
from belote_desktop.cli import build_parser

#: what the page says beyond the options (plain sentences; the options come from argparse)
DESCRIPTION = (
    "Belote Desktop is the trick-taking card game Belote for four players, played offline: "
    "Classic Belote, Contr\u00e9e (Coinche) and Romanian Belot, against computer players or "
    "with friends sharing one screen (hotseat). With no command, or with options only, it opens "
    "the game window (the play command). The other commands work without a display."
)
FILES = (
    ("~/.config/belote-desktop/belote-desktop.conf", "the settings chosen in the window"),
    ("~/.local/share/belote-desktop/belote-desktop/", "the game in progress, offered again at the next start"),
    ("$XDG_DATA_HOME and $XDG_DATA_DIRS: carddecks/, aisleriot/cards/",
     "installed KDE and GNOME card decks, offered beside the built-in ones"),
)
SEE_ALSO = "The players' guide (Help \\(-> Players' guide in the window) and the project's docs/ folder."


def _escape(text: str) -> str:
    """roff: backslashes doubled, a leading dot or quote protected, hyphens of options kept."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return re.sub(r"^([.'])", r"\\&\1", text, flags=re.MULTILINE)


def _release_date(metainfo: Path | None = None) -> str:
    """The newest release's date in the AppStream metadata (beside the page in a checkout)."""
    from belote_desktop.desktop_install import shipped_files

    path = metainfo or shipped_files().metainfo
    release = ET.parse(path).getroot().find("releases/release")
    return release.get("date", "") if release is not None else ""


def _option_label(action: argparse.Action) -> str:
    if not action.option_strings:
        return f"\\fI{_escape(str(action.metavar or action.dest.upper()))}\\fR"
    names = ", ".join(f"\\fB{_escape(o)}\\fR" for o in action.option_strings)
    if action.nargs == 0:
        return names
    if action.metavar:
        value = str(action.metavar)
    elif action.choices:
        value = "{" + ",".join(str(c) for c in action.choices) + "}"
    else:
        value = action.dest.upper()
    return f"{names} \\fI{_escape(value)}\\fR"


def _options(parser: argparse.ArgumentParser) -> list[str]:
    lines = []
    for action in parser._actions:  # argparse keeps no public list of its actions
        if action.help == argparse.SUPPRESS or isinstance(action, argparse._SubParsersAction):
            continue
        help_text = (action.help or "").replace("%(prog)s", parser.prog)
        if action.choices and action.metavar:  # without a metavar the label shows them already
            help_text += f" (one of: {', '.join(str(c) for c in action.choices)})"
        lines += [".TP", _option_label(action), _escape(help_text) if help_text else ""]
    return [line for line in lines if line != ""]


def _subcommands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    return {}


def render(parser: argparse.ArgumentParser | None = None, date: str | None = None) -> str:
    parser = parser or build_parser()
    date = _release_date() if date is None else date
    commands = _subcommands(parser)
    out = [
        f'.TH BELOTE\\-DESKTOP 6 "{date}" "belote\\-desktop {__version__}" "Games"',
        ".SH NAME",
        "belote\\-desktop \\- offline Belote, Contr\u00e9e and Romanian Belot card game",
        ".SH SYNOPSIS",
        ".B belote\\-desktop",
        "[\\fIOPTION\\fR]...",
        ".br",
        ".B belote\\-desktop",
        f"{{{','.join(commands)}}} [\\fIOPTION\\fR]... [\\fIARGUMENT\\fR]...",
        ".SH DESCRIPTION",
        _escape(DESCRIPTION),
        ".SH OPTIONS",
        *_options(parser),
        ".SH COMMANDS",
    ]
    for name, sub in commands.items():
        out += [".SS " + _escape(name), _escape(sub.description or "")]
        out += _options(sub)
    out += [".SH FILES"]
    for path, what in FILES:
        out += [".TP", f"\\fI{_escape(path)}\\fR", _escape(what)]
    out += [".SH SEE ALSO", SEE_ALSO, ""]
    return "\n".join(out)


def main(argv: Sequence[str] | None = None) -> int:
    args = argparse.ArgumentParser(description="Write the belote-desktop(6) manual page.")
    args.add_argument("--check", metavar="FILE", help="exit 1 if FILE differs from the page written now")
    options = args.parse_args(argv)
    page = render()
    if options.check:
        if Path(options.check).read_text(encoding="utf-8") != page:
            print(f"{options.check} is stale: python -m belote_desktop.manpage > {options.check}", file=sys.stderr)
            return 1
        return 0
    sys.stdout.write(page)
    return 0


if __name__ == "__main__":
    sys.exit(main())
