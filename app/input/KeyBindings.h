// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "InputAction.h"

#include <QAbstractListModel>
#include <QSettings>
#include <QtQml/qqmlregistration.h>
#include <memory>
#include <optional>
#include <vector>

class QQmlEngine;
class QJSEngine;

namespace tessera {

// The player's own keys (Settings > Keys): every action of the games, the editor and the window
// that has a key, with the key it has now. Choosing a key for an action replaces its keys in
// the action table (ActionTable::setKeys), so the screens, the menus and the help page follow
// at once, and stores it in the settings file (group "keys", by InputAction::id()), read back at
// the next start. A key another action of the same screen (or of the whole window) already has
// is refused, naming that action. The menus' and dialogs' own navigation (arrows, Return, Esc,
// Tab) is not remappable.
class KeyBindings : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // Some action has a key of the player's choosing ("Reset all" has work to do).
    Q_PROPERTY(bool customised READ customised NOTIFY keysChanged)

public:
    enum Role
    {
        ScreenTitleRole = Qt::UserRole + 1, // "Sokoban", "Everywhere"...
        FirstOfScreenRole,                  // the first row of its screen: a heading above it
        DescriptionRole,
        KeysRole,       // "Ctrl+Z, Backspace", as the help page shows them
        CustomisedRole, // not the keys Tessera comes with
        ActionIdRole,   // InputAction::id()
    };
    Q_ENUM(Role)

    // The one instance (the action table is one), made and loaded on first use.
    static KeyBindings *instance();
    static KeyBindings *create(QQmlEngine *, QJSEngine *);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    [[nodiscard]] bool customised() const;

    // Gives the action of `row` this key alone (`modifiers` as a key event has them). Returns
    // an empty text when done, else why not, ready to show: a key another action has, a
    // modifier alone, Alt or Meta (the menus'), Esc or Tab (they leave the choice).
    [[nodiscard]] Q_INVOKABLE QString setKey(int row, int key, int modifiers);
    // Back to the keys Tessera comes with: one action (refused, with why, when another action
    // has been given one of them since), or all.
    [[nodiscard]] Q_INVOKABLE QString reset(int row);
    // A modifier or lock key: pressed alone it is not yet the key the player means.
    Q_INVOKABLE static bool isModifier(int key);
    Q_INVOKABLE void resetAll();

    // Whether the player may choose the keys of this action.
    [[nodiscard]] static bool remappable(const InputAction &action);
    // The action that already answers to `binding` where `action` would (its screen, and the
    // window-wide keys), if another one does.
    [[nodiscard]] static const InputAction *conflict(const InputAction &action,
                                                     const KeyBinding &binding);

    // The app has one (instance()); a test makes another to read the settings file again, as
    // the next start would. (The constructor stays private: QML would make its own with it.)
    [[nodiscard]] static std::unique_ptr<KeyBindings> readAgain();

signals:
    void keysChanged();
    // The actions' texts were worded again in another language (ActionTable::retranslate).
    void textsChanged();

private:
    explicit KeyBindings(QObject *parent = nullptr);

    void load();
    [[nodiscard]] const InputAction &action(int row) const;
    [[nodiscard]] bool isDefault(const InputAction &action) const;
    void apply(int row, std::vector<KeyBinding> keys);

    QSettings m_store;
    std::vector<std::size_t> m_rows; // indices into ActionTable::actions()
};

// A key as the action table binds it, from a key event's key and modifiers; nullopt for what
// cannot be one (a modifier alone, Alt or Meta held, no key).
[[nodiscard]] std::optional<KeyBinding> keyBindingFor(int key, int modifiers);

} // namespace tessera
