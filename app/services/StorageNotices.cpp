// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "StorageNotices.h"

#include "FifteenRecords.h"
#include "FifteenTables.h"
#include "Game2048Scores.h"
#include "LanguageChangeWatch.h"
#include "LevelLibrary.h"
#include "ProgressStore.h"
#include "ResumeState.h"
#include "SettingsLock.h"
#include "SettingsObject.h"

#include <QDir>
#include <QMetaProperty>
#include <QPointer>
#include <QSettings>

namespace tessera {

namespace {

// Settings are checked a moment after a change, so a slider dragged across its range is a few
// checks, not dozens (and a change made all the time is still checked).
constexpr int settingsCheckDelayMs = 500;

} // namespace

StorageNotices::StorageNotices(QObject *parent)
    : QObject(parent), m_settingsCheck(this, settingsCheckDelayMs, [this] { checkSettings(); })
{
    m_retry.setInterval(retryIntervalMs);
    connect(&m_retry, &QTimer::timeout, this, &StorageNotices::retryFailedSaves);
    new LanguageChangeWatch(
        [this] {
            if (!m_notices.isEmpty())
                emit noticesChanged();
        },
        this);
}

StorageNotices *StorageNotices::instance()
{
    static StorageNotices *const notices = new StorageNotices;
    return notices;
}

QVariantList StorageNotices::notices() const
{
    QVariantList list;
    for (const Notice &n : m_notices) {
        list.append(QVariantMap{{QStringLiteral("source"), static_cast<int>(n.source)},
                                {QStringLiteral("kind"), static_cast<int>(n.kind)},
                                {QStringLiteral("message"), n.message()},
                                {QStringLiteral("stillWorks"), stillWorks(n.source, n.kind)}});
    }
    return list;
}

void StorageNotices::report(Source source, Kind kind, const QString &message)
{
    report(source, kind, [message] { return message; });
}

void StorageNotices::report(Source source, Kind kind, Wording message)
{
    const QString text = worded(message);
    if (text.isEmpty())
        return;
    if (kind == Kind::Save) {
        m_saveFailure.insert(static_cast<int>(source), message);
        bool &failing = m_saveFailing[static_cast<int>(source)];
        if (failing)
            return;
        failing = true;
        m_retry.start();
        emit unsavedDataChanged();
    }
    for (const Notice &n : m_notices) {
        if (n.source == source && n.message() == text)
            return;
    }
    m_notices.append({source, kind, std::move(message)});
    emit noticesChanged();
}

void StorageNotices::resolve(Source source)
{
    bool &failing = m_saveFailing[static_cast<int>(source)];
    if (!failing)
        return;
    failing = false;
    m_saveFailure.remove(static_cast<int>(source));
    if (!hasUnsavedData())
        m_retry.stop();
    const auto removed = m_notices.removeIf(
        [source](const Notice &n) { return n.source == source && n.kind == Kind::Save; });
    if (removed > 0)
        emit noticesChanged();
    emit unsavedDataChanged();
}

bool StorageNotices::hasUnsavedData() const
{
    for (auto it = m_saveFailing.cbegin(); it != m_saveFailing.cend(); ++it) {
        // The Fifteen tables are a cache, built again when missing: nothing of the player's.
        if (it.value() && it.key() != static_cast<int>(Source::FifteenTables))
            return true;
    }
    return false;
}

QStringList StorageNotices::unsavedMessages() const
{
    QStringList messages;
    for (auto it = m_saveFailing.cbegin(); it != m_saveFailing.cend(); ++it) {
        if (it.value() && it.key() != static_cast<int>(Source::FifteenTables))
            messages.append(worded(m_saveFailure.value(it.key())));
    }
    messages.removeAll(QString());
    return messages;
}

bool StorageNotices::saveAll()
{
    const auto flushes = m_flush; // a copy: flushing reports, and may come back here
    for (const auto &flush : flushes)
        flush();
    return !hasUnsavedData();
}

void StorageNotices::retryFailedSaves()
{
    const auto failing = m_saveFailing;
    for (auto it = failing.cbegin(); it != failing.cend(); ++it) {
        if (it.value() && m_flush.contains(it.key()))
            m_flush.value(it.key())();
    }
    if (!hasUnsavedData())
        m_retry.stop();
}

void StorageNotices::setFlush(Source source, std::function<void()> flush)
{
    m_flush.insert(static_cast<int>(source), std::move(flush));
}

void StorageNotices::dismiss(int index)
{
    if (index < 0 || index >= m_notices.size())
        return;
    m_notices.removeAt(index);
    emit noticesChanged();
}

// A load notice asks the service for its load error when shown, and a save notice keeps the
// service's wording of the failure, so both follow a switch of language.
template <typename Service>
static void routeErrors(StorageNotices *notices, Service *service, StorageNotices::Source source)
{
    QObject::connect(
        service, &Service::loadFailed, notices,
        [notices, service = QPointer<Service>(service), source](const QString &message) {
            notices->report(source, StorageNotices::Kind::Load, [service, message] {
                return service ? service->loadError() : message;
            });
        });
    QObject::connect(service, &Service::saveFailed, notices, [notices, service, source] {
        notices->report(source, StorageNotices::Kind::Save, service->lastSaveWording());
    });
}

template <typename Service>
static void routeErrorsAndRecovery(StorageNotices *notices, Service *service,
                                   StorageNotices::Source source)
{
    routeErrors(notices, service, source);
    QObject::connect(service, &Service::saved, notices,
                     [notices, source] { notices->resolve(source); });
}

void StorageNotices::watch(ProgressStore *store)
{
    routeErrorsAndRecovery(this, store, Source::Progress);
    setFlush(Source::Progress, [store = QPointer<ProgressStore>(store)] {
        if (store)
            store->flush();
    });
}

void StorageNotices::watch(ResumeState *state)
{
    routeErrorsAndRecovery(this, state, Source::Session);
    setFlush(Source::Session, [state = QPointer<ResumeState>(state)] {
        if (state)
            state->save();
    });
}

void StorageNotices::watch(Game2048Scores *scores)
{
    routeErrorsAndRecovery(this, scores, Source::Scores2048);
    setFlush(Source::Scores2048, [scores = QPointer<Game2048Scores>(scores)] {
        if (scores)
            scores->flush();
    });
}

void StorageNotices::watch(FifteenRecords *records)
{
    routeErrorsAndRecovery(this, records, Source::FifteenRecords);
    setFlush(Source::FifteenRecords, [records = QPointer<FifteenRecords>(records)] {
        if (records)
            records->flush();
    });
}

void StorageNotices::watch(LevelLibrary *library)
{
    // The library's own errors are about its list of recent files; a level that could not be
    // saved is told by the editor, with the reason, where the player pressed Save.
    routeErrorsAndRecovery(this, library, Source::MyLevels);
    setFlush(Source::MyLevels, [library = QPointer<LevelLibrary>(library)] {
        if (library)
            library->flush();
    });
}

void StorageNotices::watch(FifteenTables *tables)
{
    // The tables word their notice again after a switch of language, and say so: the notice
    // shown is theirs, not a second one in the new language.
    connect(tables, &FifteenTables::stateChanged, this, [this, tables] {
        report(Source::FifteenTables, Kind::Load,
               [tables = QPointer<FifteenTables>(tables), notice = tables->notice()] {
                   return tables ? tables->notice() : notice;
               });
    });
}

void StorageNotices::watch(SettingsObject *settings)
{
    const QMetaMethod schedule =
        metaObject()->method(metaObject()->indexOfSlot("scheduleSettingsCheck()"));
    const QMetaObject *meta = settings->metaObject();
    for (int i = meta->propertyOffset(); i < meta->propertyCount(); ++i) {
        const QMetaProperty property = meta->property(i);
        if (property.hasNotifySignal())
            connect(settings, property.notifySignal(), this, schedule);
    }
    setFlush(Source::Settings, [this] { checkSettings(); });
    checkSettings();
}

void StorageNotices::scheduleSettingsCheck()
{
    m_settingsCheck.changed();
}

void StorageNotices::checkSettings()
{
    // QSettings objects of one file share their pending changes: syncing any of them writes
    // what every settings object changed, and status() tells whether that worked. Named by its
    // file, so the read-only fallback files (organisation-wide, system) do not count.
    QSettings settings(QSettings().fileName(), QSettings::NativeFormat);
    // Another program killed while writing the settings must not stall this write.
    releaseAbandonedLock(settings.fileName());
    settings.sync();
    switch (settings.status()) {
    case QSettings::NoError:
        resolve(Source::Settings);
        break;
    case QSettings::AccessError:
        report(Source::Settings, Kind::Save,
               [file = QDir::toNativeSeparators(settings.fileName())] {
                   return tr("Your settings cannot be saved in %1.").arg(file);
               });
        break;
    case QSettings::FormatError:
        report(
            Source::Settings, Kind::Load, [file = QDir::toNativeSeparators(settings.fileName())] {
                return tr("Your settings file %1 is damaged; Tessera started with the settings it "
                          "could read.")
                    .arg(file);
            });
        break;
    }
}

QString StorageNotices::stillWorks(Source source, Kind kind)
{
    if (kind == Kind::Load) {
        switch (source) {
        case Source::FifteenTables:
            return tr("The solver still works; it may be slower until the tables are ready.");
        default:
            return tr("Everything else works as usual.");
        }
    }
    switch (source) {
    case Source::Progress:
        return tr("You can keep playing: solved levels are kept until Tessera closes, and saved "
                  "as soon as the folder can be written again.");
    case Source::Session:
        return tr("You can keep playing; Tessera may not reopen where you left off.");
    case Source::Scores2048:
        return tr("You can keep playing: scores are kept until Tessera closes, and saved as soon "
                  "as the folder can be written again.");
    case Source::FifteenRecords:
        return tr("You can keep playing: records are kept until Tessera closes, and saved as soon "
                  "as the folder can be written again.");
    case Source::MyLevels:
        return tr("Your levels are still open; nothing was half-written.");
    case Source::Settings:
        return tr("Changes apply until Tessera closes.");
    case Source::FifteenTables:
        return tr("The solver still works; the tables are built again next time.");
    }
    return {};
}

} // namespace tessera
