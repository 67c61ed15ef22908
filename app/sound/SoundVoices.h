// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 the Tessera project
#pragma once

#include <QByteArray>
#include <QtGlobal>
#include <vector>

namespace tessera {

// The sounds sounding at once, mixed into one stream of 16-bit mono samples: SoundMixer's
// arithmetic, without the audio output, so it can be checked sample by sample.
class SoundVoices
{
public:
    // How long fadeOut() takes: long enough not to click, short enough to be "at once"
    // (8 ms: 176 samples at 22050 Hz).
    static constexpr int fadeMs = 8;

    explicit SoundVoices(int sampleRate);

    // Starts `samples` (16-bit little-endian mono; kept by the caller while it sounds).
    void start(const QByteArray *samples);
    // Fades out everything sounding now over fadeMs, to silence (cutting a sound off in one
    // sample is a click); sounds started later are not faded.
    void fadeOut();
    // Ends everything at once (the output is gone).
    void clear();
    // Nothing left to sound.
    [[nodiscard]] bool silent() const { return m_voices.empty(); }

    // The next `count` samples of the mix at `volume` (0..1), silence once all have ended.
    [[nodiscard]] QByteArray render(qsizetype count, float volume);

private:
    struct Voice
    {
        const QByteArray *samples = nullptr;
        qsizetype offset = 0; // bytes already mixed
        int faded = -1;       // samples of its fade-out already mixed; -1: not fading
    };

    int m_fadeSamples;
    std::vector<Voice> m_voices;
};

} // namespace tessera
