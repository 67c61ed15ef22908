// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "GameSession.h"
#include "LevelLibrary.h"
#include "LibraryCollection.h"
#include "ProgressStore.h"
#include "QmlDirection.h"
#include "ResumeState.h"
#include "SaveThrottle.h"
#include "SokobanAssistant.h"
#include "SokobanDeadlockWatch.h"
#include "SokobanOptimiser.h"
#include "SokobanPlay.h"
#include "SokobanProgress.h"
#include "SokobanReplay.h"
#include "SokobanSettings.h"
#include "SokobanSnapshots.h"
#include "sokoban/Game.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QUrl>
#include <QtQml/qqmlregistration.h>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tessera {

// One Sokoban game as the play screen shows it: which collection and level is played, its
// progress and the resume state. The level itself is played by a SokobanPlay (`play`: the core
// game, the board models, the step queue and the player's commands), which this class starts
// on each level it opens. QML reads the play state there (session.play.moves,
// session.play.board); the player's commands stay here too (session.move(dir), undo, redo,
// restart, clickCell...) as thin forwards, where the screens' key handlers call them.
//
// Beside the play, each part of a game is its own object, a CONSTANT property: progress
// (this level's bests), replay (a solution played step by step), assist (Hint and Solve, which
// own the solver) and deadlock (what the last push got stuck). The parts follow the play's
// signals and never call back here; where one needs another (a search stops the replay, Solve's
// answer is replayed) this class connects them once.
//
// Like the other games' sessions it is a GameSession: when QML creates it (componentComplete),
// it reopens where the player left (restore(), the resume state) or the first level of the
// tutorial (startNewGame()). Problems that last, a level or resume that could not be read,
// are its `notice` (shown as a banner until dismissed); passing messages ("Level copied", a
// solution that does not fit) are passingNotice() (a toast).
//
// Services (any may be null, as in unit tests):
// - library: where collections come from (openCollection by id, resume, the defaults);
// - progressStore: a solved level is recorded there by its identity (LibraryLevel::key);
// - resumeState: every change is handed to it (collection, level, the moves so far), and
//   resume() reopens from it, pasted collections of the library included (text opened
//   without a library is not remembered);
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
// Each returns false (and sets the notice) when it cannot do it; a level that
// fails validation still opens: errorText lists its problems, the board shows it as read
// (problem cells marked) and it cannot be played.
class SokobanSession : public GameSession
{
    Q_OBJECT
    QML_ELEMENT

    // Services, set once by the screen (the QML singletons) or by tests.
    Q_PROPERTY(tessera::LevelLibrary *library READ library WRITE setLibrary NOTIFY servicesChanged)
    Q_PROPERTY(tessera::ProgressStore *progressStore READ progressStore WRITE setProgressStore
                   NOTIFY servicesChanged)
    Q_PROPERTY(
        tessera::SokobanSettings *settings READ settings WRITE setSettings NOTIFY servicesChanged)

    // The level being played: the game, its board models and the player's commands.
    Q_PROPERTY(tessera::SokobanPlay *play READ play CONSTANT)

    // The level shown.
    Q_PROPERTY(bool hasLevel READ hasLevel NOTIFY levelChanged)
    Q_PROPERTY(QString collectionId READ collectionId NOTIFY levelChanged)
    Q_PROPERTY(QString collectionName READ collectionName NOTIFY levelTitleChanged)
    // The folder of the collection's file when the user opened one from disk, as a URL; empty
    // for the bundled, My levels and pasted collections. Where "Open…" starts.
    Q_PROPERTY(QUrl collectionFolder READ collectionFolder NOTIFY levelChanged)
    Q_PROPERTY(int levelIndex READ levelIndex NOTIFY levelChanged) // 0-based
    Q_PROPERTY(int levelCount READ levelCount NOTIFY levelChanged)
    // The level's title, or "Level N" when the file gives none.
    Q_PROPERTY(QString levelTitle READ levelTitle NOTIFY levelTitleChanged)
    // The level's comment: the lesson of a tutorial level, notes of other files.
    Q_PROPERTY(QString levelComment READ levelComment NOTIFY levelChanged)
    Q_PROPERTY(bool hasNextLevel READ hasNextLevel NOTIFY levelChanged)
    // The problems of an invalid level (one per line), or why a collection could not be opened.
    Q_PROPERTY(QString errorText READ errorText NOTIFY errorTextChanged)

    // The play state (board, boxes, moves, solved, player, selection...) is play's:
    // session.play.moves. The getters below are for C++ callers and tests.

    // The parts of a game beside the board, each its own object: the progress of this level
    // and the best results, the replay of a solution, Hint and Solve, the deadlock watch.
    Q_PROPERTY(tessera::SokobanProgress *progress READ progress CONSTANT)
    Q_PROPERTY(tessera::SokobanReplay *replay READ replay CONSTANT)
    Q_PROPERTY(tessera::SokobanAssistant *assist READ assist CONSTANT)
    Q_PROPERTY(tessera::SokobanDeadlockWatch *deadlock READ deadlock CONSTANT)
    // "Optimise my solution": shortens the player's solution by pushes or by moves.
    Q_PROPERTY(tessera::SokobanOptimiser *optimiser READ optimiser CONSTANT)
    // The positions the player saved on this level, to come back to (kept across restarts).
    Q_PROPERTY(tessera::SokobanSnapshots *snapshots READ snapshots CONSTANT)

public:
    // The app's one Direction (QML's Direction.Left...).
    using Direction = QmlDirection::Value;

    explicit SokobanSession(QObject *parent = nullptr);
    ~SokobanSession() override;

    LevelLibrary *library() const { return m_library; }
    void setLibrary(LevelLibrary *library);
    ProgressStore *progressStore() const { return m_progressStore; }
    void setProgressStore(ProgressStore *store);
    SokobanSettings *settings() const { return m_settings; }
    void setSettings(SokobanSettings *settings);

    SokobanPlay *play() const { return m_play; }
    SokobanBoardModel *board() const { return m_play->board(); }
    SokobanBoxModel *boxes() const { return m_play->boxes(); }
    SokobanProgress *progress() const { return m_progress; }
    SokobanReplay *replay() const { return m_replay; }
    SokobanAssistant *assist() const { return m_assist; }
    SokobanDeadlockWatch *deadlock() const { return m_deadlockWatch; }
    SokobanOptimiser *optimiser() const { return m_optimiser; }
    SokobanSnapshots *snapshots() const { return m_snapshots; }

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
    // What start() does when QML creates the session.
    bool resume();
    // The first level of the tutorial (Microban's first if the tutorial cannot be read).
    Q_INVOKABLE bool openDefaultLevel();
    std::shared_ptr<const LibraryCollection> collection() const { return m_collection; }
    const LibraryLevel *currentLevel() const;

    // --- Playing ----------------------------------------------------------------------------

    // The play's commands (SokobanPlay), where the screens call them.
    Q_INVOKABLE void move(tessera::QmlDirection::Value direction) { m_play->move(direction); }
    Q_INVOKABLE bool undo() { return m_play->undo(); }
    Q_INVOKABLE bool redo() { return m_play->redo(); }
    Q_INVOKABLE bool restart() { return m_play->restart(); }
    Q_INVOKABLE int stepHistory(int steps) { return m_play->stepHistory(steps); }
    Q_INVOKABLE bool clickCell(int x, int y) { return m_play->clickCell(x, y); }
    Q_INVOKABLE void clearSelection() { m_play->clearSelection(); }
    Q_INVOKABLE bool isClickable(int x, int y) const { return m_play->isClickable(x, y); }

    // --- Text in and out ------------------------------------------------------------------

    // The current level in XSB as in its file (start position, title, author, comment).
    Q_INVOKABLE QString levelText() const;
    // The solution to copy: the moves made so far in LURD, or, before the first move, the
    // best solution recorded. Empty when there is neither. One that needs train push is a
    // solution block with a "Rules: train push" line (sokoban::writeMarkedSolution()).
    Q_INVOKABLE QString solutionText() const;
    // Put them on the clipboard; false (and a notice) when there is nothing to copy.
    Q_INVOKABLE bool copyLevel();
    Q_INVOKABLE bool copySolution();
    // Ctrl+V: decides by content. LURD text is replayed from this level's start (animated,
    // not counted as the player's: see SokobanReplay::playPasted); XSB text opens as a pasted
    // collection (openPastedText); anything else is refused with a notice. pasteFromClipboard()
    // reads the clipboard.
    Q_INVOKABLE bool pasteText(const QString &text);
    Q_INVOKABLE bool pasteFromClipboard();
    // Whether `text` is a line of play (LURD with counts and groups), with at least one move.
    static bool looksLikeLurd(const QString &text);

    // --- State ------------------------------------------------------------------------------

    bool hasLevel() const { return currentLevel() != nullptr; }
    QString collectionId() const { return m_collection ? m_collection->id() : QString(); }
    QString collectionName() const { return m_collection ? m_collection->name() : QString(); }
    QUrl collectionFolder() const;
    int levelIndex() const { return m_index; }
    int levelNumber() const { return m_index + 1; }
    int levelCount() const { return m_collection ? m_collection->count() : 0; }
    QString levelTitle() const;
    // Moves, pushes, boxes on goals and a deadlock, as a screen reader says them after a move.
    QString spokenStatus() const override;
    // What is around the player, for the describe key: "wall left, box right, goal 2 cells up".
    Q_INVOKABLE QString spokenSurroundings() const;
    QString levelAuthor() const;
    QString levelComment() const;
    // The identity the level's progress is stored under (ProgressStore).
    Q_INVOKABLE QString levelKey() const;
    bool hasNextLevel() const { return m_collection && m_index + 1 < m_collection->count(); }
    bool hasPreviousLevel() const { return m_collection && m_index > 0; }
    int boardWidth() const { return m_play->boardWidth(); }
    int boardHeight() const { return m_play->boardHeight(); }
    bool playable() const { return m_play->playable(); }
    // Worded when read, so it follows a switch of language (see errorTextChanged).
    QString errorText() const;

    int moves() const { return m_play->moves(); }
    int pushes() const { return m_play->pushes(); }
    int boxesOnGoals() const { return m_play->boxesOnGoals(); }
    int boxCount() const { return m_play->boxCount(); }
    bool solved() const { return m_play->solved(); }
    bool canUndo() const { return m_play->canUndo(); }
    bool canRedo() const { return m_play->canRedo(); }

    bool hasPlayer() const { return m_play->hasPlayer(); }
    int playerX() const { return m_play->playerX(); }
    int playerY() const { return m_play->playerY(); }
    Direction playerFacing() const { return m_play->playerFacing(); }

    bool trainPush() const { return m_play->trainPush(); }
    // The settings' animation, shortened while a replay runs faster than it.
    int stepDuration() const { return m_play->stepDuration(); }
    bool animateSteps() const { return m_play->animateSteps(); }
    int pendingSteps() const { return m_play->pendingSteps(); }

    bool hasSelection() const { return m_play->hasSelection(); }
    int selectedX() const { return m_play->selectedX(); }
    int selectedY() const { return m_play->selectedY(); }

    // The core game, for tests and tools; nullptr when the level is not playable.
    const sokoban::Game *game() const { return m_play->game(); }

signals:
    void servicesChanged();
    void levelChanged();
    // With levelChanged, and after a switch of language: the level's title ("Level 3" for one
    // without a title) and its collection's name ("My levels") are worded when read.
    void levelTitleChanged();
    // Another level, or the same problems in another language.
    void errorTextChanged();
    void stateChanged();
    // trainPush changed (the setting, or a replay's rules).
    void rulesChanged();
    void playerChanged();
    void stepDurationChanged();
    void animateStepsChanged();
    void pendingStepsChanged();
    void selectionChanged();
    // The events of play are GameSession's: moved (a step, a redo, a replayed step, with
    // what it did to the boxes), blocked (a wall, a box that cannot move), undone (undo, a
    // replay's step back, the mouse wheel) and gameWon (after the progress was recorded).
    // A passing message for the player (a toast): "Level copied", "Not a level or a
    // solution"... Lasting problems are the notice property (GameSession).
    void passingNotice(const QString &message);

protected:
    QString savedState() const override;
    bool restore(const QString &text, Wording *why) override;
    void startNewGame() override;

private:
    // A problem that lasts (a level or a resume that could not be read): the notice, worded
    // again after a switch of language.
    void tellProblem(Wording wording);
    // The collection id of text opened by openPastedText (one pasted collection at a time).
    static QString localTextId() { return QStringLiteral("pasted:local"); }

    void showLevel(std::shared_ptr<const LibraryCollection> collection, int index,
                   const QString &resumeLurd);
    // The moves made on the level shown, in LURD (empty when none or not playable).
    QString currentLurd() const;
    // The play's position changed: progress and resume follow.
    void followPosition();
    void recordIfSolved();
    // Hands the place (collection, level, the moves in LURD) to the resume state. The line of
    // moves is built only here: after a move, when m_resumeThrottle fires, not after each step
    // (a pasted solution of millions of moves takes tens of ms to write).
    void saveResume();
    // Saves the place now when a move is still held back (a level change, a write of the
    // resume state, the end).
    void flushResume();
    // The library's list changed: when the pasted collection played was removed, go back to
    // the level played before it (or the default level); when its removal was undone and
    // nothing else was opened since, come back to it.
    void followLibrary();
    void applyTrainPush();
    // Gives the play the step duration of the settings and the replay's pace.
    void followStepDuration();

    QPointer<LevelLibrary> m_library;
    QPointer<ProgressStore> m_progressStore;
    QPointer<SokobanSettings> m_settings;

    SokobanPlay *m_play = nullptr;

    std::shared_ptr<const LibraryCollection> m_collection;
    int m_index = -1;
    // A level and the moves made on it, to come back to.
    struct Place
    {
        QString collectionId;
        int index = 0;
        QString lurd;
    };
    // The last level played of a collection other than a pasted one (followLibrary).
    std::optional<Place> m_lastKeptPlace;
    // The pasted level left because its collection was removed (until another level opens).
    std::optional<Place> m_removedPlace;
    bool m_wasSolved = false;
    SaveThrottle m_resumeThrottle{this, ResumeState::saveDelayMs, [this] { saveResume(); }};
    QMetaObject::Connection m_resumeFlush;

    SokobanProgress *m_progress = nullptr;
    SokobanReplay *m_replay = nullptr;
    SokobanAssistant *m_assist = nullptr;
    SokobanDeadlockWatch *m_deadlockWatch = nullptr;
    SokobanOptimiser *m_optimiser = nullptr;
    SokobanSnapshots *m_snapshots = nullptr;
};

} // namespace tessera
