// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SoundMixer.h"

#include <QAudio>
#include <QAudioDevice>
#include <QAudioSink>
#include <QFile>
#include <QMediaDevices>
#include <QtEndian>
#include <algorithm>
#include <cstring>

namespace tessera {

namespace {

// The output's buffer: what a sound may wait behind while others play, and the margin the
// feed timer has against a late tick on a busy machine.
constexpr int bufferMs = 40;
constexpr int feedIntervalMs = 5;

quint32 readLe32(const char *p)
{
    return qFromLittleEndian<quint32>(p);
}

quint16 readLe16(const char *p)
{
    return qFromLittleEndian<quint16>(p);
}

// The samples of a RIFF WAVE file of 16-bit mono PCM at `rate`, or an empty array.
QByteArray pcmSamples(const QByteArray &wav, int rate)
{
    if (wav.size() < 12 || !wav.startsWith("RIFF") || wav.mid(8, 4) != "WAVE")
        return {};
    bool formatOk = false;
    for (qsizetype at = 12; at + 8 <= wav.size();) {
        const QByteArray id = wav.mid(at, 4);
        const qsizetype size = readLe32(wav.constData() + at + 4);
        const qsizetype body = at + 8;
        if (size > wav.size() - body)
            return {};
        if (id == "fmt " && size >= 16) {
            const char *f = wav.constData() + body;
            formatOk = readLe16(f) == 1 && readLe16(f + 2) == 1 &&
                       readLe32(f + 4) == quint32(rate) && readLe16(f + 14) == 16;
        } else if (id == "data") {
            return formatOk ? wav.mid(body, size & ~qsizetype(1)) : QByteArray();
        }
        at = body + size + (size & 1);
    }
    return {};
}

} // namespace

SoundMixer::SoundMixer(QObject *parent) : QObject(parent)
{
    m_format.setSampleRate(sampleRate);
    m_format.setChannelCount(1);
    m_format.setSampleFormat(QAudioFormat::Int16);
    m_feedTimer.setTimerType(Qt::PreciseTimer);
    m_feedTimer.setInterval(feedIntervalMs);
    connect(&m_feedTimer, &QTimer::timeout, this, &SoundMixer::feed);
}

SoundMixer::~SoundMixer()
{
    m_feedTimer.stop();
    if (m_sink)
        m_sink->stop();
}

bool SoundMixer::open()
{
    if (m_output)
        return true;
    const QAudioDevice device = QMediaDevices::defaultAudioOutput();
    if (device.isNull())
        return false;
    m_sink = std::make_unique<QAudioSink>(device, m_format);
    m_sink->setBufferSize(m_format.bytesForDuration(bufferMs * 1000));
    m_output = m_sink->start();
    if (!m_output || m_sink->error() != QAudio::NoError) {
        m_output = nullptr;
        m_sink.reset();
        return false;
    }
    m_wasOpen = true;
    return true;
}

bool SoundMixer::isOpen() const
{
    return m_output && m_sink->state() != QAudio::StoppedState;
}

void SoundMixer::closeOutput()
{
    m_feedTimer.stop();
    m_voices.clear();
    m_output = nullptr;
    if (m_sink) {
        m_sink->stop();
        m_sink.reset();
    }
}

bool SoundMixer::reopen()
{
    if (!m_wasOpen)
        return false;
    if (m_sinceReopenTry.isValid() && m_sinceReopenTry.elapsed() < reopenIntervalMs)
        return false;
    m_sinceReopenTry.start();
    return open();
}

bool SoundMixer::load(const QString &name, const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray samples = pcmSamples(file.readAll(), sampleRate);
    if (samples.isEmpty())
        return false;
    m_samples.insert(name, samples);
    return true;
}

bool SoundMixer::play(const QString &name)
{
    const auto found = m_samples.constFind(name);
    if (found == m_samples.constEnd())
        return false;
    if (!isOpen()) {
        closeOutput();
        if (!reopen())
            return false;
    }
    m_voices.start(&found.value());
    // Written now, not at the next tick: the sound starts as soon as the output plays it.
    feed();
    return true;
}

void SoundMixer::stopAll()
{
    m_voices.fadeOut();
    // The fade is written at the next tick.
    if (m_output && !m_voices.silent() && !m_feedTimer.isActive())
        m_feedTimer.start();
}

void SoundMixer::setVolume(float linear)
{
    m_volume = std::clamp(linear, 0.0f, 1.0f);
}

void SoundMixer::setPerceivedVolume(float volume)
{
    setVolume(
        QAudio::convertVolume(volume, QAudio::LogarithmicVolumeScale, QAudio::LinearVolumeScale));
}

void SoundMixer::feed()
{
    // A server that went away stops the output for good: the game goes on in silence until
    // the next play() finds the server back and opens a new output.
    if (!isOpen()) {
        closeOutput();
        return;
    }
    const qsizetype room = m_sink->bytesFree() / 2;
    if (room > 0)
        m_output->write(m_voices.render(room, m_volume));
    // Ticks on while something sounds, then until the buffer holds only silence; an idle
    // output simply runs dry, and the next play() starts it again.
    if (!m_voices.silent())
        m_silentFeedsLeft = 2 * bufferMs / feedIntervalMs;
    if (m_voices.silent() && m_silentFeedsLeft-- <= 0)
        m_feedTimer.stop();
    else if (!m_feedTimer.isActive())
        m_feedTimer.start();
}

} // namespace tessera
