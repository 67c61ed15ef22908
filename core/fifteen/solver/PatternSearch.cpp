// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "PatternSearch.h"

#include "GridSteps.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <limits>

namespace tessera::fifteen {

namespace {

using detail::GridSteps;

constexpr int maxGroups = 16;
constexpr int maxLookups = 2 * maxGroups;
constexpr int maxDepth = 511;

// One table of the heuristic as the search reads it: the plain position's, or the mirrored
// position's. `weight[slot]` is what one step of that slot's rank digit adds to the index.
struct Lookup
{
    const std::uint8_t *table = nullptr; // four-bit excesses, packed
    int size = 0;
    std::array<std::int32_t, 16> weight{};
};

// Dense pattern indices change little per move. With r_i = cell_i - #{j < i : cell_j < cell_i}
// and index = sum r_i * weight_i, a tile stepping sideways changes only its own digit, by one;
// a tile stepping over a row changes its digit by the row's length minus the earlier group
// tiles it jumps over, and the digit of each later group tile it jumps over by one.
//
// A group's value is its tiles' Manhattan distance plus twice the stored excess, so the
// heuristic is the whole Manhattan distance (the same for the mirrored position) plus twice the
// larger excess sum. Every solution's length has the Manhattan distance's parity, and so does
// the heuristic: bounds go up two at a time.
template <bool Mirror, bool Weighted>
class PatternIda
{
public:
    PatternIda(const PatternDatabase &database, const std::vector<int> &tiles,
               SearchControl &control, int weightNumerator, int weightDenominator)
        : m_steps(database.partition().width, database.partition().height),
          m_width(database.partition().width),
          m_cells(database.partition().width * database.partition().height), m_control(control),
          m_weightNumerator(weightNumerator), m_weightDenominator(weightDenominator)
    {
        const PatternPartition &partition = database.partition();
        const int height = partition.height;
        const auto groups = static_cast<int>(partition.groups.size());
        static_cast<void>(height);
        for (int c = 0; c < m_cells; ++c) {
            m_mirror[static_cast<std::size_t>(c)] =
                static_cast<std::uint8_t>(Mirror ? mirrorCell(c, m_width) : c);
            for (int tile = 1; tile < m_cells; ++tile) {
                const int home = tile - 1;
                m_distance[static_cast<std::size_t>(tile)][static_cast<std::size_t>(c)] =
                    static_cast<std::uint8_t>(std::abs(c % m_width - home % m_width) +
                                              std::abs(c / m_width - home / m_width));
            }
        }
        for (int g = 0; g < groups; ++g) {
            const auto &group = partition.groups[static_cast<std::size_t>(g)];
            const int k = static_cast<int>(group.size());
            Lookup &plain = m_lookups[static_cast<std::size_t>(g)];
            plain.table = database.packedTable(static_cast<std::size_t>(g));
            plain.size = k;
            std::int32_t weight = 1;
            for (int i = k - 1; i >= 0; --i) {
                plain.weight[static_cast<std::size_t>(i)] = weight;
                weight *= m_cells - i;
            }
            for (int i = 0; i < k; ++i) {
                const int tile = group[static_cast<std::size_t>(i)];
                m_plainLookup[static_cast<std::size_t>(tile)] = static_cast<std::uint8_t>(g);
                m_plainSlot[static_cast<std::size_t>(tile)] = static_cast<std::uint8_t>(i);
            }
            if (Mirror) {
                // The mirrored position's tile `tile` is this position's mirrorTile(tile),
                // standing on the mirror of its cell.
                m_lookups[static_cast<std::size_t>(groups + g)] = plain;
                for (int i = 0; i < k; ++i) {
                    const int original = mirrorTile(group[static_cast<std::size_t>(i)], m_width);
                    m_mirrorLookup[static_cast<std::size_t>(original)] =
                        static_cast<std::uint8_t>(groups + g);
                    m_mirrorSlot[static_cast<std::size_t>(original)] = static_cast<std::uint8_t>(i);
                }
            }
        }
        for (int c = 0; c < m_cells; ++c) {
            const int tile = tiles[static_cast<std::size_t>(c)];
            m_board[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(tile);
            if (tile == 0)
                m_empty = c;
            else
                m_manhattan +=
                    m_distance[static_cast<std::size_t>(tile)][static_cast<std::size_t>(c)];
        }
        // Full ranks once; moves update them.
        std::array<std::array<std::uint8_t, 16>, maxLookups> placement{};
        for (int c = 0; c < m_cells; ++c) {
            const int tile = m_board[static_cast<std::size_t>(c)];
            if (tile == 0)
                continue;
            placement[m_plainLookup[static_cast<std::size_t>(tile)]]
                     [m_plainSlot[static_cast<std::size_t>(tile)]] = static_cast<std::uint8_t>(c);
            if (Mirror)
                placement[m_mirrorLookup[static_cast<std::size_t>(tile)]]
                         [m_mirrorSlot[static_cast<std::size_t>(tile)]] =
                             m_mirror[static_cast<std::size_t>(c)];
        }
        m_lookupCount = Mirror ? 2 * groups : groups;
        for (int l = 0; l < m_lookupCount; ++l) {
            const Lookup &lookup = m_lookups[static_cast<std::size_t>(l)];
            const std::uint32_t index = PatternDatabase::rank(
                placement[static_cast<std::size_t>(l)].data(), lookup.size, m_cells);
            m_index[static_cast<std::size_t>(l)] = static_cast<std::int32_t>(index);
            m_value[static_cast<std::size_t>(l)] = PatternDatabase::excessAt(lookup.table, index);
            (l < groups ? m_plainSum : m_mirrorSum) += m_value[static_cast<std::size_t>(l)];
        }
    }

    SearchOutcome run(int knownLength)
    {
        SearchOutcome outcome;
        const int h0 = m_manhattan + 2 * (Mirror ? std::max(m_plainSum, m_mirrorSum) : m_plainSum);
        m_bound = cost(0, h0);
        while (true) {
            if (!Weighted && knownLength >= 0 && m_bound >= knownLength) {
                outcome.knownSolutionIsOptimal = true;
                outcome.lowerBound = knownLength;
                break;
            }
            m_control.reportIteration(m_nodes, m_bound);
            m_nextBound = std::numeric_limits<int>::max();
            m_foundLength = 0;
            if (h0 == 0 || dfs(0, -1, h0)) {
                std::vector<Direction> moves;
                moves.reserve(static_cast<std::size_t>(m_foundLength));
                for (int i = 0; i < m_foundLength; ++i)
                    moves.push_back(detail::tileSlide(m_path[static_cast<std::size_t>(i)]));
                outcome.moves = std::move(moves);
                outcome.lowerBound = Weighted ? 0 : m_foundLength;
                break;
            }
            outcome.lowerBound = Weighted ? 0 : m_bound;
            if (m_stopped || m_nextBound == std::numeric_limits<int>::max())
                break;
            m_bound = m_nextBound;
        }
        outcome.nodes = m_nodes;
        return outcome;
    }

private:
    int cost(int g, int h) const
    {
        return Weighted ? g * m_weightDenominator + h * m_weightNumerator : g + h;
    }

    // The change of a lookup's index when the tile in `slot` steps from `from` to `to` (cells
    // as that lookup sees the board: mirrored for the mirrored lookups).
    template <bool MirrorView>
    std::int32_t indexChange(int lookupIndex, int slot, int from, int to) const
    {
        const Lookup &lookup = m_lookups[static_cast<std::size_t>(lookupIndex)];
        const std::int32_t own = lookup.weight[static_cast<std::size_t>(slot)];
        const int step = to - from;
        if (step == 1)
            return own;
        if (step == -1)
            return -own;
        const int low = std::min(from, to);
        const int high = std::max(from, to);
        int earlier = 0;
        std::int32_t later = 0;
        for (int c = low + 1; c < high; ++c) {
            const int tile = m_board[static_cast<std::size_t>(
                MirrorView ? m_mirror[static_cast<std::size_t>(c)] : c)];
            const auto &lookupOf = MirrorView ? m_mirrorLookup : m_plainLookup;
            if (tile == 0 || lookupOf[static_cast<std::size_t>(tile)] != lookupIndex)
                continue;
            const int other =
                (MirrorView ? m_mirrorSlot : m_plainSlot)[static_cast<std::size_t>(tile)];
            if (other < slot)
                ++earlier;
            else
                later += lookup.weight[static_cast<std::size_t>(other)];
        }
        const std::int32_t change = (high - low - earlier) * own + later;
        return step > 0 ? change : -change;
    }

    // `estimate` is this position's lower bound. The tables are admissible but not consistent
    // (when group tiles wall the empty cell in, one move can lower a group's value by more than
    // one), so bounds are passed both ways (BPMX, Felner et al. 2005): a child's bound is at
    // least the parent's minus one, and the parent's at least any child's minus one; the latter
    // prunes the whole node when one child's value shows the bound is out of reach.
    bool dfs(int depth, int previous, int estimate)
    {
        if ((++m_nodes & SearchControl::pollMask) == 0 && m_control.poll(m_nodes, m_bound)) {
            m_stopped = true;
            return false;
        }
        const int here = m_empty;
        const auto &next = m_steps.next[static_cast<std::size_t>(here)];

        // All children's indices first, so their table reads are in flight together.
        struct Child
        {
            int to;
            int direction;
            std::int32_t plainIndex;
            std::int32_t mirrorIndex;
            int manhattan;
            int plainValue;
            int mirrorValue;
            int estimate;
        };
        std::array<Child, 4> children;
        int count = 0;
        for (int d = 0; d < 4; ++d) {
            const int to = next[static_cast<std::size_t>(d)];
            if (to < 0 || to == previous)
                continue;
            Child &child = children[static_cast<std::size_t>(count++)];
            child.to = to;
            child.direction = d;
            const std::size_t tile = m_board[static_cast<std::size_t>(to)];
            const int plain = m_plainLookup[tile];
            child.plainIndex = m_index[static_cast<std::size_t>(plain)] +
                               indexChange<false>(plain, m_plainSlot[tile], to, here);
            __builtin_prefetch(m_lookups[static_cast<std::size_t>(plain)].table +
                               (child.plainIndex >> 1));
            if (Mirror) {
                const int mirrored = m_mirrorLookup[tile];
                child.mirrorIndex = m_index[static_cast<std::size_t>(mirrored)] +
                                    indexChange<true>(mirrored, m_mirrorSlot[tile],
                                                      m_mirror[static_cast<std::size_t>(to)],
                                                      m_mirror[static_cast<std::size_t>(here)]);
                __builtin_prefetch(m_lookups[static_cast<std::size_t>(mirrored)].table +
                                   (child.mirrorIndex >> 1));
            }
        }

        // Each child's estimate. The mirrored table is read only when the plain one does not
        // already put the child out of reach.
        const int reach = m_bound; // a child with cost(depth + 1, h) above this is pruned
        int best = estimate;       // this node's bound, raised by its children
        for (int i = 0; i < count; ++i) {
            Child &child = children[static_cast<std::size_t>(i)];
            const std::size_t tile = m_board[static_cast<std::size_t>(child.to)];
            const int plain = m_plainLookup[tile];
            const auto &distance = m_distance[tile];
            child.manhattan = m_manhattan + distance[static_cast<std::size_t>(here)] -
                              distance[static_cast<std::size_t>(child.to)];
            child.plainValue =
                PatternDatabase::excessAt(m_lookups[static_cast<std::size_t>(plain)].table,
                                          static_cast<std::uint32_t>(child.plainIndex));
            const int plainSum =
                m_plainSum + child.plainValue - m_value[static_cast<std::size_t>(plain)];
            int h = std::max(child.manhattan + 2 * plainSum, estimate - 1);
            if (Mirror && cost(depth + 1, h) <= reach) {
                const int mirrored = m_mirrorLookup[tile];
                child.mirrorValue =
                    PatternDatabase::excessAt(m_lookups[static_cast<std::size_t>(mirrored)].table,
                                              static_cast<std::uint32_t>(child.mirrorIndex));
                const int mirrorSum =
                    m_mirrorSum + child.mirrorValue - m_value[static_cast<std::size_t>(mirrored)];
                h = std::max(h, child.manhattan + 2 * mirrorSum);
            } else {
                child.mirrorValue = -1;
            }
            child.estimate = h;
            best = std::max(best, h - 1);
        }
        if (!Weighted && best > estimate && cost(depth, best) > reach) {
            m_nextBound = std::min(m_nextBound, cost(depth, best));
            return false;
        }

        // Most promising child first: in the last iteration that finds a solution sooner.
        std::array<std::uint8_t, 4> order{0, 1, 2, 3};
        for (int i = 1; i < count; ++i) {
            for (int j = i; j > 0 && children[order[static_cast<std::size_t>(j)]].estimate <
                                         children[order[static_cast<std::size_t>(j - 1)]].estimate;
                 --j)
                std::swap(order[static_cast<std::size_t>(j)],
                          order[static_cast<std::size_t>(j - 1)]);
        }
        for (int i = 0; i < count; ++i) {
            const Child &child = children[order[static_cast<std::size_t>(i)]];
            const int h = std::max(child.estimate, best - 1);
            const int f = cost(depth + 1, h);
            if (f > reach) {
                m_nextBound = std::min(m_nextBound, f);
                continue;
            }
            if (depth + 1 >= maxDepth)
                continue;
            m_path[static_cast<std::size_t>(depth)] = static_cast<std::uint8_t>(child.direction);
            if (h == 0) {
                m_foundLength = depth + 1;
                return true;
            }
            // Make the move (the tile on `to` slides into `here`), search below, take it back.
            const int to = child.to;
            const std::uint8_t tile = m_board[static_cast<std::size_t>(to)];
            const int plain = m_plainLookup[tile];
            const int oldPlain = m_value[static_cast<std::size_t>(plain)];
            const std::int32_t oldPlainIndex = m_index[static_cast<std::size_t>(plain)];
            const int oldManhattan = m_manhattan;
            m_board[static_cast<std::size_t>(here)] = tile;
            m_board[static_cast<std::size_t>(to)] = 0;
            m_empty = to;
            m_manhattan = child.manhattan;
            m_value[static_cast<std::size_t>(plain)] = child.plainValue;
            m_index[static_cast<std::size_t>(plain)] = child.plainIndex;
            m_plainSum += child.plainValue - oldPlain;
            int mirrored = 0;
            int oldMirror = 0;
            std::int32_t oldMirrorIndex = 0;
            if (Mirror) {
                // Only reached with the mirrored value read: otherwise the child was pruned.
                mirrored = m_mirrorLookup[tile];
                oldMirror = m_value[static_cast<std::size_t>(mirrored)];
                oldMirrorIndex = m_index[static_cast<std::size_t>(mirrored)];
                m_value[static_cast<std::size_t>(mirrored)] = child.mirrorValue;
                m_index[static_cast<std::size_t>(mirrored)] = child.mirrorIndex;
                m_mirrorSum += child.mirrorValue - oldMirror;
            }
            if (dfs(depth + 1, here, h))
                return true;
            if (Mirror) {
                m_mirrorSum -= child.mirrorValue - oldMirror;
                m_index[static_cast<std::size_t>(mirrored)] = oldMirrorIndex;
                m_value[static_cast<std::size_t>(mirrored)] = oldMirror;
            }
            m_plainSum -= child.plainValue - oldPlain;
            m_index[static_cast<std::size_t>(plain)] = oldPlainIndex;
            m_value[static_cast<std::size_t>(plain)] = oldPlain;
            m_board[static_cast<std::size_t>(to)] = tile;
            m_board[static_cast<std::size_t>(here)] = 0;
            m_empty = here;
            m_manhattan = oldManhattan;
            if (m_stopped)
                return false;
        }
        return false;
    }

    GridSteps m_steps;
    int m_width;
    int m_cells;
    SearchControl &m_control;
    int m_weightNumerator;
    int m_weightDenominator;
    int m_lookupCount = 0;
    std::array<Lookup, maxLookups> m_lookups{};
    // For each tile: the lookup (and its slot there) its moves change, plain and mirrored.
    std::array<std::uint8_t, 16> m_plainLookup{};
    std::array<std::uint8_t, 16> m_plainSlot{};
    std::array<std::uint8_t, 16> m_mirrorLookup{};
    std::array<std::uint8_t, 16> m_mirrorSlot{};
    std::array<std::int32_t, maxLookups> m_index{};
    std::array<int, maxLookups> m_value{}; // each lookup's current excess
    int m_plainSum = 0;
    int m_mirrorSum = 0;
    std::array<std::uint8_t, 16> m_board{};
    std::array<std::uint8_t, 16> m_mirror{};
    // m_distance[tile][cell]: the tile's Manhattan distance from its home.
    std::array<std::array<std::uint8_t, 16>, 16> m_distance{};
    int m_manhattan = 0;
    int m_empty = 0;
    std::array<std::uint8_t, maxDepth + 1> m_path{};
    int m_bound = 0;
    int m_nextBound = 0;
    int m_foundLength = 0;
    std::uint64_t m_nodes = 0;
    bool m_stopped = false;
};

template <bool Weighted>
SearchOutcome runSearch(const PatternDatabase &database, const std::vector<int> &tiles,
                        SearchControl &control, int knownLength, int numerator, int denominator)
{
    if (database.mirrored())
        return PatternIda<true, Weighted>(database, tiles, control, numerator, denominator)
            .run(knownLength);
    return PatternIda<false, Weighted>(database, tiles, control, numerator, denominator)
        .run(knownLength);
}

} // namespace

SearchOutcome searchPatternDatabase(const PatternDatabase &database, const std::vector<int> &tiles,
                                    SearchControl &control, int knownLength)
{
    return runSearch<false>(database, tiles, control, knownLength, 1, 1);
}

SearchOutcome searchPatternDatabaseWeighted(const PatternDatabase &database,
                                            const std::vector<int> &tiles, SearchControl &control,
                                            int weightNumerator, int weightDenominator)
{
    return runSearch<true>(database, tiles, control, -1, weightNumerator, weightDenominator);
}

} // namespace tessera::fifteen
