"""Safe reading of deck SVGs: everything that can go wrong is checked before Qt sees a byte.

Order matters. Sizes and the gzip stream are checked on raw bytes first, because a parser
cannot be trusted with an unbounded input; XML is parsed (``xml.etree.ElementTree``) only
after the raw checks pass; the parsed tree is then checked for references.

Rules, and why:

* **Size.** At most `Limits.max_file_bytes` (20 MiB) on disk and `Limits.max_svg_bytes`
  (64 MiB) of SVG after decompression. The largest deck we know (KDE Dondorf) is 3.3 MiB
  compressed and 11.5 MiB as SVG.
* **Gzip bombs.** ``.svgz`` is inflated in bounded steps (``decompressobj`` with
  ``max_length``); reading stops as soon as the output passes the limit, so a tiny file that
  claims gigabytes costs at most the limit in memory and a few milliseconds.
* **Entities.** Any ``<!ENTITY`` is refused outright: internal entities can expand
  exponentially ("billion laughs") and external ones read files. A ``<!DOCTYPE`` without
  entities is harmless and common (Aisleriot's Bellot deck has one), so it is allowed. Only
  ASCII-compatible encodings are accepted, so the byte search for ``<!ENTITY`` cannot be
  dodged by re-encoding the document.
* **References.** ``href``/``xlink:href`` must point inside the document (``#id``). Remote
  (``http:``, ``https:``, …) and file references (``file:``, relative or absolute paths) are
  refused: a card deck must never make the program fetch or read anything else. Embedded
  raster images (``data:image/png|jpeg|gif|webp;base64,…``) are allowed: they are part of
  the file, already counted in its size, and many KDE decks use them. Other ``data:`` URLs
  (notably ``image/svg+xml``, an SVG inside the SVG that these checks would not see) are
  refused. CSS ``url(…)`` must likewise be ``url(#id)``; ``@import`` and
  ``<?xml-stylesheet?>`` are refused.
* **Not SVG.** The document must parse as XML and its root must be an ``svg`` element.
* **Expansion.** ``<use>`` and ``url(#id)`` make QtSvg draw another element's content again;
  nested, a few kilobytes draw billions of elements. The document is counted as QtSvg would
  draw it (`check_expansion`) and refused past `Limits.max_expanded_elements`, past
  `Limits.max_depth` levels, or when a reference leads back into its own ancestry.
* **Only regular files**, read without blocking and never past the limit
  (``belote_desktop/safe_files.py``): a FIFO or a device named ``deck.svgz`` is refused.
"""

from __future__ import annotations

import re
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from belote_desktop.decks.model import DeckError, plain_text
from belote_desktop.safe_files import FileTooLargeError, read_regular_file

if TYPE_CHECKING:
    import xml.etree.ElementTree as ET

MiB = 1024 * 1024
SVG_NS = "http://www.w3.org/2000/svg"
_DC = "{http://purl.org/dc/elements/1.1/}"
_CC = "{http://creativecommons.org/ns#}"
_RDF = "{http://www.w3.org/1999/02/22-rdf-syntax-ns#}"

GZIP_MAGIC = b"\x1f\x8b"
_ACCEPTED_ENCODINGS = {"utf-8", "utf8", "us-ascii", "ascii", "iso-8859-1", "latin-1", "latin1"}
_ALLOWED_DATA_URL = re.compile(r"data:image/(png|jpeg|jpg|gif|webp);base64,", re.IGNORECASE)
_XML_DECL_ENCODING = re.compile(rb"""^\s*<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9._-]+)["']""")
_CSS_URL = re.compile(r"""url\(\s*['"]?([^'")]*)""", re.IGNORECASE)


@dataclass(frozen=True)
class Limits:
    """Size limits for one deck file."""

    max_file_bytes: int = 20 * MiB
    max_svg_bytes: int = 64 * MiB
    #: Compressed bytes fed to the inflater per step.
    chunk_bytes: int = 256 * 1024
    #: Elements drawn once every ``<use>`` and ``url(#…)`` reference is expanded (see
    #: `check_expansion`). The heaviest real deck (KDE XSkat German) draws 111,079; QtSvg
    #: takes about a second to draw a million, so this bounds any one drawing to about half.
    max_expanded_elements: int = 500_000
    #: Nesting depth, counting each expanded reference as a level: a guard for every recursive
    #: walk of the tree (QtSvg's own, and ours). Real decks stay at 30 or less, and QtSvg 6.11
    #: draws no more than 32 levels of an untrusted document anyway.
    max_depth: int = 200


DEFAULT_LIMITS = Limits()


@dataclass(frozen=True)
class SvgMetadata:
    """Author and licence found in the SVG's RDF metadata (Inkscape writes it), if any.

    ``dc:rights`` is deliberately not read as the licence: decks put a copyright line there.
    """

    author: str | None = None
    licence: str | None = None


@dataclass(frozen=True)
class CheckedSvg:
    """SVG bytes that passed every check, with the element ids they define."""

    data: bytes
    ids: frozenset[str]
    metadata: SvgMetadata

    def missing(self, wanted: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(i for i in wanted if i not in self.ids)


def read_svg_file(path: Path, label: str, limits: Limits = DEFAULT_LIMITS) -> bytes:
    """The SVG text of ``path`` (``.svg``, or gzip-compressed ``.svgz``), within ``limits``.

    ``label`` names the deck in error messages (``deck 'bellot': …``). Only a regular file is
    read, without blocking (a FIFO named ``deck.svgz`` is refused at once; safe_files.py).
    """
    try:
        raw = read_regular_file(path, limits.max_file_bytes)
    except FileTooLargeError:
        size = _file_size(path)
        shown = f"{size / MiB:.1f} MiB" if size is not None else "more than that"
        raise DeckError(
            f"{label}: file is {shown}, larger than the {limits.max_file_bytes / MiB:.0f} MiB limit ({path})"
        ) from None
    except OSError as error:  # UnsafeFileError: a FIFO, a device, a folder, a read error; one line
        raise DeckError(f"{label}: {error}") from None
    if raw.startswith(GZIP_MAGIC):
        return inflate_bounded(raw, label, limits)
    if path.suffix.lower() == ".svgz":
        raise DeckError(f"{label}: not gzip: {path.name} is .svgz but does not start with the gzip header")
    if len(raw) > limits.max_svg_bytes:
        raise DeckError(f"{label}: SVG is larger than the {limits.max_svg_bytes / MiB:.0f} MiB limit")
    return raw


def _file_size(path: Path) -> int | None:
    try:
        return path.stat().st_size
    except OSError:
        return None


def inflate_bounded(raw: bytes, label: str, limits: Limits = DEFAULT_LIMITS) -> bytes:
    """Decompress gzip ``raw``, refusing as soon as the output would pass the SVG limit.

    Never holds more than ``max_svg_bytes + 1`` bytes of output, whatever the stream claims.
    Handles concatenated gzip members (legal, and what ``cat a.gz b.gz`` makes).
    """
    out = bytearray()
    budget = limits.max_svg_bytes
    offset = 0
    try:
        while True:  # one pass per gzip member
            inflater = zlib.decompressobj(wbits=16 + zlib.MAX_WBITS)
            while offset < len(raw) and not inflater.eof:
                data = raw[offset : offset + limits.chunk_bytes]
                offset += len(data)
                while data and not inflater.eof:
                    out += inflater.decompress(data, budget + 1 - len(out))
                    if len(out) > budget:
                        raise DeckError(
                            f"{label}: decompresses to more than the {budget / MiB:.0f} MiB limit "
                            "(a gzip bomb or not a card deck); stopped reading"
                        )
                    data = inflater.unconsumed_tail
            if not inflater.eof:
                raise DeckError(f"{label}: not gzip: the compressed stream is truncated")
            offset -= len(inflater.unused_data)  # bytes read past this member's end
            rest = raw[offset:]
            if not rest.strip(b"\x00"):  # some tools pad with zeros
                return bytes(out)
            if not rest.startswith(GZIP_MAGIC):
                raise DeckError(f"{label}: not gzip: unexpected bytes after the compressed stream")
    except zlib.error as error:
        raise DeckError(f"{label}: not gzip: {error}") from None


def check_svg(data: bytes, label: str, limits: Limits = DEFAULT_LIMITS) -> CheckedSvg:
    """Run every check on decompressed SVG bytes; raise `DeckError` naming the first problem."""
    # imported here: a built-in deck as shipped opens without these checks (shipped.py), and
    # the XML parser is then not loaded at the window's start
    import xml.etree.ElementTree as ET

    _check_raw_bytes(data, label)
    try:
        root = ET.fromstring(data)
    except ET.ParseError as error:
        raise DeckError(f"{label}: not SVG: not well-formed XML ({error})") from None
    if root.tag not in (f"{{{SVG_NS}}}svg", "svg"):
        raise DeckError(f"{label}: not SVG: the root element is <{_local(root.tag)}>, not <svg>")
    ids: set[str] = set()
    style_sheets: list[str] = []
    for element in root.iter():
        for name, value in element.attrib.items():
            local = _local(name)
            if local == "id":
                ids.add(value)
            elif local == "href":
                _check_href(value, label)
            elif "url(" in value.lower():
                _check_css(value, label)
        if _local(element.tag) == "style" and element.text:
            _check_css(element.text, label)
            style_sheets.append(element.text)
    check_expansion(root, label, limits, tuple(style_sheets))
    return CheckedSvg(data=data, ids=frozenset(ids), metadata=_metadata(root))


# -- expansion -------------------------------------------------------------------------------
#
# A few kilobytes of SVG can ask QtSvg to draw billions of elements: ``<g id="a1">`` holding
# ten ``<use href="#a0">``, ``a2`` ten uses of ``a1``, and so on, is 10**n elements for n
# levels (the "billion laughs" of SVG; one of 6 kB took 39 s to draw, deeper ones never end).
# QtSvg does the same for every ``url(#id)`` that draws another element's content: patterns,
# masks, markers, clip paths, filters. So the document is counted as QtSvg would draw it: each
# element is 1 plus its children plus everything it refers to, with each subtree's size
# computed once (memoised), which makes the count linear in the document however large the
# expansion. A reference back into the element's own ancestry is a cycle and refused too.

_UNVISITED, _OPEN = 0, 1
_NOT_A_DRAWING_REFERENCE = frozenset({"a"})  # <a href="#x"> is a link, not drawn content


def check_expansion(
    root: ET.Element, label: str, limits: Limits = DEFAULT_LIMITS, style_sheets: tuple[str, ...] = ()
) -> None:
    """Refuse a document whose references expand past `Limits.max_expanded_elements` or nest
    past `Limits.max_depth`, or that refers to itself in a cycle."""
    # Every attribute named id in any namespace (QtSvg also honours xml:id), and every element
    # that bears an id: counting an edge too many is safe, one too few is not.
    by_id: dict[str, list[ET.Element]] = {}
    for element in root.iter():
        for name, value in element.attrib.items():
            if _local(name) == "id":
                by_id.setdefault(value, []).append(element)
    # A style sheet applies to elements by class or tag, so its url(#…) cannot be tied to the
    # elements it draws into; only gradients (which draw nothing of other elements) are allowed.
    for sheet in style_sheets:
        for target in _CSS_URL.findall(sheet):
            for element in by_id.get(target.strip()[1:], []):
                if _local(element.tag) not in ("linearGradient", "radialGradient"):
                    raise DeckError(
                        f"{label}: a style sheet refers to <{_local(element.tag)}> {target.strip()[:40]!r}; "
                        "only gradients may be used from a <style> element in a card deck"
                    )

    def references(element: ET.Element) -> list[ET.Element]:
        targets: list[ET.Element] = []
        if _local(element.tag) in _NOT_A_DRAWING_REFERENCE:
            return targets
        for name, value in element.attrib.items():
            if _local(name) == "href":
                if value.strip().startswith("#"):
                    targets.extend(by_id.get(value.strip()[1:], ()))
            elif "url(" in value.lower():
                for target in _CSS_URL.findall(value):
                    if target.strip().startswith("#"):
                        targets.extend(by_id.get(target.strip()[1:], ()))
        return targets

    limit, max_depth = limits.max_expanded_elements, limits.max_depth
    done: dict[ET.Element, tuple[int, int]] = {}  # element -> (expanded size, depth)
    open_elements: set[ET.Element] = set()  # on the walk's stack: meeting one again is a cycle
    # Iterative depth-first walk (a deep document must not exhaust Python's stack either);
    # each entry: the element, what it draws (children, then what it refers to), how far along.
    stack: list[tuple[ET.Element, list[ET.Element], int]] = [(root, [*root, *references(root)], 0)]
    open_elements.add(root)
    while stack:
        element, successors, index = stack[-1]
        if index < len(successors):
            stack[-1] = (element, successors, index + 1)
            successor = successors[index]
            if successor in open_elements:
                name = successor.get("id") or _local(successor.tag)
                raise DeckError(
                    f"{label}: element {name[:40]!r} refers to itself through <use> or url() "
                    "(a reference cycle); refused"
                )
            if successor not in done:
                if len(stack) >= max_depth:
                    raise DeckError(
                        f"{label}: elements are nested (or refer to each other) more than "
                        f"{max_depth} levels deep; refused"
                    )
                open_elements.add(successor)
                stack.append((successor, [*successor, *references(successor)], 0))
            continue
        stack.pop()
        open_elements.discard(element)
        size, depth = 1, 1
        for successor in successors:
            size += done[successor][0]
            depth = max(depth, done[successor][1] + 1)
        if size > limit:
            raise DeckError(
                f"{label}: draws more than {limit:,} elements once <use> and url() references are "
                "expanded (a reference bomb, or not a card deck); refused"
            )
        if depth > max_depth:
            raise DeckError(
                f"{label}: elements are nested (or refer to each other) more than {max_depth} levels deep; refused"
            )
        done[element] = (size, depth)


def _check_raw_bytes(data: bytes, label: str) -> None:
    head = data[:4]
    if head.startswith((b"\xff\xfe", b"\xfe\xff")) or b"\x00" in head:
        raise DeckError(f"{label}: not SVG: only UTF-8 (or ASCII/Latin-1) documents are accepted")
    declared = _XML_DECL_ENCODING.match(data[:200])
    if declared and declared.group(1).decode("ascii").lower() not in _ACCEPTED_ENCODINGS:
        raise DeckError(
            f"{label}: not SVG: encoding {declared.group(1).decode('ascii')!r} is not accepted (use UTF-8)"
        )
    if re.search(rb"<!ENTITY", data, re.IGNORECASE):
        raise DeckError(
            f"{label}: the document declares XML entities (<!ENTITY>); refused because entities can "
            "expand without bound ('billion laughs') or read other files"
        )
    if re.search(rb"<\?xml-stylesheet", data, re.IGNORECASE):
        raise DeckError(f"{label}: external reference: <?xml-stylesheet?> is not allowed in a card deck")


def _check_href(value: str, label: str) -> None:
    target = value.strip()
    if target.startswith("#"):
        return
    if target.lower().startswith("data:"):
        if _ALLOWED_DATA_URL.match(target):
            return
        kind = target[5:].split(",", 1)[0][:40]
        raise DeckError(f"{label}: refused embedded data of type {kind!r} (only PNG/JPEG/GIF/WebP images)")
    raise DeckError(
        f"{label}: external reference {target[:80]!r}: a card deck may only refer to its own "
        "elements (#id), never to files or the network"
    )


def _check_css(text: str, label: str) -> None:
    if "@import" in text.lower():
        raise DeckError(f"{label}: external reference: CSS @import is not allowed in a card deck")
    for target in _CSS_URL.findall(text):
        if not target.strip().startswith("#"):
            raise DeckError(
                f"{label}: external reference url({target.strip()[:80]}): a card deck may only "
                "refer to its own elements (#id)"
            )


def _metadata(root: ET.Element) -> SvgMetadata:
    author: str | None = None
    creator = root.find(f".//{_DC}creator")
    if creator is not None:
        titles = [t.text.strip() for t in creator.iter(f"{_DC}title") if t.text and t.text.strip()]
        author = ", ".join(titles) or None
    licence: str | None = None
    for tag in (f"{_CC}license", f"{_CC}License"):
        node = root.find(f".//{tag}")
        if node is not None:
            licence = node.get(f"{_RDF}resource") or node.get(f"{_RDF}about") or licence
            if licence:
                break
    # shown in lists and the terminal: plain, one line, bounded
    return SvgMetadata(
        author=plain_text(author) or None if author else None,
        licence=plain_text(licence) or None if licence else None,
    )


def _local(name: str) -> str:
    return name.rsplit("}", 1)[-1]
