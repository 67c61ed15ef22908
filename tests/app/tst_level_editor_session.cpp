// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "EditorBoardModel.h"
#include "LevelEditorSession.h"
#include "LevelLibrary.h"
#include "LevelListModel.h"
#include "ResumeState.h"
#include "SokobanBoardModel.h"
#include "SokobanSession.h"
#include "sokoban/LevelIdentity.h"
#include "sokoban/XsbReader.h"

#include <QAbstractItemModelTester>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace tessera;

namespace {

enum Tool
{
    Wall,
    Floor,
    Goal,
    Box,
    BoxOnGoal,
    Player,
    PlayerOnGoal,
    Erase
};

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

// Three levels with notes, CRLF line ends and odd spacing: a save of the second must leave the
// first and third (and the header) exactly as they are.
const QByteArray threeLevels = "; My collection\r\n; by hand\r\n\r\n"
                               "Level one\r\n"
                               "#####\r\n#@$.#\r\n#####\r\n"
                               "Author: Someone\r\n\r\n"
                               "  ######\r\n  #@ $.#\r\n  ######\r\n"
                               "Title: Second\r\n\r\n\r\n"
                               "####\r\n#@ #\r\n#$ #\r\n#. #\r\n####\r\n"
                               "Title: Third\r\nComment: keep me\r\n";

} // namespace

class TestLevelEditorSession : public QObject
{
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<LevelLibrary> m_library;

    QString path(const QString &name) const { return m_dir->filePath(name); }

private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        m_library =
            std::make_unique<LevelLibrary>(path("data/my-levels.xsb"), path("data/recent.json"));
    }
    void cleanup()
    {
        m_library.reset();
        m_dir.reset();
    }

    void aNewLevelIsFloorInsideWalls()
    {
        LevelEditorSession session;
        QAbstractItemModelTester tester(session.board(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(session.newLevel(6, 5));
        QCOMPARE(session.columns(), 6);
        QCOMPARE(session.rows(), 5);
        QCOMPARE(session.board()->rowCount(), 30);
        QCOMPARE(session.board()->cellData(0, 0, "terrain").toInt(), int(SokobanBoardModel::Wall));
        QCOMPARE(session.board()->cellData(1, 1, "terrain").toInt(), int(SokobanBoardModel::Floor));
        QCOMPARE(session.board()->cellData(1, 1, "tool").toInt(), int(Floor));
        QVERIFY(!session.newLevel(2, 5));
        QVERIFY(!session.newLevel(6, 129));
        QCOMPARE(session.columns(), 6);
        QVERIFY(!session.modified());
        QVERIFY(!session.playable());
        QVERIFY(session.problems().contains("No player"));
    }

    void paintingReportsOnlyTheCellsThatChanged()
    {
        LevelEditorSession session;
        QAbstractItemModelTester tester(session.board(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(session.newLevel(8, 6));
        QSignalSpy changed(session.board(), &QAbstractItemModel::dataChanged);
        QSignalSpy reset(session.board(), &QAbstractItemModel::modelReset);
        QVERIFY(session.paint(3, 2, Box));
        QCOMPARE(reset.count(), 0);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().at(0).toModelIndex().row(), 2 * 8 + 3);
        QCOMPARE(changed.first().at(1).toModelIndex().row(), 2 * 8 + 3);
        QCOMPARE(session.board()->cellData(3, 2, "box").toBool(), true);
        QCOMPARE(session.board()->cellData(3, 2, "tool").toInt(), int(Box));

        // A wall changes its neighbours' joins too, and nothing else.
        changed.clear();
        QVERIFY(session.paint(4, 3, Wall));
        QVERIFY(changed.count() >= 1);
        for (const QList<QVariant> &args : changed) {
            for (int row = args.at(0).toModelIndex().row(); row <= args.at(1).toModelIndex().row();
                 ++row) {
                const int x = row % 8, y = row / 8;
                QVERIFY2(qAbs(x - 4) <= 1 && qAbs(y - 3) <= 1, "only the wall and its neighbours");
            }
        }
        QVERIFY(session.board()->cellData(4, 2, "wallJoin").toInt() & SokobanBoardModel::JoinDown);
    }

    void wallJoinsAreThePlayBoards()
    {
        // Both boards draw walls with SokobanCell from the same join bits: a level with inner
        // corners, a short row and outside cells looks the same in the editor and in play.
        const QString text = QStringLiteral("  #####\n###   #\n#.@$  #\n### $.#\n#.##$ #\n"
                                            "# # . ##\n#$ *$$.#\n#   .  #\n########\n");
        LevelEditorSession session;
        QVERIFY(session.pasteText(text));
        const sokoban::LevelCollection read = sokoban::readXsb(text.toStdString());
        QCOMPARE(read.levels.size(), std::size_t{1});
        SokobanBoardModel play;
        play.resetToLevel(read.levels.front().level, {});
        QCOMPARE(session.board()->columns(), play.columns());
        QCOMPARE(session.board()->rows(), play.rows());
        int joined = 0;
        for (int y = 0; y < play.rows(); ++y) {
            for (int x = 0; x < play.columns(); ++x) {
                const int join = play.cellData(x, y, "wallJoin").toInt();
                QCOMPARE(session.board()->cellData(x, y, "wallJoin").toInt(), join);
                QCOMPARE(session.board()->cellData(x, y, "terrain").toInt(),
                         play.cellData(x, y, "terrain").toInt());
                joined += join != 0 ? 1 : 0;
            }
        }
        QVERIFY(joined > 0);
    }

    void aDragStrokeIsOneUndoStep()
    {
        LevelEditorSession session;
        QVERIFY(session.newLevel(8, 5));
        session.beginStroke();
        QVERIFY(session.paint(1, 2, Wall));
        QVERIFY(session.paintLine(1, 2, 6, 2, Wall));
        QVERIFY(session.endStroke());
        for (int x = 1; x <= 6; ++x)
            QCOMPARE(session.board()->cellData(x, 2, "tool").toInt(), int(Wall));
        QVERIFY(session.canUndo());
        QVERIFY(session.modified());
        QVERIFY(session.undo());
        QVERIFY(!session.canUndo());
        QVERIFY(!session.modified());
        for (int x = 1; x <= 6; ++x)
            QCOMPARE(session.board()->cellData(x, 2, "tool").toInt(), int(Floor));
        QVERIFY(session.redo());
        QCOMPARE(session.board()->cellData(6, 2, "tool").toInt(), int(Wall));
    }

    void rectangleResizeAndTransformsReachTheModel()
    {
        LevelEditorSession session;
        QAbstractItemModelTester tester(session.board(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(session.newLevel(6, 4));
        QVERIFY(session.fillRectangle(1, 1, 2, 2, Goal, false));
        QCOMPARE(session.goalCount(), 4);
        QVERIFY(session.fillRectangle(0, 0, 5, 3, Erase, true));
        QCOMPARE(session.board()->cellData(0, 0, "terrain").toInt(),
                 int(SokobanBoardModel::Outside));
        QSignalSpy reset(session.board(), &QAbstractItemModel::modelReset);
        QVERIFY(session.trim());
        QCOMPARE(session.columns(), 4);
        QCOMPARE(session.rows(), 2);
        QCOMPARE(reset.count(), 1);
        QVERIFY(session.resize(1, 1, 1, 1));
        QCOMPARE(session.columns(), 6);
        QCOMPARE(session.rows(), 4);
        QVERIFY(session.rotate(true));
        QCOMPARE(session.columns(), 4);
        QCOMPARE(session.rows(), 6);
        QVERIFY(session.paint(0, 0, Box));
        QVERIFY(session.mirror(true));
        QCOMPARE(session.board()->cellData(3, 0, "box").toBool(), true);
        QVERIFY(session.undo());
        QVERIFY(session.undo());
        QVERIFY(session.undo());
        QCOMPARE(session.columns(), 6);
        QVERIFY(!session.resize(-6, 0, 0, 0));
    }

    void validationHighlightsTheCellsAtFault()
    {
        LevelEditorSession session;
        QVERIFY(session.newLevel(7, 4));
        QVERIFY(session.paint(1, 1, Player));
        QVERIFY(session.paint(3, 1, Box));
        QCOMPARE(session.boxCount(), 1);
        QCOMPARE(session.goalCount(), 0);
        QCOMPARE(session.problems().size(), 1);
        QVERIFY(session.problems().first().startsWith("Boxes and goals differ"));
        QVERIFY(session.board()->cellData(3, 1, "problem").toBool());
        QVERIFY(!session.board()->cellData(1, 1, "problem").toBool());
        QVERIFY(session.paint(5, 2, Goal));
        QVERIFY(session.playable());
        QVERIFY(!session.board()->cellData(3, 1, "problem").toBool());
        QVERIFY(session.paint(6, 1, Floor)); // a gap in the wall
        QVERIFY(!session.playable());
        QVERIFY(session.problems().first().contains("not closed"));
        QVERIFY(session.board()->cellData(6, 1, "problem").toBool());
    }

    void normaliseExplainsWhenItCannot()
    {
        LevelEditorSession session;
        QVERIFY(session.newLevel(5, 5));
        QSignalSpy notices(&session, &LevelEditorSession::notice);
        QVERIFY(!session.normalise());
        QCOMPARE(notices.count(), 1);
        QVERIFY(notices.first().first().toString().contains("one player"));
        QVERIFY(session.paint(2, 2, Player));
        QVERIFY(session.resize(2, 0, 0, 0));
        QVERIFY(session.normalise());
        QCOMPARE(session.columns(), 5);
    }

    void saveIntoMyLevelsAndReloadIt()
    {
        LevelEditorSession session;
        session.setLibrary(m_library.get());
        QVERIFY(session.newLevel(6, 4));
        QVERIFY(session.paint(1, 1, Player));
        QVERIFY(session.paint(2, 2, Box));
        QVERIFY(session.paint(4, 2, Goal));
        session.setTitle("Mine");
        session.setAuthor("Me");
        QVERIFY(session.modified());
        QSignalSpy libraryChanged(m_library.get(), &LevelLibrary::collectionChanged);
        QVERIFY(session.save());
        QVERIFY(!session.modified());
        QCOMPARE(session.collectionId(), LevelLibrary::myLevelsId);
        QCOMPARE(session.levelIndex(), 0);
        QVERIFY(libraryChanged.count() >= 1);

        const QByteArray text = readAll(m_library->myLevelsPath());
        QVERIFY(text.contains("Title: Mine\n"));
        QVERIFY(text.contains("Author: Me\n"));
        const auto mine = m_library->myLevels();
        QCOMPARE(mine->count(), 1);
        QVERIFY(mine->level(0)->isPlayable());

        // Reopened, it is the same level; a second save replaces it in place.
        LevelEditorSession again;
        again.setLibrary(m_library.get());
        QVERIFY(again.openLevel(LevelLibrary::myLevelsId, 0));
        QCOMPARE(again.title(), QString("Mine"));
        QCOMPARE(again.author(), QString("Me"));
        QCOMPARE(sokoban::normalizedBoardText(again.editor().level()),
                 sokoban::normalizedBoardText(session.editor().level()));
        QVERIFY(again.paint(3, 1, Wall));
        QVERIFY(again.save());
        QCOMPARE(m_library->myLevels()->count(), 1);
        QCOMPARE(m_library->myLevels()->level(0)->level.at(3, 1).terrain, sokoban::Terrain::Wall);

        // A new level after it goes to the end.
        QVERIFY(session.newLevel(5, 5));
        QVERIFY(session.save());
        QCOMPARE(session.levelIndex(), 1);
        QCOMPARE(m_library->myLevels()->count(), 2);
    }

    void savedLevelsAppearInTheLevelBrowserAtOnce()
    {
        LevelListModel browser;
        browser.setLibrary(m_library.get());
        browser.setCollectionId(LevelLibrary::myLevelsId);
        QCOMPARE(browser.rowCount(), 0);
        LevelEditorSession session;
        session.setLibrary(m_library.get());
        QVERIFY(session.newLevel(5, 3));
        QVERIFY(session.paint(1, 1, Player));
        QVERIFY(session.paint(2, 1, Box));
        QVERIFY(session.paint(3, 1, Goal));
        session.setTitle("Browsed");
        QVERIFY(session.save());
        QCOMPARE(browser.rowCount(), 1);
        QVERIFY(session.newLevel(6, 3));
        QVERIFY(session.save());
        QCOMPARE(browser.rowCount(), 2);
    }

    void savingIntoAFileKeepsTheOtherLevelsByteForByte()
    {
        const QString file = path("three.xsb");
        QVERIFY(writeAll(file, threeLevels));
        LevelEditorSession session;
        session.setLibrary(m_library.get());
        QVERIFY(session.openLevel(m_library->openFile(file)->id(), 1));
        QCOMPARE(session.title(), QString("Second"));
        QVERIFY(session.paint(4, 1, Box));
        QVERIFY(session.paint(4, 1, Floor));
        QVERIFY(session.paint(3, 1, Goal));
        session.setTitle("Second, edited");
        QVERIFY(session.save());

        const QByteArray after = readAll(file);
        const QByteArray head = "; My collection\r\n; by hand\r\n\r\n"
                                "Level one\r\n"
                                "#####\r\n#@$.#\r\n#####\r\n"
                                "Author: Someone\r\n\r\n";
        const QByteArray tail = "\r\n\r\n\r\n####\r\n#@ #\r\n#$ #\r\n#. #\r\n####\r\n"
                                "Title: Third\r\nComment: keep me\r\n";
        QVERIFY2(after.startsWith(head), after.constData());
        QVERIFY2(after.endsWith(tail), after.constData());
        const auto read = sokoban::readXsb(after.toStdString());
        QCOMPARE(read.levels.size(), std::size_t(3));
        QCOMPARE(read.levels[1].level.title, std::string("Second, edited"));
        QVERIFY(!session.modified());
    }

    void opensAFileAtItsFirstLevelOrAnEmptyOne()
    {
        const QString file = path("three.xsb");
        QVERIFY(writeAll(file, threeLevels));
        LevelEditorSession session;
        session.setLibrary(m_library.get());
        QVERIFY(session.openFile(file));
        QCOMPARE(session.levelIndex(), 0);
        QCOMPARE(session.title(), QString("Level one"));

        const QString fresh = path("fresh.xsb");
        QVERIFY(session.openFile(fresh));
        QVERIFY(session.saveTarget().contains("fresh.xsb"));
        QVERIFY(session.paint(1, 1, Player));
        QVERIFY(session.save());
        const auto read = sokoban::readXsbFile(fresh.toStdString());
        QCOMPARE(read.levels.size(), std::size_t(1));
        QVERIFY(read.levels.front().level.at(1, 1).player);
    }

    void saveAsWritesANewFile()
    {
        LevelEditorSession session;
        session.setLibrary(m_library.get());
        QVERIFY(session.newLevel(5, 4));
        QVERIFY(session.paint(1, 1, Player));
        const QString target = path("out/new level");
        QVERIFY(session.saveAs(QUrl::fromLocalFile(target).toString()));
        QVERIFY(QFile::exists(target + ".xsb"));
        QCOMPARE(session.collectionId(), QFileInfo(target + ".xsb").absoluteFilePath());
        QVERIFY(m_library->recentFiles().contains(QFileInfo(target + ".xsb").absoluteFilePath()));
        // Saved again, it replaces itself there.
        QVERIFY(session.paint(2, 1, Goal));
        QVERIFY(session.save());
        QCOMPARE(sokoban::readXsbFile((target + ".xsb").toStdString()).levels.size(),
                 std::size_t(1));
    }

    void aFailedSaveLeavesTheOldFileAndSaysWhy()
    {
        const QString folder = path("locked");
        QVERIFY(QDir().mkpath(folder));
        const QString file = folder + "/one.xsb";
        const QByteArray original = "#####\n#@$.#\n#####\nTitle: Original\n";
        QVERIFY(writeAll(file, original));
        LevelEditorSession session;
        session.setLibrary(m_library.get());
        QVERIFY(session.openFile(file));
        QVERIFY(session.paint(2, 1, Floor));
        QFile::setPermissions(folder, QFile::ReadOwner | QFile::ExeOwner);
        QSignalSpy failed(&session, &LevelEditorSession::saveFailed);
        const bool saved = session.save();
        QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        if (saved) {
            // Permissions do not stop root: fail another way, a folder that is a file.
            QVERIFY(session.paint(3, 1, Floor));
            QVERIFY(!session.saveAs(file + "/below-a-file.xsb"));
            QCOMPARE(failed.count(), 1);
            QVERIFY(!session.lastError().isEmpty());
            QVERIFY(session.modified());
            QVERIFY(readAll(file).startsWith("#####\n#@ .#"));
            return;
        }
        QCOMPARE(failed.count(), 1);
        QVERIFY(!session.lastError().isEmpty());
        QVERIFY(session.modified());
        QCOMPARE(readAll(file), original);
    }

    void aSaveOverAFileChangedOnDiskIsRefused()
    {
        const QString file = path("three.xsb");
        QVERIFY(writeAll(file, threeLevels));
        LevelEditorSession session;
        session.setLibrary(m_library.get());
        QVERIFY(session.openLevel(m_library->openFile(file)->id(), 1));
        QVERIFY(session.paint(3, 1, Wall));
        // Someone else rewrites the level on disk meanwhile.
        QByteArray changed = threeLevels;
        changed.replace("  #@ $.#", "  #@$ .#");
        QVERIFY(writeAll(file, changed));
        QSignalSpy failed(&session, &LevelEditorSession::saveFailed);
        QVERIFY(!session.save());
        QCOMPARE(failed.count(), 1);
        QVERIFY(!session.lastError().isEmpty());
        QVERIFY(session.modified());
        QCOMPARE(readAll(file), changed);
    }

    // The editor opens on the level last opened or saved (Ctrl+E), also after a restart; an
    // empty level only when there is none.
    void theLastEditedLevelIsOpenedAgainAfterARestart()
    {
        const QString sessionFile = path("data/session.json");
        {
            ResumeState resume(sessionFile);
            LevelEditorSession session;
            session.setLibrary(m_library.get());
            session.setResumeState(&resume);
            QVERIFY2(!session.openLastEdited(), "nothing edited yet");
            QVERIFY(session.newLevel(7, 5));
            QVERIFY(session.paint(2, 2, Player));
            QVERIFY(session.save());
            QCOMPARE(session.collectionId(), LevelLibrary::myLevelsId);
            QVERIFY(resume.save());
        }
        LevelLibrary library(path("data/my-levels.xsb"), path("data/recent.json"));
        ResumeState resume(sessionFile);
        LevelEditorSession session;
        session.setLibrary(&library);
        session.setResumeState(&resume);
        QVERIFY(session.openLastEdited());
        QCOMPARE(session.collectionId(), LevelLibrary::myLevelsId);
        QCOMPARE(session.levelIndex(), 0);
        QCOMPARE(session.columns(), 7);
        QCOMPARE(session.board()->cellData(2, 2, "player").toBool(), true);
        session.forgetLastEdited();
        QVERIFY(session.newLevel(5, 5));
        QVERIFY(!session.openLastEdited());
        QCOMPARE(session.columns(), 5);
    }

    void copyAndPasteAsXsb()
    {
        LevelEditorSession session;
        QVERIFY(session.newLevel(5, 3));
        QVERIFY(session.paint(1, 1, Player));
        QVERIFY(session.paint(2, 1, Box));
        QVERIFY(session.paint(3, 1, Goal));
        session.setTitle("Copied");
        QCOMPARE(session.levelText(), QString("#####\n#@$.#\n#####\nTitle: Copied\n"));
        QVERIFY(session.copyLevel());
        QCOMPARE(QGuiApplication::clipboard()->text(), session.levelText());

        LevelEditorSession other;
        QVERIFY(other.newLevel(9, 9));
        QVERIFY(other.pasteFromClipboard());
        QCOMPARE(other.levelText(), session.levelText());
        QVERIFY(other.canUndo());
        QVERIFY(other.undo());
        QCOMPARE(other.columns(), 9);
        QVERIFY(!other.pasteText("hello, not a level"));
    }

    void testPlayOpensTheLevelInAPlaySession()
    {
        LevelEditorSession editor;
        QVERIFY(editor.newLevel(5, 3));
        SokobanSession play;
        QVERIFY2(!editor.testPlay(&play), "no player yet");
        QVERIFY(editor.paint(1, 1, Player));
        QVERIFY(editor.paint(2, 1, Box));
        QVERIFY(editor.paint(3, 1, Goal));
        QVERIFY(editor.testPlay(&play));
        QCOMPARE(play.boardWidth(), 5);
        // The editor's level object itself, with its identity, not a pasted text read back.
        QCOMPARE(play.collectionId(), QStringLiteral("editor:test-play"));
        QCOMPARE(play.levelCount(), 1);
        QVERIFY(!play.levelKey().isEmpty());
        QCOMPARE(play.play()->level()->cells.size(), std::size_t{15});
        QCOMPARE(play.play()->level()->width, 5);
        play.move(QmlDirection::Right);
        QVERIFY(play.solved());
        // The editor is as it was, history included.
        QVERIFY(editor.canUndo());
        QVERIFY(editor.undo());
        QCOMPARE(editor.boxCount(), 1);
        QCOMPARE(editor.goalCount(), 0);
    }
};

QTEST_MAIN(TestLevelEditorSession)

#include "tst_level_editor_session.moc"
