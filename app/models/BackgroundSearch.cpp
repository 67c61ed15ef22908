// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "BackgroundSearch.h"

#include <QMetaObject>
#include <utility>

namespace tessera {

void BackgroundSearch::Context::post(std::function<void()> report) const
{
    BackgroundSearch *search = m_search;
    const quint64 id = m_id;
    QMetaObject::invokeMethod(
        search, [search, id, report = std::move(report)] { search->deliver(id, report, false); },
        Qt::QueuedConnection);
}

BackgroundSearch::BackgroundSearch(const QString &threadName, QObject *parent) : QObject(parent)
{
    m_thread.setObjectName(threadName);
}

BackgroundSearch::~BackgroundSearch()
{
    // The searches poll the flag throughout, so the wait is short.
    if (m_cancel)
        m_cancel->store(true);
    m_thread.quit();
    m_thread.wait();
}

void BackgroundSearch::start(Job job)
{
    if (m_cancel)
        m_cancel->store(true); // the job before, if any: its answer is dropped by id
    if (!m_worker) {
        m_worker = new QObject;
        m_worker->moveToThread(&m_thread);
        connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
        m_thread.start(QThread::LowPriority);
    }
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    const quint64 id = ++m_id;
    const CancelFlag cancel = m_cancel;
    BackgroundSearch *self = this; // outlives the job: the destructor waits for the thread
    QMetaObject::invokeMethod(
        m_worker,
        [self, id, cancel, job = std::move(job)] {
            std::function<void()> answer = job(Context(self, id, cancel));
            QMetaObject::invokeMethod(
                self,
                [self, id, answer = std::move(answer)] {
                    --self->m_jobsOnWorker; // first: the answer may end its owner
                    self->deliver(id, answer, true);
                },
                Qt::QueuedConnection);
        },
        Qt::QueuedConnection);
    ++m_jobsOnWorker;
    m_busy = true;
}

void BackgroundSearch::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

void BackgroundSearch::drop()
{
    cancel();
    m_cancel.reset();
    ++m_id; // whatever is still on its way is dropped
    m_busy = false;
}

void BackgroundSearch::deliver(quint64 id, const std::function<void()> &report, bool final)
{
    if (id != m_id)
        return;
    if (final) {
        m_cancel.reset();
        m_busy = false;
    }
    if (report)
        report();
}

} // namespace tessera
