#include "NodeStore.h"

#include <algorithm>
#include <cstring>
#include <new>

namespace tessera::sokoban::solver {

NodeStore::NodeStore(int boxCount, MemoryAccount &account)
    : m_boxCount(std::max(boxCount, 1)), m_account(account)
{}

bool NodeStore::reserve(std::size_t bytes)
{
    if (!m_account.reserve(bytes)) {
        return false;
    }
    m_bytes += bytes;
    return true;
}

namespace {
std::uint64_t slotEntry(std::uint64_t hash, std::uint32_t id)
{
    return (hash & 0xffffffff00000000ull) | (std::uint64_t{id} + 1);
}
} // namespace

std::uint32_t NodeStore::find(std::uint64_t hash, std::uint16_t player,
                              const std::uint16_t *boxes) const
{
    if (m_index.empty()) {
        return Node::noParent;
    }
    const std::size_t boxBytes = static_cast<std::size_t>(m_boxCount) * sizeof(std::uint16_t);
    const std::uint64_t high = hash & 0xffffffff00000000ull;
    for (std::size_t slot = hash & m_indexMask;; slot = (slot + 1) & m_indexMask) {
        const std::uint64_t entry = m_index[slot];
        if (entry == 0) {
            return Node::noParent;
        }
        if ((entry & 0xffffffff00000000ull) != high) {
            continue;
        }
        const auto id = static_cast<std::uint32_t>((entry & 0xffffffffu) - 1);
        const Node &n = node(id);
        if (n.hash == hash && n.player == player &&
            std::memcmp(this->boxes(id), boxes, boxBytes) == 0) {
            return id;
        }
    }
}

bool NodeStore::growIndex()
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
            const auto id = static_cast<std::uint32_t>((entry & 0xffffffffu) - 1);
            std::size_t slot = node(id).hash & mask;
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

std::uint32_t NodeStore::insert(const Node &n, const std::uint16_t *boxes)
{
    if (m_count >= Node::noParent - 1) {
        return Node::noParent;
    }
    if ((m_count + 1) * 4 > m_index.size() * 3 && !growIndex()) {
        return Node::noParent;
    }
    const auto id = static_cast<std::uint32_t>(m_count);
    if ((id & chunkMask) == 0) {
        const std::size_t boxValues = static_cast<std::size_t>(chunkSize) * m_boxCount;
        const std::size_t bytes = chunkSize * sizeof(Node) + boxValues * sizeof(std::uint16_t);
        if (!reserve(bytes)) {
            return Node::noParent;
        }
        try {
            m_chunks.push_back(std::make_unique<Node[]>(chunkSize));
            m_boxChunks.push_back(std::make_unique<std::uint16_t[]>(boxValues));
        } catch (const std::bad_alloc &) {
            if (m_chunks.size() > m_boxChunks.size()) {
                m_chunks.pop_back();
            }
            release(bytes);
            return Node::noParent;
        }
    }
    node(id) = n;
    std::memcpy(&m_boxChunks[id >> chunkBits][static_cast<std::size_t>(id & chunkMask) *
                                              static_cast<std::size_t>(m_boxCount)],
                boxes, static_cast<std::size_t>(m_boxCount) * sizeof(std::uint16_t));
    std::size_t slot = n.hash & m_indexMask;
    while (m_index[slot] != 0) {
        slot = (slot + 1) & m_indexMask;
    }
    m_index[slot] = slotEntry(n.hash, id);
    ++m_count;
    return id;
}

} // namespace tessera::sokoban::solver
