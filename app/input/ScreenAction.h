// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "InputAction.h"
#include "QmlDirection.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace tessera {

// The action table's answer to a key or a controller button on a screen: which command the
// screen runs, with its direction (a move) or argument (the editor's tool), and whether a held
// key repeats it. A value, so QML reads its fields without a map: `action.command`,
// `action.direction`; `valid` is false when the key means nothing there.
struct ScreenAction
{
    Q_GADGET
    QML_VALUE_TYPE(screenAction)
    Q_PROPERTY(bool valid READ valid CONSTANT)
    Q_PROPERTY(QString command MEMBER command CONSTANT)
    Q_PROPERTY(int argument MEMBER argument CONSTANT)
    Q_PROPERTY(tessera::QmlDirection::Value direction READ direction CONSTANT)
    Q_PROPERTY(bool repeats MEMBER repeats CONSTANT)

public:
    QString command;
    int argument = -1;
    bool repeats = false;

    [[nodiscard]] bool valid() const { return !command.isEmpty(); }
    // A move's direction (its argument); Left for an action that is no move.
    [[nodiscard]] QmlDirection::Value direction() const
    {
        switch (argument) {
        case QmlDirection::Up:
        case QmlDirection::Right:
        case QmlDirection::Down:
            return static_cast<QmlDirection::Value>(argument);
        default:
            return QmlDirection::Left;
        }
    }

    [[nodiscard]] static ScreenAction from(const InputAction *row)
    {
        if (!row)
            return {};
        return {row->command, row->argument, row->repeats};
    }
};

} // namespace tessera
