"""The deck loader: real third-party decks load, crafted bad decks are refused with the right
message, discovery offers the good and reports the bad, and our built-in decks are complete."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from belote_desktop.decks.discovery import SearchPaths, discover_decks, open_deck
from belote_desktop.decks.loader import load_deck
from belote_desktop.decks.model import DeckError, DeckSource
from belote_desktop.decks.schemes import IdScheme, detect_scheme, element_id, face_ids
from belote_desktop.decks.validate import Limits, check_svg, inflate_bounded
from belote_desktop.engine.cards import parse_card
from tests.decks_fixtures import (  # noqa: F401  (the session fixtures are used by name)
    EXPECTED_BUILT_IN_DECKS,
    aisleriot_svg,
    bellot_svgz,
    built_in_deck_folder,
    card_svg,
    kde_svg,
    third_party_root,
    write_gzip_bomb,
    write_kde_deck,
    xskat_german_folder,
)


def back_bounds(svg: bytes, back_id: str = "back") -> tuple[float, float]:
    from PySide6.QtCore import QByteArray
    from PySide6.QtSvg import QSvgRenderer

    bounds = QSvgRenderer(QByteArray(svg)).boundsOnElement(back_id)
    return bounds.width(), bounds.height()


# -- id schemes ------------------------------------------------------------------------------


def test_each_scheme_names_the_cards_as_its_decks_do() -> None:
    ace_clubs, queen_hearts, seven_spades = parse_card("AC"), parse_card("QH"), parse_card("7S")
    assert [element_id(IdScheme.BELOTE, c) for c in (ace_clubs, queen_hearts)] == ["AC", "QH"]
    assert [element_id(IdScheme.KDE, c) for c in (ace_clubs, queen_hearts, seven_spades)] == [
        "1_club",
        "queen_heart",
        "7_spade",
    ]
    assert [element_id(IdScheme.AISLERIOT, c) for c in (ace_clubs, queen_hearts)] == ["club_1", "heart_queen"]
    for scheme in IdScheme:
        assert len(set(face_ids(scheme))) == 32


def test_scheme_is_detected_from_the_ids_present() -> None:
    assert detect_scheme(face_ids(IdScheme.KDE) + ("back", "spade")) is IdScheme.KDE
    assert detect_scheme(face_ids(IdScheme.AISLERIOT)[:5]) is IdScheme.AISLERIOT
    assert detect_scheme(["7S", "back"]) is IdScheme.BELOTE
    assert detect_scheme(["layer1", "back"]) is None


# -- real third-party decks ------------------------------------------------------------------


def test_aisleriot_bellot_loads_with_all_cards_and_the_back_size(qapp: object, bellot_svgz: Path) -> None:
    deck = load_deck(bellot_svgz, DeckSource.AISLERIOT)
    info = deck.info
    assert (info.id, info.name, info.source, info.scheme) == (
        "aisleriot:bellot",
        "Bellot",
        DeckSource.AISLERIOT,
        IdScheme.AISLERIOT,
    )
    ids = check_svg(deck.svg, "bellot").ids
    assert all(i in ids for i in info.element_ids) and info.back_ids == ("back",)
    assert info.element_id(parse_card("JH")) == "heart_jack"
    # Bellot's faces measure taller than its back (254 vs 245 units); the card is the back.
    assert (info.card_size.width, info.card_size.height) == pytest.approx(back_bounds(deck.svg))
    face_height = back_bounds(deck.svg, "spade_7")[1]
    assert face_height > info.card_size.height + 5


def test_kde_xskat_german_loads_name_from_index_desktop(qapp: object, xskat_german_folder: Path) -> None:
    deck = load_deck(xskat_german_folder)
    info = deck.info
    assert (info.id, info.name, info.source, info.scheme) == (
        "kde:svg-xskat-german",
        "XSkat German",
        DeckSource.KDE,
        IdScheme.KDE,
    )
    assert info.svg_path.name == "german.svgz"
    ids = check_svg(deck.svg, "german").ids
    assert all(i in ids for i in info.element_ids)
    assert (info.card_size.width, info.card_size.height) == pytest.approx(back_bounds(deck.svg))
    assert info.card_size.aspect == pytest.approx(145 / 225, rel=0.01)


def test_a_lone_svgz_in_kde_ids_is_read_as_a_file_deck(qapp: object, xskat_german_folder: Path) -> None:
    info = load_deck(xskat_german_folder / "german.svgz").info
    assert (info.id, info.source, info.scheme) == ("file:german", DeckSource.FILE, IdScheme.KDE)


def test_discovery_finds_the_unpacked_packages_in_xdg_data_dirs(
    qapp: object, third_party_root: Path, tmp_path: Path
) -> None:
    paths = SearchPaths.standard(
        {"HOME": str(tmp_path), "XDG_DATA_DIRS": f"{tmp_path / 'nothing-here'}:{third_party_root}"}
    )
    catalogue = discover_decks(SearchPaths(built_in=(), kde=paths.kde, aisleriot=paths.aisleriot))
    assert {"aisleriot:bellot", "kde:svg-xskat-german", "kde:svg-standard"} <= set(catalogue.ids)
    # Decks QtSvg draws as fragments are reported, not offered.
    refused = {r.path.name: r.reason for r in catalogue.refused}
    assert "Qt draws this deck wrongly" in refused["simplistic.svgz"]
    assert "aisleriot:simplistic" not in catalogue.ids


# -- crafted bad decks: each refused with the right message ----------------------------------


def test_missing_cards_are_named_as_cards_and_as_ids(qapp: object, tmp_path: Path) -> None:
    folder = write_kde_deck(tmp_path / "x", kde_svg(missing=("7_spade", "8_spade")))
    with pytest.raises(DeckError, match=r"^deck 'x': missing cards 7S, 8S \(ids 7_spade, 8_spade\)$"):
        load_deck(folder)


def test_missing_back_is_named(tmp_path: Path) -> None:
    svg = card_svg(face_ids(IdScheme.AISLERIOT), back_ids=("cardback",))
    (tmp_path / "noback.svg").write_text(svg)
    with pytest.raises(DeckError, match=r"deck 'noback': missing back 'back'$"):
        load_deck(tmp_path / "noback.svg")


def test_an_unexpected_failure_while_reading_is_still_a_deck_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import belote_desktop.decks.loader as loader

    def explode(data: bytes, label: str, limits: object = None) -> None:
        raise RecursionError("maximum recursion depth exceeded")

    monkeypatch.setattr(loader, "check_svg", explode)
    (tmp_path / "odd.svg").write_text(aisleriot_svg())
    with pytest.raises(DeckError, match=r"^deck 'odd': could not be read \(RecursionError: maximum recursion"):
        load_deck(tmp_path / "odd.svg")


def test_gzip_bomb_is_stopped_at_the_decompressed_limit(tmp_path: Path) -> None:
    bomb = tmp_path / "bomb.svgz"
    file_size = write_gzip_bomb(bomb)  # inflates to 10 GiB
    assert file_size < Limits().max_file_bytes
    with pytest.raises(DeckError, match=r"deck 'bomb': decompresses to more than the 64 MiB limit"):
        load_deck(bomb)


def test_billion_laughs_is_refused_before_parsing(tmp_path: Path) -> None:
    lols = "".join(f'<!ENTITY lol{i} "{("&lol" + str(i - 1) + ";") * 10}">' for i in range(1, 10))
    head = f'<?xml version="1.0"?>\n<!DOCTYPE svg [<!ENTITY lol0 "lol">{lols}]>\n'
    (tmp_path / "laughs.svg").write_text(card_svg(face_ids(IdScheme.AISLERIOT), head=head, extra="<text>&lol9;</text>"))
    with pytest.raises(DeckError, match=r"deck 'laughs': the document declares XML entities \(<!ENTITY>\)"):
        load_deck(tmp_path / "laughs.svg")


def test_a_doctype_without_entities_is_allowed() -> None:
    head = '<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n'
    svg = card_svg(["a"], head=head).replace('<?xml version="1.0" encoding="UTF-8"?>\n', "", 1)
    assert "a" in check_svg(svg.encode(), "doctype").ids


@pytest.mark.parametrize(
    ("element", "message"),
    [
        ('<image xlink:href="file:///etc/passwd" width="1" height="1"/>', r"external reference 'file:///etc/passwd'"),
        ('<image href="http://example.com/x.png" width="1" height="1"/>', r"external reference 'http://example.com/x.png'"),
        ('<use xlink:href="other.svg#card"/>', r"external reference 'other.svg#card'"),
        ('<image xlink:href="data:image/svg+xml;base64,PHN2Zy8+"/>', r"refused embedded data of type 'image/svg\+xml;base64'"),
        ('<rect fill="url(http://example.com/p.svg#g)" width="1" height="1"/>', r"external reference url\(http://example.com/p.svg#g\)"),
        ("<style>@import url(https://example.com/a.css);</style>", r"external reference: CSS @import is not allowed"),
    ],
)
def test_external_references_are_refused(tmp_path: Path, element: str, message: str) -> None:
    (tmp_path / "refs.svg").write_text(card_svg(face_ids(IdScheme.KDE), extra=element))
    with pytest.raises(DeckError, match=rf"^deck 'refs': {message}"):
        load_deck(tmp_path / "refs.svg")


def test_local_references_and_embedded_png_are_allowed() -> None:
    extra = (
        '<use xlink:href="#back" x="1"/><rect fill="url(#g)" width="1" height="1"/>'
        '<image xlink:href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>'
        "<!-- <image xlink:href='king-of-spades.svg'/> comments are not references -->"
    )
    assert "back" in check_svg(card_svg(["a"], extra=extra).encode(), "ok").ids


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        ("text.svg", b"hello, I am not a card deck\n", r"deck 'text': not SVG: not well-formed XML"),
        ("html.svg", b"<html><body/></html>", r"deck 'html': not SVG: the root element is <html>, not <svg>"),
        ("utf16.svg", "<svg/>".encode("utf-16"), r"deck 'utf16': not SVG: only UTF-8"),
        ("deck.png", b"\x89PNG\r\n", r"deck 'deck': not SVG: expected a .svg or .svgz file"),
    ],
)
def test_not_svg_is_refused(tmp_path: Path, name: str, content: bytes, message: str) -> None:
    (tmp_path / name).write_bytes(content)
    with pytest.raises(DeckError, match=f"^{message}"):
        load_deck(tmp_path / name)


def test_not_gzip_is_refused(tmp_path: Path) -> None:
    (tmp_path / "plain.svgz").write_text(aisleriot_svg())
    with pytest.raises(DeckError, match=r"^deck 'plain': not gzip: plain.svgz is .svgz but does not start"):
        load_deck(tmp_path / "plain.svgz")
    good = gzip.compress(aisleriot_svg().encode())
    (tmp_path / "cut.svgz").write_bytes(good[: len(good) // 2])
    with pytest.raises(DeckError, match=r"^deck 'cut': not gzip: the compressed stream is truncated"):
        load_deck(tmp_path / "cut.svgz")
    (tmp_path / "corrupt.svgz").write_bytes(good[:10] + b"\xff" * 50)
    with pytest.raises(DeckError, match=r"^deck 'corrupt': not gzip: "):
        load_deck(tmp_path / "corrupt.svgz")


def test_size_limits_apply_to_the_file_and_to_the_svg(tmp_path: Path) -> None:
    (tmp_path / "big.svg").write_text(aisleriot_svg())
    with pytest.raises(DeckError, match=r"^deck 'big': file is 0.0 MiB, larger than the 0 MiB limit"):
        load_deck(tmp_path / "big.svg", limits=Limits(max_file_bytes=1000))
    with pytest.raises(DeckError, match=r"^deck 'big': SVG is larger than"):
        load_deck(tmp_path / "big.svg", limits=Limits(max_svg_bytes=1000))


def test_inflation_reads_concatenated_members_and_stops_at_the_limit() -> None:
    raw = gzip.compress(b"<svg>") + gzip.compress(b"</svg>")
    assert inflate_bounded(raw, "two") == b"<svg></svg>"
    with pytest.raises(DeckError, match="more than the 0 MiB limit"):
        inflate_bounded(gzip.compress(b" " * 5000), "small", Limits(max_svg_bytes=4096, chunk_bytes=16))


def test_qt_disagreeing_with_the_back_is_refused(qapp: object, tmp_path: Path) -> None:
    # A face twice as wide as the back: Qt would squeeze it into the card.
    svg = kde_svg().replace('<g id="7_spade"><rect x="0" y="0" width="50"', '<g id="7_spade"><rect x="0" y="0" width="100"')
    (tmp_path / "wide.svg").write_text(svg)
    with pytest.raises(DeckError, match=r"Qt draws this deck wrongly: card 7S \(id 7_spade\) measures 101x71 but the back 'back' 51x71$"):
        load_deck(tmp_path / "wide.svg")


def test_manifest_errors_name_the_field(tmp_path: Path) -> None:
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "manifest.json").write_text('{"id": "mine", "name": "Mine"}')
    with pytest.raises(DeckError, match=r"^deck 'mine': manifest.json needs a non-empty string 'author'"):
        load_deck(folder)
    (folder / "manifest.json").write_text(
        '{"id": "mine", "name": "M", "author": "a", "licence": "l", "id_scheme": "belote",'
        ' "file": "../../etc/passwd.svg", "backs": ["back"]}'
    )
    with pytest.raises(DeckError, match=r"'file' must be a .svg or .svgz file name inside the deck folder"):
        load_deck(folder)


# -- discovery -------------------------------------------------------------------------------


def test_discovery_offers_good_decks_and_reports_bad_ones(qapp: object, tmp_path: Path) -> None:
    data_home = tmp_path / "home" / ".local" / "share"
    write_kde_deck(data_home / "carddecks" / "svg-crafted", kde_svg(), name="Crafted KDE")
    write_kde_deck(data_home / "carddecks" / "svg-holes", kde_svg(missing=("1_club",)))
    cards = data_home / "aisleriot" / "cards"
    cards.mkdir(parents=True)
    (cards / "crafted.svgz").write_bytes(gzip.compress(aisleriot_svg().encode()))
    (cards / "broken.svgz").write_bytes(b"not gzip")
    (cards / "README").write_text("not a deck, not reported")

    paths = SearchPaths.standard({"HOME": str(tmp_path / "home"), "XDG_DATA_DIRS": str(tmp_path / "none")})
    catalogue = discover_decks(SearchPaths(built_in=(), kde=paths.kde, aisleriot=paths.aisleriot))

    assert catalogue.ids == ("kde:svg-crafted", "aisleriot:crafted")
    kde = catalogue.find("kde:svg-crafted")
    assert kde is not None and (kde.name, kde.author) == ("Crafted KDE", "Test Author")
    reasons = sorted(r.reason for r in catalogue.refused)
    assert reasons == [
        "deck 'broken': not gzip: broken.svgz is .svgz but does not start with the gzip header",
        "deck 'svg-holes': missing cards AC (ids 1_club)",
    ]


def test_open_deck_by_unknown_id_says_so(qapp: object) -> None:
    with pytest.raises(DeckError, match=r"^unknown deck 'no-such-deck'"):
        open_deck("no-such-deck")


# -- our own decks ---------------------------------------------------------------------------


@pytest.mark.parametrize("deck_id", EXPECTED_BUILT_IN_DECKS)
def test_built_in_deck_is_complete(qapp: object, deck_id: str) -> None:
    folder = built_in_deck_folder(deck_id)
    assert (folder / "manifest.json").is_file(), f"built-in deck {deck_id!r} is missing from {folder.parent}"
    info = load_deck(folder).info
    assert (info.id, info.source, info.scheme) == (deck_id, DeckSource.BUILT_IN, IdScheme.BELOTE)
    assert info.card_size.aspect == pytest.approx(250 / 350, rel=0.02)
    assert len(info.back_ids) >= 1


def test_a_users_deck_shadows_a_system_deck_of_the_same_id(qapp: object, tmp_path: Path) -> None:
    write_kde_deck(tmp_path / "home" / "carddecks" / "svg-same", kde_svg(), name="Mine")
    write_kde_deck(tmp_path / "system" / "carddecks" / "svg-same", kde_svg(), name="System's")
    paths = SearchPaths.standard(
        {"HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "home"), "XDG_DATA_DIRS": str(tmp_path / "system")}
    )
    catalogue = discover_decks(SearchPaths(built_in=(), kde=paths.kde, aisleriot=paths.aisleriot))
    assert [(d.id, d.name) for d in catalogue.decks] == [("kde:svg-same", "Mine")]
