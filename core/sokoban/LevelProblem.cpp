// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "LevelProblem.h"

namespace tessera::sokoban {

std::string LevelProblem::toString() const
{
    std::string out;
    if (level > 0) {
        out += "level " + std::to_string(level);
        if (!title.empty())
            out += " \"" + title + "\"";
    }
    if (line > 0) {
        if (!out.empty())
            out += ", ";
        out += "line " + std::to_string(line);
    }
    if (!out.empty())
        out += ": ";
    return out + message;
}

} // namespace tessera::sokoban
