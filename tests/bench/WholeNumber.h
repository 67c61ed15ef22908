// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Whole numbers and tiles as the 2048 benchmarks read them from options and files:
// std::from_chars, so that "12x", "-1" and "" are refused rather than read as something else.

#include "game2048/Board.h"

#include <charconv>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <type_traits>

namespace tessera::bench {

// A whole number of 0 or more (of type Integer), blanks around it allowed; nullopt for anything
// else.
template <typename Integer = long long>
[[nodiscard]] std::optional<Integer> wholeNumber(std::string_view text)
{
    constexpr std::string_view blanks = " \t\r";
    const std::size_t first = text.find_first_not_of(blanks);
    if (first == std::string_view::npos)
        return std::nullopt;
    text.remove_prefix(first);
    Integer value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    const std::string_view rest(end, static_cast<std::size_t>(text.data() + text.size() - end));
    if (error != std::errc{} || rest.find_first_not_of(blanks) != rest.npos)
        return std::nullopt;
    if constexpr (std::is_signed_v<Integer>) {
        if (value < 0)
            return std::nullopt;
    }
    return value;
}

// A tile: a power of two from 4 to the largest a board holds; nullopt for anything else.
[[nodiscard]] inline std::optional<std::int64_t> tileNumber(std::string_view text)
{
    const std::optional<long long> tile = wholeNumber(text);
    if (!tile || *tile < 4 || (*tile & (*tile - 1)) != 0 ||
        *tile > game2048::tileValue(game2048::maxExponent))
        return std::nullopt;
    return *tile;
}

} // namespace tessera::bench
