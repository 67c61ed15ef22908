// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "LibraryCollection.h"

#include "CoreTexts.h"
#include "sokoban/LevelIdentity.h"
#include "sokoban/LevelValidator.h"
#include "sokoban/XsbReader.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <string_view>

namespace tessera {

namespace {

QString fromStd(const std::string &s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

// A file that cannot be read: CoreTexts words it from `detail`, with the system's `reason`;
// `message` is the English tessera-cli would say.
sokoban::LevelProblem unreadableProblem(sokoban::ProblemDetail detail, const QString &message,
                                        const QString &reason)
{
    sokoban::LevelProblem p;
    p.kind = sokoban::ProblemKind::Unreadable;
    p.detail = detail;
    p.message = message.toStdString();
    p.reason = reason.toStdString();
    return p;
}

} // namespace

QString describeProblem(const sokoban::LevelProblem &problem)
{
    return CoreTexts::problem(problem);
}

QString LibraryLevel::displayTitle() const
{
    return title.isEmpty()
               ? QCoreApplication::translate("LibraryCollection", "Level %1").arg(index + 1)
               : title;
}

QStringList LibraryLevel::problemMessages() const
{
    QStringList out;
    out.reserve(static_cast<qsizetype>(problems.size()));
    for (const auto &p : problems)
        out.append(describeProblem(p));
    return out;
}

LibraryCollection LibraryCollection::fromText(const QByteArray &text, CollectionKind kind,
                                              const QString &id, const QString &name,
                                              const QString &sourcePath)
{
    return fromRead(
        sokoban::readXsb(std::string_view(text.constData(), static_cast<std::size_t>(text.size()))),
        kind, id, name, sourcePath);
}

LibraryCollection LibraryCollection::fromLevel(const sokoban::Level &level, CollectionKind kind,
                                               const QString &id, const QString &name)
{
    sokoban::LevelCollection read;
    sokoban::LevelEntry entry;
    entry.level = level;
    read.levels.push_back(std::move(entry));
    return fromRead(read, kind, id, name, QString());
}

LibraryCollection LibraryCollection::fromRead(const sokoban::LevelCollection &read,
                                              CollectionKind kind, const QString &id,
                                              const QString &name, const QString &sourcePath)
{
    LibraryCollection c;
    c.m_id = id;
    c.rename(name);
    c.m_sourcePath = sourcePath;
    c.m_kind = kind;

    c.m_readable = read.readable();
    c.m_readErrors = read.errors;
    c.m_notes = fromStd(read.notes);
    for (const char *key : {"title", "collection"}) {
        for (const auto &[k, value] : read.metadata) {
            if (c.m_title.isEmpty() &&
                fromStd(k).compare(QLatin1String(key), Qt::CaseInsensitive) == 0)
                c.m_title = fromStd(value).trimmed();
        }
    }

    // Every problem of the file in one pass, handed to the level it names.
    std::vector<std::vector<sokoban::LevelProblem>> problems(read.levels.size());
    for (sokoban::LevelProblem &p : sokoban::validateCollection(read)) {
        if (p.level >= 1 && static_cast<std::size_t>(p.level) <= problems.size())
            problems[static_cast<std::size_t>(p.level - 1)].push_back(std::move(p));
    }

    c.m_levels.reserve(static_cast<qsizetype>(read.levels.size()));
    for (std::size_t i = 0; i < read.levels.size(); ++i) {
        const sokoban::LevelEntry &entry = read.levels[i];
        LibraryLevel level;
        level.index = static_cast<int>(i);
        level.line = entry.line;
        level.title = fromStd(entry.level.title);
        level.author = fromStd(entry.level.author);
        level.comment = fromStd(entry.level.comment);
        if (entry.level.width > 0 && entry.level.height > 0)
            level.key = fromStd(sokoban::levelKey(entry.level));
        level.level = entry.level;
        for (const sokoban::EmbeddedSolution &solution : entry.solutions) {
            std::string text = solution.moves;
            if (solution.rules)
                text += "\nRules: " + std::string(sokoban::playRulesName(*solution.rules));
            else if (!solution.unknownRules.empty())
                text += "\nRules: " + solution.unknownRules;
            level.publishedSolutions.append(fromStd(text));
        }
        level.problems = std::move(problems[i]);
        c.m_levels.append(std::move(level));
    }
    return c;
}

LibraryCollection LibraryCollection::fromFile(const QString &path, CollectionKind kind,
                                              const QString &id, const QString &name)
{
    const QString shownName = name.isEmpty() ? QFileInfo(path).completeBaseName() : name;
    auto unreadable = [&](sokoban::ProblemDetail detail, const QString &message,
                          const QString &reason = QString()) {
        LibraryCollection c;
        c.m_id = id;
        c.rename(shownName);
        c.m_sourcePath = path;
        c.m_kind = kind;
        c.m_readable = false;
        c.m_readErrors.push_back(unreadableProblem(detail, message, reason));
        return c;
    };

    // A FIFO would block the open until a writer comes, a device never ends.
    if (std::optional<sokoban::LevelProblem> refused =
            sokoban::refuseNonRegularFile(QFile::encodeName(path).toStdString())) {
        LibraryCollection c = unreadable(refused->detail, QString());
        c.m_readErrors.front() = std::move(*refused);
        return c;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        const QString reason = file.exists() ? file.errorString() : QString();
        return unreadable(sokoban::ProblemDetail::CannotOpen,
                          QStringLiteral("cannot open it: ") +
                              (reason.isEmpty() ? QStringLiteral("no such file") : reason),
                          reason);
    }
    // One byte over the limit is enough for the reader to say the file is too large.
    const QByteArray bytes = file.read(static_cast<qint64>(sokoban::maxLevelFileSize) + 1);
    if (file.error() != QFileDevice::NoError) {
        return unreadable(sokoban::ProblemDetail::CannotRead,
                          QStringLiteral("cannot read it: ") + file.errorString(),
                          file.errorString());
    }
    return fromText(bytes, kind, id, shownName, path);
}

const LibraryLevel *LibraryCollection::level(int index) const
{
    if (index < 0 || index >= m_levels.size())
        return nullptr;
    return &m_levels[index];
}

int LibraryCollection::indexOfKey(const QString &key) const
{
    if (key.isEmpty())
        return -1;
    for (const LibraryLevel &l : m_levels)
        if (l.key == key)
            return l.index;
    return -1;
}

QStringList LibraryCollection::levelKeys() const
{
    QStringList keys;
    keys.reserve(m_levels.size());
    for (const LibraryLevel &l : m_levels)
        keys.append(l.key);
    return keys;
}

QStringList LibraryCollection::readErrorMessages() const
{
    QStringList out;
    for (const auto &p : m_readErrors)
        out.append(describeProblem(p));
    return out;
}

int LibraryCollection::unplayableCount() const
{
    int n = 0;
    for (const LibraryLevel &l : m_levels)
        n += l.isPlayable() ? 0 : 1;
    return n;
}

} // namespace tessera
