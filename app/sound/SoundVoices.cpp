// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 the Tessera project
#include "SoundVoices.h"

#include <QtEndian>
#include <algorithm>

namespace tessera {

SoundVoices::SoundVoices(int sampleRate) : m_fadeSamples(std::max(1, sampleRate * fadeMs / 1000)) {}

void SoundVoices::start(const QByteArray *samples)
{
    m_voices.push_back(Voice{samples, 0, -1});
}

void SoundVoices::fadeOut()
{
    // A voice fading already goes on from where its fade is.
    for (Voice &voice : m_voices)
        voice.faded = std::max(voice.faded, 0);
}

void SoundVoices::clear()
{
    m_voices.clear();
}

QByteArray SoundVoices::render(qsizetype count, float volume)
{
    count = std::max<qsizetype>(0, count);
    std::vector<float> mix(static_cast<std::size_t>(count), 0.0f);
    const auto steps = static_cast<float>(m_fadeSamples);
    for (Voice &voice : m_voices) {
        qsizetype samples = std::min(count, (voice.samples->size() - voice.offset) / 2);
        if (voice.faded >= 0)
            samples = std::min<qsizetype>(samples, m_fadeSamples - voice.faded);
        const char *from = voice.samples->constData() + voice.offset;
        for (qsizetype i = 0; i < samples; ++i) {
            // Fading: a straight ramp down to 0 at the fade's last sample.
            const float gain =
                voice.faded < 0 ? 1.0f : 1.0f - static_cast<float>(voice.faded + i + 1) / steps;
            mix[static_cast<std::size_t>(i)] += qFromLittleEndian<qint16>(from + 2 * i) * gain;
        }
        voice.offset += 2 * samples;
        if (voice.faded >= 0)
            voice.faded += static_cast<int>(samples);
    }
    m_voices.erase(std::remove_if(m_voices.begin(), m_voices.end(),
                                  [this](const Voice &v) {
                                      return v.offset + 1 >= v.samples->size() ||
                                             v.faded >= m_fadeSamples;
                                  }),
                   m_voices.end());
    QByteArray out(2 * count, Qt::Uninitialized);
    for (std::size_t i = 0; i < mix.size(); ++i) {
        const float sample = std::clamp(mix[i] * volume, -32768.0f, 32767.0f);
        qToLittleEndian<qint16>(static_cast<qint16>(sample), out.data() + 2 * i);
    }
    return out;
}

} // namespace tessera
