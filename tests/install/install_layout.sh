#!/usr/bin/env bash

# SPDX-FileCopyrightText: 2026 the Tessera project
#
# SPDX-License-Identifier: GPL-3.0-or-later

# Every file `cmake --install` must put in place, where desktops and distributions look for it.
source "$(dirname "$0")/common.sh"

for file in \
    bin/tessera bin/tessera-cli \
    share/applications/$APP_ID.desktop \
    share/metainfo/$APP_ID.metainfo.xml \
    share/mime/packages/$APP_ID.xml \
    share/icons/hicolor/scalable/apps/$APP_ID.svg \
    share/man/man6/tessera.6 share/man/man6/tessera-cli.6 \
    share/bash-completion/completions/tessera-cli \
    share/doc/tessera/LICENSE share/doc/tessera/README.md; do
    [ -s "$PREFIX/$file" ] || fail "$file is not installed"
done
for program in tessera tessera-cli; do
    [ -x "$PREFIX/bin/$program" ] || fail "bin/$program is not executable"
done

# Each PNG is the size its folder says: icon themes pick the file by the folder name.
for size in 16 32 48 64 128 256 512; do
    png=$PREFIX/share/icons/hicolor/${size}x${size}/apps/$APP_ID.png
    [ -f "$png" ] || fail "no ${size}x${size} icon"
    file "$png" | grep -q "PNG image data, $size x $size," || fail "$(file "$png")"
done
file "$PREFIX/share/icons/hicolor/scalable/apps/$APP_ID.svg" | grep -q 'SVG' ||
    fail "the scalable icon is not an SVG"

# The license is the GPL's full text.
grep -q 'GNU GENERAL PUBLIC LICENSE' "$PREFIX/share/doc/tessera/LICENSE" || fail "LICENSE is not the GPL"
grep -q 'Version 3, 29 June 2007' "$PREFIX/share/doc/tessera/LICENSE" || fail "LICENSE is not GPL 3"
echo "install layout: ok"
