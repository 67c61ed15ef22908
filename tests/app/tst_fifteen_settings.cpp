// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "FifteenSettings.h"

#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using tessera::FifteenSettings;
using Labels = tessera::FifteenSettings::Labels;

class tst_FifteenSettings : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();

    void defaults();
    void valuesPersist();
    void sizeIsClampedToThreeToEight_data();
    void sizeIsClampedToThreeToEight();
    void setSizeSignalsOnce();
    void lettersOnlyWhereTheyFit_data();
    void lettersOnlyWhereTheyFit();
    void letterChoiceSurvivesABigBoard();
    void animationsOffMeansNoSlide();
    void corruptValuesFallBack_data();
    void corruptValuesFallBack();
};

void tst_FifteenSettings::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("Tessera"));
    QCoreApplication::setApplicationName(QStringLiteral("tessera-test-fifteen-settings"));
}

void tst_FifteenSettings::init()
{
    QSettings().clear();
}

void tst_FifteenSettings::defaults()
{
    const FifteenSettings settings;
    QCOMPARE(settings.width(), 4);
    QCOMPARE(settings.height(), 4);
    QCOMPARE(settings.labels(), Labels::Numbers);
    QVERIFY(settings.animations());
    QVERIFY(settings.slideDuration() > 0);
    QVERIFY(settings.lettersAvailable());
}

void tst_FifteenSettings::valuesPersist()
{
    {
        FifteenSettings settings;
        settings.setSize(5, 3);
        settings.setLabels(Labels::Letters);
        settings.setAnimations(false);
    }
    QSettings raw;
    QCOMPARE(raw.value(QStringLiteral("fifteen/width")).toInt(), 5);
    QCOMPARE(raw.value(QStringLiteral("fifteen/height")).toInt(), 3);
    QCOMPARE(raw.value(QStringLiteral("fifteen/labels")).toString(), QStringLiteral("letters"));

    const FifteenSettings reread;
    QCOMPARE(reread.width(), 5);
    QCOMPARE(reread.height(), 3);
    QCOMPARE(reread.labels(), Labels::Letters);
    QCOMPARE(reread.animations(), false);
}

void tst_FifteenSettings::sizeIsClampedToThreeToEight_data()
{
    QTest::addColumn<int>("asked");
    QTest::addColumn<int>("kept");
    QTest::newRow("too small") << 2 << 3;
    QTest::newRow("zero") << 0 << 3;
    QTest::newRow("negative") << -5 << 3;
    QTest::newRow("smallest") << 3 << 3;
    QTest::newRow("largest") << 8 << 8;
    QTest::newRow("too large") << 9 << 8;
}

void tst_FifteenSettings::sizeIsClampedToThreeToEight()
{
    QFETCH(int, asked);
    QFETCH(int, kept);
    FifteenSettings settings;
    settings.setWidth(asked);
    settings.setHeight(asked);
    QCOMPARE(settings.width(), kept);
    QCOMPARE(settings.height(), kept);
    // The QML page writes the properties by name.
    QVERIFY(settings.setProperty("width", asked));
    QCOMPARE(settings.property("width").toInt(), kept);
}

void tst_FifteenSettings::setSizeSignalsOnce()
{
    FifteenSettings settings;
    QSignalSpy spy(&settings, &FifteenSettings::sizeChanged);
    settings.setSize(6, 7);
    QCOMPARE(spy.count(), 1);
    settings.setSize(6, 7);
    QCOMPARE(spy.count(), 1);
    settings.setWidth(3);
    QCOMPARE(spy.count(), 2);
    QCOMPARE(settings.width(), 3);
    QCOMPARE(settings.height(), 7);
}

void tst_FifteenSettings::lettersOnlyWhereTheyFit_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<bool>("fit");
    QTest::newRow("3x3") << 3 << 3 << true;
    QTest::newRow("4x4, the classic A..O") << 4 << 4 << true;
    QTest::newRow("5x5, A..X") << 5 << 5 << true;
    QTest::newRow("3x8") << 3 << 8 << true;
    QTest::newRow("6x5") << 6 << 5 << false;
    QTest::newRow("8x8") << 8 << 8 << false;
}

void tst_FifteenSettings::lettersOnlyWhereTheyFit()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(bool, fit);
    QCOMPARE(FifteenSettings::lettersFit(width, height), fit);
    FifteenSettings settings;
    settings.setLabels(Labels::Letters);
    QCOMPARE(settings.labelsFor(width, height), fit ? Labels::Letters : Labels::Numbers);
    settings.setLabels(Labels::Numbers);
    QCOMPARE(settings.labelsFor(width, height), Labels::Numbers);
    settings.setSize(width, height);
    QCOMPARE(settings.lettersAvailable(), fit);
}

void tst_FifteenSettings::letterChoiceSurvivesABigBoard()
{
    FifteenSettings settings;
    settings.setLabels(Labels::Letters);
    settings.setSize(8, 8);
    QVERIFY(!settings.lettersAvailable());
    QCOMPARE(settings.labels(), Labels::Letters); // the choice is kept...
    settings.setSize(4, 4);
    QCOMPARE(settings.labelsFor(4, 4), Labels::Letters); // ...and back on a small board
}

void tst_FifteenSettings::animationsOffMeansNoSlide()
{
    FifteenSettings settings;
    QSignalSpy spy(&settings, &FifteenSettings::animationsChanged);
    settings.setAnimations(false);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(settings.slideDuration(), 0);
    QCOMPARE(settings.property("slideDuration").toInt(), 0);
    settings.setAnimations(true);
    QCOMPARE(settings.slideDuration(), FifteenSettings::animatedSlideDuration);
}

void tst_FifteenSettings::corruptValuesFallBack_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QVariant>("stored");
    QTest::newRow("width word") << "fifteen/width" << QVariant(QStringLiteral("wide"));
    QTest::newRow("width too small") << "fifteen/width" << QVariant(2);
    QTest::newRow("height too large") << "fifteen/height" << QVariant(9);
    QTest::newRow("height fraction") << "fifteen/height" << QVariant(QStringLiteral("4.5"));
    QTest::newRow("labels word") << "fifteen/labels" << QVariant(QStringLiteral("roman"));
    QTest::newRow("labels number") << "fifteen/labels" << QVariant(1);
    QTest::newRow("animations word") << "fifteen/animations" << QVariant(QStringLiteral("maybe"));
}

void tst_FifteenSettings::corruptValuesFallBack()
{
    QFETCH(QString, key);
    QFETCH(QVariant, stored);

    // Good, non-default values around the bad one: only the bad one may fall back.
    {
        QSettings raw;
        raw.setValue(QStringLiteral("fifteen/width"), 6);
        raw.setValue(QStringLiteral("fifteen/height"), 5);
        raw.setValue(QStringLiteral("fifteen/labels"), QStringLiteral("letters"));
        raw.setValue(QStringLiteral("fifteen/animations"), false);
        raw.setValue(key, stored);
    }
    QTest::ignoreMessage(QtWarningMsg,
                         QRegularExpression(QStringLiteral("invalid value .*%1").arg(key)));
    const FifteenSettings settings;
    QCOMPARE(settings.width(), key == "fifteen/width" ? 4 : 6);
    QCOMPARE(settings.height(), key == "fifteen/height" ? 4 : 5);
    QCOMPARE(settings.labels(), key == "fifteen/labels" ? Labels::Numbers : Labels::Letters);
    QCOMPARE(settings.animations(), key == "fifteen/animations");
    // The bad value is gone from the file, so the next start is quiet.
    QVERIFY(!QSettings().contains(key));
}

QTEST_GUILESS_MAIN(tst_FifteenSettings)
#include "tst_fifteen_settings.moc"
