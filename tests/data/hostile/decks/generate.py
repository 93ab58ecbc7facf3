"""Writes the hostile deck corpus beside this file: ``python tests/data/hostile/decks/generate.py``.

Each file is a deck the loader must refuse, with the reason listed in ``expected.json``
(checked by tests/test_decks_hostile.py). Things git cannot hold or that depend on the machine
(FIFOs, links out of a deck folder, cache entries keyed by the checking code) are made by the
tests themselves. Every complete-looking deck here has all 32 KDE faces and a back, so that it
is the hostile part, not a missing card, that is refused.
"""

from __future__ import annotations

import gzip
import json
import zlib
from pathlib import Path

HERE = Path(__file__).resolve().parent
KDE_FACES = [
    f"{rank}_{suit}"
    for suit in ("spade", "heart", "diamond", "club")
    for rank in ("7", "8", "9", "10", "jack", "queen", "king", "1")
]
OPEN = (
    '<?xml version="1.0" encoding="UTF-8"?>\n'
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="400" height="350">\n'
)


def deck(extra: str = "", back: str = "", faces: list[str] = KDE_FACES, head: str = OPEN) -> str:
    """All faces as 50x70 rectangles and a back holding ``back``; ``extra`` before ``</svg>``."""
    cards = "".join(f'<g id="{i}"><rect width="50" height="70" fill="#eee"/></g>' for i in faces)
    return f'{head}{cards}<g id="back"><rect width="50" height="70" fill="navy"/>{back}</g>{extra}</svg>\n'


def use_bomb(levels: int, fan: int) -> str:
    parts = ['<defs><rect id="l0" width="1" height="1"/>']
    for level in range(1, levels + 1):
        parts.append(f'<g id="l{level}">' + "".join(f'<use xlink:href="#l{level - 1}"/>' for _ in range(fan)) + "</g>")
    return "".join(parts) + "</defs>"


def pattern_bomb(levels: int, fan: int) -> str:
    parts = ['<defs><pattern id="p0" width="1" height="1"><rect width="1" height="1"/></pattern>']
    for level in range(1, levels + 1):
        rects = "".join(f'<rect width="1" height="1" fill="url(#p{level - 1})"/>' for _ in range(fan))
        parts.append(f'<pattern id="p{level}" width="1" height="1">{rects}</pattern>')
    return "".join(parts) + "</defs>"


def laughs() -> str:
    lols = "".join(f'<!ENTITY l{i} "{("&l" + str(i - 1) + ";") * 10}">' for i in range(1, 10))
    return f'<?xml version="1.0"?>\n<!DOCTYPE svg [<!ENTITY l0 "lol">{lols}]>\n' + OPEN.split("\n", 1)[1]


def gzip_bomb(megabytes: int) -> bytes:
    """``megabytes`` MiB of spaces inside an SVG, gzip-compressed (about 1 kB per MiB)."""
    compressor = zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    out = [compressor.compress(OPEN.encode())]
    block = b" " * (1024 * 1024)
    for _ in range(megabytes):
        out.append(compressor.compress(block))
    out.append(compressor.compress(b"</svg>") + compressor.flush())
    return b"".join(out)


FILES: dict[str, tuple[bytes | str, str]] = {
    # name: (content, the reason it must be refused with)
    "use-bomb-1e9.svg": (deck(use_bomb(9, 10), back='<use xlink:href="#l9"/>'), "draws more than 500,000 elements"),
    "use-bomb-wide.svg": (deck(use_bomb(6, 40), back='<use xlink:href="#l6"/>'), "draws more than 500,000 elements"),
    "use-bomb-unused.svg": (deck(use_bomb(9, 10)), "draws more than 500,000 elements"),
    "use-bomb-xml-id.svg": (deck(use_bomb(9, 10).replace(' id="', ' xml:id="'), back='<use xlink:href="#l9"/>'), "draws more than 500,000 elements"),
    "use-cycle.svg": (deck('<g id="a"><use xlink:href="#b"/></g><g id="b"><use xlink:href="#a"/></g>'), "reference cycle"),
    "use-self.svg": (deck(back='<use xlink:href="#back"/>'), "reference cycle"),
    "pattern-bomb.svg": (deck(pattern_bomb(8, 10), back='<rect width="50" height="70" fill="url(#p8)"/>'), "draws more than 500,000 elements"),
    "pattern-cycle.svg": (deck('<pattern id="p" width="5" height="5"><rect width="5" height="5" fill="url(#p)"/></pattern>'), "reference cycle"),
    "mask-cycle.svg": (deck('<mask id="m"><rect width="5" height="5" mask="url(#n)"/></mask><mask id="n"><rect mask="url(#m)"/></mask>'), "reference cycle"),
    "deep-nesting.svg": (deck("<g>" * 5000 + "</g>" * 5000), "more than 200 levels deep"),
    "style-sheet-pattern.svg": (deck('<style>.x { fill: url(#p) }</style><pattern id="p" width="1" height="1"/>'), "only gradients may be used from a <style>"),
    "entity-laughs.svg": (deck(head=laughs(), extra="<text>&l9;</text>"), "declares XML entities"),
    "entity-external.svg": (deck(head='<?xml version="1.0"?>\n<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n' + OPEN.split("\n", 1)[1], extra="<text>&x;</text>"), "declares XML entities"),
    "ref-file.svg": (deck('<image xlink:href="file:///etc/passwd" width="1" height="1"/>'), "external reference 'file:///etc/passwd'"),
    "ref-http.svg": (deck('<image href="http://example.com/x.png" width="1" height="1"/>'), "external reference 'http://example.com/x.png'"),
    "ref-relative-use.svg": (deck('<use xlink:href="other.svg#card"/>'), "external reference 'other.svg#card'"),
    "ref-css-url.svg": (deck('<rect fill="url(file:///etc/passwd#x)" width="1" height="1"/>'), "external reference url(file:///etc/passwd#x)"),
    "ref-css-import.svg": (deck("<style>@import url(https://example.com/a.css);</style>"), "CSS @import is not allowed"),
    "ref-xml-stylesheet.svg": ('<?xml version="1.0"?>\n<?xml-stylesheet href="file:///etc/passwd"?>\n' + deck().split("\n", 1)[1], "<?xml-stylesheet?> is not allowed"),
    "ref-data-svg.svg": (deck('<image xlink:href="data:image/svg+xml;base64,PHN2Zy8+" width="1" height="1"/>'), "refused embedded data of type 'image/svg+xml;base64'"),
    "gzip-bomb.svgz": (gzip_bomb(70), "decompresses to more than the 64 MiB limit"),
    "gzip-truncated.svgz": (gzip.compress(deck().encode(), mtime=0)[:300], "the compressed stream is truncated"),
    "gzip-trailing-garbage.svgz": (gzip.compress(deck().encode(), mtime=0) + b"garbage", "unexpected bytes after the compressed stream"),
    "not-gzip.svgz": (deck(), "is .svgz but does not start with the gzip header"),
    "missing-cards.svg": (deck(faces=KDE_FACES[2:]), "missing cards 7S, 8S (ids 7_spade, 8_spade)"),
    "missing-back.svg": (deck().replace('id="back"', 'id="cardback"'), "missing back 'back'"),
    "no-cards.svg": (OPEN + "<rect/></svg>", "no card elements found"),
    "utf16.svg": (deck().encode("utf-16"), "only UTF-8 (or ASCII/Latin-1) documents are accepted"),
    "encoding-declared.svg": (deck().replace('encoding="UTF-8"', 'encoding="UTF-7"'), "encoding 'UTF-7' is not accepted"),
    "html-root.svg": ("<html><body/></html>", "the root element is <html>, not <svg>"),
    "malformed.svg": (deck()[:-20], "not well-formed XML"),
    "empty.svg": ("", "not well-formed XML"),
    "back-not-a-card.svg": (deck().replace('<rect width="50" height="70" fill="navy"/>', '<rect width="5000" height="1" fill="navy"/>'), "cannot be a card"),
    "faces-empty.svg": (deck().replace('<g id="7_spade"><rect width="50" height="70" fill="#eee"/></g>', '<g id="7_spade"/>'), "card 7S (id 7_spade) draws nothing"),
}


def main() -> None:
    expected = {}
    for name, (content, reason) in FILES.items():
        data = content.encode("utf-8") if isinstance(content, str) else content
        (HERE / name).write_bytes(data)
        expected[name] = reason
    (HERE / "expected.json").write_text(json.dumps(expected, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
