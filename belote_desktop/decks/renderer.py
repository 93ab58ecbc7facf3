"""Card images from deck SVGs: exact device pixels, cached, re-rendered in the background.

This is libkcardgame's design (KDE kpat) in Qt for Python:

* `CardRasterizer` owns one ``QSvgRenderer`` loaded from a deck's *validated bytes* (never
  its path) and draws one element into a ``QImage`` of exactly the requested device pixels
  (logical size x devicePixelRatio), antialiased, with the ratio set on the image so Qt
  paints it 1:1 on a HiDPI screen.
* `ImageCache` keeps rendered images keyed by (deck, element, pixel size, ratio) and drops
  the least recently used ones beyond a memory bound (a few table sizes of a few decks).
* `CardImageProvider` is what the table asks for images. When the card size or the deck
  changes it does not render 33 images at once (30-100 ms for our decks, over a second for
  the heaviest installed ones: a visible freeze while resizing a window); it queues them and
  renders from the event loop in slices of at most 8 ms (``QTimer`` 0 ms, at least one card
  per slice), emitting `images_updated` as each slice lands. Meanwhile ``image()`` answers at
  once with the newest image it has of that card, scaled with the fast transform: slightly
  blurry for a few frames, never blocking.

Why event-loop slices rather than a worker thread: both were measured (docs/BENCHMARKS.md,
"Card decks"). A worker needs its own ``QSvgRenderer`` (the SVG parsed a second time) and
was no faster in total; and it did not keep the GUI thread any more responsive: the longest
gap in the GUI thread's event loop was the same or longer than with slices, for our decks
(10-20 ms) and for the heaviest installed ones (over 200 ms), apparently because the
binding holds the GIL while Qt renders. Slices are simpler, deterministic in tests, and keep
each turn of the event loop short for our decks. The one card that is slow by itself in a
heavy third-party deck (KDE Dondorf: about 100-250 ms) stalls either way.
"""

from __future__ import annotations

import time
from collections import OrderedDict, deque
from dataclasses import dataclass

from PySide6.QtCore import QByteArray, QObject, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from belote_desktop.decks.model import DeckError, LoadedDeck
from belote_desktop.engine.cards import Card

#: Time one event-loop slice may spend rendering before yielding (half a 60 Hz frame). A
#: slice always renders at least one card, however long that card takes.
SLICE_BUDGET_MS = 8.0
#: Upper bound on cards per slice (tests set it low to observe the batching).
MAX_CARDS_PER_SLICE = 33
#: Memory bound of the image cache: 33 cards at 250x350 device pixels take 11.5 MB.
DEFAULT_CACHE_BYTES = 128 * 1024 * 1024


@dataclass(frozen=True)
class ImageKey:
    """What identifies one rendered image in the cache."""

    deck_id: str
    element_id: str
    pixel_width: int
    pixel_height: int
    device_pixel_ratio: float


def device_pixels(logical: QSize, device_pixel_ratio: float) -> QSize:
    """The size in device pixels of a ``logical`` size on a screen with that ratio."""
    return QSize(
        max(1, round(logical.width() * device_pixel_ratio)),
        max(1, round(logical.height() * device_pixel_ratio)),
    )


class CardRasterizer:
    """Draws the elements of one deck into images; counts what it draws (tests, benchmark)."""

    def __init__(self, deck: LoadedDeck) -> None:
        self.deck = deck
        self._renderer = QSvgRenderer(QByteArray(deck.svg))
        if not self._renderer.isValid():  # validated already; this guards against misuse
            raise DeckError(f"deck {deck.info.id!r}: Qt's SVG engine cannot read it")
        self.render_count = 0

    def render(self, element_id: str, pixel_size: QSize, device_pixel_ratio: float = 1.0) -> QImage:
        """``element_id`` stretched over an image of exactly ``pixel_size`` device pixels."""
        image = QImage(pixel_size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self._renderer.render(painter, element_id, QRectF(0, 0, pixel_size.width(), pixel_size.height()))
        painter.end()
        image.setDevicePixelRatio(device_pixel_ratio)
        self.render_count += 1
        return image


class ImageCache:
    """Least-recently-used images, bounded by their total size in bytes."""

    def __init__(self, max_bytes: int = DEFAULT_CACHE_BYTES) -> None:
        self.max_bytes = max_bytes
        self._images: OrderedDict[ImageKey, QImage] = OrderedDict()
        self._bytes = 0

    def __len__(self) -> int:
        return len(self._images)

    def __contains__(self, key: ImageKey) -> bool:
        return key in self._images

    @property
    def size_in_bytes(self) -> int:
        return self._bytes

    def get(self, key: ImageKey) -> QImage | None:
        image = self._images.get(key)
        if image is not None:
            self._images.move_to_end(key)
        return image

    def discard_deck(self, deck_id: str) -> None:
        """Forget every image of ``deck_id``."""
        for key in [k for k in self._images if k.deck_id == deck_id]:
            self._bytes -= self._images.pop(key).sizeInBytes()

    def put(self, key: ImageKey, image: QImage) -> None:
        old = self._images.pop(key, None)
        if old is not None:
            self._bytes -= old.sizeInBytes()
        self._images[key] = image
        self._bytes += image.sizeInBytes()
        while self._bytes > self.max_bytes and len(self._images) > 1:
            _, dropped = self._images.popitem(last=False)
            self._bytes -= dropped.sizeInBytes()


class CardImageProvider(QObject):
    """Card images for the table at the current card size, never blocking on a size change.

    Ask with `image` / `back_image`; when an answer was a scaled stand-in, the exact image
    follows within a few event-loop turns and `images_updated` tells you to repaint.
    """

    #: Emitted after each event-loop slice that rendered exact-size images into the cache.
    images_updated = Signal()

    def __init__(
        self,
        deck: LoadedDeck,
        slice_budget_ms: float = SLICE_BUDGET_MS,
        max_cards_per_slice: int = MAX_CARDS_PER_SLICE,
        cache: ImageCache | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._rasterizer = CardRasterizer(deck)
        self._slice_budget_s = slice_budget_ms / 1000
        self._max_cards_per_slice = max(1, max_cards_per_slice)
        self._cache = cache if cache is not None else ImageCache()  # an empty cache is falsy
        self._target: tuple[QSize, float] | None = None
        self._queue: deque[int] = deque()  # slots (indexes into deck.info.element_ids)
        #: slot -> key of the newest image of that slot, any deck or size: the stand-in source
        self._newest: dict[int, ImageKey] = {}
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._render_batch)

    # -- what the table uses ---------------------------------------------------------------

    @property
    def deck(self) -> LoadedDeck:
        return self._rasterizer.deck

    @property
    def render_count(self) -> int:
        """Images rendered from SVG so far by the current deck's rasterizer."""
        return self._rasterizer.render_count

    @property
    def queued_count(self) -> int:
        """Images still waiting to be rendered at the current size."""
        return len(self._queue)

    @property
    def is_idle(self) -> bool:
        """True when every image of the current size is rendered (nothing queued)."""
        return not self._queue

    def card_size_for_height(self, height: int) -> QSize:
        """The logical card size for a card ``height`` pixels tall, in the deck's proportions."""
        return QSize(max(1, round(self.deck.info.card_size.width_for_height(height))), height)

    def set_deck(self, deck: LoadedDeck) -> None:
        """Switch decks; the new deck's images are rendered in batches at the current size."""
        old = self._rasterizer.deck
        if old.info.id == deck.info.id and old.svg != deck.svg:  # same deck, edited on disk
            self._cache.discard_deck(deck.info.id)
        self._rasterizer = CardRasterizer(deck)
        if self._target is not None:
            self._schedule_all()

    def set_card_size(self, logical: QSize, device_pixel_ratio: float = 1.0) -> None:
        """Make ``logical`` the size to pre-render; queues every card not cached at that size."""
        target = (QSize(logical), float(device_pixel_ratio))
        if self._target == target:
            return
        self._target = target
        self._schedule_all()

    def image(self, card: Card, logical: QSize, device_pixel_ratio: float = 1.0) -> QImage:
        """The face of ``card`` at ``logical`` size: exact if rendered, else a scaled stand-in."""
        return self._image_for_slot(card, logical, device_pixel_ratio)

    def back_image(self, logical: QSize, device_pixel_ratio: float = 1.0, back_id: str | None = None) -> QImage:
        """A back (the deck's default unless ``back_id``) at ``logical`` size."""
        info = self.deck.info
        back = back_id or info.default_back_id
        if back not in info.back_ids:
            raise ValueError(f"deck {info.id!r} has no back {back!r} (backs: {', '.join(info.back_ids)})")
        return self._image_for_slot(32 + info.back_ids.index(back), logical, device_pixel_ratio)

    # -- inside ----------------------------------------------------------------------------

    def _image_for_slot(self, slot: int, logical: QSize, device_pixel_ratio: float) -> QImage:
        self.set_card_size(logical, device_pixel_ratio)
        key = self._key(slot)
        exact = self._cache.get(key)
        if exact is not None:
            return exact
        stand_in = self._newest.get(slot)
        stand_in_image = self._cache.get(stand_in) if stand_in is not None else None
        if stand_in_image is None:
            # Nothing to show at all (first use): render this one now, it costs a few ms.
            return self._render_into_cache(slot, key)
        if slot in self._queue:  # wanted on screen: render it first
            self._queue.remove(slot)
        self._queue.appendleft(slot)
        self._timer.start()
        scaled = stand_in_image.scaled(
            QSize(key.pixel_width, key.pixel_height),
            Qt.AspectRatioMode.IgnoreAspectRatio,
            Qt.TransformationMode.FastTransformation,
        )
        scaled.setDevicePixelRatio(key.device_pixel_ratio)
        return scaled

    def _key(self, slot: int) -> ImageKey:
        assert self._target is not None
        logical, ratio = self._target
        pixels = device_pixels(logical, ratio)
        info = self.deck.info
        return ImageKey(info.id, info.element_ids[slot], pixels.width(), pixels.height(), ratio)

    def _schedule_all(self) -> None:
        """Queue the 32 faces and the default back that are not cached at the target size."""
        self._queue = deque(slot for slot in range(33) if self._key(slot) not in self._cache)
        if self._queue:
            self._timer.start()

    def _render_batch(self) -> None:
        """One event-loop slice: render queued cards until the time budget is spent."""
        rendered = 0
        deadline = time.perf_counter() + self._slice_budget_s
        while self._queue and rendered < self._max_cards_per_slice and (
            rendered == 0 or time.perf_counter() < deadline
        ):
            slot = self._queue.popleft()
            key = self._key(slot)
            if key not in self._cache:
                self._render_into_cache(slot, key)
                rendered += 1
        if self._queue:
            self._timer.start()
        if rendered:
            self.images_updated.emit()

    def _render_into_cache(self, slot: int, key: ImageKey) -> QImage:
        image = self._rasterizer.render(
            key.element_id, QSize(key.pixel_width, key.pixel_height), key.device_pixel_ratio
        )
        self._cache.put(key, image)
        self._newest[slot] = key
        return image
