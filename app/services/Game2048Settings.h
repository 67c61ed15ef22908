// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "SettingsObject.h"

#include <QObject>
#include <QString>

namespace tessera {

// The 2048 settings: the board size of new games, whether tiles animate, the name last entered
// in the high-score table, and how fast Autoplay moves. Stored under "game2048/" in the app's
// QSettings file, read once at construction, written as soon as a property changes; malformed
// values are reported and replaced by the default.
//
// The size is the size of the next new game: a game in progress keeps its own size until the
// player agrees to start a new one.
class Game2048Settings : public SettingsObject
{
    Q_OBJECT
    Q_PROPERTY(int rows READ rows WRITE setRows NOTIFY sizeChanged)
    Q_PROPERTY(int columns READ columns WRITE setColumns NOTIFY sizeChanged)
    Q_PROPERTY(int minimumSide READ minimumSideValue CONSTANT)
    Q_PROPERTY(int maximumSide READ maximumSideValue CONSTANT)
    Q_PROPERTY(bool animations READ animations WRITE setAnimations NOTIFY animationsChanged)
    // Milliseconds a tile takes to slide; 0 when animations are off or motion
    // is reduced for every game (MotionPreference).
    Q_PROPERTY(int slideDuration READ slideDuration NOTIFY slideDurationChanged)
    // The name offered when a score enters the high-score table; empty before the first entry.
    Q_PROPERTY(QString playerName READ playerName WRITE setPlayerName NOTIFY playerNameChanged)
    Q_PROPERTY(int maximumNameLength READ maximumNameLengthValue CONSTANT)
    // Autoplay's pace in moves per second (one of autoplaySpeeds()).
    Q_PROPERTY(
        int autoplaySpeed READ autoplaySpeed WRITE setAutoplaySpeed NOTIFY autoplaySpeedChanged)

public:
    static constexpr int minimumSide = 3;
    static constexpr int maximumSide = 8;
    static constexpr int defaultSide = 4;
    static constexpr bool defaultAnimations = true;
    // The original game slides tiles in 100 ms.
    static constexpr int animatedSlideDuration = 100;
    static constexpr int maximumNameLength = 32;
    static constexpr int defaultAutoplaySpeed = 5;

    explicit Game2048Settings(QObject *parent = nullptr);

    int rows() const { return m_rows; }
    int columns() const { return m_columns; }
    // Values outside minimumSide..maximumSide are clamped into it.
    void setRows(int rows);
    void setColumns(int columns);
    // Both at once: one sizeChanged signal, so a listener starts one new game, not two.
    Q_INVOKABLE void setSize(int rows, int columns);

    bool animations() const { return m_animations; }
    void setAnimations(bool enabled);
    int slideDuration() const;

    QString playerName() const { return m_playerName; }
    // Trimmed, line breaks and control characters removed, cut to maximumNameLength.
    void setPlayerName(const QString &name);
    static QString cleanName(const QString &name);

    int autoplaySpeed() const { return m_autoplaySpeed; }
    // A speed that is not one of autoplaySpeeds() takes the nearest one.
    void setAutoplaySpeed(int movesPerSecond);
    Q_INVOKABLE static QList<int> autoplaySpeeds();

signals:
    void sizeChanged();
    void animationsChanged();
    void slideDurationChanged();
    void playerNameChanged();
    void autoplaySpeedChanged();

private:
    void load();
    static int minimumSideValue() { return minimumSide; }
    static int maximumSideValue() { return maximumSide; }
    static int maximumNameLengthValue() { return maximumNameLength; }

    int m_rows = defaultSide;
    int m_columns = defaultSide;
    bool m_animations = defaultAnimations;
    QString m_playerName;
    int m_autoplaySpeed = defaultAutoplaySpeed;
};

} // namespace tessera
