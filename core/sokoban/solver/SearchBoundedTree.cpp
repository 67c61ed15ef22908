// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Search.h"

namespace tessera::sokoban::solver {

// FESS's bounded tree (SolverOptions::boundedTree): a feature search that runs out of memory
// while it expands drops the least promising of its open positions and the expanded positions
// left without children, marks their parents, and goes on in the memory it holds; when its open
// list runs dry, the marked parents are expanded again, so the dropped positions are made again
// and running dry still proves the level lost.

bool Search::narrow(std::uint32_t id)
{
    // Below this many open positions, cutting frees too little to be worth going on.
    constexpr std::size_t fewestToNarrow = 4096;
    const std::size_t open = boundedTree() ? m_featureOpen->size() : 0;
    if (open < fewestToNarrow || m_store->broken()) {
        return false;
    }
    m_store->setMarked(id, true); // some of its children may be missing
    const std::size_t dropped = m_featureOpen->dropWorse([this](std::uint32_t leaf) {
        const Node &n = m_store->node(leaf);
        if (n.closed || n.parent == Node::noParent) {
            // A reopened parent (still marked), or the root: back on the list when it empties.
            m_store->setReopened(leaf, false);
            m_store->setMarked(leaf, true);
            return;
        }
        dropLeaf(leaf);
    });
    // Expanded positions whose children are all gone (or never were: seen before, or lost) go
    // too, their parents marked: only the paths to open positions stay. Lost positions (a
    // memo: met again, they are bounded again) go without a mark, and first: their parents
    // count them (the lost child's boxes may be kept as a move from its parent's).
    for (std::uint32_t node = 0; node < m_store->idEnd(); ++node) {
        if (!m_store->isFree(node) && lost(node)) {
            const std::uint32_t parent = m_store->node(node).parent;
            m_store->free(node);
            (void)m_store->removeChild(parent);
        }
    }
    for (std::uint32_t node = 0; node < m_store->idEnd(); ++node) {
        if (!m_store->isFree(node) && droppable(node)) {
            dropLeaf(node);
        }
    }
    ++m_narrowings;
    m_dropped += dropped;
    // A cut that frees little (cells of one or two positions each) is not worth a sweep of
    // the store at every expansion: the search stops at the limit instead.
    return dropped * 8 >= open;
}

bool Search::lost(std::uint32_t id) const
{
    const Node &n = m_store->node(id);
    return n.closed && n.h == Node::maxCount && n.parent != Node::noParent &&
           m_store->children(id) == 0;
}

bool Search::droppable(std::uint32_t id) const
{
    const Node &n = m_store->node(id);
    // A lost position (closed, never expanded) is not a child its parent counts.
    return n.closed && n.h != Node::maxCount && n.parent != Node::noParent &&
           m_store->children(id) == 0 && !m_store->reopened(id);
}

void Search::dropLeaf(std::uint32_t id)
{
    for (;;) {
        const std::uint32_t parent = m_store->node(id).parent;
        m_store->free(id);
        m_store->setMarked(parent, true);
        if (!m_store->removeChild(parent) || !droppable(parent)) {
            return;
        }
        id = parent;
    }
}

Search::Reopened Search::reopenMarked()
{
    if (!boundedTree()) {
        return Reopened::None;
    }
    Reopened reopened = Reopened::None;
    bool full = false; // the rest stay marked for the next time
    m_store->forEachMarked([&](std::uint32_t id) {
        if (full) {
            return;
        }
        m_store->boxes(id, m_current.data());
        // Its priority and cell as when it was first queued.
        if (pushOpen(id, priorityOf(m_store->node(id)), cellKeyOfCurrent())) {
            m_store->setReopened(id, true);
            reopened = Reopened::Some;
        } else {
            full = true;
            reopened = reopened == Reopened::Some ? reopened : Reopened::NoMemory;
        }
    });
    return reopened;
}

} // namespace tessera::sokoban::solver
