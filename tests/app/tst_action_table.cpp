// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ActionTable.h"

#include <QKeySequence>
#include <QtTest>
#include <array>
#include <set>

using namespace tessera;

// The action table is what every key, button and help line means: the keys the screens had
// before it keep their meaning, and no key or button means two things on one screen.
class TestActionTable : public QObject
{
    Q_OBJECT

private slots:
    void keysFindTheirAction_data();
    void keysFindTheirAction();
    void movesAnswerTheirDirection();
    void noKeyOrButtonMeansTwoThingsOnAScreen();
    void helpRowsNameTheKeysAndButtons();
    void menusGetTheirShortcutsFromTheTable();
};

void TestActionTable::keysFindTheirAction_data()
{
    QTest::addColumn<QString>("screen");
    QTest::addColumn<int>("key");
    QTest::addColumn<int>("modifiers");
    QTest::addColumn<QString>("command");
    QTest::addColumn<int>("argument");

    const int none = Qt::NoModifier;
    const int ctrl = Qt::ControlModifier;
    const int shift = Qt::ShiftModifier;
    const QString sokoban = QStringLiteral("sokoban");
    QTest::newRow("sokoban arrow") << sokoban << int(Qt::Key_Left) << none << "move" << 0;
    QTest::newRow("sokoban WASD") << sokoban << int(Qt::Key_D) << none << "move" << 2;
    QTest::newRow("sokoban Shift+arrow still moves")
        << sokoban << int(Qt::Key_Down) << shift << "move" << 3;
    QTest::newRow("sokoban keypad arrow")
        << sokoban << int(Qt::Key_Up) << int(Qt::KeypadModifier) << "move" << 1;
    QTest::newRow("sokoban Ctrl+Z") << sokoban << int(Qt::Key_Z) << ctrl << "undo" << -1;
    QTest::newRow("sokoban B reverse mode")
        << sokoban << int(Qt::Key_B) << none << "reverseMode" << -1;
    QTest::newRow("sokoban Ctrl+Shift+Z")
        << sokoban << int(Qt::Key_Z) << (ctrl | shift) << "redo" << -1;
    QTest::newRow("sokoban Ctrl+Y") << sokoban << int(Qt::Key_Y) << ctrl << "redo" << -1;
    QTest::newRow("sokoban Ctrl+C") << sokoban << int(Qt::Key_C) << ctrl << "copyLevel" << -1;
    QTest::newRow("sokoban Ctrl+Shift+C")
        << sokoban << int(Qt::Key_C) << (ctrl | shift) << "copySolution" << -1;
    QTest::newRow("sokoban keypad Enter")
        << sokoban << int(Qt::Key_Enter) << int(Qt::KeypadModifier) << "confirm" << -1;
    QTest::newRow("sokoban Ctrl+arrow") << sokoban << int(Qt::Key_Left) << ctrl << "" << -1;
    QTest::newRow("sokoban Alt+Left is the menu's")
        << sokoban << int(Qt::Key_Left) << int(Qt::AltModifier) << "" << -1;
    // A screen's key that is none of its own is the window's: the screen may handle it too.
    QTest::newRow("sokoban Ctrl+L is the window's")
        << sokoban << int(Qt::Key_L) << ctrl << "levelBrowser" << -1;
    QTest::newRow("app Ctrl+L") << "app" << int(Qt::Key_L) << ctrl << "levelBrowser" << -1;
    QTest::newRow("app M") << "app" << int(Qt::Key_M) << none << "toggleSound" << -1;
    const QString game2048 = QStringLiteral("game2048");
    QTest::newRow("2048 vim key") << game2048 << int(Qt::Key_J) << none << "move" << 3;
    QTest::newRow("2048 ? typed with Shift")
        << game2048 << int(Qt::Key_Question) << shift << "hint" << -1;
    QTest::newRow("2048 Ctrl+Shift+Z does nothing")
        << game2048 << int(Qt::Key_Z) << (ctrl | shift) << "" << -1;
    QTest::newRow("2048 Ctrl+N") << game2048 << int(Qt::Key_N) << ctrl << "newGame" << -1;
    QTest::newRow("fifteen Pause") << "fifteen" << int(Qt::Key_Pause) << none << "pause" << -1;
    QTest::newRow("editor 3") << "editor" << int(Qt::Key_3) << none << "tool" << 2;
    QTest::newRow("editor Ctrl+Shift+S")
        << "editor" << int(Qt::Key_S) << (ctrl | shift) << "saveAs" << -1;
    QTest::newRow("editor Ctrl+S") << "editor" << int(Qt::Key_S) << ctrl << "save" << -1;
    QTest::newRow("editor Ctrl+plus typed with Shift")
        << "editor" << int(Qt::Key_Plus) << (ctrl | shift) << "zoomIn" << -1;
    QTest::newRow("test-play F5") << "testplay" << int(Qt::Key_F5) << none << "back" << -1;
}

void TestActionTable::keysFindTheirAction()
{
    QFETCH(QString, screen);
    QFETCH(int, key);
    QFETCH(int, modifiers);
    QFETCH(QString, command);
    QFETCH(int, argument);
    const ScreenAction action = ActionTable().keyAction(screen, key, modifiers);
    QCOMPARE(action.command, command);
    QCOMPARE(action.valid(), !command.isEmpty());
    if (!command.isEmpty())
        QCOMPARE(action.argument, argument);
}

// A move answers with its direction, typed, for the session's move(); the D-pad's buttons
// take the same rows, and held keys and buttons repeat a move but not an undo.
void TestActionTable::movesAnswerTheirDirection()
{
    const ActionTable table;
    const std::array<std::pair<int, QmlDirection::Value>, 4> arrows{
        {{Qt::Key_Left, QmlDirection::Left},
         {Qt::Key_Up, QmlDirection::Up},
         {Qt::Key_Right, QmlDirection::Right},
         {Qt::Key_Down, QmlDirection::Down}}};
    for (const QString &screen :
         {QStringLiteral("sokoban"), QStringLiteral("game2048"), QStringLiteral("fifteen")}) {
        for (const auto &[key, direction] : arrows) {
            const ScreenAction action = table.keyAction(screen, key, Qt::NoModifier);
            QCOMPARE(action.command, QStringLiteral("move"));
            QCOMPARE(action.direction(), direction);
            QVERIFY(action.repeats);
        }
        QCOMPARE(table.buttonAction(screen, GamepadButton::DpadRight).direction(),
                 QmlDirection::Right);
        QVERIFY(!table.keyAction(screen, Qt::Key_Z, Qt::ControlModifier).repeats);
    }
    QVERIFY(!table.keyAction(QStringLiteral("sokoban"), Qt::Key_F12, Qt::NoModifier).valid());
}

void TestActionTable::noKeyOrButtonMeansTwoThingsOnAScreen()
{
    std::set<std::tuple<QString, int, bool>> keys;
    std::set<std::pair<QString, int>> buttons;
    for (const InputAction &action : ActionTable::actions()) {
        QVERIFY2(!action.description.isEmpty(), qPrintable(action.command));
        // The "dialogs" rows list the keys the router tries in turn, not keys to look up.
        for (const KeyBinding &binding : action.keys) {
            if (action.screen == QLatin1String("dialogs"))
                break;
            const auto entry = std::make_tuple(action.screen, binding.combination.toCombined(),
                                               binding.exactShift);
            QVERIFY2(keys.insert(entry).second,
                     qPrintable(action.screen + QLatin1Char(' ') +
                                QKeySequence(binding.combination).toString()));
        }
        for (const GamepadButton::Button button : action.buttons) {
            QVERIFY2(
                buttons.insert({action.screen, int(button)}).second,
                qPrintable(action.screen + QLatin1Char(' ') + GamepadButton::displayName(button)));
        }
    }
}

void TestActionTable::helpRowsNameTheKeysAndButtons()
{
    const QVariantList rows = ActionTable().helpRows(QStringLiteral("sokoban"));
    bool undoFound = false;
    for (const QVariant &value : rows) {
        const QVariantMap row = value.toMap();
        if (row.value(QStringLiteral("command")) != QLatin1String("undo"))
            continue;
        undoFound = true;
        QCOMPARE(row.value(QStringLiteral("keys")).toString(), QStringLiteral("Ctrl+Z, Backspace"));
        QCOMPARE(row.value(QStringLiteral("gamepad")).toString(), QStringLiteral("B"));
        QVERIFY(
            row.value(QStringLiteral("mouse")).toString().contains(QStringLiteral("Right click")));
    }
    QVERIFY(undoFound);
    // How to play Sokoban tells of the rules and of the tools past them.
    const QString sokoban = ActionTable().howToPlay(QStringLiteral("sokoban"));
    QVERIFY(sokoban.startsWith(QStringLiteral("You are the warehouse keeper.")));
    for (const char *tool : {"Reverse mode", "Snapshots", "the optimiser"})
        QVERIFY2(sokoban.contains(QLatin1String(tool)), tool);
    QCOMPARE(ActionTable().screens().size(), helpScreens().size());
}

void TestActionTable::menusGetTheirShortcutsFromTheTable()
{
    ActionTable table;
    QCOMPARE(table.shortcut(QStringLiteral("app"), QStringLiteral("help")), QStringLiteral("F1"));
    QCOMPARE(table.shortcut(QStringLiteral("app"), QStringLiteral("levelBrowser")),
             QStringLiteral("Ctrl+L"));
    QCOMPARE(table.shortcut(QStringLiteral("app"), QStringLiteral("settings")),
             QStringLiteral("Ctrl+,"));
    QCOMPARE(table.shortcut(QStringLiteral("app"), QStringLiteral("home")),
             QStringLiteral("Alt+Left"));
    QCOMPARE(table.shortcut(QStringLiteral("app"), QStringLiteral("back")), QStringLiteral("Esc"));
}

QTEST_GUILESS_MAIN(TestActionTable)

#include "tst_action_table.moc"
