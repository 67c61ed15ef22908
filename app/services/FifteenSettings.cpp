// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "FifteenSettings.h"

#include "MotionPreference.h"
#include "MoveSpeeds.h"
#include "SettingsValue.h"

#include <QtGlobal>

namespace tessera {

namespace {
const QString widthKey = QStringLiteral("fifteen/width");
const QString heightKey = QStringLiteral("fifteen/height");
const QString labelsKey = QStringLiteral("fifteen/labels");
const QString animationsKey = QStringLiteral("fifteen/animations");
const QString solveSpeedKey = QStringLiteral("fifteen/solveSpeed");
} // namespace

FifteenSettings::FifteenSettings(QObject *parent) : SettingsObject(parent)
{
    load();
    connect(MotionPreference::instance(), &MotionPreference::reducedChanged, this,
            &FifteenSettings::slideDurationChanged);
}

int FifteenSettings::slideDuration() const
{
    return m_animations ? MotionPreference::allowed(animatedSlideDuration) : 0;
}

bool FifteenSettings::lettersFit(int width, int height)
{
    return width > 0 && height > 0 && width * height <= maximumLetterCells;
}

QString FifteenSettings::labelsName(Labels labels)
{
    return labels == Labels::Letters ? QStringLiteral("letters") : QStringLiteral("numbers");
}

std::optional<FifteenSettings::Labels> FifteenSettings::labelsFromName(const QString &name)
{
    for (const Labels labels : {Labels::Numbers, Labels::Letters}) {
        if (labelsName(labels) == name)
            return labels;
    }
    return std::nullopt;
}

FifteenSettings::Labels FifteenSettings::labelsFor(int width, int height) const
{
    return m_labels == Labels::Letters && lettersFit(width, height) ? Labels::Letters
                                                                    : Labels::Numbers;
}

void FifteenSettings::load()
{
    m_width = SettingsValue::readInt(m_store, widthKey, minimumSide, maximumSide, defaultSide);
    m_height = SettingsValue::readInt(m_store, heightKey, minimumSide, maximumSide, defaultSide);
    if (m_store.contains(labelsKey)) {
        const QVariant stored = m_store.value(labelsKey);
        if (const auto labels = labelsFromName(stored.toString().trimmed()))
            m_labels = *labels;
        else
            SettingsValue::discardInvalid(m_store, labelsKey, stored, labelsName(m_labels));
    }
    m_animations = SettingsValue::readBool(m_store, animationsKey, defaultAnimations);
    m_solveSpeed =
        MoveSpeeds::read(m_store, solveSpeedKey, QStringLiteral("the default of each size"))
            .value_or(0);
}

void FifteenSettings::setWidth(int width)
{
    setSize(width, m_height);
}

void FifteenSettings::setHeight(int height)
{
    setSize(m_width, height);
}

void FifteenSettings::setSize(int width, int height)
{
    if (changeSides(m_width, m_height, qBound(minimumSide, width, maximumSide),
                    qBound(minimumSide, height, maximumSide), widthKey, heightKey))
        emit sizeChanged();
}

void FifteenSettings::setLabels(Labels labels)
{
    if (labels == m_labels)
        return;
    m_labels = labels;
    m_store.setValue(labelsKey, labelsName(labels));
    emit labelsChanged();
}

void FifteenSettings::setAnimations(bool enabled)
{
    if (enabled == m_animations)
        return;
    m_animations = enabled;
    m_store.setValue(animationsKey, enabled);
    emit animationsChanged();
    emit slideDurationChanged();
}

QList<int> FifteenSettings::solveSpeeds()
{
    return MoveSpeeds::choices();
}

int FifteenSettings::defaultSolveSpeed(int width, int height)
{
    const int cells = width * height;
    if (cells <= 16)
        return 5;
    return cells <= 36 ? 20 : 50;
}

void FifteenSettings::setSolveSpeed(int movesPerSecond)
{
    const int speed = movesPerSecond > 0 ? MoveSpeeds::nearest(movesPerSecond) : 0;
    if (speed == m_solveSpeed)
        return;
    m_solveSpeed = speed;
    if (speed > 0)
        m_store.setValue(solveSpeedKey, speed);
    else
        m_store.remove(solveSpeedKey);
    emit solveSpeedChanged();
}

} // namespace tessera
