// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SokobanPaste.h"

#include "CoreTexts.h"
#include "LibraryCollection.h"
#include "sokoban/Lurd.h"
#include "sokoban/SolutionReplay.h"
#include "sokoban/WebWhitespace.h"
#include "sokoban/XsbReader.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <variant>

namespace tessera {

namespace {

// Texts are marked with their context where they stand (QT_TRANSLATE_NOOP), for lupdate.
QString translated(const char *text)
{
    return QCoreApplication::translate("SokobanPaste", text);
}

} // namespace

PasteKind pasteKind(const QString &text)
{
    // Measured, not expanded: "R4999999(lr)" is ten million steps.
    const sokoban::MarkedSolution marked = sokoban::readMarkedSolution(text.toStdString());
    const auto parsed =
        sokoban::parseLurdSteps(QString::fromStdString(marked.moves).trimmed().toStdString());
    if (const auto *steps = std::get_if<sokoban::LurdSteps>(&parsed); steps && steps->size() > 0)
        return PasteKind::Solution;
    // Read as the level reader will: Unicode spaces and a page's indentation tidied first.
    const std::string utf8 = text.toStdString();
    const QString tidy = QString::fromStdString(sokoban::tidyWebWhitespace(utf8).value_or(utf8));
    static const QRegularExpression lineEnd(QStringLiteral("\r\n|\r|\n"));
    for (const QString &line : tidy.split(lineEnd)) {
        if (sokoban::isBoardRow(line.toStdString()))
            return PasteKind::Levels;
    }
    return PasteKind::Neither;
}

QString pastedLevelsRefusal(const LibraryCollection &read)
{
    if (!read.isReadable())
        return read.readErrorMessages().join(QLatin1Char('\n'));
    if (read.count() == 0)
        return translated(QT_TRANSLATE_NOOP("SokobanPaste", "The text holds no Sokoban level."));
    if (read.unplayableCount() < read.count())
        return QString();
    QStringList lines{
        read.count() == 1
            ? translated(QT_TRANSLATE_NOOP("SokobanPaste", "The pasted level cannot be played:"))
            : translated(
                  QT_TRANSLATE_NOOP("SokobanPaste", "None of the pasted levels can be played:"))};
    for (const LibraryLevel &level : read.levels())
        lines += level.problemMessages();
    return lines.join(QLatin1Char('\n'));
}

SolutionFit fitSolution(const sokoban::Game &game, const QString &lurd,
                        std::optional<sokoban::PlayRules> rules)
{
    SolutionFit fit;
    // Expanded only as it is checked, by a replay that keeps no history of its own.
    const sokoban::MarkedSolution marked = sokoban::readMarkedSolution(lurd.toStdString());
    if (!marked.unknownRules.empty() && !rules) {
        fit.problem = translated(QT_TRANSLATE_NOOP("SokobanPaste",
                                                   "The solution is for other rules (\"%1\"): "
                                                   "Tessera plays the standard rules and train "
                                                   "push."))
                          .arg(QString::fromStdString(marked.unknownRules));
        return fit;
    }
    const sokoban::PlayRules setting =
        game.trainPush() ? sokoban::PlayRules::TrainPush : sokoban::PlayRules::Standard;
    fit.rules = rules ? *rules : marked.rules.value_or(setting);
    const auto parsed =
        sokoban::parseLurdSteps(QString::fromStdString(marked.moves).trimmed().toStdString());
    if (const auto *error = std::get_if<sokoban::LurdError>(&parsed)) {
        fit.problem = translated(QT_TRANSLATE_NOOP("SokobanPaste", "Not a solution: %1"))
                          .arg(CoreTexts::lurdError(*error));
        return fit;
    }
    const sokoban::LurdSteps &steps = std::get<sokoban::LurdSteps>(parsed);
    if (steps.size() == 0) {
        fit.problem = translated(QT_TRANSLATE_NOOP("SokobanPaste", "The solution holds no move."));
        return fit;
    }
    sokoban::Game start = game;
    start.restart();
    start.setTrainPush(fit.rules == sokoban::PlayRules::TrainPush);
    sokoban::SolutionReplay replay =
        sokoban::replaySolution(start, steps, sokoban::LurdCase::Directions, true);
    if (!replay.complete) {
        fit.problem =
            translated(QT_TRANSLATE_NOOP("SokobanPaste",
                                         "The solution does not fit this level at move %1."))
                .arg(replay.failedStep);
        return fit;
    }
    fit.steps = std::move(replay.canonical);
    fit.solves = replay.solved;
    return fit;
}

SolutionFit bestPublishedSolution(const sokoban::Game &game, const QStringList &solutions)
{
    SolutionFit best;
    bool haveFitting = false;
    for (int i = 0; i < solutions.size(); ++i) {
        SolutionFit fit = fitSolution(game, solutions[i]);
        if (fit.solves)
            return fit;
        if (fit.problem.isEmpty() && !haveFitting) {
            best = std::move(fit);
            haveFitting = true;
        } else if (i == 0) {
            best = std::move(fit);
        }
    }
    if (solutions.isEmpty())
        best.problem =
            translated(QT_TRANSLATE_NOOP("SokobanPaste", "This level has no published solution."));
    return best;
}

} // namespace tessera
