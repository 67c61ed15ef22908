// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import Tessera

// One cell of the board, bound to a SokobanBoardModel row: floor (checkerboard, shaded under
// walls) with its goal and highlights, or a piece of wall drawn as a raised block that joins
// its neighbours. Outside cells draw nothing. Boxes and the player are separate items above.
Item {
    id: cell

    required property int cellX
    required property int cellY
    required property int terrain
    required property int wallJoin
    required property bool goal
    required property bool boxTarget
    required property bool problem
    required property bool deadSquare
    required property bool hintTarget
    // The side of a cell in pixels (a whole number, so cells meet without seams).
    property real size: 32
    // False where a view draws problem marks itself, above its boxes (the editor).
    property bool showProblem: true

    readonly property bool isWall: terrain === SokobanBoardModel.Wall
    readonly property bool isFloor: terrain === SokobanBoardModel.Floor

    function joined(bit) {
        return (wallJoin & bit) !== 0;
    }

    x: cellX * size
    y: cellY * size
    width: size
    height: size
    visible: terrain !== SokobanBoardModel.Outside

    // A rectangle whose corners are rounded one by one (Rectangle rounds all four on Qt 6.4):
    // square patches cover the corners that stay square.
    component Block: Item {
        id: block

        property color color
        property real radius
        property bool roundTopLeft
        property bool roundTopRight
        property bool roundBottomLeft
        property bool roundBottomRight

        Rectangle {
            anchors.fill: parent
            radius: block.radius
            color: block.color
        }
        Rectangle {
            visible: !block.roundTopLeft
            width: block.radius
            height: block.radius
            color: block.color
        }
        Rectangle {
            visible: !block.roundTopRight
            x: block.width - width
            width: block.radius
            height: block.radius
            color: block.color
        }
        Rectangle {
            visible: !block.roundBottomLeft
            y: block.height - height
            width: block.radius
            height: block.radius
            color: block.color
        }
        Rectangle {
            visible: !block.roundBottomRight
            x: block.width - width
            y: block.height - height
            width: block.radius
            height: block.radius
            color: block.color
        }
    }

    Loader {
        anchors.fill: parent
        sourceComponent: cell.isWall ? wallComponent : cell.isFloor ? floorComponent : null
    }

    Component {
        id: floorComponent

        Item {
            Rectangle {
                anchors.fill: parent
                color: (cell.cellX + cell.cellY) % 2 === 0 ? Theme.sokobanFloor : Theme.sokobanFloorAlt
            }
            // The walls above and to the left cast a soft shadow (light comes from the top).
            Rectangle {
                visible: cell.joined(SokobanBoardModel.JoinUp)
                width: parent.width
                height: Math.round(parent.height * 0.24)
                gradient: Gradient {
                    GradientStop {
                        position: 0
                        color: Theme.sokobanFloorShade
                    }
                    GradientStop {
                        position: 1
                        color: "transparent"
                    }
                }
            }
            Rectangle {
                visible: cell.joined(SokobanBoardModel.JoinLeft)
                width: Math.round(parent.width * 0.12)
                height: parent.height
                gradient: Gradient {
                    orientation: Gradient.Horizontal
                    GradientStop {
                        position: 0
                        color: Theme.sokobanFloorShade
                    }
                    GradientStop {
                        position: 1
                        color: "transparent"
                    }
                }
            }
            // A goal: a ring with a centre, in the goal colour.
            Rectangle {
                visible: cell.goal
                anchors.centerIn: parent
                width: Math.round(cell.size * 0.5)
                height: width
                radius: width / 2
                color: Theme.sokobanGoalFill
                border.color: Theme.sokobanGoal
                border.width: Math.max(1.5, cell.size * 0.065)

                Rectangle {
                    anchors.centerIn: parent
                    width: Math.round(cell.size * 0.16)
                    height: width
                    radius: width / 2
                    color: Theme.sokobanGoal
                }
            }
            // A dead square (the "show dead squares" setting): a faint cross, quiet enough to
            // play over.
            Item {
                visible: cell.deadSquare && !cell.goal
                anchors.centerIn: parent
                width: Math.round(cell.size * 0.34)
                height: width

                Repeater {
                    model: 2

                    Rectangle {
                        required property int index

                        anchors.centerIn: parent
                        width: parent.width
                        height: Math.max(1.5, cell.size * 0.06)
                        radius: height / 2
                        rotation: index === 0 ? 45 : -45
                        color: Theme.sokobanDead
                    }
                }
            }
            // Where the hint's box goes: a ring in the hint colour that breathes.
            Rectangle {
                visible: cell.hintTarget
                anchors.centerIn: parent
                width: Math.round(cell.size * 0.62)
                height: width
                radius: width / 2
                color: "transparent"
                border.color: Theme.sokobanHint
                border.width: Math.max(2, cell.size * 0.08)

                SequentialAnimation on scale  {
                    running: cell.hintTarget && !Theme.reduceMotion
                    loops: Animation.Infinite
                    NumberAnimation {
                        from: 0.8
                        to: 1.05
                        duration: 600
                        easing.type: Easing.InOutSine
                    }
                    NumberAnimation {
                        from: 1.05
                        to: 0.8
                        duration: 600
                        easing.type: Easing.InOutSine
                    }
                }
            }
            // Where the selected box can be pushed.
            Rectangle {
                anchors.centerIn: parent
                width: Math.round(cell.size * 0.3)
                height: width
                radius: width / 2
                color: Theme.sokobanTarget
                border.color: Theme.sokobanTargetEdge
                border.width: Math.max(1, cell.size * 0.03)
                opacity: cell.boxTarget ? 0.85 : 0
                scale: cell.boxTarget ? 1 : 0.4

                Behavior on opacity  {
                    NumberAnimation {
                        duration: Theme.motion(120)
                    }
                }
                Behavior on scale  {
                    NumberAnimation {
                        duration: Theme.motion(160)
                        easing.type: Easing.OutBack
                    }
                }
            }
        }
    }

    Component {
        id: wallComponent

        // A raised block: a lit edge where nothing is above, the top face, and a darker front
        // face where the wall faces down onto floor or the outside. Outer corners (both sides
        // outside the level) are rounded; corners next to floor stay square, meeting the tiles.
        Item {
            id: wall

            readonly property real radius: Math.round(cell.size * 0.22)
            readonly property bool openUp: !cell.joined(SokobanBoardModel.JoinUp)
            readonly property real front: cell.joined(SokobanBoardModel.JoinDown) ? 0 : Math.round(cell.size * 0.2)
            readonly property real edge: openUp ? Math.max(1, Math.round(cell.size * 0.06)) : 0
            readonly property bool tl: cell.joined(SokobanBoardModel.OutsideUp) && cell.joined(SokobanBoardModel.OutsideLeft)
            readonly property bool tr: cell.joined(SokobanBoardModel.OutsideUp) && cell.joined(SokobanBoardModel.OutsideRight)
            readonly property bool bl: cell.joined(SokobanBoardModel.OutsideDown) && cell.joined(SokobanBoardModel.OutsideLeft)
            readonly property bool br: cell.joined(SokobanBoardModel.OutsideDown) && cell.joined(SokobanBoardModel.OutsideRight)

            Block {
                anchors.fill: parent
                color: Theme.sokobanWallFront
                radius: wall.radius
                roundTopLeft: wall.tl
                roundTopRight: wall.tr
                roundBottomLeft: wall.bl
                roundBottomRight: wall.br
            }
            Block {
                width: parent.width
                height: parent.height - wall.front
                color: Theme.sokobanWallEdge
                radius: wall.radius
                roundTopLeft: wall.tl
                roundTopRight: wall.tr
            }
            Block {
                y: wall.edge
                width: parent.width
                height: parent.height - wall.front - wall.edge
                color: Theme.sokobanWall
                radius: wall.radius
                roundTopLeft: wall.tl
                roundTopRight: wall.tr
            }
        }
    }

    // A cell a validation problem names (an invalid level).
    Rectangle {
        visible: cell.problem && cell.showProblem
        anchors.fill: parent
        anchors.margins: Math.round(cell.size * 0.06)
        radius: Math.round(cell.size * 0.12)
        color: Theme.sokobanProblemFill
        border.color: Theme.sokobanProblem
        border.width: Math.max(2, cell.size * 0.06)
        z: 1
    }
}
