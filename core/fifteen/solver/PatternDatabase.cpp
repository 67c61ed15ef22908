// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "PatternDatabase.h"

#include "PositionRules.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <thread>

namespace tessera::fifteen {

namespace {

// ---------------------------------------------------------------------------------------------
// Building one group's table.
//
// A state of the abstract puzzle is a placement of the group's tiles plus the empty cell; the
// other tiles are indistinguishable and moving them is free. The search runs layer by layer
// (layer d = states whose group tiles need exactly d moves): within a layer the empty cell
// spreads for free over its connected free area, then each move of a group tile into it leads
// to layer d+1. Per placement one 64-bit word keeps: the empty cells already reached (bits
// 0-15), the empty cells waiting for the even and the odd layer (16-31, 32-47) and the
// placement's excess over its Manhattan distance, halved (48-55), set when first reached.
class GroupBuilder
{
public:
    // `settled` counts placements whose value is known, over all groups; `report` is called
    // now and then with it.
    GroupBuilder(const PatternPartition &partition, const std::vector<int> &group,
                 const std::atomic<bool> *cancel, std::atomic<std::uint64_t> &settled,
                 const std::function<void()> &report)
        : m_width(partition.width), m_cells(partition.width * partition.height),
          m_k(static_cast<int>(group.size())), m_cancel(cancel), m_settled(settled),
          m_report(report)
    {
        for (int i = 0; i < m_k; ++i)
            m_home[static_cast<std::size_t>(i)] =
                static_cast<std::uint8_t>(group[static_cast<std::size_t>(i)] - 1);
        for (int c = 0; c < m_cells; ++c) {
            std::uint32_t mask = 0;
            const int x = c % m_width;
            if (x > 0)
                mask |= 1u << (c - 1);
            if (x + 1 < m_width)
                mask |= 1u << (c + 1);
            if (c >= m_width)
                mask |= 1u << (c - m_width);
            if (c + m_width < m_cells)
                mask |= 1u << (c + m_width);
            m_adjacent[static_cast<std::size_t>(c)] = mask;
        }
        m_all = (1u << m_cells) - 1;
        std::int64_t weight = 1;
        for (int i = m_k - 1; i >= 0; --i) {
            m_weight[static_cast<std::size_t>(i)] = weight;
            weight *= m_cells - i;
        }
        for (int c = 0; c < m_cells; ++c) {
            if (c % m_width != 0)
                m_notFirstColumn |= 1u << c;
            if (c % m_width != m_width - 1)
                m_notLastColumn |= 1u << c;
        }
    }

    // The packed table, or why there is none.
    Result<std::vector<std::uint8_t>> run()
    {
        const std::size_t size = PatternDatabase::tableSize(m_cells, m_k);
        std::vector<std::uint64_t> state(size, distanceMask);
        const std::uint32_t goal = PatternDatabase::rank(m_home.data(), m_k, m_cells);
        state[goal] |= std::uint64_t{1} << (m_cells - 1) << pendingShift(0);

        std::array<std::uint8_t, 16> cells{};
        std::uint64_t processed = 0;
        bool pending = true;
        for (int layer = 0; pending; ++layer) {
            pending = false;
            const int now = pendingShift(layer);
            const int next = pendingShift(layer + 1);
            for (std::size_t index = 0; index < size; ++index) {
                std::uint64_t word = state[index];
                const auto waiting = static_cast<std::uint32_t>(word >> now) & 0xFFFF;
                if (waiting == 0)
                    continue;
                word &= ~(std::uint64_t{0xFFFF} << now);
                const auto reached = static_cast<std::uint32_t>(word) & 0xFFFF;
                const std::uint32_t start = waiting & ~reached;
                if (start == 0) {
                    state[index] = word;
                    continue;
                }
                if ((processed++ & 0xFFFF) == 0) {
                    if (m_cancel && m_cancel->load())
                        return Error{"building the pattern database was cancelled"};
                    m_report();
                }
                const std::uint32_t occupied = unrank(static_cast<std::uint32_t>(index), cells);
                std::array<std::int8_t, 16> slotAt;
                slotAt.fill(-1);
                for (int i = 0; i < m_k; ++i)
                    slotAt[cells[static_cast<std::size_t>(i)]] = static_cast<std::int8_t>(i);
                const std::uint32_t area = spread(start, m_all & ~occupied);
                word |= area;
                if ((word & distanceMask) == distanceMask) {
                    const int excess = (layer - manhattan(cells)) / 2;
                    if (excess > PatternDatabase::maxExcess)
                        return Error{"a pattern group is too large for four-bit tables"};
                    word = (word & ~distanceMask) |
                           (static_cast<std::uint64_t>(excess) << distanceShift);
                    m_settled.fetch_add(1, std::memory_order_relaxed);
                }
                state[index] = word;
                // Each group tile next to the area slides into it; the empty cell takes its
                // place.
                for (int i = 0; i < m_k; ++i) {
                    const int from = cells[static_cast<std::size_t>(i)];
                    std::uint32_t targets = m_adjacent[static_cast<std::size_t>(from)] & area;
                    while (targets != 0) {
                        const int to = __builtin_ctz(targets);
                        targets &= targets - 1;
                        const std::size_t child = static_cast<std::size_t>(
                            static_cast<std::int64_t>(index) + indexChange(slotAt, i, from, to));
                        const std::uint64_t emptyBit = std::uint64_t{1} << from;
                        std::uint64_t &childWord = state[child];
                        if ((childWord & emptyBit) != 0 || (childWord & (emptyBit << next)) != 0)
                            continue;
                        childWord |= emptyBit << next;
                        pending = true;
                    }
                }
            }
        }
        // Placements no move sequence reaches (only where the parity rule binds) never occur
        // in a solvable position; they keep excess 0.
        std::vector<std::uint8_t> table(PatternDatabase::packedSize(size));
        for (std::size_t index = 0; index < size; ++index) {
            const auto excess = static_cast<std::uint8_t>(state[index] >> distanceShift);
            if (excess != 0xFF)
                table[index >> 1] |= static_cast<std::uint8_t>(excess << ((index & 1) * 4));
        }
        return table;
    }

private:
    static constexpr int distanceShift = 48;
    static constexpr std::uint64_t distanceMask = std::uint64_t{0xFF} << distanceShift;
    static int pendingShift(int layer) { return 16 + 16 * (layer & 1); }

    // The change of the rank when the tile in `slot` steps from `from` to a neighbouring `to`
    // (see PatternSearch.cpp, which updates its indices the same way).
    std::int64_t indexChange(const std::array<std::int8_t, 16> &slotAt, int slot, int from,
                             int to) const
    {
        const std::int64_t own = m_weight[static_cast<std::size_t>(slot)];
        const int low = std::min(from, to);
        const int high = std::max(from, to);
        int earlier = 0;
        std::int64_t later = 0;
        for (int c = low + 1; c < high; ++c) {
            const int other = slotAt[static_cast<std::size_t>(c)];
            if (other < 0)
                continue;
            if (other < slot)
                ++earlier;
            else
                later += m_weight[static_cast<std::size_t>(other)];
        }
        const std::int64_t change = (high - low - earlier) * own + later;
        return to > from ? change : -change;
    }

    int manhattan(const std::array<std::uint8_t, 16> &cells) const
    {
        int sum = 0;
        for (int i = 0; i < m_k; ++i) {
            const int cell = cells[static_cast<std::size_t>(i)];
            const int home = m_home[static_cast<std::size_t>(i)];
            sum += std::abs(cell % m_width - home % m_width) +
                   std::abs(cell / m_width - home / m_width);
        }
        return sum;
    }

    // The cells of the placement with this rank; returns them as a mask too.
    std::uint32_t unrank(std::uint32_t index, std::array<std::uint8_t, 16> &cells) const
    {
        std::array<std::uint32_t, 16> digit{};
        for (int i = m_k - 1; i >= 0; --i) {
            const auto base = static_cast<std::uint32_t>(m_cells - i);
            digit[static_cast<std::size_t>(i)] = index % base;
            index /= base;
        }
        std::uint32_t used = 0;
        for (int i = 0; i < m_k; ++i) {
            // The digit-th cell not used yet.
            std::uint32_t free = m_all & ~used;
            for (std::uint32_t skip = digit[static_cast<std::size_t>(i)]; skip > 0; --skip)
                free &= free - 1;
            const auto cell = static_cast<std::uint8_t>(__builtin_ctz(free));
            cells[static_cast<std::size_t>(i)] = cell;
            used |= 1u << cell;
        }
        return used;
    }

    // Every cell of `free` connected to `start` through `free`.
    std::uint32_t spread(std::uint32_t start, std::uint32_t free) const
    {
        std::uint32_t area = start;
        while (true) {
            const std::uint32_t grown =
                (area | ((area << 1) & m_notFirstColumn) | ((area >> 1) & m_notLastColumn) |
                 (area << m_width) | (area >> m_width)) &
                free;
            if ((grown | area) == area)
                return area;
            area |= grown;
        }
    }

    int m_width;
    int m_cells;
    int m_k;
    const std::atomic<bool> *m_cancel;
    std::atomic<std::uint64_t> &m_settled;
    const std::function<void()> &m_report;
    std::array<std::uint8_t, 16> m_home{};
    std::array<std::uint32_t, 16> m_adjacent{};
    std::array<std::int64_t, 16> m_weight{};
    std::uint32_t m_all = 0;
    std::uint32_t m_notFirstColumn = 0;
    std::uint32_t m_notLastColumn = 0;
};

} // namespace

// ---------------------------------------------------------------------------------------------

PatternPartition PatternPartition::fifteen663()
{
    return PatternPartition{4, 4, {{5, 6, 9, 10, 13, 14}, {4, 7, 8, 11, 12, 15}, {1, 2, 3}}};
}

std::optional<PatternPartition> PatternPartition::standard(int width, int height)
{
    const int cells = width * height;
    if (width < 2 || height < 2 || cells < 10 || cells > PatternDatabase::maxCells)
        return std::nullopt;
    if (width == 4 && height == 4)
        return fifteen663();
    // Tiles in reading order along the longer side (row by row on tall boards, column by
    // column on wide ones), cut into groups of six, the last ones made at least three strong.
    std::vector<int> order;
    if (height >= width) {
        for (int tile = 1; tile < cells; ++tile)
            order.push_back(tile);
    } else {
        for (int x = 0; x < width; ++x) {
            for (int y = 0; y < height; ++y) {
                if (y * width + x + 1 < cells)
                    order.push_back(y * width + x + 1);
            }
        }
    }
    PatternPartition partition{width, height, {}};
    for (std::size_t start = 0; start < order.size();) {
        const std::size_t remaining = order.size() - start;
        std::size_t take = std::min<std::size_t>(6, remaining);
        if (remaining - take > 0 && remaining - take < 3)
            take = remaining - 3;
        partition.groups.emplace_back(order.begin() + static_cast<long>(start),
                                      order.begin() + static_cast<long>(start + take));
        start += take;
    }
    return partition;
}

std::optional<std::string> PatternPartition::error() const
{
    if (width < 2 || height < 2 || width * height > PatternDatabase::maxCells) {
        return "pattern databases are for boards of 2..16 cells, at least 2 on a side, not " +
               std::to_string(width) + "x" + std::to_string(height);
    }
    const int cells = width * height;
    std::vector<int> groupOf(static_cast<std::size_t>(cells), -1);
    std::size_t total = 0;
    for (std::size_t g = 0; g < groups.size(); ++g) {
        const auto &group = groups[g];
        if (group.empty())
            return "pattern group " + std::to_string(g + 1) + " is empty";
        if (group.size() + 1 >= static_cast<std::size_t>(cells)) {
            return "pattern group " + std::to_string(g + 1) +
                   " leaves no other tile to move: at most " + std::to_string(cells - 2) +
                   " tiles per group";
        }
        for (const int tile : group) {
            if (tile < 1 || tile >= cells) {
                return "pattern group " + std::to_string(g + 1) + " holds " + std::to_string(tile) +
                       ", not a tile of a " + std::to_string(width) + "x" + std::to_string(height) +
                       " board";
            }
            int &owner = groupOf[static_cast<std::size_t>(tile)];
            if (owner >= 0) {
                return "tile " + std::to_string(tile) + " is in pattern groups " +
                       std::to_string(owner + 1) + " and " + std::to_string(g + 1);
            }
            owner = static_cast<int>(g);
        }
        total += PatternDatabase::packedSize(
            PatternDatabase::tableSize(cells, static_cast<int>(group.size())));
    }
    for (int tile = 1; tile < cells; ++tile) {
        if (groupOf[static_cast<std::size_t>(tile)] < 0)
            return "tile " + std::to_string(tile) + " is in no pattern group";
    }
    if (total > PatternDatabase::maxTotalBytes) {
        return "the tables would take " + std::to_string(total) + " bytes, more than the " +
               std::to_string(PatternDatabase::maxTotalBytes) + " allowed";
    }
    return std::nullopt;
}

PatternDatabase::PatternDatabase(PatternPartition partition,
                                 std::vector<std::vector<std::uint8_t>> tables)
    : m_partition(std::move(partition)), m_tables(std::move(tables))
{}

std::size_t PatternDatabase::tableSize(int cells, int groupSize)
{
    std::size_t size = 1;
    for (int i = 0; i < groupSize; ++i)
        size *= static_cast<std::size_t>(cells - i);
    return size;
}

std::size_t PatternDatabase::tableBytes() const
{
    std::size_t total = 0;
    for (const auto &table : m_tables)
        total += table.size();
    return total;
}

Result<PatternDatabase> PatternDatabase::build(const PatternPartition &partition,
                                               const PatternBuildOptions &options)
{
    if (auto error = partition.error())
        return Error{*error};
    const std::size_t count = partition.groups.size();
    std::vector<std::optional<Result<std::vector<std::uint8_t>>>> tables(count);
    // Largest groups first, handed out to the threads in turn.
    std::vector<std::size_t> order(count);
    for (std::size_t g = 0; g < count; ++g)
        order[g] = g;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return partition.groups[a].size() > partition.groups[b].size();
    });
    const int cells = partition.width * partition.height;
    std::uint64_t entries = 0;
    for (const auto &group : partition.groups)
        entries += tableSize(cells, static_cast<int>(group.size()));
    std::atomic<std::uint64_t> settled{0};
    std::mutex reportLock;
    const std::function<void()> report = [&] {
        if (!options.progress)
            return;
        const std::lock_guard<std::mutex> lock(reportLock);
        options.progress(static_cast<double>(settled.load()) / static_cast<double>(entries));
    };
    std::atomic<std::size_t> nextJob{0};
    const auto work = [&] {
        for (std::size_t job = nextJob++; job < count; job = nextJob++) {
            const std::size_t g = order[job];
            tables[g] =
                GroupBuilder(partition, partition.groups[g], options.cancel, settled, report).run();
        }
    };
    const int threads =
        std::clamp(options.threads, 1, static_cast<int>(std::max<std::size_t>(count, 1)));
    std::vector<std::thread> helpers;
    for (int t = 1; t < threads; ++t)
        helpers.emplace_back(work);
    work();
    for (auto &helper : helpers)
        helper.join();

    std::vector<std::vector<std::uint8_t>> built;
    for (auto &table : tables) {
        if (!table)
            return Error{"building the pattern database was cancelled"};
        if (auto *error = std::get_if<Error>(&*table))
            return *error;
        built.push_back(std::get<std::vector<std::uint8_t>>(std::move(*table)));
    }
    if (options.progress)
        options.progress(1.0);
    return PatternDatabase(partition, std::move(built));
}

int PatternDatabase::additiveSum(const std::vector<int> &tiles, bool mirror) const
{
    const int cells = m_partition.width * m_partition.height;
    const int side = m_partition.width;
    std::array<std::uint8_t, maxCells> cellOf{};
    for (int c = 0; c < cells; ++c) {
        const int tile = tiles[static_cast<std::size_t>(c)];
        if (mirror)
            cellOf[static_cast<std::size_t>(mirrorTile(tile, side))] =
                static_cast<std::uint8_t>(mirrorCell(c, side));
        else
            cellOf[static_cast<std::size_t>(tile)] = static_cast<std::uint8_t>(c);
    }
    int sum = 0;
    for (std::size_t g = 0; g < m_partition.groups.size(); ++g) {
        const auto &group = m_partition.groups[g];
        std::array<std::uint8_t, maxCells> placement{};
        for (std::size_t i = 0; i < group.size(); ++i)
            placement[i] = cellOf[static_cast<std::size_t>(group[i])];
        sum += groupValue(g, placement.data());
    }
    return sum;
}

int PatternDatabase::groupValue(std::size_t group, const std::uint8_t *cellsOfTiles) const
{
    const int width = m_partition.width;
    const auto &tiles = m_partition.groups[group];
    const int k = static_cast<int>(tiles.size());
    int manhattan = 0;
    for (int i = 0; i < k; ++i) {
        const int cell = cellsOfTiles[i];
        const int home = tiles[static_cast<std::size_t>(i)] - 1;
        manhattan += std::abs(cell % width - home % width) + std::abs(cell / width - home / width);
    }
    return manhattan +
           2 * excess(group, rank(cellsOfTiles, k, m_partition.width * m_partition.height));
}

int PatternDatabase::heuristic(const std::vector<int> &tiles) const
{
    const int plain = additiveSum(tiles, false);
    return mirrored() ? std::max(plain, additiveSum(tiles, true)) : plain;
}

int mirrorCell(int cell, int side)
{
    return (cell % side) * side + cell / side;
}

int mirrorTile(int tile, int side)
{
    return tile == 0 ? 0 : mirrorCell(tile - 1, side) + 1;
}

} // namespace tessera::fifteen
