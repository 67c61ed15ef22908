// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SoundEffects.h"

#include "AppSettings.h"
#include "FifteenSession.h"
#include "Game2048Session.h"
#include "SokobanSession.h"
#include "SoundMixer.h"
#include "SoundServer.h"

#include <QAudio>
#include <QAudioDevice>
#include <QMediaDevices>
#include <QQmlEngine>
#include <algorithm>

namespace tessera {

namespace {

QPointer<SoundEffects> s_provided;

// The merge sounds go from a 4 (exponent 2) up; larger tiles share the highest note.
constexpr int lowestMergeExponent = 2;
constexpr int highestMergeExponent = 17;

QString mergeSound(int exponent)
{
    return QStringLiteral("2048-merge-%1")
        .arg(std::clamp(exponent, lowestMergeExponent, highestMergeExponent));
}

} // namespace

SoundEffects::SoundEffects(AppSettings *settings, QObject *parent)
    : QObject(parent), m_settings(settings)
{
    if (m_settings) {
        connect(m_settings, &AppSettings::soundVolumeChanged, this, &SoundEffects::applyVolume);
        // Muting stops what is still sounding, so M silences at once.
        connect(m_settings, &AppSettings::soundEnabledChanged, this, [this] {
            if (!soundOn() && m_mixer)
                m_mixer->stopAll();
        });
    }
    if (soundServerReachable()) {
        // Qt Multimedia retries a server it lost every 3 s, and says so each time.
        m_quiet = std::make_unique<QuietAudioMessages>();
        loadEffects();
    }
}

SoundEffects::~SoundEffects()
{
    // The output closes while its messages are still kept quiet.
    delete m_mixer;
    m_mixer = nullptr;
}

void SoundEffects::provide(SoundEffects *instance)
{
    s_provided = instance;
}

SoundEffects *SoundEffects::create(QQmlEngine *engine, QJSEngine *)
{
    if (s_provided) {
        QJSEngine::setObjectOwnership(s_provided, QJSEngine::CppOwnership);
        return s_provided;
    }
    // The engine's own AppSettings singleton, so the settings page and the sound agree.
    const int settingsType = qmlTypeId("Tessera", 1, 0, "AppSettings");
    auto *settings =
        settingsType >= 0 ? engine->singletonInstance<AppSettings *>(settingsType) : nullptr;
    return new SoundEffects(settings);
}

const QStringList &SoundEffects::soundNames()
{
    static const QStringList names = [] {
        QStringList list{
            QStringLiteral("sokoban-step"),    QStringLiteral("sokoban-push"),
            QStringLiteral("sokoban-goal-on"), QStringLiteral("sokoban-goal-off"),
            QStringLiteral("sokoban-bump"),    QStringLiteral("sokoban-undo"),
            QStringLiteral("sokoban-solved"),  QStringLiteral("2048-slide"),
            QStringLiteral("2048-won"),        QStringLiteral("2048-over"),
            QStringLiteral("fifteen-slide"),   QStringLiteral("fifteen-solved"),
            QStringLiteral("ui-click"),
        };
        for (int e = lowestMergeExponent; e <= highestMergeExponent; ++e)
            list.append(mergeSound(e));
        return list;
    }();
    return names;
}

bool SoundEffects::available() const
{
    return m_mixer != nullptr;
}

bool SoundEffects::hasSound(const QString &name) const
{
    return m_mixer && m_mixer->contains(name);
}

void SoundEffects::loadEffects()
{
    if (QMediaDevices::audioOutputs().isEmpty())
        return;
    auto *mixer = new SoundMixer(this);
    if (!mixer->open()) {
        delete mixer;
        return;
    }
    for (const QString &name : soundNames())
        mixer->load(name, QStringLiteral(":/sounds/%1.wav").arg(name));
    m_mixer = mixer;
    applyVolume();
}

void SoundEffects::applyVolume()
{
    const int percent = m_settings ? m_settings->soundVolume() : AppSettings::defaultSoundVolume;
    // The slider moves evenly for the ear: its position is a logarithmic volume.
    const float linear = QAudio::convertVolume(percent / 100.0f, QAudio::LogarithmicVolumeScale,
                                               QAudio::LinearVolumeScale);
    if (m_mixer)
        m_mixer->setVolume(linear);
}

bool SoundEffects::soundOn() const
{
    return !m_settings || m_settings->soundEnabled();
}

bool SoundEffects::play(const QString &name)
{
    if (!soundOn())
        return false;
    if (!m_mixer || !m_mixer->play(name))
        return false;
    emit played(name);
    return true;
}

void SoundEffects::click()
{
    play(QStringLiteral("ui-click"));
}

void SoundEffects::listen(QObject *session)
{
    if (!session)
        return;
    disconnect(session, nullptr, this, nullptr);

    if (auto *sokoban = qobject_cast<SokobanSession *>(session)) {
        connect(sokoban, &SokobanSession::stepped, this,
                [this, sokoban](bool pushed, int boxesOnGoalsChange) {
                    // The last step of a level: the fanfare (levelSolved) says it all.
                    if (sokoban->solved())
                        return;
                    if (boxesOnGoalsChange > 0)
                        play(QStringLiteral("sokoban-goal-on"));
                    else if (boxesOnGoalsChange < 0)
                        play(QStringLiteral("sokoban-goal-off"));
                    else
                        play(pushed ? QStringLiteral("sokoban-push")
                                    : QStringLiteral("sokoban-step"));
                });
        connect(sokoban, &SokobanSession::stepRefused, this, [this] {
            if (m_sinceBump.isValid() && m_sinceBump.elapsed() < bumpGapMs)
                return;
            if (play(QStringLiteral("sokoban-bump")))
                m_sinceBump.start();
        });
        connect(sokoban, &SokobanSession::undone, this,
                [this] { play(QStringLiteral("sokoban-undo")); });
        connect(sokoban, &SokobanSession::levelSolved, this,
                [this] { play(QStringLiteral("sokoban-solved")); });
    } else if (auto *game2048 = qobject_cast<Game2048Session *>(session)) {
        connect(game2048, &Game2048Session::moved, this,
                [this] { play(QStringLiteral("2048-slide")); });
        connect(game2048, &Game2048Session::merged, this,
                [this](int exponent) { play(mergeSound(exponent)); });
        connect(game2048, &Game2048Session::gameWon, this,
                [this] { play(QStringLiteral("2048-won")); });
        connect(game2048, &Game2048Session::gameOver, this,
                [this] { play(QStringLiteral("2048-over")); });
    } else if (auto *fifteen = qobject_cast<FifteenSession *>(session)) {
        connect(fifteen, &FifteenSession::tilesSlid, this, [this, fifteen] {
            if (!fifteen->solved())
                play(QStringLiteral("fifteen-slide"));
        });
        connect(fifteen, &FifteenSession::gameSolved, this,
                [this] { play(QStringLiteral("fifteen-solved")); });
    }
}

} // namespace tessera
