// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtTest
import Tessera
import Tessera.Editor

// The level editor as a designer uses it: number keys pick tools, mouse drags paint strokes
// (one undo step each), the right button erases, rectangles, live validation, test-play and
// back with the edit history intact, saving with Ctrl+S, the question about unsaved changes,
// "Check solvable", and the ways in (home screen, Sokoban screen, --edit).
Item {
    id: root

    width: 1000
    height: 700

    // A box one push from its goal.
    readonly property string onePush: "#####\n#@$.#\n#####\nTitle: One push\n"

    TestCase {
        id: testCase

        name: "Editor"
        when: windowShown

        Component {
            id: screenComponent

            EditorScreen {
                width: root.width
                height: root.height
            }
        }
        Component {
            id: mainComponent

            Main {
            }
        }
        Component {
            id: sessionComponent

            LevelEditorSession {
                library: LevelLibrary
            }
        }

        function init() {
            SokobanSettings.animationSpeed = SokobanSettings.Off;
            StartupOptions.game = "";
            StartupOptions.levelFile = "";
            StartupOptions.editor = false;
            AppSettings.lastScreen = "home";
            // Each test starts on the empty level, not on the one a test before edited.
            const session = createTemporaryObject(sessionComponent, root, {
                    "resumeState": ResumeState
                });
            session.forgetLastEdited();
        }

        function createScreen(properties) {
            const screen = createTemporaryObject(screenComponent, root, properties || {});
            verify(screen, "EditorScreen could not be created");
            screen.forceActiveFocus();
            verify(screen.activeFocus, "the screen has the keyboard");
            waitForRendering(screen);
            return screen;
        }

        function point(screen, x, y) {
            return screen.board.cellCenter(x, y);
        }
        function tool(screen, x, y) {
            return screen.editor.board.cellData(x, y, "tool");
        }
        // A press on cell a, moves through the cells of `path`, a release on the last.
        function drag(screen, path, button) {
            const b = button === undefined ? Qt.LeftButton : button;
            let p = point(screen, path[0][0], path[0][1]);
            mousePress(screen.board, p.x, p.y, b);
            for (let i = 1; i < path.length; ++i) {
                p = point(screen, path[i][0], path[i][1]);
                mouseMove(screen.board, p.x, p.y, -1, b);
            }
            mouseRelease(screen.board, p.x, p.y, b);
        }

        function test_startsWithAnEmptyRoom() {
            const screen = createScreen();
            compare(screen.editor.columns, 10);
            compare(screen.editor.rows, 8);
            compare(tool(screen, 0, 0), 0, "walls round");
            compare(tool(screen, 1, 1), 1, "floor inside");
            verify(!screen.editor.playable);
            verify(screen.editor.problems.indexOf("No player") >= 0);
            compare(findChild(screen, "editorBoxCount").text, "Boxes: 0");
            // Every cell is drawn: the play board's cell item takes the editor's model too.
            const cells = findChild(screen, "editorCells");
            compare(cells.count, 80);
            for (let i = 0; i < cells.count; ++i)
                verify(cells.itemAt(i) !== null, "cell " + i + " is drawn");
            compare(cells.itemAt(0).isWall, true);
            compare(cells.itemAt(11).isFloor, true);
        }

        function test_numberKeysPickTools() {
            const screen = createScreen();
            const keys = [Qt.Key_1, Qt.Key_2, Qt.Key_3, Qt.Key_4, Qt.Key_5, Qt.Key_6, Qt.Key_7, Qt.Key_8];
            for (let i = keys.length - 1; i >= 0; --i) {
                keyClick(keys[i]);
                compare(screen.editor.tool, i);
                verify(findChild(screen, "editorTool_" + i).selected, "the palette shows the tool");
            }
            keyClick(Qt.Key_R);
            compare(screen.editor.shape, LevelEditorSession.Rectangle);
            keyClick(Qt.Key_O);
            compare(screen.editor.shape, LevelEditorSession.Outline);
            keyClick(Qt.Key_F);
            compare(screen.editor.shape, LevelEditorSession.Freehand);
            // Clicking a palette button does the same.
            mouseClick(findChild(screen, "editorTool_3"));
            compare(screen.editor.tool, 3);
        }

        function test_clickPaintsWithTheTool() {
            const screen = createScreen();
            keyClick(Qt.Key_6);
            let p = point(screen, 2, 2);
            mouseClick(screen.board, p.x, p.y);
            compare(tool(screen, 2, 2), 5, "the player");
            keyClick(Qt.Key_7);
            p = point(screen, 4, 3);
            mouseClick(screen.board, p.x, p.y);
            compare(tool(screen, 4, 3), 6, "the player on a goal");
            compare(tool(screen, 2, 2), 1, "placing the player moved the one player");
            keyClick(Qt.Key_4);
            p = point(screen, 5, 5);
            mouseClick(screen.board, p.x, p.y);
            compare(screen.editor.boxCount, 1);
            compare(screen.editor.goalCount, 1);
            compare(findChild(screen, "editorGoalCount").text, "Goals: 1");
        }

        function test_aDragPaintsAStrokeUndoneInOneStep() {
            const screen = createScreen();
            keyClick(Qt.Key_1);
            // A fast drag: the cells between two pointer positions are painted too.
            drag(screen, [[1, 3], [3, 3], [8, 3]]);
            for (let x = 1; x <= 8; ++x)
                compare(tool(screen, x, 3), 0, "wall at " + x);
            verify(screen.editor.canUndo);
            keyClick(Qt.Key_Z, Qt.ControlModifier);
            for (let x = 1; x <= 8; ++x)
                compare(tool(screen, x, 3), 1, "floor again at " + x);
            verify(!screen.editor.canUndo, "the whole stroke was one step");
            keyClick(Qt.Key_Y, Qt.ControlModifier);
            compare(tool(screen, 5, 3), 0);
        }

        function test_theRightButtonErases() {
            const screen = createScreen();
            keyClick(Qt.Key_3);
            drag(screen, [[0, 0], [9, 0]], Qt.RightButton);
            for (let x = 0; x < 10; ++x)
                compare(tool(screen, x, 0), 7, "outside at " + x);
            compare(screen.editor.tool, 2, "the tool stays the goal");
            const p = point(screen, 1, 1);
            mouseClick(screen.board, p.x, p.y, Qt.RightButton);
            compare(tool(screen, 1, 1), 7);
            verify(screen.editor.problems.join(" ").indexOf("not closed") >= 0 || !screen.editor.playable);
        }

        function test_rectangleFillAndOutline() {
            const screen = createScreen();
            keyClick(Qt.Key_3);
            keyClick(Qt.Key_R);
            drag(screen, [[2, 2], [3, 3], [4, 4]]);
            for (let y = 2; y <= 4; ++y)
                for (let x = 2; x <= 4; ++x)
                    compare(tool(screen, x, y), 2, "goal at " + x + "," + y);
            compare(screen.editor.goalCount, 9);
            keyClick(Qt.Key_1);
            keyClick(Qt.Key_O);
            drag(screen, [[6, 1], [8, 6]]);
            compare(tool(screen, 6, 1), 0);
            compare(tool(screen, 8, 6), 0);
            compare(tool(screen, 7, 3), 1, "the inside of an outline stays");
            keyClick(Qt.Key_Z, Qt.ControlModifier);
            compare(tool(screen, 6, 1), 1);
            compare(screen.editor.goalCount, 9);
        }

        function test_escCancelsADrag() {
            const screen = createScreen();
            keyClick(Qt.Key_3);
            keyClick(Qt.Key_R);
            let p = point(screen, 2, 2);
            mousePress(screen.board, p.x, p.y);
            p = point(screen, 5, 5);
            mouseMove(screen.board, p.x, p.y, -1, Qt.LeftButton);
            verify(screen.board.dragging);
            keyClick(Qt.Key_Escape);
            verify(!screen.board.dragging);
            mouseRelease(screen.board, p.x, p.y);
            compare(screen.editor.goalCount, 0, "the rectangle was dropped");
            keyClick(Qt.Key_F);
            p = point(screen, 2, 2);
            mousePress(screen.board, p.x, p.y);
            p = point(screen, 6, 2);
            mouseMove(screen.board, p.x, p.y, -1, Qt.LeftButton);
            compare(screen.editor.goalCount, 5);
            keyClick(Qt.Key_Escape);
            mouseRelease(screen.board, p.x, p.y);
            compare(screen.editor.goalCount, 0, "the stroke was taken back");
        }

        function test_sidePanelResizesAndArranges() {
            const screen = createScreen();
            mouseClick(findChild(screen, "editorGrowRight"));
            compare(screen.editor.columns, 11);
            mouseClick(findChild(screen, "editorShrinkTop"));
            compare(screen.editor.rows, 7);
            mouseClick(findChild(screen, "editorTrim"));
            compare(screen.editor.columns, 10);
            mouseClick(findChild(screen, "editorRotateRight"));
            compare(screen.editor.columns, 7);
            compare(screen.editor.rows, 10);
            keyClick(Qt.Key_Z, Qt.ControlModifier);
            keyClick(Qt.Key_Z, Qt.ControlModifier);
            keyClick(Qt.Key_Z, Qt.ControlModifier);
            keyClick(Qt.Key_Z, Qt.ControlModifier);
            compare(screen.editor.columns, 10);
            compare(screen.editor.rows, 8);
        }

        function test_ctrlNAsksTheSizeOfANewLevel() {
            const screen = createScreen();
            keyClick(Qt.Key_N, Qt.ControlModifier);
            const dialog = findChild(screen, "newLevelDialog");
            tryCompare(dialog, "opened", true);
            dialog.levelWidth = 128;
            dialog.levelHeight = 3;
            dialog.accept();
            compare(screen.editor.columns, 128);
            compare(screen.editor.rows, 3);
            compare(tool(screen, 5, 1), 1, "floor inside");
            compare(tool(screen, 5, 2), 0, "walls round");
            verify(!screen.editor.canUndo, "a fresh start");
        }

        function test_aBigLevelIsOnePictureAndStillPaints() {
            const screen = createScreen();
            verify(screen.editor.newLevel(128, 128));
            verify(screen.board.drawnAsPicture);
            verify(findChild(screen, "editorBoardPicture").visible);
            keyClick(Qt.Key_4);
            drag(screen, [[10, 10], [20, 10]]);
            compare(screen.editor.boxCount, 11);
            keyClick(Qt.Key_Z, Qt.ControlModifier);
            compare(screen.editor.boxCount, 0);
            // Zoomed in, the board scrolls and clicks still land on the cell shown.
            const fit = screen.board.cellSize;
            keyClick(Qt.Key_Plus, Qt.ControlModifier);
            keyClick(Qt.Key_Plus, Qt.ControlModifier);
            keyClick(Qt.Key_Plus, Qt.ControlModifier);
            verify(screen.board.cellSize > fit, "zoomed in");
            const p = screen.board.cellCenter(64, 64);
            verify(p.x > 0 && p.x < screen.board.width && p.y > 0 && p.y < screen.board.height, "the centre stays in view");
            mouseClick(screen.board, p.x, p.y);
            compare(tool(screen, 64, 64), 3, "the click painted the cell under it");
            keyClick(Qt.Key_0, Qt.ControlModifier);
            compare(screen.board.cellSize, fit);
            // Back to a small level: each of its cells is made once (not a first time while
            // the model is still being reset).
            const cells = findChild(screen, "editorCells");
            let added = 0;
            const count = () => ++added;
            cells.itemAdded.connect(count);
            verify(screen.editor.newLevel(12, 10));
            verify(!screen.board.drawnAsPicture, "small levels have a cell item each again");
            compare(cells.count, 120);
            compare(added, 120, "each cell made once");
            cells.itemAdded.disconnect(count);
        }

        // The editor's picture of a big level draws what its cells draw on a small one (the
        // play board's painter and SokobanCell with the editor's overlay): the same level both
        // ways looks the same, fault marks, pieces and the outside grid included.
        function test_thePictureLooksLikeTheCells() {
            const screen = createScreen();
            verify(screen.editor.pasteText("  #####\n###   #\n#.@$  #\n### $.#\n#.##$ #\n# # . ##\n#$ *$$$#\n#   .  #\n########\n"));
            verify(!screen.board.drawnAsPicture);
            // The window, where the board is (an item's own grab leaves out what a Flickable holds).
            waitForRendering(screen);
            const cells = grabImage(root);
            screen.board.pictureAbove = 0;
            verify(screen.board.drawnAsPicture);
            waitForRendering(screen);
            const painted = grabImage(root);
            const origin = screen.board.mapToItem(root, 0, 0);
            let differing = 0;
            let counted = 0;
            for (let y = 0; y < screen.board.height; y += 2) {
                for (let x = 0; x < screen.board.width; x += 2) {
                    const a = cells.pixel(origin.x + x, origin.y + y);
                    const b = painted.pixel(origin.x + x, origin.y + y);
                    ++counted;
                    if (Math.abs(a.r - b.r) > 0.16 || Math.abs(a.g - b.g) > 0.16 || Math.abs(a.b - b.b) > 0.16)
                        ++differing;
                }
            }
            verify(differing / counted < 0.02, "share of differing pixels " + differing / counted);
        }

        function test_copyAndPasteWithTheKeys() {
            const screen = createScreen();
            verify(screen.editor.pasteText(root.onePush));
            keyClick(Qt.Key_C, Qt.ControlModifier);
            compare(findChild(screen, "editorToastText").text, "Level copied as XSB text");
            verify(screen.editor.newLevel(6, 6));
            keyClick(Qt.Key_V, Qt.ControlModifier);
            compare(screen.editor.levelText(), root.onePush);
        }

        function test_aFailedSaveShowsWhy() {
            const screen = createScreen();
            verify(!screen.editor.saveAs("/proc/no-such-place/level.xsb"));
            const dialog = findChild(screen, "saveErrorDialog");
            tryCompare(dialog, "opened", true);
            verify(dialog.message !== "");
            verify(screen.editor.lastError !== "");
            // Said once: the title does not repeat what the message starts with.
            verify(dialog.message.indexOf(dialog.title) < 0, dialog.title + " / " + dialog.message);
            dialog.close();
        }

        function test_validationMarksTheCellsAtFault() {
            const screen = createScreen();
            keyClick(Qt.Key_6);
            let p = point(screen, 1, 1);
            mouseClick(screen.board, p.x, p.y);
            keyClick(Qt.Key_4);
            p = point(screen, 3, 3);
            mouseClick(screen.board, p.x, p.y);
            compare(screen.editor.problems.length, 1);
            verify(screen.editor.problems[0].indexOf("differ") >= 0);
            verify(screen.editor.board.cellData(3, 3, "problem"), "the box without a goal is marked");
            compare(findChild(screen, "editorValidationTitle").text, "Cannot be played yet");
            keyClick(Qt.Key_3);
            p = point(screen, 6, 5);
            mouseClick(screen.board, p.x, p.y);
            verify(screen.editor.playable);
            verify(!screen.editor.board.cellData(3, 3, "problem"));
            compare(findChild(screen, "editorValidationTitle").text, "✓ Ready to play");
        }

        // Two boxes for one goal marks all three cells: the marks show on the boxes too, on a
        // small board (cell items) and a big one (one picture).
        function test_faultMarksAreDrawnOverTheBoxes() {
            const screen = createScreen();
            // How much redder than green the centre of cell (x, y) is.
            function redness(x, y) {
                waitForRendering(screen);
                const image = grabImage(root);
                const c = screen.board.cellCenter(x, y);
                const p = screen.board.mapToItem(root, c.x, c.y);
                const pixel = image.pixel(Math.round(p.x), Math.round(p.y));
                return pixel.r - pixel.g;
            }
            for (const width of [7, 40]) {
                let text = "#".repeat(width) + "\n";
                text += "#@ $" + " ".repeat(width - 5) + "#\n";
                text += "#  $" + " ".repeat(width - 6) + ".#\n";
                for (let row = 0; row < 24 && width > 7; ++row)
                    text += "#" + " ".repeat(width - 2) + "#\n";
                text += "#".repeat(width) + "\n";
                verify(screen.editor.pasteText(text));
                compare(screen.board.drawnAsPicture, width > 7);
                verify(screen.editor.board.cellData(3, 1, "problem"), "the first box is at fault");
                verify(screen.editor.board.cellData(3, 2, "problem"), "the second box is at fault");
                const marked = [redness(3, 1), redness(3, 2)];
                // A second goal: the level is fine, nothing is marked.
                keyClick(Qt.Key_3);
                const p = point(screen, 1, 2);
                mouseClick(screen.board, p.x, p.y);
                verify(screen.editor.playable);
                const clear = [redness(3, 1), redness(3, 2)];
                for (let i = 0; i < 2; ++i)
                    verify(marked[i] > clear[i] + 0.05, "width " + width + ": box " + i + " shows its mark (" + marked[i] + " against " + clear[i] + ")");
            }
        }

        function test_testPlayAndBackKeepsTheEditor() {
            const screen = createScreen();
            verify(screen.editor.pasteText(root.onePush));
            // An edit to undo after the test-play: a row of outside below.
            mouseClick(findChild(screen, "editorGrowBottom"));
            compare(screen.editor.rows, 4);
            verify(screen.editor.canUndo);
            const text = screen.editor.levelText();
            keyClick(Qt.Key_F5);
            verify(screen.testPlaying);
            const play = screen.testPlayView;
            verify(play.visible);
            verify(play.activeFocus, "test-play has the keyboard");
            compare(play.session.play.boardWidth, 5);
            keyClick(Qt.Key_Right);
            verify(play.session.play.solved, "one push solves it");
            compare(findChild(play, "testPlayCounters").text, "Solved: 1 move, 1 push");
            keyClick(Qt.Key_F5);
            verify(!screen.testPlaying);
            verify(screen.activeFocus, "the editor has the keyboard again");
            compare(screen.editor.levelText(), text, "the level is as it was");
            verify(screen.editor.canUndo, "the edit history too");
            keyClick(Qt.Key_Z, Qt.ControlModifier);
            keyClick(Qt.Key_Z, Qt.ControlModifier);
            compare(screen.editor.columns, 10, "back before the paste");

            // Esc and the button also come back; an unplayable level is not test-played.
            verify(screen.editor.pasteText(root.onePush));
            keyClick(Qt.Key_F5);
            verify(screen.testPlaying);
            keyClick(Qt.Key_Escape);
            verify(!screen.testPlaying);
            keyClick(Qt.Key_F5);
            mouseClick(findChild(play, "testPlayBack"));
            verify(!screen.testPlaying);
            screen.editor.newLevel(5, 5);
            keyClick(Qt.Key_F5);
            verify(!screen.testPlaying, "no player: nothing to play");
        }

        function test_ctrlSSavesIntoMyLevels() {
            const screen = createScreen();
            verify(screen.editor.pasteText(root.onePush));
            const title = "Saved by a test " + Date.now();
            const field = findChild(screen, "editorTitleField");
            mouseClick(field);
            field.selectAll();
            keyClick(Qt.Key_Delete);
            keyClick(Qt.Key_S);
            keyClick(Qt.Key_A);
            compare(screen.editor.title, "sa", "typing in the field sets the title");
            screen.editor.title = title;
            screen.forceActiveFocus();
            verify(screen.editor.modified);
            keyClick(Qt.Key_S, Qt.ControlModifier);
            verify(!screen.editor.modified, "saved");
            compare(screen.editor.collectionId, "my-levels");
            verify(screen.editor.levelIndex >= 0);
            compare(findChild(screen, "editorToastText").text.indexOf("Saved"), 0);

            // The library has it at once: another session reads it back.
            const other = createTemporaryObject(sessionComponent, testCase);
            verify(other.openLevel("my-levels", screen.editor.levelIndex));
            compare(other.title, title);
            compare(other.levelText(), screen.editor.levelText());
        }

        function test_leavingWithUnsavedChangesAsks() {
            const screen = createScreen();
            let left = 0;
            verify(screen.confirmLeave(() => ++left), "nothing changed: leave at once");
            keyClick(Qt.Key_3);
            mouseClick(screen.board, point(screen, 2, 2).x, point(screen, 2, 2).y);
            verify(!screen.confirmLeave(() => ++left), "changed: ask first");
            const dialog = findChild(screen, "unsavedDialog");
            tryCompare(dialog, "opened", true);
            dialog.reject();
            tryCompare(dialog, "visible", false);
            compare(left, 0, "Cancel stays");
            verify(!screen.confirmLeave(() => ++left));
            tryCompare(dialog, "opened", true);
            dialog.discarded();
            compare(left, 1, "Discard leaves");
        }

        function test_checkSolvableAnswersAndShowsTheSolution() {
            const screen = createScreen();
            verify(screen.editor.pasteText(root.onePush));
            verify(screen.checkSolvable());
            const dialog = findChild(screen, "checkDialog");
            tryCompare(dialog, "opened", true);
            tryCompare(screen.solver, "running", false, 10000);
            compare(screen.solver.status, SokobanSolverRunner.Solved);
            compare(findChild(screen, "checkAnswer").text, "Solvable in 1 push");
            mouseClick(findChild(screen, "checkWatch"));
            verify(screen.testPlaying, "the solution plays in test-play");
            verify(screen.testPlayView.session.replay.active);
            keyClick(Qt.Key_Escape);
            verify(!screen.testPlaying);

            // An unsolvable level: the box is stuck in a corner.
            verify(screen.editor.pasteText("#####\n#$ .#\n# @ #\n#####\n"));
            verify(screen.checkSolvable());
            tryCompare(screen.solver, "running", false, 10000);
            compare(screen.solver.status, SokobanSolverRunner.Unsolvable);
            compare(findChild(screen, "checkAnswer").text, "Unsolvable by the standard rules");
            verify(findChild(screen, "checkReason").text !== "", "with the reason");
            // The status agrees with the check and says which rules it judges by, and which
            // are in force (train push is not judged by the solver).
            compare(findChild(screen, "editorValidationTitle").text,
                    "Playable, but unsolvable by the standard rules");
            verify(findChild(screen, "checkRules").text.indexOf("standard rules") >= 0);
            SokobanSettings.trainPush = true;
            verify(findChild(screen, "checkRules").text.indexOf("Train push is on") >= 0);
            verify(findChild(screen, "editorValidationRules").text.indexOf("Train push is on") >= 0);
            SokobanSettings.trainPush = false;
            dialog.close();
            // An edit makes the answer stale: the status is the validation's again.
            verify(screen.editor.pasteText("#####\n#@$.#\n#####\n"));
            compare(findChild(screen, "editorValidationTitle").text, "✓ Ready to play");
        }

        function test_checkSolvableCanBeCancelled() {
            const screen = createScreen();
            // A classic the solver needs far longer than the moment before Cancel (XSokoban 5:
            // an open room of boxes is solved in milliseconds now that the searches share both
            // cores).
            verify(screen.editor.openLevel("bundled:xsokoban", 4));
            verify(screen.editor.playable, screen.editor.problems.join("; "));
            const cancel = findChild(screen, "checkCancel");
            verify(screen.checkSolvable());
            verify(screen.solver.running, "the solver runs off the GUI thread: the screen answers");
            // The dialog's buttons are laid out in the next polish: click where Cancel is shown.
            tryVerify(() => cancel.visible && cancel.width > 0 && cancel.height > 0);
            waitForItemPolished(cancel);
            mouseClick(cancel);
            tryCompare(screen.solver, "running", false, 10000);
            compare(screen.solver.status, SokobanSolverRunner.Cancelled);
            verify(!findChild(screen, "checkDialog").visible);
        }

        function test_opensAFileAtItsFirstLevel() {
            const screen = createScreen({
                    "levelFile": Qt.resolvedUrl("../data/library_layouts.xsb").toString().replace("file://", "")
                });
            verify(screen.editor.columns > 0);
            verify(screen.editor.sourceName.indexOf("level 1") >= 0, screen.editor.sourceName);
        }

        function test_theShellOpensTheEditor() {
            // --edit
            StartupOptions.editor = true;
            let window = createTemporaryObject(mainComponent, testCase);
            verify(window);
            compare(window.currentScreen, "editor");
            compare(window.title, "Level editor — Tessera");
            verify(window.currentScreenItem.editor !== undefined);
            window.close();
            window.destroy();
            StartupOptions.editor = false;

            // The home screen's button, and back home.
            window = createTemporaryObject(mainComponent, testCase);
            waitForRendering(window.contentItem);
            const button = findChild(window.contentItem, "homeEditorButton");
            verify(button);
            mouseClick(button);
            tryCompare(window, "currentScreen", "editor");
            window.showHome();
            compare(window.currentScreen, "home");

            // The Sokoban screen: Edit this level opens the level shown.
            window.openGame("sokoban");
            const sokoban = window.currentScreenItem;
            verify(sokoban.session.openPastedText(root.onePush));
            sokoban.openEditor({
                    "collectionId": sokoban.session.collectionId,
                    "levelIndex": sokoban.session.levelIndex
                });
            tryCompare(window, "currentScreen", "editor");
            const editorScreen = window.currentScreenItem;
            compare(editorScreen.editor.title, "One push");
            compare(editorScreen.editor.columns, 5);

            // New level from the Sokoban screen asks the size first.
            window.openGame("sokoban");
            window.currentScreenItem.openEditor({
                    "askSize": true
                });
            tryCompare(window, "currentScreen", "editor");
            const sizeDialog = findChild(window.currentScreenItem, "newLevelDialog");
            tryCompare(sizeDialog, "opened", true);
            sizeDialog.levelWidth = 7;
            sizeDialog.levelHeight = 6;
            sizeDialog.accept();
            compare(window.currentScreenItem.editor.columns, 7);
            compare(window.currentScreenItem.editor.rows, 6);
            window.showHome();
            compare(window.currentScreen, "home", "a new level untouched: nothing to ask");
            window.openGame("sokoban");
            verify(window.currentScreenItem.session.openPastedText(root.onePush));
            window.currentScreenItem.openEditor({
                    "collectionId": window.currentScreenItem.session.collectionId,
                    "levelIndex": window.currentScreenItem.session.levelIndex
                });
            tryCompare(window, "currentScreen", "editor");

            // Unsaved changes stop the way home until the user decides.
            window.currentScreenItem.editor.paint(1, 1, 0);
            window.showHome();
            compare(window.currentScreen, "editor");
            const dialog = findChild(window.currentScreenItem, "unsavedDialog");
            tryCompare(dialog, "opened", true);
            dialog.discarded();
            tryCompare(window, "currentScreen", "home");

            // Quitting asks too: the window stays until the user decides.
            window.openEditor();
            tryCompare(window, "currentScreen", "editor");
            const again = window.currentScreenItem;
            again.editor.paint(2, 2, 3);
            window.close();
            verify(window.visible, "not closed with unsaved changes");
            const question = findChild(again, "unsavedDialog");
            tryCompare(question, "opened", true);
            question.reject();
            tryCompare(question, "visible", false);
            verify(window.visible);
        }
    }
}
