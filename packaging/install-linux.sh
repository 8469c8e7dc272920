#!/usr/bin/env bash
# Install the built program for the current user on Linux, with a menu entry and an icon.
#
#   packaging/install-linux.sh [BUILD_FOLDER]      (default: dist/cardtable, from the build command)
#
# Copies BUILD_FOLDER to ~/.local/opt/cardtable, links ~/.local/bin/cardtable to it, puts the icon
# in ~/.local/share/icons/hicolor/256x256/apps/cardtable.png and the menu entry
# (packaging/cardtable.desktop, its Exec pointing at the copied program) in
# ~/.local/share/applications. Run it again to update; remove those four to uninstall.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../dist/cardtable}
[[ -x $build/cardtable ]] || { echo "install-linux.sh: no built program at $build/cardtable (build it first)" >&2; exit 1; }
data=${XDG_DATA_HOME:-$HOME/.local/share}
target=$HOME/.local/opt/cardtable
mkdir -p "$HOME/.local/opt" "$HOME/.local/bin" "$data/applications" "$data/icons/hicolor/256x256/apps"
rm -rf "$target"
cp -a "$build" "$target"
ln -sfn "$target/cardtable" "$HOME/.local/bin/cardtable"
cp "$target/_internal/art/icon.png" "$data/icons/hicolor/256x256/apps/cardtable.png"
sed "s|^Exec=.*|Exec=$target/cardtable|" "$here/cardtable.desktop" > "$data/applications/cardtable.desktop"
echo "Installed: $target (menu entry Card Table; command ~/.local/bin/cardtable)"
