// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SokobanSettings.h"

#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using tessera::SokobanSettings;
using Speed = tessera::SokobanSettings::AnimationSpeed;

class tst_SokobanSettings : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();

    void defaults();
    void valuesPersist();
    void stepDurationFollowsSpeed();
    void speedChangeNotifiesDuration();
    void corruptValuesFallBack_data();
    void corruptValuesFallBack();
    void acceptsBooleansWrittenByOtherTools();
    void speedNamesRoundTrip();
    void replaySpeedIsAChoiceAndPersists();
};

void tst_SokobanSettings::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("Tessera"));
    QCoreApplication::setApplicationName(QStringLiteral("tessera-test-sokoban-settings"));
}

void tst_SokobanSettings::init()
{
    QSettings().clear();
}

void tst_SokobanSettings::defaults()
{
    const SokobanSettings settings;
    QCOMPARE(settings.animationSpeed(), Speed::Normal);
    QCOMPARE(settings.trainPush(), false);
    QCOMPARE(settings.showDeadSquares(), false);
    QVERIFY(settings.stepDuration() > 0);
}

void tst_SokobanSettings::valuesPersist()
{
    {
        SokobanSettings settings;
        settings.setAnimationSpeed(Speed::Slow);
        settings.setTrainPush(true);
        settings.setShowDeadSquares(true);
    }
    QSettings raw;
    QCOMPARE(raw.value(QStringLiteral("sokoban/animationSpeed")).toString(),
             QStringLiteral("slow"));
    const SokobanSettings reread;
    QCOMPARE(reread.animationSpeed(), Speed::Slow);
    QCOMPARE(reread.trainPush(), true);
    QCOMPARE(reread.showDeadSquares(), true);
}

void tst_SokobanSettings::stepDurationFollowsSpeed()
{
    QCOMPARE(SokobanSettings::stepDuration(Speed::Off), 0);
    const int fast = SokobanSettings::stepDuration(Speed::Fast);
    const int normal = SokobanSettings::stepDuration(Speed::Normal);
    const int slow = SokobanSettings::stepDuration(Speed::Slow);
    QVERIFY(fast > 0);
    QVERIFY(fast < normal);
    QVERIFY(normal < slow);
    // Slow still feels like a game, not a slide show.
    QVERIFY(slow <= 400);
}

void tst_SokobanSettings::speedChangeNotifiesDuration()
{
    SokobanSettings settings;
    QSignalSpy spy(&settings, &SokobanSettings::animationSpeedChanged);
    settings.setAnimationSpeed(Speed::Off);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(settings.stepDuration(), 0);
    settings.setAnimationSpeed(Speed::Off);
    QCOMPARE(spy.count(), 1);
    // The QML binding reads the property by name: it must be there and follow the speed.
    QCOMPARE(settings.property("stepDuration").toInt(), 0);
    settings.setAnimationSpeed(Speed::Fast);
    QCOMPARE(settings.property("stepDuration").toInt(), SokobanSettings::stepDuration(Speed::Fast));
}

void tst_SokobanSettings::corruptValuesFallBack_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QVariant>("stored");

    QTest::newRow("speed word") << "sokoban/animationSpeed" << QVariant(QStringLiteral("warp"));
    QTest::newRow("speed number") << "sokoban/animationSpeed" << QVariant(2);
    QTest::newRow("speed empty") << "sokoban/animationSpeed" << QVariant(QString());
    QTest::newRow("train word") << "sokoban/trainPush" << QVariant(QStringLiteral("yes please"));
    QTest::newRow("train number") << "sokoban/trainPush" << QVariant(7);
    QTest::newRow("dead list") << "sokoban/showDeadSquares" << QVariant(QStringList{"a", "b"});
}

void tst_SokobanSettings::corruptValuesFallBack()
{
    QFETCH(QString, key);
    QFETCH(QVariant, stored);

    // Non-default values around the bad one: only the bad one may fall back.
    {
        QSettings raw;
        raw.setValue(QStringLiteral("sokoban/animationSpeed"), QStringLiteral("fast"));
        raw.setValue(QStringLiteral("sokoban/trainPush"), true);
        raw.setValue(QStringLiteral("sokoban/showDeadSquares"), true);
        raw.setValue(key, stored);
    }
    QTest::ignoreMessage(
        QtWarningMsg,
        QRegularExpression(QStringLiteral("invalid value .* for \"%1\" in %2")
                               .arg(QRegularExpression::escape(key),
                                    QRegularExpression::escape(QSettings().fileName()))));
    const SokobanSettings settings;
    QCOMPARE(settings.animationSpeed(),
             key.endsWith(QLatin1String("animationSpeed")) ? Speed::Normal : Speed::Fast);
    QCOMPARE(settings.trainPush(), !key.endsWith(QLatin1String("trainPush")));
    QCOMPARE(settings.showDeadSquares(), !key.endsWith(QLatin1String("showDeadSquares")));
    QVERIFY(!QSettings().contains(key));
}

void tst_SokobanSettings::acceptsBooleansWrittenByOtherTools()
{
    {
        QSettings raw;
        raw.setValue(QStringLiteral("sokoban/trainPush"), QStringLiteral("1"));
        raw.setValue(QStringLiteral("sokoban/showDeadSquares"), QStringLiteral(" TRUE "));
    }
    const SokobanSettings settings;
    QCOMPARE(settings.trainPush(), true);
    QCOMPARE(settings.showDeadSquares(), true);
}

void tst_SokobanSettings::speedNamesRoundTrip()
{
    for (const auto speed : {Speed::Off, Speed::Fast, Speed::Normal, Speed::Slow})
        QCOMPARE(SokobanSettings::speedFromName(SokobanSettings::speedName(speed)), speed);
    QCOMPARE(SokobanSettings::speedFromName(QStringLiteral("Normal")), std::nullopt);
}

// The replay's pace is one of the speeds 2048's Autoplay and Fifteen's Solve offer, faster by
// default than the old fixed 150 ms a step, and kept; a stored value that is none is dropped.
void tst_SokobanSettings::replaySpeedIsAChoiceAndPersists()
{
    {
        SokobanSettings settings;
        QCOMPARE(settings.replaySpeed(), SokobanSettings::defaultReplaySpeed);
        QVERIFY(SokobanSettings::replaySpeeds().contains(settings.replaySpeed()));
        QVERIFY(settings.replaySpeed() > 1000 / 150);
        QSignalSpy spy(&settings, &SokobanSettings::replaySpeedChanged);
        settings.setReplaySpeed(7); // not a choice: the nearest one
        QCOMPARE(settings.replaySpeed(), 5);
        settings.setReplaySpeed(20);
        QCOMPARE(spy.count(), 2);
    }
    QCOMPARE(QSettings().value(QStringLiteral("sokoban/replaySpeed")).toInt(), 20);
    QCOMPARE(SokobanSettings().replaySpeed(), 20);
    QSettings().setValue(QStringLiteral("sokoban/replaySpeed"), 13);
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("sokoban/replaySpeed")));
    QCOMPARE(SokobanSettings().replaySpeed(), SokobanSettings::defaultReplaySpeed);
}

QTEST_GUILESS_MAIN(tst_SokobanSettings)
#include "tst_sokoban_settings.moc"
