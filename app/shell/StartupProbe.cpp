// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "StartupProbe.h"

#include "StartupPhases.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QMetaObject>
#include <QQuickWindow>
#include <QTextStream>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <memory>

namespace tessera {

namespace {

QElapsedTimer &mainClock()
{
    static QElapsedTimer clock;
    return clock;
}

long residentKilobytes()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly | QIODevice::Text))
        return -1;
    const QList<QByteArray> lines = status.readAll().split('\n');
    for (const QByteArray &line : lines) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLong();
    }
    return -1;
}

} // namespace

bool StartupProbe::requested()
{
    return qEnvironmentVariableIsSet("TESSERA_BENCH_STARTUP");
}

void StartupProbe::markMainEntered()
{
    mainClock().start();
}

void StartupProbe::watch(QQuickWindow *window)
{
    if (!window)
        return;
    auto fired = std::make_shared<std::atomic<bool>>(false);
    // frameSwapped comes from the render thread with the threaded render loop: take the time
    // there, then report and quit on the GUI thread.
    QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [fired] {
            if (fired->exchange(true))
                return;
            const auto epochUs = std::chrono::duration_cast<std::chrono::microseconds>(
                                     std::chrono::system_clock::now().time_since_epoch())
                                     .count();
            const qint64 sinceMainMs = mainClock().elapsed();
            const qint64 sinceMainUs = mainClock().nsecsElapsed() / 1000;
            // Now, not once the GUI thread gets to it: what starts after the first frame (the
            // sound, SDL) is not counted in the memory or the phases.
            const long rssKb = residentKilobytes();
            const QByteArray phases = StartupPhases::summary().toLatin1();
            QMetaObject::invokeMethod(
                qApp,
                [epochUs, sinceMainMs, sinceMainUs, rssKb, phases] {
                    std::printf("tessera-startup first_frame_epoch_us=%lld since_main_ms=%lld "
                                "rss_kb=%ld since_main_us=%lld phases=%s\n",
                                static_cast<long long>(epochUs),
                                static_cast<long long>(sinceMainMs), rssKb,
                                static_cast<long long>(sinceMainUs), phases.constData());
                    std::fflush(stdout);
                    QCoreApplication::quit();
                },
                Qt::QueuedConnection);
        },
        Qt::DirectConnection);
}

} // namespace tessera
