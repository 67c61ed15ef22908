// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "Wording.h"
#include "sokoban/Level.h"

#include <QString>

namespace tessera {

// Saves levels into XSB files the way a level designer expects: the level written is added or
// replaced, and every other byte of the file (other levels, their titles, authors, comments,
// the file's header and its line ends) stays exactly as it was. Each save is atomic (QSaveFile):
// a failed save returns the reason and leaves the previous file untouched. Before anything is
// written the new text is read back, and the save is refused if any other level would read
// differently.
class LevelFileWriter
{
public:
    struct Result
    {
        int index = -1;  // 0-based index of the level written, on success
        Wording wording; // why it failed, in the language of the moment; none on success
        bool ok() const { return !wording; }
        QString error() const { return worded(wording); } // user-facing; empty on success
    };

    // Appends `level` at the end of the file at `path`. A file that does not exist yet is
    // created, starting with `newFileHeader` (';' comment lines) when one is given.
    static Result appendLevel(const QString &path, const sokoban::Level &level,
                              const QString &newFileHeader = QString());

    // Replaces level `index` (0-based) of the file at `path` by `level`. When `expectedKey` is
    // not empty, the level now at `index` must have that identity, so a file changed on disk
    // since it was opened is not overwritten blindly.
    static Result replaceLevel(const QString &path, int index, const sokoban::Level &level,
                               const QString &expectedKey = QString());

    // Writes a file holding only `level` (Save As), replacing any file at `path`.
    static Result writeNewFile(const QString &path, const sokoban::Level &level,
                               const QString &header = QString());

    // The XSB text of one level: board rows, then Title, Author, Comment and other metadata
    // lines, each ending in '\n'.
    static QByteArray levelText(const sokoban::Level &level);
};

} // namespace tessera
