#include "AppPaths.h"
#include "Game2048Model.h"
#include "Game2048Scores.h"
#include "Game2048Settings.h"
#include "ResumeState.h"
#include "game2048/BoardText.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <memory>
#include <set>

using tessera::Game2048Model;
using tessera::Game2048Scores;
using tessera::Game2048Settings;
using tessera::ResumeState;
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

std::vector<TileView> tiles(const Game2048Model &model)
{
    std::vector<TileView> list;
    for (int i = 0; i < model.rowCount(); ++i) {
        const QModelIndex index = model.index(i);
        list.push_back({index.data(Game2048Model::TileIdRole).toInt(),
                        index.data(Game2048Model::ExponentRole).toInt(),
                        index.data(Game2048Model::BoardRowRole).toInt(),
                        index.data(Game2048Model::BoardColumnRole).toInt(),
                        index.data(Game2048Model::MergesRole).toInt(),
                        index.data(Game2048Model::IsNewRole).toBool(),
                        index.data(Game2048Model::ConsumedRole).toBool()});
    }
    return list;
}

// The live (not merged-away) tile in a cell.
std::optional<TileView> tileAt(const Game2048Model &model, int row, int column)
{
    for (const TileView &t : tiles(model)) {
        if (!t.consumed && t.row == row && t.column == column)
            return t;
    }
    return std::nullopt;
}

// What the rows of the model show, as a board: must always be the game's board.
QString shownBoard(const Game2048Model &model)
{
    auto shown = *g::Board::empty(model.rows(), model.columns());
    for (const TileView &t : tiles(model)) {
        if (!t.consumed)
            shown.setExponent({t.row, t.column}, t.exponent);
    }
    return text(shown);
}

} // namespace

class tst_Game2048Model : public QObject
{
    Q_OBJECT

private:
    // A model under QAbstractItemModelTester, with settings (animations off unless asked),
    // scores and a resume state in the test folders.
    struct Fixture
    {
        std::unique_ptr<Game2048Settings> settings = std::make_unique<Game2048Settings>();
        std::unique_ptr<Game2048Scores> scores = std::make_unique<Game2048Scores>();
        std::unique_ptr<ResumeState> resume = std::make_unique<ResumeState>();
        std::unique_ptr<Game2048Model> model = std::make_unique<Game2048Model>();
        std::unique_ptr<QAbstractItemModelTester> tester;

        explicit Fixture(bool animations = false)
        {
            settings->setAnimations(animations);
            tester = std::make_unique<QAbstractItemModelTester>(
                model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
            model->setSettings(settings.get());
            model->setScores(scores.get());
            model->setResumeState(resume.get());
        }
    };

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Tessera"));
        QCoreApplication::setApplicationName(QStringLiteral("tessera-test-2048-model"));
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
        f.model->start();
        QCOMPARE(f.model->rows(), 3);
        QCOMPARE(f.model->columns(), 6);
        QCOMPARE(f.model->rowCount(), 2); // the original starts with two tiles
        QCOMPARE(f.model->game().board().tileCount(), 2);
        QCOMPARE(f.model->score(), 0);
        QCOMPARE(f.model->undosLeft(), 0);
        QVERIFY(!f.model->canUndo());
        QVERIFY(!f.model->won());
        QVERIFY(!f.model->over());
        QVERIFY(!f.model->inProgress());
        for (const TileView &t : tiles(*f.model)) {
            QVERIFY(t.isNew); // the view grows them in
            QVERIFY(t.exponent == 1 || t.exponent == 2);
        }
        QCOMPARE(shownBoard(*f.model), f.model->boardText());
    }

    void moveSlidesMergesAndAddsATile()
    {
        Fixture f;
        const g::Board start = board("2 2 0 0/0 4 4 0/0 0 0 0/0 0 8 0");
        f.model->startFrom(start, 77);
        const int idTopRight = tileAt(*f.model, 0, 1)->id;
        const int idEight = tileAt(*f.model, 3, 2)->id;
        QSignalSpy moved(f.model.get(), &Game2048Model::moved);
        QSignalSpy scoreChanged(f.model.get(), &Game2048Model::scoreChanged);

        QVERIFY(f.model->move(Game2048Model::Left));

        // The core decides: the same move on the same game gives the same board.
        g::Game reference = g::Game::fromBoard(start, 77);
        const g::MoveResult expected = reference.move(tessera::Direction::Left);
        QCOMPARE(f.model->boardText(), text(reference.board()));
        QCOMPARE(shownBoard(*f.model), f.model->boardText());
        QCOMPARE(f.model->score(), 12);
        QCOMPARE(f.model->lastGain(), 12);
        QCOMPARE(f.model->gainCount(), 1);
        QCOMPARE(f.model->moveCount(), 1);
        QCOMPARE(f.model->undosLeft(), 1);
        QCOMPARE(moved.count(), 1);
        QVERIFY(scoreChanged.count() >= 1);

        // Tiles keep their ids as they slide: the 8 moved from column 2 to column 0.
        QCOMPARE(tileAt(*f.model, 3, 0)->id, idEight);
        QCOMPARE(tileAt(*f.model, 3, 0)->merges, 0);
        // Two merges: one tile of each pair stays (and pops), the other is merged away.
        const auto four = tileAt(*f.model, 0, 0);
        QCOMPARE(four->exponent, 2);
        QCOMPARE(four->merges, 1);
        QVERIFY(four->id != idTopRight); // the one that did not travel stays
        const auto eight = tileAt(*f.model, 1, 0);
        QCOMPARE(eight->exponent, 3);
        QCOMPARE(eight->merges, 1);
        // Animations are off: the merged-away tiles are gone at once.
        QCOMPARE(f.model->rowCount(), reference.board().tileCount());
        // The new tile is a new row, marked for the view to grow it.
        int newTiles = 0;
        for (const TileView &t : tiles(*f.model)) {
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
        f.model->startFrom(board("2 2 0 0/0 0 0 0/0 0 0 0/0 0 0 0"), 5);
        const int idRight = tileAt(*f.model, 0, 1)->id;
        QVERIFY(f.model->move(Game2048Model::Left));
        // The merged-away tile slides to the same cell first.
        std::optional<TileView> leaving;
        for (const TileView &t : tiles(*f.model)) {
            if (t.consumed)
                leaving = t;
        }
        QVERIFY(leaving);
        QCOMPARE(leaving->id, idRight);
        QCOMPARE(leaving->row, 0);
        QCOMPARE(leaving->column, 0);
        QCOMPARE(f.model->rowCount(), 3);
        QTRY_COMPARE(f.model->rowCount(), 2);
        QCOMPARE(shownBoard(*f.model), f.model->boardText());
    }

    void nextMoveSettlesTheLastOne()
    {
        Fixture f(true);
        f.model->startFrom(board("2 2 0 0/0 0 0 0/0 0 0 0/0 0 0 0"), 5);
        QVERIFY(f.model->move(Game2048Model::Left));
        QCOMPARE(f.model->rowCount(), 3);
        f.model->move(Game2048Model::Down);
        for (const TileView &t : tiles(*f.model))
            QVERIFY(!t.consumed || t.row == 3); // only the new move's leavers are left
        f.model->settle();
        QCOMPARE(f.model->rowCount(), f.model->game().board().tileCount());
        QCOMPARE(shownBoard(*f.model), f.model->boardText());
    }

    void moveThatChangesNothingDoesNothing()
    {
        Fixture f;
        f.model->startFrom(board("2 4 0 0/0 0 0 0/0 0 0 0/0 0 0 0"), 9);
        const QString before = f.model->boardText();
        QSignalSpy state(f.model.get(), &Game2048Model::stateChanged);
        QVERIFY(!f.model->move(Game2048Model::Left));
        QVERIFY(!f.model->move(Game2048Model::Up));
        QCOMPARE(f.model->boardText(), before);
        QCOMPARE(f.model->moveCount(), 0);
        QCOMPARE(f.model->undosLeft(), 0);
        QCOMPARE(state.count(), 0);
        QVERIFY(!f.model->move(static_cast<Game2048Model::Direction>(7)));
    }

    void undoGoesBackThreeMovesAndNoFurther()
    {
        Fixture f;
        f.model->startFrom(board("2 2 4 8/0 0 0 0/0 0 0 0/0 0 0 0"), 11);
        QStringList boards{f.model->boardText()};
        QList<qint64> scores{f.model->score()};
        const Game2048Model::Direction moves[] = {Game2048Model::Left, Game2048Model::Down,
                                                  Game2048Model::Right, Game2048Model::Up};
        for (const auto d : moves) {
            QVERIFY(f.model->move(d));
            boards.append(f.model->boardText());
            scores.append(f.model->score());
        }
        QCOMPARE(f.model->undosLeft(), 3);
        QCOMPARE(f.model->maximumUndos(), 3);
        for (int back = 1; back <= 3; ++back) {
            QVERIFY(f.model->canUndo());
            QVERIFY(f.model->undo());
            QCOMPARE(f.model->boardText(), boards.at(4 - back));
            QCOMPARE(f.model->score(), scores.at(4 - back));
            QCOMPARE(f.model->undosLeft(), 3 - back);
            QCOMPARE(f.model->moveCount(), 4 - back);
            QCOMPARE(shownBoard(*f.model), f.model->boardText());
        }
        QVERIFY(!f.model->canUndo());
        QVERIFY(!f.model->undo());
        QCOMPARE(f.model->boardText(), boards.at(1));

        // The same move after an undo brings the same new tile.
        QVERIFY(f.model->move(Game2048Model::Down));
        QCOMPARE(f.model->boardText(), boards.at(2));
    }

    void winningShowsOnceAndWaitsForKeepGoing()
    {
        Fixture f;
        f.model->startFrom(board("1024 1024 0 0/512 512 0 0/0 0 0 0/0 0 0 0"), 3);
        QSignalSpy won(f.model.get(), &Game2048Model::gameWon);
        QVERIFY(f.model->move(Game2048Model::Left));
        QVERIFY(f.model->won());
        QCOMPARE(won.count(), 1);
        QCOMPARE(f.model->highestTile(), 2048);
        // While "You win" shows, moves and undo wait.
        const QString shown = f.model->boardText();
        QVERIFY(!f.model->move(Game2048Model::Right));
        QVERIFY(!f.model->canUndo());
        QVERIFY(!f.model->undo());
        QCOMPARE(f.model->boardText(), shown);

        QVERIFY(f.model->keepGoing());
        QVERIFY(!f.model->won());
        QVERIFY(f.model->keptGoing());
        QVERIFY(!f.model->keepGoing());
        QVERIFY(f.model->move(Game2048Model::Right) || f.model->move(Game2048Model::Down));
        // Undo back to before the 2048 and make it again: no second win.
        while (f.model->undo()) {
        }
        QVERIFY(f.model->move(Game2048Model::Left) || f.model->move(Game2048Model::Right));
        QCOMPARE(won.count(), 1);
        QVERIFY(!f.model->won());
    }

    void gameOverAsksForTheHighScore()
    {
        Fixture f;
        f.settings->setSize(3, 3);
        // Whatever tile comes, nothing can move after this slide.
        f.model->startFrom(board("8 16 8/16 8 16/32 64 0"), 21, 400);
        QSignalSpy over(f.model.get(), &Game2048Model::gameOver);
        QSignalSpy asked(f.model.get(), &Game2048Model::highScoreChanged);
        QVERIFY(f.model->move(Game2048Model::Right));
        QVERIFY(f.model->over());
        QVERIFY(!f.model->inProgress());
        QCOMPARE(over.count(), 1);
        QVERIFY(!f.model->move(Game2048Model::Left));

        QVERIFY(f.model->highScorePending());
        QCOMPARE(asked.count(), 1);
        QCOMPARE(f.model->pendingScore(), 400);
        QCOMPARE(f.model->pendingTile(), 64);
        QCOMPARE(f.model->pendingRank(), 1);
        QCOMPARE(f.model->pendingRows(), 3);
        QCOMPARE(f.model->pendingColumns(), 3);
        // A finished game is not kept for the next start.
        QVERIFY(f.resume->gameState(Game2048Model::stateKey()).isEmpty());

        QCOMPARE(f.model->submitHighScore(QStringLiteral("  Ada ")), 1);
        QVERIFY(!f.model->highScorePending());
        QCOMPARE(f.model->lastEntryRank(), 1);
        QCOMPARE(f.settings->playerName(), QStringLiteral("Ada")); // remembered
        const auto table = f.scores->table(3, 3);
        QCOMPARE(table.size(), 1);
        QCOMPARE(table.first().name, QStringLiteral("Ada"));
        QCOMPARE(table.first().score, 400);
        QCOMPARE(table.first().highestTile, 64);
        QCOMPARE(table.first().gameId, f.model->gameId());
        QCOMPARE(f.scores->best(3, 3), 400);
        QCOMPARE(f.model->best(), 400);

        // Taken back and ended again: offered again, and it replaces its own entry.
        QVERIFY(f.model->undo());
        QVERIFY(!f.model->over());
        QVERIFY(f.model->move(Game2048Model::Right));
        QVERIFY(f.model->over());
        QVERIFY(f.model->highScorePending());
        QCOMPARE(f.model->submitHighScore(QStringLiteral("Ada")), 1);
        QCOMPARE(f.scores->table(3, 3).size(), 1);
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
        f.model->startFrom(board("8 16 8/16 8 16/32 64 0"), 21, 400);
        QVERIFY(f.model->move(Game2048Model::Right));
        QVERIFY(f.model->over());
        QVERIFY(!f.model->highScorePending());
    }

    void newGameOffersTheScoreOfTheGameItReplaces()
    {
        Fixture f;
        f.model->startFrom(board("2 2 0 0/0 0 0 0/0 0 0 0/0 0 0 0"), 2);
        f.model->newGame();
        QVERIFY(!f.model->highScorePending()); // nothing scored yet
        f.model->startFrom(board("2 2 0 0/4 4 0 0/0 0 0 0/0 0 0 0"), 2);
        QVERIFY(f.model->move(Game2048Model::Left));
        QCOMPARE(f.model->score(), 12);
        QVERIFY(f.model->inProgress());
        f.model->newGame();
        QCOMPARE(f.model->score(), 0);
        QCOMPARE(f.model->moveCount(), 0);
        QVERIFY(f.model->highScorePending());
        QCOMPARE(f.model->pendingScore(), 12);
        QCOMPARE(f.model->pendingTile(), 8);
        f.model->skipHighScore();
        QVERIFY(!f.model->highScorePending());
        QVERIFY(f.scores->table(4, 4).isEmpty());
        // The best score was still raised as the game went.
        QCOMPARE(f.scores->best(4, 4), 12);
        QCOMPARE(f.model->best(), 12);
    }

    void assistedGamesStayOutOfTheScores()
    {
        Fixture f;
        f.model->startFrom(board("2 2 0 0/4 4 0 0/0 0 0 0/0 0 0 0"), 2);
        f.model->markAssisted();
        QVERIFY(f.model->assisted());
        QVERIFY(f.model->move(Game2048Model::Left));
        QCOMPARE(f.model->score(), 12);
        QCOMPARE(f.model->best(), 0);
        QCOMPARE(f.scores->best(4, 4), 0);
        f.model->newGame();
        QVERIFY(!f.model->highScorePending());
        QVERIFY(!f.model->assisted()); // the next game is the player's again
    }

    void aNameAskedAtCloseIsKeptUnderTheNameLastUsed()
    {
        Fixture f;
        f.settings->setPlayerName(QStringLiteral("Grace"));
        f.settings->setSize(3, 3);
        f.model->startFrom(board("8 16 8/16 8 16/32 64 0"), 21, 400);
        QVERIFY(f.model->move(Game2048Model::Right));
        QVERIFY(f.model->highScorePending());
        f.tester.reset();
        f.model.reset();
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
            f.model->start();
            f.model->startFrom(board("2 2 4 4/0 0 0 0/0 0 0 0/0 0 0 0/2 0 0 2"), 1234, 50);
            QVERIFY(f.model->move(Game2048Model::Left));
            QVERIFY(f.model->move(Game2048Model::Up));
            savedBoard = f.model->boardText();
            savedScore = f.model->score();
            // What the game does next, for the resumed one to match.
            g::Game copy = f.model->game();
            copy.move(tessera::Direction::Right);
            afterOneMore = text(copy.board());
        } // the app closes: the model hands its game over, the resume state writes it

        Fixture again;
        again.model->start();
        QCOMPARE(again.model->rows(), 5);
        QCOMPARE(again.model->columns(), 4);
        QCOMPARE(again.model->boardText(), savedBoard);
        QCOMPARE(again.model->score(), savedScore);
        QCOMPARE(again.model->moveCount(), 2);
        QCOMPARE(again.model->undosLeft(), 2);
        QVERIFY(again.model->notice().isEmpty());
        QCOMPARE(shownBoard(*again.model), savedBoard);
        for (const TileView &t : tiles(*again.model))
            QVERIFY(!t.isNew); // a resumed board does not grow in
        // The generator came back too: the next tile is the one the first run would have had.
        QVERIFY(again.model->move(Game2048Model::Right));
        QCOMPARE(again.model->boardText(), afterOneMore);
        // Undo reaches back past the restart.
        QVERIFY(again.model->undo());
        QVERIFY(again.model->undo());
        QVERIFY(again.model->undo());
        QVERIFY(!again.model->undo());
    }

    void damagedSavedGameStartsANewOneAndSaysSo()
    {
        {
            ResumeState resume;
            resume.setGameState(Game2048Model::stateKey(), QStringLiteral("{\"format\":1}"));
        }
        Fixture f;
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("not be restored")));
        f.model->start();
        QVERIFY(f.model->notice().contains(QStringLiteral("could not be restored")));
        QCOMPARE(f.model->rowCount(), 2);
        f.model->dismissNotice();
        QVERIFY(f.model->notice().isEmpty());
    }

    void sizeChangeStartsANewGameOnlyWhenNothingIsLost()
    {
        Fixture f;
        f.model->start();
        QCOMPARE(f.model->rows(), 4);
        // No move yet: the new size shows at once.
        f.settings->setSize(6, 6);
        QCOMPARE(f.model->rows(), 6);
        QCOMPARE(f.model->columns(), 6);
        QCOMPARE(f.model->rowCount(), 2);
        QVERIFY(!f.model->settingsSizeDiffers());

        // A game in progress is kept; the view asks, then starts the new size.
        for (const auto d :
             {Game2048Model::Left, Game2048Model::Up, Game2048Model::Right, Game2048Model::Down}) {
            if (f.model->move(d))
                break;
        }
        QVERIFY(f.model->inProgress());
        QSignalSpy sizeChanged(f.model.get(), &Game2048Model::sizeChanged);
        f.settings->setSize(3, 8);
        QCOMPARE(sizeChanged.count(), 1);
        QCOMPARE(f.model->rows(), 6);
        QVERIFY(f.model->settingsSizeDiffers());
        f.model->newGame();
        QCOMPARE(f.model->rows(), 3);
        QCOMPARE(f.model->columns(), 8);
        QVERIFY(!f.model->settingsSizeDiffers());
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
        f.model->start();
        const QString before = f.model->boardText();
        const QString answer = f.model->startFromText(board, 7, 100);
        if (problem.isEmpty()) {
            QCOMPARE(answer, QString());
            QCOMPARE(f.model->boardText(), board);
            QCOMPARE(f.model->score(), 100);
        } else {
            QVERIFY2(answer.contains(problem), qPrintable(answer));
            QCOMPARE(f.model->boardText(), before);
        }
    }

    void tileIdsAreUniqueAndStable()
    {
        Fixture f;
        f.model->newGameWithSeed(99);
        std::set<int> everSeen;
        for (int i = 0; i < 60 && !f.model->over(); ++i) {
            const auto before = tiles(*f.model);
            const auto d = static_cast<Game2048Model::Direction>(i % 4);
            if (!f.model->move(d))
                continue;
            std::set<int> ids;
            for (const TileView &t : tiles(*f.model)) {
                QVERIFY2(ids.insert(t.id).second, "two rows share an id");
                // An id is never reused for another tile.
                const bool existed = std::any_of(before.begin(), before.end(),
                                                 [&](const TileView &b) { return b.id == t.id; });
                QVERIFY(existed || everSeen.count(t.id) == 0);
            }
            for (const TileView &t : tiles(*f.model))
                everSeen.insert(t.id);
            QCOMPARE(shownBoard(*f.model), f.model->boardText());
        }
    }
};

QTEST_GUILESS_MAIN(tst_Game2048Model)
#include "tst_game2048_model.moc"
