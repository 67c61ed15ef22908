// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "sokoban/XsbReader.h"

#include <cstddef>
#include <optional>
#include <string_view>

namespace tessera {

// Where one level's text lies in a level file: its board with the title line above it (if any)
// and the "Key: value" lines that belong to it, as byte offsets [begin, end) into the file, the
// last line's end-of-line left out. What lies outside (other levels, the file's header, comment
// lines and blank lines between levels) is not part of it.
struct LevelTextSpan
{
    std::size_t begin = 0;
    std::size_t end = 0;
};

// Finds the span of level `index` (0-based) of `text`, given what readXsb(text) read from it.
// The span is checked: read on its own, its text must give exactly that level, title and
// metadata included. Returns nullopt when no span passes the check (an unusual layout, such as
// the level's notes placed far from its board); callers must then not rewrite the level in place.
[[nodiscard]] std::optional<LevelTextSpan>
findLevelSpan(std::string_view text, const sokoban::LevelCollection &read, std::size_t index);

} // namespace tessera
