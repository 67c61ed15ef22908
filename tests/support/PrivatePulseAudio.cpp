// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "PrivatePulseAudio.h"

#include <QDeadlineTimer>
#include <QFileInfo>
#include <QStandardPaths>
#include <QThread>
#include <QtGlobal>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>

namespace tessera::testing {

namespace {

QString socketPath(const QTemporaryDir &dir)
{
    return dir.filePath(QStringLiteral("pa.sock"));
}

void stopProcess(std::unique_ptr<QProcess> &process)
{
    if (!process)
        return;
    process->terminate();
    if (!process->waitForFinished(3000)) {
        process->kill();
        process->waitForFinished(3000);
    }
    process.reset();
}

} // namespace

PrivatePulseAudio::PrivatePulseAudio() = default;

PrivatePulseAudio::~PrivatePulseAudio()
{
    stopRecording();
    stopProcess(m_daemon);
}

QString PrivatePulseAudio::missing()
{
    QStringList names;
    for (const char *tool : {"pulseaudio", "parec"}) {
        if (QStandardPaths::findExecutable(QString::fromLatin1(tool)).isEmpty())
            names.append(QString::fromLatin1(tool));
    }
    return names.join(QLatin1String(", "));
}

QString PrivatePulseAudio::serverAddress() const
{
    return QStringLiteral("unix:") + socketPath(m_dir);
}

bool PrivatePulseAudio::start()
{
    if (!m_dir.isValid()) {
        m_error = QStringLiteral("no temporary folder");
        return false;
    }
    QFile::setPermissions(m_dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    // Its pid file, cookie and state stay in the temporary folder.
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), m_dir.path());
    env.insert(QStringLiteral("HOME"), m_dir.path());
    env.remove(QStringLiteral("PULSE_SERVER"));
    m_daemon = std::make_unique<QProcess>();
    m_daemon->setProcessEnvironment(env);
    m_daemon->setProcessChannelMode(QProcess::MergedChannels);
    m_daemon->start(
        QStringLiteral("pulseaudio"),
        {QStringLiteral("-n"), QStringLiteral("--daemonize=no"),
         QStringLiteral("--exit-idle-time=-1"), QStringLiteral("--disable-shm=yes"),
         QStringLiteral("--use-pid-file=no"),
         QStringLiteral("--load=module-null-sink sink_name=tst rate=%1").arg(sampleRate),
         QStringLiteral("--load=module-native-protocol-unix socket=%1 auth-anonymous=1")
             .arg(socketPath(m_dir))});
    if (!m_daemon->waitForStarted(5000)) {
        m_error = QStringLiteral("pulseaudio did not start: ") + m_daemon->errorString();
        return false;
    }
    const QDeadlineTimer deadline(10000);
    while (!QFileInfo::exists(socketPath(m_dir))) {
        if (deadline.hasExpired() || m_daemon->state() != QProcess::Running) {
            m_error = QStringLiteral("pulseaudio made no socket: ") +
                      QString::fromLocal8Bit(m_daemon->readAll());
            return false;
        }
        QThread::msleep(20);
    }
    qputenv("PULSE_SERVER", serverAddress().toLocal8Bit());
    return true;
}

void PrivatePulseAudio::stop()
{
    stopRecording();
    if (m_daemon) {
        m_daemon->kill();
        m_daemon->waitForFinished(3000);
        m_daemon.reset();
    }
    // Killed, it leaves its socket behind.
    QFile::remove(socketPath(m_dir));
}

bool PrivatePulseAudio::startRecording()
{
    m_recorder = std::make_unique<QProcess>();
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PULSE_SERVER"), serverAddress());
    m_recorder->setProcessEnvironment(env);
    // Small fragments: what the sink plays arrives here within a few milliseconds.
    m_recorder->start(QStringLiteral("parec"),
                      {QStringLiteral("-d"), QStringLiteral("tst.monitor"),
                       QStringLiteral("--format=s16le"),
                       QStringLiteral("--rate=%1").arg(sampleRate), QStringLiteral("--channels=1"),
                       QStringLiteral("--latency-msec=5"), QStringLiteral("--raw")});
    if (!m_recorder->waitForStarted(5000)) {
        m_error = QStringLiteral("parec did not start: ") + m_recorder->errorString();
        return false;
    }
    // Recording has begun once the first samples arrive.
    const QDeadlineTimer deadline(5000);
    while (m_recorder->bytesAvailable() == 0) {
        if (deadline.hasExpired() || !m_recorder->waitForReadyRead(100)) {
            if (deadline.hasExpired() || m_recorder->state() != QProcess::Running) {
                m_error = QStringLiteral("parec recorded nothing: ") +
                          QString::fromLocal8Bit(m_recorder->readAllStandardError());
                return false;
            }
        }
    }
    return true;
}

QByteArray PrivatePulseAudio::takeRecorded()
{
    return m_recorder ? m_recorder->readAllStandardOutput() : QByteArray();
}

void PrivatePulseAudio::stopRecording()
{
    stopProcess(m_recorder);
}

namespace {

// The RMS of samples [start, end) of 16-bit mono `pcm`.
double blockRms(const QByteArray &pcm, int start, int end)
{
    double sum = 0;
    for (int i = start; i < end; ++i) {
        std::int16_t sample = 0;
        std::memcpy(&sample, pcm.constData() + 2 * i, 2);
        sum += double(sample) * sample;
    }
    return std::sqrt(sum / std::max(1, end - start));
}

} // namespace

double PrivatePulseAudio::loudestBlockRms(const QByteArray &pcm)
{
    const int count = static_cast<int>(pcm.size() / 2);
    constexpr int block = sampleRate / 50;
    double loudest = 0;
    for (int start = 0; start < count; start += block)
        loudest = std::max(loudest, blockRms(pcm, start, std::min(count, start + block)));
    return loudest;
}

int PrivatePulseAudio::countOnsets(const QByteArray &pcm, double threshold, int silenceMs)
{
    const int count = static_cast<int>(pcm.size() / 2);
    constexpr int block = sampleRate / 200;
    const int quietBlocksNeeded = std::max(1, silenceMs / 5);
    int quietBlocks = quietBlocksNeeded;
    int onsets = 0;
    for (int start = 0; start + block <= count; start += block) {
        if (blockRms(pcm, start, start + block) > threshold) {
            if (quietBlocks >= quietBlocksNeeded)
                ++onsets;
            quietBlocks = 0;
        } else {
            ++quietBlocks;
        }
    }
    return onsets;
}

int PrivatePulseAudio::firstSampleAbove(const QByteArray &pcm, int threshold)
{
    const int count = static_cast<int>(pcm.size() / 2);
    for (int i = 0; i < count; ++i) {
        std::int16_t sample = 0;
        std::memcpy(&sample, pcm.constData() + 2 * i, 2);
        if (std::abs(int(sample)) > threshold)
            return i;
    }
    return -1;
}

} // namespace tessera::testing
