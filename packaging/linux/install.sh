#!/usr/bin/env bash
# Install the built Mexican Train so it shows in the application menu and starts with a
# double-click: the app folder, a `mextrain` command, the desktop entry and the icons.
#
#   bash packaging/linux/install.sh [--prefix DIR] [--desktop-shortcut] [APP_FOLDER]
#
# APP_FOLDER is the one-folder build (default: build/dist/mextrain of this repository, or a
# `mextrain` folder beside this script, as in the release archive that build.sh makes).
# Default prefix: ~/.local, for the current user, no root needed. `--prefix /usr/local`, run
# as root, installs for everyone. `--desktop-shortcut` also puts an icon on the desktop.
# Undo with uninstall.sh and the same --prefix.
set -euo pipefail

APP_ID="io.github.mextrain.MexicanTrain"
EXE_NAME="mextrain"
ICON_SIZES=(16 24 32 48 64 128 256 512)
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

die() { echo "install.sh: $*" >&2; exit 1; }

prefix="$HOME/.local"
desktop_shortcut=0
app_folder=""
while [[ $# -gt 0 ]]; do
    case "$1" in
        --prefix) prefix="${2:?--prefix needs a folder}"; shift 2 ;;
        --prefix=*) prefix="${1#--prefix=}"; shift ;;
        --desktop-shortcut) desktop_shortcut=1; shift ;;
        -h|--help) sed -n '2,13p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) die "unknown option $1 (try --help)" ;;
        *) app_folder="$1"; shift ;;
    esac
done

if [[ -z "$app_folder" ]]; then
    for candidate in "$here/$EXE_NAME" "$here/../../build/dist/$EXE_NAME"; do
        if [[ -x "$candidate/$EXE_NAME" ]]; then app_folder="$candidate"; break; fi
    done
fi
[[ -n "$app_folder" && -x "$app_folder/$EXE_NAME" ]] ||
    die "no built app found; build it first with: bash packaging/build.sh"
app_folder="$(cd "$app_folder" && pwd)"

desktop_template="$here/$APP_ID.desktop"
[[ -f "$desktop_template" ]] || die "missing $desktop_template"
icons_from="$app_folder/_internal/mextrain/_data/resources/icons"
[[ -d "$icons_from" ]] || icons_from="$here/../../resources/icons"
[[ -f "$icons_from/$EXE_NAME-256.png" ]] || die "no app icons in $app_folder"

if [[ "$prefix" == "$HOME/.local" ]]; then
    data_home="${XDG_DATA_HOME:-$HOME/.local/share}"
else
    data_home="$prefix/share"
fi
app_dir="$prefix/lib/$EXE_NAME"
bin_link="$prefix/bin/$EXE_NAME"
executable="$app_dir/$EXE_NAME"
applications="$data_home/applications"
hicolor="$data_home/icons/hicolor"

case "$executable" in
    *[\"\`\$\\]*) die "the install folder $executable has a character a desktop entry cannot hold" ;;
esac
exec_value="$executable"
[[ "$executable" == *[[:space:]\'\>\<\~\|\&\;\*\?\#\(\)]* ]] && exec_value="\"$executable\""

echo "Installing Mexican Train into $app_dir"
mkdir -p "$prefix/lib" "$prefix/bin" "$applications"
staging="$(mktemp -d "$prefix/lib/.$EXE_NAME.XXXXXX")"
trap 'rm -rf "$staging"' EXIT
cp -a "$app_folder/." "$staging/"
rm -rf "$app_dir"
mv "$staging" "$app_dir"
trap - EXIT
chmod 755 "$app_dir"
ln -sfn "$executable" "$bin_link"

for size in "${ICON_SIZES[@]}"; do
    mkdir -p "$hicolor/${size}x${size}/apps"
    install -m 644 "$icons_from/$EXE_NAME-$size.png" "$hicolor/${size}x${size}/apps/$APP_ID.png"
done
if [[ -f "$icons_from/$EXE_NAME.svg" ]]; then
    mkdir -p "$hicolor/scalable/apps"
    install -m 644 "$icons_from/$EXE_NAME.svg" "$hicolor/scalable/apps/$APP_ID.svg"
fi

entry="$applications/$APP_ID.desktop"
sed -e "s|^Exec=.*|Exec=$exec_value %u|" -e "s|^TryExec=.*|TryExec=$executable|" \
    "$desktop_template" > "$entry"
chmod 644 "$entry"

if [[ $desktop_shortcut -eq 1 ]]; then
    desktop_dir="$(xdg-user-dir DESKTOP 2>/dev/null || true)"
    desktop_dir="${desktop_dir:-$HOME/Desktop}"
    if [[ -d "$desktop_dir" && "$desktop_dir" != "$HOME" ]]; then
        install -m 755 "$entry" "$desktop_dir/$APP_ID.desktop"
        # GNOME starts desktop launchers only once they are marked trusted.
        gio set "$desktop_dir/$APP_ID.desktop" metadata::trusted true 2>/dev/null || true
        echo "Desktop shortcut: $desktop_dir/$APP_ID.desktop"
    else
        echo "No desktop folder found; skipped the desktop shortcut." >&2
    fi
fi

# Let menus and icon themes notice at once (each tool is optional).
touch "$hicolor" 2>/dev/null || true
# Refresh an icon cache only where one exists: a new cache in a user folder goes stale.
if [[ -f "$hicolor/icon-theme.cache" ]] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache --quiet --ignore-theme-index "$hicolor" 2>/dev/null || true
fi
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database --quiet "$applications" 2>/dev/null || true
fi
if command -v desktop-file-validate >/dev/null 2>&1; then
    desktop-file-validate "$entry"
fi

echo "Installed. Start Mexican Train from the application menu (Games), or run: $bin_link"
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) echo "($prefix/bin is not on your PATH; the menu entry works without it.)" ;;
esac
