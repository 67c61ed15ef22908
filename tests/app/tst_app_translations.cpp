#include "AppSettings.h"
#include "AppTranslations.h"

#include <QCoreApplication>
#include <QFile>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QStandardPaths>
#include <QtTest>
#include <memory>

using namespace tessera;

// The languages as a player meets them: each is built into the app, a switch takes effect at
// once (in C++ and in QML bindings already shown), and the choice is kept.
class TestAppTranslations : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init() { QSettings().clear(); }

    void everyLanguageIsBuiltIn_data()
    {
        QTest::addColumn<QString>("code");
        for (const QString &code : AppSettings::languageCodes()) {
            if (code != QLatin1String("en"))
                QTest::newRow(qPrintable(code)) << code;
        }
    }
    void everyLanguageIsBuiltIn()
    {
        QFETCH(QString, code);
        QVERIFY2(QFile::exists(QStringLiteral(":/i18n/tessera_%1.qm").arg(code)),
                 qPrintable(code));
        AppTranslations translations;
        translations.apply(code);
        QCOMPARE(translations.current(), code);
        // A message every screen shows, in the language chosen rather than in English.
        const QString about = QCoreApplication::translate("AboutDialog", "About Tessera");
        QVERIFY2(about != QLatin1String("About Tessera"), qPrintable(code + ": " + about));
        // The help page and the controller mapping read the action table's rows (C++).
        const QString slide = QCoreApplication::translate("ActionTable", "Slide the tiles left");
        QVERIFY2(slide != QLatin1String("Slide the tiles left"), qPrintable(code + ": " + slide));
    }

    void englishTakesTheOthersAway()
    {
        AppTranslations translations;
        translations.apply(QStringLiteral("pl"));
        QVERIFY(QCoreApplication::translate("AboutDialog", "About Tessera") !=
                QLatin1String("About Tessera"));
        translations.apply(QStringLiteral("en"));
        QCOMPARE(translations.current(), QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("AboutDialog", "About Tessera"),
                 QStringLiteral("About Tessera"));
    }

    void aLanguageTesseraLacksIsEnglish()
    {
        AppTranslations translations;
        translations.apply(QStringLiteral("xx"));
        QCOMPARE(translations.current(), QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("AboutDialog", "About Tessera"),
                 QStringLiteral("About Tessera"));
    }

    void qmlTextFollowsASwitchAtOnce()
    {
        QQmlEngine engine;
        AppTranslations translations;
        translations.setEngine(&engine);
        QQmlComponent component(&engine);
        // qsTr's context is the file's base name: the About box's own.
        component.setData("import QtQuick\nItem { property string title: qsTr(\"About Tessera\") }",
                          QUrl(QStringLiteral("file:///AboutDialog.qml")));
        std::unique_ptr<QObject> object(component.create());
        QVERIFY2(object, qPrintable(component.errorString()));
        QCOMPARE(object->property("title").toString(), QStringLiteral("About Tessera"));
        translations.apply(QStringLiteral("cs"));
        const QString czech = object->property("title").toString();
        QVERIFY2(czech != QLatin1String("About Tessera"), qPrintable(czech));
        translations.apply(QStringLiteral("en"));
        QCOMPARE(object->property("title").toString(), QStringLiteral("About Tessera"));
    }

    void theChoiceIsKept()
    {
        {
            AppSettings settings;
            QCOMPARE(settings.language(), QStringLiteral("system"));
            QSignalSpy changed(&settings, &AppSettings::languageChanged);
            settings.setLanguage(QStringLiteral("bg"));
            QCOMPARE(changed.count(), 1);
            settings.setLanguage(QStringLiteral("klingon")); // not one Tessera speaks
            QCOMPARE(settings.language(), QStringLiteral("bg"));
            QCOMPARE(changed.count(), 1);
        }
        AppSettings again;
        QCOMPARE(again.language(), QStringLiteral("bg"));
    }

    void aDamagedChoiceIsDropped()
    {
        QSettings().setValue(QStringLiteral("language"), QStringLiteral("zz"));
        AppSettings settings;
        QCOMPARE(settings.language(), QStringLiteral("system"));
    }
};

QTEST_MAIN(TestAppTranslations)
#include "tst_app_translations.moc"
