// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace tessera::sokoban {

// Level text as web pages give it, made readable by readXsb(): in every line that is board
// syntax once its Unicode spaces (U+00A0 no-break space and the like) are ASCII spaces, they
// become ASCII spaces; and the leading blank space that every row of a board shares (a web
// page's indentation) is removed before tabs are expanded, so tabs inside rows line up as the
// author wrote them. Lines and line ends stay where they were, so line numbers hold.
// nullopt when the text needs nothing of this (no Unicode character, tab or long line).
[[nodiscard]] std::optional<std::string> tidyWebWhitespace(std::string_view text);

} // namespace tessera::sokoban
