// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Whole numbers as the 2048 benchmarks read them from options and files: std::from_chars, so
// that "12x", "-1" and "" are refused rather than read as something else.

#include <charconv>
#include <cstddef>
#include <optional>
#include <string_view>

namespace tessera::bench {

// A whole number of 0 or more, blanks around it allowed; nullopt for anything else.
[[nodiscard]] inline std::optional<long long> wholeNumber(std::string_view text)
{
    constexpr std::string_view blanks = " \t\r";
    const std::size_t first = text.find_first_not_of(blanks);
    if (first == std::string_view::npos)
        return std::nullopt;
    text.remove_prefix(first);
    long long value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    const std::string_view rest(end, static_cast<std::size_t>(text.data() + text.size() - end));
    if (error != std::errc{} || value < 0 || rest.find_first_not_of(blanks) != rest.npos)
        return std::nullopt;
    return value;
}

} // namespace tessera::bench
