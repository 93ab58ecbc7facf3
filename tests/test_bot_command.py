"""`belote-desktop bot`: the line protocol (records in, one JSON action line out), its errors,
its determinism for a seed, and that it decides from the acting seat's view alone."""

from __future__ import annotations

import io
import json
import random
import selectors
import subprocess
import sys
from typing import Any

import pytest

from belote_desktop.commands.bot import BotSettings, answer, answer_line, serve
from belote_desktop.engine.auctions import parse_action
from belote_desktop.engine.cards import Seat, parse_card
from belote_desktop.engine.record import read_record, write_record
from belote_desktop.engine.rules import RuleSet, Variant
from belote_desktop.engine.state import Action, Match, Phase

#: every level but Expert, whose decisions take a good part of a second; it has tests of its own below
LEVELS = ["random", "easy", "medium", "hard"]


def _position(variant: Variant, seed: int, steps: int, **options: Any) -> Match:
    """A match after ``steps`` random legal actions of its first deal (stopping before its end)."""
    match = Match(RuleSet.default(variant).with_options(options), seed=seed)
    match.deal()
    rng = random.Random(seed)
    for _ in range(steps):
        actions = match.legal_actions()
        # pass often so that auctions end in a contract, as real ones do
        action = parse_action("pass") if match.phase == Phase.AUCTION and rng.random() < 0.6 else rng.choice(actions)
        before = match.copy()
        match.apply(action)
        if match.phase != Phase.AUCTION and match.phase != Phase.PLAY:
            return before
    return match


def _line(match: Match) -> str:
    return json.dumps(write_record(match))


def _parse(match: Match, notation: str) -> Action:
    return parse_card(notation) if match.phase == Phase.PLAY else parse_action(notation)


def _run(stdin: str, *argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "belote_desktop", "bot", *argv], input=stdin,
                          capture_output=True, text=True, timeout=120, check=False)


POSITIONS = [
    pytest.param(Variant.CLASSIC, 1, 0, {}, id="classic-first-call"),
    pytest.param(Variant.CLASSIC, 2, 2, {"dealer_must_choose": True}, id="classic-auction"),
    pytest.param(Variant.CLASSIC, 3, 14, {"declarations": True}, id="classic-play"),
    pytest.param(Variant.CONTREE, 4, 1, {}, id="contree-auction"),
    pytest.param(Variant.CONTREE, 5, 20, {"no_trump_bids": True, "taker_may_raise": True}, id="contree-play"),
    pytest.param(Variant.CONTREE, 6, 40, {"must_undertrump": True}, id="contree-late"),
]


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("variant, seed, steps, options", POSITIONS)
def test_a_good_line_gets_a_legal_action_of_the_seat_to_act(level: str, variant: Variant, seed: int, steps: int,
                                                             options: dict[str, Any]) -> None:
    match = _position(variant, seed, steps, **options)
    reply = answer_line(_line(match), BotSettings(level, seed=9))
    assert set(reply) == {"seat", "action", "ms"}
    assert reply["seat"] == match.current_player.name  # type: ignore[union-attr]
    assert isinstance(reply["ms"], int) and reply["ms"] >= 0
    action = _parse(match, reply["action"])
    assert action in match.legal_actions()
    match.apply(action)  # and the engine takes it


@pytest.mark.parametrize("level", LEVELS)
def test_the_answer_depends_only_on_the_acting_seats_view(level: str) -> None:
    # Two records that differ only in the hidden hands of E and W (swapped), seen by S during the
    # play: every seed gives the same action from both.
    match = next(m for m in (_position(Variant.CONTREE, seed, 14) for seed in range(11, 80))
                 if m.phase == Phase.PLAY and 2 <= len(m.current.play.played) < 28)  # type: ignore[union-attr]
    record = write_record(match)
    seat = match.current_player
    assert seat is not None
    hidden = [s.name for s in Seat if s != seat and s != Seat((seat + 2) % 4)]
    swapped = json.loads(json.dumps(record))
    deal = swapped["deals"][-1]
    played = set(deal["plays"])
    a, b = hidden
    keep_a = [c for c in deal["hands"][a] if c in played]
    keep_b = [c for c in deal["hands"][b] if c in played]
    rest_a = [c for c in deal["hands"][a] if c not in played]
    rest_b = [c for c in deal["hands"][b] if c not in played]
    # exchange one unplayed card of each in a way that keeps the replay legal: try each pair
    found = None
    for i in range(len(rest_a)):
        for j in range(len(rest_b)):
            ra, rb = rest_a[:], rest_b[:]
            ra[i], rb[j] = rb[j], ra[i]
            deal["hands"][a], deal["hands"][b] = keep_a + ra, keep_b + rb
            try:
                read_record(swapped)
            except ValueError:
                continue
            found = (i, j)
            break
        if found:
            break
    assert found, "no legal exchange of hidden cards for this position"
    assert swapped != record
    for seed in range(6 if level == "hard" else 20):
        settings = BotSettings(level, seed=seed)
        first, second = answer(record, settings), answer(swapped, settings)
        assert first["action"] == second["action"] and first["seat"] == second["seat"] == seat.name


def _finished_deal() -> Match:
    match = Match(RuleSet.default(Variant.CONTREE).with_options({"target": 2000}), seed=21)
    match.deal()
    rng = random.Random(0)
    while match.phase != Phase.DEAL:
        actions = match.legal_actions()
        match.apply(parse_action("pass") if match.phase == Phase.AUCTION and len(match.current.auction.history) > 0  # type: ignore[union-attr]
                    else rng.choice(actions))
    return match


def _over_match() -> Match:
    match = Match(RuleSet.default(Variant.CLASSIC).with_options({"target": 0}), seed=22)
    rng = random.Random(1)
    while match.phase != Phase.OVER:
        if match.phase == Phase.DEAL:
            match.deal()
        else:
            match.apply(rng.choice(match.legal_actions()))
    return match


def _broken_record() -> str:
    record = write_record(_position(Variant.CONTREE, 5, 20))
    record["deals"][-1]["plays"][0] = "XX"
    return json.dumps(record)


BAD_LINES = [
    pytest.param("this is not json", "not JSON", id="not-json"),
    pytest.param("", "empty line", id="empty"),
    pytest.param("[1, 2, 3]", "not a game record", id="json-list"),
    pytest.param('{"format": "belote-record", "version": 2}', "unknown version", id="version"),
    pytest.param(json.dumps(write_record(Match(RuleSet.default(Variant.CLASSIC), seed=1))), "no deal", id="no-deal"),
    pytest.param(_line(_finished_deal()), "last deal is finished", id="finished-deal"),
    pytest.param(_line(_over_match()), "match in this record is over", id="match-over"),
    pytest.param(_broken_record(), "not a card: 'XX'", id="broken-record"),
    pytest.param("[" * 100000 + "]" * 100000, "not a game record", id="deep-nesting"),
]


@pytest.mark.parametrize("line, words", BAD_LINES)
def test_a_bad_line_gets_one_clear_error(line: str, words: str) -> None:
    reply = answer_line(line, BotSettings("random"))
    assert set(reply) == {"error"}
    assert words in reply["error"]
    assert "\n" not in reply["error"]


def test_several_lines_good_and_bad_each_get_one_answer_in_order() -> None:
    good = [_position(Variant.CONTREE, s, s * 3) for s in range(1, 6)]
    lines = [_line(good[0]), "nonsense", _line(good[1]), _line(_finished_deal()), *(_line(m) for m in good[2:])]
    out = io.StringIO()
    serve(io.StringIO("\n".join(lines) + "\n"), out, BotSettings("random", seed=3))
    replies = [json.loads(text) for text in out.getvalue().splitlines()]
    assert len(replies) == len(lines)
    assert "error" in replies[1] and "error" in replies[3]
    answered = [r for i, r in enumerate(replies) if i not in (1, 3)]
    for match, reply in zip(good, answered):
        assert reply["seat"] == match.current_player.name  # type: ignore[union-attr]
        assert _parse(match, reply["action"]) in match.legal_actions()


def test_as_a_program_it_answers_every_line_and_exits_zero_at_end_of_input() -> None:
    lines = [_line(_position(Variant.CLASSIC, s, s)) for s in range(1, 9)] + ["{", _line(_over_match())]
    result = _run("\n".join(lines) + "\n", "--level", "random", "--seed", "4")
    assert (result.returncode, result.stderr) == (0, "")
    replies = [json.loads(text) for text in result.stdout.splitlines()]
    assert len(replies) == len(lines)
    assert all("action" in r for r in replies[:8]) and all("error" in r for r in replies[8:])


def test_empty_input_exits_zero_with_no_output() -> None:
    result = _run("", "--level", "random")
    assert (result.returncode, result.stdout, result.stderr) == (0, "", "")


def test_bytes_that_are_not_utf8_get_an_error_line() -> None:
    line = _line(_position(Variant.CONTREE, 2, 3))
    result = subprocess.run([sys.executable, "-m", "belote_desktop", "bot", "--level", "random"],
                            input=b"\xff\xfe garbage\n" + line.encode() + b"\n", capture_output=True, timeout=120, check=False)
    assert result.returncode == 0 and result.stderr == b""
    first, second = (json.loads(text) for text in result.stdout.decode().splitlines())
    assert "error" in first and "action" in second


def test_it_answers_each_line_before_the_next_one_is_sent() -> None:
    # A driver waits for the answer before sending the next record: the answer must be flushed.
    with subprocess.Popen([sys.executable, "-m", "belote_desktop", "bot", "--level", "random"],
                          stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True) as proc:
        assert proc.stdin is not None and proc.stdout is not None
        selector = selectors.DefaultSelector()
        selector.register(proc.stdout, selectors.EVENT_READ)
        for seed in (1, 2):
            proc.stdin.write(_line(_position(Variant.CONTREE, seed, 5)) + "\n")
            proc.stdin.flush()
            # a generous guard against a hang, not a measure of speed
            assert selector.select(timeout=60), "no answer while the input is still open"
            assert "action" in json.loads(proc.stdout.readline())
        proc.stdin.close()
        assert proc.wait(timeout=60) == 0


@pytest.mark.parametrize("level", LEVELS)
def test_the_same_seed_gives_the_same_actions_in_process_and_as_a_program(level: str) -> None:
    matches = [_position(v, s, s * 2) for v in (Variant.CLASSIC, Variant.CONTREE) for s in range(1, 16)]
    lines = [_line(m) for m in matches]
    results = {}
    for seed in (5, 6):
        program = _run("\n".join(lines) + "\n", "--level", level, "--seed", str(seed))
        assert program.returncode == 0
        from_program = [(r["seat"], r["action"]) for r in map(json.loads, program.stdout.splitlines())]
        in_process = [(r["seat"], r["action"]) for r in (answer_line(line, BotSettings(level, seed)) for line in lines)]
        assert from_program == in_process
        results[seed] = in_process
    if level == "random":
        # a different seed is a different random source: some of 30 positions get another action
        assert results[5] != results[6]


@pytest.mark.parametrize("variant, seed, steps, options", [POSITIONS[0], POSITIONS[4]])
def test_expert_answers_legally_and_the_same_for_the_same_seed(variant: Variant, seed: int, steps: int,
                                                                options: dict[str, Any]) -> None:
    match = _position(variant, seed, steps, **options)
    line = _line(match)
    program = _run(line + "\n" + line + "\n", "--level", "expert", "--seed", "2")
    assert program.returncode == 0
    first, second = map(json.loads, program.stdout.splitlines())
    assert first["seat"] == second["seat"] == match.current_player.name  # type: ignore[union-attr]
    assert first["action"] == second["action"] == answer_line(line, BotSettings("expert", 2))["action"]
    assert _parse(match, first["action"]) in match.legal_actions()


@pytest.mark.parametrize(
    "argv, message",
    [
        (["--level", "grandmaster"], "invalid choice: 'grandmaster'"),
        ([], "--level"),
        (["--level", "random", "--budget-ms", "0"], "--budget-ms must be at least 1"),
        (["--level", "random", "--seed", "x"], "invalid int value"),
    ],
)
def test_bad_arguments_are_refused_before_reading(argv: list[str], message: str) -> None:
    result = _run("", *argv)
    assert result.returncode != 0 and result.stdout == ""
    assert message in result.stderr and "Traceback" not in result.stderr


# --- hostile input ---------------------------------------------------------------------------------
def test_a_bare_cr_inside_a_line_is_part_of_that_line() -> None:
    # JSON allows a CR between tokens; reading text split the line there and answered twice
    line = _line(_position(Variant.CONTREE, 2, 3)).replace(", ", ",\r")
    assert "\r" in line
    result = _run(line + "\n", "--level", "random")
    assert (result.returncode, result.stderr) == (0, "")
    (reply,) = [json.loads(text) for text in result.stdout.splitlines()]
    assert "action" in reply
    assert "error" in answer_line('{"a":\r1}', BotSettings("random"))  # one error, for one line


def test_crlf_line_ends_are_accepted() -> None:
    line = _line(_position(Variant.CLASSIC, 3, 2))
    result = _run(line + "\r\n" + line + "\r\n", "--level", "random")
    replies = [json.loads(text) for text in result.stdout.splitlines()]
    assert len(replies) == 2 and all("action" in r for r in replies)


class _EndlessLine(io.RawIOBase):
    """A stream of one line of ``size`` bytes (then a good line), made on the fly: never held."""

    def __init__(self, size: int, then: bytes) -> None:
        self.left = size
        self.then = then
        self.largest_read = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        if self.left:
            n = min(len(buffer), self.left)
            buffer[:n] = b"x" * n
            self.left -= n
        elif self.then:
            n = min(len(buffer), len(self.then))
            buffer[:n] = self.then[:n]
            self.then = self.then[n:]
        else:
            return 0
        self.largest_read = max(self.largest_read, n)
        return n


def test_a_line_past_the_limit_is_refused_without_being_held(monkeypatch: pytest.MonkeyPatch) -> None:
    from belote_desktop.commands import bot
    from belote_desktop.commands.bot import LongLine, bounded_lines

    # 1 GiB line, read through by chunks: a 64 KiB chunk is all that is ever held of it
    stream = io.BufferedReader(_EndlessLine(1 << 30, b"\n{}\n"), buffer_size=1 << 16)
    items = list(bounded_lines(stream, 1 << 20))  # type: ignore[arg-type]
    assert items == [LongLine(1 << 30), b"{}\n"]

    good = _line(_position(Variant.CONTREE, 4, 2)).encode()
    monkeypatch.setattr(bot, "MAX_RECORD_BYTES", len(good))
    out = io.StringIO()
    serve(io.BytesIO(b"x" * (len(good) + 1) + b"\n" + good + b"\n" + good), out, BotSettings("random"))
    first, second, third = (json.loads(t) for t in out.getvalue().splitlines())
    assert first == {"error": f"line of {len(good) + 1} bytes: a game record is at most {len(good)}"}
    assert "action" in second and "action" in third  # exactly at the limit, with or without its newline


def test_bounded_lines_split_at_lf_only() -> None:
    from belote_desktop.commands.bot import bounded_lines

    stream = io.BytesIO(b"a\rb\r\nc\n\nd")
    assert list(bounded_lines(stream, 10, chunk=2)) == [b"a\rb\r\n", b"c\n", b"\n", b"d"]  # type: ignore[arg-type]


def test_a_key_twice_is_an_error_not_a_silent_choice() -> None:
    line = _line(_position(Variant.CONTREE, 2, 3)).replace('"variant": "contree"', '"variant": "classic", "variant": "contree"')
    reply = answer_line(line, BotSettings("random"))
    assert reply == {"error": 'record: not a game record (the key "variant" appears twice in one object)'}


def test_a_lone_surrogate_in_a_name_is_an_error() -> None:
    record = write_record(_position(Variant.CONTREE, 2, 3))
    record["seats"]["N"]["name"] = "\udead"
    reply = answer_line(json.dumps(record), BotSettings("random"))  # json.dumps writes it as \udead
    assert reply == {"error": "record: seats: N: name: not valid Unicode text (a lone surrogate \\udead)"}


def test_ctrl_c_ends_the_session_quietly_with_130() -> None:
    import signal

    # Ctrl+C as a terminal delivers it: to a program started with SIGINT at its default (a test
    # run started in the background of a shell without job control inherits SIGINT ignored, and
    # a program started so rightly keeps ignoring it)
    with subprocess.Popen([sys.executable, "-m", "belote_desktop", "bot", "--level", "random"],
                          stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                          preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL)) as proc:
        assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
        proc.stdin.write(_line(_position(Variant.CONTREE, 1, 3)) + "\n")
        proc.stdin.flush()
        assert "action" in json.loads(proc.stdout.readline())  # it is now waiting for the next line
        proc.send_signal(signal.SIGINT)
        assert proc.wait(timeout=60) == 130
        assert proc.stderr.read() == ""
        proc.stdin.close()
