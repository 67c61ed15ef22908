// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "AppPaths.h"
#include "ResumeState.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

using tessera::ResumeState;
using tessera::SokobanResume;

class TestResumeState : public QObject
{
    Q_OBJECT

private:
    static QByteArray readAll(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    static void writeAll(const QString &path, const QByteArray &bytes)
    {
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QCOMPARE(f.write(bytes), bytes.size());
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Tessera"));
        QCoreApplication::setApplicationName(QStringLiteral("tessera-test-resume"));
    }

    void init() { QDir(tessera::AppPaths::dataDir()).removeRecursively(); }
    void cleanupTestCase() { QDir(tessera::AppPaths::dataDir()).removeRecursively(); }

    void freshStartHasNothingToResume()
    {
        ResumeState state;
        QCOMPARE(state.filePath(), tessera::AppPaths::sessionFile());
        QVERIFY(state.loadError().isEmpty());
        QVERIFY(!state.sokoban());
        QVERIFY(state.lastGame().isEmpty());
        QVERIFY(state.gameState(QStringLiteral("2048")).isEmpty());
        QVERIFY(!state.hasUnsavedChanges());
    }

    void roundTripThroughARestart()
    {
        const SokobanResume where{QStringLiteral("/home/u/levels/set.xsb"), 41,
                                  QStringLiteral("0123abcd"), QStringLiteral("uuLLrrDD")};
        {
            ResumeState state;
            state.setLastGame(QStringLiteral("sokoban"));
            state.setSokoban(where);
            state.setGameState(QStringLiteral("2048"), QStringLiteral("4x4:2,0,0,4/..."));
            state.setGameState(QStringLiteral("fifteen"), QStringLiteral("{\"tiles\":[1,2]}"));
            QVERIFY(state.hasUnsavedChanges());
            QVERIFY(state.save());
            QVERIFY(!state.hasUnsavedChanges());
        }
        ResumeState again;
        QVERIFY(again.loadError().isEmpty());
        QCOMPARE(again.lastGame(), QStringLiteral("sokoban"));
        QVERIFY(again.sokoban());
        QCOMPARE(*again.sokoban(), where);
        QCOMPARE(again.gameState(QStringLiteral("2048")), QStringLiteral("4x4:2,0,0,4/..."));
        QCOMPARE(again.gameState(QStringLiteral("fifteen")), QStringLiteral("{\"tiles\":[1,2]}"));
    }

    void destroyingSavesPendingChanges()
    {
        {
            ResumeState state;
            state.setSokoban({QStringLiteral("microban"), 3, QStringLiteral("id"), QString()});
            QVERIFY(!QFile::exists(state.filePath())); // not written on every move
        }
        ResumeState again;
        QVERIFY(again.sokoban());
        QCOMPARE(again.sokoban()->levelIndex, 3);
    }

    void changesAreWrittenShortlyAfter()
    {
        ResumeState state;
        state.setGameState(QStringLiteral("2048"), QStringLiteral("blob"));
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(state.filePath()), ResumeState::saveDelayMs * 5);
        QVERIFY(!state.hasUnsavedChanges());
    }

    void changesComingAllTheTimeAreStillWritten()
    {
        // A player making moves faster than the save delay: the file must follow while the
        // moves go on, not only once they stop (a kill would lose the whole run).
        ResumeState state;
        int moves = 0;
        QTimer player;
        player.setInterval(ResumeState::saveDelayMs / 10);
        connect(&player, &QTimer::timeout, &state, [&] {
            state.setGameState(QStringLiteral("2048"), QStringLiteral("move %1").arg(++moves));
        });
        player.start();
        const auto savedMove = [&state] {
            return QJsonDocument::fromJson(readAll(state.filePath()))
                .object()
                .value(QStringLiteral("games"))
                .toObject()
                .value(QStringLiteral("2048"))
                .toString();
        };
        // The player never stops: only a save made while changes keep coming ends the wait.
        QTRY_VERIFY_WITH_TIMEOUT(savedMove().startsWith(QStringLiteral("move ")),
                                 ResumeState::saveDelayMs * 5);
        const int firstSaved = savedMove().mid(5).toInt();
        QVERIFY(player.isActive());
        // And again a moment later, with a later move.
        QTRY_VERIFY_WITH_TIMEOUT(savedMove().mid(5).toInt() > firstSaved,
                                 ResumeState::saveDelayMs * 5);
        player.stop();
    }

    void clearingRemovesState()
    {
        {
            ResumeState state;
            state.setSokoban({QStringLiteral("microban"), 3, QStringLiteral("id"), QString()});
            state.setGameState(QStringLiteral("2048"), QStringLiteral("blob"));
            state.setGameState(QStringLiteral("fifteen"), QStringLiteral("blob2"));
        }
        {
            ResumeState state;
            state.clearSokoban();
            state.clearGameState(QStringLiteral("2048"));
            state.setGameState(QStringLiteral("fifteen"), QString()); // empty = clear
        }
        ResumeState again;
        QVERIFY(!again.sokoban());
        QVERIFY(again.gameState(QStringLiteral("2048")).isEmpty());
        QVERIFY(again.gameState(QStringLiteral("fifteen")).isEmpty());
    }

    void corruptFileIsSetAsideAndReported_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::newRow("truncated") << QByteArray("{\"format\": \"tessera-session\", \"sok");
        QTest::newRow("wrong document") << QByteArray("{\"levels\": {}}");
        QTest::newRow("sokoban not an object")
            << QByteArray("{\"format\": \"tessera-session\", \"sokoban\": [1]}");
    }

    void corruptFileIsSetAsideAndReported()
    {
        QFETCH(QByteArray, content);
        const QString path = tessera::AppPaths::sessionFile();
        writeAll(path, content);
        ResumeState state;
        QSignalSpy errors(&state, &ResumeState::loadFailed);
        QVERIFY(state.loadError().contains(QStringLiteral("session.json.corrupt-")));
        QTRY_COMPARE(errors.count(), 1);
        QVERIFY(!state.sokoban());
        QVERIFY(!QFile::exists(path));
        const QStringList aside = QDir(tessera::AppPaths::dataDir())
                                      .entryList({QStringLiteral("session.json.corrupt-*")});
        QCOMPARE(aside.size(), 1);
        QCOMPARE(readAll(tessera::AppPaths::dataDir() + '/' + aside.first()), content);
    }

    void badFieldsAreIgnoredNotFatal()
    {
        writeAll(tessera::AppPaths::sessionFile(),
                 R"({"format": "tessera-session", "version": 1, "lastGame": "2048",
                     "sokoban": {"collection": "microban", "levelIndex": -4, "lurd": ""},
                     "games": {"2048": "ok", "fifteen": 15}})");
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("Sokoban")));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("fifteen")));
        ResumeState state;
        QVERIFY(state.loadError().isEmpty());
        QCOMPARE(state.lastGame(), QStringLiteral("2048"));
        QVERIFY(!state.sokoban());
        QCOMPARE(state.gameState(QStringLiteral("2048")), QStringLiteral("ok"));
        QVERIFY(state.gameState(QStringLiteral("fifteen")).isEmpty());
    }

    void failedSaveIsReported()
    {
        const QString blocker = tessera::AppPaths::dataDir() + QStringLiteral("/blocker");
        writeAll(blocker, "file");
        ResumeState state(blocker + QStringLiteral("/session.json"));
        QSignalSpy errors(&state, &ResumeState::saveFailed);
        state.setLastGame(QStringLiteral("fifteen"));
        QVERIFY(!state.save());
        QVERIFY(!state.lastSaveError().isEmpty());
        QCOMPARE(errors.count(), 1);
        QCOMPARE(state.lastGame(), QStringLiteral("fifteen"));
        QVERIFY(state.hasUnsavedChanges());
    }
};

QTEST_GUILESS_MAIN(TestResumeState)
#include "tst_resume_state.moc"
