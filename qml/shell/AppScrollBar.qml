// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls

// A view's vertical scroll bar that stays in sight while there is more to see (Fusion's shows
// its handle only while scrolling, so a player could not tell the list goes on).
ScrollBar {
    policy: size < 1.0 ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
}
