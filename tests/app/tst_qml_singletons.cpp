// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "AppSettings.h"
#include "ServiceSingletons.h"
#include "SokobanSettings.h"
#include "StartupOptions.h"

#include <QQmlComponent>
#include <QQmlEngine>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QtQml/qqmlextensionplugin.h>

Q_IMPORT_QML_PLUGIN(TesseraPlugin)

using namespace tessera;

// The instances main() hands to QML are the ones QML uses: what the command line asked for
// reaches Main.qml, and the window's settings object is the one the Settings dialog changes.
class tst_QmlSingletons : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void providedInstancesReachQml();
    void withoutProvidedInstancesEachEngineHasItsOwn();
    void theGameScreensLoadWithoutALoadCycle();

private:
    static QObject *singleton(QQmlEngine &engine, const char *name)
    {
        const int typeId = qmlTypeId("Tessera", 1, 0, name);
        return typeId < 0 ? nullptr : engine.singletonInstance<QObject *>(typeId);
    }
    // Makes sure the module's types are registered, as loading Main.qml would.
    static void importModule(QQmlEngine &engine)
    {
        QQmlComponent component(&engine);
        component.setData("import QtQuick\nimport Tessera\nItem {}", QUrl());
        std::unique_ptr<QObject> object(component.create());
        QVERIFY2(object, qPrintable(component.errorString()));
    }
};

void tst_QmlSingletons::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("Tessera"));
    QCoreApplication::setApplicationName(QStringLiteral("tessera-test-qml-singletons"));
    QSettings().clear();
}

void tst_QmlSingletons::withoutProvidedInstancesEachEngineHasItsOwn()
{
    QQmlEngine first;
    importModule(first);
    QQmlEngine second;
    importModule(second);
    for (const char *name : {"AppSettings", "SokobanSettings", "StartupOptions", "AppInfo"}) {
        QObject *a = singleton(first, name);
        QObject *b = singleton(second, name);
        QVERIFY2(a, name);
        QVERIFY2(b, name);
        QVERIFY2(a != b, name);
    }
    QVERIFY(qobject_cast<SokobanSettings *>(singleton(first, "SokobanSettings")));
}

void tst_QmlSingletons::providedInstancesReachQml()
{
    AppSettings settings;
    StartupOptions options(nullptr);
    options.setGame(QStringLiteral("fifteen"));
    AppSettingsSingleton::provide(&settings);
    StartupOptions::provide(&options);
    {
        QQmlEngine engine;
        importModule(engine);
        QCOMPARE(singleton(engine, "AppSettings"), &settings);
        QCOMPARE(singleton(engine, "StartupOptions"), &options);
        QCOMPARE(singleton(engine, "StartupOptions")->property("game").toString(),
                 QStringLiteral("fifteen"));
    }
    // The engine did not delete what it did not own.
    QCOMPARE(options.game(), QStringLiteral("fifteen"));
    AppSettingsSingleton::provide(nullptr);
    StartupOptions::provide(nullptr);
}

// Two QML singletons that both import Tessera make a load cycle the engine warns about at every
// start ("Cyclic dependency detected between DirectionWords.qml and Theme.qml").
void tst_QmlSingletons::theGameScreensLoadWithoutALoadCycle()
{
    QTest::failOnWarning(QRegularExpression(QStringLiteral("Cyclic dependency")));
    for (const char *screen : {"Game2048Screen", "FifteenScreen"}) {
        QQmlEngine engine;
        QQmlComponent component(&engine);
        component.setData(QByteArray("import QtQuick\nimport Tessera\nItem { width: 640; height: "
                                     "480\n ") +
                              screen + " { anchors.fill: parent } }",
                          QUrl());
        std::unique_ptr<QObject> object(component.create());
        QVERIFY2(object, qPrintable(component.errorString()));
    }
}

QTEST_MAIN(tst_QmlSingletons)
#include "tst_qml_singletons.moc"
