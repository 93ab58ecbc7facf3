#!/usr/bin/env bash
# Build the standalone Linux bundle: a folder that runs Belote Desktop without Python or Qt on
# the target, packed as belote-desktop-<version>-linux-<arch>.tar.gz with a launcher.
#
#   packaging/build-bundle.sh [--out DIR] [--keep-work]
#
#   --out DIR     where the .tar.gz goes (default: dist/ in the checkout)
#   --keep-work   keep the temporary build folder and print its path
#
# Steps: a private venv in a temporary folder; the wheel built from this checkout installed in
# it with its dependencies and PyInstaller; a PyInstaller one-folder build of
# packaging/bundle_main.py; the bundle laid out with the launcher and the desktop files; a smoke
# test of the bundle with an empty environment and no display (--version, the three built-in
# decks, a screenshot of the window); then the .tar.gz. Any failing step stops the script with a
# non-zero status. Needs python3 (3.11+, with venv) and pip's package index. Why PyInstaller and
# not pyside6-deploy, and the sizes and start times measured: packaging/README.md.
#
# The bundle carries the Python, Qt and C++ runtime of the build machine but uses the target's
# glibc, GL and X11/Wayland libraries, so build it on the oldest distribution it must run on
# (Debian 12 here: glibc 2.36).

set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$HERE")"
PYTHON="${PYTHON:-python3}"
# The version the sizes and start times in packaging/README.md were measured with.
PYINSTALLER_VERSION="6.22.3"
APP=belote-desktop

out_dir="$ROOT/dist"
keep_work=0
while [[ $# -gt 0 ]]; do
    case "$1" in
        --out) [[ $# -ge 2 ]] || { echo "build-bundle: --out needs a folder" >&2; exit 2; }
               out_dir="$2"; shift 2 ;;
        --keep-work) keep_work=1; shift ;;
        -h | --help) sed -n '2,23p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "build-bundle: unknown argument $1 (see --help)" >&2; exit 2 ;;
    esac
done

log() { printf 'build-bundle: %s\n' "$*" >&2; }
die() { log "$*"; exit 1; }

work="$(mktemp -d "${TMPDIR:-/tmp}/belote-bundle.XXXXXX")"
cleanup() {
    if [[ $keep_work -eq 1 ]]; then log "work folder kept: $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT

version="$(sed -n 's/^__version__ = "\(.*\)"$/\1/p' "$ROOT/belote_desktop/__init__.py")"
[[ -n "$version" ]] || die "no __version__ in belote_desktop/__init__.py"
arch="$(uname -m)"
name="$APP-$version-linux-$arch"

log "venv with $("$PYTHON" --version 2>&1) in $work"
"$PYTHON" -m venv "$work/venv"
pip=("$work/venv/bin/python" -m pip --disable-pip-version-check -q)

# Built from a copy, so the build never writes into the checkout (build/, *.egg-info);
# docs/ for the players' guide, which setup.py puts in the wheel.
log "wheel from $ROOT"
mkdir "$work/src"
cp -r "$ROOT/pyproject.toml" "$ROOT/setup.py" "$ROOT/README.md" "$ROOT/belote_desktop" "$ROOT/resources" \
    "$ROOT/docs" "$work/src/"
find "$work/src" -name __pycache__ -prune -exec rm -rf {} +
"${pip[@]}" wheel --no-deps -w "$work/wheel" "$work/src"
"${pip[@]}" install "$work"/wheel/belote_desktop-*.whl "pyinstaller==$PYINSTALLER_VERSION"

log "PyInstaller one-folder build"
# The commands are imported by name (cli.COMMANDS), so PyInstaller cannot see them: collect the
# whole package, and its data (belote_desktop._resources: decks, icon).
"$work/venv/bin/pyinstaller" --noconfirm --log-level WARN --onedir --name "$APP" \
    --collect-submodules belote_desktop --collect-data belote_desktop \
    --distpath "$work/dist" --workpath "$work/build" --specpath "$work" \
    "$HERE/bundle_main.py"

log "laying out $name"
stage="$work/stage/$name"
mkdir -p "$stage/packaging" "$stage/resources/icons"
mv "$work/dist/$APP" "$stage/lib"
install -m 755 "$HERE/bundle-launcher.sh" "$stage/$APP"
install -m 755 "$HERE/install-desktop.sh" "$stage/packaging/"
install -m 644 "$HERE/$APP.desktop" "$HERE/$APP.metainfo.xml" "$stage/packaging/"
cp -r "$HERE/icons" "$stage/packaging/"
install -m 644 "$ROOT/resources/icons/$APP.svg" "$stage/resources/icons/"
cat >"$stage/README.txt" <<EOF
Belote Desktop $version, standalone bundle for Linux ($arch)

Start the game:             ./$APP
Add it to the applications menu (for your user, no root needed):
                            packaging/install-desktop.sh
Remove the menu entry:      packaging/install-desktop.sh --uninstall

Nothing else is needed: Python and Qt are inside lib/. The folder can live anywhere; run
packaging/install-desktop.sh again after moving it.

Licences: the game is GPL-3.0-or-later; its built-in card decks are CC-BY-SA-4.0.
lib/ also holds Python (PSF licence), Qt and PySide6 (LGPL-3.0) and the libraries they use,
under their own licences.
EOF

log "smoke test (empty environment, no display)"
home="$work/home"
mkdir -p "$home/no-data"
run_bundle() {
    env -i PATH=/usr/bin:/bin HOME="$home" LANG=C.UTF-8 XDG_DATA_HOME="$home/no-data" \
        XDG_DATA_DIRS="$home/no-data" "$stage/$APP" "$@"
}
got="$(run_bundle --version)"
[[ "$got" == "$APP $version" ]] || die "--version printed '$got', expected '$APP $version'"
decks="$(run_bundle decks | awk 'NR > 1 && $0 != "" {print $1}' | tr '\n' ' ')"
[[ "$decks" == "french german traditional " ]] || die "decks listed: '$decks', expected the three built-in decks"
shot="$work/smoke.png"
run_bundle play --screenshot "$shot" --size 1024x640 >/dev/null
[[ "$(head -c 8 "$shot" | od -An -tx1 | tr -d ' \n')" == "89504e470d0a1a0a" ]] || die "no PNG screenshot from the bundle"
[[ "$(od -An -tu1 -j16 -N8 "$shot" | tr -s ' ' | sed 's/^ //')" == "0 0 4 0 0 0 2 128" ]] \
    || die "the screenshot is not 1024x640"
[[ -n "$(find "$stage/lib" -path '*/_resources/guide/PLAYING.md')" ]] || die "the players' guide is not in the bundle"
log "  --version, decks (french german traditional), a 1024x640 screenshot and the guide: ok"

mkdir -p "$out_dir"
tarball="$out_dir/$name.tar.gz"
tar -C "$work/stage" -czf "$tarball" "$name"
log "bundle folder: $(du -sh "$stage" | cut -f1); archive: $(du -h "$tarball" | cut -f1)"
echo "$tarball"
