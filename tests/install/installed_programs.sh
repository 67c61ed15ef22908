#!/usr/bin/env bash

# SPDX-FileCopyrightText: 2026 the Tessera project
#
# SPDX-License-Identifier: GPL-3.0-or-later

# The installed programs run from the prefix: tessera-cli answers, and tessera opens its window
# and draws a frame on the offscreen platform given by Qt's -platform option.
source "$(dirname "$0")/common.sh"
VERSION=${2:?usage: $0 PREFIX VERSION}
cd "$SCRATCH"

[ "$("$PREFIX/bin/tessera-cli" --version)" = "tessera-cli $VERSION" ] || fail "tessera-cli --version"
printf '#####\n#@$.#\n#####\nTitle: One push\n' > level.xsb
out=$("$PREFIX/bin/tessera-cli" sokoban check level.xsb) || fail "sokoban check: exit $?"
[[ $out == *'"valid":true'* ]] || fail "sokoban check: $out"
out=$("$PREFIX/bin/tessera-cli" sokoban verify level.xsb --solution R) || fail "sokoban verify: exit $?"
[[ $out == *'"solved":true'* ]] || fail "sokoban verify: $out"
status=0
"$PREFIX/bin/tessera-cli" chess 2>/dev/null || status=$?
[ "$status" = 2 ] || fail "an unknown game exits $status, not 2"

unset DISPLAY WAYLAND_DISPLAY QT_QPA_PLATFORM
[ "$("$PREFIX/bin/tessera" --version)" = "tessera $VERSION" ] || fail "tessera --version"
# The start-up probe prints a line at the first frame and quits.
out=$(TESSERA_BENCH_STARTUP=1 timeout 120 "$PREFIX/bin/tessera" -platform offscreen level.xsb 2>"$SCRATCH/err") ||
    fail "tessera -platform offscreen: exit $? ($(cat "$SCRATCH/err"))"
[[ $out == *'tessera-startup first_frame_epoch_us='* ]] || fail "no first frame: $out $(cat "$SCRATCH/err")"
# Qt Multimedia is the audio module's, loaded after the first frame (issue #38), not the app's.
module=$(find "$PREFIX" -name libtessera-audio.so)
[ -n "$module" ] || fail "no libtessera-audio.so under $PREFIX"
# (The listings are read whole: grep -q would stop early, and a reader cut off fails under pipefail.)
app_needs=$(readelf -d "$PREFIX/bin/tessera")
module_needs=$(readelf -d "$module")
module_symbols=$(readelf --dyn-syms -W "$module")
[[ $app_needs != *libQt6Multimedia* ]] || fail "tessera links Qt Multimedia"
[[ $module_needs == *libQt6Multimedia* ]] || fail "the audio module does not use Qt Multimedia"
[[ $module_symbols == *" tessera_open_audio_output"* ]] || fail "the audio module lacks its entry point"
echo "installed programs: ok"
