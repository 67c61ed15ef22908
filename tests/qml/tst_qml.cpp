#include "AppPaths.h"
#include "AppTranslations.h"

#include <QCoreApplication>
#include <QDir>
#include <QQmlEngine>
#include <QQuickStyle>
#include <QSettings>
#include <QStandardPaths>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

// The project's QML module, linked statically, as in the app.
Q_IMPORT_QML_PLUGIN(TesseraPlugin)
Q_IMPORT_QML_PLUGIN(Tessera_EditorPlugin)

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
        QCoreApplication::setApplicationName(QStringLiteral("tessera-qml-tests"));
        // Pasted collections are kept on disk: each run starts without those of the last one.
        QDir(tessera::AppPaths::userLevelsDir() + QStringLiteral("/pasted")).removeRecursively();
        // The app's style (see app/main.cpp), so the tests see the controls the user sees.
        QQuickStyle::setStyle(QStringLiteral("Fusion"));
        // English as the app speaks it: its plural forms ("1 push", "2 pushes").
        m_translations.apply(QStringLiteral("en"));
    }

    void qmlEngineAvailable(QQmlEngine *)
    {
        // Every test file starts from default settings.
        QSettings settings;
        settings.clear();
        settings.sync();
    }

private:
    tessera::AppTranslations m_translations;
};

QUICK_TEST_MAIN_WITH_SETUP(tessera_qml, Setup)

#include "tst_qml.moc"
