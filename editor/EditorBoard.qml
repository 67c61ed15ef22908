// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import Tessera
import Tessera.Editor

// The level being edited, scaled to the space given with square cells of whole pixels, drawn
// with the play screen's cells (SokobanCell) and the editor's overlay (boxes, the player, the
// outside grid). Mouse: left click paints with the chosen tool and a left drag paints a stroke
// (one undo step); right click or drag erases. With a rectangle shape, a drag spans the
// rectangle to fill or outline, shown while dragging. Ctrl+wheel zooms in and out (about the
// pointer); the wheel scrolls a board larger than the view.
// For a screen reader, a table of named cells (AccessibleBoard, from the board model).
AccessibleBoard {
    id: view

    required property LevelEditorSession editor
    Accessible.role: Accessible.Table
    name: qsTr("Level being edited")
    model: editor.board
    rowCount: rows
    columnCount: columns
    cellArea: area
    property int maxCellSize: 56

    readonly property int columns: editor.columns
    readonly property int rows: editor.rows
    // 1: the whole level fits the view; up to 16 times that.
    property real zoom: 1
    property int maxZoomedCellSize: 72
    readonly property int fitCellSize: columns > 0 && rows > 0 ? Math.max(4, Math.floor(Math.min(width / columns, height / rows, maxCellSize))) : 0
    readonly property int cellSize: fitCellSize > 0 ? Math.max(fitCellSize, Math.min(Math.floor(fitCellSize * zoom), maxZoomedCellSize)) : 0
    readonly property bool canZoomIn: cellSize < maxZoomedCellSize && zoom < 16
    readonly property bool canZoomOut: zoom > 1
    readonly property alias boardArea: area
    // Big boards are drawn as one picture (see EditorBoardPicture): one item per cell would take
    // seconds to create there. Up to 30x30 every cell is a SokobanCell, as in play.
    property int pictureAbove: 900
    // From the model's size, which changes before its reset ends: no delegate is made for a big board.
    readonly property bool drawnAsPicture: editor.board.columns * editor.board.rows > pictureAbove
    // The cells' model: dropped as soon as the board grows big, given back only once the new
    // level is in (given in the middle of the model's reset, every cell would be made twice).
    property var cellModel: null

    function updateCellModel() {
        cellModel = drawnAsPicture ? null : editor.board;
    }

    onDrawnAsPictureChanged: {
        if (drawnAsPicture)
            cellModel = null;
    }
    Component.onCompleted: updateCellModel()
    // The cell under the pointer, or (-1, -1).
    readonly property point hoveredCell: Qt.point(mouse.hoverX, mouse.hoverY)

    // A stroke or a rectangle is being dragged (Esc cancels it), or a rectangle is being spanned
    // from the cell cursor.
    readonly property bool dragging: mouse.stroking || mouse.spanning || cursorSpanning

    // The cell cursor of the keys and the game controller: shown once moved, hidden again
    // when the mouse is used. With a rectangle shape, the first paint sets one corner and the
    // second paints the rectangle up to the cursor.
    property int cursorX: 0
    property int cursorY: 0
    property bool cursorShown: false
    property bool cursorSpanning: false
    property int cursorAnchorX: -1
    property int cursorAnchorY: -1

    function moveCursor(dx, dy) {
        if (columns <= 0 || rows <= 0)
            return false;
        if (!cursorShown && mouse.hoverX >= 0) {
            // It appears where the mouse points.
            cursorX = mouse.hoverX;
            cursorY = mouse.hoverY;
        } else if (cursorShown) {
            cursorX = Math.max(0, Math.min(columns - 1, cursorX + dx));
            cursorY = Math.max(0, Math.min(rows - 1, cursorY + dy));
        }
        cursorShown = true;
        showCursorCell();
        return true;
    }
    function paintAtCursor() {
        if (columns <= 0 || rows <= 0)
            return false;
        if (!cursorShown) {
            cursorShown = true;
            showCursorCell();
            return true;
        }
        if (editor.shape === LevelEditorSession.Freehand)
            return editor.paint(cursorX, cursorY, editor.tool);
        if (!cursorSpanning) {
            cursorAnchorX = cursorX;
            cursorAnchorY = cursorY;
            cursorSpanning = true;
            return true;
        }
        cursorSpanning = false;
        return editor.fillRectangle(cursorAnchorX, cursorAnchorY, cursorX, cursorY, editor.tool, editor.shape === LevelEditorSession.Outline);
    }
    // Scrolls a zoomed board so the cursor's cell is in view.
    function showCursorCell() {
        const left = area.x + cursorX * cellSize;
        const top = area.y + cursorY * cellSize;
        if (left < flick.contentX)
            flick.contentX = Math.max(0, left);
        else if (left + cellSize > flick.contentX + flick.width)
            flick.contentX = Math.min(flick.contentWidth - flick.width, left + cellSize - flick.width);
        if (top < flick.contentY)
            flick.contentY = Math.max(0, top);
        else if (top + cellSize > flick.contentY + flick.height)
            flick.contentY = Math.min(flick.contentHeight - flick.height, top + cellSize - flick.height);
    }
    function hideCursor() {
        cursorShown = false;
        cursorSpanning = false;
    }

    // Esc during a drag: a rectangle is dropped, a stroke is taken back.
    function cancelDrag() {
        cursorSpanning = false;
        if (mouse.stroking) {
            mouse.stroking = false;
            if (editor.endStroke())
                editor.undo();
        }
        mouse.spanning = false;
    }

    // The centre of cell (x, y) in this item's coordinates: where a user clicks it.
    function cellCenter(x, y) {
        return area.mapToItem(view, (x + 0.5) * cellSize, (y + 0.5) * cellSize);
    }

    // Zooms by `factor`, keeping the point (px, py) of the view where it is (the centre when
    // not given).
    function zoomBy(factor, px, py) {
        const fx = px === undefined ? flick.width / 2 : px;
        const fy = py === undefined ? flick.height / 2 : py;
        const before = cellSize;
        const cellX = (flick.contentX + fx - area.x) / before;
        const cellY = (flick.contentY + fy - area.y) / before;
        zoom = Math.max(1, Math.min(16, zoom * factor));
        if (cellSize === before)
            return;
        flick.contentX = Math.max(0, Math.min(flick.contentWidth - flick.width, area.x + cellX * cellSize - fx));
        flick.contentY = Math.max(0, Math.min(flick.contentHeight - flick.height, area.y + cellY * cellSize - fy));
    }
    function zoomToFit() {
        zoom = 1;
        flick.contentX = 0;
        flick.contentY = 0;
    }

    // A handle that stands out over the floor's colours.
    component BoardScrollBar: ScrollBar {
        id: bar

        contentItem: Rectangle {
            implicitWidth: 8
            implicitHeight: 8
            radius: 4
            color: Theme.text
            opacity: bar.pressed ? 0.7 : bar.hovered ? 0.55 : 0.4
        }
    }

    // A new level starts whole in view.
    Connections {
        target: view.editor.board

        function onSizeChanged() {
            view.zoomToFit();
        }
    }
    Connections {
        target: view.editor

        function onLevelChanged() {
            view.updateCellModel();
            // A level of another size keeps the cursor on the board.
            view.cursorX = Math.max(0, Math.min(view.columns - 1, view.cursorX));
            view.cursorY = Math.max(0, Math.min(view.rows - 1, view.cursorY));
        }
    }

    Flickable {
        id: flick

        anchors.fill: parent
        // Drags paint; the wheel and the scroll bars move the view.
        interactive: false
        clip: true
        contentWidth: Math.max(width, area.width)
        contentHeight: Math.max(height, area.height)

        ScrollBar.horizontal: BoardScrollBar {
            objectName: "editorScrollH"
            policy: flick.contentWidth > flick.width ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        }
        ScrollBar.vertical: BoardScrollBar {
            objectName: "editorScrollV"
            policy: flick.contentHeight > flick.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        }

        Item {
            id: area

            x: Math.round((flick.contentWidth - width) / 2)
            y: Math.round((flick.contentHeight - height) / 2)
            width: view.columns * view.cellSize
            height: view.rows * view.cellSize

            Repeater {
                objectName: "editorCells"
                model: view.cellModel

                delegate: SokobanCell {
                    size: view.cellSize
                    // EditorCellOverlay draws problem marks, above the boxes.
                    showProblem: false
                }
            }
            Repeater {
                model: view.cellModel

                delegate: EditorCellOverlay {
                    size: view.cellSize
                }
            }
            EditorBoardPicture {
                objectName: "editorBoardPicture"
                // Only the part of the board in view, so a zoomed 128x128 level is no giant texture.
                x: Math.max(0, flick.contentX - area.x)
                y: Math.max(0, flick.contentY - area.y)
                width: Math.max(0, Math.min(area.width - x, flick.width))
                height: Math.max(0, Math.min(area.height - y, flick.height))
                viewX: x
                viewY: y
                visible: view.drawnAsPicture
                board: view.drawnAsPicture ? view.editor.board : null
                cellSize: view.cellSize
                colors: Theme.sokobanBoardColors
                gridColor: Theme.border
            }

            // The cell the tool would paint.
            Rectangle {
                x: mouse.hoverX * view.cellSize
                y: mouse.hoverY * view.cellSize
                width: view.cellSize
                height: view.cellSize
                visible: mouse.hoverX >= 0 && !mouse.spanning
                radius: Math.round(view.cellSize * 0.14)
                color: Theme.sokobanHover
                border.color: Theme.sokobanTarget
                border.width: Math.max(1, Math.round(view.cellSize * 0.06))
            }

            // The cell cursor of the keys and the controller.
            Rectangle {
                objectName: "editorCellCursor"
                x: view.cursorX * view.cellSize
                y: view.cursorY * view.cellSize
                width: view.cellSize
                height: view.cellSize
                visible: view.cursorShown
                color: "transparent"
                radius: Math.round(view.cellSize * 0.14)
                border.color: Theme.sokobanTarget
                border.width: Math.max(2, Math.round(view.cellSize * 0.12))
            }

            // The rectangle being dragged, or spanned from the cell cursor.
            Rectangle {
                readonly property bool fromCursor: view.cursorSpanning
                readonly property int fromX: fromCursor ? view.cursorAnchorX : mouse.anchorX
                readonly property int fromY: fromCursor ? view.cursorAnchorY : mouse.anchorY
                readonly property int toX: fromCursor ? view.cursorX : mouse.hoverX
                readonly property int toY: fromCursor ? view.cursorY : mouse.hoverY

                objectName: "editorRectanglePreview"
                visible: mouse.spanning || fromCursor
                x: Math.min(fromX, toX) * view.cellSize
                y: Math.min(fromY, toY) * view.cellSize
                width: (Math.abs(toX - fromX) + 1) * view.cellSize
                height: (Math.abs(toY - fromY) + 1) * view.cellSize
                color: view.editor.shape === LevelEditorSession.Outline ? "transparent" : Theme.sokobanHover
                border.color: (fromCursor ? view.editor.tool : mouse.strokeTool) === 7 ? Theme.danger : Theme.sokobanTarget
                border.width: Math.max(2, Math.round(view.cellSize * 0.1))
                radius: Math.round(view.cellSize * 0.1)
            }
        }

        MouseArea {
            id: mouse

            property int hoverX: -1
            property int hoverY: -1
            property int lastX: -1
            property int lastY: -1
            property int anchorX: -1
            property int anchorY: -1
            property bool stroking: false
            property bool spanning: false
            property int strokeTool: 0

            function cellAt(px, py, clamp) {
                if (view.cellSize <= 0)
                    return null;
                let x = Math.floor((px - area.x) / view.cellSize);
                let y = Math.floor((py - area.y) / view.cellSize);
                if (clamp) {
                    x = Math.max(0, Math.min(view.columns - 1, x));
                    y = Math.max(0, Math.min(view.rows - 1, y));
                } else if (x < 0 || y < 0 || x >= view.columns || y >= view.rows) {
                    return null;
                }
                return Qt.point(x, y);
            }
            function setHover(c) {
                hoverX = c ? c.x : -1;
                hoverY = c ? c.y : -1;
            }

            width: flick.contentWidth
            height: flick.contentHeight
            acceptedButtons: Qt.LeftButton | Qt.RightButton
            hoverEnabled: true
            cursorShape: hoverX >= 0 ? Qt.CrossCursor : Qt.ArrowCursor

            onPressed: m => {
                if (stroking || spanning)
                    return;
                view.hideCursor();
                const c = cellAt(m.x, m.y, false);
                if (!c)
                    return;
                strokeTool = m.button === Qt.RightButton ? 7 : view.editor.tool;
                setHover(c);
                if (view.editor.shape === LevelEditorSession.Freehand) {
                    stroking = true;
                    view.editor.beginStroke();
                    view.editor.paint(c.x, c.y, strokeTool);
                    lastX = c.x;
                    lastY = c.y;
                } else {
                    spanning = true;
                    anchorX = c.x;
                    anchorY = c.y;
                }
            }
            onPositionChanged: m => {
                if (stroking) {
                    const c = cellAt(m.x, m.y, true);
                    setHover(cellAt(m.x, m.y, false));
                    if (c && (c.x !== lastX || c.y !== lastY)) {
                        view.editor.paintLine(lastX, lastY, c.x, c.y, strokeTool);
                        lastX = c.x;
                        lastY = c.y;
                    }
                } else if (spanning) {
                    setHover(cellAt(m.x, m.y, true));
                } else {
                    setHover(cellAt(m.x, m.y, false));
                }
            }
            onReleased: m => {
                if (stroking) {
                    stroking = false;
                    view.editor.endStroke();
                } else if (spanning) {
                    spanning = false;
                    const c = cellAt(m.x, m.y, true);
                    view.editor.fillRectangle(anchorX, anchorY, c.x, c.y, strokeTool, view.editor.shape === LevelEditorSession.Outline);
                }
                setHover(cellAt(m.x, m.y, false));
            }
            onCanceled: {
                if (stroking)
                    view.editor.endStroke();
                stroking = false;
                spanning = false;
            }
            onExited: {
                if (!stroking && !spanning)
                    setHover(null);
            }
            // Ctrl+wheel zooms about the pointer; the wheel scrolls (Shift: sideways).
            onWheel: w => {
                const dy = w.angleDelta.y;
                if (w.modifiers & Qt.ControlModifier) {
                    if (dy !== 0)
                        view.zoomBy(dy > 0 ? 1.25 : 0.8, w.x - flick.contentX, w.y - flick.contentY);
                    return;
                }
                const sideways = (w.modifiers & Qt.ShiftModifier) !== 0 || w.angleDelta.x !== 0;
                if (sideways)
                    flick.contentX = Math.max(0, Math.min(flick.contentWidth - flick.width, flick.contentX - (w.angleDelta.x !== 0 ? w.angleDelta.x : dy)));
                else
                    flick.contentY = Math.max(0, Math.min(flick.contentHeight - flick.height, flick.contentY - dy));
            }
        }
    }
}
