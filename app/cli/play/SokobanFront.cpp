// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SokobanFront.h"

#include "LibraryCollection.h"
#include "PlayLoop.h"
#include "ProgressStore.h"
#include "TerminalScreen.h"
#include "sokoban/Game.h"

#include <utility>

namespace cli::play {

namespace s = tessera::sokoban;

namespace {

constexpr int headerRows = 3; // title, counters, gap
constexpr int footerRows = 3; // gap, message, help line

class SokobanFront final : public TerminalGame
{
public:
    explicit SokobanFront(const SokobanOptions &options) : m_options(options)
    {
        for (int c = 0; c < m_options.collections.size(); ++c)
            for (int l = 0; l < m_options.collections[c].count(); ++l)
                m_levels.append({c, l});
        int first = 0;
        if (m_options.level) {
            first = *m_options.level - 1;
        } else {
            while (first < m_levels.size() && m_progress.isSolved(level(first).key))
                ++first;
            if (first == m_levels.size())
                first = 0;
        }
        open(first);
        m_saveError = m_progress.loadError(); // a damaged progress file was set aside
    }

    int minimumWidth(const TerminalScreen &) const override
    {
        return std::max(m_game ? m_game->width() : 0, 48);
    }
    int minimumHeight(const TerminalScreen &) const override
    {
        return headerRows + (m_game ? m_game->height() : 4) + footerRows;
    }

    // Moves made, or taken back by a restart that undo can still bring back.
    bool inProgress() const override
    {
        return m_game && !m_solved && (m_game->moves() > 0 || m_game->canUndo());
    }

    // n and p leave a level in play (r does not ask: undo brings the moves back).
    std::optional<Question> questionBefore(const KeyPress &key) const override
    {
        if (!inProgress())
            return std::nullopt;
        if (key.action == Action::New && m_current + 1 < m_levels.size())
            return Question{QStringLiteral("Leave this level for the next one?"),
                            QStringLiteral("next level")};
        if (key.action == Action::Previous && m_current > 0)
            return Question{QStringLiteral("Leave this level for the previous one?"),
                            QStringLiteral("previous level")};
        return std::nullopt;
    }

    QString helpLine(const TerminalScreen &screen) const override
    {
        return moveKeysHelp(screen) +
               QStringLiteral(" move  u undo  y redo  r restart  n/p next/prev level  q quit");
    }

    void handle(const KeyPress &key) override
    {
        m_notice.clear(); // said until the next key
        switch (key.action) {
        case Action::Move:
            if (m_game && !m_solved && m_game->move(*key.direction).moved()) {
                m_saveError.clear(); // a load problem is said until the first move
                checkSolved();
            }
            return;
        case Action::Undo:
            if (m_game && m_solved)
                m_notice = QStringLiteral("The level is solved: r plays it again");
            else if (m_game && !m_game->undo())
                m_notice = QStringLiteral("Nothing to undo yet");
            return;
        case Action::Redo:
            if (m_game && m_solved)
                m_notice = QStringLiteral("The level is solved: r plays it again");
            else if (m_game && !m_game->redo())
                m_notice = QStringLiteral("Nothing to redo");
            else if (m_game)
                checkSolved();
            return;
        case Action::Restart:
            if (m_game) {
                m_game->restart();
                m_solved = false;
                m_record.reset();
            }
            return;
        case Action::New:
            if (m_current + 1 < m_levels.size())
                open(m_current + 1);
            return;
        case Action::Previous:
            if (m_current > 0)
                open(m_current - 1);
            return;
        default:
            return;
        }
    }

    void draw(TerminalScreen &screen) override
    {
        const tessera::LibraryLevel &current = level(m_current);
        const int room = screen.freeHeight();
        const auto [c, l] = m_levels[m_current];
        // Title and counters, then a gap; each takes the rows it wraps to.
        const QString title = QStringLiteral("%1 %2/%3  %4")
                                  .arg(m_options.collections[c].name())
                                  .arg(l + 1)
                                  .arg(m_options.collections[c].count())
                                  .arg(current.displayTitle());
        const QString status = m_game ? statusLine(current) : QString();
        const int header = static_cast<int>(screen.wrapped(title).size()) +
                           std::max(1, static_cast<int>(screen.wrapped(status).size())) + 1;
        // Under the board: the level's lesson (the tutorial's) or notes, then the message.
        const QString lesson = m_game ? current.comment.simplified() : QString();
        const auto [message, paint] = messageLine();
        const int belowRows =
            static_cast<int>(screen.wrapped(lesson).size() + screen.wrapped(message).size());
        const int boardRows = m_game ? m_game->height() : current.problems.size() + 1;
        const int blockHeight = header + boardRows + 1 + std::max(1, belowRows);
        const int top = std::max(0, (room - blockHeight) / 2);
        int row = top + screen.paragraph(top, title, Paint::Title, room - top);
        if (!m_game) {
            row += 2; // no counters, and the gap
            screen.centred(row++, QStringLiteral("This level cannot be played:"), Paint::Warning);
            QStringList problems = current.problemMessages();
            if (problems.isEmpty())
                problems.append(QStringLiteral("no player, or a player or box on a wall"));
            for (const QString &problem : problems)
                row += screen.paragraph(row, problem, Paint::Plain, room - row);
            return;
        }
        row += screen.paragraph(row, status, Paint::Plain, room - row) + 1;
        drawBoard(screen, row);
        // The message first when rows are short: it answers the last key.
        row += m_game->height() + 1;
        const int messageRows =
            std::min(static_cast<int>(screen.wrapped(message).size()), std::max(0, room - row));
        row += screen.paragraph(row, lesson, Paint::Plain, room - row - messageRows);
        screen.paragraph(row, message, paint, room - row);
    }

private:
    const tessera::LibraryLevel &level(int index) const
    {
        const auto [c, l] = m_levels[index];
        return m_options.collections[c].levels()[l];
    }

    void open(int index)
    {
        m_current = index;
        m_solved = false;
        m_record.reset();
        const tessera::LibraryLevel &l = level(index);
        m_game = l.isPlayable() ? s::Game::fromLevel(l.level) : std::nullopt;
    }

    void checkSolved()
    {
        if (!m_game->isSolved())
            return;
        m_solved = true;
        m_record = m_progress.record(level(m_current).key, m_game->moves(), m_game->pushes(),
                                     QString::fromStdString(m_game->lurd()));
        m_saveError = m_progress.lastSaveError();
    }

    QString statusLine(const tessera::LibraryLevel &current) const
    {
        const QString solvedBefore =
            m_progress.isSolved(current.key) ? QStringLiteral("   (solved before)") : QString();
        return QStringLiteral("Moves %1   Pushes %2   Boxes on goals %3/%4%5")
            .arg(m_game->moves())
            .arg(m_game->pushes())
            .arg(m_game->boxesOnGoals())
            .arg(m_game->boxCount())
            .arg(solvedBefore);
    }

    // What the message row says, and in which paint.
    std::pair<QString, Paint> messageLine() const
    {
        if (!m_notice.isEmpty())
            return {m_notice, Paint::Warning};
        if (m_solved)
            return {solvedMessage(), Paint::Message};
        return {m_saveError, Paint::Warning};
    }

    QString solvedMessage() const
    {
        QString text = QStringLiteral("Solved in %1 and %2!")
                           .arg(counted(m_game->moves(), "move", "moves"),
                                counted(m_game->pushes(), "push", "pushes"));
        if (m_record && m_record->isNewBest() && !m_record->firstSolve)
            text += QStringLiteral(" A new best!");
        if (!m_saveError.isEmpty())
            text += QStringLiteral(" (not saved: %1)").arg(m_saveError);
        return text + (m_current + 1 < m_levels.size() ? QStringLiteral(" n: next level")
                                                       : QStringLiteral(" The last level."));
    }

    // Two columns a cell when the level fits that way, else one (the XSB characters).
    void drawBoard(TerminalScreen &screen, int top) const
    {
        const bool wide = m_game->width() * 2 <= screen.width();
        const int cellWidth = wide ? 2 : 1;
        const int left = (screen.width() - m_game->width() * cellWidth) / 2;
        for (int y = 0; y < m_game->height(); ++y) {
            for (int x = 0; x < m_game->width(); ++x) {
                const auto [glyph, paint] = cellLook(screen, m_game->index(x, y), wide);
                screen.text(top + y, left + x * cellWidth, glyph, paint);
            }
        }
    }

    std::pair<std::string, Paint> cellLook(const TerminalScreen &screen, int cell, bool wide) const
    {
        const bool goal = m_game->isGoal(cell);
        const auto pick = [&](const char *fancyWide, const char *asciiWide, const char *narrow) {
            return std::string(wide ? screen.glyph(fancyWide, asciiWide) : narrow);
        };
        if (m_game->isWall(cell)) {
            if (screen.hasColour())
                return {wide ? "  " : " ", Paint::Wall};
            return {pick("██", "##", "#"), Paint::Plain};
        }
        if (m_game->playerPosition() == cell)
            return {goal ? pick("@·", "@.", "+") : pick("@ ", "@ ", "@"), Paint::Player};
        if (m_game->hasBox(cell)) {
            if (goal)
                return {screen.hasColour() ? pick("[]", "[]", "*") : pick("{}", "{}", "*"),
                        Paint::BoxOnGoal};
            return {pick("[]", "[]", "$"), Paint::Box};
        }
        if (goal)
            return {pick(" ·", " .", "."), Paint::Goal};
        return {wide ? "  " : " ", Paint::Plain};
    }

    SokobanOptions m_options;
    QVector<std::pair<int, int>> m_levels; // (collection, level) in play order
    int m_current = 0;
    std::optional<s::Game> m_game; // nullopt for a level that cannot be played
    bool m_solved = false;
    std::optional<tessera::RecordOutcome> m_record;
    QString m_saveError;
    QString m_notice; // why the last key did nothing
    tessera::ProgressStore m_progress;
};

} // namespace

int levelCount(const SokobanOptions &options)
{
    int n = 0;
    for (const tessera::LibraryCollection &c : options.collections)
        n += c.count();
    return n;
}

int playSokoban(TerminalScreen &screen, const SokobanOptions &options)
{
    SokobanFront front(options);
    return runGame(screen, front);
}

} // namespace cli::play
