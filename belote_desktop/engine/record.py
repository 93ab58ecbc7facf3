"""Game records (docs/RECORDS.md): a match to and from its JSON form, by replaying every action through
the engine, so a record can never put the program in a state the rules forbid.

Pure functions over Python values; reading and writing files (atomically) is ``savegame``'s job.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Mapping

from belote_desktop.engine.auctions import format_action, parse_action
from belote_desktop.engine.balls import RomanianScore
from belote_desktop.engine.cards import Card, Seat, card_name, cards_of, parse_card
from belote_desktop.engine.dealing import DealLayout, LayoutError
from belote_desktop.engine.declarations import BELOTE, Declaration, DeclarationKind, find_belotes, find_declarations
from belote_desktop.engine.play import IllegalActionError, Trick
from belote_desktop.engine.romanian import RomanianDeal, romanian_deal
from belote_desktop.engine.romanian_auction import RomanianAuction, Stage
from belote_desktop.engine.rules import RuleSet, RulesError, Variant
from belote_desktop.engine.scoring import DealScore
from belote_desktop.engine.state import DealState, Match, Phase
from belote_desktop.engine.table import Table

FORMAT = "belote-record"
VERSION = 1
_TOP_KEYS = {"format", "version", "variant", "rules", "seats", "deals"}
_DEAL_KEYS = {"dealer", "hands", "turned", "auction", "plays", "announced", "stock"}
_ANNOUNCE_NAMES = {k.value for k in DeclarationKind} | {BELOTE}


#: the longest seat name or bot level a record may hold (the window's own names are far shorter);
#: a name is shown in labels, so a megabyte of it is an attack, not a name
MAX_NAME_CHARS = 100
#: an error message is cut here: it quotes the record, and the record may hold anything
MAX_MESSAGE_CHARS = 400


def printable(text: str) -> str:
    """``text`` with every character that is not printable escaped (``\\x1b``, ``\\u202e``, ``\\ud800``),
    so a message quoting a record is one line that cannot drive a terminal or turn text around."""
    if text.isprintable():
        return text
    out = []
    for ch in text:
        if ch.isprintable() or unicodedata.category(ch) == "Zs":  # a no-break space is harmless
            out.append(ch)
        else:
            code = ord(ch)
            out.append(f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}")
    return "".join(out)


class RecordError(ValueError):
    """A record that cannot be replayed; the message names the first fault and where it is.

    The message is made printable (``printable``): whatever a record holds, it is one plain line."""

    def __init__(self, message: object = "") -> None:
        text = printable(str(message))
        if len(text) > MAX_MESSAGE_CHARS:  # a megabyte key quoted whole is no longer a message
            text = f"{text[:MAX_MESSAGE_CHARS]}... ({len(text)} characters)"
        super().__init__(text)


class PlayerKind(Enum):
    HUMAN = "human"
    BOT = "bot"


@dataclass(frozen=True, slots=True)
class SeatConfig:
    name: str
    player: PlayerKind = PlayerKind.HUMAN
    level: str | None = None  # bots only: easy, medium, hard, ...

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "player": self.player.value}
        if self.level is not None:
            out["level"] = self.level
        return out


def default_seats(table: Table = Table.FOUR) -> dict[Seat, SeatConfig]:
    return {s: SeatConfig({Seat.S: "South", Seat.E: "East", Seat.N: "North", Seat.W: "West"}[s]) for s in table.seats}


@dataclass
class PlayedTrick:
    trick: Trick
    legal: list[list[Card]]  # for each card, what its player could have played


@dataclass
class DealReport:
    """One replayed deal, as ``check`` reports it."""

    state: DealState
    tricks: list[PlayedTrick] = field(default_factory=list)


@dataclass
class Replay:
    match: Match
    seats: dict[Seat, SeatConfig]
    deals: list[DealReport]


# --- reading ------------------------------------------------------------------------------------
def _fail(where: str, message: str) -> RecordError:
    return RecordError(f"{where}: {message}")


def _seat(value: Any, where: str) -> Seat:
    if not isinstance(value, str):
        raise _fail(where, f"not a seat: {value!r} (expected one of S E N W)")
    try:
        return Seat.parse(value)
    except ValueError as e:
        raise _fail(where, str(e)) from None


def _text(value: str, where: str) -> None:
    """A free text of the record (a seat's name): Unicode that can be written back, of a sane length.

    A lone surrogate (``"\\ud800"`` in the JSON) is not a character: the game could show it but never
    save it again, so it is refused here rather than failing every save after."""
    if len(value) > MAX_NAME_CHARS:
        raise _fail(where, f"{len(value)} characters, more than the {MAX_NAME_CHARS} a name may have")
    bad = next((ch for ch in value if 0xD800 <= ord(ch) <= 0xDFFF), None)
    if bad is not None:
        raise _fail(where, f"not valid Unicode text (a lone surrogate \\u{ord(bad):04x})")


def _cards(values: Any, where: str) -> list[Card]:
    if not isinstance(values, list):
        raise _fail(where, f"expected a list of cards, got {type(values).__name__}")
    try:
        return [parse_card(v) for v in values]
    except ValueError as e:
        raise _fail(where, str(e)) from None


def _seats(value: Any, table: Table) -> dict[Seat, SeatConfig]:
    if value is None:
        return default_seats(table)
    if not isinstance(value, dict):
        raise _fail("record", "seats: expected an object keyed by S E N W")
    seats: dict[Seat, SeatConfig] = {}
    for key, entry in value.items():
        seat = _seat(key, "record: seats")
        if seat not in table.seats:
            raise _fail("record", f"seats: {key} is empty at the {table.value} table")
        if not isinstance(entry, dict) or not isinstance(entry.get("name"), str):
            raise _fail("record", f"seats: {key} needs a name")
        _text(entry["name"], f"record: seats: {key}: name")
        try:
            player = PlayerKind(entry.get("player", "human"))
        except ValueError:
            raise _fail("record", f"seats: {key}: player must be 'human' or 'bot'") from None
        level = entry.get("level")
        if level is not None and not isinstance(level, str):
            raise _fail("record", f"seats: {key}: level must be a string")
        if level is not None:
            _text(level, f"record: seats: {key}: level")
        unknown = set(entry) - {"name", "player", "level"}
        if unknown:
            raise _fail("record", f"seats: {key}: unknown keys {', '.join(sorted(unknown))}")
        seats[seat] = SeatConfig(entry["name"], player, level)
    missing = [s.name for s in table.seats if s not in seats]
    if missing:
        raise _fail("record", f"seats: missing {' '.join(missing)}")
    return seats


def _announced(value: Any, where: str) -> dict[Seat, list[str]] | None:
    if value is None:
        return None
    if not isinstance(value, dict):
        raise _fail(where, "announced: expected an object keyed by seat")
    out: dict[Seat, list[str]] = {}
    for key, names in value.items():
        seat = _seat(key, f"{where}: announced")
        if not isinstance(names, list) or not all(isinstance(n, str) and n in _ANNOUNCE_NAMES for n in names):
            raise _fail(where, f"announced: {key}: expected a list of {', '.join(sorted(_ANNOUNCE_NAMES))}")
        out[seat] = list(names)
    return out


def read_record(data: Any) -> Replay:
    """Replay a parsed record; raises RecordError naming the first fault."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _fail("record", f"not a game record (expected \"format\": \"{FORMAT}\")")
    if type(data.get("version")) is not int or data["version"] != VERSION:  # not true, not 1.0
        raise _fail("record", f"unknown version {data.get('version')!r} (this program reads version {VERSION})")
    unknown = set(data) - _TOP_KEYS
    if unknown:
        raise _fail("record", f"unknown keys {', '.join(sorted(unknown))}")
    rules_data = data.get("rules", {})
    if not isinstance(rules_data, dict) or not isinstance(data.get("variant"), str):
        raise _fail("record", "needs a variant name and a rules object")
    try:
        rules = RuleSet.from_record(data["variant"], rules_data)
    except RulesError as e:
        raise _fail("record", f"rules: {e}") from None
    seats = _seats(data.get("seats"), rules.table)
    deals = data.get("deals")
    if not isinstance(deals, list):
        raise _fail("record", "deals: expected a list")
    match: Match | None = None
    reports: list[DealReport] = []
    for index, deal_data in enumerate(deals):
        number = index + 1
        where = f"deal {number}"
        if not isinstance(deal_data, dict):
            raise _fail(where, "expected an object")
        unknown = set(deal_data) - _DEAL_KEYS
        if unknown:
            raise _fail(where, f"unknown keys {', '.join(sorted(unknown))}")
        dealer = _seat(deal_data.get("dealer"), f"{where}: dealer")
        if dealer not in rules.table.seats:
            raise _fail(f"{where}: dealer", f"seat {dealer.name} is empty at the {rules.table.value} table")
        if match is None:
            match = Match(rules, first_dealer=dealer)
        if match.phase == Phase.OVER:
            raise _fail(where, f"the match was over after deal {number - 1}")
        if match.phase != Phase.DEAL:
            raise _fail(f"deal {number - 1}", "unfinished, but another deal follows")
        if dealer != match.dealer:
            raise _fail(where, f"dealer is {dealer.name}, but the deal passes to {match.dealer.name}")
        reports.append(_replay_deal(match, rules, deal_data, number, where))
    if match is None:
        match = Match(rules, first_dealer=Seat.S)
    return Replay(match, seats, reports)


def _romanian_layout(rules: RuleSet, deal_data: Mapping[str, Any], dealer: Seat, where: str) -> DealLayout:
    table = rules.table
    hands_data = deal_data.get("hands")
    names = {s.name for s in table.seats}
    if not isinstance(hands_data, dict) or set(hands_data) != names:
        raise _fail(where, f"hands: expected an object with the hands of {', '.join(s.name for s in table.seats)}")
    hands = [_cards(hands_data[s.name], f"{where}: hands: {s.name}") if s in table.seats else [] for s in Seat]
    turned_data = deal_data.get("turned")
    try:
        turned = parse_card(turned_data)  # type: ignore[arg-type]  # a missing card is refused by parse_card
    except ValueError as e:
        raise _fail(where, f"turned: {e}") from None
    stock = _cards(deal_data.get("stock", []), f"{where}: stock")
    try:
        return DealLayout.from_romanian_hands(table, dealer, hands, turned, stock)
    except LayoutError as e:
        raise _fail("record", f"hands: {e} ({where})") from None


def _layout(rules: RuleSet, deal_data: Mapping[str, Any], dealer: Seat, where: str) -> DealLayout:
    if rules.variant == Variant.ROMANIAN:
        return _romanian_layout(rules, deal_data, dealer, where)
    hands_data = deal_data.get("hands")
    if not isinstance(hands_data, dict) or set(hands_data) != {"S", "E", "N", "W"}:
        raise _fail(where, "hands: expected an object with the hands of S, E, N and W")
    hands = [_cards(hands_data[s.name], f"{where}: hands: {s.name}") for s in Seat]
    turned_data = deal_data.get("turned")
    turned = None
    if turned_data is not None:
        try:
            turned = parse_card(turned_data)
        except ValueError as e:
            raise _fail(where, f"turned: {e}") from None
    stock = _cards(deal_data.get("stock", []), f"{where}: stock")
    if stock and rules.variant != Variant.CLASSIC:
        raise _fail(where, "stock: only Classic deals have a stock")
    if stock and turned is not None and any(turned in h for h in hands):
        # after the completion (the taker holds the turned card) the stock is in the hands
        raise _fail(where, "stock: only a record written before the completion has a stock")
    try:
        return DealLayout.from_hands(rules.variant, dealer, hands, turned, stock)
    except LayoutError as e:
        raise _fail("record", f"hands: {e} ({where})") from None


def _replay_deal(match: Match, rules: RuleSet, deal_data: Mapping[str, Any], number: int, where: str) -> DealReport:
    layout = _layout(rules, deal_data, match.dealer, where)
    announced = _announced(deal_data.get("announced"), where)
    romanian = rules.variant == Variant.ROMANIAN
    match.deal(layout, announced, declare_all=romanian and announced is None)
    deal = match.current
    assert deal is not None
    auction = deal_data.get("auction", [])
    if not isinstance(auction, list):
        raise _fail(where, "auction: expected a list")
    for i, text in enumerate(auction):
        if match.phase != Phase.AUCTION:
            late = _late_call(deal, text) if romanian else None
            if late is not None:
                raise _fail(f"{where}, auction", late)
            calls = f"{i} call" if i == 1 else f"{i} calls"
            raise _fail(f"{where}, auction", f"the auction was over after {calls}, but the record has {len(auction)}")
        try:
            match.apply(parse_action(text))
        except (ValueError, IllegalActionError) as e:
            # the taker's own combinations are declared as its auction ends, at its first turn of play
            place = "trick 1" if isinstance(e, IllegalActionError) and e.action.startswith("declare") else "auction"
            raise _fail(f"{where}, {place}", str(e)) from None
    plays = deal_data.get("plays", [])
    if not isinstance(plays, list):
        raise _fail(where, "plays: expected a list")
    if romanian:
        _check_romanian_completion(deal, deal_data, where)
    if match.phase != Phase.PLAY:
        if plays:
            if deal.is_finished:
                raise _fail(f"{where}, trick 1", "the deal is over, but the record has more cards")
            raise _fail(where, "plays: there is no play before the auction has chosen a trump")
        if romanian:
            return DealReport(deal)
        if deal.layout.turned is not None and len(deal_data["hands"]["S"]) != len(deal.layout.hands[Seat.S]):
            raise _fail("record", f"hands: completed, but the auction has chosen no taker ({where})")
        if match.phase == Phase.AUCTION and deal.layout.turned is not None and not deal.layout.stock:
            # without it the completion would deal nothing: hands of 5 and 6 cards
            raise _fail(where, "stock: a Classic deal still in its auction needs its stock of 11 cards")
        return DealReport(deal)
    if not romanian:
        _check_completion(deal, deal_data, where)
        _check_announced(deal, rules, where)
    report = DealReport(deal)
    play = deal.play
    assert play is not None
    legal: list[list[Card]] = []
    for text in plays:
        trick_no = play.trick_number + 1
        try:
            c = parse_card(text)
        except ValueError as e:
            raise _fail(f"{where}, trick {trick_no}", str(e)) from None
        if match.phase != Phase.PLAY:
            raise _fail(f"{where}, trick {trick_no}", "the deal is over, but the record has more cards")
        # in the play phase every legal action is a card
        legal.append([a for a in match.legal_actions() if isinstance(a, Card)])
        try:
            match.apply(c)
        except IllegalActionError as e:
            raise _fail(f"{where}, trick {trick_no}", str(e)) from None
        if len(legal) == play.size:
            report.tricks.append(PlayedTrick(play.last_trick(), legal))
            legal = []
    return report


def _late_call(deal: DealState, text: Any) -> str | None:
    """Why a Romanian swap or cancel the record says after the auction ended is refused (None: not one)."""
    auction = deal.auction
    assert isinstance(auction, RomanianAuction)
    try:
        action = parse_action(text)
    except ValueError:
        return None
    reason = auction.refused_after_end(action)
    return None if reason is None else f"{format_action(action)} refused: {reason}"


def _check_romanian_completion(deal: DealState, deal_data: Mapping[str, Any], where: str) -> None:
    """Once trump is chosen the record's hands must be what the swap and completion gave."""
    auction = deal.auction
    assert isinstance(auction, RomanianAuction)
    if auction.stage not in (Stage.CANCEL, Stage.DONE) or deal_data.get("stock"):
        return
    table = auction.table
    hands = deal.play_hands()
    for seat in table.seats:
        got = {parse_card(c) for c in deal_data["hands"][seat.name]}
        if got != set(hands[seat]):
            raise _fail("record", f"hands: {seat.name}'s hand is not what the swap and the completion give ({where})")


def _check_announced(deal: DealState, rules: RuleSet, where: str) -> None:
    """A seat can only announce what it holds, and declarations only where they are played."""
    if deal.announced is None:
        return
    if deal.auction.result is None:
        raise _fail(where, "announced: nobody took, so nothing was announced in play")
    strain = deal.auction.result.strain
    for seat, names in deal.announced.items():
        held = [d.kind.value for d in find_declarations(seat, deal.hands[seat])] if rules.declarations else []
        if strain is not None:  # a contract without a trump has no belote
            held += [BELOTE for s, _ in find_belotes(deal.hands, strain) if s == seat]
        for name in names:
            if name in held:
                held.remove(name)
            elif name != BELOTE and not rules.declarations:
                raise _fail(where, f"announced: {seat.name} announced {name}, but declarations are not played")
            else:
                raise _fail(where, f"announced: {seat.name} announced {name} without holding it")


def _check_completion(deal: DealState, deal_data: Mapping[str, Any], where: str) -> None:
    """Classic: the record's hands must be what the completion gave (the taker holds the turned card)."""
    if deal.layout.turned is None:
        return
    result = deal.auction.result
    assert result is not None and result.taker is not None  # play started: someone took
    taker = result.taker
    record_hands = deal_data["hands"]
    if all(len(record_hands[s.name]) == 5 for s in Seat) and deal.layout.stock:
        return  # a record written before the completion, with its stock
    if not deal.layout.stock:
        raise _fail("record", f"hands: trump was chosen, so the hands after the completion are needed ({where})")
    if deal.layout.turned not in {parse_card(c) for c in record_hands[taker.name]}:
        raise _fail("record", f"hands: the taker {taker.name} must hold the turned card {card_name(deal.layout.turned)} ({where})")
    for seat in Seat:
        got = {parse_card(c) for c in record_hands[seat.name]}
        if got != {c for c in deal.play_hands()[seat]}:
            if seat == taker:
                message = f"the taker {seat.name} must hold the turned card {card_name(deal.layout.turned)}"
            else:
                message = f"{seat.name}'s hand is not what the completion gives"
            raise _fail("record", f"hands: {message} ({where})")


# --- writing ------------------------------------------------------------------------------------
def write_record(match: Match, seats: Mapping[Seat, SeatConfig] | None = None) -> dict[str, Any]:
    """The JSON form of a match, finished or in progress."""
    table = match.table
    seats = seats or default_seats(table)
    return {
        "format": FORMAT,
        "version": VERSION,
        "variant": match.rules.variant.value,
        "rules": match.rules.changed_options(),
        "seats": {s.name: seats[s].to_json() for s in table.seats},
        "deals": [_deal_json(d, table) for d in match.deals],
    }


def _deal_json(deal: DealState, table: Table) -> dict[str, Any]:
    out: dict[str, Any] = {"dealer": deal.dealer.name}
    hands = deal.play_hands()
    out["hands"] = {s.name: [card_name(c) for c in hands[s]] for s in table.seats}
    romanian = isinstance(deal.auction, RomanianAuction)
    if deal.layout.turned is not None:
        out["turned"] = card_name(deal.layout.turned)
        if isinstance(deal.auction, RomanianAuction) and deal.auction.stage not in (Stage.CANCEL, Stage.DONE):
            out["stock"] = [card_name(c) for c in deal.layout.stock]
        elif not romanian and deal.play is None and deal.auction.result is None:
            out["stock"] = [card_name(c) for c in deal.layout.stock]  # needed to resume the auction
    out["auction"] = [format_action(a) for _, a in deal.auction.history]
    if deal.play is not None:
        out["plays"] = [card_name(c) for c in deal.play.played]
    if romanian:
        # Declared combinations are what counts: a record says exactly which (none is none).
        declared: dict[str, list[str]] = {}
        for d in romanian_deal(deal).declared:
            declared.setdefault(d.seat.name, []).append(d.kind.value)
        out["announced"] = declared
    elif deal.announced is not None:
        out["announced"] = {s.name: list(v) for s, v in deal.announced.items()}
    return out


# --- reports (what `check` prints) ---------------------------------------------------------------
def deal_summary(report: DealReport, with_legal: bool = False, details: bool = False) -> dict[str, Any]:
    """One deal as `check --json` shows it (docs/RECORDS.md 3); ``details`` adds what the text report also
    prints: ``declared`` (the declarations that scored) and a litige's ``reserve_held``/``reserve_paid``."""
    deal = report.state
    result = deal.auction.result
    score: DealScore | RomanianScore | None = deal.score
    tricks = []
    for t in report.tricks:
        entry: dict[str, Any] = {
            "leader": t.trick.leader.name,
            "cards": [card_name(c) for c in t.trick.cards],
            "winner": t.trick.winner.name,
            "points": t.trick.points,
        }
        if with_legal:
            entry["legal"] = [sorted(card_name(c) for c in cards) for cards in t.legal]
        tricks.append(entry)
    belote_seats = [s.name for s, _ in deal.belotes] if deal.play is not None else []
    table = deal.layout.table
    side_names = table.side_names
    declarations = {name: 0 for name in side_names}
    if deal.declaration_team is not None and deal.play is not None and deal.play.trick_number >= 1:
        team = deal.declaration_team
        declarations[team.name] = sum(d.points for d in deal.declarations if d.seat.team == team)
    if score is not None and score.breakdown:
        # what counted, as the engine's score says (Romanian: none for a side without a trick)
        declarations = _by_side(tuple(p.declarations for p in score.breakdown), side_names)
    elif isinstance(deal.extra, RomanianDeal) and deal.extra.combinations is not None:
        # judged after trick 2, the deal not yet scored
        declarations = _by_side(deal.extra.combinations.points, side_names)
    if score:
        result_name: str | None = score.result.value
    elif deal.outcome is not None:
        result_name = deal.outcome.value
    elif result and result.is_passed_out:
        result_name = "cancelled" if result.cancelled_by is not None else "redeal"
    else:
        result_name = None
    out: dict[str, Any] = {
        "dealer": deal.dealer.name,
        "taker": result.taker.name if result and result.taker is not None else None,  # Seat.S is 0
        "trump": result.strain.code if result and result.strain is not None else None,
        "contract": result.contract.code if result and result.contract else None,
        "multiplier": result.contract.multiplier if result and result.contract else 1,
        "tricks": tricks,
        "declarations": declarations,
        "belote": (belote_seats[0] if len(belote_seats) == 1 else belote_seats) if belote_seats else None,
        "points": _by_side(score.points, side_names) if score else None,
        "result": result_name,
        "score": _by_side(tuple(a + b for a, b in zip(score.score, deal.reserve_paid)), side_names) if score else None,
    }
    if not details:
        return out
    if score is not None:
        voided = {name: {"points": p.voided, "why": p.why.value} for name, p in zip(side_names, score.breakdown)
                  if p.voided and p.why is not None}
        if voided:
            out["voided"] = voided
    play = deal.play
    if play is not None and not play.is_over and play.trick_cards:
        leader = play.winners[-1] if play.winners else play.first_leader
        out["current_trick"] = {"leader": Seat(leader).name, "cards": [card_name(c) for c in play.trick_cards]}
    if isinstance(deal.auction, RomanianAuction):
        out["declared"] = [_declaration_json(d) for d in _romanian_counted(deal)]
        cancelled = _romanian_cancel(deal)
        if cancelled is not None:
            out["cancelled"] = {"seat": cancelled[0].name, "why": cancelled[1]}
        penalties = tuple(p.penalty for p in score.breakdown) if score is not None else ()
        if any(penalties):
            out["penalties"] = _by_side(penalties, side_names)
        return out
    out["declared"] = [_declaration_json(d) for d in deal.declarations if d.seat.team == deal.declaration_team]
    if score and score.reserve_added:
        out["reserve_held"] = score.reserve_added
    if any(deal.reserve_paid):
        out["reserve_paid"] = _by_side(deal.reserve_paid, side_names)
    return out


def _romanian_cancel(deal: DealState) -> tuple[Seat, str] | None:
    """Who cancelled a Romanian deal and why: ``under_14`` (in the auction) or ``four_7`` (declared)."""
    if deal.cancelled is None:
        return None
    return deal.cancelled.seat, deal.cancelled.why.value


def _romanian_counted(deal: DealState) -> tuple[Declaration, ...]:
    """The combinations and Bella that counted; once the deal is scored, none of a side without a trick."""
    extra = romanian_deal(deal)
    scored = extra.combinations.scored if extra.combinations is not None else ()
    bella = tuple(d for d in extra.declared if d.kind == DeclarationKind.BELLA)
    score = deal.score
    if not isinstance(score, RomanianScore):
        return (*scored, *bella)
    side_of = deal.layout.table.side_of
    return (
        *(d for d in scored if score.combinations[side_of(d.seat)]),
        *(d for d in bella if score.bella[side_of(d.seat)]),
    )


def _by_side(values: tuple[int, ...], names: tuple[str, ...]) -> dict[str, int]:
    """Keyed by team (NS, EW), or by seat at the Romanian three-player and duel tables."""
    return {name: values[i] for i, name in enumerate(names)}


def _declaration_json(d: Declaration) -> dict[str, Any]:
    return {"seat": d.seat.name, "kind": d.kind.value, "points": d.points, "cards": [card_name(c) for c in cards_of(d.cards)]}


def match_summary(replay: Replay, with_legal: bool = False, details: bool = False) -> dict[str, Any]:
    match = replay.match
    return {
        "deals": [deal_summary(r, with_legal, details) for r in replay.deals],
        "totals": _by_side(tuple(match.totals), match.table.side_names),
        "winner": match.winner.name if match.winner is not None else None,
    }
