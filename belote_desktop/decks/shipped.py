"""The built-in decks as this version of the game ships them: a digest of each one's checked
content, part of the code, so the window need not check the same bytes again at every start.

Every deck's SVG goes through the safety checks of ``validate.py`` (`check_svg`: size, entities,
references, the expansion bound) and the loader's "every card and back is there" before Qt sees
it; on the French deck that is some 10-15 ms of every start. For the decks we ship, those checks
ran when this table was written (``python -m belote_desktop.decks.shipped_check --write``, which loads
each deck with every check first) and run again in the test suite. The loader skips them only
when all of these hold:

- the deck was found in the game's own data folder (discovery's built-in decks, not a folder of
  the same name elsewhere, and never a third-party deck);
- the SVG's bytes, the id scheme and the backs the manifest names hash to exactly the digest
  listed here for that deck id (SHA-256): one changed byte, a renamed back, and the deck is
  checked in full like any other;
- the loader runs with the default limits and remembers Qt's measure of these bytes
  (``check_cache.py``); otherwise it measures, and that needs the full check anyway.

Unlike the check cache in the user's folder, which anything can write, this table is as
trustworthy as the code that reads it: it is installed with it. ``tests/test_decks_shipped.py``
fails while a digest here does not match its deck (after the generator redraws a deck, run
``python -m belote_desktop.decks.shipped_check --write``).
"""

from __future__ import annotations

import hashlib

from belote_desktop.decks.schemes import IdScheme

# -- digests (python -m belote_desktop.decks.shipped_check --write rewrites the lines below) --
SHIPPED_DECKS: dict[str, str] = {
    "french": "0a75ca5d9b9ebaceb51f4b0e245f308a0fc472944667d1e028d3fca46ec85793",
    "german": "87615c7103575185a06571af343689cc2b5a1c6617c50c5eec05aebfb538a0a3",
    "traditional": "181585e226f92c8ec2b6b5869ca810318a8a6fa93a0efac6ae1018ad5ccb6f7a",
}
# -- end of digests --

def content_digest(svg: bytes, scheme: IdScheme, backs: tuple[str, ...]) -> str:
    """SHA-256 of what the checks judge: the SVG's bytes, the ids it must hold (its scheme) and
    the backs the manifest names."""
    digest = hashlib.sha256(svg)
    digest.update(f"\0{scheme.value}\0{'|'.join(backs)}".encode())
    return digest.hexdigest()


def is_shipped(deck_id: str, svg: bytes, scheme: IdScheme, backs: tuple[str, ...]) -> bool:
    """Whether these are exactly the bytes and ids of the built-in deck ``deck_id`` as shipped."""
    expected = SHIPPED_DECKS.get(deck_id)
    return expected is not None and content_digest(svg, scheme, backs) == expected
