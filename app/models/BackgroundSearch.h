// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>
#include <QString>
#include <QThread>
#include <atomic>
#include <functional>
#include <memory>

namespace tessera {

// The worker thread behind every assistant (Sokoban's solver runner, Fifteen's and 2048's
// assistants): runs one search at a time off the GUI thread and brings its answer back to
// the thread that owns this object, so a search never blocks the screen.
//
// A job runs on the worker and returns what to do with its answer, which is called here
// later, unless the job was replaced by a newer one or dropped meanwhile. The job can report
// progress the same way (post), and polls cancelled() through the flag its search takes.
// start() while a job runs cancels it; its answer is dropped. Destroying this object cancels
// the job and waits for the worker, so it is safe at any moment; answers still on their way
// are dropped with it. The thread starts at the first job: most screens never ask for one.
class BackgroundSearch : public QObject
{
    Q_OBJECT

public:
    using CancelFlag = std::shared_ptr<std::atomic<bool>>;

    // What a job gets on the worker thread.
    class Context
    {
    public:
        // The flag a core search polls; set by cancel(), drop(), a newer start() and the end.
        const std::atomic<bool> *cancelFlag() const { return m_cancel.get(); }
        bool cancelled() const { return m_cancel->load(); }
        // Calls `report` on the owner's thread, unless the job is no longer the current one.
        void post(std::function<void()> report) const;

    private:
        friend class BackgroundSearch;
        Context(BackgroundSearch *search, quint64 id, CancelFlag cancel)
            : m_search(search), m_id(id), m_cancel(std::move(cancel))
        {}
        BackgroundSearch *m_search;
        quint64 m_id;
        CancelFlag m_cancel;
    };

    // Runs on the worker; returns what is called with the answer on the owner's thread.
    using Job = std::function<std::function<void()>(const Context &)>;

    explicit BackgroundSearch(const QString &threadName, QObject *parent = nullptr);
    ~BackgroundSearch() override;

    // Runs `job`, replacing (cancelling, and dropping the answer of) any job still running.
    void start(Job job);
    // Asks the current job to stop soon; its answer still comes.
    void cancel();
    // Asks it to stop and drops its answer and progress: nothing more comes from it.
    void drop();
    // A job was started and its answer has neither come nor been dropped.
    bool busy() const { return m_busy; }
    // No job is on the worker, not even one whose answer was dropped: nothing more can come.
    bool workerIdle() const { return m_jobsOnWorker == 0; }

private:
    void deliver(quint64 id, const std::function<void()> &report, bool final);

    QThread m_thread;
    QObject *m_worker = nullptr; // lives in m_thread, deleted when it finishes
    CancelFlag m_cancel;
    quint64 m_id = 0;
    int m_jobsOnWorker = 0;
    bool m_busy = false;
};

} // namespace tessera
