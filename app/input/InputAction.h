// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "common/Direction.h"

#include <QKeyCombination>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <vector>

namespace tessera {

// The buttons of a game controller as the action table names them: SDL's GameController
// layout (an Xbox pad), with the left stick's directions folded into the D-pad.
namespace GamepadButton {
Q_NAMESPACE
QML_ELEMENT

enum Button
{
    A,
    B,
    X,
    Y,
    Back,
    Start,
    LeftShoulder,
    RightShoulder,
    DpadUp,
    DpadDown,
    DpadLeft,
    DpadRight,
    // The triggers (analogue, read as buttons past half way) and the sticks pressed in.
    LeftTrigger,
    RightTrigger,
    LeftStick,
    RightStick,
    None = -1
};
Q_ENUM_NS(Button)

// What the player sees printed on the pad: "A", "D-pad ←", "LB"...
QString displayName(Button button);
bool isDirection(Button button);

} // namespace GamepadButton

// One key that triggers an action. Shift is ignored unless `exactShift` (Ctrl+Z undoes, while
// Ctrl+Shift+Z redoes), so "?" works with the Shift that types it and Shift+arrow still moves.
struct KeyBinding
{
    QKeyCombination combination;
    bool exactShift = false;

    friend bool operator==(const KeyBinding &a, const KeyBinding &b)
    {
        return a.combination == b.combination && a.exactShift == b.exactShift;
    }
};

// One thing a player can do on one screen, with every way to do it: the keys, the mouse
// gestures (described for the help page), the controller buttons. `command` names what the
// screen runs; `argument` tells apart actions of one command (a direction, a tool).
struct InputAction
{
    QString screen;
    QString command;
    int argument = -1;
    QString description;
    std::vector<KeyBinding> keys;
    QStringList mouse;
    std::vector<GamepadButton::Button> buttons;
    // Held keys and buttons repeat: a move, not a restart.
    bool repeats = false;

    // Names the action among all of them, for the player's own keys (KeyBindings):
    // "sokoban.undo", "sokoban.move.2" (with its argument).
    [[nodiscard]] QString id() const
    {
        return argument < 0 ? screen + QLatin1Char('.') + command
                            : screen + QLatin1Char('.') + command + QLatin1Char('.') +
                                  QString::number(argument);
    }
};

} // namespace tessera
