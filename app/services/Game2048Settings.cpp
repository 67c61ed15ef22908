// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Game2048Settings.h"

#include "MotionPreference.h"
#include "MoveSpeeds.h"
#include "SettingsValue.h"

#include <QtGlobal>
#include <cstdlib>

namespace tessera {

namespace {
const QString rowsKey = QStringLiteral("game2048/rows");
const QString columnsKey = QStringLiteral("game2048/columns");
const QString animationsKey = QStringLiteral("game2048/animations");
const QString playerNameKey = QStringLiteral("game2048/playerName");
const QString autoplaySpeedKey = QStringLiteral("game2048/autoplaySpeed");
} // namespace

Game2048Settings::Game2048Settings(QObject *parent) : SettingsObject(parent)
{
    load();
    connect(MotionPreference::instance(), &MotionPreference::reducedChanged, this,
            &Game2048Settings::slideDurationChanged);
}

int Game2048Settings::slideDuration() const
{
    return m_animations ? MotionPreference::allowed(animatedSlideDuration) : 0;
}

QList<int> Game2048Settings::autoplaySpeeds()
{
    return MoveSpeeds::choices();
}

QString Game2048Settings::cleanName(const QString &name)
{
    QString cleaned;
    cleaned.reserve(name.size());
    for (const QChar c : name) {
        // Tabs and line breaks become spaces; other control characters go.
        if (c.isSpace())
            cleaned.append(QLatin1Char(' '));
        else if (c.category() != QChar::Other_Control && c.category() != QChar::Other_Format)
            cleaned.append(c);
    }
    cleaned = cleaned.simplified();
    if (cleaned.size() > maximumNameLength) {
        cleaned.truncate(maximumNameLength);
        // Do not leave half of a surrogate pair at the end.
        if (!cleaned.isEmpty() && cleaned.back().isHighSurrogate())
            cleaned.chop(1);
        cleaned = cleaned.trimmed();
    }
    return cleaned;
}

void Game2048Settings::load()
{
    m_rows = SettingsValue::readInt(m_store, rowsKey, minimumSide, maximumSide, defaultSide);
    m_columns = SettingsValue::readInt(m_store, columnsKey, minimumSide, maximumSide, defaultSide);
    m_animations = SettingsValue::readBool(m_store, animationsKey, defaultAnimations);
    if (m_store.contains(playerNameKey)) {
        const QVariant stored = m_store.value(playerNameKey);
        // A name with a comma reads back from the INI file as a list: join it again.
        const QString text = stored.typeId() == QMetaType::QStringList
                                 ? stored.toStringList().join(QLatin1String(", "))
                                 : stored.toString();
        const QString cleaned = cleanName(text);
        if (cleaned == text)
            m_playerName = cleaned;
        else
            SettingsValue::discardInvalid(m_store, playerNameKey, stored,
                                          QStringLiteral("no name"));
    }
    m_autoplaySpeed =
        MoveSpeeds::read(m_store, autoplaySpeedKey, QString::number(defaultAutoplaySpeed))
            .value_or(defaultAutoplaySpeed);
}

void Game2048Settings::setRows(int rows)
{
    setSize(rows, m_columns);
}

void Game2048Settings::setColumns(int columns)
{
    setSize(m_rows, columns);
}

void Game2048Settings::setSize(int rows, int columns)
{
    if (changeSides(m_rows, m_columns, qBound(minimumSide, rows, maximumSide),
                    qBound(minimumSide, columns, maximumSide), rowsKey, columnsKey))
        emit sizeChanged();
}

void Game2048Settings::setAnimations(bool enabled)
{
    if (enabled == m_animations)
        return;
    m_animations = enabled;
    m_store.setValue(animationsKey, enabled);
    emit animationsChanged();
    emit slideDurationChanged();
}

void Game2048Settings::setPlayerName(const QString &name)
{
    const QString cleaned = cleanName(name);
    if (cleaned == m_playerName)
        return;
    m_playerName = cleaned;
    if (cleaned.isEmpty())
        m_store.remove(playerNameKey);
    else
        m_store.setValue(playerNameKey, cleaned);
    emit playerNameChanged();
}

void Game2048Settings::setAutoplaySpeed(int movesPerSecond)
{
    const int speed = MoveSpeeds::nearest(movesPerSecond);
    if (speed == m_autoplaySpeed)
        return;
    m_autoplaySpeed = speed;
    m_store.setValue(autoplaySpeedKey, speed);
    emit autoplaySpeedChanged();
}

} // namespace tessera
