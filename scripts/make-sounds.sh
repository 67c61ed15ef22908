#!/usr/bin/env bash

# SPDX-FileCopyrightText: 2026 the Tessera project
#
# SPDX-License-Identifier: GPL-3.0-or-later

# Makes Tessera's sound effects from nothing but sox's synthesiser, so every sound the app plays
# is the project's own and can be changed here. Run it after editing a recipe; the WAV files it
# writes into resources/sounds/ are committed (16-bit mono, 22.05 kHz, a few KB each).
# A sound is named GAME-EVENT after the games' events (GameSession: moved, pushed, goal-on,
# goal-off, blocked, undone, scored-RANK, won, over): SoundEffects plays the one that exists.
#   bash scripts/make-sounds.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
OUT=resources/sounds
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$OUT"
FMT=(-r 22050 -b 16 -c 1)

# tone FILE SECONDS SYNTH-ARGS... : one shaped note (quick attack, soft release).
tone() {
    local file=$1 len=$2
    shift 2
    sox -n "${FMT[@]}" "$file" synth "$len" "$@" fade q 0.004 "$len" "$(echo "$len * 0.6" | bc -l)"
}

# notes FILE GAIN SECONDS-EACH FREQ... : a short plucked arpeggio.
notes() {
    local file=$1 gain=$2 len=$3
    shift 3
    local parts=() i=0 f
    for f in "$@"; do
        tone "$TMP/n$i.wav" "$len" pluck "$f"
        parts+=("$TMP/n$i.wav")
        i=$((i + 1))
    done
    sox "${parts[@]}" "$file" gain -n "$gain"
}

# Sokoban
tone "$TMP/step.wav" 0.035 sine 190 && sox "$TMP/step.wav" "$OUT/sokoban-moved.wav" gain -n -22
sox -n "${FMT[@]}" "$TMP/scrape.wav" synth 0.11 brownnoise lowpass 700 fade q 0.005 0.11 0.06
tone "$TMP/thud.wav" 0.11 sine 95
sox -m "$TMP/scrape.wav" "$TMP/thud.wav" "$OUT/sokoban-pushed.wav" gain -n -10
notes "$OUT/sokoban-goal-on.wav" -8 0.09 660 990
notes "$OUT/sokoban-goal-off.wav" -12 0.09 660 440
sox -n "${FMT[@]}" "$OUT/sokoban-blocked.wav" synth 0.07 square 85 lowpass 350 fade q 0.003 0.07 0.05 gain -n -14
sox -n "${FMT[@]}" "$OUT/sokoban-undone.wav" synth 0.08 sine 620-310 fade q 0.004 0.08 0.05 gain -n -16
notes "$OUT/sokoban-won.wav" -6 0.11 523.25 659.25 783.99 1046.5

# 2048: the merge note rises a semitone and a half with each doubling (4 .. 131072).
sox -n "${FMT[@]}" "$OUT/2048-moved.wav" synth 0.07 pinknoise bandpass 1800 900 fade q 0.01 0.07 0.05 gain -n -20
for e in $(seq 2 17); do
    f=$(echo "261.63 * e(($e - 2) * 1.5 / 12 * l(2))" | bc -l)
    tone "$TMP/m.wav" 0.09 pluck "$f"
    sox "$TMP/m.wav" "$OUT/2048-scored-$e.wav" gain -n -10
done
notes "$OUT/2048-won.wav" -6 0.12 523.25 659.25 783.99 1046.5 1318.5
notes "$OUT/2048-over.wav" -8 0.16 440 349.23 293.66

# Fifteen
tone "$TMP/tock.wav" 0.05 pluck 330 && sox "$TMP/tock.wav" "$OUT/fifteen-moved.wav" gain -n -14
cp "$OUT/fifteen-moved.wav" "$OUT/fifteen-undone.wav" # a tile slid back sounds the same
notes "$OUT/fifteen-won.wav" -6 0.11 587.33 739.99 880 1174.66

# The interface: a quiet tick.
tone "$TMP/click.wav" 0.02 sine 1200 && sox "$TMP/click.wav" "$OUT/ui-click.wav" gain -n -26

ls -l "$OUT"
