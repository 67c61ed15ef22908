// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "AppPaths.h"
#include "SokobanProgress.h"
#include "SokobanReplay.h"
#include "SokobanSession.h"
#include "sokoban/XsbReader.h"
#include "sokoban/XsbWriter.h"

#include <QCoreApplication>
#include <QDir>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <cstdlib>

using tessera::SokobanAssistant;
using tessera::SokobanSession;
namespace QmlDirection = tessera::QmlDirection;

namespace {

// A level of the bundled Microban collection (0-based), as text to open.
QString microban(int index)
{
    const auto collection =
        tessera::sokoban::readXsbFile(TESSERA_SOURCE_DIR "/resources/levels/microban.xsb");
    return QString::fromStdString(tessera::sokoban::writeLevel(collection.levels.at(index).level));
}

// A search that takes far longer than any test waits: plain A* on Microban 153 (see the
// solver's tests), with no time limit of its own.
void makeSlow(SokobanSession &session)
{
    tessera::sokoban::SolverOptions slow;
    slow.heuristicWeights = {1};
    slow.featureSearchWeight = 0;
    slow.backwardSearches.clear();
    slow.timeLimitSeconds = 0;
    session.assist()->solver()->setOptions(slow);
}

// The player takes a step, whichever way is free.
bool moveSomewhere(SokobanSession &session)
{
    const int moves = session.moves();
    for (const auto d :
         {QmlDirection::Left, QmlDirection::Right, QmlDirection::Up, QmlDirection::Down}) {
        session.move(d);
        if (session.moves() > moves)
            return true;
    }
    return false;
}

// Waits for what the solver's thread sends back, however slow the machine (ASan on a busy CI).
constexpr int answerTimeoutMs = 120000;

} // namespace

// Hint and Solve on a position that needs longer than a player waits for a hint: the screen
// is told the search goes on (stillSearching), the search does, and its answer is shown when it
// comes, a solution offered rather than played.
//
// A hint limit of 0 puts every search in the background from the start, so these tests do not
// depend on how fast the machine is: only one of them lets a limit pass, on a search that never
// ends while it waits.
class TestSokobanBackgroundSearch : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Tessera"));
        QCoreApplication::setApplicationName(QStringLiteral("tessera-test-sokoban-background"));
    }

    void init()
    {
        QDir(tessera::AppPaths::dataDir()).removeRecursively();
        QSettings settings;
        settings.clear();
        settings.sync();
    }

    void cleanupTestCase() { QDir(tessera::AppPaths::dataDir()).removeRecursively(); }

    void theWholeSearchMayRunLongerThanTheHintLimit()
    {
        SokobanSession session;
        const SokobanAssistant *assist = session.assist();
        QVERIFY(assist->hintLimit() > 0);
        QVERIFY(assist->solver()->timeLimit() > 10 * assist->hintLimit());
    }

    void theHintLimitPassingSaysStillSearching()
    {
        SokobanSession session;
        makeSlow(session);
        QVERIFY(session.openPastedText(microban(152)));
        session.assist()->setHintLimit(0.05);
        QSignalSpy still(session.assist(), &SokobanAssistant::stillSearchingChanged);
        for (const auto request :
             {&SokobanAssistant::requestHint, &SokobanAssistant::requestSolve}) {
            (session.assist()->*request)();
            QVERIFY(!session.assist()->stillSearching()); // within the limit yet
            QTRY_VERIFY_WITH_TIMEOUT(session.assist()->stillSearching(), answerTimeoutMs);
            // Past the limit the search goes on: no "not decided" answer.
            QVERIFY(session.assist()->task() != SokobanAssistant::NoTask);
            QVERIFY(session.assist()->solver()->running());
            QVERIFY(session.assist()->hintText().isEmpty());
            // Esc (cancel) still stops it.
            QVERIFY(session.assist()->cancel());
            QVERIFY(!session.assist()->stillSearching());
            QTRY_VERIFY_WITH_TIMEOUT(!session.assist()->solver()->running(), answerTimeoutMs);
            QVERIFY(session.assist()->hintText().isEmpty());
        }
        QCOMPARE(still.count(), 4);
        // A move drops a search in the background too: its answer would be for another position.
        session.assist()->setHintLimit(0);
        session.assist()->requestHint();
        QVERIFY(session.assist()->stillSearching());
        QVERIFY(moveSomewhere(session));
        QCOMPARE(session.assist()->task(), SokobanAssistant::NoTask);
        QVERIFY(!session.assist()->stillSearching());
        QTRY_VERIFY_WITH_TIMEOUT(!session.assist()->solver()->running(), answerTimeoutMs);
        QVERIFY(session.assist()->hintText().isEmpty());
    }

    void aHintFoundInTheBackgroundIsShown()
    {
        SokobanSession session;
        QVERIFY(session.openPastedText(microban(0)));
        session.assist()->setHintLimit(0);
        session.assist()->requestHint();
        QCOMPARE(session.assist()->task(), SokobanAssistant::HintTask);
        QVERIFY(session.assist()->stillSearching());
        QTRY_VERIFY_WITH_TIMEOUT(session.assist()->hasHint(), answerTimeoutMs);
        QCOMPARE(session.assist()->task(), SokobanAssistant::NoTask);
        QVERIFY(!session.assist()->stillSearching());
        QVERIFY2(session.assist()->hintText().startsWith(QStringLiteral("Push the marked box")),
                 qPrintable(session.assist()->hintText()));
        QVERIFY(session.assist()->hintPushesLeft() > 0);
        QVERIFY(!session.assist()->offersSolution());
        // The marked box is one of the level's, pushed one cell.
        const int x = session.assist()->hintBoxX();
        const int y = session.assist()->hintBoxY();
        QVERIFY(session.game()->hasBox(session.game()->index(x, y)));
        QCOMPARE(std::abs(session.assist()->hintTargetX() - x) +
                     std::abs(session.assist()->hintTargetY() - y),
                 1);
        QCOMPARE(session.moves(), 0);
    }

    void aSolutionFoundInTheBackgroundIsOfferedNotPlayed()
    {
        SokobanSession session;
        QVERIFY(session.openPastedText(microban(0)));
        QVERIFY(moveSomewhere(session)); // the player's own move, kept
        const int moves = session.moves();
        session.assist()->setHintLimit(0);
        session.assist()->requestSolve();
        QCOMPARE(session.assist()->task(), SokobanAssistant::SolveTask);
        QVERIFY(session.assist()->stillSearching());
        QTRY_VERIFY_WITH_TIMEOUT(session.assist()->offersSolution(), answerTimeoutMs);
        QCOMPARE(session.assist()->task(), SokobanAssistant::NoTask);
        QVERIFY(!session.assist()->stillSearching());
        // The board is the player's until they ask.
        QVERIFY(!session.replay()->active());
        QCOMPARE(session.moves(), moves);
        QVERIFY2(session.assist()->hintText().startsWith(QStringLiteral("Found a solution")),
                 qPrintable(session.assist()->hintText()));
        QVERIFY(session.assist()->playOfferedSolution());
        QVERIFY(!session.assist()->offersSolution());
        QVERIFY(session.assist()->hintText().isEmpty());
        QVERIFY(session.replay()->active());
        QTRY_VERIFY_WITH_TIMEOUT(session.solved(), answerTimeoutMs);
        QVERIFY(session.progress()->solvedBySolver());
        QVERIFY(!session.assist()->playOfferedSolution());
    }

    void anOfferGoesWhenThePositionChanges()
    {
        SokobanSession session;
        QVERIFY(session.openPastedText(microban(0)));
        session.assist()->setHintLimit(0);
        session.assist()->requestSolve();
        QTRY_VERIFY_WITH_TIMEOUT(session.assist()->offersSolution(), answerTimeoutMs);
        QVERIFY(moveSomewhere(session));
        QVERIFY(!session.assist()->offersSolution());
        QVERIFY(session.assist()->hintText().isEmpty());
        QVERIFY(!session.assist()->playOfferedSolution());
        QVERIFY(!session.replay()->active());
        // Esc puts an offer away too.
        session.assist()->requestSolve();
        QTRY_VERIFY_WITH_TIMEOUT(session.assist()->offersSolution(), answerTimeoutMs);
        QVERIFY(session.assist()->dismissHint());
        QVERIFY(!session.assist()->offersSolution());
    }

    void theBackgroundSearchEndsAtItsOwnLimit()
    {
        SokobanSession session;
        makeSlow(session);
        session.assist()->solver()->setTimeLimit(0.01);
        QVERIFY(session.openPastedText(microban(152)));
        session.assist()->setHintLimit(0);
        session.assist()->requestHint();
        QVERIFY(session.assist()->stillSearching());
        QTRY_VERIFY_WITH_TIMEOUT(!session.assist()->hintText().isEmpty(), answerTimeoutMs);
        QCOMPARE(session.assist()->task(), SokobanAssistant::NoTask);
        QVERIFY(!session.assist()->stillSearching());
        QVERIFY(!session.assist()->hasHint());
        QVERIFY2(session.assist()->hintText().startsWith(QStringLiteral("No hint: Not decided")),
                 qPrintable(session.assist()->hintText()));
    }
};

QTEST_MAIN(TestSokobanBackgroundSearch)
#include "tst_sokoban_background_search.moc"
