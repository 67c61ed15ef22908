// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "AppSettings.h"
#include "WindowStateKeeper.h"

#include <QGuiApplication>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QWindow>

using tessera::AppSettings;
using tessera::WindowStateKeeper;

// The window comes back where the user left it, and never off every screen.
class tst_WindowStateKeeper : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();

    void firstRunUsesDefaultSize();
    void savedGeometryIsRestored();
    void maximisedStateIsRestored();
    void geometryOffEveryScreenIsCentredOnThePrimary();
    void fittedGeometryKeepsWindowsOnAnyScreen();
    void savesNormalGeometryAndMaximisedState();
    void savedStateSurvivesARestart();
};

void tst_WindowStateKeeper::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("Tessera"));
    QCoreApplication::setApplicationName(QStringLiteral("tessera-test-window-state"));
}

void tst_WindowStateKeeper::init()
{
    QSettings().clear();
}

void tst_WindowStateKeeper::firstRunUsesDefaultSize()
{
    AppSettings settings;
    const WindowStateKeeper keeper(settings);
    const QVariantMap properties = keeper.initialProperties();
    // No position: the window manager places a new window.
    QVERIFY(!properties.contains(QStringLiteral("x")));
    QVERIFY(!properties.contains(QStringLiteral("visibility")));
    const QSize screen = QGuiApplication::primaryScreen()->availableGeometry().size();
    QCOMPARE(properties.value(QStringLiteral("width")).toInt(),
             qMin(WindowStateKeeper::defaultWidth, screen.width()));
    QCOMPARE(properties.value(QStringLiteral("height")).toInt(),
             qMin(WindowStateKeeper::defaultHeight, screen.height()));
}

void tst_WindowStateKeeper::savedGeometryIsRestored()
{
    AppSettings settings;
    settings.setWindowGeometry(QRect(20, 30, 500, 400));
    const QVariantMap properties = WindowStateKeeper(settings).initialProperties();
    QCOMPARE(properties.value(QStringLiteral("x")).toInt(), 20);
    QCOMPARE(properties.value(QStringLiteral("y")).toInt(), 30);
    QCOMPARE(properties.value(QStringLiteral("width")).toInt(), 500);
    QCOMPARE(properties.value(QStringLiteral("height")).toInt(), 400);
}

void tst_WindowStateKeeper::maximisedStateIsRestored()
{
    AppSettings settings;
    settings.setWindowMaximized(true);
    const QVariantMap properties = WindowStateKeeper(settings).initialProperties();
    QCOMPARE(properties.value(QStringLiteral("visibility")).toInt(),
             static_cast<int>(QWindow::Maximized));
}

void tst_WindowStateKeeper::geometryOffEveryScreenIsCentredOnThePrimary()
{
    AppSettings settings;
    // As if saved on a second monitor that is unplugged now.
    settings.setWindowGeometry(QRect(30000, 200, 5000, 4000));
    const QVariantMap properties = WindowStateKeeper(settings).initialProperties();
    const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
    const QRect restored(properties.value(QStringLiteral("x")).toInt(),
                         properties.value(QStringLiteral("y")).toInt(),
                         properties.value(QStringLiteral("width")).toInt(),
                         properties.value(QStringLiteral("height")).toInt());
    QVERIFY2(screen.contains(restored), qPrintable(QStringLiteral("%1,%2 %3x%4")
                                                       .arg(restored.x())
                                                       .arg(restored.y())
                                                       .arg(restored.width())
                                                       .arg(restored.height())));
    QCOMPARE(restored.center(), screen.center());
}

void tst_WindowStateKeeper::fittedGeometryKeepsWindowsOnAnyScreen()
{
    const QRect left(0, 0, 1920, 1080);
    const QRect right(1920, 0, 1280, 1024);
    const QList<QRect> screens{left, right};

    // On the second screen: kept as it is.
    const QRect onRight(2000, 100, 800, 600);
    QCOMPARE(WindowStateKeeper::fittedGeometry(onRight, screens, left), onRight);
    // Hanging off the bottom-right but with its top edge on screen: kept (the user put it there).
    const QRect hanging(1000, 500, 1500, 900);
    QCOMPARE(WindowStateKeeper::fittedGeometry(hanging, screens, left), hanging);
    // Above every screen: its title bar would be unreachable, so it moves.
    const QRect above(100, -900, 800, 600);
    const QRect moved = WindowStateKeeper::fittedGeometry(above, screens, left);
    QCOMPARE(moved.size(), above.size());
    QCOMPARE(moved.center(), left.center());
    // Nothing saved: nothing to restore.
    QVERIFY(!WindowStateKeeper::fittedGeometry(QRect(), screens, left).isValid());
}

void tst_WindowStateKeeper::savesNormalGeometryAndMaximisedState()
{
    AppSettings settings;
    WindowStateKeeper keeper(settings);
    QWindow window;
    window.setGeometry(40, 50, 640, 480);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    keeper.track(&window);

    window.resize(700, 500);
    QTRY_COMPARE(window.size(), QSize(700, 500));
    keeper.save();
    QCOMPARE(settings.windowGeometry().size(), QSize(700, 500));
    QCOMPARE(settings.windowMaximized(), false);

    window.showMaximized();
    QTRY_VERIFY(window.windowStates().testFlag(Qt::WindowMaximized));
    keeper.save();
    QCOMPARE(settings.windowMaximized(), true);
    // The size to un-maximise to is the one from before, not the whole screen.
    QCOMPARE(settings.windowGeometry().size(), QSize(700, 500));
}

void tst_WindowStateKeeper::savedStateSurvivesARestart()
{
    {
        AppSettings settings;
        WindowStateKeeper keeper(settings);
        QWindow window;
        window.setGeometry(60, 70, 720, 540);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        keeper.track(&window);
        keeper.save();
    }
    AppSettings settings;
    const QVariantMap properties = WindowStateKeeper(settings).initialProperties();
    QCOMPARE(properties.value(QStringLiteral("width")).toInt(), 720);
    QCOMPARE(properties.value(QStringLiteral("height")).toInt(), 540);
    QCOMPARE(properties.value(QStringLiteral("x")).toInt(), 60);
    QCOMPARE(properties.value(QStringLiteral("y")).toInt(), 70);
}

QTEST_MAIN(tst_WindowStateKeeper)
#include "tst_window_state_keeper.moc"
