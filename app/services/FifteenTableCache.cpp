// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "FifteenTableCache.h"

#include "AtomicFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QStringList>
#include <variant>

namespace tessera {

namespace f = fifteen;

namespace {

// Texts are marked with their context where they stand (QT_TRANSLATE_NOOP), for lupdate.
QString translated(const char *text)
{
    return QCoreApplication::translate("FifteenTableCache", text);
}

} // namespace

FifteenTableCache::FifteenTableCache()
    : FifteenTableCache(f::PatternPartition::fifteen663(), defaultFolder())
{}

FifteenTableCache::FifteenTableCache(f::PatternPartition partition, QString folder)
    : m_partition(std::move(partition)), m_folder(std::move(folder))
{}

QString FifteenTableCache::defaultFolder()
{
    // Not CacheLocation: that is per application name, and the app and tessera-cli should
    // build the tables once between them.
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) +
           QStringLiteral("/Tessera");
}

QString FifteenTableCache::filePath() const
{
    QStringList sizes;
    for (const std::vector<int> &group : m_partition.groups)
        sizes << QString::number(group.size());
    return m_folder + QStringLiteral("/fifteen-%1x%2-%3.tables")
                          .arg(m_partition.width)
                          .arg(m_partition.height)
                          .arg(sizes.join(QLatin1Char('-')));
}

FifteenTableCache::Outcome FifteenTableCache::obtain(const Options &options) const
{
    const Outcome loaded = load();
    if (loaded.tables)
        return loaded;
    Outcome built = build(options);
    built.refused = loaded.refused;
    built.refusedError = loaded.refusedError;
    built.seconds += loaded.seconds;
    return built;
}

FifteenTableCache::Outcome FifteenTableCache::load() const
{
    Outcome outcome;
    QElapsedTimer timer;
    timer.start();
    const QString path = filePath();

    QFile file(path);
    if (file.exists()) {
        if (!file.open(QIODevice::ReadOnly)) {
            outcome.refused =
                translated(QT_TRANSLATE_NOOP("FifteenTableCache", "it cannot be read: %1"))
                    .arg(file.errorString());
        } else {
            // Never more than real tables take: a huge file is not read whole to be refused.
            const qint64 limit = static_cast<qint64>(f::PatternDatabase::maxTotalBytes) + 65536;
            const QByteArray bytes = file.read(limit + 1);
            file.close();
            if (bytes.size() > limit) {
                outcome.refused = translated(
                    QT_TRANSLATE_NOOP("FifteenTableCache", "it is larger than any tables"));
            } else {
                const std::vector<std::uint8_t> data(bytes.begin(), bytes.end());
                f::Result<f::PatternDatabase> loaded = f::PatternDatabase::fromBytes(data);
                if (auto *error = std::get_if<f::Error>(&loaded)) {
                    outcome.refused = QString::fromStdString(error->message);
                    outcome.refusedError = *error;
                } else if (std::get<f::PatternDatabase>(loaded).partition() != m_partition) {
                    outcome.refused = translated(QT_TRANSLATE_NOOP(
                        "FifteenTableCache", "it holds tables of another partition"));
                } else {
                    outcome.tables = std::make_shared<const f::PatternDatabase>(
                        std::get<f::PatternDatabase>(std::move(loaded)));
                }
            }
        }
    }
    outcome.seconds = static_cast<double>(timer.nsecsElapsed()) / 1e9;
    return outcome;
}

FifteenTableCache::Outcome FifteenTableCache::build(const Options &options) const
{
    Outcome outcome;
    QElapsedTimer timer;
    timer.start();
    const QString path = filePath();
    f::PatternBuildOptions build;
    build.cancel = options.cancel;
    build.threads = std::max(1, options.threads);
    build.progress = options.progress;
    f::Result<f::PatternDatabase> built = f::PatternDatabase::build(m_partition, build);
    if (auto *error = std::get_if<f::Error>(&built)) {
        outcome.error = QString::fromStdString(error->message);
        outcome.seconds = static_cast<double>(timer.nsecsElapsed()) / 1e9;
        return outcome;
    }
    auto tables =
        std::make_shared<const f::PatternDatabase>(std::get<f::PatternDatabase>(std::move(built)));
    outcome.built = true;
    const std::vector<std::uint8_t> bytes = tables->toBytes();
    if (const std::optional<Wording> error =
            writeFileAtomically(path, QByteArray(reinterpret_cast<const char *>(bytes.data()),
                                                 static_cast<qsizetype>(bytes.size()))))
        outcome.saveError = worded(*error);
    outcome.tables = std::move(tables);
    outcome.seconds = static_cast<double>(timer.nsecsElapsed()) / 1e9;
    return outcome;
}

} // namespace tessera
