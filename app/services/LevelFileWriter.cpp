// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "LevelFileWriter.h"

#include "AtomicFile.h"
#include "CoreTexts.h"
#include "LevelTextSpans.h"
#include "common/TextDecoding.h"
#include "sokoban/LevelIdentity.h"
#include "sokoban/XsbReader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <string>
#include <string_view>
#include <variant>

namespace tessera {

namespace {

// Texts are marked with their context where they stand (QT_TRANSLATE_NOOP), for lupdate.
QString translated(const char *text)
{
    return QCoreApplication::translate("LevelFileWriter", text);
}

QString shown(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

std::string_view view(const QByteArray &bytes)
{
    return {bytes.constData(), static_cast<std::size_t>(bytes.size())};
}

sokoban::LevelCollection read(const QByteArray &bytes)
{
    return sokoban::readXsb(view(bytes));
}

// The file's bytes; an error message when it exists but cannot be read; empty bytes and no
// error when it does not exist (`exists` tells which).
std::variant<QByteArray, Wording> readFile(const QString &path, bool *exists)
{
    const QFileInfo info(path);
    *exists = info.exists();
    if (!*exists)
        return QByteArray();
    if (info.isDir())
        return Wording([path] {
            return translated(
                       QT_TRANSLATE_NOOP("LevelFileWriter", "%1 is a folder, not a level file"))
                .arg(shown(path));
        });
    // A FIFO would block the open until a writer comes, a device never ends.
    if (std::optional<sokoban::LevelProblem> refused =
            sokoban::refuseNonRegularFile(QFile::encodeName(path).toStdString()))
        return Wording([path, problem = std::move(*refused)] {
            return translated(QT_TRANSLATE_NOOP("LevelFileWriter", "%1: %2"))
                .arg(shown(path), CoreTexts::problemWhat(problem));
        });
    QFile file(path);
    const auto cannotRead = [&file, &path] {
        return Wording([path, reason = file.errorString()] {
            return translated(QT_TRANSLATE_NOOP("LevelFileWriter", "%1 cannot be read: %2"))
                .arg(shown(path), reason);
        });
    };
    if (!file.open(QIODevice::ReadOnly))
        return cannotRead();
    QByteArray bytes = file.readAll();
    if (file.error() != QFileDevice::NoError)
        return cannotRead();
    // Tessera writes UTF-8: a file in another encoding (UTF-16, Windows-1250...) is converted as a
    // whole, so the level written and the levels around it share one encoding.
    const auto decoded = text::decodeText(view(bytes));
    if (const auto *text = std::get_if<text::DecodedText>(&decoded);
        text && text->encoding != text::TextEncoding::Utf8)
        return QByteArray::fromStdString(text->utf8);
    return bytes;
}

// The line end the file already uses, so a saved level does not mix styles.
QByteArray lineEndOf(const QByteArray &bytes)
{
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        if (bytes[i] == '\n')
            return QByteArrayLiteral("\n");
        if (bytes[i] == '\r')
            return i + 1 < bytes.size() && bytes[i + 1] == '\n' ? QByteArrayLiteral("\r\n")
                                                                : QByteArrayLiteral("\r");
    }
    return QByteArrayLiteral("\n");
}

QByteArray withLineEnds(QByteArray text, const QByteArray &eol)
{
    if (eol != "\n")
        text.replace('\n', eol);
    return text;
}

QString fileProblem(const sokoban::LevelCollection &c)
{
    for (const auto &p : c.errors)
        if (p.level == 0)
            return CoreTexts::problemWhat(p);
    return QString();
}

// The level as a file will hold it once written: what every check compares with.
std::optional<sokoban::Level> asWritten(const sokoban::Level &level)
{
    const sokoban::LevelCollection c = read(LevelFileWriter::levelText(level));
    if (c.levels.size() != 1 || !c.errors.empty())
        return std::nullopt;
    return c.levels.front().level;
}

// The new text reads as the old one with level `changed` replaced by `level` (or, when
// `changed` == old count, with `level` appended).
bool readsAsExpected(const sokoban::LevelCollection &before, const QByteArray &newText,
                     std::size_t changed, const sokoban::Level &level)
{
    const sokoban::LevelCollection after = read(newText);
    const std::size_t count = before.levels.size() + (changed == before.levels.size() ? 1 : 0);
    if (after.levels.size() != count || after.notes != before.notes ||
        after.metadata != before.metadata)
        return false;
    for (std::size_t i = 0; i < count; ++i) {
        const sokoban::Level &expected = i == changed ? level : before.levels[i].level;
        if (after.levels[i].level != expected)
            return false;
    }
    return true;
}

LevelFileWriter::Result failure(Wording message)
{
    LevelFileWriter::Result r;
    r.wording = std::move(message);
    return r;
}

char cellChar(const sokoban::Cell &c)
{
    if (c.terrain == sokoban::Terrain::Wall)
        return '#';
    if (c.player)
        return c.goal ? '+' : '@';
    if (c.box)
        return c.goal ? '*' : '$';
    return c.goal ? '.' : ' ';
}

void appendLine(QByteArray &out, const std::string &line)
{
    out.append(line.data(), static_cast<qsizetype>(line.size()));
    out.append('\n');
}

std::string oneLine(std::string s)
{
    for (char &c : s)
        if (c == '\n' || c == '\r')
            c = ' ';
    return s;
}

// What a save into a file starts with: the level as the file will hold it, and the file's
// bytes (none when it does not exist yet).
struct SaveStart
{
    sokoban::Level written;
    QByteArray bytes;
    bool exists = false;
};

// The level checked and the file read for a save, or why the save stops here.
std::variant<SaveStart, LevelFileWriter::Result> startSave(const QString &path,
                                                           const sokoban::Level &level)
{
    const auto written = asWritten(level);
    if (level.width <= 0 || level.height <= 0 || !written)
        return failure([=] {
            return translated(QT_TRANSLATE_NOOP(
                "LevelFileWriter", "The level cannot be saved: its board is empty or too large."));
        });

    bool exists = false;
    auto content = readFile(path, &exists);
    if (const Wording *error = std::get_if<Wording>(&content))
        return failure([why = *error] {
            return translated(QT_TRANSLATE_NOOP("LevelFileWriter", "The level was not saved: %1."))
                .arg(why());
        });
    return SaveStart{*written, std::get<QByteArray>(std::move(content)), exists};
}

} // namespace

QByteArray LevelFileWriter::levelText(const sokoban::Level &level)
{
    QByteArray out;
    for (int y = 0; y < level.height; ++y) {
        std::string row;
        for (int x = 0; x < level.width; ++x)
            row.push_back(cellChar(level.at(x, y)));
        while (!row.empty() && row.back() == ' ')
            row.pop_back();
        // An empty row would end the board: write it as floor, which reads back as outside.
        appendLine(out, row.empty() ? std::string("-") : row);
    }
    if (!level.title.empty())
        appendLine(out, "Title: " + oneLine(level.title));
    if (!level.author.empty())
        appendLine(out, "Author: " + oneLine(level.author));
    if (!level.comment.empty()) {
        if (level.comment.find('\n') == std::string::npos) {
            appendLine(out, "Comment: " + level.comment);
        } else {
            appendLine(out, "Comment:");
            appendLine(out, level.comment);
            appendLine(out, "Comment-End:");
        }
    }
    for (const auto &[key, value] : level.metadata)
        appendLine(out, oneLine(key) + ": " + oneLine(value));
    return out;
}

LevelFileWriter::Result LevelFileWriter::appendLevel(const QString &path,
                                                     const sokoban::Level &level,
                                                     const QString &newFileHeader)
{
    auto start = startSave(path, level);
    if (const Result *stop = std::get_if<Result>(&start))
        return *stop;
    auto &[written, bytes, exists] = std::get<SaveStart>(start);

    const QByteArray eol = lineEndOf(bytes);
    if (!exists && !newFileHeader.isEmpty()) {
        bytes = withLineEnds(newFileHeader.toUtf8(), eol);
        if (!bytes.endsWith(eol))
            bytes.append(eol);
    }
    const sokoban::LevelCollection before = read(bytes);
    if (exists && !before.readable()) {
        return failure([=] {
            return translated(
                       QT_TRANSLATE_NOOP("LevelFileWriter",
                                         "The level was not saved: %1 is not a level file (%2)."))
                .arg(shown(path), fileProblem(before));
        });
    }
    if (!bytes.isEmpty()) {
        if (!bytes.endsWith('\n') && !bytes.endsWith('\r'))
            bytes.append(eol);
        // A blank line between levels, unless the file already ends with one.
        const QByteArray blankLine = eol + eol;
        if (!bytes.endsWith(blankLine) && bytes != eol)
            bytes.append(eol);
    }
    bytes.append(withLineEnds(levelText(level), eol));

    if (!readsAsExpected(before, bytes, before.levels.size(), written)) {
        // Text without a level ("[1,2,3]") is another kind of file, not levels the new one
        // would disturb.
        if (before.levels.empty())
            return failure([=] {
                return translated(QT_TRANSLATE_NOOP("LevelFileWriter",
                                                    "The level was not saved: %1 is not a level "
                                                    "file (no level was found in it)."))
                    .arg(shown(path));
            });
        return failure([=] {
            return translated(
                       QT_TRANSLATE_NOOP(
                           "LevelFileWriter",
                           "The level was not saved: added at the end of %1 it would change how "
                           "the levels before it read. Save it into another file instead."))
                .arg(shown(path));
        });
    }
    if (const auto error = writeFileAtomically(path, bytes))
        return failure(*error);
    Result r;
    r.index = static_cast<int>(before.levels.size());
    return r;
}

LevelFileWriter::Result LevelFileWriter::replaceLevel(const QString &path, int index,
                                                      const sokoban::Level &level,
                                                      const QString &expectedKey)
{
    auto start = startSave(path, level);
    if (const Result *stop = std::get_if<Result>(&start))
        return *stop;
    auto &[written, bytes, exists] = std::get<SaveStart>(start);
    if (!exists)
        return failure([=] {
            return translated(QT_TRANSLATE_NOOP("LevelFileWriter",
                                                "The level was not saved: %1 no longer exists."))
                .arg(shown(path));
        });

    const sokoban::LevelCollection before = read(bytes);
    if (!before.readable()) {
        return failure([=] {
            return translated(
                       QT_TRANSLATE_NOOP("LevelFileWriter",
                                         "The level was not saved: %1 is not a level file (%2)."))
                .arg(shown(path), fileProblem(before));
        });
    }
    if (index < 0 || static_cast<std::size_t>(index) >= before.levels.size()) {
        return failure([=] {
            return translated(QT_TRANSLATE_NOOP(
                                  "LevelFileWriter",
                                  "The level was not saved: %1 has no level %2 (it holds %3)."))
                .arg(shown(path))
                .arg(index + 1)
                .arg(before.levels.size());
        });
    }
    const std::size_t i = static_cast<std::size_t>(index);
    if (!expectedKey.isEmpty() &&
        QString::fromStdString(sokoban::levelKey(before.levels[i].level)) != expectedKey) {
        return failure([=] {
            return translated(
                       QT_TRANSLATE_NOOP(
                           "LevelFileWriter",
                           "The level was not saved: %1 changed since it was opened, and its "
                           "level %2 is no longer the one you edited."))
                .arg(shown(path))
                .arg(index + 1);
        });
    }
    const auto span = findLevelSpan(view(bytes), before, i);
    if (!span) {
        return failure([=] {
            return translated(
                       QT_TRANSLATE_NOOP(
                           "LevelFileWriter",
                           "The level was not saved: Tessera cannot tell where level %1 of %2 "
                           "begins and ends. Save it into another file instead."))
                .arg(index + 1)
                .arg(shown(path));
        });
    }

    QByteArray text = withLineEnds(levelText(level), lineEndOf(bytes));
    text.chop(lineEndOf(bytes).size()); // the span leaves out its last line end
    QByteArray updated = bytes.left(static_cast<qsizetype>(span->begin));
    updated.append(text);
    updated.append(bytes.mid(static_cast<qsizetype>(span->end)));

    if (!readsAsExpected(before, updated, i, written)) {
        return failure([=] {
            return translated(
                       QT_TRANSLATE_NOOP(
                           "LevelFileWriter",
                           "The level was not saved: replacing level %1 of %2 would change how "
                           "the levels around it read. Save it into another file instead."))
                .arg(index + 1)
                .arg(shown(path));
        });
    }
    if (const auto error = writeFileAtomically(path, updated))
        return failure(*error);
    Result r;
    r.index = index;
    return r;
}

LevelFileWriter::Result LevelFileWriter::writeNewFile(const QString &path,
                                                      const sokoban::Level &level,
                                                      const QString &header)
{
    const auto written = asWritten(level);
    if (level.width <= 0 || level.height <= 0 || !written)
        return failure([=] {
            return translated(QT_TRANSLATE_NOOP(
                "LevelFileWriter", "The level cannot be saved: its board is empty or too large."));
        });
    if (QFileInfo(path).isDir())
        return failure([=] {
            return translated(QT_TRANSLATE_NOOP("LevelFileWriter",
                                                "The level was not saved: %1 is a folder."))
                .arg(shown(path));
        });
    QByteArray bytes;
    if (!header.isEmpty()) {
        bytes = header.toUtf8();
        if (!bytes.endsWith('\n'))
            bytes.append('\n');
        bytes.append('\n');
    }
    bytes.append(levelText(level));
    const sokoban::LevelCollection check = read(bytes);
    if (check.levels.size() != 1 || check.levels.front().level != *written)
        return failure([=] {
            return translated(QT_TRANSLATE_NOOP(
                "LevelFileWriter",
                "The level was not saved: its text does not read back as one level."));
        });
    if (const auto error = writeFileAtomically(path, bytes))
        return failure(*error);
    Result r;
    r.index = 0;
    return r;
}

} // namespace tessera
