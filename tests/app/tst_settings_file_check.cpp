// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 the Tessera project
#include "SettingsFileCheck.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QRect>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace tessera;

namespace {

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

// A damaged tessera.conf is set aside with a notice, as the other state files are, instead of
// QSettings reading junk keys out of it and writing them back.
class TestSettingsFileCheck : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_tmp;
    QString m_path;

    QStringList setAside() const
    {
        return QDir(m_tmp.path())
            .entryList({QStringLiteral("tessera.conf.corrupt-*")}, QDir::Files | QDir::System);
    }

    // Checks m_path, which must be damaged: moved aside whole, and a notice naming both.
    void expectSetAside(const QByteArray &before, const QString &why)
    {
        const auto notice = SettingsFileCheck::setAsideIfDamaged(m_path);
        QVERIFY(notice);
        const QString said = worded(*notice);
        QVERIFY2(said.contains(m_path), qPrintable(said));
        QVERIFY2(said.contains(why), qPrintable(said));
        QVERIFY(!QFile::exists(m_path));
        const QStringList aside = setAside();
        QCOMPARE(aside.size(), 1);
        QVERIFY2(said.contains(m_tmp.filePath(aside.first())), qPrintable(said));
        if (!before.isNull())
            QCOMPARE(readAll(m_tmp.filePath(aside.first())), before);
        // Tessera starts with the defaults: nothing of the damaged file is read.
        QSettings fresh(m_path, QSettings::IniFormat);
        QVERIFY(fresh.allKeys().isEmpty());
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        m_path = m_tmp.filePath(QStringLiteral("tessera.conf"));
    }

    void cleanup()
    {
        for (const QString &name : setAside())
            QFile::remove(m_tmp.filePath(name));
        QFile::remove(m_path);
    }

    void randomBytesAreSetAside()
    {
        QByteArray bytes(4096, Qt::Uninitialized);
        QRandomGenerator random(20261203);
        for (char &c : bytes)
            c = static_cast<char>(random.bounded(256));
        QVERIFY(writeAll(m_path, bytes));
        expectSetAside(bytes, QStringLiteral("binary data"));
    }

    void aHugeFileIsSetAsideUnread()
    {
        QFile file(m_path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.write("[General]\ntheme=dark\n") > 0);
        QVERIFY(file.resize(50 * 1024 * 1024));
        file.close();
        expectSetAside(QByteArray(), QStringLiteral("bytes long"));
        QCOMPARE(QFileInfo(m_tmp.filePath(setAside().first())).size(), 50 * 1024 * 1024);
    }

    void linesThatAreNotSettingsAreSetAside()
    {
        const QByteArray text = "[General]\ntheme=dark\nthis is not a setting\n";
        QVERIFY(writeAll(m_path, text));
        expectSetAside(text, QStringLiteral("line 3"));
    }

    void textThatIsNotUtf8IsSetAside()
    {
        const QByteArray text = "[General]\nlanguage=\xff\xfe\xfd\n";
        QVERIFY(writeAll(m_path, text));
        expectSetAside(text, QStringLiteral("not text"));
    }

    void aFolderInItsPlaceIsSetAside()
    {
        QVERIFY(QDir().mkpath(m_path));
        const auto notice = SettingsFileCheck::setAsideIfDamaged(m_path);
        QVERIFY(notice);
        QVERIFY2(worded(*notice).contains(QStringLiteral("not a regular file")),
                 qPrintable(worded(*notice)));
        QVERIFY(!QFileInfo::exists(m_path));
        const QStringList aside =
            QDir(m_tmp.path()).entryList({QStringLiteral("tessera.conf.corrupt-*")}, QDir::Dirs);
        QCOMPARE(aside.size(), 1);
        QVERIFY(QDir(m_tmp.filePath(aside.first())).removeRecursively());
    }

    // What QSettings itself writes, in every shape Tessera stores, is kept as it is.
    void settingsQtWroteAreLeftAlone()
    {
        {
            QSettings settings(m_path, QSettings::IniFormat);
            settings.setValue(QStringLiteral("theme"), QStringLiteral("dark"));
            settings.setValue(QStringLiteral("window/x"), 12);
            settings.setValue(QStringLiteral("window/maximized"), true);
            settings.setValue(QStringLiteral("game2048/playerName"),
                              QStringLiteral("玩家 \"Ann\" = 1; # x"));
            settings.setValue(QStringLiteral("list"), QStringList{"a", "b,c"});
            settings.setValue(QStringLiteral("rect"), QRect(1, 2, 3, 4));
            settings.setValue(QStringLiteral("bytes"), QByteArray("\x01\x02\n=", 4));
            settings.setValue(QStringLiteral("multi"), QStringLiteral("one\ntwo\\"));
            settings.sync();
            QCOMPARE(settings.status(), QSettings::NoError);
        }
        const QByteArray before = readAll(m_path);
        QVERIFY(!before.isEmpty());
        QVERIFY(!SettingsFileCheck::setAsideIfDamaged(m_path));
        QCOMPARE(readAll(m_path), before);
        QVERIFY(setAside().isEmpty());
        // Comments and blank lines, as a person editing it may leave them.
        QVERIFY(writeAll(m_path, "; mine\n\n# also mine\n[sokoban]\nsound = on\n"));
        QVERIFY(!SettingsFileCheck::setAsideIfDamaged(m_path));
        QVERIFY(QFile::exists(m_path));
    }

    void noFileIsNothingToSay() { QVERIFY(!SettingsFileCheck::setAsideIfDamaged(m_path)); }

    // The file checked is the one the app's QSettings objects use.
    void defaultPathIsTheOneQSettingsUses()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Tessera"));
        QCoreApplication::setApplicationName(QStringLiteral("tessera-test-settings-check"));
        QCOMPARE(SettingsFileCheck::defaultPath(), QSettings().fileName());
    }
};

QTEST_GUILESS_MAIN(TestSettingsFileCheck)
#include "tst_settings_file_check.moc"
