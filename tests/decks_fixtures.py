"""Decks for the deck tests: crafted good and bad ones, the real third-party ones, ours.

The third-party decks come from the Debian packages ``gnome-cards-data`` (Aisleriot) and
``kdegames-card-data-kf5`` (KDE), fetched with ``apt-get download`` into pytest's cache folder
(``.pytest_cache``, git-ignored) once and unpacked with ``dpkg-deb -x`` into a temporary folder
each session, whether or not the packages are installed on the machine. Offline and without a
copy, the tests that need them are skipped (failed in CI).
"""

from __future__ import annotations

import gzip
import json
import os
import shutil
import subprocess
import sys
import zlib
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import pytest

from belote_desktop.decks.discovery import BUILT_IN_DECKS_DIR
from belote_desktop.decks.schemes import IdScheme, face_ids

THIRD_PARTY_PACKAGES = ("gnome-cards-data", "kdegames-card-data-kf5")
#: The built-in decks the project ships; a missing one is a failure, not a skip.
EXPECTED_BUILT_IN_DECKS = ("french", "german", "traditional")

SVG_OPEN = (
    '<?xml version="1.0" encoding="UTF-8"?>\n'
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
    'width="{width}" height="{height}" viewBox="0 0 {width} {height}">\n'
)


#: What apt says when it cannot reach the archive (no network, no DNS): then, outside CI and
#: with no copy of the packages at hand, the tests that need them are skipped, not failed.
OFFLINE_SIGNS = (
    "Temporary failure resolving",
    "Could not resolve",
    "Network is unreachable",
    "Could not connect",
    "Connection failed",
    "Failed to fetch",
)
#: apt's own cache: a machine that installed the packages once may still hold them
APT_ARCHIVES = Path("/var/cache/apt/archives")


def _cached_debs(folders: Iterable[Path]) -> list[Path] | None:
    """One ``.deb`` of each package from the first folder that holds them all, or None."""
    for folder in folders:
        debs = [sorted(folder.glob(f"{package}_*.deb")) for package in THIRD_PARTY_PACKAGES]
        if all(debs):
            return [found[-1] for found in debs]
    return None


def fetch_card_debs(folder: Path, cached: Iterable[Path] = (APT_ARCHIVES,)) -> list[Path]:
    """The two packages' ``.deb`` files: ``apt-get download`` into ``folder`` unless it (or one of
    ``cached``) holds them already. Without network and without a copy the calling test is
    skipped, except in CI (``CI=true``), where ./dev has run ``apt-get update`` and a failed
    download is a failure."""
    found = _cached_debs([folder, *cached])
    if found is not None:
        return found
    if shutil.which("apt-get") is None:
        pytest.skip("apt-get not available: cannot fetch the Debian card deck packages")
    folder.mkdir(parents=True, exist_ok=True)
    result = subprocess.run(
        ["apt-get", "download", *THIRD_PARTY_PACKAGES],
        cwd=folder,
        capture_output=True,
        text=True,
        timeout=600,
    )
    found = _cached_debs([folder])
    if result.returncode == 0 and found is not None:
        return found
    said = f"{result.stdout}\n{result.stderr}".strip()
    if os.environ.get("CI") != "true" and any(sign in said for sign in OFFLINE_SIGNS):
        pytest.skip(
            f"no network and no copy of {' '.join(THIRD_PARTY_PACKAGES)} (apt-get download: "
            f"{said.splitlines()[-1] if said else 'failed'}); CI always fetches them"
        )
    pytest.fail(f"apt-get download {' '.join(THIRD_PARTY_PACKAGES)} failed:\n{said}")


@pytest.fixture(scope="session")
def third_party_root(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``usr/share`` of the two Debian card packages, unpacked in a session temp folder; the
    ``.deb`` files are kept in pytest's cache folder (``.pytest_cache``), so later runs work
    offline."""
    if shutil.which("dpkg-deb") is None:
        pytest.skip("dpkg-deb not available: cannot unpack the Debian card deck packages")
    cache = getattr(request.config, "cache", None)
    downloads = cache.mkdir("card-debs") if cache is not None else tmp_path_factory.mktemp("card-debs")
    debs = fetch_card_debs(Path(downloads))
    root = tmp_path_factory.mktemp("card-decks")
    for deb in debs:
        subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True, timeout=300)
    return root / "usr" / "share"


@pytest.fixture(scope="session")
def bellot_svgz(third_party_root: Path) -> Path:
    return third_party_root / "aisleriot" / "cards" / "bellot.svgz"


@pytest.fixture(scope="session")
def xskat_german_folder(third_party_root: Path) -> Path:
    return third_party_root / "carddecks" / "svg-xskat-german"


def built_in_deck_folder(deck_id: str) -> Path:
    return BUILT_IN_DECKS_DIR / deck_id


# -- crafted decks ---------------------------------------------------------------------------

CARD_W, CARD_H = 50, 70


def card_svg(
    ids: Iterable[str],
    back_ids: Iterable[str] = ("back",),
    extra: str = "",
    head: str = "",
) -> str:
    """A tiny deck: each id a distinct 50x70 card (its own colour and a bar at its index)."""
    elements = [*ids, *back_ids]
    width = CARD_W * 8
    height = CARD_H * (len(elements) // 8 + 1)
    parts = [head + SVG_OPEN.format(width=width, height=height)]
    for index, element_id in enumerate(elements):
        row, column = divmod(index, 8)
        x, y = column * CARD_W, row * CARD_H
        hue = (index * 37) % 256
        parts.append(
            f'<g id="{element_id}"><rect x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" '
            f'fill="rgb({hue},{255 - hue},{(index * 91) % 256})" stroke="black"/>'
            f'<rect x="{x + 5}" y="{y + 5 + index % 30 * 2}" width="{10 + index}" height="4" fill="white"/></g>\n'
        )
    parts.append(extra + "</svg>\n")
    return "".join(parts)


def write_kde_deck(folder: Path, svg: str, name: str = "Crafted", compress: bool = True) -> Path:
    """A KDE-style deck folder: index.desktop + crafted.svgz."""
    folder.mkdir(parents=True, exist_ok=True)
    file_name = "crafted.svgz" if compress else "crafted.svg"
    (folder / "index.desktop").write_text(
        f"[KDE Backdeck]\nName={name}\nName[de]=Gebastelt\nSVG={file_name}\nBack=Crafted\nAuthor=Test Author\n",
        encoding="utf-8",
    )
    data = svg.encode("utf-8")
    (folder / file_name).write_bytes(gzip.compress(data) if compress else data)
    return folder


def kde_svg(missing: Iterable[str] = ()) -> str:
    skip = set(missing)
    return card_svg(i for i in face_ids(IdScheme.KDE) if i not in skip)


def aisleriot_svg() -> str:
    return card_svg(face_ids(IdScheme.AISLERIOT))


def write_gzip_bomb(path: Path, declared_bytes: int = 10 * 1024**3, block_bytes: int = 4 * 1024 * 1024) -> int:
    """Write a gzip file that inflates to ``declared_bytes`` (10 GiB) of an SVG's whitespace.

    Built by streaming: a block of spaces is compressed once with a full flush, which resets
    the compressor, so every later identical block compresses to identical bytes and is just
    written again. About 1 kB per MiB: the file stays ~10 MB, under the 20 MiB file limit, so
    it is the decompressed-size limit that must catch it. Returns the file size.
    """
    compressor = zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    head = SVG_OPEN.format(width=10, height=10).encode()
    block = b" " * block_bytes
    with path.open("wb") as out:
        out.write(compressor.compress(head) + compressor.flush(zlib.Z_FULL_FLUSH))
        first = compressor.compress(block) + compressor.flush(zlib.Z_FULL_FLUSH)
        repeat = compressor.compress(block) + compressor.flush(zlib.Z_FULL_FLUSH)
        assert first == repeat, "full flush should make identical blocks compress identically"
        out.write(first)
        for _ in range(declared_bytes // block_bytes - 1):
            out.write(repeat)
        out.write(compressor.compress(b"</svg>") + compressor.flush())
    return path.stat().st_size


def use_bomb(levels: int = 9, fan: int = 10, prefix: str = "lol") -> str:
    """``<defs>`` in which each group uses the previous one ``fan`` times: ``fan ** levels``
    rectangles for QtSvg to draw from a few hundred bytes per level (the SVG billion laughs)."""
    parts = [f'<defs><rect id="{prefix}0" width="1" height="1"/>']
    for level in range(1, levels + 1):
        uses = "".join(f'<use xlink:href="#{prefix}{level - 1}" x="{j % 3}"/>' for j in range(fan))
        parts.append(f'<g id="{prefix}{level}">{uses}</g>')
    parts.append("</defs>")
    return "".join(parts)


def use_bomb_svg(ids: Iterable[str], levels: int = 9, fan: int = 10) -> str:
    """A complete deck whose back draws a use bomb of ``fan ** levels`` elements."""
    svg = card_svg(ids, extra=use_bomb(levels, fan))
    return svg.replace('<g id="back">', f'<g id="back"><use xlink:href="#lol{levels}"/>', 1)


# -- loading hostile decks in a child process ------------------------------------------------

HOSTILE_DECKS = Path(__file__).resolve().parent / "data" / "hostile" / "decks"
#: Seconds a child process loading hostile decks may take in all before the test fails: every
#: deck of the corpus is refused in well under a second; a hang must fail, not block CI.
PROBE_TIMEOUT_S = 180


@dataclass(frozen=True)
class ProbeResult:
    """What loading one deck in the child process gave: ``accepted`` or the `DeckError` text,
    or ``crashed`` with another exception's text (a bug)."""

    outcome: str  # "accepted", "refused", "crashed"
    text: str


def probe_decks(requests: list[dict[str, str | None]], cwd: Path | None = None) -> list[ProbeResult]:
    """Load each deck (``path``, optional ``within``, ``cache`` folder, ``open_id``) in a child
    process, under a timeout; a deck that hangs fails the test naming that deck."""
    root = Path(__file__).resolve().parent.parent
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(root)}
    process = subprocess.Popen(
        [sys.executable, "-c", "from tests.decks_fixtures import _probe_main; _probe_main()"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=cwd or root,
        env=env,
    )
    try:
        out, err = process.communicate(json.dumps(requests), timeout=PROBE_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        process.kill()
        out, err = process.communicate()
        started = [line for line in out.splitlines() if line.startswith("START ")]
        last = requests[int(started[-1].split()[1])] if started else None
        pytest.fail(f"loading hostile decks hung (> {PROBE_TIMEOUT_S} s), at {last}\n{err[-2000:]}")
    results = [ProbeResult(**json.loads(line[7:])) for line in out.splitlines() if line.startswith("RESULT ")]
    assert process.returncode == 0 and len(results) == len(requests), f"the probe failed:\n{out[-2000:]}\n{err[-3000:]}"
    return results


def _probe_main() -> None:
    """The child process of `probe_decks`."""
    from belote_desktop.decks.check_cache import CheckCache
    from belote_desktop.decks.discovery import open_deck
    from belote_desktop.decks.loader import load_deck
    from belote_desktop.decks.model import DeckError
    from belote_desktop.decks.qt_support import silence_svg_warnings

    silence_svg_warnings()
    for index, request in enumerate(json.loads(sys.stdin.read())):
        print(f"START {index}", flush=True)
        cache = CheckCache(Path(request["cache"])) if request.get("cache") else None
        try:
            if request.get("open_id") is not None:
                loaded = open_deck(request["open_id"], cache=cache)
            else:
                within = {"within": Path(request["within"])} if request.get("within") else {}
                loaded = load_deck(Path(request["path"]), cache=cache, **within)
            size = loaded.info.card_size
            result = ProbeResult("accepted", f"{loaded.info.id} {size.width:g}x{size.height:g}")
        except DeckError as error:
            result = ProbeResult("refused", str(error))
        except BaseException as error:  # noqa: BLE001 - reported as the bug it is
            result = ProbeResult("crashed", f"{type(error).__name__}: {error}")
        print("RESULT " + json.dumps(result.__dict__), flush=True)
