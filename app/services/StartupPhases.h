// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

namespace tessera {

// What the app does before its first frame, for tests/bench/bench_startup.sh: each Scope
// (main()'s steps, each service, sound, SDL) adds its time to a phase of its name. Times are
// exclusive: a phase that runs inside another (a service created while the QML engine loads
// Main.qml) counts for itself, not for the outer one. Records only when TESSERA_BENCH_STARTUP
// is set; otherwise a Scope costs one test of a flag. Scopes on the GUI thread only; summary()
// from any thread.
class StartupPhases
{
public:
    [[nodiscard]] static bool enabled();

    class Scope
    {
    public:
        // `name` must outlive the program (a string literal).
        explicit Scope(const char *name);
        ~Scope();
        // Ends the phase before the scope does (a step whose objects must live on).
        void end();
        Scope(const Scope &) = delete;
        Scope &operator=(const Scope &) = delete;

    private:
        const char *m_name = nullptr;
        qint64 m_startNs = 0;
    };

    // "name=microseconds,..." in the order the phases first ran; empty when nothing was recorded.
    [[nodiscard]] static QString summary();
};

} // namespace tessera
