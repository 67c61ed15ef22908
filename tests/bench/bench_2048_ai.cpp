// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// Plays seeded games of 2048 with the AI to the end (or to --stop-at's tile, --stop-at-sum's sum)
// and prints one line per game and a summary: how many games reached 2048, 4096, 8192, 16384 and
// 32768, and the median moves per second.
//
//   bench_2048_ai [--games N] [--seed S] [--depth D] [--cutoff P] [--size RxC]
//                 [--max-moves M] [--jobs J] [--threads T] [--record FILE [--every K]]
//                 [--weights W] [--stop-at TILE] [--stop-at-sum SUM] [--save FILE]
//                 [--save-at TILE] [--from FILE] [--node-budget N] [--deeper-from TILE]
//                 [--deeper-from-sum SUM] [--deeper-budget N] [--deep-width W]
//
// Defaults: 20 games of 4x4 with seeds 1..20, automatic depth, one thread per search, one game
// at a time. Game i uses seed S+i, as `tessera-cli 2048 autoplay` does, so a game played with
// one thread can be replayed there (the split of a search over threads shapes its answer).
// Per game: the max tile, score, moves, moves per second by the wall clock and by CPU time
// (which does not count time the machine spent on other work; with one game at a time it is
// the whole process's, the search's helper threads included, so with --threads 2 it is moves
// per CPU second, not comparable to one thread's; "n/a" with several games and threads at
// once), and the depths searched. With --jobs 2 two games run at once. --record writes the
// first position of each game and every K-th (10 by default) after it that the AI was asked
// about, one board text per line, a game's positions together in the order the games end:
// bench_2048_ai_speed times searches on them. --weights plays with other evaluation weights
// (eight numbers, as tune_2048_weights prints them, or seven without smoothness) than the
// defaults.
//
// A stretch of a game alone: --stop-at TILE ends each game once it first holds TILE (--stop-at-sum
// SUM once its tiles add up to SUM: a move adds 2 or 4 to the sum, a merge none), and --save
// writes where each game that got there stopped, one line each ("BOARD | score | random W W W W
// | moves N | seed S": its generator's state, moves so far and seed; without either, where
// every game ended), to FILE.part as each game ends (what a run stopped half-way played), written
// again in seed order and renamed to FILE at the end. --from FILE starts game i from
// line i of such a file: a saved line resumes its own game, generator, seed and all, so that a
// game stopped and resumed is the game played without stopping (the search keeps nothing from
// one move to the next that changes its answer; --max-moves counts this run's moves). With more
// games than lines, the lines' boards are played again as new games with seed S+i, as is a line
// of a board and score alone. "reached" then counts the games that started below the tile.
// --save-at TILE writes, instead of where a game ended, where it first held TILE, and plays on:
// one run then gives a candidate's whole games and the stretches from TILE on to play others.
// Playing to 16384 once and saving, a candidate then plays only the 16384 -> 32768 stretch,
// where strong players differ, not the moves before it again. --deeper-from TILE searches a
// move deeper from TILE on (AiOptions::deeperFromTile), --deeper-from-sum SUM from a board whose
// tiles add up to SUM (AiOptions::deeperFromSum), --deeper-budget N gives those deeper searches
// their own node budget (AiOptions::deeperNodeBudget); --node-budget N sets the budget of the
// automatic depth's search (AiOptions::nodeBudget); --deep-width W searches at most W moves at
// max nodes from the third move on (AiOptions::deepMoveWidth). --reference LIB plays the games
// with nneonneo/2048-ai's player instead (its shared library, built from its source: see
// docs/ai2048.md; 4x4 only, its printing sent to /dev/null), on the same seeds and saved
// stretches, so that both players' strength is measured on the same games.

#include "ReferencePlayer.h"
#include "WeightsText.h"
#include "WholeNumber.h"
#include "game2048/BoardText.h"
#include "game2048/Game.h"
#include "game2048/ai/Autoplay.h"
#include "game2048/ai/PackedBoard.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

using namespace tessera::game2048;
using tessera::bench::wholeNumber;

namespace {

// Where a game starts with --from: a board and the score it had there, and, from --save, the
// game it came from: its generator's state, its moves so far and its seed.
struct StartingPoint
{
    Board board;
    std::int64_t score = 0;
    std::optional<Random> random;
    long long moves = 0;
    std::uint64_t seed = 0;
};

// "random W W W W | moves N | seed S" after the score: the rest of a line --save wrote. An
// empty string when it reads, or what is wrong.
[[nodiscard]] std::string readGameOrigin(std::string_view text, StartingPoint &point)
{
    const auto field = [&text](std::string_view key) -> std::optional<std::string_view> {
        const std::size_t bar = text.find('|');
        std::string_view part = text.substr(0, bar);
        text = bar == std::string_view::npos ? std::string_view() : text.substr(bar + 1);
        part.remove_prefix(std::min(part.find_first_not_of(" \t"), part.size()));
        if (part.substr(0, key.size()) != key)
            return std::nullopt;
        part.remove_prefix(key.size());
        part = part.substr(0, part.find_last_not_of(" \t\r") + 1);
        return part;
    };
    const std::optional<std::string_view> random = field("random ");
    if (!random)
        return "\"random W W W W\" expected after the score";
    auto state = parseRandomState(*random);
    if (const auto *error = std::get_if<std::string>(&state))
        return *error;
    const std::optional<std::string_view> moves = field("moves ");
    const std::optional<long long> movesValue = moves ? wholeNumber(*moves) : std::nullopt;
    const std::optional<std::string_view> seed = field("seed ");
    const std::optional<std::uint64_t> seedValue =
        seed ? wholeNumber<std::uint64_t>(*seed) : std::nullopt;
    if (!movesValue || !seedValue || !text.empty())
        return "\"| moves N | seed S\" (whole numbers) expected after the random state";
    point.random = std::get<Random>(state);
    point.moves = *movesValue;
    point.seed = *seedValue;
    return {};
}

// A line of --save's file: the game's board and score, then its origin (generator, moves made in
// all, seed), which --from reads to resume that very game.
std::string savedGameLine(const Game &game, long long moves, std::uint64_t seed)
{
    return formatBoard(game.board()) + " | " + std::to_string(game.score()) + " | random " +
           formatRandomState(game.random()) + " | moves " + std::to_string(moves) + " | seed " +
           std::to_string(seed) + '\n';
}

// Lines "BOARD | score" (the score may be left out: 0), as --save writes them; with the game's
// origin after them, as --save writes too, a line resumes that very game.
std::vector<StartingPoint> readStartingPoints(const std::string &path, std::string &error)
{
    std::ifstream in(path);
    if (!in) {
        error = "cannot read " + path;
        return {};
    }
    std::vector<StartingPoint> points;
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        if (line.find_first_not_of(" \t\r") == std::string::npos)
            continue;
        const std::string where = path + ":" + std::to_string(number) + ": ";
        const std::size_t bar = line.find('|');
        const std::string boardText = line.substr(0, bar);
        StartingPoint point;
        if (bar != std::string::npos) {
            const std::size_t originBar = line.find('|', bar + 1);
            const std::optional<long long> value =
                wholeNumber(std::string_view(line).substr(bar + 1, originBar - bar - 1));
            if (!value) {
                error = where + "the score after '|' is not a whole number of 0 or more";
                return {};
            }
            point.score = *value;
            if (originBar != std::string::npos) {
                const std::string wrong =
                    readGameOrigin(std::string_view(line).substr(originBar + 1), point);
                if (!wrong.empty()) {
                    error = where + wrong;
                    return {};
                }
            }
        }
        auto parsed = parseBoard(boardText.substr(0, boardText.find('\r')));
        if (const auto *e = std::get_if<ParseError>(&parsed)) {
            error = where + e->message;
            return {};
        }
        point.board = std::get<Board>(parsed);
        points.push_back(std::move(point));
    }
    if (points.empty())
        error = path + ": no board in it";
    return points;
}

struct GameFigures
{
    std::uint64_t seed = 0;
    std::int64_t maxTile = 0;
    bool stopped = false; // by --stop-at or --stop-at-sum
    std::int64_t score = 0;
    int moves = 0;
    double seconds = 0;
    double cpuSeconds = 0;
    std::int64_t startTile = 0; // the highest tile it started with
    long long movesBefore = 0;  // made before --from's board, when it resumes a saved game
    double depthSum = 0;        // over the moves
    int maxDepth = 0;
    std::uint64_t nodes = 0;
    // The line --save writes for it (board, score, generator, moves, seed): where it first
    // held --save-at's tile, or else where it stopped; empty when it has no stretch to save.
    std::string saved;
};

double cpuSeconds(clockid_t clock)
{
    timespec ts{};
    clock_gettime(clock, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

std::string oneDecimal(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.1f", value);
    return text;
}

// Plays `game` with the reference player while `goesOn` holds (and at most maxMoves moves when
// above 0), keeping going after a 2048 as autoplay does.
template <typename GoesOn>
AutoplayResult playReference(const tessera::bench::ReferencePlayer &reference, Game &game,
                             int maxMoves, const GoesOn &goesOn)
{
    AutoplayResult result;
    while (!game.isOver() && goesOn(game)) {
        if (maxMoves > 0 && result.moves >= maxMoves) {
            result.end = AutoplayEnd::MoveLimit;
            return result;
        }
        if (game.winPending())
            game.keepGoing();
        const std::optional<PackedBoard> packed = packBoard(game.board());
        if (!packed)
            break; // a tile past 32768: its board cannot hold it
        const std::optional<tessera::Direction> move = reference.bestMove(*packed);
        if (!move || !game.move(*move).moved)
            break; // it found no move that changes the board: the game is over for it
        ++result.moves;
    }
    result.end = game.isOver() ? AutoplayEnd::GameOver : AutoplayEnd::Stopped;
    return result;
}

[[noreturn]] void usage(const char *message)
{
    std::fprintf(stderr, "bench_2048_ai: %s\n", message);
    std::fprintf(stderr, "usage: bench_2048_ai [--games N] [--seed S] [--depth D] [--cutoff P] "
                         "[--size RxC] [--max-moves M] [--jobs J] [--threads T] "
                         "[--record FILE [--every K]] [--weights W] [--stop-at TILE] "
                         "[--stop-at-sum SUM] [--save FILE] [--save-at TILE] [--from FILE] "
                         "[--node-budget N] [--deeper-from TILE] [--deeper-from-sum SUM] "
                         "[--deeper-budget N] [--deep-width W] [--reference LIB]\n");
    std::exit(2);
}

} // namespace

int main(int argc, char **argv)
{
    int games = 20;
    std::uint64_t seed = 1;
    AutoplayOptions options;
    int rows = 4;
    int cols = 4;
    int jobs = 1;
    std::string recordPath;
    int every = 10;
    std::int64_t stopAt = 0;
    std::int64_t stopAtSum = 0;
    std::int64_t saveAt = 0;
    std::string savePath;
    std::string fromPath;
    std::string referencePath;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (i + 1 >= argc)
            usage(("missing value after " + arg).c_str());
        const char *value = argv[++i];
        if (arg == "--games")
            games = std::atoi(value);
        else if (arg == "--seed")
            seed = std::strtoull(value, nullptr, 10);
        else if (arg == "--depth")
            options.ai.depth = std::strcmp(value, "auto") == 0 ? autoDepth : std::atoi(value);
        else if (arg == "--cutoff") {
            options.ai.probabilityCutoff = std::atof(value);
            if (!(options.ai.probabilityCutoff >= 0.0 && options.ai.probabilityCutoff <= 1.0))
                usage("--cutoff takes a probability, 0 to 1");
        } else if (arg == "--max-moves")
            options.maxMoves = std::atoi(value);
        else if (arg == "--jobs")
            jobs = std::atoi(value);
        else if (arg == "--record")
            recordPath = value;
        else if (arg == "--every")
            every = std::atoi(value);
        else if (arg == "--stop-at") {
            stopAt = tessera::bench::tileNumber(value).value_or(0);
            if (stopAt == 0)
                usage("--stop-at takes a tile, a power of two from 4 to 2^30");
        } else if (arg == "--stop-at-sum") {
            const std::optional<long long> sum = wholeNumber(value);
            if (!sum || *sum < 1)
                usage("--stop-at-sum takes the tiles' sum, 1 or more");
            stopAtSum = *sum;
        } else if (arg == "--save")
            savePath = value;
        else if (arg == "--save-at") {
            saveAt = tessera::bench::tileNumber(value).value_or(0);
            if (saveAt == 0)
                usage("--save-at takes a tile, a power of two from 4 to 2^30");
        } else if (arg == "--from")
            fromPath = value;
        else if (arg == "--node-budget") {
            const std::optional<long long> budget = wholeNumber(value);
            if (!budget || *budget < 1)
                usage("--node-budget takes a number of positions, 1 or more");
            options.ai.nodeBudget = static_cast<std::uint64_t>(*budget);
        } else if (arg == "--deeper-from") {
            options.ai.deeperFromTile = tessera::bench::tileNumber(value).value_or(0);
            if (options.ai.deeperFromTile == 0)
                usage("--deeper-from takes a tile, a power of two from 4 to 2^30");
        } else if (arg == "--deeper-budget") {
            const std::optional<long long> budget = wholeNumber(value);
            if (!budget || *budget < 1)
                usage("--deeper-budget takes a number of positions, 1 or more");
            options.ai.deeperNodeBudget = static_cast<std::uint64_t>(*budget);
        } else if (arg == "--deep-width") {
            const std::optional<long long> width = wholeNumber(value);
            if (!width || *width > 4)
                usage("--deep-width takes the moves searched, 0 (all) to 4");
            options.ai.deepMoveWidth = static_cast<int>(*width);
        } else if (arg == "--deeper-from-sum") {
            const std::optional<long long> sum = wholeNumber(value);
            if (!sum || *sum < 1)
                usage("--deeper-from-sum takes the tiles' sum, 1 or more");
            options.ai.deeperFromSum = *sum;
        } else if (arg == "--threads")
            options.ai.threads = std::atoi(value);
        else if (arg == "--weights") {
            const std::optional<EvaluationWeights> weights = parseWeights(value);
            if (!weights)
                usage("--weights takes seven or eight numbers separated by commas");
            options.ai.weights = *weights;
        } else if (arg == "--reference") {
            referencePath = value;
        } else if (arg == "--size") {
            if (std::sscanf(value, "%dx%d", &rows, &cols) != 2)
                usage("--size takes RxC, e.g. 4x4");
        } else
            usage(("unknown option " + arg).c_str());
    }
    if (games < 1 || jobs < 1 || options.ai.threads < 1 || options.ai.threads > maxSearchThreads ||
        !Board::empty(rows, cols))
        usage("bad --games, --jobs, --threads or --size");
    if (every < 1)
        usage("bad --every");
    if (saveAt > 0 && savePath.empty())
        usage("--save-at writes to --save's file: give both");
    // nneonneo's player instead of ours: its printing goes to /dev/null, the figures to `out`.
    std::optional<tessera::bench::ReferencePlayer> reference;
    std::FILE *out = stdout;
    if (!referencePath.empty()) {
        if (rows != 4 || cols != 4)
            usage("--reference plays 4x4 boards only");
        std::string error;
        reference = tessera::bench::ReferencePlayer::load(referencePath, error);
        out = reference ? tessera::bench::sendStandardOutputToNull(error) : nullptr;
        if (!out)
            usage(error.c_str());
    }
    // Read before any file is written: --save may name the --from file.
    std::vector<StartingPoint> startingPoints;
    if (!fromPath.empty()) {
        std::string error;
        startingPoints = readStartingPoints(fromPath, error);
        if (startingPoints.empty())
            usage(error.c_str());
        for (const StartingPoint &point : startingPoints) {
            if (point.board.rows() != rows || point.board.cols() != cols)
                usage((fromPath + ": a board of another size than --size").c_str());
        }
    }
    const std::unique_ptr<std::FILE, int (*)(std::FILE *)> recordFile(
        recordPath.empty() ? nullptr : std::fopen(recordPath.c_str(), "w"), &std::fclose);
    std::FILE *const record = recordFile.get();
    if (!recordPath.empty() && !record)
        usage(("cannot write " + recordPath).c_str());
    const std::string savePart = savePath + ".part";
    std::unique_ptr<std::FILE, int (*)(std::FILE *)> saveFile(
        savePath.empty() ? nullptr : std::fopen(savePart.c_str(), "w"), &std::fclose);
    if (!savePath.empty() && !saveFile)
        usage(("cannot write " + savePart).c_str());

    const auto resumed = std::count_if(
        startingPoints.begin(),
        startingPoints.begin() + static_cast<std::ptrdiff_t>(std::min(
                                     startingPoints.size(), static_cast<std::size_t>(games))),
        [](const StartingPoint &point) { return point.random.has_value(); });
    std::fprintf(
        out,
        "2048 AI: %d games of %dx%d, seeds %llu..%llu, depth %s, cutoff %g, %d at once, "
        "%d threads per search, weights %s%s%s%s%s%s%s%s%s\n",
        games, rows, cols, static_cast<unsigned long long>(seed),
        static_cast<unsigned long long>(seed + static_cast<std::uint64_t>(games) - 1),
        options.ai.depth == autoDepth ? "auto" : std::to_string(options.ai.depth).c_str(),
        options.ai.probabilityCutoff, jobs, options.ai.threads,
        formatWeights(options.ai.weights).c_str(),
        fromPath.empty()
            ? ""
            : (", from " + fromPath + " (" + std::to_string(startingPoints.size()) + " boards, " +
               std::to_string(resumed) + " of them saved games going on with their own seeds)")
                  .c_str(),
        stopAt > 0 ? (", stopping at " + std::to_string(stopAt)).c_str() : "",
        stopAtSum > 0 ? (", stopping at a sum of " + std::to_string(stopAtSum)).c_str() : "",
        options.ai.nodeBudget > 0
            ? (", node budget " + std::to_string(options.ai.nodeBudget)).c_str()
            : "",
        options.ai.deeperFromTile > 0
            ? (", a move deeper from " + std::to_string(options.ai.deeperFromTile)).c_str()
            : "",
        options.ai.deeperFromSum > 0
            ? (", a move deeper from a sum of " + std::to_string(options.ai.deeperFromSum)).c_str()
            : "",
        options.ai.deeperNodeBudget > 0
            ? (", deeper searches' budget " + std::to_string(options.ai.deeperNodeBudget)).c_str()
            : "",
        options.ai.deepMoveWidth > 0
            ? (", " + std::to_string(options.ai.deepMoveWidth) + " moves a deep max node").c_str()
            : "");
    if (reference)
        std::fprintf(out,
                     "played by the reference, %s (the search settings above and each "
                     "game's depth and positions are ours: unused)\n",
                     referencePath.c_str());
    std::fflush(out);

    std::vector<GameFigures> figures(static_cast<std::size_t>(games));
    std::atomic<int> next{0};
    std::mutex printing;
    // A game's CPU time is its thread's, or the process's when it plays alone (its search's
    // helpers counted); several games at once with helpers each have none to give.
    const bool cpuKnown = jobs == 1 || options.ai.threads == 1;
    const clockid_t clock = jobs == 1 ? CLOCK_PROCESS_CPUTIME_ID : CLOCK_THREAD_CPUTIME_ID;
    const auto worker = [&] {
        for (int i = next++; i < games; i = next++) {
            GameFigures &f = figures[static_cast<std::size_t>(i)];
            f.seed = seed + static_cast<std::uint64_t>(i);
            Game game = startingPoints.empty() ? *Game::create(rows, cols, f.seed) : [&] {
                const auto line = static_cast<std::size_t>(i) % startingPoints.size();
                const StartingPoint &point = startingPoints[line];
                // A saved game goes on as it stood, once: the search keeps nothing between
                // moves that changes its answer, so it is the game played without stopping
                // (with --max-moves counting this run's moves). Its board again, or a line of
                // a board alone, starts a new game there with seed S+i.
                if (!point.random || line != static_cast<std::size_t>(i))
                    return Game::fromBoard(point.board, f.seed, point.score);
                f.seed = point.seed;
                f.movesBefore = point.moves;
                return Game::fromBoard(point.board, *point.random, point.score);
            }();
            f.startTile = tileValue(game.board().highestExponent());
            const auto noteFirstAt = [&](const Game &g, long long moves) {
                if (saveAt > 0 && f.saved.empty() &&
                    tileValue(g.board().highestExponent()) >= saveAt)
                    f.saved = savedGameLine(g, f.movesBefore + moves, f.seed);
            };
            noteFirstAt(game, 0);
            const auto goesOn = [&](const Game &g) {
                return (stopAt == 0 || tileValue(g.board().highestExponent()) < stopAt) &&
                       (stopAtSum == 0 || tileSum(g.board()) < stopAtSum);
            };
            const auto start = std::chrono::steady_clock::now();
            const double cpuStart = cpuSeconds(clock);
            std::string positions;
            AutoplayResult result;
            if (goesOn(game)) {
                if (record)
                    positions += formatBoard(game.board()) + '\n';
                if (reference) {
                    long long movesMade = 0; // playReference asks once before each move
                    result = playReference(*reference, game, options.maxMoves, [&](const Game &g) {
                        noteFirstAt(g, movesMade++);
                        return goesOn(g);
                    });
                } else {
                    result = autoplay(game, options, [&](const AutoplayStep &step) {
                        const bool next = goesOn(step.game);
                        noteFirstAt(step.game, step.number);
                        // Not the position after the last move: the AI is never asked about it.
                        if (record && next && step.number % every == 0 && !step.game.isOver() &&
                            step.number != options.maxMoves)
                            positions += formatBoard(step.game.board()) + '\n';
                        f.depthSum += step.analysis.depth;
                        f.maxDepth = std::max(f.maxDepth, step.analysis.depth);
                        f.nodes += step.analysis.nodes;
                        return next;
                    });
                }
            }
            f.cpuSeconds = cpuKnown ? cpuSeconds(clock) - cpuStart : 0.0;
            f.seconds =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            f.moves = result.moves;
            f.maxTile = tileValue(game.board().highestExponent());
            f.stopped = !goesOn(game);
            f.score = game.score();
            const std::lock_guard<std::mutex> lock(printing);
            if (record) { // whole games in the file at every moment, for a run still going
                std::fputs(positions.c_str(), record);
                std::fflush(record);
            }
            // Games that ended before --stop-at's tile or --stop-at-sum's sum (whichever came
            // first stopped a game) are not saved: no stretch to play.
            if (saveFile && saveAt == 0 && ((stopAt == 0 && stopAtSum == 0) || f.stopped))
                f.saved = savedGameLine(game, f.movesBefore + f.moves, f.seed);
            // Each game's line as it ends too, so that a run stopped half-way (hours of both
            // cores) leaves the stretches it played; the end writes them again in seed order.
            if (saveFile && !f.saved.empty()) {
                std::fputs(f.saved.c_str(), saveFile.get());
                std::fflush(saveFile.get());
            }
            const std::string cpuRate =
                cpuKnown ? oneDecimal(f.moves / std::max(f.cpuSeconds, 1e-9)) : "n/a";
            const std::string inAll =
                f.movesBefore > 0 ? " (" + std::to_string(f.movesBefore + f.moves) + " in all)"
                                  : std::string();
            std::fprintf(out,
                         "seed %llu: max tile %lld, score %lld, %d moves%s, %.1f s, %.1f moves/s "
                         "(%s by CPU time), depth %.2f on average, %d at most, %.1f M "
                         "positions/s\n",
                         static_cast<unsigned long long>(f.seed), static_cast<long long>(f.maxTile),
                         static_cast<long long>(f.score), f.moves, inAll.c_str(), f.seconds,
                         f.moves / std::max(f.seconds, 1e-9), cpuRate.c_str(),
                         f.depthSum / std::max(f.moves, 1), f.maxDepth,
                         static_cast<double>(f.nodes) * 1e-6 / std::max(f.seconds, 1e-9));
            std::fflush(out);
        }
    };
    std::vector<std::thread> threads;
    for (int j = 0; j < jobs; ++j)
        threads.emplace_back(worker);
    for (std::thread &t : threads)
        t.join();

    std::vector<double> wallRates;
    std::vector<double> cpuRates;
    std::vector<double> scores;
    long long totalMoves = 0;
    double totalSeconds = 0;
    for (const GameFigures &f : figures) {
        wallRates.push_back(f.moves / std::max(f.seconds, 1e-9));
        if (cpuKnown)
            cpuRates.push_back(f.moves / std::max(f.cpuSeconds, 1e-9));
        scores.push_back(static_cast<double>(f.score));
        totalMoves += f.moves;
        totalSeconds += f.seconds;
    }
    std::fprintf(out, "summary: %d games\n", games);
    for (const std::int64_t tile : {2048, 4096, 8192, 16384, 32768}) {
        // Of the games that started below the tile (all of them, but with --from).
        const auto below = std::count_if(figures.begin(), figures.end(),
                                         [&](const GameFigures &f) { return f.startTile < tile; });
        const auto reached =
            std::count_if(figures.begin(), figures.end(), [&](const GameFigures &f) {
                return f.startTile < tile && f.maxTile >= tile;
            });
        if (below > 0)
            std::fprintf(out, "  reached %5lld: %2lld of %lld (%.0f%%)\n",
                         static_cast<long long>(tile), static_cast<long long>(reached),
                         static_cast<long long>(below),
                         100.0 * static_cast<double>(reached) / static_cast<double>(below));
    }
    std::fprintf(out, "  median score %.0f\n", median(scores));
    std::fprintf(out, "  median moves per second %.1f (wall clock), %s (CPU time); overall %.1f\n",
                 median(wallRates), cpuKnown ? oneDecimal(median(cpuRates)).c_str() : "n/a",
                 totalMoves / std::max(totalSeconds, 1e-9));
    std::fprintf(out, "  slowest game %.1f moves/s (wall clock)\n",
                 *std::min_element(wallRates.begin(), wallRates.end()));
    std::fflush(out);

    // After the summary, so that a long run's figures are not lost to a full disk.
    const auto writeFiles = [&]() -> std::string {
        if (record && (std::fflush(record) != 0 || std::ferror(record)))
            return recordPath;
        if (!saveFile)
            return {};
        // In the order of the seeds, so that --from gives game i the same start whatever the
        // timing.
        if (!std::freopen(savePart.c_str(), "w", saveFile.get())) {
            static_cast<void>(saveFile.release()); // freopen closed it
            return savePath;
        }
        for (const GameFigures &f : figures)
            std::fputs(f.saved.c_str(), saveFile.get());
        const bool written = std::fflush(saveFile.get()) == 0 && !std::ferror(saveFile.get());
        saveFile.reset(); // closed before it is renamed
        if (!written || std::rename(savePart.c_str(), savePath.c_str()) != 0)
            return savePath;
        return {};
    };
    if (const std::string failed = writeFiles(); !failed.empty()) {
        std::fprintf(stderr, "bench_2048_ai: cannot write %s\n", failed.c_str());
        return 1;
    }
    return 0;
}
