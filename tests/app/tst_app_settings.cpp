// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "AppSettings.h"
#include "FifteenSettings.h"
#include "Game2048Settings.h"
#include "MotionPreference.h"
#include "SokobanSettings.h"

#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using tessera::AppSettings;

class tst_AppSettings : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();

    void defaults();
    void themePersists();
    void windowStatePersists();
    void lastScreenPersists();
    void soundChoicePersists();
    void textSizePersists();
    void reducedMotionReachesEveryGame();
    void settersNotifyOnlyOnChange();
    void rejectsUnknownScreenAndTinyGeometry();
    void corruptValuesFallBack_data();
    void corruptValuesFallBack();
    void partialGeometryIsDropped();
    void themeNamesRoundTrip();

private:
    static void writeRaw(const QString &key, const QVariant &value)
    {
        QSettings settings;
        settings.setValue(key, value);
    }
};

void tst_AppSettings::initTestCase()
{
    // Before any QSettings: the tests must never touch the user's real settings file.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("Tessera"));
    QCoreApplication::setApplicationName(QStringLiteral("tessera-test-app-settings"));
}

void tst_AppSettings::init()
{
    QSettings().clear();
}

void tst_AppSettings::defaults()
{
    const AppSettings settings;
    QCOMPARE(settings.theme(), AppSettings::Theme::System);
    QVERIFY(!settings.windowGeometry().isValid());
    QCOMPARE(settings.windowMaximized(), false);
    QCOMPARE(settings.lastScreen(), QStringLiteral("home"));
    QCOMPARE(settings.soundEnabled(), true);
    QCOMPARE(settings.soundVolume(), AppSettings::defaultSoundVolume);
}

void tst_AppSettings::themePersists()
{
    {
        AppSettings settings;
        settings.setTheme(AppSettings::Theme::Dark);
    }
    QCOMPARE(QSettings().value(QStringLiteral("theme")).toString(), QStringLiteral("dark"));
    AppSettings reread;
    QCOMPARE(reread.theme(), AppSettings::Theme::Dark);
    reread.setTheme(AppSettings::Theme::Light);
    QCOMPARE(AppSettings().theme(), AppSettings::Theme::Light);
}

void tst_AppSettings::windowStatePersists()
{
    const QRect geometry(40, 30, 900, 640);
    {
        AppSettings settings;
        settings.setWindowGeometry(geometry);
        settings.setWindowMaximized(true);
    }
    const AppSettings reread;
    QCOMPARE(reread.windowGeometry(), geometry);
    QCOMPARE(reread.windowMaximized(), true);
}

void tst_AppSettings::lastScreenPersists()
{
    for (const QString &screen : AppSettings::screenIds()) {
        {
            AppSettings settings;
            settings.setLastScreen(screen);
        }
        QCOMPARE(AppSettings().lastScreen(), screen);
    }
}

void tst_AppSettings::soundChoicePersists()
{
    {
        AppSettings settings;
        QSignalSpy mutedSpy(&settings, &AppSettings::soundEnabledChanged);
        settings.setSoundEnabled(false);
        settings.setSoundEnabled(false);
        QCOMPARE(mutedSpy.count(), 1);
        settings.setSoundVolume(35);
    }
    AppSettings reread;
    QCOMPARE(reread.soundEnabled(), false);
    QCOMPARE(reread.soundVolume(), 35);
    // A slider cannot go past its ends, but a caller can: the volume stays in 0..100.
    reread.setSoundVolume(250);
    QCOMPARE(AppSettings().soundVolume(), 100);
    reread.setSoundVolume(-5);
    QCOMPARE(AppSettings().soundVolume(), 0);
}

// Settings > Text size: saved, told once per change, kept within 100%..200%.
void tst_AppSettings::textSizePersists()
{
    {
        AppSettings settings;
        QCOMPARE(settings.textSize(), AppSettings::normalTextSize);
        QSignalSpy spy(&settings, &AppSettings::textSizeChanged);
        settings.setTextSize(150);
        settings.setTextSize(150);
        QCOMPARE(spy.count(), 1);
    }
    AppSettings reread;
    QCOMPARE(reread.textSize(), 150);
    reread.setTextSize(1000);
    QCOMPARE(AppSettings().textSize(), AppSettings::maximumTextSize);
    reread.setTextSize(10);
    QCOMPARE(AppSettings().textSize(), AppSettings::minimumTextSize);
}

// Settings > Reduce motion: saved, and every game's board gets no animation length while it is
// on, whatever the game's own animation choice; off again, each game's choice is back.
void tst_AppSettings::reducedMotionReachesEveryGame()
{
    using namespace tessera;
    SokobanSettings sokoban;
    Game2048Settings game2048;
    FifteenSettings fifteen;
    QVERIFY(sokoban.stepDuration() > 0);
    QVERIFY(game2048.slideDuration() > 0);
    QVERIFY(fifteen.slideDuration() > 0);
    const int sokobanStep = sokoban.stepDuration();
    const int slide2048 = game2048.slideDuration();
    const int slideFifteen = fifteen.slideDuration();
    QSignalSpy sokobanSpy(&sokoban, &SokobanSettings::stepDurationChanged);
    QSignalSpy game2048Spy(&game2048, &Game2048Settings::slideDurationChanged);
    QSignalSpy fifteenSpy(&fifteen, &FifteenSettings::slideDurationChanged);
    {
        AppSettings settings;
        QCOMPARE(settings.reduceMotion(), false);
        QSignalSpy spy(&settings, &AppSettings::reduceMotionChanged);
        settings.setReduceMotion(true);
        settings.setReduceMotion(true);
        QCOMPARE(spy.count(), 1);
    }
    QVERIFY(MotionPreference::instance()->reduced());
    QCOMPARE(sokoban.stepDuration(), 0);
    QCOMPARE(game2048.slideDuration(), 0);
    QCOMPARE(fifteen.slideDuration(), 0);
    QCOMPARE(sokobanSpy.count(), 1);
    QCOMPARE(game2048Spy.count(), 1);
    QCOMPARE(fifteenSpy.count(), 1);
    // The games' own choices are kept, only not shown.
    QCOMPARE(sokoban.animationSpeed(), SokobanSettings::defaultAnimationSpeed);
    QCOMPARE(game2048.animations(), true);

    // The next start reads it back and tells the games at once.
    MotionPreference::instance()->setReduced(false);
    AppSettings reread;
    QCOMPARE(reread.reduceMotion(), true);
    QCOMPARE(sokoban.stepDuration(), 0);
    reread.setReduceMotion(false);
    QCOMPARE(sokoban.stepDuration(), sokobanStep);
    QCOMPARE(game2048.slideDuration(), slide2048);
    QCOMPARE(fifteen.slideDuration(), slideFifteen);
    QCOMPARE(AppSettings().reduceMotion(), false);
}

void tst_AppSettings::settersNotifyOnlyOnChange()
{
    AppSettings settings;
    QSignalSpy themeSpy(&settings, &AppSettings::themeChanged);
    QSignalSpy geometrySpy(&settings, &AppSettings::windowGeometryChanged);
    QSignalSpy screenSpy(&settings, &AppSettings::lastScreenChanged);
    settings.setTheme(AppSettings::Theme::System); // already the default
    QCOMPARE(themeSpy.count(), 0);
    settings.setTheme(AppSettings::Theme::Dark);
    settings.setTheme(AppSettings::Theme::Dark);
    QCOMPARE(themeSpy.count(), 1);
    settings.setWindowGeometry(QRect(0, 0, 800, 600));
    settings.setWindowGeometry(QRect(0, 0, 800, 600));
    QCOMPARE(geometrySpy.count(), 1);
    settings.setLastScreen(QStringLiteral("fifteen"));
    settings.setLastScreen(QStringLiteral("fifteen"));
    QCOMPARE(screenSpy.count(), 1);
}

void tst_AppSettings::rejectsUnknownScreenAndTinyGeometry()
{
    AppSettings settings;
    settings.setLastScreen(QStringLiteral("chess"));
    QCOMPARE(settings.lastScreen(), QStringLiteral("home"));
    settings.setWindowGeometry(QRect(0, 0, 10, 10));
    QVERIFY(!settings.windowGeometry().isValid());
    QVERIFY(!QSettings().contains(QStringLiteral("window/width")));
}

void tst_AppSettings::corruptValuesFallBack_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QVariant>("stored");

    QTest::newRow("theme word") << "theme" << QVariant(QStringLiteral("purple"));
    QTest::newRow("theme number") << "theme" << QVariant(3);
    QTest::newRow("theme case") << "theme" << QVariant(QStringLiteral("DARK"));
    QTest::newRow("screen") << "lastScreen" << QVariant(QStringLiteral("minesweeper"));
    QTest::newRow("maximized") << "window/maximized" << QVariant(QStringLiteral("banana"));
    QTest::newRow("sound on") << "sound/enabled" << QVariant(QStringLiteral("loud"));
    QTest::newRow("reduce motion") << "reduceMotion" << QVariant(QStringLiteral("a little"));
    QTest::newRow("volume high") << "sound/volume" << QVariant(101);
    QTest::newRow("volume text") << "sound/volume" << QVariant(QStringLiteral("max"));
    QTest::newRow("text size tiny") << "textSize" << QVariant(40);
    QTest::newRow("text size word") << "textSize" << QVariant(QStringLiteral("huge"));
    QTest::newRow("width text") << "window/width" << QVariant(QStringLiteral("wide"));
    QTest::newRow("width tiny") << "window/width" << QVariant(12);
    QTest::newRow("height huge") << "window/height" << QVariant(999999);
    QTest::newRow("x far away") << "window/x" << QVariant(-9000000);
    QTest::newRow("y list") << "window/y" << QVariant(QStringList{"1", "2"});
}

void tst_AppSettings::corruptValuesFallBack()
{
    QFETCH(QString, key);
    QFETCH(QVariant, stored);

    // A valid, non-default state around the bad value: only the bad part may fall back.
    writeRaw(QStringLiteral("theme"), QStringLiteral("dark"));
    writeRaw(QStringLiteral("lastScreen"), QStringLiteral("sokoban"));
    writeRaw(QStringLiteral("window/maximized"), true);
    writeRaw(QStringLiteral("window/x"), 10);
    writeRaw(QStringLiteral("window/y"), 20);
    writeRaw(QStringLiteral("window/width"), 800);
    writeRaw(QStringLiteral("window/height"), 600);
    writeRaw(QStringLiteral("sound/enabled"), false);
    writeRaw(QStringLiteral("sound/volume"), 40);
    writeRaw(QStringLiteral("reduceMotion"), true);
    writeRaw(QStringLiteral("textSize"), 150);
    writeRaw(key, stored);

    // The warning names the key and the file, so a user who edited it can find the mistake.
    const QString fileName = QSettings().fileName();
    QTest::ignoreMessage(QtWarningMsg,
                         QRegularExpression(QStringLiteral("invalid value .* for \"%1\" in %2")
                                                .arg(QRegularExpression::escape(key),
                                                     QRegularExpression::escape(fileName))));
    const AppSettings settings;
    const bool geometryKey =
        key.startsWith(QLatin1String("window/")) && key != QLatin1String("window/maximized");
    QCOMPARE(settings.theme(),
             key == QLatin1String("theme") ? AppSettings::Theme::System : AppSettings::Theme::Dark);
    QCOMPARE(settings.lastScreen(), key == QLatin1String("lastScreen") ? QStringLiteral("home")
                                                                       : QStringLiteral("sokoban"));
    QCOMPARE(settings.windowMaximized(), key != QLatin1String("window/maximized"));
    QCOMPARE(settings.windowGeometry(), geometryKey ? QRect() : QRect(10, 20, 800, 600));
    QCOMPARE(settings.soundEnabled(), key == QLatin1String("sound/enabled"));
    QCOMPARE(settings.soundVolume(),
             key == QLatin1String("sound/volume") ? AppSettings::defaultSoundVolume : 40);
    QCOMPARE(settings.reduceMotion(), key != QLatin1String("reduceMotion"));
    QCOMPARE(settings.textSize(),
             key == QLatin1String("textSize") ? AppSettings::normalTextSize : 150);

    // The bad value is removed: the next start reads a clean file and warns no more.
    QVERIFY(!QSettings().contains(key));
    const AppSettings again;
    QCOMPARE(again.theme(), settings.theme());
    QCOMPARE(again.windowGeometry(), settings.windowGeometry());
}

void tst_AppSettings::partialGeometryIsDropped()
{
    writeRaw(QStringLiteral("window/x"), 10);
    writeRaw(QStringLiteral("window/width"), 800);
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("\"window/y\"")));
    const AppSettings settings;
    QVERIFY(!settings.windowGeometry().isValid());
    QVERIFY(!QSettings().contains(QStringLiteral("window/x")));
}

void tst_AppSettings::themeNamesRoundTrip()
{
    for (const auto theme : {AppSettings::Theme::System, AppSettings::Theme::Light,
                             AppSettings::Theme::Dark, AppSettings::Theme::HighContrast})
        QCOMPARE(AppSettings::themeFromName(AppSettings::themeName(theme)), theme);
    QCOMPARE(AppSettings::themeFromName(QStringLiteral("sepia")), std::nullopt);
}

QTEST_GUILESS_MAIN(tst_AppSettings)
#include "tst_app_settings.moc"
