// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>

class QSocketNotifier;

namespace tessera {

// SIGTERM (the desktop session at logout, kill), SIGHUP and SIGINT end the app the way Quit
// does: what is pending is saved (StorageNotices::saveAll(), the path the window's close
// takes), then received() asks main() to end the event loop, and the services write the rest as
// they are destroyed. Without this a signal ends the process at once and loses up to a second
// of play (what the save throttles had not written yet).
//
// The handler only writes the signal's number to a socket pair (async-signal-safe); the rest
// runs in the event loop, from a QSocketNotifier (Qt's "Calling Qt Functions From Unix Signal
// Handlers"). A second signal while quitting ends the app at once, as it would have before.
// One at a time; the signals get their default handling back when it is destroyed.
class QuitSignals : public QObject
{
    Q_OBJECT

public:
    explicit QuitSignals(QObject *parent = nullptr);
    ~QuitSignals() override;
    QuitSignals(const QuitSignals &) = delete;
    QuitSignals &operator=(const QuitSignals &) = delete;

    // The signals are handled (false when the socket pair could not be made).
    [[nodiscard]] bool isWatching() const { return m_notifier != nullptr; }

signals:
    // A signal came and pending saves were written: the app should end now.
    void received(int signal);

private:
    void readSignal();

    QSocketNotifier *m_notifier = nullptr;
};

} // namespace tessera
