#!/usr/bin/env bash
# Build the standalone Linux bundle: a folder that runs Belote Desktop without Python or Qt on
# the target, packed as belote-desktop-<version>-linux-<arch>.tar.gz with a launcher.
#
#   packaging/build-bundle.sh [--out DIR] [--keep-work]
#
#   --out DIR     where the .tar.gz goes (default: dist/ in the checkout)
#   --keep-work   keep the temporary build folder and print its path
#
# Steps: a private venv in a temporary folder; PyInstaller, the game's dependencies and the
# build tools (mypy among them) installed in it from packaging/bundle-requirements.txt (exact
# versions, checked against their hashes); the wheel built from this checkout with those tools (no
# build isolation, so nothing unpinned is fetched) with the double-dummy solver compiled by mypyc
# (BELOTE_COMPILE=1: the build stops rather than ship the pure-Python solver), and installed; a
# PyInstaller one-folder build of packaging/bundle_main.py; the bundle laid out with the launcher,
# the desktop files and the licence texts of everything it carries (collect_licences.py); a smoke
# test of the bundle with an empty environment and no display (--version and the compiled solver,
# the three built-in decks, a screenshot of the window, the guide, the licences); then the
# .tar.gz, its entries sorted and dated SOURCE_DATE_EPOCH (default: the time of the checkout's
# last commit). Any failing step stops the script with a non-zero status. Needs python3 (3.11+,
# with venv, and its headers: Debian's python3-dev), gcc (the solver's compiled build), dpkg
# (Debian: the licences of the system libraries the bundle copies) and pip's package index. Why
# PyInstaller and not pyside6-deploy, the sizes and times measured, and how to update the lock
# file: packaging/README.md.
#
# The bundle carries the Python, Qt and C++ runtime of the build machine but uses the target's
# glibc, GL and X11/Wayland libraries, so build it on the oldest distribution it must run on
# (Debian 12 here: glibc 2.36).

set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$HERE")"
PYTHON="${PYTHON:-python3}"
# PyInstaller, the game's dependencies and the build tools, pinned with hashes
LOCK="$HERE/bundle-requirements.txt"
APP=belote-desktop

out_dir="$ROOT/dist"
keep_work=0
while [[ $# -gt 0 ]]; do
    case "$1" in
        --out) [[ $# -ge 2 ]] || { echo "build-bundle: --out needs a folder" >&2; exit 2; }
               out_dir="$2"; shift 2 ;;
        --keep-work) keep_work=1; shift ;;
        -h | --help) sed -n '2,28p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
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

# One date for everything the build dates (the archive's entries, Python's .pyc files, README.txt),
# so two builds of one commit agree: the commit's time unless the caller sets it.
if [[ -z "${SOURCE_DATE_EPOCH:-}" ]]; then
    SOURCE_DATE_EPOCH="$(git -C "$ROOT" log -1 --format=%ct 2>/dev/null || true)"
    [[ -n "$SOURCE_DATE_EPOCH" ]] || die "not a git checkout: set SOURCE_DATE_EPOCH (seconds since 1970) for the build date"
fi
export SOURCE_DATE_EPOCH
# PyInstaller lays out its archives in set order: a fixed hash seed makes it the same each build
export PYTHONHASHSEED=0
build_date="$(date -u -d "@$SOURCE_DATE_EPOCH" +%Y-%m-%d)"
commit="$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo unknown)"

version="$(sed -n 's/^__version__ = "\(.*\)"$/\1/p' "$ROOT/belote_desktop/__init__.py")"
[[ -n "$version" ]] || die "no __version__ in belote_desktop/__init__.py"
arch="$(uname -m)"
name="$APP-$version-linux-$arch"

log "venv with $("$PYTHON" --version 2>&1) in $work"
"$PYTHON" -m venv "$work/venv"
pip=("$work/venv/bin/python" -m pip --disable-pip-version-check -q)

log "PyInstaller, dependencies and build tools from $(basename "$LOCK") (hashes checked)"
"${pip[@]}" install --require-hashes --no-deps -r "$LOCK"

# Built from a copy, so the build never writes into the checkout (build/, *.egg-info);
# docs/ for the players' guide and packaging/ for the desktop files, which setup.py puts in the
# wheel; the licence texts it carries.
log "wheel from $ROOT"
mkdir "$work/src"
cp -r "$ROOT/pyproject.toml" "$ROOT/setup.py" "$ROOT/README.md" "$ROOT/LICENSE" "$ROOT/LICENSES" \
    "$ROOT/belote_desktop" "$ROOT/resources" "$ROOT/docs" "$ROOT/packaging" "$work/src/"
find "$work/src" -name __pycache__ -prune -exec rm -rf {} +
# the checkout's own solver build goes: setup.py compiles the wheel's from the sources
rm -rf "$work/src/belote_desktop/_compiled" "$work/src"/belote_desktop/i18n/*.qm
BELOTE_COMPILE=1 "${pip[@]}" wheel --no-deps --no-build-isolation -w "$work/wheel" "$work/src"
"${pip[@]}" install --no-deps "$work"/wheel/belote_desktop-*.whl
# The compiled solver is used only while the pure-Python sources it was made from hash the same
# (belote_desktop/compiled.py); a frozen program keeps bytecode only, so those files go in as data.
mapfile -t solver_sources < <("$work/venv/bin/python" -I -c '
from pathlib import Path
from belote_desktop import compiled
site = Path(compiled.__file__).resolve().parents[1]
for path in compiled.hashed_files():
    print(f"--add-data={path}:{path.parent.relative_to(site)}")')
[[ ${#solver_sources[@]} -gt 0 ]] || die "no solver sources listed by belote_desktop.compiled"

log "PyInstaller one-folder build"
# The commands are imported by name (cli.COMMANDS), so PyInstaller cannot see them: collect the
# whole package, and its data (belote_desktop._resources: decks, icon); and its metadata, which
# holds the licence texts Help > About > Licences shows (ui/licences.py). Not mypy: the compiler
# belote_desktop/compiled.py imports to build the solver, which the bundle runs already built.
"$work/venv/bin/pyinstaller" --noconfirm --log-level WARN --onedir --name "$APP" \
    --collect-submodules belote_desktop --collect-data belote_desktop --copy-metadata belote-desktop \
    "${solver_sources[@]}" \
    --exclude-module mypyc --exclude-module mypy \
    --distpath "$work/dist" --workpath "$work/build" --specpath "$work" \
    "$HERE/bundle_main.py"

log "laying out $name"
stage="$work/stage/$name"
mkdir -p "$stage/packaging" "$stage/resources/icons"
mv "$work/dist/$APP" "$stage/lib"
# pip notes where it installed the wheel from and the console script it wrote in the venv (both
# name this run's temporary folder): neither is in the bundle
metadata="$(find "$stage/lib" -maxdepth 2 -type d -name 'belote_desktop-*.dist-info')"
rm -f "$metadata/direct_url.json"
sed -i -e '/direct_url\.json/d' -e '\|^\.\./\.\./\.\./bin/|d' "$metadata/RECORD"
install -m 755 "$HERE/bundle-launcher.sh" "$stage/$APP"
install -m 755 "$HERE/install-desktop.sh" "$stage/packaging/"
install -m 644 "$HERE/$APP.desktop" "$HERE/$APP.metainfo.xml" "$stage/packaging/"
cp -r "$HERE/icons" "$stage/packaging/"
install -m 644 "$ROOT/resources/icons/$APP.svg" "$stage/resources/icons/"
install -m 644 "$ROOT/LICENSE" "$stage/"
cp -r "$ROOT/LICENSES" "$stage/"
"$work/venv/bin/python" "$HERE/collect_licences.py" "$work/build" "$stage"
{
    echo "Belote Desktop $version, commit $commit, built for $build_date (SOURCE_DATE_EPOCH=$SOURCE_DATE_EPOCH)"
    echo "Python $("$work/venv/bin/python" -c 'import platform; print(platform.python_version())')"
    "$work/venv/bin/python" -m pip --disable-pip-version-check list --format=freeze --exclude pip
} >"$stage/VERSIONS.txt"
cat >"$stage/README.txt" <<EOF
Belote Desktop $version, standalone bundle for Linux ($arch)

Start the game:             ./$APP
Add it to the applications menu (for your user, no root needed):
                            packaging/install-desktop.sh
Remove the menu entry:      packaging/install-desktop.sh --uninstall

Nothing else is needed: Python and Qt are inside lib/. The folder can live anywhere; run
packaging/install-desktop.sh again after moving it.

Licences: the game is GPL-3.0-or-later (LICENSE); its built-in card decks are CC-BY-SA-4.0
(LICENSES/). lib/ also holds Python, Qt and PySide6 (LGPL-3.0) and the libraries they use, under
their own licences: licences/README.txt lists them, and the game shows them under
Help > About > Licences. VERSIONS.txt: what this bundle was built from (commit $commit, $build_date).
EOF

log "smoke test (empty environment, no display)"
home="$work/home"
mkdir -p "$home/no-data"
run_bundle() {
    env -i PATH=/usr/bin:/bin HOME="$home" LANG=C.UTF-8 XDG_DATA_HOME="$home/no-data" \
        XDG_DATA_DIRS="$home/no-data" "$stage/$APP" "$@"
}
got="$(run_bundle --version)"
[[ "$got" == "$APP $version"$'\n'"solver: compiled (mypyc, search in C)" ]] \
    || die "--version printed '$got', expected '$APP $version' and the compiled solver"
decks="$(run_bundle decks | awk 'NR > 1 && $0 != "" {print $1}' | tr '\n' ' ')"
[[ "$decks" == "french german traditional " ]] || die "decks listed: '$decks', expected the three built-in decks"
shot="$work/smoke.png"
run_bundle play --screenshot "$shot" --size 1024x640 >/dev/null
[[ "$(head -c 8 "$shot" | od -An -tx1 | tr -d ' \n')" == "89504e470d0a1a0a" ]] || die "no PNG screenshot from the bundle"
[[ "$(od -An -tu1 -j16 -N8 "$shot" | tr -s ' ' | sed 's/^ //')" == "0 0 4 0 0 0 2 128" ]] \
    || die "the screenshot is not 1024x640"
[[ -n "$(find "$stage/lib" -path '*/_resources/guide/PLAYING.md')" ]] || die "the players' guide is not in the bundle"
for guide in "$ROOT"/docs/PLAYING.*.md; do  # its translations, one a language
    [[ -n "$(find "$stage/lib" -path "*/_resources/guide/${guide##*/}")" ]] || die "${guide##*/} is not in the bundle"
done
[[ -n "$(find "$stage/lib" -path '*/belote_desktop-*.dist-info/licenses/LICENSES/CC-BY-SA-4.0.txt')" ]] \
    || die "the game's licence texts are not in the bundle's metadata"
[[ -f "$stage/licences/python/LICENSE.txt" && -f "$stage/licences/pyside6-essentials/LGPL-3.0.txt" ]] \
    || die "the licences of Python and Qt are not in the bundle"
log "  --version, the compiled solver, decks (french german traditional), a 1024x640 screenshot, the guide, the licences: ok"

mkdir -p "$out_dir"
tarball="$out_dir/$name.tar.gz"
# the same bytes from the same files: entries sorted, one owner and date, no name or time in gzip
tar -C "$work/stage" --sort=name --mtime="@$SOURCE_DATE_EPOCH" --owner=0 --group=0 --numeric-owner \
    -cf - "$name" | gzip -n -9 >"$tarball"
log "bundle folder: $(du -sh "$stage" | cut -f1); archive: $(du -h "$tarball" | cut -f1)"
echo "$tarball"
