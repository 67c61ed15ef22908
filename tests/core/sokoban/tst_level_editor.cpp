// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sokoban/LevelIdentity.h"
#include "sokoban/LevelValidator.h"
#include "sokoban/XsbReader.h"
#include "sokoban/XsbWriter.h"
#include "sokoban/editor/EditHistory.h"
#include "sokoban/editor/LevelEditor.h"
#include "sokoban/editor/LevelTransforms.h"

#include <QTest>
#include <algorithm>
#include <string>

using namespace tessera::sokoban;

namespace {

// Reads one level without the reader's normalisation getting in the way of what a test draws:
// rows are taken as written, ' ' floor, '_' outside.
Level grid(const std::string &rows)
{
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start < rows.size()) {
        const std::size_t nl = rows.find('\n', start);
        lines.push_back(
            rows.substr(start, nl == std::string::npos ? std::string::npos : nl - start));
        if (nl == std::string::npos)
            break;
        start = nl + 1;
    }
    int w = 0;
    for (const std::string &l : lines)
        w = std::max(w, static_cast<int>(l.size()));
    Level level(w, static_cast<int>(lines.size()));
    for (int y = 0; y < level.height; ++y) {
        for (int x = 0; x < w; ++x) {
            const char ch = x < static_cast<int>(lines[static_cast<std::size_t>(y)].size())
                                ? lines[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)]
                                : '_';
            Cell &c = level.at(x, y);
            c.terrain = ch == '#' ? Terrain::Wall : ch == '_' ? Terrain::Outside : Terrain::Floor;
            c.goal = ch == '.' || ch == '*' || ch == '+';
            c.box = ch == '$' || ch == '*';
            c.player = ch == '@' || ch == '+';
        }
    }
    return level;
}

// The grid as rows: '#', ' ', '.', '$', '*', '@', '+', '_' for outside.
std::string rowsOf(const Level &level)
{
    std::string out;
    for (int y = 0; y < level.height; ++y) {
        for (int x = 0; x < level.width; ++x) {
            const Cell &c = level.at(x, y);
            char ch = '_';
            if (c.terrain == Terrain::Wall)
                ch = '#';
            else if (c.player)
                ch = c.goal ? '+' : '@';
            else if (c.box)
                ch = c.goal ? '*' : '$';
            else if (c.goal)
                ch = '.';
            else if (c.terrain == Terrain::Floor)
                ch = ' ';
            out += ch;
        }
        out += '\n';
    }
    return out;
}

std::vector<ProblemKind> kinds(const std::vector<LevelProblem> &problems)
{
    std::vector<ProblemKind> out;
    for (const LevelProblem &p : problems)
        out.push_back(p.kind);
    return out;
}

bool has(const std::vector<LevelProblem> &problems, ProblemKind kind)
{
    return std::any_of(problems.begin(), problems.end(),
                       [kind](const LevelProblem &p) { return p.kind == kind; });
}

} // namespace

class TestLevelEditor : public QObject
{
    Q_OBJECT

private slots:
    void blankLevelIsFloorInsideWalls()
    {
        const std::optional<Level> level = blankLevel(5, 4);
        QVERIFY(level);
        QCOMPARE(rowsOf(*level), std::string("#####\n#   #\n#   #\n#####\n"));
        QVERIFY(!blankLevel(2, 5));
        QVERIFY(!blankLevel(5, 129));
        QVERIFY(blankLevel(128, 128));
        QVERIFY(blankLevel(3, 3));

        LevelEditor editor;
        QVERIFY(!editor.openBlank(2, 10));
        QVERIFY(editor.openBlank(7, 5));
        QCOMPARE(editor.level().width, 7);
        QCOMPARE(editor.level().height, 5);
        QVERIFY(!editor.modified());
        QVERIFY(!editor.canUndo());
    }

    void paintSetsExactlyWhatTheToolShows()
    {
        LevelEditor editor(grid("#####\n#   #\n#####"));
        QVERIFY(editor.paint(1, 1, EditorTool::Goal));
        QVERIFY(editor.paint(2, 1, EditorTool::BoxOnGoal));
        QVERIFY(editor.paint(3, 1, EditorTool::Player));
        QCOMPARE(rowsOf(editor.level()), std::string("#####\n#.*@#\n#####\n"));
        QVERIFY(editor.paint(1, 1, EditorTool::Box)); // a box tool on a goal gives a plain box
        QVERIFY(editor.paint(2, 1, EditorTool::Floor));
        QVERIFY(editor.paint(0, 0, EditorTool::Erase));
        QCOMPARE(rowsOf(editor.level()), std::string("_####\n#$ @#\n#####\n"));
        QVERIFY2(!editor.paint(1, 1, EditorTool::Box), "the cell already is a box");
        QVERIFY2(!editor.paint(5, 1, EditorTool::Wall), "off the board");
        QVERIFY(!editor.paint(-1, 0, EditorTool::Wall));
    }

    // Erasing inside the room takes a piece off and leaves floor, so the level stays closed;
    // only the level's edge becomes outside, one layer at a time.
    void erasingInsideTheRoomLeavesFloor()
    {
        LevelEditor editor(grid("######\n#$.@ #\n#* # #\n#    #\n######"));
        QVERIFY(editor.paint(1, 1, EditorTool::Erase)); // a box
        QVERIFY(editor.paint(2, 1, EditorTool::Erase)); // a goal
        QVERIFY(editor.paint(3, 1, EditorTool::Erase)); // the player
        QVERIFY(editor.paint(1, 2, EditorTool::Erase)); // a box on a goal, both at once
        QVERIFY(editor.paint(3, 2, EditorTool::Erase)); // a wall inside the room
        QVERIFY2(!editor.paint(2, 3, EditorTool::Erase), "floor inside the room stays floor");
        QCOMPARE(rowsOf(editor.level()), std::string("######\n#    #\n#    #\n#    #\n######\n"));
        QVERIFY(editor.paint(4, 1, EditorTool::Player));
        const auto notClosed = [&editor] {
            const auto problems = editor.problems();
            return std::any_of(problems.begin(), problems.end(), [](const LevelProblem &p) {
                return p.message.find("not closed") != std::string::npos;
            });
        };
        QVERIFY(!notClosed());
        // The wall at the edge goes outside, and then the floor beside it.
        QVERIFY(editor.paint(0, 2, EditorTool::Erase));
        QVERIFY(editor.paint(1, 2, EditorTool::Erase));
        QCOMPARE(rowsOf(editor.level()), std::string("######\n#   @#\n__   #\n#    #\n######\n"));
        QVERIFY(notClosed());
        // A rectangle erased inside the room clears it to floor; one reaching the edge clears
        // it to outside from the edge in.
        QVERIFY(editor.undo());
        QVERIFY(editor.undo());
        QVERIFY(editor.paint(2, 2, EditorTool::BoxOnGoal));
        QVERIFY(editor.fillRectangle({1, 1}, {4, 3}, EditorTool::Erase));
        QCOMPARE(rowsOf(editor.level()), std::string("######\n#    #\n#    #\n#    #\n######\n"));
        QVERIFY(editor.fillRectangle({0, 0}, {2, 4}, EditorTool::Erase));
        QCOMPARE(rowsOf(editor.level()), std::string("___###\n___  #\n___  #\n___  #\n___###\n"));
    }

    void placingThePlayerMovesTheOnePlayer()
    {
        LevelEditor editor(grid("#####\n#@ .#\n#####"));
        QVERIFY(editor.paint(3, 1, EditorTool::PlayerOnGoal));
        QCOMPARE(rowsOf(editor.level()), std::string("#####\n#  +#\n#####\n"));
        QVERIFY(editor.paint(2, 1, EditorTool::Player));
        QCOMPARE(rowsOf(editor.level()), std::string("#####\n# @.#\n#####\n"));
        // Painting over the player takes it away: the level then has none.
        QVERIFY(editor.paint(2, 1, EditorTool::Wall));
        QVERIFY(has(editor.problems(), ProblemKind::NoPlayer));
    }

    void aStrokeIsOneUndoStep()
    {
        LevelEditor editor(grid("######\n#    #\n######"));
        editor.beginStroke();
        QVERIFY(editor.paint(1, 1, EditorTool::Wall));
        QVERIFY(editor.paint(2, 1, EditorTool::Wall));
        QVERIFY(editor.paint(3, 1, EditorTool::Wall));
        QVERIFY(editor.inStroke());
        QVERIFY(editor.modified());
        QVERIFY(editor.endStroke());
        QCOMPARE(rowsOf(editor.level()), std::string("######\n#### #\n######\n"));
        QVERIFY(editor.paint(4, 1, EditorTool::Goal));
        QVERIFY(editor.undo());
        QCOMPARE(rowsOf(editor.level()), std::string("######\n#### #\n######\n"));
        QVERIFY(editor.undo());
        QCOMPARE(rowsOf(editor.level()), std::string("######\n#    #\n######\n"));
        QVERIFY(!editor.undo());
        QVERIFY(editor.redo());
        QCOMPARE(rowsOf(editor.level()), std::string("######\n#### #\n######\n"));
        QVERIFY(editor.redo());
        QCOMPARE(rowsOf(editor.level()), std::string("######\n####.#\n######\n"));
        QVERIFY(!editor.redo());

        // A stroke that changed nothing is no step.
        editor.beginStroke();
        QVERIFY(!editor.paint(1, 1, EditorTool::Wall));
        QVERIFY(!editor.endStroke());
        QVERIFY(editor.undo());
        QCOMPARE(rowsOf(editor.level()), std::string("######\n#### #\n######\n"));
    }

    void aLineFillsTheCellsBetweenTwoPointerPositions()
    {
        LevelEditor editor;
        QVERIFY(editor.openBlank(7, 5));
        editor.beginStroke();
        QVERIFY(editor.paintLine({1, 1}, {5, 3}, EditorTool::Goal));
        QVERIFY(editor.endStroke());
        QCOMPARE(rowsOf(editor.level()),
                 std::string("#######\n#...  #\n#  ...#\n#    .#\n#######\n"));
        QVERIFY(editor.undo());
        QVERIFY(!editor.canUndo());
    }

    void aNewEditDropsTheRedoSteps()
    {
        LevelEditor editor(grid("#####\n#   #\n#####"));
        QVERIFY(editor.paint(1, 1, EditorTool::Goal));
        QVERIFY(editor.paint(2, 1, EditorTool::Goal));
        QVERIFY(editor.undo());
        QVERIFY(editor.canRedo());
        QVERIFY(editor.paint(3, 1, EditorTool::Box));
        QVERIFY(!editor.canRedo());
        QCOMPARE(rowsOf(editor.level()), std::string("#####\n#. $#\n#####\n"));
    }

    void undoIsUnlimited()
    {
        LevelEditor editor;
        QVERIFY(editor.openBlank(128, 128));
        for (int i = 0; i < 3000; ++i)
            QVERIFY(editor.paint(1 + i % 126, 1 + (i / 126) % 126,
                                 i % 2 ? EditorTool::Goal : EditorTool::Box));
        int undone = 0;
        while (editor.undo())
            ++undone;
        QCOMPARE(undone, 3000);
        QCOMPARE(rowsOf(editor.level()), rowsOf(*blankLevel(128, 128)));
    }

    void rectangleFillsOrOutlines()
    {
        LevelEditor editor;
        QVERIFY(editor.openBlank(7, 6));
        QVERIFY(editor.fillRectangle({4, 3}, {2, 1}, EditorTool::Goal)); // corners in any order
        QCOMPARE(rowsOf(editor.level()),
                 std::string("#######\n# ... #\n# ... #\n# ... #\n#     #\n#######\n"));
        QVERIFY(editor.undo());
        QVERIFY(editor.outlineRectangle({1, 1}, {4, 4}, EditorTool::Wall));
        QCOMPARE(rowsOf(editor.level()),
                 std::string("#######\n##### #\n##  # #\n##  # #\n##### #\n#######\n"));
        QVERIFY(editor.undo());
        QVERIFY(!editor.canUndo());
        // Clipped to the board; erase works as a tool too.
        QVERIFY(editor.fillRectangle({-3, -3}, {1, 1}, EditorTool::Erase));
        QCOMPARE(rowsOf(editor.level()),
                 std::string("__#####\n__    #\n#     #\n#     #\n#     #\n#######\n"));
        // The player tools place one player, at the second corner.
        QVERIFY(editor.fillRectangle({2, 2}, {4, 3}, EditorTool::Player));
        QCOMPARE(editor.level().at(4, 3).player, true);
        QCOMPARE(std::count_if(editor.level().cells.begin(), editor.level().cells.end(),
                               [](const Cell &c) { return c.player; }),
                 1);
    }

    void resizeOnEverySide()
    {
        LevelEditor editor(grid("###\n#@#\n###"));
        QVERIFY(editor.resize(1, 0, 0, 2));
        QCOMPARE(rowsOf(editor.level()), std::string("_###\n_#@#\n_###\n____\n____\n"));
        QVERIFY(editor.resize(-1, -1, 0, 0));
        QCOMPARE(rowsOf(editor.level()), std::string("#@#\n###\n___\n___\n"));
        QVERIFY(editor.resize(0, 0, -1, -3));
        QCOMPARE(rowsOf(editor.level()), std::string("#@\n"));
        QVERIFY2(!editor.resize(0, 0, 0, -1), "no row left");
        QVERIFY2(!editor.resize(0, 0, 127, 0), "over 128 columns");
        QVERIFY(editor.resize(0, 0, 126, 0));
        QCOMPARE(editor.level().width, 128);
        QVERIFY(!editor.resize(0, 0, 0, 0));
        // Each resize is one step: undo brings back the sizes in turn.
        QVERIFY(editor.undo());
        QVERIFY(editor.undo());
        QVERIFY(editor.undo());
        QVERIFY(editor.undo());
        QCOMPARE(rowsOf(editor.level()), std::string("###\n#@#\n###\n"));
        QVERIFY(!editor.modified());
    }

    void trimRemovesEmptyEdges()
    {
        LevelEditor editor(grid("______\n__####\n__#@.#\n__####\n______"));
        QVERIFY(editor.trim());
        QCOMPARE(rowsOf(editor.level()), std::string("####\n#@.#\n####\n"));
        QVERIFY2(!editor.trim(), "nothing left to trim");
        // Something on an outside cell is used area.
        LevelEditor withBox(grid("_____\n_$___\n_____"));
        QVERIFY(withBox.trim());
        QCOMPARE(withBox.level().width, 1);
        QCOMPARE(withBox.level().height, 1);
        QVERIFY(withBox.level().at(0, 0).box);
        LevelEditor empty(grid("___\n___"));
        QVERIFY2(!empty.trim(), "an empty board keeps its grid");
    }

    void rotateAndMirror()
    {
        const Level start = grid("####\n#@$#\n#. #\n####\n____");
        LevelEditor editor(start);
        QVERIFY(editor.rotate(true));
        QCOMPARE(rowsOf(editor.level()), std::string("_####\n_#.@#\n_# $#\n_####\n"));
        QVERIFY(editor.rotate(false));
        QCOMPARE(rowsOf(editor.level()), rowsOf(start));
        QVERIFY(editor.mirror(true));
        QCOMPARE(rowsOf(editor.level()), std::string("####\n#$@#\n# .#\n####\n____\n"));
        QVERIFY(editor.mirror(false));
        QCOMPARE(rowsOf(editor.level()), std::string("____\n####\n# .#\n#$@#\n####\n"));
        for (int i = 0; i < 4; ++i)
            QVERIFY(editor.rotate(true));
        QCOMPARE(rowsOf(editor.level()), std::string("____\n####\n# .#\n#$@#\n####\n"));
        QVERIFY(editor.undo()); // one quarter turn back
        QCOMPARE(rowsOf(editor.level()),
                 rowsOf(rotated(
                     rotated(rotated(mirrored(mirrored(start, true), false), true), true), true)));
    }

    void normaliseDropsWhatThePlayerCannotReach()
    {
        // A sealed pocket with a box on the right, a lone wall top left, floor outside.
        LevelEditor editor(grid("#_______\n________\n__#####_\n__#@.$##\n__#### #\n_____###\n"
                                "  ______"));
        QVERIFY(editor.normalise());
        QCOMPARE(rowsOf(editor.level()), std::string("#####\n#@.$#\n####_\n"));
        QVERIFY2(!editor.normalise(), "already normal");
        QVERIFY(editor.undo());
        QCOMPARE(editor.level().width, 8);

        LevelEditor noPlayer(grid("#####\n# $.#\n#####"));
        QVERIFY2(!noPlayer.normalise(), "without a player nothing is reachable");
    }

    void validationIsTheReadersAndNamesTheCells()
    {
        LevelEditor editor(grid("#####\n# $ #\n#####"));
        auto p = editor.problems();
        QVERIFY(has(p, ProblemKind::NoPlayer));
        QVERIFY(kinds(p) == kinds(validateLevel(editor.level())));
        QCOMPARE(editor.boxCount(), 1);
        QCOMPARE(editor.goalCount(), 0);

        QVERIFY(editor.paint(1, 1, EditorTool::Player));
        p = editor.problems();
        QVERIFY(kinds(p) == std::vector<ProblemKind>{ProblemKind::BoxGoalMismatch});
        QCOMPARE(p.front().cells.size(), std::size_t(1));
        QCOMPARE(p.front().cells.front().x, 2);

        QVERIFY(editor.paint(3, 1, EditorTool::Goal));
        QVERIFY(editor.problems().empty());
        QCOMPARE(editor.goalCount(), 1);

        QVERIFY(editor.paint(4, 1, EditorTool::Floor)); // a hole in the wall
        p = editor.problems();
        QVERIFY(kinds(p) == std::vector<ProblemKind>{ProblemKind::NotClosed});
        QCOMPARE(p.front().cells.front().x, 4);

        LevelEditor walledIn(grid("#######\n#@ #$.#\n#######"));
        p = walledIn.problems();
        QVERIFY(has(p, ProblemKind::UnreachableBox));
    }

    void modifiedFollowsTheSavedState()
    {
        LevelEditor editor(grid("#####\n#@$.#\n#####"));
        QVERIFY(!editor.modified());
        QVERIFY(editor.paint(2, 1, EditorTool::Floor));
        QVERIFY(editor.modified());
        QVERIFY(editor.undo());
        QVERIFY2(!editor.modified(), "back at the saved state");
        QVERIFY(editor.redo());
        editor.markSaved();
        QVERIFY(!editor.modified());
        QVERIFY(editor.undo());
        QVERIFY(editor.modified());
        QVERIFY(editor.redo());
        QVERIFY(!editor.modified());
        editor.setTitle("A title");
        QVERIFY(editor.modified());
        QCOMPARE(editor.level().title, std::string("A title"));
        editor.markSaved();
        QVERIFY(!editor.modified());
        // Opening another level is a fresh start.
        QVERIFY(editor.paint(1, 1, EditorTool::Wall));
        editor.open(grid("###\n#@#\n###"));
        QVERIFY(!editor.modified());
        QVERIFY(!editor.canUndo());
    }

    void pasteReplacesTheGridAsOneStep()
    {
        LevelEditor editor(grid("#####\n#@$.#\n#####"));
        const LevelCollection read = readXsb("####\n#@ #\n#$.#\n####\nTitle: Pasted\n");
        QVERIFY(editor.replace(read.levels.front().level));
        QCOMPARE(editor.level().title, std::string("Pasted"));
        QCOMPARE(editor.level().height, 4);
        QVERIFY(editor.undo());
        QCOMPARE(rowsOf(editor.level()), std::string("#####\n#@$.#\n#####\n"));
        QVERIFY(!editor.replace(Level()));
    }

    void savedTextReadsBackToTheSameLevel()
    {
        LevelEditor editor;
        QVERIFY(editor.openBlank(8, 6));
        QVERIFY(editor.paint(1, 1, EditorTool::Player));
        QVERIFY(editor.paint(3, 2, EditorTool::Box));
        QVERIFY(editor.paint(5, 3, EditorTool::Goal));
        QVERIFY(editor.paint(2, 4, EditorTool::BoxOnGoal));
        editor.setTitle("Round trip");
        editor.setAuthor("Tester");
        const LevelCollection back = readXsb(writeLevel(editor.level()));
        QCOMPARE(back.levels.size(), std::size_t(1));
        const Level &level = back.levels.front().level;
        QCOMPARE(level.title, std::string("Round trip"));
        QCOMPARE(level.author, std::string("Tester"));
        QCOMPARE(normalizedBoardText(level), normalizedBoardText(editor.level()));
        QVERIFY(validateLevel(level).empty());
    }

    void historyStoresChangedCellsOnly()
    {
        EditHistory history;
        Level a = *blankLevel(4, 4);
        Level b = a;
        QVERIFY(!history.record(a, b));
        b.at(1, 1).goal = true;
        const auto before = history.revision();
        QVERIFY(history.record(a, b));
        QVERIFY(history.revision() != before);
        QCOMPARE(history.undoCount(), std::size_t(1));
        Level c = b;
        QVERIFY(history.undo(c));
        QVERIFY(c == a);
        QCOMPARE(history.revision(), before);
        QCOMPARE(history.redoCount(), std::size_t(1));
        history.clear();
        QVERIFY(!history.canRedo());
        QVERIFY(history.revision() != before);
        QCOMPARE(history.storedCells(), std::size_t(0));

        // On a 128x128 level a two-cell edit costs two cells, not the 16,384 of the grid; a
        // resize (here one column less) keeps both grids, and undoing it gives the old size back.
        const Level big = *blankLevel(128, 128);
        Level edited = big;
        edited.at(5, 5).goal = true;
        edited.at(6, 5).terrain = Terrain::Wall;
        QVERIFY(history.record(big, edited));
        QCOMPARE(history.storedCells(), std::size_t(2));
        const std::optional<Level> narrower = resized(edited, 0, 0, -1, 0);
        QVERIFY(narrower);
        QCOMPARE(narrower->width, 127);
        QVERIFY(history.record(edited, *narrower));
        QCOMPARE(history.storedCells(), std::size_t(2 + 128 * 128 + 127 * 128));
        Level undone = *narrower;
        QVERIFY(history.undo(undone));
        QVERIFY(undone == edited);
        QVERIFY(history.undo(undone));
        QVERIFY(undone == big);
    }
};

QTEST_APPLESS_MAIN(TestLevelEditor)

#include "tst_level_editor.moc"
