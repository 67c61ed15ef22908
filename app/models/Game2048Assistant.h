// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "Game2048Session.h"
#include "GameAssistant.h"
#include "QmlDirection.h"
#include "game2048/ai/Expectimax.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QtQml/qqmlregistration.h>
#include <memory>
#include <optional>

namespace tessera {

// The 2048 AI in the app: "Hint" (the best direction for the position shown) and "Autoplay"
// (the AI plays the model's game at a chosen pace until it is over, wins, or is stopped). The
// search (core/game2048/ai, expectimax) runs in a worker thread, never on the GUI thread: a
// request is answered later through hintChanged / a move, and an answer that comes back after
// the board changed is dropped.
//
// Each search gets a time budget (hintBudgetMs for a hint, the time between two moves for
// Autoplay): when it runs out, the move of the deepest search finished so far is used.
class Game2048Assistant : public GameAssistant
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(tessera::Game2048Session *model READ model WRITE setModel NOTIFY modelChanged)
    // movesPerSecond (GameAssistant): Autoplay's pace.
    // The direction the last hint recommends for the board shown, when hasHintDirection.
    Q_PROPERTY(tessera::QmlDirection::Value hintDirection READ hintDirection NOTIFY hintChanged)
    // False when there is no direction to show (none asked, the board changed since, or no move
    // is possible).
    Q_PROPERTY(bool hasHintDirection READ hasHintDirection NOTIFY hintChanged)
    // A hint was asked for and the answer came: without hasHintDirection, no move helps.
    Q_PROPERTY(bool hintReady READ hintReady NOTIFY hintChanged)
    Q_PROPERTY(bool autoplaying READ autoplaying NOTIFY autoplayingChanged)
    // Moves Autoplay made since it was last started.
    Q_PROPERTY(int autoplayMoves READ autoplayMoves NOTIFY autoplayMovesChanged)

public:
    static constexpr int hintBudgetMs = 1000;

    explicit Game2048Assistant(QObject *parent = nullptr);
    ~Game2048Assistant() override;

    Game2048Session *model() const { return m_model; }
    void setModel(Game2048Session *model);

    QmlDirection::Value hintDirection() const
    {
        return m_hintDirection.value_or(QmlDirection::Left);
    }
    bool hasHintDirection() const { return m_hintDirection.has_value(); }
    bool hintReady() const { return m_hintReady; }
    bool autoplaying() const { return m_autoplaying; }
    int autoplayMoves() const { return m_autoplayMoves; }

    // Asks for the best move of the board shown; the answer comes through hintChanged.
    Q_INVOKABLE void requestHint();
    Q_INVOKABLE void clearHint();
    // Starts Autoplay; false when the game cannot move (over, or a win waiting).
    Q_INVOKABLE bool startAutoplay();
    Q_INVOKABLE void stopAutoplay();
    Q_INVOKABLE void toggleAutoplay();

signals:
    void modelChanged();
    void hintChanged();
    void autoplayingChanged();
    void autoplayMovesChanged();
    // Autoplay stopped by itself: the game is over, or a 2048 waits for "Keep going".
    void autoplayFinished();

private:
    // The board version: an answer is for the board it was asked for.
    std::vector<int> position() const override;
    void playNextMove() override;
    void request(Purpose purpose, int budgetMs);
    void cancelRequest();
    void onAnalysed(int direction);
    void onBoardChanged();
    void setHint(int direction, bool ready);

    QPointer<Game2048Session> m_model;
    // Used only by the worker, one search at a time: its caches carry over from move to move,
    // as Autoplay wants.
    std::shared_ptr<game2048::Expectimax> m_ai = std::make_shared<game2048::Expectimax>();
    QTimer m_deadline;
    QElapsedTimer m_sinceLastMove;
    int m_hintVersion = -1;
    std::optional<QmlDirection::Value> m_hintDirection;
    bool m_hintReady = false;
    bool m_autoplaying = false;
    int m_autoplayMoves = 0;
    int m_plannedDirection = -1;
};

} // namespace tessera
