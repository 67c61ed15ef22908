// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import Tessera

// Help > About: what Tessera is, its version, and credit to the people whose work it ships.
AppDialog {
    id: dialog

    objectName: "aboutDialog"

    // This translation's own credit; the untranslated key in English, which shows nothing.
    readonly property string translatorCredits: qsTr("translator-credits", "This translation's credit in the About box: who translated it. Not shown in English.")

    width: Math.min(520, parent.width - 2 * Theme.spacingLarge)
    title: qsTr("About Tessera")
    // Never taller than the window: the credits scroll on a small screen.
    height: Math.min(implicitHeight, parent.height - 2 * Theme.spacingLarge)
    standardButtons: Dialog.Close

    AppScrollView {
        id: scroll

        anchors.fill: parent

        Column {
            width: scroll.availableWidth
            spacing: Theme.spacing

            Row {
                spacing: Theme.spacing

                Image {
                    width: 72
                    height: 72
                    sourceSize.width: width * Screen.devicePixelRatio
                    sourceSize.height: height * Screen.devicePixelRatio
                    source: "qrc:/icons/tessera.svg"
                }
                Column {
                    anchors.verticalCenter: parent.verticalCenter
                    spacing: 2

                    Label {
                        text: qsTr("Tessera")
                        color: Theme.text
                        font.pixelSize: Theme.fontTitle
                        font.bold: true
                    }
                    Label {
                        objectName: "aboutVersion"
                        text: qsTr("Version %1").arg(AppInfo.version)
                        color: Theme.textMuted
                        font.pixelSize: Theme.fontNormal
                    }
                }
            }
            Label {
                width: parent.width
                text: qsTr("Sokoban, 2048 and the Fifteen puzzle in one desktop app.")
                color: Theme.text
                font.pixelSize: Theme.fontNormal
                wrapMode: Text.WordWrap
            }
            Label {
                text: qsTr("Credits")
                color: Theme.text
                font.pixelSize: Theme.fontLarge
                font.bold: true
            }
            Label {
                objectName: "aboutCredits"
                width: parent.width
                color: Theme.text
                font.pixelSize: Theme.fontNormal
                wrapMode: Text.WordWrap
                lineHeight: 1.2
                textFormat: Text.StyledText
                linkColor: Theme.accent
                text: qsTr("<b>Microban</b>: 155 levels by David W. Skinner, freely distributable with credit to the author.") + "<br>" + qsTr("<b>XSokoban</b>: the 90 classic levels as distributed with XSokoban, in the public domain; original designs by Hiroyuki Imabayashi, Thinking Rabbit, 1982.") + "<br>" + qsTr("<b>2048</b>: after the original game by Gabriele Cirulli.") + "<br>" + qsTr("<b>Qt</b> %1: the toolkit Tessera is built with, by The Qt Company and the Qt Project, used under the GNU LGPL v3.").arg(AppInfo.qtVersion) + "<br>" + qsTr("<b>Translations</b>: Čeština, 中文, Български and Polski by the Tessera translators; the standard buttons and file dialog in Qt's own translations.") + (dialog.translatorCredits !== "translator-credits" ? "<br>" + dialog.translatorCredits : "")
            }
        }
    }
}
