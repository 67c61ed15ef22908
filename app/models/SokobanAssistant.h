#pragma once

#include "SokobanSolverRunner.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace tessera {

class SokobanSession;

// Hint and Solve on the play screen (session.assist), as FifteenAssistant and
// Game2048Assistant are for their games. It owns the solver runner (the search runs in its
// thread, never the GUI's): a hint is the next push from the position shown, or, when the
// position is lost, how many undos lead back to one that can be solved; Solve replays a
// whole solution through session.replay. Any change of the position drops the hint and the
// search: they are about the position they were asked on.
class SokobanAssistant : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A part of SokobanSession: session.assist")

    // The solver at work (running, progressText).
    Q_PROPERTY(tessera::SokobanSolverRunner *solver READ solver CONSTANT)
    // What the solver works on for this session now: NoTask, HintTask or SolveTask.
    Q_PROPERTY(Task task READ task NOTIFY taskChanged)
    // The last hint, for the position shown. hasHint: a push to make (the box at hintBox,
    // pushed in hintDirection, a Direction, to hintTarget). hintText says it in
    // words, or why there is no push: lost (hintLost; hintUndos undos lead back to a position
    // that can be solved, -1 when not known), or not decided in time.
    Q_PROPERTY(bool hasHint READ hasHint NOTIFY hintChanged)
    Q_PROPERTY(int hintBoxX READ hintBoxX NOTIFY hintChanged)
    Q_PROPERTY(int hintBoxY READ hintBoxY NOTIFY hintChanged)
    Q_PROPERTY(int hintTargetX READ hintTargetX NOTIFY hintChanged)
    Q_PROPERTY(int hintTargetY READ hintTargetY NOTIFY hintChanged)
    Q_PROPERTY(int hintDirection READ hintDirection NOTIFY hintChanged)
    Q_PROPERTY(int hintPushesLeft READ hintPushesLeft NOTIFY hintChanged)
    Q_PROPERTY(QString hintText READ hintText NOTIFY hintChanged)
    Q_PROPERTY(bool hintLost READ hintLost NOTIFY hintChanged)
    Q_PROPERTY(int hintUndos READ hintUndos NOTIFY hintChanged)

public:
    enum Task
    {
        NoTask,
        HintTask,
        SolveTask
    };
    Q_ENUM(Task)

    explicit SokobanAssistant(SokobanSession *session);

    // Asks the solver for the next push from the position shown; the answer comes as
    // hintChanged. When the position is lost, the hint says how many undos lead back to one
    // that can be solved (undoToSolvable() takes them).
    Q_INVOKABLE void requestHint();
    // Asks the solver for a whole solution from here and replays it, animated (the replay bar
    // steps and pauses it; undo takes the moves back). A notice when there is none.
    Q_INVOKABLE void requestSolve();
    // Stops a Hint or Solve still searching. False when none was.
    Q_INVOKABLE bool cancel();
    // Puts the hint away (Esc). False when none was shown.
    Q_INVOKABLE bool dismissHint();
    // Takes the undos the last hint counted back to a solvable position.
    Q_INVOKABLE bool undoToSolvable();
    // The position changed (or another level opened): the hint and the search are dropped.
    void positionChanged();

    SokobanSolverRunner *solver() const { return m_solver; }
    Task task() const { return m_task; }
    bool hasHint() const { return m_hintBox >= 0; }
    int hintBoxX() const;
    int hintBoxY() const;
    int hintTargetX() const;
    int hintTargetY() const;
    int hintDirection() const { return static_cast<int>(m_hintDirection); }
    int hintPushesLeft() const { return m_hintPushesLeft; }
    QString hintText() const { return m_hintText; }
    bool hintLost() const { return m_hintLost; }
    int hintUndos() const { return m_hintUndos; }

signals:
    void taskChanged();
    void hintChanged();
    // For the player, through the session's notice().
    void notice(const QString &message);

private:
    void setTask(Task task);
    void onSolverFinished();
    void showSolveAnswer(const sokoban::SolverResult &result);
    void showHintAnswer(const sokoban::SolverResult &result);
    void clearHint();
    void setHint(int box, int target, Direction d, int pushesLeft, const QString &text, bool lost,
                 int undos);
    // Whatever runs for the player is stopped before a search starts.
    bool prepareRequest();

    SokobanSession *m_session;
    SokobanSolverRunner *m_solver;
    Task m_task = NoTask;
    int m_hintBox = -1;
    int m_hintTarget = -1;
    Direction m_hintDirection = Direction::Down;
    int m_hintPushesLeft = 0;
    QString m_hintText;
    bool m_hintLost = false;
    int m_hintUndos = -1;
};

} // namespace tessera
