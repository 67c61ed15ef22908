// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "LogCategories.h"

namespace tessera {

Q_LOGGING_CATEGORY(lcStorage, "tessera.storage", QtInfoMsg)
Q_LOGGING_CATEGORY(lcSettings, "tessera.settings", QtInfoMsg)
Q_LOGGING_CATEGORY(lcGame, "tessera.game", QtInfoMsg)

} // namespace tessera
