// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// reachPastBoxes: the flood behind the validator's "not closed" and "unreachable" problems and
// the editor's normalise.

#include "sokoban/ReachPastBoxes.h"
#include "sokoban/XsbReader.h"

#include <QTest>
#include <string>

using namespace tessera::sokoban;

namespace {

Level levelOf(const char *xsb)
{
    return readXsb(xsb).levels.at(0).level;
}

// A grid from rows: '#' wall, ' ' floor, 'o' outside, '@' the player on floor.
Level grid(const std::string &rows)
{
    std::vector<std::string> lines;
    std::string line;
    for (const char c : rows) {
        if (c == '\n') {
            lines.push_back(line);
            line.clear();
        } else {
            line += c;
        }
    }
    Level level(static_cast<int>(lines.front().size()), static_cast<int>(lines.size()));
    for (int y = 0; y < level.height; ++y) {
        for (int x = 0; x < level.width; ++x) {
            const char c = lines[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
            Cell &cell = level.at(x, y);
            cell.terrain = c == '#' ? Terrain::Wall : c == 'o' ? Terrain::Outside : Terrain::Floor;
            cell.player = c == '@';
        }
    }
    return level;
}

// The mask as rows of '1' (reached) and '.', for readable comparisons.
std::string rowsOf(const Level &level, const std::vector<unsigned char> &reached)
{
    std::string out;
    for (int y = 0; y < level.height; ++y) {
        for (int x = 0; x < level.width; ++x)
            out += reached[static_cast<std::size_t>(level.index(x, y))] ? '1' : '.';
        out += '\n';
    }
    return out;
}

} // namespace

class tst_ReachPastBoxes : public QObject
{
    Q_OBJECT

private slots:
    void boxesArePushedAsideWallsStopIt()
    {
        // The room behind the boxes counts; the sealed pocket on the right does not.
        const Level level = levelOf("#########\n"
                                    "#@ $$ #.#\n"
                                    "#  #  ###\n"
                                    "#########\n");
        QCOMPARE(rowsOf(level, reachPastBoxes(level, 1, 1)), std::string(".........\n"
                                                                         ".11111...\n"
                                                                         ".11.11...\n"
                                                                         ".........\n"));
    }

    void emptyOutsideCellsAreCrossedOrNot()
    {
        // A gap in the wall leads outside ('o') and on to a second room.
        const Level level = grid("#####o#####\n"
                                 "#@  oooo  #\n"
                                 "#####o#####\n");
        QCOMPARE(rowsOf(level, reachPastBoxes(level, 1, 1, PastEmptyOutside::Go)),
                 std::string(".....1.....\n"
                             ".111111111.\n"
                             ".....1.....\n"));
        // Stopping there: the first outside cell is reached, nothing beyond it.
        QCOMPARE(rowsOf(level, reachPastBoxes(level, 1, 1, PastEmptyOutside::Stop)),
                 std::string("...........\n"
                             ".1111......\n"
                             "...........\n"));
    }

    void aCellCarryingSomethingIsNotEmptyOutside()
    {
        Cell c;
        QVERIFY(isEmptyOutside(c));
        c.goal = true;
        QVERIFY(!isEmptyOutside(c));
        c = Cell{};
        c.terrain = Terrain::Floor;
        QVERIFY(!isEmptyOutside(c));
    }
};

QTEST_APPLESS_MAIN(tst_ReachPastBoxes)
#include "tst_reach_past_boxes.moc"
