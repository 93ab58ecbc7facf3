"""Fuzzing the deck readers: whatever the bytes, the answer is a clean result or a `DeckError`
(the project's own error), never another exception, and never a hang.

Bounded for CI: a fixed number of examples per test, no deadline (the machine may be loaded),
and inputs kept small. The loader's last-resort net (any other exception becomes "could not be
read (…)") would hide a bug from a test of `load_deck`, so the checks are called directly and a
message from that net counts as a failure.
"""

from __future__ import annotations

import gzip
import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from belote_desktop.decks.check_cache import FILE_NAME, CheckCache
from belote_desktop.decks.loader import load_deck
from belote_desktop.decks.manifest import read_kde_index, read_manifest
from belote_desktop.decks.model import DeckError
from belote_desktop.decks.schemes import IdScheme, face_ids
from belote_desktop.decks.validate import Limits, check_svg, inflate_bounded

FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
SMALL = Limits(max_file_bytes=64 * 1024, max_svg_bytes=256 * 1024, max_expanded_elements=5_000, max_depth=40)

_IDS = st.sampled_from(["a", "b", "c", "back", "7_spade", "p", "g1"])
_REFERENCE = st.one_of(
    _IDS.map(lambda i: f"#{i}"),
    st.sampled_from(["file:///etc/passwd", "x.svg#a", "http://h/x", "data:image/png;base64,AA==", "data:text/html,x", "#", ""]),
)


@st.composite
def svg_element(draw: st.DrawFn, depth: int = 0) -> str:
    """An element with random ids, references (href, url() in attributes and in style sheets)
    and children: enough to build cycles, bombs, dangling and external references."""
    tag = draw(st.sampled_from(["g", "use", "rect", "pattern", "mask", "defs", "symbol", "style", "a", "image"]))
    attributes = []
    if draw(st.booleans()):
        attributes.append(f'id="{draw(_IDS)}"')
    if draw(st.booleans()):
        attributes.append(f'xlink:href="{draw(_REFERENCE)}"')
    if draw(st.booleans()):
        attributes.append(f'fill="url({draw(_REFERENCE)})"')
    if draw(st.booleans()):
        attributes.append(f'width="{draw(st.sampled_from(["1", "0", "-5", "1e308", "nan", "x"]))}"')
    if tag == "style":
        inner = draw(st.sampled_from([".a{fill:url(#p)}", "@import url(x.css);", "rect{fill:url(#g1)}", ""]))
    elif depth < 4:
        inner = "".join(draw(st.lists(svg_element(depth + 1), max_size=4)))
    else:
        inner = ""
    return f"<{tag} {' '.join(attributes)}>{inner}</{tag}>"


@st.composite
def svg_document(draw: st.DrawFn) -> bytes:
    head = draw(st.sampled_from(["", '<?xml version="1.0" encoding="UTF-8"?>', '<?xml version="1.0" encoding="UTF-16"?>', "<!DOCTYPE svg>"]))
    body = "".join(draw(st.lists(svg_element(), max_size=6)))
    text = f'{head}<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">{body}</svg>'
    data = text.encode("utf-8")
    if draw(st.booleans()):  # damage it: cut, or insert random bytes
        cut = draw(st.integers(0, len(data)))
        data = data[:cut] + draw(st.binary(max_size=20)) + data[cut:]
    return data


def no_net(error: DeckError) -> None:
    assert "could not be read (" not in str(error), f"an unforeseen exception reached the loader's net: {error}"


@FUZZ
@given(svg_document())
def test_check_svg_gives_a_result_or_a_deck_error(data: bytes) -> None:
    try:
        checked = check_svg(data, "fuzz", SMALL)
    except DeckError:
        return
    assert checked.data == data and isinstance(checked.ids, frozenset)


@FUZZ
@given(st.binary(max_size=2000))
def test_check_svg_of_any_bytes(data: bytes) -> None:
    try:
        check_svg(data, "fuzz", SMALL)
    except DeckError:
        pass


@FUZZ
@given(st.binary(max_size=300), st.booleans())
def test_inflating_any_bytes(data: bytes, as_gzip: bool) -> None:
    raw = gzip.compress(data, mtime=0) if as_gzip else b"\x1f\x8b" + data
    try:
        assert inflate_bounded(raw, "fuzz", SMALL) == data or not as_gzip
    except DeckError:
        assert not as_gzip


@FUZZ
@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
        lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4),
        max_leaves=20,
    ),
    st.fixed_dictionaries({}, optional={"id": st.text(max_size=8), "file": st.text(max_size=12), "backs": st.lists(st.text(max_size=4), max_size=2)}),
)
def test_manifest_of_any_json(value: object, fields: dict[str, object]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        if isinstance(value, dict):
            value = {"name": "n", "author": "a", "licence": "l", "id_scheme": "belote", **value, **fields}
        (Path(folder) / "manifest.json").write_text(json.dumps(value), encoding="utf-8")
        try:
            read_manifest(Path(folder))
        except DeckError:
            pass


@FUZZ
@given(st.binary(max_size=500))
def test_kde_index_of_any_bytes(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        (Path(folder) / "index.desktop").write_bytes(b"[KDE Backdeck]\n" + data)
        try:
            index = read_kde_index(Path(folder))
        except DeckError:
            return
        assert "/" not in index.svg_file and "\n" not in index.name


_FIELD = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=70), st.lists(st.integers(), max_size=2))


@FUZZ
@given(st.dictionaries(st.text(max_size=70), st.dictionaries(st.sampled_from(["svg_sha256", "width", "height", "x"]), _FIELD), max_size=4))
def test_the_check_cache_of_any_entries(entries: dict[str, object]) -> None:
    svg = b"<svg/>"
    with tempfile.TemporaryDirectory() as folder:
        (Path(folder) / FILE_NAME).write_text(json.dumps({"format": 2, "entries": entries}), encoding="utf-8")
        size = CheckCache(Path(folder)).card_size(svg, IdScheme.KDE, ("back",))
        assert size is None or (0 < size.width < 1e10 and 0 < size.height < 1e10)


@pytest.mark.usefixtures("qapp")
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(st.lists(svg_element(), max_size=4))
def test_a_whole_deck_with_random_extras_loads_or_is_refused(extras: list[str]) -> None:
    """The full loader, Qt included, on complete decks with random additions."""
    from tests.decks_fixtures import card_svg

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "fuzz.svg"
        path.write_text(card_svg(face_ids(IdScheme.KDE), extra="".join(extras)), encoding="utf-8")
        try:
            info = load_deck(path, limits=SMALL).info
        except DeckError as error:
            no_net(error)
            return
        assert 0 < info.card_size.width and 0 < info.card_size.height
