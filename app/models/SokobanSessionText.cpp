// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// SokobanSession's text in and out: the level and the solution as text, the clipboard, and
// what a paste is (a line of play to replay, or levels to open).

#include "SokobanPaste.h"
#include "SokobanSession.h"
#include "sokoban/Lurd.h"
#include "sokoban/SolutionRules.h"
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
    // A train-push solution goes out as a solution block that says so ("Rules: train push"),
    // so this app, tessera-cli verify and a reader replay it by its rule.
    if (const sokoban::Game *g = game(); g && g->moves() > 0) {
        return QString::fromStdString(sokoban::writeMarkedSolution(
            g->lurd(),
            g->usesTrainPush() ? sokoban::PlayRules::TrainPush : sokoban::PlayRules::Standard));
    }
    if (m_progressStore) {
        if (const auto p = m_progressStore->progress(levelKey()); p && p->solved()) {
            return QString::fromStdString(
                sokoban::writeMarkedSolution(p->bestMoves.lurd.toStdString(), p->bestMoves.rules));
        }
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
        emit passingNotice(tr("There is no level to copy."));
        return false;
    }
    emit passingNotice(tr("Level copied as XSB"));
    return true;
}

bool SokobanSession::copySolution()
{
    const QString text = solutionText();
    if (text.isEmpty() || !putOnClipboard(text)) {
        emit passingNotice(tr("No moves to copy yet."));
        return false;
    }
    if (game() && game()->moves() > 0)
        emit passingNotice(tr("Moves copied as LURD"));
    else
        emit passingNotice(tr("Best solution copied as LURD"));
    return true;
}

bool SokobanSession::looksLikeLurd(const QString &text)
{
    return pasteKind(text) == PasteKind::Solution;
}

bool SokobanSession::pasteText(const QString &text)
{
    switch (pasteKind(text)) {
    case PasteKind::Solution:
        return m_replay->playPasted(text);
    case PasteKind::Levels: { // the level browser may take this branch over
        // Checked before the library lists it: text with no level that can be played is
        // refused whole, leaving the level on screen as it was.
        const QString refusal = pastedLevelsRefusal(LibraryCollection::fromText(
            text.toUtf8(), CollectionKind::Pasted, localTextId(), tr("Pasted level")));
        if (!refusal.isEmpty()) {
            emit passingNotice(refusal);
            return false;
        }
        return openPastedText(text);
    }
    case PasteKind::Neither:
        break;
    }
    emit passingNotice(tr("The clipboard holds neither a Sokoban level nor a solution."));
    return false;
}

bool SokobanSession::pasteFromClipboard()
{
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return false;
    return pasteText(QGuiApplication::clipboard()->text());
}

QString SokobanSession::spokenStatus() const
{
    if (!m_play->playable())
        return QString();
    //: After each Sokoban move, for a screen reader: %1 "12 moves", %2 "3 pushes", %3 the boxes
    //: on goals ("1 of 3 boxes on goals").
    QString text =
        tr("%1, %2, %3")
            .arg(tr("%n moves", "", m_play->moves()), tr("%n pushes", "", m_play->pushes()),
                 tr("%1 of %n boxes on goals", "", m_play->boxCount()).arg(m_play->boxesOnGoals()));
    if (m_deadlockWatch->found())
        text += QStringLiteral(". ") + m_deadlockWatch->text();
    return text;
}

// Along each way from the player, the first wall or box, and a goal met before it.
QString SokobanSession::spokenSurroundings() const
{
    const SokobanBoardModel *board = m_play->board();
    if (!m_play->hasPlayer() || board->columns() <= 0)
        return QString();
    const QString ways[] = {tr("left"), tr("up"), tr("right"), tr("down")};
    const int dx[] = {-1, 0, 1, 0};
    const int dy[] = {0, -1, 0, 1};
    const auto said = [](const QString &thing, const QString &way, int distance) {
        //: What the player has beside them: %1 a thing ("wall"), %2 a way ("left").
        return distance == 1 ? tr("%1 %2").arg(thing, way)
                             //: What the player has further away: %1 a thing ("goal"), %n
                             //: how many cells away, %2 a way ("up").
                             : tr("%1 %n cells %2", "", distance).arg(thing, way);
    };
    QStringList parts;
    for (int w = 0; w < 4; ++w) {
        int x = m_play->playerX();
        int y = m_play->playerY();
        bool goalSaid = false;
        for (int distance = 1;; ++distance) {
            x += dx[w];
            y += dy[w];
            const int index = board->indexOf(x, y);
            if (index < 0)
                break;
            const SokobanBoardModel::CellState &cell = board->cells()[std::size_t(index)];
            if (cell.terrain != SokobanBoardModel::Floor) {
                parts << said(cell.terrain == SokobanBoardModel::Wall ? tr("wall") : tr("outside"),
                              ways[w], distance);
                break;
            }
            if (cell.has(SokobanBoardModel::BoxFlag)) {
                parts << said(cell.has(SokobanBoardModel::GoalFlag) ? tr("box on a goal")
                                                                    : tr("box"),
                              ways[w], distance);
                break;
            }
            if (cell.has(SokobanBoardModel::GoalFlag) && !goalSaid) {
                parts << said(tr("goal"), ways[w], distance);
                goalSaid = true;
            }
        }
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace tessera
