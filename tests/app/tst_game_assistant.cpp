// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "GameAssistant.h"

#include <QSignalSpy>
#include <QTest>
#include <future>
#include <memory>

namespace {

// The smallest game assistant: a position the test sets, and answers that record what came.
class ProbeAssistant : public tessera::GameAssistant
{
public:
    ProbeAssistant() : GameAssistant(QStringLiteral("probe"), nullptr) {}

    std::vector<int> shown{1};
    std::vector<int> answers; // answers taken, for the position they were asked for
    int staleAnswers = 0;
    int movesPlayed = 0;

    // Asks for `value`; the worker answers once `gate` is set (at once without one).
    void ask(int value, std::shared_future<void> gate = {})
    {
        startSearch(Purpose::Hint, [this, value, gate](const tessera::BackgroundSearch::Context &) {
            if (gate.valid())
                gate.wait();
            return std::function<void()>([this, value] {
                if (takeAnswer())
                    answers.push_back(value);
                else
                    ++staleAnswers;
            });
        });
    }
    void drop() { dropSearch(); }
    void playIn(int ms) { scheduleMove(ms); }
    int interval() const { return moveIntervalMs(); }
    bool forHint() const { return thinkingFor(Purpose::Hint); }

protected:
    std::vector<int> position() const override { return shown; }
    void playNextMove() override { ++movesPlayed; }
};

} // namespace

// What the 2048 and Fifteen assistants share (GameAssistant): the search's answer is taken
// only for the position it was asked for, thinking while it runs, the pace of played moves.
class tst_GameAssistant : public QObject
{
    Q_OBJECT

private slots:
    void answerForTheShownPositionIsTaken()
    {
        ProbeAssistant assistant;
        QSignalSpy thinking(&assistant, &tessera::GameAssistant::thinkingChanged);
        assistant.ask(7);
        QVERIFY(assistant.thinking());
        QVERIFY(assistant.forHint());
        QTRY_COMPARE(assistant.answers, std::vector<int>{7});
        QVERIFY(!assistant.thinking());
        QCOMPARE(thinking.count(), 2); // on, then off
        QCOMPARE(assistant.staleAnswers, 0);
    }

    void answerAfterTheBoardChangedIsDropped()
    {
        ProbeAssistant assistant;
        std::promise<void> release;
        assistant.ask(7, release.get_future().share());
        assistant.shown = {2}; // the player moved while the search ran
        release.set_value();
        QTRY_COMPARE(assistant.staleAnswers, 1);
        QVERIFY(assistant.answers.empty());
        QVERIFY(!assistant.thinking());
    }

    void droppedSearchGivesWayToTheNext()
    {
        ProbeAssistant assistant;
        std::promise<void> release;
        assistant.ask(1, release.get_future().share());
        assistant.drop();
        QVERIFY(!assistant.thinking());
        assistant.ask(2);
        release.set_value();
        QTRY_COMPARE(assistant.answers, std::vector<int>{2});
        QCOMPARE(assistant.staleAnswers, 0); // the first answer never came
    }

    void paceCountsFromOneMovePerSecond()
    {
        ProbeAssistant assistant;
        QSignalSpy pace(&assistant, &tessera::GameAssistant::movesPerSecondChanged);
        QCOMPARE(assistant.movesPerSecond(), 5);
        QCOMPARE(assistant.interval(), 200);
        assistant.setMovesPerSecond(0);
        QCOMPARE(assistant.movesPerSecond(), 1);
        QCOMPARE(assistant.interval(), 1000);
        assistant.setMovesPerSecond(-3); // still 1: no signal
        QCOMPARE(pace.count(), 1);
        assistant.setMovesPerSecond(20);
        QCOMPARE(assistant.interval(), 50);
        QCOMPARE(pace.count(), 2);
    }

    void scheduledMoveIsPlayed()
    {
        ProbeAssistant assistant;
        assistant.playIn(0);
        QTRY_COMPARE(assistant.movesPlayed, 1);
    }
};

QTEST_GUILESS_MAIN(tst_GameAssistant)
#include "tst_game_assistant.moc"
