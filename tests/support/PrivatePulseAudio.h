// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QTemporaryDir>
#include <memory>

namespace tessera::testing {

// A PulseAudio daemon of the test's own (a null sink "tst", a unix socket in a temporary
// folder), started by start() and stopped when this object goes, and a recorder of what the
// sink plays (its monitor, through parec). Qt Multimedia finds it through PULSE_SERVER, which
// start() sets for this process, so start() must come before the first use of Qt Multimedia.
class PrivatePulseAudio
{
public:
    PrivatePulseAudio();
    ~PrivatePulseAudio();
    PrivatePulseAudio(const PrivatePulseAudio &) = delete;
    PrivatePulseAudio &operator=(const PrivatePulseAudio &) = delete;

    // Whether pulseaudio and parec are installed; missing() names what is not.
    static QString missing();
    // Starts the daemon and waits for its socket; false (error() says why) when it fails.
    bool start();
    // Stops the daemon (and the recorder) as a crash of the server would: its clients lose
    // their connection. start() starts it again at the same address.
    void stop();
    QString error() const { return m_error; }
    QString serverAddress() const;

    // The recorder: 16-bit mono samples at sampleRate of everything the sink plays.
    static constexpr int sampleRate = 22050;
    bool startRecording();
    // Samples recorded since the last call (the recorder keeps running).
    QByteArray takeRecorded();
    void stopRecording();

    // The loudest stretch of `pcm` (16-bit mono): the RMS of its loudest 20 ms block, 0..32767.
    static double loudestBlockRms(const QByteArray &pcm);
    // The offset in samples of the first sample louder than `threshold`, or -1.
    static int firstSampleAbove(const QByteArray &pcm, int threshold);
    // How many separate sounds `pcm` holds: the starts of 5 ms blocks with an RMS above
    // `threshold` after at least `silenceMs` of blocks below it (the recording's start counts
    // as silence).
    static int countOnsets(const QByteArray &pcm, double threshold, int silenceMs);

private:
    QTemporaryDir m_dir;
    std::unique_ptr<QProcess> m_daemon;
    std::unique_ptr<QProcess> m_recorder;
    QString m_error;
};

} // namespace tessera::testing
