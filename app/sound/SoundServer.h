#pragma once

#include <QtGlobal>

namespace tessera {

// Whether a PulseAudio (or PipeWire's pulse) server can be reached, decided without touching
// Qt Multimedia: on a machine without one (CI, a headless box) the first use of Qt Multimedia
// prints connection failures on stderr, and the sound stays silent anyway. Reads PULSE_SERVER
// when set (a unix socket must exist; a network server is assumed reachable), otherwise looks
// for the usual sockets ($XDG_RUNTIME_DIR/pulse/native, the system-wide one).
bool soundServerReachable();

// While alive, drops what Qt Multimedia says about a missing or failing audio server or
// device (the "qt.multimedia" categories and the PulseAudio connection warnings); every
// other message goes to the handler installed before. For the moments sound is set up: a
// server that is gone (a stale socket) must not fill the log of a game that simply stays quiet.
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
