// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// Long run-length solutions are walked one step at a time: "R4999999(lr)" (ten million steps)
// is checked and replayed without its expansion ever being held in memory.
#include "sokoban/Game.h"
#include "sokoban/Lurd.h"
#include "sokoban/SolutionReplay.h"
#include "sokoban/XsbReader.h"

#include <QTest>
#include <atomic>
#include <cstdlib>
#include <new>

namespace {

// Every byte this test program allocates, to bound what a replay takes.
std::atomic<std::size_t> allocated{0};

} // namespace

void *operator new(std::size_t size)
{
    allocated += size;
    if (void *p = std::malloc(size ? size : 1))
        return p;
    throw std::bad_alloc();
}

void operator delete(void *p) noexcept
{
    std::free(p);
}

void operator delete(void *p, std::size_t) noexcept
{
    std::free(p);
}

using namespace tessera::sokoban;

class TestLurdSteps : public QObject
{
    Q_OBJECT

private slots:
    void stepsMatchTheExpansion_data()
    {
        QTest::addColumn<QString>("text");
        for (const char *text :
             {"lurdLURD", "", "3r", "10l", "2(dr)", "2(3(ul)R)", "u2L(rd)3D", "03r", "r()3()l",
              "(U)", "2(3()l)", "2(2(2(2(rL))u))d", " ul\r\nUR\tdd \n", "R4(lr)"})
            QTest::newRow(text) << QString::fromLatin1(text);
    }

    void stepsMatchTheExpansion()
    {
        QFETCH(QString, text);
        const std::string source = text.toStdString();
        const auto whole = parseLurd(source);
        auto parsed = parseLurdSteps(source);
        QVERIFY(std::holds_alternative<LurdSteps>(parsed));
        LurdSteps &steps = std::get<LurdSteps>(parsed);
        const std::string &expected = std::get<std::string>(whole);
        QCOMPARE(steps.size(), expected.size());
        for (int pass = 0; pass < 2; ++pass) {
            std::string walked;
            while (const std::optional<char> step = steps.next())
                walked += *step;
            QCOMPARE(walked, expected);
            steps.rewind();
        }
    }

    void errorsAreTheSame()
    {
        for (const char *text : {"lurx", "l2(ur(d)", "lu)r", "2(u3)", "r0l", "9999999(9999999l)",
                                 "2(5000000l)r", "99999999999999999999l"}) {
            const auto whole = parseLurd(text);
            const auto steps = parseLurdSteps(text);
            QVERIFY2(std::holds_alternative<LurdError>(steps), text);
            QCOMPARE(std::get<LurdError>(steps).message, std::get<LurdError>(whole).message);
        }
    }

    void tenMillionStepsInLittleMemory()
    {
        const LevelCollection levels = readXsb("#####\n#@$.#\n#####\n");
        std::optional<Game> game = Game::fromLevel(levels.levels.at(0).level);
        QVERIFY(game);
        const std::size_t before = allocated;
        auto parsed = parseLurdSteps("R4999999(lr)");
        QVERIFY(std::holds_alternative<LurdSteps>(parsed));
        const LurdSteps &steps = std::get<LurdSteps>(parsed);
        QCOMPARE(steps.size(), std::size_t(9'999'999));
        const SolutionReplay replay = replaySolution(*game, steps, LurdCase::Directions);
        const std::size_t used = allocated - before;
        QVERIFY(replay.complete);
        QVERIFY(replay.solved);
        QCOMPARE(replay.moves, 9'999'999);
        QCOMPARE(replay.pushes, 1);
        // The expansion alone is 10 MB, the game's history of it hundreds: the replay may
        // allocate what the game's copy and the steps' few groups need, no more.
        QVERIFY2(used < 64 * 1024, qPrintable(QString::number(used)));
        // The game replayed on is untouched.
        QCOMPARE(game->moves(), 0);
    }
};

QTEST_GUILESS_MAIN(TestLurdSteps)
#include "tst_lurd_steps.moc"
