// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// The player's area after one push or pull, told without a flood fill where the move changed it
// only locally (areaTopAfterMove): both searches name a position by that area's top-left-most
// cell, so a wrong answer would merge positions that differ. Checked against a flood fill on
// every push and pull of many positions of Microban's levels.

#include "sokoban/XsbReader.h"
#include "sokoban/solver/SolverBoard.h"

#include <QTest>
#include <cstdint>
#include <random>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

using namespace tessera::sokoban;

class TestSokobanPlayerArea : public QObject
{
    Q_OBJECT

private slots:
    void localAnswerAgreesWithAFloodFill()
    {
        const LevelCollection collection =
            readXsbFile(std::string(TESSERA_SOURCE_DIR) + "/resources/levels/microban.xsb");
        QCOMPARE(collection.levels.size(), std::size_t{155});
        std::mt19937 rng(5);
        long pushes[2] = {}; // told locally, flooded
        long pulls[2] = {};
        for (const LevelEntry &entry : collection.levels) {
            const Level &level = entry.level;
            const solver::Board board(level);
            std::vector<std::uint8_t> boxAt(static_cast<std::size_t>(board.cellCount()), 0);
            int player = -1;
            for (int cell = 0; cell < level.width * level.height; ++cell) {
                const Cell &c = level.cells[static_cast<std::size_t>(cell)];
                if (c.box) {
                    boxAt[static_cast<std::size_t>(board.fromLevelCell(cell))] = 1;
                }
                if (c.player) {
                    player = board.fromLevelCell(cell);
                }
            }
            QVERIFY(player >= 0);
            std::vector<std::uint32_t> marks(boxAt.size(), 0);
            std::vector<std::uint32_t> childMarks(boxAt.size(), 0);
            std::uint32_t stamp = 0;
            std::uint32_t childStamp = 0;
            std::vector<int> queue;
            // A random walk of pushes from the start; at each position, every push and pull.
            for (int step = 0; step < 40; ++step) {
                const std::uint32_t at = ++stamp;
                const int top = solver::floodPlayerArea(board, boxAt, player, marks, at, queue);
                // The box on `box` moved to `ahead`, the player then on `playerAfter`: the area's
                // top told locally (-1: not) and by a flood fill.
                const auto areasAfter = [&](int box, int ahead, int playerAfter) {
                    boxAt[static_cast<std::size_t>(box)] = 0;
                    boxAt[static_cast<std::size_t>(ahead)] = 1;
                    const int local =
                        solver::areaTopAfterMove(board, boxAt, marks, at, top, box, ahead);
                    const int flooded = solver::floodPlayerArea(board, boxAt, playerAfter,
                                                                childMarks, ++childStamp, queue);
                    boxAt[static_cast<std::size_t>(ahead)] = 0;
                    boxAt[static_cast<std::size_t>(box)] = 1;
                    return std::pair<int, int>{local, flooded};
                };
                std::vector<std::pair<int, int>> legalPushes;
                for (const int box : board.floorCells()) {
                    if (!boxAt[static_cast<std::size_t>(box)]) {
                        continue;
                    }
                    for (int d = 0; d < solver::directionCount; ++d) {
                        const int ahead = box + board.offset(d);
                        const int behind = box - board.offset(d);
                        const bool aheadFree =
                            board.isFloor(ahead) && !boxAt[static_cast<std::size_t>(ahead)];
                        if (aheadFree && marks[static_cast<std::size_t>(behind)] == at) {
                            // Push to `ahead`, the player on `box`.
                            legalPushes.emplace_back(box, d);
                            const auto [local, flooded] = areasAfter(box, ahead, box);
                            if (local >= 0) {
                                QCOMPARE(local, flooded);
                            }
                            ++pushes[local >= 0 ? 0 : 1];
                        }
                        const int beyond = ahead + board.offset(d);
                        if (marks[static_cast<std::size_t>(ahead)] == at && board.isFloor(beyond) &&
                            !boxAt[static_cast<std::size_t>(beyond)]) {
                            // Pull to `ahead`, the player stepping on to `beyond`.
                            const auto [local, flooded] = areasAfter(box, ahead, beyond);
                            if (local >= 0) {
                                QCOMPARE(local, flooded);
                            }
                            ++pulls[local >= 0 ? 0 : 1];
                        }
                    }
                }
                if (legalPushes.empty()) {
                    break;
                }
                const auto [box, d] = legalPushes[std::uniform_int_distribution<std::size_t>(
                    0, legalPushes.size() - 1)(rng)];
                boxAt[static_cast<std::size_t>(box)] = 0;
                boxAt[static_cast<std::size_t>(box + board.offset(d))] = 1;
                player = box;
            }
        }
        // Most moves are told locally, and some are not: both ways are exercised.
        qInfo("pushes told locally %ld, flooded %ld; pulls told locally %ld, flooded %ld",
              pushes[0], pushes[1], pulls[0], pulls[1]);
        QVERIFY(pushes[0] > pushes[1]);
        QVERIFY(pulls[0] > 1000 && pulls[1] > 1000 && pushes[1] > 1000);
    }

    // The flood by bit rows (boards up to 64 padded cells wide) marks the same cells and names
    // the same top-left-most cell as a breadth-first flood, on every level of both collections
    // and a few made here, with boxes strewn at random, the player's cell sometimes on a box; a
    // board wider than 64 cells floods breadth-first.
    void rowFloodAgreesWithBreadthFirst()
    {
        std::vector<Level> levels;
        for (const char *file : {"microban.xsb", "xsokoban.xsb"}) {
            const LevelCollection collection =
                readXsbFile(std::string(TESSERA_SOURCE_DIR) + "/resources/levels/" + file);
            for (const LevelEntry &entry : collection.levels) {
                levels.push_back(entry.level);
            }
        }
        QCOMPARE(levels.size(), std::size_t{155 + 90});
        // The standard levels are at most 32 padded cells wide: open rooms whose padded width
        // is 64 (the widest flooded by rows: every doubling step and bit 62 used) and 65 (the
        // narrowest flooded breadth-first), a 62-wide serpentine (the area turns at every row),
        // a single cell, and a room as wide as a level may be.
        const auto room = [](int width, int height, bool serpentine) {
            Level level;
            level.width = width;
            level.height = height;
            level.cells.resize(static_cast<std::size_t>(width * height));
            for (int y = 0; y < height; ++y) {
                for (int x = 0; x < width; ++x) {
                    const int gap = (y / 2) % 2 == 0 ? width - 1 : 0;
                    const bool wall = serpentine && y % 2 == 1 && x != gap;
                    level.cells[static_cast<std::size_t>(y * width + x)].terrain =
                        wall ? Terrain::Wall : Terrain::Floor;
                }
            }
            return level;
        };
        for (const auto &[width, height, serpentine] :
             {std::tuple{62, 5, false}, std::tuple{63, 5, false}, std::tuple{62, 15, true},
              std::tuple{1, 1, false}, std::tuple{Level::maxSize, 3, false}}) {
            levels.push_back(room(width, height, serpentine));
        }
        std::mt19937 rng(11);
        int floods = 0;
        for (const Level &level : levels) {
            const solver::Board board(level);
            QCOMPARE(board.floorRows().empty(), board.width() > 64);
            const auto cells = static_cast<std::size_t>(board.cellCount());
            std::vector<std::uint8_t> boxAt(cells, 0);
            std::vector<std::uint32_t> marks(cells, 0);
            std::vector<std::uint32_t> expected(cells, 0);
            std::vector<int> queue;
            const std::vector<int> &floor = board.floorCells();
            for (int round = 0; round < 30; ++round) {
                const double density = 0.05 * (round % 10);
                for (const int c : floor) {
                    boxAt[static_cast<std::size_t>(c)] =
                        std::bernoulli_distribution(density)(rng) ? 1 : 0;
                }
                const int from =
                    floor[std::uniform_int_distribution<std::size_t>(0, floor.size() - 1)(rng)];
                const auto stamp = static_cast<std::uint32_t>(round + 1);
                // Breadth-first, written out here.
                queue.assign(1, from);
                expected[static_cast<std::size_t>(from)] = stamp;
                int top = from;
                for (std::size_t head = 0; head < queue.size(); ++head) {
                    const int c = queue[head];
                    top = std::min(top, c);
                    for (int d = 0; d < solver::directionCount; ++d) {
                        const auto n = static_cast<std::size_t>(c + board.offset(d));
                        if (expected[n] != stamp && board.isFloor(static_cast<int>(n)) &&
                            !boxAt[n]) {
                            expected[n] = stamp;
                            queue.push_back(static_cast<int>(n));
                        }
                    }
                }
                QCOMPARE(solver::floodPlayerArea(board, boxAt, from, marks, stamp, queue), top);
                for (std::size_t c = 0; c < cells; ++c) {
                    QCOMPARE(marks[c] == stamp, expected[c] == stamp);
                }
                ++floods;
            }
        }
        QCOMPARE(floods, (155 + 90 + 5) * 30);
    }
};

QTEST_GUILESS_MAIN(TestSokobanPlayerArea)
#include "tst_sokoban_player_area.moc"
