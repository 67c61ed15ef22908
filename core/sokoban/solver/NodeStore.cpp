#include "NodeStore.h"

#include <algorithm>
#include <cstring>
#include <new>

namespace tessera::sokoban::solver {

NodeStore::NodeStore(int boxCount, MemoryAccount &account)
    : boxCount_(std::max(boxCount, 1)), account_(account)
{}

bool NodeStore::reserve(std::size_t bytes)
{
    if (!account_.reserve(bytes)) {
        return false;
    }
    bytes_ += bytes;
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
    if (index_.empty()) {
        return Node::noParent;
    }
    const std::size_t boxBytes = static_cast<std::size_t>(boxCount_) * sizeof(std::uint16_t);
    const std::uint64_t high = hash & 0xffffffff00000000ull;
    for (std::size_t slot = hash & indexMask_;; slot = (slot + 1) & indexMask_) {
        const std::uint64_t entry = index_[slot];
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
    const std::size_t newSize = index_.empty() ? std::size_t{1} << 12 : index_.size() * 2;
    const std::size_t newBytes = newSize * sizeof(index_[0]);
    const std::size_t oldBytes = index_.size() * sizeof(index_[0]);
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
    for (const std::uint64_t entry : index_) {
        if (entry != 0) {
            const auto id = static_cast<std::uint32_t>((entry & 0xffffffffu) - 1);
            std::size_t slot = node(id).hash & mask;
            while (grown[slot] != 0) {
                slot = (slot + 1) & mask;
            }
            grown[slot] = entry;
        }
    }
    index_.swap(grown);
    indexMask_ = mask;
    release(oldBytes);
    return true;
}

std::uint32_t NodeStore::insert(const Node &n, const std::uint16_t *boxes)
{
    if (count_ >= Node::noParent - 1) {
        return Node::noParent;
    }
    if ((count_ + 1) * 4 > index_.size() * 3 && !growIndex()) {
        return Node::noParent;
    }
    const auto id = static_cast<std::uint32_t>(count_);
    if ((id & chunkMask) == 0) {
        const std::size_t boxValues = static_cast<std::size_t>(chunkSize) * boxCount_;
        const std::size_t bytes = chunkSize * sizeof(Node) + boxValues * sizeof(std::uint16_t);
        if (!reserve(bytes)) {
            return Node::noParent;
        }
        try {
            chunks_.push_back(std::make_unique<Node[]>(chunkSize));
            boxChunks_.push_back(std::make_unique<std::uint16_t[]>(boxValues));
        } catch (const std::bad_alloc &) {
            if (chunks_.size() > boxChunks_.size()) {
                chunks_.pop_back();
            }
            release(bytes);
            return Node::noParent;
        }
    }
    node(id) = n;
    std::memcpy(&boxChunks_[id >> chunkBits][static_cast<std::size_t>(id & chunkMask) *
                                             static_cast<std::size_t>(boxCount_)],
                boxes, static_cast<std::size_t>(boxCount_) * sizeof(std::uint16_t));
    std::size_t slot = n.hash & indexMask_;
    while (index_[slot] != 0) {
        slot = (slot + 1) & indexMask_;
    }
    index_[slot] = slotEntry(n.hash, id);
    ++count_;
    return id;
}

} // namespace tessera::sokoban::solver
