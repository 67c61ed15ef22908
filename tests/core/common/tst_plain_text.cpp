// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "common/PlainText.h"

#include <QTest>

namespace text = tessera::text;
using namespace std::string_view_literals;

// The trimming and word splitting every text format in core/ shares (levels, solutions, saved
// games, boards on the command line).
class TestPlainText : public QObject
{
    Q_OBJECT

private slots:
    void trimSpaceKeepsLineEnds()
    {
        // Inside one line: tabs, form feeds and the DOS end-of-file mark are blank space; a
        // line end is not (trimBlank() takes those too).
        QCOMPARE(text::trimSpace(" \t\f Title: x \x1a"sv), "Title: x"sv);
        QCOMPARE(text::trimSpace("x\r"sv), "x\r"sv);
        QCOMPARE(text::trimSpaceLeft("  a b  "sv), "a b  "sv);
        QCOMPARE(text::trimSpaceRight("  a b  "sv), "  a b"sv);
        QCOMPARE(text::trimSpace("   "sv), ""sv);
        QCOMPARE(text::trimSpace(""sv), ""sv);
    }

    void trimBlankTakesLineEndsToo()
    {
        // A saved game written on Windows (CRLF) reads like one written here.
        QCOMPARE(text::trimBlank("score 12\r"sv), "score 12"sv);
        QCOMPARE(text::trimBlank("\r\n\t 1 2 \n"sv), "1 2"sv);
        QCOMPARE(text::trimBlank("\r\n"sv), ""sv);
    }

    void wordsAreSeparatedByAnyBlank()
    {
        const std::vector<std::string_view> words = text::blankSeparatedWords("1 2\t3\r\n4  \n"sv);
        QCOMPARE(words.size(), std::size_t(4));
        QCOMPARE(words[0], "1"sv);
        QCOMPARE(words[1], "2"sv);
        QCOMPARE(words[2], "3"sv);
        QCOMPARE(words[3], "4"sv);
        QVERIFY(text::blankSeparatedWords(" \t\r\n"sv).empty());
        QCOMPARE(text::blankSeparatedWords("one"sv).size(), std::size_t(1));
    }

    void keysCompareWithoutCase()
    {
        // "TITLE:", "title:" and "Title:" name one key; only ASCII letters fold.
        QVERIFY(text::equalsNoCase("Comment-End"sv, "comment-end"sv));
        QVERIFY(text::equalsNoCase("TITLE"sv, "title"sv));
        QVERIFY(!text::equalsNoCase("title"sv, "titles"sv));
        QVERIFY(!text::equalsNoCase("comment_end"sv, "comment-end"sv));
        QVERIFY(!text::equalsNoCase("\xc3\x89"sv, "\xc3\xa9"sv)); // É and é: not ASCII
        QCOMPARE(text::asciiLower('Q'), 'q');
        QCOMPARE(text::asciiLower('['), '[');
        QVERIFY(text::isAsciiLetter('z') && !text::isAsciiLetter('1'));
        QVERIFY(text::isAsciiDigit('0') && !text::isAsciiDigit('a'));
    }

    void prefixesMatchWithoutCase()
    {
        // "Solution", "SOLUTION (moves 97)", "rules: train push": the keywords of solution text.
        QVERIFY(text::startsWithNoCase("SOLUTION (moves 97, pushes 19):"sv, "solution"sv));
        QVERIFY(text::startsWithNoCase("Rules: train push"sv, "rules:"sv));
        QVERIFY(text::startsWithNoCase("rules:"sv, "RULES:"sv));
        QVERIFY(text::startsWithNoCase("anything"sv, ""sv));
        QVERIFY(!text::startsWithNoCase("Rule"sv, "rules:"sv)); // shorter than the prefix
        QVERIFY(!text::startsWithNoCase("Rules -"sv, "rules:"sv));
        QVERIFY(!text::startsWithNoCase(" Solution"sv, "solution"sv)); // no trimming
    }

    void tidyLinesTrimsEachLineAndTheEnds()
    {
        // A level's comment as it is written back: no trailing blanks, no blank lines around.
        QCOMPARE(text::tidyLines("\n  \n first  \n\t\nlast\t\n\n"sv),
                 std::string(" first\n\nlast"));
        QCOMPARE(text::tidyLines(" \n \t"sv), std::string());
        std::string notes;
        text::appendLine(notes, "one");
        text::appendLine(notes, "");
        text::appendLine(notes, "two");
        QCOMPARE(notes, std::string("one\n\ntwo"));
    }
};

QTEST_APPLESS_MAIN(TestPlainText)
#include "tst_plain_text.moc"
