// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <functional>

namespace tessera {

// Words a text in the language of the moment. Kept instead of the text where a text stays on
// screen (a notice, an error, a name made up by the app), so a switch of language says it again.
using Wording = std::function<QString()>;

// The text `wording` gives now; empty when there is none.
inline QString worded(const Wording &wording)
{
    return wording ? wording() : QString();
}

} // namespace tessera
