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

class CellRules
{
public:
    using State = Cells;
    using Table = TranspositionTable<Cells, CellsHash>;
    static constexpr int tableBits = 15;

    CellRules(int rows, int cols) : m_rows(rows), m_cols(cols) {}

    State slide(const State &s, Direction d) const
    {
        const bool horizontal = d == Direction::Left || d == Direction::Right;
        const int lines = horizontal ? m_rows : m_cols;
        const int length = horizontal ? m_cols : m_rows;
        State out = s;
        for (int line = 0; line < lines; ++line) {
            std::array<std::uint8_t, maxSide> in{};
            for (int i = 0; i < length; ++i)
                in[static_cast<std::size_t>(i)] = s[cellIndex(d, line, i)];
            const LineSlide slid = slideLine(in, length);
            if (!slid.changed)
                continue;
            for (int i = 0; i < length; ++i)
                out[cellIndex(d, line, i)] = slid.exponents[static_cast<std::size_t>(i)];
        }
        return out;
    }

    double evaluate(const State &s) const
    {
        double total = 0.0;
        std::array<std::uint8_t, maxSide> line{};
        for (int r = 0; r < m_rows; ++r) {
            for (int c = 0; c < m_cols; ++c)
                line[static_cast<std::size_t>(c)] = s[at(r, c)];
            total += evaluateLine(line, m_cols);
        }
        line = {};
        for (int c = 0; c < m_cols; ++c) {
            for (int r = 0; r < m_rows; ++r)
                line[static_cast<std::size_t>(r)] = s[at(r, c)];
            total += evaluateLine(line, m_rows);
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
};

// ---- the search, the same for both encodings ----

template <typename Rules>
class Search
{
public:
    using State = typename Rules::State;

    Search(const Rules &rules, typename Rules::Table &table, int depth, double cutoff,
           const std::atomic<bool> *cancel)
        : m_rules(rules), m_table(table), m_depth(depth), m_cutoff(cutoff), m_cancel(cancel)
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
        if (!m_stopped && m_cancel && m_cancel->load(std::memory_order_relaxed))
            m_stopped = true;
        return m_stopped;
    }
    std::uint64_t nodes() const { return m_nodes; }

private:
    const Rules &m_rules;
    typename Rules::Table &m_table;
    int m_depth;
    double m_cutoff;
    const std::atomic<bool> *m_cancel;
    std::uint64_t m_nodes = 0;
    bool m_stopped = false;
};

template <typename Rules>
MoveAnalysis analyseWith(const Rules &rules, typename Rules::Table &table,
                         const typename Rules::State &root, int depth, const AiOptions &options)
{
    MoveAnalysis analysis;
    Search<Rules> search(rules, table, depth, options.probabilityCutoff, options.cancel);
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
        analysis.cancelled = true;
        analysis.best = std::nullopt;
        analysis.values = {};
        analysis.depth = 0;
    }
    return analysis;
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
};

Expectimax::Expectimax() : m_caches(std::make_unique<Caches>()) {}
Expectimax::~Expectimax() = default;
Expectimax::Expectimax(Expectimax &&) noexcept = default;
Expectimax &Expectimax::operator=(Expectimax &&) noexcept = default;

namespace {

int searchDepth(const Board &board, const AiOptions &options)
{
    const int depth = options.depth <= autoDepth ? automaticDepth(board) : options.depth;
    return std::clamp(depth, 1, maxSearchDepth);
}

MoveAnalysis analyseCells(std::optional<CellRules::Table> &table, const Board &board,
                          const AiOptions &options)
{
    if (!table)
        table.emplace(CellRules::tableBits);
    Cells cells{};
    std::copy(board.exponents().begin(), board.exponents().end(), cells.begin());
    const CellRules rules(board.rows(), board.cols());
    return analyseWith(rules, *table, cells, searchDepth(board, options), options);
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
        return analyseWith(rules, *m_caches->packed, *packed, searchDepth(board, options), options);
    }
    return analyseCells(m_caches->cells, board, options);
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
    const int distinct = distinctTiles(board);
    const int empty = static_cast<int>(board.emptyCells().size());
    int depth = 2;
    if (distinct >= 8)
        ++depth;
    if (empty <= 3)
        ++depth;
    return std::clamp(depth, 2, maxSearchDepth);
}

namespace detail {

MoveAnalysis analyseUnpacked(const Board &board, const AiOptions &options)
{
    std::optional<CellRules::Table> table;
    return analyseCells(table, board, options);
}

} // namespace detail

} // namespace tessera::game2048
