#!/bin/sh
# Belote Desktop, standalone bundle: start the game from wherever the bundle was unpacked.
# Arguments go to the game (`./belote-desktop --help`). Symlinks to this file work too, so it
# can be linked into ~/bin. The program itself, and the Python and Qt it carries, are in lib/.
here="$(dirname "$(readlink -f "$0")")"
exec "$here/lib/belote-desktop" "$@"
