// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>

namespace tessera {

// Return and Enter press the focused button, as on every desktop. Qt Quick Controls 6.4 press a
// button (Button, CheckBox, RadioButton, a menu item, a tab) with Space only, so a keyboard
// player who tabbed to "Make your own Sokoban levels" pressed Return and nothing happened.
// Installed on the application, it turns Return on a focused, enabled button into the Space
// press and release the button answers; Return anywhere else (the board, a text field, a combo
// box) goes on as before.
class ReturnPressesButtons : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
};

} // namespace tessera
