// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer harness: any bytes as each of Tessera's JSON state files (progress, session, 2048
// scores, Fifteen records, recent files), read, changed and saved by the real services. None may
// crash; a document that is not good JSON of the right shape is set aside, never read half-way;
// and what a service saves reads back without a complaint.
//
// The documents are held in memory (JsonStateFile::inMemory): the services run the same
// loading, merging and saving code as on a file, without the file system's cost per input.
#include "FifteenRecords.h"
#include "Game2048Scores.h"
#include "JsonStateFile.h"
#include "ProgressStore.h"
#include "RecentFiles.h"
#include "ResumeState.h"

#include <QByteArray>
#include <QtGlobal>
#include <cstdint>
#include <cstdlib>
#include <optional>

using namespace tessera;

namespace {

// The services warn about every entry they skip: at millions of inputs that is only noise.
void quiet(QtMsgType type, const QMessageLogContext &, const QString &)
{
    if (type == QtFatalMsg)
        std::abort();
}

// Whatever a service saved over the input must load again without an error.
template <typename Service>
void checkSaved(const QByteArray &input, const JsonStateFile &document)
{
    const std::optional<QByteArray> saved = document.memoryBytes();
    if (!saved || *saved == input)
        return;
    const Service again(JsonStateFile::inMemory(saved));
    if (!again.loadError().isEmpty())
        std::abort(); // a service saved a document it cannot read back
}

// The input as the service's file: loaded, used (and saved) by `use`, closed (which saves what
// is pending), then what it saved is read back.
template <typename Service, typename Use>
void exercise(const QByteArray &input, Use use)
{
    const JsonStateFile document = JsonStateFile::inMemory(input);
    {
        Service service(document);
        use(service);
    }
    checkSaved<Service>(input, document);
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    qInstallMessageHandler(quiet);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    exercise<ProgressStore>(input, [](ProgressStore &progress) {
        progress.solvedCount();
        progress.record(QStringLiteral("fuzz"), 1, 1, QStringLiteral("R"));
    });
    exercise<ResumeState>(input, [](ResumeState &resume) {
        resume.sokoban();
        resume.setLastGame(QStringLiteral("2048"));
        resume.save();
    });
    exercise<Game2048Scores>(input, [](Game2048Scores &scores) {
        scores.sizes();
        scores.entries(4, 4);
        scores.addEntry(4, 4, {QStringLiteral("fuzz"), 8, 4, {}, {}});
        scores.flush();
    });
    exercise<FifteenRecords>(input,
                             [](FifteenRecords &records) { records.recordSolved(4, 4, 80, 1000); });
    exercise<RecentFiles>(input, [](RecentFiles &recent) {
        recent.paths();
        recent.add(QStringLiteral("fuzz.xsb"));
        recent.save();
    });
    return 0;
}
