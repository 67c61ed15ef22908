// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SoundServer.h"

#include <QByteArray>
#include <QFileInfo>
#include <QList>
#include <QString>
#include <atomic>
#include <unistd.h>

namespace tessera {

Q_LOGGING_CATEGORY(lcSound, "tessera.sound", QtInfoMsg)

namespace {

// One entry of PULSE_SERVER: "unix:/path", "/path", "tcp:host:port", "host", each possibly
// prefixed with "{machine-id}".
bool serverEntryReachable(QByteArray entry)
{
    if (entry.startsWith('{')) {
        const int end = entry.indexOf('}');
        if (end < 0)
            return false;
        entry = entry.mid(end + 1);
    }
    if (entry.startsWith("unix:"))
        return QFileInfo::exists(QString::fromLocal8Bit(entry.mid(5)));
    if (entry.startsWith('/'))
        return QFileInfo::exists(QString::fromLocal8Bit(entry));
    // A network server: only connecting can tell.
    return !entry.isEmpty();
}

std::atomic<QtMessageHandler> s_previousHandler{nullptr};

bool isAudioNoise(const QMessageLogContext &context, const QString &message)
{
    const QByteArray category = context.category ? QByteArray(context.category) : QByteArray();
    return category.startsWith("qt.multimedia") || message.contains(QLatin1String("PulseAudio")) ||
           message.contains(QLatin1String("pa_context")) ||
           message.contains(QLatin1String("Stream error")) ||
           message.contains(QLatin1String("No audio device"));
}

void quietHandler(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    const QtMessageHandler previous = s_previousHandler.load();
    if (!previous)
        return;
    if (type == QtFatalMsg || !isAudioNoise(context, message)) {
        previous(type, context, message);
        return;
    }
    if (!lcSound().isDebugEnabled())
        return;
    const QMessageLogContext quietContext(context.file, context.line, context.function,
                                          lcSound().categoryName());
    previous(QtDebugMsg, quietContext, message);
}

} // namespace

bool soundServerReachable()
{
    const QByteArray server = qgetenv("PULSE_SERVER").trimmed();
    if (!server.isEmpty()) {
        for (const QByteArray &entry : server.split(' ')) {
            if (serverEntryReachable(entry.trimmed()))
                return true;
        }
        return false;
    }
    QList<QString> sockets;
    const QString runtimeDir = qEnvironmentVariable("XDG_RUNTIME_DIR");
    if (!runtimeDir.isEmpty())
        sockets.append(runtimeDir + QStringLiteral("/pulse/native"));
    sockets.append(QStringLiteral("/run/user/%1/pulse/native").arg(::getuid()));
    sockets.append(QStringLiteral("/run/pulse/native")); // a system-wide server
    for (const QString &socket : sockets) {
        if (QFileInfo::exists(socket))
            return true;
    }
    return false;
}

QuietAudioMessages::QuietAudioMessages()
{
    m_previous = qInstallMessageHandler(quietHandler);
    // Nested: the outer one already knows where the other messages go.
    if (m_previous != quietHandler)
        s_previousHandler = m_previous;
}

QuietAudioMessages::~QuietAudioMessages()
{
    qInstallMessageHandler(m_previous);
}

} // namespace tessera
