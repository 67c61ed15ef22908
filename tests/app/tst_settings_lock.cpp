// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "AppSettings.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QSettings>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

using namespace tessera;

// A program killed while writing the settings leaves QSettings' lock file behind. The next start
// of Tessera must write its settings at once: a lock left empty (the kill fell between creating
// it and writing its owner into it) is one QLockFile takes as abandoned only after 30 seconds.
class TestSettingsLock : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_folder;

    QString lockPath() const { return QSettings().fileName() + QStringLiteral(".lock"); }

    QByteArray settingsText() const
    {
        QFile file(QSettings().fileName());
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

    // What the next start does: its settings, then a write that must go through at once.
    void startAndWrite(const QString &screen, qint64 *elapsedMs)
    {
        QElapsedTimer clock;
        clock.start();
        AppSettings settings;
        {
            // A writer finds the lock free: nothing makes the settings write below wait.
            QLockFile lock(lockPath());
            QVERIFY2(lock.tryLock(0), "the settings lock the killed program left is in the way");
        }
        settings.setLastScreen(screen);
        QSettings sync;
        sync.sync();
        *elapsedMs = clock.elapsed();
        QCOMPARE(sync.status(), QSettings::NoError);
        QVERIFY2(settingsText().contains("lastScreen=" + screen.toUtf8()), settingsText());
        QVERIFY(!QFileInfo::exists(lockPath()));
    }

    void startWriter(QProcess &writer, const char *mode)
    {
        writer.start(QStringLiteral(TESSERA_SETTINGS_WRITER), {m_folder.path(), mode});
        QVERIFY2(writer.waitForStarted(10000), qPrintable(writer.errorString()));
    }

    void kill(QProcess &writer)
    {
        writer.kill(); // SIGKILL
        QVERIFY(writer.waitForFinished(10000));
        QCOMPARE(writer.exitStatus(), QProcess::CrashExit);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_folder.isValid());
        QCoreApplication::setOrganizationName(QStringLiteral("Tessera"));
        QCoreApplication::setApplicationName(QStringLiteral("tessera"));
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_folder.path());
        QVERIFY(QDir().mkpath(QFileInfo(QSettings().fileName()).absolutePath()));
    }

    void aLockLeftEmptyByAKillDoesNotStallTheNextStart()
    {
        QProcess writer;
        startWriter(writer, "stop-in-lock");
        QVERIFY2(writer.waitForReadyRead(30000), "the writer did not take the lock");
        QCOMPARE(writer.readLine().trimmed(), QByteArray("locked"));
        kill(writer);
        QVERIFY(QFileInfo::exists(lockPath()));
        QCOMPARE(QFileInfo(lockPath()).size(), 0);

        qint64 elapsed = 0;
        startAndWrite(QStringLiteral("fifteen"), &elapsed);
        qInfo("settings written %lld ms after the start, past an empty lock", elapsed);
    }

    void aLockARunningProgramHoldsIsKept()
    {
        QLockFile held(lockPath());
        QVERIFY(held.tryLock(0));
        {
            AppSettings settings; // frees only abandoned locks
        }
        QVERIFY(QFileInfo::exists(lockPath()));
        QLockFile other(lockPath());
        QVERIFY(!other.tryLock(0));
    }

    void killsDuringSettingsWritesNeverStallTheNextStart()
    {
        QRandomGenerator random(20261201); // fixed: a failure can be replayed
        int locksLeft = 0;
        qint64 slowest = 0;
        const QStringList screens{QStringLiteral("home"), QStringLiteral("fifteen")};
        constexpr int kills = 30;
        for (int k = 0; k < kills; ++k) {
            QProcess writer;
            startWriter(writer, "write");
            int lines = 0;
            const int rounds = random.bounded(1, 4);
            while (lines <= rounds) {
                QVERIFY2(writer.waitForReadyRead(30000), "the writer stopped writing");
                lines += writer.readAll().count('\n');
            }
            QThread::usleep(random.bounded(0, 5000));
            kill(writer);
            locksLeft += QFileInfo::exists(lockPath()) ? 1 : 0;

            qint64 elapsed = 0;
            startAndWrite(screens[k % screens.size()], &elapsed);
            slowest = std::max(slowest, elapsed);
        }
        qInfo("%d kills, %d left the settings lock behind; the slowest next start wrote its "
              "settings in %lld ms",
              kills, locksLeft, slowest);
    }
};

QTEST_GUILESS_MAIN(TestSettingsLock)
#include "tst_settings_lock.moc"
