#!/usr/bin/env bash

# SPDX-FileCopyrightText: 2026 the Tessera project
#
# SPDX-License-Identifier: GPL-3.0-or-later

# Renders the app icon (resources/icons/tessera.svg) into the PNG sizes the hicolor icon theme
# wants, under resources/icons/hicolor/. The PNGs are committed: a build needs no SVG renderer.
# Run it again after changing the SVG (needs rsvg-convert, package librsvg2-bin).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
app_id=io.github.tessera.Tessera
source_svg=resources/icons/tessera.svg

command -v rsvg-convert >/dev/null || { echo "render-icons: needs rsvg-convert (apt-get install librsvg2-bin)" >&2; exit 2; }
for size in 16 32 48 64 128 256 512; do
    dir=resources/icons/hicolor/${size}x${size}/apps
    mkdir -p "$dir"
    rsvg-convert --width "$size" --height "$size" --keep-aspect-ratio "$source_svg" \
        --output "$dir/$app_id.png"
    echo "$dir/$app_id.png"
done
