#!/usr/bin/env bash

# SPDX-FileCopyrightText: 2026 the Tessera project
#
# SPDX-License-Identifier: GPL-3.0-or-later

# Tessera's one entry point for people and CI.
#   bash scripts/dev.sh run      install what is missing, build, start the app
#   bash scripts/dev.sh test     install what is missing, build, run every test
#                                (a normal build, an ASan+UBSan build, the fuzz harnesses)
#   bash scripts/dev.sh package  install what is missing, build, make the Debian package
#                                build/tessera_VERSION_ARCH.deb
# All are idempotent: with everything in place they only rebuild what changed.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT=$(pwd)
JOBS=$(nproc 2>/dev/null || echo 2)
# ccache keys on paths relative to the project, so a second clone (CI's) reuses the first's objects
# for the project's own sources (moc and QML cache files name absolute paths: those are rebuilt).
export CCACHE_BASEDIR="$ROOT"

PACKAGES=(
    # build
    cmake ninja-build g++ libgl-dev ccache libncurses-dev
    qt6-base-dev qt6-declarative-dev qt6-tools-dev qt6-l10n-tools qt6-tools-dev-tools
    # the encodings of level files from older programs: uchardet guesses (iconv is glibc's)
    libuchardet-dev
    # game controllers: SDL2's GameController API (no SDL window)
    libsdl2-dev
    # run time: one package per QML import, the SVG image plugin, a font
    qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-layouts
    qml6-module-qtquick-templates qml6-module-qtquick-window qml6-module-qtquick-dialogs
    qml6-module-qtqml-workerscript qml6-module-qtcore qml6-module-qt-labs-folderlistmodel
    qml6-module-qtquick-shapes libqt6svg6 fonts-dejavu-core
    # the languages: glyphs for Chinese, Qt's own strings (dialog buttons) translated
    fonts-noto-cjk qt6-translations-l10n
    # the build cuts the Chinese screens' glyphs out of Noto Sans CJK (scripts/subset-cjk-font.py)
    python3-fonttools
    # sound: Qt Multimedia over PulseAudio (the tests run a private server and record it)
    qt6-multimedia-dev libqt6multimedia6 qml6-module-qtmultimedia pulseaudio pulseaudio-utils
    # tests; reuse checks that every file names its licence
    qml6-module-qttest tmux reuse
    # screen-reader tests (tests/app): their own X server, D-Bus session and AT-SPI bus, keys
    # typed into the app, and the system Python's pyatspi reading it as Orca does
    xvfb xdotool dbus at-spi2-core python3-pyatspi
    # install and package tests (tests/install), and `package`: the freedesktop.org validators,
    # man, bash-completion, gio (what a file manager sees), the Debian package tools
    desktop-file-utils appstream shared-mime-info libxml2-utils man-db bash-completion
    libglib2.0-bin dpkg-dev fakeroot file
    # the libFuzzer harnesses (tests/fuzz): clang and its fuzzer and sanitizer runtimes
    clang-14 libclang-rt-14-dev
)

log() { printf '\033[1m==> %s\033[0m\n' "$*"; }

install_missing() {
    local missing=() p
    for p in "${PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' ||
            missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null || { echo "Need root or sudo to install: ${missing[*]}" >&2; exit 1; }
        sudo=(sudo)
    fi
    log "Installing ${missing[*]}"
    "${sudo[@]}" apt-get update -qq
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
        "${missing[@]}"
}

# build DIR [cmake options...]
build() {
    local dir=$1
    shift
    if [ ! -f "$dir/build.ninja" ]; then
        log "Configuring $dir"
        cmake -S "$ROOT" -B "$dir" -G Ninja -DCMAKE_CXX_COMPILER_LAUNCHER=ccache "$@"
    fi
    log "Building $dir"
    cmake --build "$dir" --parallel "$JOBS"
}

run_tests() {
    local dir=$1
    log "Testing $dir"
    ctest --test-dir "$dir" --output-on-failure --parallel "$JOBS"
}

case "${1:-run}" in
run)
    install_missing
    build build -DCMAKE_BUILD_TYPE=Release
    shift || true
    log "Starting build/bin/tessera"
    exec "$ROOT/build/bin/tessera" "$@"
    ;;
test)
    install_missing
    build build -DCMAKE_BUILD_TYPE=Release
    run_tests build
    # Memory errors and undefined behaviour fail the run. Benchmarks are left out: they are
    # measured in the Release build, not here.
    build build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DTESSERA_SANITIZE=ON -DTESSERA_BUILD_BENCHMARKS=OFF
    run_tests build-asan
    # Every parser under libFuzzer for a short fixed number of inputs (scripts/fuzz.sh runs
    # the long campaigns).
    bash "$ROOT/scripts/fuzz.sh" --build
    log "Fuzzing build-fuzz (short runs)"
    ctest --test-dir build-fuzz --output-on-failure -L fuzz
    ;;
package)
    install_missing
    build build -DCMAKE_BUILD_TYPE=Release
    log "Packaging build/"
    (cd build && cpack -G DEB)
    log "Install it with: sudo apt-get install ./build/$(cd build && ls -t tessera_*.deb | head -n 1)"
    ;;
*)
    echo "usage: bash scripts/dev.sh [run [APP ARGS...] | test | package]" >&2
    exit 2
    ;;
esac
