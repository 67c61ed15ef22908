// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// The editor's Generate: boxes and the player placed on the edited walls and goals on a thread
// of its own, the best level offered as it improves, and taken into the editor undoably.

#include "EditorGenerator.h"
#include "LevelEditorSession.h"
#include "sokoban/LevelValidator.h"
#include "sokoban/XsbReader.h"
#include "sokoban/solver/Solver.h"

#include <QSignalSpy>
#include <QTest>

using tessera::EditorGenerator;
using tessera::LevelEditorSession;
namespace sokoban = tessera::sokoban;

namespace {

// Walls and goals only.
const char *layout = "########\n"
                     "#      #\n"
                     "# #  # #\n"
                     "#  ..  #\n"
                     "#  .   #\n"
                     "#      #\n"
                     "########\n"
                     "Title: Three goals\n";

} // namespace

class TestEditorGenerator : public QObject
{
    Q_OBJECT

private slots:
    void offersASolvableLevelAndTheEditorTakesIt()
    {
        EditorGenerator generator;
        QSignalSpy finished(&generator, &EditorGenerator::finished);
        QSignalSpy candidates(&generator, &EditorGenerator::candidateChanged);
        QVERIFY(generator.start(QString::fromLatin1(layout), 30, 5));
        QVERIFY(generator.running());
        QVERIFY(finished.wait(60000));
        QVERIFY(!generator.running());
        QCOMPARE(generator.progress(), 1.0);
        QVERIFY(generator.hasCandidate());
        QVERIFY(candidates.count() >= 2); // cleared at the start, then offered
        QCOMPARE(generator.candidateRows().size(), 7);
        QVERIFY(generator.candidatePushes() > 0);
        QVERIFY(generator.candidateMoves() >= generator.candidatePushes());
        QVERIFY(generator.message().isEmpty());

        const auto read = sokoban::readXsb(generator.candidateText().toStdString());
        QCOMPARE(read.levels.size(), std::size_t{1});
        const sokoban::Level level = read.levels.front().level;
        QCOMPARE(level.title, std::string("Three goals"));
        QVERIFY(sokoban::validateLevel(level).empty());
        QCOMPARE(sokoban::Solver().solve(level).status, sokoban::SolverStatus::Solved);

        LevelEditorSession editor;
        QVERIFY(editor.pasteText(QString::fromLatin1(layout)));
        QCOMPARE(editor.boxCount(), 0);
        QVERIFY(!editor.playable());
        QVERIFY(editor.applyGenerated(generator.candidateText()));
        QCOMPARE(editor.boxCount(), 3);
        QVERIFY(editor.playable());
        QCOMPARE(editor.title(), QStringLiteral("Three goals"));
        QVERIFY(editor.undo());
        QCOMPARE(editor.boxCount(), 0);
    }

    void oneSeedGivesOneLevel()
    {
        EditorGenerator a;
        EditorGenerator b;
        QSignalSpy aDone(&a, &EditorGenerator::finished);
        QSignalSpy bDone(&b, &EditorGenerator::finished);
        QVERIFY(a.start(QString::fromLatin1(layout), 30, 11));
        QVERIFY(b.start(QString::fromLatin1(layout), 30, 11));
        QVERIFY(aDone.wait(60000));
        QTRY_COMPARE_WITH_TIMEOUT(bDone.count(), 1, 60000);
        QCOMPARE(a.candidateText(), b.candidateText());
    }

    void aLayoutWithoutGoalsIsExplained()
    {
        EditorGenerator generator;
        QSignalSpy finished(&generator, &EditorGenerator::finished);
        QVERIFY(generator.start(QStringLiteral("#####\n#@  #\n#####\n"), 5, 1));
        QVERIFY(finished.wait(30000));
        QVERIFY(!generator.hasCandidate());
        QVERIFY(generator.message().contains(QStringLiteral("goals")));
        QVERIFY(!generator.start(QStringLiteral("no level here"), 5, 1));
        QVERIFY(!generator.message().isEmpty());
    }

    void stopEndsARun()
    {
        // A large room with many boxes: far more positions than the time allows.
        QString room = QStringLiteral("####################\n");
        for (int y = 0; y < 12; ++y)
            room += y == 5 ? QStringLiteral("#  ....  ....  ... #\n")
                           : QStringLiteral("#                  #\n");
        room += QStringLiteral("####################\n");
        EditorGenerator generator;
        QSignalSpy finished(&generator, &EditorGenerator::finished);
        QVERIFY(generator.start(room, 600, 1));
        QTRY_VERIFY(generator.progress() > 0 || generator.hasCandidate());
        generator.cancel();
        QVERIFY(finished.wait(30000));
        QVERIFY(!generator.running());
    }

    void destroyedWhileRunning()
    {
        auto generator = std::make_unique<EditorGenerator>();
        QVERIFY(generator->start(QString::fromLatin1(layout), 600, 1));
        generator.reset(); // cancels and waits for the thread: no report reaches a dead object
        QCoreApplication::processEvents();
    }
};

QTEST_MAIN(TestEditorGenerator)
#include "tst_editor_generator.moc"
