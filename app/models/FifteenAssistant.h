// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "FifteenSession.h"
#include "FifteenTables.h"
#include "GameAssistant.h"
#include "QmlDirection.h"

#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QtQml/qqmlregistration.h>
#include <optional>
#include <vector>

namespace tessera {

// The Fifteen solver in the app: "Hint" (the next tile to move, and which way) and "Solve"
// (the rest of a solution, played move by move on the model until the board is solved or the
// player stops it). The search (core/fifteen/solver) runs in a worker thread, never on the GUI
// thread, and an answer that comes back after the board changed is dropped.
//
// A hint answers within hintTimeLimitMs: the optimal search runs that long at most, and
// when it has not finished the answer comes from the best solution found by then (the fast
// solver's at least). 4x4 searches use the FifteenTables, which are prepared in the background
// at the first hint or solve; until they are ready, answers are not proven shortest.
//
// The solution behind a hint is kept: while the player follows it, the next hints come at
// once, and Solve plays it on. A fresh search replaces it only when it is no longer than what
// is left of the kept one, so following hints always ends in a solved board.
class FifteenAssistant : public GameAssistant
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(tessera::FifteenSession *model READ model WRITE setModel NOTIFY modelChanged)
    // Pattern tables for 4x4 boards (the app's FifteenTables singleton); may be null.
    Q_PROPERTY(tessera::FifteenTables *tables READ tables WRITE setTables NOTIFY tablesChanged)
    // The tile the hint says to move (its number), 0 when there is no hint for the board shown.
    Q_PROPERTY(int hintTile READ hintTile NOTIFY hintChanged)
    // The way it slides, when hasHintDirection (there is a hint for the board shown).
    Q_PROPERTY(tessera::QmlDirection::Value hintDirection READ hintDirection NOTIFY hintChanged)
    Q_PROPERTY(bool hasHintDirection READ hasHintDirection NOTIFY hintChanged)
    // The hint comes from a solution proven shortest.
    Q_PROPERTY(bool hintOptimal READ hintOptimal NOTIFY hintChanged)
    // Moves left in the solution behind the hint (or being played), -1 when none is known.
    Q_PROPERTY(int movesLeft READ movesLeft NOTIFY hintChanged)
    // Solve is playing the solution (or searching for one to play).
    Q_PROPERTY(bool solving READ solving NOTIFY solvingChanged)
    // thinking and movesPerSecond (Solve's pace) come from GameAssistant.

public:
    // The search time of a hint: with the thread hand-over it answers within 200 ms.
    static constexpr int hintTimeLimitMs = 150;
    // Solve waits longer for a shorter solution: nearly every 4x4 position is proven
    // optimal within it once the tables are ready.
    static constexpr int solveTimeLimitMs = 3000;
    // Boards this small are searched to the end, limit or not: the core proves them optimal in
    // milliseconds (Manhattan IDA*), so a hint there never depends on how busy the machine is.
    static constexpr int unlimitedUpToCells = 9;

    explicit FifteenAssistant(QObject *parent = nullptr);
    ~FifteenAssistant() override;

    FifteenSession *model() const { return m_model; }
    void setModel(FifteenSession *model);
    FifteenTables *tables() const { return m_tables; }
    void setTables(FifteenTables *tables);

    int hintTile() const { return m_hintTile; }
    QmlDirection::Value hintDirection() const
    {
        return m_hintDirection.value_or(QmlDirection::Left);
    }
    bool hasHintDirection() const { return m_hintDirection.has_value(); }
    bool hintOptimal() const { return m_hintOptimal; }
    int movesLeft() const { return m_movesLeft; }
    bool solving() const { return m_solving; }

    // Asks for the next move of the board shown; the answer comes through hintChanged.
    Q_INVOKABLE void requestHint();
    Q_INVOKABLE void clearHint();
    // Starts playing a solution; false when there is nothing to solve (solved, paused).
    Q_INVOKABLE bool startSolving();
    Q_INVOKABLE void stopSolving();
    Q_INVOKABLE void toggleSolving();

signals:
    void modelChanged();
    void tablesChanged();
    void hintChanged();
    void solvingChanged();
    // Solve brought the board to the solved position.
    void solveFinished();

private:
    // A solution from some position: boards[i] is the position before moves[i]; the last
    // board is the solved one.
    struct Plan
    {
        std::vector<std::vector<int>> boards;
        std::vector<int> moves;
        bool optimal = false;
    };

    // The tiles shown: an answer is for the tiles it was asked for.
    std::vector<int> position() const override { return currentTiles(); }
    void playNextMove() override;
    std::vector<int> currentTiles() const;
    // Where the board shown is on the kept plan, -1 when it is not on it.
    int planIndex() const;
    void request(Purpose purpose);
    void cancelRequest();
    void onSolved(const std::vector<Direction> &moves, bool optimal);
    void onBoardChanged();
    void showHintFromPlan();
    void setSolving(bool solving);
    void setHint(int tile, int direction, bool optimal, int movesLeft);
    std::shared_ptr<const fifteen::PatternDatabase> tablesFor(int width, int height);

    QPointer<FifteenSession> m_model;
    QPointer<FifteenTables> m_tables;
    std::vector<int> m_solvingTiles; // the board Solve last left
    Plan m_plan;
    int m_hintTile = 0;
    std::vector<int> m_hintTiles; // the board the hint is for
    std::optional<QmlDirection::Value> m_hintDirection;
    bool m_hintOptimal = false;
    int m_movesLeft = -1;
    bool m_solving = false;
    bool m_playingMove = false; // the board changes because Solve moved a tile
};

} // namespace tessera
