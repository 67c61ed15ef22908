// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ActionTable.h"
#include "QmlDirection.h"

#include <QCoreApplication>

// The rows of the action table: what each screen does with which key, mouse gesture and
// controller button. A new action is one row here and one handler in the screen's QML.

namespace tessera {

namespace {

using Button = GamepadButton::Button;

// Each text is marked with its context where it stands (QT_TRANSLATE_NOOP), so lupdate files
// it under "ActionTable", the context it is looked up in.
QString translated(const char *text)
{
    return QCoreApplication::translate("ActionTable", text);
}

KeyBinding key(Qt::Key k)
{
    return {QKeyCombination(k), false};
}

KeyBinding ctrl(Qt::Key k)
{
    return {QKeyCombination(Qt::ControlModifier, k), false};
}

KeyBinding ctrlShift(Qt::Key k)
{
    return {QKeyCombination(Qt::ControlModifier | Qt::ShiftModifier, k), true};
}

// Ctrl+key without Shift only (Ctrl+Shift+key means something else or nothing).
KeyBinding ctrlOnly(Qt::Key k)
{
    return {QKeyCombination(Qt::ControlModifier, k), true};
}

class Rows
{
public:
    explicit Rows(std::vector<InputAction> &list) : m_list(list) {}

    Rows &screen(const char *id)
    {
        m_screen = QString::fromLatin1(id);
        return *this;
    }

    InputAction &add(const char *command, const QString &description,
                     std::vector<KeyBinding> keys = {}, std::vector<Button> buttons = {},
                     int argument = -1)
    {
        InputAction action;
        action.screen = m_screen;
        action.command = QString::fromLatin1(command);
        action.argument = argument;
        action.description = description;
        action.keys = std::move(keys);
        action.buttons = std::move(buttons);
        m_list.push_back(std::move(action));
        return m_list.back();
    }

    // A row for the help page only: what the mouse does that no key does.
    void mouse(const QString &description, const QString &gesture)
    {
        add("mouse", description).mouse = QStringList{gesture};
    }

    // The four moves: arrows and WASD (and `extra`, Left Up Right Down), D-pad and left stick.
    void moves(const char *command, const QStringList &descriptions,
               const std::array<std::vector<KeyBinding>, 4> &extra = {})
    {
        const std::array<Qt::Key, 4> arrows{Qt::Key_Left, Qt::Key_Up, Qt::Key_Right, Qt::Key_Down};
        const std::array<Qt::Key, 4> letters{Qt::Key_A, Qt::Key_W, Qt::Key_D, Qt::Key_S};
        const std::array<Button, 4> pad{GamepadButton::DpadLeft, GamepadButton::DpadUp,
                                        GamepadButton::DpadRight, GamepadButton::DpadDown};
        const std::array<int, 4> directions{QmlDirection::Left, QmlDirection::Up,
                                            QmlDirection::Right, QmlDirection::Down};
        for (std::size_t i = 0; i < 4; ++i) {
            std::vector<KeyBinding> keys{key(arrows[i]), key(letters[i])};
            keys.insert(keys.end(), extra[i].begin(), extra[i].end());
            add(command, descriptions.value(int(i)), keys, {pad[i]}, directions[i]).repeats = true;
        }
    }

private:
    std::vector<InputAction> &m_list;
    QString m_screen;
};

QStringList fourWays(const QString &left, const QString &up, const QString &right,
                     const QString &down)
{
    return {left, up, right, down};
}

void appRows(Rows &rows)
{
    rows.screen("app");
    rows.add("help",
             translated(QT_TRANSLATE_NOOP("ActionTable", "Help: how to play and every control")),
             {key(Qt::Key_F1)});
    rows.add("home", translated(QT_TRANSLATE_NOOP("ActionTable", "Go to the home screen")),
             {{QKeyCombination(Qt::AltModifier, Qt::Key_Left)}}, {GamepadButton::Start});
    rows.add("open_sokoban", translated(QT_TRANSLATE_NOOP("ActionTable", "Play Sokoban")),
             {ctrl(Qt::Key_1)});
    rows.add("open_2048", translated(QT_TRANSLATE_NOOP("ActionTable", "Play 2048")),
             {ctrl(Qt::Key_2)});
    rows.add("open_fifteen", translated(QT_TRANSLATE_NOOP("ActionTable", "Play Fifteen")),
             {ctrl(Qt::Key_3)});
    rows.add("levelBrowser", translated(QT_TRANSLATE_NOOP("ActionTable", "Sokoban level browser")),
             {ctrl(Qt::Key_L)}, {GamepadButton::Back});
    rows.add("openLevelFile",
             translated(QT_TRANSLATE_NOOP("ActionTable", "Open a Sokoban level file")),
             {ctrl(Qt::Key_O)});
    rows.add("editor", translated(QT_TRANSLATE_NOOP("ActionTable", "Sokoban level editor")),
             {ctrl(Qt::Key_E)});
    rows.add("settings", translated(QT_TRANSLATE_NOOP("ActionTable", "Settings")),
             {ctrl(Qt::Key_Comma)});
    rows.add("quit", translated(QT_TRANSLATE_NOOP("ActionTable", "Quit")), {ctrl(Qt::Key_Q)});
    // A letter: a text field with the focus keeps it.
    rows.add("toggleSound", translated(QT_TRANSLATE_NOOP("ActionTable", "Sound off or on")),
             {key(Qt::Key_M)});
    rows.add("back",
             translated(QT_TRANSLATE_NOOP("ActionTable",
                                          "Go home from a game (where Esc has no other use)")),
             {key(Qt::Key_Escape)});
    rows.mouse(translated(QT_TRANSLATE_NOOP("ActionTable", "Go to the home screen")),
               translated(QT_TRANSLATE_NOOP("ActionTable", "The mouse's back button")));
}

void dialogRows(Rows &rows)
{
    // The controller where no game has the focus: the home screen, the level browser, dialogs.
    // The router sends the keys in order until one is used (an arrow, else Tab).
    rows.screen("dialogs");
    rows.add("navigate",
             translated(QT_TRANSLATE_NOOP("ActionTable", "Move the focus or the highlight left")),
             {key(Qt::Key_Left), key(Qt::Key_Backtab)}, {GamepadButton::DpadLeft})
        .repeats = true;
    rows.add("navigate",
             translated(QT_TRANSLATE_NOOP("ActionTable", "Move the focus or the highlight up")),
             {key(Qt::Key_Up), key(Qt::Key_Backtab)}, {GamepadButton::DpadUp})
        .repeats = true;
    rows.add("navigate",
             translated(QT_TRANSLATE_NOOP("ActionTable", "Move the focus or the highlight right")),
             {key(Qt::Key_Right), key(Qt::Key_Tab)}, {GamepadButton::DpadRight})
        .repeats = true;
    rows.add("navigate",
             translated(QT_TRANSLATE_NOOP("ActionTable", "Move the focus or the highlight down")),
             {key(Qt::Key_Down), key(Qt::Key_Tab)}, {GamepadButton::DpadDown})
        .repeats = true;
    rows.add("activate",
             translated(
                 QT_TRANSLATE_NOOP("ActionTable", "Press the button or open what is highlighted")),
             {key(Qt::Key_Return), key(Qt::Key_Space)}, {GamepadButton::A});
    rows.add("close", translated(QT_TRANSLATE_NOOP("ActionTable", "Close the dialog or go back")),
             {key(Qt::Key_Escape)}, {GamepadButton::B});
}

void sokobanRows(Rows &rows)
{
    rows.screen("sokoban");
    rows.moves("move", fourWays(translated(QT_TRANSLATE_NOOP("ActionTable", "Walk or push left")),
                                translated(QT_TRANSLATE_NOOP("ActionTable", "Walk or push up")),
                                translated(QT_TRANSLATE_NOOP("ActionTable", "Walk or push right")),
                                translated(QT_TRANSLATE_NOOP("ActionTable", "Walk or push down"))));
    rows.add("undo", translated(QT_TRANSLATE_NOOP("ActionTable", "Undo")),
             {ctrlOnly(Qt::Key_Z), key(Qt::Key_Backspace)}, {GamepadButton::B})
        .mouse =
        QStringList{translated(QT_TRANSLATE_NOOP("ActionTable", "Right click")),
                    translated(QT_TRANSLATE_NOOP("ActionTable", "Wheel up (away from you)"))};
    rows.add("redo", translated(QT_TRANSLATE_NOOP("ActionTable", "Redo")),
             {ctrl(Qt::Key_Y), ctrlShift(Qt::Key_Z)}, {GamepadButton::RightTrigger})
        .mouse =
        QStringList{translated(QT_TRANSLATE_NOOP("ActionTable", "Wheel down (toward you)"))};
    rows.add("restart",
             translated(QT_TRANSLATE_NOOP("ActionTable", "Restart the level (undoable)")),
             {key(Qt::Key_R)}, {GamepadButton::Y});
    rows.add("reverseMode",
             translated(QT_TRANSLATE_NOOP(
                 "ActionTable",
                 "Reverse mode on or off: pull the boxes from the goals back to their start")),
             {key(Qt::Key_B)}, {GamepadButton::LeftTrigger});
    rows.add("escape",
             translated(QT_TRANSLATE_NOOP(
                 "ActionTable",
                 "Stop a search, put the hint away, end a replay, let go of a box, or restart")),
             {key(Qt::Key_Escape)});
    rows.add("confirm",
             translated(QT_TRANSLATE_NOOP(
                 "ActionTable",
                 "Play a solution the solver found, or the next level once this one is solved")),
             {key(Qt::Key_Return), key(Qt::Key_Enter)}, {GamepadButton::A});
    rows.add("nextLevel", translated(QT_TRANSLATE_NOOP("ActionTable", "Next level")),
             {key(Qt::Key_N), key(Qt::Key_PageDown)}, {GamepadButton::RightShoulder});
    rows.add("previousLevel", translated(QT_TRANSLATE_NOOP("ActionTable", "Previous level")),
             {key(Qt::Key_P), key(Qt::Key_PageUp)}, {GamepadButton::LeftShoulder});
    rows.add("hint",
             translated(QT_TRANSLATE_NOOP("ActionTable", "Hint: show the next push of a solution")),
             {key(Qt::Key_H)}, {GamepadButton::X});
    rows.add("replayToggle", translated(QT_TRANSLATE_NOOP("ActionTable", "Play or pause a replay")),
             {key(Qt::Key_Space)});
    rows.add("saveSnapshot",
             translated(QT_TRANSLATE_NOOP("ActionTable", "Save a snapshot of the position")),
             {key(Qt::Key_F5)}, {GamepadButton::LeftStick});
    rows.add("restoreSnapshot",
             translated(QT_TRANSLATE_NOOP("ActionTable", "Back to the newest snapshot (undoable)")),
             {key(Qt::Key_F9)});
    // The rest of the toolbox (the snapshot list, optimising, replays) is in the level's menu,
    // which the D-pad and A work like any menu: how a controller reaches all of it.
    rows.add(
        "levelMenu",
        translated(QT_TRANSLATE_NOOP(
            "ActionTable", "The level's menu: snapshots, optimise your solution, replays, files")),
        {key(Qt::Key_Menu), key(Qt::Key_F10)}, {GamepadButton::RightStick});
    rows.add(
        "snapshots",
        translated(QT_TRANSLATE_NOOP("ActionTable", "Show or hide the snapshots of the level")),
        {key(Qt::Key_F6)});
    rows.add("optimisePushes",
             translated(QT_TRANSLATE_NOOP("ActionTable",
                                          "Optimise your solution: fewer pushes (Esc stops)")),
             {key(Qt::Key_O)});
    rows.add("optimiseMoves",
             translated(QT_TRANSLATE_NOOP("ActionTable", "Optimise your solution: fewer moves")),
             {{QKeyCombination(Qt::ShiftModifier, Qt::Key_O), true}});
    rows.add("copySolution",
             translated(QT_TRANSLATE_NOOP("ActionTable", "Copy the solution (LURD)")),
             {ctrlShift(Qt::Key_C)});
    rows.add("copyLevel", translated(QT_TRANSLATE_NOOP("ActionTable", "Copy the level (XSB)")),
             {ctrl(Qt::Key_C)});
    rows.add("paste",
             translated(
                 QT_TRANSLATE_NOOP("ActionTable", "Paste a solution to replay or a level to open")),
             {ctrl(Qt::Key_V)});
    rows.add(
        "describe",
        translated(QT_TRANSLATE_NOOP(
            "ActionTable", "Say what is around you (walls, boxes, goals), for a screen reader")),
        {key(Qt::Key_I)});
    rows.mouse(translated(QT_TRANSLATE_NOOP("ActionTable", "Walk to a cell")),
               translated(QT_TRANSLATE_NOOP("ActionTable", "Click the cell")));
    rows.mouse(
        translated(QT_TRANSLATE_NOOP("ActionTable", "Push a box to a cell")),
        translated(QT_TRANSLATE_NOOP("ActionTable", "Click the box, then a highlighted cell")));
}

void game2048Rows(Rows &rows)
{
    rows.screen("game2048");
    rows.moves("move",
               fourWays(translated(QT_TRANSLATE_NOOP("ActionTable", "Slide the tiles left")),
                        translated(QT_TRANSLATE_NOOP("ActionTable", "Slide the tiles up")),
                        translated(QT_TRANSLATE_NOOP("ActionTable", "Slide the tiles right")),
                        translated(QT_TRANSLATE_NOOP("ActionTable", "Slide the tiles down"))),
               {{{key(Qt::Key_H)}, {key(Qt::Key_K)}, {key(Qt::Key_L)}, {key(Qt::Key_J)}}});
    rows.add("undo", translated(QT_TRANSLATE_NOOP("ActionTable", "Undo (up to three moves)")),
             {ctrlOnly(Qt::Key_Z), key(Qt::Key_Backspace)}, {GamepadButton::B});
    rows.add("newGame",
             translated(QT_TRANSLATE_NOOP("ActionTable", "New game (asks first during a game)")),
             {key(Qt::Key_N), ctrl(Qt::Key_N)}, {GamepadButton::Y});
    rows.add("describe",
             translated(
                 QT_TRANSLATE_NOOP("ActionTable", "Say the board row by row, for a screen reader")),
             {key(Qt::Key_I)});
    rows.add("hint", translated(QT_TRANSLATE_NOOP("ActionTable", "Hint: the AI's move")),
             {key(Qt::Key_Question), key(Qt::Key_Slash)}, {GamepadButton::X});
    rows.add("autoplay",
             translated(QT_TRANSLATE_NOOP("ActionTable", "Autoplay (any key stops it)")),
             {key(Qt::Key_P)});
    rows.add("confirm",
             translated(QT_TRANSLATE_NOOP("ActionTable",
                                          "Keep going after 2048, or a new game once it is over")),
             {key(Qt::Key_Return), key(Qt::Key_Enter)}, {GamepadButton::A});
    rows.mouse(translated(QT_TRANSLATE_NOOP("ActionTable", "Slide the tiles")),
               translated(QT_TRANSLATE_NOOP("ActionTable", "Swipe the board")));
}

void fifteenRows(Rows &rows)
{
    rows.screen("fifteen");
    rows.moves(
        "move",
        fourWays(
            translated(QT_TRANSLATE_NOOP("ActionTable", "Slide the tile right of the gap left")),
            translated(QT_TRANSLATE_NOOP("ActionTable", "Slide the tile below the gap up")),
            translated(QT_TRANSLATE_NOOP("ActionTable", "Slide the tile left of the gap right")),
            translated(QT_TRANSLATE_NOOP("ActionTable", "Slide the tile above the gap down"))));
    rows.add("undo", translated(QT_TRANSLATE_NOOP("ActionTable", "Undo (counts as a move)")),
             {ctrlOnly(Qt::Key_Z), key(Qt::Key_Backspace)}, {GamepadButton::B});
    rows.add("redo", translated(QT_TRANSLATE_NOOP("ActionTable", "Redo")),
             {ctrl(Qt::Key_Y), ctrlShift(Qt::Key_Z)}, {GamepadButton::RightShoulder});
    rows.add("newGame",
             translated(QT_TRANSLATE_NOOP("ActionTable", "New game (asks first during a game)")),
             {key(Qt::Key_N), ctrl(Qt::Key_N)}, {GamepadButton::Y});
    rows.add("hint",
             translated(QT_TRANSLATE_NOOP("ActionTable", "Hint: the next move of a solution")),
             {key(Qt::Key_H)}, {GamepadButton::X});
    rows.add("describe",
             translated(
                 QT_TRANSLATE_NOOP("ActionTable", "Say the board row by row, for a screen reader")),
             {key(Qt::Key_I)});
    rows.add("pause", translated(QT_TRANSLATE_NOOP("ActionTable", "Pause or resume")),
             {key(Qt::Key_P), key(Qt::Key_Pause)}, {GamepadButton::LeftShoulder});
    rows.add("confirm", translated(QT_TRANSLATE_NOOP("ActionTable", "New game, once solved")),
             {key(Qt::Key_Return), key(Qt::Key_Enter)}, {GamepadButton::A});
    rows.mouse(translated(QT_TRANSLATE_NOOP("ActionTable",
                                            "Slide a tile (or a row of tiles) into the gap")),
               translated(QT_TRANSLATE_NOOP("ActionTable", "Click the tile")));
}

void editorRows(Rows &rows)
{
    rows.screen("editor");
    const QStringList tools{translated(QT_TRANSLATE_NOOP("ActionTable", "Tool: wall")),
                            translated(QT_TRANSLATE_NOOP("ActionTable", "Tool: floor")),
                            translated(QT_TRANSLATE_NOOP("ActionTable", "Tool: goal")),
                            translated(QT_TRANSLATE_NOOP("ActionTable", "Tool: box")),
                            translated(QT_TRANSLATE_NOOP("ActionTable", "Tool: box on a goal")),
                            translated(QT_TRANSLATE_NOOP("ActionTable", "Tool: player")),
                            translated(QT_TRANSLATE_NOOP("ActionTable", "Tool: player on a goal")),
                            translated(QT_TRANSLATE_NOOP("ActionTable", "Tool: erase"))};
    for (int i = 0; i < tools.size(); ++i)
        rows.add("tool", tools[i], {key(Qt::Key(Qt::Key_1 + i))}, {}, i);
    rows.moves("cursor",
               fourWays(translated(QT_TRANSLATE_NOOP("ActionTable", "Move the cell cursor left")),
                        translated(QT_TRANSLATE_NOOP("ActionTable", "Move the cell cursor up")),
                        translated(QT_TRANSLATE_NOOP("ActionTable", "Move the cell cursor right")),
                        translated(QT_TRANSLATE_NOOP("ActionTable", "Move the cell cursor down"))));
    rows.add(
        "paintAtCursor",
        translated(QT_TRANSLATE_NOOP(
            "ActionTable",
            "Paint the cursor's cell with the tool (a rectangle: one corner, then the other)")),
        {key(Qt::Key_Space), key(Qt::Key_Return), key(Qt::Key_Enter)}, {GamepadButton::A});
    rows.add("previousTool", translated(QT_TRANSLATE_NOOP("ActionTable", "Previous tool")), {},
             {GamepadButton::LeftShoulder});
    rows.add("nextTool", translated(QT_TRANSLATE_NOOP("ActionTable", "Next tool")), {},
             {GamepadButton::RightShoulder});
    // Arguments: LevelEditorSession::Shape.
    rows.add("shape", translated(QT_TRANSLATE_NOOP("ActionTable", "Paint cell by cell")),
             {key(Qt::Key_F)}, {}, 0);
    rows.add("shape", translated(QT_TRANSLATE_NOOP("ActionTable", "Paint a filled rectangle")),
             {key(Qt::Key_R)}, {}, 1);
    rows.add("shape", translated(QT_TRANSLATE_NOOP("ActionTable", "Paint a rectangle's outline")),
             {key(Qt::Key_O)}, {}, 2);
    rows.add("undo", translated(QT_TRANSLATE_NOOP("ActionTable", "Undo")), {ctrlOnly(Qt::Key_Z)},
             {GamepadButton::B});
    rows.add("redo", translated(QT_TRANSLATE_NOOP("ActionTable", "Redo")),
             {ctrl(Qt::Key_Y), ctrlShift(Qt::Key_Z)}, {GamepadButton::X});
    rows.add("saveAs", translated(QT_TRANSLATE_NOOP("ActionTable", "Save as…")),
             {ctrlShift(Qt::Key_S)});
    rows.add("save", translated(QT_TRANSLATE_NOOP("ActionTable", "Save")), {ctrl(Qt::Key_S)});
    rows.add("newLevel", translated(QT_TRANSLATE_NOOP("ActionTable", "New level")),
             {ctrl(Qt::Key_N)});
    rows.add("copyLevel", translated(QT_TRANSLATE_NOOP("ActionTable", "Copy the level (XSB)")),
             {ctrl(Qt::Key_C)});
    rows.add("paste", translated(QT_TRANSLATE_NOOP("ActionTable", "Paste a level")),
             {ctrl(Qt::Key_V)});
    rows.add("zoomIn", translated(QT_TRANSLATE_NOOP("ActionTable", "Zoom in")),
             {ctrl(Qt::Key_Plus), ctrl(Qt::Key_Equal)})
        .mouse = QStringList{translated(QT_TRANSLATE_NOOP("ActionTable", "Ctrl+wheel"))};
    rows.add("zoomOut", translated(QT_TRANSLATE_NOOP("ActionTable", "Zoom out")),
             {ctrl(Qt::Key_Minus)});
    rows.add("zoomToFit", translated(QT_TRANSLATE_NOOP("ActionTable", "Show the whole level")),
             {ctrl(Qt::Key_0)});
    rows.add("testPlay", translated(QT_TRANSLATE_NOOP("ActionTable", "Test-play the level")),
             {key(Qt::Key_F5)}, {GamepadButton::Y});
    rows.add("cancelDrag", translated(QT_TRANSLATE_NOOP("ActionTable", "Cancel a drag")),
             {key(Qt::Key_Escape)});
    rows.mouse(translated(QT_TRANSLATE_NOOP("ActionTable", "Paint with the tool")),
               translated(QT_TRANSLATE_NOOP("ActionTable", "Click or drag")));
    rows.mouse(translated(QT_TRANSLATE_NOOP("ActionTable", "Erase")),
               translated(QT_TRANSLATE_NOOP("ActionTable", "Right click or drag")));
}

void testPlayRows(Rows &rows)
{
    rows.screen("testplay");
    rows.moves("move", fourWays(translated(QT_TRANSLATE_NOOP("ActionTable", "Walk or push left")),
                                translated(QT_TRANSLATE_NOOP("ActionTable", "Walk or push up")),
                                translated(QT_TRANSLATE_NOOP("ActionTable", "Walk or push right")),
                                translated(QT_TRANSLATE_NOOP("ActionTable", "Walk or push down"))));
    rows.add("undo", translated(QT_TRANSLATE_NOOP("ActionTable", "Undo")),
             {ctrlOnly(Qt::Key_Z), key(Qt::Key_Backspace)}, {GamepadButton::B});
    rows.add("redo", translated(QT_TRANSLATE_NOOP("ActionTable", "Redo")),
             {ctrl(Qt::Key_Y), ctrlShift(Qt::Key_Z)});
    rows.add("restart", translated(QT_TRANSLATE_NOOP("ActionTable", "Restart")), {key(Qt::Key_R)},
             {GamepadButton::Y});
    rows.add("replayToggle",
             translated(QT_TRANSLATE_NOOP("ActionTable", "Play or pause the solution")),
             {key(Qt::Key_Space)}, {GamepadButton::A});
    rows.add("back", translated(QT_TRANSLATE_NOOP("ActionTable", "Back to the editor")),
             {key(Qt::Key_Escape), key(Qt::Key_F5)}, {GamepadButton::Back, GamepadButton::Start});
}

} // namespace

std::vector<InputAction> buildInputActions()
{
    std::vector<InputAction> list;
    Rows rows(list);
    appRows(rows);
    dialogRows(rows);
    sokobanRows(rows);
    game2048Rows(rows);
    fifteenRows(rows);
    editorRows(rows);
    testPlayRows(rows);
    return list;
}

QStringList helpScreens()
{
    return {QStringLiteral("sokoban"), QStringLiteral("game2048"), QStringLiteral("fifteen"),
            QStringLiteral("editor"),  QStringLiteral("testplay"), QStringLiteral("app"),
            QStringLiteral("dialogs")};
}

QString screenTitle(const QString &screen)
{
    if (screen == QLatin1String("sokoban"))
        return translated(QT_TRANSLATE_NOOP("ActionTable", "Sokoban"));
    if (screen == QLatin1String("game2048"))
        return translated(QT_TRANSLATE_NOOP("ActionTable", "2048"));
    if (screen == QLatin1String("fifteen"))
        return translated(QT_TRANSLATE_NOOP("ActionTable", "Fifteen"));
    if (screen == QLatin1String("editor"))
        return translated(QT_TRANSLATE_NOOP("ActionTable", "Level editor"));
    if (screen == QLatin1String("testplay"))
        return translated(QT_TRANSLATE_NOOP("ActionTable", "Test-play"));
    if (screen == QLatin1String("app"))
        return translated(QT_TRANSLATE_NOOP("ActionTable", "Everywhere"));
    if (screen == QLatin1String("dialogs"))
        return translated(QT_TRANSLATE_NOOP("ActionTable", "Menus and dialogs"));
    return screen;
}

QString howToPlayText(const QString &screen)
{
    if (screen == QLatin1String("sokoban"))
        return translated(QT_TRANSLATE_NOOP(
                   "ActionTable",
                   "You are the warehouse keeper. Push every box onto a goal. You walk and push "
                   "one box at a time: you cannot pull a box, nor push two in a row. A box in a "
                   "corner that is not a goal is stuck for good: undo, or ask for a hint.")) +
               QStringLiteral("\n\n") +
               translated(QT_TRANSLATE_NOOP(
                   "ActionTable",
                   "Reverse mode plays the level backwards: the boxes start on the goals and you "
                   "pull them, one at a time, back to where your game left them; when the two "
                   "meet, they join into a solution. Snapshots keep positions to come back to, "
                   "and once a level is solved the optimiser looks for a solution with fewer "
                   "pushes or moves. The keys are in the table below."));
    if (screen == QLatin1String("game2048"))
        return translated(QT_TRANSLATE_NOOP(
            "ActionTable",
            "Slide all the tiles one way. Two tiles with the same number merge into one "
            "with their sum, and a new tile appears. Make a 2048 tile; the game is over "
            "when no move is left."));
    if (screen == QLatin1String("fifteen"))
        return translated(QT_TRANSLATE_NOOP(
            "ActionTable",
            "Slide the tiles into the gap, one at a time or a whole row at once, until "
            "they are in order, the gap in the last corner. Fewer moves and less time "
            "make a better record."));
    if (screen == QLatin1String("editor"))
        return translated(QT_TRANSLATE_NOOP(
            "ActionTable",
            "Pick a tool and paint the level: walls, floor, goals, boxes and one player. "
            "The side panel says what keeps the level from being played; test-play it, "
            "check that it can be solved, then save it."));
    if (screen == QLatin1String("dialogs"))
        return translated(QT_TRANSLATE_NOOP(
            "ActionTable",
            "With a game controller: the D-pad moves the focus, A presses, B closes."));
    return {};
}

} // namespace tessera
