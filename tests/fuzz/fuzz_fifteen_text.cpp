// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer harness: any bytes as a Fifteen board text (the CLI's --board) and as a saved game
// (the app's resume state). Neither may crash; a board read is written back to the same board,
// and a game read is saved to a text that reads again.
#include "fifteen/BoardText.h"
#include "fifteen/GameText.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <variant>

using namespace tessera::fifteen;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    const auto board = parseBoard(text);
    if (const Board *read = std::get_if<Board>(&board)) {
        const auto again = parseBoard(formatBoard(*read));
        const Board *readAgain = std::get_if<Board>(&again);
        if (!readAgain || !(*readAgain == *read))
            std::abort(); // formatBoard's text does not read back as the same board
    }
    const auto game = loadGame(text);
    if (const Game *read = std::get_if<Game>(&game)) {
        if (!std::holds_alternative<Game>(loadGame(saveGame(*read, 0))))
            std::abort(); // a game read cannot be read again once saved
    }
    return 0;
}
