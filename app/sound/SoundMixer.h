// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "AudioOutput.h"
#include "SoundVoices.h"

#include <QAudioFormat>
#include <QByteArray>
#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QString>
#include <QTimer>
#include <memory>

class QAudioSink;
class QIODevice;

namespace tessera {

// Plays short sounds through one audio output of its own, mixing them itself: each play()
// writes the sound into the output at once, several sounds overlap, and a sound played again
// while it sounds starts once more on top of itself.
//
// Why not QSoundEffect: in Qt 6.4 on PulseAudio it reads a whole short sound at once into a
// stream that often cannot take it, and each replay reopens the stream with a smaller buffer
// than the last; after a few plays sounds go missing while it reports "playing". Here the
// stream is opened once, in push mode, with a fixed buffer, and is only ever written to.
class SoundMixer : public QObject, public AudioOutput
{
    Q_OBJECT

public:
    explicit SoundMixer(QObject *parent = nullptr);
    ~SoundMixer() override;

    // The samples' format: 16-bit mono at this rate (what scripts/make-sounds.sh writes).
    static constexpr int sampleRate = 22050;

    // Opens the default output; false when there is none or it refuses.
    bool open();
    // Whether the output is open and playing (false once its server went away).
    bool isOpen() const;

    // Loads a sound from a WAV file in the samples' format; false for anything else.
    bool load(const QString &name, const QString &path) override;
    bool contains(const QString &name) const override { return m_samples.contains(name); }

    // Starts the sound of that name; false when unknown or the output is not open. An output
    // lost with its server (a restart of PulseAudio) is opened again here once the server is
    // back, trying at most every reopenIntervalMs.
    bool play(const QString &name) override;
    static constexpr int reopenIntervalMs = 500;
    // Silences every sound still sounding, fading it out over SoundVoices::fadeMs (a sound cut
    // off in one sample clicks).
    void stopAll() override;
    // 0..1, applied to the samples as they are mixed.
    void setVolume(float linear);
    // On the logarithmic scale of a volume slider (QAudio::convertVolume).
    void setPerceivedVolume(float volume) override;

private:
    // Writes as much of the mix (silence once every voice ended) as the output takes.
    void feed();
    // Lets go of an output that stopped for good (its server went away).
    void closeOutput();
    // Opens the output again after closeOutput(), unless it was tried a moment ago.
    bool reopen();

    QAudioFormat m_format;
    std::unique_ptr<QAudioSink> m_sink;
    QIODevice *m_output = nullptr;
    QHash<QString, QByteArray> m_samples;
    SoundVoices m_voices{sampleRate};
    QTimer m_feedTimer;
    // Feeds of silence left before the timer stops: the output's buffer ends in silence.
    int m_silentFeedsLeft = 0;
    float m_volume = 1.0f;
    // Opened once: a lost output is opened again.
    bool m_wasOpen = false;
    QElapsedTimer m_sinceReopenTry;
};

} // namespace tessera
