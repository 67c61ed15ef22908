// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "KeyBindings.h"

#include "ActionTable.h"
#include "LanguageChangeWatch.h"
#include "SettingsValue.h"

#include <QCoreApplication>
#include <QJSEngine>
#include <QKeySequence>
#include <QPointer>
#include <algorithm>

namespace tessera {

namespace {

const QString group = QStringLiteral("keys");

QString storedKey(const KeyBinding &binding)
{
    return QKeySequence(binding.combination).toString(QKeySequence::PortableText);
}

// Whether `chosen` would take key presses from `taken`. ActionTable::findKey() matches the
// modifiers exactly first, so only the same combination clashes, or a chosen Shift+key where
// `taken` takes the key with or without Shift ("?" is typed with Shift on many layouts).
bool takesFrom(const KeyBinding &chosen, const KeyBinding &taken)
{
    if (chosen.combination.key() != taken.combination.key())
        return false;
    const Qt::KeyboardModifiers mc = chosen.combination.keyboardModifiers();
    const Qt::KeyboardModifiers mt = taken.combination.keyboardModifiers();
    const Qt::KeyboardModifiers ctrlAlt = Qt::ControlModifier | Qt::AltModifier;
    if ((mc & ctrlAlt) != (mt & ctrlAlt))
        return false;
    return (mc & Qt::ShiftModifier) == (mt & Qt::ShiftModifier) ||
           (!taken.exactShift && mc.testFlag(Qt::ShiftModifier));
}

// One of the keys Tessera gives `action` (they were made not to clash: Esc goes home only
// where a screen has no use for it, Ctrl+C and Ctrl+Shift+C are told apart...).
bool builtIn(const InputAction &action, const KeyBinding &binding)
{
    const InputAction *original = ActionTable::defaultAction(action.id());
    return original &&
           std::find(original->keys.begin(), original->keys.end(), binding) != original->keys.end();
}

bool leavesTheChoice(int key)
{
    return key == Qt::Key_Escape || key == Qt::Key_Tab || key == Qt::Key_Backtab;
}

} // namespace

bool KeyBindings::isModifier(int key)
{
    switch (key) {
    case Qt::Key_Shift:
    case Qt::Key_Control:
    case Qt::Key_Alt:
    case Qt::Key_AltGr:
    case Qt::Key_Meta:
    case Qt::Key_Super_L:
    case Qt::Key_Super_R:
    case Qt::Key_Hyper_L:
    case Qt::Key_Hyper_R:
    case Qt::Key_CapsLock:
    case Qt::Key_NumLock:
    case Qt::Key_ScrollLock:
        return true;
    default:
        return false;
    }
}

std::optional<KeyBinding> keyBindingFor(int key, int modifiers)
{
    const auto held = Qt::KeyboardModifiers(modifiers);
    if (KeyBindings::isModifier(key))
        return std::nullopt;
    switch (key) {
    case 0:
    case Qt::Key_unknown:
        return std::nullopt;
    default:
        break;
    }
    // ActionTable::findKey never matches them: they open the window's menus.
    if (held & (Qt::AltModifier | Qt::MetaModifier))
        return std::nullopt;
    const Qt::KeyboardModifiers kept = held & (Qt::ControlModifier | Qt::ShiftModifier);
    // Chosen with Shift: only with Shift; chosen without: with or without, as the table's own
    // letters are.
    return KeyBinding{QKeyCombination(kept, Qt::Key(key)), kept.testFlag(Qt::ShiftModifier)};
}

KeyBindings *KeyBindings::instance()
{
    static QPointer<KeyBindings> theInstance;
    if (!theInstance)
        theInstance = new KeyBindings(QCoreApplication::instance());
    return theInstance;
}

KeyBindings *KeyBindings::create(QQmlEngine *, QJSEngine *)
{
    KeyBindings *bindings = instance();
    QJSEngine::setObjectOwnership(bindings, QJSEngine::CppOwnership);
    return bindings;
}

std::unique_ptr<KeyBindings> KeyBindings::readAgain()
{
    return std::unique_ptr<KeyBindings>(new KeyBindings(nullptr));
}

KeyBindings::KeyBindings(QObject *parent) : QAbstractListModel(parent)
{
    const std::vector<InputAction> &actions = ActionTable::actions();
    // Screen by screen, in the help page's order.
    for (const QString &screen : helpScreens()) {
        for (std::size_t i = 0; i < actions.size(); ++i) {
            if (actions[i].screen == screen && remappable(actions[i]))
                m_rows.push_back(i);
        }
    }
    load();
    // Another language chosen in Settings: the descriptions (and Help's rows) follow at once.
    new LanguageChangeWatch(
        [this] {
            ActionTable::retranslate();
            if (!m_rows.empty())
                emit dataChanged(index(0), index(rowCount() - 1),
                                 {Qt::DisplayRole, DescriptionRole, ScreenTitleRole, KeysRole});
            emit textsChanged();
        },
        this);
}

bool KeyBindings::remappable(const InputAction &action)
{
    return action.screen != QLatin1String("dialogs") && !action.keys.empty();
}

const InputAction *KeyBindings::conflict(const InputAction &action, const KeyBinding &binding)
{
    const QString app = QStringLiteral("app");
    const QString dialogs = QStringLiteral("dialogs");
    const bool chosenBuiltIn = builtIn(action, binding);
    for (const InputAction &other : ActionTable::actions()) {
        if (other.id() == action.id())
            continue;
        // A screen's keys against its own and the window's; the window's against every
        // screen's and the dialogs' (a window-wide Space would press no button any more).
        const bool sameScope = other.screen == action.screen || other.screen == app ||
                               (action.screen == app && other.screen != dialogs);
        const bool navigation = action.screen == app && other.screen == dialogs;
        if (!sameScope && !navigation)
            continue;
        for (const KeyBinding &taken : other.keys) {
            if (takesFrom(binding, taken) && !(chosenBuiltIn && builtIn(other, taken)))
                return &other;
        }
    }
    return nullptr;
}

void KeyBindings::load()
{
    m_store.beginGroup(group);
    // Every entry first, then the clashes: a file may give an action a key another action
    // gives up in an entry read later.
    std::vector<std::pair<QString, QVariant>> applied;
    const QStringList stored = m_store.childKeys();
    for (const QString &id : stored) {
        const QVariant value = m_store.value(id);
        // An INI value with a comma ("Ctrl+,") may read back as a list.
        const QString text = value.typeId() == QMetaType::QStringList
                                 ? value.toStringList().join(QLatin1Char(','))
                                 : value.toString();
        const QKeySequence sequence = QKeySequence::fromString(text, QKeySequence::PortableText);
        const bool known = std::any_of(m_rows.begin(), m_rows.end(), [&](std::size_t i) {
            return ActionTable::actions()[i].id() == id;
        });
        std::optional<KeyBinding> binding;
        if (sequence.count() == 1)
            binding = keyBindingFor(sequence[0].key(), sequence[0].keyboardModifiers());
        if (!known || !binding || leavesTheChoice(binding->combination.key())) {
            SettingsValue::discardInvalid(m_store, id, value,
                                          QStringLiteral("the action's own keys"));
            continue;
        }
        if (ActionTable::setKeys(id, {*binding}))
            applied.emplace_back(id, value);
    }
    for (const auto &[id, value] : applied) {
        const auto found =
            std::find_if(ActionTable::actions().begin(), ActionTable::actions().end(),
                         [&id = id](const InputAction &action) { return action.id() == id; });
        if (!conflict(*found, found->keys.front()))
            continue;
        if (const InputAction *original = ActionTable::defaultAction(id);
            !original || !ActionTable::setKeys(id, original->keys))
            continue;
        SettingsValue::discardInvalid(m_store, id, value,
                                      QStringLiteral("the action's own keys (another action "
                                                     "has that key)"));
    }
    m_store.endGroup();
}

const InputAction &KeyBindings::action(int row) const
{
    return ActionTable::actions()[m_rows[static_cast<std::size_t>(row)]];
}

bool KeyBindings::isDefault(const InputAction &action) const
{
    const InputAction *original = ActionTable::defaultAction(action.id());
    return original && original->keys == action.keys;
}

int KeyBindings::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant KeyBindings::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const InputAction &shown = action(index.row());
    switch (role) {
    case ScreenTitleRole:
        return screenTitle(shown.screen);
    case FirstOfScreenRole:
        return index.row() == 0 || action(index.row() - 1).screen != shown.screen;
    case Qt::DisplayRole:
    case DescriptionRole:
        return shown.description;
    case KeysRole:
        return ActionTable::keysText(shown.keys);
    case CustomisedRole:
        return !isDefault(shown);
    case ActionIdRole:
        return shown.id();
    default:
        return {};
    }
}

QHash<int, QByteArray> KeyBindings::roleNames() const
{
    return {{ScreenTitleRole, "screenTitle"}, {FirstOfScreenRole, "firstOfScreen"},
            {DescriptionRole, "description"}, {KeysRole, "keys"},
            {CustomisedRole, "customised"},   {ActionIdRole, "actionId"}};
}

bool KeyBindings::customised() const
{
    return std::any_of(m_rows.begin(), m_rows.end(),
                       [this](std::size_t i) { return !isDefault(ActionTable::actions()[i]); });
}

QString KeyBindings::setKey(int row, int key, int modifiers)
{
    if (row < 0 || row >= rowCount())
        return {};
    const std::optional<KeyBinding> binding = keyBindingFor(key, modifiers);
    if (!binding)
        return tr("Press a key, with Ctrl or Shift if you like: a modifier alone cannot be "
                  "one, and Alt and Meta belong to the menus.");
    if (leavesTheChoice(key))
        return tr("Esc and Tab move through the dialogs: they cannot be chosen.");
    if (const InputAction *other = conflict(action(row), *binding))
        return tr("%1 is already the key of “%2” (%3). Choose another key, or give that one "
                  "another key first.")
            .arg(ActionTable::keyText(*binding), other->description, screenTitle(other->screen));
    apply(row, {*binding});
    return {};
}

QString KeyBindings::reset(int row)
{
    if (row < 0 || row >= rowCount())
        return {};
    const InputAction *original = ActionTable::defaultAction(action(row).id());
    if (!original)
        return {};
    // A key of its own the player has since given to another action stays there.
    for (const KeyBinding &binding : original->keys) {
        if (const InputAction *other = conflict(*original, binding))
            return tr("%1 is now the key of “%2” (%3): give that one another key first.")
                .arg(ActionTable::keyText(binding), other->description, screenTitle(other->screen));
    }
    apply(row, original->keys);
    return {};
}

void KeyBindings::resetAll()
{
    // Every action back at once: together the keys Tessera comes with never clash.
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const InputAction &original = ActionTable::defaultActions()[m_rows[i]];
        if (!isDefault(ActionTable::actions()[m_rows[i]]))
            apply(static_cast<int>(i), original.keys);
    }
}

void KeyBindings::apply(int row, std::vector<KeyBinding> keys)
{
    const QString id = action(row).id();
    if (!ActionTable::setKeys(id, std::move(keys)))
        return;
    const QString key = group + QLatin1Char('/') + id;
    if (isDefault(action(row)))
        m_store.remove(key);
    else
        m_store.setValue(key, storedKey(action(row).keys.front()));
    const QModelIndex changed = index(row);
    emit dataChanged(changed, changed, {KeysRole, CustomisedRole});
    emit keysChanged();
}

} // namespace tessera
