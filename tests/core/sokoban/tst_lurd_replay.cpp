// Replaying a solution: by its directions (the default everywhere) or strictly by its case.
#include "sokoban/Lurd.h"
#include "sokoban/SolutionReplay.h"
#include "sokoban/XsbReader.h"

#include <QTest>

using namespace tessera::sokoban;

namespace {

Game gameOf(const char *xsb)
{
    const LevelCollection c = readXsb(xsb);
    return *Game::fromLevel(c.levels.at(0).level);
}

const char *twoBoxes = "######\n#    #\n#@$$.#\n#   .#\n######\n";

} // namespace

class TestLurdReplay : public QObject
{
    Q_OBJECT

private slots:
    void caseIsAHintByDefault_data()
    {
        QTest::addColumn<QString>("steps");
        QTest::newRow("canonical") << "urDRlldRR";
        QTest::newRow("lower") << "urdrlldrr";
        QTest::newRow("upper") << "URDRLLDRR";
        QTest::newRow("wrong case") << "URdrLLDrr";
    }

    void caseIsAHintByDefault()
    {
        QFETCH(QString, steps);
        const SolutionReplay r =
            replaySolution(gameOf(twoBoxes), steps.toStdString(), LurdCase::Directions);
        QVERIFY(r.complete);
        QVERIFY(r.solved);
        QCOMPARE(r.moves, 9);
        QCOMPARE(r.pushes, 4);
        QCOMPARE(r.canonical, std::string("urDRlldRR"));
        QCOMPARE(r.failure(), std::string());
    }

    void strictChecksTheCase()
    {
        const Game game = gameOf(twoBoxes);
        SolutionReplay r = replaySolution(game, "urdrlldrr", LurdCase::Strict);
        QVERIFY(!r.complete);
        QCOMPARE(r.failure(), std::string("step 3: 'd' walks but a box is there"));
        QCOMPARE(r.moves, 2);
        r = replaySolution(game, "Ur", LurdCase::Strict);
        QCOMPARE(r.failure(), std::string("step 1: 'U' pushes but there is no box there"));
        QVERIFY(replaySolution(game, "urDRlldRR", LurdCase::Strict).solved);
    }

    void aMisfitLeavesTheGameUntouched()
    {
        const Game game = gameOf(twoBoxes);
        const SolutionReplay r = replaySolution(game, "urdrr", LurdCase::Directions);
        QVERIFY(!r.complete);
        QCOMPARE(r.failedStep, 5);
        QCOMPARE(r.failure(), std::string("step 5: push blocked by a wall"));
        QCOMPARE(r.canonical, std::string("urDR"));
        QCOMPARE(r.moves, 4);
        QCOMPARE(game.moves(), 0);
        QCOMPARE(game.position(), game.startPosition());
    }

    void walksIntoWallsFail()
    {
        const SolutionReplay r = replaySolution(gameOf(twoBoxes), "l", LurdCase::Directions);
        QCOMPARE(r.failure(), std::string("step 1: walk into wall"));
        QVERIFY(!r.solved);
    }

    void anIncompleteSolutionIsNotSolved()
    {
        const SolutionReplay r = replaySolution(gameOf(twoBoxes), "urdr", LurdCase::Directions);
        QVERIFY(r.complete);
        QVERIFY(!r.solved);
        QCOMPARE(r.pushes, 2);
    }
};

QTEST_APPLESS_MAIN(TestLurdReplay)
#include "tst_lurd_replay.moc"
