// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "AppPaths.h"
#include "Game2048Scores.h"
#include "Game2048Session.h"
#include "Game2048Settings.h"
#include "ResumeState.h"
#include "game2048/BoardText.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <memory>
#include <set>

using tessera::Game2048Scores;
using tessera::Game2048Session;
using tessera::Game2048Settings;
using tessera::Game2048TileModel;
using tessera::GameSession;
using tessera::ResumeState;
namespace QmlDirection = tessera::QmlDirection;
namespace g = tessera::game2048;

namespace {

g::Board board(const char *text)
{
    return std::get<g::Board>(g::parseBoard(text));
}

QString text(const g::Board &b)
{
    return QString::fromStdString(g::formatBoard(b));
}

struct TileView
{
    int id;
    int exponent;
    int row;
    int column;
    int merges;
    bool isNew;
    bool consumed;
};

std::vector<TileView> tiles(const Game2048Session &session)
{
    std::vector<TileView> list;
    const Game2048TileModel &model = *session.tiles();
    for (int i = 0; i < model.rowCount(); ++i) {
        const QModelIndex index = model.index(i);
        list.push_back({index.data(Game2048TileModel::TileIdRole).toInt(),
                        index.data(Game2048TileModel::ExponentRole).toInt(),
                        index.data(Game2048TileModel::BoardRowRole).toInt(),
                        index.data(Game2048TileModel::BoardColumnRole).toInt(),
                        index.data(Game2048TileModel::MergesRole).toInt(),
                        index.data(Game2048TileModel::IsNewRole).toBool(),
                        index.data(Game2048TileModel::ConsumedRole).toBool()});
    }
    return list;
}

// The live (not merged-away) tile in a cell.
std::optional<TileView> tileAt(const Game2048Session &session, int row, int column)
{
    for (const TileView &t : tiles(session)) {
        if (!t.consumed && t.row == row && t.column == column)
            return t;
    }
    return std::nullopt;
}

// What the rows of the model show, as a board: must always be the game's board.
QString shownBoard(const Game2048Session &session)
{
    auto shown = *g::Board::empty(session.rows(), session.columns());
    for (const TileView &t : tiles(session)) {
        if (!t.consumed)
            shown.setExponent({t.row, t.column}, t.exponent);
    }
    return text(shown);
}

} // namespace

class tst_Game2048Session : public QObject
{
    Q_OBJECT

private:
    // A session with its tile model under QAbstractItemModelTester, with settings (animations
    // off unless asked), scores and a resume state in the test folders.
    struct Fixture
    {
        std::unique_ptr<Game2048Settings> settings = std::make_unique<Game2048Settings>();
        std::unique_ptr<Game2048Scores> scores = std::make_unique<Game2048Scores>();
        std::unique_ptr<ResumeState> resume = std::make_unique<ResumeState>();
        std::unique_ptr<Game2048Session> session = std::make_unique<Game2048Session>();
        std::unique_ptr<QAbstractItemModelTester> tester;

        explicit Fixture(bool animations = false)
        {
            settings->setAnimations(animations);
            tester = std::make_unique<QAbstractItemModelTester>(
                session->tiles(), QAbstractItemModelTester::FailureReportingMode::QtTest);
            session->setSettings(settings.get());
            session->setScores(scores.get());
            session->setResumeState(resume.get());
        }
    };

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Tessera"));
        QCoreApplication::setApplicationName(QStringLiteral("tessera-test-2048-session"));
    }
    void init()
    {
        QSettings().clear();
        QDir(tessera::AppPaths::dataDir()).removeRecursively();
    }
    void cleanupTestCase()
    {
        QSettings().clear();
        QDir(tessera::AppPaths::dataDir()).removeRecursively();
    }

    void startsANewGameOfTheSettingsSize()
    {
        Fixture f;
        f.settings->setSize(3, 6);
        f.session->start();
        QCOMPARE(f.session->rows(), 3);
        QCOMPARE(f.session->columns(), 6);
        QCOMPARE(f.session->tiles()->rowCount(), 2); // the original starts with two tiles
        QCOMPARE(f.session->game().board().tileCount(), 2);
        QCOMPARE(f.session->score(), 0);
        QCOMPARE(f.session->undosLeft(), 0);
        QVERIFY(!f.session->canUndo());
        QVERIFY(!f.session->won());
        QVERIFY(!f.session->over());
        QVERIFY(!f.session->inProgress());
        for (const TileView &t : tiles(*f.session)) {
            QVERIFY(t.isNew); // the view grows them in
            QVERIFY(t.exponent == 1 || t.exponent == 2);
        }
        QCOMPARE(shownBoard(*f.session), f.session->boardText());
    }

    void moveSlidesMergesAndAddsATile()
    {
        Fixture f;
        const g::Board start = board("2 2 0 0/0 4 4 0/0 0 0 0/0 0 8 0");
        f.session->startFrom(start, 77);
        const int idTopRight = tileAt(*f.session, 0, 1)->id;
        const int idEight = tileAt(*f.session, 3, 2)->id;
        QSignalSpy moved(f.session.get(), &GameSession::moved);
        QSignalSpy scoreChanged(f.session.get(), &Game2048Session::scoreChanged);
        QSignalSpy scored(f.session.get(), &GameSession::scored);

        QVERIFY(f.session->move(QmlDirection::Left));
        // Two merges (a 4 and an 8): 12 points, and the sound plays the larger, exponent 3.
        QCOMPARE(scored.count(), 1);
        QCOMPARE(scored.first().at(0).toLongLong(), 12);
        QCOMPARE(scored.first().at(1).toInt(), 3);
        QCOMPARE(moved.first().first().value<GameSession::MoveEffect>(),
                 GameSession::MoveEffect::Plain);

        // The core decides: the same move on the same game gives the same board.
        g::Game reference = g::Game::fromBoard(start, 77);
        const g::MoveResult expected = reference.move(tessera::Direction::Left);
        QCOMPARE(f.session->boardText(), text(reference.board()));
        QCOMPARE(shownBoard(*f.session), f.session->boardText());
        QCOMPARE(f.session->score(), 12);
        QCOMPARE(f.session->lastGain(), 12);
        QCOMPARE(f.session->gainCount(), 1);
        QCOMPARE(f.session->moveCount(), 1);
        QCOMPARE(f.session->undosLeft(), 1);
        QCOMPARE(moved.count(), 1);
        QVERIFY(scoreChanged.count() >= 1);

        // Tiles keep their ids as they slide: the 8 moved from column 2 to column 0.
        QCOMPARE(tileAt(*f.session, 3, 0)->id, idEight);
        QCOMPARE(tileAt(*f.session, 3, 0)->merges, 0);
        // Two merges: one tile of each pair stays (and pops), the other is merged away.
        const auto four = tileAt(*f.session, 0, 0);
        QCOMPARE(four->exponent, 2);
        QCOMPARE(four->merges, 1);
        QVERIFY(four->id != idTopRight); // the one that did not travel stays
        const auto eight = tileAt(*f.session, 1, 0);
        QCOMPARE(eight->exponent, 3);
        QCOMPARE(eight->merges, 1);
        // Animations are off: the merged-away tiles are gone at once.
        QCOMPARE(f.session->tiles()->rowCount(), reference.board().tileCount());
        // The new tile is a new row, marked for the view to grow it.
        int newTiles = 0;
        for (const TileView &t : tiles(*f.session)) {
            if (t.isNew) {
                ++newTiles;
                QCOMPARE(t.row, expected.spawn->cell.row);
                QCOMPARE(t.column, expected.spawn->cell.col);
            }
        }
        QCOMPARE(newTiles, 1);
    }

    void mergedTilesLeaveWhenTheSlideIsOver()
    {
        Fixture f(true); // animations on
        f.session->startFrom(board("2 2 0 0/0 0 0 0/0 0 0 0/0 0 0 0"), 5);
        const int idRight = tileAt(*f.session, 0, 1)->id;
        QVERIFY(f.session->move(QmlDirection::Left));
        // The merged-away tile slides to the same cell first.
        std::optional<TileView> leaving;
        for (const TileView &t : tiles(*f.session)) {
            if (t.consumed)
                leaving = t;
        }
        QVERIFY(leaving);
        QCOMPARE(leaving->id, idRight);
        QCOMPARE(leaving->row, 0);
        QCOMPARE(leaving->column, 0);
        QCOMPARE(f.session->tiles()->rowCount(), 3);
        QTRY_COMPARE(f.session->tiles()->rowCount(), 2);
        QCOMPARE(shownBoard(*f.session), f.session->boardText());
    }

    void nextMoveSettlesTheLastOne()
    {
        Fixture f(true);
        f.session->startFrom(board("2 2 0 0/0 0 0 0/0 0 0 0/0 0 0 0"), 5);
        QVERIFY(f.session->move(QmlDirection::Left));
        QCOMPARE(f.session->tiles()->rowCount(), 3);
        f.session->move(QmlDirection::Down);
        for (const TileView &t : tiles(*f.session))
            QVERIFY(!t.consumed || t.row == 3); // only the new move's leavers are left
        f.session->settle();
        QCOMPARE(f.session->tiles()->rowCount(), f.session->game().board().tileCount());
        QCOMPARE(shownBoard(*f.session), f.session->boardText());
    }

    void moveThatChangesNothingDoesNothing()
    {
        Fixture f;
        f.session->startFrom(board("2 4 0 0/0 0 0 0/0 0 0 0/0 0 0 0"), 9);
        const QString before = f.session->boardText();
        QSignalSpy state(f.session.get(), &Game2048Session::stateChanged);
        QVERIFY(!f.session->move(QmlDirection::Left));
        QVERIFY(!f.session->move(QmlDirection::Up));
        QCOMPARE(f.session->boardText(), before);
        QCOMPARE(f.session->moveCount(), 0);
        QCOMPARE(f.session->undosLeft(), 0);
        QCOMPARE(state.count(), 0);
        QVERIFY(!f.session->move(static_cast<QmlDirection::Value>(7)));
    }

    void undoGoesBackThreeMovesAndNoFurther()
    {
        Fixture f;
        f.session->startFrom(board("2 2 4 8/0 0 0 0/0 0 0 0/0 0 0 0"), 11);
        QStringList boards{f.session->boardText()};
        QList<qint64> scores{f.session->score()};
        const QmlDirection::Value moves[] = {QmlDirection::Left, QmlDirection::Down,
                                             QmlDirection::Right, QmlDirection::Up};
        for (const auto d : moves) {
            QVERIFY(f.session->move(d));
            boards.append(f.session->boardText());
            scores.append(f.session->score());
        }
        QCOMPARE(f.session->undosLeft(), 3);
        QCOMPARE(f.session->maximumUndos(), 3);
        for (int back = 1; back <= 3; ++back) {
            QVERIFY(f.session->canUndo());
            QVERIFY(f.session->undo());
            QCOMPARE(f.session->boardText(), boards.at(4 - back));
            QCOMPARE(f.session->score(), scores.at(4 - back));
            QCOMPARE(f.session->undosLeft(), 3 - back);
            QCOMPARE(f.session->moveCount(), 4 - back);
            QCOMPARE(shownBoard(*f.session), f.session->boardText());
        }
        QVERIFY(!f.session->canUndo());
        QVERIFY(!f.session->undo());
        QCOMPARE(f.session->boardText(), boards.at(1));

        // The same move after an undo brings the same new tile.
        QVERIFY(f.session->move(QmlDirection::Down));
        QCOMPARE(f.session->boardText(), boards.at(2));
    }

    void aRefusedMoveAndAnUndoAreToldAsSuch()
    {
        Fixture f;
        f.session->startFrom(board("2 0 0 0/4 0 0 0/0 0 0 0/0 0 0 0"), 5);
        QSignalSpy moved(f.session.get(), &GameSession::moved);
        QSignalSpy blocked(f.session.get(), &GameSession::blocked);
        QSignalSpy undone(f.session.get(), &GameSession::undone);
        QSignalSpy scored(f.session.get(), &GameSession::scored);
        // Nothing slides left: refused, and told as such, without a move.
        QVERIFY(!f.session->move(QmlDirection::Left));
        QCOMPARE(blocked.count(), 1);
        QCOMPARE(moved.count(), 0);
        // A slide without a merge moves and scores nothing; its undo is an undo, not a move.
        QVERIFY(f.session->move(QmlDirection::Right));
        QCOMPARE(moved.count(), 1);
        QCOMPARE(scored.count(), 0);
        QVERIFY(f.session->undo());
        QCOMPARE(undone.count(), 1);
        QCOMPARE(moved.count(), 1);
        QCOMPARE(blocked.count(), 1);
    }

    void winningShowsOnceAndWaitsForKeepGoing()
    {
        Fixture f;
        f.session->startFrom(board("1024 1024 0 0/512 512 0 0/0 0 0 0/0 0 0 0"), 3);
        QSignalSpy won(f.session.get(), &GameSession::gameWon);
        QVERIFY(f.session->move(QmlDirection::Left));
        QVERIFY(f.session->won());
        QCOMPARE(won.count(), 1);
        QCOMPARE(f.session->highestTile(), 2048);
        // While "You win" shows, moves and undo wait.
        const QString shown = f.session->boardText();
        QVERIFY(!f.session->move(QmlDirection::Right));
        QVERIFY(!f.session->canUndo());
        QVERIFY(!f.session->undo());
        QCOMPARE(f.session->boardText(), shown);

        QVERIFY(f.session->keepGoing());
        QVERIFY(!f.session->won());
        QVERIFY(f.session->keptGoing());
        QVERIFY(!f.session->keepGoing());
        QVERIFY(f.session->move(QmlDirection::Right) || f.session->move(QmlDirection::Down));
        // Undo back to before the 2048 and make it again: no second win.
        while (f.session->undo()) {
        }
        QVERIFY(f.session->move(QmlDirection::Left) || f.session->move(QmlDirection::Right));
        QCOMPARE(won.count(), 1);
        QVERIFY(!f.session->won());
    }

    void gameOverAsksForTheHighScore()
    {
        Fixture f;
        f.settings->setSize(3, 3);
        // Whatever tile comes, nothing can move after this slide.
        f.session->startFrom(board("8 16 8/16 8 16/32 64 0"), 21, 400);
        QSignalSpy over(f.session.get(), &GameSession::gameOver);
        QSignalSpy asked(f.session.get(), &Game2048Session::highScoreChanged);
        QVERIFY(f.session->move(QmlDirection::Right));
        QVERIFY(f.session->over());
        QVERIFY(!f.session->inProgress());
        QCOMPARE(over.count(), 1);
        QVERIFY(!f.session->move(QmlDirection::Left));

        QVERIFY(f.session->highScorePending());
        QCOMPARE(asked.count(), 1);
        QCOMPARE(f.session->pendingScore(), 400);
        QCOMPARE(f.session->pendingTile(), 64);
        QCOMPARE(f.session->pendingRank(), 1);
        QCOMPARE(f.session->pendingRows(), 3);
        QCOMPARE(f.session->pendingColumns(), 3);
        // A finished game is not kept for the next start.
        QVERIFY(f.resume->gameState(Game2048Session::stateKey()).isEmpty());

        QCOMPARE(f.session->submitHighScore(QStringLiteral("  Ada ")), 1);
        QVERIFY(!f.session->highScorePending());
        QCOMPARE(f.session->lastEntryRank(), 1);
        QCOMPARE(f.settings->playerName(), QStringLiteral("Ada")); // remembered
        const auto table = f.scores->table(3, 3);
        QCOMPARE(table.size(), 1);
        QCOMPARE(table.first().name, QStringLiteral("Ada"));
        QCOMPARE(table.first().score, 400);
        QCOMPARE(table.first().highestTile, 64);
        QCOMPARE(table.first().gameId, f.session->gameId());
        QCOMPARE(f.scores->best(3, 3), 400);
        QCOMPARE(f.session->best(), 400);

        // Taken back and ended again no higher: the same game, already entered, is not asked
        // about again (nor on a new game), and stays one entry.
        QVERIFY(f.session->undo());
        QVERIFY(!f.session->over());
        QVERIFY(f.session->move(QmlDirection::Right));
        QVERIFY(f.session->over());
        QVERIFY(!f.session->highScorePending());
        f.session->newGame();
        QVERIFY(!f.session->highScorePending());
        QCOMPARE(f.scores->table(3, 3).size(), 1);
        QCOMPARE(f.scores->best(3, 3), 400);
    }

    void aLowScoreIsNotAsked()
    {
        Fixture f;
        for (int i = 0; i < Game2048Scores::tableSize; ++i) {
            Game2048Scores::Entry e;
            e.name = QStringLiteral("p%1").arg(i);
            e.score = 100000;
            e.highestTile = 4096;
            f.scores->addEntry(3, 3, e);
        }
        f.settings->setSize(3, 3);
        f.session->startFrom(board("8 16 8/16 8 16/32 64 0"), 21, 400);
        QVERIFY(f.session->move(QmlDirection::Right));
        QVERIFY(f.session->over());
        QVERIFY(!f.session->highScorePending());
    }

    void newGameOffersTheScoreOfTheGameItReplaces()
    {
        Fixture f;
        f.session->startFrom(board("2 2 0 0/0 0 0 0/0 0 0 0/0 0 0 0"), 2);
        f.session->newGame();
        QVERIFY(!f.session->highScorePending()); // nothing scored yet
        f.session->startFrom(board("2 2 0 0/4 4 0 0/0 0 0 0/0 0 0 0"), 2);
        QVERIFY(f.session->move(QmlDirection::Left));
        QCOMPARE(f.session->score(), 12);
        QVERIFY(f.session->inProgress());
        f.session->newGame();
        QCOMPARE(f.session->score(), 0);
        QCOMPARE(f.session->moveCount(), 0);
        QVERIFY(f.session->highScorePending());
        QCOMPARE(f.session->pendingScore(), 12);
        QCOMPARE(f.session->pendingTile(), 8);
        f.session->skipHighScore();
        QVERIFY(!f.session->highScorePending());
        QVERIFY(f.scores->table(4, 4).isEmpty());
        // The best score was still raised as the game went.
        QCOMPARE(f.scores->best(4, 4), 12);
        QCOMPARE(f.session->best(), 12);
    }

    void assistedGamesStayOutOfTheScores()
    {
        Fixture f;
        f.session->startFrom(board("2 2 0 0/4 4 0 0/0 0 0 0/0 0 0 0"), 2);
        f.session->markAssisted();
        QVERIFY(f.session->assisted());
        QVERIFY(f.session->move(QmlDirection::Left));
        QCOMPARE(f.session->score(), 12);
        QCOMPARE(f.session->best(), 0);
        QCOMPARE(f.scores->best(4, 4), 0);
        f.session->newGame();
        QVERIFY(!f.session->highScorePending());
        QVERIFY(!f.session->assisted()); // the next game is the player's again
    }

    void aNameAskedAtCloseIsKeptUnderTheNameLastUsed()
    {
        Fixture f;
        f.settings->setPlayerName(QStringLiteral("Grace"));
        f.settings->setSize(3, 3);
        f.session->startFrom(board("8 16 8/16 8 16/32 64 0"), 21, 400);
        QVERIFY(f.session->move(QmlDirection::Right));
        QVERIFY(f.session->highScorePending());
        f.tester.reset();
        f.session.reset();
        QCOMPARE(f.scores->table(3, 3).size(), 1);
        QCOMPARE(f.scores->table(3, 3).first().name, QStringLiteral("Grace"));
    }

    void unfinishedGameResumesAfterARestart()
    {
        QString savedBoard;
        qint64 savedScore = 0;
        QString afterOneMore;
        {
            Fixture f;
            f.settings->setSize(5, 4);
            f.session->start();
            f.session->startFrom(board("2 2 4 4/0 0 0 0/0 0 0 0/0 0 0 0/2 0 0 2"), 1234, 50);
            QVERIFY(f.session->move(QmlDirection::Left));
            QVERIFY(f.session->move(QmlDirection::Up));
            savedBoard = f.session->boardText();
            savedScore = f.session->score();
            // What the game does next, for the resumed one to match.
            g::Game copy = f.session->game();
            copy.move(tessera::Direction::Right);
            afterOneMore = text(copy.board());
        } // the app closes: the session hands its game over, the resume state writes it

        Fixture again;
        again.session->start();
        QCOMPARE(again.session->rows(), 5);
        QCOMPARE(again.session->columns(), 4);
        QCOMPARE(again.session->boardText(), savedBoard);
        QCOMPARE(again.session->score(), savedScore);
        QCOMPARE(again.session->moveCount(), 2);
        QCOMPARE(again.session->undosLeft(), 2);
        QVERIFY(again.session->notice().isEmpty());
        QCOMPARE(shownBoard(*again.session), savedBoard);
        for (const TileView &t : tiles(*again.session))
            QVERIFY(!t.isNew); // a resumed board does not grow in
        // The generator came back too: the next tile is the one the first run would have had.
        QVERIFY(again.session->move(QmlDirection::Right));
        QCOMPARE(again.session->boardText(), afterOneMore);
        // Undo reaches back past the restart.
        QVERIFY(again.session->undo());
        QVERIFY(again.session->undo());
        QVERIFY(again.session->undo());
        QVERIFY(!again.session->undo());
    }

    void damagedSavedGameStartsANewOneAndSaysSo()
    {
        {
            ResumeState resume;
            resume.setGameState(Game2048Session::stateKey(), QStringLiteral("{\"format\":1}"));
        }
        Fixture f;
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("not be restored")));
        f.session->start();
        QVERIFY(f.session->notice().contains(QStringLiteral("could not be restored")));
        QCOMPARE(f.session->tiles()->rowCount(), 2);
        f.session->dismissNotice();
        QVERIFY(f.session->notice().isEmpty());
    }

    // A damaged scores file is the storage notice's to tell (set aside, where): the screen's
    // own banner would say it a second time.
    void damagedScoresAreNotToldTwice()
    {
        QDir().mkpath(tessera::AppPaths::dataDir());
        {
            QFile file(Game2048Scores::defaultFilePath());
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("{ not json");
        }
        Fixture f;
        QVERIFY(!f.scores->loadError().isEmpty());
        f.session->start();
        QVERIFY2(f.session->notice().isEmpty(), qPrintable(f.session->notice()));
    }

    void sizeChangeStartsANewGameOnlyWhenNothingIsLost()
    {
        Fixture f;
        f.session->start();
        QCOMPARE(f.session->rows(), 4);
        // No move yet: the new size shows at once.
        f.settings->setSize(6, 6);
        QCOMPARE(f.session->rows(), 6);
        QCOMPARE(f.session->columns(), 6);
        QCOMPARE(f.session->tiles()->rowCount(), 2);
        QVERIFY(!f.session->settingsSizeDiffers());

        // A game in progress is kept; the view asks, then starts the new size.
        for (const auto d :
             {QmlDirection::Left, QmlDirection::Up, QmlDirection::Right, QmlDirection::Down}) {
            if (f.session->move(d))
                break;
        }
        QVERIFY(f.session->inProgress());
        QSignalSpy sizeChanged(f.session.get(), &Game2048Session::sizeChanged);
        f.settings->setSize(3, 8);
        QCOMPARE(sizeChanged.count(), 1);
        QCOMPARE(f.session->rows(), 6);
        QVERIFY(f.session->settingsSizeDiffers());
        f.session->newGame();
        QCOMPARE(f.session->rows(), 3);
        QCOMPARE(f.session->columns(), 8);
        QVERIFY(!f.session->settingsSizeDiffers());
    }

    void startFromTextChecksTheBoard_data()
    {
        QTest::addColumn<QString>("board");
        QTest::addColumn<QString>("problem");
        QTest::newRow("fine") << "2 0 0/0 0 0/0 0 4"
                              << "";
        QTest::newRow("not a tile") << "3 0 0/0 0 0/0 0 0"
                                    << "not valid";
        QTest::newRow("ragged") << "2 0 0/0 0/0 0 0"
                                << "not valid";
        QTest::newRow("too small") << "2 0/0 0"
                                   << "sizes from 3 to 8";
    }
    void startFromTextChecksTheBoard()
    {
        QFETCH(QString, board);
        QFETCH(QString, problem);
        Fixture f;
        f.session->start();
        const QString before = f.session->boardText();
        const QString answer = f.session->startFromText(board, 7, 100);
        if (problem.isEmpty()) {
            QCOMPARE(answer, QString());
            QCOMPARE(f.session->boardText(), board);
            QCOMPARE(f.session->score(), 100);
        } else {
            QVERIFY2(answer.contains(problem), qPrintable(answer));
            QCOMPARE(f.session->boardText(), before);
        }
    }

    void tileIdsAreUniqueAndStable()
    {
        Fixture f;
        f.session->newGameWithSeed(99);
        std::set<int> everSeen;
        for (int i = 0; i < 60 && !f.session->over(); ++i) {
            const auto before = tiles(*f.session);
            const auto d = static_cast<QmlDirection::Value>(i % 4);
            if (!f.session->move(d))
                continue;
            std::set<int> ids;
            for (const TileView &t : tiles(*f.session)) {
                QVERIFY2(ids.insert(t.id).second, "two rows share an id");
                // An id is never reused for another tile.
                const bool existed = std::any_of(before.begin(), before.end(),
                                                 [&](const TileView &b) { return b.id == t.id; });
                QVERIFY(existed || everSeen.count(t.id) == 0);
            }
            for (const TileView &t : tiles(*f.session))
                everSeen.insert(t.id);
            QCOMPARE(shownBoard(*f.session), f.session->boardText());
        }
    }
};

QTEST_GUILESS_MAIN(tst_Game2048Session)
#include "tst_game2048_session.moc"
