// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Game2048Front.h"

#include "Game2048Scores.h"
#include "Game2048Settings.h"
#include "Game2048TableView.h"
#include "PlayLoop.h"
#include "TerminalScreen.h"
#include "game2048/Game.h"

#include <QDateTime>
#include <QUuid>
#include <optional>
#include <random>
#include <utility>

namespace cli::play {

namespace g = tessera::game2048;

namespace {

// A tile is six columns wide with one space between tiles; three rows high with a row between
// when the terminal has room, else one row.
constexpr int tileWidth = 6;
constexpr int columnStep = tileWidth + 1;
constexpr int headerRows = 3; // title, score line, gap
constexpr int footerRows = 3; // gap, message, help line

// The value as it fits a tile: "2048", "131072", then "1024k"-style above six digits.
QString tileText(std::int64_t value)
{
    if (value < 1000000)
        return QString::number(value);
    if (value < 1000LL * 1024 * 1024)
        return QString::number(value / 1024) + QLatin1Char('k');
    return QString::number(value / (1024 * 1024)) + QLatin1Char('M');
}

Paint tilePaint(int exponent)
{
    const int index = std::min(exponent, g::winExponent + 1) - 1;
    return static_cast<Paint>(static_cast<int>(Paint::Tile2048First) + index);
}

class Game2048Front final : public TerminalGame
{
public:
    explicit Game2048Front(const Game2048Options &options)
        : m_options(options), m_nextSeed(options.seed ? *options.seed : std::random_device{}())
    {
        newGame();
    }

    ~Game2048Front() override { m_scores.flush(); }

    int minimumWidth(const TerminalScreen &) const override { return std::max(boardWidth(), 44); }
    int minimumHeight(const TerminalScreen &) const override
    {
        return headerRows + boardHeight(1) + footerRows;
    }

    bool inProgress() const override { return m_moved && !m_game.isOver(); }

    QString helpLine(const TerminalScreen &screen) const override
    {
        if (m_table)
            return QStringLiteral("Any key: back to the game  q quit");
        return moveKeysHelp(screen) + QStringLiteral(" move  u undo  n new game  t scores  q quit");
    }

    std::optional<Question> questionBefore(const KeyPress &key) const override
    {
        if (key.action == Action::New && inProgress() && !m_table)
            return Question{QStringLiteral("Start a new game?"), QStringLiteral("new game")};
        return std::nullopt;
    }

    void quit() override
    {
        if (m_moved)
            enterTable(QString()); // left unfinished, it counts as one replaced by a new game
    }

    void handle(const KeyPress &key) override
    {
        m_notice.clear(); // said until the next key
        if (m_table) {    // any key closes the table
            m_table.reset();
            return;
        }
        switch (key.action) {
        case Action::Move: {
            const g::MoveResult result = m_game.move(*key.direction);
            if (!result.moved)
                return;
            m_moved = true;
            noteScore();
            if (result.over)
                enterTable(QStringLiteral("Game over"));
            return;
        }
        case Action::Undo:
            if (!m_game.undo())
                m_notice = undoRefusal();
            return;
        case Action::KeepGoing:
            if (m_game.winPending())
                m_game.keepGoing();
            return;
        case Action::New:
            newGame();
            return;
        case Action::Scores:
            showTable(0, QString());
            return;
        default:
            return;
        }
    }

    void draw(TerminalScreen &screen) override
    {
        if (m_table) {
            drawGame2048Table(screen, *m_table);
            return;
        }
        const int tileRows = tileRowsFor(screen);
        const auto [message, paint] = messageLine();
        const int messageRows = std::max(1, static_cast<int>(screen.wrapped(message).size()));
        const int blockHeight = headerRows + boardHeight(tileRows) + footerRows - 2 + messageRows;
        const int top = std::max(0, (screen.freeHeight() - blockHeight) / 2);
        screen.centred(top,
                       QStringLiteral("2048 ") + screen.sizeText(m_options.rows, m_options.columns),
                       Paint::Title);
        screen.centred(top + 1, QStringLiteral("Score %1   Best %2   Undo %3")
                                    .arg(m_game.score())
                                    .arg(m_scores.best(m_options.rows, m_options.columns))
                                    .arg(m_game.canUndo() ? m_game.undoCount() : 0));
        drawBoard(screen, top + headerRows, tileRows);
        const int messageRow = top + headerRows + boardHeight(tileRows) + 1;
        screen.paragraph(messageRow, message, paint, screen.freeHeight() - messageRow);
    }

private:
    int boardWidth() const { return m_options.columns * columnStep - 1; }
    // The board's height with tiles `tileRows` high and a row between them.
    int boardHeight(int tileRows) const { return m_options.rows * (tileRows + 1) - 1; }

    int tileRowsFor(const TerminalScreen &screen) const
    {
        return screen.freeHeight() + 1 >= headerRows + boardHeight(3) + footerRows ? 3 : 1;
    }

    void newGame()
    {
        if (m_moved) // a game left unfinished still counts for the high-score table
            enterTable(QStringLiteral("Game ended"));
        m_game = *g::Game::create(m_options.rows, m_options.columns, m_nextSeed++);
        m_gameId = QUuid::createUuid().toString(QUuid::WithoutBraces);
        m_moved = false;
        m_shownScore = 0;
    }

    // What the message row says, and in which paint.
    std::pair<QString, Paint> messageLine() const
    {
        if (!m_notice.isEmpty())
            return {m_notice, Paint::Warning};
        if (m_game.winPending())
            return {QStringLiteral("You win! c: keep going, n: new game"), Paint::Message};
        if (m_game.isOver())
            return {QStringLiteral("Game over: score %1. u: undo, n: new game").arg(m_game.score()),
                    Paint::Warning};
        return {recordsProblem(), Paint::Warning};
    }

    // Why undo did nothing, as the desktop game says it.
    QString undoRefusal() const
    {
        if (m_game.winPending())
            return QStringLiteral("Keep going or start a new game first");
        if (m_moved)
            return QStringLiteral("Only the last %1 can be undone")
                .arg(counted(g::Game::maxUndo, "move", "moves"));
        return QStringLiteral("Nothing to undo yet");
    }

    // A scores file that could not be read or written: the player should know.
    QString recordsProblem() const
    {
        if (!m_scores.lastSaveError().isEmpty())
            return m_scores.lastSaveError();
        return m_moved ? QString() : m_scores.loadError(); // said once, before the first move
    }

    void noteScore()
    {
        if (m_scores.noteScore(m_options.rows, m_options.columns, m_game.score()))
            m_scores.flush(); // at once: a program ended by a signal keeps its best
    }

    // Enters the game in the table; when it takes a place there, shows the table with that
    // place highlighted (once for a score: n after a game over does not show it again), with
    // `how` the game ended before the score.
    void enterTable(const QString &how)
    {
        tessera::Game2048Scores::Entry entry;
        entry.name = tessera::Game2048Settings().playerName();
        if (entry.name.isEmpty())
            entry.name = QStringLiteral("Player");
        entry.score = m_game.score();
        entry.highestTile = g::tileValue(m_game.board().highestExponent());
        entry.date = QDateTime::currentDateTimeUtc();
        entry.gameId = m_gameId;
        // A game taken back with u and ended again replaces its own entry; the table shows
        // again only when that entry grew.
        const bool grows =
            m_scores.rankFor(m_options.rows, m_options.columns, entry.score, m_gameId) >= 0;
        const int place = m_scores.addEntry(m_options.rows, m_options.columns, entry);
        if (place < 0 || how.isEmpty() || !grows || entry.score == m_shownScore)
            return;
        m_shownScore = entry.score;
        showTable(place + 1, QStringLiteral("%1: score %2, place %3 in the table.")
                                 .arg(how)
                                 .arg(entry.score)
                                 .arg(place + 1));
    }

    void showTable(int highlightRank, const QString &note)
    {
        Game2048TableView table;
        table.rows = m_options.rows;
        table.columns = m_options.columns;
        table.entries = m_scores.table(m_options.rows, m_options.columns);
        table.best = m_scores.best(m_options.rows, m_options.columns);
        table.highlightRank = highlightRank;
        table.note = note;
        m_table = table;
    }

    void drawBoard(TerminalScreen &screen, int top, int tileRows) const
    {
        const g::Board &board = m_game.board();
        const int left = (screen.width() - boardWidth()) / 2;
        const std::string blank(tileWidth, ' ');
        for (int r = 0; r < board.rows(); ++r) {
            for (int c = 0; c < board.cols(); ++c) {
                const int exponent = board.exponent({r, c});
                const int column = left + c * columnStep;
                const int row = top + r * (tileRows + 1);
                const int middle = row + tileRows / 2;
                if (exponent == 0) {
                    screen.text(middle, column + tileWidth / 2 - 1, screen.glyph("·", "."),
                                Paint::Dim);
                    continue;
                }
                const Paint paint = tilePaint(exponent);
                for (int i = 0; i < tileRows; ++i)
                    screen.text(row + i, column, blank, paint);
                const QString text = tileText(g::tileValue(exponent));
                const int pad = (tileWidth - static_cast<int>(text.size())) / 2;
                screen.text(
                    middle, column,
                    QString(pad, QLatin1Char(' ')) + text +
                        QString(tileWidth - pad - static_cast<int>(text.size()), QLatin1Char(' ')),
                    paint);
            }
        }
    }

    Game2048Options m_options;
    std::uint64_t m_nextSeed;
    g::Game m_game;
    QString m_gameId;
    bool m_moved = false;    // the current game has had a move
    QString m_notice;        // why the last key did nothing
    qint64 m_shownScore = 0; // the current game's score the table was last shown for
    std::optional<Game2048TableView> m_table; // shown instead of the board while set
    tessera::Game2048Scores m_scores;
};

} // namespace

int play2048(TerminalScreen &screen, const Game2048Options &options)
{
    Game2048Front front(options);
    return runGame(screen, front);
}

} // namespace cli::play
