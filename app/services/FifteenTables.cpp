// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "FifteenTables.h"

#include "CoreTexts.h"
#include "LanguageChangeWatch.h"
#include "LogCategories.h"

#include <QFile>
#include <QtDebug>

namespace tessera {

FifteenTables::FifteenTables(QObject *parent) : FifteenTables(FifteenTableCache(), parent) {}

FifteenTables::FifteenTables(FifteenTableCache cache, QObject *parent)
    : QObject(parent), m_cache(std::move(cache))
{
    new LanguageChangeWatch(
        [this] {
            if (!m_notice.isEmpty() && m_noticeWording) {
                m_notice = m_noticeWording();
                emit stateChanged();
            }
        },
        this);
}

FifteenTables::~FifteenTables()
{
    if (m_thread) {
        m_cancel->store(true);
        m_thread->wait();
    }
}

void FifteenTables::prepare()
{
    if (ready() || preparing())
        return;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_progress = 0;
    // A build shows progress; a load takes a few milliseconds and need not.
    m_building = !QFile::exists(m_cache.filePath());
    const FifteenTableCache cache = m_cache;
    const std::shared_ptr<std::atomic<bool>> cancel = m_cancel;
    // The thread posts to this object only; the destructor waits for it, so this outlives it.
    m_thread = QThread::create([this, cache, cancel] {
        FifteenTableCache::Options options;
        options.cancel = cancel.get();
        options.threads = std::max(1, std::min(2, QThread::idealThreadCount()));
        options.progress = [this, cancel](double done) {
            if (cancel->load())
                return;
            QMetaObject::invokeMethod(
                this,
                [this, done] {
                    // The file was there but refused: this is a build after all.
                    if (!m_building) {
                        m_building = true;
                        emit stateChanged();
                    }
                    if (done > m_progress) {
                        m_progress = done;
                        emit progressChanged();
                    }
                },
                Qt::QueuedConnection);
        };
        const FifteenTableCache::Outcome outcome = cache.obtain(options);
        if (cancel->load())
            return;
        QMetaObject::invokeMethod(
            this, [this, outcome] { finish(outcome); }, Qt::QueuedConnection);
    });
    m_thread->setParent(this);
    m_thread->setObjectName(QStringLiteral("Fifteen tables"));
    m_thread->start(QThread::LowPriority);
    emit stateChanged();
}

void FifteenTables::prepareIfCached()
{
    if (QFile::exists(m_cache.filePath()))
        prepare();
}

void FifteenTables::dismissNotice()
{
    if (m_notice.isEmpty())
        return;
    m_notice.clear();
    emit stateChanged();
}

void FifteenTables::finish(const FifteenTableCache::Outcome &outcome)
{
    if (m_thread) {
        m_thread->wait();
        m_thread->deleteLater();
        m_thread = nullptr;
    }
    m_building = false;
    if (!outcome.refused.isEmpty()) {
        qCWarning(lcStorage).noquote() << "Fifteen: the cached solver tables" << m_cache.filePath()
                                       << "were refused and rebuilt:" << outcome.refused;
    }
    if (!outcome.saveError.isEmpty()) {
        qCWarning(lcStorage).noquote()
            << "Fifteen: the solver tables could not be cached:" << outcome.saveError;
    }
    FifteenTableCache::Outcome texts = outcome;
    texts.tables.reset(); // the wording needs only whether there are tables
    m_noticeWording = [texts, built = outcome.tables != nullptr] {
        return noticeText(texts, built);
    };
    m_notice = m_noticeWording();
    m_tables = outcome.tables;
    if (m_tables) {
        m_progress = 1;
        emit progressChanged();
    }
    emit stateChanged();
    if (m_tables)
        emit tablesReady();
}

QString FifteenTables::noticeText(const FifteenTableCache::Outcome &outcome, bool built)
{
    QStringList notes;
    if (!outcome.refused.isEmpty()) {
        notes << tr("The solver's saved tables were damaged (%1) and have been rebuilt.")
                     .arg(outcome.refusedError ? CoreTexts::fifteenError(*outcome.refusedError)
                                               : outcome.refused);
    }
    if (!outcome.saveError.isEmpty()) {
        notes << tr("The solver's tables could not be saved, so they will be built again next "
                    "time: %1")
                     .arg(outcome.saveError);
    }
    if (!built) {
        notes << tr("The solver's tables could not be built (%1): hints are not always the "
                    "shortest.")
                     .arg(outcome.error);
    }
    return notes.join(QLatin1Char(' '));
}

} // namespace tessera
