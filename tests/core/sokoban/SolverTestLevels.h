// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Helpers for the solver tests and benchmark, without Qt: hand-made levels from a few rows,
// replaying a LURD solution with the rules engine (Game) to check it really solves the level, and
// cells and boxes as the solver's parts take them.
// Level files are read with XsbReader.
//   '#' wall    ' ' '-' '_' floor    '.' goal    '$' box    '*' box on goal
//   '@' player    '+' player on goal
// Floor the player cannot reach (beyond the walls) becomes outside.

#include "common/Direction.h"
#include "sokoban/Game.h"
#include "sokoban/Level.h"
#include "sokoban/XsbReader.h"
#include "sokoban/solver/PushDistances.h"
#include "sokoban/solver/SolverBoard.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace solvertest {

inline tessera::sokoban::Level levelFrom(const std::vector<std::string> &rows)
{
    using tessera::sokoban::Terrain;
    int width = 0;
    for (const std::string &row : rows) {
        width = std::max(width, static_cast<int>(row.size()));
    }
    tessera::sokoban::Level level(width, static_cast<int>(rows.size()));
    int player = -1;
    for (int y = 0; y < level.height; ++y) {
        const std::string &row = rows[static_cast<std::size_t>(y)];
        for (int x = 0; x < static_cast<int>(row.size()); ++x) {
            tessera::sokoban::Cell &c = level.at(x, y);
            const char ch = row[static_cast<std::size_t>(x)];
            c.terrain = ch == '#' ? Terrain::Wall : Terrain::Outside;
            c.goal = ch == '.' || ch == '*' || ch == '+';
            c.box = ch == '$' || ch == '*';
            c.player = ch == '@' || ch == '+';
            if (c.player) {
                player = level.index(x, y);
            }
        }
    }
    // Inside is what the player can walk to through anything but walls.
    std::vector<int> queue;
    if (player >= 0) {
        queue.push_back(player);
        level.cells[static_cast<std::size_t>(player)].terrain = Terrain::Floor;
    }
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int x = queue[head] % level.width;
        const int y = queue[head] / level.width;
        for (const tessera::Direction d : tessera::allDirections) {
            const int nx = x + tessera::dx(d);
            const int ny = y + tessera::dy(d);
            if (level.contains(nx, ny) && level.at(nx, ny).terrain == Terrain::Outside &&
                static_cast<std::size_t>(nx) < rows[static_cast<std::size_t>(ny)].size()) {
                level.at(nx, ny).terrain = Terrain::Floor;
                queue.push_back(level.index(nx, ny));
            }
        }
    }
    return level;
}

// Plays `lurd` from the position in `level` with the rules engine. Empty when every step is
// legal, walks and pushes are as the letters' case says, and all boxes end on goals; otherwise
// what went wrong.
inline std::string replayError(const tessera::sokoban::Level &level, const std::string &lurd)
{
    auto game = tessera::sokoban::Game::fromLevel(level);
    if (!game) {
        return "the rules engine refuses the level";
    }
    for (std::size_t i = 0; i < lurd.size(); ++i) {
        const char c = lurd[i];
        const auto d = tessera::directionFromLurd(c);
        if (!d) {
            return "letter " + std::to_string(i) + " is not LURD";
        }
        const tessera::sokoban::MoveResult r = game->move(*d);
        const bool push = c >= 'A' && c <= 'Z';
        if (!r.moved()) {
            return "step " + std::to_string(i) + " is blocked";
        }
        if (push != (r.kind == tessera::sokoban::MoveKind::Pushed)) {
            return "step " + std::to_string(i) + (push ? " should push" : " should only walk");
        }
    }
    return game->isSolved() ? std::string() : std::string("the boxes do not all end on goals");
}

// Two boxes that no order of pushes brings home, though there is no simple deadlock at the start
// and each box alone could reach a goal: only searching every position shows it.
inline tessera::sokoban::Level lostLevel()
{
    return levelFrom({
        "#######",
        "# # . #",
        "#    ##",
        "# $$@ #",
        "# .#  #",
        "#######",
    });
}

// Two rooms joined by a door (a box in it, at column 4 of row 2), the left room open below onto a
// corridor with two goals: a box in the door cuts the floor in two, one in a room does not.
inline tessera::sokoban::Level twoRoomsAndADoor()
{
    return levelFrom({
        "#########",
        "#   #   #",
        "#   $   #",
        "#   #   #",
        "## ######",
        "#. @ .  #",
        "#########",
    });
}

// Level `number` (from 1) of the bundled Microban collection.
inline tessera::sokoban::Level microbanLevel(int number)
{
    const tessera::sokoban::LevelCollection read = tessera::sokoban::readXsbFile(
        std::string(TESSERA_SOURCE_DIR) + "/resources/levels/microban.xsb");
    return read.levels.at(static_cast<std::size_t>(number - 1)).level;
}

// The solver board's padded cell at (x, y) of `level`.
inline int cellAt(const tessera::sokoban::solver::Board &board,
                  const tessera::sokoban::Level &level, int x, int y)
{
    return board.fromLevelCell(level.index(x, y));
}

// Boxes on these padded cells, as the solver's parts take them (a byte per cell).
inline std::vector<std::uint8_t> boxesOn(const tessera::sokoban::solver::Board &board,
                                         const std::vector<int> &cells)
{
    std::vector<std::uint8_t> boxAt(static_cast<std::size_t>(board.cellCount()), 0);
    for (const int c : cells) {
        boxAt[static_cast<std::size_t>(c)] = 1;
    }
    return boxAt;
}

// Where the player and the boxes start, as padded cells of the solver's board.
struct StartPosition
{
    int player = -1;
    std::vector<int> boxes;
};

inline StartPosition startOf(const tessera::sokoban::solver::Board &board,
                             const tessera::sokoban::Level &level)
{
    StartPosition p;
    for (int i = 0; i < static_cast<int>(level.cells.size()); ++i) {
        if (level.cells[static_cast<std::size_t>(i)].box)
            p.boxes.push_back(board.fromLevelCell(i));
        if (level.cells[static_cast<std::size_t>(i)].player)
            p.player = board.fromLevelCell(i);
    }
    return p;
}

// The board's push distances, without a memory account.
inline tessera::sokoban::solver::PushDistances
distancesOn(const tessera::sokoban::solver::Board &board)
{
    tessera::sokoban::solver::PushDistances distances;
    distances.compute(board, nullptr);
    return distances;
}

// Sets `cancel` if still alive after `limit`: a search a test expects to end by itself then
// ends cancelled, which fails the test, instead of hanging it. Going out of scope stops the wait.
class CancelAfter
{
public:
    CancelAfter(std::atomic<bool> &cancel, std::chrono::seconds limit)
        : m_watch([this, &cancel, limit] {
              std::unique_lock<std::mutex> lock(m_mutex);
              if (!m_finished.wait_for(lock, limit, [this] { return m_done; })) {
                  cancel.store(true);
              }
          })
    {}
    CancelAfter(const CancelAfter &) = delete;
    CancelAfter &operator=(const CancelAfter &) = delete;
    ~CancelAfter()
    {
        {
            const std::lock_guard<std::mutex> lock(m_mutex);
            m_done = true;
        }
        m_finished.notify_all();
        m_watch.join();
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_finished;
    bool m_done = false;
    std::thread m_watch; // last: started once the members it waits on exist
};

} // namespace solvertest
