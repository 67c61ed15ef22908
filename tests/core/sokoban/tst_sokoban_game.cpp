// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// The Sokoban rules (sokoban::Game) case by case: walking, pushing, counters, winning, undo,
// restart, train pushes. Long random play against a reference: tst_sokoban_game_random_play.

#include "EngineTestLevels.h"
#include "sokoban/Game.h"

#include <QTest>
#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

using tessera::Direction;
using tessera::sokoban::Blocker;
using tessera::sokoban::Game;
using tessera::sokoban::GameOptions;
using tessera::sokoban::Level;
using tessera::sokoban::MoveKind;
using tessera::sokoban::MoveResult;
using tessera::sokoban::Position;
using tessera::sokoban::Terrain;
using testlevels::gameFrom;
using testlevels::levelFrom;

namespace {

constexpr Direction L = Direction::Left;
constexpr Direction U = Direction::Up;
constexpr Direction R = Direction::Right;
constexpr Direction D = Direction::Down;

} // namespace

class TestSokobanGame : public QObject
{
    Q_OBJECT

private slots:
    void rejectsLevelsThatCannotBePlayed()
    {
        QVERIFY(!Game::fromLevel(levelFrom({"#####", "# $.#", "#####"})));          // no player
        QVERIFY(!Game::fromLevel(levelFrom({"#####", "#@$@#", "#.. #", "#####"}))); // two
        QVERIFY(!Game::fromLevel(Level()));                                         // empty
        Level wrongSize = levelFrom({"#####", "#@$.#", "#####"});
        wrongSize.cells.pop_back();
        QVERIFY(!Game::fromLevel(wrongSize));
        Level boxInWall = levelFrom({"#####", "#@$.#", "#####"});
        boxInWall.at(0, 0).box = true;
        QVERIFY(!Game::fromLevel(boxInWall));
        Level playerInWall = levelFrom({"#####", "# $.#", "#####"});
        playerInWall.at(4, 1).player = true;
        QVERIFY(!Game::fromLevel(playerInWall));
        Level negative;
        negative.width = -3;
        negative.height = -3;
        QVERIFY(!Game::fromLevel(negative));
        QVERIFY(!Game::fromLevel(Level(Level::maxSize + 1, 3)));
    }

    void readsTheBoard()
    {
        const Level playable = levelFrom({
            "~#####",
            "~#.$ #",
            "##*@ #",
            "#  . #",
            "######",
        });
        const auto game = Game::fromLevel(playable);
        QVERIFY(game);
        QCOMPARE(game->width(), 6);
        QCOMPARE(game->height(), 5);
        QCOMPARE(game->cellCount(), 30);
        QCOMPARE(game->index(3, 2), 15);
        QCOMPARE(game->xOf(15), 3);
        QCOMPARE(game->yOf(15), 2);
        QCOMPARE(game->playerPosition(), game->index(3, 2));
        QVERIFY(game->isOutside(game->index(0, 0)));
        QVERIFY(game->isWall(game->index(1, 0)));
        QVERIFY(game->isFloor(game->index(2, 1)));
        QVERIFY(game->isGoal(game->index(2, 1)));
        QVERIFY(game->isGoal(game->index(2, 2)));
        QVERIFY(game->isGoal(game->index(3, 3)));
        QVERIFY(!game->isGoal(game->index(3, 1)));
        QVERIFY(game->hasBox(game->index(3, 1)));
        QVERIFY(game->hasBox(game->index(2, 2)));
        QVERIFY(!game->hasBox(game->index(2, 1)));
        QVERIFY(game->isFree(game->index(4, 1)));
        QVERIFY(!game->isFree(game->index(3, 1)));
        QCOMPARE(game->boxCount(), 2);
        QCOMPARE(game->goalCount(), 3);
        QCOMPARE(game->boxesOnGoals(), 1);
        QVERIFY(!game->isSolved());
        COMPARE_COUNTERS(*game, 0, 0, 1);
        QVERIFY(!game->canUndo());
        QVERIFY(!game->canRedo());
        QCOMPARE(game->lurd(), std::string());
        QCOMPARE(game->toLevel().cells, playable.cells);
        QCOMPARE(game->position(), game->startPosition());

        // Off-board queries answer as outside, never crash.
        for (const int cell : {-1, 30, 1000, -1000}) {
            QVERIFY(game->isOutside(cell));
            QVERIFY(!game->isFloor(cell));
            QVERIFY(!game->isGoal(cell));
            QVERIFY(!game->hasBox(cell));
        }
        QCOMPARE(game->neighbour(game->index(0, 0), Direction::Left), -1);
        QCOMPARE(game->neighbour(game->index(5, 0), Direction::Right), -1);
        QCOMPARE(game->neighbour(game->index(5, 0), Direction::Up), -1);
        QCOMPARE(game->neighbour(game->index(5, 4), Direction::Down), -1);
        QCOMPARE(game->neighbour(game->index(5, 0), Direction::Down), game->index(5, 1));
        QCOMPARE(game->neighbour(-5, Direction::Down), -1);
    }

    void outsideCellsWithContentAreFloor()
    {
        Level level = levelFrom({"#####", "#@$.#", "#####"});
        level.at(3, 1).terrain = Terrain::Outside; // a goal on an outside cell
        const auto game = Game::fromLevel(level);
        QVERIFY(game);
        QVERIFY(game->isFloor(game->index(3, 1)));
    }

    void walksInEveryDirection()
    {
        Game g = gameFrom({
            "#####",
            "#   #",
            "# @ #",
            "#   #",
            "#####",
        });
        const int start = g.playerPosition();
        struct Step
        {
            Direction d;
            int x, y;
        };
        const Step steps[] = {{L, 1, 2}, {U, 1, 1}, {R, 2, 1}, {D, 2, 2}, {D, 2, 3}, {R, 3, 3}};
        int moves = 0;
        for (const Step &s : steps) {
            const int from = g.playerPosition();
            const MoveResult r = g.move(s.d);
            ++moves;
            QCOMPARE(r.kind, MoveKind::Walked);
            QCOMPARE(r.blocker, Blocker::None);
            QCOMPARE(r.direction, s.d);
            QCOMPARE(r.from, from);
            QCOMPARE(r.to, g.index(s.x, s.y));
            QVERIFY(r.pushedBoxes.empty());
            QCOMPARE(r.boxFrom(), -1);
            QCOMPARE(g.playerPosition(), g.index(s.x, s.y));
            COMPARE_COUNTERS(g, moves, 0, 0);
        }
        QVERIFY(g.playerPosition() != start);
        QCOMPARE(g.lurd(), std::string("lurddr"));
    }

    void walkingIntoAWallIsBlocked()
    {
        Game g = gameFrom({
            "#####",
            "#@  #",
            "#####",
        });
        const Position before = g.position();
        for (const Direction d : {L, U, D}) {
            const MoveResult r = g.move(d);
            QCOMPARE(r.kind, MoveKind::Blocked);
            QCOMPARE(r.blocker, Blocker::Wall);
            QVERIFY(!r.moved());
            QCOMPARE(r.from, before.player);
            QCOMPARE(r.to, before.player);
        }
        QCOMPARE(g.position(), before);
        COMPARE_COUNTERS(g, 0, 0, 0);
        QVERIFY(!g.canUndo()); // a blocked move is not history
        QCOMPARE(g.lurd(), std::string());
    }

    void outsideAndTheBoardEdgeBlockLikeWalls()
    {
        // Non-rectangular, and open at the edges: the engine must still never leave the board.
        Game g = gameFrom({
            "@ $.",
            " ~~~",
        });
        QCOMPARE(g.move(U).blocker, Blocker::Wall); // off the top
        QCOMPARE(g.move(L).blocker, Blocker::Wall); // off the left
        QCOMPARE(g.move(D).kind, MoveKind::Walked); // (0,1)
        QCOMPARE(g.move(R).blocker, Blocker::Wall); // outside cell
        QCOMPARE(g.move(D).blocker, Blocker::Wall); // off the bottom
        QCOMPARE(g.move(U).kind, MoveKind::Walked);
        QCOMPARE(g.move(R).kind, MoveKind::Walked);
        QCOMPARE(g.move(R).kind, MoveKind::Pushed); // box onto the goal at the edge
        QCOMPARE(g.boxesOnGoals(), 1);
        const MoveResult r = g.move(R); // box would leave the board
        QCOMPARE(r.kind, MoveKind::Blocked);
        QCOMPARE(r.blocker, Blocker::BoxAgainstWall);
        QCOMPARE(g.playerPosition(), g.index(2, 0));
        QVERIFY(g.hasBox(g.index(3, 0)));
    }

    void pushesOneBox()
    {
        Game g = gameFrom({
            "######",
            "#@$  #",
            "######",
        });
        const std::optional<int> id = g.boxAt(g.index(2, 1));
        QVERIFY(id);
        const MoveResult r = g.move(R);
        QCOMPARE(r.kind, MoveKind::Pushed);
        QCOMPARE(r.from, g.index(1, 1));
        QCOMPARE(r.to, g.index(2, 1));
        QCOMPARE(r.boxFrom(), g.index(2, 1));
        QCOMPARE(r.boxTo(), g.index(3, 1));
        QCOMPARE(r.pushedBoxes.size(), std::size_t(1));
        QCOMPARE(r.pushedBoxes[0].box, *id);
        QCOMPARE(g.playerPosition(), g.index(2, 1));
        QVERIFY(!g.hasBox(g.index(2, 1)));
        QVERIFY(g.hasBox(g.index(3, 1)));
        QCOMPARE(g.boxAt(g.index(3, 1)), id); // the same box, followed by its id
        QCOMPARE(g.boxes()[static_cast<std::size_t>(*id)], g.index(3, 1));
        COMPARE_COUNTERS(g, 1, 1, 0);
        QCOMPARE(g.move(R).kind, MoveKind::Pushed);
        COMPARE_COUNTERS(g, 2, 2, 0);
        QCOMPARE(g.lurd(), std::string("RR"));
    }

    void pushIntoAWallIsBlocked()
    {
        Game g = gameFrom({
            "#####",
            "#@$##",
            "#####",
        });
        const Position before = g.position();
        const MoveResult r = g.move(R);
        QCOMPARE(r.kind, MoveKind::Blocked);
        QCOMPARE(r.blocker, Blocker::BoxAgainstWall);
        QVERIFY(r.pushedBoxes.empty());
        QCOMPARE(g.position(), before);
        COMPARE_COUNTERS(g, 0, 0, 0);
        QVERIFY(!g.canUndo());
    }

    void pushIntoASecondBoxIsBlocked()
    {
        Game g = gameFrom({
            "#######",
            "#@$$  #",
            "#######",
        });
        const Position before = g.position();
        const MoveResult r = g.move(R);
        QCOMPARE(r.kind, MoveKind::Blocked);
        QCOMPARE(r.blocker, Blocker::BoxAgainstBox);
        QCOMPARE(g.position(), before);
        COMPARE_COUNTERS(g, 0, 0, 0);
        QVERIFY(!g.canUndo());
    }

    void neverPulls()
    {
        Game g = gameFrom({
            "######",
            "# $@ #",
            "######",
        });
        // Walking away from a box leaves it where it is.
        QCOMPARE(g.move(R).kind, MoveKind::Walked);
        QVERIFY(g.hasBox(g.index(2, 1)));
        COMPARE_COUNTERS(g, 1, 0, 0);
        QCOMPARE(g.move(L).kind, MoveKind::Walked);
        QVERIFY(g.hasBox(g.index(2, 1)));
        // Towards it, it is pushed away.
        QCOMPARE(g.move(L).kind, MoveKind::Pushed);
        QVERIFY(g.hasBox(g.index(1, 1)));
        QCOMPARE(g.move(R).kind, MoveKind::Walked);
        QVERIFY(g.hasBox(g.index(1, 1)));
        COMPARE_COUNTERS(g, 4, 1, 0);
    }

    void boxesOnGoalsCountsPushesOntoAndOffGoals()
    {
        Game g = gameFrom({
            "########",
            "#@$..  #",
            "########",
        });
        QCOMPARE(g.boxesOnGoals(), 0);
        g.move(R); // floor -> goal
        COMPARE_COUNTERS(g, 1, 1, 1);
        QVERIFY(g.isSolved());
        g.move(R); // goal -> goal: stays
        COMPARE_COUNTERS(g, 2, 2, 1);
        QVERIFY(g.isSolved());
        g.move(R); // goal -> floor
        COMPARE_COUNTERS(g, 3, 3, 0);
        QVERIFY(!g.isSolved());
        g.move(R); // floor -> floor
        COMPARE_COUNTERS(g, 4, 4, 0);
        QCOMPARE(g.move(R).kind, MoveKind::Blocked); // against the wall: nothing changes
        COMPARE_COUNTERS(g, 4, 4, 0);
        // Walking over a goal is no push and counts nothing.
        g.move(L);
        g.move(L);
        COMPARE_COUNTERS(g, 6, 4, 0);
        QCOMPARE(g.lurd(), std::string("RRRRll"));
    }

    void winsWhenEveryBoxIsOnAGoal()
    {
        Game g = gameFrom({
            "#######",
            "#.    #",
            "#  $  #",
            "# @$ .#",
            "#######",
        });
        QCOMPARE(g.boxCount(), 2);
        QCOMPARE(g.goalCount(), 2);
        QVERIFY(!g.isSolved());
        // Push the lower box onto the right goal.
        QCOMPARE(g.move(R).kind, MoveKind::Pushed);
        QCOMPARE(g.boxesOnGoals(), 0);
        QCOMPARE(g.move(R).kind, MoveKind::Pushed);
        QCOMPARE(g.boxesOnGoals(), 1);
        QVERIFY(!g.isSolved());
        // The upper box left along row 2, then up onto the goal in the corner.
        for (const Direction d : {U, L, L, D, L}) {
            QVERIFY(g.move(d).moved());
            QVERIFY(!g.isSolved());
        }
        QCOMPARE(g.boxesOnGoals(), 1);
        QCOMPARE(g.move(U).kind, MoveKind::Pushed);
        QVERIFY(g.hasBox(g.index(1, 1)));
        QCOMPARE(g.boxesOnGoals(), 2);
        QVERIFY(g.isSolved());
        QCOMPARE(g.lurd(), std::string("RRuLLdlU"));
        g.undo();
        QVERIFY(!g.isSolved());
        g.redo();
        QVERIFY(g.isSolved());
    }

    void aLevelWithoutBoxesIsNeverSolved()
    {
        Game g = gameFrom({"#####", "#@ .#", "#####"});
        QCOMPARE(g.boxCount(), 0);
        QVERIFY(!g.isSolved());
    }

    void countersAfterEachStep()
    {
        Game g = gameFrom(testlevels::roomsLevel());
        // Player at (5,3); boxes at (6,3) (8,3) (3,2) (5,2 on a goal) (2,4) (7,5).
        struct Step
        {
            Direction d;
            MoveKind kind;
            int moves, pushes, onGoals;
        };
        const Step script[] = {
            {D, MoveKind::Walked, 1, 0, 1},   // (5,4), a goal: walking over it counts nothing
            {R, MoveKind::Walked, 2, 0, 1},   // (6,4)
            {R, MoveKind::Walked, 3, 0, 1},   // (7,4)
            {U, MoveKind::Walked, 4, 0, 1},   // (7,3)
            {L, MoveKind::Pushed, 5, 1, 1},   // box (6,3) -> (5,3)
            {L, MoveKind::Pushed, 6, 2, 2},   // -> (4,3): floor -> goal
            {L, MoveKind::Pushed, 7, 3, 1},   // -> (3,3): goal -> floor
            {L, MoveKind::Pushed, 8, 4, 1},   // -> (2,3)
            {L, MoveKind::Pushed, 9, 5, 1},   // -> (1,3)
            {L, MoveKind::Blocked, 9, 5, 1},  // box against the wall
            {R, MoveKind::Walked, 10, 5, 1},  // (3,3)
            {R, MoveKind::Walked, 11, 5, 1},  // (4,3)
            {R, MoveKind::Walked, 12, 5, 1},  // (5,3)
            {U, MoveKind::Pushed, 13, 6, 1},  // box (5,2) -> (5,1): goal -> goal
            {U, MoveKind::Blocked, 13, 6, 1}, // box against the wall
            {D, MoveKind::Walked, 14, 6, 1},  // (5,3)
            {R, MoveKind::Walked, 15, 6, 1},  // (6,3)
            {R, MoveKind::Walked, 16, 6, 1},  // (7,3)
            {R, MoveKind::Pushed, 17, 7, 1},  // box (8,3) -> (9,3)
            {R, MoveKind::Blocked, 17, 7, 1}, // box against the wall
            {D, MoveKind::Walked, 18, 7, 1},  // (8,4)
            {D, MoveKind::Blocked, 18, 7, 1}, // wall
        };
        std::string expectedLurd;
        for (const Step &s : script) {
            const MoveResult r = g.move(s.d);
            QCOMPARE(r.kind, s.kind);
            COMPARE_COUNTERS(g, s.moves, s.pushes, s.onGoals);
            if (s.kind == MoveKind::Walked) {
                expectedLurd.push_back(tessera::lurdLetter(s.d));
            } else if (s.kind == MoveKind::Pushed) {
                expectedLurd.push_back(static_cast<char>(std::toupper(tessera::lurdLetter(s.d))));
            }
            QCOMPARE(g.lurd(), expectedLurd);
        }
        QCOMPARE(g.playerPosition(), g.index(8, 4));
    }

    void restartIsOneUndoableStep()
    {
        Game g = gameFrom({
            "#######",
            "#@$ . #",
            "#     #",
            "#######",
        });
        QVERIFY(!g.restart()); // nothing to restart from
        QVERIFY(!g.canUndo());
        g.move(R);
        g.move(R);
        g.move(D);
        const Position played = g.position();
        QCOMPARE(g.lurd(), std::string("RRd"));
        COMPARE_COUNTERS(g, 3, 2, 1);

        QVERIFY(g.restart());
        QCOMPARE(g.position(), g.startPosition());
        COMPARE_COUNTERS(g, 0, 0, 0);
        QCOMPARE(g.lurd(), std::string());
        QVERIFY(!g.restart()); // already at the start of the new line
        QVERIFY(g.canUndo());

        QVERIFY(g.undo()); // one step brings the played position back
        QCOMPARE(g.position(), played);
        COMPARE_COUNTERS(g, 3, 2, 1);
        QCOMPARE(g.lurd(), std::string("RRd"));

        QVERIFY(g.redo()); // and the restart again
        QCOMPARE(g.position(), g.startPosition());
        COMPARE_COUNTERS(g, 0, 0, 0);

        // After a restart the LURD line starts again from the level's start.
        g.move(D);
        g.move(R);
        QCOMPARE(g.lurd(), std::string("dr"));
        QVERIFY(g.undo());
        QVERIFY(g.undo());
        QVERIFY(g.undo()); // undo the restart
        QCOMPARE(g.position(), played);
        QCOMPARE(g.lurd(), std::string("RRd"));
        QVERIFY(g.undo());
        QVERIFY(g.undo());
        QVERIFY(g.undo());
        QVERIFY(!g.canUndo());
        QCOMPARE(g.position(), g.startPosition());
    }

    void restartWhenPlayedBackToTheStartStillResetsCounters()
    {
        Game g = gameFrom({"######", "#@ $.#", "######"});
        g.move(R);
        g.move(L);
        QCOMPARE(g.position(), g.startPosition());
        QCOMPARE(g.moves(), 2);
        QVERIFY(g.restart());
        QCOMPARE(g.moves(), 0);
        QVERIFY(g.undo());
        QCOMPARE(g.moves(), 2);
        QCOMPARE(g.lurd(), std::string("rl"));
    }

    void aNewMoveClearsRedo()
    {
        Game g = gameFrom({
            "######",
            "#@ $.#",
            "#    #",
            "######",
        });
        g.move(R);
        g.move(R);
        QVERIFY(g.undo());
        QVERIFY(g.canRedo());
        QCOMPARE(g.move(U).kind, MoveKind::Blocked);
        QVERIFY(g.canRedo()); // a blocked move is not a move
        QCOMPARE(g.move(D).kind, MoveKind::Walked);
        QVERIFY(!g.canRedo());
        QVERIFY(!g.redo());
        QCOMPARE(g.lurd(), std::string("rd"));

        // A restart clears it too, and so does a move after an undone restart.
        QVERIFY(g.undo());
        QVERIFY(g.canRedo());
        QVERIFY(g.restart());
        QVERIFY(!g.canRedo());
        QVERIFY(g.undo());
        QVERIFY(g.canRedo());
        g.move(D);
        QVERIFY(!g.canRedo());
    }

    void trainPushIsOffByDefault()
    {
        Game g = gameFrom({
            "########",
            "#@$$ ..#",
            "########",
        });
        QVERIFY(!g.trainPush());
        QCOMPARE(g.move(R).blocker, Blocker::BoxAgainstBox);
        COMPARE_COUNTERS(g, 0, 0, 0);
    }

    void trainPushMovesTheWholeRow()
    {
        Game g = gameFrom(
            {
                "###########",
                "#@$*$.  . #",
                "###########",
            },
            GameOptions{true});
        QVERIFY(g.trainPush());
        QCOMPARE(g.boxesOnGoals(), 1);
        const Position start = g.position();
        const std::vector<int> cellsById = g.boxes();
        const int ids[] = {*g.boxAt(g.index(2, 1)), *g.boxAt(g.index(3, 1)),
                           *g.boxAt(g.index(4, 1))};

        // Goals at 3, 5 and 8. Each push moves the three boxes; every box is counted.
        const MoveResult r = g.move(R); // 2,3,4 -> 3,4,5: floor->goal, goal->floor, floor->goal
        QCOMPARE(r.kind, MoveKind::Pushed);
        QCOMPARE(r.pushedBoxes.size(), std::size_t(3));
        for (std::size_t i = 0; i < 3; ++i) {
            QCOMPARE(r.pushedBoxes[i].box, ids[i]);
            QCOMPARE(r.pushedBoxes[i].from, g.index(2 + static_cast<int>(i), 1));
            QCOMPARE(r.pushedBoxes[i].to, g.index(3 + static_cast<int>(i), 1));
        }
        QCOMPARE(r.boxFrom(), g.index(2, 1));
        QCOMPARE(r.boxTo(), g.index(3, 1));
        QCOMPARE(g.playerPosition(), g.index(2, 1));
        COMPARE_COUNTERS(g, 1, 1, 2);
        g.move(R); // -> 4,5,6: goal->floor, floor->goal, goal->floor
        COMPARE_COUNTERS(g, 2, 2, 1);
        g.move(R); // -> 5,6,7
        COMPARE_COUNTERS(g, 3, 3, 1);
        g.move(R); // -> 6,7,8
        COMPARE_COUNTERS(g, 4, 4, 1);
        g.move(R); // -> 7,8,9
        COMPARE_COUNTERS(g, 5, 5, 1);
        QCOMPARE(g.move(R).blocker, Blocker::BoxAgainstWall); // the row is at the wall
        COMPARE_COUNTERS(g, 5, 5, 1);
        QCOMPARE(g.lurd(), std::string("RRRRR"));
        // Box ids kept their order along the row.
        QCOMPARE(g.boxAt(g.index(9, 1)), std::optional<int>(ids[2]));

        while (g.undo()) {
        }
        QCOMPARE(g.position(), start);
        QCOMPARE(g.boxes(), cellsById);
        COMPARE_COUNTERS(g, 0, 0, 1);
        while (g.redo()) {
        }
        COMPARE_COUNTERS(g, 5, 5, 1);
        QCOMPARE(g.position().boxes,
                 (std::vector<int>{g.index(7, 1), g.index(8, 1), g.index(9, 1)}));
    }

    void trainPushSwitchedOffKeepsHistoryReplayable()
    {
        Game g = gameFrom({"#########", "#@$$  ..#", "#########"});
        g.setTrainPush(true);
        QCOMPARE(g.move(R).pushedBoxes.size(), std::size_t(2));
        g.setTrainPush(false);
        QCOMPARE(g.move(R).blocker, Blocker::BoxAgainstBox);
        QVERIFY(g.undo());
        QVERIFY(g.redo()); // the train push is redone as it was made
        QCOMPARE(g.position().boxes, (std::vector<int>{g.index(3, 1), g.index(4, 1)}));
    }

    void changedCellsNamesWhatAViewRepaints()
    {
        Game g = gameFrom({"#######", "#@$ . #", "#######"});
        const Position a = g.position();
        g.move(R);
        const Position b = g.position();
        QCOMPARE(tessera::sokoban::changedCells(a, b),
                 (std::vector<int>{g.index(1, 1), g.index(2, 1), g.index(3, 1)}));
        g.move(R);
        g.restart();
        QCOMPARE(tessera::sokoban::changedCells(b, g.position()),
                 (std::vector<int>{g.index(1, 1), g.index(2, 1), g.index(3, 1)}));
        QCOMPARE(tessera::sokoban::changedCells(a, a), std::vector<int>());
    }

    void playsOnTheLargestBoard()
    {
        const int n = Level::maxSize;
        Level level(n, n);
        for (int y = 0; y < n; ++y) {
            for (int x = 0; x < n; ++x) {
                const bool edge = x == 0 || y == 0 || x == n - 1 || y == n - 1;
                level.at(x, y).terrain = edge ? Terrain::Wall : Terrain::Floor;
            }
        }
        level.at(1, 1).player = true;
        level.at(2, 2).box = true;
        level.at(n - 2, 2).goal = true;
        auto game = Game::fromLevel(level);
        QVERIFY(game);
        game->move(D);
        for (int i = 0; i < n - 4; ++i) {
            QCOMPARE(game->move(R).kind, MoveKind::Pushed);
        }
        QVERIFY(game->isSolved());
        QCOMPARE(game->move(R).blocker, Blocker::BoxAgainstWall);
        QCOMPARE(game->moves(), n - 3);
    }
};

QTEST_APPLESS_MAIN(TestSokobanGame)
#include "tst_sokoban_game.moc"
