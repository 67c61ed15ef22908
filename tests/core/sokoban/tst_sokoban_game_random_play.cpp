// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// The Sokoban rules (sokoban::Game) in long random play: against a reference written as plainly
// as possible, and undo and redo retracing every step. The rules case by case: tst_sokoban_game.

#include "EngineTestLevels.h"
#include "sokoban/Game.h"

#include <QTest>
#include <algorithm>
#include <cctype>
#include <random>
#include <string>
#include <vector>

using tessera::Direction;
using tessera::sokoban::Game;
using tessera::sokoban::GameOptions;
using tessera::sokoban::Level;
using tessera::sokoban::MoveKind;
using tessera::sokoban::MoveResult;
using tessera::sokoban::Position;
using tessera::sokoban::Terrain;
using testlevels::Counters;
using testlevels::countersOf;
using testlevels::gameFrom;
using testlevels::levelFrom;

namespace {

// The rules again, written as plainly as possible on a character grid with whole-state
// snapshots for undo: the oracle the engine is compared with in random play.
class ReferenceGame
{
public:
    ReferenceGame(const std::vector<std::string> &rows, bool train) : train_(train)
    {
        const Level level = levelFrom(rows);
        w_ = level.width;
        h_ = level.height;
        for (int y = 0; y < h_; ++y) {
            for (int x = 0; x < w_; ++x) {
                const auto &c = level.at(x, y);
                floor_.push_back(c.terrain == Terrain::Floor);
                goal_.push_back(c.goal);
                now_.box.push_back(c.box);
                if (c.player) {
                    now_.px = x;
                    now_.py = y;
                }
            }
        }
        start_ = now_;
    }

    // What the move did: the kind the engine must report too.
    MoveKind move(Direction d)
    {
        const int tx = now_.px + tessera::dx(d);
        const int ty = now_.py + tessera::dy(d);
        if (!isFloor(tx, ty)) {
            return MoveKind::Blocked;
        }
        State next = now_;
        if (box(tx, ty)) {
            int ex = tx;
            int ey = ty;
            do {
                ex += tessera::dx(d);
                ey += tessera::dy(d);
            } while (train_ && isFloor(ex, ey) && box(ex, ey));
            if (!isFloor(ex, ey) || box(ex, ey)) {
                return MoveKind::Blocked;
            }
            // Shift the row: the first box's cell empties, the cell after the last fills.
            next.box[idx(tx, ty)] = false;
            next.box[idx(ex, ey)] = true;
            ++next.pushes;
            next.line.push_back(static_cast<char>(std::toupper(tessera::lurdLetter(d))));
        } else {
            next.line.push_back(tessera::lurdLetter(d));
        }
        const bool pushed = next.pushes != now_.pushes;
        next.px = tx;
        next.py = ty;
        ++next.moves;
        past_.push_back(now_);
        future_.clear();
        now_ = next;
        return pushed ? MoveKind::Pushed : MoveKind::Walked;
    }
    bool undo()
    {
        if (past_.empty()) {
            return false;
        }
        future_.push_back(now_);
        now_ = past_.back();
        past_.pop_back();
        return true;
    }
    bool redo()
    {
        if (future_.empty()) {
            return false;
        }
        past_.push_back(now_);
        now_ = future_.back();
        future_.pop_back();
        return true;
    }
    bool restart()
    {
        if (now_.moves == 0) {
            return false;
        }
        past_.push_back(now_);
        future_.clear();
        now_ = start_;
        return true;
    }

    Position position() const
    {
        Position p;
        p.player = idx(now_.px, now_.py);
        for (int i = 0; i < w_ * h_; ++i) {
            if (now_.box[static_cast<std::size_t>(i)]) {
                p.boxes.push_back(i);
            }
        }
        return p;
    }
    int moves() const { return now_.moves; }
    int pushes() const { return now_.pushes; }
    int boxesOnGoals() const
    {
        int n = 0;
        for (std::size_t i = 0; i < goal_.size(); ++i) {
            n += goal_[i] && now_.box[i];
        }
        return n;
    }
    const std::string &line() const { return now_.line; }
    bool canUndo() const { return !past_.empty(); }
    bool canRedo() const { return !future_.empty(); }

private:
    struct State
    {
        std::vector<bool> box;
        int px = 0;
        int py = 0;
        int moves = 0;
        int pushes = 0;
        std::string line;
    };
    int idx(int x, int y) const { return y * w_ + x; }
    bool isFloor(int x, int y) const
    {
        return x >= 0 && y >= 0 && x < w_ && y < h_ && floor_[static_cast<std::size_t>(idx(x, y))];
    }
    bool box(int x, int y) const { return now_.box[static_cast<std::size_t>(idx(x, y))]; }

    bool train_;
    int w_ = 0;
    int h_ = 0;
    std::vector<bool> floor_;
    std::vector<bool> goal_;
    State now_;
    State start_;
    std::vector<State> past_;
    std::vector<State> future_;
};

} // namespace

class TestSokobanGameRandomPlay : public QObject
{
    Q_OBJECT

private slots:
    void undoAndRedoRetraceRandomPlayExactly_data()
    {
        QTest::addColumn<bool>("train");
        QTest::addColumn<unsigned>("seed");
        QTest::newRow("classic, seed 1") << false << 1u;
        QTest::newRow("classic, seed 2") << false << 2u;
        QTest::newRow("classic, seed 3") << false << 3u;
        QTest::newRow("train push, seed 4") << true << 4u;
    }
    void undoAndRedoRetraceRandomPlayExactly()
    {
        QFETCH(bool, train);
        QFETCH(unsigned, seed);
        Game g = gameFrom(testlevels::warehouseLevel(), GameOptions{train});
        std::mt19937 rng(seed);
        std::vector<Position> positions{g.position()};
        std::vector<Counters> counters{countersOf(g)};
        std::vector<std::vector<int>> boxIds{g.boxes()};
        int pushes = 0;
        // Like a player, keep going the same way half of the time: boxes travel further.
        Direction d = Direction::Left;
        for (int step = 0; step < 1000; ++step) {
            if (rng() % 2) {
                d = tessera::allDirections[rng() % 4];
            }
            const MoveResult r = g.move(d);
            if (r.moved()) {
                positions.push_back(g.position());
                counters.push_back(countersOf(g));
                boxIds.push_back(g.boxes());
                pushes += r.kind == MoveKind::Pushed;
            }
        }
        QVERIFY2(positions.size() > 400, "random play should move most of the time");
        QVERIFY2(pushes >= 12, "random play should push boxes");
        const Position end = g.position();
        const Counters endCounters = countersOf(g);
        const std::string line = g.lurd();
        QCOMPARE(line.size(), positions.size() - 1);

        // Undo everything: every position on the way back, then the exact start.
        for (std::size_t i = positions.size() - 1; i > 0; --i) {
            QVERIFY(g.undo());
            QCOMPARE(g.position(), positions[i - 1]);
            QCOMPARE(g.moves(), counters[i - 1].moves);
            QCOMPARE(g.pushes(), counters[i - 1].pushes);
            QCOMPARE(g.boxesOnGoals(), counters[i - 1].boxesOnGoals);
            QCOMPARE(g.boxes(), boxIds[i - 1]);
        }
        QVERIFY(!g.canUndo());
        QVERIFY(!g.undo());
        QCOMPARE(g.position(), g.startPosition());
        COMPARE_COUNTERS(g, 0, 0, counters.front().boxesOnGoals);
        QCOMPARE(g.lurd(), std::string());

        // Redo everything: the exact end.
        for (std::size_t i = 1; i < positions.size(); ++i) {
            QVERIFY(g.redo());
            QCOMPARE(g.position(), positions[i]);
        }
        QVERIFY(!g.canRedo());
        QVERIFY(!g.redo());
        QCOMPARE(g.position(), end);
        COMPARE_COUNTERS(g, endCounters.moves, endCounters.pushes, endCounters.boxesOnGoals);
        QCOMPARE(g.lurd(), line);

        // The LURD text replays from the start to the same position.
        Game replay = gameFrom(testlevels::warehouseLevel(), GameOptions{train});
        for (const char c : line) {
            const MoveResult r = replay.move(*tessera::directionFromLurd(c));
            QCOMPARE(r.kind, std::isupper(static_cast<unsigned char>(c)) ? MoveKind::Pushed
                                                                         : MoveKind::Walked);
        }
        QCOMPARE(replay.position(), end);
    }

    void randomPlayAgreesWithAReferenceModel_data()
    {
        QTest::addColumn<bool>("train");
        QTest::addColumn<unsigned>("seed");
        for (unsigned seed = 10; seed < 16; ++seed) {
            const bool train = seed % 2;
            QTest::addRow("%s, seed %u", train ? "train push" : "classic", seed) << train << seed;
        }
    }
    void randomPlayAgreesWithAReferenceModel()
    {
        QFETCH(bool, train);
        QFETCH(unsigned, seed);
        // A level with rows of boxes, so that train pushes happen.
        const std::vector<std::string> rows = {
            "##########", "#  .  $  #", "# $$ .*  #", "#  .@$$ .#",
            "# $ ..$  #", "#  #   # #", "##########",
        };
        Game g = gameFrom(rows, GameOptions{train});
        ReferenceGame ref(rows, train);
        std::mt19937 rng(seed);
        for (int step = 0; step < 600; ++step) {
            const unsigned action = rng() % 20;
            if (action < 15) {
                const Direction d = tessera::allDirections[rng() % 4];
                const MoveResult r = g.move(d);
                QCOMPARE(r.kind, ref.move(d));
            } else if (action < 17) {
                QCOMPARE(g.undo(), ref.undo());
            } else if (action < 19) {
                QCOMPARE(g.redo(), ref.redo());
            } else {
                QCOMPARE(g.restart(), ref.restart());
            }
            QCOMPARE(g.position(), ref.position());
            QCOMPARE(g.moves(), ref.moves());
            QCOMPARE(g.pushes(), ref.pushes());
            QCOMPARE(g.boxesOnGoals(), ref.boxesOnGoals());
            QCOMPARE(g.isSolved(), ref.boxesOnGoals() == g.boxCount());
            QCOMPARE(g.lurd(), ref.line());
            QCOMPARE(g.canUndo(), ref.canUndo());
            QCOMPARE(g.canRedo(), ref.canRedo());
        }
    }
};

QTEST_APPLESS_MAIN(TestSokobanGameRandomPlay)
#include "tst_sokoban_game_random_play.moc"
