// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>
#include <QSettings>
#include <QString>

namespace tessera {

// What every settings object (the app's and each game's) shares: its values live in the app's
// QSettings file, so the storage notices watch them all one way (QSettings' status after a
// write), and a value changes, is written and is announced in one step.
class SettingsObject : public QObject
{
    Q_OBJECT

protected:
    explicit SettingsObject(QObject *parent) : QObject(parent) {}

    // Both sides of a board size at once, so a size has one change signal: false when both
    // already are what is asked. The values are bounded by the caller.
    [[nodiscard]] bool changeSides(int &first, int &second, int newFirst, int newSecond,
                                   const QString &firstKey, const QString &secondKey);

    QSettings m_store;
};

} // namespace tessera
