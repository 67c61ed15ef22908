// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "SokobanStepQueue.h"
#include "sokoban/SolutionRules.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <cstdint>
#include <optional>
#include <string>

namespace tessera {

class SokobanPlay;
class SokobanProgress;
class SokobanSettings;

// The replay of a solution on the play screen (session.replay): the best one recorded, pasted
// LURD, or Solve's answer. It plays the steps on the SokobanPlay one per interval (the replay
// speed of SokobanSettings), and can be paused, stepped by hand both ways and left at any
// point, keeping the position reached. Any move, undo or click of the player leaves it (the
// play's tookOver()), and so does another level. The best solution comes from `progress`; the
// published ones are set with the level (setPublishedSolutions).
class SokobanReplay : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A part of SokobanSession: session.replay")

    Q_PROPERTY(bool active READ active NOTIFY changed)
    Q_PROPERTY(bool running READ running NOTIFY changed)
    Q_PROPERTY(int position READ position NOTIFY changed)
    Q_PROPERTY(int length READ length NOTIFY changed)
    // The replay shows the solution the level file publishes (watchPublished).
    Q_PROPERTY(bool published READ published NOTIFY changed)
    // The replay shows a solution the player pasted (playPasted).
    Q_PROPERTY(bool pasted READ pasted NOTIFY changed)
    // The level file publishes a solution to watch (watchPublished).
    Q_PROPERTY(bool hasPublished READ hasPublished NOTIFY changed)
    // Milliseconds from one step to the next while it runs: the settings' replaySpeed.
    Q_PROPERTY(int stepInterval READ stepInterval NOTIFY changed)

public:
    SokobanReplay(SokobanPlay *play, SokobanProgress *progress, QObject *parent);

    // Where the replay speed comes from (may be null: the default speed).
    void setSettings(SokobanSettings *settings);
    // The solutions the level file publishes for the level played (watchPublished).
    void setPublishedSolutions(const QStringList &solutions);
    bool hasPublished() const;

    bool active() const { return m_active; }
    bool running() const { return m_steps->scheduled(); }
    int position() const { return m_steps->position(); }
    int length() const { return m_steps->length(); }
    // Whose solution is replayed: only the player's own (a recorded best, or LURD given to
    // playSolution) counts as the player's solve when it ends on the goal.
    enum class Source : std::uint8_t
    {
        Player,
        Solver,    // Solve's answer
        Published, // the level file's published solution
        Pasted,    // a solution the player pasted, found elsewhere
    };

    // The replay shows a solution that is not the player's: it records nothing.
    bool playsOthersSolution() const { return m_active && m_source != Source::Player; }
    bool published() const { return m_active && m_source == Source::Published; }
    bool pasted() const { return m_active && m_source == Source::Pasted; }
    int stepInterval() const;

    // Replays a solution from the level's start (the current line of play is left by an
    // undoable restart, so undo brings it back). Letters give directions whatever their case;
    // the whole solution is checked first. It starts running; false (and a notice, nothing
    // played) when the text is not LURD, does not fit the level or the level cannot be played.
    Q_INVOKABLE bool playSolution(const QString &lurd);
    // The same for a solution the player pasted (Ctrl+V): found elsewhere, so like Solve's it
    // is shown but not counted as the player's solve or best.
    Q_INVOKABLE bool playPasted(const QString &lurd);
    // Replays the solution the level file publishes for this level (the first that solves it),
    // checked first; like Solve's, it is not counted as the player's.
    Q_INVOKABLE bool watchPublished();
    // The best solution recorded for this level (fewest moves), by the rules it was made
    // under: a train-push best replays with train push whatever the setting.
    Q_INVOKABLE bool playBest();
    Q_INVOKABLE void play();
    Q_INVOKABLE void pause();
    Q_INVOKABLE void toggle();
    // One move forward / back while paused (pauses first when running).
    Q_INVOKABLE bool step();
    Q_INVOKABLE bool stepBack();
    // Plays the rest at once to the final position (a long pasted solution would take hours at
    // a person's pace); false when there is nothing left or a step does not fit.
    Q_INVOKABLE bool finish();
    // Leaves the replay, keeping the position reached.
    Q_INVOKABLE void stop();

    // Replays `steps` (one LURD letter each) from the position shown, by `rules` when given
    // (else the setting's).
    void playFromHere(const std::string &steps, Source source,
                      std::optional<sokoban::PlayRules> rules = std::nullopt);
    // The replay speed was changed: a running replay takes the new pace at once.
    void followSpeed();

signals:
    void changed();
    // For the player (the session shows it).
    void notice(const QString &message);

private:
    // Checks `lurd` against the level and replays it from the start (false and a notice when
    // it does not fit).
    bool playChecked(const QString &lurd, Source source,
                     std::optional<sokoban::PlayRules> rules = std::nullopt);
    void onDue();
    // Restarts (undoably) and replays `steps`, checked already, from the level's start.
    void playFromStart(const std::string &steps, Source source, sokoban::PlayRules rules);

    SokobanPlay *m_play;
    SokobanProgress *m_progress;
    QPointer<SokobanSettings> m_settings;
    QStringList m_published;
    SokobanStepQueue *m_steps;
    bool m_active = false;
    Source m_source = Source::Player;
};

} // namespace tessera
