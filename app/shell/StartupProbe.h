// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

class QQuickWindow;

namespace tessera {

// For tests/bench/bench_startup.sh: when TESSERA_BENCH_STARTUP is set, waits for the window's
// first frame, prints one line to stdout and quits:
//   tessera-startup first_frame_epoch_us=<wall clock at the first frame> since_main_ms=<...>
//   rss_kb=<VmRSS then> since_main_us=<...> phases=<StartupPhases::summary()>
// The script compares first_frame_epoch_us with the time it launched the process, so exec,
// dynamic linking and static initialisers are counted too.
class StartupProbe
{
public:
    static bool requested();
    // Starts the clock for since_main_ms; call first thing in main().
    static void markMainEntered();
    static void watch(QQuickWindow *window);
};

} // namespace tessera
