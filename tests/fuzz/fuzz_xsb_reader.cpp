// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer harness: any bytes as an XSB/SOK level file. The reader, the validator and the
// writer must neither crash nor trip a sanitizer, and a level it wrote reads back.
#include "sokoban/LevelValidator.h"
#include "sokoban/XsbReader.h"
#include "sokoban/XsbWriter.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

using namespace tessera::sokoban;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    const LevelCollection collection = readXsb(text);
    validateCollection(collection);
    for (const LevelEntry &entry : collection.levels) {
        if (!collection.errorsOf(&entry - collection.levels.data() + 1).empty())
            continue;
        const LevelCollection again = readXsb(writeLevel(entry.level));
        if (again.levels.size() != 1)
            std::abort(); // a level the reader took without errors did not survive writing
    }
    return 0;
}
