// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 the Tessera project
// The mixer's arithmetic on its buffer: sounds add up, and muting (M) fades the sound out over
// a few milliseconds instead of cutting it off in one sample, which clicks.

#include "SoundVoices.h"

#include <QtEndian>
#include <QtTest>
#include <cstdlib>

using namespace tessera;

namespace {

constexpr int rate = 22050;
constexpr int fadeSamples = rate * SoundVoices::fadeMs / 1000;

// `count` samples of one value: a loud, steady sound.
QByteArray steady(int count, qint16 value)
{
    QByteArray samples(2 * count, Qt::Uninitialized);
    for (int i = 0; i < count; ++i)
        qToLittleEndian<qint16>(value, samples.data() + 2 * i);
    return samples;
}

QList<int> values(const QByteArray &pcm)
{
    QList<int> list;
    for (qsizetype i = 0; i + 1 < pcm.size(); i += 2)
        list.append(qFromLittleEndian<qint16>(pcm.constData() + i));
    return list;
}

} // namespace

class tst_SoundVoices : public QObject
{
    Q_OBJECT

private slots:
    void soundsAddUpAndEnd();
    void fadeOutRampsDownWithoutAStep();
    void aSoundStartedAfterTheFadeIsNotFaded();
};

void tst_SoundVoices::soundsAddUpAndEnd()
{
    SoundVoices voices(rate);
    const QByteArray a = steady(100, 1000);
    const QByteArray b = steady(50, 2000);
    voices.start(&a);
    voices.start(&b);
    const QList<int> mixed = values(voices.render(120, 1.0f));
    QCOMPARE(mixed.size(), 120);
    QCOMPARE(mixed.at(0), 3000);
    QCOMPARE(mixed.at(49), 3000);
    QCOMPARE(mixed.at(50), 1000);
    QCOMPARE(mixed.at(99), 1000);
    QCOMPARE(mixed.at(100), 0);
    QVERIFY(voices.silent());
    QCOMPARE(values(voices.render(10, 0.5f)), QList<int>(10, 0));
}

void tst_SoundVoices::fadeOutRampsDownWithoutAStep()
{
    constexpr qint16 loud = 20000;
    SoundVoices voices(rate);
    const QByteArray sound = steady(rate, loud); // a second of it
    voices.start(&sound);
    QCOMPARE(values(voices.render(100, 1.0f)), QList<int>(100, loud));

    voices.fadeOut();
    // Rendered in pieces, as the output takes it.
    QList<int> after;
    for (int piece = 0; piece < 4; ++piece)
        after += values(voices.render(fadeSamples / 3, 1.0f));
    QVERIFY(after.size() > fadeSamples);
    // From the level it was at down to silence, never a jump larger than a ramp's step...
    const int largestStep = loud / fadeSamples + 2;
    int previous = loud;
    for (int i = 0; i < after.size(); ++i) {
        QVERIFY2(after.at(i) <= previous && previous - after.at(i) <= largestStep,
                 qPrintable(QStringLiteral("sample %1 after muting: %2, after %3")
                                .arg(i)
                                .arg(after.at(i))
                                .arg(previous)));
        previous = after.at(i);
    }
    // ...and silent once the fade is over.
    QCOMPARE(after.at(fadeSamples - 1), 0);
    QCOMPARE(after.last(), 0);
    QVERIFY(voices.silent());
}

void tst_SoundVoices::aSoundStartedAfterTheFadeIsNotFaded()
{
    SoundVoices voices(rate);
    const QByteArray first = steady(rate, 10000);
    const QByteArray second = steady(rate, 3000);
    voices.start(&first);
    (void)voices.render(10, 1.0f);
    voices.fadeOut();
    voices.start(&second);
    const QList<int> mixed = values(voices.render(2 * fadeSamples, 1.0f));
    QVERIFY(mixed.at(0) > 3000 + 9000);
    QCOMPARE(mixed.at(fadeSamples), 3000);
    QCOMPARE(mixed.last(), 3000);
}

QTEST_APPLESS_MAIN(tst_SoundVoices)

#include "tst_sound_voices.moc"
