// libFuzzer harness: any bytes as each of Tessera's JSON state files (progress, session, 2048
// scores, Fifteen records, recent files), read by the real services. None may crash; a file
// that is not good JSON of the right shape is set aside, never read half-way.
#include "FifteenRecords.h"
#include "Game2048Scores.h"
#include "ProgressStore.h"
#include "RecentFiles.h"
#include "ResumeState.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <cstdint>
#include <cstdlib>

using namespace tessera;

namespace {

// In memory when the system has a tmpfs: every save syncs the file to disk (QSaveFile), which
// on a disk would make each input cost a few hundred milliseconds.
const QTemporaryDir &folder()
{
    static const QTemporaryDir dir(QDir(QStringLiteral("/dev/shm")).exists()
                                       ? QStringLiteral("/dev/shm/tessera-fuzz-XXXXXX")
                                       : QDir::tempPath() + QStringLiteral("/tessera-fuzz-XXXXXX"));
    return dir;
}

// Puts the bytes in a fresh file and removes whatever a load set aside beside it.
QString freshFile(const QString &name, const std::uint8_t *data, std::size_t size)
{
    QDir dir(folder().path());
    for (const QString &old : dir.entryList(QDir::Files))
        dir.remove(old);
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(reinterpret_cast<const char *>(data), static_cast<qint64>(size)) !=
            static_cast<qint64>(size))
        std::abort(); // the harness cannot do its work
    return path;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    {
        ProgressStore progress(freshFile(QStringLiteral("progress.json"), data, size));
        progress.solvedCount();
        progress.record(QStringLiteral("fuzz"), 1, 1, QStringLiteral("R"));
    }
    {
        ResumeState resume(freshFile(QStringLiteral("session.json"), data, size));
        resume.sokoban();
        resume.setLastGame(QStringLiteral("2048"));
        resume.save();
    }
    {
        Game2048Scores scores(freshFile(QStringLiteral("2048-scores.json"), data, size));
        scores.sizes();
        scores.entries(4, 4);
        scores.addEntry(4, 4, {QStringLiteral("fuzz"), 8, 4, {}, {}});
        scores.flush();
    }
    {
        FifteenRecords records(freshFile(QStringLiteral("fifteen-records.json"), data, size));
        records.recordSolved(4, 4, 80, 1000);
    }
    {
        RecentFiles recent(freshFile(QStringLiteral("recent-files.json"), data, size));
    }
    return 0;
}
