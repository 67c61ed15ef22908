// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Expectimax.h"

#include "Evaluation.h"
#include "PackedBoard.h"

#include <algorithm>
#include <cstring>
#include <vector>

namespace tessera::game2048 {

namespace {

constexpr double twoChance = 0.9;
constexpr double fourChance = 0.1;

// A transposition cache: open addressing, one slot per hash, newest entry wins. Clearing it is
// a new generation number, not a memset, so a fresh cache per root move costs nothing.
template <typename Key, typename Hash>
class TranspositionTable
{
public:
    explicit TranspositionTable(int bits) : m_slots(std::size_t{1} << bits), m_shift(64 - bits) {}

    void clear()
    {
        if (++m_generation == 0) { // wrapped: stale entries could look current
            std::fill(m_slots.begin(), m_slots.end(), Slot{});
            m_generation = 1;
        }
    }

    // The value stored for `key` when it was searched at `depth` or shallower (so at least as
    // many moves ahead as now).
    std::optional<double> find(const Key &key, int depth) const
    {
        const Slot &slot = m_slots[index(key)];
        if (slot.generation == m_generation && slot.depth <= depth && slot.key == key)
            return slot.value;
        return std::nullopt;
    }

    void store(const Key &key, int depth, double value)
    {
        Slot &slot = m_slots[index(key)];
        slot.key = key;
        slot.value = value;
        slot.generation = m_generation;
        slot.depth = static_cast<std::uint8_t>(depth);
    }

private:
    struct Slot
    {
        Key key{};
        double value = 0.0;
        std::uint32_t generation = 0;
        std::uint8_t depth = 0;
    };

    std::size_t index(const Key &key) const
    {
        return static_cast<std::size_t>((Hash{}(key)*0x9E3779B97F4A7C15ULL) >> m_shift);
    }

    std::vector<Slot> m_slots;
    int m_shift;
    std::uint32_t m_generation = 1;
};

// ---- 4x4: a 64-bit board and row tables ----

struct PackedHash
{
    std::uint64_t operator()(PackedBoard b) const { return b ^ (b >> 29); }
};

class PackedRules
{
public:
    using State = PackedBoard;
    using Table = TranspositionTable<PackedBoard, PackedHash>;
    static constexpr int tableBits = 18;
    // About a tenth of a second: the automatic depth's search is cut to one move less beyond it.
    static constexpr std::uint64_t nodeBudget = 8'000'000;

    PackedRules() : m_tables(RowTables::instance()) {}

    // The board after sliding toward d; equal to `s` when nothing moves.
    State slide(State s, Direction d) const { return slidePackedBoard(m_tables, s, d); }
    double evaluate(State s) const { return evaluatePacked(m_tables, s); }
    double lost(State s) const { return lostValue(evaluate(s), 4, 4); }
    int emptyCells(State s) const { return emptyCellCount(s); }

    // Calls f(board with a 2, board with a 4) for every empty cell.
    template <typename F>
    void forEachSpawn(State s, F &&f) const
    {
        for (int i = 0; i < 16; ++i) {
            const int shift = 4 * i;
            if (((s >> shift) & 0xF) == 0)
                f(s | (std::uint64_t{1} << shift), s | (std::uint64_t{2} << shift));
        }
    }

private:
    const RowTables &m_tables;
};

// ---- any size: a byte per cell ----

using Cells = std::array<std::uint8_t, maxSide * maxSide>;

struct CellsHash
{
    std::uint64_t operator()(const Cells &cells) const
    {
        std::uint64_t h = 0;
        for (std::size_t i = 0; i < cells.size(); i += 8) {
            std::uint64_t word = 0;
            std::memcpy(&word, cells.data() + i, 8);
            h = (h ^ word) * 0xFF51AFD7ED558CCDULL;
            h ^= h >> 32;
        }
        return h;
    }
};

// What slideLine() and evaluateLine() gave for the lines seen lately: a board of any size is
// made of few distinct lines, and a look-up is several times cheaper than either function.
// Direct-mapped: a line evicts whatever shared its slot.
class LineMemo
{
public:
    using Line = std::array<std::uint8_t, maxSide>;
    static constexpr int bits = 16;

    LineMemo() : m_slides(std::size_t{1} << bits), m_evaluations(std::size_t{1} << bits) {}

    // The line slid toward index 0; false when it does not change.
    bool slide(Line &line, int length)
    {
        const std::uint64_t key = lineKey(line, length);
        SlideSlot &slot = m_slides[index(key)];
        if (slot.key != key) {
            const LineSlide slid = slideLine(line, length);
            slot.key = key;
            slot.changed = slid.changed;
            slot.packed = pack(slid.exponents, length);
        }
        if (!slot.changed)
            return false;
        for (int i = 0; i < length; ++i)
            line[static_cast<std::size_t>(i)] =
                static_cast<std::uint8_t>((slot.packed >> (5 * i)) & 0x1F);
        return true;
    }

    double evaluate(const Line &line, int length)
    {
        const std::uint64_t key = lineKey(line, length);
        EvaluationSlot &slot = m_evaluations[index(key)];
        if (slot.key != key) {
            slot.key = key;
            slot.value = evaluateLine(line, length);
        }
        return slot.value;
    }

private:
    struct SlideSlot
    {
        std::uint64_t key = 0; // 0: empty (a real key has its top bit set)
        std::uint64_t packed = 0;
        bool changed = false;
    };
    struct EvaluationSlot
    {
        std::uint64_t key = 0;
        double value = 0.0;
    };

    // 5 bits per exponent (maxExponent is 30), the length above them, the top bit set.
    static std::uint64_t pack(const Line &line, int length)
    {
        std::uint64_t packed = 0;
        for (int i = 0; i < length; ++i)
            packed |= static_cast<std::uint64_t>(line[static_cast<std::size_t>(i)]) << (5 * i);
        return packed;
    }
    static std::uint64_t lineKey(const Line &line, int length)
    {
        return pack(line, length) | (static_cast<std::uint64_t>(length) << 40) |
               (std::uint64_t{1} << 63);
    }
    static std::size_t index(std::uint64_t key)
    {
        return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ULL) >> (64 - bits));
    }

    std::vector<SlideSlot> m_slides;
    std::vector<EvaluationSlot> m_evaluations;
};

class CellRules
{
public:
    using State = Cells;
    using Table = TranspositionTable<Cells, CellsHash>;
    static constexpr int tableBits = 15;
    static constexpr std::uint64_t nodeBudget = 1'500'000; // about a fifth of a second

    CellRules(int rows, int cols, LineMemo &memo) : m_rows(rows), m_cols(cols), m_memo(memo) {}

    State slide(const State &s, Direction d) const
    {
        const bool horizontal = d == Direction::Left || d == Direction::Right;
        const int lines = horizontal ? m_rows : m_cols;
        const int length = horizontal ? m_cols : m_rows;
        State out = s;
        for (int line = 0; line < lines; ++line) {
            LineMemo::Line in{};
            for (int i = 0; i < length; ++i)
                in[static_cast<std::size_t>(i)] = s[cellIndex(d, line, i)];
            if (!m_memo.slide(in, length))
                continue;
            for (int i = 0; i < length; ++i)
                out[cellIndex(d, line, i)] = in[static_cast<std::size_t>(i)];
        }
        return out;
    }

    double evaluate(const State &s) const
    {
        double total = 0.0;
        LineMemo::Line line{};
        for (int r = 0; r < m_rows; ++r) {
            for (int c = 0; c < m_cols; ++c)
                line[static_cast<std::size_t>(c)] = s[at(r, c)];
            total += m_memo.evaluate(line, m_cols);
        }
        line = {};
        for (int c = 0; c < m_cols; ++c) {
            for (int r = 0; r < m_rows; ++r)
                line[static_cast<std::size_t>(r)] = s[at(r, c)];
            total += m_memo.evaluate(line, m_rows);
        }
        return total;
    }
    double lost(const State &s) const { return lostValue(evaluate(s), m_rows, m_cols); }

    int emptyCells(const State &s) const
    {
        return static_cast<int>(
            std::count(s.begin(), s.begin() + m_rows * m_cols, std::uint8_t{0}));
    }

    template <typename F>
    void forEachSpawn(const State &s, F &&f) const
    {
        const auto cells = static_cast<std::size_t>(m_rows * m_cols);
        for (std::size_t i = 0; i < cells; ++i) {
            if (s[i] != 0)
                continue;
            State two = s;
            two[i] = 1;
            State four = s;
            four[i] = 2;
            f(two, four);
        }
    }

private:
    std::size_t at(int r, int c) const { return static_cast<std::size_t>(r * m_cols + c); }
    // Position i of a line, counted from the edge the tiles move toward.
    std::size_t cellIndex(Direction d, int line, int i) const
    {
        switch (d) {
        case Direction::Left:
            return at(line, i);
        case Direction::Right:
            return at(line, m_cols - 1 - i);
        case Direction::Up:
            return at(i, line);
        case Direction::Down:
            return at(m_rows - 1 - i, line);
        }
        return at(line, i);
    }

    int m_rows;
    int m_cols;
    LineMemo &m_memo; // a cache: filling it does not change what the rules say
};

// ---- the search, the same for both encodings ----

template <typename Rules>
class Search
{
public:
    using State = typename Rules::State;

    // nodeLimit: stop once this many positions are visited (0: no limit).
    Search(const Rules &rules, typename Rules::Table &table, int depth, double cutoff,
           const std::atomic<bool> *cancel, std::uint64_t nodeLimit)
        : m_rules(rules), m_table(table), m_depth(depth), m_cutoff(cutoff), m_cancel(cancel),
          m_nodeLimit(nodeLimit)
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
        double best = 0.0;
        bool any = false;
        for (const Direction d : allDirections) {
            const State next = m_rules.slide(s, d);
            if (next == s)
                continue;
            const double value = afterMove(next, chance, played + 1);
            if (!any || value > best)
                best = value;
            any = true;
        }
        return any ? best : m_rules.lost(s);
    }

    bool stopped()
    {
        if (m_stopped)
            return true;
        if (m_cancel && m_cancel->load(std::memory_order_relaxed))
            m_stopped = true;
        if (m_nodeLimit != 0 && m_nodes > m_nodeLimit)
            m_stopped = m_overBudget = true;
        return m_stopped;
    }
    bool overBudget() const { return m_overBudget; }
    std::uint64_t nodes() const { return m_nodes; }

private:
    const Rules &m_rules;
    typename Rules::Table &m_table;
    int m_depth;
    double m_cutoff;
    const std::atomic<bool> *m_cancel;
    std::uint64_t m_nodeLimit;
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

template <typename Rules>
Outcome searchAtDepth(const Rules &rules, typename Rules::Table &table,
                      const typename Rules::State &root, int depth, const AiOptions &options,
                      std::uint64_t nodeLimit)
{
    Outcome outcome;
    MoveAnalysis &analysis = outcome.analysis;
    Search<Rules> search(rules, table, depth, options.probabilityCutoff, options.cancel, nodeLimit);
    // One cache for the whole position: the four moves often lead to the same boards. Moves are
    // always searched in the same order, so the answer stays deterministic.
    table.clear();
    for (const Direction d : allDirections) {
        const typename Rules::State next = rules.slide(root, d);
        if (next == root)
            continue;
        const double value = search.afterMove(next, 1.0, 1);
        if (search.stopped())
            break;
        analysis.values[static_cast<std::size_t>(d)] = value;
        if (!analysis.best || value > *analysis.values[static_cast<std::size_t>(*analysis.best)])
            analysis.best = d;
        analysis.depth = depth;
    }
    analysis.nodes = search.nodes();
    if (search.stopped()) {
        outcome.overBudget = search.overBudget();
        analysis.cancelled = !outcome.overBudget;
        analysis.best = std::nullopt;
        analysis.values = {};
        analysis.depth = 0;
    }
    return outcome;
}

// A fixed depth as asked, or the automatic one: when that search visits more than the node
// budget, one move less, and so on (depth 2 and less always run to the end). Counting
// positions, not time, keeps the answer the same on every machine.
template <typename Rules>
MoveAnalysis analyseWith(const Rules &rules, typename Rules::Table &table,
                         const typename Rules::State &root, const Board &board,
                         const AiOptions &options)
{
    if (options.depth > autoDepth)
        return searchAtDepth(rules, table, root, std::min(options.depth, maxSearchDepth), options,
                             0)
            .analysis;
    const std::uint64_t budget = options.nodeBudget > 0 ? options.nodeBudget : Rules::nodeBudget;
    std::uint64_t nodes = 0;
    for (int depth = automaticDepth(board);; --depth) {
        Outcome outcome = searchAtDepth(rules, table, root, depth, options, depth > 2 ? budget : 0);
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

} // namespace

struct Expectimax::Caches
{
    std::optional<PackedRules::Table> packed;
    std::optional<CellRules::Table> cells;
    std::optional<LineMemo> lines;
};

Expectimax::Expectimax() : m_caches(std::make_unique<Caches>()) {}
Expectimax::~Expectimax() = default;
Expectimax::Expectimax(Expectimax &&) noexcept = default;
Expectimax &Expectimax::operator=(Expectimax &&) noexcept = default;

namespace {

MoveAnalysis analyseCells(std::optional<CellRules::Table> &table, std::optional<LineMemo> &memo,
                          const Board &board, const AiOptions &options)
{
    if (!table)
        table.emplace(CellRules::tableBits);
    if (!memo)
        memo.emplace();
    Cells cells{};
    std::copy(board.exponents().begin(), board.exponents().end(), cells.begin());
    const CellRules rules(board.rows(), board.cols(), *memo);
    return analyseWith(rules, *table, cells, board, options);
}

} // namespace

MoveAnalysis Expectimax::analyse(const Board &board, const AiOptions &options)
{
    if (!m_caches) // moved from
        m_caches = std::make_unique<Caches>();
    if (const std::optional<PackedBoard> packed = packExactly(board)) {
        if (!m_caches->packed)
            m_caches->packed.emplace(PackedRules::tableBits);
        const PackedRules rules;
        return analyseWith(rules, *m_caches->packed, *packed, board, options);
    }
    return analyseCells(m_caches->cells, m_caches->lines, board, options);
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
    // number of different tiles measures how far ahead a mistake shows. Tuned on 4x4 games
    // (tests/bench/bench_2048_ai): distinct - 3 with the 1e-3 probability cut-off reaches 16384
    // in most games at about 200 moves a second on one core; distinct - 4 is twice as fast and
    // loses more often before 8192. Open boards stay shallow anyway: with many empty cells every
    // line of play is unlikely, and the cut-off ends it; crowded boards go deeper.
    return std::clamp(distinctTiles(board) - 3, 3, 8);
}

namespace detail {

MoveAnalysis analyseUnpacked(const Board &board, const AiOptions &options)
{
    std::optional<CellRules::Table> table;
    std::optional<LineMemo> memo;
    return analyseCells(table, memo, board, options);
}

} // namespace detail

} // namespace tessera::game2048
