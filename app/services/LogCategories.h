// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QLoggingCategory>

// The app's logging categories, so a maintainer can pick what to hear
// (QT_LOGGING_RULES="tessera.storage.debug=true"). What the player must know is shown as a
// notice as well; the log only keeps the trail. Sound has its own (lcSound, app/sound).
namespace tessera {

// The player's files: progress, resume state, scores, caches.
Q_DECLARE_LOGGING_CATEGORY(lcStorage)
// tessera.conf: values ignored and why.
Q_DECLARE_LOGGING_CATEGORY(lcSettings)
// The game sessions and their models.
Q_DECLARE_LOGGING_CATEGORY(lcGame)

} // namespace tessera
