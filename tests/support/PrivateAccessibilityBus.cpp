// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "PrivateAccessibilityBus.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QThread>
#include <csignal>
#include <cstring>
#include <functional>
#include <sys/socket.h>
#include <sys/types.h>
#include <sys/un.h>
#include <unistd.h>

namespace tessera::testing {

namespace {

const char *const launcherPath = "/usr/libexec/at-spi-bus-launcher";
const char *const registryPath = "/usr/libexec/at-spi2-registryd";

bool waitFor(const std::function<bool()> &ready, int ms)
{
    QDeadlineTimer deadline(ms);
    while (!ready()) {
        if (deadline.hasExpired())
            return false;
        QThread::msleep(20);
    }
    return true;
}

// The process exists and has not ended: a zombie waiting for a parent that does not reap (in
// some containers, process 1) has ended.
bool running(qint64 pid)
{
    if (::kill(pid_t(pid), 0) != 0)
        return false;
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return true;
    // "PID (NAME) STATE ...": the state follows the name's closing parenthesis.
    const QByteArray line = stat.readAll();
    const int close = line.lastIndexOf(')');
    return close < 0 || line.mid(close + 2, 1) != "Z";
}

void stopProcess(qint64 &pid)
{
    if (pid <= 0)
        return;
    ::kill(pid_t(pid), SIGTERM);
    // Started detached (and dbus-daemon forks itself): none is our child, so it is waited for
    // by asking whether it still exists; reaping stays with init. Two seconds at most.
    for (int i = 0; i < 100 && running(pid); ++i)
        QThread::msleep(20);
    pid = 0;
}

// Started apart from this process, its output not on ours: a daemon left behind when a test
// dies must not hold the pipe ctest reads, or ctest waits for it until the test's timeout.
bool startDaemon(const QString &program, const QStringList &arguments, qint64 *pid)
{
    QProcess process;
    process.setProgram(program);
    process.setArguments(arguments);
    process.setStandardInputFile(QProcess::nullDevice());
    process.setStandardOutputFile(QProcess::nullDevice());
    process.setStandardErrorFile(QProcess::nullDevice());
    return process.startDetached(pid);
}

// Something listens on the Unix socket `path`. The socket's file appears when Xvfb binds it,
// a moment before it listens; a client that connects in that moment is refused.
bool acceptsConnections(const QString &path)
{
    const QByteArray name = QFile::encodeName(path);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    if (name.size() >= int(sizeof address.sun_path))
        return false;
    std::memcpy(address.sun_path, name.constData(), std::size_t(name.size()));
    const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return false;
    const bool connected =
        ::connect(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address) == 0;
    ::close(fd);
    return connected;
}

} // namespace

PrivateAccessibilityBus::~PrivateAccessibilityBus()
{
    stopAll();
}

QStringList PrivateAccessibilityBus::missing()
{
    QStringList absent;
    for (const char *program : {"Xvfb", "dbus-daemon"}) {
        if (QStandardPaths::findExecutable(QLatin1String(program)).isEmpty())
            absent << QLatin1String(program);
    }
    for (const char *path : {launcherPath, registryPath}) {
        if (!QFileInfo(QLatin1String(path)).isExecutable())
            absent << QLatin1String(path);
    }
    return absent;
}

bool PrivateAccessibilityBus::start()
{
    if (!missing().isEmpty()) {
        m_error = QStringLiteral("not installed: ") + missing().join(QStringLiteral(", "));
        return false;
    }
    // A display nobody uses: the first free one from a number of this process's own.
    for (int tries = 0; tries < 40 && m_xvfb == 0; ++tries) {
        const int number = 300 + int((::getpid() + tries * 7) % 600);
        if (QFile::exists(QStringLiteral("/tmp/.X%1-lock").arg(number)))
            continue;
        qint64 pid = 0;
        const QString display = QStringLiteral(":%1").arg(number);
        if (!startDaemon(QStringLiteral("Xvfb"),
                         {display, "-screen", "0", "1280x800x24", "-nolisten", "tcp"}, &pid))
            continue;
        // Ours when the display's lock names our Xvfb: another test's may have taken it first.
        const QString socket = QStringLiteral("/tmp/.X11-unix/X%1").arg(number);
        const QString lockFile = QStringLiteral("/tmp/.X%1-lock").arg(number);
        const auto ours = [&] {
            QFile lock(lockFile);
            return QFile::exists(socket) && lock.open(QIODevice::ReadOnly) &&
                   lock.readAll().trimmed().toLongLong() == pid && acceptsConnections(socket);
        };
        if (waitFor(ours, 10000)) {
            m_xvfb = pid;
            m_display = display;
        } else {
            stopProcess(pid);
        }
    }
    if (m_xvfb == 0) {
        m_error = QStringLiteral("Xvfb did not start on a free display");
        return false;
    }

    QProcess dbus;
    dbus.start(QStringLiteral("dbus-daemon"),
               {"--session", "--fork", "--print-address=1", "--print-pid=1"});
    if (!dbus.waitForFinished(10000) || dbus.exitCode() != 0) {
        m_error = QStringLiteral("dbus-daemon --session did not start: ") +
                  QString::fromLocal8Bit(dbus.readAllStandardError());
        return false;
    }
    const QList<QByteArray> lines = dbus.readAllStandardOutput().trimmed().split('\n');
    if (lines.size() < 2) {
        m_error = QStringLiteral("dbus-daemon printed no address");
        return false;
    }
    const QByteArray address = lines.at(0).trimmed();
    m_dbus = lines.at(1).trimmed().toLongLong();

    qputenv("DISPLAY", m_display.toLocal8Bit());
    qputenv("DBUS_SESSION_BUS_ADDRESS", address);
    qputenv("QT_QPA_PLATFORM", "xcb");
    qputenv("QT_LINUX_ACCESSIBILITY_ALWAYS_ON", "1");
    qputenv("NO_AT_BRIDGE", "0");

    if (!startDaemon(QLatin1String(launcherPath), {"--launch-immediately"}, &m_launcher)) {
        m_error = QStringLiteral("%1 did not start").arg(QLatin1String(launcherPath));
        return false;
    }
    // Up when the session bus has the a11y bus's name.
    const bool up = waitFor(
        [&] {
            QProcess query;
            query.start(QStringLiteral("dbus-send"),
                        {"--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
                         "org.a11y.Bus.GetAddress"});
            return query.waitForFinished(2000) && query.exitCode() == 0;
        },
        10000);
    if (!up) {
        m_error = QStringLiteral("the AT-SPI bus did not come up");
        return false;
    }
    return true;
}

void PrivateAccessibilityBus::stopAll()
{
    stopProcess(m_launcher);
    stopProcess(m_dbus);
    stopProcess(m_xvfb);
}

} // namespace tessera::testing
