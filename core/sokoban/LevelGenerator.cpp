// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "LevelGenerator.h"

#include "sokoban/solver/Solver.h"

#include <algorithm>
#include <chrono>
#include <random>
#include <unordered_set>
#include <utility>
#include <vector>

namespace tessera::sokoban {

namespace {

using Clock = std::chrono::steady_clock;

std::size_t at(int cell)
{
    return static_cast<std::size_t>(cell);
}

// The layout as the search sees it: floor cells, goals, and the walk between them.
class Board
{
public:
    explicit Board(const Level &layout) : m_width(layout.width), m_height(layout.height)
    {
        const std::size_t count = layout.cells.size();
        m_floor.assign(count, 0);
        m_stamp.assign(count, 0);
        m_box.assign(count, 0);
        m_outside.assign(count, 0);
        for (std::size_t i = 0; i < count; ++i) {
            const Cell &c = layout.cells[i];
            const bool floor =
                c.terrain == Terrain::Floor || (c.terrain == Terrain::Outside && c.goal);
            m_floor[i] = floor ? 1 : 0;
            m_outside[i] = !floor && c.terrain == Terrain::Outside ? 1 : 0;
            if (floor && c.goal) {
                m_goals.push_back(static_cast<int>(i));
            }
        }
    }

    int cellCount() const { return m_width * m_height; }
    bool isFloor(int cell) const { return cell >= 0 && m_floor[at(cell)] != 0; }
    const std::vector<int> &goals() const { return m_goals; }
    int neighbour(int cell, int direction) const
    {
        const int x = cell % m_width + (direction == 0 ? -1 : direction == 2 ? 1 : 0);
        const int y = cell / m_width + (direction == 1 ? -1 : direction == 3 ? 1 : 0);
        return x >= 0 && y >= 0 && x < m_width && y < m_height ? y * m_width + x : -1;
    }
    // The first floor cell that touches the edge of the board or the outside, or -1.
    int openCell() const
    {
        for (int cell = 0; cell < cellCount(); ++cell) {
            if (!isFloor(cell)) {
                continue;
            }
            for (int d = 0; d < 4; ++d) {
                const int n = neighbour(cell, d);
                if (n < 0 || m_outside[at(n)] != 0) {
                    return cell;
                }
            }
        }
        return -1;
    }

    void setBoxes(const std::vector<int> &boxes)
    {
        std::fill(m_box.begin(), m_box.end(), 0);
        for (const int b : boxes) {
            m_box[at(b)] = 1;
        }
    }
    bool hasBox(int cell) const { return m_box[at(cell)] != 0; }
    bool isFree(int cell) const { return isFloor(cell) && !hasBox(cell); }
    void moveBox(int from, int to)
    {
        m_box[at(from)] = 0;
        m_box[at(to)] = 1;
    }

    // Marks the free cells the player reaches from `start`; returns the smallest (the
    // position's normalised player cell).
    int flood(int start)
    {
        ++m_mark;
        if (m_mark == 0) {
            std::fill(m_stamp.begin(), m_stamp.end(), 0);
            m_mark = 1;
        }
        m_queue.clear();
        m_queue.push_back(start);
        m_stamp[at(start)] = m_mark;
        int smallest = start;
        for (std::size_t i = 0; i < m_queue.size(); ++i) {
            const int cell = m_queue[i];
            smallest = std::min(smallest, cell);
            for (int d = 0; d < 4; ++d) {
                const int n = neighbour(cell, d);
                if (n >= 0 && isFree(n) && m_stamp[at(n)] != m_mark) {
                    m_stamp[at(n)] = m_mark;
                    m_queue.push_back(n);
                }
            }
        }
        return smallest;
    }
    bool reached(int cell) const { return m_stamp[at(cell)] == m_mark; }

private:
    int m_width;
    int m_height;
    std::vector<std::uint8_t> m_floor;
    std::vector<std::uint8_t> m_outside; // not floor, not wall: the level is open there
    std::vector<std::uint8_t> m_box;
    std::vector<int> m_goals;
    std::vector<std::uint32_t> m_stamp;
    std::uint32_t m_mark = 0;
    std::vector<int> m_queue;
};

// A position as a hash key: the sorted box cells, then the normalised player cell, two bytes each.
std::string keyOf(std::vector<int> boxes, int player)
{
    std::sort(boxes.begin(), boxes.end());
    std::string key;
    key.reserve((boxes.size() + 1) * 2);
    for (const int cell : boxes) {
        key.push_back(static_cast<char>(cell & 0xff));
        key.push_back(static_cast<char>(cell >> 8));
    }
    key.push_back(static_cast<char>(player & 0xff));
    key.push_back(static_cast<char>(player >> 8));
    return key;
}

void decode(const std::string &key, std::vector<int> &boxes, int &player)
{
    const std::size_t count = key.size() / 2 - 1;
    boxes.resize(count);
    const auto cellAt = [&key](std::size_t i) {
        return static_cast<int>(static_cast<unsigned char>(key[2 * i])) |
               (static_cast<int>(static_cast<unsigned char>(key[2 * i + 1])) << 8);
    };
    for (std::size_t i = 0; i < count; ++i) {
        boxes[i] = cellAt(i);
    }
    player = cellAt(count);
}

int boxChanges(const SolverResult &result)
{
    int changes = 0;
    for (std::size_t i = 1; i < result.pushes.size(); ++i) {
        changes += result.pushes[i].boxFrom != result.pushes[i - 1].boxTo ? 1 : 0;
    }
    return changes;
}

bool better(const GeneratedLevel &a, const GeneratedLevel &b)
{
    if (a.pushes != b.pushes) {
        return a.pushes > b.pushes;
    }
    if (a.boxChanges != b.boxChanges) {
        return a.boxChanges > b.boxChanges;
    }
    return a.moves > b.moves;
}

} // namespace

std::string generatorStatusName(GeneratorStatus status)
{
    switch (status) {
    case GeneratorStatus::Exhausted:
        return "exhausted";
    case GeneratorStatus::TimeLimit:
        return "time-limit";
    case GeneratorStatus::PositionLimit:
        return "position-limit";
    case GeneratorStatus::Cancelled:
        return "cancelled";
    case GeneratorStatus::InvalidLayout:
        return "invalid-layout";
    }
    return "invalid-layout";
}

namespace {

// One run of LevelGenerator::generate.
class GeneratorRun
{
public:
    GeneratorRun(const GeneratorOptions &options, const Level &layout,
                 const std::atomic<bool> *cancel, const GeneratorProgressCallback &progress)
        : m_options(options), m_layout(layout), m_board(layout), m_cancel(cancel),
          m_progress(progress), m_start(Clock::now())
    {
        m_limit = std::max(0.1, m_options.timeLimitSeconds);
        for (Cell &c : m_layout.cells) {
            c.box = false;
            c.player = false;
        }
    }

    GeneratorResult run();

private:
    double elapsed() const { return std::chrono::duration<double>(Clock::now() - m_start).count(); }
    bool cancelled() const { return m_cancel && m_cancel->load(std::memory_order_relaxed); }
    void report(bool improved)
    {
        if (!m_progress) {
            return;
        }
        GeneratorProgress p;
        p.fraction = std::min(1.0, elapsed() / m_limit);
        p.positions = m_visited.size();
        p.depth = m_depth;
        p.best = m_result.best ? &*m_result.best : nullptr;
        p.improved = improved;
        m_progress(p);
    }
    std::optional<std::string> layoutProblem() const;
    void addRoots();
    // Expands `m_layer` into the next one; false when stopped before the layer was complete.
    bool expandLayer(std::vector<std::string> &next, double searchUntil);
    // Proves up to `count` positions of the layer with the solver, each within `seconds`;
    // returns the best of them.
    std::optional<GeneratedLevel> prove(int count, double seconds);

    GeneratorOptions m_options;
    Level m_layout;
    Board m_board;
    const std::atomic<bool> *m_cancel;
    const GeneratorProgressCallback &m_progress;
    Clock::time_point m_start;
    double m_limit = 0;

    std::unordered_set<std::string> m_visited;
    std::vector<std::string> m_layer; // the deepest complete layer
    int m_depth = 0;
    bool m_thinned = false; // a layer was cut at GeneratorOptions::layerWidth
    std::uint64_t m_maxPositions = 0;
    GeneratorResult m_result;
};

std::optional<std::string> GeneratorRun::layoutProblem() const
{
    const int goals = static_cast<int>(m_board.goals().size());
    if (goals == 0) {
        return std::string("the layout has no goal");
    }
    int floor = 0;
    for (int cell = 0; cell < m_board.cellCount(); ++cell) {
        floor += m_board.isFloor(cell) ? 1 : 0;
    }
    if (floor <= goals) {
        return std::string("the layout has no floor beside its goals for the player");
    }
    const int open = m_board.openCell();
    if (open >= 0) {
        const int width = m_layout.width;
        return "the walls do not close the layout (column " + std::to_string(open % width + 1) +
               ", row " + std::to_string(open / width + 1) + ")";
    }
    return std::nullopt;
}

void GeneratorRun::addRoots()
{
    // The solved position: a box on every goal, the player in each piece of free floor.
    const std::vector<int> &goals = m_board.goals();
    m_board.setBoxes(goals);
    std::vector<std::uint8_t> seen(static_cast<std::size_t>(m_board.cellCount()), 0);
    for (int cell = 0; cell < m_board.cellCount(); ++cell) {
        if (!m_board.isFree(cell) || seen[at(cell)]) {
            continue;
        }
        const int player = m_board.flood(cell);
        for (int c = 0; c < m_board.cellCount(); ++c) {
            if (m_board.reached(c)) {
                seen[at(c)] = 1;
            }
        }
        std::string key = keyOf(goals, player);
        if (m_visited.insert(key).second) {
            m_layer.push_back(std::move(key));
        }
    }
}

bool GeneratorRun::expandLayer(std::vector<std::string> &next, double searchUntil)
{
    std::vector<int> boxes;
    int player = -1;
    std::uint64_t expanded = 0;
    // A layer too wide is taken in an order drawn from the seed and cut at the width: the
    // search goes deep on layouts with many boxes instead of filling memory with shallow layers.
    const std::size_t width = std::max<std::size_t>(1, m_options.layerWidth);
    if (m_layer.size() >= width) {
        std::mt19937_64 random(m_options.seed ^ (0x5851f42d4c957f2dULL * (m_depth + 1)));
        for (std::size_t i = m_layer.size() - 1; i > 0; --i) {
            std::swap(m_layer[i], m_layer[static_cast<std::size_t>(random() % (i + 1))]);
        }
    }
    for (const std::string &key : m_layer) {
        if ((++expanded & 63) == 0 && (cancelled() || elapsed() > searchUntil)) {
            return false;
        }
        if (next.size() >= width) {
            m_thinned = true;
            break;
        }
        decode(key, boxes, player);
        m_board.setBoxes(boxes);
        m_board.flood(player);
        // Which cells the player reaches, kept: the children's floods overwrite the marks.
        std::vector<std::pair<std::size_t, int>> pulls; // box index, direction
        for (std::size_t i = 0; i < boxes.size(); ++i) {
            for (int d = 0; d < 4; ++d) {
                const int stand = m_board.neighbour(boxes[i], d);
                const int to = stand < 0 ? -1 : m_board.neighbour(stand, d);
                if (stand >= 0 && m_board.isFree(stand) && m_board.reached(stand) && to >= 0 &&
                    m_board.isFree(to)) {
                    pulls.emplace_back(i, d);
                }
            }
        }
        for (const auto &[i, d] : pulls) {
            const int from = boxes[i];
            const int stand = m_board.neighbour(from, d);
            const int to = m_board.neighbour(stand, d);
            m_board.moveBox(from, stand);
            const int normalised = m_board.flood(to);
            m_board.moveBox(stand, from);
            std::vector<int> moved = boxes;
            moved[i] = stand;
            std::string child = keyOf(std::move(moved), normalised);
            if (m_visited.insert(child).second) {
                next.push_back(std::move(child));
            }
            if (m_visited.size() >= m_maxPositions) {
                m_result.status = GeneratorStatus::PositionLimit;
                return false;
            }
        }
    }
    return true;
}

std::optional<GeneratedLevel> GeneratorRun::prove(int count, double seconds)
{
    if (m_depth == 0 || m_layer.empty()) {
        return std::nullopt;
    }
    // Which positions of the layer: drawn from the seed, so one seed gives one level.
    std::mt19937_64 random(m_options.seed * 0x9e3779b97f4a7c15ULL + static_cast<unsigned>(m_depth));
    std::vector<std::size_t> picks;
    if (m_layer.size() <= static_cast<std::size_t>(count)) {
        for (std::size_t i = 0; i < m_layer.size(); ++i) {
            picks.push_back(i);
        }
    } else {
        while (picks.size() < static_cast<std::size_t>(count)) {
            const std::size_t i = static_cast<std::size_t>(random() % m_layer.size());
            if (std::find(picks.begin(), picks.end(), i) == picks.end()) {
                picks.push_back(i);
            }
        }
    }
    SolverOptions solverOptions;
    solverOptions.parallelSearches = false; // the same answer on a busy machine
    solverOptions.memoryLimitBytes = std::size_t{256} << 20;
    std::optional<GeneratedLevel> best;
    std::vector<int> boxes;
    int player = -1;
    for (const std::size_t pick : picks) {
        const double left = m_limit - elapsed();
        if (left <= 0 || cancelled()) {
            break;
        }
        solverOptions.timeLimitSeconds = std::min(seconds, left);
        decode(m_layer[pick], boxes, player);
        Level level = m_layout;
        for (const int b : boxes) {
            level.cells[at(b)].box = true;
        }
        level.cells[at(player)].player = true;
        const SolverResult solved = Solver(solverOptions).solve(level, m_cancel);
        if (solved.status != SolverStatus::Solved) {
            continue; // not proven in time: never offered
        }
        GeneratedLevel candidate;
        candidate.level = std::move(level);
        candidate.solution = solved.solution;
        candidate.moves = solved.moveCount();
        candidate.pushes = solved.pushCount();
        candidate.boxChanges = boxChanges(solved);
        candidate.fewestPushes = m_thinned ? 0 : m_depth;
        candidate.seconds = elapsed();
        if (!best || better(candidate, *best)) {
            best = std::move(candidate);
        }
    }
    return best;
}

GeneratorResult GeneratorRun::run()
{
    if (const std::optional<std::string> problem = layoutProblem()) {
        m_result.status = GeneratorStatus::InvalidLayout;
        m_result.message = *problem;
        return m_result;
    }
    // The search takes most of the time; the proofs of its deepest layer the rest.
    const double searchUntil = m_limit * 0.7;
    const int candidates = std::max(1, m_options.candidatesPerLayer);
    // Many boxes make long keys: the budget in positions shrinks so that the search stays
    // within about 400 MB (a key, its copy in a layer and the hash set's node).
    constexpr std::size_t memoryBudget = std::size_t{400} << 20;
    const std::size_t positionBytes = 2 * (m_board.goals().size() + 1) * 2 + 96;
    m_maxPositions = std::min<std::uint64_t>(m_options.maxPositions, memoryBudget / positionBytes);
    m_result.status = GeneratorStatus::Exhausted;
    addRoots();
    double lastProof = -1;
    std::vector<std::string> next;
    while (true) {
        next.clear();
        if (!expandLayer(next, searchUntil)) {
            if (m_result.status == GeneratorStatus::Exhausted) {
                m_result.status =
                    cancelled() ? GeneratorStatus::Cancelled : GeneratorStatus::TimeLimit;
            }
            break;
        }
        if (next.empty()) {
            break; // every position searched
        }
        m_layer.swap(next);
        ++m_depth;
        // A level to show soon, and better ones as the search goes deeper.
        const double now = elapsed();
        if (!m_result.best || now - lastProof > m_limit * 0.1) {
            lastProof = now;
            std::optional<GeneratedLevel> shown = prove(1, m_limit * 0.05);
            if (shown && (!m_result.best || better(*shown, *m_result.best))) {
                m_result.best = std::move(shown);
                if (m_result.firstValidSeconds < 0) {
                    m_result.firstValidSeconds = m_result.best->seconds;
                }
                report(true);
                continue;
            }
        }
        report(false);
    }
    next.clear();
    next.shrink_to_fit();
    if (m_result.status != GeneratorStatus::Cancelled) {
        // The level offered comes from the deepest layer whenever one is proven there, so that
        // it does not depend on which layers were looked at on the way.
        const double each = std::max(0.05, (m_limit - elapsed()) / candidates);
        std::optional<GeneratedLevel> deepest = prove(candidates, each);
        if (deepest) {
            m_result.best = std::move(deepest);
            if (m_result.firstValidSeconds < 0) {
                m_result.firstValidSeconds = m_result.best->seconds;
            }
            report(true);
        }
        if (cancelled()) {
            m_result.status = GeneratorStatus::Cancelled;
        }
    }
    m_result.positions = m_visited.size();
    m_result.seconds = elapsed();
    return m_result;
}

} // namespace

GeneratorResult LevelGenerator::generate(const Level &layout, const std::atomic<bool> *cancel,
                                         const GeneratorProgressCallback &progress) const
{
    if (layout.width < 1 || layout.height < 1 || layout.width > Level::maxSize ||
        layout.height > Level::maxSize ||
        layout.cells.size() != static_cast<std::size_t>(layout.width) * layout.height) {
        GeneratorResult result;
        result.message =
            "the layout's size is not 1 to " + std::to_string(Level::maxSize) + " cells a side";
        return result;
    }
    return GeneratorRun(m_options, layout, cancel, progress).run();
}

std::optional<Level> LevelGenerator::roomLayout(int width, int height, int boxes,
                                                std::uint64_t seed, std::string *error)
{
    const auto fail = [error](std::string message) -> std::optional<Level> {
        if (error) {
            *error = std::move(message);
        }
        return std::nullopt;
    };
    constexpr int minSide = 3;
    constexpr int maxSide = 40;
    if (width < minSide || height < minSide || width > maxSide || height > maxSide) {
        return fail("the room's size " + std::to_string(width) + "x" + std::to_string(height) +
                    " is not " + std::to_string(minSide) + " to " + std::to_string(maxSide) +
                    " cells a side");
    }
    const int most = width * height / 3;
    if (boxes < 1 || boxes > most) {
        return fail(std::to_string(boxes) + " boxes do not fit a " + std::to_string(width) + "x" +
                    std::to_string(height) + " room (1 to " + std::to_string(most) + ")");
    }
    Level level(width + 2, height + 2);
    for (int y = 0; y < level.height; ++y) {
        for (int x = 0; x < level.width; ++x) {
            const bool inside = x > 0 && y > 0 && x <= width && y <= height;
            level.at(x, y).terrain = inside ? Terrain::Floor : Terrain::Wall;
        }
    }
    std::mt19937_64 random(seed);
    const auto randomInside = [&]() {
        const int x = 1 + static_cast<int>(random() % static_cast<std::uint64_t>(width));
        const int y = 1 + static_cast<int>(random() % static_cast<std::uint64_t>(height));
        return std::pair(x, y);
    };
    // Wall blocks make the room a puzzle; one that would cut the floor apart is taken back.
    int floor = width * height;
    for (int attempt = 0; attempt < width * height / 6; ++attempt) {
        const auto [x, y] = randomInside();
        Cell &c = level.at(x, y);
        if (c.terrain == Terrain::Wall || floor - 1 <= boxes * 3) {
            continue;
        }
        c.terrain = Terrain::Wall;
        Board board(level);
        int start = -1;
        for (int cell = 0; cell < board.cellCount() && start < 0; ++cell) {
            start = board.isFloor(cell) ? cell : -1;
        }
        board.flood(start);
        int reached = 0;
        for (int cell = 0; cell < board.cellCount(); ++cell) {
            reached += board.reached(cell) ? 1 : 0;
        }
        if (reached == floor - 1) {
            --floor;
        } else {
            c.terrain = Terrain::Floor;
        }
    }
    for (int placed = 0; placed < boxes;) {
        const auto [x, y] = randomInside();
        Cell &c = level.at(x, y);
        if (c.terrain == Terrain::Floor && !c.goal) {
            c.goal = true;
            ++placed;
        }
    }
    return level;
}

} // namespace tessera::sokoban
