// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ReturnPressesButtons.h"

#include <QGuiApplication>
#include <QKeyEvent>
#include <QQuickItem>
#include <QQuickWindow>

namespace tessera {

namespace {

bool isReturn(const QKeyEvent &key)
{
    const Qt::KeyboardModifiers modifiers = key.modifiers() & ~Qt::KeypadModifier;
    return (key.key() == Qt::Key_Return || key.key() == Qt::Key_Enter) &&
           modifiers == Qt::NoModifier;
}

// The focused item of a window, if it is a button Return should press.
QQuickItem *focusedButton(QObject *watched)
{
    auto *window = qobject_cast<QQuickWindow *>(watched);
    if (!window)
        return nullptr;
    QQuickItem *item = window->activeFocusItem();
    // QQuickAbstractButton is private API: its class name is what Qt promises to keep. The Qt
    // Quick file dialog's entries open with Return themselves (and not with Space).
    if (!item || !item->inherits("QQuickAbstractButton") ||
        item->inherits("QQuickFileDialogDelegate") || !item->isEnabled() || !item->isVisible())
        return nullptr;
    return item;
}

} // namespace

bool ReturnPressesButtons::eventFilter(QObject *watched, QEvent *event)
{
    const QEvent::Type type = event->type();
    if (type != QEvent::KeyPress && type != QEvent::KeyRelease)
        return false;
    const auto *key = static_cast<QKeyEvent *>(event);
    if (!isReturn(*key) || !focusedButton(watched))
        return false;
    // A held Return presses once, as a held Space does.
    if (key->isAutoRepeat())
        return true;
    QKeyEvent space(type, Qt::Key_Space, Qt::NoModifier, QStringLiteral(" "));
    QGuiApplication::sendEvent(watched, &space);
    return true;
}

} // namespace tessera
