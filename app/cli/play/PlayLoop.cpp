// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "PlayLoop.h"

#include "TerminalScreen.h"

#include <algorithm>

namespace cli::play {

namespace {

// A question on screen and the key it is about (nothing for quitting).
struct Asking
{
    Question question;
    std::optional<KeyPress> key;
};

QString questionLine(const Question &question)
{
    return QStringLiteral("%1 y: %2, any other key: play on").arg(question.text, question.yes);
}

// How many rows `text` takes at the bottom of the screen: wrapped to its width, up to three.
int bottomRows(const TerminalScreen &screen, const QString &text)
{
    return std::clamp(static_cast<int>(screen.wrapped(text).size()), 1,
                      std::min(3, std::max(1, screen.height())));
}

} // namespace

int runGame(TerminalScreen &screen, TerminalGame &game)
{
    std::optional<Asking> asking;
    for (;;) {
        screen.clear();
        // The key help, or a question: a question shows however small the terminal is, as it
        // must be answered.
        const QString bottom = asking ? questionLine(asking->question) : game.helpLine(screen);
        const int rows = bottomRows(screen, bottom);
        screen.setBottomRows(rows);
        // Room for the key help in as many rows as it takes; a question (for a moment) may
        // take a row from the game instead.
        const int minimumHeight = game.minimumHeight(screen) + (asking ? 0 : rows - 1);
        const bool fits = screen.fits(game.minimumWidth(screen), minimumHeight, asking ? rows : 0);
        if (fits)
            game.draw(screen);
        if (fits || asking) {
            for (int row = screen.height() - rows; row < screen.height(); ++row)
                screen.blankRow(row);
            screen.paragraph(screen.height() - rows, bottom, asking ? Paint::Warning : Paint::Dim,
                             rows);
        }
        screen.present();

        const int key = screen.readKey(game.redrawIntervalMs());
        if (key == TerminalScreen::stopKey) { // Ctrl+C, SIGTERM, SIGHUP: as q, without asking
            game.quit();
            return 0;
        }
        if (key == TerminalScreen::noKey)
            continue;
        const KeyPress press = keyPress(key);
        if (press.action == Action::Resize)
            continue; // curses has the new size; the loop redraws
        if (asking) {
            const std::optional<KeyPress> asked = asking->key;
            asking.reset();
            if (press.key != 'y' && press.key != 'Y')
                continue;
            if (!asked) {
                game.quit();
                return 0;
            }
            game.handle(*asked);
            continue;
        }
        if (press.action == Action::Quit) {
            if (!game.inProgress()) {
                game.quit();
                return 0;
            }
            asking = Asking{{QStringLiteral("Quit this game?"), QStringLiteral("quit")}, {}};
            continue;
        }
        if (!fits) // no move the player cannot see
            continue;
        if (std::optional<Question> question = game.questionBefore(press)) {
            asking = Asking{*question, press};
            continue;
        }
        game.handle(press);
    }
}

} // namespace cli::play
