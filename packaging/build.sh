#!/usr/bin/env bash
# Build the installed-app bundle with PyInstaller: build/dist/mextrain/ (one folder, the
# `mextrain` program inside; on macOS also "build/dist/Mexican Train.app").
#
#   bash packaging/build.sh [--archive]
#
# --archive also packs build/dist/mextrain-VERSION-linux-ARCH.tar.gz with the app folder and
# the install scripts, for people who only download and double-click (Linux).
# Python: $PYTHON, else .venv/bin/python (needs the `build` extra: pip install -e '.[build]').
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

archive=0
for arg in "$@"; do
    case "$arg" in
        --archive) archive=1 ;;
        -h|--help) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "build.sh: unknown argument $arg" >&2; exit 1 ;;
    esac
done

python="${PYTHON:-.venv/bin/python}"
[[ -x "$python" ]] || python="$(command -v python3)"
"$python" -c "import PyInstaller" 2>/dev/null ||
    { echo "build.sh: PyInstaller is missing; run: $python -m pip install -e '.[build]'" >&2; exit 1; }

started=$(date +%s.%N)
"$python" -m PyInstaller packaging/mextrain.spec --noconfirm --clean \
    --distpath build/dist --workpath build/work --log-level WARN
finished=$(date +%s.%N)

bundle=build/dist/mextrain
bytes=$(du -sb "$bundle" | cut -f1)
awk -v b="$bytes" -v s="$started" -v f="$finished" -v d="$bundle" 'BEGIN {
    printf "Built %s: %.1f MB (%d bytes) in %.0f s\n", d, b / 1e6, b, f - s }'

if [[ $archive -eq 1 ]]; then
    version=$("$python" -c "import sys; sys.path.insert(0, 'packaging'); import bundle_policy; print(bundle_policy.project_version())")
    name="mextrain-$version-linux-$(uname -m)"
    stage="build/archive/$name"
    rm -rf build/archive && mkdir -p "$stage"
    cp -a "$bundle" "$stage/"
    cp packaging/linux/install.sh packaging/linux/uninstall.sh packaging/linux/*.desktop "$stage/"
    tar -C build/archive -czf "build/dist/$name.tar.gz" "$name"
    echo "Archive: build/dist/$name.tar.gz (unpack, then run ./install.sh)"
fi
