// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "XsbReader.h"

#include "EmbeddedSolution.h"
#include "LevelIdentity.h"
#include "WebWhitespace.h"
#include "common/PlainText.h"
#include "common/RegularFile.h"
#include "common/RunLength.h"
#include "common/TextDecoding.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <optional>
#include <set>
#include <variant>

namespace tessera::sokoban {

namespace {

constexpr int tabWidth = 8;
// Rows are stored up to one cell past the limit: enough to know the board is too large.
constexpr std::size_t maxStoredRow = Level::maxSize + 1;
// What one run-length line may expand to, '|' separators included, before it is cut short.
constexpr std::size_t maxExpandedLine = (Level::maxSize + 2) * (Level::maxSize + 2);
constexpr int maxGroupDepth = 32;
// "Key: value" lines kept per level (and for the file header): far above any real file, low
// enough that a file of nothing but such lines cannot eat the memory.
constexpr std::size_t maxKeyValues = 10000;

using text::describeChar;
using text::isSpace;
using text::trimSpace;
using text::trimSpaceLeft;
using text::trimSpaceRight;

char lower(char c)
{
    return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
}

bool equalsNoCase(std::string_view a, std::string_view b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (lower(a[i]) != lower(b[i]))
            return false;
    return true;
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

bool isLetter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

bool isBoardChar(char c)
{
    switch (c) {
    case '#':
    case '@':
    case '+':
    case '$':
    case '*':
    case '.':
    case ' ':
    case '-':
    case '_':
    case 'p':
    case 'P':
    case 'b':
    case 'B':
    case '\t':
        return true;
    default:
        return false;
    }
}

bool isRunLengthChar(char c)
{
    return isDigit(c) || c == '(' || c == ')' || c == '|';
}

Cell cellFromChar(char c)
{
    Cell cell;
    cell.terrain = Terrain::Floor;
    switch (c) {
    case '#':
        cell.terrain = Terrain::Wall;
        break;
    case '@':
    case 'p':
        cell.player = true;
        break;
    case '+':
    case 'P':
        cell.player = true;
        cell.goal = true;
        break;
    case '$':
    case 'b':
        cell.box = true;
        break;
    case '*':
    case 'B':
        cell.box = true;
        cell.goal = true;
        break;
    case '.':
        cell.goal = true;
        break;
    default: // floor, and whatever stands in a broken row
        break;
    }
    return cell;
}

// One row of cells from expanded board text: tabs advance to the next multiple of 8.
// Returns the row's real width; the stored row stops one cell past the limit. Without `rows`
// only the width is measured (the reader asks that of most lines, often more than once).
std::size_t appendRow(std::string_view expanded, std::vector<std::string> *rows)
{
    std::string row;
    std::size_t width = 0;
    for (const char c : expanded) {
        const std::size_t n = c == '\t' ? tabWidth - width % tabWidth : 1;
        if (rows && row.size() < maxStoredRow)
            row.append(std::min(n, maxStoredRow - row.size()), c == '\t' ? ' ' : c);
        width += n;
    }
    if (rows)
        rows->push_back(std::move(row));
    return width;
}

struct BoardLine
{
    bool ok = false;       // the line is board syntax
    bool hasWall = false;  // it holds at least one '#'
    bool overflow = false; // run-length counts expand it past any board's size
    std::size_t width = 0; // its widest row
    std::string error;     // when !ok: why, naming the column
    ProblemDetail errorDetail = ProblemDetail::None; // and the same for the app's words
    std::vector<long long> errorArgs;
};

ProblemDetail runLengthDetail(text::RunLengthFault fault)
{
    using text::RunLengthFault;
    switch (fault) {
    case RunLengthFault::UnmatchedClose:
        return ProblemDetail::UnmatchedClose;
    case RunLengthFault::CountWithoutItem:
        return ProblemDetail::CountWithoutItem;
    case RunLengthFault::TooDeep:
        return ProblemDetail::NestedTooDeep;
    case RunLengthFault::NeverClosed:
        return ProblemDetail::NeverClosed;
    default:
        return ProblemDetail::BadRunLength;
    }
}

bool isRunLengthItem(char c)
{
    return isBoardChar(c) || c == '|';
}

// Why run-length text cannot be expanded, naming the column.
std::string runLengthError(text::RunLengthFault fault, std::size_t at)
{
    using text::RunLengthFault;
    const std::string column = std::to_string(at + 1);
    switch (fault) {
    case RunLengthFault::UnmatchedClose:
        return "')' at column " + column + " has no matching '('";
    case RunLengthFault::CountWithoutItem:
        return "the count at column " + column + " is not followed by a character or a group";
    case RunLengthFault::TooDeep:
        return "groups nested too deeply at column " + column;
    case RunLengthFault::NeverClosed:
        return "'(' at column " + column + " is never closed";
    default: // the rules below allow no other fault
        return "bad run-length encoding at column " + column;
    }
}

// Reads one line (right-trimmed, not blank) as board syntax; its rows go to `rows` if given.
BoardLine parseBoardLine(std::string_view line, std::vector<std::string> *rows)
{
    BoardLine result;
    bool runLength = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (c == '#')
            result.hasWall = true;
        else if (isRunLengthChar(c))
            runLength = true;
        else if (!isBoardChar(c)) {
            result.error =
                describeChar(c) + " at column " + std::to_string(i + 1) + " is not board syntax";
            result.errorDetail = ProblemDetail::NotBoardSyntax;
            result.errorArgs = {static_cast<unsigned char>(c), static_cast<long long>(i + 1)};
            return result;
        }
    }
    if (!runLength) {
        result.ok = true;
        result.width = appendRow(line, rows);
        return result;
    }
    text::RunLengthRules rules;
    rules.maxLength = maxExpandedLine;
    rules.maxDepth = maxGroupDepth;
    rules.isItem = isRunLengthItem;
    const text::RunLengthResult run = text::expandRunLength(line, rules);
    if (run.fault != text::RunLengthFault::None) {
        result.error = runLengthError(run.fault, run.at);
        result.errorDetail = runLengthDetail(run.fault);
        result.errorArgs = {static_cast<long long>(run.at + 1)};
        return result;
    }
    result.overflow = run.overflow;
    const std::string &expanded = run.expanded;
    // A wall counted zero times ("0#") is no wall: such a line alone would make an empty board.
    result.hasWall = expanded.find('#') != std::string::npos;
    result.ok = true;
    std::size_t start = 0;
    for (;;) {
        const std::size_t bar = expanded.find('|', start);
        const std::string_view part = std::string_view(expanded).substr(
            start, bar == std::string::npos ? std::string::npos : bar - start);
        result.width = std::max(result.width, appendRow(part, rows));
        if (bar == std::string::npos)
            break;
        start = bar + 1;
    }
    return result;
}

// "Key: value": a key starts with a letter and holds letters, digits, spaces, '-', '_' or '.';
// a key with both a digit and a space ("Level 1: The Start") is a text line, not a key.
std::optional<std::pair<std::string_view, std::string_view>> splitKeyValue(std::string_view line)
{
    const std::size_t colon = line.find(':');
    if (colon == std::string_view::npos || colon == 0 || colon > 40)
        return std::nullopt;
    const std::string_view key = trimSpaceRight(line.substr(0, colon));
    if (key.empty() || !isLetter(key.front()))
        return std::nullopt;
    bool digit = false;
    bool space = false;
    for (const char c : key) {
        if (isDigit(c))
            digit = true;
        else if (c == ' ')
            space = true;
        else if (!isLetter(c) && c != '-' && c != '_' && c != '.')
            return std::nullopt;
    }
    if (digit && space)
        return std::nullopt;
    return std::make_pair(key, trimSpace(line.substr(colon + 1)));
}

bool isCommentEnd(std::string_view trimmedLine)
{
    const auto kv = splitKeyValue(trimmedLine);
    return kv && (equalsNoCase(kv->first, "comment-end") || equalsNoCase(kv->first, "comment_end"));
}

bool startsAndEndsWithWall(std::string_view s)
{
    return s.size() >= 2 && s.front() == '#' && s.back() == '#';
}

bool startsOrEndsWithWall(std::string_view s)
{
    return !s.empty() && (s.front() == '#' || s.back() == '#');
}

void appendLine(std::string &text, std::string_view line)
{
    if (!text.empty())
        text += '\n';
    text += line;
}

// A text field without control bytes: they are not text, and a level written with them could
// read back as binary data (a file of one level is mostly its text fields).
std::string withoutControls(std::string text)
{
    text.erase(
        std::remove_if(text.begin(), text.end(),
                       [](char c) { return text::isControl(static_cast<unsigned char>(c)); }),
        text.end());
    return text;
}

// Keys need no such care: splitKeyValue() takes only letters, digits and a few marks in a key.
void valuesWithoutControls(std::vector<std::pair<std::string, std::string>> &metadata)
{
    for (auto &entry : metadata)
        entry.second = withoutControls(std::move(entry.second));
}

// Right-trims every line and drops blank lines at the start and the end.
std::string tidyText(const std::string &text)
{
    std::vector<std::string_view> lines;
    std::string_view rest = text;
    for (;;) {
        const std::size_t nl = rest.find('\n');
        lines.push_back(trimSpaceRight(rest.substr(0, nl)));
        if (nl == std::string_view::npos)
            break;
        rest.remove_prefix(nl + 1);
    }
    std::size_t first = 0;
    while (first < lines.size() && lines[first].empty())
        ++first;
    std::size_t last = lines.size();
    while (last > first && lines[last - 1].empty())
        --last;
    std::string out;
    for (std::size_t i = first; i < last; ++i) {
        if (i > first)
            out += '\n';
        out += lines[i];
    }
    return out;
}

// Lines of text between blank lines, that are not part of a board: key-value lines and plain
// text. Where they belong (the level before, the level after, the file header) is decided once
// it is known what follows them.
struct Paragraph
{
    std::vector<std::pair<std::string, std::string>> keyValues;
    std::string text; // plain text lines, '\n'-separated
    int textLines = 0;
    std::size_t lastTextStart = 0;
    bool lastIsText = false;
    int lines = 0;
    int droppedLine = 0; // the first key-value line dropped over the limit

    bool empty() const { return lines == 0; }
    bool isSingleTextLine() const { return lines == 1 && textLines == 1; }

    void addKeyValue(std::string_view key, std::string value, int lineNumber)
    {
        ++lines;
        lastIsText = false;
        if (keyValues.size() >= maxKeyValues) {
            if (droppedLine == 0)
                droppedLine = lineNumber;
            return;
        }
        keyValues.emplace_back(std::string(key), std::move(value));
    }

    void addText(std::string_view line)
    {
        ++lines;
        ++textLines;
        lastIsText = true;
        if (!text.empty())
            text += '\n';
        lastTextStart = text.size();
        text += line;
    }

    // Removes the last line, which is plain text, and returns it.
    std::string takeLastText()
    {
        std::string last = text.substr(lastTextStart);
        text.resize(lastTextStart > 0 ? lastTextStart - 1 : 0);
        --lines;
        --textLines;
        lastIsText = false;
        return last;
    }

    void prepend(Paragraph &&before)
    {
        if (before.empty())
            return;
        before.keyValues.insert(before.keyValues.end(), keyValues.begin(), keyValues.end());
        keyValues = std::move(before.keyValues);
        if (!text.empty()) {
            std::string joined = std::move(before.text);
            appendLine(joined, text);
            lastTextStart += joined.size() - text.size();
            text = std::move(joined);
        } else {
            text = std::move(before.text);
        }
        textLines += before.textLines;
        lines += before.lines;
        if (droppedLine == 0)
            droppedLine = before.droppedLine;
    }

    void clear() { *this = Paragraph(); }
};

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
        return tidyText(comment);
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
            level.comment = tidyText(withoutControls(std::move(level.comment)));
            valuesWithoutControls(level.metadata);
        }
        // The header is written back too (writeXsb of a collection): the same rule holds there.
        m_out.notes = tidyText(withoutControls(std::move(m_out.notes)));
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

bool LevelCollection::readable() const
{
    return std::none_of(errors.begin(), errors.end(),
                        [](const LevelProblem &p) { return p.level == 0; });
}

std::vector<LevelProblem> LevelCollection::errorsOf(int number) const
{
    // Errors are in level order: a binary search keeps checking every level of a big, broken
    // file linear.
    const auto byLevel = [](const LevelProblem &a, const LevelProblem &b) {
        return a.level < b.level;
    };
    LevelProblem key;
    key.level = number;
    const auto [first, last] = std::equal_range(errors.begin(), errors.end(), key, byLevel);
    return std::vector<LevelProblem>(first, last);
}

bool isBoardSyntax(std::string_view line)
{
    const std::string_view t = trimSpaceRight(line);
    return !trimSpaceLeft(t).empty() && parseBoardLine(t, nullptr).ok;
}

bool isBoardRow(std::string_view line)
{
    const auto wallRow = [](std::string_view row) {
        const std::string_view t = trimSpaceRight(row);
        if (trimSpaceLeft(t).empty())
            return false;
        const BoardLine b = parseBoardLine(t, nullptr);
        return b.ok && b.hasWall;
    };
    if (wallRow(line))
        return true;
    // readXsb() reads Unicode spaces as floor in a line that is board syntax with them as
    // ASCII spaces (tidyWebWhitespace()), so such a line is a board row too.
    return text::hasNonAscii(line) && wallRow(text::withAsciiSpaces(line));
}

LevelCollection readXsb(std::string_view text)
{
    LevelCollection result;
    if (text.size() > maxLevelFileSize) {
        LevelProblem problem;
        problem.kind = ProblemKind::FileTooLarge;
        problem.message = "the file is " + std::to_string(text.size()) + " bytes, over the " +
                          std::to_string(maxLevelFileSize / (1024 * 1024)) + " MiB limit";
        problem.args = {static_cast<long long>(text.size()),
                        static_cast<long long>(maxLevelFileSize / (1024 * 1024))};
        result.errors.push_back(std::move(problem));
        return result;
    }
    auto decoded = text::decodeText(text);
    if (const auto *binary = std::get_if<text::BinaryData>(&decoded)) {
        LevelProblem problem;
        problem.kind = ProblemKind::NotText;
        problem.line = binary->line;
        problem.message = binary->message;
        if (binary->nul) {
            problem.detail = ProblemDetail::NulByte;
        } else {
            problem.detail = ProblemDetail::ControlBytes;
            problem.args = {binary->firstByte, static_cast<long long>(binary->moreControls)};
        }
        result.errors.push_back(std::move(problem));
        return result;
    }
    const text::DecodedText &utf8 = std::get<text::DecodedText>(decoded);
    const std::optional<std::string> tidy = tidyWebWhitespace(utf8.utf8);
    result = Reader(tidy ? *tidy : utf8.utf8).read();
    result.encoding = utf8.encoding;
    return result;
}

std::optional<LevelProblem> refuseNonRegularFile(const std::string &path)
{
    const std::optional<files::NotRegularFile> notRegular = files::checkRegularFile(path);
    if (!notRegular || notRegular->kind == files::NotRegular::Missing ||
        notRegular->kind == files::NotRegular::Unreachable)
        return std::nullopt;
    LevelProblem problem;
    problem.kind = ProblemKind::Unreadable;
    switch (notRegular->kind) {
    case files::NotRegular::Folder:
        problem.detail = ProblemDetail::IsFolder;
        problem.message = "cannot read it: it is a folder";
        break;
    case files::NotRegular::LinkLoop:
        problem.detail = ProblemDetail::LinkLoop;
        problem.message = "cannot open it: it is a loop of symbolic links";
        break;
    default:
        problem.detail = ProblemDetail::NotRegularFile;
        problem.message = "cannot read it: " + files::describe(*notRegular);
        problem.args = {static_cast<long long>(notRegular->kind)};
        break;
    }
    return problem;
}

LevelCollection readXsbFile(const std::string &path)
{
    LevelCollection result;
    auto fail = [&](ProblemKind kind, std::string message, ProblemDetail detail = {},
                    std::string reason = {}) {
        LevelProblem problem;
        problem.kind = kind;
        problem.message = std::move(message);
        problem.detail = detail;
        problem.reason = std::move(reason);
        result.errors.push_back(std::move(problem));
        return result;
    };
    if (std::optional<LevelProblem> refused = refuseNonRegularFile(path)) {
        result.errors.push_back(std::move(*refused));
        return result;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        const std::string reason = std::strerror(errno);
        return fail(ProblemKind::Unreadable, "cannot open it: " + reason, ProblemDetail::CannotOpen,
                    reason);
    }
    std::string data;
    char buffer[1 << 16];
    while (in) {
        in.read(buffer, sizeof buffer);
        data.append(buffer, static_cast<std::size_t>(in.gcount()));
        if (data.size() > maxLevelFileSize)
            return fail(ProblemKind::FileTooLarge,
                        "the file is over the " + std::to_string(maxLevelFileSize / (1024 * 1024)) +
                            " MiB limit");
    }
    if (in.bad()) {
        const std::string reason = std::strerror(errno);
        return fail(ProblemKind::Unreadable, "cannot read it: " + reason, ProblemDetail::CannotRead,
                    reason);
    }
    return readXsb(data);
}

} // namespace tessera::sokoban
