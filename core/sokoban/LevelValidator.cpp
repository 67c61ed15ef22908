// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "LevelValidator.h"

#include "ReachPastBoxes.h"

#include <cstddef>
#include <string>

namespace tessera::sokoban {

namespace {

// How many cells a message lists before it says "and N more".
constexpr std::size_t listedCells = 5;

std::string where(CellCoord c)
{
    return "row " + std::to_string(c.y + 1) + ", column " + std::to_string(c.x + 1);
}

std::string whereList(const std::vector<CellCoord> &cells)
{
    std::string out;
    for (std::size_t i = 0; i < cells.size() && i < listedCells; ++i) {
        if (i > 0)
            out += "; ";
        out += where(cells[i]);
    }
    if (cells.size() > listedCells)
        out += "; and " + std::to_string(cells.size() - listedCells) + " more";
    return out;
}

std::string plural(std::size_t n, const char *one, const char *many)
{
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

} // namespace

std::vector<LevelProblem> validateLevel(const Level &level, int number, int line)
{
    std::vector<LevelProblem> problems;
    auto add = [&](ProblemKind kind, std::string message, std::vector<CellCoord> cells = {},
                   std::vector<long long> args = {}) {
        LevelProblem p;
        p.kind = kind;
        p.args = std::move(args);
        p.level = number;
        p.title = level.title;
        p.line = line;
        p.message = std::move(message);
        p.cells = std::move(cells);
        problems.push_back(std::move(p));
    };

    const int w = level.width;
    const int h = level.height;
    if (w <= 0 || h <= 0 || level.cells.size() != static_cast<std::size_t>(w) * h) {
        add(ProblemKind::EmptyBoard, "the board is empty");
        return problems;
    }
    if (w > Level::maxSize || h > Level::maxSize) {
        add(ProblemKind::BoardTooLarge,
            "the board is " + std::to_string(w) + "x" + std::to_string(h) + ", over the " +
                std::to_string(Level::maxSize) + "x" + std::to_string(Level::maxSize) + " limit",
            {}, {w, h, Level::maxSize});
        problems.back().detail = ProblemDetail::SizeOverLimit;
        return problems;
    }

    std::vector<CellCoord> players, boxes, goals, onWall, boxesOffGoal, emptyGoals;
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            const Cell &c = level.at(x, y);
            const CellCoord at{x, y};
            if (c.terrain == Terrain::Wall && (c.goal || c.box || c.player))
                onWall.push_back(at);
            if (c.player)
                players.push_back(at);
            if (c.box)
                boxes.push_back(at);
            if (c.goal)
                goals.push_back(at);
            if (c.box && !c.goal)
                boxesOffGoal.push_back(at);
            if (c.goal && !c.box)
                emptyGoals.push_back(at);
        }
    }

    if (!onWall.empty())
        add(ProblemKind::ObjectOnWall,
            "a goal, box or player stands on a wall (" + whereList(onWall) + ")", onWall);
    if (players.empty())
        add(ProblemKind::NoPlayer, "no player");
    else if (players.size() > 1)
        add(ProblemKind::SeveralPlayers,
            plural(players.size(), "player", "players") + " (" + whereList(players) +
                "); a level has exactly one",
            players, {static_cast<long long>(players.size())});
    if (boxes.empty())
        add(ProblemKind::NoBoxes, "no boxes");
    if (!boxes.empty() && boxes.size() != goals.size()) {
        std::vector<CellCoord> cells = boxesOffGoal;
        cells.insert(cells.end(), emptyGoals.begin(), emptyGoals.end());
        add(ProblemKind::BoxGoalMismatch,
            "boxes and goals differ in number: " + plural(boxes.size(), "box", "boxes") + ", " +
                plural(goals.size(), "goal", "goals"),
            cells, {static_cast<long long>(boxes.size()), static_cast<long long>(goals.size())});
    }
    if (players.size() != 1)
        return problems;

    // Flood from the player through everything but walls (boxes can be pushed aside); it gets
    // out where it reaches an empty outside cell (not followed further) or the grid's edge.
    const std::vector<unsigned char> reached =
        reachPastBoxes(level, players.front().x, players.front().y, PastEmptyOutside::Stop);
    std::vector<CellCoord> exits;
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            if (reached[static_cast<std::size_t>(level.index(x, y))] &&
                (isEmptyOutside(level.at(x, y)) || x == 0 || y == 0 || x == w - 1 || y == h - 1))
                exits.push_back({x, y});
    if (!exits.empty())
        add(ProblemKind::NotClosed,
            "the level is not closed: the player can walk off the board (at " + whereList(exits) +
                ")",
            exits);

    auto unreached = [&](const std::vector<CellCoord> &cells) {
        std::vector<CellCoord> out;
        for (const CellCoord c : cells)
            if (!reached[static_cast<std::size_t>(level.index(c.x, c.y))])
                out.push_back(c);
        return out;
    };
    const std::vector<CellCoord> lostBoxes = unreached(boxesOffGoal);
    if (!lostBoxes.empty())
        add(ProblemKind::UnreachableBox,
            lostBoxes.size() == 1
                ? "a box the player cannot reach is not on a goal (" + whereList(lostBoxes) + ")"
                : plural(lostBoxes.size(), "box", "boxes") +
                      " the player cannot reach are not on goals (" + whereList(lostBoxes) + ")",
            lostBoxes, {static_cast<long long>(lostBoxes.size())});
    const std::vector<CellCoord> lostGoals = unreached(emptyGoals);
    if (!lostGoals.empty())
        add(ProblemKind::UnreachableGoal,
            lostGoals.size() == 1
                ? "a goal without a box cannot be reached (" + whereList(lostGoals) + ")"
                : plural(lostGoals.size(), "goal", "goals") + " without a box cannot be reached (" +
                      whereList(lostGoals) + ")",
            lostGoals, {static_cast<long long>(lostGoals.size())});
    return problems;
}

std::vector<LevelProblem> problemsOfLevel(const LevelCollection &collection, int number)
{
    std::vector<LevelProblem> problems = collection.errorsOf(number);
    if (number < 1 || number > static_cast<int>(collection.levels.size()))
        return problems;
    const LevelEntry &entry = collection.levels[static_cast<std::size_t>(number - 1)];
    for (const LevelProblem &p : problems)
        if (p.kind == ProblemKind::BoardTooLarge)
            return problems; // no board was read
    std::vector<LevelProblem> board = validateLevel(entry.level, number, entry.line);
    problems.insert(problems.end(), board.begin(), board.end());
    return problems;
}

std::vector<LevelProblem> validateCollection(const LevelCollection &collection)
{
    std::vector<LevelProblem> problems = collection.errorsOf(0);
    for (int n = 1; n <= static_cast<int>(collection.levels.size()); ++n) {
        std::vector<LevelProblem> level = problemsOfLevel(collection, n);
        problems.insert(problems.end(), level.begin(), level.end());
    }
    return problems;
}

} // namespace tessera::sokoban
