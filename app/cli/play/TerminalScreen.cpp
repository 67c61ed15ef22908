// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "TerminalScreen.h"

#include <QDeadlineTimer>
#include <QRegularExpression>
#include <QStringList>
#include <QtGlobal>
#include <algorithm>
#include <cerrno>
#include <clocale>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <curses.h>
#include <fcntl.h>
#include <langinfo.h>
#include <mutex>
#include <poll.h>
#include <unistd.h>

namespace cli::play {

namespace {

// The signals that end the program politely: the play loop is told (readKey() returns stopKey)
// and ends the game as q does, so what it would save is saved and the terminal given back.
constexpr int quitSignals[] = {SIGINT, SIGTERM, SIGHUP};
// The crash signals: the terminal is given back from the handler, and the program dies.
constexpr int crashSignals[] = {SIGQUIT, SIGSEGV, SIGABRT, SIGBUS, SIGFPE, SIGILL};

// The first quit signal that came, and a pipe its handler writes a byte to, so a readKey()
// waiting in poll() wakes up however the signal and the wait fall.
volatile std::sig_atomic_t stopSignalNumber = 0;
int stopPipe[2] = {-1, -1};

volatile std::sig_atomic_t screenOpen = 0;

// Qt's log messages (a records file that cannot be written...) while the screen is open: written
// to stderr they would land in the middle of the game's screen. The game shows what the player
// must know; the messages are kept and written out once the terminal is given back.
QtMessageHandler logHandlerBefore = nullptr;
std::mutex heldLogMutex;
QStringList heldLog;

void holdLogMessage(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtFatalMsg) {
        if (screenOpen) {
            screenOpen = 0;
            endwin();
        }
        if (logHandlerBefore)
            logHandlerBefore(type, context, message);
        return;
    }
    const std::lock_guard<std::mutex> lock(heldLogMutex);
    const QString line = qFormatLogMessage(type, context, message);
    if (!heldLog.contains(line)) // a failing save says the same on every try
        heldLog.append(line);
}

extern "C" void noteQuitSignal(int signal)
{
    const int savedErrno = errno;
    if (!stopSignalNumber)
        stopSignalNumber = signal;
    const char byte = 1;
    [[maybe_unused]] const ssize_t written = ::write(stopPipe[1], &byte, 1);
    errno = savedErrno;
}

void drainStopPipe()
{
    char bytes[64];
    while (::read(stopPipe[0], bytes, sizeof bytes) > 0) {
    }
}

extern "C" void restoreTerminalAndDie(int signal)
{
    // endwin() is what every curses program does here: a terminal left in raw mode is worse
    // than the small risk of calling it from a handler. Then die of the same signal, so the
    // shell sees how the program ended (and a core dump is still written for a crash).
    if (screenOpen) {
        screenOpen = 0;
        endwin();
    }
    std::signal(signal, SIG_DFL);
    std::raise(signal);
}

struct Colours
{
    short foreground;
    short background;
};

// Foreground and background of each paint, in its enum order after Plain.
Colours coloursOf(Paint paint)
{
    switch (paint) {
    case Paint::Plain:
        return {-1, -1};
    case Paint::Title:
        return {COLOR_CYAN, -1};
    case Paint::Dim:
        return {COLOR_BLUE, -1};
    case Paint::Message:
        return {COLOR_GREEN, -1};
    case Paint::Warning:
        return {COLOR_YELLOW, -1};
    case Paint::Tile:
        return {COLOR_BLACK, COLOR_CYAN};
    case Paint::Wall:
        return {COLOR_WHITE, COLOR_BLUE};
    case Paint::Goal:
        return {COLOR_RED, -1};
    case Paint::Box:
        return {COLOR_YELLOW, -1};
    case Paint::BoxOnGoal:
        return {COLOR_GREEN, -1};
    case Paint::Player:
        return {COLOR_CYAN, -1};
    default:
        break;
    }
    // 2048 tiles, from 2 up to 2048 and then everything larger.
    static constexpr Colours tiles[] = {
        {COLOR_BLACK, COLOR_WHITE}, {COLOR_BLACK, COLOR_CYAN},    {COLOR_BLACK, COLOR_YELLOW},
        {COLOR_WHITE, COLOR_RED},   {COLOR_WHITE, COLOR_MAGENTA}, {COLOR_WHITE, COLOR_BLUE},
        {COLOR_BLACK, COLOR_GREEN}, {COLOR_WHITE, COLOR_GREEN},   {COLOR_YELLOW, COLOR_BLUE},
        {COLOR_YELLOW, COLOR_RED},  {COLOR_RED, COLOR_YELLOW},    {COLOR_WHITE, COLOR_BLACK}};
    const int index = static_cast<int>(paint) - static_cast<int>(Paint::Tile2048First);
    return tiles[index];
}

constexpr int paintCount = static_cast<int>(Paint::Player) + 1;

// Splits text into lines of at most `width` columns at spaces (the spaces between the words of a
// line kept as they were: the key help separates its items with two); a word wider than that
// is cut into pieces.
QStringList wrappedText(const QString &text, int width)
{
    width = std::max(1, width);
    QStringList lines;
    QString line;
    static const QRegularExpression words(QStringLiteral("( *)([^ ]+)"));
    for (auto it = words.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        const QString space = match.captured(1);
        QString word = match.captured(2);
        if (!line.isEmpty() && line.size() + space.size() + word.size() > width) {
            lines.append(line);
            line.clear();
        }
        while (line.isEmpty() && word.size() > width) {
            lines.append(word.left(width));
            word.remove(0, width);
        }
        line += (line.isEmpty() ? QString() : space) + word;
    }
    if (!line.isEmpty())
        lines.append(line);
    return lines;
}

} // namespace

QString counted(qint64 n, const char *one, const char *many)
{
    return QString::number(n) + QLatin1Char(' ') + QString::fromUtf8(n == 1 ? one : many);
}

int columns(const std::string &utf8)
{
    int n = 0;
    for (const char c : utf8)
        n += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
    return n;
}

std::unique_ptr<TerminalScreen> TerminalScreen::open(QString *error)
{
    if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
        // PlayCommand puts "tessera-cli: play: " before it.
        *error = QStringLiteral("needs a terminal: standard input and output must not be "
                                "redirected");
        return nullptr;
    }
    std::setlocale(LC_ALL, "");
    // newterm() rather than initscr(): an unknown TERM gives an error to report, not an exit.
    if (!newterm(nullptr, stdout, stdin)) {
        const char *term = std::getenv("TERM");
        *error = QStringLiteral("cannot use the terminal type '%1' (is TERM set?)")
                     .arg(QString::fromLocal8Bit(term ? term : ""));
        return nullptr;
    }
    std::unique_ptr<TerminalScreen> screen(new TerminalScreen());
    screenOpen = 1;
    logHandlerBefore = qInstallMessageHandler(holdLogMessage);
    stopSignalNumber = 0;
    if (stopPipe[0] == -1 && ::pipe2(stopPipe, O_NONBLOCK | O_CLOEXEC) != 0)
        stopPipe[0] = stopPipe[1] = -1; // then a signal wakes poll() up with EINTR only
    if (stopPipe[0] != -1)
        drainStopPipe(); // a signal of an earlier screen's time
    for (const int s : quitSignals)
        std::signal(s, noteQuitSignal);
    for (const int s : crashSignals)
        std::signal(s, restoreTerminalAndDie);

    cbreak(); // Ctrl+C still sends SIGINT
    noecho();
    keypad(stdscr, TRUE);
    set_escdelay(25);
    curs_set(0);
    screen->m_unicode = std::strcmp(nl_langinfo(CODESET), "UTF-8") == 0;
    if (has_colors() && start_color() == OK) {
        use_default_colors();
        screen->m_colour = COLORS >= 8 && COLOR_PAIRS > paintCount;
        for (int p = 1; screen->m_colour && p < paintCount; ++p) {
            const Colours c = coloursOf(static_cast<Paint>(p));
            init_pair(static_cast<short>(p), c.foreground, c.background);
        }
    }
    return screen;
}

TerminalScreen::~TerminalScreen()
{
    if (screenOpen) {
        screenOpen = 0;
        endwin();
    }
    for (const int s : quitSignals)
        std::signal(s, SIG_DFL);
    for (const int s : crashSignals)
        std::signal(s, SIG_DFL);
    qInstallMessageHandler(logHandlerBefore);
    const std::lock_guard<std::mutex> lock(heldLogMutex);
    for (const QString &line : std::as_const(heldLog))
        std::fprintf(stderr, "%s\n", line.toLocal8Bit().constData());
    heldLog.clear();
}

int TerminalScreen::width() const
{
    return COLS;
}

int TerminalScreen::height() const
{
    return LINES;
}

int TerminalScreen::attributes(Paint paint) const
{
    const bool tile2048 = paint >= Paint::Tile2048First && paint <= Paint::Tile2048Last;
    if (m_colour) {
        int a = static_cast<int>(COLOR_PAIR(static_cast<int>(paint)));
        if (paint == Paint::Title || paint == Paint::Message || paint == Paint::Warning ||
            paint == Paint::Player || paint == Paint::BoxOnGoal || paint == Paint::Tile || tile2048)
            a |= static_cast<int>(A_BOLD);
        return a;
    }
    switch (paint) {
    case Paint::Title:
    case Paint::Message:
    case Paint::Player:
        return static_cast<int>(A_BOLD);
    case Paint::Warning:
        return static_cast<int>(A_BOLD | A_STANDOUT);
    case Paint::Dim:
        return static_cast<int>(A_DIM);
    case Paint::Tile:
    case Paint::Wall:
        return static_cast<int>(A_REVERSE);
    case Paint::BoxOnGoal:
        return static_cast<int>(A_BOLD);
    default:
        break;
    }
    if (tile2048) // larger tiles stand out more
        return static_cast<int>(static_cast<int>(paint) >=
                                        static_cast<int>(Paint::Tile2048First) + 6
                                    ? A_REVERSE | A_BOLD
                                    : A_REVERSE);
    return 0;
}

QString TerminalScreen::sizeText(int first, int second) const
{
    return QString::number(first) + QString::fromUtf8(glyph("×", "x")) + QString::number(second);
}

void TerminalScreen::clear()
{
    werase(stdscr);
}

void TerminalScreen::text(int row, int column, const std::string &utf8, Paint paint)
{
    if (row < 0 || row >= LINES || column >= COLS)
        return;
    std::string visible = utf8;
    int start = column;
    // Cut what lies left of the screen and right of it, by code point.
    auto cutFront = [&visible](int n) {
        std::size_t i = 0;
        for (int skipped = 0; i < visible.size() && skipped < n; ++skipped) {
            ++i;
            while (i < visible.size() && (static_cast<unsigned char>(visible[i]) & 0xC0) == 0x80)
                ++i;
        }
        visible.erase(0, i);
    };
    if (start < 0) {
        cutFront(-start);
        start = 0;
    }
    const int room = COLS - start;
    if (columns(visible) > room) {
        std::size_t i = 0;
        for (int n = 0; i < visible.size(); ++i) {
            if ((static_cast<unsigned char>(visible[i]) & 0xC0) != 0x80 && n++ == room)
                break;
        }
        visible.resize(i);
    }
    const int a = attributes(paint);
    wattron(stdscr, a);
    mvwaddstr(stdscr, row, start, visible.c_str());
    wattroff(stdscr, a);
}

void TerminalScreen::text(int row, int column, const QString &text, Paint paint)
{
    this->text(row, column, text.toStdString(), paint);
}

void TerminalScreen::centred(int row, const QString &text, Paint paint)
{
    const std::string utf8 = text.toStdString();
    // Too long for the row: its start shows, where messages say what matters.
    this->text(row, std::max(0, (COLS - columns(utf8)) / 2), utf8, paint);
}

QStringList TerminalScreen::wrapped(const QString &text) const
{
    return wrappedText(text, COLS);
}

int TerminalScreen::paragraph(int row, const QString &text, Paint paint, int maxRows)
{
    QStringList lines = wrapped(text);
    if (maxRows <= 0 || lines.isEmpty())
        return 0;
    if (lines.size() > maxRows) {
        lines = lines.mid(0, maxRows);
        QString &last = lines.last();
        last = last.left(std::max(0, COLS - 3)) + QStringLiteral("...");
    }
    for (int i = 0; i < lines.size(); ++i)
        centred(row + i, lines[i], paint);
    return static_cast<int>(lines.size());
}

void TerminalScreen::blankRow(int row)
{
    text(row, 0, std::string(static_cast<std::size_t>(std::max(0, COLS)), ' '));
}

void TerminalScreen::present()
{
    wrefresh(stdscr);
}

int TerminalScreen::readKey(int timeoutMs)
{
    const QDeadlineTimer deadline(timeoutMs < 0 ? QDeadlineTimer::Forever
                                                : QDeadlineTimer(timeoutMs));
    for (;;) {
        if (stopSignalNumber || m_hungUp)
            return stopKey;
        // What curses holds already (keys typed ahead, a resize) comes first, without waiting.
        wtimeout(stdscr, 0);
        wint_t ch = 0;
        const int kind = wget_wch(stdscr, &ch);
        if (kind == KEY_CODE_YES)
            return functionKeyBase + static_cast<int>(ch);
        if (kind != ERR)
            return static_cast<int>(ch);
        // Then a key or a quit signal, whichever comes first.
        pollfd ready[2] = {{STDIN_FILENO, POLLIN, 0}, {stopPipe[0], POLLIN, 0}};
        const int wait = deadline.isForever()
                             ? -1
                             : static_cast<int>(std::max<qint64>(0, deadline.remainingTime()));
        const int count = ::poll(ready, stopPipe[0] == -1 ? 1 : 2, wait);
        if (count == 0)
            return noKey;
        if (count < 0) {
            if (errno == EINTR) // a signal: a quit signal, or a resize curses turns into a key
                continue;
            return noKey;
        }
        // The terminal is gone (its window closed before SIGHUP came): nothing more to read.
        if ((ready[0].revents & (POLLHUP | POLLERR | POLLNVAL)) && !(ready[0].revents & POLLIN))
            m_hungUp = true;
        if (ready[1].revents & POLLIN)
            drainStopPipe();
    }
}

int TerminalScreen::stopSignal()
{
    return stopSignalNumber;
}

const int TerminalScreen::resizeKey = TerminalScreen::functionKeyBase + KEY_RESIZE;

bool TerminalScreen::fits(int width, int height, int keepRows)
{
    if (COLS >= width && LINES >= height)
        return true;
    const QString message =
        QStringLiteral("The terminal is too small: enlarge to at least %1 (now %2).")
            .arg(sizeText(width, height), sizeText(COLS, LINES));
    const int room = std::max(1, LINES - keepRows);
    const int lines = std::min(room, static_cast<int>(wrapped(message).size()));
    paragraph(std::max(0, (room - lines) / 2), message, Paint::Warning, room);
    return false;
}

} // namespace cli::play
