// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// Snapshots (session.snapshots): a position saved under a name comes back with its moves,
// restoring is undoable, names change and snapshots go; they are written at once while play
// goes on, so they survive a restart of the app; a snapshot that no longer fits its level and
// a damaged file are told, never a crash or a loss.

#include "AppPaths.h"
#include "SokobanPlay.h"
#include "SokobanSession.h"
#include "SokobanSessionTestLevels.h"
#include "SokobanSettings.h"
#include "SokobanTestMoves.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using tessera::SokobanSession;
using tessera::SokobanSnapshots;
using namespace tessera::test;

namespace {

QString snapshotFile()
{
    return tessera::AppPaths::dataDir() + QStringLiteral("/snapshots.json");
}

QJsonObject fileLevels()
{
    QFile file(snapshotFile());
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll())
        .object()
        .value(QStringLiteral("levels"))
        .toObject();
}

} // namespace

class TestSokobanSnapshots : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Tessera"));
        QCoreApplication::setApplicationName(QStringLiteral("tessera-test-sokoban-snapshots"));
    }

    void init()
    {
        QDir(tessera::AppPaths::dataDir()).removeRecursively();
        QDir().mkpath(tessera::AppPaths::dataDir());
    }

    void cleanupTestCase() { QDir(tessera::AppPaths::dataDir()).removeRecursively(); }

    void saveAndRestoreWithHistory()
    {
        SokobanSession session;
        QAbstractItemModelTester tester(session.snapshots());
        QVERIFY(session.openPastedText(roomLevel));
        QVERIFY(session.snapshots()->canSave());
        play(session, "uR");
        QVERIFY(session.snapshots()->save(QStringLiteral("pushed once")));
        QCOMPARE(session.snapshots()->count(), 1);
        const QModelIndex first = session.snapshots()->index(0);
        QCOMPARE(first.data(SokobanSnapshots::NameRole).toString(), QStringLiteral("pushed once"));
        QCOMPARE(first.data(SokobanSnapshots::MovesRole).toInt(), 2);
        QCOMPARE(first.data(SokobanSnapshots::PushesRole).toInt(), 1);

        // Another idea, then back.
        play(session, "ddl");
        QCOMPARE(session.moves(), 4);
        QVERIFY(session.snapshots()->restore(0));
        QCOMPARE(session.moves(), 2);
        QCOMPARE(QString::fromStdString(session.game()->lurd()), QStringLiteral("uR"));
        QCOMPARE(session.playerX(), 2);
        QCOMPARE(session.playerY(), 2);
        // Its moves are history to undo, and so is the restore itself.
        QVERIFY(session.undo());
        QCOMPARE(session.moves(), 1);
        QVERIFY(session.redo());
        QCOMPARE(session.moves(), 2);

        // A name of its own when none is given; the newest first.
        QVERIFY(session.snapshots()->save());
        QCOMPARE(session.snapshots()->index(0).data(SokobanSnapshots::NameRole).toString(),
                 QStringLiteral("Snapshot 2"));
    }

    void keysStillAnimatingAreInTheSnapshot()
    {
        tessera::SokobanSettings settings;
        settings.setAnimationSpeed(tessera::SokobanSettings::AnimationSpeed::Slow);
        SokobanSession session;
        session.setSettings(&settings);
        QVERIFY(session.openPastedText(roomLevel));
        session.move(tessera::QmlDirection::Up);
        session.move(tessera::QmlDirection::Right);
        QCOMPARE(session.pendingSteps(), 1); // the push waits for the first step's animation
        QVERIFY(session.snapshots()->save());
        QCOMPARE(session.snapshots()->index(0).data(SokobanSnapshots::MovesRole).toInt(), 2);
        QCOMPARE(session.snapshots()->index(0).data(SokobanSnapshots::PushesRole).toInt(), 1);
        QCOMPARE(session.pendingSteps(), 0);
        QCOMPARE(session.moves(), 2);
    }

    void reversePlayIsNotSavedAsASnapshot()
    {
        SokobanSession session;
        QVERIFY(session.openPastedText(roomLevel));
        play(session, "u");
        QVERIFY(session.play()->setReverseMode(true));
        QVERIFY(!session.snapshots()->canSave());
        QSignalSpy notices(session.snapshots(), &SokobanSnapshots::notice);
        QVERIFY(!session.snapshots()->save());
        QCOMPARE(notices.count(), 1);
        QCOMPARE(session.snapshots()->count(), 0);
        QVERIFY(session.play()->setReverseMode(false));
        QVERIFY(session.snapshots()->canSave());
    }

    void snapshotsSurviveARestartOfTheApp()
    {
        QString key;
        {
            SokobanSession session;
            QVERIFY(session.openPastedText(roomLevel));
            key = session.levelKey();
            play(session, "uRu");
            QVERIFY(session.snapshots()->save(QStringLiteral("idea")));
            // Written at once, while play goes on: nothing waits for the app to end.
            const QJsonArray written = fileLevels().value(key).toArray();
            QCOMPARE(written.size(), 1);
            QCOMPARE(written.first().toObject().value(QStringLiteral("lurd")).toString(),
                     QStringLiteral("uRu"));
            play(session, "rr");
        }
        SokobanSession session;
        QVERIFY(session.openPastedText(roomLevel));
        QCOMPARE(session.snapshots()->count(), 1);
        QVERIFY(session.snapshots()->restoreLatest());
        QCOMPARE(QString::fromStdString(session.game()->lurd()), QStringLiteral("uRu"));
        // Another level has none.
        QVERIFY(session.openPastedText(onePush));
        QCOMPARE(session.snapshots()->count(), 0);
        QSignalSpy notices(&session, &SokobanSession::passingNotice);
        QVERIFY(!session.snapshots()->restoreLatest());
        QCOMPARE(notices.count(), 1);
    }

    void renameAndDeleteAreWritten()
    {
        QString key;
        {
            SokobanSession session;
            QVERIFY(session.openPastedText(roomLevel));
            key = session.levelKey();
            play(session, "u");
            QVERIFY(session.snapshots()->save(QStringLiteral("a")));
            play(session, "R");
            QVERIFY(session.snapshots()->save(QStringLiteral("b")));
            QVERIFY(session.snapshots()->rename(1, QStringLiteral("renamed")));
            QVERIFY(!session.snapshots()->rename(0, QStringLiteral("  ")));
            QVERIFY(session.snapshots()->remove(0));
            QCOMPARE(session.snapshots()->count(), 1);
        }
        SokobanSession session;
        QVERIFY(session.openPastedText(roomLevel));
        QCOMPARE(session.snapshots()->count(), 1);
        QCOMPARE(session.snapshots()->index(0).data(SokobanSnapshots::NameRole).toString(),
                 QStringLiteral("renamed"));
        QVERIFY(session.snapshots()->remove(0));
        // The last one gone: the level leaves the file.
        QVERIFY(!fileLevels().contains(key));
    }

    void otherLevelsInTheFileAreKept()
    {
        SokobanSession one;
        QVERIFY(one.openPastedText(roomLevel));
        play(one, "u");
        QVERIFY(one.snapshots()->save());
        // A second window on another level, saving after the first one read the file.
        SokobanSession two;
        QVERIFY(two.openPastedText(onePush));
        QVERIFY(two.snapshots()->save());
        play(one, "R");
        QVERIFY(one.snapshots()->save());
        QCOMPARE(fileLevels().size(), 2);
    }

    void aSnapshotThatNoLongerFitsIsRefused()
    {
        SokobanSession session;
        QVERIFY(session.openPastedText(roomLevel));
        const QString key = session.levelKey();
        // A record damaged by hand: a step into the wall.
        QFile file(snapshotFile());
        QVERIFY(file.open(QIODevice::WriteOnly));
        const QJsonObject entry{{QStringLiteral("name"), QStringLiteral("broken")},
                                {QStringLiteral("lurd"), QStringLiteral("ll")},
                                {QStringLiteral("player"), 0},
                                {QStringLiteral("boxes"), QJsonArray{1}},
                                {QStringLiteral("date"), QStringLiteral("2026-01-01T00:00:00Z")}};
        file.write(
            QJsonDocument(
                QJsonObject{{QStringLiteral("format"), QStringLiteral("tessera-snapshots")},
                            {QStringLiteral("version"), 1},
                            {QStringLiteral("levels"), QJsonObject{{key, QJsonArray{entry}}}}})
                .toJson());
        file.close();
        QVERIFY(session.openPastedText(roomLevel));
        QCOMPARE(session.snapshots()->count(), 1);
        play(session, "u");
        QSignalSpy notices(&session, &SokobanSession::passingNotice);
        QVERIFY(!session.snapshots()->restore(0));
        QCOMPARE(notices.count(), 1);
        const QString message = notices.first().first().toString();
        QVERIFY2(message.contains(QStringLiteral("\"broken\"")) &&
                     message.contains(QStringLiteral("move 1")),
                 qPrintable(message));
        // Nothing was played.
        QCOMPARE(session.moves(), 1);
    }

    void aDamagedFileIsSetAsideAndSaid()
    {
        QFile file(snapshotFile());
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{ not json");
        file.close();
        SokobanSession session;
        QSignalSpy notices(&session, &SokobanSession::passingNotice);
        QVERIFY(session.openPastedText(roomLevel));
        QVERIFY(notices.count() >= 1);
        QVERIFY2(notices.first().first().toString().contains(QStringLiteral("snapshot file")),
                 qPrintable(notices.first().first().toString()));
        const QStringList aside = QDir(tessera::AppPaths::dataDir())
                                      .entryList({QStringLiteral("snapshots.json.corrupt-*")});
        QCOMPARE(aside.size(), 1);
        // Saving goes on into a new file.
        QVERIFY(session.snapshots()->save());
        QCOMPARE(fileLevels().size(), 1);
    }
};

QTEST_MAIN(TestSokobanSnapshots)
#include "tst_sokoban_snapshots.moc"
