// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "FifteenAssistant.h"
#include "FifteenRecords.h"
#include "FifteenSession.h"
#include "FifteenTables.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <cstdlib>

using tessera::FifteenAssistant;
using tessera::FifteenRecords;
using tessera::FifteenSession;
using tessera::FifteenTableCache;
using tessera::FifteenTables;
using tessera::fifteen::Board;
namespace QmlDirection = tessera::QmlDirection;

namespace {

// One of the two 3x3 positions that need the most moves: 31.
const QString hardest3x3 = QStringLiteral("8 6 7/2 5 4/3 0 1");
// A 4x4 position that needs 80 moves, the most there is.
const QString hard4x4 = QStringLiteral("0 12 9 13/15 11 10 14/3 7 2 5/4 8 6 1");

// The tile `direction` slides on this board, 0 when none.
int tileSlidBy(const Board &board, QmlDirection::Value direction)
{
    const auto move = board.moveFor(QmlDirection::toCore(direction));
    return move ? move->tile : 0;
}

bool nextToTheEmptyCell(const Board &board, int tile)
{
    const int cell = board.cellOf(tile);
    const int empty = board.emptyCell();
    return std::abs(board.xOf(cell) - board.xOf(empty)) +
               std::abs(board.yOf(cell) - board.yOf(empty)) ==
           1;
}

} // namespace

class tst_FifteenAssistant : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    // Asks for a hint and waits for it (the search runs in another thread).
    static bool hint(FifteenAssistant &assistant)
    {
        assistant.requestHint();
        if (assistant.hintTile() != 0 && !assistant.thinking())
            return true; // answered at once from the kept solution
        return QTest::qWaitFor([&] { return !assistant.thinking(); }, 30000) &&
               assistant.hintTile() != 0;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Tessera"));
        QCoreApplication::setApplicationName(QStringLiteral("tessera-test-fifteen-assistant"));
        QVERIFY(m_dir.isValid());
    }

    void followingTheHintsSolvesInTheFewestMoves()
    {
        FifteenSession model;
        QAbstractItemModelTester tester(model.tiles(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.startFromText(hardest3x3), QString());
        FifteenAssistant assistant;
        assistant.setModel(&model);
        QCOMPARE(assistant.hintTile(), 0);
        QVERIFY(!assistant.hasHintDirection());

        QVERIFY(hint(assistant));
        QVERIFY(assistant.hintOptimal()); // 3x3 is always searched to the end
        QCOMPARE(assistant.movesLeft(), 31);
        int moves = 0;
        while (!model.solved()) {
            const Board &board = model.game().board();
            const int tile = assistant.hintTile();
            QVERIFY(nextToTheEmptyCell(board, tile));
            QVERIFY(assistant.hasHintDirection());
            // The direction named moves exactly the highlighted tile.
            QCOMPARE(tileSlidBy(board, assistant.hintDirection()), tile);
            const int left = assistant.movesLeft();
            QVERIFY(model.move(assistant.hintDirection()));
            ++moves;
            QCOMPARE(assistant.hintTile(), 0); // a hint is for the board it was given on
            if (model.solved())
                break;
            // The kept solution answers the next hint at once, one move shorter.
            assistant.requestHint();
            QVERIFY(!assistant.thinking());
            QCOMPARE(assistant.movesLeft(), left - 1);
        }
        QCOMPARE(moves, 31);
        QVERIFY(!model.assisted()); // hints leave the game the player's
    }

    void aHintComesWithoutTablesAndFollowingItNeverGoesBack()
    {
        // No tables and a 150 ms search: the 80-move position is not proven, but answered.
        FifteenSession model;
        QCOMPARE(model.startFromText(hard4x4), QString());
        FifteenAssistant assistant;
        assistant.setModel(&model);
        QSignalSpy thinking(&assistant, &FifteenAssistant::thinkingChanged);
        QVERIFY(hint(assistant));
        QCOMPARE(thinking.count(), 2); // on, then off
        QVERIFY(!assistant.hintOptimal());
        QVERIFY(assistant.movesLeft() >= 80);
        QVERIFY(nextToTheEmptyCell(model.game().board(), assistant.hintTile()));
        for (int i = 0; i < 3; ++i) {
            const int left = assistant.movesLeft();
            QVERIFY(model.move(assistant.hintDirection()));
            QVERIFY(hint(assistant));
            // A new search replaces the kept solution only when it is no longer.
            QVERIFY2(assistant.movesLeft() <= left - 1,
                     qPrintable(QStringLiteral("%1 then %2").arg(left).arg(assistant.movesLeft())));
        }
    }

    void anAnswerForABoardThatChangedIsDropped()
    {
        FifteenSession model;
        QCOMPARE(model.startFromText(hard4x4), QString());
        FifteenAssistant assistant;
        assistant.setModel(&model);
        assistant.requestHint();
        QVERIFY(assistant.thinking());
        // The player moves before the answer is back: the search is given up.
        QVERIFY(model.move(QmlDirection::Left) || model.move(QmlDirection::Up));
        QVERIFY(!assistant.thinking());
        QTRY_VERIFY(assistant.settled()); // the dropped search has ended on the worker
        QCOMPARE(assistant.hintTile(), 0);
        // Pausing hides a hint too.
        QVERIFY(hint(assistant));
        model.pause();
        QCOMPARE(assistant.hintTile(), 0);
        assistant.requestHint();
        QVERIFY(!assistant.thinking()); // nothing to hint at while paused
    }

    void solvePlaysToTheEndAndKeepsTheGameOutOfTheRecords()
    {
        FifteenRecords records(m_dir.filePath(QStringLiteral("records.json")));
        FifteenSession model;
        model.setRecords(&records);
        QCOMPARE(model.startFromText(hardest3x3), QString());
        FifteenAssistant assistant;
        assistant.setModel(&model);
        assistant.setMovesPerSecond(1000);
        QSignalSpy finished(&assistant, &FifteenAssistant::solveFinished);
        QVERIFY(assistant.startSolving());
        QVERIFY(assistant.solving());
        QVERIFY(finished.wait(30000));
        QVERIFY(model.solved());
        QCOMPARE(model.moves(), 31); // the shortest solution, played out
        QVERIFY(!assistant.solving());
        QVERIFY(model.assisted());
        QCOMPARE(records.solvedCount(3, 3), 0);
        QVERIFY(!assistant.startSolving()); // nothing left to solve

        // A new game is the player's again.
        QCOMPARE(model.startFromText(QStringLiteral("1 2 3/4 5 6/7 0 8")), QString());
        QVERIFY(!model.assisted());
        QVERIFY(model.move(QmlDirection::Left));
        QCOMPARE(records.solvedCount(3, 3), 1);
    }

    void stoppingSolveStopsTheMoves()
    {
        FifteenSession model;
        QCOMPARE(model.startFromText(hardest3x3), QString());
        FifteenAssistant assistant;
        assistant.setModel(&model);
        assistant.setMovesPerSecond(50);
        QVERIFY(assistant.startSolving());
        QTRY_VERIFY_WITH_TIMEOUT(model.moves() >= 2, 30000);
        assistant.stopSolving();
        QVERIFY(!assistant.solving());
        const int moves = model.moves();
        QTRY_VERIFY(assistant.settled()); // nothing planned, nothing on the worker
        QCOMPARE(model.moves(), moves);
        QVERIFY(!model.solved());
        // A move of the player's while Solve plays stops it as well.
        QVERIFY(assistant.startSolving());
        QTRY_VERIFY_WITH_TIMEOUT(model.moves() > moves, 30000);
        QVERIFY(model.undo());
        QVERIFY(!assistant.solving());
        const int after = model.moves();
        QTRY_VERIFY(assistant.settled());
        QCOMPARE(model.moves(), after);
    }

    void tablesArePreparedAtFirstUseAndThenMakeHintsShortest()
    {
        // A 3x4 board with its own small tables, as the app does for 4x4.
        FifteenTables tables(FifteenTableCache(*tessera::fifteen::PatternPartition::standard(3, 4),
                                               m_dir.filePath(QStringLiteral("tables"))));
        FifteenSession model;
        QCOMPARE(model.startFromText(QStringLiteral("11 10 9/8 7 6/5 4 3/1 2 0")), QString());
        FifteenAssistant assistant;
        assistant.setModel(&model);
        assistant.setTables(&tables);
        QVERIFY(!tables.preparing());
        QSignalSpy ready(&tables, &FifteenTables::tablesReady);
        QVERIFY(hint(assistant));
        QVERIFY(tables.preparing() || tables.ready()); // started by the first request
        QVERIFY(ready.count() == 1 || ready.wait(60000));
        QVERIFY(tables.ready());
        // With the tables, a new position is answered with a proven-shortest solution.
        QCOMPARE(model.startFromText(QStringLiteral("1 2 3/4 5 6/7 8 9/10 0 11")), QString());
        QVERIFY(hint(assistant));
        QVERIFY(assistant.hintOptimal());
        QCOMPARE(assistant.movesLeft(), 1);
        QCOMPARE(assistant.hintTile(), 11);
        QVERIFY(assistant.hasHintDirection());
        QCOMPARE(assistant.hintDirection(), QmlDirection::Left);

        // Next time (the app started again) the tables are read as soon as they are attached.
        FifteenTables again(FifteenTableCache(*tessera::fifteen::PatternPartition::standard(3, 4),
                                              m_dir.filePath(QStringLiteral("tables"))));
        FifteenAssistant next;
        next.setModel(&model);
        QVERIFY(!again.preparing());
        next.setTables(&again);
        QVERIFY(again.preparing() || again.ready());
        QVERIFY(!again.building());
        QTRY_VERIFY_WITH_TIMEOUT(again.ready(), 30000);
    }
};

QTEST_GUILESS_MAIN(tst_FifteenAssistant)
#include "tst_fifteen_assistant.moc"
