// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "AppPaths.h"
#include "QuitSignals.h"
#include "ResumeState.h"

#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>
#include <csignal>
#include <unistd.h>

Q_IMPORT_QML_PLUGIN(TesseraPlugin)
Q_IMPORT_QML_PLUGIN(Tessera_EditorPlugin)

using namespace tessera;

namespace {

QTemporaryDir &home()
{
    static QTemporaryDir dir;
    return dir;
}

} // namespace

// SIGTERM (logout, kill), SIGHUP and SIGINT in the real app (Main.qml, its services, the
// QuitSignals main() makes): a 2048 move the save throttle has not written yet is in
// session.json once the signal was handled, where before the process died with it.
class TestQuitSignals : public QObject
{
    Q_OBJECT

public:
    static void initMain()
    {
        qputenv("XDG_DATA_HOME", home().filePath(QStringLiteral("data")).toLocal8Bit());
        qputenv("XDG_CONFIG_HOME", home().filePath(QStringLiteral("config")).toLocal8Bit());
        QCoreApplication::setOrganizationName(QStringLiteral("Tessera"));
        QCoreApplication::setApplicationName(QStringLiteral("tessera"));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(home().isValid());
        m_engine = new QQmlApplicationEngine(this);
        m_engine->load(QUrl(QStringLiteral("qrc:/qt-project.org/imports/Tessera/shell/Main.qml")));
        m_window = qobject_cast<QQuickWindow *>(m_engine->rootObjects().value(0));
        QVERIFY(m_window);
        m_window->requestActivate();
        QVERIFY(QTest::qWaitForWindowActive(m_window));
        m_resume =
            m_engine->singletonInstance<ResumeState *>(qmlTypeId("Tessera", 1, 0, "ResumeState"));
        QVERIFY(m_resume);
        QCOMPARE(m_resume->filePath(), AppPaths::sessionFile());
        QVariant opened;
        QMetaObject::invokeMethod(m_window, "openGame", Q_RETURN_ARG(QVariant, opened),
                                  Q_ARG(QVariant, QStringLiteral("2048")),
                                  Q_ARG(QVariant, QVariant()), Q_ARG(QVariant, QVariant()));
        QVERIFY(opened.toBool());
    }

    void cleanupTestCase() { delete m_engine; }

    void aPendingMoveIsSavedOnTheSignal_data()
    {
        QTest::addColumn<int>("signal");
        QTest::newRow("SIGTERM") << SIGTERM;
        QTest::newRow("SIGHUP") << SIGHUP;
        QTest::newRow("SIGINT") << SIGINT;
    }

    void aPendingMoveIsSavedOnTheSignal()
    {
        QFETCH(int, signal);
        QuitSignals quitSignals;
        QVERIFY(quitSignals.isWatching());
        QSignalSpy received(&quitSignals, &QuitSignals::received);

        // The game as saved: nothing pending.
        QTRY_VERIFY(!m_resume->gameState(QStringLiteral("2048")).isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(!m_resume->hasUnsavedChanges(), 10000);
        const QString before = savedGame();
        QCOMPARE(before, m_resume->gameState(QStringLiteral("2048")));

        // A move, with no event loop run since: the change is only pending.
        QString after = before;
        for (const Qt::Key key : {Qt::Key_Left, Qt::Key_Up, Qt::Key_Right, Qt::Key_Down}) {
            QTest::keyClick(m_window, key);
            after = m_resume->gameState(QStringLiteral("2048"));
            if (after != before)
                break;
        }
        QVERIFY(after != before);
        QVERIFY(m_resume->hasUnsavedChanges());
        QCOMPARE(savedGame(), before);

        QCOMPARE(::kill(::getpid(), signal), 0);
        QVERIFY(received.wait(10000));
        QCOMPARE(received.constFirst().constFirst().toInt(), signal);
        QCOMPARE(savedGame(), after);
        QVERIFY(!m_resume->hasUnsavedChanges());
    }

private:
    // The 2048 game session.json holds now, as a new start of the app would read it.
    static QString savedGame()
    {
        return ResumeState(AppPaths::sessionFile()).gameState(QStringLiteral("2048"));
    }

    QQmlApplicationEngine *m_engine = nullptr;
    QQuickWindow *m_window = nullptr;
    ResumeState *m_resume = nullptr;
};

QTEST_MAIN(TestQuitSignals)
#include "tst_quit_signals.moc"
