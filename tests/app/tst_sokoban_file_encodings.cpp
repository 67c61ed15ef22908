// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// Saving a level into a file written in another encoding: the file becomes UTF-8 as a whole,
// and every level in it reads as before.
#include "LevelFileWriter.h"
#include "common/TextDecoding.h"
#include "sokoban/XsbReader.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace tessera;

namespace {

QString copyOf(const QTemporaryDir &dir, const char *name)
{
    const QString target = dir.filePath(QString::fromLatin1(name));
    QFile::copy(QStringLiteral(TESSERA_TEST_DATA "/sokoban/") + QLatin1String(name), target);
    QFile::setPermissions(target, QFile::ReadOwner | QFile::WriteOwner);
    return target;
}

sokoban::Level newLevel()
{
    const sokoban::LevelCollection c =
        sokoban::readXsb("#######\n#@ $ .#\n#######\nTitle: Nouveau niveau été\n");
    return c.levels.at(0).level;
}

QByteArray bytesOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestSokobanFileEncodings : public QObject
{
    Q_OBJECT

private slots:
    void appendingConvertsTheFileToUtf8_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("Windows-1252") << "encoding-windows1252.sok";
        QTest::newRow("UTF-16 LE") << "encoding-utf16le.sok";
        QTest::newRow("UTF-16 BE") << "encoding-utf16be.sok";
        QTest::newRow("UTF-8 BOM") << "encoding-utf8-bom.sok";
    }

    void appendingConvertsTheFileToUtf8()
    {
        QFETCH(QString, file);
        QTemporaryDir dir;
        const QString path = copyOf(dir, file.toLatin1().constData());
        const LevelFileWriter::Result r = LevelFileWriter::appendLevel(path, newLevel());
        QVERIFY2(r.ok(), qPrintable(r.error()));
        QCOMPARE(r.index, 2);
        const QByteArray bytes = bytesOf(path);
        QVERIFY(tessera::text::isValidUtf8(std::string_view(bytes.constData(), bytes.size())));
        QVERIFY(!bytes.startsWith("\xef\xbb\xbf"));
        const sokoban::LevelCollection c = sokoban::readXsbFile(path.toStdString());
        QCOMPARE(c.encoding, tessera::text::TextEncoding::Utf8);
        QCOMPARE(c.levels.size(), std::size_t(3));
        QCOMPARE(c.levels[0].level.title, std::string("Château « Zoë » — 5 €"));
        QCOMPARE(c.levels[0].level.author, std::string("José Núñez"));
        QCOMPARE(c.levels[1].level.title, std::string("Deux caisses à l’œil"));
        QCOMPARE(c.levels[2].level.title, std::string("Nouveau niveau été"));
        QCOMPARE(c.notes, std::string("Collection: Château « Zoë » — 5 €"));
    }

    // Czech, Polish, Bulgarian and Chinese files from older programs: converted to UTF-8 as a
    // whole, their titles as they were meant.
    void appendingToFilesInTheSeedsOldEncodings_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("title");
        QTest::newRow("Windows-1250, Czech")
            << "encoding-windows1250-cs.sok" << QStringLiteral("Příliš žluťoučký kůň");
        QTest::newRow("Windows-1250, Polish")
            << "encoding-windows1250-pl.sok" << QStringLiteral("Zażółć gęślą jaźń");
        QTest::newRow("Windows-1251, Bulgarian")
            << "encoding-windows1251-bg.sok" << QStringLiteral("Първа стъпка в склада");
        QTest::newRow("GBK, Chinese") << "encoding-gbk-zh.sok" << QStringLiteral("第一步：推一下");
        QTest::newRow("UTF-16 LE without BOM, Chinese")
            << "encoding-utf16le-nobom-zh.sok" << QStringLiteral("第一步：推一下");
    }

    void appendingToFilesInTheSeedsOldEncodings()
    {
        QFETCH(QString, file);
        QFETCH(QString, title);
        QTemporaryDir dir;
        const QString path = copyOf(dir, file.toLatin1().constData());
        const LevelFileWriter::Result r = LevelFileWriter::appendLevel(path, newLevel());
        QVERIFY2(r.ok(), qPrintable(r.error()));
        const QByteArray bytes = bytesOf(path);
        QVERIFY(tessera::text::isValidUtf8(std::string_view(bytes.constData(), bytes.size())));
        const sokoban::LevelCollection c = sokoban::readXsbFile(path.toStdString());
        QCOMPARE(c.encoding, tessera::text::TextEncoding::Utf8);
        QCOMPARE(c.levels.size(), std::size_t(3));
        QCOMPARE(QString::fromStdString(c.levels[0].level.title), title);
        QCOMPARE(c.levels[2].level.title, std::string("Nouveau niveau été"));
    }

    void replacingALevelOfAUtf16File()
    {
        QTemporaryDir dir;
        const QString path = copyOf(dir, "encoding-utf16be.sok");
        const LevelFileWriter::Result r = LevelFileWriter::replaceLevel(path, 0, newLevel());
        QVERIFY2(r.ok(), qPrintable(r.error()));
        const sokoban::LevelCollection c = sokoban::readXsbFile(path.toStdString());
        QCOMPARE(c.levels.size(), std::size_t(2));
        QCOMPARE(c.levels[0].level.title, std::string("Nouveau niveau été"));
        QCOMPARE(c.levels[1].level.title, std::string("Deux caisses à l’œil"));
    }
};

QTEST_GUILESS_MAIN(TestSokobanFileEncodings)
#include "tst_sokoban_file_encodings.moc"
