// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "FifteenRecords.h"
#include "FifteenSession.h"
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

using tessera::FifteenRecords;
using tessera::FifteenSession;
using tessera::FifteenSettings;
using tessera::FifteenTileModel;
using tessera::GameSession;
using tessera::ResumeState;
namespace QmlDirection = tessera::QmlDirection;
using Dir = tessera::QmlDirection::Value;

namespace {

// The session with a clock the test moves by hand, and its services in a temporary folder.
struct Fixture
{
    explicit Fixture(const QString &folder)
        : records(folder + QStringLiteral("/records.json")),
          resume(folder + QStringLiteral("/session.json"))
    {
        session = std::make_unique<FifteenSession>();
        tester = std::make_unique<QAbstractItemModelTester>(
            session->tiles(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        attach(*session);
    }

    void attach(FifteenSession &m)
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
    std::unique_ptr<FifteenSession> session;
    std::unique_ptr<QAbstractItemModelTester> tester;
};

QVariant roleOf(const FifteenSession &session, int row, int role)
{
    const FifteenTileModel &tiles = *session.tiles();
    return tiles.data(tiles.index(row), role);
}

// The tile each cell holds, read back through the tile model's roles (what the view sees).
QString boardFromRoles(const FifteenSession &session)
{
    QVector<int> cells(session.tiles()->rowCount(), -1);
    for (int row = 0; row < session.tiles()->rowCount(); ++row) {
        const int cell = roleOf(session, row, FifteenTileModel::CellRole).toInt();
        const int x = roleOf(session, row, FifteenTileModel::BoardColumnRole).toInt();
        const int y = roleOf(session, row, FifteenTileModel::BoardRowRole).toInt();
        if (cell != y * session.boardWidth() + x)
            return QStringLiteral("cell %1 is not column %2, row %3").arg(cell).arg(x).arg(y);
        cells[cell] = roleOf(session, row, FifteenTileModel::TileRole).toInt();
    }
    QStringList rows;
    for (int y = 0; y < session.boardHeight(); ++y) {
        QStringList line;
        for (int x = 0; x < session.boardWidth(); ++x)
            line << QString::number(cells[y * session.boardWidth() + x]);
        rows << line.join(QLatin1Char(' '));
    }
    return rows.join(QLatin1Char('/'));
}

} // namespace

class tst_FifteenSession : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Fixture> m_fx;

    FifteenSession &session() { return *m_fx->session; }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Tessera"));
        QCoreApplication::setApplicationName(QStringLiteral("tessera-test-fifteen-session"));
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
        QAbstractItemModelTester tester(session().tiles(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        session().start();
        QCOMPARE(session().boardWidth(), 5);
        QCOMPARE(session().boardHeight(), 3);
        QCOMPARE(session().tiles()->rowCount(), 15);
        QCOMPARE(session().moves(), 0);
        QVERIFY(!session().solved());
        QVERIFY(!session().inProgress());
        QVERIFY(!session().running());
        QVERIFY(session().game().board().isSolvable());
        // Even an untouched game comes back after a restart.
        QCOMPARE(m_fx->resume.gameState(FifteenSession::stateKey()).isEmpty(), false);
    }

    void rowsKeepTheirTileAndShowItsPlace()
    {
        QCOMPARE(session().startFromText(QStringLiteral("4 1 3/7 2 6/0 5 8")), QString());
        QCOMPARE(boardFromRoles(session()), QStringLiteral("4 1 3/7 2 6/0 5 8"));
        // Row r holds tile r+1, the empty cell last.
        for (int row = 0; row < 8; ++row) {
            QCOMPARE(roleOf(session(), row, FifteenTileModel::TileRole).toInt(), row + 1);
            QCOMPARE(roleOf(session(), row, FifteenTileModel::LabelRole).toString(),
                     QString::number(row + 1));
            QCOMPARE(roleOf(session(), row, FifteenTileModel::IsEmptyRole).toBool(), false);
        }
        QCOMPARE(roleOf(session(), 8, FifteenTileModel::TileRole).toInt(), 0);
        QCOMPARE(roleOf(session(), 8, FifteenTileModel::IsEmptyRole).toBool(), true);
        QCOMPARE(roleOf(session(), 8, FifteenTileModel::LabelRole).toString(), QString());
        QCOMPARE(roleOf(session(), 8, FifteenTileModel::CellRole).toInt(), 6);
        // Tiles 3 and 6 are home; 1 is not.
        QCOMPARE(roleOf(session(), 2, FifteenTileModel::InPlaceRole).toBool(), true);
        QCOMPARE(roleOf(session(), 5, FifteenTileModel::InPlaceRole).toBool(), true);
        QCOMPARE(roleOf(session(), 0, FifteenTileModel::InPlaceRole).toBool(), false);
        // A click slides tiles in the empty cell's row (5, 8 leftwards) and column (7, 4 down).
        const auto slide = [this](int tile) {
            return roleOf(session(), tile - 1, FifteenTileModel::SlideDirectionRole).toInt();
        };
        QCOMPARE(slide(5), int(Dir::Left));
        QCOMPARE(slide(8), int(Dir::Left));
        QCOMPARE(slide(7), int(Dir::Down));
        QCOMPARE(slide(4), int(Dir::Down));
        QCOMPARE(slide(1), -1);
        QCOMPARE(slide(2), -1);
        const QHash<int, QByteArray> names = session().tiles()->roleNames();
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
        QCOMPARE(session().startFromText(QStringLiteral("1 2 3/4 0 5/7 8 6")), QString());
        QAbstractItemModelTester tester(session().tiles(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy changed(session().tiles(), &QAbstractItemModel::dataChanged);
        QVERIFY(session().move(static_cast<Dir>(direction)));
        QCOMPARE(session().boardText(), after);
        QCOMPARE(boardFromRoles(session()), after);
        QCOMPARE(session().moves(), 1);
        QVERIFY(session().inProgress());
        QVERIFY(session().canUndo());
        // Only the moved tile's and the empty cell's places change, row by row.
        QSet<int> positionRows;
        for (const QList<QVariant> &signal : changed) {
            const auto roles = signal.at(2).value<QList<int>>();
            if (roles.contains(FifteenTileModel::CellRole)) {
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
        QCOMPARE(session().startFromText(QStringLiteral("1 2 3/4 5 6/7 0 8")), QString());
        // Nothing below the empty cell to slide up.
        QVERIFY(!session().move(Dir::Up));
        QCOMPARE(session().moves(), 0);
        QVERIFY(!session().running());
        QVERIFY(!session().move(static_cast<Dir>(7)));
        QCOMPARE(session().boardText(), QStringLiteral("1 2 3/4 5 6/7 0 8"));
    }

    void clickSlidesTheWholeLineOneMoveEach()
    {
        QCOMPARE(session().startFromText(QStringLiteral("1 2 3 4/5 6 7 8/9 10 11 12/0 13 14 15")),
                 QString());
        QAbstractItemModelTester tester(session().tiles(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        // Not in the empty cell's row or column: nothing.
        QSignalSpy slid(&session(), &GameSession::moved);
        QSignalSpy blocked(&session(), &GameSession::blocked);
        QCOMPARE(session().clickTile(5), 0);
        QCOMPARE(session().clickTile(12), 0); // the empty cell itself
        QCOMPARE(slid.count(), 0);
        QCOMPARE(blocked.count(), 2);
        QCOMPARE(session().tilesMovedByClick(5), QVariantList());
        // The far end of the row: three tiles slide left, three moves.
        QCOMPARE(session().tilesMovedByClick(15), (QVariantList{13, 14, 15}));
        QCOMPARE(session().clickTile(15), 3);
        // One click, one event: the move that wins, heard as the fanfare alone.
        QCOMPARE(slid.count(), 1);
        QCOMPARE(slid.first().first().value<GameSession::MoveEffect>(),
                 GameSession::MoveEffect::Winning);
        QCOMPARE(session().boardText(), QStringLiteral("1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0"));
        QVERIFY(session().solved());
        QCOMPARE(session().moves(), 3);
    }

    void clickInTheColumn()
    {
        QCOMPARE(session().startFromText(QStringLiteral("1 2 0/4 5 3/7 8 6")), QString());
        QCOMPARE(session().clickTile(8), 2); // tile 6 at the bottom: 3 and 6 slide up
        QCOMPARE(session().boardText(), QStringLiteral("1 2 3/4 5 6/7 8 0"));
        QVERIFY(session().solved());
    }

    void undoAndRedoCountAsMoves()
    {
        QCOMPARE(session().startFromText(QStringLiteral("1 2 3/4 0 5/7 8 6")), QString());
        QVERIFY(!session().canUndo());
        QVERIFY(!session().undo());
        QSignalSpy moved(&session(), &GameSession::moved);
        QSignalSpy undone(&session(), &GameSession::undone);
        QVERIFY(session().move(Dir::Right));
        QVERIFY(session().move(Dir::Down));
        QCOMPARE(session().moves(), 2);
        QVERIFY(session().undo());
        QCOMPARE(moved.count(), 2);
        QCOMPARE(undone.count(), 1);
        QCOMPARE(session().boardText(), QStringLiteral("1 2 3/0 4 5/7 8 6"));
        QCOMPARE(session().moves(), 3);
        QVERIFY(session().canRedo());
        QVERIFY(session().undo());
        QCOMPARE(session().boardText(), QStringLiteral("1 2 3/4 0 5/7 8 6"));
        QCOMPARE(session().moves(), 4);
        QVERIFY(!session().canUndo());
        QVERIFY(session().redo());
        QCOMPARE(session().boardText(), QStringLiteral("1 2 3/0 4 5/7 8 6"));
        QCOMPARE(session().moves(), 5);
        QCOMPARE(moved.count(), 3); // a redo is a move again
        QCOMPARE(undone.count(), 2);
        // A new move drops what could be redone.
        QVERIFY(session().move(Dir::Up));
        QVERIFY(!session().canRedo());
        QVERIFY(!session().redo());
    }

    void solvingRecordsTheBestAndEndsTheGame()
    {
        QSignalSpy solved(&session(), &GameSession::gameWon);
        QCOMPARE(session().startFromText(QStringLiteral("1 2 3/4 5 6/0 7 8")), QString());
        QCOMPARE(session().bestMoves(), 0);
        m_fx->nowMs += 1000;
        QVERIFY(session().move(Dir::Left));
        m_fx->nowMs += 2500;
        QVERIFY(session().move(Dir::Left));
        QVERIFY(session().solved());
        QVERIFY(!session().inProgress());
        QCOMPARE(solved.count(), 1);
        QCOMPARE(session().moves(), 2);
        QCOMPARE(session().elapsedMs(), 2500);
        QVERIFY(!session().running());
        QCOMPARE(session().bestMoves(), 2);
        QCOMPARE(session().bestTimeMs(), 2500);
        QCOMPARE(session().bestTimeText(), QStringLiteral("00:02"));
        QCOMPARE(session().solvedCount(), 1);
        QVERIFY(session().newBestMoves());
        QVERIFY(session().newBestTime());
        QCOMPARE(m_fx->records.bestMoves(3, 3), 2);
        // A solved game is over: no moves, no undo, nothing to resume.
        QVERIFY(!session().move(Dir::Right));
        QVERIFY(!session().canUndo());
        QVERIFY(!session().undo());
        QCOMPARE(session().moves(), 2);
        QVERIFY(m_fx->resume.gameState(FifteenSession::stateKey()).isEmpty());
        // The time stays where it stopped.
        m_fx->nowMs += 60'000;
        QCOMPARE(session().elapsedMs(), 2500);

        // A longer but faster game: a time record only.
        QCOMPARE(session().startFromText(QStringLiteral("1 2 3/4 5 6/7 0 8")), QString());
        QVERIFY(!session().newBestMoves());
        QVERIFY(session().move(Dir::Right)); // tile 7 out of its place, one more move
        m_fx->nowMs += 500;
        QVERIFY(session().move(Dir::Left));
        m_fx->nowMs += 500;
        QVERIFY(session().move(Dir::Left));
        QVERIFY(session().solved());
        QCOMPARE(session().moves(), 3);
        QVERIFY(!session().newBestMoves());
        QVERIFY(session().newBestTime());
        QCOMPARE(session().bestMoves(), 2);
        QCOMPARE(session().bestTimeMs(), 1000);
        QCOMPARE(session().solvedCount(), 2);
        QCOMPARE(solved.count(), 2);
    }

    void aGameTheComputerFinishedIsNotARecord()
    {
        QAbstractItemModelTester tester(session().tiles(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy state(&session(), &FifteenSession::stateChanged);
        QCOMPARE(session().startFromText(QStringLiteral("1 2 3/4 5 6/0 7 8")), QString());
        QVERIFY(!session().assisted());
        QVERIFY(session().move(Dir::Left));
        state.clear();
        session().markAssisted(); // Solve takes over
        QVERIFY(session().assisted());
        QCOMPARE(state.count(), 1);
        session().markAssisted();
        QCOMPARE(state.count(), 1);
        QVERIFY(session().move(Dir::Left));
        QVERIFY(session().solved());
        QVERIFY(session().assisted());
        QCOMPARE(session().solvedCount(), 0);
        QCOMPARE(m_fx->records.solvedCount(3, 3), 0);
        QVERIFY(!session().newBestMoves());
        QVERIFY(!session().newBestTime());
        // The next game is the player's own again.
        session().newGame();
        QVERIFY(!session().assisted());
        QCOMPARE(session().startFromText(QStringLiteral("1 2 3/4 5 6/7 0 8")), QString());
        QVERIFY(session().move(Dir::Left));
        QCOMPARE(m_fx->records.solvedCount(3, 3), 1);
        QVERIFY(session().newBestMoves());
    }

    // Solve played in a game, the app quit before the end: the game resumed after the restart
    // is still the computer's, and finishing it by hand is no record.
    void anAssistedGameStaysAssistedAfterARestart()
    {
        QCOMPARE(session().startFromText(QStringLiteral("1 2 3/4 5 6/0 7 8")), QString());
        QVERIFY(session().move(Dir::Left));
        session().markAssisted();
        auto restarted = std::make_unique<FifteenSession>();
        m_fx->attach(*restarted);
        restarted->start();
        QCOMPARE(boardFromRoles(*restarted), QStringLiteral("1 2 3/4 5 6/7 0 8"));
        QVERIFY(restarted->assisted());
        QVERIFY(restarted->move(Dir::Left));
        QVERIFY(restarted->solved());
        QCOMPARE(m_fx->records.solvedCount(3, 3), 0);
        QVERIFY(m_fx->resume.gameState(FifteenSession::assistedStateKey()).isEmpty());
        // A game of the player's own, resumed, is still the player's.
        restarted->newGame();
        QVERIFY(!restarted->assisted());
        auto again = std::make_unique<FifteenSession>();
        m_fx->attach(*again);
        again->start();
        QVERIFY(!again->assisted());
    }

    void timerStartsAtTheFirstMoveAndPauses()
    {
        QCOMPARE(session().startFromText(QStringLiteral("1 2 3/4 0 5/7 8 6")), QString());
        m_fx->nowMs += 5000; // looking at the board is free
        QCOMPARE(session().elapsedMs(), 0);
        QVERIFY(!session().running());

        QVERIFY(session().move(Dir::Right));
        QVERIFY(session().running());
        m_fx->nowMs += 3000;
        QCOMPARE(session().elapsedMs(), 3000);

        // The player pauses: the clock stops and moves are refused.
        QSignalSpy state(&session(), &FifteenSession::stateChanged);
        session().pause();
        QVERIFY(session().paused());
        QVERIFY(!session().running());
        QVERIFY(state.count() > 0);
        m_fx->nowMs += 10'000;
        QCOMPARE(session().elapsedMs(), 3000);
        QVERIFY(!session().move(Dir::Left));
        QCOMPARE(session().clickTile(5), 0);
        QVERIFY(!session().canUndo());
        QVERIFY(!session().undo());
        QCOMPARE(session().tilesMovedByClick(5), QVariantList());
        QCOMPARE(session().moves(), 1);
        session().resume();
        QVERIFY(session().running());
        m_fx->nowMs += 2000;
        QCOMPARE(session().elapsedMs(), 5000);

        // The window is minimised: the clock stops, and goes on when it is back.
        session().setWindowShown(false);
        QVERIFY(!session().running());
        m_fx->nowMs += 60'000;
        QCOMPARE(session().elapsedMs(), 5000);
        session().setWindowShown(true);
        QVERIFY(session().running());
        m_fx->nowMs += 1000;
        QCOMPARE(session().elapsedMs(), 6000);
        QCOMPARE(session().elapsedText(), QStringLiteral("00:06"));

        // Pausing and hiding together: both must end before the clock runs.
        session().pause();
        session().setWindowShown(false);
        session().resume();
        QVERIFY(!session().running());
        m_fx->nowMs += 1000;
        session().setWindowShown(true);
        QVERIFY(session().running());
        QCOMPARE(session().elapsedMs(), 6000);

        // A move made while the window is hidden (no person can, but nothing must break)
        // leaves the clock stopped.
        session().setWindowShown(false);
        QVERIFY(session().move(Dir::Left));
        QVERIFY(!session().running());
    }

    void pauseBeforeTheFirstMoveKeepsTheClockAtZero()
    {
        QCOMPARE(session().startFromText(QStringLiteral("1 2 3/4 0 5/7 8 6")), QString());
        session().togglePause();
        QVERIFY(session().paused());
        session().togglePause();
        QVERIFY(!session().paused());
        QVERIFY(!session().running());
        m_fx->nowMs += 4000;
        QCOMPARE(session().elapsedMs(), 0);
        // A new game ends a pause.
        session().pause();
        session().newGame();
        QVERIFY(!session().paused());
    }

    void tickerUpdatesTheShownTime()
    {
        session().setClock({}); // the real monotonic clock
        QCOMPARE(session().startFromText(QStringLiteral("1 2 3/4 0 5/7 8 6")), QString());
        QSignalSpy elapsed(&session(), &FifteenSession::elapsedChanged);
        QVERIFY(session().move(Dir::Right));
        elapsed.clear();
        // The shown second changes within about a second; no exact timing is asserted.
        QVERIFY(elapsed.wait(5000));
        QVERIFY(session().elapsedMs() >= 1000);
    }

    void unfinishedGameResumesAfterARestart()
    {
        session().start();
        QVERIFY(session().move(Dir::Left) || session().move(Dir::Right));
        m_fx->nowMs += 7000;
        QVERIFY(session().move(Dir::Down) || session().move(Dir::Up));
        m_fx->nowMs += 4000;
        const QString board = session().boardText();
        const int moves = session().moves();
        const bool couldUndo = session().canUndo();
        QCOMPARE(moves, 2);
        // Closing the screen keeps the time played since the last move too.
        m_fx->session.reset();
        QVERIFY(m_fx->resume.save());

        // A new process: new services reading the same files.
        ResumeState resume(m_dir.filePath(QStringLiteral("session.json")));
        FifteenSession again;
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
        m_fx->resume.setGameState(FifteenSession::stateKey(),
                                  QStringLiteral("tessera-fifteen-game 1\nsize 4x4\nnonsense\n"));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("could not be restored"));
        session().start();
        QVERIFY(!session().notice().isEmpty());
        QVERIFY(session().notice().contains(QStringLiteral("could not be restored")));
        QCOMPARE(session().moves(), 0);
        QVERIFY(!session().solved());
        session().dismissNotice();
        QVERIFY(session().notice().isEmpty());
    }

    void sizeChangeStartsANewGameOnlyWhenNothingIsLost()
    {
        session().start();
        QAbstractItemModelTester tester(session().tiles(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy reset(session().tiles(), &QAbstractItemModel::modelReset);
        // No move yet: the new size shows at once.
        m_fx->settings.setSize(3, 3);
        QCOMPARE(session().boardWidth(), 3);
        QCOMPARE(session().tiles()->rowCount(), 9);
        QCOMPARE(reset.count(), 1);

        // A game in progress is kept; the session says new games will differ.
        QVERIFY(session().move(Dir::Left) || session().move(Dir::Right));
        QSignalSpy size(&session(), &FifteenSession::sizeChanged);
        m_fx->settings.setSize(8, 8);
        QCOMPARE(session().boardWidth(), 3);
        QVERIFY(session().settingsSizeDiffers());
        QCOMPARE(size.count(), 1);
        session().newGame();
        QCOMPARE(session().boardWidth(), 8);
        QCOMPARE(session().boardHeight(), 8);
        QCOMPARE(session().tiles()->rowCount(), 64);
        QVERIFY(!session().settingsSizeDiffers());
        QCOMPARE(session().moves(), 0);
    }

    void lettersWhereTheyFit()
    {
        QCOMPARE(session().startFromText(QStringLiteral("1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15")),
                 QString());
        QAbstractItemModelTester tester(session().tiles(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy changed(session().tiles(), &QAbstractItemModel::dataChanged);
        m_fx->settings.setLabels(FifteenSettings::Labels::Letters);
        QVERIFY(session().letters());
        QVERIFY(changed.count() > 0);
        QCOMPARE(roleOf(session(), 0, FifteenTileModel::LabelRole).toString(), QStringLiteral("A"));
        QCOMPARE(roleOf(session(), 14, FifteenTileModel::LabelRole).toString(),
                 QStringLiteral("O"));
        QCOMPARE(roleOf(session(), 15, FifteenTileModel::LabelRole).toString(), QString());

        m_fx->settings.setSize(5, 5);
        session().newGame();
        QCOMPARE(roleOf(session(), 23, FifteenTileModel::LabelRole).toString(),
                 QStringLiteral("X"));
        m_fx->settings.setSize(6, 6);
        session().newGame();
        QVERIFY(!session().letters());
        QCOMPARE(roleOf(session(), 34, FifteenTileModel::LabelRole).toString(),
                 QStringLiteral("35"));
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
        session().start();
        const QString before = session().boardText();
        const QString error = session().startFromText(text);
        QVERIFY2(error.contains(reason), qPrintable(error));
        QCOMPARE(session().boardText(), before);
    }

    void newGamesAreShuffledAndSolvable()
    {
        session().start();
        QSet<QString> seen;
        for (int i = 0; i < 20; ++i) {
            session().newGame();
            QVERIFY(!session().solved());
            QVERIFY(session().game().board().isSolvable());
            seen.insert(session().boardText());
        }
        QVERIFY(seen.size() > 15);
    }

    void timeIsShownAsMinutesAndSeconds()
    {
        QCOMPARE(FifteenSession::formatTime(0), QStringLiteral("00:00"));
        QCOMPARE(FifteenSession::formatTime(999), QStringLiteral("00:00"));
        QCOMPARE(FifteenSession::formatTime(61'000), QStringLiteral("01:01"));
        QCOMPARE(FifteenSession::formatTime(59 * 60'000 + 59'999), QStringLiteral("59:59"));
        QCOMPARE(FifteenSession::formatTime(3'600'000 + 5 * 60'000 + 7000),
                 QStringLiteral("1:05:07"));
        QCOMPARE(FifteenSession::formatTime(-5), QStringLiteral("00:00"));
    }
};

QTEST_GUILESS_MAIN(tst_FifteenSession)
#include "tst_fifteen_session.moc"
