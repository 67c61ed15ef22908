#include "SolutionOptimiser.h"

#include "SolutionWriter.h"
#include "sokoban/Game.h"

#include <algorithm>
#include <iterator>
#include <new>

namespace tessera::sokoban {

namespace solver {

namespace {

std::uint64_t splitMix(std::uint64_t &state)
{
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

constexpr std::uint16_t noDistance = 0xffff;

// The vicinities tried in turn: up to `boxes` boxes of a solution's position moved, each to one
// of the `cells` floor cells nearest to it. Cheap ones first; after a gain, again from the
// first, around the new solution.
struct Vicinity
{
    int boxes;
    int cells;
};
constexpr Vicinity vicinities[] = {{1, 8}, {1, 40}, {2, 8}, {3, 4}, {2, 16}, {3, 8}, {4, 4}};
constexpr int nearestKept = 40;

// A set of 64-bit keys (box configurations by their Zobrist hash), open addressing. Two
// configurations sharing a hash only widen the search a little: every push it makes is legal.
class HashSet
{
public:
    void clear()
    {
        m_slots.clear();
        m_count = 0;
    }
    std::size_t memoryBytes() const { return m_slots.size() * sizeof(std::uint64_t); }
    // False when growing would pass `maxBytes`.
    bool insert(std::uint64_t key, std::size_t maxBytes)
    {
        key = key ? key : 1;
        if ((m_count + 1) * 2 > m_slots.size()) {
            const std::size_t grown = std::max<std::size_t>(16, m_slots.size() * 2);
            if (grown * sizeof(std::uint64_t) > maxBytes) {
                return false;
            }
            std::vector<std::uint64_t> old(grown, 0);
            old.swap(m_slots);
            m_count = 0;
            for (const std::uint64_t k : old) {
                if (k) {
                    place(k);
                }
            }
        }
        place(key);
        return true;
    }
    bool contains(std::uint64_t key) const
    {
        key = key ? key : 1;
        if (m_slots.empty()) {
            return false;
        }
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = (key >> 17) & mask;; i = (i + 1) & mask) {
            if (m_slots[i] == key) {
                return true;
            }
            if (m_slots[i] == 0) {
                return false;
            }
        }
    }

private:
    void place(std::uint64_t key)
    {
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = (key >> 17) & mask;; i = (i + 1) & mask) {
            if (m_slots[i] == key) {
                return;
            }
            if (m_slots[i] == 0) {
                m_slots[i] = key;
                ++m_count;
                return;
            }
        }
    }

    std::vector<std::uint64_t> m_slots;
    std::size_t m_count = 0;
};

class VicinitySearch
{
public:
    enum class Outcome
    {
        Improved,
        NoGain,
        TooBig, // the vicinity would not fit in memory: the next may be narrower
        Stopped // time, cancel or memory: nothing more is tried
    };

    VicinitySearch(const Board &board, const OptimiserLimits &limits, std::uint64_t &positions);

    // Pushes and moves of `pushes` from the start; nullopt when they do not play.
    std::optional<std::pair<std::uint32_t, std::uint32_t>>
    measure(int player, const std::vector<int> &boxes, const std::vector<BoxMove> &pushes);
    // One round around the solution `pushes` (pushes, moves as measure() says).
    Outcome round(int player, const std::vector<int> &boxes, const std::vector<BoxMove> &pushes,
                  std::pair<std::uint32_t, std::uint32_t> length, Vicinity vicinity);
    const std::vector<BoxMove> &found() const { return m_found; }

private:
    struct Node
    {
        static constexpr std::uint32_t noParent = 0xffffffffu;

        std::uint64_t hash = 0; // boxes and player
        std::uint32_t parent = 0;
        std::uint32_t moves = 0;
        std::uint16_t player = 0; // where the box pushed last stood
        std::uint16_t from = 0;   // the box pushed last, before the push
        std::uint8_t direction = 0;
    };

    bool stopped();
    const std::vector<int> &nearest(int cell);
    // Player distances over free floor from `from`, boxes in m_boxAt, into m_dist (m_stamp).
    void walkDistances(int from);
    bool reached(int cell) const { return m_seen[static_cast<std::size_t>(cell)] == m_stamp; }
    bool addVicinity(const std::vector<int> &position, std::size_t first, int left,
                     std::uint64_t hash, int cells);
    std::uint64_t hashOf(const std::vector<int> &boxes) const;
    std::uint32_t findOrAdd(std::uint64_t hash, const std::vector<std::uint16_t> &boxes,
                            bool &added);
    bool growIndex();
    std::size_t bfsBytes() const
    {
        return m_nodes.capacity() * sizeof(Node) + m_boxes.capacity() * sizeof(std::uint16_t) +
               m_index.capacity() * sizeof(std::uint32_t);
    }

    const Board &m_board;
    const OptimiserLimits &m_limits;
    std::uint64_t &m_positions;
    std::vector<std::uint64_t> m_zobristBox;
    std::vector<std::uint64_t> m_zobristPlayer;
    // A lower bound on the pushes from here to the nearest goal (the walk there);
    // noDistance on dead squares.
    std::vector<std::uint16_t> m_lower;
    std::vector<std::vector<int>> m_nearest;
    std::vector<char> m_nearestDone;
    std::vector<std::uint8_t> m_boxAt;
    std::vector<std::uint32_t> m_seen;
    std::vector<std::uint32_t> m_dist;
    std::uint32_t m_stamp = 0;
    std::vector<int> m_queue;
    HashSet m_allowed;
    std::vector<Node> m_nodes;
    std::vector<std::uint16_t> m_boxes; // m_boxCount per node
    std::vector<std::uint32_t> m_index; // node id + 1, 0 empty
    std::size_t m_boxCount = 0;
    std::vector<BoxMove> m_found;
    std::uint32_t m_polls = 0;
    bool m_stopped = false;
};

VicinitySearch::VicinitySearch(const Board &board, const OptimiserLimits &limits,
                               std::uint64_t &positions)
    : m_board(board), m_limits(limits), m_positions(positions)
{
    const auto cells = static_cast<std::size_t>(board.cellCount());
    std::uint64_t seed = 0x0b715e5eed5eed00ull;
    m_zobristBox.resize(cells);
    m_zobristPlayer.resize(cells);
    for (std::size_t c = 0; c < cells; ++c) {
        m_zobristBox[c] = splitMix(seed);
        m_zobristPlayer[c] = splitMix(seed);
    }
    // Walks from all goals at once: cheaper than the solver's push distances, which a quickly
    // solved big level would spend more time on than its search.
    m_lower.assign(cells, noDistance);
    m_queue = board.goals();
    for (const int g : m_queue) {
        m_lower[static_cast<std::size_t>(g)] = 0;
    }
    for (std::size_t head = 0; head < m_queue.size(); ++head) {
        const int c = m_queue[head];
        for (int d = 0; d < directionCount; ++d) {
            const int n = c + board.offset(d);
            const auto ni = static_cast<std::size_t>(n);
            if (board.isFloor(n) && m_lower[ni] == noDistance) {
                m_lower[ni] = static_cast<std::uint16_t>(m_lower[static_cast<std::size_t>(c)] + 1);
                m_queue.push_back(n);
            }
        }
    }
    for (const int c : board.floorCells()) {
        if (board.isDeadSquare(c)) {
            m_lower[static_cast<std::size_t>(c)] = noDistance;
        }
    }
    m_nearest.resize(cells);
    m_nearestDone.assign(cells, 0);
    m_boxAt.assign(cells, 0);
    m_seen.assign(cells, 0);
    m_dist.assign(cells, 0);
}

bool VicinitySearch::stopped()
{
    if (m_stopped || (m_polls++ & 63) != 0) {
        return m_stopped;
    }
    m_stopped = (m_limits.cancel && m_limits.cancel->load(std::memory_order_relaxed)) ||
                (m_limits.deadline && std::chrono::steady_clock::now() >= *m_limits.deadline);
    if (m_limits.progress && !m_stopped) {
        m_limits.progress(m_positions);
    }
    return m_stopped;
}

// The live floor cells nearest to `cell` (walking over floor, boxes aside), nearest first.
const std::vector<int> &VicinitySearch::nearest(int cell)
{
    const auto ci = static_cast<std::size_t>(cell);
    if (m_nearestDone[ci]) {
        return m_nearest[ci];
    }
    m_nearestDone[ci] = 1;
    ++m_stamp;
    m_queue.assign(1, cell);
    m_seen[ci] = m_stamp;
    for (std::size_t head = 0; head < m_queue.size(); ++head) {
        for (int d = 0; d < directionCount; ++d) {
            const int n = m_queue[head] + m_board.offset(d);
            const auto ni = static_cast<std::size_t>(n);
            if (m_seen[ni] == m_stamp || !m_board.isFloor(n)) {
                continue;
            }
            m_seen[ni] = m_stamp;
            m_queue.push_back(n);
            if (m_lower[ni] != noDistance) {
                m_nearest[ci].push_back(n);
                if (m_nearest[ci].size() >= static_cast<std::size_t>(nearestKept)) {
                    return m_nearest[ci];
                }
            }
        }
    }
    return m_nearest[ci];
}

void VicinitySearch::walkDistances(int from)
{
    ++m_stamp;
    m_queue.assign(1, from);
    m_seen[static_cast<std::size_t>(from)] = m_stamp;
    m_dist[static_cast<std::size_t>(from)] = 0;
    for (std::size_t head = 0; head < m_queue.size(); ++head) {
        const int c = m_queue[head];
        for (int d = 0; d < directionCount; ++d) {
            const int n = c + m_board.offset(d);
            const auto ni = static_cast<std::size_t>(n);
            if (m_seen[ni] != m_stamp && m_board.isFloor(n) && !m_boxAt[ni]) {
                m_seen[ni] = m_stamp;
                m_dist[ni] = m_dist[static_cast<std::size_t>(c)] + 1;
                m_queue.push_back(n);
            }
        }
    }
}

std::uint64_t VicinitySearch::hashOf(const std::vector<int> &boxes) const
{
    std::uint64_t hash = 0;
    for (const int b : boxes) {
        hash ^= m_zobristBox[static_cast<std::size_t>(b)];
    }
    return hash;
}

std::optional<std::pair<std::uint32_t, std::uint32_t>>
VicinitySearch::measure(int player, const std::vector<int> &boxes,
                        const std::vector<BoxMove> &pushes)
{
    for (const int b : boxes) {
        m_boxAt[static_cast<std::size_t>(b)] = 1;
    }
    std::uint32_t moves = 0;
    bool plays = true;
    for (const BoxMove &push : pushes) {
        const int to = push.from + m_board.offset(push.direction);
        walkDistances(player);
        const int behind = push.from - m_board.offset(push.direction);
        if (!m_boxAt[static_cast<std::size_t>(push.from)] || !reached(behind) ||
            !m_board.isFloor(to) || m_boxAt[static_cast<std::size_t>(to)]) {
            plays = false;
            break;
        }
        moves += m_dist[static_cast<std::size_t>(behind)] + 1;
        m_boxAt[static_cast<std::size_t>(push.from)] = 0;
        m_boxAt[static_cast<std::size_t>(to)] = 1;
        player = push.from;
    }
    std::fill(m_boxAt.begin(), m_boxAt.end(), 0);
    if (!plays) {
        return std::nullopt;
    }
    return std::make_pair(static_cast<std::uint32_t>(pushes.size()), moves);
}

// Adds the configurations with up to `left` more of the boxes from position[first] on moved
// (m_boxAt marks the cells taken).
bool VicinitySearch::addVicinity(const std::vector<int> &position, std::size_t first, int left,
                                 std::uint64_t hash, int cells)
{
    if (stopped() || !m_allowed.insert(hash, m_limits.memoryBytes / 2)) {
        return false;
    }
    if (left == 0) {
        return true;
    }
    for (std::size_t i = first; i < position.size(); ++i) {
        const int box = position[i];
        const auto bi = static_cast<std::size_t>(box);
        m_boxAt[bi] = 0;
        const std::vector<int> &near = nearest(box);
        const std::size_t count = std::min(near.size(), static_cast<std::size_t>(cells));
        for (std::size_t j = 0; j < count; ++j) {
            const auto ci = static_cast<std::size_t>(near[j]);
            if (m_boxAt[ci]) {
                continue;
            }
            m_boxAt[ci] = 1;
            const bool ok = addVicinity(position, i + 1, left - 1,
                                        hash ^ m_zobristBox[bi] ^ m_zobristBox[ci], cells);
            m_boxAt[ci] = 0;
            if (!ok) {
                m_boxAt[bi] = 1;
                return false;
            }
        }
        m_boxAt[bi] = 1;
    }
    return true;
}

bool VicinitySearch::growIndex()
{
    const std::size_t size = std::max<std::size_t>(1024, m_index.size() * 2);
    if (m_allowed.memoryBytes() + bfsBytes() + size * sizeof(std::uint32_t) >
        m_limits.memoryBytes) {
        return false;
    }
    std::vector<std::uint32_t> index(size, 0);
    const std::size_t mask = size - 1;
    for (std::uint32_t id = 0; id < m_nodes.size(); ++id) {
        std::size_t i = m_nodes[id].hash & mask;
        while (index[i]) {
            i = (i + 1) & mask;
        }
        index[i] = id + 1;
    }
    m_index.swap(index);
    return true;
}

// The node of (hash, boxes), added when new (its fields left for the caller); noParent when
// memory is out.
std::uint32_t VicinitySearch::findOrAdd(std::uint64_t hash, const std::vector<std::uint16_t> &boxes,
                                        bool &added)
{
    added = false;
    if ((m_nodes.size() + 1) * 2 > m_index.size() && !growIndex()) {
        return Node::noParent;
    }
    const std::size_t mask = m_index.size() - 1;
    std::size_t i = hash & mask;
    for (; m_index[i]; i = (i + 1) & mask) {
        const std::uint32_t id = m_index[i] - 1;
        if (m_nodes[id].hash == hash &&
            std::equal(boxes.begin(), boxes.end(), m_boxes.begin() + id * m_boxCount)) {
            return id;
        }
    }
    const auto extra = [](std::size_t capacity, std::size_t want) {
        return want > capacity ? std::max(want, capacity * 2) - capacity : 0;
    };
    if (m_allowed.memoryBytes() + bfsBytes() +
            extra(m_nodes.capacity(), m_nodes.size() + 1) * sizeof(Node) +
            extra(m_boxes.capacity(), m_boxes.size() + m_boxCount) * sizeof(std::uint16_t) >
        m_limits.memoryBytes) {
        return Node::noParent;
    }
    const auto id = static_cast<std::uint32_t>(m_nodes.size());
    m_nodes.emplace_back();
    m_nodes.back().hash = hash;
    m_boxes.insert(m_boxes.end(), boxes.begin(), boxes.end());
    m_index[i] = id + 1;
    added = true;
    return id;
}

VicinitySearch::Outcome VicinitySearch::round(int player, const std::vector<int> &boxes,
                                              const std::vector<BoxMove> &pushes,
                                              std::pair<std::uint32_t, std::uint32_t> length,
                                              Vicinity vicinity)
{
    // The solution's positions, and their vicinity, if it fits.
    m_boxCount = boxes.size();
    std::vector<std::vector<int>> path{boxes};
    for (const BoxMove &push : pushes) {
        std::vector<int> next = path.back();
        std::replace(next.begin(), next.end(), push.from,
                     push.from + m_board.offset(push.direction));
        path.push_back(std::move(next));
    }
    double estimate = 0;
    double choose = 1;
    for (int k = 0; k <= vicinity.boxes && k <= static_cast<int>(m_boxCount); ++k) {
        double power = 1;
        for (int j = 0; j < k; ++j) {
            power *= vicinity.cells;
        }
        estimate += choose * power;
        choose = choose * static_cast<double>(m_boxCount - static_cast<std::size_t>(k)) / (k + 1);
    }
    estimate *= static_cast<double>(path.size());
    // Two slots of the set per configuration, at most (neighbouring positions share most).
    if (estimate * 2 * sizeof(std::uint64_t) > static_cast<double>(m_limits.memoryBytes)) {
        return Outcome::TooBig;
    }
    m_allowed.clear();
    for (const std::vector<int> &position : path) {
        for (const int b : position) {
            m_boxAt[static_cast<std::size_t>(b)] = 1;
        }
        const bool ok = addVicinity(position, 0, vicinity.boxes, hashOf(position), vicinity.cells);
        for (const int b : position) {
            m_boxAt[static_cast<std::size_t>(b)] = 0;
        }
        if (!ok) {
            return Outcome::Stopped; // the memory is full: a wider one will not fit either
        }
    }

    // Breadth-first over pushes, layer by layer; within a layer each position keeps its fewest
    // moves. A position is (boxes, the player's cell): the moves depend on where it stands.
    m_nodes.clear();
    m_boxes.clear();
    m_index.clear();
    std::vector<std::uint16_t> child(boxes.begin(), boxes.end());
    std::sort(child.begin(), child.end());
    bool added = false;
    const std::uint64_t startHash =
        hashOf(boxes) ^ m_zobristPlayer[static_cast<std::size_t>(player)];
    if (findOrAdd(startHash, child, added) == Node::noParent) {
        return Outcome::Stopped;
    }
    m_nodes[0].player = static_cast<std::uint16_t>(player);
    m_nodes[0].parent = Node::noParent;
    const std::uint32_t bestPushes = length.first;
    const std::uint32_t bestMoves = length.second;
    std::uint32_t goal = Node::noParent;
    std::vector<std::uint32_t> solvedIds;
    std::size_t layerBegin = 0;
    std::size_t layerEnd = 1;
    for (std::uint32_t layer = 0; layerBegin < layerEnd && layer < bestPushes; ++layer) {
        for (std::size_t id = layerBegin; id < layerEnd; ++id) {
            if (stopped()) {
                return Outcome::Stopped;
            }
            ++m_positions;
            const Node node = m_nodes[id];
            const std::uint16_t *at = &m_boxes[id * m_boxCount];
            std::uint64_t boxHash = node.hash ^ m_zobristPlayer[node.player];
            std::uint32_t lower = 0;
            std::size_t onGoals = 0;
            for (std::size_t i = 0; i < m_boxCount; ++i) {
                m_boxAt[at[i]] = 1;
                lower += m_lower[at[i]];
                onGoals += m_board.isGoal(at[i]) ? 1 : 0;
            }
            walkDistances(node.player);
            for (std::size_t i = 0; i < m_boxCount; ++i) {
                const int box = at[i];
                for (int d = 0; d < directionCount; ++d) {
                    const int behind = box - m_board.offset(d);
                    const int to = box + m_board.offset(d);
                    const auto ti = static_cast<std::size_t>(to);
                    if (!reached(behind) || !m_board.isFloor(to) || m_boxAt[ti] ||
                        m_lower[ti] == noDistance) {
                        continue;
                    }
                    const std::uint32_t pushesAfter = layer + 1;
                    const std::uint32_t h =
                        lower - m_lower[static_cast<std::size_t>(box)] + m_lower[ti];
                    const std::uint32_t moves =
                        node.moves + m_dist[static_cast<std::size_t>(behind)] + 1;
                    if (pushesAfter + h > bestPushes ||
                        (pushesAfter + h == bestPushes && moves + h >= bestMoves)) {
                        continue; // cannot beat the best known
                    }
                    const std::uint64_t childBoxes =
                        boxHash ^ m_zobristBox[static_cast<std::size_t>(box)] ^ m_zobristBox[ti];
                    const bool solved =
                        onGoals - (m_board.isGoal(box) ? 1 : 0) + (m_board.isGoal(to) ? 1 : 0) ==
                        m_boxCount;
                    if (!solved && !m_allowed.contains(childBoxes)) {
                        continue;
                    }
                    child.assign(at, at + m_boxCount);
                    child[i] = static_cast<std::uint16_t>(to);
                    std::sort(child.begin(), child.end());
                    const std::uint32_t cid = findOrAdd(
                        childBoxes ^ m_zobristPlayer[static_cast<std::size_t>(box)], child, added);
                    if (cid == Node::noParent) {
                        std::fill(m_boxAt.begin(), m_boxAt.end(), 0);
                        return Outcome::Stopped; // out of memory
                    }
                    at = &m_boxes[id * m_boxCount]; // m_boxes may have moved
                    Node &c = m_nodes[cid];
                    if (added || (cid >= layerEnd && moves < c.moves)) {
                        c.parent = static_cast<std::uint32_t>(id);
                        c.moves = moves;
                        c.player = static_cast<std::uint16_t>(box);
                        c.from = static_cast<std::uint16_t>(box);
                        c.direction = static_cast<std::uint8_t>(d);
                        if (added && solved) {
                            solvedIds.push_back(cid);
                        }
                    }
                }
            }
            for (std::size_t i = 0; i < m_boxCount; ++i) {
                m_boxAt[at[i]] = 0;
            }
        }
        layerBegin = layerEnd;
        layerEnd = m_nodes.size();
        for (const std::uint32_t id : solvedIds) {
            if (layer + 1 < bestPushes || m_nodes[id].moves < bestMoves) {
                if (goal == Node::noParent || m_nodes[id].moves < m_nodes[goal].moves) {
                    goal = id;
                }
            }
        }
        if (goal != Node::noParent) {
            break;
        }
    }
    if (goal == Node::noParent) {
        return Outcome::NoGain;
    }
    m_found.clear();
    for (std::uint32_t id = goal; m_nodes[id].parent != Node::noParent; id = m_nodes[id].parent) {
        const Node &n = m_nodes[id];
        BoxMove move;
        move.from = n.from;
        move.direction = n.direction;
        move.to = n.from + m_board.offset(n.direction);
        move.player = n.from;
        m_found.push_back(move);
    }
    std::reverse(m_found.begin(), m_found.end());
    return Outcome::Improved;
}

} // namespace

std::optional<std::vector<BoxMove>> shortenSolution(const Board &board, int player,
                                                    const std::vector<int> &boxes,
                                                    const std::vector<BoxMove> &pushes,
                                                    const OptimiserLimits &limits,
                                                    std::uint64_t &positions)
{
    VicinitySearch search(board, limits, positions);
    const auto measured = search.measure(player, boxes, pushes);
    if (!measured) {
        return std::nullopt;
    }
    std::pair<std::uint32_t, std::uint32_t> length = *measured;
    std::vector<BoxMove> best = pushes;
    bool gained = false;
    for (std::size_t v = 0; v < std::size(vicinities);) {
        const auto outcome = search.round(player, boxes, best, length, vicinities[v]);
        if (outcome == VicinitySearch::Outcome::Stopped) {
            break;
        }
        if (outcome == VicinitySearch::Outcome::Improved) {
            const auto shorter = search.measure(player, boxes, search.found());
            if (!shorter) {
                break; // cannot happen: its pushes were played to be found
            }
            best = search.found();
            length = *shorter;
            gained = true;
            v = 0;
        } else {
            ++v;
        }
    }
    if (!gained) {
        return std::nullopt;
    }
    return best;
}

} // namespace solver

SolverResult optimiseSolution(const Level &level, std::string_view lurd, double seconds,
                              std::size_t memoryLimitBytes, const std::atomic<bool> *cancel,
                              const SolverProgressCallback &progress,
                              std::chrono::milliseconds progressInterval)
{
    const auto started = std::chrono::steady_clock::now();
    SolverResult result;
    const auto finish = [&](SolverStatus status) {
        result.status = status;
        result.stats.optimiseSeconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        result.stats.seconds = result.stats.optimiseSeconds;
        return result;
    };
    // The input, played by the rules: its pushes, and it must solve the level.
    std::optional<Game> game = Game::fromLevel(level);
    if (!game) {
        result.message = "the level cannot be played";
        result.reason = SolverReason::LevelUnplayable;
        return finish(SolverStatus::InvalidLevel);
    }
    const int startPlayer = game->playerPosition();
    const std::vector<int> startBoxes = game->boxes();
    std::vector<std::pair<int, int>> played; // (level cell of the box, direction)
    std::string walked;
    for (const char c : lurd) {
        const std::optional<Direction> d = directionFromLurd(c);
        const MoveResult step = d ? game->move(*d) : MoveResult{};
        if (!step.moved()) {
            break;
        }
        // Letters in the usual case: walks lower, pushes upper.
        walked.push_back(lurdLetter(*d));
        result.solution.push_back(step.pushedBoxes.empty()
                                      ? lurdLetter(*d)
                                      : static_cast<char>(lurdLetter(*d) - 'a' + 'A'));
        if (!step.pushedBoxes.empty()) {
            SolutionPush push;
            push.boxFrom = step.boxFrom();
            push.boxTo = step.boxTo();
            push.direction = *d;
            walked.back() = static_cast<char>(lurdLetter(*d) - 'a' + 'A');
            push.lurd = walked;
            walked.clear();
            played.emplace_back(push.boxFrom, static_cast<int>(*d));
            result.pushes.push_back(std::move(push));
        }
    }
    if (result.solution.size() != lurd.size() || !game->isSolved()) {
        result.solution.clear();
        result.pushes.clear();
        result.message = "the moves do not solve the level";
        result.reason = SolverReason::MovesDoNotPlay;
        return finish(SolverStatus::InvalidLevel);
    }
    result.stats.foundPushes = result.pushCount();
    result.stats.foundMoves = result.moveCount();
    if (seconds <= 0 || played.empty() || (cancel && cancel->load())) {
        return finish(SolverStatus::Solved);
    }
    try {
        const solver::Board board(level);
        // The board, and the optimiser's tables: a few numbers per cell.
        const std::size_t fixed =
            board.memoryBytes() + static_cast<std::size_t>(board.cellCount()) * 64;
        if (fixed >= memoryLimitBytes) {
            return finish(SolverStatus::Solved);
        }
        solver::OptimiserLimits limits;
        limits.cancel = cancel;
        limits.memoryBytes = memoryLimitBytes - fixed;
        auto lastReport = started;
        if (progress) {
            limits.progress = [&](std::uint64_t positions) {
                const auto now = std::chrono::steady_clock::now();
                if (now - lastReport < progressInterval) {
                    return;
                }
                lastReport = now;
                SolverProgress p;
                p.stats.statesExplored = positions;
                p.stats.seconds = std::chrono::duration<double>(now - started).count();
                progress(p);
            };
        }
        limits.deadline = started + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                        std::chrono::duration<double>(std::min(seconds, 1e9)));
        std::vector<solver::BoxMove> pushes;
        for (const auto &[box, direction] : played) {
            solver::BoxMove move;
            move.from = board.fromLevelCell(box);
            move.direction = direction;
            move.to = move.from + board.offset(direction);
            move.player = move.from;
            pushes.push_back(move);
        }
        std::vector<int> boxes;
        for (const int b : startBoxes) {
            boxes.push_back(board.fromLevelCell(b));
        }
        std::uint64_t positions = 0;
        const auto shorter = solver::shortenSolution(board, board.fromLevelCell(startPlayer), boxes,
                                                     pushes, limits, positions);
        result.stats.statesExplored = positions;
        if (cancel && cancel->load()) {
            return finish(SolverStatus::Solved);
        }
        // Without a shorter way, the same pushes with the shortest walks between them.
        SolverResult written;
        // Reported only when the rules engine plays it to the end, and when it is shorter.
        if (solver::writeSolution(board, startPlayer, startBoxes, shorter ? *shorter : pushes,
                                  written) &&
            solver::replaysWithTheRules(level, written.solution) &&
            (written.pushCount() < result.pushCount() ||
             (written.pushCount() == result.pushCount() &&
              written.moveCount() < result.moveCount()))) {
            result.solution = std::move(written.solution);
            result.pushes = std::move(written.pushes);
        }
    } catch (const std::bad_alloc &) {
        // The input stands.
    }
    return finish(SolverStatus::Solved);
}

} // namespace tessera::sokoban
