// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "fifteen/Error.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace tessera::fifteen {

// How the tiles of a board (at most 16 cells) are split into disjoint patterns. Each tile
// 1..N-1 belongs to exactly one group; the empty cell to none.
struct PatternPartition
{
    int width = 4;
    int height = 4;
    std::vector<std::vector<int>> groups;

    // The partition of the 4x4 optimal solver: two 2x3 blocks and the bottom row's three
    // tiles (Korf & Felner 2002, turned to this goal):
    //    1  2 |  3  4
    //    5  6 |  7  8
    //    9 10 | 11 12
    //   13 14   15  .
    static PatternPartition fifteen663();
    // A good partition for any board of 10 to 16 cells: fifteen663() on 4x4, elsewhere groups
    // of at most six tiles taken along the longer side (3x4: rows 1-2 and rows 3-4). Tables
    // build in well under a second up to 12 cells, a few seconds for 15 or 16. Nothing for
    // other sizes (up to 9 cells the solver needs no tables; beyond 16 none would fit).
    [[nodiscard]] static std::optional<PatternPartition> standard(int width, int height);

    // Nothing when the partition can be built, else what is wrong with it.
    [[nodiscard]] std::optional<std::string> error() const;

    friend bool operator==(const PatternPartition &a, const PatternPartition &b)
    {
        return a.width == b.width && a.height == b.height && a.groups == b.groups;
    }
    friend bool operator!=(const PatternPartition &a, const PatternPartition &b)
    {
        return !(a == b);
    }
};

struct PatternBuildOptions
{
    // Stops the build early (it then returns an error) when set from another thread.
    const std::atomic<bool> *cancel = nullptr;
    // Groups are built in parallel on this many threads (1 = on the calling thread).
    int threads = 1;
    // Told the fraction of placements settled so far (0..1), a few hundred times per build;
    // calls come from the building threads, one at a time.
    std::function<void(double)> progress;
};

// Additive pattern databases (Korf & Felner 2002; Felner, Korf & Hanan 2004). For each group,
// the fewest moves of the group's tiles that bring them home from any placement, counting the
// other tiles' moves as free; the sum over groups is a lower bound on the solution length. On
// square boards the same tables also read the position mirrored along the main diagonal, and
// the heuristic takes the larger of the two sums.
//
// One entry per placement of a group, placements ranked densely (N!/(N-k)! entries for k tiles
// on N cells). A group's value is its tiles' Manhattan distance plus twice an excess (every move
// of a group tile changes that distance by one, so value and distance share parity), and only
// the excess is stored, four bits an entry: 2 x 2,882,880 + 1,680 bytes (5.5 MB) for 6-6-3,
// whose excess never passes 6.
class PatternDatabase
{
public:
    static constexpr int maxCells = 16;
    static constexpr std::size_t maxTotalBytes = std::size_t{64} << 20;
    static constexpr int maxExcess = 15;

    // Builds the tables by a 0-1 breadth-first search from the goal. An error when the
    // partition is unusable, its tables would pass maxTotalBytes, an excess would not fit in
    // four bits, or the build was cancelled.
    static Result<PatternDatabase> build(const PatternPartition &partition,
                                         const PatternBuildOptions &options = {});

    // The serialised form: a header (magic, version, partition, table sizes), the tables, and
    // a checksum over all of it. load() refuses anything truncated, corrupt or inconsistent.
    bool save(std::ostream &out) const;
    std::vector<std::uint8_t> toBytes() const;
    static Result<PatternDatabase> load(std::istream &in);
    // A file's bytes: its errors are ErrorKind::TablesDamaged.
    static Result<PatternDatabase> fromBytes(const std::vector<std::uint8_t> &bytes);

    const PatternPartition &partition() const { return m_partition; }
    // The tables' bytes, all groups together.
    std::size_t tableBytes() const;
    bool mirrored() const { return m_partition.width == m_partition.height; }

    // The heuristic for a valid position of the partition's size: the additive sum, and on
    // square boards the larger of that and the mirrored sum.
    int heuristic(const std::vector<int> &tiles) const;
    // The plain additive sum, of the position or of its mirror image.
    int additiveSum(const std::vector<int> &tiles, bool mirror) const;
    // One group's value: the fewest moves of its tiles from these cells (in group order) home.
    int groupValue(std::size_t group, const std::uint8_t *cellsOfTiles) const;

    // The stored excess of a placement, by rank.
    int excess(std::size_t group, std::uint32_t index) const
    {
        return excessAt(m_tables[group].data(), index);
    }
    static int excessAt(const std::uint8_t *packed, std::uint32_t index)
    {
        return (packed[index >> 1] >> ((index & 1) * 4)) & 0xF;
    }
    const std::uint8_t *packedTable(std::size_t group) const { return m_tables[group].data(); }
    // Entries for k tiles on `cells` cells: cells * (cells-1) * ... * (cells-k+1).
    static std::size_t tableSize(int cells, int groupSize);
    // Bytes for that many four-bit entries.
    static std::size_t packedSize(std::size_t entries) { return (entries + 1) / 2; }
    // The dense rank of k distinct cells (each < cells <= 16), in group order.
    static std::uint32_t rank(const std::uint8_t *cellsOfTiles, int k, int cells)
    {
        std::uint32_t index = 0;
        for (int i = 0; i < k; ++i) {
            // The cell's number among the cells the earlier tiles left free.
            std::uint32_t digit = cellsOfTiles[i];
            for (int j = 0; j < i; ++j)
                digit -= cellsOfTiles[j] < cellsOfTiles[i] ? 1u : 0u;
            index = index * static_cast<std::uint32_t>(cells - i) + digit;
        }
        return index;
    }

private:
    PatternDatabase(PatternPartition partition, std::vector<std::vector<std::uint8_t>> tables);

    PatternPartition m_partition;
    std::vector<std::vector<std::uint8_t>> m_tables;
};

// The cell a cell maps to when a square board is mirrored along its main diagonal, and the
// tile a tile becomes (the tile whose home is the mirror of its home).
int mirrorCell(int cell, int side);
int mirrorTile(int tile, int side);

} // namespace tessera::fifteen
