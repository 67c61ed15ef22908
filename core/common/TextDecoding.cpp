// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "TextDecoding.h"

#include "PlainText.h"

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdint>
#include <iconv.h>
#include <memory>
#include <optional>
#include <uchardet.h>

namespace tessera::text {

namespace {

constexpr std::string_view replacement = "\xef\xbf\xbd"; // U+FFFD in UTF-8

// How far `text` is valid UTF-8: npos when all of it is; `cut` when what follows is only the
// start of a character cut off by the end of the text.
struct Utf8Check
{
    std::size_t validUpTo = std::string_view::npos;
    bool cut = false;
};

Utf8Check checkUtf8(std::string_view text)
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
            return {i, false};
        }
        for (std::size_t k = 1; k <= extra; ++k) {
            if (i + k >= n)
                return {i, true};
            const unsigned char c = bytes[i + k];
            if (c < (k == 1 ? lo : 0x80) || c > (k == 1 ? hi : 0xbf))
                return {i, false};
        }
        i += extra + 1;
    }
    return {};
}

struct IconvCloser
{
    void operator()(void *cd) const { iconv_close(static_cast<iconv_t>(cd)); }
};

// `bytes` in `charset` converted to UTF-8 by iconv. Strict: nothing when a byte sequence is
// not valid in it; otherwise each invalid sequence of `unit` bytes (and a character cut off at
// the end) becomes U+FFFD. Nothing when iconv does not know the charset.
std::optional<std::string> convert(std::string_view bytes, const char *charset, bool strict,
                                   std::size_t unit = 1)
{
    const iconv_t opened = iconv_open("UTF-8", charset);
    if (opened == reinterpret_cast<iconv_t>(-1))
        return std::nullopt;
    const std::unique_ptr<void, IconvCloser> cd(opened);
    std::string out;
    out.reserve(bytes.size() + bytes.size() / 2);
    char *in = const_cast<char *>(bytes.data()); // iconv's signature; it does not write there
    std::size_t inLeft = bytes.size();
    std::array<char, 16384> buffer;
    while (inLeft > 0) {
        char *o = buffer.data();
        std::size_t outLeft = buffer.size();
        const std::size_t r = iconv(opened, &in, &inLeft, &o, &outLeft);
        const int error = r == static_cast<std::size_t>(-1) ? errno : 0;
        out.append(buffer.data(), static_cast<std::size_t>(o - buffer.data()));
        if (error == 0 || error == E2BIG)
            continue;
        if (strict || (error != EILSEQ && error != EINVAL))
            return std::nullopt;
        out += replacement;
        const std::size_t skip = error == EINVAL ? inLeft : std::min(unit, inLeft);
        in += skip;
        inLeft -= skip;
    }
    char *o = buffer.data();
    std::size_t outLeft = buffer.size();
    iconv(opened, nullptr, nullptr, &o, &outLeft);
    out.append(buffer.data(), static_cast<std::size_t>(o - buffer.data()));
    return out;
}

// UTF-16 without a byte order mark: ASCII characters (a level's board, its "Title:") put a NUL
// byte on one side of their pair, and hardly any on the other. Checked by converting it.
std::optional<TextEncoding> utf16WithoutBom(std::string_view bytes)
{
    if (bytes.size() < 4 || bytes.size() % 2 != 0)
        return std::nullopt;
    std::size_t evenNuls = 0, oddNuls = 0;
    for (std::size_t i = 0; i < bytes.size(); i += 2) {
        evenNuls += bytes[i] == 0;
        oddNuls += bytes[i + 1] == 0;
    }
    const std::size_t pairs = bytes.size() / 2;
    const auto oneSided = [pairs](std::size_t many, std::size_t few) {
        return many * 4 >= pairs && many >= 8 * few;
    };
    const std::optional<TextEncoding> encoding =
        oneSided(oddNuls, evenNuls)   ? std::optional(TextEncoding::Utf16LE)
        : oneSided(evenNuls, oddNuls) ? std::optional(TextEncoding::Utf16BE)
                                      : std::nullopt;
    if (!encoding ||
        !convert(bytes, *encoding == TextEncoding::Utf16LE ? "UTF-16LE" : "UTF-16BE", true))
        return std::nullopt;
    return encoding;
}

// Whether `bytes` holds a byte 0x80..0x9f: control characters in ISO-8859, letters and
// punctuation in the Windows code pages.
bool hasC1Bytes(std::string_view bytes)
{
    return std::any_of(bytes.begin(), bytes.end(), [](char c) {
        const auto b = static_cast<unsigned char>(c);
        return b >= 0x80 && b <= 0x9f;
    });
}

// uchardet's guess for text that is neither UTF-8 nor UTF-16, as the charset to convert from.
// The encodings level files are written in are taken as guessed (the ISO-8859 ones as their
// Windows code pages when bytes 0x80..0x9f show a Windows program wrote them); for a few
// accented letters uchardet also answers encodings nobody writes level files in (Mac Central
// European, ISO-8859-3), and then, or with no answer, the text is Windows-1252.
std::string guessCharset(std::string_view bytes)
{
    const std::unique_ptr<std::remove_pointer_t<uchardet_t>, void (*)(uchardet_t)> detector(
        uchardet_new(), uchardet_delete);
    std::string guess;
    if (detector && uchardet_handle_data(detector.get(), bytes.data(), bytes.size()) == 0) {
        uchardet_data_end(detector.get());
        guess = uchardet_get_charset(detector.get());
    }
    static constexpr std::string_view taken[] = {
        "WINDOWS-1250", "WINDOWS-1251", "WINDOWS-1252", "WINDOWS-1253", "WINDOWS-1254",
        "WINDOWS-1255", "WINDOWS-1256", "WINDOWS-1257", "ISO-8859-5",   "ISO-8859-7",
        "KOI8-R",       "IBM866",       "GB18030",      "BIG5",         "EUC-TW",
        "SHIFT_JIS",    "EUC-JP",       "ISO-2022-JP",  "EUC-KR",       "ISO-2022-KR",
        "ISO-2022-CN",  "HZ-GB-2312"};
    const bool c1 = hasC1Bytes(bytes);
    if (guess == "ISO-8859-1" || guess == "ISO-8859-15")
        return c1 ? "WINDOWS-1252" : guess;
    if (guess == "ISO-8859-2")
        return c1 ? "WINDOWS-1250" : guess;
    if (guess == "ISO-8859-9")
        return c1 ? "WINDOWS-1254" : guess;
    if (std::find(std::begin(taken), std::end(taken), guess) != std::end(taken))
        return guess;
    return "WINDOWS-1252";
}

TextEncoding encodingOfCharset(std::string_view charset)
{
    if (charset == "WINDOWS-1252")
        return TextEncoding::Windows1252;
    if (charset == "WINDOWS-1250")
        return TextEncoding::Windows1250;
    if (charset == "WINDOWS-1251")
        return TextEncoding::Windows1251;
    if (charset == "GB18030")
        return TextEncoding::Gb18030;
    return TextEncoding::Other;
}

// Text in an encoding other than UTF-8 and UTF-16, converted.
DecodedText fromLegacy(std::string_view bytes)
{
    DecodedText decoded;
    decoded.charset = guessCharset(bytes);
    std::optional<std::string> utf8 = convert(bytes, decoded.charset.c_str(), false);
    if (!utf8) { // iconv does not know uchardet's name for it
        decoded.charset = "WINDOWS-1252";
        utf8 = convert(bytes, decoded.charset.c_str(), false);
    }
    decoded.encoding = encodingOfCharset(decoded.charset);
    decoded.utf8 = utf8.value_or(std::string());
    return decoded;
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

// UTF-8 text, valid or with its last character cut off (which becomes U+FFFD); nothing when
// the bytes are not UTF-8.
std::optional<std::string> asUtf8(std::string_view bytes)
{
    const Utf8Check check = checkUtf8(bytes);
    if (check.validUpTo == std::string_view::npos)
        return std::string(bytes);
    if (!check.cut)
        return std::nullopt;
    return std::string(bytes.substr(0, check.validUpTo)) + std::string(replacement);
}

} // namespace

bool isControl(unsigned char b)
{
    return (b < 0x20 && b != '\t' && b != '\n' && b != '\r' && b != '\f' && b != '\v' &&
            b != 0x1a) ||
           b == 0x7f;
}

std::string withoutControls(std::string text)
{
    text.erase(std::remove_if(text.begin(), text.end(),
                              [](char c) { return isControl(static_cast<unsigned char>(c)); }),
               text.end());
    return text;
}

bool isValidUtf8(std::string_view text)
{
    return checkUtf8(text).validUpTo == std::string_view::npos;
}

std::variant<DecodedText, BinaryData> decodeText(std::string_view bytes)
{
    DecodedText decoded;
    const auto fromUtf16 = [&](std::string_view rest, TextEncoding encoding) {
        const bool le = encoding == TextEncoding::Utf16LE;
        decoded.encoding = encoding;
        decoded.charset = le ? "UTF-16LE" : "UTF-16BE";
        decoded.utf8 = convert(rest, decoded.charset.c_str(), false, 2).value_or(std::string());
    };
    if (bytes.substr(0, 3) == "\xef\xbb\xbf") {
        bytes.remove_prefix(3);
        if (std::optional<std::string> utf8 = asUtf8(bytes)) {
            decoded.encoding = TextEncoding::Utf8WithBom;
            decoded.utf8 = std::move(*utf8);
        } else {
            decoded = fromLegacy(bytes);
        }
    } else if (bytes.substr(0, 2) == "\xff\xfe") {
        fromUtf16(bytes.substr(2), TextEncoding::Utf16LE);
    } else if (bytes.substr(0, 2) == "\xfe\xff") {
        fromUtf16(bytes.substr(2), TextEncoding::Utf16BE);
    } else if (std::optional<std::string> utf8 = asUtf8(bytes)) {
        decoded.utf8 = std::move(*utf8);
    } else if (const std::optional<TextEncoding> utf16 = utf16WithoutBom(bytes)) {
        fromUtf16(bytes, *utf16);
    } else {
        decoded = fromLegacy(bytes);
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
    case TextEncoding::Windows1250:
        return "Windows-1250";
    case TextEncoding::Windows1251:
        return "Windows-1251";
    case TextEncoding::Gb18030:
        return "GB18030";
    case TextEncoding::Other:
        return "another encoding";
    case TextEncoding::Utf8:
        break;
    }
    return "UTF-8";
}

std::string encodingName(const DecodedText &text)
{
    return text.encoding == TextEncoding::Other ? text.charset : encodingName(text.encoding);
}

} // namespace tessera::text
