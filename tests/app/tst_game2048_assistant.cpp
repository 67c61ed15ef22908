// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Game2048Assistant.h"
#include "Game2048Session.h"
#include "game2048/BoardText.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>

using tessera::Game2048Assistant;
using tessera::Game2048Session;
namespace QmlDirection = tessera::QmlDirection;
namespace g = tessera::game2048;

namespace {

g::Board board(const char *text)
{
    return std::get<g::Board>(g::parseBoard(text));
}

} // namespace

// The AI in the app: answers come from the worker thread, never block the caller, are dropped
// when the board changed meanwhile, and Autoplay plays the model's game until told to stop.
class tst_Game2048Assistant : public QObject
{
    Q_OBJECT

private slots:
    void hintIsAMoveThatChangesTheBoard()
    {
        Game2048Session model;
        // Only Left and Down change this board.
        model.startFrom(board("0 0 2 2/0 0 0 4/0 0 0 8/0 0 0 16"), 1);
        Game2048Assistant assistant;
        assistant.setModel(&model);
        QSignalSpy hint(&assistant, &Game2048Assistant::hintChanged);
        assistant.requestHint();
        // The call returns at once; the answer comes later.
        QVERIFY(assistant.thinking());
        QVERIFY(!assistant.hintReady());
        QTRY_VERIFY_WITH_TIMEOUT(assistant.hintReady(), 5000);
        QVERIFY(!assistant.thinking());
        QVERIFY(assistant.hasHintDirection());
        const QmlDirection::Value direction = assistant.hintDirection();
        QVERIFY2(direction == QmlDirection::Left || direction == QmlDirection::Down,
                 qPrintable(QString::number(direction)));
        QVERIFY(model.game().board().canSlide(static_cast<tessera::Direction>(direction)));
    }

    void hintAgreesWithTheAi()
    {
        // A position with a clear best move at full depth: the hint is the AI's answer.
        const g::Board position = board("2 4 8 16/0 0 0 32/0 0 0 64/0 0 2 128");
        Game2048Session model;
        model.startFrom(position, 1);
        Game2048Assistant assistant;
        assistant.setModel(&model);
        assistant.requestHint();
        QTRY_VERIFY_WITH_TIMEOUT(assistant.hintReady(), 5000);
        const auto expected = g::bestMove(position);
        QVERIFY(expected);
        QVERIFY(assistant.hasHintDirection());
        QCOMPARE(assistant.hintDirection(), QmlDirection::fromCore(*expected));
    }

    void noMoveNoHint()
    {
        Game2048Session model;
        model.startFrom(board("2 4 2/4 2 4/2 4 2"), 1);
        Game2048Assistant assistant;
        assistant.setModel(&model);
        assistant.requestHint();
        QTRY_VERIFY_WITH_TIMEOUT(assistant.hintReady(), 5000);
        QVERIFY(!assistant.hasHintDirection());
    }

    void aMoveClearsTheHintAndDropsALateAnswer()
    {
        Game2048Session model;
        model.startFrom(board("0 0 2 2/0 0 0 4/0 0 0 8/0 0 0 16"), 1);
        Game2048Assistant assistant;
        assistant.setModel(&model);
        assistant.requestHint();
        QVERIFY(model.move(QmlDirection::Left)); // before the answer can have come
        QVERIFY(!assistant.thinking());
        QVERIFY(!assistant.hintReady());
        QVERIFY(!assistant.hasHintDirection());
        // Whatever the worker sends back for the old board is dropped.
        QTRY_VERIFY(assistant.settled());
        QVERIFY(!assistant.hintReady());

        // A hint for the new board, then a move: the hint goes.
        assistant.requestHint();
        QTRY_VERIFY_WITH_TIMEOUT(assistant.hintReady(), 5000);
        for (const auto d :
             {QmlDirection::Left, QmlDirection::Up, QmlDirection::Right, QmlDirection::Down}) {
            if (model.move(d))
                break;
        }
        QVERIFY(!assistant.hintReady());
        QVERIFY(!assistant.hasHintDirection());
    }

    void autoplayPlaysUntilStopped()
    {
        Game2048Session model;
        model.newGameWithSeed(7);
        Game2048Assistant assistant;
        assistant.setModel(&model);
        assistant.setMovesPerSecond(1000); // as fast as it can
        QVERIFY(assistant.startAutoplay());
        QVERIFY(assistant.autoplaying());
        QCOMPARE(model.moveCount(), 0); // nothing happens inside the call
        QTRY_VERIFY_WITH_TIMEOUT(model.moveCount() >= 20, 10000);
        QVERIFY(model.assisted());
        QCOMPARE(assistant.autoplayMoves(), model.moveCount());
        assistant.stopAutoplay();
        QVERIFY(!assistant.autoplaying());
        const int moves = model.moveCount();
        QTRY_VERIFY(assistant.settled()); // nothing planned, nothing on the worker
        QCOMPARE(model.moveCount(), moves);
        // It played well enough to keep the board open after 20 moves from a fresh start.
        QVERIFY(!model.over());
    }

    void autoplayStopsAtTheEndAndAtAWin()
    {
        Game2048Session model;
        // One move left, then over (whatever tile comes).
        model.startFrom(board("8 16 8/16 8 16/32 64 0"), 21);
        Game2048Assistant assistant;
        assistant.setModel(&model);
        assistant.setMovesPerSecond(1000);
        QSignalSpy finished(&assistant, &Game2048Assistant::autoplayFinished);
        QVERIFY(assistant.startAutoplay());
        QTRY_VERIFY_WITH_TIMEOUT(!assistant.autoplaying(), 5000);
        QVERIFY(model.over());
        QCOMPARE(finished.count(), 1);
        QVERIFY(!assistant.startAutoplay()); // nothing to play

        // A 2048 waits for the player.
        model.startFrom(board("1024 1024 0 0/0 0 0 0/0 0 0 0/0 0 0 0"), 3);
        QVERIFY(assistant.startAutoplay());
        QTRY_VERIFY_WITH_TIMEOUT(model.won(), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(!assistant.autoplaying(), 5000);
        QVERIFY(!assistant.startAutoplay());
        QVERIFY(model.keepGoing());
        QVERIFY(assistant.startAutoplay());
        assistant.stopAutoplay();
    }

    void destroyedWhileThinkingStopsCleanly()
    {
        Game2048Session model;
        model.startFrom(board("2 4 8 16 32 64 128 256/0 0 0 0 0 0 0 2/0 0 0 0 0 0 0 0/"
                              "0 0 0 0 0 0 0 0/0 0 0 0 0 0 0 0/0 0 0 0 0 0 0 0/"
                              "0 0 0 0 0 0 0 0/0 0 0 0 0 0 0 4"),
                        1);
        auto assistant = std::make_unique<Game2048Assistant>();
        assistant->setModel(&model);
        assistant->requestHint();
        QVERIFY(assistant->thinking()); // destroyed in the middle of a search
        const int versionBefore = model.boardVersion();
        const qint64 scoreBefore = model.score();
        assistant.reset(); // cancels the search and joins the thread
        // An answer still queued for the destroyed assistant reaches nobody: the board is the
        // player's, unchanged, and still plays.
        QCoreApplication::processEvents();
        QCOMPARE(model.boardVersion(), versionBefore);
        QCOMPARE(model.score(), scoreBefore);
        QVERIFY(model.move(QmlDirection::Left));
        QVERIFY(model.boardVersion() != versionBefore);
    }
};

QTEST_GUILESS_MAIN(tst_Game2048Assistant)
#include "tst_game2048_assistant.moc"
