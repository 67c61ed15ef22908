// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <atomic>
#include <limits>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

class QCommandLineOption;
class QCommandLineParser;

namespace cli {

// Exit codes are part of the documented interface.
enum ExitCode : int
{
    Success = 0, // the answer is "yes"
    No = 1,      // the answer is "no": invalid level, not solved...
    BadInput = 2 // bad arguments, or a file that cannot be read
};

// One JSON object on one line, keys in the order they were added. QJsonObject sorts its keys;
// the documented output lists them in a fixed, readable order that scripts may rely on.
class JsonLine
{
public:
    JsonLine &add(const QString &key, const QString &value);
    JsonLine &add(const QString &key, const std::string &value);
    JsonLine &add(const QString &key, const char *value);
    JsonLine &add(const QString &key, bool value);
    JsonLine &add(const QString &key, int value);
    JsonLine &add(const QString &key, long long value);
    JsonLine &add(const QString &key, double value);
    QString toString() const;

private:
    JsonLine &addRaw(const QString &key, const QString &json);
    std::vector<std::pair<QString, QString>> m_members; // key, JSON text of the value
};

// A JSON string literal, quotes included, escaped as JSON requires.
QString jsonString(const QString &text);

// Writes one line to stdout / stderr and flushes, so a script reading a pipe sees it at once.
void printLine(const QString &line);
void printError(const QString &message);

// Prints "tessera-cli: MESSAGE" and a pointer to --help on stderr; returns BadInput.
int usageError(const QString &message);

// One word of a command line that picks what runs next ("check", "solve", "2048").
struct SubCommand
{
    QLatin1String name;
    int (*run)(const QStringList &args);
};

// Runs the sub-command `args`' first word names with the words after it; "-h" or "--help"
// runs `printHelp`. Anything else is a usage error naming `group` and what `noun`s there are:
// "sokoban: unknown command 'x' (expected check, verify or solve)".
int runSubCommand(const QString &group, const QString &noun, const QStringList &args,
                  const std::vector<SubCommand> &commands, void (*printHelp)());

// The value of an option given at most once: nullopt when absent, or an error message
// ("--time-limit is given more than once").
[[nodiscard]] std::variant<std::optional<QString>, QString>
optionalValue(const QCommandLineParser &parser, const QCommandLineOption &option);

// A whole number in min..max written in decimal digits only, or nullopt.
[[nodiscard]] std::optional<qulonglong> parseCount(const QString &text, qulonglong min,
                                                   qulonglong max);

// A number of seconds above 0 and at most `atMost` ("10", "0.5"), or nullopt.
[[nodiscard]] std::optional<double>
parseSeconds(const QString &text, double atMost = std::numeric_limits<double>::max());

// "AxB" (or "AXB") with both numbers in min..max, as (A, B); nullopt otherwise.
[[nodiscard]] std::optional<std::pair<int, int>> parseSidesPair(const QString &text, int min,
                                                                int max);

// "-" is standard input, for FILE and for the options that name a file.
bool isStdin(const QString &path);
// How a message names a path: native separators, "standard input" for "-".
QString shownPath(const QString &path);

// The bytes of `path` (or standard input), at most `limit`; nullopt with exitCode set and the
// reason printed after `where` ("WHERE: it is a folder", "WHERE: over N bytes, LIMIT_TEXT").
[[nodiscard]] std::optional<QByteArray> readInput(const QString &where, const QString &path,
                                                  qint64 limit, const QString &limitText,
                                                  int &exitCode);

// From now on Ctrl+C and SIGTERM ask the long search under way to stop and print what it has;
// a second one ends the program the usual way. The flag the search polls.
[[nodiscard]] const std::atomic<bool> &stopOnInterrupt();

} // namespace cli
