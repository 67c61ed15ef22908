#include "PlayLoop.h"

#include "TerminalScreen.h"

namespace cli::play {

int runGame(TerminalScreen &screen, TerminalGame &game)
{
    bool askingToQuit = false;
    for (;;) {
        screen.clear();
        const bool fits = screen.fits(game.minimumWidth(screen), game.minimumHeight(screen));
        if (fits) {
            game.draw(screen);
            const int bottom = screen.height() - 1;
            if (askingToQuit)
                screen.centred(bottom,
                               QStringLiteral("Quit this game? y: quit, any other key: "
                                              "play on"),
                               Paint::Warning);
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
        if (askingToQuit) {
            if (press.key == 'y' || press.key == 'Y') {
                game.quit();
                return 0;
            }
            askingToQuit = false;
            continue;
        }
        if (press.action == Action::Quit) {
            if (!game.inProgress()) {
                game.quit();
                return 0;
            }
            askingToQuit = true;
            continue;
        }
        if (fits) // no move the player cannot see
            game.handle(press);
    }
}

} // namespace cli::play
