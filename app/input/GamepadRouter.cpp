// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "GamepadRouter.h"

#include "ActionTable.h"
#include "GamepadInput.h"

#include <QGuiApplication>
#include <QKeyEvent>
#include <QKeySequence>
#include <QQuickItem>

namespace tessera {

GamepadRouter::GamepadRouter(QObject *parent) : QObject(parent)
{
    connect(GamepadInput::instance(), &GamepadInput::buttonPressed, this, &GamepadRouter::route);
}

void GamepadRouter::setWindow(QQuickWindow *window)
{
    if (m_window == window)
        return;
    m_window = window;
    if (m_window && !GamepadInput::instance()->started()) {
        connect(
            m_window, &QQuickWindow::frameSwapped, GamepadInput::instance(),
            [] { GamepadInput::instance()->start(); },
            static_cast<Qt::ConnectionType>(Qt::QueuedConnection | Qt::SingleShotConnection));
    }
    emit windowChanged();
}

void GamepadRouter::setEnabled(bool enabled)
{
    if (m_enabled == enabled)
        return;
    m_enabled = enabled;
    emit enabledChanged();
}

void GamepadRouter::route(int buttonValue, bool repeat)
{
    // SDL reports the pads whichever window has the focus (there is no SDL window to follow):
    // while another program's window has it, the buttons are that program's user's, not ours.
    if (!m_enabled || !m_window || !m_window->isVisible() || !m_window->isActive()) {
        if (!repeat)
            m_pressedInBackground = buttonValue;
        return;
    }
    // A direction pressed in the background and still held does not start moving on return.
    if (repeat && buttonValue == m_pressedInBackground)
        return;
    if (!repeat)
        m_pressedInBackground = GamepadButton::None;
    const auto button = static_cast<GamepadButton::Button>(buttonValue);
    // Settings > Keys waits for a key: the pad's buttons would arrive as Return or an arrow and
    // be taken for the player's choice. Any of them cancels the wait instead.
    if (QQuickItem *focus = m_window->activeFocusItem();
        focus && focus->property("awaitingKey").toBool()) {
        if (!repeat)
            sendKey(QKeyCombination(Qt::Key_Escape), false);
        return;
    }
    // The game screen with the keys, if any: up from the focus (a dialog's items live in the
    // window's overlay, so a dialog is never inside a screen).
    for (QQuickItem *item = m_window->activeFocusItem(); item; item = item->parentItem()) {
        const QVariant actions = item->property("inputActions");
        if (!actions.isValid())
            continue;
        if (QObject *screenActions = actions.value<QObject *>()) {
            if (performOnScreen(screenActions, buttonValue, repeat))
                return;
        }
        break;
    }
    if (const InputAction *action = ActionTable::findButton(QStringLiteral("app"), button)) {
        if (!repeat)
            emit appAction(action->command);
        return;
    }
    if (const InputAction *action = ActionTable::findButton(QStringLiteral("dialogs"), button)) {
        if (!repeat || action->repeats)
            sendKeys(*action, repeat);
    }
}

bool GamepadRouter::performOnScreen(QObject *screenActions, int button, bool repeat)
{
    const QString screen = screenActions->property("inputScreen").toString();
    const InputAction *action =
        ActionTable::findButton(screen, static_cast<GamepadButton::Button>(button));
    if (!action)
        return false;
    if (repeat && !action->repeats)
        return true; // held, but not a thing to do again
    QVariant performed;
    QMetaObject::invokeMethod(screenActions, "perform", Q_RETURN_ARG(QVariant, performed),
                              Q_ARG(QVariant, action->command), Q_ARG(QVariant, action->argument),
                              Q_ARG(QVariant, repeat));
    // A button the screen has no use for now still belongs to the screen: it does nothing.
    return true;
}

bool GamepadRouter::sendKey(QKeyCombination combination, bool repeat)
{
    const int key = combination.key();
    const Qt::KeyboardModifiers modifiers = combination.keyboardModifiers();
    const QString text = key == Qt::Key_Space ? QStringLiteral(" ") : QString();
    // Not spontaneous: Qt Quick offers it to the shortcuts first (a dialog's Escape). A held
    // button's repeats are a held key's auto-repeats.
    QKeyEvent press(QEvent::KeyPress, key, modifiers, text, repeat);
    QGuiApplication::sendEvent(m_window, &press);
    QKeyEvent release(QEvent::KeyRelease, key, modifiers, text, repeat);
    QGuiApplication::sendEvent(m_window, &release);
    return press.isAccepted();
}

bool GamepadRouter::sendKeys(const InputAction &action, bool repeat)
{
    for (const KeyBinding &binding : action.keys) {
        if (sendKey(binding.combination, repeat))
            return true;
    }
    return false;
}

} // namespace tessera
