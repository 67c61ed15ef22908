// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// How fast the 2048 AI chooses a move, on the positions of real games, beside another player's
// search on the same positions:
//
//   bench_2048_ai_speed POSITIONS [--runs R] [--threads T] [--cutoff P] [--node-budget N]
//                       [--deeper-from TILE] [--deeper-from-sum SUM] [--deeper-budget N]
//                       [--deep-width W] [--against-deeper N] [--reference LIB]
//
// POSITIONS holds one 4x4 board text per line ("2 4 0 0/..."), as `bench_2048_ai --record`
// writes them from the games it plays. Each run asks for the best move of every position in
// order with one Expectimax (as autoplay does) and prints the moves per second; the median of
// the runs is the figure. --reference LIB loads a shared library with nneonneo/2048-ai's C
// interface (init_tables, find_best_move: build it from its source, see docs/ai2048.md)
// and times it on the same positions, one after the other on the same machine; its printing
// goes to /dev/null. Positions are grouped by their largest tile, where the work grows.
// --against-deeper N also asks a search N moves deeper than the automatic depth, with every
// move searched and the 1e-4 cut-off, for each position, and prints how often ours chose its
// move and what ours lost by its values: a measure of the choices, beside the speed.

#include "ReferencePlayer.h"
#include "WholeNumber.h"
#include "common/RegularFile.h"
#include "game2048/BoardText.h"
#include "game2048/ai/Expectimax.h"
#include "game2048/ai/PackedBoard.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <map>
#include <string>
#include <variant>
#include <vector>

using namespace tessera::game2048;

namespace {

[[noreturn]] void usage(const std::string &message)
{
    std::fprintf(stderr, "bench_2048_ai_speed: %s\n", message.c_str());
    std::fprintf(stderr, "usage: bench_2048_ai_speed POSITIONS [--runs R] [--threads T] "
                         "[--cutoff P] [--node-budget N] [--deeper-from TILE] [--deeper-from-sum "
                         "SUM] [--deeper-budget N] [--deep-width W] [--against-deeper N] "
                         "[--reference LIB]\n");
    std::exit(2);
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

// Seconds per position, for every position, one run.
using Timings = std::vector<double>;

Timings timeEach(std::size_t count, const std::function<void(std::size_t)> &decide)
{
    Timings seconds(count);
    for (std::size_t i = 0; i < count; ++i) {
        const auto start = std::chrono::steady_clock::now();
        decide(i);
        seconds[i] =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    }
    return seconds;
}

// Each position's move by `options` beside the move of a search `extra` moves deeper than the
// automatic depth (every move searched, the 1e-4 cut-off; a fixed depth has no budget): how
// often they agree, and what ours gives up by the deeper search's values (its best move's value
// less that of ours, over its best's, summed over the positions).
void compareWithDeeper(const std::vector<Board> &boards, const AiOptions &options, int extra)
{
    AiOptions deeper;
    deeper.probabilityCutoff = 1e-4;
    deeper.deepMoveWidth = 0;
    deeper.threads = options.threads;
    Expectimax ours;
    Expectimax reference;
    int same = 0;
    double lost = 0;
    std::uint64_t nodes = 0;
    for (const Board &board : boards) {
        const std::optional<tessera::Direction> mine = ours.analyse(board, options).best;
        deeper.depth = std::min(automaticDepth(board) + extra, maxSearchDepth);
        const MoveAnalysis theirs = reference.analyse(board, deeper);
        nodes += theirs.nodes;
        if (theirs.best == mine) {
            ++same;
        } else if (theirs.best && mine) {
            const double best = *theirs.values[static_cast<std::size_t>(*theirs.best)];
            lost += (best - *theirs.values[static_cast<std::size_t>(*mine)]) / std::abs(best);
        }
    }
    std::printf("against a search %d moves deeper (%.2f M positions a move): the same move in %d "
                "of %zu positions, values lost %.5f\n",
                extra, static_cast<double>(nodes) * 1e-6 / static_cast<double>(boards.size()), same,
                boards.size(), lost);
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 2)
        usage("no positions file");
    const std::string positionsPath = argv[1];
    int runs = 3;
    AiOptions options;
    std::string referencePath;
    int againstDeeper = 0;
    for (int i = 2; i < argc; ++i) {
        const std::string arg = argv[i];
        if (i + 1 >= argc)
            usage("missing value after " + arg);
        const char *value = argv[++i];
        if (arg == "--runs")
            runs = std::atoi(value);
        else if (arg == "--threads")
            options.threads = std::atoi(value);
        else if (arg == "--cutoff")
            options.probabilityCutoff = std::atof(value);
        else if (arg == "--node-budget") {
            const std::optional<long long> budget = tessera::bench::wholeNumber(value);
            if (!budget || *budget < 1)
                usage("--node-budget takes a number of positions, 1 or more");
            options.nodeBudget = static_cast<std::uint64_t>(*budget);
        } else if (arg == "--deeper-from") {
            options.deeperFromTile = tessera::bench::tileNumber(value).value_or(0);
            if (options.deeperFromTile == 0)
                usage("--deeper-from takes a tile, a power of two from 4 to 2^30");
        } else if (arg == "--deeper-budget") {
            const std::optional<long long> budget = tessera::bench::wholeNumber(value);
            if (!budget || *budget < 1)
                usage("--deeper-budget takes a number of positions, 1 or more");
            options.deeperNodeBudget = static_cast<std::uint64_t>(*budget);
        } else if (arg == "--deeper-from-sum") {
            const std::optional<long long> sum = tessera::bench::wholeNumber(value);
            if (!sum || *sum < 1)
                usage("--deeper-from-sum takes the tiles' sum, 1 or more");
            options.deeperFromSum = *sum;
        } else if (arg == "--deep-width") {
            const std::optional<long long> width = tessera::bench::wholeNumber(value);
            if (!width || *width > 4)
                usage("--deep-width takes the moves searched, 0 (all) to 4");
            options.deepMoveWidth = static_cast<int>(*width);
        } else if (arg == "--against-deeper") {
            const std::optional<long long> extra = tessera::bench::wholeNumber(value);
            if (!extra || *extra < 1 || *extra > maxSearchDepth)
                usage("--against-deeper takes the moves deeper, 1 or more");
            againstDeeper = static_cast<int>(*extra);
        } else if (arg == "--reference")
            referencePath = value;
        else
            usage("unknown option " + arg);
    }
    if (runs < 1 || options.threads < 1 || options.threads > maxSearchThreads)
        usage("bad --runs or --threads");

    if (const auto notRegular = tessera::files::checkRegularFile(positionsPath))
        usage("cannot read " + positionsPath + ": " + tessera::files::describe(*notRegular));
    std::vector<Board> boards;
    std::ifstream in(positionsPath);
    if (!in)
        usage("cannot read " + positionsPath);
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        if (line.empty())
            continue;
        auto parsed = parseBoard(line);
        if (const auto *error = std::get_if<ParseError>(&parsed))
            usage(positionsPath + ":" + std::to_string(number) + ": " + error->message);
        const Board &board = std::get<Board>(parsed);
        if (!packBoard(board))
            usage(positionsPath + ":" + std::to_string(number) + ": not a 4x4 board up to 32768");
        boards.push_back(board);
    }
    if (boards.empty())
        usage(positionsPath + " holds no position");

    std::printf("2048 AI speed: %zu positions from %s, %d runs, %d threads, cutoff %g, node "
                "budget %llu (0: default), a move deeper from %lld or from a sum of %lld (0: "
                "never) with a budget of %llu (0: the same), deep move width %d (0: all)\n",
                boards.size(), positionsPath.c_str(), runs, options.threads,
                options.probabilityCutoff, static_cast<unsigned long long>(options.nodeBudget),
                static_cast<long long>(options.deeperFromTile),
                static_cast<long long>(options.deeperFromSum),
                static_cast<unsigned long long>(options.deeperNodeBudget), options.deepMoveWidth);
    std::fflush(stdout);

    std::vector<Timings> ours;
    std::uint64_t nodes = 0;
    double depths = 0;
    int shallower = 0; // searches the node budget cut below startingDepth()
    std::vector<std::optional<tessera::Direction>> ourMoves(boards.size());
    for (int r = 0; r < runs; ++r) {
        Expectimax ai;
        nodes = 0;
        depths = 0;
        shallower = 0;
        ours.push_back(timeEach(boards.size(), [&](std::size_t i) {
            const MoveAnalysis analysis = ai.analyse(boards[i], options);
            ourMoves[i] = analysis.best;
            nodes += analysis.nodes;
            depths += analysis.depth;
            if (analysis.depth < startingDepth(boards[i], options))
                ++shallower;
        }));
    }
    std::printf("ours: %.2f M positions visited and depth %.2f per move on average; %d of %zu "
                "searches cut shorter by the node budget\n",
                static_cast<double>(nodes) * 1e-6 / static_cast<double>(boards.size()),
                depths / static_cast<double>(boards.size()), shallower, boards.size());
    if (againstDeeper > 0)
        compareWithDeeper(boards, options, againstDeeper);
    std::vector<Timings> theirs;
    std::FILE *out = stdout; // the figures; the reference's printing goes to /dev/null
    if (!referencePath.empty()) {
        std::string error;
        const std::optional<tessera::bench::ReferencePlayer> reference =
            tessera::bench::ReferencePlayer::load(referencePath, error);
        if (!reference)
            usage(error);
        out = tessera::bench::sendStandardOutputToNull(error);
        if (!out)
            usage(error);
        std::vector<std::optional<tessera::Direction>> referenceMoves(boards.size());
        for (int r = 0; r < runs; ++r) {
            theirs.push_back(timeEach(boards.size(), [&](std::size_t i) {
                referenceMoves[i] = reference->bestMove(*packBoard(boards[i]));
            }));
        }
        std::size_t same = 0;
        for (std::size_t i = 0; i < boards.size(); ++i)
            same += referenceMoves[i] == ourMoves[i];
        std::fprintf(out, "the reference chose the same move as ours in %zu of %zu positions\n",
                     same, boards.size());
    }

    // Per largest tile, then all: the median over runs of the total time.
    std::map<int, std::vector<std::size_t>> byTile;
    for (std::size_t i = 0; i < boards.size(); ++i)
        byTile[boards[i].highestExponent()].push_back(i);
    byTile[99]; // all
    const auto rate = [&](const std::vector<Timings> &all, const std::vector<std::size_t> &which) {
        std::vector<double> totals;
        for (const Timings &t : all) {
            double total = 0;
            for (const std::size_t i : which)
                total += t[i];
            totals.push_back(total);
        }
        return static_cast<double>(which.size()) / std::max(median(totals), 1e-12);
    };
    std::vector<std::size_t> every(boards.size());
    for (std::size_t i = 0; i < every.size(); ++i)
        every[i] = i;
    std::fprintf(out, "%-12s %9s %14s %14s %7s\n", "largest tile", "positions", "ours (moves/s)",
                 theirs.empty() ? "" : "ref (moves/s)", theirs.empty() ? "" : "ratio");
    for (const auto &[exponent, which] : byTile) {
        const std::vector<std::size_t> &set = exponent == 99 ? every : which;
        const std::string label =
            exponent == 99 ? std::string("all") : std::to_string(tileValue(exponent));
        const double our = rate(ours, set);
        if (theirs.empty()) {
            std::fprintf(out, "%-12s %9zu %14.1f\n", label.c_str(), set.size(), our);
        } else {
            const double ref = rate(theirs, set);
            std::fprintf(out, "%-12s %9zu %14.1f %14.1f %7.2f\n", label.c_str(), set.size(), our,
                         ref, our / ref);
        }
    }
    return 0;
}
