// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// A helper for tst_kill_nine: writes Tessera's state files with the real services, as fast as
// it can, until it is killed. Usage: state_writer DATA_FOLDER
//
// Every round raises one counter in each file (a new best in the progress and the Fifteen
// records, the 2048 best score, the resumed game's text, a setting), continuing from what the
// files hold, so the test can tell an old version from a new one.
#include "AppSettings.h"
#include "FifteenRecords.h"
#include "Game2048Scores.h"
#include "ProgressStore.h"
#include "ResumeState.h"

#include <QCoreApplication>
#include <QSettings>
#include <cstdio>

using namespace tessera;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: state_writer DATA_FOLDER\n");
        return 2;
    }
    const QString folder = QString::fromLocal8Bit(argv[1]);
    QCoreApplication::setOrganizationName(QStringLiteral("Tessera"));
    QCoreApplication::setApplicationName(QStringLiteral("tessera"));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, folder);

    ProgressStore progress(folder + QStringLiteral("/progress.json"));
    ResumeState resume(folder + QStringLiteral("/session.json"));
    Game2048Scores scores(folder + QStringLiteral("/2048-scores.json"));
    FifteenRecords records(folder + QStringLiteral("/fifteen-records.json"));
    AppSettings settings;
    QSettings sync; // the same file as AppSettings': syncing it writes AppSettings' changes

    const QString level = QStringLiteral("level");
    const QStringList screens{QStringLiteral("sokoban"), QStringLiteral("2048"),
                              QStringLiteral("fifteen"), QStringLiteral("home")};
    qint64 round = scores.best(4, 4);
    std::puts("ready");
    std::fflush(stdout);
    for (;;) {
        ++round;
        // Fewer moves every round: always a new best, so always a write.
        const int moves = 10'000'000 - static_cast<int>(round);
        progress.record(level, moves, 0, QString());
        resume.setGameState(QStringLiteral("2048"), QString::number(round));
        resume.save();
        scores.noteScore(4, 4, round);
        scores.flush();
        records.recordSolved(4, 4, moves, round);
        settings.setLastScreen(screens[round % screens.size()]);
        sync.setValue(QStringLiteral("stateWriter/round"), round);
        sync.sync();
        // The test kills at a random moment some rounds in, wherever the writes then are.
        std::printf("%lld\n", static_cast<long long>(round));
        std::fflush(stdout);
    }
}
