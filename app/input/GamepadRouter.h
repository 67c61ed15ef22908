// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "InputAction.h"

#include <QObject>
#include <QPointer>
#include <QQuickWindow>
#include <QtQml/qqmlregistration.h>

namespace tessera {

struct InputAction;

// Where a controller button goes (Main.qml has one, over the window):
// - to the game screen that has the keys: the nearest item up from the focus with a non-null
//   `inputActions` (a ScreenActions), which runs the button's action from the action table;
// - else to the window: a window-wide action ("app" in the table) is signalled as `appAction`;
// - else, in the home screen, the level browser and dialogs, it becomes the keys of the
//   "dialogs" rows, sent to the focused item until one is used (an arrow, else Tab).
// So the controller does what the keys do, wherever they work. SDL (GamepadInput::start()) starts
// just after the window's first frame, which so does not wait for it.
class GamepadRouter : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QQuickWindow *window READ window WRITE setWindow NOTIFY windowChanged)
    // Off: buttons are ignored (a test). They are also ignored while the window is not the
    // active one (another program's window has the focus, or none of ours has).
    Q_PROPERTY(bool enabled READ enabled WRITE setEnabled NOTIFY enabledChanged)

public:
    explicit GamepadRouter(QObject *parent = nullptr);

    QQuickWindow *window() const { return m_window; }
    void setWindow(QQuickWindow *window);
    bool enabled() const { return m_enabled; }
    void setEnabled(bool enabled);

    // One press of a GamepadButton::Button; GamepadInput's presses arrive here.
    Q_INVOKABLE void route(int button, bool repeat);

signals:
    void windowChanged();
    void enabledChanged();
    // A window-wide action of the table's "app" rows ("home", "levelBrowser"...).
    void appAction(const QString &command);

private:
    bool performOnScreen(QObject *screenActions, int button, bool repeat);
    // Sends the key's press and release to the window; whether something took the press.
    bool sendKey(QKeyCombination combination, bool repeat);
    // The action's keys in turn until one is taken.
    bool sendKeys(const InputAction &action, bool repeat);

    QPointer<QQuickWindow> m_window;
    bool m_enabled = true;
    // The last button pressed while the window was inactive: its repeats stay ignored.
    int m_pressedInBackground = GamepadButton::None;
};

} // namespace tessera
