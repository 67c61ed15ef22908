// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "Wording.h"
#include "sokoban/Level.h"
#include "sokoban/LevelProblem.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QVector>
#include <vector>

namespace tessera {

namespace sokoban {
struct LevelCollection;
}

// Where a collection of the level library comes from.
enum class CollectionKind
{
    Bundled,  // shipped inside the app (Qt resource ":/levels/..."); read-only
    MyLevels, // the user's own collection, AppDataLocation/levels/my-levels.xsb
    File,     // a level file the user opened
    Pasted,   // XSB text pasted from the clipboard; kept until the player removes it
};

// One level of a collection, ready for a list: its text, its identity and what is wrong with it.
struct LibraryLevel
{
    int index = 0; // 0-based position in the collection
    int line = 0;  // 1-based line of the board's first row in the source text
    QString title; // as the file gives it; may be empty
    QString author;
    QString comment;      // the lesson text of the tutorial, notes of other files
    QString key;          // identity (hash of the normalised board): the progress key
    sokoban::Level level; // the board and metadata as read
    // Solutions the file publishes after the level, as written (LURD, any case), followed by a
    // "Rules: train push" line when the file names the rules (sokoban::readMarkedSolution()).
    QStringList publishedSolutions;
    // Syntax errors, then validation problems. Empty when the level can be played.
    std::vector<sokoban::LevelProblem> problems;

    bool isPlayable() const { return problems.empty(); }
    // The title, or "Level N" in the language of the moment when there is none.
    QString displayTitle() const;
    // One line per problem: "level 3 "Title", line 12: no player".
    QStringList problemMessages() const;
};

// A collection as the level library holds it: its name and source, its levels and every problem
// found while reading it. A value: cheap to share (the library hands out shared_ptr<const>).
class LibraryCollection
{
public:
    LibraryCollection() = default;

    // Reads XSB/SOK text (the bytes of a file, or pasted text as UTF-8).
    static LibraryCollection fromText(const QByteArray &text, CollectionKind kind,
                                      const QString &id, const QString &name,
                                      const QString &sourcePath = QString());
    // A collection of one level object, as a level file holding it would give (validated,
    // with its identity), but without writing and reading text: the editor's test-play.
    static LibraryCollection fromLevel(const sokoban::Level &level, CollectionKind kind,
                                       const QString &id, const QString &name);
    // Reads a file (a path, or a Qt resource path ":/..."). A file that cannot be read gives a
    // collection without levels and one problem with level 0 (see isReadable()).
    static LibraryCollection fromFile(const QString &path, CollectionKind kind, const QString &id,
                                      const QString &name = QString());

    const QString &id() const { return m_id; }
    // In the language of the moment where the app made the name up ("My levels").
    QString name() const { return worded(m_name); }
    void rename(const QString &name)
    {
        m_name = [name] { return name; };
    }
    void rename(Wording name) { m_name = std::move(name); }
    const QString &sourcePath() const { return m_sourcePath; }
    CollectionKind kind() const { return m_kind; }
    // Levels can be saved into it (My levels, an opened file).
    bool isWritable() const
    {
        return m_kind == CollectionKind::MyLevels || m_kind == CollectionKind::File;
    }

    // The file's header notes (its leading ';' lines and free text).
    const QString &notes() const { return m_notes; }
    // The title the file's header gives (a Title: or Collection: line before the first level);
    // empty when none.
    const QString &title() const { return m_title; }

    int count() const { return static_cast<int>(m_levels.size()); }
    const QVector<LibraryLevel> &levels() const { return m_levels; }
    // nullptr when index is out of range.
    const LibraryLevel *level(int index) const;
    // The index of the first level with this identity, or -1.
    int indexOfKey(const QString &key) const;
    QStringList levelKeys() const;

    // False when the source could not be read at all (missing, a folder, not text, too large).
    bool isReadable() const { return m_readable; }
    // Problems of the file as a whole (level 0) and syntax errors of its levels, in file order,
    // each naming its level number and line. Validation problems are in each LibraryLevel.
    const std::vector<sokoban::LevelProblem> &readErrors() const { return m_readErrors; }
    QStringList readErrorMessages() const;
    // How many levels cannot be played (syntax or validation problems).
    int unplayableCount() const;

private:
    // What fromText and fromLevel share: the levels of `read`, validated.
    static LibraryCollection fromRead(const sokoban::LevelCollection &read, CollectionKind kind,
                                      const QString &id, const QString &name,
                                      const QString &sourcePath);

    QString m_id;
    Wording m_name;
    QString m_sourcePath;
    CollectionKind m_kind = CollectionKind::File;
    QString m_notes;
    QString m_title;
    QVector<LibraryLevel> m_levels;
    std::vector<sokoban::LevelProblem> m_readErrors;
    bool m_readable = true;
};

// "level 3 "Title", line 12: no player" in the player's language (CoreTexts::problem).
QString describeProblem(const sokoban::LevelProblem &problem);

} // namespace tessera
