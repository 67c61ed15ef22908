#!/usr/bin/env bash

# SPDX-FileCopyrightText: 2026 the Tessera project
#
# SPDX-License-Identifier: GPL-3.0-or-later

# Start-up benchmark of the desktop app against the floor, bare windows of the same size
# (build/bench/bench_bare_window):
#   bare        a Window with one Rectangle, Qt's default renderer: the floor of issue #38
#               (without a GPU, OpenGL through llvmpipe)
#   bare_sw     the same with the app's renderer (Qt Quick's software one without a GPU)
#   controls    an ApplicationWindow of Qt Quick Controls (Fusion) with one Button, app's renderer
# For each, in English and in Chinese: the time from launching the process to the first frame of
# its window, its resident memory (VmRSS) at that frame, and what ran before that frame:
#   before_main       exec, dynamic linking, static initialisers (launch to main())
#   qt                QGuiApplication and the renderer choice (the platform plugin, X11)
#   window_icon       the window icon (icon theme lookup), if before the first frame
#   settings          the settings file check, AppSettings, StartupOptions
#   sound             SoundEffects (the audio output and the sounds) if before the first frame
#   fonts             the font families (the CJK fallback)
#   translations      the .qm files of the language in use
#   qml_engine        the QML engine and Main.qml, without what is listed under it:
#   <Service>         each service QML creates as a singleton (LevelLibrary, ProgressStore, ...)
#   sdl               SDL's game controller subsystem, if before the first frame
#   first_frame       the rest: showing the window, the scene graph, the first render
# Goal (issue #38): first frame within 5% of the bare window's, resident memory <= 60 MB.
#
#   tests/bench/bench_startup.sh [BUILD_DIR] [RUNS] [-- tessera arguments...]
#
# RUNS (default 9) starts of each program per language, the programs taking turns so that the
# load of a shared machine falls on all alike; one warm-up start of each first (not counted:
# file system and font caches). Prints each run, then the medians and the ratios.
# LANGUAGES (default "en zh_CN") picks the languages: each run sets LANGUAGE and LANG to it, and
# the app, whose settings start empty, follows the system's language as on a first start.
# A private PulseAudio server (null sink) runs meanwhile when pulseaudio is installed, so the app
# finds a sound output as on a desktop; the load average is printed.
#
# Needs a display: run it under Xvfb (Xvfb :77 -screen 0 1280x800x24 & export DISPLAY=:77).
# The programs do the measuring when TESSERA_BENCH_STARTUP is set (app/shell/StartupProbe,
# app/services/StartupPhases): at the first frameSwapped they print the wall-clock time, the time
# since main(), VmRSS and the phases, then quit. This script takes the wall-clock time just before
# it launches the process, so exec, dynamic linking and static initialisers count too. Settings
# go to a throw-away folder, so every run opens the home screen at the default size.
set -euo pipefail

build=${1:-build}
runs=${2:-9}
shift $(($# < 2 ? $# : 2))
[ "${1:-}" = "--" ] && shift
app="$build/bin/tessera"
bare="$build/bench/bench_bare_window"
languages=${LANGUAGES:-en zh_CN}

for program in "$app" "$bare"; do
    [ -x "$program" ] || { echo "bench_startup: no $program (build it first)" >&2; exit 2; }
done
[ -n "${DISPLAY:-}" ] || { echo "bench_startup: DISPLAY is not set (start Xvfb first)" >&2; exit 2; }
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || { echo "bench_startup: RUNS must be a positive number" >&2; exit 2; }

scratch=$(mktemp -d)
pulse_pid=
cleanup() {
    [ -n "$pulse_pid" ] && kill "$pulse_pid" 2>/dev/null && wait "$pulse_pid" 2>/dev/null
    rm -rf "$scratch"
}
trap cleanup EXIT
export XDG_CONFIG_HOME="$scratch/config" XDG_DATA_HOME="$scratch/data"
unset LC_ALL LC_MESSAGES # the language is LANGUAGE's and LANG's (see measure)

sound="none (no pulseaudio: the app skips the sound output)"
if command -v pulseaudio >/dev/null; then
    mkdir -m 700 "$scratch/pulse"
    XDG_RUNTIME_DIR="$scratch/pulse" HOME="$scratch/pulse" pulseaudio -n --daemonize=no \
        --exit-idle-time=-1 --disable-shm=yes --use-pid-file=no \
        --load="module-null-sink sink_name=bench" \
        --load="module-native-protocol-unix socket=$scratch/pulse/native auth-anonymous=1" \
        >/dev/null 2>&1 &
    pulse_pid=$!
    for _ in $(seq 100); do
        [ -S "$scratch/pulse/native" ] && break
        sleep 0.05
    done
    if [ -S "$scratch/pulse/native" ]; then
        export PULSE_SERVER="unix:$scratch/pulse/native"
        sound="a private PulseAudio server (null sink)"
    fi
fi

# Prints one record for one start: "total_us=... main_us=... rss_kb=... <phase>=<us> ...".
measure() {
    local program=$1
    shift
    rm -rf "$XDG_CONFIG_HOME" "$XDG_DATA_HOME"
    local start output
    start=$EPOCHREALTIME
    output=$(LANGUAGE=$language LANG=$language.UTF-8 TESSERA_BENCH_STARTUP=1 "$program" "$@" \
        2>/dev/null | grep '^tessera-startup ' || true)
    [ -n "$output" ] || { echo "bench_startup: $program printed no start-up figures" >&2; exit 1; }
    local start_us=${start/./}
    awk -v start="$start_us" '{
        for (i = 2; i <= NF; ++i) {
            split($i, kv, "=");
            f[kv[1]] = substr($i, length(kv[1]) + 2);
        }
        total = f["first_frame_epoch_us"] - start;
        printf "total_us=%d main_us=%d rss_kb=%d before_main=%d", total, f["since_main_us"], f["rss_kb"],
               total - f["since_main_us"];
        n = split(f["phases"], phases, ",");
        sum = 0;
        for (i = 1; i <= n; ++i) {
            split(phases[i], kv, "=");
            sub(/^tessera::/, "", kv[1]);
            printf " %s=%d", kv[1], kv[2];
            sum += kv[2];
        }
        printf " first_frame=%d\n", f["since_main_us"] - sum;
    }' <<<"$output"
}

# The median of every field over the records on stdin, as "name value" lines in the order the
# fields first appear (a field missing from a run counts as 0 there).
medians() {
    awk '{
        ++runs;
        for (i = 1; i <= NF; ++i) {
            split($i, kv, "=");
            if (!(kv[1] in seen)) { seen[kv[1]] = 1; order[++count] = kv[1]; }
            v[kv[1], runs] = kv[2];
        }
    } END {
        for (k = 1; k <= count; ++k) {
            name = order[k];
            for (r = 1; r <= runs; ++r) x[r] = ((name, r) in v) ? v[name, r] + 0 : 0;
            for (i = 2; i <= runs; ++i) {
                t = x[i];
                for (j = i - 1; j >= 1 && x[j] > t; --j) x[j + 1] = x[j];
                x[j + 1] = t;
            }
            m = (runs % 2) ? x[(runs + 1) / 2] : (x[runs / 2] + x[runs / 2 + 1]) / 2;
            print name, m;
        }
    }'
}

ms() { awk -v us="$1" 'BEGIN { printf "%.1f", us / 1000 }'; }
# VmRSS (kB) in MB of 10^6 bytes: the stricter reading of the target's "60 MB" (MiB read 5% lower).
mb() { awk -v kb="$1" 'BEGIN { printf "%.1f", kb * 1024 / 1e6 }'; }

# name:command of each program measured; tessera last.
programs=("bare:$bare" "bare_sw:$bare --software" "controls:$bare --controls" "tessera:$app $*")
echo "bench_startup: $runs runs per program and language; sound: $sound"
echo "bench_startup: load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
field() { awk -v k="$2" '$1 == k { print $2 }' "$1"; }
for language in $languages; do
    for program in "${programs[@]}"; do
        # shellcheck disable=SC2086 # the command's words
        measure ${program#*:} >/dev/null # warm-up
        : >"$scratch/${program%%:*}.txt"
    done
    echo
    echo "== $language =="
    for ((i = 1; i <= runs; ++i)); do
        line="run $i:"
        for program in "${programs[@]}"; do
            # shellcheck disable=SC2086
            record=$(measure ${program#*:})
            echo "$record" >>"$scratch/${program%%:*}.txt"
            read -r t r < <(awk '{ split($1, t, "="); split($3, r, "="); print t[2], r[2] }' <<<"$record")
            line+=$(printf ' %s %s ms %s MB;' "${program%%:*}" "$(ms "$t")" "$(mb "$r")")
        done
        echo "${line%;}"
    done
    names=()
    for program in "${programs[@]}"; do
        names+=("${program%%:*}")
        medians <"$scratch/${program%%:*}.txt" >"$scratch/${program%%:*}.med"
    done
    app_total=$(field "$scratch/tessera.med" total_us)
    printf 'median of %d (%s): first frame (ms), resident memory (MB), tessera/this:\n' "$runs" "$language"
    for name in "${names[@]}"; do
        total=$(field "$scratch/$name.med" total_us)
        printf '  %-10s %7s ms %6s MB   ratio %s\n' "$name" "$(ms "$total")" \
            "$(mb "$(field "$scratch/$name.med" rss_kb)")" \
            "$(awk -v a="$app_total" -v b="$total" 'BEGIN { printf "%.2f", a / b }')"
    done
    printf '%-24s' "phase (median, ms)"
    printf ' %10s' "${names[@]}"
    echo
    # Every phase any program has, the app's first.
    for name in tessera "${names[@]}"; do
        awk '$1 !~ /^(total_us|main_us|rss_kb)$/ { print $1 }' "$scratch/$name.med"
    done | awk '!seen[$0]++' | while read -r phase; do
        printf '%-24s' "$phase"
        for name in "${names[@]}"; do
            v=$(field "$scratch/$name.med" "$phase")
            printf ' %10s' "${v:+$(ms "$v")}"
        done
        echo
    done
done
echo
echo "bench_startup: load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
