// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace tessera::text {

// Character helpers the text formats (XSB levels, LURD solutions) share.

// Blank space inside a line. Form feed, vertical tab and the DOS end-of-file mark (^Z) are
// blank space in old files.
bool isSpace(char c);
// isSpace() or a line end.
bool isBlank(char c);

// `s` without the isSpace() characters at its ends (one line's text: line ends stay).
[[nodiscard]] std::string_view trimSpaceLeft(std::string_view s);
[[nodiscard]] std::string_view trimSpaceRight(std::string_view s);
[[nodiscard]] std::string_view trimSpace(std::string_view s);
// `s` without the isBlank() characters at its ends (line ends too: '\r' of a CRLF line).
[[nodiscard]] std::string_view trimBlank(std::string_view s);
// The words of `text`, separated by runs of isBlank() characters: "1 2\t3\n4" is 1, 2, 3, 4.
[[nodiscard]] std::vector<std::string_view> blankSeparatedWords(std::string_view text);

// ASCII only: the formats' keywords are English words; other bytes are never letters here.
[[nodiscard]] bool isAsciiDigit(char c);
[[nodiscard]] bool isAsciiLetter(char c);
// 'A'..'Z' as 'a'..'z'; every other byte as it is.
[[nodiscard]] char asciiLower(char c);
// `a` and `b` are the same but for the case of ASCII letters: "Title" and "TITLE".
[[nodiscard]] bool equalsNoCase(std::string_view a, std::string_view b);
// `s` begins with `prefix`, but for the case of ASCII letters: "SOLUTION 1" with "solution".
[[nodiscard]] bool startsWithNoCase(std::string_view s, std::string_view prefix);

// Appends `line` to `text`, after a '\n' unless `text` is empty.
void appendLine(std::string &text, std::string_view line);
// `text` with every line right-trimmed (trimSpaceRight()) and the blank lines at its start and
// end dropped: a note or comment as it is written back.
[[nodiscard]] std::string tidyLines(std::string_view text);

// How a message names one byte: "'x'", "byte 0x01", "a non-ASCII character".
std::string describeChar(char c);
// "0x1f".
std::string hexByte(unsigned char b);

// The length in bytes of the Unicode space character (other than the ASCII space) that starts
// `text` at `pos`, in UTF-8: U+00A0 no-break space, U+1680, U+2000..U+200A, U+202F, U+205F,
// U+3000; 0 when there is none. Web pages put these where a level had spaces.
std::size_t unicodeSpaceAt(std::string_view text, std::size_t pos);

// Whether `s` holds a byte outside ASCII (a UTF-8 sequence, for one).
bool hasNonAscii(std::string_view s);

// `line` with every Unicode space replaced by one ASCII space.
std::string withAsciiSpaces(std::string_view line);

} // namespace tessera::text
