"""Where everything on the table goes: a pure function from the facts of a view to places.

No widgets here, so the geometry can be checked with plain asserts at any window size. Scene
coordinates are viewport pixels (the view keeps one scene unit per pixel); a `Place` is the
centre of a card, its rotation about that centre, its scale against the full card size, its
stacking order and how it is shown.

The viewer always sits at the bottom: the table is turned so that the seat at the screen is
South on screen, the next seat to play (counter-clockwise) on the right, the partner at the top.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from enum import IntEnum
from itertools import permutations
from typing import Iterable

from belote_desktop.engine.cards import Card, Seat, Suit
from belote_desktop.engine.contract import TABLES, Strain

#: card height against the scene: limited by the height (four rows of cards and labels) and
#: by the width (the fanned hand and the side hands)
HEIGHT_SHARE = 0.215
WIDTH_SHARE = 0.16
#: the other seats' hands are drawn smaller: they are backs, and the table needs the room
HIDDEN_SCALE = 0.6
TRICK_SCALE = 1.0  # face up in the middle: drawn 1:1, never resampled
PILE_SCALE = 0.5
#: the viewer's fan: step between cards against the card width, lift of a playable card,
#: sag of the arc and the tilt of the outermost card
FAN_STEP = 0.62
HIDDEN_STEP = 0.3
RAISE = 0.16
ARC = 0.035
TILT_DEGREES = 4.0
#: labels' type size against the card height, and its bounds in pixels
FONT_SHARE = 0.1
FONT_MIN = 13.0
FONT_MAX = 46.0

RED_SUITS = frozenset({Suit.HEARTS, Suit.DIAMONDS})


class Side(IntEnum):
    """Where a seat sits on screen; values count seats after the viewer in playing order."""

    BOTTOM = 0
    RIGHT = 1
    TOP = 2
    LEFT = 3


def side_of(seat: Seat, viewer: Seat) -> Side:
    return Side((seat - viewer) & 3)


def seat_at(side: Side, viewer: Seat) -> Seat:
    return Seat((viewer + side) & 3)


def screen_sides(viewer: Seat, seats: tuple[Seat, ...] = tuple(Seat)) -> dict[Seat, Side]:
    """Where each occupied seat sits on screen, the viewer at the bottom.

    At four the table simply turns. Three players (S E W at the Romanian table) sit bottom,
    right and left whoever is at the screen, so the empty seat is always the far one and the
    next to play is on the right; a duel is face to face.
    """
    if len(seats) == 4 or viewer not in seats:
        return {s: side_of(s, viewer) for s in seats}
    i = seats.index(viewer)
    order = seats[i:] + seats[:i]  # playing order from the viewer
    sides = (Side.BOTTOM, Side.RIGHT, Side.LEFT) if len(seats) == 3 else (Side.BOTTOM, Side.TOP)
    return dict(zip(order, sides))


# --- sorting the hand ---------------------------------------------------------------------------


def sort_hand(cards: Iterable[Card], strain: Strain | None) -> tuple[Card, ...]:
    """Trumps first, then the suits with colours alternating, each suit high to low in the
    strain's order (no trump order while no strain is chosen)."""
    tables = TABLES[strain if strain is not None else Strain.NO_TRUMP]
    held = sorted({c >> 3 for c in cards})
    trump = strain.suit if strain is not None else None
    order = _suit_order([Suit(s) for s in held], trump)
    rank_of_suit = {suit: i for i, suit in enumerate(order)}
    return tuple(sorted(cards, key=lambda c: (rank_of_suit[Suit(c >> 3)], -tables.strength[c])))


def _suit_order(suits: list[Suit], trump: Suit | None) -> tuple[Suit, ...]:
    """The order with the fewest neighbours of one colour; the trump leads; ties go to S H C D."""
    preferred = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
    suits = sorted(suits, key=preferred.index)
    best: tuple[Suit, ...] = tuple(suits)
    best_key: tuple[int, tuple[int, ...]] | None = None
    for order in permutations(suits):
        if trump in suits and order[0] != trump:
            continue
        clashes = sum((a in RED_SUITS) == (b in RED_SUITS) for a, b in zip(order, order[1:]))
        key = (clashes, tuple(preferred.index(s) for s in order))
        if best_key is None or key < best_key:
            best, best_key = order, key
    return best


# --- geometry -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Rect:
    x: float
    y: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def bottom(self) -> float:
        return self.y + self.height

    @property
    def centre(self) -> tuple[float, float]:
        return (self.x + self.width / 2, self.y + self.height / 2)

    def intersects(self, other: Rect) -> bool:
        return self.x < other.right and other.x < self.right and self.y < other.bottom and other.y < self.bottom

    def inside(self, other: Rect, tolerance: float = 0.5) -> bool:
        return (
            self.x >= other.x - tolerance
            and self.y >= other.y - tolerance
            and self.right <= other.right + tolerance
            and self.bottom <= other.bottom + tolerance
        )


@dataclass(frozen=True, slots=True)
class Place:
    """A card on the table: its centre, tilt, stacking and how it is shown."""

    x: float
    y: float
    rotation: float = 0.0
    z: float = 0.0
    face_up: bool = False
    raised: bool = False
    dimmed: bool = False
    scale: float = 1.0
    shown: bool = True  # False for a card out of play (the 7s and 8s at a 24-card table)

    def bounds(self, card_width: float, card_height: float) -> Rect:
        """The axis-aligned box the turned, scaled card covers."""
        w, h = card_width * self.scale, card_height * self.scale
        a = math.radians(self.rotation)
        cos, sin = abs(math.cos(a)), abs(math.sin(a))
        bw, bh = w * cos + h * sin, w * sin + h * cos
        return Rect(self.x - bw / 2, self.y - bh / 2, bw, bh)


@dataclass(frozen=True, slots=True)
class Anchor:
    """Where a label hangs: the point (x, y) and which point of the label sits on it, as
    fractions of its width and height (0.5, 1.0 = the middle of its bottom edge)."""

    x: float
    y: float
    fx: float
    fy: float

    def rect_for(self, width: float, height: float, within: Rect) -> Rect:
        """A label of this size hung here, moved inside ``within`` if it would stick out."""
        x = min(max(self.x - self.fx * width, within.x), within.right - width)
        y = min(max(self.y - self.fy * height, within.y), within.bottom - height)
        return Rect(x, y, width, height)


@dataclass(frozen=True, slots=True)
class TableFacts:
    """What the layout needs to know about a view, and the room it has."""

    viewer: Seat
    hand: tuple[Card, ...]  # the viewer's hand, already sorted (`sort_hand`)
    hand_sizes: tuple[int, int, int, int]  # indexed by Seat
    trick: tuple[tuple[Seat, Card], ...]  # the trick in progress, in playing order
    width: float
    height: float
    card_width: float
    card_height: float
    #: the cards the viewer may play now, or None when the viewer is not choosing a card
    legal: frozenset[Card] | None = None
    turned: Card | None = None  # Classic auction: the card turned up in the middle
    stock: int = 0  # Classic auction: the cards still to be dealt
    won: tuple[int, int, int, int] = (0, 0, 0, 0)  # cards in each seat's pile of won tricks
    seats: tuple[Seat, ...] = tuple(Seat)  # the occupied seats (Romanian: three, or two in a duel)


@dataclass(frozen=True)
class TableLayout:
    font_px: float
    table: Rect  # the whole scene
    centre: tuple[float, float]  # the middle of the trick
    hand: tuple[Place, ...]  # the viewer's hand, aligned with TableFacts.hand
    hidden: dict[Seat, tuple[Place, ...]]  # the other hands, face down
    trick: tuple[Place, ...]  # aligned with TableFacts.trick
    turned: Place | None
    stock: tuple[Place, ...]
    won: dict[Seat, tuple[Place, ...]]  # each seat's pile, one place per card
    badges: dict[Seat, Rect]  # the count of tricks on each non-empty pile
    pack: dict[Seat, Place]  # where the pack lies before the deal when this seat deals
    plates: dict[Seat, Rect]  # the name plates of the occupied seats
    bubbles: dict[Seat, Anchor]  # belote, declarations and calls, said by the seat
    score_box: Rect
    contract_box: Rect
    hand_sizes: tuple[int, int, int, int] = field(default=(0, 0, 0, 0))

    def card_places(self) -> list[Place]:
        """Every card place, for checks."""
        out = [*self.hand, *self.trick, *self.stock]
        if self.turned is not None:
            out.append(self.turned)
        for places in (*self.hidden.values(), *self.won.values()):
            out.extend(places)
        return out


#: the height of one more row in the score box, in font pixels
SCORE_ROW = 1.4
#: a pile's trick-count badge: its size in font pixels, and how much of it sticks out past the card
BADGE_SIZE = 1.5
BADGE_OVERHANG = 0.4


def card_height_for(width: float, height: float) -> float:
    """The full card height for a scene of this size: cards grow with the window."""
    return max(40.0, min(height * HEIGHT_SHARE, width * WIDTH_SHARE / 0.72))


def font_px_for(card_height: float) -> float:
    return min(FONT_MAX, max(FONT_MIN, card_height * FONT_SHARE))


def plate_size(font_px: float) -> tuple[float, float]:
    """A name plate: a name of about twelve letters over a second line (the call or 'Dealer')."""
    return (8.5 * font_px, 2.9 * font_px)


def layout_table(f: TableFacts) -> TableLayout:
    W, H, cw, ch = f.width, f.height, f.card_width, f.card_height
    font = font_px_for(ch)
    m = max(8.0, 0.015 * min(W, H))
    gap = 0.6 * font
    hw, hh = cw * HIDDEN_SCALE, ch * HIDDEN_SCALE  # a hidden card's width and height

    # The viewer's fan: the step shrinks when the window is too narrow for the full one.
    n = len(f.hand)
    # nine cards in a Romanian duel: the fan keeps the width of eight
    step = min(FAN_STEP * cw, (0.62 * W - cw) / max(7, n - 1))
    raise_dy = RAISE * ch
    sag = ARC * ch
    hand_cy = H - m - ch / 2 - sag - 0.05 * ch
    hand_left = W / 2 - ((n - 1) * step + cw) / 2 if n else W / 2
    hand_right = W - hand_left
    hand: list[Place] = []
    for i, c in enumerate(f.hand):
        t = (2 * i / (n - 1) - 1) if n > 1 else 0.0  # -1 at the left end, 1 at the right
        legal = f.legal
        raised = legal is not None and c in legal
        dimmed = legal is not None and c not in legal
        y = hand_cy + sag * t * t - (raise_dy if raised else 0.0)
        hand.append(
            Place(W / 2 + (i - (n - 1) / 2) * step, y, TILT_DEGREES * t * (n - 1) / 7, 100 + i, True, raised, dimmed)
        )

    top_bottom = m + hh  # lowest point of the top hand
    bottom_top = hand_cy - ch / 2 - raise_dy  # highest point of a raised card
    cy = (top_bottom + bottom_top) / 2
    cx = W / 2

    hidden: dict[Seat, tuple[Place, ...]] = {}
    won: dict[Seat, tuple[Place, ...]] = {}
    badges: dict[Seat, Rect] = {}
    plates: dict[Seat, Rect] = {}
    bubbles: dict[Seat, Anchor] = {}
    pw, ph = plate_size(font)
    hstep = HIDDEN_STEP * hw
    box_w, box_h = 13.0 * font, 5.6 * font
    # the score box has a row per side and the limit: three sides need one row more
    score_h = box_h + (SCORE_ROW * font if len(f.seats) == 3 else 0.0)
    pile_dx = 0.025 * cw  # each won trick a little off the one below, so the pile shows its height
    sides = screen_sides(f.viewer, f.seats)
    for seat in Seat:
        if seat not in sides:
            won[seat] = ()  # an empty seat at a smaller table
    for seat, side in sides.items():
        k = f.hand_sizes[seat]
        span = hw + max(k - 1, 7) * hstep  # the room a full hand takes, so plates do not move
        offsets = [(j - (k - 1) / 2) * hstep for j in range(k)]
        piles = f.won[seat]
        if side == Side.BOTTOM:
            hidden_places: list[Place] = []  # the viewer's own hand is `hand`
            left = min(hand_left, cx - span / 2)
            right = max(hand_right, cx + span / 2)
            plates[seat] = Rect(max(m, left - gap - pw), hand_cy - ph / 2, pw, ph)
            pile_x, pile_y, pile_rot = right + gap + PILE_SCALE * ch / 2, H - m - PILE_SCALE * cw / 2 - 8 * pile_dx, 90
            bubbles[seat] = Anchor(cx, bottom_top - gap, 0.5, 1.0)
        elif side == Side.TOP:
            y = m + hh / 2
            hidden_places = [Place(cx - o, y, 180, 100 + j, False, scale=HIDDEN_SCALE) for j, o in enumerate(offsets)]
            plates[seat] = Rect(cx + span / 2 + gap, y - ph / 2, pw, ph)
            # the pile grows up towards the edge: start low enough for eight tricks and the badge
            pile_x, pile_y, pile_rot = (
                cx - span / 2 - gap - PILE_SCALE * ch / 2 - 8 * pile_dx,
                m + PILE_SCALE * cw / 2 + 7 * pile_dx + BADGE_OVERHANG * BADGE_SIZE * font,
                90,
            )
            bubbles[seat] = Anchor(cx, top_bottom + gap, 0.5, 0.0)
        elif side == Side.LEFT:
            x = m + hh / 2
            hidden_places = [Place(x, cy + o, 90, 100 + j, False, scale=HIDDEN_SCALE) for j, o in enumerate(offsets)]
            plates[seat] = Rect(m, cy + span / 2 + gap, pw, ph)
            pile_x, pile_y, pile_rot = m + PILE_SCALE * cw / 2, cy - span / 2 - gap - PILE_SCALE * ch / 2, 0
            # a full pile grows up towards the score box; on a low table (a 1024x600 screen) or
            # under the three-player box's extra row it would reach it: beside the hand instead,
            # level with its top card, with the pile's full height clear of the box
            score_bottom = m + score_h
            if pile_y - PILE_SCALE * ch / 2 - 8 * pile_dx < score_bottom + gap:
                pile_x = m + hh + gap + PILE_SCALE * cw / 2
                pile_y = max(cy - span / 2 + PILE_SCALE * ch / 2, score_bottom + gap + PILE_SCALE * ch / 2 + 8 * pile_dx)
            bubbles[seat] = Anchor(m + hh + gap, cy, 0.0, 0.5)
        else:
            x = W - m - hh / 2
            hidden_places = [Place(x, cy - o, -90, 100 + j, False, scale=HIDDEN_SCALE) for j, o in enumerate(offsets)]
            plates[seat] = Rect(W - m - pw, cy - span / 2 - gap - ph, pw, ph)
            pile_x, pile_y, pile_rot = W - m - PILE_SCALE * cw / 2 - 8 * pile_dx, cy + span / 2 + gap + PILE_SCALE * ch / 2, 0
            bubbles[seat] = Anchor(W - m - hh - gap, cy, 1.0, 0.5)
        if side != Side.BOTTOM:
            hidden[seat] = tuple(hidden_places)
        won[seat] = tuple(
            Place(pile_x + (j // 4) * pile_dx, pile_y - (j // 4) * pile_dx, pile_rot, 10 + j, False, scale=PILE_SCALE)
            for j in range(piles)
        )
        if piles:
            # the count of tricks won, on the top card's upper right corner; the left pile grows
            # up towards the score box, so its count sits on the lower right corner instead
            top = won[seat][-1].bounds(cw, ch)
            d = BADGE_SIZE * font
            y = top.y + top.height - (1 - BADGE_OVERHANG) * d if side == Side.LEFT else top.y - BADGE_OVERHANG * d
            badges[seat] = Rect(top.right - (1 - BADGE_OVERHANG) * d, y, d, d)

    trick_offsets = {
        Side.BOTTOM: (0.0, 0.33 * ch, -2.0),
        Side.RIGHT: (0.62 * cw, 0.0, 7.0),
        Side.TOP: (0.0, -0.33 * ch, 3.0),
        Side.LEFT: (-0.62 * cw, 0.0, -7.0),
    }
    trick: list[Place] = []
    for i, (seat, _card) in enumerate(f.trick):
        dx, dy, rot = trick_offsets[sides.get(seat, side_of(seat, f.viewer))]
        trick.append(Place(cx + dx, cy + dy, rot, 200 + i, True, scale=TRICK_SCALE))

    turned = Place(cx + 0.35 * cw, cy, 0, 220, True, scale=TRICK_SCALE) if f.turned is not None else None
    # Beside the turned card during the auction; in play (the cards a Romanian duel leaves
    # undealt) further out, where the missing left-hand player's card would lie.
    stock_x = cx - 0.5 * cw if f.turned is not None else cx - 1.7 * cw
    stock = tuple(
        Place(stock_x - j * 0.012 * cw, cy - j * 0.012 * cw, 0, 200 + j, False, scale=TRICK_SCALE)
        for j in range(f.stock)
    )

    pack: dict[Seat, Place] = {}
    for seat, side in sides.items():
        dx, dy, _ = trick_offsets[side]
        pack[seat] = Place(cx + 1.6 * dx, cy + 1.6 * dy, 90 if side in (Side.LEFT, Side.RIGHT) else 0, 50, False, scale=TRICK_SCALE)

    return TableLayout(
        font_px=font,
        table=Rect(0, 0, W, H),
        centre=(cx, cy),
        hand=tuple(hand),
        hidden=hidden,
        trick=tuple(trick),
        turned=turned,
        stock=stock,
        won=won,
        badges=badges,
        pack=pack,
        plates=plates,
        bubbles=bubbles,
        score_box=Rect(m, m, box_w, score_h),
        contract_box=Rect(W - m - box_w, m, box_w, box_h),
        hand_sizes=f.hand_sizes,
    )
