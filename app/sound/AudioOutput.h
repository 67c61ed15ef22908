// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

class QObject;

namespace tessera {

// Where the sounds go: SoundMixer over Qt Multimedia, in a module of its own
// (libtessera-audio.so) that SoundEffects loads when it prepares, just after the first frame.
// Linked into the app, Qt Multimedia and what it pulls in (PulseAudio's client, the codecs'
// libraries: about 15 libraries, 1.7 MB resident and 10 ms of dynamic linking) would load before
// main() (issue #38).
class AudioOutput
{
public:
    virtual ~AudioOutput() = default;

    // Loads a sound from a WAV file in the output's format; false for anything else.
    virtual bool load(const QString &name, const QString &path) = 0;
    [[nodiscard]] virtual bool contains(const QString &name) const = 0;
    // Starts the sound of that name; false when unknown or the output cannot play.
    virtual bool play(const QString &name) = 0;
    // Silences every sound still sounding.
    virtual void stopAll() = 0;
    // 0..1 as the ear hears it (a slider's position); the output makes it linear.
    virtual void setPerceivedVolume(float volume) = 0;
};

// The module's one entry point: the default output opened, as a child of `parent` (so Qt's
// parent ownership deletes it), or nullptr when the machine has no output or it refuses.
using OpenAudioOutput = AudioOutput *(*)(QObject *parent);
inline constexpr char openAudioOutputSymbol[] = "tessera_open_audio_output";

} // namespace tessera
