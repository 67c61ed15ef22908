// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import Tessera

// The heading of a part of a settings page ("Theme", "Board size"), alike on every page.
Label {
    color: Theme.text
    font.pixelSize: Theme.fontLarge
    font.bold: true
}
