// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <variant>

namespace tessera::text {

// The encodings level and solution files come in. Tessera writes UTF-8 only.
enum class TextEncoding
{
    Utf8,
    Utf8WithBom,
    Utf16LE,     // with or without its byte order mark
    Utf16BE,     // with or without its byte order mark
    Windows1252, // what older Windows programs wrote in Western Europe; also the fallback
    Windows1250, // Central European (Czech, Polish...) Windows programs
    Windows1251, // Cyrillic (Bulgarian, Russian...) Windows programs
    Gb18030,     // Simplified Chinese: GB2312 and GBK are subsets of it
    Other,       // another encoding uchardet recognised: DecodedText::charset names it
};

struct DecodedText
{
    std::string utf8; // without the byte order mark
    TextEncoding encoding = TextEncoding::Utf8;
    // The encoding's iconv name: "UTF-8", "UTF-16LE", "WINDOWS-1250", "GB18030", "ISO-8859-5"...
    std::string charset = "UTF-8";
};

// Bytes that are not text at all.
struct BinaryData
{
    int line = 0;        // 1-based line of the first byte that gives it away
    std::string message; // "a NUL byte: this is binary data, not a level file"
    // What the message says, for words in another language: a NUL byte, or a control byte and
    // how many more there are.
    bool nul = false;
    unsigned char firstByte = 0;
    std::size_t moreControls = 0;
};

// Decodes a text file to UTF-8. A UTF-8 or UTF-16 byte order mark says the encoding; text that
// is valid UTF-8 (also when its last character is cut off) is UTF-8; UTF-16 without a byte
// order mark is recognised by its NUL bytes on one side of each pair of ASCII characters;
// otherwise uchardet guesses the encoding and iconv converts it, with Windows-1252 as the
// fallback when the guess is one uchardet often makes wrongly for a few accented letters.
// Bytes that are not valid in the encoding become U+FFFD. Line ends are kept as they are.
// A NUL character, or control characters (other than tab, line ends, form feed, vertical tab
// and ^Z) making up more than one character in eight, mean binary data.
[[nodiscard]] std::variant<DecodedText, BinaryData> decodeText(std::string_view bytes);

// Whether `bytes` is valid UTF-8 (no overlong forms, no surrogates, nothing past U+10FFFF).
[[nodiscard]] bool isValidUtf8(std::string_view bytes);

// A control byte that is not text (not a tab, a line or page end, nor DOS's end-of-file mark):
// a file with too many of them is binary data.
[[nodiscard]] bool isControl(unsigned char b);
// `text` without its isControl() bytes: a text field written with them could read back as
// binary data.
[[nodiscard]] std::string withoutControls(std::string text);

// "UTF-8", "UTF-16 LE", "Windows-1250", "GB18030"...
[[nodiscard]] const char *encodingName(TextEncoding encoding);
// The name of what `text` was decoded from: encodingName(), or the charset for Other.
[[nodiscard]] std::string encodingName(const DecodedText &text);

} // namespace tessera::text
