// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 the Tessera project
#pragma once

// What the tests of `tessera-cli play` share: the command line, waiting for a text on screen,
// the 2048 board read back from the screen, and files read whole.
#include "TmuxSession.h"
#include "game2048/Game.h"

#include <QDebug>
#include <QFile>
#include <QList>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

// The command line that runs tessera-cli with its data, settings and locale under `dir`.
inline QString playCommand(const QTemporaryDir &dir, const QStringList &args)
{
    QStringList words{QStringLiteral("env"),
                      QStringLiteral("LANG=C.UTF-8"),
                      QStringLiteral("LC_ALL=C.UTF-8"),
                      QStringLiteral("XDG_DATA_HOME=") + dir.filePath(QStringLiteral("data")),
                      QStringLiteral("XDG_CONFIG_HOME=") + dir.filePath(QStringLiteral("config")),
                      QStringLiteral(TESSERA_CLI),
                      QStringLiteral("play")};
    words += args;
    for (QString &w : words)
        w = shellQuoted(w);
    return words.join(QLatin1Char(' '));
}

// Waits (up to 15 s) until the screen shows `text`; the screen last seen goes to `screen`. When
// it never does, false, and that screen goes to the test's log.
inline bool shows(TmuxSession &tmux, const QString &text, QString *screen = nullptr)
{
    const QString seen = tmux.waitForText(text);
    if (screen)
        *screen = seen;
    if (seen.contains(text))
        return true;
    qWarning().noquote() << "The screen never showed" << text << "\n" << seen;
    return false;
}

// The 2048 board the screen shows: the rows made of exactly `cols` cells, each a number or the
// empty-cell dot, as values.
inline QList<QList<qint64>> boardOnScreen(const QString &screen, int cols)
{
    QList<QList<qint64>> rows;
    for (const QString &line : screen.split(QLatin1Char('\n'))) {
        const QStringList cells = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (cells.size() != cols)
            continue;
        QList<qint64> row;
        for (const QString &cell : cells) {
            bool ok = false;
            const qint64 value = cell == QStringLiteral("·") ? 0 : cell.toLongLong(&ok);
            if (cell != QStringLiteral("·") && !ok)
                break;
            row.append(value);
        }
        if (row.size() == cols)
            rows.append(row);
    }
    return rows;
}

inline QList<QList<qint64>> boardValues(const tessera::game2048::Board &board)
{
    QList<QList<qint64>> rows;
    for (int r = 0; r < board.rows(); ++r) {
        QList<qint64> row;
        for (int c = 0; c < board.cols(); ++c)
            row.append(board.value({r, c}));
        rows.append(row);
    }
    return rows;
}

inline QString readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}
