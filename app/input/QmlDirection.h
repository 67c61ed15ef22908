#pragma once

#include "common/Direction.h"

#include <QObject>
#include <QtQml/qqmlregistration.h>

namespace tessera {

// The core's four directions as QML sees them (`Direction.Left`...): what the action table hands
// to a game's move() and what the gamepad's D-pad means. The same numbers as tessera::Direction.
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

} // namespace QmlDirection

} // namespace tessera
