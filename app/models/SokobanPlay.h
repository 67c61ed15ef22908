// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "QmlDirection.h"
#include "SokobanBoardModel.h"
#include "SokobanBoxModel.h"
#include "SokobanStepQueue.h"
#include "sokoban/Game.h"
#include "sokoban/Level.h"
#include "sokoban/ReverseGame.h"
#include "sokoban/SolutionRules.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>
#include <optional>
#include <vector>

namespace tessera {

// One Sokoban level being played: the core game on it (sokoban::Game), the board as two models
// for the view (cells, and one row per box so each box is one moving item), and the player's
// commands (move, undo, redo, restart, clicks and the selected box). The rules are the core's;
// this class only translates. It knows nothing of collections, progress or resume: the session
// (or the editor's test-play) starts it on a level with start().
//
// How a move travels: move(dir) or clickCell(x, y), which turns a walk or a box push into
// single steps (PathFinder). Steps go through one queue: the first is played at once, the next
// ones one per stepDuration (the view animates each step over that time), so a key pressed
// during an animation is not lost and a long mouse path plays step by step. With animations
// off every step is played at once.
//
// Each change of the position is announced once, after the models show it:
// positionChanged(change, before), with the position before it. The parts beside the board
// (assistant, replay, deadlock watch) and the session subscribe to it and to levelStarted();
// a command of the player (move, undo, a click...) first sends tookOver(), which a replay
// follows by stopping. The parts play steps through playStep(), undoStep(), jumpToStart() and
// playAtOnce(), which are not the player's commands.
class SokobanPlay : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The level played by a SokobanSession: session.play")

    // The board: one row per cell (row-major), and one row per box (by box id).
    Q_PROPERTY(tessera::SokobanBoardModel *board READ board CONSTANT)
    Q_PROPERTY(tessera::SokobanBoxModel *boxes READ boxes CONSTANT)
    Q_PROPERTY(int boardWidth READ boardWidth NOTIFY levelStarted)
    Q_PROPERTY(int boardHeight READ boardHeight NOTIFY levelStarted)
    // False when the level failed validation, the game refused it, or nothing is open.
    Q_PROPERTY(bool playable READ playable NOTIFY levelStarted)

    // The game's counters and history.
    Q_PROPERTY(int moves READ moves NOTIFY stateChanged)
    Q_PROPERTY(int pushes READ pushes NOTIFY stateChanged)
    Q_PROPERTY(int boxesOnGoals READ boxesOnGoals NOTIFY stateChanged)
    Q_PROPERTY(int boxCount READ boxCount NOTIFY stateChanged)
    Q_PROPERTY(bool solved READ solved NOTIFY stateChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY stateChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY stateChanged)

    // The player, drawn as one item that moves. facing: the direction of the last move.
    Q_PROPERTY(bool hasPlayer READ hasPlayer NOTIFY playerChanged)
    Q_PROPERTY(int playerX READ playerX NOTIFY playerChanged)
    Q_PROPERTY(int playerY READ playerY NOTIFY playerChanged)
    Q_PROPERTY(tessera::QmlDirection::Value playerFacing READ playerFacing NOTIFY playerChanged)

    // Train push is in force for the moves that follow: the setting, or the rules of the
    // solution a replay shows (setReplayRules).
    Q_PROPERTY(bool trainPush READ trainPush NOTIFY rulesChanged)
    // Milliseconds one step animates (0: no animation), as the session sets it.
    Q_PROPERTY(int stepDuration READ stepDuration NOTIFY stepDurationChanged)
    // Whether the last change of the board was a single step the view should animate (a move,
    // or the undo/redo of one), not a jump (restart, another level, resume). Changes before
    // the models report the cells, so a view's Behavior can follow it.
    Q_PROPERTY(bool animateSteps READ animateSteps NOTIFY animateStepsChanged)
    // Steps waiting in the queue (keys pressed during an animation, the rest of a mouse path).
    Q_PROPERTY(int pendingSteps READ pendingSteps NOTIFY pendingStepsChanged)

    // Reverse mode (JSoko): the board shows the level played backwards, the boxes starting on
    // the goals and pulled by the player; moves, pushes (pulls), boxesOnGoals and canUndo are
    // the reverse game's then. When the reverse position meets the forward one (the same box
    // cells, the player able to walk between them) the two are joined: the forward game ends
    // solved with the whole solution, and reverse mode ends (reverseJoined()).
    Q_PROPERTY(bool reverseMode READ reverseMode NOTIFY reverseModeChanged)
    // Whether the level can be played backwards (as many goals as boxes, free floor).
    Q_PROPERTY(bool canReverse READ canReverse NOTIFY levelStarted)

    // The box chosen with a click; its destinations have the board's boxTarget role.
    Q_PROPERTY(bool hasSelection READ hasSelection NOTIFY selectionChanged)
    Q_PROPERTY(int selectedX READ selectedX NOTIFY selectionChanged)
    Q_PROPERTY(int selectedY READ selectedY NOTIFY selectionChanged)

public:
    using Direction = QmlDirection::Value;
    enum class Change
    {
        Step, // one cell for the player and boxes: animate
        Jump, // anything else: show at once
    };

    explicit SokobanPlay(QObject *parent = nullptr);
    ~SokobanPlay() override;

    // Plays `level` (copied) from its start, then the moves of `resumeLurd` at once (kept as
    // history to undo). An unplayable level (`playable` false: it failed validation) is shown
    // as read with `problemCells` marked; null shows nothing. Sends levelStarted().
    void start(const sokoban::Level *level, bool playable = true,
               const std::vector<sokoban::CellCoord> &problemCells = {},
               const QString &resumeLurd = QString());

    // --- The player's commands (each sends tookOver() first) ------------------------------

    // One step; queued while a step animates. Ignored when the level is solved or unplayable.
    Q_INVOKABLE void move(tessera::QmlDirection::Value direction);
    Q_INVOKABLE bool undo();
    Q_INVOKABLE bool redo();
    // Back to the start, undoable.
    Q_INVOKABLE bool restart();
    // The mouse wheel: steps back (negative) or forward (positive) through the history.
    Q_INVOKABLE int stepHistory(int steps);
    // A click on cell (x, y): on a box, selects it (again: deselects); on one of the selected
    // box's destinations, pushes it there the shortest way; on a floor cell the player can
    // reach, walks there by the shortest path. True when it did something.
    Q_INVOKABLE bool clickCell(int x, int y);
    Q_INVOKABLE void clearSelection();
    // Whether a click on (x, y) would do something now (for the pointer shape).
    Q_INVOKABLE bool isClickable(int x, int y) const;
    // Into or out of reverse mode; false when the level cannot be played backwards or is solved.
    // The reverse line of play is kept when leaving, until another level starts.
    Q_INVOKABLE bool setReverseMode(bool on);
    Q_INVOKABLE bool toggleReverseMode() { return setReverseMode(!reverseMode()); }

    // --- For the parts (replay, assistant) ------------------------------------------------

    // Plays one step now (animated); false when it was blocked.
    bool playStep(tessera::Direction d);
    // Takes one move back, as the replay's step back does; false when there is none.
    bool undoStep();
    // Back to the level's start (undoable), leaving the queue as it is.
    bool jumpToStart();
    // Plays `steps` at once (undoable, not animated; the board is redrawn once) up to the
    // first that is blocked; how many were played.
    int playAtOnce(const std::vector<tessera::Direction> &steps);
    // Drops the steps still waiting (keys, the rest of a mouse path).
    void clearQueue();
    // Plays the steps still waiting now, without waiting for their animations: what the
    // player asked for is the position to keep (a snapshot taken right after the keys).
    void finishQueue();
    // The parts (replay, hint, solve) play forward: reverse mode gives way to them.
    void leaveReverse();

    // --- Rules and pace, from the session ---------------------------------------------------

    // The train-push setting, and the rules a replayed solution was made under (in force
    // while it plays; nullopt gives the setting's back).
    void setTrainPushSetting(bool on);
    void setReplayRules(std::optional<sokoban::PlayRules> rules);
    void setStepDuration(int milliseconds);

    // --- State ------------------------------------------------------------------------------

    SokobanBoardModel *board() const { return m_board; }
    SokobanBoxModel *boxes() const { return m_boxes; }
    // The level played (start()), null when none; the core game, null when not playable.
    const sokoban::Level *level() const { return m_level ? &*m_level : nullptr; }
    const sokoban::Game *game() const { return m_game ? &*m_game : nullptr; }
    // The level passed validation but the game refused it.
    bool refused() const { return m_refused; }

    int boardWidth() const { return m_board->columns(); }
    int boardHeight() const { return m_board->rows(); }
    bool playable() const { return m_game.has_value(); }
    int moves() const;
    int pushes() const;
    int boxesOnGoals() const;
    int boxCount() const { return m_game ? m_game->boxCount() : m_boxes->rowCount(); }
    bool solved() const { return m_game && m_game->isSolved(); }
    bool canUndo() const;
    bool canRedo() const { return !m_reverseOn && m_game && m_game->canRedo(); }
    bool reverseMode() const { return m_reverseOn; }
    bool canReverse() const;
    bool hasPlayer() const { return m_playerCell >= 0; }
    int playerX() const;
    int playerY() const;
    Direction playerFacing() const { return m_facing; }
    bool trainPush() const;
    int stepDuration() const { return m_stepDuration; }
    bool animateSteps() const { return m_animateSteps; }
    int pendingSteps() const { return m_queue->pending(); }
    bool hasSelection() const { return m_selectedCell >= 0; }
    int selectedX() const;
    int selectedY() const;

signals:
    // Another level (or none) is played from start(): the models were reset.
    void levelStarted();
    // The position changed from `before` (a step, an undo, a restart...); the models show it.
    void positionChanged(tessera::SokobanPlay::Change change, const sokoban::Position &before);
    // The player gave a command: whatever plays for them (a replay) leaves.
    void tookOver();
    // The game's rules changed (train push): what depends on them looks again.
    void rulesChanged();
    void stateChanged();
    void playerChanged();
    void stepDurationChanged();
    void animateStepsChanged();
    void pendingStepsChanged();
    void selectionChanged();
    // What a step did, after the board shows it (a move, a redo, a replayed step), for
    // listeners such as the sound: whether it pushed, and how the count of boxes on goals
    // changed (+1 a box onto a goal, -1 one off it).
    void stepped(bool pushed, int boxesOnGoalsChange);
    // A step the rules refused (a wall, or a box that cannot move).
    void stepRefused();
    // A move or a restart was taken back (undo, a replay's step back, the mouse wheel).
    void undone();
    void reverseModeChanged();
    // Reverse play met the forward play: the level is solved by the two joined.
    void reverseJoined();

private:
    void resetBoard(const std::vector<sokoban::CellCoord> &problemCells);
    void enqueue(const std::vector<tessera::Direction> &steps, bool isPath);
    void onStepTimer();
    // Tells the models and the view what changed from `before` to the game's position.
    void afterChange(Change change, const sokoban::Position &before);
    void setAnimateSteps(bool animate);
    void setSelectedCell(int cell);
    bool redoOne();
    void applyTrainPush();
    // Reverse mode (SokobanPlayReverse.cpp).
    void reverseStep(tessera::Direction d, bool pull);
    // Tells the models what a reverse step or its undo changed from `before`.
    void afterReverseStep(const sokoban::Position &before);
    bool reverseUndo();
    bool reverseRestart();
    bool reverseClick(int cell);
    // Shows the reverse or the forward game on the board.
    void showReverse(bool on);

    SokobanBoardModel *m_board;
    SokobanBoxModel *m_boxes;
    SokobanStepQueue *m_queue;
    bool m_queueIsPath = false;

    std::optional<sokoban::Level> m_level;
    std::optional<sokoban::Game> m_game;
    bool m_refused = false;
    std::optional<sokoban::ReverseGame> m_reverse;
    bool m_reverseOn = false;

    bool m_trainPushSetting = false;
    std::optional<sokoban::PlayRules> m_replayRules;
    int m_stepDuration = 0;

    int m_playerCell = -1;
    Direction m_facing = QmlDirection::Down;
    bool m_animateSteps = false;
    int m_selectedCell = -1;
};

} // namespace tessera
