// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "KeyMap.h"

#include "TerminalScreen.h"

#include <curses.h>

namespace cli::play {

using tessera::Direction;

KeyPress keyPress(int key)
{
    KeyPress press;
    press.key = key;
    const auto move = [&press](Direction d) {
        press.action = Action::Move;
        press.direction = d;
        return press;
    };
    if (key == TerminalScreen::resizeKey) {
        press.action = Action::Resize;
        return press;
    }
    if (key >= TerminalScreen::functionKeyBase) {
        switch (key - TerminalScreen::functionKeyBase) {
        case KEY_LEFT:
            return move(Direction::Left);
        case KEY_RIGHT:
            return move(Direction::Right);
        case KEY_UP:
            return move(Direction::Up);
        case KEY_DOWN:
            return move(Direction::Down);
        case KEY_BACKSPACE:
            press.action = Action::Undo;
            return press;
        default:
            return press;
        }
    }
    switch (key) {
    case 'a':
    case 'A':
    case 'h':
    case 'H':
        return move(Direction::Left);
    case 'd':
    case 'D':
    case 'l':
    case 'L':
        return move(Direction::Right);
    case 'w':
    case 'W':
    case 'k':
    case 'K':
        return move(Direction::Up);
    case 's':
    case 'S':
    case 'j':
    case 'J':
        return move(Direction::Down);
    case 'u':
    case 'U':
    case 'z':
    case 'Z':
    case 127: // Backspace as most terminals send it
    case 8:
        press.action = Action::Undo;
        return press;
    case 'y':
    case 'Y':
        press.action = Action::Redo;
        return press;
    case 'r':
    case 'R':
        press.action = Action::Restart;
        return press;
    case 'n':
    case 'N':
        press.action = Action::New;
        return press;
    case 'p':
    case 'P':
        press.action = Action::Previous;
        return press;
    case 'c':
    case 'C':
        press.action = Action::KeepGoing;
        return press;
    case 't':
    case 'T':
        press.action = Action::Scores;
        return press;
    case 'q':
    case 'Q':
    case 27: // Esc
        press.action = Action::Quit;
        return press;
    default:
        return press;
    }
}

QString moveKeysHelp(const TerminalScreen &screen)
{
    return QString::fromUtf8(screen.glyph("←↑→↓/WASD/hjkl", "arrows/WASD/hjkl"));
}

} // namespace cli::play
