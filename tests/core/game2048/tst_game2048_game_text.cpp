// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// A 2048 game saved and taken up again (Game::serialize, Game::deserialize, GameText.cpp): the
// same game goes on, the form is readable, and damaged or foreign text gives an error naming
// the line, never a crash. The rules themselves: tst_game2048_game.

#include "Game2048TestSupport.h"
#include "game2048/Game.h"
#include "game2048/Random.h"

#include <QTest>

using namespace tessera::game2048;
using game2048test::board;
using game2048test::policy;
using game2048test::text;
using tessera::Direction;

class TestGame2048GameText : public QObject
{
    Q_OBJECT

private slots:
    void serializeRoundTrips()
    {
        std::vector<Game> games;
        games.push_back(Game(7));                // fresh: no undo step
        games.push_back(*Game::create(3, 5, 8)); // rectangular
        Game played = *Game::create(8, 8, 9);
        for (int i = 0; i < 40; ++i)
            played.move(policy(i, played.board()));
        games.push_back(played); // three undo steps
        played.undo();
        games.push_back(played); // two undo steps
        Game won = Game::fromBoard(board("1024 1024 0/0 0 0/0 0 0"), 10, 5000);
        won.move(Direction::Left);
        games.push_back(won); // win pending
        won.keepGoing();
        games.push_back(won); // keeping going
        games.push_back(Game::fromBoard(board("1073741824 2/4 8"), 1, 9223372036854775807LL));

        for (const Game &game : games) {
            const std::string saved = game.serialize();
            auto loaded = Game::deserialize(saved);
            if (const auto *error = std::get_if<ParseError>(&loaded))
                QFAIL(error->message.c_str());
            Game copy = std::get<Game>(loaded);
            QCOMPARE(copy, game);
            QCOMPARE(copy.serialize(), saved);
            // The resumed game goes on exactly as the original would.
            Game original = game;
            original.keepGoing();
            copy.keepGoing();
            for (int i = 0; i < 10; ++i) {
                const Direction d = policy(i, original.board());
                QCOMPARE(copy.move(d).spawn, original.move(d).spawn);
                QCOMPARE(copy, original);
            }
            while (original.undo())
                QVERIFY(copy.undo());
            QVERIFY(!copy.undo());
            QCOMPARE(copy, original);
        }
    }

    void serializedFormIsReadable()
    {
        Game game = Game::fromBoard(board("2 2 0 0/0 4 4 0/0 0 0 0/0 0 0 0"), 1, 4);
        game.move(Direction::Left);
        const QString saved = QString::fromStdString(game.serialize());
        const QStringList lines = saved.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 7);
        QCOMPARE(lines[0], QStringLiteral("tessera-2048 1"));
        QCOMPARE(lines[1], QStringLiteral("board ") + text(game.board()));
        QCOMPARE(lines[2], QStringLiteral("score 16"));
        QVERIFY(lines[3].startsWith(QLatin1String("random ")));
        QCOMPARE(lines[4], QStringLiteral("won 0"));
        QCOMPARE(lines[5], QStringLiteral("keep-going 0"));
        QVERIFY(lines[6].startsWith(QLatin1String("undo 4 | 2 2 0 0/0 4 4 0/0 0 0 0/0 0 0 0 | ")));
        // Windows line ends and blank lines are fine.
        QString crlf = saved;
        crlf.replace(QLatin1Char('\n'), QStringLiteral("\r\n\r\n"));
        const auto loaded = Game::deserialize(crlf.toStdString());
        QVERIFY(std::holds_alternative<Game>(loaded));
        QCOMPARE(std::get<Game>(loaded), game);
    }

    void corruptSavesAreRejected_data()
    {
        QTest::addColumn<QString>("from"); // a line (prefix) of a good save to replace...
        QTest::addColumn<QString>("to");   // ...by this ("" drops it)
        QTest::addColumn<QString>("message");
        const QString r = QStringLiteral("random 0123456789abcdef 1 2 3");
        QTest::newRow("header") << "tessera-2048"
                                << "tessera-2048 2"
                                << "line 1: expected 'tessera-2048 1'";
        QTest::newRow("no board") << "board"
                                  << ""
                                  << "the 'board' line is missing";
        QTest::newRow("no score") << "score"
                                  << ""
                                  << "the 'score' line is missing";
        QTest::newRow("no random") << "random"
                                   << ""
                                   << "the 'random' line is missing";
        QTest::newRow("no won") << "won"
                                << ""
                                << "the 'won' line is missing";
        QTest::newRow("no keep-going") << "keep-going"
                                       << ""
                                       << "the 'keep-going' line is missing";
        QTest::newRow("bad board") << "board"
                                   << "board 2 3 0 0/0 0 0 0/0 0 0 0/0 0 0 0"
                                   << "line 2: board: row 1, cell 2: '3' is not a tile";
        QTest::newRow("ragged board") << "board"
                                      << "board 2 2/0 0 0"
                                      << "line 2: board: row 2 has 3 cells";
        QTest::newRow("negative score") << "score"
                                        << "score -4"
                                        << "line 3: the score '-4' is not a number";
        QTest::newRow("huge score") << "score"
                                    << "score 9223372036854775808"
                                    << "is not a number from 0 to 2^63-1";
        QTest::newRow("word score") << "score"
                                    << "score lots"
                                    << "the score 'lots'";
        QTest::newRow("short random") << "random"
                                      << "random 1 2 3"
                                      << "the random state has 3 words instead of 4";
        QTest::newRow("long random") << "random" << r + " 4"
                                     << "the random state has more than 4 words";
        QTest::newRow("zero random") << "random"
                                     << "random 0 0 0 0"
                                     << "all zero";
        QTest::newRow("hex too long") << "random"
                                      << "random 10123456789abcdef 1 2 3"
                                      << "is not a 64-bit hex number";
        QTest::newRow("not hex") << "random"
                                 << "random 1 2 3 xyz"
                                 << "'xyz' is not a 64-bit hex number";
        QTest::newRow("won 2") << "won"
                               << "won 2"
                               << "won: '2' is not 0 or 1";
        QTest::newRow("keep-going yes") << "keep-going"
                                        << "keep-going yes"
                                        << "keep-going: 'yes' is not 0 or 1";
        QTest::newRow("keep going without won") << "keep-going"
                                                << "keep-going 1"
                                                << "keep-going is 1 but won is 0";
        QTest::newRow("2048 not won") << "board"
                                      << "board 2048 0 0 0/0 0 0 0/0 0 0 0/0 0 0 0"
                                      << "the board holds a 2048 tile but won is 0";
        QTest::newRow("twice") << "score"
                               << "score 16\nscore 16"
                               << "'score' appears twice";
        QTest::newRow("unknown key") << "won"
                                     << "won 0\ncolour blue"
                                     << "unknown key 'colour'";
        QTest::newRow("undo parts") << "undo"
                                    << "undo 4 | 2 2 0 0/0 0 0 0/0 0 0 0/0 0 0 0"
                                    << "an undo step is 'score | board | random'";
        QTest::newRow("undo score") << "undo"
                                    << "undo x | 2 2/0 0 | 1 2 3 4"
                                    << "the undo score 'x'";
        QTest::newRow("undo board") << "undo"
                                    << "undo 4 | 2 2 2/0 0 | 1 2 3 4"
                                    << "the undo board: row 2 has 2 cells";
        QTest::newRow("undo random") << "undo"
                                     << "undo 4 | 2 2 0 0/0 0 0 0/0 0 0 0/0 0 0 0 | 1 2"
                                     << "the random state has 2 words";
        QTest::newRow("undo size") << "undo"
                                   << "undo 4 | 2 2/0 0 | 1 2 3 4"
                                   << "undo step 1 is 2x2 but the board is 4x4";
        QTest::newRow("four undo steps") << "undo"
                                         << "undo 0 | 2 2 0 0/0 0 0 0/0 0 0 0/0 0 0 0 | 1 2 3 4\n"
                                            "undo 0 | 2 2 0 0/0 0 0 0/0 0 0 0/0 0 0 0 | 1 2 3 4\n"
                                            "undo 0 | 2 2 0 0/0 0 0 0/0 0 0 0/0 0 0 0 | 1 2 3 4\n"
                                            "undo 0 | 2 2 0 0/0 0 0 0/0 0 0 0/0 0 0 0 | 1 2 3 4"
                                         << "line 10: more than 3 undo steps";
    }

    void corruptSavesAreRejected()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, message);
        Game game = Game::fromBoard(board("2 2 0 0/0 4 4 0/0 0 0 0/0 0 0 0"), 1, 4);
        game.move(Direction::Left);
        QStringList lines = QString::fromStdString(game.serialize()).split(QLatin1Char('\n'));
        bool replaced = false;
        for (QString &line : lines) {
            if (!replaced && line.startsWith(from)) {
                line = to;
                replaced = true;
            }
        }
        QVERIFY(replaced);
        const auto loaded = Game::deserialize(lines.join(QLatin1Char('\n')).toStdString());
        QVERIFY(std::holds_alternative<ParseError>(loaded));
        const QString actual = QString::fromStdString(std::get<ParseError>(loaded).message);
        QVERIFY2(actual.contains(message), qPrintable(actual));
        QVERIFY(actual.startsWith(QLatin1String("saved 2048 game")));
    }

    void emptyAndForeignTextIsRejected()
    {
        for (const char *text : {"", "\n\n", "hello", "{\"board\":\"2 2/0 0\"}", "\0\0\0"}) {
            const auto loaded = Game::deserialize(text);
            QVERIFY(std::holds_alternative<ParseError>(loaded));
        }
        const auto empty = Game::deserialize("");
        QCOMPARE(QString::fromStdString(std::get<ParseError>(empty).message),
                 QStringLiteral("saved 2048 game: the text is empty"));
    }

    // Every truncation and many random corruptions of a save: an error or a valid game, never a
    // crash (the suite also runs under AddressSanitizer and UBSan).
    void damagedSavesNeverCrash()
    {
        Game game = *Game::create(4, 4, 3);
        for (int i = 0; i < 12; ++i)
            game.move(policy(i, game.board()));
        const std::string saved = game.serialize();
        for (std::size_t n = 0; n < saved.size(); ++n) {
            const auto loaded = Game::deserialize(std::string_view(saved).substr(0, n));
            if (const Game *g = std::get_if<Game>(&loaded))
                QVERIFY(std::holds_alternative<Game>(Game::deserialize(g->serialize())));
        }
        Random random(55);
        const std::string alphabet = "0123456789abcdef /|\n-xz\t\r2";
        int accepted = 0;
        for (int i = 0; i < 3000; ++i) {
            std::string damaged = saved;
            const int edits = 1 + static_cast<int>(random.below(4));
            for (int e = 0; e < edits; ++e) {
                const std::size_t at = random.below(damaged.size());
                const char c = alphabet[random.below(alphabet.size())];
                switch (random.below(3)) {
                case 0:
                    damaged[at] = c;
                    break;
                case 1:
                    damaged.erase(at, 1);
                    break;
                default:
                    damaged.insert(at, 1, c);
                }
            }
            const auto loaded = Game::deserialize(damaged);
            if (const Game *g = std::get_if<Game>(&loaded)) {
                ++accepted;
                Game copy = *g;
                copy.keepGoing();
                for (int k = 0; k < 8; ++k)
                    copy.move(policy(k, copy.board()));
                while (copy.undo()) {
                }
            } else {
                QVERIFY(!std::get<ParseError>(loaded).message.empty());
            }
        }
        QVERIFY(accepted < 3000);
    }
};

QTEST_APPLESS_MAIN(TestGame2048GameText)
#include "tst_game2048_game_text.moc"
