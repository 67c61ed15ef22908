// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTest>

// Runs tessera-cli as a script would and collects what it printed.
struct CliResult
{
    int exitCode = -1;
    QString out;
    QString err;
    QList<QJsonObject> objects; // stdout, one JSON object per line
    bool allLinesAreJson = true;
};

// `environment`: what the process sees, when not this test's own (e.g. another cache folder).
// `input`: what the process reads on its standard input.
inline CliResult runCli(const QStringList &args,
                        const QProcessEnvironment &environment = QProcessEnvironment(),
                        const QByteArray &input = QByteArray())
{
    QProcess process;
    if (!environment.isEmpty())
        process.setProcessEnvironment(environment);
    process.start(QStringLiteral(TESSERA_CLI), args);
    if (!input.isEmpty())
        process.write(input);
    process.closeWriteChannel();
    CliResult result;
    if (!process.waitForFinished(120000)) {
        process.kill();
        process.waitForFinished();
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    const QStringList lines = result.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString &line : lines) {
        QJsonParseError error{};
        const QJsonDocument doc = QJsonDocument::fromJson(line.toUtf8(), &error);
        if (error.error != QJsonParseError::NoError || !doc.isObject())
            result.allLinesAreJson = false;
        else
            result.objects.append(doc.object());
    }
    return result;
}
