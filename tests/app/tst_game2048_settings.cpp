// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Game2048Settings.h"

#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using tessera::Game2048Settings;

class tst_Game2048Settings : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Tessera"));
        QCoreApplication::setApplicationName(QStringLiteral("tessera-test-2048-settings"));
    }
    void init() { QSettings().clear(); }
    void cleanupTestCase() { QSettings().clear(); }

    void defaults()
    {
        const Game2048Settings settings;
        QCOMPARE(settings.rows(), 4);
        QCOMPARE(settings.columns(), 4);
        QVERIFY(settings.animations());
        QCOMPARE(settings.slideDuration(), 100);
        QCOMPARE(settings.playerName(), QString());
        QCOMPARE(settings.autoplaySpeed(), Game2048Settings::defaultAutoplaySpeed);
        QVERIFY(Game2048Settings::autoplaySpeeds().contains(settings.autoplaySpeed()));
    }

    void valuesPersist()
    {
        {
            Game2048Settings settings;
            settings.setSize(3, 7);
            settings.setAnimations(false);
            settings.setPlayerName(QStringLiteral("Ada, Countess"));
            settings.setAutoplaySpeed(20);
        }
        QSettings raw;
        QCOMPARE(raw.value(QStringLiteral("game2048/rows")).toInt(), 3);
        QCOMPARE(raw.value(QStringLiteral("game2048/columns")).toInt(), 7);

        const Game2048Settings reread;
        QCOMPARE(reread.rows(), 3);
        QCOMPARE(reread.columns(), 7);
        QCOMPARE(reread.animations(), false);
        QCOMPARE(reread.slideDuration(), 0);
        // A comma makes the INI value a list: it still comes back as typed.
        QCOMPARE(reread.playerName(), QStringLiteral("Ada, Countess"));
        QCOMPARE(reread.autoplaySpeed(), 20);
    }

    void sizeIsClampedToThreeToEight_data()
    {
        QTest::addColumn<int>("asked");
        QTest::addColumn<int>("kept");
        QTest::newRow("too small") << 2 << 3;
        QTest::newRow("negative") << -5 << 3;
        QTest::newRow("smallest") << 3 << 3;
        QTest::newRow("largest") << 8 << 8;
        QTest::newRow("too large") << 9 << 8;
    }
    void sizeIsClampedToThreeToEight()
    {
        QFETCH(int, asked);
        QFETCH(int, kept);
        Game2048Settings settings;
        settings.setRows(asked);
        settings.setColumns(asked);
        QCOMPARE(settings.rows(), kept);
        QCOMPARE(settings.columns(), kept);
    }

    void setSizeSignalsOnce()
    {
        Game2048Settings settings;
        QSignalSpy spy(&settings, &Game2048Settings::sizeChanged);
        settings.setSize(6, 5);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(settings.rows(), 6);
        QCOMPARE(settings.columns(), 5);
        settings.setSize(6, 5); // no change, no signal
        QCOMPARE(spy.count(), 1);
        settings.setRows(7);
        QCOMPARE(spy.count(), 2);
        QCOMPARE(settings.columns(), 5);
    }

    void playerNameIsCleaned_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("kept");
        QTest::newRow("plain") << "Grace"
                               << "Grace";
        QTest::newRow("spaces around") << "  Grace  Hopper "
                                       << "Grace Hopper";
        QTest::newRow("line break") << "Grace\nHopper"
                                    << "Grace Hopper";
        QTest::newRow("control character") << QStringLiteral("Gr\u0007ace") << "Grace";
        QTest::newRow("too long") << QString(50, QLatin1Char('x'))
                                  << QString(Game2048Settings::maximumNameLength, QLatin1Char('x'));
        QTest::newRow("only spaces") << "   "
                                     << "";
    }
    void playerNameIsCleaned()
    {
        QFETCH(QString, typed);
        QFETCH(QString, kept);
        Game2048Settings settings;
        settings.setPlayerName(typed);
        QCOMPARE(settings.playerName(), kept);
        QCOMPARE(Game2048Settings().playerName(), kept);
    }

    void autoplaySpeedTakesTheNearestChoice()
    {
        Game2048Settings settings;
        QSignalSpy spy(&settings, &Game2048Settings::autoplaySpeedChanged);
        settings.setAutoplaySpeed(9);
        QCOMPARE(settings.autoplaySpeed(), 10);
        settings.setAutoplaySpeed(1000);
        QCOMPARE(settings.autoplaySpeed(), Game2048Settings::autoplaySpeeds().last());
        settings.setAutoplaySpeed(0);
        QCOMPARE(settings.autoplaySpeed(), 1);
        QCOMPARE(spy.count(), 3);
    }

    void corruptValuesFallBack_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("stored");
        QTest::newRow("rows not a number") << "game2048/rows"
                                           << "banana";
        QTest::newRow("rows too large") << "game2048/rows"
                                        << "12";
        QTest::newRow("columns too small") << "game2048/columns"
                                           << "2";
        QTest::newRow("animations not a flag") << "game2048/animations"
                                               << "maybe";
        QTest::newRow("speed not offered") << "game2048/autoplaySpeed"
                                           << "7";
        QTest::newRow("speed not a number") << "game2048/autoplaySpeed"
                                            << "fast";
        QTest::newRow("name with a line break") << "game2048/playerName"
                                                << "a\nb";
    }
    void corruptValuesFallBack()
    {
        QFETCH(QString, key);
        QFETCH(QString, stored);
        {
            QSettings raw;
            raw.setValue(QStringLiteral("game2048/rows"), 5);
            raw.setValue(key, stored);
        }
        QTest::ignoreMessage(
            QtWarningMsg,
            QRegularExpression(
                QStringLiteral("ignoring invalid value .*%1").arg(QRegularExpression::escape(key)),
                QRegularExpression::DotMatchesEverythingOption));
        const Game2048Settings settings;
        if (key != QLatin1String("game2048/rows"))
            QCOMPARE(settings.rows(), 5); // the good values are kept
        else
            QCOMPARE(settings.rows(), Game2048Settings::defaultSide);
        QCOMPARE(settings.columns(), Game2048Settings::defaultSide);
        QCOMPARE(settings.animations(), Game2048Settings::defaultAnimations);
        QCOMPARE(settings.autoplaySpeed(), Game2048Settings::defaultAutoplaySpeed);
        QCOMPARE(settings.playerName(), QString());
        // The bad value is gone: the next start reads a clean file, with no warning.
        QVERIFY(!QSettings().contains(key));
    }
};

QTEST_GUILESS_MAIN(tst_Game2048Settings)
#include "tst_game2048_settings.moc"
