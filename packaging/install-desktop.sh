#!/usr/bin/env bash
# Put Belote Desktop in the user's application menu: the desktop entry, the icons and the
# AppStream metadata, under ${XDG_DATA_HOME:-~/.local/share}. No root needed.
#
#   packaging/install-desktop.sh [--exec COMMAND] [--uninstall]
#
#   --exec COMMAND  what the menu entry runs (default: in an unpacked standalone bundle, its
#                   launcher; otherwise the absolute path of the belote-desktop found on PATH,
#                   so a virtual environment's copy keeps working when the menu starts it
#                   without that venv's PATH; plain "belote-desktop" if none is found)
#   --uninstall     remove what an earlier run installed, and nothing else: the folders it had
#                   to create (when they are empty again) and an icon cache it created
#
# Run it from a checkout or an unpacked bundle (build-bundle.sh keeps the same layout): it finds
# its files beside itself (packaging/) and the scalable icon in ../resources/icons/.
#
# What it created besides its own files is recorded as comment lines at the end of the desktop
# entry it installs ("# made-folder: PATH", "# made-file: PATH"), so --uninstall knows which
# folders were there before and must stay. It never runs update-desktop-database: the entry
# declares no MIME types, so there is nothing for that cache (mimeinfo.cache) to hold.

set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$HERE")"
APP=belote-desktop
DATA_HOME="${XDG_DATA_HOME:-${HOME:?HOME is not set}/.local/share}"
METAINFO_SRC="$HERE/$APP.metainfo.xml"
# Software centres find metadata by its component id, so the file is installed under that name.
COMPONENT_ID="$(sed -n 's|.*<id>\(.*\)</id>.*|\1|p' "$METAINFO_SRC" | head -n 1)"
[[ -n "$COMPONENT_ID" ]] || { echo "install-desktop: no <id> in $METAINFO_SRC" >&2; exit 1; }

exec_cmd=""
uninstall=0
while [[ $# -gt 0 ]]; do
    case "$1" in
        --exec) [[ $# -ge 2 ]] || { echo "install-desktop: --exec needs a command" >&2; exit 2; }
                exec_cmd="$2"; shift 2 ;;
        --uninstall) uninstall=1; shift ;;
        -h | --help) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "install-desktop: unknown argument $1 (see --help)" >&2; exit 2 ;;
    esac
done

# Quote a program path for Exec= as the Desktop Entry spec asks: inside double quotes,
# backslash before " ` $ and \. Plain words need no quotes.
desktop_quote() {
    local word="$1"
    if [[ "$word" =~ ^[A-Za-z0-9_./+-]+$ ]]; then
        printf '%s' "$word"
        return
    fi
    word="${word//\\/\\\\}"
    word="${word//\"/\\\"}"
    word="${word//\`/\\\`}"
    word="${word//\$/\\\$}"
    printf '"%s"' "$word"
}

icon_targets() {
    local png size
    for png in "$HERE"/icons/hicolor/*/apps/"$APP".png; do
        size="$(basename "$(dirname "$(dirname "$png")")")"
        printf '%s\t%s\n' "$png" "$DATA_HOME/icons/hicolor/$size/apps/$APP.png"
    done
    printf '%s\t%s\n' "$ROOT/resources/icons/$APP.svg" "$DATA_HOME/icons/hicolor/scalable/apps/$APP.svg"
}

desktop_file="$DATA_HOME/applications/$APP.desktop"
metainfo_file="$DATA_HOME/metainfo/$COMPONENT_ID.metainfo.xml"
icon_cache="$DATA_HOME/icons/hicolor/icon-theme.cache"

# An icon theme folder of the user's own (with its index.theme) may keep a cache, which then
# must be refreshed; menus read desktop entries directly. A missing tool only means the desktop
# picks the icons up later.
refresh_icon_cache() {
    [[ -f "$DATA_HOME/icons/hicolor/index.theme" ]] && command -v gtk-update-icon-cache >/dev/null 2>&1 \
        && gtk-update-icon-cache -q -t "$DATA_HOME/icons/hicolor" 2>/dev/null || true
}

# The records of an earlier install ("made-folder"/"made-file" comment lines of its entry).
recorded() {
    [[ -f "$desktop_file" ]] || return 0
    sed -n "s|^# $1: ||p" "$desktop_file"
}

if [[ $uninstall -eq 1 ]]; then
    mapfile -t made_folders < <(recorded made-folder)
    mapfile -t made_files < <(recorded made-file)
    rm -f "$desktop_file" "$metainfo_file"
    while IFS=$'\t' read -r _ target; do rm -f "$target"; done < <(icon_targets)
    if [[ ${#made_files[@]} -gt 0 ]]; then rm -f "${made_files[@]}"; fi
    [[ -f "$icon_cache" ]] && refresh_icon_cache
    # deepest first; rmdir leaves a folder that is not empty (something else was put there)
    if [[ ${#made_folders[@]} -gt 0 ]]; then
        while IFS= read -r folder; do
            rmdir "$folder" 2>/dev/null || true
        done < <(printf '%s\n' "${made_folders[@]}" | awk '{ print length($0) "\t" $0 }' | sort -rn | cut -f2-)
    fi
    echo "removed Belote Desktop's menu entry, icons and metadata from $DATA_HOME"
    exit 0
fi

# Folders this run creates (and those an earlier run created and recorded), for --uninstall.
declare -A made=()
while IFS= read -r folder; do [[ -n "$folder" && -d "$folder" ]] && made["$folder"]=1; done < <(recorded made-folder)
made_cache=""
[[ -n "$(recorded made-file)" && -f "$icon_cache" ]] && made_cache="$icon_cache"
make_folder() {
    local folder="$1"
    while [[ ! -d "$folder" ]]; do
        made["$folder"]=1
        folder="$(dirname "$folder")"
    done
    mkdir -p "$1"
}

if [[ -z "$exec_cmd" && -f "$ROOT/$APP" && -x "$ROOT/$APP" ]]; then
    exec_cmd="$ROOT/$APP"  # the bundle's launcher, beside packaging/
fi
if [[ -z "$exec_cmd" ]]; then
    exec_cmd="$(command -v "$APP" || true)"
    [[ -n "$exec_cmd" ]] || { exec_cmd="$APP"; echo "install-desktop: warning: $APP is not on PATH; the menu entry runs plain '$APP'" >&2; }
fi

make_folder "$DATA_HOME/applications"
make_folder "$DATA_HOME/metainfo"
install -m 644 "$METAINFO_SRC" "$metainfo_file"
while IFS=$'\t' read -r source target; do
    make_folder "$(dirname "$target")"
    install -m 644 "$source" "$target"
done < <(icon_targets)
[[ -f "$icon_cache" ]] || made_cache="$icon_cache"
refresh_icon_cache
[[ -f "$made_cache" ]] || made_cache=""
exec_line="Exec=$(desktop_quote "$exec_cmd")"
{
    sed "s|^Exec=.*|$(printf '%s' "$exec_line" | sed 's/[&|\\]/\\&/g')|" "$HERE/$APP.desktop"
    echo "# Installed by install-desktop.sh; --uninstall removes what it created:"
    for folder in "${!made[@]}"; do echo "# made-folder: $folder"; done | sort
    if [[ -n "$made_cache" ]]; then echo "# made-file: $made_cache"; fi
} >"$desktop_file.tmp"
mv "$desktop_file.tmp" "$desktop_file"

echo "installed Belote Desktop into $DATA_HOME:"
echo "  $desktop_file ($exec_line)"
echo "  $metainfo_file"
echo "  icons in $DATA_HOME/icons/hicolor/{16x16..512x512,scalable}/apps/"
