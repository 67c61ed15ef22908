// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "NodeStore.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <new>

namespace tessera::sokoban::solver {

template <typename NodeT>
NodeStoreOf<NodeT>::NodeStoreOf(const Board &board, int boxCount, const ZobristKeys &keys,
                                MemoryAccount &account, bool countChildren, bool boxesAsMoves)
    : m_board(board), m_keys(keys), m_boxCount(std::max(boxCount, 0)), m_account(account),
      m_countChildren(countChildren)
{
    const auto boxes = static_cast<std::size_t>(m_boxCount);
    const bool oneByte = board.floorCells().size() <= 256;
    m_form = oneByte ? BoxForm::OneByte : BoxForm::TwoBytes;
    m_boxBytes = (oneByte ? 1 : 2) * boxes;
    std::vector<std::uint16_t> live;
    for (const int cell : board.floorCells()) {
        if (!board.isDeadSquare(cell)) {
            live.push_back(static_cast<std::uint16_t>(cell));
        }
    }
    const std::size_t bitBytes = (live.size() + 7) / 8;
    if (bitBytes < m_boxBytes) {
        m_form = BoxForm::Bits;
        m_boxBytes = bitBytes;
        m_cellOfBit = std::move(live);
        m_bitOfCell.assign(static_cast<std::size_t>(board.cellCount()), -1);
        for (std::size_t bit = 0; bit < m_cellOfBit.size(); ++bit) {
            m_bitOfCell[m_cellOfBit[bit]] = static_cast<std::int16_t>(bit);
        }
    }
    m_wholeBytes = m_boxBytes;
    // A freed anchor links to the next through its first 4 bytes: there are more.
    m_asMoves = boxesAsMoves && m_wholeBytes > sizeof(std::uint32_t);
    if (m_asMoves) {
        m_boxBytes = sizeof(std::uint32_t);
        m_whole.assign(m_wholeBytes, 0);
        m_childCells.assign(boxes, 0);
        m_parentCells.assign(boxes, 0);
    }
    m_encoded.assign(m_wholeBytes, 0);
    m_decoded.assign(boxes, 0);
    m_broken =
        !reserve(m_bitOfCell.capacity() * sizeof(m_bitOfCell[0]) +
                 m_cellOfBit.capacity() * sizeof(m_cellOfBit[0]) + m_encoded.capacity() +
                 m_decoded.capacity() * sizeof(m_decoded[0]) + m_whole.capacity() +
                 (m_childCells.capacity() + m_parentCells.capacity()) * sizeof(std::uint16_t));
}

template <typename NodeT>
bool NodeStoreOf<NodeT>::reserve(std::size_t bytes)
{
    if (!m_account.reserve(bytes)) {
        return false;
    }
    m_bytes += bytes;
    return true;
}

template <typename NodeT>
bool NodeStoreOf<NodeT>::encode(const std::uint16_t *boxes, std::uint8_t *out) const
{
    const auto count = static_cast<std::size_t>(m_boxCount);
    switch (m_form) {
    case BoxForm::Bits:
        std::fill(out, out + m_wholeBytes, std::uint8_t{0});
        for (std::size_t i = 0; i < count; ++i) {
            const int bit = m_bitOfCell[boxes[i]];
            if (bit < 0) {
                return false;
            }
            out[static_cast<std::size_t>(bit) / 8] |= static_cast<std::uint8_t>(1u << (bit % 8));
        }
        return true;
    case BoxForm::OneByte:
        for (std::size_t i = 0; i < count; ++i) {
            if (m_board.isDeadSquare(boxes[i])) {
                return false;
            }
            out[i] = static_cast<std::uint8_t>(m_board.floorIndex(boxes[i]));
        }
        return true;
    case BoxForm::TwoBytes:
        for (std::size_t i = 0; i < count; ++i) {
            if (m_board.isDeadSquare(boxes[i])) {
                return false;
            }
            const auto floor = static_cast<unsigned>(m_board.floorIndex(boxes[i]));
            out[2 * i] = static_cast<std::uint8_t>(floor & 0xffu);
            out[2 * i + 1] = static_cast<std::uint8_t>(floor >> 8);
        }
        return true;
    }
    return false;
}

template <typename NodeT>
void NodeStoreOf<NodeT>::boxes(std::uint32_t id, std::uint16_t *out) const
{
    decode(wholeBoxes(id), out);
}

template <typename NodeT>
void NodeStoreOf<NodeT>::decode(const std::uint8_t *stored, std::uint16_t *out) const
{
    const std::vector<int> &floorCells = m_board.floorCells();
    const auto count = static_cast<std::size_t>(m_boxCount);
    switch (m_form) {
    case BoxForm::Bits: {
        std::size_t k = 0;
        for (std::size_t byte = 0; byte < m_wholeBytes && k < count; ++byte) {
            for (unsigned bits = stored[byte]; bits != 0; bits &= bits - 1) {
                out[k++] = m_cellOfBit[byte * 8 + static_cast<std::size_t>(__builtin_ctz(bits))];
            }
        }
        break;
    }
    case BoxForm::OneByte:
        for (std::size_t i = 0; i < count; ++i) {
            out[i] = static_cast<std::uint16_t>(floorCells[stored[i]]);
        }
        break;
    case BoxForm::TwoBytes:
        for (std::size_t i = 0; i < count; ++i) {
            const std::size_t floor = stored[2 * i] | (std::size_t{stored[2 * i + 1]} << 8);
            out[i] = static_cast<std::uint16_t>(floorCells[floor]);
        }
        break;
    }
}

template <typename NodeT>
const std::uint8_t *NodeStoreOf<NodeT>::wholeBoxes(std::uint32_t id) const
{
    if (!m_asMoves) {
        return storedBoxes(id);
    }
    const std::uint32_t field = moveField(id);
    if ((field & anchoredBit) != 0) {
        return anchorBytes(field & ~anchoredBit);
    }
    // The parent is anchored: it was expanded before it had children, and outlives them.
    const std::uint32_t anchor = moveField(node(id).parent) & ~anchoredBit;
    const auto from = static_cast<std::uint16_t>(field & 0x7fffu);
    const auto to = static_cast<std::uint16_t>((field >> 15) & 0x7fffu);
    if (m_form == BoxForm::Bits) {
        std::memcpy(m_whole.data(), anchorBytes(anchor), m_wholeBytes);
        const auto fromBit = static_cast<std::size_t>(m_bitOfCell[from]);
        const auto toBit = static_cast<std::size_t>(m_bitOfCell[to]);
        m_whole[fromBit / 8] =
            static_cast<std::uint8_t>(m_whole[fromBit / 8] & ~(1u << (fromBit % 8)));
        m_whole[toBit / 8] = static_cast<std::uint8_t>(m_whole[toBit / 8] | (1u << (toBit % 8)));
        return m_whole.data();
    }
    // The byte forms keep the boxes in order: the moved one goes to its place among the rest.
    decodeAnchor(anchor);
    const auto begin = m_childCells.begin();
    const auto rest = std::remove_copy(m_parentCells.begin(), m_parentCells.end(), begin, from);
    const auto place = std::upper_bound(begin, rest, to);
    std::copy_backward(place, rest, rest + 1);
    *place = to;
    (void)encode(m_childCells.data(), m_whole.data());
    return m_whole.data();
}

template <typename NodeT>
void NodeStoreOf<NodeT>::decodeAnchor(std::uint32_t anchor) const
{
    if (m_parentCellsOf != anchor) {
        decode(anchorBytes(anchor), m_parentCells.data());
        m_parentCellsOf = anchor;
    }
}

template <typename NodeT>
std::optional<std::uint32_t> NodeStoreOf<NodeT>::moveFrom(std::uint32_t parent,
                                                          const std::uint16_t *boxes) const
{
    if (parent >= m_idEnd || isFree(parent) || (moveField(parent) & anchoredBit) == 0) {
        return std::nullopt;
    }
    decodeAnchor(moveField(parent) & ~anchoredBit);
    // Both in order: the one box of the parent's the child has not, and the child's new one.
    const auto count = static_cast<std::size_t>(m_boxCount);
    int from = -1;
    int to = -1;
    for (std::size_t i = 0, j = 0; i < count || j < count;) {
        if (j == count || (i < count && m_parentCells[i] < boxes[j])) {
            if (from >= 0) {
                return std::nullopt;
            }
            from = m_parentCells[i++];
        } else if (i == count || boxes[j] < m_parentCells[i]) {
            if (to >= 0) {
                return std::nullopt;
            }
            to = boxes[j++];
        } else {
            ++i;
            ++j;
        }
    }
    if (from < 0 || to < 0) {
        return std::nullopt;
    }
    return static_cast<std::uint32_t>(from) | (static_cast<std::uint32_t>(to) << 15);
}

template <typename NodeT>
std::optional<std::uint32_t> NodeStoreOf<NodeT>::newAnchor()
{
    std::uint32_t anchor = m_anchorFreeHead;
    if (anchor != Node::noParent) {
        std::memcpy(&m_anchorFreeHead, anchorBytes(anchor), sizeof(m_anchorFreeHead));
    } else {
        anchor = m_anchorEnd;
        if ((anchor & anchorChunkMask) == 0) {
            const std::size_t bytes = (std::size_t{1} << anchorChunkBits) * m_wholeBytes;
            if (!reserve(bytes)) {
                return std::nullopt;
            }
            try {
                if (m_anchorChunks.size() == m_anchorChunks.capacity()) {
                    m_anchorChunks.reserve(std::max<std::size_t>(16, 2 * m_anchorChunks.size()));
                }
                m_anchorChunks.push_back(std::make_unique<std::uint8_t[]>(bytes));
            } catch (const std::bad_alloc &) {
                release(bytes);
                return std::nullopt;
            }
        }
        ++m_anchorEnd;
    }
    std::memcpy(anchorBytes(anchor), m_encoded.data(), m_wholeBytes);
    return anchor;
}

template <typename NodeT>
std::optional<std::uint32_t> NodeStoreOf<NodeT>::moveFieldFor(std::uint32_t parent,
                                                              const std::uint16_t *boxes)
{
    if (const std::optional<std::uint32_t> move = moveFrom(parent, boxes)) {
        return move;
    }
    const std::optional<std::uint32_t> anchor = newAnchor();
    if (!anchor) {
        return std::nullopt;
    }
    return anchoredBit | *anchor;
}

template <typename NodeT>
void NodeStoreOf<NodeT>::freeAnchor(std::uint32_t anchor)
{
    std::memcpy(anchorBytes(anchor), &m_anchorFreeHead, sizeof(m_anchorFreeHead));
    m_anchorFreeHead = anchor;
    if (m_parentCellsOf == anchor) {
        m_parentCellsOf = Node::noParent;
    }
}

template <typename NodeT>
bool NodeStoreOf<NodeT>::anchor(std::uint32_t id)
{
    if (!m_asMoves || (moveField(id) & anchoredBit) != 0) {
        return true;
    }
    std::memcpy(m_encoded.data(), wholeBoxes(id), m_wholeBytes);
    const std::optional<std::uint32_t> anchor = newAnchor();
    if (!anchor) {
        return false;
    }
    setMoveField(id, anchoredBit | *anchor);
    return true;
}

template <typename NodeT>
bool NodeStoreOf<NodeT>::reparent(std::uint32_t id, std::uint32_t parent,
                                  const std::uint16_t *boxes)
{
    if (m_asMoves && (moveField(id) & anchoredBit) == 0) {
        if (!encode(boxes)) {
            return false;
        }
        const std::optional<std::uint32_t> field = moveFieldFor(parent, boxes);
        if (!field) {
            return false;
        }
        setMoveField(id, *field);
    }
    node(id).parent = parent;
    return true;
}

template <typename NodeT>
std::uint64_t NodeStoreOf<NodeT>::hashOf(std::uint32_t id)
{
    boxes(id, m_decoded.data());
    std::uint64_t hash = m_keys.player[node(id).player];
    for (const std::uint16_t box : m_decoded) {
        hash ^= m_keys.box[box];
    }
    return hash;
}

template <typename NodeT>
std::uint32_t NodeStoreOf<NodeT>::find(std::uint64_t hash, std::uint16_t player,
                                       const std::uint16_t *boxes)
{
    if (m_broken || m_index.empty() || !encode(boxes)) {
        return Node::noParent;
    }
    const std::uint32_t tag = tagOf(hash);
    for (std::uint32_t slot = slotOf(hash);; slot = nextSlot(slot)) {
        const std::uint32_t entry = m_index[slot];
        if (entry == 0) {
            return Node::noParent;
        }
        if ((entry & ~m_idMask) != tag || entry == tombstone()) {
            continue;
        }
        const std::uint32_t id = (entry & m_idMask) - 1;
        if (node(id).player == player &&
            std::memcmp(wholeBoxes(id), m_encoded.data(), m_wholeBytes) == 0) {
            return id;
        }
    }
}

template <typename NodeT>
bool NodeStoreOf<NodeT>::growIndex(bool full)
{
    const std::size_t slots = m_index.size();
    if (slots == 0) {
        return resizeIndex(std::size_t{1} << 12);
    }
    if (resizeIndex(slots * 2)) {
        return true;
    }
    if (!full) {
        return false;
    }
    // Past nine tenths with no room to double: as many slots as the budget left can fill to
    // nine tenths, when that is worth hashing everything again (a sixteenth more at least).
    const std::size_t added =
        std::min(m_account.available() * 10 / (sizeof(m_index[0]) * 10 + bytesPerPosition() * 9),
                 maxSlots - slots);
    return added >= slots / 16 && resizeIndex(slots + added);
}

template <typename NodeT>
bool NodeStoreOf<NodeT>::resizeIndex(std::size_t slots)
{
    const std::size_t oldSlots = m_index.size();
    if (slots > maxSlots) {
        return false;
    }
    // The entries are made again from the stored positions, so the old table goes before the
    // new one comes: growing takes the new table's bytes less the old's, not both tables.
    const std::size_t added = (slots - oldSlots) * sizeof(m_index[0]);
    if (!reserve(added)) {
        return false;
    }
    std::vector<std::uint32_t>().swap(m_index);
    try {
        m_index.assign(slots, 0);
    } catch (const std::bad_alloc &) {
        release(added);
        try {
            m_index.assign(oldSlots, 0); // what was held a moment ago
        } catch (const std::bad_alloc &) {
            release(oldSlots * sizeof(m_index[0]));
            m_broken = true; // finds nothing, stores nothing: its search ends at its limit
            return false;
        }
        rehash();
        return false;
    }
    rehash();
    return true;
}

template <typename NodeT>
std::size_t NodeStoreOf<NodeT>::bytesPerPosition() const
{
    const std::size_t stored = m_bytes / std::max<std::size_t>(m_idEnd, 1);
    return std::max(sizeof(NodeT) + m_boxBytes, stored) + sizeof(std::uint64_t);
}

// Whether doubling the index now leaves room for more positions than filling it on to nine
// tenths would hold. The budget left is the account's, which other searches may share.
template <typename NodeT>
bool NodeStoreOf<NodeT>::growingIndexPays() const
{
    const std::size_t added = m_index.size() * sizeof(m_index[0]);
    const std::size_t used = m_count + m_tombstones;
    const std::size_t fillingOn = m_index.size() * 9 / 10 - std::min(used, m_index.size() * 9 / 10);
    return m_account.available() >= added + fillingOn * bytesPerPosition();
}

template <typename NodeT>
void NodeStoreOf<NodeT>::rehash()
{
    // Ids stay below the slots (the index is never more than nine tenths full, and ids are
    // given again before new ones are made), so an entry's id + 1 never has all its bits set.
    std::uint32_t idBits = 1;
    while (idBits < 32 && (std::size_t{1} << idBits) < m_index.size()) {
        ++idBits;
    }
    m_idMask = static_cast<std::uint32_t>((std::uint64_t{1} << idBits) - 1);
    if (m_index.empty()) {
        return;
    }
    // In batches: the hashes first, their slots asked of the memory, then the entries written.
    // A slot is a random place in a table of tens of megabytes, so written one by one each
    // waited for the memory (the backward search's rehashing was 7.4% of a solve of XSokoban
    // 21 in perf). The entries go in the same order, so the index is the same.
    // Freed nodes are left out: their tombstones go.
    m_tombstones = 0;
    constexpr std::uint32_t batch = 16;
    std::array<std::uint64_t, batch> hashes{};
    std::array<std::uint32_t, batch> ids{};
    for (std::uint32_t first = 0; first < m_idEnd;) {
        std::uint32_t size = 0;
        for (; size < batch && first < m_idEnd; ++first) {
            if (isFree(first)) {
                continue;
            }
            ids[size] = first;
            hashes[size] = hashOf(first);
#if defined(__GNUC__)
            __builtin_prefetch(&m_index[slotOf(hashes[size])], 1);
#endif
            ++size;
        }
        for (std::uint32_t i = 0; i < size; ++i) {
            std::uint32_t slot = slotOf(hashes[i]);
            while (m_index[slot] != 0) {
                slot = nextSlot(slot);
            }
            m_index[slot] = entryOf(hashes[i], ids[i]);
        }
    }
}

template <typename NodeT>
std::uint32_t NodeStoreOf<NodeT>::insert(const NodeT &n, std::uint64_t hash,
                                         const std::uint16_t *boxes)
{
    if (m_broken || (m_freeHead == Node::noParent && m_idEnd >= Node::noParent - 1) ||
        !encode(boxes)) {
        return Node::noParent;
    }
    // Boxes as moves: an anchor of its own is given back if the position cannot be stored
    // after all.
    std::uint32_t field = 0;
    if (m_asMoves) {
        const std::optional<std::uint32_t> made = moveFieldFor(n.parent, boxes);
        if (!made) {
            return Node::noParent;
        }
        field = *made;
    }
    const auto fail = [&] {
        if (m_asMoves && (field & anchoredBit) != 0) {
            freeAnchor(field & ~anchoredBit);
        }
        return Node::noParent;
    };
    // The index doubles at three quarters full (tombstones count: probes go past them), unless
    // the budget is near: then it fills on to nine tenths (slower probes, but more positions),
    // and doubles there only if it can. Tombstones are swept out at the same size first when
    // they are many, or when the index is full.
    const std::size_t slots = m_index.size();
    if ((m_count + m_tombstones + 1) * 4 > slots * 3) {
        if (m_tombstones > 0 &&
            (m_tombstones * 8 >= slots || (m_count + m_tombstones + 1) * 10 > slots * 9)) {
            (void)resizeIndex(slots);
        }
        const std::size_t used = m_count + m_tombstones + 1;
        if (!m_broken && used * 4 > m_index.size() * 3) {
            const bool full = used * 10 > m_index.size() * 9;
            if ((full || growingIndexPays()) && !growIndex(full) && full) {
                return fail();
            }
        }
    }
    if (m_broken) {
        return fail(); // a sweep or a growth found no memory: no index to write to
    }
    std::uint32_t id = m_freeHead;
    if (id != Node::noParent) {
        // A freed id's flags: free() cleared the others, its count is back to 0.
        m_freeHead = node(id).parent;
        setBit(freedBits, id, false);
        if (m_countChildren) {
            m_countChunks[id >> chunkBits][id & chunkMask] = 0;
        }
    } else {
        id = m_idEnd;
        if ((id & chunkMask) == 0) {
            const std::size_t boxBytes = static_cast<std::size_t>(chunkSize) * m_boxBytes;
            const std::size_t bytes = chunkBytes();
            if (!reserve(bytes)) {
                return fail();
            }
            try {
                // Room for the new chunk first (push_back then cannot throw), in doublings.
                const std::size_t room = std::max<std::size_t>(16, 2 * m_chunks.size());
                const auto makeRoom = [room](auto &chunks) {
                    if (chunks.size() == chunks.capacity()) {
                        chunks.reserve(room);
                    }
                };
                makeRoom(m_chunks);
                makeRoom(m_boxChunks);
                makeRoom(m_flagChunks);
                if (m_countChildren) {
                    makeRoom(m_countChunks);
                }
                auto nodes = std::make_unique<NodeT[]>(chunkSize);
                auto boxChunk = std::make_unique<std::uint8_t[]>(boxBytes);
                auto flags = std::make_unique<std::uint64_t[]>(flagKinds * flagWords); // zeroed
                auto counts = m_countChildren ? std::make_unique<std::uint8_t[]>(chunkSize)
                                              : std::unique_ptr<std::uint8_t[]>();
                m_chunks.push_back(std::move(nodes));
                m_boxChunks.push_back(std::move(boxChunk));
                m_flagChunks.push_back(std::move(flags));
                if (counts) {
                    m_countChunks.push_back(std::move(counts));
                }
            } catch (const std::bad_alloc &) {
                release(bytes);
                return fail();
            }
        }
        ++m_idEnd;
    }
    node(id) = n;
    if (m_asMoves) {
        setMoveField(id, field);
    } else {
        std::memcpy(storedBoxes(id), m_encoded.data(), m_boxBytes);
    }
    // Not stored yet (the caller's word): the first tombstone on the way will do.
    std::uint32_t slot = slotOf(hash);
    while (m_index[slot] != 0 && m_index[slot] != tombstone()) {
        slot = nextSlot(slot);
    }
    if (m_index[slot] != 0) {
        --m_tombstones;
    }
    m_index[slot] = entryOf(hash, id);
    ++m_count;
    return id;
}

template <typename NodeT>
void NodeStoreOf<NodeT>::free(std::uint32_t id)
{
    const std::uint64_t hash = hashOf(id);
    const std::uint32_t entry = entryOf(hash, id);
    for (std::uint32_t slot = m_index.empty() ? 0 : slotOf(hash);
         !m_index.empty() && m_index[slot] != 0; slot = nextSlot(slot)) {
        if (m_index[slot] == entry) {
            m_index[slot] = tombstone();
            ++m_tombstones;
            break;
        }
    }
    if (m_asMoves && (moveField(id) & anchoredBit) != 0) {
        freeAnchor(moveField(id) & ~anchoredBit);
    }
    setBit(freedBits, id, true);
    setBit(markBits, id, false);
    setBit(reopenedBits, id, false);
    node(id) = NodeT{};
    node(id).parent = m_freeHead;
    m_freeHead = id;
    --m_count;
}

template class NodeStoreOf<Node>;
template class NodeStoreOf<PullNode>;

} // namespace tessera::sokoban::solver
