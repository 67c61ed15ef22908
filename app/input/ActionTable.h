// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "InputAction.h"
#include "ScreenAction.h"

#include <QObject>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <vector>

namespace tessera {

// Every action of every screen with its keys, mouse gestures and controller buttons
// (InputActionRows.cpp lists them). The screens look keys up here, the gamepad router looks
// buttons up here, the menus take their shortcuts from here and the help page lists it: the
// four cannot drift apart.
// Screens: "app" (the window, any screen), "sokoban", "game2048", "fifteen", "editor",
// "testplay" (the editor's test-play) and "dialogs" (the controller in dialogs and lists).
class ActionTable : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // [{id, title}] in the order the help page shows them.
    Q_PROPERTY(QVariantList screens READ screens NOTIFY textsChanged)
    // "screen.command" -> its first key as shortcut() gives it; bindings on it follow the keys
    // the player chooses in Settings (KeyBindings).
    Q_PROPERTY(QVariantMap shortcuts READ shortcuts NOTIFY shortcutsChanged)
    // "screen.command" -> all its keys as the help page shows them ("Ctrl+Z, Backspace"), for
    // the buttons' tips, and an action with an argument by its id too ("editor.tool.3");
    // follows the player's keys.
    Q_PROPERTY(QVariantMap keyTexts READ keyTexts NOTIFY shortcutsChanged)

public:
    explicit ActionTable(QObject *parent = nullptr);

    // The rows with the player's keys (KeyBindings applies them at start and as they change).
    static const std::vector<InputAction> &actions();
    // The rows as built, with the keys Tessera comes with.
    static const std::vector<InputAction> &defaultActions();
    // Words every row's texts (description, mouse) again in the language now installed: the
    // rows are worded when first built. KeyBindings calls it when the language changes.
    static void retranslate();
    // The row `id` (InputAction::id()) as built; null for an unknown id.
    [[nodiscard]] static const InputAction *defaultAction(const QString &id);
    // A key as the help page shows it ("Ctrl+Z"), and several ("Ctrl+Z, Backspace").
    [[nodiscard]] static QString keyText(const KeyBinding &binding);
    [[nodiscard]] static QString keysText(const std::vector<KeyBinding> &keys);
    // Gives the action `id` (InputAction::id()) these keys; false for an unknown id. The rows
    // stay where they are: a pointer from findKey() stays valid.
    [[nodiscard]] static bool setKeys(const QString &id, std::vector<KeyBinding> keys);

    // The action a key press triggers on `screen`, or else a window-wide one (the "app" rows,
    // such as Ctrl+L) the screen may handle too; not `valid` when neither has the key. Alt and
    // Meta never match: they belong to the window's menus.
    Q_INVOKABLE tessera::ScreenAction keyAction(const QString &screen, int key,
                                                int modifiers) const;
    // The action a controller button triggers on `screen` (a GamepadButton::Button).
    Q_INVOKABLE tessera::ScreenAction buttonAction(const QString &screen, int button) const;
    // The first key of an action, portable text for a Shortcut or an Action ("Ctrl+L").
    Q_INVOKABLE QString shortcut(const QString &screen, const QString &command) const;
    // Every action of `screen` for the help page: {description, keys, mouse, gamepad}, texts
    // ready to show.
    Q_INVOKABLE QVariantList helpRows(const QString &screen) const;
    // How to play the game of `screen`, a paragraph; empty for the others.
    Q_INVOKABLE QString howToPlay(const QString &screen) const;

    QVariantList screens() const;
    QVariantMap shortcuts() const;
    QVariantMap keyTexts() const;

signals:
    void shortcutsChanged();
    // Another language: the screens' titles and every row's texts are worded again.
    void textsChanged();

public:
    static const InputAction *findKey(const QString &screen, int key, int modifiers);
    static const InputAction *findButton(const QString &screen, GamepadButton::Button button);
};

// The rows of the table; built once, in the language the app runs in.
std::vector<InputAction> buildInputActions();
QString screenTitle(const QString &screen);
QString howToPlayText(const QString &screen);
QStringList helpScreens();

} // namespace tessera
