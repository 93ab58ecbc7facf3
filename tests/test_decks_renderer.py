"""The renderer: exact device pixels, cache hits without re-rendering, scaled stand-ins after
a size change replaced in batches, and every built-in card drawn and distinct."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from belote_desktop.decks.loader import load_deck
from belote_desktop.decks.model import LoadedDeck
from belote_desktop.decks.renderer import CardImageProvider, CardRasterizer, ImageCache, ImageKey
from belote_desktop.engine.cards import parse_card
from tests.decks_fixtures import EXPECTED_BUILT_IN_DECKS, aisleriot_svg, built_in_deck_folder, kde_svg, write_kde_deck

SMALL = QSize(50, 70)
LARGE = QSize(100, 140)


@pytest.fixture
def kde_deck(qapp: object, tmp_path: Path) -> LoadedDeck:
    return load_deck(write_kde_deck(tmp_path / "crafted", kde_svg()))


@pytest.fixture
def aisleriot_deck(qapp: object, tmp_path: Path) -> LoadedDeck:
    (tmp_path / "other.svg").write_text(aisleriot_svg())
    return load_deck(tmp_path / "other.svg")


def same_pixels(a: QImage, b: QImage) -> bool:
    return a.size() == b.size() and a.convertToFormat(QImage.Format.Format_ARGB32) == b.convertToFormat(
        QImage.Format.Format_ARGB32
    )


def test_images_have_exact_device_pixels_and_their_ratio(kde_deck: LoadedDeck) -> None:
    provider = CardImageProvider(kde_deck)
    image = provider.image(parse_card("QH"), QSize(50, 70), 2.0)
    assert image.size() == QSize(100, 140)
    assert image.devicePixelRatio() == 2.0
    assert image.deviceIndependentSize().toSize() == QSize(50, 70)


def test_cache_hits_do_not_render_again(qtbot: QtBot, kde_deck: LoadedDeck) -> None:
    provider = CardImageProvider(kde_deck)
    provider.set_card_size(SMALL)
    qtbot.waitUntil(lambda: provider.is_idle)
    assert provider.render_count == 33  # 32 faces and the default back, once each
    for _ in range(5):
        for c in range(32):
            provider.image(c, SMALL)
        provider.back_image(SMALL)
    assert provider.render_count == 33
    provider.back_image(SMALL, back_id="back")
    assert provider.render_count == 33


def test_size_change_answers_with_a_scaled_stand_in_then_the_exact_image(qtbot: QtBot, kde_deck: LoadedDeck) -> None:
    provider = CardImageProvider(kde_deck, max_cards_per_slice=4)
    jack = parse_card("JS")
    provider.set_card_size(SMALL)
    qtbot.waitUntil(lambda: provider.is_idle)
    old = provider.image(jack, SMALL)
    renders_before = provider.render_count

    stand_in = provider.image(jack, LARGE)

    assert provider.render_count == renders_before, "a size change must not render on the spot"
    assert stand_in.size() == LARGE
    scaled_old = old.scaled(LARGE, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.FastTransformation)
    assert same_pixels(stand_in, scaled_old)
    assert not provider.is_idle

    with qtbot.waitSignal(provider.images_updated, timeout=5000):
        pass
    exact = provider.image(jack, LARGE)
    assert same_pixels(exact, CardRasterizer(kde_deck).render("jack_spade", LARGE))
    assert not same_pixels(exact, stand_in)
    qtbot.waitUntil(lambda: provider.is_idle)
    assert provider.render_count == renders_before + 33


def test_the_card_on_screen_is_rendered_first_and_batches_stay_small(qtbot: QtBot, kde_deck: LoadedDeck) -> None:
    provider = CardImageProvider(kde_deck, slice_budget_ms=10_000, max_cards_per_slice=3)
    provider.set_card_size(SMALL)
    qtbot.waitUntil(lambda: provider.is_idle)
    ace = parse_card("AC")  # last in card order
    provider.image(ace, LARGE)
    counts: list[int] = []
    provider.images_updated.connect(lambda: counts.append(provider.render_count))
    with qtbot.waitSignal(provider.images_updated, timeout=5000):
        pass
    assert counts[0] - 33 == 3
    renders = provider.render_count
    provider.image(ace, LARGE)
    assert provider.render_count == renders, "the requested card came in the first batch"


def test_deck_change_shows_the_old_deck_until_the_new_one_lands(
    qtbot: QtBot, kde_deck: LoadedDeck, aisleriot_deck: LoadedDeck
) -> None:
    provider = CardImageProvider(kde_deck)
    provider.set_card_size(SMALL)
    qtbot.waitUntil(lambda: provider.is_idle)
    seven = parse_card("7S")
    old = provider.image(seven, SMALL)
    provider.set_deck(aisleriot_deck)
    assert same_pixels(provider.image(seven, SMALL), old)
    with qtbot.waitSignal(provider.images_updated, timeout=5000):
        pass
    qtbot.waitUntil(lambda: provider.is_idle)
    assert same_pixels(provider.image(seven, SMALL), CardRasterizer(aisleriot_deck).render("spade_7", SMALL))


def test_first_use_renders_at_once(kde_deck: LoadedDeck) -> None:
    provider = CardImageProvider(kde_deck)
    image = provider.image(parse_card("9D"), SMALL)
    assert provider.render_count == 1
    assert same_pixels(image, CardRasterizer(kde_deck).render("9_diamond", SMALL))


def test_cache_drops_the_least_recently_used_beyond_its_bound() -> None:
    image = QImage(10, 10, QImage.Format.Format_ARGB32_Premultiplied)  # 400 bytes
    cache = ImageCache(max_bytes=1000)
    keys = [ImageKey("d", f"e{i}", 10, 10, 1.0) for i in range(3)]
    cache.put(keys[0], image)
    cache.put(keys[1], image)
    assert cache.get(keys[0]) is not None  # now most recent
    cache.put(keys[2], image)
    assert keys[1] not in cache and keys[0] in cache and keys[2] in cache
    assert cache.size_in_bytes == 800


def test_card_size_for_height_keeps_the_deck_proportions(kde_deck: LoadedDeck) -> None:
    provider = CardImageProvider(kde_deck)
    assert provider.card_size_for_height(142) == QSize(102, 142)  # back 51x71 with its stroke


@pytest.mark.parametrize("deck_id", EXPECTED_BUILT_IN_DECKS)
def test_built_in_deck_draws_33_distinct_non_blank_images(qapp: object, deck_id: str) -> None:
    deck = load_deck(built_in_deck_folder(deck_id))
    rasterizer = CardRasterizer(deck)
    size = QSize(round(deck.info.card_size.width_for_height(150)), 150)
    digests: dict[str, str] = {}
    for element_id in (*deck.info.face_ids, deck.info.default_back_id):
        image = rasterizer.render(element_id, size).convertToFormat(QImage.Format.Format_ARGB32)
        opaque = sum(1 for y in range(0, 150, 5) for x in range(0, size.width(), 5) if image.pixelColor(x, y).alpha() > 0)
        colours = {image.pixel(x, y) for y in range(0, 150, 3) for x in range(0, size.width(), 3)}
        assert opaque > 0.5 * (150 // 5) * (size.width() // 5), f"{deck_id} {element_id} is mostly transparent"
        assert len(colours) > 3, f"{deck_id} {element_id} is blank"
        digests[element_id] = hashlib.sha256(bytes(image.constBits())).hexdigest()
    by_digest: dict[str, list[str]] = {}
    for element_id, digest in digests.items():
        by_digest.setdefault(digest, []).append(element_id)
    duplicates = [ids for ids in by_digest.values() if len(ids) > 1]
    assert not duplicates, f"{deck_id}: identical images for {duplicates}"


def test_a_deck_edited_on_disk_is_not_served_from_the_cache(qtbot: QtBot, tmp_path: Path) -> None:
    folder = write_kde_deck(tmp_path / "crafted", kde_svg())
    provider = CardImageProvider(load_deck(folder))
    before = provider.image(parse_card("7S"), SMALL)
    write_kde_deck(folder, kde_svg().replace('id="7_spade"><rect x="0" y="0" width="50" height="70" fill="rgb(0,255,0)"', 'id="7_spade"><rect x="0" y="0" width="50" height="70" fill="rgb(0,0,0)"'))
    provider.set_deck(load_deck(folder))
    after = provider.image(parse_card("7S"), SMALL)
    assert not same_pixels(before, after)


def test_providers_can_share_one_cache(kde_deck: LoadedDeck) -> None:
    shared = ImageCache()
    first, second = CardImageProvider(kde_deck, cache=shared), CardImageProvider(kde_deck, cache=shared)
    first.image(parse_card("KH"), SMALL)
    second.image(parse_card("KH"), SMALL)
    assert (first.render_count, second.render_count, len(shared)) == (1, 0, 1)
