// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "InputAction.h"

#include <QElapsedTimer>
#include <QObject>
#include <QStringList>
#include <QTimer>
#include <QtQml/qqmlregistration.h>
#include <map>
#include <set>

class QJSEngine;
class QQmlEngine;

namespace tessera {

// The game controllers, through SDL2's GameController API (SDL_INIT_GAMECONTROLLER only, no SDL
// window), polled from the Qt event loop. It turns the pads into presses of GamepadButton
// buttons: the left stick counts as the D-pad, and a held direction repeats like a held key.
// GamepadRouter turns the presses into actions. Without SDL, or when SDL cannot start, there
// are no controllers and nothing else changes. SDL starts with start(): GamepadRouter calls it
// just after its window's first frame, which does not wait for SDL; controllers plugged in
// before are found then.
class GamepadInput : public QObject
{
    Q_OBJECT
    QML_NAMED_ELEMENT(Gamepads)
    QML_SINGLETON
    // The names of the connected controllers, in the order they came.
    Q_PROPERTY(QStringList controllers READ controllers NOTIFY controllersChanged)
    // SDL's game controller support started.
    Q_PROPERTY(bool available READ available NOTIFY availableChanged)

public:
    // Held directions repeat like a key: the first repeat after repeatDelay, then every
    // repeatInterval (the usual desktop keyboard rates).
    static constexpr int repeatDelayMs = 300;
    static constexpr int repeatIntervalMs = 110;
    // Polling while a controller is there; without one, only hot-plug is looked for.
    static constexpr int activePollMs = 10;
    static constexpr int idlePollMs = 500;
    // The stick counts as a direction past half its travel.
    static constexpr int stickDeadZone = 16384;
    // A trigger presses past half its travel and lets go below a quarter, so a finger resting
    // near the middle does not press it again and again.
    static constexpr int triggerPressed = 16384;
    static constexpr int triggerReleased = 8192;

    // The one instance of the app (SDL's state is global), owned by the application object.
    static GamepadInput *instance();
    static GamepadInput *create(QQmlEngine *, QJSEngine *);

    ~GamepadInput() override;

    QStringList controllers() const;
    bool available() const { return m_available; }
    // Starts SDL's game controller subsystem, once; later calls do nothing.
    void start();
    bool started() const { return m_started; }

    // Reads SDL's events now (the timer calls it; tests too).
    Q_INVOKABLE void poll();

signals:
    // `button` is a GamepadButton::Button; `repeat` for the auto-repeat of a held direction.
    void buttonPressed(int button, bool repeat);
    void controllersChanged();
    void availableChanged();
    void controllerConnected(const QString &name);
    void controllerDisconnected(const QString &name);

private:
    explicit GamepadInput(QObject *parent = nullptr);

    struct Pad
    {
        void *controller = nullptr; // SDL_GameController
        QString name;
        std::set<GamepadButton::Button> held;
        GamepadButton::Button stick = GamepadButton::None;
    };

    void open(int deviceIndex);
    void close(int instanceId);
    void press(Pad &pad, GamepadButton::Button button);
    void release(Pad &pad, GamepadButton::Button button);
    void moveStick(Pad &pad, int x, int y);
    void moveTrigger(Pad &pad, GamepadButton::Button trigger, int value);
    bool heldAnywhere(GamepadButton::Button button) const;
    void repeatHeld();
    void updatePollRate();

    bool m_started = false;
    bool m_available = false;
    std::map<int, Pad> m_pads; // by SDL instance id
    QTimer m_timer;
    // The direction that repeats while held: the last one pressed.
    GamepadButton::Button m_repeating = GamepadButton::None;
    QElapsedTimer m_clock;
    qint64 m_nextRepeatMs = 0;
};

} // namespace tessera
