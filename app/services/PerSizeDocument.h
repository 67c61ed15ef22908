// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "JsonStateFile.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QLockFile>
#include <QString>
#include <QtGlobal>
#include <functional>
#include <memory>
#include <optional>

// The shape the per-board-size JSON files share (Fifteen records, 2048 scores):
//   {"format": "<name>", "version": N, "sizes": {"4x4": {...}, "5x3": {...}}}
// Each file checks its own entries; the envelope and its checks are here once.
namespace tessera::PerSizeDocument {

// Why one size's entry is unusable, or nullopt when it is fine. `key` is already a size key.
using EntryCheck = std::function<std::optional<QString>(const QString &key, const QJsonValue &)>;

struct Format
{
    QString name;          // the "format" value, e.g. "tessera-fifteen-records"
    int version = 1;       // the only "version" read
    Wording notThisFormat; // the message when "format" is another, e.g. "it is not a ... file"
};

// "WxH" with both sides 2..8, as every size the cores play.
bool isSizeKey(const QString &key);

// A whole number in [min, max] stored as a JSON number; nullopt otherwise.
[[nodiscard]] std::optional<qint64> wholeNumber(const QJsonValue &value, double min, double max);

// The check JsonStateFile::load() runs: the envelope, every key a size, every entry `entry`-clean.
JsonStateFile::ShapeCheck shapeCheck(const Format &format, EntryCheck entry);

// The "sizes" object of a loaded document (empty when it was missing or set aside).
QJsonObject sizes(const QJsonObject &document);

// The whole document to save.
QJsonObject document(const Format &format, const QJsonObject &sizes);

// One such file as a service keeps it: what loading it said, and whether it may be written (a
// file that exists but could not be used is kept for the user, never overwritten).
class File
{
public:
    File(JsonStateFile file, Format format);

    QString path() const { return m_file.path(); }
    // Reads the file, checking the envelope and each entry with `entry`; returns its "sizes"
    // (empty when it was missing or set aside). A problem is warned about and kept as
    // loadError(). `what` names the file in messages ("Fifteen records file").
    QJsonObject load(const Wording &what, EntryCheck entry);
    // Writes `sizes` in the envelope; false, with lastSaveError(), when the write failed or
    // the loaded file may not be replaced (then `notSaved`, such as "The records were not
    // saved: %1", says why with the load error).
    bool save(const QJsonObject &sizes, const Wording &notSaved);
    // For a read-merge-write under lockForUpdate(): the "sizes" the file holds now, or nullopt
    // (and no longer writable) when it cannot be used.
    [[nodiscard]] std::optional<QJsonObject> reread(const Wording &what, EntryCheck entry);
    // Held while re-reading, merging and saving, so two programs saving at once lose nothing.
    std::unique_ptr<QLockFile> lockForUpdate() const { return m_file.lockForUpdate(); }
    bool writable() const { return m_writable; }

    // In the language of the moment.
    QString loadError() const { return worded(m_loadError); }
    QString lastSaveError() const { return worded(m_lastSaveError); }
    const Wording &lastSaveWording() const { return m_lastSaveError; }

private:
    JsonStateFile m_file;
    Format m_format;
    Wording m_loadError;
    Wording m_lastSaveError;
    bool m_writable = true;
};

} // namespace tessera::PerSizeDocument
