#!/usr/bin/env bash

# SPDX-FileCopyrightText: 2026 the Tessera project
#
# SPDX-License-Identifier: GPL-3.0-or-later

# Builds the libFuzzer harnesses (tests/fuzz) with clang into build-fuzz/ and runs one.
#   bash scripts/fuzz.sh --build          configure and build every harness only
#   bash scripts/fuzz.sh --list           the harness names
#   bash scripts/fuzz.sh TARGET [SECONDS] [RUNS]
#                                         a campaign of SECONDS (default 600) or RUNS inputs,
#                                         whichever ends first, on TARGET, at the lowest priority,
#                                         growing its corpus in build-fuzz/; prints the executions
#                                         run, per second (wall and CPU), and the total of every
#                                         campaign on TARGET recorded in tests/fuzz/campaigns.tsv
#   bash scripts/fuzz.sh --merge TARGET   minimise the kept corpus tests/fuzz/corpus/TARGET
#                                         with the campaign's finds (-merge=1)
# A crash is written to build-fuzz/TARGET-crash-*: keep it under tests/data/fuzz/TARGET as a
# regression input, fix the code, and the fuzz ctests replay it from then on. Campaigns run
# AddressSanitizer lean (below): to see where a crashing input's memory was allocated, run it
# again alone with ASAN_OPTIONS=malloc_context_size=30.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT=$(pwd)
BUILD="$ROOT/build-fuzz"
JOBS=$(nproc 2>/dev/null || echo 2)
export CCACHE_BASEDIR="$ROOT"
# Every check stays on; what goes is AddressSanitizer's bookkeeping, which cost campaigns more
# than the parsers did: the allocation stack of every malloc (kept for reports only), filling
# each new block with a pattern, and a 256 MB quarantine of freed memory whose recycling kept
# faulting in fresh pages (16 MB still holds the blocks an input frees). Options given in
# ASAN_OPTIONS come after these, so they win.
export ASAN_OPTIONS="malloc_context_size=0:max_malloc_fill_size=0:quarantine_size_mb=16${ASAN_OPTIONS:+:$ASAN_OPTIONS}"

build() {
    # Campaigns started side by side would otherwise build build-fuzz/ at once, and one link
    # would read a library the other is rewriting.
    mkdir -p "$BUILD"
    exec 9>"$BUILD/.build-lock"
    flock 9
    if [ ! -f "$BUILD/build.ninja" ]; then
        CC=clang-14 CXX=clang++-14 cmake -S "$ROOT" -B "$BUILD" -G Ninja \
            -DCMAKE_BUILD_TYPE=RelWithDebInfo -DTESSERA_FUZZ=ON \
            -DCMAKE_CXX_COMPILER_LAUNCHER=ccache >/dev/null
    fi
    cmake --build "$BUILD" --parallel "$JOBS" "$@"
    exec 9>&-
}

harnesses() { (cd "$ROOT/tests/fuzz" && ls fuzz_*.cpp | sed 's/\.cpp$//'); }

dict_of() {
    sed -n "s/^tessera_add_fuzzer($1 .*DICT \([^ )]*\).*/\1/p" "$ROOT/tests/fuzz/CMakeLists.txt"
}

case "${1:-}" in
--build)
    build
    ;;
--list)
    harnesses
    ;;
--merge)
    target=${2:?usage: fuzz.sh --merge TARGET}
    build --target "$target"
    kept="$ROOT/tests/fuzz/corpus/$target"
    merged=$(mktemp -d)
    mkdir -p "$kept" "$BUILD/campaign-$target"
    nice -n 19 "$BUILD/bin/$target" -merge=1 -max_len=4096 "$merged" "$kept" \
        "$BUILD/campaign-$target"
    rm -f "$kept"/*
    cp "$merged"/* "$kept"/ 2>/dev/null || true
    rm -rf "$merged"
    echo "$target: $(ls "$kept" | wc -l) inputs kept in tests/fuzz/corpus/$target"
    ;;
"" | -h | --help)
    sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'
    ;;
*)
    target=$1
    seconds=${2:-600}
    runs_limit=${3:--1} # -1: no limit (libFuzzer stops at once on 0)
    harnesses | grep -qx "$target" || { echo "fuzz.sh: no harness '$target' (see --list)" >&2; exit 2; }
    build --target "$target"
    commit=$(git -C "$ROOT" rev-parse --short=7 HEAD 2>/dev/null || echo unknown)
    git -C "$ROOT" diff --quiet HEAD -- . ':!tests/fuzz/campaigns.tsv' 2>/dev/null || commit="$commit+"
    campaign="$BUILD/campaign-$target"
    mkdir -p "$campaign" "$ROOT/tests/fuzz/corpus/$target"
    dict=$(dict_of "$target")
    log="$BUILD/$target.log"
    status=0
    TIMEFORMAT='%3U %3S' # the fuzzer's CPU seconds, user and system
    # A generous timeout: libFuzzer measures it in wall time, and on a busy machine a process at
    # the lowest priority can wait seconds for the CPU on an input that takes milliseconds.
    { time nice -n 19 "$BUILD/bin/$target" -max_total_time="$seconds" -runs="$runs_limit" \
        -max_len=4096 -timeout=120 \
        -print_final_stats=1 ${dict:+-dict="$ROOT/tests/fuzz/$dict"} \
        -artifact_prefix="$BUILD/$target-" "$campaign" "$ROOT/tests/fuzz/corpus/$target" \
        2>"$log" || status=$?; } 2>"$BUILD/$target.cpu"
    cpu=$(awk '{ printf "%.1f", $1 + $2 }' "$BUILD/$target.cpu")
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    secs=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    per_cpu=$(awk -v n="${runs:-0}" -v c="$cpu" 'BEGIN { printf "%.0f", (c > 0 ? n / c : 0) }')
    # The record is kept in the repository, not in build-fuzz/: a campaign's count is evidence
    # that outlives the machine it ran on. The commit says which sources were fuzzed ("+" when
    # the work tree had changes) as they were when the harness was built, before the campaign.
    record="$ROOT/tests/fuzz/campaigns.tsv"
    printf '%s\t%s\t%s\t%s\t%s\n' "$(date -u +%Y-%m-%dT%H:%MZ)" "$target" "${runs:-0}" "$cpu" \
        "$commit" >>"$record"
    total=$(awk -F'\t' -v t="$target" '$2 == t { n += $3 } END { print n + 0 }' "$record")
    campaigns=$(awk -F'\t' -v t="$target" '$2 == t { c++ } END { print c + 0 }' "$record")
    echo "$target: ${runs:-0} executions, ${secs:-0} per second, $cpu CPU seconds," \
        "$per_cpu per CPU second (log: $log)"
    echo "$target: $total executions in total over $campaigns campaigns (record: $record)"
    [ "$status" -eq 0 ] || { tail -40 "$log" >&2; exit "$status"; }
    ;;
esac
