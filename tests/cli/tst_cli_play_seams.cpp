// SPDX-License-Identifier: GPL-3.0-or-later
// `tessera-cli play` where a game ends or is left: what is recorded, what is asked, what is
// said. Run in a real terminal (tmux), driven by keys, read back from the screen.
#include "Game2048Scores.h"
#include "PlayTestSupport.h"
#include "TmuxSession.h"
#include "game2048/Game.h"

#include <QDeadlineTimer>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <functional>

namespace {

namespace g = tessera::game2048;

QString scoresPath(const QTemporaryDir &dir)
{
    return dir.filePath(QStringLiteral("data/Tessera/tessera/2048-scores.json"));
}

QString keyName(tessera::Direction d)
{
    switch (d) {
    case tessera::Direction::Left:
        return QStringLiteral("Left");
    case tessera::Direction::Right:
        return QStringLiteral("Right");
    case tessera::Direction::Up:
        return QStringLiteral("Up");
    default:
        return QStringLiteral("Down");
    }
}

// Plays `game` (the engine's twin of the one on screen) with the first direction that moves,
// the same keys sent to the terminal, until `done` holds; then waits for the screen to show
// the score. False when the game ended first or the screen did not follow.
bool playUntil(TmuxSession &tmux, g::Game &game, const std::function<bool(const g::Game &)> &done)
{
    QStringList keys;
    while (!done(game)) {
        if (game.isOver())
            return false;
        for (const tessera::Direction d : tessera::allDirections) {
            if (game.board().canSlide(d)) {
                game.move(d);
                keys.append(keyName(d));
                break;
            }
        }
    }
    const QString score = QStringLiteral("Score %1 ").arg(game.score());
    return tmux.sendKeys(keys) && tmux.waitForText(score).contains(score);
}

// Waits (up to 15 s) until `check` holds; false if it never did.
bool eventually(const std::function<bool()> &check)
{
    const QDeadlineTimer deadline(15000);
    while (!check()) {
        if (deadline.hasExpired())
            return false;
        QThread::msleep(50);
    }
    return true;
}

} // namespace

class TestCliPlaySeams : public QObject
{
    Q_OBJECT

private slots:
    void a2048GameQuitWithQEntersTheHighScoreTable()
    {
        QTemporaryDir dir;
        TmuxSession tmux;
        QVERIFY(tmux.start(80, 24,
                           playCommand(dir, {QStringLiteral("2048"), QStringLiteral("--seed"),
                                             QStringLiteral("5")})));
        QVERIFY(tmux.waitForText(QStringLiteral("Score 0")).contains(QStringLiteral("Score 0")));
        g::Game game = *g::Game::create(4, 4, 5);
        QVERIFY(playUntil(tmux, game, [](const g::Game &g) { return g.score() > 0; }));

        QVERIFY(tmux.sendKeys({QStringLiteral("q")}));
        QVERIFY(tmux.waitForText(QStringLiteral("Quit this game?"))
                    .contains(QStringLiteral("Quit this game?")));
        QVERIFY(tmux.sendKeys({QStringLiteral("y")}));
        // The game it ended is in the table, as one ended by n or by a full board.
        QList<tessera::Game2048Scores::Entry> table;
        const bool entered = eventually([&] {
            table = tessera::Game2048Scores(scoresPath(dir)).table(4, 4);
            return !table.isEmpty();
        });
        QVERIFY2(entered, qPrintable(readAll(scoresPath(dir))));
        QCOMPARE(table.size(), 1);
        QCOMPARE(table.constFirst().score, game.score());
        QCOMPARE(table.constFirst().highestTile, g::tileValue(game.board().highestExponent()));
        QCOMPARE(table.constFirst().name, QStringLiteral("Player"));
    }
};

QTEST_GUILESS_MAIN(TestCliPlaySeams)
#include "tst_cli_play_seams.moc"
