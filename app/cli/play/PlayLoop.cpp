#include "PlayLoop.h"

#include "TerminalScreen.h"

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

} // namespace

int runGame(TerminalScreen &screen, TerminalGame &game)
{
    std::optional<Asking> asking;
    for (;;) {
        screen.clear();
        const bool fits = screen.fits(game.minimumWidth(screen), game.minimumHeight(screen));
        if (fits) {
            game.draw(screen);
            const int bottom = screen.height() - 1;
            if (asking)
                screen.centred(bottom, questionLine(asking->question), Paint::Warning);
            else
                screen.centred(bottom, game.helpLine(screen), Paint::Dim);
        }
        screen.present();

        const int key = screen.readKey(game.redrawIntervalMs());
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
