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
#   --uninstall     remove what an earlier run installed
#
# Run it from a checkout or an unpacked bundle (build-bundle.sh keeps the same layout): it finds
# its files beside itself (packaging/) and the scalable icon in ../resources/icons/.

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
        -h | --help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
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

# Menus and docks cache both; a missing tool only means the desktop picks the files up later.
refresh_caches() {
    command -v update-desktop-database >/dev/null 2>&1 \
        && update-desktop-database -q "$DATA_HOME/applications" 2>/dev/null || true
    [[ -f "$DATA_HOME/icons/hicolor/index.theme" ]] && command -v gtk-update-icon-cache >/dev/null 2>&1 \
        && gtk-update-icon-cache -q -t "$DATA_HOME/icons/hicolor" 2>/dev/null || true
}

desktop_file="$DATA_HOME/applications/$APP.desktop"
metainfo_file="$DATA_HOME/metainfo/$COMPONENT_ID.metainfo.xml"

if [[ $uninstall -eq 1 ]]; then
    rm -f "$desktop_file" "$metainfo_file"
    while IFS=$'\t' read -r _ target; do rm -f "$target"; done < <(icon_targets)
    refresh_caches
    echo "removed Belote Desktop's menu entry, icons and metadata from $DATA_HOME"
    exit 0
fi

if [[ -z "$exec_cmd" && -f "$ROOT/$APP" && -x "$ROOT/$APP" ]]; then
    exec_cmd="$ROOT/$APP"  # the bundle's launcher, beside packaging/
fi
if [[ -z "$exec_cmd" ]]; then
    exec_cmd="$(command -v "$APP" || true)"
    [[ -n "$exec_cmd" ]] || { exec_cmd="$APP"; echo "install-desktop: warning: $APP is not on PATH; the menu entry runs plain '$APP'" >&2; }
fi

mkdir -p "$DATA_HOME/applications" "$DATA_HOME/metainfo"
exec_line="Exec=$(desktop_quote "$exec_cmd")"
sed "s|^Exec=.*|$(printf '%s' "$exec_line" | sed 's/[&|\\]/\\&/g')|" "$HERE/$APP.desktop" >"$desktop_file.tmp"
mv "$desktop_file.tmp" "$desktop_file"
install -m 644 "$METAINFO_SRC" "$metainfo_file"
while IFS=$'\t' read -r source target; do
    install -D -m 644 "$source" "$target"
done < <(icon_targets)
refresh_caches

echo "installed Belote Desktop into $DATA_HOME:"
echo "  $desktop_file ($exec_line)"
echo "  $metainfo_file"
echo "  icons in $DATA_HOME/icons/hicolor/{16x16..512x512,scalable}/apps/"
