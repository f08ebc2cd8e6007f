#!/usr/bin/env bash
# CI step after the unit tests: build the frozen app with the documented command, print its
# figures (size, launch to window), then run the frozen-app tests headless (`pytest -m frozen`).
#
#   bash packaging/ci-frozen-test.sh                     # the step itself
#   bash packaging/ci-frozen-test.sh --system-packages   # only the Debian packages (before the
#                                                        # unit tests, which validate the desktop entry)
#
# Expects the .venv that the unit-test step made (python3 -m venv .venv && pip install -e
# '.[test]'); adds the `build` extra (PyInstaller) to it. As root it installs the Debian
# packages it needs: desktop-file-utils, the small X11 helper libraries that Qt's xcb
# plugin links, so the bundle carries them to desktops that lack them, and PulseAudio (the
# sound test starts a private server of its own and records its null sink).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export QT_QPA_PLATFORM=offscreen

debian_packages=(desktop-file-utils libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1
                 libxcb-render-util0 libxkbcommon-x11-0
                 pulseaudio pulseaudio-utils)  # a sound server with a null sink: tests/ui/test_sound_playback.py
missing=()
for package in "${debian_packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [[ ${#missing[@]} -gt 0 ]]; then
    if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
        echo "Installing ${missing[*]}"
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    else
        echo "ci-frozen-test.sh: please install ${missing[*]}" >&2
    fi
fi
[[ "${1:-}" == "--system-packages" ]] && exit 0

python=.venv/bin/python
[[ -x "$python" ]] || { python3 -m venv .venv && "$python" -m pip install -q -e '.[test]'; }
"$python" -c "import PyInstaller" 2>/dev/null || "$python" -m pip install -q -e '.[test,build]'

bash packaging/build.sh
"$python" packaging/measure.py
MEXTRAIN_FROZEN_BUNDLE=build/dist/mextrain "$python" -m pytest -m frozen tests/project/test_frozen_app.py -p no:cacheprovider -rxs
