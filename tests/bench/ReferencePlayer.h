// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// nneonneo/2048-ai's player, loaded from its shared library (built from its source, not kept
// here: see docs/ai2048.md), for the 2048 benchmarks to set beside ours.

#include "common/Direction.h"

#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <fcntl.h>
#include <memory>
#include <optional>
#include <string>
#include <unistd.h>

namespace tessera::bench {

class ReferencePlayer
{
public:
    // Loads the library at `path` (its C interface: init_tables, find_best_move); `error` says
    // why when it cannot.
    static std::optional<ReferencePlayer> load(const std::string &path, std::string &error)
    {
        ReferencePlayer player;
        player.m_library.reset(dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL));
        if (!player.m_library) {
            error = "cannot load " + path + ": " + dlerror();
            return std::nullopt;
        }
        void *init = dlsym(player.m_library.get(), "init_tables");
        void *find = dlsym(player.m_library.get(), "find_best_move");
        if (!init || !find) {
            error = path + " has no init_tables or find_best_move";
            return std::nullopt;
        }
        reinterpret_cast<void (*)()>(init)();
        player.m_findBestMove = reinterpret_cast<int (*)(std::uint64_t)>(find);
        return player;
    }

    // Its move for a 4x4 board packed as ours (a cell's exponent in each 4 bits, row by row),
    // or nothing when it finds none. It prints what it sees on standard output: see
    // sendStandardOutputToNull(). Several threads may ask at once (each search keeps its own
    // state; the tables are read only).
    [[nodiscard]] std::optional<Direction> bestMove(std::uint64_t packed) const
    {
        // It numbers its moves up, down, left, right.
        constexpr Direction directions[] = {Direction::Up, Direction::Down, Direction::Left,
                                            Direction::Right};
        const int move = m_findBestMove(packed);
        if (move < 0 || move > 3)
            return std::nullopt;
        return directions[move];
    }

private:
    ReferencePlayer() = default;
    std::unique_ptr<void, int (*)(void *)> m_library{nullptr, &dlclose};
    int (*m_findBestMove)(std::uint64_t) = nullptr;
};

// Sends standard output to /dev/null from now on (the reference prints every board it sees) and
// returns a stream to what it was, for the benchmark's own figures; null, with `error`, when it
// cannot.
inline std::FILE *sendStandardOutputToNull(std::string &error)
{
    std::fflush(stdout);
    const int saved = dup(STDOUT_FILENO);
    const int null = open("/dev/null", O_WRONLY);
    std::FILE *out = saved < 0 ? nullptr : fdopen(saved, "w");
    if (!out || null < 0 || dup2(null, STDOUT_FILENO) < 0) {
        error = std::string("cannot send the reference's printing to /dev/null: ") +
                std::strerror(errno);
        return nullptr;
    }
    close(null);
    return out;
}

} // namespace tessera::bench
