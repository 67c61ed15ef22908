// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SokobanSettings.h"

#include "MotionPreference.h"
#include "MoveSpeeds.h"
#include "SettingsValue.h"

namespace tessera {

namespace {
const QString speedKey = QStringLiteral("sokoban/animationSpeed");
const QString trainPushKey = QStringLiteral("sokoban/trainPush");
const QString deadSquaresKey = QStringLiteral("sokoban/showDeadSquares");
const QString replaySpeedKey = QStringLiteral("sokoban/replaySpeed");
} // namespace

SokobanSettings::SokobanSettings(QObject *parent) : SettingsObject(parent)
{
    load();
    connect(MotionPreference::instance(), &MotionPreference::reducedChanged, this,
            &SokobanSettings::stepDurationChanged);
}

int SokobanSettings::stepDuration() const
{
    return MotionPreference::allowed(stepDuration(m_animationSpeed));
}

int SokobanSettings::stepDuration(AnimationSpeed speed)
{
    switch (speed) {
    case AnimationSpeed::Off:
        return 0;
    case AnimationSpeed::Fast:
        return 60;
    case AnimationSpeed::Normal:
        return 120;
    case AnimationSpeed::Slow:
        return 240;
    }
    return 0;
}

QString SokobanSettings::speedName(AnimationSpeed speed)
{
    switch (speed) {
    case AnimationSpeed::Off:
        return QStringLiteral("off");
    case AnimationSpeed::Fast:
        return QStringLiteral("fast");
    case AnimationSpeed::Normal:
        return QStringLiteral("normal");
    case AnimationSpeed::Slow:
        return QStringLiteral("slow");
    }
    return QStringLiteral("normal");
}

std::optional<SokobanSettings::AnimationSpeed> SokobanSettings::speedFromName(const QString &name)
{
    for (const AnimationSpeed speed : {AnimationSpeed::Off, AnimationSpeed::Fast,
                                       AnimationSpeed::Normal, AnimationSpeed::Slow}) {
        if (speedName(speed) == name)
            return speed;
    }
    return std::nullopt;
}

void SokobanSettings::load()
{
    if (m_store.contains(speedKey)) {
        const QVariant stored = m_store.value(speedKey);
        if (const auto speed = speedFromName(stored.toString().trimmed()))
            m_animationSpeed = *speed;
        else
            SettingsValue::discardInvalid(m_store, speedKey, stored, speedName(m_animationSpeed));
    }
    m_trainPush = SettingsValue::readBool(m_store, trainPushKey, defaultTrainPush);
    m_showDeadSquares = SettingsValue::readBool(m_store, deadSquaresKey, defaultShowDeadSquares);
    m_replaySpeed = MoveSpeeds::read(m_store, replaySpeedKey, QString::number(defaultReplaySpeed))
                        .value_or(defaultReplaySpeed);
}

void SokobanSettings::setAnimationSpeed(AnimationSpeed speed)
{
    if (speed == m_animationSpeed)
        return;
    m_animationSpeed = speed;
    m_store.setValue(speedKey, speedName(speed));
    emit animationSpeedChanged();
    emit stepDurationChanged();
}

void SokobanSettings::setTrainPush(bool enabled)
{
    if (enabled == m_trainPush)
        return;
    m_trainPush = enabled;
    m_store.setValue(trainPushKey, enabled);
    emit trainPushChanged();
}

void SokobanSettings::setShowDeadSquares(bool enabled)
{
    if (enabled == m_showDeadSquares)
        return;
    m_showDeadSquares = enabled;
    m_store.setValue(deadSquaresKey, enabled);
    emit showDeadSquaresChanged();
}

QList<int> SokobanSettings::replaySpeeds()
{
    return MoveSpeeds::choices();
}

void SokobanSettings::setReplaySpeed(int movesPerSecond)
{
    const int speed = MoveSpeeds::nearest(movesPerSecond);
    if (speed == m_replaySpeed)
        return;
    m_replaySpeed = speed;
    m_store.setValue(replaySpeedKey, speed);
    emit replaySpeedChanged();
}

} // namespace tessera
