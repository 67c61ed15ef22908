// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// PatternDatabase: the tables hold exact abstract distances, the heuristic is admissible and
// consistent, partitions are checked, and the serialised form round-trips and refuses damage.
// Small partitions only, so the suite stays fast under the sanitizers.

#include "fifteen/solver/PatternDatabase.h"
#include "fifteen/solver/PositionRules.h"
#include "tst_fifteen_solver_support.h"

#include <QTest>
#include <map>
#include <sstream>
#include <thread>

using namespace tessera::fifteen;

Q_DECLARE_METATYPE(tessera::fifteen::PatternPartition)

namespace {

PatternDatabase built(const PatternPartition &partition, int threads = 1)
{
    PatternBuildOptions options;
    options.threads = threads;
    auto result = PatternDatabase::build(partition, options);
    if (auto *error = std::get_if<Error>(&result))
        qFatal("building %s", error->message.c_str());
    return std::get<PatternDatabase>(std::move(result));
}

// The fewest moves of the group's tiles, other tiles' moves free, from each placement of the
// group: a plain 0-1 breadth-first search over (placement, empty cell), written independently
// of the builder. Keyed by the placement's cells in group order.
std::map<std::vector<int>, int> referenceDistances(int width, int height,
                                                   const std::vector<int> &group)
{
    const int cells = width * height;
    using State = std::pair<std::vector<int>, int>; // group tiles' cells, empty cell
    std::map<State, int> distance;
    std::deque<State> queue;
    State start;
    for (const int tile : group)
        start.first.push_back(tile - 1);
    start.second = cells - 1;
    distance[start] = 0;
    queue.push_back(start);
    while (!queue.empty()) {
        const State state = queue.front();
        queue.pop_front();
        const int here = distance[state];
        for (const tessera::Direction d : tessera::allDirections) {
            const int x = state.second % width + tessera::dx(d);
            const int y = state.second / width + tessera::dy(d);
            if (x < 0 || y < 0 || x >= width || y >= height)
                continue;
            const int to = y * width + x;
            State next = state;
            next.second = to;
            int cost = 0;
            for (int &cell : next.first) {
                if (cell == to) {
                    cell = state.second;
                    cost = 1;
                }
            }
            const auto known = distance.find(next);
            if (known != distance.end() && known->second <= here + cost)
                continue;
            distance[next] = here + cost;
            if (cost == 0)
                queue.push_front(next);
            else
                queue.push_back(next);
        }
    }
    std::map<std::vector<int>, int> best;
    for (const auto &[state, d] : distance) {
        auto [it, inserted] = best.emplace(state.first, d);
        if (!inserted)
            it->second = std::min(it->second, d);
    }
    return best;
}

// Every position of a small board, by the parity rule.
std::vector<std::vector<int>> solvablePositions(int width, int height)
{
    std::vector<std::vector<int>> positions;
    std::vector<int> tiles = goalTiles(width, height);
    std::sort(tiles.begin(), tiles.end());
    do {
        if (isSolvable(tiles, width, height))
            positions.push_back(tiles);
    } while (std::next_permutation(tiles.begin(), tiles.end()));
    return positions;
}

std::vector<std::vector<int>> neighbours(const std::vector<int> &tiles, int width, int height)
{
    std::vector<std::vector<int>> result;
    for (const tessera::Direction d : tessera::allDirections) {
        auto next = applyMoves(tiles, width, height, {d});
        if (auto *moved = std::get_if<std::vector<int>>(&next))
            result.push_back(*moved);
    }
    return result;
}

// One group's table value for a position.
int groupValue(const PatternDatabase &database, std::size_t g, const std::vector<int> &tiles)
{
    std::array<std::uint8_t, 16> cellOf{};
    for (std::size_t c = 0; c < tiles.size(); ++c)
        cellOf[static_cast<std::size_t>(tiles[c])] = static_cast<std::uint8_t>(c);
    const auto &group = database.partition().groups[g];
    std::array<std::uint8_t, 16> cells{};
    for (std::size_t i = 0; i < group.size(); ++i)
        cells[i] = cellOf[static_cast<std::size_t>(group[i])];
    return database.groupValue(g, cells.data());
}

// Whether the cells not holding a tile of `group` form one connected area.
bool freeCellsConnected(const std::vector<int> &group, const std::vector<int> &tiles, int width,
                        int height)
{
    const int cells = width * height;
    std::vector<bool> free(static_cast<std::size_t>(cells));
    int freeCount = 0;
    int start = -1;
    for (int c = 0; c < cells; ++c) {
        const int tile = tiles[static_cast<std::size_t>(c)];
        free[static_cast<std::size_t>(c)] =
            std::find(group.begin(), group.end(), tile) == group.end();
        if (free[static_cast<std::size_t>(c)]) {
            ++freeCount;
            start = c;
        }
    }
    std::vector<bool> seen(static_cast<std::size_t>(cells), false);
    std::vector<int> stack{start};
    seen[static_cast<std::size_t>(start)] = true;
    int reached = 0;
    while (!stack.empty()) {
        const int c = stack.back();
        stack.pop_back();
        ++reached;
        for (const tessera::Direction d : tessera::allDirections) {
            const int x = c % width + tessera::dx(d);
            const int y = c / width + tessera::dy(d);
            const int n = y * width + x;
            if (x < 0 || y < 0 || x >= width || y >= height || !free[static_cast<std::size_t>(n)] ||
                seen[static_cast<std::size_t>(n)])
                continue;
            seen[static_cast<std::size_t>(n)] = true;
            stack.push_back(n);
        }
    }
    return reached == freeCount;
}

std::vector<std::uint8_t> serialised(const PatternDatabase &database)
{
    return database.toBytes();
}

QString errorOf(const Result<PatternDatabase> &result)
{
    const auto *error = std::get_if<Error>(&result);
    return error ? QString::fromStdString(error->message) : QString();
}

} // namespace

class TestFifteenSolverPdb : public QObject
{
    Q_OBJECT

    static void partitions()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<PatternPartition>("partition");
        QTest::newRow("3x3 4-4") << 3 << 3 << PatternPartition{3, 3, {{1, 2, 3, 4}, {5, 6, 7, 8}}};
        QTest::newRow("3x3 3-3-2")
            << 3 << 3 << PatternPartition{3, 3, {{1, 4, 7}, {2, 5, 8}, {3, 6}}};
        QTest::newRow("2x4 3-4") << 2 << 4 << PatternPartition{2, 4, {{1, 2, 3}, {4, 5, 6, 7}}};
        QTest::newRow("4x2 4-3") << 4 << 2 << PatternPartition{4, 2, {{1, 5, 2, 6}, {3, 4, 7}}};
    }

private slots:
    void tablesHoldExactAbstractDistances_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<std::vector<int>>("group");
        QTest::newRow("3x3 top row") << 3 << 3 << std::vector<int>{1, 2, 3};
        QTest::newRow("3x3 scattered") << 3 << 3 << std::vector<int>{8, 1, 5, 6};
        QTest::newRow("2x4 two tiles") << 2 << 4 << std::vector<int>{7, 2};
        QTest::newRow("4x4 corner") << 4 << 4 << std::vector<int>{11, 12, 15};
    }

    void tablesHoldExactAbstractDistances()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(std::vector<int>, group);
        // The group under test, with the other tiles split into groups of their own.
        PatternPartition partition{width, height, {group}};
        for (int tile = 1; tile < width * height; ++tile) {
            if (std::find(group.begin(), group.end(), tile) == group.end())
                partition.groups.push_back({tile});
        }
        const PatternDatabase database = built(partition);
        const auto reference = referenceDistances(width, height, group);
        const int cells = width * height;
        // Every placement is reachable.
        QCOMPARE(reference.size(),
                 PatternDatabase::tableSize(cells, static_cast<int>(group.size())));
        for (const auto &[placement, distance] : reference) {
            const std::vector<std::uint8_t> bytes(placement.begin(), placement.end());
            QCOMPARE(database.groupValue(0, bytes.data()), distance);
        }
        QCOMPARE(database.tableBytes(), [&] {
            std::size_t bytes = 0;
            for (const auto &g : partition.groups)
                bytes += PatternDatabase::packedSize(
                    PatternDatabase::tableSize(cells, static_cast<int>(g.size())));
            return bytes;
        }());
    }

    // Admissible: never above the true distance. Checked on every position of 3x3 (square:
    // the mirrored lookup is used) and of 2x4 and 4x2.
    void heuristicIsAdmissible_data() { partitions(); }

    void heuristicIsAdmissible()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(PatternPartition, partition);
        const PatternDatabase database = built(partition);
        QCOMPARE(database.mirrored(), width == height);
        const solvertest::SmallBoardDistances distances(width, height);
        int exact = 0;
        int positive = 0;
        int above = 0;
        const auto positions = solvablePositions(width, height);
        for (const auto &tiles : positions) {
            const int h = database.heuristic(tiles);
            const int truth = distances.distance(tiles);
            above += h > truth ? 1 : 0;
            exact += h == truth ? 1 : 0;
            positive += h > 0 ? 1 : 0;
        }
        QCOMPARE(above, 0);
        QCOMPARE(positions.size(), distances.reachable());
        // Informative, not just zero: most positions get a positive estimate.
        QVERIFY(positive > static_cast<int>(positions.size()) / 2);
        QVERIFY(exact > 0);
        QCOMPARE(database.heuristic(goalTiles(width, height)), 0);
    }

    // A group's value is the fewest moves over every place of the empty cell, so it is
    // consistent (one move changes it by at most one) except where the group's tiles wall the
    // empty cell into a pocket: then one move can lower it by more (Korf & Felner's tables
    // share this; the search makes up for it by passing bounds between parent and child).
    // Checked on every move of 20,000 random positions (every position of 2x4 and 4x2): each
    // larger change happens only with the group's free cells split into pockets, and such
    // moves are a minority.
    void groupValuesAreConsistentUnlessTheEmptyCellIsWalledIn_data() { partitions(); }

    void groupValuesAreConsistentUnlessTheEmptyCellIsWalledIn()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(PatternPartition, partition);
        const PatternDatabase database = built(partition);
        long moves = 0;
        long walledIn = 0;
        std::vector<std::vector<int>> positions = solvablePositions(width, height);
        std::mt19937 rng(static_cast<unsigned>(width * 31 + height));
        std::shuffle(positions.begin(), positions.end(), rng);
        positions.resize(std::min<std::size_t>(positions.size(), 20000));
        for (const auto &tiles : positions) {
            const int empty =
                static_cast<int>(std::find(tiles.begin(), tiles.end(), 0) - tiles.begin());
            for (const auto &next : neighbours(tiles, width, height)) {
                ++moves;
                const int tile = tiles[static_cast<std::size_t>(
                    std::find(next.begin(), next.end(), 0) - next.begin())];
                QCOMPARE(next[static_cast<std::size_t>(empty)], tile);
                for (std::size_t g = 0; g < partition.groups.size(); ++g) {
                    const auto &group = partition.groups[g];
                    const int before = groupValue(database, g, tiles);
                    const int after = groupValue(database, g, next);
                    if (std::find(group.begin(), group.end(), tile) == group.end()) {
                        QCOMPARE(after, before); // other tiles' moves are free
                        continue;
                    }
                    if (std::abs(after - before) <= 1)
                        continue;
                    ++walledIn;
                    QVERIFY2(!freeCellsConnected(group, tiles, width, height) ||
                                 !freeCellsConnected(group, next, width, height),
                             "a group value jumped with its free cells all connected");
                }
            }
        }
        QVERIFY(walledIn < moves / 4);
    }

    // The mirrored lookup reads the transposed position: it equals the plain sum of the
    // mirror image, and the heuristic takes the larger.
    void mirroredLookupReadsTheTransposedPosition()
    {
        const PatternDatabase database =
            built(PatternPartition{3, 3, {{1, 2, 3}, {4, 5, 6}, {7, 8}}});
        std::mt19937 rng(11);
        int differs = 0;
        for (int i = 0; i < 200; ++i) {
            const auto tiles = solvertest::randomSolvable(3, 3, rng);
            std::vector<int> mirror(9);
            for (int c = 0; c < 9; ++c)
                mirror[static_cast<std::size_t>(mirrorCell(c, 3))] =
                    mirrorTile(tiles[static_cast<std::size_t>(c)], 3);
            QCOMPARE(database.additiveSum(tiles, true), database.additiveSum(mirror, false));
            QCOMPARE(database.heuristic(tiles), std::max(database.additiveSum(tiles, false),
                                                         database.additiveSum(tiles, true)));
            differs += database.additiveSum(tiles, true) != database.additiveSum(tiles, false);
        }
        QVERIFY(differs > 0);
        QCOMPARE(mirrorTile(0, 4), 0);
        QCOMPARE(mirrorTile(2, 4), 5);
        QCOMPARE(mirrorCell(1, 4), 4);
    }

    void buildingOnThreadsGivesTheSameTables()
    {
        const PatternPartition partition{
            4, 4, {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}, {10, 11, 12}, {13, 14, 15}}};
        QCOMPARE(serialised(built(partition, 2)), serialised(built(partition, 1)));
    }

    void buildReportsProgress()
    {
        std::vector<double> reports;
        PatternBuildOptions options;
        options.threads = 2;
        options.progress = [&](double fraction) { reports.push_back(fraction); };
        const auto result = PatternDatabase::build(
            PatternPartition{4, 4, {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}, {13, 14, 15}}},
            options);
        QVERIFY(std::holds_alternative<PatternDatabase>(result));
        QVERIFY(reports.size() >= 3);
        QVERIFY(std::is_sorted(reports.begin(), reports.end()));
        QVERIFY(reports.front() >= 0.0);
        QCOMPARE(reports.back(), 1.0);
        QVERIFY(reports[reports.size() - 2] < 1.0);
    }

    void badPartitionsAreRefused_data()
    {
        QTest::addColumn<PatternPartition>("partition");
        QTest::addColumn<QString>("expected");
        QTest::newRow("missing tile")
            << PatternPartition{3, 3, {{1, 2, 3}, {4, 5, 6, 7}}} << "tile 8 is in no pattern group";
        QTest::newRow("tile twice") << PatternPartition{3, 3, {{1, 2, 3, 4}, {4, 5, 6, 7, 8}}}
                                    << "tile 4 is in pattern groups 1 and 2";
        QTest::newRow("not a tile")
            << PatternPartition{2, 2, {{1, 2}, {3, 4}}} << "holds 4, not a tile";
        QTest::newRow("empty group")
            << PatternPartition{2, 2, {{1, 2}, {}, {3}}} << "group 2 is empty";
        QTest::newRow("too big board") << PatternPartition{5, 4, {{1}}} << "not 5x4";
        QTest::newRow("too big tables")
            << PatternPartition{4, 4, {{1, 2, 3, 4, 5, 6, 7, 8}, {9, 10, 11, 12, 13, 14, 15}}}
            << "more than the";
        QTest::newRow("whole board")
            << PatternPartition{2, 2, {{1, 2, 3}}} << "leaves no other tile";
    }

    void badPartitionsAreRefused()
    {
        QFETCH(PatternPartition, partition);
        QFETCH(QString, expected);
        const QString error = errorOf(PatternDatabase::build(partition));
        QVERIFY2(error.contains(expected), qPrintable(error));
    }

    void standardPartitionIsValidAndSmall()
    {
        const PatternPartition partition = PatternPartition::fifteen663();
        QVERIFY(!partition.error());
        std::size_t bytes = 0;
        for (const auto &group : partition.groups)
            bytes += PatternDatabase::packedSize(
                PatternDatabase::tableSize(16, static_cast<int>(group.size())));
        QCOMPARE(bytes, std::size_t{(2 * 5765760 + 3360) / 2}); // four bits an entry
        QVERIFY(bytes <= PatternDatabase::maxTotalBytes);
    }

    void standardPartitionsCoverTenToSixteenCells()
    {
        for (int width = 2; width <= 8; ++width) {
            for (int height = 2; height <= 8; ++height) {
                const int cells = width * height;
                const auto partition = PatternPartition::standard(width, height);
                QCOMPARE(partition.has_value(), cells >= 10 && cells <= 16);
                if (!partition)
                    continue;
                QVERIFY2(!partition->error(), partition->error()->c_str());
                QCOMPARE(partition->width, width);
                QCOMPARE(partition->height, height);
                for (const auto &group : partition->groups)
                    QVERIFY(group.size() >= 3 && group.size() <= 6);
            }
        }
        QCOMPARE(*PatternPartition::standard(4, 4), PatternPartition::fifteen663());
        // Along the longer side: a tall 3x4 board is cut into rows, a wide 4x3 into columns.
        QCOMPARE(PatternPartition::standard(3, 4)->groups,
                 (std::vector<std::vector<int>>{{1, 2, 3, 4, 5, 6}, {7, 8, 9, 10, 11}}));
        QCOMPARE(PatternPartition::standard(4, 3)->groups,
                 (std::vector<std::vector<int>>{{1, 5, 9, 2, 6, 10}, {3, 7, 11, 4, 8}}));
    }

    void cancelledBuildReturnsAnError()
    {
        std::atomic<bool> cancel{true};
        PatternBuildOptions options;
        options.cancel = &cancel;
        const QString error = errorOf(PatternDatabase::build(
            PatternPartition{4, 4, {{1, 2, 3, 4, 5}, {6, 7, 8, 9, 10}, {11, 12, 13, 14, 15}}},
            options));
        QVERIFY2(error.contains("cancelled"), qPrintable(error));
    }

    void saveAndLoadRoundTrip()
    {
        const PatternDatabase database = built(
            PatternPartition{4, 4, {{1, 2, 5}, {3, 4, 8}, {6, 7, 11}, {9, 10, 13, 14}, {12, 15}}});
        std::stringstream stream;
        QVERIFY(database.save(stream));
        auto loaded = PatternDatabase::load(stream);
        QVERIFY2(std::holds_alternative<PatternDatabase>(loaded), qPrintable(errorOf(loaded)));
        const PatternDatabase &copy = std::get<PatternDatabase>(loaded);
        QCOMPARE(copy.partition(), database.partition());
        QCOMPARE(copy.tableBytes(), database.tableBytes());
        QCOMPARE(serialised(copy), serialised(database));
        std::mt19937 rng(3);
        for (int i = 0; i < 100; ++i) {
            const auto tiles = solvertest::randomSolvable(4, 4, rng);
            QCOMPARE(copy.heuristic(tiles), database.heuristic(tiles));
        }
        auto fromBytes = PatternDatabase::fromBytes(database.toBytes());
        QVERIFY(std::holds_alternative<PatternDatabase>(fromBytes));
    }

    // Every cut of the file is refused with a message, never loaded.
    void truncatedDataIsRefused()
    {
        const std::vector<std::uint8_t> bytes =
            built(PatternPartition{3, 3, {{1, 2, 3}, {4, 5, 6}, {7, 8}}}).toBytes();
        for (std::size_t length = 0; length < bytes.size(); ++length) {
            const std::vector<std::uint8_t> cut(bytes.begin(),
                                                bytes.begin() + static_cast<long>(length));
            const QString error = errorOf(PatternDatabase::fromBytes(cut));
            QVERIFY2(error.contains("truncated"),
                     qPrintable(QStringLiteral("length %1: %2").arg(length).arg(error)));
        }
    }

    void corruptDataIsRefused()
    {
        const std::vector<std::uint8_t> bytes =
            built(PatternPartition{3, 3, {{1, 2, 3}, {4, 5, 6}, {7, 8}}}).toBytes();
        // Any single damaged byte is caught, wherever it is.
        for (std::size_t at = 0; at < bytes.size(); ++at) {
            std::vector<std::uint8_t> damaged = bytes;
            damaged[at] ^= 0x10;
            const QString error = errorOf(PatternDatabase::fromBytes(damaged));
            QVERIFY2(!error.isEmpty(), qPrintable(QStringLiteral("byte %1 accepted").arg(at)));
        }
        std::vector<std::uint8_t> damaged = bytes;
        damaged[bytes.size() / 2] ^= 1; // inside the tables
        QVERIFY(errorOf(PatternDatabase::fromBytes(damaged)).contains("checksum"));
        damaged = bytes;
        damaged[0] = 'X';
        QVERIFY(errorOf(PatternDatabase::fromBytes(damaged)).contains("signature"));
        damaged = bytes;
        damaged[8] = 9; // version
        QVERIFY(errorOf(PatternDatabase::fromBytes(damaged)).contains("version 9"));
        damaged = bytes;
        damaged.push_back(0);
        QVERIFY(errorOf(PatternDatabase::fromBytes(damaged)).contains("after its checksum"));
        QVERIFY(errorOf(PatternDatabase::fromBytes({})).contains("truncated"));
        const std::string text = "not a database at all, just some text";
        QVERIFY(
            errorOf(PatternDatabase::fromBytes({text.begin(), text.end()})).contains("signature"));
    }
};

QTEST_APPLESS_MAIN(TestFifteenSolverPdb)
#include "tst_fifteen_solver_pdb.moc"
