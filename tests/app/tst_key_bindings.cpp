// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ActionTable.h"
#include "KeyBindings.h"

#include <QAbstractItemModelTester>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTranslator>
#include <QtTest>
#include <set>

using namespace tessera;

// The player's own keys (Settings > Keys): a key chosen for an action is the action's at once
// on its screen, in the menus' shortcuts and on the help page, and at the next start; a key
// another action has is refused with that action's name; a damaged entry in the settings file
// is dropped and the action keeps its own keys.
class TestKeyBindings : public QObject
{
    Q_OBJECT

public:
    static void initMain()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Tessera"));
        QCoreApplication::setApplicationName(QStringLiteral("tessera-key-bindings-test"));
    }

private slots:
    void initTestCase() { QSettings().clear(); }
    void init() { KeyBindings::instance()->resetAll(); }
    void cleanupTestCase()
    {
        KeyBindings::instance()->resetAll();
        QSettings().clear();
    }

    // Another language chosen while Settings > Keys or Help is open: the actions' descriptions
    // follow at once (the table's rows are worded when first built).
    void theDescriptionsFollowTheLanguage()
    {
        KeyBindings *bindings = KeyBindings::instance();
        ActionTable table;
        QAbstractItemModelTester tester(bindings,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        int home = -1;
        for (int row = 0; row < bindings->rowCount(); ++row) {
            if (bindings->data(bindings->index(row), KeyBindings::ActionIdRole) == "app.home")
                home = row;
        }
        QVERIFY(home >= 0);
        const auto description = [&] {
            return bindings->data(bindings->index(home), KeyBindings::DescriptionRole).toString();
        };
        const auto helpDescription = [&] {
            for (const QVariant &row : table.helpRows(QStringLiteral("app"))) {
                if (row.toMap().value(QStringLiteral("command")) == "home")
                    return row.toMap().value(QStringLiteral("description")).toString();
            }
            return QString();
        };
        QCOMPARE(description(), QStringLiteral("Go to the home screen"));
        QCOMPARE(helpDescription(), QStringLiteral("Go to the home screen"));

        QSignalSpy changed(bindings, &QAbstractItemModel::dataChanged);
        QSignalSpy shortcuts(&table, &ActionTable::shortcutsChanged);
        QSignalSpy texts(&table, &ActionTable::textsChanged);
        const auto everywhereTitle = [&table] { // "Everywhere": the window's own keys
            for (const QVariant &screen : table.screens()) {
                if (screen.toMap().value(QStringLiteral("id")) == "app")
                    return screen.toMap().value(QStringLiteral("title")).toString();
            }
            return QString();
        };
        const QString englishTitle = everywhereTitle();
        QTranslator czech;
        QVERIFY(czech.load(QStringLiteral(":/i18n/tessera_cs.qm")));
        QCoreApplication::installTranslator(&czech);
        QCOMPARE(description(), QStringLiteral("Přejít na domovskou obrazovku"));
        QCOMPARE(helpDescription(), QStringLiteral("Přejít na domovskou obrazovku"));
        QVERIFY(!changed.isEmpty());
        QVERIFY(!shortcuts.isEmpty());
        QVERIFY(!texts.isEmpty());
        QVERIFY2(everywhereTitle() != englishTitle, qPrintable(everywhereTitle()));

        QCoreApplication::removeTranslator(&czech);
        QCOMPARE(description(), QStringLiteral("Go to the home screen"));
        QCOMPARE(helpDescription(), QStringLiteral("Go to the home screen"));
    }

    void everyActionWithAKeyIsListedOnce()
    {
        KeyBindings *bindings = KeyBindings::instance();
        QAbstractItemModelTester tester(bindings,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        std::set<QString> ids;
        std::set<QString> screens;
        for (int row = 0; row < bindings->rowCount(); ++row) {
            const QModelIndex index = bindings->index(row);
            const QString id = index.data(KeyBindings::ActionIdRole).toString();
            QVERIFY2(ids.insert(id).second, qPrintable(id));
            QVERIFY(!index.data(KeyBindings::KeysRole).toString().isEmpty());
            QVERIFY(!index.data(KeyBindings::CustomisedRole).toBool());
            screens.insert(id.section(QLatin1Char('.'), 0, 0));
        }
        // The dialogs' navigation is not the player's to change; everything else is there.
        QCOMPARE(screens,
                 (std::set<QString>{QStringLiteral("app"), QStringLiteral("sokoban"),
                                    QStringLiteral("game2048"), QStringLiteral("fifteen"),
                                    QStringLiteral("editor"), QStringLiteral("testplay")}));
        QVERIFY(ids.count(QStringLiteral("sokoban.move.0")) == 1);
        QVERIFY(ids.count(QStringLiteral("app.help")) == 1);
    }

    void aChosenKeyReplacesTheOldOnes()
    {
        KeyBindings *bindings = KeyBindings::instance();
        ActionTable table;
        QSignalSpy shortcuts(&table, &ActionTable::shortcutsChanged);
        const int undo = rowOf(QStringLiteral("sokoban.undo"));
        QCOMPARE(bindings->setKey(undo, Qt::Key_J, Qt::NoModifier), QString());
        QCOMPARE(command(QStringLiteral("sokoban"), Qt::Key_J), QStringLiteral("undo"));
        // With Shift too, as the table's own letters.
        QCOMPARE(command(QStringLiteral("sokoban"), Qt::Key_J, Qt::ShiftModifier),
                 QStringLiteral("undo"));
        QCOMPARE(command(QStringLiteral("sokoban"), Qt::Key_Backspace), QString());
        QCOMPARE(command(QStringLiteral("sokoban"), Qt::Key_Z, Qt::ControlModifier), QString());
        QCOMPARE(shortcuts.count(), 1);
        QCOMPARE(table.shortcuts().value(QStringLiteral("sokoban.undo")).toString(),
                 QStringLiteral("J"));
        QCOMPARE(helpKeys(QStringLiteral("sokoban"), QStringLiteral("undo")), QStringLiteral("J"));
        QVERIFY(bindings->index(undo).data(KeyBindings::CustomisedRole).toBool());
        QVERIFY(bindings->customised());
        QCOMPARE(QSettings().value(QStringLiteral("keys/sokoban.undo")).toString(),
                 QStringLiteral("J"));
        // Other screens keep theirs.
        QCOMPARE(command(QStringLiteral("fifteen"), Qt::Key_Backspace), QStringLiteral("undo"));

        QCOMPARE(bindings->reset(undo), QString());
        QCOMPARE(command(QStringLiteral("sokoban"), Qt::Key_Backspace), QStringLiteral("undo"));
        QVERIFY(!QSettings().contains(QStringLiteral("keys/sokoban.undo")));
        QVERIFY(!bindings->customised());
    }

    void aKeyAnotherActionHasIsRefusedWithItsName()
    {
        KeyBindings *bindings = KeyBindings::instance();
        const int undo = rowOf(QStringLiteral("sokoban.undo"));
        const QString restart = bindings->setKey(undo, Qt::Key_R, Qt::NoModifier);
        QVERIFY2(restart.contains(QStringLiteral("Restart the level")), qPrintable(restart));
        QCOMPARE(command(QStringLiteral("sokoban"), Qt::Key_Backspace), QStringLiteral("undo"));
        // The window's keys count on every screen, and a screen's keys for the window's.
        const QString browser =
            bindings->setKey(rowOf(QStringLiteral("sokoban.hint")), Qt::Key_L, Qt::ControlModifier);
        QVERIFY2(browser.contains(QStringLiteral("Sokoban level browser")), qPrintable(browser));
        const QString hint =
            bindings->setKey(rowOf(QStringLiteral("app.help")), Qt::Key_H, Qt::NoModifier);
        QVERIFY2(hint.contains(QStringLiteral("Hint")), qPrintable(hint));
        // "?" is 2048's hint with or without Shift: Shift+? is taken too.
        const QString question = bindings->setKey(rowOf(QStringLiteral("game2048.autoplay")),
                                                  Qt::Key_Question, Qt::ShiftModifier);
        QVERIFY2(question.contains(QStringLiteral("Hint")), qPrintable(question));
        // Another screen's key is free here.
        QCOMPARE(
            bindings->setKey(rowOf(QStringLiteral("fifteen.pause")), Qt::Key_R, Qt::NoModifier),
            QString());
        QCOMPARE(command(QStringLiteral("fifteen"), Qt::Key_R), QStringLiteral("pause"));
    }

    // Default gives every action its own keys back, though some of them are shared on
    // purpose (Esc: the screen's first, then home; Ctrl+C and Ctrl+Shift+C).
    void everyActionsOwnKeysComeBack()
    {
        KeyBindings *bindings = KeyBindings::instance();
        for (int row = 0; row < bindings->rowCount(); ++row) {
            const QModelIndex index = bindings->index(row);
            const QString id = index.data(KeyBindings::ActionIdRole).toString();
            const QString keys = index.data(KeyBindings::KeysRole).toString();
            QCOMPARE(bindings->setKey(row, Qt::Key_F11, Qt::ControlModifier | Qt::ShiftModifier),
                     QString());
            QVERIFY2(index.data(KeyBindings::CustomisedRole).toBool(), qPrintable(id));
            QCOMPARE(bindings->reset(row), QString());
            QCOMPARE(index.data(KeyBindings::KeysRole).toString(), keys);
        }
        QVERIFY(!bindings->customised());
        // Undo's Ctrl+Z chosen again beside Redo's Ctrl+Shift+Z: each keeps its own.
        const int undo = rowOf(QStringLiteral("sokoban.undo"));
        QCOMPARE(bindings->setKey(undo, Qt::Key_J, Qt::NoModifier), QString());
        QCOMPARE(bindings->setKey(undo, Qt::Key_Z, Qt::ControlModifier), QString());
        QCOMPARE(command(QStringLiteral("sokoban"), Qt::Key_Z, Qt::ControlModifier),
                 QStringLiteral("undo"));
        QCOMPARE(
            command(QStringLiteral("sokoban"), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier),
            QStringLiteral("redo"));
        // Alt+Left goes home; Left alone is a move, not a clash with it.
        QCOMPARE(bindings->setKey(rowOf(QStringLiteral("app.home")), Qt::Key_F11, Qt::NoModifier),
                 QString());
        QCOMPARE(bindings->reset(rowOf(QStringLiteral("app.home"))), QString());
    }

    // A window-wide key takes the key from every focused button and list: not the dialogs'.
    void theWindowsKeysLeaveTheDialogsTheirs()
    {
        KeyBindings *bindings = KeyBindings::instance();
        const QString space =
            bindings->setKey(rowOf(QStringLiteral("app.help")), Qt::Key_Space, Qt::NoModifier);
        QVERIFY2(space.contains(QStringLiteral("Press the button")), qPrintable(space));
        // A screen's own key may be one the dialogs use: the screen has the focus then.
        QCOMPARE(bindings->setKey(rowOf(QStringLiteral("sokoban.hint")), Qt::Key_Space,
                                  Qt::ControlModifier),
                 QString());
    }

    void whatCannotBeAKeyIsRefused()
    {
        KeyBindings *bindings = KeyBindings::instance();
        const int undo = rowOf(QStringLiteral("sokoban.undo"));
        QVERIFY(!bindings->setKey(undo, Qt::Key_Control, Qt::ControlModifier).isEmpty());
        QVERIFY(!bindings->setKey(undo, Qt::Key_X, Qt::AltModifier).isEmpty());
        QVERIFY(!bindings->setKey(undo, Qt::Key_Escape, Qt::NoModifier).isEmpty());
        QVERIFY(!bindings->setKey(undo, Qt::Key_Tab, Qt::NoModifier).isEmpty());
        QVERIFY(!bindings->customised());
        QCOMPARE(bindings->setKey(-1, Qt::Key_J, Qt::NoModifier), QString());
        QCOMPARE(bindings->setKey(bindings->rowCount(), Qt::Key_J, Qt::NoModifier), QString());
    }

    void theKeysAreKeptForTheNextStart()
    {
        KeyBindings *bindings = KeyBindings::instance();
        QCOMPARE(bindings->setKey(rowOf(QStringLiteral("app.settings")), Qt::Key_Comma,
                                  Qt::ControlModifier | Qt::ShiftModifier),
                 QString());
        QCOMPARE(bindings->setKey(rowOf(QStringLiteral("sokoban.undo")), Qt::Key_J, Qt::NoModifier),
                 QString());
        QSettings().sync();
        // The next start: the table as built, then the file read again.
        restoreBuiltKeys();
        QCOMPARE(command(QStringLiteral("sokoban"), Qt::Key_J), QString());
        const auto again = KeyBindings::readAgain();
        QCOMPARE(command(QStringLiteral("sokoban"), Qt::Key_J), QStringLiteral("undo"));
        QCOMPARE(
            command(QStringLiteral("app"), Qt::Key_Comma, Qt::ControlModifier | Qt::ShiftModifier),
            QStringLiteral("settings"));
        // Chosen with Shift: Ctrl+, alone is not it any more.
        QCOMPARE(command(QStringLiteral("app"), Qt::Key_Comma, Qt::ControlModifier), QString());
    }

    void aDamagedEntryIsDroppedAndTheActionKeepsItsKeys()
    {
        {
            QSettings settings;
            settings.setValue(QStringLiteral("keys/sokoban.undo"), QStringLiteral("Ctrl+Alt+Q+W"));
            settings.setValue(QStringLiteral("keys/no.such.action"), QStringLiteral("J"));
            settings.setValue(QStringLiteral("keys/dialogs.close"), QStringLiteral("J"));
            // Hint takes Restart's R, which Restart gives up for T in an entry read later:
            // both kept. Describe's T clashes with Restart's: dropped.
            settings.setValue(QStringLiteral("keys/sokoban.hint"), QStringLiteral("R"));
            settings.setValue(QStringLiteral("keys/sokoban.restart"), QStringLiteral("T"));
            settings.setValue(QStringLiteral("keys/sokoban.describe"), QStringLiteral("T"));
        }
        restoreBuiltKeys();
        const auto again = KeyBindings::readAgain();
        QCOMPARE(command(QStringLiteral("sokoban"), Qt::Key_Backspace), QStringLiteral("undo"));
        QCOMPARE(command(QStringLiteral("sokoban"), Qt::Key_R), QStringLiteral("hint"));
        QCOMPARE(command(QStringLiteral("sokoban"), Qt::Key_T), QStringLiteral("restart"));
        QCOMPARE(command(QStringLiteral("sokoban"), Qt::Key_I), QStringLiteral("describe"));
        QSettings settings;
        settings.beginGroup(QStringLiteral("keys"));
        QCOMPARE(settings.childKeys(),
                 (QStringList{QStringLiteral("sokoban.hint"), QStringLiteral("sokoban.restart")}));
    }

    void aResetThatWouldClashIsRefused()
    {
        KeyBindings *bindings = KeyBindings::instance();
        const int restart = rowOf(QStringLiteral("sokoban.restart"));
        const int hint = rowOf(QStringLiteral("sokoban.hint"));
        QCOMPARE(bindings->setKey(restart, Qt::Key_T, Qt::NoModifier), QString());
        QCOMPARE(bindings->setKey(hint, Qt::Key_R, Qt::NoModifier), QString());
        const QString refused = bindings->reset(restart);
        QVERIFY2(refused.contains(QStringLiteral("Hint")), qPrintable(refused));
        QCOMPARE(command(QStringLiteral("sokoban"), Qt::Key_T), QStringLiteral("restart"));
        // All at once: the keys Tessera comes with never clash.
        bindings->resetAll();
        QCOMPARE(command(QStringLiteral("sokoban"), Qt::Key_R), QStringLiteral("restart"));
        QCOMPARE(command(QStringLiteral("sokoban"), Qt::Key_H), QStringLiteral("hint"));
        QVERIFY(!bindings->customised());
    }

private:
    static int rowOf(const QString &id)
    {
        KeyBindings *bindings = KeyBindings::instance();
        for (int row = 0; row < bindings->rowCount(); ++row) {
            if (bindings->index(row).data(KeyBindings::ActionIdRole).toString() == id)
                return row;
        }
        qFatal("no row for %s", qPrintable(id));
    }

    static QString command(const QString &screen, int key,
                           Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        const InputAction *action = ActionTable::findKey(screen, key, int(modifiers));
        return action ? action->command : QString();
    }

    static QString helpKeys(const QString &screen, const QString &command)
    {
        for (const QVariant &row : ActionTable().helpRows(screen)) {
            const QVariantMap map = row.toMap();
            if (map.value(QStringLiteral("command")).toString() == command)
                return map.value(QStringLiteral("keys")).toString();
        }
        return {};
    }

    static void restoreBuiltKeys()
    {
        for (const InputAction &action : ActionTable::defaultActions())
            QVERIFY(ActionTable::setKeys(action.id(), action.keys));
    }
};

QTEST_GUILESS_MAIN(TestKeyBindings)
#include "tst_key_bindings.moc"
