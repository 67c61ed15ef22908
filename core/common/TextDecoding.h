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
    Utf16LE,     // with its byte order mark
    Utf16BE,     // with its byte order mark
    Windows1252, // what older Windows programs wrote; a superset of ISO-8859-1 for text
};

struct DecodedText
{
    std::string utf8; // without the byte order mark
    TextEncoding encoding = TextEncoding::Utf8;
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

// Decodes a text file to UTF-8: a UTF-8 or UTF-16 byte order mark says the encoding; otherwise
// the bytes are UTF-8 when they are valid UTF-8, else Windows-1252. Line ends are kept as they
// are. A NUL character, or control characters (other than tab, line ends, form feed, vertical
// tab and ^Z) making up more than one character in eight, mean binary data.
std::variant<DecodedText, BinaryData> decodeText(std::string_view bytes);

// Whether `bytes` is valid UTF-8 (no overlong forms, no surrogates, nothing past U+10FFFF).
bool isValidUtf8(std::string_view bytes);

// A control byte that is not text (not a tab, a line or page end, nor DOS's end-of-file mark):
// a file with too many of them is binary data.
bool isControl(unsigned char b);

// "UTF-8", "UTF-16 LE", "Windows-1252"...
const char *encodingName(TextEncoding encoding);

} // namespace tessera::text
