#include "Game2048Model.h"

#include "game2048/BoardText.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QtDebug>
#include <cmath>
#include <cstdlib>
#include <limits>

namespace tessera {

namespace {

const QString resumeFormat = QStringLiteral("tessera-2048-app");
constexpr int resumeVersion = 1;

// The removal of merged-away tiles waits this much longer than their slide, so the view never
// loses a delegate before its animation has ended.
constexpr int settleMarginMs = 30;

int manhattan(const game2048::Cell &a, const game2048::Cell &b)
{
    return std::abs(a.row - b.row) + std::abs(a.col - b.col);
}

} // namespace

Game2048Model::Game2048Model(QObject *parent)
    : QAbstractListModel(parent),
      m_game(*game2048::Game::create(Game2048Settings::defaultSide, Game2048Settings::defaultSide,
                                     freshSeed())),
      m_gameId(freshGameId())
{
    m_settleTimer.setSingleShot(true);
    connect(&m_settleTimer, &QTimer::timeout, this, &Game2048Model::removeConsumed);
    // Not observed yet: no reset signals needed.
    const game2048::Board &board = m_game.board();
    for (int r = 0; r < board.rows(); ++r) {
        for (int c = 0; c < board.cols(); ++c) {
            if (const int exponent = board.exponent({r, c}); exponent > 0)
                m_tiles.append(Tile{m_nextTileId++, exponent, r, c, 0, false, false});
        }
    }
}

Game2048Model::~Game2048Model()
{
    // A name was being asked for when the app closed: the entry is kept under the name last
    // used rather than lost.
    if (m_pending && m_scores) {
        const QString name = m_settings ? m_settings->playerName() : QString();
        submitHighScore(name);
    }
    saveResumeState();
}

quint64 Game2048Model::freshSeed()
{
    return QRandomGenerator::global()->generate64();
}

QString Game2048Model::freshGameId()
{
    return QString::number(QRandomGenerator::global()->generate64(), 16);
}

// --- The list model -----------------------------------------------------------------------

int Game2048Model::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_tiles.size());
}

QVariant Game2048Model::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Tile &tile = m_tiles.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return QString::number(game2048::tileValue(tile.exponent));
    case TileIdRole:
        return tile.id;
    case ExponentRole:
        return tile.exponent;
    case ValueRole:
        return static_cast<qint64>(game2048::tileValue(tile.exponent));
    case BoardRowRole:
        return tile.row;
    case BoardColumnRole:
        return tile.column;
    case MergesRole:
        return tile.merges;
    case IsNewRole:
        return tile.isNew;
    case ConsumedRole:
        return tile.consumed;
    default:
        return {};
    }
}

QHash<int, QByteArray> Game2048Model::roleNames() const
{
    // Not "row"/"column": delegates already have those from the view.
    return {{TileIdRole, "tileId"},     {ExponentRole, "exponent"},       {ValueRole, "value"},
            {BoardRowRole, "boardRow"}, {BoardColumnRole, "boardColumn"}, {MergesRole, "merges"},
            {IsNewRole, "isNew"},       {ConsumedRole, "consumed"}};
}

void Game2048Model::componentComplete()
{
    start();
}

// --- Services -----------------------------------------------------------------------------

void Game2048Model::setSettings(Game2048Settings *settings)
{
    if (settings == m_settings)
        return;
    if (m_settings)
        disconnect(m_settings, nullptr, this, nullptr);
    m_settings = settings;
    if (m_settings) {
        connect(m_settings, &Game2048Settings::sizeChanged, this,
                &Game2048Model::onSettingsSizeChanged);
    }
    emit settingsChanged();
    emit sizeChanged();
}

void Game2048Model::setScores(Game2048Scores *scores)
{
    if (scores == m_scores)
        return;
    if (m_scores)
        disconnect(m_scores, nullptr, this, nullptr);
    m_scores = scores;
    if (m_scores) {
        connect(m_scores, &Game2048Scores::changed, this, &Game2048Model::bestChanged);
        if (!m_scores->loadError().isEmpty())
            setNotice(m_scores->loadError());
    }
    emit scoresChanged();
    emit bestChanged();
}

void Game2048Model::setResumeState(ResumeState *state)
{
    if (state == m_resumeState)
        return;
    m_resumeState = state;
    emit resumeStateChanged();
}

bool Game2048Model::settingsSizeDiffers() const
{
    return m_settings && (m_settings->rows() != rows() || m_settings->columns() != columns());
}

void Game2048Model::onSettingsSizeChanged()
{
    // Nothing is lost before the first move: show the new size at once. A game in progress is
    // never thrown away here; the view asks the player (settingsSizeDiffers).
    if (m_started && m_moveCount == 0 && !over() && settingsSizeDiffers())
        newGame();
    else
        emit sizeChanged();
}

int Game2048Model::slideDuration() const
{
    return m_settings ? m_settings->slideDuration() : 0;
}

qint64 Game2048Model::best() const
{
    const qint64 stored = m_scores ? m_scores->best(rows(), columns()) : 0;
    return m_assisted ? stored : std::max(stored, score());
}

int Game2048Model::pendingRank() const
{
    if (!m_pending || !m_scores)
        return 0;
    return m_scores->rankFor(m_pending->rows, m_pending->columns, m_pending->entry.score) + 1;
}

void Game2048Model::setNotice(const QString &notice)
{
    if (notice == m_notice)
        return;
    m_notice = notice;
    emit noticeChanged();
}

void Game2048Model::dismissNotice()
{
    setNotice(QString());
}

// --- Tiles --------------------------------------------------------------------------------

void Game2048Model::rebuildTiles(bool newTilesGrow)
{
    m_settleTimer.stop();
    beginResetModel();
    m_tiles.clear();
    const game2048::Board &board = m_game.board();
    for (int r = 0; r < board.rows(); ++r) {
        for (int c = 0; c < board.cols(); ++c) {
            const int exponent = board.exponent({r, c});
            if (exponent > 0)
                m_tiles.append(Tile{m_nextTileId++, exponent, r, c, 0, newTilesGrow, false});
        }
    }
    endResetModel();
}

void Game2048Model::removeConsumed()
{
    m_settleTimer.stop();
    for (int i = static_cast<int>(m_tiles.size()) - 1; i >= 0; --i) {
        if (!m_tiles.at(i).consumed)
            continue;
        beginRemoveRows(QModelIndex(), i, i);
        m_tiles.removeAt(i);
        endRemoveRows();
    }
}

void Game2048Model::settle()
{
    removeConsumed();
}

bool Game2048Model::tilesMatchBoard() const
{
    const game2048::Board &board = m_game.board();
    std::vector<bool> seen(static_cast<std::size_t>(board.cellCount()), false);
    int live = 0;
    for (const Tile &t : m_tiles) {
        if (t.consumed)
            continue;
        const game2048::Cell cell{t.row, t.column};
        if (!board.contains(cell) || board.exponent(cell) != t.exponent)
            return false;
        const auto index = static_cast<std::size_t>(t.row * board.cols() + t.column);
        if (seen[index])
            return false;
        seen[index] = true;
        ++live;
    }
    return live == board.tileCount();
}

void Game2048Model::applyMove(const game2048::MoveResult &result)
{
    const game2048::Board &board = m_game.board();
    const int cols = board.cols();
    // Which row holds the tile of each cell before the move (consumed tiles are gone by now).
    std::vector<int> rowOfCell(static_cast<std::size_t>(board.cellCount()), -1);
    for (int i = 0; i < m_tiles.size(); ++i)
        rowOfCell[static_cast<std::size_t>(m_tiles.at(i).row * cols + m_tiles.at(i).column)] = i;

    bool consistent = true;
    for (Tile &t : m_tiles)
        t.isNew = false;
    // Merging pairs, by target cell: the first tile seen waits for its partner.
    std::vector<int> waiting(static_cast<std::size_t>(board.cellCount()), -1);
    for (const game2048::TileMove &tm : result.tiles) {
        const int from = tm.from.row * cols + tm.from.col;
        const int to = tm.to.row * cols + tm.to.col;
        if (from < 0 || from >= board.cellCount() || to < 0 || to >= board.cellCount() ||
            rowOfCell[static_cast<std::size_t>(from)] < 0) {
            consistent = false;
            break;
        }
        Tile &tile = m_tiles[rowOfCell[static_cast<std::size_t>(from)]];
        tile.row = tm.to.row;
        tile.column = tm.to.col;
        if (!tm.merged)
            continue;
        int &partner = waiting[static_cast<std::size_t>(to)];
        if (partner < 0) {
            partner = rowOfCell[static_cast<std::size_t>(from)];
            continue;
        }
        // The tile that travels less stays; the other slides into it and leaves.
        Tile &first = m_tiles[partner];
        const game2048::TileMove *firstMove = nullptr;
        for (const game2048::TileMove &other : result.tiles) {
            if (other.to == tm.to && other.merged && other.from != tm.from)
                firstMove = &other;
        }
        const bool firstStays =
            firstMove && manhattan(firstMove->from, firstMove->to) <= manhattan(tm.from, tm.to);
        Tile &stays = firstStays ? first : tile;
        Tile &leaves = firstStays ? tile : first;
        stays.exponent = board.exponent(tm.to);
        ++stays.merges;
        leaves.consumed = true;
    }
    if (consistent && !m_tiles.isEmpty())
        emit dataChanged(index(0), index(static_cast<int>(m_tiles.size()) - 1));

    if (consistent && result.spawn) {
        const int row = static_cast<int>(m_tiles.size());
        beginInsertRows(QModelIndex(), row, row);
        m_tiles.append(Tile{m_nextTileId++, result.spawn->exponent, result.spawn->cell.row,
                            result.spawn->cell.col, 0, true, false});
        endInsertRows();
    }

    if (!consistent || !tilesMatchBoard()) {
        // Never show a board other than the game's: start the view over from the board.
        qWarning() << "2048: the tiles did not follow the move; the board is shown afresh";
        rebuildTiles(false);
        return;
    }
    const int duration = slideDuration();
    if (duration > 0)
        m_settleTimer.start(duration + settleMarginMs);
    else
        removeConsumed();
}

// --- Games --------------------------------------------------------------------------------

void Game2048Model::replaceGame(const game2048::Game &game, bool newTilesGrow)
{
    m_game = game;
    rebuildTiles(newTilesGrow);
    m_started = true;
    m_lastGain = 0;
    // Also when only settingsSizeDiffers may have changed.
    emit sizeChanged();
    afterChange();
}

void Game2048Model::afterChange()
{
    ++m_boardVersion;
    noteScore();
    saveResumeState();
    emit scoreChanged();
    emit bestChanged();
    emit stateChanged();
}

void Game2048Model::noteScore()
{
    if (m_scores && !m_assisted)
        m_scores->noteScore(rows(), columns(), score());
}

void Game2048Model::newGame()
{
    offerHighScore();
    newGameWithSeed(freshSeed());
}

void Game2048Model::newGameWithSeed(quint64 seed)
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

void Game2048Model::startFrom(const game2048::Board &board, quint64 seed, qint64 score)
{
    m_gameId = freshGameId();
    m_moveCount = 0;
    m_assisted = false;
    m_offered = false;
    replaceGame(game2048::Game::fromBoard(board, seed, score), false);
}

QString Game2048Model::startFromText(const QString &text, double seed, double score)
{
    const auto parsed = game2048::parseBoard(text.toStdString());
    if (const auto *error = std::get_if<game2048::ParseError>(&parsed))
        return tr("The board is not valid: %1").arg(QString::fromStdString(error->message));
    const game2048::Board &board = std::get<game2048::Board>(parsed);
    const auto inRange = [](int side) {
        return side >= Game2048Settings::minimumSide && side <= Game2048Settings::maximumSide;
    };
    if (!inRange(board.rows()) || !inRange(board.cols()))
        return tr("The board has %1 rows and %2 columns; the app plays sizes from %3 to %4 on "
                  "each side.")
            .arg(board.rows())
            .arg(board.cols())
            .arg(Game2048Settings::minimumSide)
            .arg(Game2048Settings::maximumSide);
    if (!(seed >= 0 && seed < 18446744073709551616.0) || std::floor(seed) != seed)
        return tr("The seed must be a whole number from 0.");
    if (!(score >= 0 && score <= 9007199254740992.0) || std::floor(score) != score)
        return tr("The score must be a whole number from 0.");
    startFrom(board, static_cast<quint64>(seed), static_cast<qint64>(score));
    return QString();
}

QString Game2048Model::boardText() const
{
    return QString::fromStdString(game2048::formatBoard(m_game.board()));
}

void Game2048Model::start()
{
    const QString saved = m_resumeState ? m_resumeState->gameState(stateKey()) : QString();
    if (!saved.isEmpty()) {
        QString why;
        if (restoreFrom(saved, &why))
            return;
        qWarning().noquote() << "2048: the unfinished game could not be restored:" << why;
        setNotice(tr("Your unfinished game could not be restored (%1). A new game was started.")
                      .arg(why));
    }
    newGameWithSeed(freshSeed());
}

bool Game2048Model::move(Direction direction)
{
    if (direction < Left || direction > Down)
        return false;
    // The previous slide is over as far as the model is concerned.
    removeConsumed();
    const game2048::MoveResult result = m_game.move(static_cast<tessera::Direction>(direction));
    if (!result.moved)
        return false;
    ++m_moveCount;
    m_lastGain = result.gained;
    if (result.gained > 0)
        ++m_gainCount;
    applyMove(result);
    if (result.over)
        offerHighScore();
    afterChange();
    emit moved(direction, result.gained);
    if (result.won)
        emit gameWon();
    if (result.over)
        emit gameOver();
    return true;
}

bool Game2048Model::undo()
{
    if (!m_game.undo())
        return false;
    m_moveCount = std::max(0, m_moveCount - 1);
    // Taken back from its end, the game may end again, higher: then it is offered again and
    // replaces its own entry.
    m_offered = false;
    m_lastGain = 0;
    rebuildTiles(false);
    afterChange();
    return true;
}

bool Game2048Model::keepGoing()
{
    if (!m_game.winPending())
        return false;
    m_game.keepGoing();
    afterChange();
    return true;
}

void Game2048Model::markAssisted()
{
    if (m_assisted)
        return;
    m_assisted = true;
    saveResumeState();
    emit bestChanged();
    emit stateChanged();
}

// --- High scores --------------------------------------------------------------------------

void Game2048Model::offerHighScore()
{
    if (m_offered || m_assisted || !m_scores || score() <= 0)
        return;
    m_offered = true;
    if (m_scores->rankFor(rows(), columns(), score()) < 0)
        return;
    Game2048Scores::Entry entry;
    entry.score = score();
    entry.highestTile = highestTile();
    entry.date = QDateTime::currentDateTimeUtc();
    entry.gameId = m_gameId;
    setPending(PendingEntry{rows(), columns(), entry});
}

void Game2048Model::setPending(const PendingEntry &pending)
{
    // One question at a time: an earlier game still waiting keeps the name last used.
    if (m_pending)
        submitHighScore(m_settings ? m_settings->playerName() : QString());
    m_pending = pending;
    emit highScoreChanged();
}

int Game2048Model::submitHighScore(const QString &name)
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

void Game2048Model::skipHighScore()
{
    if (!m_pending)
        return;
    m_pending.reset();
    emit highScoreChanged();
}

// --- Resuming -----------------------------------------------------------------------------

QString Game2048Model::resumeText() const
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

void Game2048Model::saveResumeState()
{
    if (!m_resumeState || !m_started)
        return;
    // A finished game is not resumed: the next start begins a new one.
    if (over())
        m_resumeState->clearGameState(stateKey());
    else
        m_resumeState->setGameState(stateKey(), resumeText());
}

bool Game2048Model::restoreFrom(const QString &text, QString *why)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        *why = tr("it is not a saved 2048 game");
        return false;
    }
    const QJsonObject root = document.object();
    if (root.value(QStringLiteral("format")).toString() != resumeFormat ||
        root.value(QStringLiteral("version")).toInt(-1) != resumeVersion) {
        *why = tr("it is not a saved 2048 game of this version");
        return false;
    }
    const QJsonValue gameText = root.value(QStringLiteral("game"));
    if (!gameText.isString()) {
        *why = tr("the game is missing");
        return false;
    }
    auto loaded = game2048::Game::deserialize(gameText.toString().toStdString());
    if (const auto *error = std::get_if<game2048::ParseError>(&loaded)) {
        *why = QString::fromStdString(error->message);
        return false;
    }
    const game2048::Game &game = std::get<game2048::Game>(loaded);
    const int r = game.board().rows();
    const int c = game.board().cols();
    if (r < Game2048Settings::minimumSide || r > Game2048Settings::maximumSide ||
        c < Game2048Settings::minimumSide || c > Game2048Settings::maximumSide) {
        *why = tr("its board has %1 rows and %2 columns").arg(r).arg(c);
        return false;
    }
    if (game.isOver()) {
        *why = tr("it was already over");
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
