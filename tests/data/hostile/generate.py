"""Writes the hostile-input corpus of game records beside this file, and ``EXPECTED.json``.

Run from the repository root after changing it: ``.venv/bin/python tests/data/hostile/generate.py``.
The files are committed, so the corpus is fixed data; this script is how it was made. Every file
is what an attacker or an unlucky user could hand the game as a record (docs/HOSTILE_INPUT.md).

``EXPECTED.json`` maps each file to ``"accept"`` (a valid record: the window plays it) or to a
piece of the one-line message that refuses it. Kinds of file that git cannot hold (a FIFO, a
device) and very large inputs are made by the tests themselves.
"""

from __future__ import annotations

import copy
import gzip
import json
import random
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))

from belote_desktop.engine.record import SeatConfig, PlayerKind, write_record  # noqa: E402
from belote_desktop.engine.cards import Seat  # noqa: E402
from belote_desktop.engine.rules import RuleSet, Variant  # noqa: E402
from belote_desktop.engine.state import Match, Phase  # noqa: E402

ACCEPT = "accept"


def _in_progress(variant: Variant, seed: int, actions: int, **options: Any) -> dict[str, Any]:
    """A record of a game in progress: a human at S, bots elsewhere (the window plays on)."""
    match = Match(RuleSet.default(variant).with_options(options), seed=seed)
    rng = random.Random(seed)
    match.deal()
    for _ in range(actions):
        if match.phase not in (Phase.AUCTION, Phase.PLAY):
            break
        legal = match.legal_actions()
        # bid rather than pass, so the auction ends in a contract and cards get played
        match.apply(legal[-1] if match.phase == Phase.AUCTION and rng.random() < 0.3 else rng.choice(legal))
    seats = {
        Seat.S: SeatConfig("Ana", PlayerKind.HUMAN),
        Seat.E: SeatConfig("East", PlayerKind.BOT, "easy"),
        Seat.N: SeatConfig("North", PlayerKind.BOT, "easy"),
        Seat.W: SeatConfig("West", PlayerKind.BOT, "easy"),
    }
    return write_record(match, {s: c for s, c in seats.items() if s in match.table.seats})


BASE = _in_progress(Variant.CONTREE, 11, 12)
CLASSIC = _in_progress(Variant.CLASSIC, 5, 9)
ROMANIAN = _in_progress(Variant.ROMANIAN, 7, 6, table="three")


def _with_name(name: str, seat: str = "E", base: dict[str, Any] | None = None) -> dict[str, Any]:
    record = copy.deepcopy(base or BASE)
    record["seats"][seat]["name"] = name
    return record


def _dump(record: Any, **kw: Any) -> bytes:
    return json.dumps(record, indent=1, **kw).encode("utf-8")


def _compact(record: Any) -> bytes:
    return json.dumps(record, separators=(",", ":")).encode("utf-8")


def corpus() -> dict[str, tuple[bytes, str]]:
    files: dict[str, tuple[bytes, str]] = {}

    def add(name: str, raw: bytes, expected: str) -> None:
        files[name] = (raw, expected)

    add("valid_contree_in_progress.json", _dump(BASE), ACCEPT)
    add("valid_classic_in_progress.json", _dump(CLASSIC), ACCEPT)
    add("valid_romanian_three_in_progress.json", _dump(ROMANIAN), ACCEPT)
    add("romanian_name_img_and_controls.json", _dump(_with_name("<img src=/dev/zero>\x1b[2J\u202e", "W", ROMANIAN)), ACCEPT)
    add("romanian_name_lone_surrogate.json", _dump(_with_name("\ud83c", "W", ROMANIAN)),
        "seats: W: name: not valid Unicode text")
    add("romanian_seat_at_an_empty_place.json",
        _dump({**ROMANIAN, "seats": {**ROMANIAN["seats"], "N": {"name": "Ghost"}}}), "seats: N is empty")
    add("romanian_table_a_list.json", _dump({**ROMANIAN, "rules": {"table": ["three"]}}), "rule option 'table' must be")

    # --- names: text shown in the window's labels ---------------------------------------------
    # json.dumps writes a lone surrogate as the escape \ud800: valid JSON, not valid Unicode
    add("name_lone_surrogate.json", _dump(_with_name("Ana\ud800")), "seats: E: name: not valid Unicode text")
    add("name_lone_low_surrogate.json", _dump(_with_name("\udfff", "S")), "seats: S: name: not valid Unicode text")
    level = copy.deepcopy(BASE)
    level["seats"]["W"]["level"] = "hard\udc80"
    add("level_lone_surrogate.json", _dump(level), "seats: W: level: not valid Unicode text")
    add("name_img_dev_zero.json", _dump(_with_name("<img src=/dev/zero>")), ACCEPT)
    add("name_img_dev_zero_human.json", _dump(_with_name("<img src=/dev/zero>", "S")), ACCEPT)
    add("name_rich_text.json", _dump(_with_name('<b>Bold</b><a href="file:///etc/passwd">link</a><table><tr><td>x')), ACCEPT)
    add("name_html_entities.json", _dump(_with_name("&lt;&#0;&#xD800;&amp;&nbsp;&bogus;")), ACCEPT)
    add("name_control_characters.json", _dump(_with_name("\x1b[31mred\x1b[0m\x07\r\n\t\x00")), ACCEPT)
    add("name_bidi_override.json", _dump(_with_name("\u202eoreH\u202c\u2066x\u2069")), ACCEPT)
    add("name_combining_marks.json", _dump(_with_name("Z" + "\u0301" * 98 + "!")), ACCEPT)
    add("name_astral_emoji.json", _dump(_with_name("\U0001f0a1\U0001f469\u200d\U0001f4bb\U000e0001")), ACCEPT)
    add("name_empty.json", _dump(_with_name("")), ACCEPT)
    add("name_100_characters.json", _dump(_with_name("W" * 100)), ACCEPT)
    add("name_too_long.json", _dump(_with_name("W" * 101)), "seats: E: name: 101 characters")
    add("name_100k.json", _dump(_with_name("<" * 100_000)), "seats: E: name: 100000 characters")
    add("name_not_a_string.json", _dump({**BASE, "seats": {**BASE["seats"], "E": {"name": 7, "player": "bot"}}}),
        "seats: E needs a name")
    add("name_raw_utf8_surrogate.json",
        _dump(_with_name("SURROGATE")).replace(b"SURROGATE", b"\xed\xa0\x80"), "is not UTF-8 text")

    # --- keys and structure --------------------------------------------------------------------
    raw = _dump(BASE)
    add("duplicate_top_key.json", raw.replace(b'"deals":', b'"deals": [], "deals":', 1),
        'the key "deals" appears twice')
    add("duplicate_seat.json", raw.replace(b'"S": {', b'"S": {"name": "Mallory", "player": "human"}, "S": {', 1),
        'the key "S" appears twice')
    add("duplicate_name_key.json", raw.replace(b'"name": "Ana"', b'"name": "Ana", "name": "Eve"', 1),
        'the key "name" appears twice')
    add("unknown_key_control_characters.json",
        _dump({**BASE, "\x1b]0;owned\x07\x1b[2J": 1}), "unknown keys \\x1b]0;owned\\x07\\x1b[2J")
    add("unknown_key_lone_surrogate.json", _dump({**BASE, "\ud800": 1}), "unknown keys \\ud800")
    add("unknown_key_100k.json", _dump({**BASE, "k" * 100_000: 1}), "... (")
    add("seat_key_control_characters.json",
        _dump({**BASE, "seats": {**BASE["seats"], "\x1b[5m": {"name": "x"}}}), "\\x1b[5m")
    add("deep_nesting_array.json", b"[" * 5_000 + b"]" * 5_000, "JSON nested too deeply")
    add("deep_nesting_object.json", b'{"a":' * 5_000 + b"1" + b"}" * 5_000, "JSON nested too deeply")
    nested_rule = copy.deepcopy(BASE)
    nested_rule["rules"] = {"target": json.loads("[" * 500 + "]" * 500)}
    add("deep_nesting_in_rules.json", _compact(nested_rule), "rule option 'target' must be int")
    add("top_level_list.json", b"[]", "not a game record")
    add("top_level_string.json", b'"belote-record"', "not a game record")
    add("top_level_null.json", b"null", "not a game record")
    add("top_level_number.json", b"1e400", "not a game record")

    # --- numbers -------------------------------------------------------------------------------
    add("huge_integer_version.json", raw.replace(b'"version": 1', b'"version": ' + b"9" * 5000, 1),
        "not a game record (a number of more than 4300 digits)")
    add("float_version.json", raw.replace(b'"version": 1', b'"version": 1.0', 1), "unknown version 1.0")
    add("bool_version.json", raw.replace(b'"version": 1', b'"version": true', 1), "unknown version True")
    add("nan_target.json", _dump({**BASE, "rules": {"target": float("nan")}}), "NaN is not a JSON number")
    add("infinity_target.json", _dump({**BASE, "rules": {"target": float("inf")}}), "Infinity is not a JSON number")
    add("overflowing_float_target.json", _dump({**BASE, "rules": {"target": "BIG"}}).replace(b'"BIG"', b"1e999"),
        "rule option 'target' must be int")
    add("negative_target.json", _dump({**BASE, "rules": {"target": -1}}), "target must be a positive number")
    add("huge_target.json", _dump({**BASE, "rules": {"target": 10**4000}}), ACCEPT)
    add("huge_surcontre.json", _dump({**BASE, "rules": {"surcontre_multiplier": 10**300}}),
        "surcontre_multiplier must be 3 or 4")

    # --- wrong types ---------------------------------------------------------------------------
    def deal_with(**changes: Any) -> bytes:
        record = copy.deepcopy(BASE)
        record["deals"][0].update(changes)
        return _compact(record)

    add("seats_a_list.json", _dump({**BASE, "seats": ["Ana"]}), "seats: expected an object")
    add("deals_a_string.json", _dump({**BASE, "deals": "all of them"}), "deals: expected a list")
    add("deal_a_number.json", _dump({**BASE, "deals": [1]}), "deal 1: expected an object")
    add("dealer_a_number.json", deal_with(dealer=0), "not a seat: 0")
    add("dealer_control_characters.json", deal_with(dealer="\x1b[1mS"), "\\x1b[1mS")
    add("hands_a_string.json", deal_with(hands="SEWN"), "hands: expected an object")
    add("cards_numbers.json", deal_with(hands={s: list(range(8)) for s in "SENW"}), "hands: S")
    add("cards_null.json", deal_with(plays=[None]), "trick 1")
    add("auction_an_object.json", deal_with(auction={"pass": 4}), "auction: expected a list")
    add("auction_huge.json", deal_with(auction=["pass"] * 20_000), "the auction was over")
    add("plays_huge.json", deal_with(plays=BASE["deals"][0]["plays"] + ["AS"] * 20_000), "trick")
    add("announced_a_list.json", deal_with(announced=["belote"]), "announced: expected an object")
    add("variant_a_list.json", _dump({**BASE, "variant": ["contree"]}), "needs a variant name")
    add("variant_unknown_control.json", _dump({**BASE, "variant": "\x1b[31mpoker"}), "unknown variant '\\x1b[31mpoker'")
    add("rules_bool_as_int.json", _dump({**BASE, "rules": {"target": True}}), "rule option 'target' must be int")

    # --- not JSON, not text --------------------------------------------------------------------
    add("truncated_half.json", raw[: len(raw) // 2], "not JSON:")
    add("truncated_one_byte.json", raw[:-3], "not JSON:")
    add("empty.json", b"", "not JSON: Expecting value at line 1, column 1")
    add("whitespace_only.json", b" \n\t\r\n", "not JSON:")
    add("bom_only.json", b"\xef\xbb\xbf", "not JSON:")
    add("utf16.json", raw.decode().encode("utf-16"), "is not UTF-8 text")
    add("latin1_name.json", _dump(_with_name("Zo\u00e9"), ensure_ascii=False).replace("Zo\u00e9".encode(), "Zo\u00e9".encode("latin-1")),
        "is not UTF-8 text")
    add("control_character_in_string.json", raw.replace(b'"Ana"', b'"A\x01na"', 1),
        "not JSON: Invalid control character at line")
    add("nul_bytes.json", b"\x00" * 4096, "not JSON:")
    noise = random.Random(14)
    add("binary_noise.bin", bytes(noise.randrange(256) for _ in range(4096)), "is not UTF-8 text")
    # a small gzip that would inflate to 64 MiB: records are never gzip, so it is never inflated
    add("gzip_bomb.json.gz", gzip.compress(b"\x00" * (64 << 20), 9, mtime=0), "is not UTF-8 text")
    add("gzip_of_a_valid_record.json.gz", gzip.compress(raw, 9, mtime=0), "is not UTF-8 text")
    add("json_lines.json", raw.replace(b"\n", b" ") + b"\n" + raw.replace(b"\n", b" "), "not JSON: Extra data")
    return files


def main() -> None:
    files = corpus()
    for old in HERE.iterdir():
        # only the records at the top: a folder beside them (decks/) holds other tests' corpus
        if old.is_file() and old.name not in files and old.name not in ("generate.py", "EXPECTED.json"):
            old.unlink()
    for name, (raw, _) in files.items():
        (HERE / name).write_bytes(raw)
    expected = {name: expected for name, (_, expected) in sorted(files.items())}
    (HERE / "EXPECTED.json").write_text(json.dumps(expected, indent=1, ensure_ascii=True) + "\n")
    print(f"{len(files)} files")


if __name__ == "__main__":
    main()
