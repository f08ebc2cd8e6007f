#!/usr/bin/env bash
# Remove what install.sh put in place: the app folder, the `mextrain` command, the desktop
# entry, the icons and the desktop shortcut.
#
#   bash packaging/linux/uninstall.sh [--prefix DIR] [--purge]
#
# Use the --prefix given to install.sh (default ~/.local). Saved games and settings stay,
# unless --purge is given.
set -euo pipefail

APP_ID="io.github.mextrain.MexicanTrain"
EXE_NAME="mextrain"
APP_NAME="Mexican Train"  # QSettings and QStandardPaths folders are named after it
ICON_SIZES=(16 24 32 48 64 128 256 512)

prefix="$HOME/.local"
purge=0
while [[ $# -gt 0 ]]; do
    case "$1" in
        --prefix) prefix="${2:?--prefix needs a folder}"; shift 2 ;;
        --prefix=*) prefix="${1#--prefix=}"; shift ;;
        --purge) purge=1; shift ;;
        -h|--help) sed -n '2,9p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "uninstall.sh: unknown argument $1 (try --help)" >&2; exit 1 ;;
    esac
done

if [[ "$prefix" == "$HOME/.local" ]]; then
    data_home="${XDG_DATA_HOME:-$HOME/.local/share}"
else
    data_home="$prefix/share"
fi
app_dir="$prefix/lib/$EXE_NAME"
bin_link="$prefix/bin/$EXE_NAME"
applications="$data_home/applications"
hicolor="$data_home/icons/hicolor"

removed=0
remove() {
    if [[ -e "$1" || -L "$1" ]]; then
        rm -rf -- "$1"
        removed=$((removed + 1))
    fi
}

if [[ -L "$bin_link" && "$(readlink "$bin_link")" == "$app_dir/$EXE_NAME" ]]; then
    remove "$bin_link"
fi
remove "$app_dir"
remove "$applications/$APP_ID.desktop"
for size in "${ICON_SIZES[@]}"; do
    remove "$hicolor/${size}x${size}/apps/$APP_ID.png"
done
remove "$hicolor/scalable/apps/$APP_ID.svg"

desktop_dir="$(xdg-user-dir DESKTOP 2>/dev/null || true)"
desktop_dir="${desktop_dir:-$HOME/Desktop}"
shortcut="$desktop_dir/$APP_ID.desktop"
if [[ -f "$shortcut" ]] && grep -q "^TryExec=$app_dir/$EXE_NAME\$" "$shortcut"; then
    remove "$shortcut"
fi

if [[ $purge -eq 1 ]]; then
    remove "${XDG_CONFIG_HOME:-$HOME/.config}/$APP_NAME"
    remove "${XDG_DATA_HOME:-$HOME/.local/share}/$APP_NAME"
fi

if [[ -d "$hicolor" ]]; then
    touch "$hicolor" 2>/dev/null || true
    if [[ -f "$hicolor/icon-theme.cache" ]] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
        gtk-update-icon-cache --quiet --ignore-theme-index "$hicolor" 2>/dev/null || true
    fi
fi
if [[ -d "$applications" ]] && command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database --quiet "$applications" 2>/dev/null || true
fi

if [[ $removed -eq 0 ]]; then
    echo "Mexican Train was not installed under $prefix; nothing to remove."
else
    echo "Removed Mexican Train from $prefix ($removed items)."
fi
