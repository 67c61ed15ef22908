// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "BoardCellsModel.h"
#include "Game2048Scores.h"
#include "Game2048Settings.h"
#include "Game2048TileModel.h"
#include "GameSession.h"
#include "QmlDirection.h"
#include "game2048/Game.h"

#include <QDateTime>
#include <QPointer>
#include <QtQml/qqmlregistration.h>
#include <optional>

namespace tessera {

// One game of 2048 for QML: the score, the player's commands, and the tiles as a list model
// (`tiles`, a Game2048TileModel, which says how the view animates them). The rules are the
// core's (game2048::Game); this class adapts them and keeps the app's side: the best score and
// the high-score table, and the unfinished game kept between runs.
//
// Each change is handed to the ResumeState (when set), so an unfinished game comes back after a
// restart. When a game ends (or a new game replaces one with points) and its score enters the
// high-score table of its size, highScorePending turns true: the view asks for the player's
// name and calls submitHighScore() (or skipHighScore()). Games in which Autoplay moved are
// marked `assisted` and enter neither the table nor the best score.
class Game2048Session : public GameSession
{
    Q_OBJECT
    QML_ELEMENT

    // The tiles on the board, for the view's Repeater.
    Q_PROPERTY(tessera::Game2048TileModel *tiles READ tiles CONSTANT)
    // The cells as a screen reader says them ("row 1, column 2: 64"), for an AccessibleBoard.
    Q_PROPERTY(tessera::BoardCellsModel *cells READ cells CONSTANT)
    // Where the size of new games and the player's name come from and where scores go; either
    // may be null (tests). The unfinished game is kept in `resumeState` (GameSession).
    Q_PROPERTY(
        tessera::Game2048Settings *settings READ settings WRITE setSettings NOTIFY settingsChanged)
    Q_PROPERTY(tessera::Game2048Scores *scores READ scores WRITE setScores NOTIFY scoresChanged)

    Q_PROPERTY(int rows READ rows NOTIFY sizeChanged)
    Q_PROPERTY(int columns READ columns NOTIFY sizeChanged)
    // The settings ask for another size than this game's: the next new game will differ.
    Q_PROPERTY(bool settingsSizeDiffers READ settingsSizeDiffers NOTIFY sizeChanged)

    Q_PROPERTY(qint64 score READ score NOTIFY scoreChanged)
    // The points the last move made (0 after a move without merges); gainCount counts the
    // moves that made points, so the view raises "+N" again for an equal gain.
    Q_PROPERTY(qint64 lastGain READ lastGain NOTIFY scoreChanged)
    Q_PROPERTY(int gainCount READ gainCount NOTIFY scoreChanged)
    // The best score of this size, this game's included (unless it is assisted).
    Q_PROPERTY(qint64 best READ best NOTIFY bestChanged)
    Q_PROPERTY(qint64 highestTile READ highestTile NOTIFY stateChanged)
    Q_PROPERTY(int moveCount READ moveCount NOTIFY stateChanged)
    Q_PROPERTY(int undosLeft READ undosLeft NOTIFY stateChanged)
    Q_PROPERTY(int maximumUndos READ maximumUndos CONSTANT)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY stateChanged)
    // A 2048 was just made: the view shows "You win" until keepGoing() or newGame(); moves and
    // undo wait meanwhile. Happens once per game.
    Q_PROPERTY(bool won READ won NOTIFY stateChanged)
    Q_PROPERTY(bool keptGoing READ keptGoing NOTIFY stateChanged)
    // No move can change the board.
    Q_PROPERTY(bool over READ over NOTIFY stateChanged)
    // Moves were made and the game is not over: a new game would end it.
    Q_PROPERTY(bool inProgress READ inProgress NOTIFY stateChanged)
    // Autoplay moved in this game.
    Q_PROPERTY(bool assisted READ assisted NOTIFY stateChanged)
    // Counts every change of the board, so a hint or an AI answer can tell it is out of date.
    Q_PROPERTY(int boardVersion READ boardVersion NOTIFY stateChanged)

    // A finished game waits for the player's name to enter the high-score table.
    Q_PROPERTY(bool highScorePending READ highScorePending NOTIFY highScoreChanged)
    Q_PROPERTY(qint64 pendingScore READ pendingScore NOTIFY highScoreChanged)
    Q_PROPERTY(qint64 pendingTile READ pendingTile NOTIFY highScoreChanged)
    Q_PROPERTY(int pendingRank READ pendingRank NOTIFY highScoreChanged) // 1..10
    Q_PROPERTY(int pendingRows READ pendingRows NOTIFY highScoreChanged)
    Q_PROPERTY(int pendingColumns READ pendingColumns NOTIFY highScoreChanged)
    // Where the last submitted entry went (1..10, 0 if none), for the table to highlight it.
    Q_PROPERTY(int lastEntryRank READ lastEntryRank NOTIFY highScoreChanged)
    Q_PROPERTY(int lastEntryRows READ lastEntryRows NOTIFY highScoreChanged)
    Q_PROPERTY(int lastEntryColumns READ lastEntryColumns NOTIFY highScoreChanged)

public:
    // The app's one Direction (QML's Direction.Left...).
    using Direction = QmlDirection::Value;

    explicit Game2048Session(QObject *parent = nullptr);
    ~Game2048Session() override;

    Game2048TileModel *tiles() const { return m_tiles; }
    BoardCellsModel *cells() const { return m_cells; }
    // The board row by row, for the describe key.
    Q_INVOKABLE QString spokenRows() const { return m_cells->rowsText(); }
    // Score and best, as a screen reader says them after each move.
    QString spokenStatus() const override;

    Game2048Settings *settings() const { return m_settings; }
    void setSettings(Game2048Settings *settings);
    Game2048Scores *scores() const { return m_scores; }
    void setScores(Game2048Scores *scores);

    int rows() const { return m_game.board().rows(); }
    int columns() const { return m_game.board().cols(); }
    bool settingsSizeDiffers() const;

    qint64 score() const { return m_game.score(); }
    qint64 lastGain() const { return m_lastGain; }
    int gainCount() const { return m_gainCount; }
    qint64 best() const;
    qint64 highestTile() const { return game2048::tileValue(m_game.board().highestExponent()); }
    int moveCount() const { return m_moveCount; }
    int undosLeft() const { return m_game.undoCount(); }
    static int maximumUndos() { return game2048::Game::maxUndo; }
    bool canUndo() const { return m_game.canUndo(); }
    bool won() const { return m_game.winPending(); }
    bool keptGoing() const { return m_game.isKeepingGoing(); }
    bool over() const { return m_game.isOver(); }
    bool inProgress() const { return m_moveCount > 0 && !over(); }
    bool assisted() const { return m_assisted; }
    int boardVersion() const { return m_boardVersion; }

    bool highScorePending() const { return m_pending.has_value(); }
    qint64 pendingScore() const { return m_pending ? m_pending->entry.score : 0; }
    qint64 pendingTile() const { return m_pending ? m_pending->entry.highestTile : 0; }
    int pendingRank() const;
    int pendingRows() const { return m_pending ? m_pending->rows : 0; }
    int pendingColumns() const { return m_pending ? m_pending->columns : 0; }
    int lastEntryRank() const { return m_lastEntryRank; }
    int lastEntryRows() const { return m_lastEntryRows; }
    int lastEntryColumns() const { return m_lastEntryColumns; }

    // The player's commands; each returns whether it changed anything.
    Q_INVOKABLE bool move(tessera::QmlDirection::Value direction);
    Q_INVOKABLE bool undo();
    // A new game of the size in the settings (this game's size without settings).
    Q_INVOKABLE void newGame();
    Q_INVOKABLE bool keepGoing();
    // Enters the pending game in the high-score table under `name` (remembered in the settings
    // for next time); returns its rank (1..10), or 0 when nothing was pending or it did not
    // enter after all.
    Q_INVOKABLE int submitHighScore(const QString &name);
    Q_INVOKABLE void skipHighScore();
    // Removes the tiles that merged away now instead of when their slide ends.
    Q_INVOKABLE void settle();

    // The board in the core's text form, "2 4 0 0/0 0 0 0/...".
    Q_INVOKABLE QString boardText() const;
    // Starts a game from a given board (text form as above) with this seed for the new tiles
    // and this score: for tests, and for whoever wants to set up a position. Returns an empty
    // string, or why the board was refused (malformed, a side outside 3..8).
    Q_INVOKABLE QString startFromText(const QString &text, double seed = 1, double score = 0);

    // C++ only. The game as it is (for the AI and tests).
    const game2048::Game &game() const { return m_game; }
    // Starts a game from this board, seed and score (no tile added).
    void startFrom(const game2048::Board &board, quint64 seed, qint64 score = 0);
    // A new game of the size in the settings with this seed.
    void newGameWithSeed(quint64 seed);
    // Autoplay moved in this game: it leaves the best score and the high-score table alone.
    Q_INVOKABLE void markAssisted();
    // The id of this game in the high-score table (a new one per game; kept when resumed).
    QString gameId() const { return m_gameId; }

    static QString stateKey() { return QStringLiteral("2048"); }

signals:
    void settingsChanged();
    void scoresChanged();
    void sizeChanged();
    void scoreChanged();
    void bestChanged();
    void stateChanged();
    void highScoreChanged();
    // A command the player gave was refused; `why` says so in words (an undo beyond the last
    // maximumUndos moves, say). The view shows it for a moment.
    void refused(const QString &why);

private:
    struct PendingEntry
    {
        int rows = 0;
        int columns = 0;
        Game2048Scores::Entry entry;
    };

    void replaceGame(const game2048::Game &game, bool newTilesGrow);
    void afterChange();
    void saveResumeState();
    QString resumeText() const;
    bool restore(const QString &text, Wording *why) override;
    void startNewGame() override;
    void noteScore();
    // When this game's score enters the table, asks for it (see highScorePending).
    void offerHighScore();
    void setPending(const PendingEntry &pending);
    void onSettingsSizeChanged();
    int slideDuration() const;
    static quint64 freshSeed();
    static QString freshGameId();

    game2048::Game m_game;
    Game2048TileModel *const m_tiles = new Game2048TileModel(this);
    BoardCellsModel *const m_cells = new BoardCellsModel(
        [this](int row, int column) {
            const qint64 value = m_game.board().value(game2048::Cell{row, column});
            return value == 0 ? tr("empty") : QString::number(value);
        },
        this);
    QPointer<Game2048Settings> m_settings;
    QPointer<Game2048Scores> m_scores;
    QString m_gameId;
    int m_moveCount = 0;
    int m_boardVersion = 0;
    qint64 m_lastGain = 0;
    int m_gainCount = 0;
    bool m_assisted = false;
    // This game was offered to the high-score table (at its end); an undo takes that back.
    bool m_offered = false;
    std::optional<PendingEntry> m_pending;
    int m_lastEntryRank = 0;
    int m_lastEntryRows = 0;
    int m_lastEntryColumns = 0;
};

} // namespace tessera
