// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "SettingsObject.h"

#include <QObject>
#include <QString>
#include <optional>

namespace tessera {

// The Fifteen puzzle's settings: the size of new games, how tiles are labelled, and whether
// tiles slide with animation. Stored under "fifteen/" in the app's QSettings file, read once at
// construction, written as soon as a property changes; malformed values are reported and
// replaced by the default.
//
// The size is the size of the next new game: a game in progress keeps its own size.
class FifteenSettings : public SettingsObject
{
    Q_OBJECT
    Q_PROPERTY(int width READ width WRITE setWidth NOTIFY sizeChanged)
    Q_PROPERTY(int height READ height WRITE setHeight NOTIFY sizeChanged)
    Q_PROPERTY(int minimumSide READ minimumSideValue CONSTANT)
    Q_PROPERTY(int maximumSide READ maximumSideValue CONSTANT)
    // What the user chose; kept when the size grows past what letters cover, so coming back
    // to a small board brings the letters back.
    Q_PROPERTY(Labels labels READ labels WRITE setLabels NOTIFY labelsChanged)
    // Whether letters are possible at the chosen size (at most maximumLetterCells cells).
    Q_PROPERTY(bool lettersAvailable READ lettersAvailable NOTIFY sizeChanged)
    Q_PROPERTY(bool animations READ animations WRITE setAnimations NOTIFY animationsChanged)
    // Milliseconds a tile takes to slide one cell; 0 when animations are off or motion
    // is reduced for every game (MotionPreference).
    Q_PROPERTY(int slideDuration READ slideDuration NOTIFY slideDurationChanged)
    // Solve's pace in moves per second (one of solveSpeeds()), or 0 until the player picks one:
    // then each board plays at defaultSolveSpeed() for its size.
    Q_PROPERTY(int solveSpeed READ solveSpeed WRITE setSolveSpeed NOTIFY solveSpeedChanged)

public:
    enum class Labels
    {
        Numbers,
        Letters
    };
    Q_ENUM(Labels)

    static constexpr int minimumSide = 3;
    static constexpr int maximumSide = 8;
    static constexpr int defaultSide = 4;
    // Letters A..X: the classic 4x4 uses A..O; 5x5 needs 24 letters, 6x5 would need 29.
    static constexpr int maximumLetterCells = 25;
    static constexpr Labels defaultLabels = Labels::Numbers;
    static constexpr bool defaultAnimations = true;
    static constexpr int animatedSlideDuration = 120;

    explicit FifteenSettings(QObject *parent = nullptr);

    int width() const { return m_width; }
    int height() const { return m_height; }
    // Values outside minimumSide..maximumSide are clamped into it.
    void setWidth(int width);
    void setHeight(int height);
    // Both at once: one sizeChanged signal, so a listener starts one new game, not two.
    Q_INVOKABLE void setSize(int width, int height);

    Labels labels() const { return m_labels; }
    void setLabels(Labels labels);
    bool lettersAvailable() const { return lettersFit(m_width, m_height); }
    // The labels a board of that size shows with the user's choice: letters only where they fit.
    Q_INVOKABLE tessera::FifteenSettings::Labels labelsFor(int width, int height) const;

    bool animations() const { return m_animations; }
    void setAnimations(bool enabled);
    int slideDuration() const;

    int solveSpeed() const { return m_solveSpeed; }
    // A speed that is not one of solveSpeeds() takes the nearest one; 0 goes back to the
    // default of each size.
    void setSolveSpeed(int movesPerSecond);
    Q_INVOKABLE static QList<int> solveSpeeds();
    // Big boards take many more moves: they play faster, so Solve ends in about half a minute.
    Q_INVOKABLE static int defaultSolveSpeed(int width, int height);

    static bool lettersFit(int width, int height);
    static QString labelsName(Labels labels);
    [[nodiscard]] static std::optional<Labels> labelsFromName(const QString &name);

signals:
    void sizeChanged();
    void labelsChanged();
    void animationsChanged();
    void slideDurationChanged();
    void solveSpeedChanged();

private:
    void load();
    static int minimumSideValue() { return minimumSide; }
    static int maximumSideValue() { return maximumSide; }

    int m_width = defaultSide;
    int m_height = defaultSide;
    Labels m_labels = defaultLabels;
    bool m_animations = defaultAnimations;
    int m_solveSpeed = 0;
};

} // namespace tessera
