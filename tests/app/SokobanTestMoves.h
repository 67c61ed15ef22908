// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// What the tests of the Sokoban session share: moves played as the player would make them.

#include "SokobanSession.h"

namespace tessera::test {

// Plays `lurd` (l u r d, either case; anything else is skipped) one move at a time.
inline void play(SokobanSession &session, const char *lurd)
{
    for (const char *c = lurd; *c; ++c) {
        switch (*c | 0x20) {
        case 'l':
            session.move(QmlDirection::Left);
            break;
        case 'u':
            session.move(QmlDirection::Up);
            break;
        case 'r':
            session.move(QmlDirection::Right);
            break;
        case 'd':
            session.move(QmlDirection::Down);
            break;
        }
    }
}

} // namespace tessera::test
