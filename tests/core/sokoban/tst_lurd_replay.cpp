// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// Replaying a solution: by its directions (the default everywhere) or strictly by its case.
#include "sokoban/Lurd.h"
#include "sokoban/SolutionReplay.h"
#include "sokoban/SolutionRules.h"
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

// Two boxes in a corridor: only train push solves it ("rRRR").
const char *corridor = "#########\n#@ $$ ..#\n#########\n";

Game gameOf(const char *xsb, PlayRules rules)
{
    const LevelCollection c = readXsb(xsb);
    return *Game::fromLevel(c.levels.at(0).level, gameOptions(rules));
}

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

    // A solution made with train push plays only by that rule: by the standard rules its
    // second move is a push blocked by a box.
    void aTrainPushSolutionPlaysByItsRule()
    {
        const SolutionReplay standard =
            replaySolution(gameOf(corridor, PlayRules::Standard), "rRRR", LurdCase::Strict);
        QCOMPARE(standard.failure(), std::string("step 2: push blocked by a box"));
        const SolutionReplay train =
            replaySolution(gameOf(corridor, PlayRules::TrainPush), "rRRR", LurdCase::Strict);
        QVERIFY(train.solved);
        QVERIFY(train.trainPushed);
        QCOMPARE(train.pushes, 3);
        // A solution that never pushes a row is the same by both rules.
        const SolutionReplay single =
            replaySolution(gameOf(twoBoxes, PlayRules::TrainPush), "urDRlldRR", LurdCase::Strict);
        QVERIFY(single.solved);
        QVERIFY(!single.trainPushed);
    }

    void theGameKnowsWhenItsLineUsesTrainPush()
    {
        Game game = gameOf(corridor, PlayRules::TrainPush);
        game.move(tessera::Direction::Right);
        QVERIFY(!game.usesTrainPush());
        game.move(tessera::Direction::Right);
        QVERIFY(game.usesTrainPush());
        // A restart starts a new line; undoing it brings the old one back.
        QVERIFY(game.restart());
        QVERIFY(!game.usesTrainPush());
        QVERIFY(game.undo());
        QVERIFY(game.usesTrainPush());
        QVERIFY(game.undo());
        QVERIFY(!game.usesTrainPush());
    }

    void rulesHaveNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("rules"); // -1: not known
        QTest::newRow("train push") << "train push" << int(PlayRules::TrainPush);
        QTest::newRow("hyphen, case") << " Train-Push " << int(PlayRules::TrainPush);
        QTest::newRow("train") << "train" << int(PlayRules::TrainPush);
        QTest::newRow("standard") << "Standard" << int(PlayRules::Standard);
        QTest::newRow("classic") << "classic" << int(PlayRules::Standard);
        QTest::newRow("pull") << "pull" << -1;
        QTest::newRow("empty") << "" << -1;
    }

    void rulesHaveNames()
    {
        QFETCH(QString, name);
        QFETCH(int, rules);
        const auto read = playRulesFromName(name.toStdString());
        QCOMPARE(read ? int(*read) : -1, rules);
        if (read)
            QCOMPARE(playRulesFromName(playRulesName(*read)), read);
    }

    // Exported: a train-push solution as a SOK solution block with a "Rules:" line, read back
    // with its rule; a standard one as bare LURD, as before.
    void markedSolutionsReadBack()
    {
        const std::string block = writeMarkedSolution("rRRR", PlayRules::TrainPush);
        QCOMPARE(block, std::string("Solution (moves 4, pushes 3):\nrRRR\nRules: train push\n"));
        const MarkedSolution read = readMarkedSolution(block);
        QCOMPARE(read.rules, std::optional<PlayRules>(PlayRules::TrainPush));
        QCOMPARE(std::get<std::string>(parseLurd(read.moves)), std::string("rRRR"));
        QVERIFY(replaySolution(gameOf(corridor, *read.rules),
                               std::get<std::string>(parseLurd(read.moves)), LurdCase::Directions)
                    .solved);

        QCOMPARE(writeMarkedSolution("urDR", PlayRules::Standard), std::string("urDR"));
        const MarkedSolution bare = readMarkedSolution("  ur\nDR x");
        QVERIFY(!bare.rules);
        QCOMPARE(bare.moves, std::string("  ur\nDR x")); // as given: errors name the character

        const MarkedSolution before = readMarkedSolution("Rules: Train push\r\nr3R\r\n");
        QCOMPARE(before.rules, std::optional<PlayRules>(PlayRules::TrainPush));
        QCOMPARE(std::get<std::string>(parseLurd(before.moves)), std::string("rRRR"));

        const MarkedSolution unknown = readMarkedSolution("rRRR\nRules: reverse");
        QVERIFY(!unknown.rules);
        QCOMPARE(unknown.unknownRules, std::string("reverse"));
    }

    // A level file publishing a train-push solution says so after the moves.
    void aPublishedSolutionCarriesItsRule()
    {
        const LevelCollection c = readXsb(std::string(corridor) +
                                          "Solution (moves 4, pushes 3):\nrRRR\nRules: train push\n"
                                          "Title: Corridor\n");
        QCOMPARE(c.levels.size(), std::size_t(1));
        QCOMPARE(c.levels[0].solutions.size(), std::size_t(1));
        QCOMPARE(c.levels[0].solutions[0].rules, std::optional<PlayRules>(PlayRules::TrainPush));
        QCOMPARE(c.levels[0].level.title, std::string("Corridor"));
        const LevelCollection plain = readXsb(std::string(corridor) + "Solution\nrRRR\n");
        QVERIFY(!plain.levels[0].solutions.at(0).rules);
    }
};

QTEST_APPLESS_MAIN(TestLurdReplay)
#include "tst_lurd_replay.moc"
