#include "DeadlockPatterns.h"

#include <algorithm>

namespace tessera::sokoban::solver {

namespace {
constexpr std::size_t bitsPerWord = 64;

// Bytes a vector holds beyond its header.
template <typename T>
std::size_t heldBytes(const std::vector<T> &v)
{
    return v.capacity() * sizeof(T);
}
} // namespace

DeadlockPatterns::DeadlockPatterns(const Board &board)
    : m_board(board), m_regionWords((board.floorCells().size() + bitsPerWord - 1) / bitsPerWord),
      m_byCell(static_cast<std::size_t>(board.cellCount()))
{
    m_bytes = heldBytes(m_byCell);
}

void DeadlockPatterns::add(const std::vector<int> &boxes, const std::vector<std::uint32_t> &region,
                           std::uint32_t regionStamp)
{
    if (m_full || boxes.empty()) {
        return;
    }
    if (m_starts.size() >= maxPatterns) {
        m_full = true;
        return;
    }
    const std::size_t before = heldBytes(m_boxes) + heldBytes(m_starts) + heldBytes(m_regions);
    const auto id = static_cast<std::uint32_t>(m_starts.size());
    m_starts.push_back(static_cast<std::uint32_t>(m_boxes.size()));
    std::vector<int> sorted = boxes;
    std::sort(sorted.begin(), sorted.end());
    for (const int b : sorted) {
        m_boxes.push_back(static_cast<std::uint16_t>(b));
        std::vector<std::uint32_t> &patterns = m_byCell[static_cast<std::size_t>(b)];
        const std::size_t held = heldBytes(patterns);
        patterns.push_back(id);
        m_bytes += heldBytes(patterns) - held;
    }
    const std::size_t base = m_regions.size();
    m_regions.resize(base + m_regionWords, 0);
    const std::vector<int> &floor = m_board.floorCells();
    for (std::size_t i = 0; i < floor.size(); ++i) {
        if (region[static_cast<std::size_t>(floor[i])] == regionStamp) {
            m_regions[base + i / bitsPerWord] |= std::uint64_t{1} << (i % bitsPerWord);
        }
    }
    m_bytes += heldBytes(m_boxes) + heldBytes(m_starts) + heldBytes(m_regions) - before;
}

bool DeadlockPatterns::holds(std::uint32_t pattern, const std::uint8_t *boxAt,
                             int playerIndex) const
{
    const auto p = static_cast<std::size_t>(pattern);
    const auto bit = static_cast<std::size_t>(playerIndex);
    if (!(m_regions[p * m_regionWords + bit / bitsPerWord] >> (bit % bitsPerWord) & 1)) {
        return false;
    }
    const std::size_t end = p + 1 < m_starts.size() ? m_starts[p + 1] : m_boxes.size();
    for (std::size_t i = m_starts[p]; i < end; ++i) {
        if (!boxAt[m_boxes[i]]) {
            return false;
        }
    }
    return true;
}

bool DeadlockPatterns::matchesWith(const std::uint8_t *boxAt, int player, int cell)
{
    const int playerIndex = m_board.floorIndex(player);
    for (const std::uint32_t p : m_byCell[static_cast<std::size_t>(cell)]) {
        if (holds(p, boxAt, playerIndex)) {
            ++m_matches;
            return true;
        }
    }
    return false;
}

bool DeadlockPatterns::matchesAny(const std::uint8_t *boxAt, const std::vector<int> &boxes,
                                  int player)
{
    const int playerIndex = m_board.floorIndex(player);
    for (const int b : boxes) {
        // Each pattern once: under its first box.
        for (const std::uint32_t p : m_byCell[static_cast<std::size_t>(b)]) {
            if (m_boxes[m_starts[p]] == b && holds(p, boxAt, playerIndex)) {
                ++m_matches;
                return true;
            }
        }
    }
    return false;
}

} // namespace tessera::sokoban::solver
