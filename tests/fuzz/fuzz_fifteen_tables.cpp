// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer harness: any bytes as the Fifteen solver's table file (the user's cache folder may
// hold a truncated or foreign file). load() must refuse what is not a good table set without
// crashing or allocating without bound; tables it accepts answer lookups and save to the same
// bytes.
#include "fifteen/solver/PatternDatabase.h"

#include <cstdint>
#include <cstdlib>
#include <variant>
#include <vector>

using namespace tessera::fifteen;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::vector<std::uint8_t> bytes(data, data + size);
    const auto loaded = PatternDatabase::fromBytes(bytes);
    const auto *tables = std::get_if<PatternDatabase>(&loaded);
    if (!tables)
        return 0;
    if (tables->toBytes() != bytes)
        std::abort(); // accepted tables do not save to the bytes they came from
    const PatternPartition &partition = tables->partition();
    std::vector<int> goal(static_cast<std::size_t>(partition.width * partition.height));
    for (std::size_t i = 0; i + 1 < goal.size(); ++i)
        goal[i] = static_cast<int>(i + 1);
    tables->heuristic(goal);
    return 0;
}
