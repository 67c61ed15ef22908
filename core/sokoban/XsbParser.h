// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "XsbReader.h"

#include <string_view>

namespace tessera::sokoban::xsb {

// The levels, notes and syntax errors of XSB text already decoded to UTF-8 (readXsb() decodes
// and tidies web whitespace first; the encoding is left to it).
[[nodiscard]] LevelCollection parseXsb(std::string_view utf8);

} // namespace tessera::sokoban::xsb
