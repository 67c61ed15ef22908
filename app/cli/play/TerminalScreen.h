// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringList>
#include <algorithm>
#include <memory>
#include <string>

namespace cli::play {

// The colours the games ask for; each maps to a curses colour pair when the terminal has
// colours, and to plain attributes (bold, reverse) when it has not.
enum class Paint
{
    Plain,
    Title,
    Dim,
    Message,
    Warning,
    Tile,          // a Fifteen tile
    Tile2048First, // 2048 tiles: one paint per value 2, 4, ... 2048, and one for larger
    Tile2048Last = Tile2048First + 11,
    Wall,
    Goal,
    Box,
    BoxOnGoal,
    Player,
};

// The terminal in curses mode for as long as it lives: initscr() on creation, endwin() on
// destruction and from the handlers of the crash signals, so the shell gets a sane terminal back
// however the program ends. Ctrl+C, SIGTERM and SIGHUP end play politely instead: readKey()
// returns stopKey, the game ends as q would end it (saving what it saves), and the caller gives
// the terminal back, then ends of stopSignal(). One at a time.
class TerminalScreen
{
public:
    // Opens the terminal on stdin/stdout, or nullptr with the reason in `error` when they are
    // not a terminal or the terminal type is unknown.
    static std::unique_ptr<TerminalScreen> open(QString *error);
    ~TerminalScreen();
    TerminalScreen(const TerminalScreen &) = delete;
    TerminalScreen &operator=(const TerminalScreen &) = delete;

    int width() const;
    int height() const;
    // The rows above the ones the play loop keeps at the bottom for the key help or a
    // question: where a game draws.
    int freeHeight() const { return std::max(0, height() - m_bottomRows); }
    void setBottomRows(int rows) { m_bottomRows = rows; }
    bool hasColour() const { return m_colour; }
    // The locale's character set is UTF-8: box and arrow characters may be drawn.
    bool unicode() const { return m_unicode; }

    // Pick the text for the terminal: `fancy` under a UTF-8 locale, else `ascii`.
    const char *glyph(const char *fancy, const char *ascii) const
    {
        return m_unicode ? fancy : ascii;
    }

    // "4×4" (or "4x4" in ASCII): a board size in titles and messages.
    QString sizeText(int first, int second) const;

    void clear();
    // UTF-8 text at (row, column), cut at the right edge. Off-screen rows draw nothing.
    void text(int row, int column, const std::string &utf8, Paint paint = Paint::Plain);
    void text(int row, int column, const QString &text, Paint paint = Paint::Plain);
    void text(int row, int column, const char *utf8, Paint paint = Paint::Plain)
    {
        text(row, column, std::string(utf8), paint);
    }
    // Text centred on the row; text wider than the terminal starts at its left edge.
    void centred(int row, const QString &text, Paint paint = Paint::Plain);
    // The lines `text` takes when wrapped at spaces to the terminal's width (a word wider than
    // that is split).
    QStringList wrapped(const QString &text) const;
    // `text` wrapped, each line centred, from `row` down, in at most maxRows rows (the last one
    // ends with "..." when more would be needed). Returns the rows used.
    int paragraph(int row, const QString &text, Paint paint, int maxRows);
    // Blanks the row (for text drawn over what was there).
    void blankRow(int row);
    // Shows what was drawn since clear().
    void present();

    // The next key (a curses key code, or a character), waiting at most timeoutMs (a negative
    // timeout waits for ever). noKey when the time ran out; resizeKey after the terminal
    // changed size.
    static constexpr int noKey = -1;
    // Curses key codes come back above every character: functionKeyBase + KEY_LEFT, ...
    static constexpr int functionKeyBase = 0x110000;
    static const int resizeKey;
    // Ctrl+C, SIGTERM or SIGHUP came (or the terminal went away): play must end now.
    static constexpr int stopKey = -2;
    int readKey(int timeoutMs);
    // The quit signal that came while the screen was open (0 for none): once the terminal is
    // given back, the program ends of it, so its parent sees how it ended.
    [[nodiscard]] static int stopSignal();

    // When the terminal is smaller than width x height: shows "enlarge to at least W×H" (above
    // the bottom `keepRows` rows, kept for a question) and returns false. The caller redraws
    // after the next resize.
    bool fits(int width, int height, int keepRows = 0);

private:
    TerminalScreen() = default;
    int attributes(Paint paint) const;

    bool m_colour = false;
    bool m_unicode = false;
    int m_bottomRows = 1;
    bool m_hungUp = false;
};

// Display width of UTF-8 text in terminal columns (every code point counts as one column:
// the games draw no wide characters).
int columns(const std::string &utf8);

// A count and its noun, singular or plural: "1 move", "2 moves".
QString counted(qint64 n, const char *one, const char *many);

} // namespace cli::play
