// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QtQml/qqmlregistration.h>
#include <memory>

class QJSEngine;
class QQmlEngine;

namespace tessera {

class AppSettings;
class GameSession;
class AudioOutput;
class QuietAudioMessages;

// The sound of the games: every sound (resources/sounds, as qrc:/sounds/) loaded into a
// SoundMixer (an AudioOutput from libtessera-audio.so, loaded then) by prepare(), so a sound starts
// as soon as the move that causes it is made. main() prepares just after the window's first frame
// (the first frame needs no sound: opening the output would delay it); a sound wanted before that
// prepares first, so none is dropped. It listens to the sessions' events (listen(session): each
// play screen hands its session over), so the rules and the models never call it; it knows no game:
// an event plays the sound named GAME-EVENT if there is one ("2048-scored-11", "sokoban-blocked").
// Plays nothing while AppSettings says sound is off, and follows its volume.
//
// Without a sound server (CI, a headless machine) it never touches Qt Multimedia: available()
// is false, every sound is skipped, and nothing is printed. Once Qt Multimedia is used, what it
// says about a server that fails or goes away is kept off stderr for good (lcSound).
class SoundEffects : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    // Whether sounds can be heard at all (a server and an output device were found); false
    // until prepared.
    Q_PROPERTY(bool available READ available NOTIFY availableChanged)

public:
    explicit SoundEffects(AppSettings *settings, QObject *parent = nullptr);
    ~SoundEffects() override;

    // The QML singleton: the one main() provided, else one per engine over the engine's
    // AppSettings singleton.
    static void provide(SoundEffects *instance);
    static SoundEffects *create(QQmlEngine *engine, QJSEngine *);

    bool available() const;

    // Opens the audio output and loads every sound, once; later calls do nothing.
    void prepare();
    // Whether prepare() ran (the output is open if there is one).
    bool prepared() const { return m_prepared; }

    // Plays what happens in `session` from now on. Listening twice to one session is
    // listening once.
    Q_INVOKABLE void listen(tessera::GameSession *session);
    // The interface's quiet click (a menu item chosen).
    Q_INVOKABLE void click();

    // Starts the sound of that name (a file name in resources/sounds without ".wav") unless
    // sound is off or unavailable; true when it was started.
    bool play(const QString &name);
    // Whether the sound of that name is loaded and can be played (prepares first).
    bool hasSound(const QString &name);
    // Every sound's name.
    static const QStringList &soundNames();

    // A key held against a wall repeats 25 times a second: a bump at most this often, so it
    // knocks a few times a second instead of droning.
    static constexpr int bumpGapMs = 250;

signals:
    // A sound was just started (handed to the output).
    void played(const QString &name);
    void availableChanged();

private:
    void loadEffects();
    void applyVolume();
    bool soundOn() const;

    QPointer<AppSettings> m_settings;
    std::unique_ptr<QuietAudioMessages> m_quiet;
    // A child of this object, from the audio module.
    AudioOutput *m_mixer = nullptr;
    QElapsedTimer m_sinceBump;
    bool m_prepared = false;
};

} // namespace tessera
