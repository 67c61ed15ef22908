// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "BoardCellsModel.h"
#include "FifteenRecords.h"
#include "FifteenSettings.h"
#include "FifteenTileModel.h"
#include "GameSession.h"
#include "QmlDirection.h"
#include "fifteen/Game.h"
#include "fifteen/Shuffle.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QTimer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <functional>
#include <optional>

namespace tessera {

// One game of the Fifteen puzzle for QML: the counters, the timer, the commands a player gives,
// and the tiles as a list model (`tiles`, a FifteenTileModel). The rules are the core's
// (fifteen::Game); this class only adapts them and keeps the app's side: the clock, pausing,
// records and resuming.
//
// The timer starts at the first move and runs while the game is on screen. It stops while the
// player has paused the game (the view then hides the tiles, so a paused game cannot be
// studied) and while the window is hidden or minimised (the view sets windowShown). A game
// resumed after a restart waits for its next move before the clock runs again.
//
// Each change is handed to the ResumeState (when one is set), so an unfinished game comes back
// after a restart; a solved game is counted in the FifteenRecords (when set) and forgotten.
class FifteenSession : public GameSession
{
    Q_OBJECT
    QML_ELEMENT

    // The tiles on the board, for the view's Repeater.
    Q_PROPERTY(tessera::FifteenTileModel *tiles READ tiles CONSTANT)
    // The cells as a screen reader says them ("row 2, column 3: tile G"), for an AccessibleBoard.
    Q_PROPERTY(tessera::BoardCellsModel *cells READ cells CONSTANT)
    // Where the size of new games and the labels come from and where solved games are counted;
    // either may be null (tests). The unfinished game is kept in `resumeState` (GameSession).
    Q_PROPERTY(
        tessera::FifteenSettings *settings READ settings WRITE setSettings NOTIFY settingsChanged)
    Q_PROPERTY(tessera::FifteenRecords *records READ records WRITE setRecords NOTIFY recordsChanged)

    Q_PROPERTY(int boardWidth READ boardWidth NOTIFY sizeChanged)
    Q_PROPERTY(int boardHeight READ boardHeight NOTIFY sizeChanged)
    // True when the settings ask for another size than this game's: new games will differ.
    Q_PROPERTY(bool settingsSizeDiffers READ settingsSizeDiffers NOTIFY sizeChanged)
    Q_PROPERTY(bool letters READ letters NOTIFY labelsChanged)

    Q_PROPERTY(int moves READ moves NOTIFY stateChanged)
    Q_PROPERTY(bool solved READ solved NOTIFY stateChanged)
    // Moves were made and the game is not solved: starting another game would lose them.
    Q_PROPERTY(bool inProgress READ inProgress NOTIFY stateChanged)
    // The computer made moves in this game (Solve): once solved it is not counted in the
    // records.
    Q_PROPERTY(bool assisted READ assisted NOTIFY stateChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY stateChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY stateChanged)
    // Whether the clock is counting right now.
    Q_PROPERTY(bool running READ running NOTIFY stateChanged)
    // The player's pause: tiles hidden, moves refused, the clock stopped.
    Q_PROPERTY(bool paused READ paused WRITE setPaused NOTIFY stateChanged)
    // Set by the view: false while nobody can see the board (the window hidden or minimised, or
    // a modal dialog over it).
    Q_PROPERTY(bool windowShown READ windowShown WRITE setWindowShown NOTIFY windowShownChanged)

    Q_PROPERTY(qint64 elapsedMs READ elapsedMs NOTIFY elapsedChanged)
    // "mm:ss" ("h:mm:ss" from an hour on).
    Q_PROPERTY(QString elapsedText READ elapsedText NOTIFY elapsedChanged)

    // The records of this game's size; 0 when no game of this size was solved yet.
    Q_PROPERTY(int bestMoves READ bestMoves NOTIFY bestChanged)
    Q_PROPERTY(qint64 bestTimeMs READ bestTimeMs NOTIFY bestChanged)
    Q_PROPERTY(QString bestTimeText READ bestTimeText NOTIFY bestChanged)
    Q_PROPERTY(int solvedCount READ solvedCount NOTIFY bestChanged)
    // After this game was solved here: whether it set a record (the first game always does).
    Q_PROPERTY(bool newBestMoves READ newBestMoves NOTIFY bestChanged)
    Q_PROPERTY(bool newBestTime READ newBestTime NOTIFY bestChanged)

public:
    // The app's one Direction (QML's Direction.Left...).
    using Direction = QmlDirection::Value;

    using Clock = std::function<qint64()>;

    explicit FifteenSession(QObject *parent = nullptr);
    ~FifteenSession() override;

    FifteenTileModel *tiles() const { return m_tiles; }
    BoardCellsModel *cells() const { return m_cells; }
    // The board row by row, for the describe key.
    Q_INVOKABLE QString spokenRows() const { return m_cells->rowsText(); }
    // Moves and time, as a screen reader says them after each move.
    QString spokenStatus() const override;

    FifteenSettings *settings() const { return m_settings; }
    void setSettings(FifteenSettings *settings);
    FifteenRecords *records() const { return m_records; }
    void setRecords(FifteenRecords *records);

    int boardWidth() const { return m_game.board().width(); }
    int boardHeight() const { return m_game.board().height(); }
    bool settingsSizeDiffers() const;
    bool letters() const;

    int moves() const { return m_game.moveCount(); }
    bool solved() const { return m_game.isSolved(); }
    bool inProgress() const { return moves() > 0 && !solved(); }
    bool assisted() const { return m_assisted; }
    bool canUndo() const { return !m_paused && m_game.canUndo(); }
    bool canRedo() const { return !m_paused && m_game.canRedo(); }
    bool running() const { return m_game.stopwatch().isRunning(); }
    bool paused() const { return m_paused; }
    void setPaused(bool paused);
    bool windowShown() const { return m_windowShown; }
    void setWindowShown(bool shown);

    qint64 elapsedMs() const { return m_game.elapsedMs(now()); }
    QString elapsedText() const { return formatTime(elapsedMs()); }

    int bestMoves() const;
    qint64 bestTimeMs() const;
    QString bestTimeText() const;
    int solvedCount() const;
    bool newBestMoves() const { return m_outcome && m_outcome->newBestMoves; }
    bool newBestTime() const { return m_outcome && m_outcome->newBestTime; }

    // The player's commands. Each returns what it did; nothing happens while paused or once
    // the game is solved. A click slides the tile in `cell` and every tile between it and the
    // empty cell (one move each) and returns how many moved.
    Q_INVOKABLE bool move(tessera::QmlDirection::Value direction);
    Q_INVOKABLE int clickTile(int cell);
    Q_INVOKABLE bool undo();
    Q_INVOKABLE bool redo();
    // A new shuffled game of the size in the settings (this game's size without settings).
    Q_INVOKABLE void newGame();
    Q_INVOKABLE void pause() { setPaused(true); }
    Q_INVOKABLE void resume() { setPaused(false); }
    Q_INVOKABLE void togglePause() { setPaused(!m_paused); }
    // Keeps this game out of the records: the computer moves for the player from now on.
    Q_INVOKABLE void markAssisted();

    // The tiles a click on `cell` would slide, nearest the empty cell first (empty if none):
    // the view moves them together while a tile is dragged.
    Q_INVOKABLE QVariantList tilesMovedByClick(int cell) const;
    // The position in the core's text form, "1 2 3/4 5 6/7 8 0".
    Q_INVOKABLE QString boardText() const;
    // Starts a game from a given position (text form as above): for tests, and for whoever
    // wants to set up a position. Returns an empty string, or why the position was refused
    // (malformed, unsolvable, already solved, a size outside the settings' range).
    Q_INVOKABLE QString startFromText(const QString &text);

    // "mm:ss", or "h:mm:ss" from an hour on.
    static QString formatTime(qint64 ms);
    Q_INVOKABLE QString timeText(qint64 ms) const { return formatTime(ms); }

    // C++ only. The game as it is (for the solver's hints, issue 7, and tests).
    const fifteen::Game &game() const { return m_game; }
    // Starts a game from this position; false (and nothing changes) for a solved or unsolvable
    // position.
    bool startFrom(const fifteen::Board &board);
    // The time source, in milliseconds from any fixed point (monotonic by default).
    void setClock(Clock clock);
    void setRandomSeed(quint64 seed) { m_random.seed(seed); }

    static QString stateKey() { return QStringLiteral("fifteen"); }
    // Beside the game's state while the computer has played in it (Solve), so a game
    // resumed after a restart stays out of the records too.
    static QString assistedStateKey() { return QStringLiteral("fifteen-assisted"); }

signals:
    void settingsChanged();
    void recordsChanged();
    void sizeChanged();
    void labelsChanged();
    void stateChanged();
    void windowShownChanged();
    void elapsedChanged();
    void bestChanged();
    // The events of play are GameSession's: moved (a move, a click that moved a row, redo),
    // undone, blocked, gameWon (after the records were updated).

private:
    qint64 now() const { return m_clock ? m_clock() : m_monotonic.elapsed(); }
    void replaceGame(const fifteen::Game &game);
    // After moves were made: tells the view what changed and keeps clock, records and the
    // resume state in step.
    enum Made
    {
        Played,
        Undone
    };
    void afterMoves(const std::vector<fifteen::Move> &made, Made how = Played);
    void syncClock();
    void tick();
    // Tells the view the time changed and remembers which second it shows.
    void emitElapsed();
    void saveResumeState();
    bool restore(const QString &text, Wording *why) override;
    void startNewGame() override;
    void onSettingsSizeChanged();

    fifteen::Game m_game;
    fifteen::Random m_random;
    QPointer<FifteenSettings> m_settings;
    QPointer<FifteenRecords> m_records;
    QElapsedTimer m_monotonic;
    Clock m_clock;
    QTimer m_ticker;
    qint64 m_shownSecond = -1;
    // The clock may run: a move was made in this game since it was started or resumed here.
    bool m_clockLive = false;
    bool m_paused = false;
    bool m_assisted = false;
    bool m_windowShown = true;
    std::optional<FifteenRecords::Outcome> m_outcome;
    FifteenTileModel *const m_tiles = new FifteenTileModel(m_game.board(), this);
    BoardCellsModel *const m_cells = new BoardCellsModel(
        [this](int row, int column) {
            const int tile = m_game.board().tileAt(column, row);
            if (tile == fifteen::Board::empty)
                return tr("empty");
            //: A tile of the Fifteen board for a screen reader: %1 its number or letter.
            return tr("tile %1").arg(m_tiles->letters() ? QString(QChar(u'A' + (tile - 1)))
                                                        : QString::number(tile));
        },
        this);
};

} // namespace tessera
