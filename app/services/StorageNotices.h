// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "SaveThrottle.h"
#include "Wording.h"

#include <QHash>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QVariantList>

namespace tessera {

class FifteenRecords;
class FifteenTables;
class Game2048Scores;
class LevelLibrary;
class ProgressStore;
class ResumeState;
class SettingsObject;

// The one place where trouble with the player's files is told: a state file that could not be
// read (and where it was set aside), a save that failed (read-only or missing folder, full
// disk), settings that cannot be kept, a Fifteen table file refused or not written. Each notice
// says what happened and what still works; the view (Main.qml) shows them without blocking play.
//
// A save failure is said once: further failures of the same file are quiet until a save of it
// succeeds again, which also takes its notice away. Until then what was not saved is written
// again every few seconds (and on the next change, and on saveAll()), and the app asks before
// quitting. A load failure stays until the player dismisses it.
class StorageNotices : public QObject
{
    Q_OBJECT
    // One map per notice, oldest first: {source, kind, message, stillWorks}.
    Q_PROPERTY(QVariantList notices READ notices NOTIFY noticesChanged)
    // True while a save failed and has not succeeded since: data that quitting would lose.
    Q_PROPERTY(bool unsavedData READ hasUnsavedData NOTIFY unsavedDataChanged)
    // Why, one message per file not saved (in the language of the moment).
    Q_PROPERTY(QStringList unsavedMessages READ unsavedMessages NOTIFY unsavedDataChanged)

public:
    enum class Source
    {
        Progress,
        Session,
        Scores2048,
        FifteenRecords,
        MyLevels,
        Settings,
        FifteenTables,
    };
    Q_ENUM(Source)

    enum class Kind
    {
        Load, // a file could not be read or was set aside
        Save, // a write failed; the data is kept in memory
    };
    Q_ENUM(Kind)

    explicit StorageNotices(QObject *parent = nullptr);

    // The app's instance, made on first use; QML and the services' singletons share it.
    static StorageNotices *instance();

    QVariantList notices() const;
    int count() const { return static_cast<int>(m_notices.size()); }

    // Views may report too (a QML screen that could not keep a file of its own).
    Q_INVOKABLE void report(tessera::StorageNotices::Source source,
                            tessera::StorageNotices::Kind kind, const QString &message);
    // A message worded again after each switch of language, as the notices' texts are.
    void report(Source source, Kind kind, Wording message);
    // A save of `source` succeeded: its save notice goes, and a later failure is said again.
    Q_INVOKABLE void resolve(tessera::StorageNotices::Source source);
    Q_INVOKABLE void dismiss(int index);

    bool hasUnsavedData() const;
    QStringList unsavedMessages() const;
    // Writes whatever the watched services hold unsaved (pending or failed) and the settings;
    // true when nothing is left unsaved. Before quitting, and when the player asks to try again.
    Q_INVOKABLE bool saveAll();

    // How often saves that failed are tried again while they keep failing.
    static constexpr int retryIntervalMs = 3000;

    // Routes a service's errors here. Each may be watched once.
    void watch(ProgressStore *store);
    void watch(ResumeState *state);
    void watch(Game2048Scores *scores);
    void watch(FifteenRecords *records);
    void watch(LevelLibrary *library);
    void watch(FifteenTables *tables);
    // Settings: QSettings::status() after writing what the settings objects changed. Checked
    // now and shortly after any notifying property of `settings` changes.
    void watch(SettingsObject *settings);
    // Writes pending settings and reports a failure (also used by watch() of settings).
    Q_INVOKABLE void checkSettings();

    // What the player can still do when `source` cannot be written.
    static QString stillWorks(Source source, Kind kind);

signals:
    void noticesChanged();
    void unsavedDataChanged();

private slots:
    void scheduleSettingsCheck();

private:
    // How to write again what `source` did not save (the service's flush).
    void setFlush(Source source, std::function<void()> flush);
    void retryFailedSaves();

    struct Notice
    {
        Source source;
        Kind kind;
        Wording message;
    };

    QList<Notice> m_notices;
    QHash<int, bool> m_saveFailing;    // by Source: a save failure was said and not yet over
    QHash<int, Wording> m_saveFailure; // by Source: the last save failure
    QHash<int, std::function<void()>> m_flush; // by Source
    QTimer m_retry;
    SaveThrottle m_settingsCheck;
};

} // namespace tessera
