// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QAccessible>
#include <QQuickItem>
#include <QQuickWindow>
#include <QStringList>
#include <functional>

// What a screen reader sees of a window: its QAccessible tree, as the AT-SPI bridge reads it.
namespace accessiblewalk {

// Roles a player acts on or reads as a unit: each needs a name.
inline bool needsName(QAccessible::Role role)
{
    switch (role) {
    case QAccessible::Button:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ComboBox:
    case QAccessible::MenuItem:
    case QAccessible::PageTab:
    case QAccessible::SpinBox:
    case QAccessible::Slider:
    case QAccessible::EditableText:
    case QAccessible::ButtonMenu:
    case QAccessible::ButtonDropDown:
    case QAccessible::Link:
    case QAccessible::ListItem:
    case QAccessible::Cell:
    case QAccessible::Dialog:
    case QAccessible::Table:
    case QAccessible::List:
    case QAccessible::ToolBar:
        return true;
    default:
        return false;
    }
}

inline QString describe(QAccessibleInterface *iface)
{
    QObject *object = iface->object();
    QString what = object ? QString::fromLatin1(object->metaObject()->className()) : "?";
    if (object && !object->objectName().isEmpty())
        what += QLatin1Char('#') + object->objectName();
    if (auto *item = qobject_cast<QQuickItem *>(object)) {
        for (QQuickItem *up = item->parentItem(); up; up = up->parentItem()) {
            if (!up->objectName().isEmpty()) {
                what += QStringLiteral(" in #") + up->objectName();
                break;
            }
        }
    }
    return QStringLiteral("role %1 %2 text \"%3\"")
        .arg(int(iface->role()))
        .arg(what, iface->text(QAccessible::Description));
}

// Every shown interface under `root`, depth first.
inline void forEachShown(QAccessibleInterface *root,
                         const std::function<void(QAccessibleInterface *)> &visit, int depth = 0)
{
    if (!root || depth > 60 || root->state().invisible)
        return;
    visit(root);
    for (int i = 0; i < root->childCount(); ++i)
        forEachShown(root->child(i), visit, depth + 1);
}

// The interactive items without a name under the window, each described for the failure text.
inline QStringList unnamed(QQuickWindow *window)
{
    QStringList found;
    forEachShown(QAccessible::queryAccessibleInterface(window), [&](QAccessibleInterface *iface) {
        if (!needsName(iface->role()) || !iface->text(QAccessible::Name).trimmed().isEmpty())
            return;
        // The text field a Fusion ComboBox shows its choice in: the box has the name.
        QAccessibleInterface *up = iface->parent();
        if (iface->role() == QAccessible::EditableText && up &&
            up->role() == QAccessible::ComboBox && !up->text(QAccessible::Name).trimmed().isEmpty())
            return;
        found << describe(iface);
    });
    return found;
}

// The first shown interface with this role whose name contains `text` (any when empty).
inline QAccessibleInterface *find(QQuickWindow *window, QAccessible::Role role,
                                  const QString &text = QString())
{
    QAccessibleInterface *hit = nullptr;
    forEachShown(QAccessible::queryAccessibleInterface(window), [&](QAccessibleInterface *iface) {
        if (!hit && iface->role() == role && iface->text(QAccessible::Name).contains(text))
            hit = iface;
    });
    return hit;
}

} // namespace accessiblewalk
