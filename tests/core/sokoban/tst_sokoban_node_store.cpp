// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// The searches' transposition table and the memory account it draws on. The store keeps a
// position's boxes in the smallest of three forms and its index in 4 bytes a slot, hashing the
// stored positions again when the index grows: every position stored must be found again, in
// every form, across growths and at the budget.

#include "SolverTestLevels.h"
#include "sokoban/solver/NodeStore.h"
#include "sokoban/solver/SolverBoard.h"

#include <QTest>
#include <algorithm>
#include <atomic>
#include <cstdint>
#include <random>
#include <set>
#include <string>
#include <thread>
#include <vector>

using namespace tessera::sokoban;

namespace {

// A room `width` x `height` of open floor, the player at its top left, two boxes in its middle
// row and two goals in the row below: its floor along the walls is dead, the rest live.
Level roomLevel(int width, int height)
{
    constexpr int boxes = 2;
    std::vector<std::string> rows{std::string(static_cast<std::size_t>(width) + 2, '#')};
    for (int y = 0; y < height; ++y) {
        std::string row = "#" + std::string(static_cast<std::size_t>(width), ' ') + "#";
        for (int b = 0; b < boxes; ++b) {
            if (y == height / 2) {
                row[static_cast<std::size_t>(2 + b)] = '$';
            } else if (y == height / 2 + 1) {
                row[static_cast<std::size_t>(2 + b)] = '.';
            }
        }
        rows.push_back(row);
    }
    rows[1][1] = '@';
    rows.push_back(rows.front());
    return solvertest::levelFrom(rows);
}

std::vector<std::uint16_t> liveCells(const solver::Board &board)
{
    std::vector<std::uint16_t> live;
    for (const int cell : board.floorCells()) {
        if (!board.isDeadSquare(cell)) {
            live.push_back(static_cast<std::uint16_t>(cell));
        }
    }
    return live;
}

std::uint64_t hashOf(const solver::ZobristKeys &keys, std::uint16_t player,
                     const std::vector<std::uint16_t> &boxes)
{
    std::uint64_t hash = keys.player[player];
    for (const std::uint16_t box : boxes) {
        hash ^= keys.box[box];
    }
    return hash;
}

struct FormCase
{
    const char *name;
    Level level;
    int boxes;
    std::size_t boxBytes; // 0: the bit form's, (live cells + 7) / 8
};

std::vector<FormCase> formCases()
{
    // Ten boxes in a 7 x 7 room: a bit for each of its 25 live cells, fewer bytes than ten.
    // Two boxes in a 10 x 10 room: a byte each (fewer than a bit for each of 64 cells). Two
    // in a room of more than 256 floor cells: two bytes each.
    return {{"bits", roomLevel(7, 7), 10, 0},
            {"one byte", roomLevel(10, 10), 2, 2},
            {"two bytes", roomLevel(20, 17), 2, 4}};
}

} // namespace

class TestSokobanNodeStore : public QObject
{
    Q_OBJECT

private slots:
    void keepsBoxesInTheSmallestOfThreeForms()
    {
        // The keys are all zero, so every position hashes alike (and gets the same tag): only
        // the comparison of the stored positions tells them apart.
        for (const FormCase &form : formCases()) {
            const solver::Board board(form.level);
            const std::vector<std::uint16_t> live = liveCells(board);
            QVERIFY2(live.size() >= static_cast<std::size_t>(form.boxes) + 1, form.name);
            QCOMPARE(board.floorCells().size() > 256, form.boxBytes == 4);
            solver::ZobristKeys keys(static_cast<std::size_t>(board.cellCount()), 1);
            std::fill(keys.box.begin(), keys.box.end(), 0);
            std::fill(keys.player.begin(), keys.player.end(), 0);
            solver::MemoryAccount account(std::size_t{16} << 20);
            solver::NodeStore store(board, form.boxes, keys, account);
            const std::size_t expectedBytes =
                form.boxBytes != 0 ? form.boxBytes : (live.size() + 7) / 8;
            QCOMPARE(store.boxBytes(), expectedBytes);

            // The first boxes of the live floor, then the same with the last box one cell on.
            const auto count = static_cast<std::size_t>(form.boxes);
            const std::vector<std::uint16_t> first(live.begin(), live.begin() + form.boxes);
            std::vector<std::uint16_t> second = first;
            second.back() = live[count];
            std::vector<std::uint16_t> third = first;
            third.front() = live[count];
            std::sort(third.begin(), third.end());
            const auto player = static_cast<std::uint16_t>(board.floorCells().front());
            solver::Node node;
            node.player = player;
            node.g = 7;
            const std::uint32_t a = store.insert(node, 0, first.data());
            node.g = 9;
            const std::uint32_t b = store.insert(node, 0, second.data());
            QVERIFY2(a != solver::Node::noParent && b != solver::Node::noParent, form.name);
            QVERIFY(a != b);
            QCOMPARE(store.find(0, player, first.data()), a);
            QCOMPARE(store.find(0, player, second.data()), b);
            QCOMPARE(store.find(0, std::uint16_t(player + 1), first.data()),
                     solver::Node::noParent);
            QCOMPARE(store.find(0, player, third.data()), solver::Node::noParent);
            std::vector<std::uint16_t> out(count);
            store.boxes(b, out.data());
            QCOMPARE(out, second);
            store.boxes(a, out.data());
            QCOMPARE(out, first);
            QCOMPARE(store.node(a).g, std::uint16_t{7});
            QCOMPARE(store.node(b).g, std::uint16_t{9});
        }
    }

    void findsEveryPositionAgainAfterItsIndexGrows()
    {
        // 20,000 positions (boxes on random live cells, the player on a random floor cell)
        // with their Zobrist hashes: the index grows from 4,096 slots to 32,768, hashing the
        // stored positions again each time. Each is found under its id, gives back its boxes,
        // and positions never stored are not found.
        for (const FormCase &form : formCases()) {
            const solver::Board board(form.level);
            const std::vector<std::uint16_t> live = liveCells(board);
            const std::vector<int> &floor = board.floorCells();
            const solver::ZobristKeys keys(static_cast<std::size_t>(board.cellCount()), 7);
            solver::MemoryAccount account(std::size_t{64} << 20);
            solver::PullNodeStore store(board, form.boxes, keys, account);
            const std::size_t fixedBytes = store.memoryBytes(); // the store's own tables
            std::mt19937 rng(42);
            using Position = std::pair<std::uint16_t, std::vector<std::uint16_t>>;
            auto randomPosition = [&] {
                std::vector<std::uint16_t> boxes = live;
                std::shuffle(boxes.begin(), boxes.end(), rng);
                boxes.resize(static_cast<std::size_t>(form.boxes));
                std::sort(boxes.begin(), boxes.end());
                const auto player = static_cast<std::uint16_t>(
                    floor[std::uniform_int_distribution<std::size_t>(0, floor.size() - 1)(rng)]);
                return Position{player, boxes};
            };
            std::set<Position> seen;
            std::vector<Position> stored;
            while (stored.size() < 20000) {
                const Position p = randomPosition();
                if (!seen.insert(p).second) {
                    continue;
                }
                const std::uint64_t hash = hashOf(keys, p.first, p.second);
                QCOMPARE(store.find(hash, p.first, p.second.data()), solver::PullNode::noParent);
                const auto g = static_cast<std::uint16_t>(stored.size() % 60000);
                const std::uint32_t id =
                    store.insert({solver::PullNode::noParent, g, p.first}, hash, p.second.data());
                QCOMPARE(id, static_cast<std::uint32_t>(stored.size()));
                stored.push_back(p);
            }
            QCOMPARE(store.size(), stored.size());
            std::vector<std::uint16_t> out(static_cast<std::size_t>(form.boxes));
            for (std::size_t k = 0; k < stored.size(); ++k) {
                const Position &p = stored[k];
                const auto id = static_cast<std::uint32_t>(k);
                QCOMPARE(store.find(hashOf(keys, p.first, p.second), p.first, p.second.data()), id);
                store.boxes(id, out.data());
                QCOMPARE(out, p.second);
                QCOMPARE(store.node(id).player, p.first);
            }
            int absent = 0;
            while (absent < 1000) {
                const Position p = randomPosition();
                if (seen.count(p) == 0) {
                    ++absent;
                    QCOMPARE(store.find(hashOf(keys, p.first, p.second), p.first, p.second.data()),
                             solver::PullNode::noParent);
                }
            }
            // With memory to spare the index doubles at three quarters: 20,000 positions fill
            // 32,768 slots to between three eighths and three quarters.
            const std::size_t chunks = (stored.size() + 4095) / 4096;
            const std::size_t indexBytes =
                store.memoryBytes() - fixedBytes - chunks * store.chunkBytes();
            QCOMPARE(indexBytes, std::size_t{32768} * 4);
        }
    }

    void freedNodesAreForgottenAndTheirIdsGivenAgain()
    {
        // 3,000 positions in an index of 4,096 slots, every other one freed: those are no
        // longer found (their slots are tombstones the others' probes go past), the rest are,
        // and 1,500 new positions take the freed ids back, newest freed first, without a new
        // chunk. Then 2,000 more: the tombstones are swept out or the index doubles, and all
        // that is stored is found under its id, none of what was freed.
        const solver::Board board(roomLevel(10, 10));
        const std::vector<std::uint16_t> live = liveCells(board);
        const solver::ZobristKeys keys(static_cast<std::size_t>(board.cellCount()), 7);
        solver::MemoryAccount account(std::size_t{16} << 20);
        solver::NodeStore store(board, 3, keys, account);
        std::vector<std::vector<std::uint16_t>> positions;
        for (std::size_t i = 0; i < live.size() && positions.size() < 6500; ++i) {
            for (std::size_t j = i + 1; j < live.size() && positions.size() < 6500; ++j) {
                for (std::size_t k = j + 1; k < live.size() && positions.size() < 6500; ++k) {
                    positions.push_back({live[i], live[j], live[k]});
                }
            }
        }
        QCOMPARE(positions.size(), std::size_t(6500));
        const auto player = std::uint16_t(board.floorCells().front());
        auto hash = [&](std::size_t k) { return hashOf(keys, player, positions[k]); };
        std::vector<std::uint32_t> idOf(positions.size(), solver::Node::noParent);
        auto insert = [&](std::size_t k) {
            solver::Node node;
            node.player = player;
            node.g = static_cast<std::uint16_t>(k);
            idOf[k] = store.insert(node, hash(k), positions[k].data());
            return idOf[k] != solver::Node::noParent;
        };
        for (std::size_t k = 0; k < 3000; ++k) {
            QVERIFY(insert(k));
        }
        const std::size_t bytes = store.memoryBytes();
        std::vector<std::uint32_t> freed;
        for (std::size_t k = 0; k < 3000; k += 2) {
            store.setMarked(idOf[k], true);
            store.free(idOf[k]);
            QVERIFY(store.isFree(idOf[k]));
            QVERIFY(!store.marked(idOf[k]));
            freed.push_back(idOf[k]);
            idOf[k] = solver::Node::noParent;
        }
        QCOMPARE(store.size(), std::size_t(1500));
        auto verify = [&](std::size_t end) {
            for (std::size_t k = 0; k < end; ++k) {
                const std::uint32_t found = store.find(hash(k), player, positions[k].data());
                QCOMPARE(found, idOf[k]);
                if (found != solver::Node::noParent) {
                    QCOMPARE(store.node(found).g, static_cast<std::uint16_t>(k));
                    std::vector<std::uint16_t> boxes(3);
                    store.boxes(found, boxes.data());
                    QCOMPARE(boxes, positions[k]);
                }
            }
        };
        verify(3000);
        for (std::size_t k = 3000; k < 4500; ++k) {
            QVERIFY(insert(k));
            QCOMPARE(idOf[k], freed[freed.size() - 1 - (k - 3000)]);
            QVERIFY(!store.isFree(idOf[k]));
        }
        QCOMPARE(store.idEnd(), 3000u);
        QCOMPARE(store.memoryBytes(), bytes);
        verify(4500);
        for (std::size_t k = 4500; k < 6500; ++k) {
            QVERIFY(insert(k));
        }
        QCOMPARE(store.size(), std::size_t(5000));
        verify(6500);
    }

    void marksAndChildCountsFollowTheirNode()
    {
        // Marks are listed in id order and go with a freed node; a node stored again under a
        // freed id starts unmarked and childless. Counts saturate at 255 and then stay; a store
        // that does not count children says 0.
        const solver::Board board(roomLevel(10, 10));
        const std::vector<std::uint16_t> live = liveCells(board);
        const solver::ZobristKeys keys(static_cast<std::size_t>(board.cellCount()), 7);
        solver::MemoryAccount account(std::size_t{16} << 20);
        solver::NodeStore store(board, 2, keys, account, true);
        const auto player = std::uint16_t(board.floorCells().front());
        std::vector<std::uint32_t> ids;
        for (std::size_t i = 1; i < 6; ++i) {
            const std::vector<std::uint16_t> boxes{live[0], live[i]};
            solver::Node node;
            node.player = player;
            ids.push_back(store.insert(node, hashOf(keys, player, boxes), boxes.data()));
        }
        store.setMarked(ids[3], true);
        store.setMarked(ids[1], true);
        std::vector<std::uint32_t> marked;
        store.forEachMarked([&](std::uint32_t id) { marked.push_back(id); });
        QCOMPARE(marked, (std::vector<std::uint32_t>{ids[1], ids[3]}));
        store.addChild(ids[3]);
        store.addChild(ids[3]);
        QCOMPARE(store.children(ids[3]), 2);
        QVERIFY(!store.removeChild(ids[3]));
        QVERIFY(store.removeChild(ids[3]));
        for (int k = 0; k < 300; ++k) {
            store.addChild(ids[2]);
        }
        QCOMPARE(store.children(ids[2]), 255);
        QVERIFY(!store.removeChild(ids[2]));
        QCOMPARE(store.children(ids[2]), 255);
        store.addChild(ids[1]);
        store.free(ids[1]);
        marked.clear();
        store.forEachMarked([&](std::uint32_t id) { marked.push_back(id); });
        QCOMPARE(marked, (std::vector<std::uint32_t>{ids[3]}));
        const std::vector<std::uint16_t> boxes{live[1], live[2]};
        solver::Node node;
        node.player = player;
        QCOMPARE(store.insert(node, hashOf(keys, player, boxes), boxes.data()), ids[1]);
        QVERIFY(!store.marked(ids[1]));
        QCOMPARE(store.children(ids[1]), 0);
        solver::NodeStore uncounted(board, 2, keys, account);
        const std::uint32_t id = uncounted.insert(node, hashOf(keys, player, boxes), boxes.data());
        uncounted.addChild(id);
        QCOMPARE(uncounted.children(id), 0);
        QCOMPARE(uncounted.chunkBytes() + 4096, store.chunkBytes());
    }

    void boxesAsMovesKeepAChildAsItsParentsMoveInEveryForm()
    {
        // A tree of 20,000 positions, each a box of an anchored (expanded) parent moved to a
        // free live cell, one in ten anchored in turn, one in fifty two boxes away from its
        // parent (kept whole): every position is found under its id and gives back its boxes,
        // while the index grows (hashing the moves again) and after every other leaf is freed
        // (their ids given again). The same tree with its boxes whole takes more memory.
        // Whole forms of more than 4 bytes only: 10 boxes in bits, 6 in a byte each, 3 in two.
        const std::vector<FormCase> forms{{"bits", roomLevel(9, 9), 10, 0},
                                          {"one byte", roomLevel(10, 10), 6, 6},
                                          {"two bytes", roomLevel(20, 17), 3, 6}};
        for (const FormCase &form : forms) {
            const solver::Board board(form.level);
            const std::vector<std::uint16_t> live = liveCells(board);
            const solver::ZobristKeys keys(static_cast<std::size_t>(board.cellCount()), 7);
            solver::MemoryAccount account(std::size_t{64} << 20);
            solver::NodeStore store(board, form.boxes, keys, account, true, true);
            solver::NodeStore whole(board, form.boxes, keys, account, true);
            QVERIFY2(store.boxesAsMoves(), form.name);
            QCOMPARE(store.boxBytes(), std::size_t{4});
            QCOMPARE(store.wholeBoxBytes(), whole.boxBytes());
            QVERIFY(whole.boxBytes() > 4);
            QVERIFY(!whole.boxesAsMoves());

            std::mt19937 rng(7);
            const auto player = std::uint16_t(board.floorCells().front());
            const auto count = static_cast<std::size_t>(form.boxes);
            std::vector<std::vector<std::uint16_t>> boxesOf;
            std::vector<std::uint32_t> idOf;
            std::set<std::vector<std::uint16_t>> seen;
            std::vector<std::size_t> anchored; // positions (indices) that may have children
            const auto insert = [&](const std::vector<std::uint16_t> &boxes, std::uint32_t parent) {
                solver::Node node;
                node.player = player;
                node.parent = parent;
                const std::uint64_t hash = hashOf(keys, player, boxes);
                QCOMPARE(store.find(hash, player, boxes.data()), solver::Node::noParent);
                const std::uint32_t id = store.insert(node, hash, boxes.data());
                QVERIFY(id != solver::Node::noParent);
                QVERIFY(whole.insert(node, hash, boxes.data()) != solver::Node::noParent);
                boxesOf.push_back(boxes);
                idOf.push_back(id);
                seen.insert(boxes);
            };
            insert(std::vector<std::uint16_t>(live.begin(), live.begin() + form.boxes),
                   solver::Node::noParent);
            QVERIFY(store.anchor(idOf[0]));
            anchored.push_back(0);
            while (boxesOf.size() < 20000) {
                const std::size_t from = anchored[rng() % anchored.size()];
                std::vector<std::uint16_t> boxes = boxesOf[from];
                const int moves = rng() % 50 == 0 ? 2 : 1;
                for (int m = 0; m < moves; ++m) {
                    const std::uint16_t to = live[rng() % live.size()];
                    if (std::find(boxes.begin(), boxes.end(), to) == boxes.end()) {
                        boxes[rng() % count] = to;
                    }
                }
                std::sort(boxes.begin(), boxes.end());
                if (std::adjacent_find(boxes.begin(), boxes.end()) != boxes.end() ||
                    seen.count(boxes) != 0) {
                    continue;
                }
                insert(boxes, idOf[from]);
                store.addChild(idOf[from]);
                if (rng() % 10 == 0) {
                    QVERIFY(store.anchor(idOf.back()));
                    anchored.push_back(boxesOf.size() - 1);
                }
            }
            QCOMPARE(store.memoryBytes() < whole.memoryBytes(), true);
            const auto verify = [&] {
                std::vector<std::uint16_t> out(count);
                for (std::size_t k = 0; k < boxesOf.size(); ++k) {
                    if (idOf[k] == solver::Node::noParent) {
                        continue;
                    }
                    QCOMPARE(
                        store.find(hashOf(keys, player, boxesOf[k]), player, boxesOf[k].data()),
                        idOf[k]);
                    store.boxes(idOf[k], out.data());
                    QCOMPARE(out, boxesOf[k]);
                }
            };
            verify();
            // Every other childless position freed (its anchor too, when it has one), then as
            // many new children of the anchored ones: they take the freed ids.
            std::size_t freed = 0;
            for (std::size_t k = 1; k < boxesOf.size(); k += 2) {
                if (store.children(idOf[k]) == 0) {
                    const std::uint32_t parent = store.node(idOf[k]).parent;
                    store.free(idOf[k]);
                    (void)store.removeChild(parent);
                    seen.erase(boxesOf[k]);
                    idOf[k] = solver::Node::noParent;
                    ++freed;
                }
            }
            QVERIFY(freed > 5000);
            const std::uint32_t idEnd = store.idEnd();
            const std::size_t target = boxesOf.size() + freed;
            while (boxesOf.size() < target) {
                const std::size_t from = anchored[rng() % anchored.size()];
                if (idOf[from] == solver::Node::noParent) {
                    continue;
                }
                std::vector<std::uint16_t> boxes = boxesOf[from];
                boxes[rng() % count] = live[rng() % live.size()];
                std::sort(boxes.begin(), boxes.end());
                if (std::adjacent_find(boxes.begin(), boxes.end()) == boxes.end() &&
                    seen.count(boxes) == 0) {
                    insert(boxes, idOf[from]);
                    store.addChild(idOf[from]);
                }
            }
            QCOMPARE(store.idEnd(), idEnd);
            verify();
        }
    }

    void reparentedChildKeepsItsBoxesAsTheNewParentsMove()
    {
        // Boxes on a, b and c; X moves the first box to x, Y the second to y; Z, a child of X,
        // moves Y's box too. Given Y (expanded) as its parent, Z keeps its boxes as Y's first
        // box moved to x: still found, with the same boxes, after X is freed.
        const solver::Board board(roomLevel(10, 10));
        const std::vector<std::uint16_t> live = liveCells(board);
        const solver::ZobristKeys keys(static_cast<std::size_t>(board.cellCount()), 7);
        solver::MemoryAccount account(std::size_t{16} << 20);
        solver::NodeStore store(board, 5, keys, account, true, true);
        QVERIFY(store.boxesAsMoves());
        const auto player = std::uint16_t(board.floorCells().front());
        auto sorted = [](std::vector<std::uint16_t> boxes) {
            std::sort(boxes.begin(), boxes.end());
            return boxes;
        };
        const std::vector<std::uint16_t> root{live[0], live[1], live[2], live[3], live[4]};
        const std::vector<std::uint16_t> x = sorted({live[10], live[1], live[2], live[3], live[4]});
        const std::vector<std::uint16_t> y = sorted({live[0], live[11], live[2], live[3], live[4]});
        const std::vector<std::uint16_t> z =
            sorted({live[10], live[11], live[2], live[3], live[4]});
        solver::Node node;
        node.player = player;
        const auto insert = [&](const std::vector<std::uint16_t> &boxes, std::uint32_t parent) {
            node.parent = parent;
            const std::uint32_t id = store.insert(node, hashOf(keys, player, boxes), boxes.data());
            if (parent != solver::Node::noParent) {
                store.addChild(parent);
            }
            return id;
        };
        const std::uint32_t r = insert(root, solver::Node::noParent);
        QVERIFY(store.anchor(r));
        const std::uint32_t xId = insert(x, r);
        const std::uint32_t yId = insert(y, r);
        QVERIFY(store.anchor(xId));
        const std::uint32_t zId = insert(z, xId);
        QVERIFY(store.anchor(yId));
        QVERIFY(store.reparent(zId, yId, z.data()));
        (void)store.removeChild(xId);
        store.addChild(yId);
        QCOMPARE(store.node(zId).parent, yId);
        QCOMPARE(store.children(xId), 0);
        store.free(xId);
        (void)store.removeChild(r);
        // A new position takes X's id (and its anchor): Z's boxes do not change with it.
        const std::vector<std::uint16_t> w = sorted({live[20], live[1], live[2], live[3], live[4]});
        QCOMPARE(insert(w, r), xId);
        QVERIFY(store.anchor(xId));
        std::vector<std::uint16_t> out(5);
        store.boxes(zId, out.data());
        QCOMPARE(out, z);
        QCOMPARE(store.find(hashOf(keys, player, z), player, z.data()), zId);
        QCOMPARE(store.find(hashOf(keys, player, x), player, x.data()), solver::Node::noParent);
        store.boxes(xId, out.data());
        QCOMPARE(out, w);
    }

    void refusesABoxOnADeadSquareInEveryForm()
    {
        // A box where no box can ever reach a goal (the bit form has no bit for it): the
        // position is not stored (no search keeps it, it cannot be solved), asking for it finds
        // nothing, and the store goes on with the next position.
        for (const FormCase &form : formCases()) {
            const solver::Board board(form.level);
            const std::vector<std::uint16_t> live = liveCells(board);
            const auto dead = std::find_if(board.floorCells().begin(), board.floorCells().end(),
                                           [&](int cell) { return board.isDeadSquare(cell); });
            QVERIFY(dead != board.floorCells().end());
            std::vector<std::uint16_t> boxes(live.begin(), live.begin() + form.boxes - 1);
            boxes.push_back(static_cast<std::uint16_t>(*dead));
            std::sort(boxes.begin(), boxes.end());
            const solver::ZobristKeys keys(static_cast<std::size_t>(board.cellCount()), 7);
            solver::MemoryAccount account(std::size_t{16} << 20);
            solver::NodeStore store(board, form.boxes, keys, account);
            solver::Node node;
            node.player = live.front();
            const std::uint64_t hash = hashOf(keys, node.player, boxes);
            QCOMPARE(store.insert(node, hash, boxes.data()), solver::Node::noParent);
            QCOMPARE(store.find(hash, node.player, boxes.data()), solver::Node::noParent);
            QCOMPARE(store.size(), std::size_t{0});
            boxes.assign(live.begin(), live.begin() + form.boxes);
            QCOMPARE(store.insert(node, hashOf(keys, node.player, boxes), boxes.data()), 0u);
        }
    }

    void pullNodeStoreKeepsEightBytesAPosition()
    {
        // The backward search's store finds its positions as the forward one does, and a
        // chunk of its positions takes 4 bytes a position less: no bound, no cost, no flag.
        const Level level = solvertest::levelFrom({"#######", "#@ $ .#", "#######"});
        const solver::Board board(level);
        const std::vector<int> &floor = board.floorCells();
        const std::uint16_t boxes[1] = {std::uint16_t(floor[2])};
        const std::uint16_t others[1] = {std::uint16_t(floor[3])};
        const solver::ZobristKeys keys(static_cast<std::size_t>(board.cellCount()), 7);
        const auto player = std::uint16_t(floor[0]);
        const std::uint64_t hash = keys.player[player] ^ keys.box[boxes[0]];
        solver::MemoryAccount account(std::size_t{16} << 20);
        solver::PullNodeStore pulls(board, 1, keys, account);
        const std::uint32_t id = pulls.insert({solver::PullNode::noParent, 5, player}, hash, boxes);
        QCOMPARE(pulls.find(hash, player, boxes), id);
        QCOMPARE(pulls.find(keys.player[player] ^ keys.box[others[0]], player, others),
                 solver::PullNode::noParent);
        QCOMPARE(pulls.node(id).g, std::uint16_t{5});
        solver::NodeStore pushes(board, 1, keys, account);
        solver::Node node;
        node.player = player;
        QCOMPARE(pushes.insert(node, hash, boxes), 0u);
        QCOMPARE(pushes.memoryBytes() - pulls.memoryBytes(), std::size_t{4096} * 4);
    }

    void storeAtItsCapGrowsItsIndexAsFarAsItPays()
    {
        // A backward search's store capped near its first chunk of 4,096 positions (8 + 2
        // bytes each) and its index of 4,096 slots (4 bytes each).
        // - With 40,000 bytes to spare, the index doubles at three quarters full (and the next
        //   chunk does not fit).
        // - With the 16 KiB doubling adds, doubling at three quarters does not pay (it would
        //   leave no room to fill the doubled index): it doubles at nine tenths (the old table
        //   goes first), and fills its chunk.
        // - With a byte less, at nine tenths it grows the index by what the budget can fill.
        // - With less than that is worth (a sixteenth more slots), it fills to nine tenths.
        // Each time it finds all it stored, and the account holds what the store drew.
        const solver::Board board(roomLevel(20, 8));
        const std::vector<int> &floor = board.floorCells();
        const std::vector<std::uint16_t> live = liveCells(board);
        const solver::ZobristKeys keys(static_cast<std::size_t>(board.cellCount()), 7);
        solver::MemoryAccount solve(std::size_t{16} << 20);
        std::size_t fixedBytes = 0; // the store's own tables
        std::size_t chunkBytes = 0;
        {
            const solver::PullNodeStore probe(board, 2, keys, solve);
            QCOMPARE(probe.boxBytes(), std::size_t{2});
            fixedBytes = probe.memoryBytes();
            chunkBytes = probe.chunkBytes(); // 4096 * 10 and the flags
        }
        const auto player = std::uint16_t(floor[0]);
        const std::size_t held = fixedBytes + chunkBytes + 4096 * 4; // a chunk, the index
        struct Case
        {
            std::size_t left;          // bytes beyond what the store holds at first
            bool grownAtThreeQuarters; // the index, after 3,073 positions
            std::size_t stored;        // positions stored before the store says no
            bool grown;                // the index, at the end
        };
        for (const Case &c :
             {Case{40000, true, 4096, true}, Case{16384, false, 4096, true},
              Case{16383, false, 4096, true}, Case{4000, false, 4096 * 9 / 10, false}}) {
            solver::MemoryAccount capped(held + c.left, &solve);
            solver::PullNodeStore store(board, 2, keys, capped);
            std::vector<std::vector<std::uint16_t>> stored;
            bool grownAtThreeQuarters = false;
            bool full = false;
            for (std::size_t i = 0; i < live.size() && !full; ++i) {
                for (std::size_t j = i + 1; j < live.size() && !full; ++j) {
                    const std::vector<std::uint16_t> boxes{live[i], live[j]};
                    full = store.insert({solver::PullNode::noParent, 0, player},
                                        hashOf(keys, player, boxes),
                                        boxes.data()) == solver::PullNode::noParent;
                    if (!full) {
                        stored.push_back(boxes);
                    }
                    if (stored.size() == 3073 && !full) {
                        grownAtThreeQuarters = store.memoryBytes() > held;
                    }
                }
            }
            QVERIFY(full);
            QCOMPARE(grownAtThreeQuarters, c.grownAtThreeQuarters);
            QCOMPARE(stored.size(), c.stored);
            QCOMPARE(store.size(), stored.size());
            for (std::size_t k = 0; k < stored.size(); ++k) {
                QCOMPARE(store.find(hashOf(keys, player, stored[k]), player, stored[k].data()),
                         static_cast<std::uint32_t>(k));
            }
            QCOMPARE(store.memoryBytes() > held, c.grown);
            QVERIFY(store.memoryBytes() <= held + c.left);
            QCOMPARE(solve.used(), capped.used());
            QCOMPARE(store.memoryBytes(), capped.used());
        }
    }

    void cappedAccountDrawsOnTheSolvesAndKeepsItsCap()
    {
        solver::MemoryAccount solve(1000);
        solver::MemoryAccount capped(600, &solve);
        QVERIFY(capped.reserve(500));
        QCOMPARE(solve.used(), std::size_t{500});
        QVERIFY(!capped.reserve(200)); // over its cap, though the solve has room
        QCOMPARE(solve.used(), std::size_t{500});
        QVERIFY(solve.reserve(450));
        QVERIFY(!capped.reserve(60)); // within its cap, but the solve is full
        QCOMPARE(capped.used(), std::size_t{500});
        capped.release(500);
        QCOMPARE(solve.used(), std::size_t{450});
        QCOMPARE(capped.used(), std::size_t{0});
    }

    void memoryAccountHoldsUnderConcurrentUse()
    {
        // Four threads draw single bytes from one budget as fast as they can: exactly the
        // budget is granted, never more, and all of it comes back.
        constexpr std::size_t budget = 20000;
        solver::MemoryAccount account(budget);
        std::atomic<std::size_t> granted{0};
        std::atomic<bool> over{false};
        std::vector<std::thread> threads;
        for (int t = 0; t < 4; ++t) {
            threads.emplace_back([&] {
                for (int i = 0; i < 10000; ++i) {
                    if (account.reserve(1)) {
                        granted.fetch_add(1);
                    }
                    if (account.used() > budget) {
                        over = true;
                    }
                }
            });
        }
        for (std::thread &t : threads) {
            t.join();
        }
        QVERIFY(!over.load());
        QCOMPARE(granted.load(), budget);
        QCOMPARE(account.used(), budget);
        QCOMPARE(account.peak(), budget);
        QVERIFY(!account.reserve(1));
        account.release(budget);
        QCOMPARE(account.used(), std::size_t(0));
        QVERIFY(account.reserve(budget));
        QVERIFY(!account.reserve(budget + 1));
    }
};

QTEST_GUILESS_MAIN(TestSokobanNodeStore)
#include "tst_sokoban_node_store.moc"
