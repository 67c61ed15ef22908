// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "StartupPhases.h"

#include <QElapsedTimer>
#include <QMutex>
#include <QMutexLocker>
#include <QStringList>
#include <cstring>
#include <utility>
#include <vector>

namespace tessera {

namespace {

struct Recorder
{
    QElapsedTimer clock;
    // summary() may run on the render thread (StartupProbe) while phases are recorded.
    QMutex mutex;
    // Exclusive nanoseconds per phase, in the order they first ran.
    std::vector<std::pair<const char *, qint64>> phases;
    // For each open scope, the time its nested scopes took so far.
    std::vector<qint64> nestedNs;

    Recorder() { clock.start(); }

    void add(const char *name, qint64 ns)
    {
        const QMutexLocker lock(&mutex);
        for (auto &[phase, total] : phases) {
            if (std::strcmp(phase, name) == 0) {
                total += ns;
                return;
            }
        }
        phases.emplace_back(name, ns);
    }
};

Recorder &recorder()
{
    static Recorder theRecorder;
    return theRecorder;
}

} // namespace

bool StartupPhases::enabled()
{
    static const bool requested = qEnvironmentVariableIsSet("TESSERA_BENCH_STARTUP");
    return requested;
}

StartupPhases::Scope::Scope(const char *name)
{
    if (!enabled())
        return;
    m_name = name;
    Recorder &r = recorder();
    r.nestedNs.push_back(0);
    m_startNs = r.clock.nsecsElapsed();
}

StartupPhases::Scope::~Scope()
{
    end();
}

void StartupPhases::Scope::end()
{
    if (!m_name)
        return;
    Recorder &r = recorder();
    const qint64 totalNs = r.clock.nsecsElapsed() - m_startNs;
    const qint64 nested = r.nestedNs.back();
    r.nestedNs.pop_back();
    r.add(m_name, totalNs - nested);
    if (!r.nestedNs.empty())
        r.nestedNs.back() += totalNs;
    m_name = nullptr;
}

QString StartupPhases::summary()
{
    if (!enabled())
        return QString();
    QStringList parts;
    Recorder &r = recorder();
    const QMutexLocker lock(&r.mutex);
    for (const auto &[name, ns] : r.phases)
        parts.append(QStringLiteral("%1=%2").arg(QLatin1String(name)).arg(ns / 1000));
    return parts.join(QLatin1Char(','));
}

} // namespace tessera
