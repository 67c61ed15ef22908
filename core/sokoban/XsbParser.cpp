// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "XsbParser.h"

#include "EmbeddedSolution.h"
#include "LevelIdentity.h"
#include "SolutionRules.h"
#include "XsbBoardLine.h"
#include "XsbParagraph.h"
#include "common/PlainText.h"
#include "common/TextDecoding.h"

#include <algorithm>
#include <optional>
#include <set>

namespace tessera::sokoban::xsb {

namespace {

using text::appendLine;
using text::equalsNoCase;
using text::tidyLines;
using text::trimSpace;
using text::trimSpaceLeft;
using text::trimSpaceRight;
using text::withoutControls;

bool startsAndEndsWithWall(std::string_view s)
{
    return s.size() >= 2 && s.front() == '#' && s.back() == '#';
}

bool startsOrEndsWithWall(std::string_view s)
{
    return !s.empty() && (s.front() == '#' || s.back() == '#');
}

// Keys need no such care: splitKeyValue() takes only letters, digits and a few marks in a key.
void valuesWithoutControls(std::vector<std::pair<std::string, std::string>> &metadata)
{
    for (auto &entry : metadata)
        entry.second = withoutControls(std::move(entry.second));
}

struct PendingBoard
{
    bool active = false;
    int firstLine = 0;
    std::vector<std::string> rows; // at most maxStoredRow
    std::size_t rowCount = 0;
    std::size_t width = 0;
    bool overflow = false;
    std::vector<LevelProblem> errors;
    Paragraph before; // what came before the board and belongs to it
    std::string titleLine;
};

struct Line
{
    std::string_view text; // without the line end
    int number = 0;
    std::size_t begin = 0;
    std::size_t next = 0; // where the following line begins
};

class Reader
{
public:
    explicit Reader(std::string_view text) : m_text(text) {}

    LevelCollection read()
    {
        // Levels are separated by blank lines and every board has a wall: the paragraphs
        // holding a '#' bound the levels of most files. Reserving spares the growing vector's
        // copies, which cost page faults on big files; counting blank lines alone reserved
        // megabytes for a short text of many empty lines.
        std::size_t paragraphs = 1;
        bool wall = false;
        for (std::size_t i = 1; i < m_text.size(); ++i) {
            const bool lineEnd = m_text[i] == '\n' || m_text[i] == '\r';
            const bool afterLineEnd = m_text[i - 1] == '\n' || m_text[i - 1] == '\r';
            wall = wall || m_text[i] == '#';
            if (wall && lineEnd && afterLineEnd && !(m_text[i] == '\n' && m_text[i - 1] == '\r')) {
                ++paragraphs;
                wall = false;
            }
        }
        m_out.levels.reserve(std::min<std::size_t>(paragraphs, 1 << 16));
        while (m_pos < m_text.size())
            handle(take());
        endBoard();
        finish();
        return std::move(m_out);
    }

private:
    Line lineAt(std::size_t pos, int number) const
    {
        std::size_t end = pos;
        while (end < m_text.size() && m_text[end] != '\n' && m_text[end] != '\r')
            ++end;
        std::size_t next = end;
        if (next < m_text.size()) {
            if (m_text[next] == '\r' && next + 1 < m_text.size() && m_text[next + 1] == '\n')
                next += 2;
            else
                next += 1;
        }
        return {m_text.substr(pos, end - pos), number, pos, next};
    }

    Line take()
    {
        const Line line = lineAt(m_pos, m_lineNumber + 1);
        m_pos = line.next;
        m_lineNumber = line.number;
        return line;
    }

    std::optional<Line> peek() const
    {
        if (m_pos >= m_text.size())
            return std::nullopt;
        return lineAt(m_pos, m_lineNumber + 1);
    }

    static bool isCommentLine(std::string_view trimmed)
    {
        return trimmed.front() == ';' || trimmed.substr(0, 2) == "::";
    }

    // The next line is a board line (with a wall, if `needWall`).
    bool nextIsBoardLine(bool needWall) const
    {
        const auto next = peek();
        if (!next)
            return false;
        const std::string_view t = trimSpaceRight(next->text);
        if (trimSpaceLeft(t).empty() || isCommentLine(trimSpaceLeft(t)))
            return false;
        const BoardLine b = parseBoardLine(t, nullptr);
        return b.ok && (b.hasWall || !needWall);
    }

    // A board line without a wall starts a board when the board lines right after it reach
    // one with a wall. The answer "no" is remembered up to where the search stopped, so a long
    // stretch of such lines is searched once.
    bool wallFollows()
    {
        if (m_pos < m_noWallUntil)
            return false;
        std::size_t p = m_pos;
        int number = m_lineNumber;
        while (p < m_text.size()) {
            const Line line = lineAt(p, ++number);
            const std::string_view t = trimSpaceRight(line.text);
            if (trimSpaceLeft(t).empty() || isCommentLine(trimSpaceLeft(t)))
                break;
            const BoardLine b = parseBoardLine(t, nullptr);
            if (!b.ok)
                break;
            if (b.hasWall)
                return true;
            p = line.next;
        }
        m_noWallUntil = p;
        return false;
    }

    void handle(const Line &line)
    {
        const std::string_view t = trimSpaceRight(line.text);
        const std::string_view lt = trimSpaceLeft(t);
        if (lt.empty()) {
            endBoard();
            onBlank();
            return;
        }
        if (isCommentLine(lt)) {
            endBoard();
            if (m_out.levels.empty() && lt.front() == ';') {
                std::string_view note = lt.substr(1);
                if (!note.empty() && note.front() == ' ')
                    note.remove_prefix(1);
                appendLine(m_out.notes, note);
            }
            return;
        }

        if (hasLevel() || m_board.active) {
            if (const auto first = solutionHeaderRest(lt)) {
                endBoard();
                readSolution(*first, line.number);
                return;
            }
        }

        m_rows.clear();
        const BoardLine board = parseBoardLine(t, &m_rows);
        if (board.ok) {
            if (m_board.active || board.hasWall || wallFollows()) {
                if (!m_board.active)
                    startBoard(line.number);
                addRows(board);
                return;
            }
        } else if (m_board.active) {
            // A broken row inside a board, not the text after it.
            if (startsAndEndsWithWall(lt) || (startsOrEndsWithWall(lt) && nextIsBoardLine(false))) {
                addBrokenRow(t, board, line.number);
                return;
            }
        } else if (startsAndEndsWithWall(lt) && nextIsBoardLine(true)) {
            startBoard(line.number);
            addBrokenRow(t, board, line.number);
            return;
        }

        endBoard();
        onText(lt, line);
    }

    // A published solution of the level above: the LURD on the header line (`first`) and on
    // the lines after it.
    void readSolution(std::string_view first, int headerLine)
    {
        EmbeddedSolution solution;
        solution.line = headerLine;
        solution.moves = std::string(first);
        while (const auto next = peek()) {
            const std::string_view t = trimSpace(next->text);
            if (const auto rules = rulesLineValue(t)) {
                // The rules it was made under (Tessera's export of a train-push solution).
                take();
                solution.rules = playRulesFromName(*rules);
                if (!solution.rules)
                    solution.unknownRules = std::string(*rules);
                continue;
            }
            if (t.empty() || !isLurdLine(t))
                break;
            take();
            appendLine(solution.moves, t);
        }
        if (!trimSpace(solution.moves).empty())
            m_out.levels.back().solutions.push_back(std::move(solution));
    }

    void addRows(const BoardLine &board)
    {
        m_board.width = std::max(m_board.width, board.width);
        m_board.overflow = m_board.overflow || board.overflow;
        for (std::string &row : m_rows) {
            if (m_board.rows.size() < maxStoredRow)
                m_board.rows.push_back(std::move(row));
            ++m_board.rowCount;
        }
    }

    void addBrokenRow(std::string_view t, const BoardLine &broken, int lineNumber)
    {
        LevelProblem problem;
        problem.kind = ProblemKind::BadBoardRow;
        problem.line = lineNumber;
        problem.message = broken.error;
        problem.detail = broken.errorDetail;
        problem.args = broken.errorArgs;
        m_board.errors.push_back(std::move(problem));
        m_rows.clear();
        const std::size_t width = appendRow(t, &m_rows); // odd characters become floor
        BoardLine row;
        row.width = width;
        addRows(row);
    }

    void onText(std::string_view lt, const Line &line)
    {
        const auto kv = splitKeyValue(lt);
        if (!kv) {
            m_para.addText(lt);
            return;
        }
        std::string value(kv->second);
        if (equalsNoCase(kv->first, "comment"))
            value = readCommentBlock(std::move(value), line);
        m_para.addKeyValue(kv->first, std::move(value), line.number);
    }

    // "Comment:" starts a block up to "Comment-End:" when one comes before the next board;
    // otherwise the comment is the rest of its line.
    std::string readCommentBlock(std::string value, const Line &line)
    {
        if (line.begin < m_noCommentEndUntil)
            return value;
        std::size_t p = m_pos;
        int number = m_lineNumber;
        std::optional<Line> end;
        while (p < m_text.size()) {
            const Line next = lineAt(p, ++number);
            const std::string_view t = trimSpaceRight(next.text);
            if (isCommentEnd(trimSpaceLeft(t))) {
                end = next;
                break;
            }
            const BoardLine b = parseBoardLine(t, nullptr);
            if (b.ok && b.hasWall)
                break;
            p = next.next;
        }
        if (!end) {
            m_noCommentEndUntil = p;
            return value;
        }
        std::string comment = std::move(value);
        while (m_pos < end->begin)
            appendLine(comment, trimSpaceRight(take().text));
        take(); // Comment-End:
        return tidyLines(comment);
    }

    bool hasLevel() const { return !m_out.levels.empty(); }
    // The paragraph being read directly follows the last board, with no blank line between.
    bool afterBoard() const { return hasLevel() && !m_blankSinceBoard; }

    void onBlank()
    {
        if (!m_para.empty())
            completeParagraph();
        m_blankSinceBoard = true;
    }

    void completeParagraph()
    {
        if (afterBoard()) {
            // Notes of the level above; a lone text line may still be the next level's title.
            if (m_para.isSingleTextLine())
                m_pendingTitle = m_para.takeLastText();
            else
                applyToLastLevel(m_para);
        } else {
            flushPendingTitle();
            if (m_para.isSingleTextLine())
                m_pendingTitle = m_para.takeLastText();
            else if (!hasLevel())
                applyToHeader(m_para);
            else if (conflictsWithLastLevel(m_para))
                m_pendingNext.prepend(std::move(m_para)); // a second title: the next level's
            else
                applyToLastLevel(m_para);
        }
        m_para.clear();
    }

    bool conflictsWithLastLevel(const Paragraph &p) const
    {
        const Level &last = m_out.levels.back().level;
        for (const auto &[key, value] : p.keyValues) {
            if ((equalsNoCase(key, "title") && !last.title.empty()) ||
                (equalsNoCase(key, "author") && !last.author.empty()))
                return true;
        }
        return false;
    }

    // Text that turned out not to be a title: a note of the level before, or of the file.
    void flushPendingTitle()
    {
        if (!m_pendingTitle)
            return;
        if (hasLevel())
            appendLine(m_out.levels.back().level.comment, *m_pendingTitle);
        else
            appendLine(m_out.notes, *m_pendingTitle);
        m_pendingTitle.reset();
    }

    void startBoard(int lineNumber)
    {
        m_board = PendingBoard();
        m_board.active = true;
        m_board.firstLine = lineNumber;
        if (!m_para.empty()) {
            // The lines directly above the board: its title if the last one is plain text.
            std::string title = m_para.lastIsText ? m_para.takeLastText() : std::string();
            flushPendingTitle();
            if (afterBoard())
                applyToLastLevel(m_para);
            else
                m_board.before = std::move(m_para);
            m_board.titleLine = std::move(title);
        } else if (m_pendingTitle) {
            m_board.titleLine = std::move(*m_pendingTitle);
            m_pendingTitle.reset();
        }
        m_board.before.prepend(std::move(m_pendingNext));
        m_pendingNext.clear();
        m_para.clear();
    }

    void endBoard()
    {
        if (!m_board.active)
            return;
        LevelEntry entry;
        entry.line = m_board.firstLine;
        const int number = static_cast<int>(m_out.levels.size()) + 1;
        const bool tooWide = m_board.width > Level::maxSize || m_board.overflow;
        const bool tooHigh = m_board.rowCount > static_cast<std::size_t>(Level::maxSize);
        if (tooWide || tooHigh) {
            std::string size;
            if (tooWide)
                size = m_board.overflow
                           ? "wider than " + std::to_string(Level::maxSize) + " columns"
                           : std::to_string(m_board.width) + " columns wide";
            if (tooHigh)
                size +=
                    (size.empty() ? "" : " and ") + std::to_string(m_board.rowCount) + " rows high";
            LevelProblem problem;
            problem.kind = ProblemKind::BoardTooLarge;
            problem.line = m_board.firstLine;
            problem.message = "the board is " + size + ", over the " +
                              std::to_string(Level::maxSize) + "x" +
                              std::to_string(Level::maxSize) + " limit";
            problem.detail = ProblemDetail::ReadOverLimit;
            problem.args = {tooWide ? static_cast<long long>(m_board.width) : 0,
                            tooHigh ? static_cast<long long>(m_board.rowCount) : 0, Level::maxSize,
                            tooWide && m_board.overflow ? 1 : 0};
            m_board.errors.insert(m_board.errors.begin(), std::move(problem));
        } else {
            const int width = static_cast<int>(m_board.width);
            const int height = static_cast<int>(m_board.rows.size());
            Level level(width, height);
            for (int y = 0; y < height; ++y) {
                const std::string &row = m_board.rows[static_cast<std::size_t>(y)];
                for (int x = 0; x < static_cast<int>(row.size()) && x < width; ++x)
                    level.at(x, y) = cellFromChar(row[static_cast<std::size_t>(x)]);
            }
            normalizeBoard(level);
            entry.level = std::move(level);
        }
        for (LevelProblem &problem : m_board.errors) {
            problem.level = number;
            m_out.errors.push_back(std::move(problem));
        }
        m_out.levels.push_back(std::move(entry));
        m_titleLines.push_back(std::move(m_board.titleLine));
        applyToLastLevel(m_board.before);
        m_board = PendingBoard();
        m_blankSinceBoard = false;
    }

    void applyToLastLevel(Paragraph &p)
    {
        const int number = static_cast<int>(m_out.levels.size());
        Level &level = m_out.levels.back().level;
        int dropped = p.droppedLine;
        for (auto &[key, value] : p.keyValues) {
            if (equalsNoCase(key, "title")) {
                level.title = std::move(value);
            } else if (equalsNoCase(key, "author")) {
                level.author = std::move(value);
            } else if (equalsNoCase(key, "comment")) {
                appendLine(level.comment, value);
            } else if (equalsNoCase(key, "comment-end") || equalsNoCase(key, "comment_end")) {
                // a stray end marker
            } else if (level.metadata.size() < maxKeyValues) {
                level.metadata.emplace_back(std::move(key), std::move(value));
            } else if (dropped == 0) {
                dropped = -1;
            }
        }
        if (!p.text.empty())
            appendLine(level.comment, p.text);
        if (dropped != 0 && !m_tooManyReported.count(number)) {
            m_tooManyReported.insert(number);
            LevelProblem problem;
            problem.kind = ProblemKind::TooManyNotes;
            problem.level = number;
            problem.line = std::max(dropped, 0);
            problem.message = "more than " + std::to_string(maxKeyValues) +
                              " \"Key: value\" lines; the rest are left out";
            problem.args = {static_cast<long long>(maxKeyValues)};
            m_out.errors.push_back(std::move(problem));
        }
        p.clear();
    }

    void applyToHeader(Paragraph &p)
    {
        for (auto &[key, value] : p.keyValues)
            if (m_out.metadata.size() < maxKeyValues)
                m_out.metadata.emplace_back(std::move(key), std::move(value));
        if (!p.text.empty())
            appendLine(m_out.notes, p.text);
        p.clear();
    }

    void finish()
    {
        if (!m_para.empty())
            completeParagraph();
        flushPendingTitle();
        if (!m_pendingNext.empty()) {
            if (hasLevel())
                applyToLastLevel(m_pendingNext);
            else
                applyToHeader(m_pendingNext);
        }
        for (std::size_t i = 0; i < m_out.levels.size(); ++i) {
            Level &level = m_out.levels[i].level;
            if (level.title.empty())
                level.title = std::move(m_titleLines[i]);
            level.title = withoutControls(std::move(level.title));
            level.author = withoutControls(std::move(level.author));
            level.comment = tidyLines(withoutControls(std::move(level.comment)));
            valuesWithoutControls(level.metadata);
        }
        // The header is written back too (writeXsb of a collection): the same rule holds there.
        m_out.notes = tidyLines(withoutControls(std::move(m_out.notes)));
        valuesWithoutControls(m_out.metadata);
        for (LevelProblem &problem : m_out.errors)
            if (problem.level > 0)
                problem.title =
                    m_out.levels[static_cast<std::size_t>(problem.level - 1)].level.title;
        std::stable_sort(
            m_out.errors.begin(), m_out.errors.end(),
            [](const LevelProblem &a, const LevelProblem &b) { return a.level < b.level; });
    }

    std::string_view m_text;
    std::size_t m_pos = 0;
    int m_lineNumber = 0;
    std::size_t m_noWallUntil = 0;
    std::size_t m_noCommentEndUntil = 0;

    LevelCollection m_out;
    std::vector<std::string> m_titleLines; // per level: the title line found before its board
    std::vector<std::string> m_rows;       // scratch
    PendingBoard m_board;
    Paragraph m_para;
    Paragraph m_pendingNext; // key-values that belong to the next level
    std::optional<std::string> m_pendingTitle;
    bool m_blankSinceBoard = true;
    std::set<int> m_tooManyReported;
};

} // namespace

LevelCollection parseXsb(std::string_view utf8)
{
    return Reader(utf8).read();
}

} // namespace tessera::sokoban::xsb
