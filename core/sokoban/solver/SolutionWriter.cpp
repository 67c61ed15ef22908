// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SolutionWriter.h"

#include "sokoban/Game.h"

#include <algorithm>
#include <optional>

namespace tessera::sokoban::solver {

namespace {

// Shortest walk of the player over free floor, as lower-case LURD; nullopt when cut off.
std::optional<std::string> walk(const Board &board, const std::vector<std::uint8_t> &boxAt,
                                int from, int to)
{
    if (from == to) {
        return std::string();
    }
    std::vector<int> previous(static_cast<std::size_t>(board.cellCount()), -1);
    std::vector<int> queue{from};
    previous[static_cast<std::size_t>(from)] = from;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int c = queue[head];
        for (int d = 0; d < directionCount; ++d) {
            const int n = c + board.offset(d);
            const auto ni = static_cast<std::size_t>(n);
            if (previous[ni] >= 0 || !board.isFloor(n) || boxAt[ni]) {
                continue;
            }
            previous[ni] = c;
            if (n == to) {
                std::string path;
                for (int at = to; at != from; at = previous[static_cast<std::size_t>(at)]) {
                    const int step = at - previous[static_cast<std::size_t>(at)];
                    for (int k = 0; k < directionCount; ++k) {
                        if (board.offset(k) == step) {
                            path.push_back(lurdLetter(static_cast<Direction>(k)));
                        }
                    }
                }
                std::reverse(path.begin(), path.end());
                return path;
            }
            queue.push_back(n);
        }
    }
    return std::nullopt;
}

// Cells the player can walk to from `from` over free floor, `box` counting as a box.
std::vector<char> walkable(const Board &board, const std::vector<std::uint8_t> &boxAt, int from,
                           int box)
{
    std::vector<char> seen(static_cast<std::size_t>(board.cellCount()), 0);
    std::vector<int> queue{from};
    seen[static_cast<std::size_t>(from)] = 1;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        for (int d = 0; d < directionCount; ++d) {
            const int n = queue[head] + board.offset(d);
            const auto ni = static_cast<std::size_t>(n);
            if (!seen[ni] && n != box && board.isFloor(n) && !boxAt[ni]) {
                seen[ni] = 1;
                queue.push_back(n);
            }
        }
    }
    return seen;
}

// The push directions that take one box from `from` to `to` (other boxes in `boxAt`, the box
// itself not) with the fewest pushes, the player starting on `player` and ending where it can
// reach `playerAfter`: a breadth-first search over (box cell, player side).
std::optional<std::vector<int>> boxPath(const Board &board, const std::vector<std::uint8_t> &boxAt,
                                        int from, int player, int to, int playerAfter)
{
    const int sides = directionCount;
    std::vector<int> parent(static_cast<std::size_t>(board.cellCount()) * sides, -2);
    std::vector<int> queue;
    const std::vector<char> start = walkable(board, boxAt, player, from);
    for (int s = 0; s < sides; ++s) {
        if (start[static_cast<std::size_t>(from + board.offset(s))]) {
            parent[static_cast<std::size_t>(from * sides + s)] = -1;
            queue.push_back(from * sides + s);
        }
    }
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int state = queue[head];
        const int box = state / sides;
        const std::vector<char> reach =
            walkable(board, boxAt, box + board.offset(state % sides), box);
        if (box == to && reach[static_cast<std::size_t>(playerAfter)]) {
            std::vector<int> directions;
            for (int at = state; parent[static_cast<std::size_t>(at)] >= 0;
                 at = parent[static_cast<std::size_t>(at)]) {
                directions.push_back(oppositeDirection(at % sides));
            }
            std::reverse(directions.begin(), directions.end());
            return directions;
        }
        for (int e = 0; e < sides; ++e) {
            const int next = box + board.offset(e);
            if (!reach[static_cast<std::size_t>(box - board.offset(e))] || !board.isFloor(next) ||
                boxAt[static_cast<std::size_t>(next)]) {
                continue;
            }
            const auto nextState = static_cast<std::size_t>(next * sides + oppositeDirection(e));
            if (parent[nextState] == -2) {
                parent[nextState] = state;
                queue.push_back(static_cast<int>(nextState));
            }
        }
    }
    return std::nullopt;
}

} // namespace

BoxMove boxMoveBetween(const Board &board, const std::vector<std::uint16_t> &before,
                       const std::vector<std::uint16_t> &after, int player)
{
    BoxMove move;
    move.player = player;
    for (std::size_t b = 0; b < before.size(); ++b) {
        if (!std::binary_search(after.begin(), after.end(), before[b])) {
            move.from = before[b];
        }
        if (!std::binary_search(before.begin(), before.end(), after[b])) {
            move.to = after[b];
        }
    }
    move.direction = -1;
    for (int d = 0; d < directionCount && move.direction < 0; ++d) {
        int cell = move.from + board.offset(d);
        while (board.isFloor(cell) && cell != move.to) {
            cell += board.offset(d);
        }
        if (cell == move.to) {
            move.direction = d;
        }
    }
    return move;
}

bool writeSolution(const Board &board, int startPlayer, const std::vector<int> &startBoxes,
                   const std::vector<BoxMove> &moves, SolverResult &result)
{
    std::vector<std::uint8_t> boxAt(static_cast<std::size_t>(board.cellCount()), 0);
    for (const int b : startBoxes) {
        boxAt[static_cast<std::size_t>(board.fromLevelCell(b))] = 1;
    }
    int player = board.fromLevelCell(startPlayer);
    for (const BoxMove &move : moves) {
        // One push or a tunnel: a straight line. A macro: the path found again, also when
        // its box ends in line with where it started but the player elsewhere.
        std::vector<int> directions;
        bool straight = move.direction >= 0;
        if (straight) {
            const int step = board.offset(move.direction);
            straight =
                walkable(board, boxAt, player, -1)[static_cast<std::size_t>(move.from - step)];
            for (int box = move.from; straight && box != move.to; box += step) {
                const int next = box + step;
                straight = directions.size() < 130 && board.isFloor(next) &&
                           !boxAt[static_cast<std::size_t>(next)];
                directions.push_back(move.direction);
            }
            if (straight) {
                boxAt[static_cast<std::size_t>(move.from)] = 0;
                boxAt[static_cast<std::size_t>(move.to)] = 1;
                straight = walkable(board, boxAt, move.to - step,
                                    -1)[static_cast<std::size_t>(move.player)] != 0;
                boxAt[static_cast<std::size_t>(move.to)] = 0;
                boxAt[static_cast<std::size_t>(move.from)] = 1;
            }
        }
        if (!straight) {
            boxAt[static_cast<std::size_t>(move.from)] = 0;
            auto path = boxPath(board, boxAt, move.from, player, move.to, move.player);
            boxAt[static_cast<std::size_t>(move.from)] = 1;
            if (!path) {
                return false;
            }
            directions = std::move(*path);
        }
        int box = move.from;
        for (const int d : directions) {
            const int next = box + board.offset(d);
            auto path = walk(board, boxAt, player, box - board.offset(d));
            if (!path || !boxAt[static_cast<std::size_t>(box)] || !board.isFloor(next) ||
                boxAt[static_cast<std::size_t>(next)]) {
                return false;
            }
            const auto direction = static_cast<Direction>(d);
            SolutionPush push;
            push.boxFrom = board.toLevelCell(box);
            push.boxTo = board.toLevelCell(next);
            push.direction = direction;
            push.lurd = std::move(*path);
            push.lurd.push_back(static_cast<char>(lurdLetter(direction) - 'a' + 'A'));
            result.solution += push.lurd;
            result.pushes.push_back(std::move(push));
            boxAt[static_cast<std::size_t>(box)] = 0;
            boxAt[static_cast<std::size_t>(next)] = 1;
            player = box;
            box = next;
        }
    }
    return true;
}

bool replaysWithTheRules(const Level &level, const std::string &lurd)
{
    std::optional<Game> game = Game::fromLevel(level);
    if (!game) {
        return false;
    }
    for (const char c : lurd) {
        const std::optional<Direction> d = directionFromLurd(c);
        if (!d) {
            return false;
        }
        const MoveResult r = game->move(*d);
        if (!r.moved() || (r.kind == MoveKind::Pushed) != (c >= 'A' && c <= 'Z')) {
            return false;
        }
    }
    return game->isSolved();
}

} // namespace tessera::sokoban::solver
