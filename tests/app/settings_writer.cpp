// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// A helper for tst_settings_lock: writes Tessera's settings with the real AppSettings until it
// is killed. Usage: settings_writer DATA_FOLDER write|stop-in-lock
//   write          sets a value and syncs, round after round, printing each round's number
//   stop-in-lock   takes the settings file's lock as QLockFile's first step does (the file
//                  created, its owner not yet written into it), says "locked" and waits: the
//                  state a kill at that instant leaves behind
#include "AppSettings.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QThread>
#include <cstdio>
#include <fcntl.h>

using namespace tessera;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (argc != 3) {
        std::fprintf(stderr, "usage: settings_writer DATA_FOLDER write|stop-in-lock\n");
        return 2;
    }
    QCoreApplication::setOrganizationName(QStringLiteral("Tessera"));
    QCoreApplication::setApplicationName(QStringLiteral("tessera"));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope,
                       QString::fromLocal8Bit(argv[1]));
    const QByteArray mode = argv[2];
    if (mode == "stop-in-lock") {
        const QString settingsFile = QSettings().fileName();
        QDir().mkpath(QFileInfo(settingsFile).absolutePath());
        const QByteArray lock = QFile::encodeName(settingsFile + ".lock");
        if (open(lock.constData(), O_RDWR | O_CREAT | O_EXCL, 0666) < 0) {
            std::perror(lock.constData());
            return 1;
        }
        std::puts("locked");
        std::fflush(stdout);
        for (;;)
            QThread::sleep(1);
    }
    AppSettings settings;
    QSettings sync; // the same file as AppSettings': syncing it writes AppSettings' changes
    const QStringList screens{QStringLiteral("sokoban"), QStringLiteral("2048")};
    for (qint64 round = 1;; ++round) {
        settings.setLastScreen(screens[round % screens.size()]);
        sync.setValue(QStringLiteral("settingsWriter/round"), round);
        sync.sync();
        std::printf("%lld\n", static_cast<long long>(round));
        std::fflush(stdout);
    }
}
