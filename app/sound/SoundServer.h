// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QLoggingCategory>
#include <QtGlobal>

namespace tessera {

// What the sound server and Qt Multimedia say about a server that is missing, failing or gone
// (Qt Multimedia tries again every 3 s, forever): debug messages of "tessera.sound", off by
// default; QT_LOGGING_RULES="tessera.sound.debug=true" shows them.
Q_DECLARE_LOGGING_CATEGORY(lcSound)

// Whether a PulseAudio (or PipeWire's pulse) server can be reached, decided without touching
// Qt Multimedia: on a machine without one (CI, a headless box) the first use of Qt Multimedia
// prints connection failures on stderr, and the sound stays silent anyway. Reads PULSE_SERVER
// when set (a unix socket must exist; a network server is assumed reachable), otherwise looks
// for the usual sockets ($XDG_RUNTIME_DIR/pulse/native, the system-wide one).
bool soundServerReachable();

// While alive, turns what Qt Multimedia says about a missing or failing audio server or
// device (the "qt.multimedia" categories and the PulseAudio connection warnings) into lcSound
// debug messages; every other message goes to the handler installed before. For as long as
// sound is used: a server that is gone (a stale socket, an unreachable PULSE_SERVER, a crash)
// must not fill the log of a game that simply stays quiet.
class QuietAudioMessages
{
public:
    QuietAudioMessages();
    ~QuietAudioMessages();
    QuietAudioMessages(const QuietAudioMessages &) = delete;
    QuietAudioMessages &operator=(const QuietAudioMessages &) = delete;

private:
    QtMessageHandler m_previous = nullptr;
};

} // namespace tessera
