#include "TextDecoding.h"

#include "PlainText.h"

#include <cstdint>
#include <optional>

namespace tessera::text {

namespace {

// Windows-1252 0x80..0x9f; the five unassigned bytes keep their ISO-8859-1 (C1) meaning.
constexpr std::uint16_t cp1252High[32] = {
    0x20ac, 0x0081, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160,
    0x2039, 0x0152, 0x008d, 0x017d, 0x008f, 0x0090, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022,
    0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x009d, 0x017e, 0x0178};

void appendUtf8(std::string &out, std::uint32_t cp)
{
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xc0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3f));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xe0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
        out += static_cast<char>(0x80 | (cp & 0x3f));
    } else {
        out += static_cast<char>(0xf0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3f));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
        out += static_cast<char>(0x80 | (cp & 0x3f));
    }
}

constexpr std::uint32_t replacement = 0xfffd;

std::string fromUtf16(std::string_view bytes, bool bigEndian)
{
    std::string out;
    out.reserve(bytes.size());
    const auto unit = [&](std::size_t i) {
        const auto a = static_cast<unsigned char>(bytes[i]);
        const auto b = static_cast<unsigned char>(bytes[i + 1]);
        return static_cast<std::uint32_t>(bigEndian ? (a << 8) | b : (b << 8) | a);
    };
    std::size_t i = 0;
    for (; i + 1 < bytes.size(); i += 2) {
        const std::uint32_t u = unit(i);
        if (u >= 0xd800 && u <= 0xdbff && i + 3 < bytes.size()) {
            const std::uint32_t low = unit(i + 2);
            if (low >= 0xdc00 && low <= 0xdfff) {
                appendUtf8(out, 0x10000 + ((u - 0xd800) << 10) + (low - 0xdc00));
                i += 2;
                continue;
            }
        }
        appendUtf8(out, u >= 0xd800 && u <= 0xdfff ? replacement : u);
    }
    if (i < bytes.size()) // an odd byte at the end
        appendUtf8(out, replacement);
    return out;
}

std::string fromWindows1252(std::string_view bytes)
{
    std::string out;
    out.reserve(bytes.size() + bytes.size() / 8);
    for (const char c : bytes) {
        const auto b = static_cast<unsigned char>(c);
        if (b < 0x80)
            out += c;
        else if (b < 0xa0)
            appendUtf8(out, cp1252High[b - 0x80]);
        else
            appendUtf8(out, b);
    }
    return out;
}

// The line of byte `index` in `text` (LF, CRLF and CR line ends).
int lineOf(std::string_view text, std::size_t index)
{
    int line = 1;
    for (std::size_t i = 0; i < index; ++i) {
        if (text[i] == '\n' || (text[i] == '\r' && (i + 1 >= text.size() || text[i + 1] != '\n')))
            ++line;
    }
    return line;
}

std::optional<BinaryData> findBinary(std::string_view text)
{
    std::size_t controls = 0;
    std::size_t firstControl = std::string_view::npos;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto b = static_cast<unsigned char>(text[i]);
        if (b == 0)
            return BinaryData{lineOf(text, i), "a NUL byte: this is binary data, not a level file",
                              true, 0, 0};
        if (isControl(b)) {
            ++controls;
            if (firstControl == std::string_view::npos)
                firstControl = i;
        }
    }
    if (controls == 0 || controls * 8 <= text.size())
        return std::nullopt;
    return BinaryData{lineOf(text, firstControl),
                      describeChar(text[firstControl]) + " and " + std::to_string(controls - 1) +
                          " more control bytes: this is binary data, not a level file",
                      false, static_cast<unsigned char>(text[firstControl]), controls - 1};
}

} // namespace

bool isControl(unsigned char b)
{
    return (b < 0x20 && b != '\t' && b != '\n' && b != '\r' && b != '\f' && b != '\v' &&
            b != 0x1a) ||
           b == 0x7f;
}

bool isValidUtf8(std::string_view text)
{
    const auto *bytes = reinterpret_cast<const unsigned char *>(text.data());
    const std::size_t n = text.size();
    for (std::size_t i = 0; i < n;) {
        const unsigned char b = bytes[i];
        if (b < 0x80) {
            ++i;
            continue;
        }
        // The lead byte says how many continuation bytes follow and limits the second byte.
        std::size_t extra = 0;
        unsigned char lo = 0x80, hi = 0xbf;
        if (b >= 0xc2 && b <= 0xdf) {
            extra = 1;
        } else if (b >= 0xe0 && b <= 0xef) {
            extra = 2;
            if (b == 0xe0)
                lo = 0xa0;
            if (b == 0xed)
                hi = 0x9f;
        } else if (b >= 0xf0 && b <= 0xf4) {
            extra = 3;
            if (b == 0xf0)
                lo = 0x90;
            if (b == 0xf4)
                hi = 0x8f;
        } else {
            return false;
        }
        for (std::size_t k = 1; k <= extra; ++k) {
            if (i + k >= n)
                return false;
            const unsigned char c = bytes[i + k];
            if (c < (k == 1 ? lo : 0x80) || c > (k == 1 ? hi : 0xbf))
                return false;
        }
        i += extra + 1;
    }
    return true;
}

std::variant<DecodedText, BinaryData> decodeText(std::string_view bytes)
{
    DecodedText decoded;
    if (bytes.substr(0, 3) == "\xef\xbb\xbf") {
        bytes.remove_prefix(3);
        decoded.encoding = TextEncoding::Utf8WithBom;
        decoded.utf8 = isValidUtf8(bytes) ? std::string(bytes) : fromWindows1252(bytes);
    } else if (bytes.substr(0, 2) == "\xff\xfe") {
        decoded.encoding = TextEncoding::Utf16LE;
        decoded.utf8 = fromUtf16(bytes.substr(2), false);
    } else if (bytes.substr(0, 2) == "\xfe\xff") {
        decoded.encoding = TextEncoding::Utf16BE;
        decoded.utf8 = fromUtf16(bytes.substr(2), true);
    } else if (isValidUtf8(bytes)) {
        decoded.utf8 = std::string(bytes);
    } else {
        decoded.encoding = TextEncoding::Windows1252;
        decoded.utf8 = fromWindows1252(bytes);
    }
    if (auto binary = findBinary(decoded.utf8))
        return std::move(*binary);
    return decoded;
}

const char *encodingName(TextEncoding encoding)
{
    switch (encoding) {
    case TextEncoding::Utf8WithBom:
        return "UTF-8 with a byte order mark";
    case TextEncoding::Utf16LE:
        return "UTF-16 LE";
    case TextEncoding::Utf16BE:
        return "UTF-16 BE";
    case TextEncoding::Windows1252:
        return "Windows-1252";
    case TextEncoding::Utf8:
        break;
    }
    return "UTF-8";
}

} // namespace tessera::text
