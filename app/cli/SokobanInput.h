// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "sokoban/XsbReader.h"

#include <QString>
#include <QStringList>
#include <optional>
#include <string>

class QCommandLineOption;
class QCommandLineParser;

namespace cli {

// What the sokoban commands share: their files (or standard input, "-") and their errors.

// A problem with a file: "tessera-cli: MESSAGE" on stderr; returns BadInput.
int fileError(const QString &message);

// Reads a level file for `command`; on failure prints why and leaves `exitCode` set.
[[nodiscard]] std::optional<tessera::sokoban::LevelCollection>
readLevels(const QString &command, const QString &path, int &exitCode);

// Every problem of level `number` (from 1), for the "error" member.
QString problemText(const tessera::sokoban::LevelCollection &levels, int number);

// Parses the arguments of one command: FILE (or several, with `manyFiles`) plus options.
// Returns false with exitCode set.
bool parseArguments(QCommandLineParser &parser, const QString &command, const QStringList &args,
                    QStringList &files, int &exitCode, bool manyFiles = false);

// The number of `--level N` (from 1), or nullopt with exitCode set.
[[nodiscard]] std::optional<int> levelNumber(const QString &command, const QString &text,
                                             int &exitCode);

// `--level N` past the last level of `file`.
int levelOutOfRange(const QString &command, int number, const QString &file, int count);

// A solution given on the command line: its text and where it came from, as messages name it
// ("--solution" or "--solution-file PATH").
struct GivenSolution
{
    std::string text;
    QString source;
};

// The solution for `command`, from --solution (`inline_`) or --solution-file (`fromFile`, - for
// standard input, unless `levelFile` is read from there); nullopt with exitCode set. `others`
// ends the list of ways to give one in the message when none is given (", --solution-file F or
// --embedded").
[[nodiscard]] std::optional<GivenSolution>
givenSolution(const QString &command, const QCommandLineParser &parser,
              const QCommandLineOption &inline_, const QCommandLineOption &fromFile,
              const QString &levelFile, const QString &others, int &exitCode);

// Prints the help of every sokoban command.
void printSokobanHelp();

} // namespace cli
