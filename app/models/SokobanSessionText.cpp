// SokobanSession's text in and out: the level and the solution as text, the clipboard, and
// what a paste is (a line of play to replay, or levels to open).

#include "SokobanSession.h"
#include "sokoban/Lurd.h"
#include "sokoban/XsbReader.h"
#include "sokoban/XsbWriter.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QRegularExpression>
#include <variant>

namespace tessera {

QString SokobanSession::levelText() const
{
    const LibraryLevel *level = currentLevel();
    return level ? QString::fromStdString(sokoban::writeLevel(level->level)) : QString();
}

QString SokobanSession::solutionText() const
{
    if (m_game && m_game->moves() > 0)
        return QString::fromStdString(m_game->lurd());
    if (m_progressStore) {
        if (const auto p = m_progressStore->progress(levelKey()); p && p->solved())
            return p->bestMoves.lurd;
    }
    return {};
}

namespace {

bool putOnClipboard(const QString &text)
{
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return false;
    QGuiApplication::clipboard()->setText(text);
    return true;
}

} // namespace

bool SokobanSession::copyLevel()
{
    const QString text = levelText();
    if (text.isEmpty() || !putOnClipboard(text)) {
        emit notice(tr("There is no level to copy."));
        return false;
    }
    emit notice(tr("Level copied as XSB"));
    return true;
}

bool SokobanSession::copySolution()
{
    const QString text = solutionText();
    if (text.isEmpty() || !putOnClipboard(text)) {
        emit notice(tr("No moves to copy yet."));
        return false;
    }
    if (m_game && m_game->moves() > 0)
        emit notice(tr("Moves copied as LURD"));
    else
        emit notice(tr("Best solution copied as LURD"));
    return true;
}

bool SokobanSession::looksLikeLurd(const QString &text)
{
    const auto parsed = sokoban::parseLurd(text.trimmed().toStdString());
    const auto *steps = std::get_if<std::string>(&parsed);
    return steps && !steps->empty();
}

bool SokobanSession::pasteText(const QString &text)
{
    if (looksLikeLurd(text))
        return m_replay->playSolution(text);
    // XSB: a line that can start a board (the level browser may take this branch over to
    // show a pasted collection).
    static const QRegularExpression lineEnd(QStringLiteral("\r\n|\r|\n"));
    for (const QString &line : text.split(lineEnd)) {
        if (sokoban::isBoardRow(line.toStdString()))
            return openPastedText(text);
    }
    emit notice(tr("The clipboard holds neither a Sokoban level nor a solution."));
    return false;
}

bool SokobanSession::pasteFromClipboard()
{
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return false;
    return pasteText(QGuiApplication::clipboard()->text());
}

} // namespace tessera
