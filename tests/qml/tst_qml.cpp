// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "AppPaths.h"
#include "AppSettings.h"
#include "AppTranslations.h"
#include "ReturnPressesButtons.h"
#include "ServiceSingletons.h"
#include "StorageNotices.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QQmlContext>
#include <QQmlEngine>
#include <QQuickStyle>
#include <QSettings>
#include <QStandardPaths>
#include <QWindow>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

// The project's QML module, linked statically, as in the app.
Q_IMPORT_QML_PLUGIN(TesseraPlugin)
Q_IMPORT_QML_PLUGIN(Tessera_EditorPlugin)

// Key events TestCase cannot make: `TestKeys.press(window, key, autoRepeat)` sends a key press
// (and its release) to a window as a held key's auto-repeat does.
class TestKeys : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    Q_INVOKABLE void press(QWindow *window, int key, bool autoRepeat)
    {
        if (!window)
            return;
        QKeyEvent press(QEvent::KeyPress, key, Qt::NoModifier, QString(), autoRepeat);
        QGuiApplication::sendEvent(window, &press);
        QKeyEvent release(QEvent::KeyRelease, key, Qt::NoModifier, QString(), autoRepeat);
        QGuiApplication::sendEvent(window, &release);
    }
};

// Runs every tests/qml/tst_*.qml file: dropping a new one in the folder is all it takes.
// Each file gets a fresh QML engine, and with it fresh settings singletons over an empty
// settings file in QStandardPaths' test location (never the user's real one).
class Setup : public QObject
{
    Q_OBJECT

public slots:
    void applicationAvailable()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Tessera"));
        // Each file run on its own (ctest runs one per `-input`) keeps its files under its own
        // name, so ctest can run them side by side.
        QCoreApplication::setApplicationName(QStringLiteral("tessera-qml-tests") + inputName());
        // Each run starts without the progress, saved games and levels of the last one (the
        // layout walk plays on from wherever progress.json left it).
        QDir(tessera::AppPaths::dataDir()).removeRecursively();
        // The app's style (see app/main.cpp), so the tests see the controls the user sees.
        QQuickStyle::setStyle(QStringLiteral("Fusion"));
        // The app's font: Latin first, CJK for Chinese characters (see app/main.cpp).
        tessera::AppTranslations::useFontForEveryScript();
        // Return presses the focused button, as in the app (see app/main.cpp).
        QCoreApplication::instance()->installEventFilter(&m_returnPressesButtons);
        // English as the app speaks it: its plural forms ("1 push", "2 pushes").
        m_translations.apply(QStringLiteral("en"));
    }

    void qmlEngineAvailable(QQmlEngine *engine)
    {
        engine->rootContext()->setContextProperty(QStringLiteral("TestKeys"), new TestKeys(engine));
        // Every test file starts from default settings.
        QSettings settings;
        settings.clear();
        settings.sync();

        // The app's settings for this file's engine, made here (as main() does) so the
        // language chosen in Settings applies at once, as in the app.
        auto *appSettings = new tessera::AppSettings(engine);
        tessera::StorageNotices::instance()->watch(appSettings);
        tessera::AppSettingsSingleton::provide(appSettings);
        m_translations.setEngine(engine);
        // Each file starts in English, whatever the last one switched to.
        m_translations.apply(QStringLiteral("en"));
        connect(appSettings, &tessera::AppSettings::languageChanged, appSettings,
                [this, appSettings] { m_translations.apply(appSettings->language()); });
    }

private:
    // "-tst_2048" for `-input .../tst_2048.qml`, empty when every file runs.
    static QString inputName()
    {
        const QStringList arguments = QCoreApplication::arguments();
        const qsizetype at = arguments.indexOf(QStringLiteral("-input"));
        if (at < 0 || at + 1 >= arguments.size())
            return {};
        return QLatin1Char('-') + QFileInfo(arguments.at(at + 1)).completeBaseName();
    }

    tessera::AppTranslations m_translations;
    tessera::ReturnPressesButtons m_returnPressesButtons;
};

QUICK_TEST_MAIN_WITH_SETUP(tessera_qml, Setup)

#include "tst_qml.moc"
