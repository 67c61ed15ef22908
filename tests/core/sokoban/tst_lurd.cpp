// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sokoban/Lurd.h"

#include <QTest>
#include <random>

using namespace tessera::sokoban;

namespace {

std::string moves(std::string_view text)
{
    const auto result = parseLurd(text);
    if (const auto *error = std::get_if<LurdError>(&result))
        return "error: " + error->message;
    return std::get<std::string>(result);
}

LurdError errorOf(std::string_view text)
{
    const auto result = parseLurd(text);
    if (const auto *error = std::get_if<LurdError>(&result))
        return *error;
    return {0, "no error"};
}

} // namespace

class TestLurd : public QObject
{
    Q_OBJECT

private slots:
    void plainMovesAndPushes()
    {
        QCOMPARE(moves("lurdLURD"), std::string("lurdLURD"));
        QCOMPARE(moves(""), std::string());
        QCOMPARE(moves("  \n"), std::string());
    }

    void whitespaceAndLineBreaksAreIgnored()
    {
        QCOMPARE(moves(" ul\r\nUR\tdd \n"), std::string("ulURdd"));
        QCOMPARE(moves("1\n0l"), std::string(10, 'l'));
    }

    void runLengthCountsAndGroups_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expanded");
        QTest::newRow("3r") << "3r"
                            << "rrr";
        QTest::newRow("10l") << "10l" << QString(10, 'l');
        QTest::newRow("2(dr)") << "2(dr)"
                               << "drdr";
        QTest::newRow("nested") << "2(3(ul)R)"
                                << "ululul"
                                   "R"
                                   "ululul"
                                   "R";
        QTest::newRow("mixed") << "u2L(rd)3D"
                               << "uLLrdDDD";
        QTest::newRow("leading zero") << "03r"
                                      << "rrr";
        QTest::newRow("empty group") << "r()3()l"
                                     << "rl";
        QTest::newRow("group of one") << "(U)"
                                      << "U";
    }

    void runLengthCountsAndGroups()
    {
        QFETCH(QString, text);
        QFETCH(QString, expanded);
        QCOMPARE(QString::fromStdString(moves(text.toStdString())), expanded);
    }

    void errorsNameTheCharacter_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("position");
        QTest::addColumn<QString>("message");
        QTest::newRow("bad letter")
            << "lurx" << 4
            << "character 4: 'x' is not a move (l, u, r, d to walk; L, U, R, D to push)";
        QTest::newRow("after whitespace") << "ll\n  ?" << 6 << "character 6: '?'";
        QTest::newRow("unclosed") << "l2(ur(d)" << 3 << "character 3: '(' is never closed";
        QTest::newRow("stray close") << "lu)r" << 3 << "character 3: ')' has no matching '('";
        QTest::newRow("count at end")
            << "lu12" << 3 << "character 3: the count is not followed by a move";
        QTest::newRow("count before )")
            << "2(u3)" << 4 << "character 4: the count is not followed by a move";
        QTest::newRow("zero") << "r0l" << 2 << "character 2: a count of 0 repeats nothing";
        QTest::newRow("huge count")
            << "99999999999999999999l" << 1 << "character 1: the count is larger than 10000000";
        QTest::newRow("huge product")
            << "999999999(999999999l)" << 1 << "character 1: the count is larger than 10000000";
        QTest::newRow("product over the cap")
            << "9999999(9999999l)" << 17
            << "character 17: the solution expands to more than 10000000 steps";
        QTest::newRow("nested products")
            << "1000(1000(1000(l)))" << 19
            << "character 19: the solution expands to more than 10000000 steps";
        QTest::newRow("over the cap in pieces")
            << "9999999l9999999r" << 16
            << "character 16: the solution expands to more than 10000000 steps";
        QTest::newRow("non-ASCII") << "l\xc3\xa9" << 2 << "character 2: a non-ASCII character";
        QTest::newRow("too deep") << QString(1001, '(') + "l" + QString(1001, ')') << 1001
                                  << "character 1001: groups are nested more than 1000 deep";
    }

    void errorsNameTheCharacter()
    {
        QFETCH(QString, text);
        QFETCH(int, position);
        QFETCH(QString, message);
        const LurdError error = errorOf(text.toStdString());
        QCOMPARE(int(error.position), position);
        QVERIFY2(QString::fromStdString(error.message).startsWith(message), error.message.c_str());
    }

    void theCapIsExact()
    {
        QCOMPARE(moves("2(5000000l)").size(), maxLurdSteps);
        QCOMPARE(errorOf("2(5000000l)r").position, std::size_t(12));
        QCOMPARE(errorOf("2(5000001l)").position, std::size_t(11));
    }

    void writePlainAndRunLength()
    {
        QCOMPARE(writeLurd("rrrDDulLLLLLLLLLLu"), std::string("rrrDDulLLLLLLLLLLu"));
        QCOMPARE(writeLurd("rrrDDulLLLLLLLLLLu", LurdForm::RunLength), std::string("3r2Dul10Lu"));
        QCOMPARE(writeLurd("rr x\nr", LurdForm::RunLength), std::string("3r"));
        QCOMPARE(writeLurd(""), std::string());
    }

    void writeGrouped()
    {
        QCOMPARE(writeLurd("rrrDDulLLLLLLLLLLu", LurdForm::Grouped), std::string("3r2Dul10Lu"));
        QCOMPARE(writeLurd("ulululR", LurdForm::Grouped), std::string("3(ul)R"));
        QCOMPARE(writeLurd("uldulduldR", LurdForm::Grouped), std::string("3(uld)R"));
        // A repeat too short to save anything stays as it was.
        QCOMPARE(writeLurd("lrlr", LurdForm::Grouped), std::string("lrlr"));
        // "R4999999(lr)", played out, takes its own room again, not ten million letters.
        const std::string line = moves("R4999999(lr)");
        QCOMPARE(line.size(), std::size_t(9999999));
        const std::string written = writeLurd(line, LurdForm::Grouped);
        QCOMPARE(written, std::string("R4999999(lr)"));
        QCOMPARE(moves(written), line);
    }

    void linesAreBrokenBetweenSteps()
    {
        QCOMPARE(writeLurd("lllllll", LurdForm::Plain, 3), std::string("lll\nlll\nl"));
        const std::string wrapped =
            writeLurd("rrrrrrrrrrrrUUdLLLLLLLLLLLLLLLLLLLLLLLL", LurdForm::RunLength, 4);
        QCOMPARE(wrapped, std::string("12r\n2Ud\n24L"));
        QCOMPARE(moves(wrapped), std::string("rrrrrrrrrrrrUUdLLLLLLLLLLLLLLLLLLLLLLLL"));
    }

    void roundTripOfRandomSolutions()
    {
        std::mt19937 rng(11u);
        const char letters[] = "lurdLURD";
        for (int round = 0; round < 500; ++round) {
            std::string solution;
            const int runs = std::uniform_int_distribution<int>(0, 60)(rng);
            for (int r = 0; r < runs; ++r)
                solution.append(std::uniform_int_distribution<std::size_t>(1, 15)(rng),
                                letters[std::uniform_int_distribution<int>(0, 7)(rng)]);
            for (const LurdForm form : {LurdForm::Plain, LurdForm::RunLength, LurdForm::Grouped})
                for (const std::size_t width : {std::size_t(0), std::size_t(7), std::size_t(70)})
                    QCOMPARE(moves(writeLurd(solution, form, width)), solution);
            QVERIFY(writeLurd(solution, LurdForm::RunLength).size() <= solution.size());
            QVERIFY(writeLurd(solution, LurdForm::Grouped).size() <= solution.size());
        }
    }

    void garbageNeverCrashes()
    {
        std::mt19937 rng(5u);
        const char alphabet[] = "lurdLURD0123456789()  \n\x01\xff";
        for (int round = 0; round < 3000; ++round) {
            std::string text;
            const int n = std::uniform_int_distribution<int>(0, 40)(rng);
            for (int i = 0; i < n; ++i)
                text += alphabet[std::uniform_int_distribution<std::size_t>(0, sizeof alphabet -
                                                                                   2)(rng)];
            const auto result = parseLurd(text);
            if (const auto *error = std::get_if<LurdError>(&result)) {
                QVERIFY(error->position >= 1 && error->position <= text.size());
                QVERIFY(!error->message.empty());
            } else {
                QVERIFY(std::get<std::string>(result).size() <= maxLurdSteps);
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestLurd)
#include "tst_lurd.moc"
