// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// Decoding text files: the encodings of the languages Tessera speaks, as older programs wrote
// them (uchardet guesses, iconv converts), and what stays UTF-8 whatever uchardet would say.
#include "common/TextDecoding.h"

#include <QTest>
#include <variant>

using namespace tessera::text;

namespace {

DecodedText decoded(std::string_view bytes)
{
    auto result = decodeText(bytes);
    if (const auto *binary = std::get_if<BinaryData>(&result))
        qWarning("binary: %s", binary->message.c_str());
    return std::get<DecodedText>(result);
}

} // namespace

class TestTextDecoding : public QObject
{
    Q_OBJECT

private slots:
    void legacyEncodings_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("encoding");
        QTest::addColumn<QString>("text");
        // Czech in Windows-1250: uchardet says ISO-8859-2, but š, ž and ť (0x9a, 0x9e, 0x9d)
        // are control characters there: a Windows program wrote it.
        QTest::newRow("Czech, Windows-1250")
            << QByteArray("Title: P\xf8\xedli\x9a \x9elu\x9dou\xe8k\xfd k\xf9\xf2 \xfap\xecl "
                          "\xef\xe1\x62\x65lsk\xe9 \xf3\x64y\nAuthor: Ji\xf8\xed \xc8\x65rm\xe1k\n")
            << int(TextEncoding::Windows1250)
            << QStringLiteral("Title: Příliš žluťoučký kůň úpěl ďábelské ódy\n"
                              "Author: Jiří Čermák\n");
        QTest::newRow("a short Czech title, Windows-1250")
            << QByteArray("Title: \xc8\x61\xe8\xe1k\n") << int(TextEncoding::Windows1250)
            << QStringLiteral("Title: Čačák\n");
        QTest::newRow("Polish, Windows-1250")
            << QByteArray("Title: Za\xbf\xf3\xb3\xe6 g\xea\x9cl\xb9 ja\x9f\xf1\n"
                          "Author: \xa3ukasz W\xf3jcik\n")
            << int(TextEncoding::Windows1250)
            << QStringLiteral("Title: Zażółć gęślą jaźń\nAuthor: Łukasz Wójcik\n");
        QTest::newRow("Bulgarian, Windows-1251")
            << QByteArray("Title: \xd1\xf2\xe0\xf0\xe0\xf2\xe0 \xec\xe5\xeb\xed\xe8\xf6\xe0\n")
            << int(TextEncoding::Windows1251) << QStringLiteral("Title: Старата мелница\n");
        QTest::newRow("Chinese, GBK")
            << QByteArray("Title: \xcd\xc6\xcf\xe4\xd7\xd3\xb5\xda\xc8\xfd\xb9\xd8\n")
            << int(TextEncoding::Gb18030) << QStringLiteral("Title: 推箱子第三关\n");
        QTest::newRow("French, Windows-1252")
            << QByteArray("Title: Ch\xe2teau \xab Zo\xeb \xbb \x97 5 \x80\n")
            << int(TextEncoding::Windows1252) << QStringLiteral("Title: Château « Zoë » — 5 €\n");
    }

    void legacyEncodings()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, encoding);
        QFETCH(QString, text);
        const DecodedText d = decoded(std::string_view(bytes.constData(), bytes.size()));
        QCOMPARE(QString::fromStdString(d.utf8), text);
        QCOMPARE(int(d.encoding), encoding);
    }

    void aFewAccentedLettersFallBackToWindows1252()
    {
        // uchardet answers Mac Central European for this one; nobody writes level files in it.
        const DecodedText d = decoded("Title: Zo\xeb\n");
        QCOMPARE(d.encoding, TextEncoding::Windows1252);
        QCOMPARE(d.utf8, std::string("Title: Zoë\n"));
    }

    void validUtf8StaysUtf8()
    {
        // uchardet answers ISO-8859-13 for this one alone: valid UTF-8 is never asked about.
        const DecodedText d = decoded("Title: Zo\xc3\xab\n");
        QCOMPARE(d.encoding, TextEncoding::Utf8);
        QCOMPARE(d.utf8, std::string("Title: Zoë\n"));
    }

    void utf8WithItsLastCharacterCutStaysUtf8()
    {
        // "pozorně" cut in the middle of "ě" (0xc4 0x9b).
        const DecodedText d = decoded("Title: \xc4\x8c\x61\xc4\x8d\xc3\xa1k pozorn\xc4");
        QCOMPARE(d.encoding, TextEncoding::Utf8);
        QCOMPARE(d.utf8, std::string("Title: Čačák pozorn\xef\xbf\xbd"));
        // A cut character elsewhere is not UTF-8.
        QVERIFY(decoded("Title: pozorn\xc4 ok\n").encoding != TextEncoding::Utf8);
    }

    void utf16WithoutAByteOrderMark_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("encoding");
        const QString text = QStringLiteral("#####\n#.$@#\n#####\nTitle: 一个仓库 Čačák\n");
        QByteArray le, be;
        for (const QChar c : text) {
            le += char(c.unicode() & 0xff);
            le += char(c.unicode() >> 8);
            be += char(c.unicode() >> 8);
            be += char(c.unicode() & 0xff);
        }
        QTest::newRow("LE") << le << int(TextEncoding::Utf16LE);
        QTest::newRow("BE") << be << int(TextEncoding::Utf16BE);
    }

    void utf16WithoutAByteOrderMark()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, encoding);
        const auto result = decodeText(std::string_view(bytes.constData(), bytes.size()));
        QVERIFY2(std::holds_alternative<DecodedText>(result), "read as binary data");
        const DecodedText &d = std::get<DecodedText>(result);
        QCOMPARE(int(d.encoding), encoding);
        QCOMPARE(QString::fromStdString(d.utf8),
                 QStringLiteral("#####\n#.$@#\n#####\nTitle: 一个仓库 Čačák\n"));
    }

    void binaryDataStaysBinary()
    {
        const std::string_view nul("#####\n#@$.#\0\0\x01\x02", 16);
        const auto result = decodeText(nul);
        QVERIFY(std::holds_alternative<BinaryData>(result));
        QVERIFY(std::get<BinaryData>(result).nul);
    }

    void invalidBytesBecomeReplacementCharacters()
    {
        // 0x81 is no character in Windows-1252 nor in Windows-1250.
        const DecodedText d = decoded("Title: Caf\xe9 \x81\n");
        QVERIFY(d.encoding == TextEncoding::Windows1252 || d.encoding == TextEncoding::Windows1250);
        QCOMPARE(d.utf8, std::string("Title: Café \xef\xbf\xbd\n"));
    }
};

QTEST_GUILESS_MAIN(TestTextDecoding)
#include "tst_text_decoding.moc"
