// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "SettingsObject.h"

#include <QList>
#include <QObject>
#include <QString>
#include <optional>

namespace tessera {

// Sokoban's settings: how fast moves animate, whether the player may push a train of boxes,
// whether dead squares (cells from which a box can never reach a goal) are shown, and how fast
// a replay plays.
// Stored under "sokoban/" in the app's QSettings file, read once at construction, written as
// soon as a property changes; malformed values are reported and replaced by the default.
class SokobanSettings : public SettingsObject
{
    Q_OBJECT
    Q_PROPERTY(AnimationSpeed animationSpeed READ animationSpeed WRITE setAnimationSpeed NOTIFY
                   animationSpeedChanged)
    // Milliseconds one step of the player takes at the chosen speed; 0 means no animation
    // (speed Off, or motion reduced for every game: MotionPreference).
    Q_PROPERTY(int stepDuration READ stepDuration NOTIFY stepDurationChanged)
    Q_PROPERTY(bool trainPush READ trainPush WRITE setTrainPush NOTIFY trainPushChanged)
    Q_PROPERTY(bool showDeadSquares READ showDeadSquares WRITE setShowDeadSquares NOTIFY
                   showDeadSquaresChanged)
    // The pace of a replay (the best solution, Solve's answer, a pasted one) in moves per
    // second: one of replaySpeeds(), the choices of 2048's Autoplay and Fifteen's Solve.
    Q_PROPERTY(int replaySpeed READ replaySpeed WRITE setReplaySpeed NOTIFY replaySpeedChanged)

public:
    enum class AnimationSpeed
    {
        Off,
        Fast,
        Normal,
        Slow
    };
    Q_ENUM(AnimationSpeed)

    static constexpr AnimationSpeed defaultAnimationSpeed = AnimationSpeed::Normal;
    // Standard Sokoban: one box at a time.
    static constexpr bool defaultTrainPush = false;
    static constexpr bool defaultShowDeadSquares = false;
    // Solutions run to hundreds of moves: 332 take 33 s at this pace.
    static constexpr int defaultReplaySpeed = 10;

    explicit SokobanSettings(QObject *parent = nullptr);

    AnimationSpeed animationSpeed() const { return m_animationSpeed; }
    void setAnimationSpeed(AnimationSpeed speed);
    int stepDuration() const;

    bool trainPush() const { return m_trainPush; }
    void setTrainPush(bool enabled);

    bool showDeadSquares() const { return m_showDeadSquares; }
    void setShowDeadSquares(bool enabled);

    int replaySpeed() const { return m_replaySpeed; }
    // A speed that is not one of replaySpeeds() takes the nearest one.
    void setReplaySpeed(int movesPerSecond);
    Q_INVOKABLE static QList<int> replaySpeeds();

    static int stepDuration(AnimationSpeed speed);
    static QString speedName(AnimationSpeed speed);
    [[nodiscard]] static std::optional<AnimationSpeed> speedFromName(const QString &name);

signals:
    void animationSpeedChanged();
    void stepDurationChanged();
    void trainPushChanged();
    void showDeadSquaresChanged();
    void replaySpeedChanged();

private:
    void load();

    AnimationSpeed m_animationSpeed = defaultAnimationSpeed;
    bool m_trainPush = defaultTrainPush;
    bool m_showDeadSquares = defaultShowDeadSquares;
    int m_replaySpeed = defaultReplaySpeed;
};

} // namespace tessera
