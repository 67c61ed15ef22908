// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "common/Direction.h"

#include <QObject>
#include <QtQml/qqmlregistration.h>

namespace tessera {

// The four directions of the app and QML (`Direction.Left`...): what the action table hands to a
// game's move(), what the sessions take and report, and what the gamepad's D-pad means. The same
// numbers as the core's tessera::Direction; toCore()/fromCore() cross between the two.
namespace QmlDirection {
Q_NAMESPACE
QML_NAMED_ELEMENT(Direction)

enum Value
{
    Left = static_cast<int>(tessera::Direction::Left),
    Up = static_cast<int>(tessera::Direction::Up),
    Right = static_cast<int>(tessera::Direction::Right),
    Down = static_cast<int>(tessera::Direction::Down)
};
Q_ENUM_NS(Value)

constexpr tessera::Direction toCore(Value direction)
{
    return static_cast<tessera::Direction>(direction);
}

constexpr Value fromCore(tessera::Direction direction)
{
    return static_cast<Value>(direction);
}

} // namespace QmlDirection

} // namespace tessera
