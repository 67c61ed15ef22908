// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "FifteenSession.h"

#include "CoreTexts.h"
#include "ServiceBinding.h"
#include "fifteen/BoardText.h"
#include "fifteen/GameText.h"

#include <QtDebug>
#include <random>

namespace tessera {

namespace {

// How often the shown time is brought up to date while the clock runs; the text changes once
// a second, so this only decides how late that change may come.
constexpr int tickIntervalMs = 200;

fifteen::Random seededRandom()
{
    std::random_device device;
    const std::uint64_t high = device();
    return fifteen::Random((high << 32) ^ device());
}

fifteen::Board shuffled(int width, int height, fifteen::Random &random)
{
    if (const auto board = fifteen::randomSolvableBoard(width, height, random))
        return *board;
    return *fifteen::randomSolvableBoard(FifteenSettings::defaultSide, FifteenSettings::defaultSide,
                                         random);
}

} // namespace

FifteenSession::FifteenSession(QObject *parent)
    : GameSession(QStringLiteral("Fifteen"), stateKey(), parent), m_random(seededRandom())
{
    m_monotonic.start();
    m_ticker.setInterval(tickIntervalMs);
    connect(&m_ticker, &QTimer::timeout, this, &FifteenSession::tick);
    m_game = fifteen::Game(
        shuffled(FifteenSettings::defaultSide, FifteenSettings::defaultSide, m_random));
    m_tiles->showBoard(m_game.board(), false);
    const auto refreshCells = [this] { m_cells->refresh(boardHeight(), boardWidth()); };
    connect(this, &FifteenSession::stateChanged, m_cells, refreshCells);
    connect(this, &FifteenSession::sizeChanged, m_cells, refreshCells);
    connect(this, &FifteenSession::labelsChanged, m_cells, refreshCells);
    refreshCells();
}

QString FifteenSession::spokenStatus() const
{
    //: After each Fifteen move, for a screen reader: %1 the moves ("12 moves"), %2 the time.
    return tr("%1, time %2").arg(tr("%n moves", "", moves()), elapsedText());
}

FifteenSession::~FifteenSession()
{
    // The time played since the last move counts too when the game comes back.
    saveResumeState();
}

void FifteenSession::setSettings(FifteenSettings *settings)
{
    const bool changed = rebindService(m_settings, settings, this, [this](FifteenSettings *s) {
        connect(s, &FifteenSettings::sizeChanged, this, &FifteenSession::onSettingsSizeChanged);
        connect(s, &FifteenSettings::labelsChanged, this, [this] {
            if (m_tiles->setLetters(letters()))
                emit labelsChanged();
        });
    });
    if (!changed)
        return;
    m_tiles->setLetters(letters());
    emit settingsChanged();
    emit sizeChanged();
    emit labelsChanged();
}

void FifteenSession::setRecords(FifteenRecords *records)
{
    const bool changed = rebindService(m_records, records, this, [this](FifteenRecords *r) {
        // A damaged records file is told once, by StorageNotices, not again above the board.
        connect(r, &FifteenRecords::changed, this, &FifteenSession::bestChanged);
    });
    if (!changed)
        return;
    emit recordsChanged();
    emit bestChanged();
}

bool FifteenSession::settingsSizeDiffers() const
{
    return m_settings &&
           (m_settings->width() != boardWidth() || m_settings->height() != boardHeight());
}

bool FifteenSession::letters() const
{
    return m_settings &&
           m_settings->labelsFor(boardWidth(), boardHeight()) == FifteenSettings::Labels::Letters;
}

void FifteenSession::onSettingsSizeChanged()
{
    // Nothing is lost before the first move or after the last: show the new size at once, as
    // 2048 does. A game in progress is never thrown away here; the view offers the new size
    // (settingsSizeDiffers).
    if (!inProgress() && settingsSizeDiffers())
        newGame();
    else
        emit sizeChanged();
}

void FifteenSession::setClock(Clock clock)
{
    m_clock = std::move(clock);
}

// --- Games --------------------------------------------------------------------------------

void FifteenSession::replaceGame(const fifteen::Game &game)
{
    m_game = game;
    const bool lettersChanged = letters() != m_tiles->letters();
    m_tiles->showBoard(m_game.board(), letters());
    markStarted();
    m_clockLive = false;
    m_paused = false;
    m_assisted = false;
    m_outcome.reset();
    if (lettersChanged)
        emit labelsChanged();
    syncClock();
    emit sizeChanged();
    emit stateChanged();
    emitElapsed();
    emit bestChanged();
}

void FifteenSession::newGame()
{
    const int width = m_settings ? m_settings->width() : boardWidth();
    const int height = m_settings ? m_settings->height() : boardHeight();
    replaceGame(fifteen::Game(shuffled(width, height, m_random)));
    saveResumeState();
}

bool FifteenSession::startFrom(const fifteen::Board &board)
{
    if (board.isSolved() || !board.isSolvable())
        return false;
    replaceGame(fifteen::Game(board));
    saveResumeState();
    return true;
}

QString FifteenSession::startFromText(const QString &text)
{
    const fifteen::Result<fifteen::Board> parsed = fifteen::parseBoard(text.toStdString());
    if (const auto *error = std::get_if<fifteen::Error>(&parsed))
        return tr("The position is not valid: %1.").arg(CoreTexts::fifteenError(*error));
    const fifteen::Board &board = std::get<fifteen::Board>(parsed);
    const auto inRange = [](int side) {
        return side >= FifteenSettings::minimumSide && side <= FifteenSettings::maximumSide;
    };
    if (!inRange(board.width()) || !inRange(board.height()))
        return tr("The board is %1x%2; the app plays sizes from %3 to %4 on each side.")
            .arg(board.width())
            .arg(board.height())
            .arg(FifteenSettings::minimumSide)
            .arg(FifteenSettings::maximumSide);
    if (board.isSolved())
        return tr("The position is already solved.");
    if (!board.isSolvable())
        return tr("The position cannot be solved: its tiles are an odd permutation away from "
                  "the solved order.");
    startFrom(board);
    return QString();
}

bool FifteenSession::restore(const QString &text, Wording *why)
{
    const bool assisted = keptState(assistedStateKey()) == QLatin1String("1");
    const fifteen::Result<fifteen::Game> loaded = fifteen::loadGame(text.toStdString());
    if (const auto *game = std::get_if<fifteen::Game>(&loaded); game && !game->isSolved()) {
        replaceGame(*game);
        if (assisted)
            markAssisted();
        return true;
    }
    if (const auto *error = std::get_if<fifteen::Error>(&loaded))
        *why = [error = *error] { return CoreTexts::fifteenError(error); };
    else
        *why = [] { return tr("it was already solved"); };
    return false;
}

void FifteenSession::startNewGame()
{
    newGame();
}

// --- Moves --------------------------------------------------------------------------------

bool FifteenSession::move(Direction direction)
{
    if (m_paused || direction < QmlDirection::Left || direction > QmlDirection::Down)
        return false;
    const auto made = m_game.move(QmlDirection::toCore(direction), now());
    if (!made) {
        emit blocked();
        return false;
    }
    afterMoves({*made});
    return true;
}

int FifteenSession::clickTile(int cell)
{
    if (m_paused)
        return 0;
    const std::vector<fifteen::Move> made = m_game.clickTile(cell, now());
    if (made.empty())
        emit blocked();
    else
        afterMoves(made);
    return static_cast<int>(made.size());
}

bool FifteenSession::undo()
{
    if (m_paused)
        return false;
    const auto made = m_game.undo(now());
    if (!made)
        return false;
    afterMoves({*made}, Undone);
    return true;
}

bool FifteenSession::redo()
{
    if (m_paused)
        return false;
    const auto made = m_game.redo(now());
    if (!made)
        return false;
    afterMoves({*made});
    return true;
}

QVariantList FifteenSession::tilesMovedByClick(int cell) const
{
    QVariantList tiles;
    if (m_paused || solved())
        return tiles;
    for (const fifteen::Move &m : m_game.board().movesForClick(cell))
        tiles.append(m.tile);
    return tiles;
}

QString FifteenSession::boardText() const
{
    return QString::fromStdString(fifteen::formatBoard(m_game.board()));
}

void FifteenSession::afterMoves(const std::vector<fifteen::Move> &made, Made how)
{
    m_tiles->followMoves(m_game.board(), made);

    m_clockLive = true;
    if (solved()) {
        m_clockLive = false;
        if (m_records && !m_assisted) {
            m_outcome = m_records->recordSolved(boardWidth(), boardHeight(), moves(),
                                                m_game.elapsedMs(now()));
        }
        forgetState(stateKey());
        forgetState(assistedStateKey());
    }
    syncClock();
    if (!solved())
        saveResumeState();
    emit stateChanged();
    emitElapsed();
    if (how == Undone)
        emit undone();
    else
        emit moved(solved() ? MoveEffect::Winning : MoveEffect::Plain);
    if (solved()) {
        emit bestChanged();
        emit gameWon();
    }
}

// --- The clock ----------------------------------------------------------------------------

void FifteenSession::syncClock()
{
    const qint64 t = now();
    if (m_clockLive && !m_paused && m_windowShown && !solved())
        m_game.resume(t);
    else
        m_game.pause(t);
    if (running())
        m_ticker.start();
    else
        m_ticker.stop();
}

void FifteenSession::tick()
{
    if (elapsedMs() / 1000 != m_shownSecond)
        emitElapsed();
}

void FifteenSession::emitElapsed()
{
    m_shownSecond = elapsedMs() / 1000;
    emit elapsedChanged();
}

void FifteenSession::setPaused(bool paused)
{
    if (paused == m_paused || (paused && solved()))
        return;
    m_paused = paused;
    syncClock();
    if (paused)
        saveResumeState();
    emit stateChanged();
    emitElapsed();
}

void FifteenSession::markAssisted()
{
    if (m_assisted || solved())
        return;
    m_assisted = true;
    saveResumeState();
    emit stateChanged();
}

void FifteenSession::setWindowShown(bool shown)
{
    if (shown == m_windowShown)
        return;
    m_windowShown = shown;
    syncClock();
    if (!shown)
        saveResumeState();
    emit windowShownChanged();
    emit stateChanged();
    emitElapsed();
}

QString FifteenSession::formatTime(qint64 ms)
{
    const qint64 seconds = qMax<qint64>(0, ms) / 1000;
    const qint64 hours = seconds / 3600;
    const int minutes = static_cast<int>(seconds / 60 % 60);
    const int secs = static_cast<int>(seconds % 60);
    if (hours > 0) {
        return QStringLiteral("%1:%2:%3")
            .arg(hours)
            .arg(minutes, 2, 10, QLatin1Char('0'))
            .arg(secs, 2, 10, QLatin1Char('0'));
    }
    return QStringLiteral("%1:%2")
        .arg(minutes, 2, 10, QLatin1Char('0'))
        .arg(secs, 2, 10, QLatin1Char('0'));
}

// --- Records, resume, notices -------------------------------------------------------------

int FifteenSession::bestMoves() const
{
    return m_records ? m_records->bestMoves(boardWidth(), boardHeight()) : 0;
}

qint64 FifteenSession::bestTimeMs() const
{
    return m_records ? m_records->bestTimeMs(boardWidth(), boardHeight()) : 0;
}

QString FifteenSession::bestTimeText() const
{
    return solvedCount() > 0 ? formatTime(bestTimeMs()) : QString();
}

int FifteenSession::solvedCount() const
{
    return m_records ? m_records->solvedCount(boardWidth(), boardHeight()) : 0;
}

void FifteenSession::saveResumeState()
{
    if (!canKeep() || solved())
        return;
    keepState(stateKey(), QString::fromStdString(fifteen::saveGame(m_game, now())));
    if (m_assisted)
        keepState(assistedStateKey(), QStringLiteral("1"));
    else
        forgetState(assistedStateKey());
}

} // namespace tessera
