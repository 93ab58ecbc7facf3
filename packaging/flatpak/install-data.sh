#!/usr/bin/env bash
# The Flatpak build's last step: the desktop entry, icons and AppStream metadata under the
# application id, as Flatpak requires (every exported file is named after the id).
#
#   packaging/flatpak/install-data.sh PREFIX APP_ID
#
# The manifest runs it as `install-data.sh /app "$FLATPAK_ID"`; tests/test_desktop_integration.py
# runs it into a temporary folder and validates the result. Run from the top of the sources.
set -euo pipefail
prefix="$1"
app_id="$2"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
packaging="$(dirname "$here")"
sources="$(dirname "$packaging")"

install -d "$prefix/share/applications" "$prefix/share/metainfo"
# the entry runs the console script pip put in /app/bin, under the icon named after the id
sed -e "s|^Icon=.*|Icon=$app_id|" -e "s|^Exec=.*|Exec=belote-desktop|" \
    "$packaging/belote-desktop.desktop" >"$prefix/share/applications/$app_id.desktop"
sed -e "s|<launchable type=\"desktop-id\">.*</launchable>|<launchable type=\"desktop-id\">$app_id.desktop</launchable>|" \
    "$packaging/belote-desktop.metainfo.xml" >"$prefix/share/metainfo/$app_id.metainfo.xml"
for png in "$packaging"/icons/hicolor/*/apps/belote-desktop.png; do
    size="$(basename "$(dirname "$(dirname "$png")")")"
    install -D -m 644 "$png" "$prefix/share/icons/hicolor/$size/apps/$app_id.png"
done
install -D -m 644 "$sources/resources/icons/belote-desktop.svg" "$prefix/share/icons/hicolor/scalable/apps/$app_id.svg"
install -D -m 644 "$packaging/belote-desktop.6" "$prefix/share/man/man6/belote-desktop.6"
