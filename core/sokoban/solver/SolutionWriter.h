// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "Search.h"
#include "Solver.h"
#include "SolverBoard.h"
#include "sokoban/Level.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace tessera::sokoban::solver {

// The move that takes boxes `before` to boxes `after` (padded cells, sorted, one box apart),
// the player then normalised on `player`. Its direction is the line from `from` to `to` over
// floor when there is one (a push, or a tunnel's pushes), else -1: writeSolution() finds the
// pushes again.
[[nodiscard]] BoxMove boxMoveBetween(const Board &board, const std::vector<std::uint16_t> &before,
                                     const std::vector<std::uint16_t> &after, int player);

// The box moves between node `id` of `store` and the store's root, each where a node's boxes
// and its parent's differ. Pushes (`pulls` false): the root is the start, the moves lead from it
// to `id`, the player after each where the child has it. Pulls: the root is the solved position
// and `id` the start; each pull undone is a push towards the root, the player after it where
// the parent has it.
template <typename NodeT>
[[nodiscard]] std::vector<BoxMove>
movesAlongParents(const Board &board, const NodeStoreOf<NodeT> &store, std::uint32_t id, bool pulls)
{
    std::vector<BoxMove> moves;
    std::vector<std::uint16_t> boxes(static_cast<std::size_t>(store.boxCount()));
    std::vector<std::uint16_t> parentBoxes(boxes.size());
    for (std::uint32_t at = id; store.node(at).parent != NodeT::noParent;
         at = store.node(at).parent) {
        const std::uint32_t parent = store.node(at).parent;
        store.boxes(at, boxes.data());
        store.boxes(parent, parentBoxes.data());
        moves.push_back(pulls ? boxMoveBetween(board, boxes, parentBoxes, store.node(parent).player)
                              : boxMoveBetween(board, parentBoxes, boxes, store.node(at).player));
    }
    if (!pulls) {
        std::reverse(moves.begin(), moves.end());
    }
    return moves;
}

// Turns box moves (padded cells) into the player's steps: the whole LURD in result.solution and
// the pushes one by one in result.pushes, appended. The start is in level cells. Each walk is a
// shortest one. False when a move cannot be played.
bool writeSolution(const Board &board, int startPlayer, const std::vector<int> &startBoxes,
                   const std::vector<BoxMove> &moves, SolverResult &result);

// The solution played by the rules engine from the level's position: every letter a legal
// step (a push exactly where it says one), and all boxes on goals at the end.
bool replaysWithTheRules(const Level &level, const std::string &lurd);

} // namespace tessera::sokoban::solver
