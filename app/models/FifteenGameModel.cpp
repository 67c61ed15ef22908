#include "FifteenGameModel.h"

#include "fifteen/BoardText.h"
#include "fifteen/GameText.h"

#include <QtDebug>
#include <random>
#include <set>

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

FifteenGameModel::FifteenGameModel(QObject *parent)
    : QAbstractListModel(parent), m_random(seededRandom())
{
    m_monotonic.start();
    m_ticker.setInterval(tickIntervalMs);
    connect(&m_ticker, &QTimer::timeout, this, &FifteenGameModel::tick);
    m_game = fifteen::Game(
        shuffled(FifteenSettings::defaultSide, FifteenSettings::defaultSide, m_random));
}

FifteenGameModel::~FifteenGameModel()
{
    // The time played since the last move counts too when the game comes back.
    saveResumeState();
}

int FifteenGameModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_game.board().cellCount();
}

int FifteenGameModel::rowOfTile(int tile) const
{
    return tile == fifteen::Board::empty ? m_game.board().cellCount() - 1 : tile - 1;
}

QString FifteenGameModel::labelOf(int tile) const
{
    if (tile == fifteen::Board::empty)
        return QString();
    if (m_letters)
        return QString(QChar(u'A' + (tile - 1)));
    return QString::number(tile);
}

int FifteenGameModel::slideDirectionOf(int cell) const
{
    const std::vector<fifteen::Move> moves = m_game.board().movesForClick(cell);
    return moves.empty() ? -1 : static_cast<int>(moves.front().direction);
}

QVariant FifteenGameModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const fifteen::Board &board = m_game.board();
    const int tile = index.row() == board.cellCount() - 1 ? fifteen::Board::empty : index.row() + 1;
    const int cell = board.cellOf(tile);
    switch (role) {
    case Qt::DisplayRole:
    case LabelRole:
        return labelOf(tile);
    case TileRole:
        return tile;
    case CellRole:
        return cell;
    case BoardColumnRole:
        return board.xOf(cell);
    case BoardRowRole:
        return board.yOf(cell);
    case IsEmptyRole:
        return tile == fifteen::Board::empty;
    case InPlaceRole:
        return board.homeCell(tile) == cell;
    case SlideDirectionRole:
        return tile == fifteen::Board::empty ? -1 : slideDirectionOf(cell);
    default:
        return {};
    }
}

QHash<int, QByteArray> FifteenGameModel::roleNames() const
{
    // Not "row"/"column": delegates already have those from the view.
    return {{TileRole, "tile"},         {LabelRole, "label"},
            {CellRole, "cell"},         {BoardColumnRole, "boardColumn"},
            {BoardRowRole, "boardRow"}, {IsEmptyRole, "isEmpty"},
            {InPlaceRole, "inPlace"},   {SlideDirectionRole, "slideDirection"}};
}

void FifteenGameModel::componentComplete()
{
    start();
}

void FifteenGameModel::setSettings(FifteenSettings *settings)
{
    if (settings == m_settings)
        return;
    if (m_settings)
        disconnect(m_settings, nullptr, this, nullptr);
    m_settings = settings;
    if (m_settings) {
        connect(m_settings, &FifteenSettings::sizeChanged, this,
                &FifteenGameModel::onSettingsSizeChanged);
        connect(m_settings, &FifteenSettings::labelsChanged, this, [this] {
            const bool letters = this->letters();
            if (letters == m_letters)
                return;
            m_letters = letters;
            emit dataChanged(index(0), index(rowCount() - 1), {Qt::DisplayRole, LabelRole});
            emit labelsChanged();
        });
    }
    m_letters = letters();
    emit settingsChanged();
    emit sizeChanged();
    emit labelsChanged();
}

void FifteenGameModel::setRecords(FifteenRecords *records)
{
    if (records == m_records)
        return;
    if (m_records)
        disconnect(m_records, nullptr, this, nullptr);
    m_records = records;
    if (m_records) {
        connect(m_records, &FifteenRecords::changed, this, &FifteenGameModel::bestChanged);
        if (!m_records->loadError().isEmpty())
            setNotice(m_records->loadError());
    }
    emit recordsChanged();
    emit bestChanged();
}

void FifteenGameModel::setResumeState(ResumeState *state)
{
    if (state == m_resumeState)
        return;
    m_resumeState = state;
    emit resumeStateChanged();
}

bool FifteenGameModel::settingsSizeDiffers() const
{
    return m_settings &&
           (m_settings->width() != boardWidth() || m_settings->height() != boardHeight());
}

bool FifteenGameModel::letters() const
{
    return m_settings &&
           m_settings->labelsFor(boardWidth(), boardHeight()) == FifteenSettings::Labels::Letters;
}

void FifteenGameModel::onSettingsSizeChanged()
{
    // Nothing is lost before the first move: show the new size at once. A game in progress
    // is never thrown away here; the view offers the new size (settingsSizeDiffers).
    if (moves() == 0 && settingsSizeDiffers())
        newGame();
    else
        emit sizeChanged();
}

void FifteenGameModel::setClock(Clock clock)
{
    m_clock = std::move(clock);
}

// --- Games --------------------------------------------------------------------------------

void FifteenGameModel::replaceGame(const fifteen::Game &game)
{
    const bool sameSize =
        game.board().width() == boardWidth() && game.board().height() == boardHeight();
    if (sameSize) {
        // Same rows, new places: the tiles slide to their new cells.
        m_game = game;
        emit dataChanged(index(0), index(rowCount() - 1));
    } else {
        beginResetModel();
        m_game = game;
        endResetModel();
    }
    m_started = true;
    m_clockLive = false;
    m_paused = false;
    m_assisted = false;
    m_outcome.reset();
    const bool letters = this->letters();
    if (letters != m_letters) {
        m_letters = letters;
        if (sameSize)
            emit dataChanged(index(0), index(rowCount() - 1), {Qt::DisplayRole, LabelRole});
        emit labelsChanged();
    }
    syncClock();
    emit sizeChanged();
    emit stateChanged();
    emitElapsed();
    emit bestChanged();
}

void FifteenGameModel::newGame()
{
    const int width = m_settings ? m_settings->width() : boardWidth();
    const int height = m_settings ? m_settings->height() : boardHeight();
    replaceGame(fifteen::Game(shuffled(width, height, m_random)));
    saveResumeState();
}

bool FifteenGameModel::startFrom(const fifteen::Board &board)
{
    if (board.isSolved() || !board.isSolvable())
        return false;
    replaceGame(fifteen::Game(board));
    saveResumeState();
    return true;
}

QString FifteenGameModel::startFromText(const QString &text)
{
    const fifteen::Result<fifteen::Board> parsed = fifteen::parseBoard(text.toStdString());
    if (const auto *error = std::get_if<fifteen::Error>(&parsed))
        return tr("The position is not valid: %1.").arg(QString::fromStdString(error->message));
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

void FifteenGameModel::start()
{
    const QString saved = m_resumeState ? m_resumeState->gameState(stateKey()) : QString();
    if (!saved.isEmpty()) {
        const bool assisted = m_resumeState->gameState(assistedStateKey()) == QLatin1String("1");
        const fifteen::Result<fifteen::Game> loaded = fifteen::loadGame(saved.toStdString());
        if (const auto *game = std::get_if<fifteen::Game>(&loaded); game && !game->isSolved()) {
            replaceGame(*game);
            if (assisted)
                markAssisted();
            return;
        }
        const auto *error = std::get_if<fifteen::Error>(&loaded);
        const QString reason =
            error ? QString::fromStdString(error->message) : tr("it was already solved");
        qWarning().noquote() << "Fifteen: the unfinished game could not be restored:" << reason;
        setNotice(tr("Your unfinished game could not be restored (%1). A new game was started.")
                      .arg(reason));
    }
    newGame();
}

// --- Moves --------------------------------------------------------------------------------

bool FifteenGameModel::move(Direction direction)
{
    if (m_paused || direction < Left || direction > Down)
        return false;
    const auto made = m_game.move(static_cast<tessera::Direction>(direction), now());
    if (!made)
        return false;
    afterMoves({*made});
    return true;
}

int FifteenGameModel::clickTile(int cell)
{
    if (m_paused)
        return 0;
    const std::vector<fifteen::Move> made = m_game.clickTile(cell, now());
    if (!made.empty())
        afterMoves(made);
    return static_cast<int>(made.size());
}

bool FifteenGameModel::undo()
{
    if (m_paused)
        return false;
    const auto made = m_game.undo(now());
    if (!made)
        return false;
    afterMoves({*made});
    return true;
}

bool FifteenGameModel::redo()
{
    if (m_paused)
        return false;
    const auto made = m_game.redo(now());
    if (!made)
        return false;
    afterMoves({*made});
    return true;
}

QVariantList FifteenGameModel::tilesMovedByClick(int cell) const
{
    QVariantList tiles;
    if (m_paused || solved())
        return tiles;
    for (const fifteen::Move &m : m_game.board().movesForClick(cell))
        tiles.append(m.tile);
    return tiles;
}

QString FifteenGameModel::boardText() const
{
    return QString::fromStdString(fifteen::formatBoard(m_game.board()));
}

void FifteenGameModel::afterMoves(const std::vector<fifteen::Move> &made)
{
    std::set<int> rows{rowOfTile(fifteen::Board::empty)};
    for (const fifteen::Move &m : made)
        rows.insert(rowOfTile(m.tile));
    for (const int row : rows)
        emit dataChanged(index(row), index(row),
                         {CellRole, BoardColumnRole, BoardRowRole, InPlaceRole});
    // Which tiles a click can move follows the empty cell's row and column.
    emit dataChanged(index(0), index(rowCount() - 1), {SlideDirectionRole});

    m_clockLive = true;
    if (solved()) {
        m_clockLive = false;
        if (m_records && !m_assisted) {
            m_outcome = m_records->recordSolved(boardWidth(), boardHeight(), moves(),
                                                m_game.elapsedMs(now()));
        }
        if (m_resumeState) {
            m_resumeState->clearGameState(stateKey());
            m_resumeState->clearGameState(assistedStateKey());
        }
    }
    syncClock();
    if (!solved())
        saveResumeState();
    emit stateChanged();
    emitElapsed();
    if (solved()) {
        emit bestChanged();
        emit gameSolved();
    }
}

// --- The clock ----------------------------------------------------------------------------

void FifteenGameModel::syncClock()
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

void FifteenGameModel::tick()
{
    if (elapsedMs() / 1000 != m_shownSecond)
        emitElapsed();
}

void FifteenGameModel::emitElapsed()
{
    m_shownSecond = elapsedMs() / 1000;
    emit elapsedChanged();
}

void FifteenGameModel::setPaused(bool paused)
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

void FifteenGameModel::markAssisted()
{
    if (m_assisted || solved())
        return;
    m_assisted = true;
    saveResumeState();
    emit stateChanged();
}

void FifteenGameModel::setWindowShown(bool shown)
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

QString FifteenGameModel::formatTime(qint64 ms)
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

int FifteenGameModel::bestMoves() const
{
    return m_records ? m_records->bestMoves(boardWidth(), boardHeight()) : 0;
}

qint64 FifteenGameModel::bestTimeMs() const
{
    return m_records ? m_records->bestTimeMs(boardWidth(), boardHeight()) : 0;
}

QString FifteenGameModel::bestTimeText() const
{
    return solvedCount() > 0 ? formatTime(bestTimeMs()) : QString();
}

int FifteenGameModel::solvedCount() const
{
    return m_records ? m_records->solvedCount(boardWidth(), boardHeight()) : 0;
}

void FifteenGameModel::saveResumeState()
{
    if (!m_resumeState || !m_started || solved())
        return;
    m_resumeState->setGameState(stateKey(),
                                QString::fromStdString(fifteen::saveGame(m_game, now())));
    if (m_assisted)
        m_resumeState->setGameState(assistedStateKey(), QStringLiteral("1"));
    else
        m_resumeState->clearGameState(assistedStateKey());
}

void FifteenGameModel::setNotice(const QString &notice)
{
    if (notice == m_notice)
        return;
    m_notice = notice;
    emit noticeChanged();
}

void FifteenGameModel::dismissNotice()
{
    setNotice(QString());
}

} // namespace tessera
