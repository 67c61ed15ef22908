#!/usr/bin/env bash

# SPDX-FileCopyrightText: 2026 the Tessera project
#
# SPDX-License-Identifier: GPL-3.0-or-later

# Start-up benchmark of the desktop app: time from launching build/bin/tessera to the first frame
# of its window, and its resident memory (VmRSS) at that moment. Goal: <= 200 ms, <= 130 MB.
#
#   tests/bench/bench_startup.sh [BUILD_DIR] [RUNS] [-- tessera arguments...]
#
# Needs a display: run it under Xvfb (Xvfb :77 -screen 0 1280x800x24 & export DISPLAY=:77).
# The app does the measuring when TESSERA_BENCH_STARTUP is set (app/shell/StartupProbe): at the
# first frameSwapped it prints the wall-clock time, the time since main() and VmRSS, then quits.
# This script takes the wall-clock time just before it launches the process, so exec, dynamic
# linking and static initialisers count too. One warm-up run first (not counted), then RUNS runs;
# prints each run and the medians. Settings go to a throw-away folder, so every run opens the
# home screen at the default size, as on a first start.
set -euo pipefail

build=${1:-build}
runs=${2:-5}
shift $(($# < 2 ? $# : 2))
[ "${1:-}" = "--" ] && shift
app="$build/bin/tessera"

[ -x "$app" ] || { echo "bench_startup: no $app (build it first)" >&2; exit 2; }
[ -n "${DISPLAY:-}" ] || { echo "bench_startup: DISPLAY is not set (start Xvfb first)" >&2; exit 2; }
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || { echo "bench_startup: RUNS must be a positive number" >&2; exit 2; }

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export XDG_CONFIG_HOME="$scratch/config" XDG_DATA_HOME="$scratch/data"

# Prints "<launch-to-frame ms> <since-main ms> <rss kB>" for one start.
measure() {
    rm -rf "$XDG_CONFIG_HOME" "$XDG_DATA_HOME"
    local start output frame main rss
    start=$EPOCHREALTIME
    output=$(TESSERA_BENCH_STARTUP=1 "$app" "$@" 2>/dev/null | grep '^tessera-startup ' || true)
    [ -n "$output" ] || { echo "bench_startup: $app printed no start-up figures" >&2; exit 1; }
    frame=$(sed -n 's/.*first_frame_epoch_us=\([0-9]*\).*/\1/p' <<<"$output")
    main=$(sed -n 's/.*since_main_ms=\([0-9]*\).*/\1/p' <<<"$output")
    rss=$(sed -n 's/.*rss_kb=\([0-9-]*\).*/\1/p' <<<"$output")
    local start_us=${start/./}
    echo "$(((frame - start_us) / 1000)) $main $rss"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : int((v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }

measure "$@" >/dev/null # warm-up: file system caches, font cache
results=()
for ((i = 1; i <= runs; ++i)); do
    read -r total main rss < <(measure "$@")
    results+=("$total $main $rss")
    printf 'run %d: %4d ms to first frame (%d ms after main), %d MB resident\n' \
        "$i" "$total" "$main" $((rss / 1024))
done
printf 'median of %d: %d ms to first frame (%d ms after main), %d MB resident\n' "$runs" \
    "$(printf '%s\n' "${results[@]}" | cut -d' ' -f1 | median)" \
    "$(printf '%s\n' "${results[@]}" | cut -d' ' -f2 | median)" \
    "$(($(printf '%s\n' "${results[@]}" | cut -d' ' -f3 | median) / 1024))"
