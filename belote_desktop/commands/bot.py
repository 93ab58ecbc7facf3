"""`belote-desktop bot --level LEVEL [--seed N] [--budget-ms MS]`: a bot over standard input and output.

Each input line is a game record whose last deal is in progress; the answer is one JSON line,
``{"seat": "E", "action": "QH", "ms": 3}``, or ``{"error": "..."}`` for a line that cannot be
answered. The bot decides from the acting seat's view alone: the other hands in the record only
serve to replay it. The window's controller can call :func:`answer` in-process.
"""

from __future__ import annotations

import argparse
import io
import json
import random
import sys
import time
import traceback
from dataclasses import dataclass
from typing import Any, BinaryIO, Iterator, TextIO

from belote_desktop.bots.registry import LEVELS, make_bot
from belote_desktop.engine.auctions import format_action
from belote_desktop.engine.cards import Rank, Suit, card, card_name, parse_card, rank_of, suit_of
from belote_desktop.engine.combinations import Declare
from belote_desktop.engine.declarations import DeclarationKind
from belote_desktop.engine.record import RecordError, read_record
from belote_desktop.engine.state import Action, Phase
from belote_desktop.engine.view import view_of
from belote_desktop.savegame import MAX_RECORD_BYTES, parse_json


def add_parser(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--level", required=True, choices=LEVELS, help="which bot answers")
    parser.add_argument("--seed", type=int, default=0, help="seed of the fresh random source of each line (default 0)")
    parser.add_argument("--budget-ms", type=int, metavar="MS",
                        help="cap each decision's thinking time (then answers may vary between runs)")


@dataclass(frozen=True, slots=True)
class BotSettings:
    level: str
    seed: int = 0
    budget_ms: int | None = None


def action_notation(action: Action) -> str:
    """A card or an auction action in record notation (``QH``, ``pass``, ``90S``), or a Romanian
    declaration (docs/RECORDS.md 4: ``declare:tierce:KH``, ``declare:belote:H``, ``declare:four_J``)."""
    if isinstance(action, int):
        return card_name(action)
    if isinstance(action, Declare):
        return declare_notation(action)
    return format_action(action)


def declare_notation(action: Declare) -> str:
    """``declare:`` and the ``announced`` name, then what tells two of a kind apart: a sequence's
    top card (``KH``: king-high hearts), Bella's or BELOT's suit; a four needs nothing more."""
    parts = ["declare", action.code]
    if action.top is not None and action.suit is not None:
        parts.append(card_name(card(action.top, action.suit)))
    elif action.suit is not None:
        parts.append(action.suit.letter)
    return ":".join(parts)


def parse_declare(text: str) -> Declare:
    """The ``Declare`` written by ``declare_notation``."""
    parts = text.split(":")
    if len(parts) not in (2, 3) or parts[0] != "declare":
        raise ValueError(f"not a declaration: {text!r} (expected declare:KIND[:CARD or SUIT])")
    try:
        kind = DeclarationKind(parts[1])
    except ValueError:
        raise ValueError(f"not a combination: {parts[1]!r}") from None
    if len(parts) == 2:
        return Declare(kind)
    if len(parts[2]) == 1:
        return Declare(kind, Suit.parse(parts[2]))
    top = parse_card(parts[2])
    return Declare(kind, Suit(suit_of(top)), Rank(rank_of(top)))


def _error(message: str) -> dict[str, Any]:
    return {"error": message}


def answer(data: Any, settings: BotSettings) -> dict[str, Any]:
    """The protocol's answer to one parsed record: the acting seat's action, or an error."""
    try:
        replay = read_record(data)
    except RecordError as e:
        return _error(str(e))
    match = replay.match
    if match.phase == Phase.OVER:
        return _error("the match in this record is over: nobody is to act")
    if match.phase == Phase.DEAL:
        if match.current is None:
            return _error("the record has no deal: nobody is to act")
        return _error("the record's last deal is finished: nobody is to act until the next deal is dealt")
    seat = match.current_player
    assert seat is not None  # the auction and the play always have a player to act
    view = view_of(match, seat)
    bot = make_bot(settings.level, settings.budget_ms)
    rng = random.Random(settings.seed)
    start = time.perf_counter()
    try:
        action = bot.choose(view, rng)
    except Exception as e:  # noqa: BLE001 - a bot's fault must not end the session of a driver
        return _error(f"the {settings.level} bot failed on this position: {type(e).__name__}: {e}")
    ms = round((time.perf_counter() - start) * 1000)
    if action not in view.legal_actions:
        return _error(f"the {settings.level} bot chose an illegal action ({action!r}) on this position")
    return {"seat": seat.name, "action": action_notation(action), "ms": ms}


def answer_line(line: str, settings: BotSettings) -> dict[str, Any]:
    """The protocol's answer to one input line (text)."""
    if not line.strip():
        return _error("empty line: expected a game record as one line of JSON")
    line = line.removesuffix("\n").removesuffix("\r")  # the line's end is not part of the record
    if len(line) > MAX_RECORD_BYTES:
        return _error(f"line of {len(line)} characters: a game record is at most {MAX_RECORD_BYTES}")
    try:
        # the loader's strict parse: a key twice, NaN, too deep a nesting are errors, not guesses
        data = parse_json(line)
    except RecordError as e:
        return _error(str(e))
    return answer(data, settings)


@dataclass(frozen=True, slots=True)
class LongLine:
    """An input line longer than the limit: only its length was kept, never its bytes."""

    size: int


def bounded_lines(stream: BinaryIO, limit: int, chunk: int = 1 << 16) -> Iterator[bytes | LongLine]:
    """The lines of ``stream``, split at ``\\n`` only (a bare CR is part of its line); a line longer
    than ``limit`` bytes comes as a ``LongLine``, read through by chunks and never held whole."""
    while True:
        parts: list[bytes] = []
        size = 0
        part = b""
        while not part.endswith(b"\n"):
            part = stream.readline(chunk)
            if not part:
                break
            size += len(part)
            if size <= limit + 1:  # up to the limit and its newline: kept
                parts.append(part)
            else:
                parts.clear()  # past it: counted, dropped at once
        if size == 0:
            return
        length = size - part.endswith(b"\n")
        yield LongLine(length) if length > limit else b"".join(parts)


def _answer_raw(raw: bytes | LongLine, settings: BotSettings) -> dict[str, Any]:
    if isinstance(raw, LongLine):
        return _error(f"line of {raw.size} bytes: a game record is at most {MAX_RECORD_BYTES}")
    try:
        line = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        return _error(f"the line is not UTF-8 text (byte {e.start + 1})")
    return answer_line(line, settings)


def serve(lines: BinaryIO | TextIO, out: TextIO, settings: BotSettings) -> None:
    """Answer every line of ``lines`` on ``out``, one line each, flushed at once.

    ``lines`` is best binary (the program's standard input): lines then end at ``\\n`` only and a
    line past MAX_RECORD_BYTES is refused without being held. A text stream is read line by line."""
    source: Iterator[bytes | LongLine | str]
    if isinstance(lines, io.TextIOBase):
        source = iter(lines)
    else:
        source = bounded_lines(lines, MAX_RECORD_BYTES)  # type: ignore[arg-type]  # not a text stream, so the BinaryIO of the union: isinstance on io.TextIOBase does not narrow TextIO
    for item in source:
        try:
            reply = answer_line(item, settings) if isinstance(item, str) else _answer_raw(item, settings)
        except Exception as e:  # noqa: BLE001 - our bug: say so on stderr, answer, and go on
            traceback.print_exc()
            reply = _error(f"internal error on this line: {type(e).__name__}: {e}")
        out.write(json.dumps(reply) + "\n")
        out.flush()


def run(args: argparse.Namespace) -> int:
    if args.budget_ms is not None and args.budget_ms < 1:
        raise SystemExit("belote-desktop bot: --budget-ms must be at least 1")
    try:
        try:
            make_bot(args.level, args.budget_ms)
        except (ValueError, ImportError) as e:
            raise SystemExit(f"belote-desktop bot: the {args.level} level is not available: {e}") from None
        # Bytes, not text: lines end at LF only (a CR inside a record must not make two requests),
        # a line that is not UTF-8 gets an error line, and an endless line is counted, not held.
        stdin = open(sys.stdin.fileno(), "rb", closefd=False)
        serve(stdin, sys.stdout, BotSettings(args.level, args.seed, args.budget_ms))
    except KeyboardInterrupt:
        return 130  # Ctrl+C: the usual exit status of a program stopped by SIGINT, and no traceback
    return 0
