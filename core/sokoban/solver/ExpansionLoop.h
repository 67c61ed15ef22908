// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "Search.h"
#include "Solver.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <new>
#include <optional>
#include <variant>

namespace tessera::sokoban::solver {

// The position a search expands next, or why it stops before expanding one (Unsolvable when
// its open list is empty, MemoryLimit when its budget is spent).
using NextPosition = std::variant<std::uint32_t, SolverStatus>;

// The loop of a search's step(), the forward and the backward search alike: up to `expansions`
// positions, each taken with `next()` and expanded with `expand(id)`, whose result is an enum
// with Continue, Solved and OutOfMemory. Before each one it stops at the control's cancel flag
// or deadline. A full store (OutOfMemory) or std::bad_alloc anywhere is MemoryLimit; nothing
// when all `expansions` were made and the search goes on.
template <typename Next, typename Expand>
[[nodiscard]] std::optional<SolverStatus>
runExpansions(const SearchControl &control, int expansions, Next &&next, Expand &&expand)
{
    using Step = decltype(expand(std::uint32_t{}));
    try {
        for (int i = 0; i < expansions; ++i) {
            if (control.cancel && control.cancel->load(std::memory_order_relaxed)) {
                return SolverStatus::Cancelled;
            }
            // A clock read costs far less than an expansion, even on the smallest level.
            if (control.deadline && std::chrono::steady_clock::now() >= *control.deadline) {
                return SolverStatus::TimedOut;
            }
            const NextPosition position = next();
            if (const SolverStatus *stop = std::get_if<SolverStatus>(&position)) {
                return *stop;
            }
            switch (expand(std::get<std::uint32_t>(position))) {
            case Step::Continue:
                break;
            case Step::Solved:
                return SolverStatus::Solved;
            case Step::OutOfMemory:
                return SolverStatus::MemoryLimit;
            }
        }
    } catch (const std::bad_alloc &) {
        return SolverStatus::MemoryLimit;
    }
    return std::nullopt;
}

} // namespace tessera::sokoban::solver
