// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "fifteen/solver/PatternDatabase.h"

#include <QString>
#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace tessera {

// The Fifteen solver's pattern tables on disk, so they are built once per user: the app and
// tessera-cli both read them from the user's cache folder. A file is trusted only once
// PatternDatabase::load accepted it (signature, version, partition, sizes, checksum); anything
// else (missing, truncated, corrupt, other tables) is rebuilt and written again atomically.
//
// obtain() is synchronous and may run on any thread; the app calls it from a worker thread
// (FifteenTables), the CLI on its main thread.
class FifteenTableCache
{
public:
    struct Options
    {
        // Stops a build early (obtain() then returns no tables) when set from another thread.
        const std::atomic<bool> *cancel = nullptr;
        // Told the fraction of a build done so far (0..1), from the building threads.
        std::function<void(double)> progress;
        // Threads for a build (its groups are built in parallel).
        int threads = 2;
    };

    struct Outcome
    {
        // Null when there are none: the build failed or was cancelled (see error).
        std::shared_ptr<const fifteen::PatternDatabase> tables;
        // Built now; false when read from the file.
        bool built = false;
        // When a file was there but not used: why ("the checksum does not match..."). Empty
        // when there was no file (a first run) or it was used.
        QString refused;
        // The reader's reason behind `refused` when it had one, for the app to word it in the
        // player's language (CoreTexts); `refused` stays as tessera-cli prints it.
        std::optional<fifteen::Error> refusedError;
        // The tables were built but could not be written: why. They are still usable.
        QString saveError;
        // No tables: why.
        QString error;
        double seconds = 0; // the time the load or build (and save) took
    };

    // The 4x4 solver's tables (PatternPartition::fifteen663()) in defaultFolder().
    FifteenTableCache();
    // Any partition, in any folder: other sizes, and the tests.
    FifteenTableCache(fifteen::PatternPartition partition, QString folder);

    // Where the tables are kept: "Tessera" in the user's cache folder (XDG_CACHE_HOME,
    // ~/.cache/Tessera), one folder that the app and tessera-cli share.
    static QString defaultFolder();

    const fifteen::PatternPartition &partition() const { return m_partition; }
    // The file for this partition, e.g. <folder>/fifteen-4x4-6-6-3.tables.
    QString filePath() const;

    // The tables from the file, or (file missing or refused) built and saved.
    Outcome obtain(const Options &options) const;
    Outcome obtain() const { return obtain(Options()); }

    // The two halves of obtain(), for callers that tell the user what happens in between.
    // load(): the tables from the file, if it holds good ones (built stays false; refused
    // says why a file that is there was not used). build(): built and saved.
    Outcome load() const;
    Outcome build(const Options &options) const;

private:
    fifteen::PatternPartition m_partition;
    QString m_folder;
};

} // namespace tessera
