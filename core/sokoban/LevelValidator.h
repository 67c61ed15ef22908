// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "sokoban/Level.h"
#include "sokoban/LevelProblem.h"
#include "sokoban/XsbReader.h"

#include <vector>

namespace tessera::sokoban {

// Whether a level can be played, and if not, everything that is wrong with it, each problem with
// the cells to highlight (the editor shows them all):
// - EmptyBoard: no cell at all, or a cell vector that does not match the size;
// - BoardTooLarge: over Level::maxSize in either direction;
// - ObjectOnWall: a goal, box or player on a wall;
// - NoPlayer, SeveralPlayers (cells: the players);
// - NoBoxes; BoxGoalMismatch, naming both counts (cells: boxes off goals and empty goals);
// - NotClosed: the player can walk off the board (a flood from the player through everything
//   but walls reaches the grid's edge or an Outside cell; cells: where it gets out);
// - UnreachableBox: a box off a goal that the player cannot get to, even pushing boxes aside
//   (cells: those boxes); UnreachableGoal: likewise an empty goal no box can be brought to.
// `number` (from 1), the title and `line` go into each problem so its message names the level.
std::vector<LevelProblem> validateLevel(const Level &level, int number = 0, int line = 0);

// Everything wrong with a file: its read errors (file-wide ones first) and, for each level, its
// syntax errors followed by validateLevel()'s problems (skipped for a board too large to read).
std::vector<LevelProblem> validateCollection(const LevelCollection &collection);

// The problems of level `number` (from 1) of a collection: syntax errors, then board problems.
std::vector<LevelProblem> problemsOfLevel(const LevelCollection &collection, int number);

} // namespace tessera::sokoban
