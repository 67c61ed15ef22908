// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "NodeStore.h"

#include <algorithm>
#include <cstring>
#include <new>

namespace tessera::sokoban::solver {

template <typename NodeT>
NodeStoreOf<NodeT>::NodeStoreOf(const Board &board, int boxCount, MemoryAccount &account)
    : m_board(board), m_boxCount(std::max(boxCount, 0)),
      m_bytesPerBox(board.floorCells().size() <= 256 ? 1 : 2),
      m_boxBytes(m_bytesPerBox * static_cast<std::size_t>(m_boxCount)), m_encoded(m_boxBytes, 0),
      m_account(account)
{}

template <typename NodeT>
bool NodeStoreOf<NodeT>::reserve(std::size_t bytes)
{
    if (!m_account.reserve(bytes)) {
        return false;
    }
    m_bytes += bytes;
    return true;
}

namespace {

constexpr std::uint64_t highHalf = 0xffffffff00000000ull;

std::uint64_t slotEntry(std::uint64_t hash, std::uint32_t id)
{
    return (hash & highHalf) | (std::uint64_t{id} + 1);
}

std::size_t slotOf(std::uint64_t hashOrEntry, std::size_t mask)
{
    return static_cast<std::size_t>(hashOrEntry >> 32) & mask;
}

} // namespace

template <typename NodeT>
void NodeStoreOf<NodeT>::encode(const std::uint16_t *boxes)
{
    for (std::size_t i = 0; i < static_cast<std::size_t>(m_boxCount); ++i) {
        const auto floor = static_cast<unsigned>(m_board.floorIndex(boxes[i]));
        if (m_bytesPerBox == 1) {
            m_encoded[i] = static_cast<std::uint8_t>(floor);
        } else {
            m_encoded[2 * i] = static_cast<std::uint8_t>(floor & 0xffu);
            m_encoded[2 * i + 1] = static_cast<std::uint8_t>(floor >> 8);
        }
    }
}

template <typename NodeT>
void NodeStoreOf<NodeT>::boxes(std::uint32_t id, std::uint16_t *out) const
{
    const std::uint8_t *stored = storedBoxes(id);
    const std::vector<int> &floorCells = m_board.floorCells();
    for (std::size_t i = 0; i < static_cast<std::size_t>(m_boxCount); ++i) {
        const std::size_t floor =
            m_bytesPerBox == 1 ? stored[i] : stored[2 * i] | (std::size_t{stored[2 * i + 1]} << 8);
        out[i] = static_cast<std::uint16_t>(floorCells[floor]);
    }
}

template <typename NodeT>
std::uint32_t NodeStoreOf<NodeT>::find(std::uint64_t hash, std::uint16_t player,
                                       const std::uint16_t *boxes)
{
    if (m_index.empty()) {
        return Node::noParent;
    }
    encode(boxes);
    const std::uint64_t high = hash & highHalf;
    for (std::size_t slot = slotOf(hash, m_indexMask);; slot = (slot + 1) & m_indexMask) {
        const std::uint64_t entry = m_index[slot];
        if (entry == 0) {
            return Node::noParent;
        }
        if ((entry & highHalf) != high) {
            continue;
        }
        const auto id = static_cast<std::uint32_t>((entry & 0xffffffffu) - 1);
        if (node(id).player == player &&
            std::memcmp(storedBoxes(id), m_encoded.data(), m_boxBytes) == 0) {
            return id;
        }
    }
}

template <typename NodeT>
bool NodeStoreOf<NodeT>::growIndex()
{
    const std::size_t newSize = m_index.empty() ? std::size_t{1} << 12 : m_index.size() * 2;
    const std::size_t newBytes = newSize * sizeof(m_index[0]);
    const std::size_t oldBytes = m_index.size() * sizeof(m_index[0]);
    // Old and new tables live side by side while rehashing.
    if (!reserve(newBytes)) {
        return false;
    }
    std::vector<std::uint64_t> grown;
    try {
        grown.assign(newSize, 0);
    } catch (const std::bad_alloc &) {
        release(newBytes);
        return false;
    }
    const std::size_t mask = newSize - 1;
    for (const std::uint64_t entry : m_index) {
        if (entry != 0) {
            std::size_t slot = slotOf(entry, mask);
            while (grown[slot] != 0) {
                slot = (slot + 1) & mask;
            }
            grown[slot] = entry;
        }
    }
    m_index.swap(grown);
    m_indexMask = mask;
    release(oldBytes);
    return true;
}

template <typename NodeT>
std::uint32_t NodeStoreOf<NodeT>::insert(const NodeT &n, std::uint64_t hash,
                                         const std::uint16_t *boxes)
{
    if (m_count >= Node::noParent - 1) {
        return Node::noParent;
    }
    // The index doubles at three quarters full. Near the budget, where the old and new tables
    // cannot both be held, it fills on to nine tenths (slower probes, but the search goes on).
    if ((m_count + 1) * 4 > m_index.size() * 3 && !growIndex() &&
        (m_count + 1) * 10 > m_index.size() * 9) {
        return Node::noParent;
    }
    const auto id = static_cast<std::uint32_t>(m_count);
    if ((id & chunkMask) == 0) {
        const std::size_t boxBytes = static_cast<std::size_t>(chunkSize) * m_boxBytes;
        const std::size_t bytes = chunkSize * sizeof(NodeT) + boxBytes;
        if (!reserve(bytes)) {
            return Node::noParent;
        }
        try {
            m_chunks.push_back(std::make_unique<NodeT[]>(chunkSize));
            m_boxChunks.push_back(std::make_unique<std::uint8_t[]>(boxBytes));
        } catch (const std::bad_alloc &) {
            if (m_chunks.size() > m_boxChunks.size()) {
                m_chunks.pop_back();
            }
            release(bytes);
            return Node::noParent;
        }
    }
    node(id) = n;
    encode(boxes);
    std::memcpy(storedBoxes(id), m_encoded.data(), m_boxBytes);
    std::size_t slot = slotOf(hash, m_indexMask);
    while (m_index[slot] != 0) {
        slot = (slot + 1) & m_indexMask;
    }
    m_index[slot] = slotEntry(hash, id);
    ++m_count;
    return id;
}

template class NodeStoreOf<Node>;
template class NodeStoreOf<PullNode>;

} // namespace tessera::sokoban::solver
