// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "SolverBoard.h"

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <optional>
#include <vector>

namespace tessera::sokoban::solver {

// What the search remembers of a position, in 12 bytes: on the largest levels the memory limit
// decides how far a search gets. Boxes are kept apart (NodeStore::boxes); the position's hash
// only in the store's index; the move that led here is where its boxes and its parent's differ
// (Search::collectSolution). The counts saturate: they only order the search.
struct Node
{
    static constexpr std::uint32_t noParent = 0xffffffffu;
    static constexpr std::uint16_t maxCount = 0xffff;

    Node() : player(0), closed(0) {}

    std::uint32_t parent = noParent;
    std::uint16_t g = 0; // pushes from the start
    std::uint16_t h = 0; // lower bound on pushes left
    // Feature search only: the moves from the start no advisor suggested (see Search).
    std::uint16_t cost = 0;
    // Normalised: the top-left-most cell the player can reach (a padded cell of a level of at
    // most Level::maxSize + 2 squared cells: 15 bits).
    std::uint16_t player : 15;
    std::uint16_t closed : 1; // expanded, or lost

    // `count` as a field holds it, saturating.
    static std::uint16_t saturated(std::uint64_t count)
    {
        return static_cast<std::uint16_t>(std::min<std::uint64_t>(count, maxCount));
    }
};
static_assert(sizeof(Node) == 12);
static_assert((Level::maxSize + 2) * (Level::maxSize + 2) <= 0x7fff,
              "Node::player holds a padded cell");

// A position of the backward search, stored once expanded: all it needs to go on and to give
// its pulls back. The pull that led here is the box that differs from the parent's.
struct PullNode
{
    static constexpr std::uint32_t noParent = Node::noParent;

    std::uint32_t parent = noParent;
    std::uint16_t g = 0;      // pulls from the root, saturating (it only orders the search)
    std::uint16_t player = 0; // normalised
};
static_assert(sizeof(PullNode) == 8);

// The memory budget shared by everything a solve holds beyond its fixed tables, by searches
// running on several threads at once. Each user keeps the tally of what it drew and gives it
// back when destroyed. An account may draw on a larger one (`parent`): a search capped at part of
// the solve's memory then meets its cap where it allocates, and can go on within it (with a
// fuller hash index, say, instead of a doubled one).
class MemoryAccount
{
public:
    explicit MemoryAccount(std::size_t budget, MemoryAccount *parent = nullptr)
        : m_budget(budget), m_parent(parent)
    {}

    bool reserve(std::size_t bytes)
    {
        std::size_t used = m_used.load(std::memory_order_relaxed);
        do {
            if (bytes > m_budget || used > m_budget - bytes) {
                return false;
            }
        } while (!m_used.compare_exchange_weak(used, used + bytes, std::memory_order_relaxed));
        if (m_parent && !m_parent->reserve(bytes)) {
            m_used.fetch_sub(bytes, std::memory_order_relaxed);
            return false;
        }
        const std::size_t now = used + bytes;
        std::size_t peak = m_peak.load(std::memory_order_relaxed);
        while (now > peak && !m_peak.compare_exchange_weak(peak, now, std::memory_order_relaxed)) {
        }
        return true;
    }
    void release(std::size_t bytes)
    {
        m_used.fetch_sub(bytes, std::memory_order_relaxed);
        if (m_parent) {
            m_parent->release(bytes);
        }
    }
    std::size_t used() const { return m_used.load(std::memory_order_relaxed); }
    // What reserve() could still grant now, here and in the accounts drawn on.
    [[nodiscard]] std::size_t available() const
    {
        const std::size_t used = m_used.load(std::memory_order_relaxed);
        const std::size_t own = used < m_budget ? m_budget - used : 0;
        return m_parent ? std::min(own, m_parent->available()) : own;
    }
    std::size_t peak() const { return m_peak.load(std::memory_order_relaxed); }

private:
    std::size_t m_budget;
    MemoryAccount *m_parent;
    std::atomic<std::size_t> m_used{0};
    std::atomic<std::size_t> m_peak{0};
};

// The transposition table: nodes and their box sets in fixed-size chunks (no reallocation
// spikes), found again through an open-addressing hash index. Every byte is accounted for, and
// nothing grows past the budget: insert() fails instead. `NodeT` is Node or PullNode: what a
// search keeps per position beside its boxes.
//
// A box set is kept in the fewest bytes of three forms: a bit for each cell a box can stand on
// (the floor that is not a dead square), or each box as its floor number in one byte (at most
// 256 floor cells) or two. No form keeps a box on a dead square: no search stores such a
// position (it cannot be solved), and the bit form has no bit for it. An index slot is 4 bytes: the
// node's id and, in the bits the id does not need yet, a tag from the hash that tells most misses
// apart without touching the node. The index does not keep hashes: when it grows, it hashes the
// stored positions again with `keys`, so the `hash` a caller gives must be keys.player[player] ^
// keys.box[b] over its boxes.
//
// A node can be given back (free()): its id goes on a free list that insert() takes from before
// it makes new ones, and its index slot becomes a tombstone that insert() may fill and the next
// rehash drops. Its bytes stay with the store, to be used again: a search near its memory limit
// that drops positions goes on within the memory it holds. Each node also has a mark bit the
// search may use (the feature search marks a node whose children it must make again), a bit
// for a closed node back on its open list, and, asked for, a count of its children.
//
// Boxes as moves (asked for): a search that stores far more positions than it expands (the
// feature search moving boxes far makes some 80 children an expansion) keeps a position's boxes
// as the move from its parent's, the cell a box left and the cell it reached, in 4 bytes; a
// parent's boxes are kept whole from when it is expanded (anchor(), which the caller makes
// before it stores the parent's children). A parent must outlive its children: the caller
// counts them (lost ones too) and frees only a childless node. A position without a parent, or
// more than one box away from it, is kept whole. Only where the whole form takes more than 4
// bytes.
template <typename NodeT>
class NodeStoreOf
{
public:
    // `countChildren`: keep children(), a byte a node; `boxesAsMoves`: see above.
    NodeStoreOf(const Board &board, int boxCount, const ZobristKeys &keys, MemoryAccount &account,
                bool countChildren = false, bool boxesAsMoves = false);
    ~NodeStoreOf() { m_account.release(m_bytes); }
    NodeStoreOf(const NodeStoreOf &) = delete;
    NodeStoreOf &operator=(const NodeStoreOf &) = delete;

    // Nodes stored now (freed ones not counted).
    std::size_t size() const { return m_count; }
    // Every id given so far is below this.
    std::uint32_t idEnd() const { return m_idEnd; }
    int boxCount() const { return m_boxCount; }
    std::size_t memoryBytes() const { return m_bytes; }
    // Out of memory for good: finds nothing, stores nothing.
    bool broken() const { return m_broken; }
    // Bytes a position's boxes take (1, 2 or the bit form's; 4 as moves), for the benchmarks.
    std::size_t boxBytes() const { return m_boxBytes; }
    // Bytes the boxes of a position kept whole take: boxBytes() but as moves.
    std::size_t wholeBoxBytes() const { return m_wholeBytes; }
    // Boxes kept as moves (asked for, and the whole form is larger).
    bool boxesAsMoves() const { return m_asMoves; }
    // Bytes a chunk of 4,096 nodes takes: nodes, boxes, flags (and child counts).
    std::size_t chunkBytes() const
    {
        return chunkSize * (sizeof(NodeT) + m_boxBytes + (m_countChildren ? 1 : 0)) +
               flagKinds * flagWords * sizeof(std::uint64_t);
    }

    NodeT &node(std::uint32_t id) { return m_chunks[id >> chunkBits][id & chunkMask]; }
    const NodeT &node(std::uint32_t id) const { return m_chunks[id >> chunkBits][id & chunkMask]; }
    // The boxes of node `id` (padded cells, sorted) into `out`.
    void boxes(std::uint32_t id, std::uint16_t *out) const;

    // The stored node with `player` and `boxes` (padded cells, sorted), if any; `hash` is the
    // position's.
    [[nodiscard]] std::uint32_t find(std::uint64_t hash, std::uint16_t player,
                                     const std::uint16_t *boxes);
    // Asks the memory for the index slot where find(hash, ...) starts: a caller with several
    // positions to look up can have their slots on the way while it works on the first.
    void prefetch(std::uint64_t hash) const
    {
#if defined(__GNUC__)
        if (!m_index.empty()) {
            __builtin_prefetch(&m_index[slotOf(hash)]);
        }
#endif
    }
    // Stores a node not yet present with its position's `hash` and `boxes` (padded cells,
    // sorted: the byte forms compare them in order); returns its id, or Node::noParent when the
    // budget (or the id space) is exhausted or a box stands on a dead square.
    [[nodiscard]] std::uint32_t insert(const NodeT &node, std::uint64_t hash,
                                       const std::uint16_t *boxes);
    // Boxes as moves: keeps the boxes of `id` whole from now on, for the children it is about
    // to have; false when the budget says no. True at once in the other forms.
    [[nodiscard]] bool anchor(std::uint32_t id);
    // Makes `parent` (anchored) the parent of `id`, whose boxes are `boxes` (padded cells,
    // sorted); false, nothing changed, when the budget says no.
    [[nodiscard]] bool reparent(std::uint32_t id, std::uint32_t parent, const std::uint16_t *boxes);
    // Gives back stored node `id`: find() no longer finds it, and insert() may give its id to
    // another position. Whatever refers to it (a child's parent, an open list) is the caller's.
    void free(std::uint32_t id);
    [[nodiscard]] bool isFree(std::uint32_t id) const
    {
        return bit(freedBits, id);
    }
    [[nodiscard]] bool marked(std::uint32_t id) const
    {
        return bit(markBits, id);
    }
    void setMarked(std::uint32_t id, bool on)
    {
        setBit(markBits, id, on);
    }
    [[nodiscard]] bool reopened(std::uint32_t id) const
    {
        return bit(reopenedBits, id);
    }
    void setReopened(std::uint32_t id, bool on)
    {
        setBit(reopenedBits, id, on);
    }
    // The nodes whose parent `id` is, as the caller counts them with addChild() and
    // removeChild() (0 unless counted); a count that reaches 255 stays there.
    [[nodiscard]] int children(std::uint32_t id) const
    {
        return m_countChunks.empty() ? 0 : m_countChunks[id >> chunkBits][id & chunkMask];
    }
    void addChild(std::uint32_t id)
    {
        if (!m_countChunks.empty()) {
            std::uint8_t &count = m_countChunks[id >> chunkBits][id & chunkMask];
            count = static_cast<std::uint8_t>(count + (count < 255 ? 1 : 0));
        }
    }
    // True when `id` has no children left.
    bool removeChild(std::uint32_t id)
    {
        if (m_countChunks.empty()) {
            return false;
        }
        std::uint8_t &count = m_countChunks[id >> chunkBits][id & chunkMask];
        count = static_cast<std::uint8_t>(count - (count > 0 && count < 255 ? 1 : 0));
        return count == 0;
    }
    // Calls `visit(id)` for every marked id, in order.
    template <typename Visit>
    void forEachMarked(Visit &&visit) const
    {
        for (std::size_t chunk = 0; chunk < m_flagChunks.size(); ++chunk) {
            const std::uint64_t *words = m_flagChunks[chunk].get() + markBits * flagWords;
            for (std::uint32_t w = 0; w < flagWords; ++w) {
                for (std::uint64_t bits = words[w]; bits != 0; bits &= bits - 1) {
                    visit(static_cast<std::uint32_t>(
                        (chunk << chunkBits) + w * 64 +
                        static_cast<std::uint32_t>(__builtin_ctzll(bits))));
                }
            }
        }
    }

private:
    enum class BoxForm
    {
        OneByte,
        TwoBytes,
        Bits
    };

    bool reserve(std::size_t bytes);
    void release(std::size_t bytes)
    {
        m_bytes -= bytes;
        m_account.release(bytes);
    }

    // An entry keeps its id + 1 below the tag, in 32 bits; all ones there is a tombstone.
    static constexpr std::size_t maxSlots = std::size_t{1} << 31;
    static constexpr int chunkBits = 12; // 4096 nodes: small steps in memory
    static constexpr std::uint32_t chunkSize = 1u << chunkBits;
    static constexpr std::uint32_t chunkMask = chunkSize - 1;
    // A chunk's flags: a bit a node for each kind: freed, marked, reopened.
    static constexpr std::uint32_t flagWords = chunkSize / 64;
    static constexpr std::uint32_t freedBits = 0;
    static constexpr std::uint32_t markBits = 1;
    static constexpr std::uint32_t reopenedBits = 2;
    static constexpr std::uint32_t flagKinds = 3;

    bool bit(std::uint32_t kind, std::uint32_t id) const
    {
        const std::uint32_t i = id & chunkMask;
        return (m_flagChunks[id >> chunkBits][kind * flagWords + i / 64] >> (i % 64)) & 1u;
    }
    void setBit(std::uint32_t kind, std::uint32_t id, bool on)
    {
        const std::uint32_t i = id & chunkMask;
        std::uint64_t &word = m_flagChunks[id >> chunkBits][kind * flagWords + i / 64];
        const std::uint64_t mask = std::uint64_t{1} << (i % 64);
        word = on ? word | mask : word & ~mask;
    }
    // An index slot once held a node that is now freed: probes go on past it.
    std::uint32_t tombstone() const
    {
        return m_idMask;
    }

    // Doubles the index, or when `full` and doubling is beyond the budget, grows it by what the
    // budget can still fill.
    [[nodiscard]] bool growIndex(bool full);
    [[nodiscard]] bool growingIndexPays() const;
    [[nodiscard]] bool resizeIndex(std::size_t slots);
    // What a position costs: the store's bytes a position so far and an open-list entry.
    std::size_t bytesPerPosition() const;
    // The index's entries made again from the stored positions, for its present size.
    void rehash();
    std::uint64_t hashOf(std::uint32_t id);
    // `boxes` in the whole form, into `out` (m_encoded by default); false when a box is on a
    // dead square.
    [[nodiscard]] bool encode(const std::uint16_t *boxes, std::uint8_t *out) const;
    [[nodiscard]] bool encode(const std::uint16_t *boxes)
    {
        return encode(boxes, m_encoded.data());
    }
    void decode(const std::uint8_t *whole, std::uint16_t *out) const;
    std::uint8_t *storedBoxes(std::uint32_t id) const
    {
        return &m_boxChunks[id >> chunkBits][static_cast<std::size_t>(id & chunkMask) * m_boxBytes];
    }
    // Boxes as moves: a node's 4 bytes hold either its anchor (the top bit set) or the cells
    // its parent's box left (low 15 bits) and reached (the next 15).
    static constexpr std::uint32_t anchoredBit = 0x80000000u;
    std::uint32_t moveField(std::uint32_t id) const
    {
        std::uint32_t field = 0;
        std::memcpy(&field, storedBoxes(id), sizeof(field));
        return field;
    }
    void setMoveField(std::uint32_t id, std::uint32_t field)
    {
        std::memcpy(storedBoxes(id), &field, sizeof(field));
    }
    // Anchors come in chunks of 512: a search expands a few for each node it stores.
    static constexpr int anchorChunkBits = 9;
    static constexpr std::uint32_t anchorChunkMask = (1u << anchorChunkBits) - 1;
    std::uint8_t *anchorBytes(std::uint32_t anchor) const
    {
        return &m_anchorChunks[anchor >> anchorChunkBits]
                              [static_cast<std::size_t>(anchor & anchorChunkMask) * m_wholeBytes];
    }
    // The boxes of `id` in the whole form (its anchor's, or made in m_whole from its parent's).
    const std::uint8_t *wholeBoxes(std::uint32_t id) const;
    // The move field of a child of `parent` with `boxes`, or nullopt when it is not one box
    // away (or `parent` is none or not anchored).
    std::optional<std::uint32_t> moveFrom(std::uint32_t parent, const std::uint16_t *boxes) const;
    // The boxes of anchor `anchor` in m_parentCells (kept for the next child of the same parent).
    void decodeAnchor(std::uint32_t anchor) const;
    // An anchor holding m_encoded; nullopt when the budget says no.
    std::optional<std::uint32_t> newAnchor();
    // The move field of a child of `parent` with `boxes` (m_encoded holding them whole): the
    // move from the parent's, else an anchor of its own; nullopt when the budget says no.
    std::optional<std::uint32_t> moveFieldFor(std::uint32_t parent, const std::uint16_t *boxes);
    void freeAnchor(std::uint32_t anchor);
    // The index entry of node `id` with `hash`: the tag above the id's bits, then id + 1 (0:
    // an empty slot).
    std::uint32_t entryOf(std::uint64_t hash, std::uint32_t id) const
    {
        return tagOf(hash) | (id + 1);
    }
    std::uint32_t tagOf(std::uint64_t hash) const
    {
        return static_cast<std::uint32_t>(hash >> 32) & ~m_idMask;
    }
    // A hash's home slot: its low half scaled to the slots (any number of them).
    std::uint32_t slotOf(std::uint64_t hash) const
    {
        return static_cast<std::uint32_t>(((hash & 0xffffffffu) * m_index.size()) >> 32);
    }
    std::uint32_t nextSlot(std::uint32_t slot) const
    {
        return slot + 1 == m_index.size() ? 0 : slot + 1;
    }

    const Board &m_board;
    const ZobristKeys &m_keys;
    int m_boxCount;
    BoxForm m_form = BoxForm::OneByte;
    std::size_t m_boxBytes = 0;            // of one node
    std::size_t m_wholeBytes = 0;          // of the whole form
    bool m_asMoves = false;
    std::vector<std::unique_ptr<std::uint8_t[]>> m_anchorChunks; // boxes as moves: whole boxes
    std::uint32_t m_anchorEnd = 0;
    std::uint32_t m_anchorFreeHead = Node::noParent; // freed anchors, linked through their bytes
    // Scratch of the const look-ups (a store is used by one thread): a child's whole boxes
    // made from its parent's, and the boxes of anchor m_parentCellsOf.
    mutable std::vector<std::uint8_t> m_whole;
    mutable std::vector<std::uint16_t> m_childCells;
    mutable std::vector<std::uint16_t> m_parentCells;
    mutable std::uint32_t m_parentCellsOf = Node::noParent;
    std::vector<std::int16_t> m_bitOfCell; // bit form: a padded cell's bit, -1 for none
    std::vector<std::uint16_t> m_cellOfBit;
    std::vector<std::uint8_t> m_encoded;
    std::vector<std::uint16_t> m_decoded;
    MemoryAccount &m_account;
    std::size_t m_bytes = 0;
    std::size_t m_count = 0;                   // nodes stored
    std::uint32_t m_idEnd = 0;                 // ids given so far, freed or not
    std::uint32_t m_freeHead = Node::noParent; // freed ids, linked through their parents
    std::size_t m_tombstones = 0;
    std::vector<std::unique_ptr<NodeT[]>> m_chunks;
    std::vector<std::unique_ptr<std::uint8_t[]>> m_boxChunks;
    std::vector<std::unique_ptr<std::uint64_t[]>> m_flagChunks;
    std::vector<std::unique_ptr<std::uint8_t[]>> m_countChunks; // when counting children
    bool m_countChildren = false;
    std::vector<std::uint32_t> m_index;
    std::uint32_t m_idMask = 0; // the bits an entry's id + 1 takes: below the tag
    bool m_broken = false;
};

using NodeStore = NodeStoreOf<Node>;
using PullNodeStore = NodeStoreOf<PullNode>;

} // namespace tessera::sokoban::solver
