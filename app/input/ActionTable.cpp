// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ActionTable.h"

#include "KeyBindings.h"

#include <QCoreApplication>
#include <QKeySequence>

namespace tessera {

namespace {

constexpr Qt::KeyboardModifiers matchedModifiers = Qt::ControlModifier | Qt::ShiftModifier;

bool matches(const KeyBinding &binding, int key, Qt::KeyboardModifiers modifiers, bool withShift)
{
    if (binding.combination.key() != key)
        return false;
    const Qt::KeyboardModifiers wanted = binding.combination.keyboardModifiers() & matchedModifiers;
    if (withShift)
        return wanted == modifiers;
    return !binding.exactShift && wanted == (modifiers & ~Qt::ShiftModifier);
}

} // namespace

ActionTable::ActionTable(QObject *parent) : QObject(parent)
{
    // The player's keys are in place before QML asks for any (and followed when they change).
    connect(KeyBindings::instance(), &KeyBindings::keysChanged, this,
            &ActionTable::shortcutsChanged);
    // The texts worded again in another language: the key names too, and the help rows.
    connect(KeyBindings::instance(), &KeyBindings::textsChanged, this, [this] {
        emit textsChanged();
        emit shortcutsChanged();
    });
}

namespace {
// The rows as built, worded in the language installed then (retranslate() words them again).
std::vector<InputAction> &builtTable()
{
    static std::vector<InputAction> table = buildInputActions();
    return table;
}

std::vector<InputAction> &liveTable()
{
    static std::vector<InputAction> table = builtTable();
    return table;
}
} // namespace

const std::vector<InputAction> &ActionTable::actions()
{
    return liveTable();
}

const std::vector<InputAction> &ActionTable::defaultActions()
{
    return builtTable();
}

void ActionTable::retranslate()
{
    // The rows' order and number do not depend on the language: only their texts are taken.
    const std::vector<InputAction> worded = buildInputActions();
    for (std::vector<InputAction> *table : {&builtTable(), &liveTable()}) {
        if (table->size() != worded.size())
            continue;
        for (std::size_t i = 0; i < worded.size(); ++i) {
            (*table)[i].description = worded[i].description;
            (*table)[i].mouse = worded[i].mouse;
        }
    }
}

const InputAction *ActionTable::defaultAction(const QString &id)
{
    for (const InputAction &action : defaultActions()) {
        if (action.id() == id)
            return &action;
    }
    return nullptr;
}

QString ActionTable::keyText(const KeyBinding &binding)
{
    return QKeySequence(binding.combination).toString(QKeySequence::NativeText);
}

QString ActionTable::keysText(const std::vector<KeyBinding> &keys)
{
    QStringList texts;
    for (const KeyBinding &binding : keys)
        texts.append(keyText(binding));
    return texts.join(QStringLiteral(", "));
}

bool ActionTable::setKeys(const QString &id, std::vector<KeyBinding> keys)
{
    for (InputAction &action : liveTable()) {
        if (action.id() == id) {
            action.keys = std::move(keys);
            return true;
        }
    }
    return false;
}

const InputAction *ActionTable::findKey(const QString &screen, int key, int modifiers)
{
    const auto held = Qt::KeyboardModifiers(modifiers);
    if (held & (Qt::AltModifier | Qt::MetaModifier))
        return nullptr;
    const Qt::KeyboardModifiers relevant = held & matchedModifiers;
    // An exact match first (Ctrl+Shift+C copies the solution), then one that ignores Shift.
    for (const bool withShift : {true, false}) {
        for (const InputAction &action : actions()) {
            if (action.screen != screen)
                continue;
            for (const KeyBinding &binding : action.keys) {
                if (matches(binding, key, relevant, withShift))
                    return &action;
            }
        }
    }
    return nullptr;
}

const InputAction *ActionTable::findButton(const QString &screen, GamepadButton::Button button)
{
    for (const InputAction &action : actions()) {
        if (action.screen != screen)
            continue;
        for (const GamepadButton::Button bound : action.buttons) {
            if (bound == button)
                return &action;
        }
    }
    return nullptr;
}

ScreenAction ActionTable::keyAction(const QString &screen, int key, int modifiers) const
{
    if (const InputAction *action = findKey(screen, key, modifiers))
        return ScreenAction::from(action);
    return ScreenAction::from(findKey(QStringLiteral("app"), key, modifiers));
}

ScreenAction ActionTable::buttonAction(const QString &screen, int button) const
{
    return ScreenAction::from(findButton(screen, static_cast<GamepadButton::Button>(button)));
}

QString ActionTable::shortcut(const QString &screen, const QString &command) const
{
    for (const InputAction &action : actions()) {
        if (action.screen == screen && action.command == command && !action.keys.empty())
            return QKeySequence(action.keys.front().combination)
                .toString(QKeySequence::PortableText);
    }
    return {};
}

QVariantList ActionTable::helpRows(const QString &screen) const
{
    QVariantList rows;
    for (const InputAction &action : actions()) {
        if (action.screen != screen)
            continue;
        QStringList buttons;
        for (const GamepadButton::Button button : action.buttons)
            buttons.append(GamepadButton::displayName(button));
        rows.append(QVariantMap{{QStringLiteral("command"), action.command},
                                {QStringLiteral("description"), action.description},
                                {QStringLiteral("keys"), keysText(action.keys)},
                                {QStringLiteral("mouse"), action.mouse.join(QStringLiteral("; "))},
                                {QStringLiteral("gamepad"), buttons.join(QStringLiteral(", "))}});
    }
    return rows;
}

QString ActionTable::howToPlay(const QString &screen) const
{
    return howToPlayText(screen);
}

QVariantMap ActionTable::shortcuts() const
{
    QVariantMap map;
    for (const InputAction &action : actions()) {
        const QString name = action.screen + QLatin1Char('.') + action.command;
        if (!action.keys.empty() && !map.contains(name))
            map.insert(
                name,
                QKeySequence(action.keys.front().combination).toString(QKeySequence::PortableText));
    }
    return map;
}

QVariantMap ActionTable::keyTexts() const
{
    QVariantMap map;
    for (const InputAction &action : actions()) {
        const QString name = action.screen + QLatin1Char('.') + action.command;
        if (!action.keys.empty() && !map.contains(name))
            map.insert(name, keysText(action.keys));
    }
    // And each action by its id, for actions of one command told apart by their argument
    // ("editor.tool.3").
    for (const InputAction &action : actions()) {
        if (action.argument >= 0 && !action.keys.empty())
            map.insert(action.id(), keysText(action.keys));
    }
    return map;
}

QVariantList ActionTable::screens() const
{
    QVariantList list;
    for (const QString &screen : helpScreens())
        list.append(QVariantMap{{QStringLiteral("id"), screen},
                                {QStringLiteral("title"), screenTitle(screen)}});
    return list;
}

namespace GamepadButton {

QString displayName(Button button)
{
    switch (button) {
    case A:
        return QStringLiteral("A");
    case B:
        return QStringLiteral("B");
    case X:
        return QStringLiteral("X");
    case Y:
        return QStringLiteral("Y");
    case Back:
        return QCoreApplication::translate("GamepadButton", "Back");
    case Start:
        return QCoreApplication::translate("GamepadButton", "Start");
    case LeftShoulder:
        return QCoreApplication::translate("GamepadButton", "LB");
    case RightShoulder:
        return QCoreApplication::translate("GamepadButton", "RB");
    case DpadUp:
        return QCoreApplication::translate("GamepadButton", "D-pad or stick ↑");
    case DpadDown:
        return QCoreApplication::translate("GamepadButton", "D-pad or stick ↓");
    case DpadLeft:
        return QCoreApplication::translate("GamepadButton", "D-pad or stick ←");
    case DpadRight:
        return QCoreApplication::translate("GamepadButton", "D-pad or stick →");
    case LeftTrigger:
        return QCoreApplication::translate("GamepadButton", "LT");
    case RightTrigger:
        return QCoreApplication::translate("GamepadButton", "RT");
    case LeftStick:
        return QCoreApplication::translate("GamepadButton", "Left stick pressed");
    case RightStick:
        return QCoreApplication::translate("GamepadButton", "Right stick pressed");
    case None:
        break;
    }
    return {};
}

bool isDirection(Button button)
{
    return button == DpadUp || button == DpadDown || button == DpadLeft || button == DpadRight;
}

} // namespace GamepadButton

} // namespace tessera
