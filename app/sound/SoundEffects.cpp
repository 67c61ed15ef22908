// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SoundEffects.h"

#include "AppSettings.h"
#include "AudioOutput.h"
#include "GameSession.h"
#include "SoundServer.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibrary>
#include <QQmlEngine>

namespace tessera {

namespace {

QPointer<SoundEffects> s_provided;

// What a move sounds like: the event's word in the sound's name ("sokoban-goal-on").
QString moveWord(GameSession::MoveEffect effect)
{
    switch (effect) {
    case GameSession::MoveEffect::Plain:
        return QStringLiteral("moved");
    case GameSession::MoveEffect::Push:
        return QStringLiteral("pushed");
    case GameSession::MoveEffect::GoalGained:
        return QStringLiteral("goal-on");
    case GameSession::MoveEffect::GoalLost:
        return QStringLiteral("goal-off");
    case GameSession::MoveEffect::Winning:
        break;
    }
    return QString();
}

// The output module's entry point, loaded once (AudioOutput.h): beside the program as installed
// (TESSERA_AUDIO_MODULE_DIR, relative to the program's folder: the same in the build tree, for
// the programs in bin/ and the tests).
OpenAudioOutput audioModule()
{
    static const OpenAudioOutput open = [] {
        const QString path =
            QDir(QCoreApplication::applicationDirPath())
                .filePath(QStringLiteral(TESSERA_AUDIO_MODULE_DIR "/libtessera-audio.so"));
        QLibrary module(path);
        // Kept to the end: Qt's clean-up would otherwise unload it, and Qt Multimedia with it,
        // under anything of it still alive.
        module.setLoadHints(QLibrary::PreventUnloadHint);
        const auto entry = reinterpret_cast<OpenAudioOutput>(module.resolve(openAudioOutputSymbol));
        if (!entry)
            qCWarning(lcSound) << "no sound: the audio module cannot be loaded:"
                               << module.errorString();
        return entry;
    }();
    return open;
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
    // Every sound in resources/sounds: adding a file adds a sound, named for the event it
    // answers (see scripts/make-sounds.sh).
    static const QStringList names = [] {
        QStringList list;
        const QStringList files =
            QDir(QStringLiteral(":/sounds")).entryList({QStringLiteral("*.wav")}, QDir::Files);
        for (const QString &file : files)
            list.append(file.chopped(4));
        return list;
    }();
    return names;
}

bool SoundEffects::available() const
{
    return m_mixer != nullptr;
}

bool SoundEffects::hasSound(const QString &name)
{
    prepare();
    return m_mixer && m_mixer->contains(name);
}

void SoundEffects::prepare()
{
    if (m_prepared)
        return;
    m_prepared = true;
    if (!soundServerReachable())
        return;
    // Qt Multimedia retries a server it lost every 3 s, and says so each time.
    m_quiet = std::make_unique<QuietAudioMessages>();
    loadEffects();
    if (m_mixer)
        emit availableChanged();
}

void SoundEffects::loadEffects()
{
    const OpenAudioOutput open = audioModule();
    AudioOutput *mixer = open ? open(this) : nullptr;
    if (!mixer)
        return;
    for (const QString &name : soundNames())
        mixer->load(name, QStringLiteral(":/sounds/%1.wav").arg(name));
    m_mixer = mixer;
    applyVolume();
}

void SoundEffects::applyVolume()
{
    const int percent = m_settings ? m_settings->soundVolume() : AppSettings::defaultSoundVolume;
    // The slider moves evenly for the ear: its position is a logarithmic volume.
    if (m_mixer)
        m_mixer->setPerceivedVolume(percent / 100.0f);
}

bool SoundEffects::soundOn() const
{
    return !m_settings || m_settings->soundEnabled();
}

bool SoundEffects::play(const QString &name)
{
    if (!soundOn())
        return false;
    prepare();
    if (!m_mixer || !m_mixer->play(name))
        return false;
    emit played(name);
    return true;
}

void SoundEffects::click()
{
    play(QStringLiteral("ui-click"));
}

void SoundEffects::listen(GameSession *session)
{
    if (!session)
        return;
    disconnect(session, nullptr, this, nullptr);
    const QString game = session->gameKey() + QLatin1Char('-');

    connect(session, &GameSession::moved, this, [this, game](GameSession::MoveEffect effect) {
        // The move that wins is heard as the fanfare (gameWon) alone.
        if (effect != GameSession::MoveEffect::Winning)
            play(game + moveWord(effect));
    });
    connect(session, &GameSession::blocked, this, [this, game] {
        if (m_sinceBump.isValid() && m_sinceBump.elapsed() < bumpGapMs)
            return;
        if (play(game + QStringLiteral("blocked")))
            m_sinceBump.start();
    });
    connect(session, &GameSession::undone, this,
            [this, game] { play(game + QStringLiteral("undone")); });
    connect(session, &GameSession::scored, this, [this, game](qint64, int rank) {
        // The highest note at or below the rank: larger tiles share the top one.
        for (int r = rank; r >= 0; --r) {
            const QString name = game + QStringLiteral("scored-%1").arg(r);
            if (hasSound(name)) {
                play(name);
                return;
            }
        }
    });
    connect(session, &GameSession::gameWon, this,
            [this, game] { play(game + QStringLiteral("won")); });
    connect(session, &GameSession::gameOver, this,
            [this, game] { play(game + QStringLiteral("over")); });
}

} // namespace tessera
