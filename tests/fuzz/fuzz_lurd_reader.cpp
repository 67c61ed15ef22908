// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer harness: any bytes as LURD text. Parsing must not crash; moves it accepts are
// written back in every form and parse to the same moves.
#include "sokoban/Lurd.h"

#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <variant>

using namespace tessera::sokoban;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    const auto parsed = parseLurd(text);
    const auto *moves = std::get_if<std::string>(&parsed);
    // Writing back is linear; checking it on the longest expansions (up to maxLurdSteps)
    // would only slow the search for parser bugs down.
    if (!moves || moves->size() > 100'000)
        return 0;
    for (const LurdForm form : {LurdForm::Plain, LurdForm::RunLength, LurdForm::Grouped}) {
        const auto again = parseLurd(writeLurd(*moves, form, 70));
        const auto *movesAgain = std::get_if<std::string>(&again);
        if (!movesAgain || *movesAgain != *moves)
            std::abort(); // writeLurd's text does not read back as the same moves
    }
    return 0;
}
