// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Game2048Session.h"

#include "CoreTexts.h"
#include "ServiceBinding.h"
#include "game2048/BoardText.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QtDebug>
#include <algorithm>
#include <cmath>
#include <limits>

namespace tessera {

namespace {

const QString resumeFormat = QStringLiteral("tessera-2048-app");
constexpr int resumeVersion = 1;

} // namespace

Game2048Session::Game2048Session(QObject *parent)
    : GameSession(QStringLiteral("2048"), stateKey(), parent),
      m_game(*game2048::Game::create(Game2048Settings::defaultSide, Game2048Settings::defaultSide,
                                     freshSeed())),
      m_gameId(freshGameId())
{
    m_tiles->reset(m_game.board(), false);
    const auto refreshCells = [this] { m_cells->refresh(rows(), columns()); };
    connect(this, &Game2048Session::stateChanged, m_cells, refreshCells);
    connect(this, &Game2048Session::sizeChanged, m_cells, refreshCells);
    refreshCells();
}

QString Game2048Session::spokenStatus() const
{
    //: After each 2048 move, for a screen reader: %1 the score, %2 the best score.
    return tr("Score %1, best %2").arg(score()).arg(best());
}

Game2048Session::~Game2048Session()
{
    // A name was being asked for when the app closed: the entry is kept under the name last
    // used rather than lost.
    if (m_pending && m_scores) {
        const QString name = m_settings ? m_settings->playerName() : QString();
        submitHighScore(name);
    }
    saveResumeState();
}

quint64 Game2048Session::freshSeed()
{
    return QRandomGenerator::global()->generate64();
}

QString Game2048Session::freshGameId()
{
    return QString::number(QRandomGenerator::global()->generate64(), 16);
}

// --- Services -----------------------------------------------------------------------------

void Game2048Session::setSettings(Game2048Settings *settings)
{
    const bool changed = rebindService(m_settings, settings, this, [this](Game2048Settings *s) {
        connect(s, &Game2048Settings::sizeChanged, this, &Game2048Session::onSettingsSizeChanged);
    });
    if (!changed)
        return;
    emit settingsChanged();
    emit sizeChanged();
}

void Game2048Session::setScores(Game2048Scores *scores)
{
    const bool changed = rebindService(m_scores, scores, this, [this](Game2048Scores *s) {
        // A damaged scores file is told once, by StorageNotices, not again above the board.
        connect(s, &Game2048Scores::changed, this, &Game2048Session::bestChanged);
    });
    if (!changed)
        return;
    emit scoresChanged();
    emit bestChanged();
}

bool Game2048Session::settingsSizeDiffers() const
{
    return m_settings && (m_settings->rows() != rows() || m_settings->columns() != columns());
}

void Game2048Session::onSettingsSizeChanged()
{
    // Nothing is lost before the first move: show the new size at once. A game in progress is
    // never thrown away here; the view asks the player (settingsSizeDiffers).
    if (started() && m_moveCount == 0 && !over() && settingsSizeDiffers())
        newGame();
    else
        emit sizeChanged();
}

int Game2048Session::slideDuration() const
{
    return m_settings ? m_settings->slideDuration() : 0;
}

qint64 Game2048Session::best() const
{
    const qint64 stored = m_scores ? m_scores->best(rows(), columns()) : 0;
    return m_assisted ? stored : std::max(stored, score());
}

int Game2048Session::pendingRank() const
{
    if (!m_pending || !m_scores)
        return 0;
    return m_scores->rankFor(m_pending->rows, m_pending->columns, m_pending->entry.score,
                             m_pending->entry.gameId) +
           1;
}

void Game2048Session::settle()
{
    m_tiles->removeConsumed();
}

// --- Games --------------------------------------------------------------------------------

void Game2048Session::replaceGame(const game2048::Game &game, bool newTilesGrow)
{
    m_game = game;
    m_tiles->reset(m_game.board(), newTilesGrow);
    markStarted();
    m_lastGain = 0;
    // Also when only settingsSizeDiffers may have changed.
    emit sizeChanged();
    afterChange();
}

void Game2048Session::afterChange()
{
    ++m_boardVersion;
    noteScore();
    saveResumeState();
    emit scoreChanged();
    emit bestChanged();
    emit stateChanged();
}

void Game2048Session::noteScore()
{
    if (m_scores && !m_assisted)
        m_scores->noteScore(rows(), columns(), score());
}

void Game2048Session::newGame()
{
    offerHighScore();
    newGameWithSeed(freshSeed());
}

void Game2048Session::newGameWithSeed(quint64 seed)
{
    const int r = m_settings ? m_settings->rows() : rows();
    const int c = m_settings ? m_settings->columns() : columns();
    std::optional<game2048::Game> game = game2048::Game::create(r, c, seed);
    if (!game)
        game = game2048::Game::create(rows(), columns(), seed);
    m_gameId = freshGameId();
    m_moveCount = 0;
    m_assisted = false;
    m_offered = false;
    replaceGame(*game, true);
}

void Game2048Session::startFrom(const game2048::Board &board, quint64 seed, qint64 score)
{
    m_gameId = freshGameId();
    m_moveCount = 0;
    m_assisted = false;
    m_offered = false;
    replaceGame(game2048::Game::fromBoard(board, seed, score), false);
}

QString Game2048Session::startFromText(const QString &text, double seed, double score)
{
    const auto parsed = game2048::parseBoard(text.toStdString());
    if (const auto *error = std::get_if<game2048::ParseError>(&parsed))
        return tr("The board is not valid: %1").arg(CoreTexts::game2048Error(*error));
    const game2048::Board &board = std::get<game2048::Board>(parsed);
    const auto inRange = [](int side) {
        return side >= Game2048Settings::minimumSide && side <= Game2048Settings::maximumSide;
    };
    if (!inRange(board.rows()) || !inRange(board.cols()))
        return tr("The board has %1 and %2; the app plays sizes from %3 to %4 on each side.")
            .arg(tr("%n rows", "", board.rows()), tr("%n columns", "", board.cols()))
            .arg(Game2048Settings::minimumSide)
            .arg(Game2048Settings::maximumSide);
    if (!(seed >= 0 && seed < 18446744073709551616.0) || std::floor(seed) != seed)
        return tr("The seed must be a whole number from 0.");
    if (!(score >= 0 && score <= 9007199254740992.0) || std::floor(score) != score)
        return tr("The score must be a whole number from 0.");
    startFrom(board, static_cast<quint64>(seed), static_cast<qint64>(score));
    return QString();
}

QString Game2048Session::boardText() const
{
    return QString::fromStdString(game2048::formatBoard(m_game.board()));
}

void Game2048Session::startNewGame()
{
    newGameWithSeed(freshSeed());
}

bool Game2048Session::move(Direction direction)
{
    if (direction < QmlDirection::Left || direction > QmlDirection::Down)
        return false;
    // The previous slide is over as far as the model is concerned.
    m_tiles->removeConsumed();
    const game2048::MoveResult result = m_game.move(QmlDirection::toCore(direction));
    if (!result.moved) {
        emit blocked();
        return false;
    }
    ++m_moveCount;
    m_lastGain = result.gained;
    if (result.gained > 0)
        ++m_gainCount;
    m_tiles->followMove(m_game.board(), result, slideDuration());
    if (result.over)
        offerHighScore();
    afterChange();
    // The events, after the model and the properties were brought up to date.
    emit moved(MoveEffect::Plain);
    if (!result.merges.empty()) {
        int largest = 0;
        for (const game2048::Cell &cell : result.merges)
            largest = std::max(largest, m_game.board().exponent(cell));
        emit scored(result.gained, largest);
    }
    if (result.won)
        emit gameWon();
    if (result.over)
        emit gameOver();
    return true;
}

bool Game2048Session::undo()
{
    if (!m_game.undo()) {
        if (m_game.winPending())
            emit refused(tr("Keep going or start a new game first"));
        else if (m_moveCount > 0)
            emit refused(tr("Only the last %n moves can be undone", "", maximumUndos()));
        else
            emit refused(tr("Nothing to undo yet"));
        return false;
    }
    m_moveCount = std::max(0, m_moveCount - 1);
    // Taken back from its end, the game may end again, higher: then it is offered again and
    // replaces its own entry.
    m_offered = false;
    m_lastGain = 0;
    m_tiles->reset(m_game.board(), false);
    afterChange();
    emit undone();
    return true;
}

bool Game2048Session::keepGoing()
{
    if (!m_game.winPending())
        return false;
    m_game.keepGoing();
    afterChange();
    return true;
}

void Game2048Session::markAssisted()
{
    if (m_assisted)
        return;
    m_assisted = true;
    saveResumeState();
    emit bestChanged();
    emit stateChanged();
}

// --- High scores --------------------------------------------------------------------------

void Game2048Session::offerHighScore()
{
    if (m_offered || m_assisted || !m_scores || score() <= 0)
        return;
    m_offered = true;
    // A game taken back from its end and ended again is asked about only when it ends higher
    // than its own entry: it replaces that entry, and is never entered twice.
    if (m_scores->rankFor(rows(), columns(), score(), m_gameId) < 0)
        return;
    Game2048Scores::Entry entry;
    entry.score = score();
    entry.highestTile = highestTile();
    entry.date = QDateTime::currentDateTimeUtc();
    entry.gameId = m_gameId;
    setPending(PendingEntry{rows(), columns(), entry});
}

void Game2048Session::setPending(const PendingEntry &pending)
{
    // One question at a time: an earlier game still waiting keeps the name last used.
    if (m_pending)
        submitHighScore(m_settings ? m_settings->playerName() : QString());
    m_pending = pending;
    emit highScoreChanged();
}

int Game2048Session::submitHighScore(const QString &name)
{
    if (!m_pending)
        return 0;
    PendingEntry pending = *m_pending;
    m_pending.reset();
    QString cleaned = Game2048Settings::cleanName(name);
    if (!cleaned.isEmpty() && m_settings)
        m_settings->setPlayerName(cleaned);
    if (cleaned.isEmpty())
        cleaned = tr("Player");
    pending.entry.name = cleaned;
    const int place =
        m_scores ? m_scores->addEntry(pending.rows, pending.columns, pending.entry) : -1;
    m_lastEntryRank = place + 1;
    m_lastEntryRows = place >= 0 ? pending.rows : 0;
    m_lastEntryColumns = place >= 0 ? pending.columns : 0;
    emit highScoreChanged();
    emit bestChanged();
    return m_lastEntryRank;
}

void Game2048Session::skipHighScore()
{
    if (!m_pending)
        return;
    m_pending.reset();
    emit highScoreChanged();
}

// --- Resuming -----------------------------------------------------------------------------

QString Game2048Session::resumeText() const
{
    const QJsonObject root{{QStringLiteral("format"), resumeFormat},
                           {QStringLiteral("version"), resumeVersion},
                           {QStringLiteral("game"), QString::fromStdString(m_game.serialize())},
                           {QStringLiteral("id"), m_gameId},
                           {QStringLiteral("moves"), m_moveCount},
                           {QStringLiteral("assisted"), m_assisted},
                           {QStringLiteral("offered"), m_offered}};
    return QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Compact));
}

void Game2048Session::saveResumeState()
{
    if (!canKeep())
        return;
    // A finished game is not resumed: the next start begins a new one.
    if (over())
        forgetState(stateKey());
    else
        keepState(stateKey(), resumeText());
}

bool Game2048Session::restore(const QString &text, Wording *why)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        *why = [] { return tr("it is not a saved 2048 game"); };
        return false;
    }
    const QJsonObject root = document.object();
    if (root.value(QStringLiteral("format")).toString() != resumeFormat ||
        root.value(QStringLiteral("version")).toInt(-1) != resumeVersion) {
        *why = [] { return tr("it is not a saved 2048 game of this version"); };
        return false;
    }
    const QJsonValue gameText = root.value(QStringLiteral("game"));
    if (!gameText.isString()) {
        *why = [] { return tr("the game is missing"); };
        return false;
    }
    auto loaded = game2048::Game::deserialize(gameText.toString().toStdString());
    if (const auto *error = std::get_if<game2048::ParseError>(&loaded)) {
        *why = [error = *error] { return CoreTexts::game2048Error(error); };
        return false;
    }
    const game2048::Game &game = std::get<game2048::Game>(loaded);
    const int r = game.board().rows();
    const int c = game.board().cols();
    if (r < Game2048Settings::minimumSide || r > Game2048Settings::maximumSide ||
        c < Game2048Settings::minimumSide || c > Game2048Settings::maximumSide) {
        *why = [r, c] {
            return tr("its board has %1 and %2").arg(tr("%n rows", "", r), tr("%n columns", "", c));
        };
        return false;
    }
    if (game.isOver()) {
        *why = [] { return tr("it was already over"); };
        return false;
    }
    const double moves = root.value(QStringLiteral("moves")).toDouble(-1);
    const QString id = root.value(QStringLiteral("id")).toString();
    m_gameId = id.isEmpty() ? freshGameId() : id;
    m_moveCount = moves >= 0 && moves <= std::numeric_limits<int>::max() ? static_cast<int>(moves)
                                                                         : game.undoCount();
    m_assisted = root.value(QStringLiteral("assisted")).toBool(false);
    m_offered = root.value(QStringLiteral("offered")).toBool(false);
    replaceGame(game, false);
    return true;
}

} // namespace tessera
