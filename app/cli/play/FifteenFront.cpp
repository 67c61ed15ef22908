// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "FifteenFront.h"

#include "FifteenRecords.h"
#include "PlayLoop.h"
#include "TerminalScreen.h"
#include "fifteen/Game.h"
#include "fifteen/Shuffle.h"

#include <chrono>
#include <random>

namespace cli::play {

namespace f = tessera::fifteen;

namespace {

// Each tile is a 3x3 block of characters with one space between tiles; in a terminal too low
// for that (boards of 6 rows and more in 24 rows), one row high with a row between tiles.
constexpr int tileSide = 3;
constexpr int tileStep = tileSide + 1;
constexpr int compactTileRows = 1;

std::int64_t nowMs()
{
    using namespace std::chrono;
    return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

QString clockText(std::int64_t ms)
{
    const std::int64_t seconds = ms / 1000;
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

class FifteenFront final : public TerminalGame
{
public:
    explicit FifteenFront(const FifteenOptions &options)
        : m_options(options), m_random(options.seed ? *options.seed : std::random_device{}())
    {
        if (options.start) {
            m_game = f::Game(*options.start);
            m_counted = false; // a position given on the command line is no shuffled game
        } else {
            newGame();
        }
    }

    int minimumWidth(const TerminalScreen &) const override { return std::max(boardWidth(), 40); }
    // Title, counters, board, message and help line; a blank row around the board when the
    // terminal has room for them. Compact tiles when square ones do not fit.
    int minimumHeight(const TerminalScreen &) const override
    {
        return boardHeight(compactTileRows) + 4;
    }
    int redrawIntervalMs() const override { return m_game.stopwatch().isRunning() ? 250 : -1; }

    bool inProgress() const override { return m_game.moveCount() > 0 && !m_game.isSolved(); }

    QString helpLine(const TerminalScreen &screen) const override
    {
        return moveKeysHelp(screen) +
               QStringLiteral(" slide  u undo  y redo  r restart  n new game  q quit");
    }

    std::optional<Question> questionBefore(const KeyPress &key) const override
    {
        if (!inProgress())
            return std::nullopt;
        if (key.action == Action::New)
            return Question{QStringLiteral("Start a new game?"), QStringLiteral("new game")};
        if (key.action == Action::Restart)
            return Question{QStringLiteral("Restart this game?"), QStringLiteral("restart")};
        return std::nullopt;
    }

    void handle(const KeyPress &key) override
    {
        const std::int64_t now = nowMs();
        const bool wasSolved = m_game.isSolved();
        m_notice.clear(); // said until the next key
        switch (key.action) {
        case Action::Move:
            m_game.move(*key.direction, now);
            break;
        case Action::Undo:
            if (!m_game.undo(now) && !wasSolved)
                m_notice = QStringLiteral("Nothing to undo yet");
            break;
        case Action::Redo:
            if (!m_game.redo(now) && !wasSolved)
                m_notice = QStringLiteral("Nothing to redo");
            break;
        case Action::Restart:
            m_game.restart();
            m_outcome.reset();
            break;
        case Action::New:
            newGame();
            break;
        default:
            return;
        }
        if (!wasSolved && m_game.isSolved() && m_counted)
            m_outcome = m_records.recordSolved(m_options.width, m_options.height,
                                               m_game.moveCount(), m_game.elapsedMs(now));
    }

    void draw(TerminalScreen &screen) override
    {
        // The counters and the message take as many rows as they wrap to.
        const QString status = statusLine();
        const int statusRows = std::max(1, static_cast<int>(screen.wrapped(status).size()));
        const QString message = messageLine();
        const int messageRows = std::max(1, static_cast<int>(screen.wrapped(message).size()));
        const int textRows = 1 + statusRows + messageRows; // the title too
        const int room = screen.freeHeight();
        const int tileRows = room >= boardHeight(tileSide) + textRows ? tileSide : compactTileRows;
        const int height = boardHeight(tileRows);
        const int gap = room >= height + textRows + 2 ? 1 : 0;
        const int blockHeight = height + textRows + 2 * gap;
        const int top = std::max(0, (room - blockHeight) / 2);
        screen.centred(
            top, QStringLiteral("Fifteen ") + screen.sizeText(m_options.width, m_options.height),
            Paint::Title);
        const int boardTop = top + 1 + screen.paragraph(top + 1, status, Paint::Plain, statusRows);
        drawBoard(screen, boardTop + gap, tileRows);
        const int messageRow = boardTop + height + 2 * gap;
        screen.paragraph(messageRow, message,
                         m_game.isSolved() && m_notice.isEmpty() ? Paint::Message : Paint::Warning,
                         room - messageRow);
    }

private:
    int boardWidth() const { return m_options.width * tileStep - 1; }
    // Tiles `tileRows` high with a row between them.
    int boardHeight(int tileRows) const { return m_options.height * (tileRows + 1) - 1; }

    void newGame()
    {
        m_game = f::Game(*f::randomSolvableBoard(m_options.width, m_options.height, m_random));
        m_counted = true;
        m_outcome.reset();
    }

    QString label(int tile) const
    {
        if (m_options.letters)
            return QString(QChar(u'A' + tile - 1));
        return QString::number(tile);
    }

    QString statusLine() const
    {
        QString line = QStringLiteral("Moves %1   Time %2")
                           .arg(m_game.moveCount())
                           .arg(clockText(m_game.elapsedMs(nowMs())));
        if (const auto best = m_records.entry(m_options.width, m_options.height))
            line += QStringLiteral("   Best %1, %2")
                        .arg(counted(best->bestMoves, "move", "moves"))
                        .arg(clockText(best->bestTimeMs));
        return line;
    }

    QString messageLine() const
    {
        if (!m_notice.isEmpty())
            return m_notice;
        if (!m_game.isSolved()) {
            // A records file that could not be written, or read (said until the first move).
            if (!m_records.lastSaveError().isEmpty())
                return m_records.lastSaveError();
            return m_game.moveCount() == 0 ? m_records.loadError() : QString();
        }
        QString text = QStringLiteral("Solved in %1, %2!")
                           .arg(counted(m_game.moveCount(), "move", "moves"))
                           .arg(clockText(m_game.elapsedMs(nowMs())));
        if (m_outcome && m_outcome->newBestMoves && m_outcome->before.solvedCount > 0)
            text += QStringLiteral(" Fewest moves yet!");
        if (m_outcome && m_outcome->newBestTime && m_outcome->before.solvedCount > 0)
            text += QStringLiteral(" Fastest yet!");
        return text + QStringLiteral(" n: new game");
    }

    void drawBoard(TerminalScreen &screen, int top, int tileRows) const
    {
        const f::Board &board = m_game.board();
        const int left = (screen.width() - boardWidth()) / 2;
        const std::string blank(tileSide, ' ');
        for (int y = 0; y < board.height(); ++y) {
            for (int x = 0; x < board.width(); ++x) {
                const int tile = board.tileAt(x, y);
                const int column = left + x * tileStep;
                const int row = top + y * (tileRows + 1);
                const int middleRow = row + tileRows / 2;
                if (tile == f::Board::empty) {
                    screen.text(middleRow, column + 1, screen.glyph("·", "."), Paint::Dim);
                    continue;
                }
                // The label centred on the middle row: " 7 ", "12 ", " A ".
                const QString text = label(tile);
                const QString middle = (text.size() == 1 ? QStringLiteral(" ") : QString()) + text +
                                       QStringLiteral(" ");
                for (int i = 0; i < tileRows; ++i)
                    screen.text(row + i, column, blank, Paint::Tile);
                screen.text(middleRow, column, middle.left(tileSide), Paint::Tile);
            }
        }
    }

    FifteenOptions m_options;
    f::Random m_random;
    f::Game m_game;
    bool m_counted = true; // a solve goes into the records
    QString m_notice;      // why the last key did nothing
    tessera::FifteenRecords m_records;
    std::optional<tessera::FifteenRecords::Outcome> m_outcome;
};

} // namespace

int playFifteen(TerminalScreen &screen, const FifteenOptions &options)
{
    FifteenFront front(options);
    return runGame(screen, front);
}

} // namespace cli::play
