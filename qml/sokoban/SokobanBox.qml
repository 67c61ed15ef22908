// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import Tessera

// One box, bound to a SokobanBoxModel row: one item that slides from cell to cell when pushed
// (over the session's step duration) and turns green, with a check, on a goal.
Item {
    id: box

    required property int cellX
    required property int cellY
    required property bool onGoal
    required property bool selected
    // Part of a deadlock just made, and the box a hint says to push.
    required property bool stuck
    required property bool hinted
    required property SokobanSession session
    property real size: 32

    // Where the box is drawn, in cells: follows the model, animated one step at a time. The
    // pixel position multiplies it by the cell size, so resizing the window never animates.
    property real shownX: cellX
    property real shownY: cellY

    x: shownX * size
    y: shownY * size
    width: size
    height: size

    Behavior on shownX  {
        enabled: box.session.play.animateSteps && box.session.play.stepDuration > 0
        NumberAnimation {
            duration: box.session.play.stepDuration
        }
    }
    Behavior on shownY  {
        enabled: box.session.play.animateSteps && box.session.play.stepDuration > 0
        NumberAnimation {
            duration: box.session.play.stepDuration
        }
    }

    // The selection: a ring in the highlight colour that breathes while the box is chosen.
    Loader {
        active: box.selected

        sourceComponent: Item {
            width: box.width
            height: box.height

            Rectangle {
                anchors.fill: parent
                anchors.margins: -Math.round(box.size * 0.03)
                radius: Math.round(box.size * 0.2)
                color: "transparent"
                border.color: Theme.sokobanTarget
                border.width: Math.max(2, Math.round(box.size * 0.07))

                SequentialAnimation on opacity  {
                    running: box.selected && !Theme.reduceMotion
                    loops: Animation.Infinite
                    NumberAnimation {
                        from: 1
                        to: 0.45
                        duration: 650
                        easing.type: Easing.InOutSine
                    }
                    NumberAnimation {
                        from: 0.45
                        to: 1
                        duration: 650
                        easing.type: Easing.InOutSine
                    }
                }
            }
        }
    }

    // Stuck: a warm outline that does not shout (the warning above the board says why).
    Loader {
        z: 1
        active: box.stuck

        sourceComponent: Item {
            width: box.width
            height: box.height

            Rectangle {
                anchors.fill: parent
                anchors.margins: -Math.round(box.size * 0.02)
                radius: Math.round(box.size * 0.2)
                color: "transparent"
                border.color: Theme.sokobanStuck
                border.width: Math.max(2, Math.round(box.size * 0.08))
            }
        }
    }

    // The hint: a ring and an arrow pointing the way to push.
    Loader {
        z: 1
        active: box.hinted

        sourceComponent: Item {
            width: box.width
            height: box.height

            Rectangle {
                anchors.fill: parent
                anchors.margins: -Math.round(box.size * 0.04)
                radius: Math.round(box.size * 0.2)
                color: "transparent"
                border.color: Theme.sokobanHint
                border.width: Math.max(2, Math.round(box.size * 0.08))
            }
            Text {
                objectName: "hintArrow"
                anchors.centerIn: parent
                // Pointing right, turned to the hint's direction.
                text: "➜"
                rotation: {
                    switch (box.session.assist.hintDirection) {
                    case Direction.Left:
                        return 180;
                    case Direction.Up:
                        return 270;
                    case Direction.Down:
                        return 90;
                    default:
                        return 0;
                    }
                }
                color: Theme.sokobanHint
                style: Text.Outline
                styleColor: Theme.sokobanHintOutline
                font.pixelSize: Math.round(box.size * 0.6)
                font.bold: true
            }
        }
    }

    Image {
        anchors.fill: parent
        source: "art/box.svg"
        sourceSize.width: Math.ceil(box.size * Screen.devicePixelRatio)
        sourceSize.height: Math.ceil(box.size * Screen.devicePixelRatio)
        smooth: true
        opacity: box.onGoal ? 0 : 1

        Behavior on opacity  {
            NumberAnimation {
                duration: Theme.motion(180)
            }
        }
    }
    Image {
        anchors.fill: parent
        source: "art/box-on-goal.svg"
        sourceSize.width: Math.ceil(box.size * Screen.devicePixelRatio)
        sourceSize.height: Math.ceil(box.size * Screen.devicePixelRatio)
        smooth: true
        opacity: box.onGoal ? 1 : 0

        Behavior on opacity  {
            NumberAnimation {
                duration: Theme.motion(180)
            }
        }
    }
}
