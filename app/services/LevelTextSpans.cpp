// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "LevelTextSpans.h"

#include <cctype>
#include <vector>

namespace tessera {

namespace {

struct TextLine
{
    std::size_t begin = 0;      // first byte
    std::size_t contentEnd = 0; // before the line end
};

// Lines as the reader counts them: LF, CRLF and CR end a line; a UTF-8 byte order mark at the
// start is not part of line 1's text.
std::vector<TextLine> splitLines(std::string_view text)
{
    std::vector<TextLine> lines;
    std::size_t pos = text.substr(0, 3) == "\xef\xbb\xbf" ? 3 : 0;
    while (pos < text.size()) {
        std::size_t end = pos;
        while (end < text.size() && text[end] != '\n' && text[end] != '\r')
            ++end;
        lines.push_back({pos, end});
        if (end < text.size() && text[end] == '\r' && end + 1 < text.size() &&
            text[end + 1] == '\n')
            pos = end + 2;
        else
            pos = end + 1;
    }
    return lines;
}

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())))
        s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
        s.remove_suffix(1);
    return s;
}

bool startsWithNoCase(std::string_view s, std::string_view prefix)
{
    if (s.size() < prefix.size())
        return false;
    for (std::size_t i = 0; i < prefix.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(s[i])) != prefix[i])
            return false;
    return true;
}

class SpanFinder
{
public:
    SpanFinder(std::string_view text, const sokoban::LevelCollection &read)
        : m_text(text), m_read(read), m_lines(splitLines(text))
    {}

    std::optional<LevelTextSpan> find(std::size_t index) const
    {
        if (index >= m_read.levels.size())
            return std::nullopt;
        const int board = m_read.levels[index].line; // 1-based
        const int limit = index + 1 < m_read.levels.size() ? m_read.levels[index + 1].line - 1
                                                           : static_cast<int>(m_lines.size());
        if (board < 1 || board > limit)
            return std::nullopt;

        // Smallest first: the board and the lines directly under it, then with the paragraphs
        // that follow; with no line above, the paragraph directly above, then a lone title line
        // separated from the board by blank lines.
        const std::vector<int> ends = endCandidates(board, limit);
        const std::vector<int> starts = startCandidates(board);
        for (const int end : ends) {
            for (const int start : starts) {
                const LevelTextSpan span = spanOf(start, end);
                if (readsAsLevel(span, m_read.levels[index].level))
                    return span;
            }
        }
        return std::nullopt;
    }

private:
    std::string_view lineText(int number) const
    {
        const TextLine &l = m_lines[static_cast<std::size_t>(number - 1)];
        return m_text.substr(l.begin, l.contentEnd - l.begin);
    }
    bool isBlank(int number) const { return trimmed(lineText(number)).empty(); }
    bool isComment(int number) const
    {
        const std::string_view t = trimmed(lineText(number));
        return !t.empty() && (t.front() == ';' || t.substr(0, 2) == "::");
    }
    bool isText(int number) const { return !isBlank(number) && !isComment(number); }

    // The last line of the paragraph starting at `first`, following a "Comment:" block to its
    // "Comment-End:" line across blank lines.
    int paragraphEnd(int first, int limit) const
    {
        int last = first;
        for (int n = first; n <= limit && isText(n); ++n) {
            last = n;
            if (startsWithNoCase(trimmed(lineText(n)), "comment:")) {
                for (int m = n + 1; m <= limit; ++m) {
                    const std::string_view t = trimmed(lineText(m));
                    if (startsWithNoCase(t, "comment-end:") ||
                        startsWithNoCase(t, "comment_end:")) {
                        last = n = m;
                        break;
                    }
                }
            }
        }
        return last;
    }

    std::vector<int> endCandidates(int board, int limit) const
    {
        std::vector<int> ends;
        int end = paragraphEnd(board, limit);
        ends.push_back(end);
        // A few more paragraphs: some files put the level's notes after a blank line.
        for (int extra = 0; extra < 3; ++extra) {
            int next = end + 1;
            while (next <= limit && !isText(next))
                ++next;
            if (next > limit)
                break;
            end = paragraphEnd(next, limit);
            ends.push_back(end);
        }
        return ends;
    }

    std::vector<int> startCandidates(int board) const
    {
        std::vector<int> starts{board};
        if (board > 1 && isText(board - 1)) {
            int first = board - 1;
            while (first > 1 && isText(first - 1))
                --first;
            if (first < board - 1)
                starts.push_back(board - 1); // just the title line
            starts.push_back(first);
        } else {
            // A title alone in its paragraph, blank lines between it and the board.
            int above = board - 1;
            while (above >= 1 && isBlank(above))
                --above;
            if (above >= 1 && above < board - 1 && isText(above) &&
                (above == 1 || !isText(above - 1)))
                starts.push_back(above);
        }
        return starts;
    }

    LevelTextSpan spanOf(int start, int end) const
    {
        return {m_lines[static_cast<std::size_t>(start - 1)].begin,
                m_lines[static_cast<std::size_t>(end - 1)].contentEnd};
    }

    bool readsAsLevel(const LevelTextSpan &span, const sokoban::Level &level) const
    {
        const sokoban::LevelCollection alone =
            sokoban::readXsb(m_text.substr(span.begin, span.end - span.begin));
        return alone.levels.size() == 1 && alone.levels.front().level == level &&
               alone.notes.empty() && alone.metadata.empty();
    }

    std::string_view m_text;
    const sokoban::LevelCollection &m_read;
    std::vector<TextLine> m_lines;
};

} // namespace

std::optional<LevelTextSpan> findLevelSpan(std::string_view text,
                                           const sokoban::LevelCollection &read, std::size_t index)
{
    return SpanFinder(text, read).find(index);
}

} // namespace tessera
