// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// The levels the tests of the Sokoban session share, and a look into its box model.

#include "SokobanSession.h"

#include <QString>
#include <QVariant>

namespace tessera::test {

// Solved by one push to the right.
inline const QString onePush = QStringLiteral("#####\n"
                                              "#@$.#\n"
                                              "#####\n"
                                              "Title: One push\n");

// Player (1,3), a box (2,2), a goal (3,3): solved at best by "uRurD".
inline const QString roomLevel = QStringLiteral("######\n"
                                                "#    #\n"
                                                "# $  #\n"
                                                "#@ . #\n"
                                                "######\n");

// Three levels: a collection to walk through.
inline const QString threeLevels = QStringLiteral("#####\n#@$.#\n#####\nTitle: First\n\n"
                                                  "######\n#@ $.#\n######\nTitle: Second\n\n"
                                                  "#######\n#@  $.#\n#######\nTitle: Third\n");

// A row of two boxes in front of the player: train push moves both.
inline const QString trainLevel = QStringLiteral("#######\n"
                                                 "#@$$ .#\n"
                                                 "#    .#\n"
                                                 "#######\n");

// Box (3,2), its goal (7,2); rows 1 and 3 run along walls with no goal: a box pushed there is
// lost. "RRRdrU" pushes it up to (5,1) on the sixth move.
inline const QString wallRoom = QStringLiteral("##########\n"
                                               "#        #\n"
                                               "#@ $   . #\n"
                                               "#        #\n"
                                               "##########\n");

inline QVariant boxRole(SokobanSession &session, int x, int y, tessera::SokobanBoxModel::Roles role)
{
    tessera::SokobanBoxModel *boxes = session.boxes();
    for (int row = 0; row < boxes->rowCount(); ++row) {
        const QModelIndex i = boxes->index(row);
        if (boxes->data(i, tessera::SokobanBoxModel::CellXRole).toInt() == x &&
            boxes->data(i, tessera::SokobanBoxModel::CellYRole).toInt() == y)
            return boxes->data(i, role);
    }
    return {};
}

} // namespace tessera::test
