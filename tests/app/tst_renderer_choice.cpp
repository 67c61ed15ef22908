// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "RendererChoice.h"

#include <QTest>

using tessera::RendererChoice;

class tst_RendererChoice : public QObject
{
    Q_OBJECT

private slots:
    void softwareOnlyWithoutGpu();
    void userChoiceWins_data();
    void userChoiceWins();
};

void tst_RendererChoice::softwareOnlyWithoutGpu()
{
    const QProcessEnvironment empty;
    QVERIFY(RendererChoice::preferSoftware(empty, false));
    QVERIFY(!RendererChoice::preferSoftware(empty, true));
}

void tst_RendererChoice::userChoiceWins_data()
{
    QTest::addColumn<QString>("variable");
    QTest::newRow("quick backend") << "QT_QUICK_BACKEND";
    QTest::newRow("rhi backend") << "QSG_RHI_BACKEND";
}

void tst_RendererChoice::userChoiceWins()
{
    QFETCH(QString, variable);
    QProcessEnvironment environment;
    environment.insert(variable, QStringLiteral("opengl"));
    QVERIFY(!RendererChoice::preferSoftware(environment, false));
    // An empty value is no choice.
    environment.insert(variable, QString());
    QVERIFY(RendererChoice::preferSoftware(environment, false));
}

QTEST_GUILESS_MAIN(tst_RendererChoice)
#include "tst_renderer_choice.moc"
