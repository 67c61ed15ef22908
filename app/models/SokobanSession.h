#pragma once

#include "LevelLibrary.h"
#include "LibraryCollection.h"
#include "ProgressStore.h"
#include "ResumeState.h"
#include "SokobanBoardModel.h"
#include "SokobanBoxModel.h"
#include "SokobanSettings.h"
#include "SokobanSolverRunner.h"
#include "sokoban/Game.h"
#include "sokoban/solver/DeadlockDetector.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <QUrl>
#include <QtQml/qqmlregistration.h>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tessera {

// One Sokoban game as the play screen shows it: the level being played (which collection,
// which level), the core game on it (sokoban::Game), the board as two models for the view
// (cells, and one row per box so each box is one moving item), and every command a player
// gives with keys and the mouse. The rules are the core's; this class only translates.
//
// How a move travels: a key gives move(dir), a click gives clickCell(x, y), which turns a
// walk or a box push into single steps (PathFinder). Steps go through one queue: the first is
// played at once, the next ones one per stepDuration (the view animates each step over that
// time), so a key pressed during an animation is not lost and a long mouse path plays step by
// step through Game::move. With animations off every step is played at once.
//
// Services (any may be null, as in unit tests):
// - library: where collections come from (openCollection by id, resume, the defaults);
// - progressStore: a solved level is recorded there by its identity (LibraryLevel::key);
// - resumeState: every change is handed to it (collection, level, the moves so far), and
//   resume() reopens from it; levels of pasted text are not remembered (they are gone after a
//   restart), so playing one never overwrites where the user left in a real collection;
// - settings: animation speed (stepDuration) and the train-push rule.
//
// For the level browser and the file/paste handling (C++ or QML):
//   openCollection(id, index)      a collection of the LevelLibrary, at a level (0-based)
//   openCollection(collection, i)  (C++) any LibraryCollection, e.g. one just read
//   openFile(path)                 reads a level file through the library, opens level 1
//   openPastedText(xsb)            XSB text (one level or many) as a pasted collection
//   pasteText(text)                what Ctrl+V does: LURD is replayed on this level, XSB text
//                                  is opened with openPastedText; false if it is neither
//   openLevel(index)               another level of the current collection
// Each returns false (and sets errorText or sends notice()) when it cannot do it; a level that
// fails validation still opens: errorText lists its problems, the board shows it as read
// (problem cells marked) and it cannot be played.
class SokobanSession : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    // Services, set once by the screen (the QML singletons) or by tests.
    Q_PROPERTY(tessera::LevelLibrary *library READ library WRITE setLibrary NOTIFY servicesChanged)
    Q_PROPERTY(tessera::ProgressStore *progressStore READ progressStore WRITE setProgressStore
                   NOTIFY servicesChanged)
    Q_PROPERTY(tessera::ResumeState *resumeState READ resumeState WRITE setResumeState NOTIFY
                   servicesChanged)
    Q_PROPERTY(
        tessera::SokobanSettings *settings READ settings WRITE setSettings NOTIFY servicesChanged)

    // The board: one row per cell (row-major), and one row per box (by box id).
    Q_PROPERTY(tessera::SokobanBoardModel *board READ board CONSTANT)
    Q_PROPERTY(tessera::SokobanBoxModel *boxes READ boxes CONSTANT)

    // The level shown.
    Q_PROPERTY(bool hasLevel READ hasLevel NOTIFY levelChanged)
    Q_PROPERTY(QString collectionId READ collectionId NOTIFY levelChanged)
    Q_PROPERTY(QString collectionName READ collectionName NOTIFY levelChanged)
    // The folder of the collection's file when the user opened one from disk, as a URL; empty
    // for the bundled, My levels and pasted collections. Where "Open…" starts.
    Q_PROPERTY(QUrl collectionFolder READ collectionFolder NOTIFY levelChanged)
    Q_PROPERTY(int levelIndex READ levelIndex NOTIFY levelChanged)   // 0-based
    Q_PROPERTY(int levelNumber READ levelNumber NOTIFY levelChanged) // 1-based
    Q_PROPERTY(int levelCount READ levelCount NOTIFY levelChanged)
    // The level's title, or "Level N" when the file gives none.
    Q_PROPERTY(QString levelTitle READ levelTitle NOTIFY levelChanged)
    Q_PROPERTY(QString levelAuthor READ levelAuthor NOTIFY levelChanged)
    // The level's comment: the lesson of a tutorial level, notes of other files.
    Q_PROPERTY(QString levelComment READ levelComment NOTIFY levelChanged)
    // The level's identity: what progress is stored under.
    Q_PROPERTY(QString levelKey READ levelKey NOTIFY levelChanged)
    Q_PROPERTY(bool hasNextLevel READ hasNextLevel NOTIFY levelChanged)
    Q_PROPERTY(bool hasPreviousLevel READ hasPreviousLevel NOTIFY levelChanged)
    Q_PROPERTY(int boardWidth READ boardWidth NOTIFY levelChanged)
    Q_PROPERTY(int boardHeight READ boardHeight NOTIFY levelChanged)
    // False when the level failed validation (or nothing is open): errorText says why.
    Q_PROPERTY(bool playable READ playable NOTIFY levelChanged)
    // The problems of an invalid level (one per line), or why a collection could not be opened.
    Q_PROPERTY(QString errorText READ errorText NOTIFY levelChanged)

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
    Q_PROPERTY(Direction playerFacing READ playerFacing NOTIFY playerChanged)

    // Milliseconds one step animates (0: no animation), from the settings.
    Q_PROPERTY(int stepDuration READ stepDuration NOTIFY stepDurationChanged)
    // Whether the last change of the board was a single step the view should animate (a move,
    // or the undo/redo of one), not a jump (restart, another level, resume). Changes before
    // the models report the cells, so a view's Behavior can follow it.
    Q_PROPERTY(bool animateSteps READ animateSteps NOTIFY animateStepsChanged)
    // Steps waiting in the queue (keys pressed during an animation, the rest of a mouse path).
    Q_PROPERTY(int pendingSteps READ pendingSteps NOTIFY pendingStepsChanged)

    // The box chosen with a click; its destinations have the board's boxTarget role.
    Q_PROPERTY(bool hasSelection READ hasSelection NOTIFY selectionChanged)
    Q_PROPERTY(int selectedX READ selectedX NOTIFY selectionChanged)
    Q_PROPERTY(int selectedY READ selectedY NOTIFY selectionChanged)

    // The progress of this level (from the ProgressStore): solved ever, the best results.
    Q_PROPERTY(bool levelSolvedBefore READ levelSolvedBefore NOTIFY progressChanged)
    Q_PROPERTY(int bestMoves READ bestMoves NOTIFY progressChanged)   // 0: none yet
    Q_PROPERTY(int bestPushes READ bestPushes NOTIFY progressChanged) // 0: none yet
    Q_PROPERTY(bool hasBestSolution READ hasBestSolution NOTIFY progressChanged)
    // The level file publishes a solution of this level ("Solution" lines after it).
    Q_PROPERTY(bool hasPublishedSolution READ hasPublishedSolution NOTIFY levelChanged)
    // What recording the solution just made answered (valid while solved).
    Q_PROPERTY(bool firstSolve READ firstSolve NOTIFY progressChanged)
    Q_PROPERTY(bool newBestMoves READ newBestMoves NOTIFY progressChanged)
    Q_PROPERTY(bool newBestPushes READ newBestPushes NOTIFY progressChanged)
    // Solved by Solve's replay: the solver's solution, not recorded as the player's.
    Q_PROPERTY(bool solvedBySolver READ solvedBySolver NOTIFY progressChanged)

    // Replay of a solution (the best one, or pasted LURD) from the level's start.
    Q_PROPERTY(bool replaying READ replaying NOTIFY replayChanged)
    // The replay shows the solution the level file publishes (watchPublishedSolution).
    Q_PROPERTY(bool replayingPublished READ replayingPublished NOTIFY replayChanged)
    Q_PROPERTY(bool replayRunning READ replayRunning NOTIFY replayChanged)
    Q_PROPERTY(int replayPosition READ replayPosition NOTIFY replayChanged)
    Q_PROPERTY(int replayLength READ replayLength NOTIFY replayChanged)

    // The solver at work for Hint and Solve (running, progressText; never the GUI thread).
    Q_PROPERTY(tessera::SokobanSolverRunner *solver READ solver CONSTANT)
    // What the solver works on for this session now: NoTask, HintTask or SolveTask.
    Q_PROPERTY(AssistTask assistTask READ assistTask NOTIFY assistChanged)
    // The last hint, for the position shown (cleared by any change of it). hasHint: a push to
    // make (the box at hintBox, pushed in hintDirection to hintTarget). hintText says it in
    // words, or why there is no push: lost (hintLost; hintUndos undos lead back to a position
    // that can be solved, -1 when not known), or not decided in time.
    Q_PROPERTY(bool hasHint READ hasHint NOTIFY hintChanged)
    Q_PROPERTY(int hintBoxX READ hintBoxX NOTIFY hintChanged)
    Q_PROPERTY(int hintBoxY READ hintBoxY NOTIFY hintChanged)
    Q_PROPERTY(int hintTargetX READ hintTargetX NOTIFY hintChanged)
    Q_PROPERTY(int hintTargetY READ hintTargetY NOTIFY hintChanged)
    Q_PROPERTY(Direction hintDirection READ hintDirection NOTIFY hintChanged)
    Q_PROPERTY(int hintPushesLeft READ hintPushesLeft NOTIFY hintChanged)
    Q_PROPERTY(QString hintText READ hintText NOTIFY hintChanged)
    Q_PROPERTY(bool hintLost READ hintLost NOTIFY hintChanged)
    Q_PROPERTY(int hintUndos READ hintUndos NOTIFY hintChanged)

    // The position has a simple deadlock (DeadlockDetector, checked after every push): which,
    // in words; the boxes involved have the box model's "stuck" role.
    Q_PROPERTY(bool hasDeadlock READ hasDeadlock NOTIFY deadlockChanged)
    Q_PROPERTY(QString deadlockText READ deadlockText NOTIFY deadlockChanged)
    // Dead squares are shown (the board's deadSquare role), from the settings.
    Q_PROPERTY(bool showDeadSquares READ showDeadSquares NOTIFY deadSquaresChanged)

public:
    // In LURD order, as tessera::Direction.
    enum Direction
    {
        Left,
        Up,
        Right,
        Down
    };
    Q_ENUM(Direction)

    enum AssistTask
    {
        NoTask,
        HintTask,
        SolveTask
    };
    Q_ENUM(AssistTask)

    explicit SokobanSession(QObject *parent = nullptr);
    ~SokobanSession() override;

    LevelLibrary *library() const { return m_library; }
    void setLibrary(LevelLibrary *library);
    ProgressStore *progressStore() const { return m_progress; }
    void setProgressStore(ProgressStore *store);
    ResumeState *resumeState() const { return m_resume; }
    void setResumeState(ResumeState *state);
    SokobanSettings *settings() const { return m_settings; }
    void setSettings(SokobanSettings *settings);

    SokobanBoardModel *board() const { return m_board; }
    SokobanBoxModel *boxes() const { return m_boxes; }

    // --- Opening levels -------------------------------------------------------------------

    // Opens level `index` (0-based) of `collection`. False (errorText says why) when the
    // collection is null, could not be read or has no level `index`. An invalid level opens
    // (true) showing its problems.
    bool openCollection(std::shared_ptr<const LibraryCollection> collection, int index = 0);
    // The collection with this id in the library ("bundled:microban", "my-levels", a path).
    Q_INVOKABLE bool openCollection(const QString &collectionId, int index = 0);
    // A level file (through the library, so it becomes a recent file), at its first level.
    Q_INVOKABLE bool openFile(const QString &path);
    // The same for a file dialog's answer (a local file URL).
    Q_INVOKABLE bool openFileUrl(const QUrl &url);
    // XSB text: one level or a whole collection, opened at its first level. Through the
    // library when there is one (it then lists the text as a pasted collection).
    Q_INVOKABLE bool openPastedText(const QString &text);
    // Another level of the current collection.
    Q_INVOKABLE bool openLevel(int index);
    Q_INVOKABLE bool nextLevel();
    Q_INVOKABLE bool previousLevel();
    // Reopens where the user left (the resume state: collection, level, moves); when there is
    // nothing to resume or it is gone, opens the default level. False only if nothing opened.
    Q_INVOKABLE bool resume();
    // The first level of the tutorial (Microban's first if the tutorial cannot be read).
    Q_INVOKABLE bool openDefaultLevel();
    std::shared_ptr<const LibraryCollection> collection() const { return m_collection; }
    const LibraryLevel *currentLevel() const;

    // --- Playing ----------------------------------------------------------------------------

    // One step; queued while a step animates. Ignored when the level is solved or unplayable.
    Q_INVOKABLE void move(Direction direction);
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

    // --- Text in and out ------------------------------------------------------------------

    // The current level in XSB as in its file (start position, title, author, comment).
    Q_INVOKABLE QString levelText() const;
    // The solution to copy: the moves made so far in LURD, or, before the first move, the
    // best solution recorded. Empty when there is neither.
    Q_INVOKABLE QString solutionText() const;
    // Put them on the clipboard; false (and a notice) when there is nothing to copy.
    Q_INVOKABLE bool copyLevel();
    Q_INVOKABLE bool copySolution();
    // Ctrl+V: decides by content. LURD text is replayed from this level's start (animated,
    // see replaySolution); XSB text opens as a pasted collection (openPastedText) when one of
    // its levels can be played; anything else is refused with a notice and changes nothing.
    // pasteFromClipboard() reads the clipboard.
    Q_INVOKABLE bool pasteText(const QString &text);
    Q_INVOKABLE bool pasteFromClipboard();
    // Whether `text` is a line of play (LURD with counts and groups), with at least one move.
    static bool looksLikeLurd(const QString &text);

    // --- Replay -----------------------------------------------------------------------------

    // Replays a solution from the level's start (the current line of play is left by an
    // undoable restart, so undo brings it back). Letters give directions whatever their case;
    // the whole solution is checked first. It starts running; false (and a notice, nothing
    // played) when the text is not LURD, does not fit the level or the level cannot be played.
    Q_INVOKABLE bool replaySolution(const QString &lurd);
    // Replays the solution the level file publishes for this level (the first that solves it),
    // checked first; like Solve's, it is not counted as the player's.
    Q_INVOKABLE bool watchPublishedSolution();
    // The best solution recorded for this level (fewest moves).
    Q_INVOKABLE bool replayBest();
    Q_INVOKABLE void replayPlay();
    Q_INVOKABLE void replayPause();
    Q_INVOKABLE void replayToggle();
    // One move forward / back while paused (pauses first when running).
    Q_INVOKABLE bool replayStep();
    Q_INVOKABLE bool replayStepBack();
    // Leaves the replay, keeping the position reached. Any move, undo or click does it too.
    Q_INVOKABLE void stopReplay();

    // --- Hint and Solve ---------------------------------------------------------------------

    // Asks the solver (in its thread) for the next push from the position shown; the answer
    // comes as hintChanged. When the position is lost, the hint says how many undos lead back
    // to one that can be solved (undoToSolvable() takes them).
    Q_INVOKABLE void requestHint();
    // Asks the solver for a whole solution from here and replays it, animated (the replay bar
    // steps and pauses it; undo takes the moves back). A notice when there is none.
    Q_INVOKABLE void requestSolve();
    // Stops a Hint or Solve still searching. False when none was.
    Q_INVOKABLE bool cancelAssist();
    // Puts the hint away (Esc). False when none was shown.
    Q_INVOKABLE bool dismissHint();
    // Takes the undos the last hint counted back to a solvable position.
    Q_INVOKABLE bool undoToSolvable();

    SokobanSolverRunner *solver() const { return m_solver; }
    AssistTask assistTask() const { return m_task; }
    bool hasHint() const { return m_hintBox >= 0; }
    int hintBoxX() const;
    int hintBoxY() const;
    int hintTargetX() const;
    int hintTargetY() const;
    Direction hintDirection() const { return m_hintDirection; }
    int hintPushesLeft() const { return m_hintPushesLeft; }
    QString hintText() const { return m_hintText; }
    bool hintLost() const { return m_hintLost; }
    int hintUndos() const { return m_hintUndos; }

    bool hasDeadlock() const { return m_deadlock.has_value(); }
    QString deadlockText() const;
    const std::optional<sokoban::Deadlock> &deadlock() const { return m_deadlock; }
    bool showDeadSquares() const;

    // --- State ------------------------------------------------------------------------------

    bool hasLevel() const { return currentLevel() != nullptr; }
    QString collectionId() const;
    QString collectionName() const;
    QUrl collectionFolder() const;
    int levelIndex() const { return m_index; }
    int levelNumber() const { return m_index + 1; }
    int levelCount() const;
    QString levelTitle() const;
    QString levelAuthor() const;
    QString levelComment() const;
    QString levelKey() const;
    bool hasNextLevel() const;
    bool hasPreviousLevel() const;
    int boardWidth() const;
    int boardHeight() const;
    bool playable() const { return m_game.has_value(); }
    QString errorText() const { return m_errorText; }

    int moves() const;
    int pushes() const;
    int boxesOnGoals() const;
    int boxCount() const;
    bool solved() const;
    bool canUndo() const;
    bool canRedo() const;

    bool hasPlayer() const { return m_playerCell >= 0; }
    int playerX() const;
    int playerY() const;
    Direction playerFacing() const { return m_facing; }

    int stepDuration() const;
    bool animateSteps() const { return m_animateSteps; }
    int pendingSteps() const { return static_cast<int>(m_queue.size()); }

    bool hasSelection() const { return m_selectedCell >= 0; }
    int selectedX() const;
    int selectedY() const;

    bool levelSolvedBefore() const;
    int bestMoves() const;
    int bestPushes() const;
    bool hasBestSolution() const;
    bool hasPublishedSolution() const;
    bool replayingPublished() const { return m_replaying && m_replayPublished; }
    bool firstSolve() const { return m_lastRecord.firstSolve; }
    bool newBestMoves() const { return m_lastRecord.newBestMoves; }
    bool newBestPushes() const { return m_lastRecord.newBestPushes; }
    bool solvedBySolver() const { return m_solvedBySolver; }

    bool replaying() const { return m_replaying; }
    bool replayRunning() const { return m_replayTimer.isActive(); }
    int replayPosition() const { return static_cast<int>(m_replayPos); }
    int replayLength() const { return static_cast<int>(m_replaySteps.size()); }

    // The core game, for tests and tools; nullptr when the level is not playable.
    const sokoban::Game *game() const { return m_game ? &*m_game : nullptr; }

signals:
    void servicesChanged();
    void levelChanged();
    void stateChanged();
    void playerChanged();
    void stepDurationChanged();
    void animateStepsChanged();
    void pendingStepsChanged();
    void selectionChanged();
    void progressChanged();
    void replayChanged();
    // A level was just solved (after its progress was recorded).
    void levelSolved();
    // A short message for the player: "Level copied", "Not a level or a solution"...
    void notice(const QString &message);
    void assistChanged();
    void hintChanged();
    void deadlockChanged();
    void deadSquaresChanged();

private:
    enum class Change
    {
        Step, // one cell for the player and boxes: animate
        Jump, // anything else: show at once
    };

    void showLevel(std::shared_ptr<const LibraryCollection> collection, int index,
                   const QString &resumeLurd);
    void resetBoard();
    // Plays one step now; false when it was blocked.
    bool playStep(tessera::Direction d);
    void enqueue(const std::vector<tessera::Direction> &steps, bool isPath);
    void clearQueue();
    void onStepTimer();
    // Tells the models and the view what changed from `before` to the game's position.
    void afterChange(Change change, const sokoban::Position &before);
    void setAnimateSteps(bool animate);
    void setSelectedCell(int cell);
    void recordIfSolved();
    void saveResume();
    bool undoOne();
    bool redoOne();
    void onReplayTimer();
    void endReplay();
    int replayInterval() const;
    void applyTrainPush();
    // Replays `steps` (one letter each) from the position shown.
    // Restarts (undoably) and replays `steps`, checked already, from the level's start.
    void playFromStart(const std::string &steps);
    void startReplay(const std::string &steps);
    void setTask(AssistTask task);
    void onSolverFinished();
    void clearHint();
    void setHint(int box, int target, Direction d, int pushesLeft, const QString &text, bool lost,
                 int undos);
    // After a change from `before`: the deadlock state of the new position (microseconds).
    void updateDeadlock(const sokoban::Position &before);
    void setDeadlock(std::optional<sokoban::Deadlock> deadlock);
    void applyDeadSquares();

    QPointer<LevelLibrary> m_library;
    QPointer<ProgressStore> m_progress;
    QPointer<ResumeState> m_resume;
    QPointer<SokobanSettings> m_settings;

    SokobanBoardModel *m_board = nullptr;
    SokobanBoxModel *m_boxes = nullptr;

    std::shared_ptr<const LibraryCollection> m_collection;
    int m_index = -1;
    std::optional<sokoban::Game> m_game;
    QString m_errorText;

    int m_playerCell = -1;
    Direction m_facing = Down;
    bool m_animateSteps = false;
    bool m_wasSolved = false;

    std::deque<tessera::Direction> m_queue;
    bool m_queueIsPath = false;
    QTimer m_stepTimer;

    int m_selectedCell = -1;

    RecordOutcome m_lastRecord;
    bool m_solvedBySolver = false;

    bool m_replaying = false;
    std::string m_replaySteps; // one letter per step
    std::size_t m_replayPos = 0;
    bool m_replayBySolver = false;  // the replay is Solve's
    bool m_replayPublished = false; // the replay is the level file's published solution
    QTimer m_replayTimer;

    SokobanSolverRunner *m_solver = nullptr;
    AssistTask m_task = NoTask;
    int m_hintBox = -1;
    int m_hintTarget = -1;
    Direction m_hintDirection = Down;
    int m_hintPushesLeft = 0;
    QString m_hintText;
    bool m_hintLost = false;
    int m_hintUndos = -1;

    // Built once per level (dead squares; freeze checks after each push).
    std::optional<sokoban::DeadlockDetector> m_detector;
    std::optional<sokoban::Deadlock> m_deadlock;
};

} // namespace tessera
