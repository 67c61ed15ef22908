# SPDX-FileCopyrightText: 2026 the Tessera project
#
# SPDX-License-Identifier: GPL-3.0-or-later

# shellcheck shell=bash
# Sourced by the install tests: PREFIX is the temporary prefix the install_tree test installed
# into (its first argument), APP_ID the desktop id; fail prints why and ends the test.
set -euo pipefail

PREFIX=${1:?usage: $0 PREFIX [...]}
APP_ID=io.github.tessera.Tessera
[ -x "$PREFIX/bin/tessera-cli" ] || { echo "FAIL: nothing installed in $PREFIX (run the install_tree test)" >&2; exit 1; }

fail() {
    echo "FAIL: $*" >&2
    exit 1
}

# A scratch folder, and a home in it so nothing a test runs touches the user's files.
SCRATCH=$(mktemp -d)
trap 'rm -rf "$SCRATCH"' EXIT
export HOME="$SCRATCH/home" XDG_CONFIG_HOME="$SCRATCH/home/.config" \
    XDG_DATA_HOME="$SCRATCH/home/.local/share" XDG_CACHE_HOME="$SCRATCH/home/.cache"
mkdir -p "$HOME"
