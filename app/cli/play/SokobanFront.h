// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QVector>
#include <optional>

namespace tessera {
class LibraryCollection;
}

namespace cli::play {

class TerminalScreen;

struct SokobanOptions
{
    // The collections played through, in order: a file, or the bundled ones.
    QVector<tessera::LibraryCollection> collections;
    // 1-based over all of them; the first level not yet solved when absent.
    std::optional<int> level;
};

// How many levels the collections hold together.
int levelCount(const SokobanOptions &options);

// Plays Sokoban in the terminal until the player quits; returns the exit code.
int playSokoban(TerminalScreen &screen, const SokobanOptions &options);

} // namespace cli::play
