// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "CliSupport.h"

#include "common/RegularFile.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonValue>
#include <QRegularExpression>
#include <cmath>
#include <csignal>
#include <cstdio>

namespace cli {

QString jsonString(const QString &text)
{
    // Let Qt do the escaping: a one-element array, brackets stripped.
    const QByteArray json = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(json.mid(1, json.size() - 2));
}

JsonLine &JsonLine::addRaw(const QString &key, const QString &json)
{
    m_members.emplace_back(key, json);
    return *this;
}

JsonLine &JsonLine::add(const QString &key, const QString &value)
{
    return addRaw(key, jsonString(value));
}

JsonLine &JsonLine::add(const QString &key, const std::string &value)
{
    return add(key, QString::fromStdString(value));
}

JsonLine &JsonLine::add(const QString &key, const char *value)
{
    return add(key, QString::fromUtf8(value));
}

JsonLine &JsonLine::add(const QString &key, bool value)
{
    return addRaw(key, value ? QStringLiteral("true") : QStringLiteral("false"));
}

JsonLine &JsonLine::add(const QString &key, int value)
{
    return addRaw(key, QString::number(value));
}

JsonLine &JsonLine::add(const QString &key, long long value)
{
    return addRaw(key, QString::number(value));
}

JsonLine &JsonLine::add(const QString &key, double value)
{
    if (!std::isfinite(value))
        return addRaw(key, QStringLiteral("null"));
    return addRaw(key, QString::number(value, 'g', 12));
}

QString JsonLine::toString() const
{
    QString out = QStringLiteral("{");
    bool first = true;
    for (const auto &[key, json] : m_members) {
        if (!first)
            out += QLatin1Char(',');
        first = false;
        out += jsonString(key) + QLatin1Char(':') + json;
    }
    out += QLatin1Char('}');
    return out;
}

void printLine(const QString &line)
{
    const QByteArray bytes = line.toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<size_t>(bytes.size()), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

void printError(const QString &message)
{
    const QByteArray bytes = message.toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<size_t>(bytes.size()), stderr);
    std::fputc('\n', stderr);
    std::fflush(stderr);
}

int runSubCommand(const QString &group, const QString &noun, const QStringList &args,
                  const std::vector<SubCommand> &commands, void (*printHelp)())
{
    QStringList names;
    for (const SubCommand &command : commands)
        names += command.name;
    const QString expected = names.size() > 1
                                 ? names.mid(0, names.size() - 1).join(QLatin1String(", ")) +
                                       QLatin1String(" or ") + names.constLast()
                                 : names.join(QString());
    if (args.isEmpty())
        return usageError(
            QStringLiteral("%1: no %2 given (expected %3)").arg(group, noun, expected));
    const QString &first = args.constFirst();
    if (first == QLatin1String("-h") || first == QLatin1String("--help")) {
        printHelp();
        return Success;
    }
    for (const SubCommand &command : commands) {
        if (first == command.name)
            return command.run(args.mid(1));
    }
    return usageError(
        QStringLiteral("%1: unknown %2 '%3' (expected %4)").arg(group, noun, first, expected));
}

int usageError(const QString &message)
{
    printError(QStringLiteral("tessera-cli: ") + message);
    printError(QStringLiteral("Try 'tessera-cli --help' for the commands and their options."));
    return BadInput;
}

std::variant<std::optional<QString>, QString> optionalValue(const QCommandLineParser &parser,
                                                            const QCommandLineOption &option)
{
    const QStringList values = parser.values(option);
    if (values.size() > 1)
        return QStringLiteral("--") + option.names().constLast() +
               QStringLiteral(" is given more than once");
    if (values.isEmpty())
        return std::optional<QString>();
    return std::optional<QString>(values.constFirst());
}

std::optional<qulonglong> parseCount(const QString &text, qulonglong min, qulonglong max)
{
    static const QRegularExpression digits(QStringLiteral("^[0-9]+$"));
    if (!digits.match(text).hasMatch())
        return std::nullopt;
    bool ok = false;
    const qulonglong value = text.toULongLong(&ok);
    if (!ok || value < min || value > max)
        return std::nullopt;
    return value;
}

std::optional<std::pair<int, int>> parseSidesPair(const QString &text, int min, int max)
{
    static const QRegularExpression form(QStringLiteral("^([0-9]+)[xX]([0-9]+)$"));
    const QRegularExpressionMatch m = form.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    const auto a =
        parseCount(m.captured(1), static_cast<qulonglong>(min), static_cast<qulonglong>(max));
    const auto b =
        parseCount(m.captured(2), static_cast<qulonglong>(min), static_cast<qulonglong>(max));
    if (!a || !b)
        return std::nullopt;
    return std::make_pair(static_cast<int>(*a), static_cast<int>(*b));
}

namespace {

int inputError(const QString &message)
{
    printError(QStringLiteral("tessera-cli: ") + message);
    return BadInput;
}

} // namespace

bool isStdin(const QString &path)
{
    return path == QLatin1String("-");
}

QString shownPath(const QString &path)
{
    return isStdin(path) ? QStringLiteral("standard input") : QDir::toNativeSeparators(path);
}

std::optional<QByteArray> readInput(const QString &where, const QString &path, qint64 limit,
                                    const QString &limitText, int &exitCode)
{
    QFile file;
    if (isStdin(path)) {
        if (!file.open(stdin, QIODevice::ReadOnly)) {
            exitCode = inputError(QStringLiteral("%1: %2").arg(where, file.errorString()));
            return std::nullopt;
        }
    } else {
        // A FIFO would block the open until a writer comes, a device never ends.
        const std::optional<tessera::files::NotRegularFile> notRegular =
            tessera::files::checkRegularFile(QFile::encodeName(path).toStdString());
        if (notRegular && notRegular->kind != tessera::files::NotRegular::Missing &&
            notRegular->kind != tessera::files::NotRegular::Unreachable) {
            exitCode = inputError(QStringLiteral("%1: %2").arg(
                where, QString::fromStdString(tessera::files::describe(*notRegular))));
            return std::nullopt;
        }
        file.setFileName(path);
        if (!file.open(QIODevice::ReadOnly)) {
            exitCode = inputError(QStringLiteral("%1: %2").arg(where, file.errorString()));
            return std::nullopt;
        }
    }
    // Standard input is a pipe: read until its end, not up to a size it does not have.
    QByteArray bytes;
    while (bytes.size() <= limit) {
        const QByteArray chunk = file.read(qMin<qint64>(limit + 1 - bytes.size(), 1 << 20));
        if (chunk.isEmpty())
            break;
        bytes += chunk;
    }
    if (bytes.size() > limit) {
        exitCode = inputError(
            QStringLiteral("%1: over %2 bytes, %3").arg(where).arg(limit).arg(limitText));
        return std::nullopt;
    }
    return bytes;
}

std::optional<double> parseSeconds(const QString &text, double atMost)
{
    bool ok = false;
    const double seconds = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(seconds) || seconds <= 0 || seconds > atMost)
        return std::nullopt;
    return seconds;
}

namespace {

std::atomic<bool> interrupted{false};
static_assert(std::atomic<bool>::is_always_lock_free, "set from a signal handler");

extern "C" void stopOnSignal(int signal)
{
    interrupted.store(true);
    // A second signal ends the program the usual way.
    std::signal(signal, SIG_DFL);
}

} // namespace

const std::atomic<bool> &stopOnInterrupt()
{
    std::signal(SIGINT, stopOnSignal);
    std::signal(SIGTERM, stopOnSignal);
    return interrupted;
}

} // namespace cli
