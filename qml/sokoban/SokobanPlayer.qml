import QtQuick
import Tessera

// The player: one item that walks from cell to cell over the session's step duration and
// turns to face the direction of the last move (the picture faces down).
Item {
    id: player

    objectName: "sokobanPlayer"
    required property SokobanSession session
    property real size: 32

    property real shownX: session.playerX
    property real shownY: session.playerY
    readonly property bool animated: session.animateSteps && session.stepDuration > 0

    x: shownX * size
    y: shownY * size
    width: size
    height: size
    visible: session.hasPlayer

    Behavior on shownX  {
        enabled: player.animated
        NumberAnimation {
            duration: player.session.stepDuration
        }
    }
    Behavior on shownY  {
        enabled: player.animated
        NumberAnimation {
            duration: player.session.stepDuration
        }
    }

    Image {
        id: sprite

        anchors.fill: parent
        source: "art/player.svg"
        sourceSize.width: Math.ceil(player.size * Screen.devicePixelRatio)
        sourceSize.height: Math.ceil(player.size * Screen.devicePixelRatio)
        smooth: true
        rotation: {
            switch (player.session.playerFacing) {
            case Direction.Left:
                return 90;
            case Direction.Up:
                return 180;
            case Direction.Right:
                return 270;
            default:
                return 0;
            }
        }

        Behavior on rotation  {
            enabled: player.session.stepDuration > 0
            RotationAnimation {
                direction: RotationAnimation.Shortest
                duration: Math.min(110, player.session.stepDuration)
            }
        }
    }
}
