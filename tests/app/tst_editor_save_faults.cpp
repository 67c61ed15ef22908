// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "FileSystemFaults.h"
#include "LevelEditorSession.h"
#include "LevelLibrary.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace tessera;
using tessera::test::FullDisk;
using tessera::test::Unprivileged;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

const QByteArray original = "#####\n#@$.#\n#####\nTitle: Original\n";

} // namespace

// The editor's Save (into the file the level came from) when the file system says no: the
// message gives the system's reason, the edit stays in the editor (still unsaved, the same
// level), and the file on disk is the old one, whole, with nothing written beside it.
class TestEditorSaveFaults : public QObject
{
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<LevelLibrary> m_library;
    std::unique_ptr<LevelEditorSession> m_session;
    QString m_folder;
    QString m_file;
    QString m_edited;

    // The save fails, says `reason`, and loses neither the edit nor the file.
    void checkFailedSave(const char *reason)
    {
        QSignalSpy failed(m_session.get(), &LevelEditorSession::saveFailed);
        QVERIFY(!m_session->save());
        QCOMPARE(failed.count(), 1);
        QVERIFY2(m_session->lastError().contains(QLatin1String(reason), Qt::CaseInsensitive),
                 qPrintable(m_session->lastError()));
        QVERIFY2(m_session->lastError().contains(QDir::toNativeSeparators(m_file)),
                 qPrintable(m_session->lastError()));
        QVERIFY(m_session->modified());
        QCOMPARE(m_session->levelText(), m_edited);
    }

    void checkFileUntouched()
    {
        QCOMPARE(readAll(m_file), original);
        QCOMPARE(QDir(m_folder).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("one.xsb")});
    }

private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        // Reachable by the unprivileged user too.
        // The unprivileged user keeps root's group: the group may do what others may.
        QFile::setPermissions(m_dir->path(), QFile::ReadOwner | QFile::WriteOwner |
                                                 QFile::ExeOwner | QFile::ReadGroup |
                                                 QFile::ExeGroup | QFile::ReadOther |
                                                 QFile::ExeOther);
        m_library = std::make_unique<LevelLibrary>(m_dir->filePath("data/my-levels.xsb"),
                                                   m_dir->filePath("data/recent.json"));
        m_folder = m_dir->filePath(QStringLiteral("levels"));
        QVERIFY(QDir().mkpath(m_folder));
        m_file = m_folder + QStringLiteral("/one.xsb");
        QVERIFY(writeAll(m_file, original));
        m_session = std::make_unique<LevelEditorSession>();
        m_session->setLibrary(m_library.get());
        QVERIFY(m_session->openFile(m_file));
        QVERIFY(m_session->paint(2, 1, 1 /* floor: the box goes */));
        QVERIFY(m_session->modified());
        m_edited = m_session->levelText();
        QVERIFY(m_edited.startsWith(QStringLiteral("#####\n#@ .#")));
    }
    void cleanup()
    {
        QFile::setPermissions(m_folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        m_session.reset();
        m_library.reset();
        m_dir.reset();
    }

    void saveToAReadOnlyFileSaysSo()
    {
        QVERIFY(
            QFile::setPermissions(m_file, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
        QVERIFY(QFile::setPermissions(m_folder,
                                      QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner |
                                          QFile::ReadGroup | QFile::WriteGroup | QFile::ExeGroup |
                                          QFile::ReadOther | QFile::WriteOther | QFile::ExeOther));
        {
            Unprivileged user;
            QVERIFY(user.ok());
            checkFailedSave("not writable");
        }
        checkFileUntouched();
    }

    void saveIntoAReadOnlyFolderSaysSo()
    {
        QVERIFY(QFile::setPermissions(m_file, QFile::ReadOwner | QFile::WriteOwner |
                                                  QFile::ReadGroup | QFile::WriteGroup |
                                                  QFile::ReadOther | QFile::WriteOther));
        QVERIFY(QFile::setPermissions(m_folder, QFile::ReadOwner | QFile::ExeOwner |
                                                    QFile::ReadGroup | QFile::ExeGroup |
                                                    QFile::ReadOther | QFile::ExeOther));
        {
            Unprivileged user;
            QVERIFY(user.ok());
            checkFailedSave("permission denied");
        }
        checkFileUntouched();
    }

    void saveOnAFullDiskSaysSo()
    {
        {
            // Room for less than the level: the write stops short, as on a full disk.
            FullDisk disk(static_cast<rlim_t>(original.size() / 2));
            QVERIFY(disk.ok());
            checkFailedSave("File too large");
        }
        checkFileUntouched();
    }

    void saveIntoAFolderThatIsGoneSaysSo()
    {
        QVERIFY(QDir(m_folder).removeRecursively());
        checkFailedSave("no longer exists");
        QVERIFY(!QFileInfo::exists(m_folder)); // not made again half-way
        // The edit survives to be saved elsewhere.
        QVERIFY(m_session->saveAs(m_dir->filePath(QStringLiteral("elsewhere.xsb"))));
        QVERIFY(!m_session->modified());
        QVERIFY(
            readAll(m_dir->filePath(QStringLiteral("elsewhere.xsb"))).startsWith("#####\n#@ .#"));
    }

    // My levels that cannot be read is said when a new level opens (it is where Save would add
    // it), naming the file and the reason, not only when Save fails.
    void unreadableMyLevelsIsSaidWhenTheEditorOpens()
    {
        const QString myLevels = m_dir->filePath(QStringLiteral("data/my-levels.xsb"));
        QVERIFY(QDir().mkpath(QFileInfo(myLevels).absolutePath()));
        QVERIFY(writeAll(myLevels, original));
        QVERIFY(QFile::setPermissions(myLevels, QFile::WriteOwner));
        LevelLibrary library(myLevels, m_dir->filePath(QStringLiteral("data/recent2.json")));
        LevelEditorSession session;
        session.setLibrary(&library);
        QString said;
        {
            Unprivileged user;
            QVERIFY(user.ok());
            QVERIFY(session.newLevel(8, 6));
            said = session.saveTargetProblem();
        }
        QVERIFY2(said.contains(QDir::toNativeSeparators(myLevels)), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("ermission denied")), qPrintable(said));

        // A level that saves elsewhere has nothing to say about My levels.
        QVERIFY(session.openFile(m_file));
        QVERIFY(session.saveTargetProblem().isEmpty());
        QFile::setPermissions(myLevels, QFile::ReadOwner | QFile::WriteOwner);
    }

    void myLevelsThatIsAFolderIsSaidWhenTheEditorOpens()
    {
        const QString myLevels = m_dir->filePath(QStringLiteral("data/folder-levels.xsb"));
        QVERIFY(QDir().mkpath(myLevels));
        LevelLibrary library(myLevels, m_dir->filePath(QStringLiteral("data/recent3.json")));
        LevelEditorSession session;
        session.setLibrary(&library);
        QVERIFY(session.newLevel(8, 6));
        const QString said = session.saveTargetProblem();
        QVERIFY2(said.contains(QDir::toNativeSeparators(myLevels)), qPrintable(said));
    }

    void readableMyLevelsHasNothingToSay()
    {
        LevelEditorSession session;
        session.setLibrary(m_library.get());
        QVERIFY(session.newLevel(8, 6));
        QVERIFY(session.saveTargetProblem().isEmpty());
    }
};

QTEST_MAIN(TestEditorSaveFaults)

#include "tst_editor_save_faults.moc"
