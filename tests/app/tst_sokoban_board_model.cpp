// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SokobanBoardModel.h"
#include "SokobanBoxModel.h"
#include "SokobanSession.h"
#include "SokobanSettings.h"
#include "sokoban/Game.h"
#include "sokoban/PathFinder.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>
#include <set>

using tessera::SokobanBoardModel;
using tessera::SokobanBoxModel;
using tessera::SokobanSession;
namespace QmlDirection = tessera::QmlDirection;

namespace {

// Player (1,3), a box (2,2), a goal (3,3).
const QString roomLevel = QStringLiteral("######\n"
                                         "#    #\n"
                                         "# $  #\n"
                                         "#@ . #\n"
                                         "######\n");

// Outside cells in the first row, walls joined round a corner.
const QString corridorLevel = QStringLiteral("  ####\n"
                                             "###  #\n"
                                             "#@$. #\n"
                                             "######\n");

// Two boxes, two goals.
const QString twoBoxLevel = QStringLiteral("#######\n"
                                           "#@$ . #\n"
                                           "#  $ .#\n"
                                           "#######\n");

// Two boxes for one goal: fails validation.
const QString invalidLevel = QStringLiteral("######\n"
                                            "#@$$.#\n"
                                            "######\n");

// The rows reported by a dataChanged spy, every row of every range.
std::set<int> reportedRows(const QSignalSpy &spy)
{
    std::set<int> rows;
    for (const QList<QVariant> &args : spy) {
        const auto from = args.at(0).toModelIndex();
        const auto to = args.at(1).toModelIndex();
        for (int r = from.row(); r <= to.row(); ++r)
            rows.insert(r);
    }
    return rows;
}

} // namespace

class TestSokobanBoardModel : public QObject
{
    Q_OBJECT

private:
    // A session showing `xsb`, with model testers on its two models for the whole test.
    struct Fixture
    {
        explicit Fixture(const QString &xsb)
        {
            QVERIFY(session.openPastedText(xsb));
            boardTester = std::make_unique<QAbstractItemModelTester>(
                session.board(), QAbstractItemModelTester::FailureReportingMode::QtTest);
            boxTester = std::make_unique<QAbstractItemModelTester>(
                session.boxes(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        }
        SokobanBoardModel *board() { return session.board(); }
        int row(int x, int y) { return session.board()->indexOf(x, y); }
        QVariant role(int x, int y, const char *name)
        {
            return session.board()->cellData(x, y, QString::fromLatin1(name));
        }

        SokobanSession session;
        std::unique_ptr<QAbstractItemModelTester> boardTester;
        std::unique_ptr<QAbstractItemModelTester> boxTester;
    };

private slots:
    void rolesDescribeTheCells()
    {
        Fixture f(corridorLevel);
        SokobanBoardModel *board = f.board();
        QCOMPARE(board->columns(), 6);
        QCOMPARE(board->rows(), 4);
        QCOMPARE(board->rowCount(), 24);

        const QHash<int, QByteArray> names = board->roleNames();
        for (const char *name :
             {"cellX", "cellY", "terrain", "goal", "box", "boxOnGoal", "player", "wallJoin",
              "deadSquare", "boxTarget", "selected", "problem", "hintTarget"}) {
            QVERIFY2(names.values().contains(name), name);
        }

        QCOMPARE(f.role(0, 0, "terrain").toInt(), int(SokobanBoardModel::Outside));
        QCOMPARE(f.role(2, 0, "terrain").toInt(), int(SokobanBoardModel::Wall));
        QCOMPARE(f.role(3, 1, "terrain").toInt(), int(SokobanBoardModel::Floor));
        QCOMPARE(f.role(4, 2, "cellX").toInt(), 4);
        QCOMPARE(f.role(4, 2, "cellY").toInt(), 2);
        QCOMPARE(f.role(1, 2, "player").toBool(), true);
        QCOMPARE(f.role(2, 2, "box").toBool(), true);
        QCOMPARE(f.role(2, 2, "goal").toBool(), false);
        QCOMPARE(f.role(3, 2, "goal").toBool(), true);
        QCOMPARE(f.role(3, 2, "box").toBool(), false);
        QCOMPARE(f.role(3, 2, "boxOnGoal").toBool(), false);
        QCOMPARE(f.role(4, 2, "deadSquare").toBool(), false);
        QVERIFY(!f.role(9, 9, "box").isValid());
        QCOMPARE(board->indexOf(6, 0), -1);

        // The wall at (2,0): walls to the right, below and down-left; outside to its left and
        // above (the board's edge).
        QCOMPARE(f.role(2, 0, "wallJoin").toInt(),
                 SokobanBoardModel::JoinRight | SokobanBoardModel::JoinDown |
                     SokobanBoardModel::JoinDownLeft | SokobanBoardModel::OutsideLeft |
                     SokobanBoardModel::OutsideUp);
        // The floor at (3,1): walls above, to the left and on the two upper diagonals.
        QCOMPARE(f.role(3, 1, "wallJoin").toInt(),
                 SokobanBoardModel::JoinUp | SokobanBoardModel::JoinLeft |
                     SokobanBoardModel::JoinUpLeft | SokobanBoardModel::JoinUpRight);
    }

    void aWalkReportsTheTwoCellsItTouched()
    {
        Fixture f(roomLevel);
        QSignalSpy changed(f.board(), &QAbstractItemModel::dataChanged);
        f.session.move(QmlDirection::Up);
        QCOMPARE(f.session.moves(), 1);
        QCOMPARE(reportedRows(changed), (std::set<int>{f.row(1, 2), f.row(1, 3)}));
        QCOMPARE(f.role(1, 3, "player").toBool(), false);
        QCOMPARE(f.role(1, 2, "player").toBool(), true);
    }

    void aPushReportsThePlayerAndTheBoxCells()
    {
        Fixture f(roomLevel);
        f.session.move(QmlDirection::Up); // to (1,2), left of the box
        QSignalSpy changed(f.board(), &QAbstractItemModel::dataChanged);
        QSignalSpy boxesChanged(f.session.boxes(), &QAbstractItemModel::dataChanged);
        f.session.move(QmlDirection::Right);
        QCOMPARE(f.session.pushes(), 1);
        QCOMPARE(reportedRows(changed), (std::set<int>{f.row(1, 2), f.row(2, 2), f.row(3, 2)}));
        // Neighbouring cells come in one signal.
        QCOMPARE(changed.count(), 1);
        QCOMPARE(f.role(2, 2, "player").toBool(), true);
        QCOMPARE(f.role(2, 2, "box").toBool(), false);
        QCOMPARE(f.role(3, 2, "box").toBool(), true);
        // The box item follows: its row, and only its row.
        QCOMPARE(boxesChanged.count(), 1);
        const QModelIndex box = f.session.boxes()->index(0);
        QCOMPARE(box.data(SokobanBoxModel::CellXRole).toInt(), 3);
        QCOMPARE(box.data(SokobanBoxModel::CellYRole).toInt(), 2);
    }

    void aBlockedMoveReportsNothing()
    {
        Fixture f(roomLevel);
        QSignalSpy changed(f.board(), &QAbstractItemModel::dataChanged);
        f.session.move(QmlDirection::Left); // a wall
        QCOMPARE(f.session.moves(), 0);
        QCOMPARE(changed.count(), 0);
        // The player turns to the wall all the same.
        QCOMPARE(f.session.playerFacing(), QmlDirection::Left);
    }

    void undoAndRedoReportTheSameCells()
    {
        Fixture f(roomLevel);
        f.session.move(QmlDirection::Up);
        f.session.move(QmlDirection::Right); // push
        const std::set<int> touched{f.row(1, 2), f.row(2, 2), f.row(3, 2)};

        QSignalSpy changed(f.board(), &QAbstractItemModel::dataChanged);
        QVERIFY(f.session.undo());
        QCOMPARE(reportedRows(changed), touched);
        QCOMPARE(f.role(2, 2, "box").toBool(), true);
        QCOMPARE(f.role(3, 2, "box").toBool(), false);
        QCOMPARE(f.role(1, 2, "player").toBool(), true);
        QCOMPARE(f.session.pushes(), 0);
        QVERIFY(f.session.animateSteps());
        // Stepping back, the player still faces the box.
        QCOMPARE(f.session.playerFacing(), QmlDirection::Right);

        changed.clear();
        QVERIFY(f.session.redo());
        QCOMPARE(reportedRows(changed), touched);
        QCOMPARE(f.role(3, 2, "box").toBool(), true);
        QCOMPARE(f.session.pushes(), 1);
        QVERIFY(!f.session.canRedo());
    }

    void restartReportsOnlyTheCellsThatDiffer()
    {
        Fixture f(roomLevel);
        f.session.move(QmlDirection::Up);
        f.session.move(QmlDirection::Right); // push the box to (3,2)
        f.session.move(QmlDirection::Right); // and to (4,2)
        QSignalSpy changed(f.board(), &QAbstractItemModel::dataChanged);
        QVERIFY(f.session.restart());
        // Player from (3,2) back to (1,3); box from (4,2) back to (2,2).
        QCOMPARE(reportedRows(changed),
                 (std::set<int>{f.row(3, 2), f.row(1, 3), f.row(4, 2), f.row(2, 2)}));
        QCOMPARE(f.session.moves(), 0);
        QVERIFY(!f.session.animateSteps()); // a jump, not a step
        QVERIFY(f.session.canUndo());       // restart is undoable
        QVERIFY(f.session.undo());
        QCOMPARE(f.session.moves(), 3);
        QCOMPARE(f.role(4, 2, "box").toBool(), true);
    }

    void anInvalidLevelShowsItsProblems()
    {
        Fixture f(invalidLevel);
        QVERIFY(!f.session.playable());
        QVERIFY2(f.session.errorText().contains(QStringLiteral("box")),
                 qPrintable(f.session.errorText()));
        // Shown as read: walls, boxes, the player, the problem cells marked.
        QCOMPARE(f.board()->rowCount(), 18);
        QCOMPARE(f.role(0, 0, "terrain").toInt(), int(SokobanBoardModel::Wall));
        QCOMPARE(f.role(2, 1, "box").toBool(), true);
        QCOMPARE(f.role(2, 1, "problem").toBool(), true);
        QCOMPARE(f.role(1, 1, "problem").toBool(), false);
        QCOMPARE(f.session.boxes()->rowCount(), 2);
        QCOMPARE(f.session.boxCount(), 2);
        QVERIFY(f.session.hasPlayer());
        QCOMPARE(f.session.playerX(), 1);
        // Nothing moves.
        QSignalSpy changed(f.board(), &QAbstractItemModel::dataChanged);
        f.session.move(QmlDirection::Right);
        QVERIFY(!f.session.clickCell(2, 1));
        QCOMPARE(changed.count(), 0);
        QCOMPARE(f.session.moves(), 0);
    }

    void aSelectedBoxShowsWhereItCanGo()
    {
        Fixture f(roomLevel);
        QSignalSpy changed(f.board(), &QAbstractItemModel::dataChanged);
        QVERIFY(f.session.clickCell(2, 2));
        QVERIFY(f.session.hasSelection());
        QCOMPARE(f.role(2, 2, "selected").toBool(), true);
        QVERIFY(f.session.boxes()->index(0).data(SokobanBoxModel::SelectedRole).toBool());

        const auto expected = tessera::sokoban::PathFinder(*f.session.game())
                                  .boxDestinations(f.session.game()->index(2, 2));
        std::set<int> highlighted{f.row(2, 2)};
        int targets = 0;
        for (int y = 0; y < f.board()->rows(); ++y) {
            for (int x = 0; x < f.board()->columns(); ++x) {
                const bool target = f.role(x, y, "boxTarget").toBool();
                QCOMPARE(target, bool(expected[std::size_t(f.row(x, y))]));
                if (target) {
                    highlighted.insert(f.row(x, y));
                    ++targets;
                }
            }
        }
        QVERIFY(targets > 3);
        // Only the highlighted cells were reported.
        QCOMPARE(reportedRows(changed), highlighted);

        // A second click on the box lets it go.
        changed.clear();
        QVERIFY(f.session.clickCell(2, 2));
        QVERIFY(!f.session.hasSelection());
        QCOMPARE(reportedRows(changed), highlighted);
        QCOMPARE(f.role(3, 3, "boxTarget").toBool(), false);
    }

    void onlyTheMovedBoxIsReported()
    {
        Fixture f(twoBoxLevel);
        QCOMPARE(f.session.boxes()->rowCount(), 2);
        QSignalSpy boxesChanged(f.session.boxes(), &QAbstractItemModel::dataChanged);
        f.session.move(QmlDirection::Right); // pushes box 0 from (2,1) to (3,1)
        QCOMPARE(boxesChanged.count(), 1);
        QCOMPARE(boxesChanged.at(0).at(0).toModelIndex().row(), 0);
        f.session.move(QmlDirection::Right); // onto the goal at (4,1)
        const QModelIndex box = f.session.boxes()->index(0);
        QCOMPARE(box.data(SokobanBoxModel::CellXRole).toInt(), 4);
        QVERIFY(box.data(SokobanBoxModel::OnGoalRole).toBool());
        QCOMPARE(f.role(4, 1, "boxOnGoal").toBool(), true);
        QCOMPARE(f.session.boxesOnGoals(), 1);
        const QModelIndex other = f.session.boxes()->index(1);
        QCOMPARE(other.data(SokobanBoxModel::CellXRole).toInt(), 3);
        QCOMPARE(other.data(SokobanBoxModel::CellYRole).toInt(), 2);
        QVERIFY(!other.data(SokobanBoxModel::OnGoalRole).toBool());
    }

    void anotherLevelResetsTheModels()
    {
        Fixture f(roomLevel);
        QSignalSpy reset(f.board(), &QAbstractItemModel::modelReset);
        QSignalSpy sized(f.board(), &SokobanBoardModel::sizeChanged);
        QVERIFY(f.session.openPastedText(corridorLevel));
        QCOMPARE(reset.count(), 1);
        QCOMPARE(sized.count(), 1);
        QCOMPARE(f.board()->rowCount(), 24);
        QCOMPARE(f.session.boxes()->rowCount(), 1);
    }

    void deadSquaresAreReportedWhenShown()
    {
        tessera::SokobanSettings settings;
        settings.setShowDeadSquares(false);
        Fixture f(roomLevel);
        f.session.setSettings(&settings);
        QSignalSpy changed(f.board(), &SokobanBoardModel::dataChanged);
        settings.setShowDeadSquares(true);
        // Room corners and the sides with no goal are dead; the goal's row and column are not.
        const std::set<int> rows = reportedRows(changed);
        QVERIFY(rows.count(f.row(1, 1)));
        QVERIFY(rows.count(f.row(4, 1)));
        QVERIFY(!rows.count(f.row(3, 3)));
        QVERIFY(!rows.count(f.row(0, 0)));
        // The mark and what a screen reader says of the cell ("floor, dead square").
        for (const QList<QVariant> &args : changed)
            QCOMPARE(args.at(2).value<QList<int>>(),
                     (QList<int>{SokobanBoardModel::DeadSquareRole,
                                 SokobanBoardModel::SpokenTextRole}));
        QCOMPARE(f.role(1, 1, "deadSquare").toBool(), true);
        QCOMPARE(f.role(1, 1, "spokenText").toString(),
                 QStringLiteral("row 2, column 2: floor, dead square"));
        QCOMPARE(f.role(3, 3, "deadSquare").toBool(), false);
        QCOMPARE(f.role(0, 0, "deadSquare").toBool(), false);
        changed.clear();
        settings.setShowDeadSquares(true); // no change, nothing reported
        QCOMPARE(changed.count(), 0);
        settings.setShowDeadSquares(false);
        QCOMPARE(reportedRows(changed), rows);
        QCOMPARE(f.role(1, 1, "deadSquare").toBool(), false);
    }

    void aHintMarksItsBoxAndTarget()
    {
        Fixture f(roomLevel);
        QSignalSpy cells(f.board(), &SokobanBoardModel::dataChanged);
        QSignalSpy boxes(f.session.boxes(), &SokobanBoxModel::dataChanged);
        f.session.assist()->requestHint();
        QTRY_VERIFY_WITH_TIMEOUT(f.session.assist()->hasHint(), 20000);
        const int tx = f.session.assist()->hintTargetX();
        const int ty = f.session.assist()->hintTargetY();
        QCOMPARE(reportedRows(cells), std::set<int>{f.row(tx, ty)});
        QCOMPARE(f.role(tx, ty, "hintTarget").toBool(), true);
        QCOMPARE(boxes.count(), 1);
        QCOMPARE(boxes.first().at(2).value<QList<int>>(), QList<int>{SokobanBoxModel::HintedRole});
        QVERIFY(f.session.boxes()
                    ->data(f.session.boxes()->index(0), SokobanBoxModel::HintedRole)
                    .toBool());
        // Following it clears it.
        f.session.move(QmlDirection::Up);
        QCOMPARE(f.role(tx, ty, "hintTarget").toBool(), false);
        QVERIFY(!f.session.boxes()
                     ->data(f.session.boxes()->index(0), SokobanBoxModel::HintedRole)
                     .toBool());
    }

    void stuckBoxesAreReported()
    {
        Fixture f(roomLevel);
        QSignalSpy boxes(f.session.boxes(), &SokobanBoxModel::dataChanged);
        f.session.move(QmlDirection::Right);
        f.session.move(QmlDirection::Up); // the box to (2,1), against the top wall
        QVERIFY(f.session.deadlock()->found());
        const QModelIndex box = f.session.boxes()->index(0);
        QVERIFY(f.session.boxes()->data(box, SokobanBoxModel::StuckRole).toBool());
        bool stuckReported = false;
        for (const QList<QVariant> &args : boxes)
            stuckReported = stuckReported ||
                            args.at(2).value<QList<int>>().contains(SokobanBoxModel::StuckRole);
        QVERIFY(stuckReported);
        f.session.undo();
        QVERIFY(!f.session.boxes()->data(box, SokobanBoxModel::StuckRole).toBool());
    }
};

QTEST_MAIN(TestSokobanBoardModel)
#include "tst_sokoban_board_model.moc"
