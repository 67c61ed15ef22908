// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "QuitSignals.h"

#include "StorageNotices.h"

#include <QLoggingCategory>
#include <QSocketNotifier>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <sys/socket.h>
#include <unistd.h>

Q_LOGGING_CATEGORY(lcQuitSignals, "tessera.signals", QtInfoMsg)

namespace tessera {

namespace {

constexpr int quitSignals[] = {SIGTERM, SIGHUP, SIGINT};

// [0] is written by the handler, [1] read by the notifier; -1 while no QuitSignals lives.
int signalSockets[2] = {-1, -1};

extern "C" void writeSignalNumber(int signal)
{
    const int savedErrno = errno;
    const unsigned char number = static_cast<unsigned char>(signal);
    // Nothing more can be done here when it fails: the socket is only full if the event loop
    // is stuck, and then a default handler (set below once the first signal is read) ends it.
    [[maybe_unused]] const ssize_t written = ::write(signalSockets[0], &number, 1);
    errno = savedErrno;
}

void setHandler(int signal, void (*handler)(int))
{
    struct sigaction action;
    std::memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    sigaction(signal, &action, nullptr);
}

} // namespace

QuitSignals::QuitSignals(QObject *parent) : QObject(parent)
{
    if (signalSockets[0] != -1 ||
        ::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, signalSockets) != 0) {
        qCWarning(lcQuitSignals) << "signals end the app without saving:" << std::strerror(errno);
        return;
    }
    m_notifier = new QSocketNotifier(signalSockets[1], QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &QuitSignals::readSignal);
    for (const int signal : quitSignals)
        setHandler(signal, writeSignalNumber);
}

QuitSignals::~QuitSignals()
{
    if (!m_notifier)
        return;
    for (const int signal : quitSignals)
        setHandler(signal, SIG_DFL);
    delete m_notifier;
    ::close(signalSockets[0]);
    ::close(signalSockets[1]);
    signalSockets[0] = signalSockets[1] = -1;
}

void QuitSignals::readSignal()
{
    unsigned char number = 0;
    if (::read(signalSockets[1], &number, 1) != 1)
        return;
    // Quitting takes a moment (the saves); a second signal is not kept waiting.
    for (const int signal : quitSignals)
        setHandler(signal, SIG_DFL);
    qCDebug(lcQuitSignals, "signal %d: saving and quitting", number);
    StorageNotices::instance()->saveAll();
    emit received(number);
}

} // namespace tessera
