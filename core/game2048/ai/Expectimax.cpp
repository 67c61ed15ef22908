// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Expectimax.h"

#include "Evaluation.h"
#include "SearchRules.h"
#include "common/TaskTeam.h"

#include <algorithm>
#include <vector>

namespace tessera::game2048 {

namespace {

using detail::CellRules;
using detail::Cells;
using detail::LineMemo;
using detail::PackedRules;

constexpr double twoChance = 0.9;
constexpr double fourChance = 0.1;

// ---- the search, the same for both encodings ----

template <typename Rules>
class Search
{
public:
    using State = typename Rules::State;

    // nodeLimit: stop once this many positions are visited (0: no limit) by all the searches
    // that share `visited`, where each adds what it has visited from time to time.
    // deepMoveWidth: as AiOptions::deepMoveWidth.
    Search(const Rules &rules, typename Rules::Table &table, int depth, double cutoff,
           int deepMoveWidth, const std::atomic<bool> *cancel, std::uint64_t nodeLimit,
           std::atomic<std::uint64_t> &visited)
        : m_rules(rules), m_table(table), m_depth(depth), m_cutoff(cutoff),
          m_deepMoveWidth(deepMoveWidth > 0 ? std::min(deepMoveWidth, 4) : 4), m_cancel(cancel),
          m_nodeLimit(nodeLimit), m_visited(visited)
    {}

    // The expected value of the board a move made (before its new tile); `played` moves made so
    // far, `chance` the probability of getting here.
    double afterMove(const State &s, double chance, int played)
    {
        ++m_nodes;
        if (played >= m_depth || chance < m_cutoff)
            return m_rules.evaluate(s);
        if (stopped())
            return 0.0;
        if (const std::optional<double> known = m_table.find(s, played))
            return *known;

        const int empty = m_rules.emptyCells(s);
        if (empty == 0) // cannot follow a move that changed the board; kept for safety
            return m_rules.evaluate(s);
        const double cellChance = chance / empty;
        double sum = 0.0;
        m_rules.forEachSpawn(s, [&](const State &two, const State &four) {
            sum += twoChance * toMove(two, cellChance * twoChance, played) +
                   fourChance * toMove(four, cellChance * fourChance, played);
        });
        const double value = sum / empty;
        if (!m_stopped)
            m_table.store(s, played, value);
        return value;
    }

    // The value of the board with its new tile, the player to move: the best move's value.
    double toMove(const State &s, double chance, int played)
    {
        ++m_nodes;
        std::array<State, 4> next;
        int moves = 0;
        for (const Direction d : allDirections) {
            next[static_cast<std::size_t>(moves)] = m_rules.slide(s, d);
            if (!(next[static_cast<std::size_t>(moves)] == s))
                ++moves;
        }
        if (moves == 0)
            return m_rules.lost(s);
        if (played + 1 < m_depth && chance >= m_cutoff) { // afterMove() will look them up
            if (played >= firstNarrowedMove && moves > m_deepMoveWidth)
                moves = keepMostPromising(next, moves);
            for (int i = 0; i < moves; ++i)
                m_table.prefetch(next[static_cast<std::size_t>(i)]);
        }
        double best = afterMove(next[0], chance, played + 1);
        for (int i = 1; i < moves; ++i)
            best = std::max(best, afterMove(next[static_cast<std::size_t>(i)], chance, played + 1));
        return best;
    }

    bool stopped()
    {
        if (m_stopped)
            return true;
        if (m_cancel && m_cancel->load(std::memory_order_relaxed))
            m_stopped = true;
        if (m_nodeLimit != 0 && visitedByAll() > m_nodeLimit)
            m_stopped = m_overBudget = true;
        return m_stopped;
    }
    // Adds what is left of this search's count to the shared one; call when it ends.
    void finish()
    {
        m_visited.fetch_add(m_nodes - m_reported, std::memory_order_relaxed);
        m_reported = m_nodes;
    }
    [[nodiscard]] bool wasStopped() const { return m_stopped; }
    [[nodiscard]] bool overBudget() const { return m_overBudget; }
    [[nodiscard]] std::uint64_t nodes() const { return m_nodes; }

private:
    // Moves made before the first max node that deepMoveWidth narrows: the root's move and the
    // reply to every tile after it are always searched in full.
    static constexpr int firstNarrowedMove = 2;

    // Puts the m_deepMoveWidth boards of `next` that evaluate best first, in that order, and
    // returns how many that is. The evaluation is what the leaves are scored by; a move whose
    // board looks worst where all four are open is rarely the best a move deeper.
    int keepMostPromising(std::array<State, 4> &next, int moves) const
    {
        std::array<double, 4> looks{};
        for (int i = 0; i < moves; ++i)
            looks[static_cast<std::size_t>(i)] =
                m_rules.evaluate(next[static_cast<std::size_t>(i)]);
        for (int k = 0; k < m_deepMoveWidth; ++k) {
            int best = k;
            for (int i = k + 1; i < moves; ++i) {
                if (looks[static_cast<std::size_t>(i)] > looks[static_cast<std::size_t>(best)])
                    best = i;
            }
            std::swap(looks[static_cast<std::size_t>(k)], looks[static_cast<std::size_t>(best)]);
            std::swap(next[static_cast<std::size_t>(k)], next[static_cast<std::size_t>(best)]);
        }
        return m_deepMoveWidth;
    }

    // Every search's positions so far: the shared count, exact for the others up to their last
    // few thousand, and this one's own exactly. A search alone sees its own count; several
    // stop together once their sum passes the limit, and a sum only grows, so whether a split
    // search went over its budget does not depend on timing.
    std::uint64_t visitedByAll()
    {
        constexpr std::uint64_t reportEvery = 4096;
        const std::uint64_t unreported = m_nodes - m_reported;
        if (unreported >= reportEvery) {
            m_reported = m_nodes;
            return m_visited.fetch_add(unreported, std::memory_order_relaxed) + unreported;
        }
        return m_visited.load(std::memory_order_relaxed) + unreported;
    }

    const Rules &m_rules;
    typename Rules::Table &m_table;
    int m_depth;
    double m_cutoff;
    int m_deepMoveWidth; // 1..4
    const std::atomic<bool> *m_cancel;
    std::uint64_t m_nodeLimit;
    std::atomic<std::uint64_t> &m_visited;
    std::uint64_t m_reported = 0; // of m_nodes, added to m_visited
    std::uint64_t m_nodes = 0;
    bool m_stopped = false;
    bool m_overBudget = false;
};

// One search at a fixed depth. overBudget: it visited more than nodeLimit positions and was
// stopped (then the analysis is empty, as when cancelled).
struct Outcome
{
    MoveAnalysis analysis;
    bool overBudget = false;
};

// What a search's threads work with: part i of a search uses rules[i] and tables[i] (each
// thread its own cache, so no locks), and the team runs the parts.
template <typename Rules>
struct SearchCrew
{
    std::vector<Rules> rules;
    std::vector<typename Rules::Table> &tables;
    TaskTeam &team;
};

// The root's work, split for the threads: a unit is one empty cell after one move, with its two
// new tiles. The split is made before the search, by the units' chances alone, so the answer
// never depends on how the threads are scheduled.
template <typename State>
struct RootUnit
{
    int direction = 0;
    State two{};
    State four{};
    double cellChance = 0.0; // the chance of this cell being the one filled
    double value = 0.0;      // 0.9 * value with the 2 + 0.1 * value with the 4
};

template <typename Rules>
Outcome searchAtDepth(SearchCrew<Rules> &crew, const typename Rules::State &root, int depth,
                      const AiOptions &options, std::uint64_t nodeLimit)
{
    using State = typename Rules::State;
    const Rules &rules = crew.rules.front();
    Outcome outcome;
    MoveAnalysis &analysis = outcome.analysis;

    std::array<std::optional<double>, 4> leafValues; // moves whose board is a leaf already
    std::array<int, 4> emptyAfter{};
    std::vector<RootUnit<State>> units;
    for (const Direction d : allDirections) {
        const State next = rules.slide(root, d);
        if (next == root)
            continue;
        ++analysis.nodes;
        const auto di = static_cast<std::size_t>(d);
        const int empty = rules.emptyCells(next);
        emptyAfter[di] = empty;
        // A move that changed the board leaves an empty cell; kept for safety.
        if (depth <= 1 || 1.0 < options.probabilityCutoff || empty == 0) {
            leafValues[di] = rules.evaluate(next);
            continue;
        }
        rules.forEachSpawn(next, [&](const State &two, const State &four) {
            units.push_back({static_cast<int>(d), two, four, 1.0 / empty});
        });
    }

    // Runs of units in order (the same move's cells together, as they share the most boards),
    // of about equal chance each.
    const int parts = std::clamp(static_cast<int>(units.size()), 1, crew.team.size());
    std::vector<std::vector<std::size_t>> assigned(static_cast<std::size_t>(parts));
    double total = 0.0;
    for (const RootUnit<State> &unit : units)
        total += unit.cellChance;
    double before = 0.0;
    for (std::size_t u = 0; u < units.size(); ++u) {
        const double middle = (before + units[u].cellChance / 2) / total;
        const auto part = std::min<std::size_t>(static_cast<std::size_t>(parts - 1),
                                                static_cast<std::size_t>(middle * parts));
        assigned[part].push_back(u);
        before += units[u].cellChance;
    }

    struct PartResult
    {
        std::uint64_t nodes = 0;
        bool stopped = false; // by the cancel flag or the budget
    };
    std::vector<PartResult> results(static_cast<std::size_t>(parts));
    std::atomic<std::uint64_t> visited{0}; // by all parts, for the budget
    const auto runPart = [&](int part) {
        if (part >= parts)
            return;
        const auto pi = static_cast<std::size_t>(part);
        typename Rules::Table &table = crew.tables[pi];
        // One cache for the whole part: the four moves often lead to the same boards.
        table.clear();
        Search<Rules> search(crew.rules[pi], table, depth, options.probabilityCutoff,
                             options.deepMoveWidth, options.cancel, nodeLimit, visited);
        for (const std::size_t u : assigned[pi]) {
            RootUnit<State> &unit = units[u];
            unit.value = twoChance * search.toMove(unit.two, unit.cellChance * twoChance, 1) +
                         fourChance * search.toMove(unit.four, unit.cellChance * fourChance, 1);
            if (search.wasStopped())
                break;
        }
        search.finish();
        results[pi] = {search.nodes(), search.wasStopped()};
    };
    if (parts > 1)
        crew.team.run(runPart);
    else
        runPart(0);

    bool stopped = false;
    for (const PartResult &r : results) {
        analysis.nodes += r.nodes;
        stopped = stopped || r.stopped;
    }
    // Over budget when all parts together visited more than it, stopped or not: the same
    // answer for any timing (a part stops only once the sum so far is past the budget).
    const bool overBudget = nodeLimit != 0 && visited.load() > nodeLimit;
    if (stopped || overBudget) {
        const bool cancelled =
            stopped && options.cancel && options.cancel->load(std::memory_order_relaxed);
        outcome.overBudget = !cancelled;
        analysis.cancelled = cancelled;
        return outcome;
    }

    // Summed in a fixed order, so the values do not depend on the split either.
    std::array<double, 4> sums{};
    for (const RootUnit<State> &unit : units)
        sums[static_cast<std::size_t>(unit.direction)] += unit.value;
    for (const Direction d : allDirections) {
        const auto di = static_cast<std::size_t>(d);
        if (emptyAfter[di] == 0 && !leafValues[di])
            continue; // the move does not change the board
        analysis.values[di] = leafValues[di] ? *leafValues[di] : sums[di] / emptyAfter[di];
        if (!analysis.best ||
            *analysis.values[di] > *analysis.values[static_cast<std::size_t>(*analysis.best)])
            analysis.best = d;
    }
    if (analysis.best)
        analysis.depth = depth;
    return outcome;
}

// A fixed depth as asked, or the automatic one: when that search visits more than the node
// budget, one move less, and so on (depth 2 and less always run to the end). Counting
// positions, not time, keeps the answer the same on every machine.
template <typename Rules>
MoveAnalysis analyseWith(SearchCrew<Rules> &crew, const typename Rules::State &root,
                         const Board &board, const AiOptions &options)
{
    if (options.depth > autoDepth)
        return searchAtDepth(crew, root, std::min(options.depth, maxSearchDepth), options, 0)
            .analysis;
    // A search made a move deeper than the automatic depth has its own budget, when set; the
    // retries at the automatic depth and below have the usual one.
    const int automatic = automaticDepth(board);
    const std::uint64_t usual = options.nodeBudget > 0 ? options.nodeBudget : Rules::nodeBudget;
    std::uint64_t nodes = 0;
    for (int depth = startingDepth(board, options);; --depth) {
        const std::uint64_t budget =
            depth > automatic && options.deeperNodeBudget > 0 ? options.deeperNodeBudget : usual;
        Outcome outcome = searchAtDepth(crew, root, depth, options, depth > 2 ? budget : 0);
        nodes += outcome.analysis.nodes;
        if (!outcome.overBudget) {
            outcome.analysis.nodes = nodes;
            return outcome.analysis;
        }
    }
}

// At most one 32768: then every slide of the root board is exact in 4 bits (see slidePacked).
std::optional<PackedBoard> packExactly(const Board &board)
{
    const std::optional<PackedBoard> packed = packBoard(board);
    if (!packed)
        return std::nullopt;
    const auto &cells = board.exponents();
    if (std::count(cells.begin(), cells.end(), std::uint8_t{packedMaxExponent}) > 1)
        return std::nullopt;
    return packed;
}

int distinctTiles(const Board &board)
{
    std::array<bool, maxExponent + 1> seen{};
    for (const std::uint8_t e : board.exponents())
        seen[e] = true;
    return static_cast<int>(std::count(seen.begin() + 1, seen.end(), true));
}

// What an Expectimax keeps between calls: one of each per thread, made when first needed.
struct SearchCaches
{
    std::vector<PackedRules::Table> packed;
    std::vector<CellRules::Table> cells;
    std::vector<LineMemo> lines;
    std::unique_ptr<TaskTeam> team;
    std::unique_ptr<RowEvaluation> rows; // for weights other than the defaults

    [[nodiscard]] const RowEvaluation &rowsFor(const EvaluationWeights &weights)
    {
        if (weights == EvaluationWeights{})
            return RowEvaluation::standard();
        if (!rows || rows->weights() != weights)
            rows = std::make_unique<RowEvaluation>(weights);
        return *rows;
    }

    TaskTeam &teamOf(int threads)
    {
        if (!team || team->size() != threads)
            team = std::make_unique<TaskTeam>(threads);
        return *team;
    }
};

} // namespace

struct Expectimax::Caches : SearchCaches
{};

Expectimax::Expectimax() : m_caches(std::make_unique<Caches>()) {}
Expectimax::~Expectimax() = default;
Expectimax::Expectimax(Expectimax &&) noexcept = default;
Expectimax &Expectimax::operator=(Expectimax &&) noexcept = default;

namespace {

[[nodiscard]] int threadCount(const AiOptions &options)
{
    return std::clamp(options.threads, 1, maxSearchThreads);
}

template <typename Table>
[[nodiscard]] std::vector<Table> &tablesFor(std::vector<Table> &tables, int threads, int bits)
{
    while (static_cast<int>(tables.size()) < threads)
        tables.emplace_back(bits);
    return tables;
}

MoveAnalysis analyseCells(SearchCaches &caches, const Board &board, const AiOptions &options)
{
    const int threads = threadCount(options);
    while (static_cast<int>(caches.lines.size()) < threads)
        caches.lines.emplace_back();
    for (LineMemo &memo : caches.lines)
        memo.setWeights(options.weights);
    SearchCrew<CellRules> crew{
        {}, tablesFor(caches.cells, threads, CellRules::tableBits), caches.teamOf(threads)};
    for (int i = 0; i < threads; ++i)
        crew.rules.emplace_back(board.rows(), board.cols(),
                                caches.lines[static_cast<std::size_t>(i)]);
    Cells cells{};
    std::copy(board.exponents().begin(), board.exponents().end(), cells.begin());
    return analyseWith(crew, cells, board, options);
}

} // namespace

MoveAnalysis Expectimax::analyse(const Board &board, const AiOptions &options)
{
    if (!m_caches) // moved from
        m_caches = std::make_unique<Caches>();
    if (const std::optional<PackedBoard> packed = packExactly(board)) {
        const int threads = threadCount(options);
        SearchCrew<PackedRules> crew{
            std::vector<PackedRules>(static_cast<std::size_t>(threads),
                                     PackedRules(m_caches->rowsFor(options.weights))),
            tablesFor(m_caches->packed, threads, PackedRules::tableBits),
            m_caches->teamOf(threads)};
        return analyseWith(crew, *packed, board, options);
    }
    return analyseCells(*m_caches, board, options);
}

MoveAnalysis analyseMoves(const Board &board, const AiOptions &options)
{
    Expectimax ai;
    return ai.analyse(board, options);
}

std::optional<Direction> bestMove(const Board &board, const AiOptions &options)
{
    return analyseMoves(board, options).best;
}

int automaticDepth(const Board &board)
{
    // Each different tile is one more value that must line up before it can merge, so the
    // number of different tiles measures how far ahead a mistake shows: distinct - 1 moves, the
    // root's counted (nneonneo/2048-ai's depth). Searched with every move at every node, that
    // is 2.3 times the positions of a move less; the default AiOptions (the worst-looking of
    // four moves left out from the third move on, the 2e-4 cut-off) bring it below them
    // (docs/ai2048.md). Open boards stay shallow anyway: with many empty cells every line of
    // play is unlikely, and the cut-off ends it; crowded boards go deeper.
    return std::clamp(distinctTiles(board) - 1, 5, maxSearchDepth);
}

std::int64_t tileSum(const Board &board)
{
    std::int64_t sum = 0;
    for (const std::uint8_t e : board.exponents())
        sum += tileValue(e);
    return sum;
}

int startingDepth(const Board &board, const AiOptions &options)
{
    const bool deeper = (options.deeperFromTile > 0 &&
                         tileValue(board.highestExponent()) >= options.deeperFromTile) ||
                        (options.deeperFromSum > 0 && tileSum(board) >= options.deeperFromSum);
    return std::min(automaticDepth(board) + (deeper ? 1 : 0), maxSearchDepth);
}

namespace detail {

MoveAnalysis analyseUnpacked(const Board &board, const AiOptions &options)
{
    SearchCaches caches;
    return analyseCells(caches, board, options);
}

} // namespace detail

} // namespace tessera::game2048
