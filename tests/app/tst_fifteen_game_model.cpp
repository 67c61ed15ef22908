#include "FifteenGameModel.h"
#include "FifteenRecords.h"
#include "FifteenSettings.h"
#include "ResumeState.h"
#include "fifteen/GameText.h"

#include <QAbstractItemModelTester>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using tessera::FifteenGameModel;
using tessera::FifteenRecords;
using tessera::FifteenSettings;
using tessera::ResumeState;
using Dir = tessera::FifteenGameModel::Direction;

namespace {

// The model with a clock the test moves by hand, and its services in a temporary folder.
struct Fixture
{
    explicit Fixture(const QString &folder)
        : records(folder + QStringLiteral("/records.json")),
          resume(folder + QStringLiteral("/session.json"))
    {
        model = std::make_unique<FifteenGameModel>();
        attach(*model);
    }

    void attach(FifteenGameModel &m)
    {
        m.setClock([this] { return nowMs; });
        m.setRandomSeed(42);
        m.setSettings(&settings);
        m.setRecords(&records);
        m.setResumeState(&resume);
    }

    qint64 nowMs = 100'000;
    FifteenSettings settings;
    FifteenRecords records;
    ResumeState resume;
    std::unique_ptr<FifteenGameModel> model;
};

QVariant roleOf(const FifteenGameModel &model, int row, int role)
{
    return model.data(model.index(row), role);
}

// The tile each cell holds, read back through the model's roles (what the view sees).
QString boardFromRoles(const FifteenGameModel &model)
{
    QVector<int> cells(model.rowCount(), -1);
    for (int row = 0; row < model.rowCount(); ++row) {
        const int cell = roleOf(model, row, FifteenGameModel::CellRole).toInt();
        const int x = roleOf(model, row, FifteenGameModel::BoardColumnRole).toInt();
        const int y = roleOf(model, row, FifteenGameModel::BoardRowRole).toInt();
        if (cell != y * model.boardWidth() + x)
            return QStringLiteral("cell %1 is not column %2, row %3").arg(cell).arg(x).arg(y);
        cells[cell] = roleOf(model, row, FifteenGameModel::TileRole).toInt();
    }
    QStringList rows;
    for (int y = 0; y < model.boardHeight(); ++y) {
        QStringList line;
        for (int x = 0; x < model.boardWidth(); ++x)
            line << QString::number(cells[y * model.boardWidth() + x]);
        rows << line.join(QLatin1Char(' '));
    }
    return rows.join(QLatin1Char('/'));
}

} // namespace

class tst_FifteenGameModel : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Fixture> m_fx;

    FifteenGameModel &model() { return *m_fx->model; }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Tessera"));
        QCoreApplication::setApplicationName(QStringLiteral("tessera-test-fifteen-model"));
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        QSettings().clear();
        QFile::remove(m_dir.filePath(QStringLiteral("records.json")));
        QFile::remove(m_dir.filePath(QStringLiteral("session.json")));
        m_fx = std::make_unique<Fixture>(m_dir.path());
    }

    void cleanup() { m_fx.reset(); }

    void startsANewShuffledGameOfTheSettingsSize()
    {
        m_fx->settings.setSize(5, 3);
        QAbstractItemModelTester tester(&model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model().start();
        QCOMPARE(model().boardWidth(), 5);
        QCOMPARE(model().boardHeight(), 3);
        QCOMPARE(model().rowCount(), 15);
        QCOMPARE(model().moves(), 0);
        QVERIFY(!model().solved());
        QVERIFY(!model().inProgress());
        QVERIFY(!model().running());
        QVERIFY(model().game().board().isSolvable());
        // Even an untouched game comes back after a restart.
        QCOMPARE(m_fx->resume.gameState(FifteenGameModel::stateKey()).isEmpty(), false);
    }

    void rowsKeepTheirTileAndShowItsPlace()
    {
        QCOMPARE(model().startFromText(QStringLiteral("4 1 3/7 2 6/0 5 8")), QString());
        QCOMPARE(boardFromRoles(model()), QStringLiteral("4 1 3/7 2 6/0 5 8"));
        // Row r holds tile r+1, the empty cell last.
        for (int row = 0; row < 8; ++row) {
            QCOMPARE(roleOf(model(), row, FifteenGameModel::TileRole).toInt(), row + 1);
            QCOMPARE(roleOf(model(), row, FifteenGameModel::LabelRole).toString(),
                     QString::number(row + 1));
            QCOMPARE(roleOf(model(), row, FifteenGameModel::IsEmptyRole).toBool(), false);
        }
        QCOMPARE(roleOf(model(), 8, FifteenGameModel::TileRole).toInt(), 0);
        QCOMPARE(roleOf(model(), 8, FifteenGameModel::IsEmptyRole).toBool(), true);
        QCOMPARE(roleOf(model(), 8, FifteenGameModel::LabelRole).toString(), QString());
        QCOMPARE(roleOf(model(), 8, FifteenGameModel::CellRole).toInt(), 6);
        // Tiles 3 and 6 are home; 1 is not.
        QCOMPARE(roleOf(model(), 2, FifteenGameModel::InPlaceRole).toBool(), true);
        QCOMPARE(roleOf(model(), 5, FifteenGameModel::InPlaceRole).toBool(), true);
        QCOMPARE(roleOf(model(), 0, FifteenGameModel::InPlaceRole).toBool(), false);
        // A click slides tiles in the empty cell's row (5, 8 leftwards) and column (7, 4 down).
        const auto slide = [this](int tile) {
            return roleOf(model(), tile - 1, FifteenGameModel::SlideDirectionRole).toInt();
        };
        QCOMPARE(slide(5), int(Dir::Left));
        QCOMPARE(slide(8), int(Dir::Left));
        QCOMPARE(slide(7), int(Dir::Down));
        QCOMPARE(slide(4), int(Dir::Down));
        QCOMPARE(slide(1), -1);
        QCOMPARE(slide(2), -1);
        const QHash<int, QByteArray> names = model().roleNames();
        for (const QByteArray name : {"tile", "label", "cell", "boardColumn", "boardRow", "isEmpty",
                                      "inPlace", "slideDirection"})
            QVERIFY2(names.values().contains(name), name.constData());
    }

    void keysMoveTheTileOnThatSideOfTheEmptyCell_data()
    {
        QTest::addColumn<int>("direction");
        QTest::addColumn<QString>("after");
        // The empty cell is in the middle of "1 2 3/4 0 5/7 8 6".
        QTest::newRow("Down slides the tile above down") << int(Dir::Down) << "1 0 3/4 2 5/7 8 6";
        QTest::newRow("Up slides the tile below up") << int(Dir::Up) << "1 2 3/4 8 5/7 0 6";
        QTest::newRow("Left slides the tile right of it") << int(Dir::Left) << "1 2 3/4 5 0/7 8 6";
        QTest::newRow("Right slides the tile left of it") << int(Dir::Right) << "1 2 3/0 4 5/7 8 6";
    }

    void keysMoveTheTileOnThatSideOfTheEmptyCell()
    {
        QFETCH(int, direction);
        QFETCH(QString, after);
        QCOMPARE(model().startFromText(QStringLiteral("1 2 3/4 0 5/7 8 6")), QString());
        QAbstractItemModelTester tester(&model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy changed(&model(), &QAbstractItemModel::dataChanged);
        QVERIFY(model().move(static_cast<Dir>(direction)));
        QCOMPARE(model().boardText(), after);
        QCOMPARE(boardFromRoles(model()), after);
        QCOMPARE(model().moves(), 1);
        QVERIFY(model().inProgress());
        QVERIFY(model().canUndo());
        // Only the moved tile's and the empty cell's places change, row by row.
        QSet<int> positionRows;
        for (const QList<QVariant> &signal : changed) {
            const auto roles = signal.at(2).value<QList<int>>();
            if (roles.contains(FifteenGameModel::CellRole)) {
                const int first = signal.at(0).toModelIndex().row();
                QCOMPARE(signal.at(1).toModelIndex().row(), first);
                positionRows.insert(first);
            }
        }
        QCOMPARE(positionRows.size(), 2);
        QVERIFY(positionRows.contains(8)); // the empty cell's row
    }

    void movesAtTheEdgeDoNothing()
    {
        QCOMPARE(model().startFromText(QStringLiteral("1 2 3/4 5 6/7 0 8")), QString());
        // Nothing below the empty cell to slide up.
        QVERIFY(!model().move(Dir::Up));
        QCOMPARE(model().moves(), 0);
        QVERIFY(!model().running());
        QVERIFY(!model().move(static_cast<Dir>(7)));
        QCOMPARE(model().boardText(), QStringLiteral("1 2 3/4 5 6/7 0 8"));
    }

    void clickSlidesTheWholeLineOneMoveEach()
    {
        QCOMPARE(model().startFromText(QStringLiteral("1 2 3 4/5 6 7 8/9 10 11 12/0 13 14 15")),
                 QString());
        QAbstractItemModelTester tester(&model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        // Not in the empty cell's row or column: nothing.
        QCOMPARE(model().clickTile(5), 0);
        QCOMPARE(model().clickTile(12), 0); // the empty cell itself
        QCOMPARE(model().tilesMovedByClick(5), QVariantList());
        // The far end of the row: three tiles slide left, three moves.
        QCOMPARE(model().tilesMovedByClick(15), (QVariantList{13, 14, 15}));
        QCOMPARE(model().clickTile(15), 3);
        QCOMPARE(model().boardText(), QStringLiteral("1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0"));
        QVERIFY(model().solved());
        QCOMPARE(model().moves(), 3);
    }

    void clickInTheColumn()
    {
        QCOMPARE(model().startFromText(QStringLiteral("1 2 0/4 5 3/7 8 6")), QString());
        QCOMPARE(model().clickTile(8), 2); // tile 6 at the bottom: 3 and 6 slide up
        QCOMPARE(model().boardText(), QStringLiteral("1 2 3/4 5 6/7 8 0"));
        QVERIFY(model().solved());
    }

    void undoAndRedoCountAsMoves()
    {
        QCOMPARE(model().startFromText(QStringLiteral("1 2 3/4 0 5/7 8 6")), QString());
        QVERIFY(!model().canUndo());
        QVERIFY(!model().undo());
        QVERIFY(model().move(Dir::Right));
        QVERIFY(model().move(Dir::Down));
        QCOMPARE(model().moves(), 2);
        QVERIFY(model().undo());
        QCOMPARE(model().boardText(), QStringLiteral("1 2 3/0 4 5/7 8 6"));
        QCOMPARE(model().moves(), 3);
        QVERIFY(model().canRedo());
        QVERIFY(model().undo());
        QCOMPARE(model().boardText(), QStringLiteral("1 2 3/4 0 5/7 8 6"));
        QCOMPARE(model().moves(), 4);
        QVERIFY(!model().canUndo());
        QVERIFY(model().redo());
        QCOMPARE(model().boardText(), QStringLiteral("1 2 3/0 4 5/7 8 6"));
        QCOMPARE(model().moves(), 5);
        // A new move drops what could be redone.
        QVERIFY(model().move(Dir::Up));
        QVERIFY(!model().canRedo());
        QVERIFY(!model().redo());
    }

    void solvingRecordsTheBestAndEndsTheGame()
    {
        QSignalSpy solved(&model(), &FifteenGameModel::gameSolved);
        QCOMPARE(model().startFromText(QStringLiteral("1 2 3/4 5 6/0 7 8")), QString());
        QCOMPARE(model().bestMoves(), 0);
        m_fx->nowMs += 1000;
        QVERIFY(model().move(Dir::Left));
        m_fx->nowMs += 2500;
        QVERIFY(model().move(Dir::Left));
        QVERIFY(model().solved());
        QVERIFY(!model().inProgress());
        QCOMPARE(solved.count(), 1);
        QCOMPARE(model().moves(), 2);
        QCOMPARE(model().elapsedMs(), 2500);
        QVERIFY(!model().running());
        QCOMPARE(model().bestMoves(), 2);
        QCOMPARE(model().bestTimeMs(), 2500);
        QCOMPARE(model().bestTimeText(), QStringLiteral("00:02"));
        QCOMPARE(model().solvedCount(), 1);
        QVERIFY(model().newBestMoves());
        QVERIFY(model().newBestTime());
        QCOMPARE(m_fx->records.bestMoves(3, 3), 2);
        // A solved game is over: no moves, no undo, nothing to resume.
        QVERIFY(!model().move(Dir::Right));
        QVERIFY(!model().canUndo());
        QVERIFY(!model().undo());
        QCOMPARE(model().moves(), 2);
        QVERIFY(m_fx->resume.gameState(FifteenGameModel::stateKey()).isEmpty());
        // The time stays where it stopped.
        m_fx->nowMs += 60'000;
        QCOMPARE(model().elapsedMs(), 2500);

        // A longer but faster game: a time record only.
        QCOMPARE(model().startFromText(QStringLiteral("1 2 3/4 5 6/7 0 8")), QString());
        QVERIFY(!model().newBestMoves());
        QVERIFY(model().move(Dir::Right)); // tile 7 out of its place, one more move
        m_fx->nowMs += 500;
        QVERIFY(model().move(Dir::Left));
        m_fx->nowMs += 500;
        QVERIFY(model().move(Dir::Left));
        QVERIFY(model().solved());
        QCOMPARE(model().moves(), 3);
        QVERIFY(!model().newBestMoves());
        QVERIFY(model().newBestTime());
        QCOMPARE(model().bestMoves(), 2);
        QCOMPARE(model().bestTimeMs(), 1000);
        QCOMPARE(model().solvedCount(), 2);
        QCOMPARE(solved.count(), 2);
    }

    void aGameTheComputerFinishedIsNotARecord()
    {
        QAbstractItemModelTester tester(&model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy state(&model(), &FifteenGameModel::stateChanged);
        QCOMPARE(model().startFromText(QStringLiteral("1 2 3/4 5 6/0 7 8")), QString());
        QVERIFY(!model().assisted());
        QVERIFY(model().move(Dir::Left));
        state.clear();
        model().markAssisted(); // Solve takes over
        QVERIFY(model().assisted());
        QCOMPARE(state.count(), 1);
        model().markAssisted();
        QCOMPARE(state.count(), 1);
        QVERIFY(model().move(Dir::Left));
        QVERIFY(model().solved());
        QVERIFY(model().assisted());
        QCOMPARE(model().solvedCount(), 0);
        QCOMPARE(m_fx->records.solvedCount(3, 3), 0);
        QVERIFY(!model().newBestMoves());
        QVERIFY(!model().newBestTime());
        // The next game is the player's own again.
        model().newGame();
        QVERIFY(!model().assisted());
        QCOMPARE(model().startFromText(QStringLiteral("1 2 3/4 5 6/7 0 8")), QString());
        QVERIFY(model().move(Dir::Left));
        QCOMPARE(m_fx->records.solvedCount(3, 3), 1);
        QVERIFY(model().newBestMoves());
    }

    // Solve played in a game, the app quit before the end: the game resumed after the restart
    // is still the computer's, and finishing it by hand is no record.
    void anAssistedGameStaysAssistedAfterARestart()
    {
        QCOMPARE(model().startFromText(QStringLiteral("1 2 3/4 5 6/0 7 8")), QString());
        QVERIFY(model().move(Dir::Left));
        model().markAssisted();
        auto restarted = std::make_unique<FifteenGameModel>();
        m_fx->attach(*restarted);
        restarted->start();
        QCOMPARE(boardFromRoles(*restarted), QStringLiteral("1 2 3/4 5 6/7 0 8"));
        QVERIFY(restarted->assisted());
        QVERIFY(restarted->move(Dir::Left));
        QVERIFY(restarted->solved());
        QCOMPARE(m_fx->records.solvedCount(3, 3), 0);
        QVERIFY(m_fx->resume.gameState(FifteenGameModel::assistedStateKey()).isEmpty());
        // A game of the player's own, resumed, is still the player's.
        restarted->newGame();
        QVERIFY(!restarted->assisted());
        auto again = std::make_unique<FifteenGameModel>();
        m_fx->attach(*again);
        again->start();
        QVERIFY(!again->assisted());
    }

    void timerStartsAtTheFirstMoveAndPauses()
    {
        QCOMPARE(model().startFromText(QStringLiteral("1 2 3/4 0 5/7 8 6")), QString());
        m_fx->nowMs += 5000; // looking at the board is free
        QCOMPARE(model().elapsedMs(), 0);
        QVERIFY(!model().running());

        QVERIFY(model().move(Dir::Right));
        QVERIFY(model().running());
        m_fx->nowMs += 3000;
        QCOMPARE(model().elapsedMs(), 3000);

        // The player pauses: the clock stops and moves are refused.
        QSignalSpy state(&model(), &FifteenGameModel::stateChanged);
        model().pause();
        QVERIFY(model().paused());
        QVERIFY(!model().running());
        QVERIFY(state.count() > 0);
        m_fx->nowMs += 10'000;
        QCOMPARE(model().elapsedMs(), 3000);
        QVERIFY(!model().move(Dir::Left));
        QCOMPARE(model().clickTile(5), 0);
        QVERIFY(!model().canUndo());
        QVERIFY(!model().undo());
        QCOMPARE(model().tilesMovedByClick(5), QVariantList());
        QCOMPARE(model().moves(), 1);
        model().resume();
        QVERIFY(model().running());
        m_fx->nowMs += 2000;
        QCOMPARE(model().elapsedMs(), 5000);

        // The window is minimised: the clock stops, and goes on when it is back.
        model().setWindowShown(false);
        QVERIFY(!model().running());
        m_fx->nowMs += 60'000;
        QCOMPARE(model().elapsedMs(), 5000);
        model().setWindowShown(true);
        QVERIFY(model().running());
        m_fx->nowMs += 1000;
        QCOMPARE(model().elapsedMs(), 6000);
        QCOMPARE(model().elapsedText(), QStringLiteral("00:06"));

        // Pausing and hiding together: both must end before the clock runs.
        model().pause();
        model().setWindowShown(false);
        model().resume();
        QVERIFY(!model().running());
        m_fx->nowMs += 1000;
        model().setWindowShown(true);
        QVERIFY(model().running());
        QCOMPARE(model().elapsedMs(), 6000);

        // A move made while the window is hidden (no person can, but nothing must break)
        // leaves the clock stopped.
        model().setWindowShown(false);
        QVERIFY(model().move(Dir::Left));
        QVERIFY(!model().running());
    }

    void pauseBeforeTheFirstMoveKeepsTheClockAtZero()
    {
        QCOMPARE(model().startFromText(QStringLiteral("1 2 3/4 0 5/7 8 6")), QString());
        model().togglePause();
        QVERIFY(model().paused());
        model().togglePause();
        QVERIFY(!model().paused());
        QVERIFY(!model().running());
        m_fx->nowMs += 4000;
        QCOMPARE(model().elapsedMs(), 0);
        // A new game ends a pause.
        model().pause();
        model().newGame();
        QVERIFY(!model().paused());
    }

    void tickerUpdatesTheShownTime()
    {
        model().setClock({}); // the real monotonic clock
        QCOMPARE(model().startFromText(QStringLiteral("1 2 3/4 0 5/7 8 6")), QString());
        QSignalSpy elapsed(&model(), &FifteenGameModel::elapsedChanged);
        QVERIFY(model().move(Dir::Right));
        elapsed.clear();
        // The shown second changes within about a second; no exact timing is asserted.
        QVERIFY(elapsed.wait(5000));
        QVERIFY(model().elapsedMs() >= 1000);
    }

    void unfinishedGameResumesAfterARestart()
    {
        model().start();
        QVERIFY(model().move(Dir::Left) || model().move(Dir::Right));
        m_fx->nowMs += 7000;
        QVERIFY(model().move(Dir::Down) || model().move(Dir::Up));
        m_fx->nowMs += 4000;
        const QString board = model().boardText();
        const int moves = model().moves();
        const bool couldUndo = model().canUndo();
        QCOMPARE(moves, 2);
        // Closing the screen keeps the time played since the last move too.
        m_fx->model.reset();
        QVERIFY(m_fx->resume.save());

        // A new process: new services reading the same files.
        ResumeState resume(m_dir.filePath(QStringLiteral("session.json")));
        FifteenGameModel again;
        again.setClock([this] { return m_fx->nowMs; });
        again.setResumeState(&resume);
        again.setSettings(&m_fx->settings);
        again.start();
        QCOMPARE(again.boardText(), board);
        QCOMPARE(again.moves(), moves);
        QCOMPARE(again.canUndo(), couldUndo);
        QCOMPARE(again.elapsedMs(), 11'000);
        QVERIFY(again.notice().isEmpty());
        // The clock waits for the next move.
        QVERIFY(!again.running());
        m_fx->nowMs += 30'000;
        QCOMPARE(again.elapsedMs(), 11'000);
        QVERIFY(again.undo());
        QVERIFY(again.running());
        m_fx->nowMs += 1000;
        QCOMPARE(again.elapsedMs(), 12'000);
    }

    void damagedSavedGameStartsANewOneAndSaysSo()
    {
        m_fx->resume.setGameState(FifteenGameModel::stateKey(),
                                  QStringLiteral("tessera-fifteen-game 1\nsize 4x4\nnonsense\n"));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("could not be restored"));
        model().start();
        QVERIFY(!model().notice().isEmpty());
        QVERIFY(model().notice().contains(QStringLiteral("could not be restored")));
        QCOMPARE(model().moves(), 0);
        QVERIFY(!model().solved());
        model().dismissNotice();
        QVERIFY(model().notice().isEmpty());
    }

    void sizeChangeStartsANewGameOnlyWhenNothingIsLost()
    {
        model().start();
        QAbstractItemModelTester tester(&model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy reset(&model(), &QAbstractItemModel::modelReset);
        // No move yet: the new size shows at once.
        m_fx->settings.setSize(3, 3);
        QCOMPARE(model().boardWidth(), 3);
        QCOMPARE(model().rowCount(), 9);
        QCOMPARE(reset.count(), 1);

        // A game in progress is kept; the model says new games will differ.
        QVERIFY(model().move(Dir::Left) || model().move(Dir::Right));
        QSignalSpy size(&model(), &FifteenGameModel::sizeChanged);
        m_fx->settings.setSize(8, 8);
        QCOMPARE(model().boardWidth(), 3);
        QVERIFY(model().settingsSizeDiffers());
        QCOMPARE(size.count(), 1);
        model().newGame();
        QCOMPARE(model().boardWidth(), 8);
        QCOMPARE(model().boardHeight(), 8);
        QCOMPARE(model().rowCount(), 64);
        QVERIFY(!model().settingsSizeDiffers());
        QCOMPARE(model().moves(), 0);
    }

    void lettersWhereTheyFit()
    {
        QCOMPARE(model().startFromText(QStringLiteral("1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15")),
                 QString());
        QAbstractItemModelTester tester(&model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy changed(&model(), &QAbstractItemModel::dataChanged);
        m_fx->settings.setLabels(FifteenSettings::Labels::Letters);
        QVERIFY(model().letters());
        QVERIFY(changed.count() > 0);
        QCOMPARE(roleOf(model(), 0, FifteenGameModel::LabelRole).toString(), QStringLiteral("A"));
        QCOMPARE(roleOf(model(), 14, FifteenGameModel::LabelRole).toString(), QStringLiteral("O"));
        QCOMPARE(roleOf(model(), 15, FifteenGameModel::LabelRole).toString(), QString());

        m_fx->settings.setSize(5, 5);
        model().newGame();
        QCOMPARE(roleOf(model(), 23, FifteenGameModel::LabelRole).toString(), QStringLiteral("X"));
        m_fx->settings.setSize(6, 6);
        model().newGame();
        QVERIFY(!model().letters());
        QCOMPARE(roleOf(model(), 34, FifteenGameModel::LabelRole).toString(), QStringLiteral("35"));
    }

    void startFromTextRefusesWhatCannotBePlayed_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("reason");
        QTest::newRow("malformed") << "1 2 3/4 5/6 7 0"
                                   << "not valid";
        QTest::newRow("repeated") << "1 1 3/4 5 6/7 8 0"
                                  << "not valid";
        QTest::newRow("unsolvable") << "1 2 3/4 5 6/8 7 0"
                                    << "cannot be solved";
        QTest::newRow("solved") << "1 2 3/4 5 6/7 8 0"
                                << "already solved";
        QTest::newRow("2x2") << "1 2/0 3"
                             << "sizes from 3 to 8";
    }

    void startFromTextRefusesWhatCannotBePlayed()
    {
        QFETCH(QString, text);
        QFETCH(QString, reason);
        model().start();
        const QString before = model().boardText();
        const QString error = model().startFromText(text);
        QVERIFY2(error.contains(reason), qPrintable(error));
        QCOMPARE(model().boardText(), before);
    }

    void newGamesAreShuffledAndSolvable()
    {
        model().start();
        QSet<QString> seen;
        for (int i = 0; i < 20; ++i) {
            model().newGame();
            QVERIFY(!model().solved());
            QVERIFY(model().game().board().isSolvable());
            seen.insert(model().boardText());
        }
        QVERIFY(seen.size() > 15);
    }

    void timeIsShownAsMinutesAndSeconds()
    {
        QCOMPARE(FifteenGameModel::formatTime(0), QStringLiteral("00:00"));
        QCOMPARE(FifteenGameModel::formatTime(999), QStringLiteral("00:00"));
        QCOMPARE(FifteenGameModel::formatTime(61'000), QStringLiteral("01:01"));
        QCOMPARE(FifteenGameModel::formatTime(59 * 60'000 + 59'999), QStringLiteral("59:59"));
        QCOMPARE(FifteenGameModel::formatTime(3'600'000 + 5 * 60'000 + 7000),
                 QStringLiteral("1:05:07"));
        QCOMPARE(FifteenGameModel::formatTime(-5), QStringLiteral("00:00"));
    }
};

QTEST_GUILESS_MAIN(tst_FifteenGameModel)
#include "tst_fifteen_game_model.moc"
