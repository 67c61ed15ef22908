// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// From a Sokoban push to its sound: the time until the sound is handed to the output, and the
// time until the first sound arrives in the recording of the sink (an upper bound: it includes
// the recorder's own latency). Runs against a private PulseAudio daemon with a null sink that it
// starts and stops itself. Prints the median of several runs (goal: under 30 ms).
//
//   build/bench/bench_sound_latency [RUNS]

#include "../support/PrivatePulseAudio.h"
#include "AppSettings.h"
#include "SokobanSession.h"
#include "SoundEffects.h"

#include <QElapsedTimer>
#include <QGuiApplication>
#include <QStandardPaths>
#include <QTest>
#include <algorithm>
#include <cstdio>
#include <optional>
#include <vector>

using namespace tessera;
using tessera::testing::PrivatePulseAudio;

namespace {

const QString pushLevel = QStringLiteral("#######\n#@$  .#\n#######\n");
constexpr int audibleSample = 300;
constexpr qint64 giveUpMs = 3000;

double median(std::vector<double> values)
{
    if (values.empty())
        return -1;
    std::sort(values.begin(), values.end());
    const std::size_t mid = values.size() / 2;
    return values.size() % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

struct Run
{
    std::optional<double> toPlaying;
    std::optional<double> toHeard;
};

Run measureOnePush(PrivatePulseAudio &pulse, SoundEffects &effects)
{
    Run run;
    SokobanSession session;
    effects.listen(&session);
    session.openPastedText(pushLevel);
    // Let the last sound end and the sink fall silent.
    QTest::qWait(400);
    pulse.takeRecorded();

    QElapsedTimer clock;
    QObject::connect(&effects, &SoundEffects::played, &session, [&] {
        if (!run.toPlaying)
            run.toPlaying = clock.nsecsElapsed() / 1e6;
    });
    clock.start();
    session.move(QmlDirection::Right);
    while (clock.elapsed() < giveUpMs && !run.toHeard) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
        const QByteArray chunk = pulse.takeRecorded();
        if (PrivatePulseAudio::firstSampleAbove(chunk, audibleSample) >= 0)
            run.toHeard = clock.nsecsElapsed() / 1e6;
    }
    return run;
}

} // namespace

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setApplicationName(QStringLiteral("tessera-bench-sound"));
    const int runs = argc > 1 ? std::max(1, atoi(argv[1])) : 9;

    if (const QString missing = PrivatePulseAudio::missing(); !missing.isEmpty()) {
        std::fprintf(stderr, "bench_sound_latency: not installed: %s\n", qPrintable(missing));
        return 1;
    }
    PrivatePulseAudio pulse;
    if (!pulse.start() || !pulse.startRecording()) {
        std::fprintf(stderr, "bench_sound_latency: %s\n", qPrintable(pulse.error()));
        return 1;
    }
    AppSettings settings;
    settings.setSoundEnabled(true);
    settings.setSoundVolume(100);
    SoundEffects effects(&settings);
    if (!effects.hasSound(QStringLiteral("sokoban-push"))) {
        std::fprintf(stderr, "bench_sound_latency: the push sound did not load\n");
        return 1;
    }

    std::vector<double> toPlaying;
    std::vector<double> toHeard;
    for (int i = 0; i < runs; ++i) {
        const Run run = measureOnePush(pulse, effects);
        if (run.toPlaying)
            toPlaying.push_back(*run.toPlaying);
        if (run.toHeard)
            toHeard.push_back(*run.toHeard);
        std::printf("run %d: handed over after %.1f ms, heard after %.1f ms\n", i + 1,
                    run.toPlaying.value_or(-1), run.toHeard.value_or(-1));
    }
    std::printf("push to the sound handed to the output: median %.1f ms (%zu of %d runs)\n",
                median(toPlaying), toPlaying.size(), runs);
    std::printf("push to first sound in the sink's monitor: median %.1f ms (%zu of %d runs)\n",
                median(toHeard), toHeard.size(), runs);
    return toHeard.empty() ? 1 : 0;
}
