// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SokobanVerify.h"

#include "CliSupport.h"
#include "SokobanInput.h"
#include "sokoban/Game.h"
#include "sokoban/Lurd.h"
#include "sokoban/SolutionReplay.h"
#include "sokoban/SolutionRules.h"
#include "sokoban/XsbReader.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <optional>
#include <variant>

namespace cli {

namespace {

namespace s = tessera::sokoban;

// Plays `moves` on level `number` and gives its line of output; `solved` tells the answer.
JsonLine verifyLevel(const s::LevelCollection &levels, int number, const s::LurdSteps &moves,
                     s::LurdCase letterCase, s::PlayRules rules, bool &solved)
{
    solved = false;
    JsonLine line;
    line.add(QStringLiteral("level"), number).add(QStringLiteral("solved"), false);
    const QString problems = problemText(levels, number);
    std::optional<s::Game> game;
    if (problems.isEmpty())
        game = s::Game::fromLevel(levels.levels[static_cast<std::size_t>(number - 1)].level,
                                  s::gameOptions(rules));
    if (!game) {
        return line.add(
            QStringLiteral("error"),
            QStringLiteral("invalid level: ") +
                (problems.isEmpty() ? QStringLiteral("it cannot be played") : problems));
    }
    const s::SolutionReplay replay = s::replaySolution(*game, moves, letterCase);
    // Only a line verified with train push names its rules: standard lines stay as they were.
    const auto addRules = [rules](JsonLine &l) -> JsonLine & {
        if (rules == s::PlayRules::TrainPush)
            l.add(QStringLiteral("rules"), std::string(s::playRulesName(rules)));
        return l;
    };
    if (!replay.complete)
        return addRules(line.add(QStringLiteral("error"), replay.failure()));
    solved = replay.solved;
    JsonLine result;
    result.add(QStringLiteral("level"), number)
        .add(QStringLiteral("solved"), solved)
        .add(QStringLiteral("moves"), replay.moves)
        .add(QStringLiteral("pushes"), replay.pushes);
    if (!solved)
        result.add(QStringLiteral("error"), QStringLiteral("not solved: %1 of %2 boxes on goals")
                                                .arg(replay.boxesOnGoals)
                                                .arg(replay.boxCount));
    return addRules(result);
}

// Verifies the solutions published in the file for level `number`: the first that solves it
// gives the line, else the first one's failure.
JsonLine verifyEmbedded(const s::LevelCollection &levels, int number, s::LurdCase letterCase,
                        bool trainPush, bool &solved)
{
    solved = false;
    const s::LevelEntry &entry = levels.levels[static_cast<std::size_t>(number - 1)];
    std::optional<JsonLine> first;
    for (const s::EmbeddedSolution &solution : entry.solutions) {
        const auto parsed = s::parseLurdSteps(solution.moves);
        JsonLine line;
        if (const auto *error = std::get_if<s::LurdError>(&parsed)) {
            line.add(QStringLiteral("level"), number)
                .add(QStringLiteral("solved"), false)
                .add(QStringLiteral("error"),
                     QStringLiteral("the solution at line %1 is not LURD: %2")
                         .arg(solution.line)
                         .arg(QString::fromStdString(error->message)));
        } else if (!solution.unknownRules.empty() && !trainPush) {
            line.add(QStringLiteral("level"), number)
                .add(QStringLiteral("solved"), false)
                .add(QStringLiteral("error"),
                     QStringLiteral("the solution at line %1 is for unknown rules \"%2\"")
                         .arg(solution.line)
                         .arg(QString::fromStdString(solution.unknownRules)));
        } else {
            const s::PlayRules rules = trainPush ? s::PlayRules::TrainPush
                                                 : solution.rules.value_or(s::PlayRules::Standard);
            line = verifyLevel(levels, number, std::get<s::LurdSteps>(parsed), letterCase, rules,
                               solved);
            if (solved)
                return line;
        }
        if (!first)
            first = line;
    }
    if (first)
        return *first;
    JsonLine none;
    return none.add(QStringLiteral("level"), number)
        .add(QStringLiteral("solved"), false)
        .add(QStringLiteral("error"), QStringLiteral("no solution in the file"));
}

} // namespace

QString sokobanVerifyHelp()
{
    return QStringLiteral(
        "  tessera-cli sokoban verify FILE [--level N] (--solution LURD | --solution-file F)\n"
        "                                  [--strict] [--train-push]\n"
        "  tessera-cli sokoban verify FILE --embedded [--level N] [--strict] [--train-push]\n"
        "      Plays a solution on one level of FILE and tells whether it solves it.\n"
        "        --level N            the level, counting from 1 (default 1)\n"
        "        --solution LURD      the solution: l u r d, L U R D; a count repeats the\n"
        "                             move or bracketed group after it (\"3r\", \"2(dR)\");\n"
        "                             spaces and line breaks are ignored\n"
        "        --solution-file F    read the solution from file F instead (- for standard\n"
        "                             input)\n"
        "        --embedded           verify the solutions published in FILE after each level\n"
        "                             (\"Solution\", \"Solution (moves 97, pushes 19):\" or\n"
        "                             \"Solution/Moves\" followed by LURD lines): one line per\n"
        "                             level (only level N with --level), as below; the first\n"
        "                             solution that solves a level counts, \"error\":\"no\n"
        "                             solution in the file\" for a level without one\n"
        "        --strict             a lower-case letter must walk and an upper-case one\n"
        "                             push; without it the case is a hint: each letter gives\n"
        "                             a direction and the rules tell whether it pushes (how\n"
        "                             most published solutions are read)\n"
        "        --train-push         play by the train-push variant: pushing a row of\n"
        "                             touching boxes moves the whole row. Without it a\n"
        "                             solution is played by the rules it names: a solution\n"
        "                             block as Tessera exports it (\"Solution (moves 4,\n"
        "                             pushes 3):\", the LURD, then \"Rules: train push\"), or\n"
        "                             an --embedded solution followed by that line, plays\n"
        "                             with train push; anything else by the standard rules\n"
        "      FILE may be - for standard input. Prints one line:\n"
        "      {\"level\":N,\"solved\":true,\"moves\":M,\"pushes\":P}\n"
        "      {\"level\":N,\"solved\":false,\"moves\":M,\"pushes\":P,"
        "\"error\":\"not solved: 3 of 4 boxes on goals\"}\n"
        "      {\"level\":N,\"solved\":false,\"error\":\"step 17: push blocked by a box\"}\n"
        "      {\"level\":N,\"solved\":false,\"error\":\"invalid level: no player\"}\n"
        "      {\"level\":N,\"solved\":true,\"moves\":M,\"pushes\":P,\"rules\":\"train push\"}\n"
        "        moves, pushes  what the whole solution took (only when every step could be\n"
        "                       played)\n"
        "        rules   \"train push\" when the solution was played with train push (last\n"
        "                on the line); left out for the standard rules\n"
        "        error   why not: the solution ends with boxes off goals; or step S (from 1)\n"
        "                cannot be played: \"walk into wall\", \"push blocked by a wall\",\n"
        "                \"push blocked by a box\"; with --strict also\n"
        "                \"'l' walks but a box is there\" (a lower-case letter where the move\n"
        "                would push), \"'L' pushes but there is no box there\" (an upper-case\n"
        "                letter where it would walk); or the level fails `check` (its problems\n"
        "                follow \"invalid level: \")\n"
        "      Exit code: 0 when solved (every level, with --embedded); 1 when not solved, a\n"
        "      step cannot be played or the level is invalid; 2 for bad arguments (no FILE, no\n"
        "      solution or several, --level not a number or not a level of FILE), a solution\n"
        "      that is not LURD (the character is named), a \"Rules:\" line naming rules other\n"
        "      than standard or train push, or a file that cannot be read.\n");
}

int runSokobanVerify(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption levelOption(QStringLiteral("level"),
                                         QStringLiteral("The level, from 1."), QStringLiteral("N"),
                                         QStringLiteral("1"));
    const QCommandLineOption solutionOption(QStringLiteral("solution"),
                                            QStringLiteral("The solution in LURD."),
                                            QStringLiteral("LURD"));
    const QCommandLineOption solutionFileOption(QStringLiteral("solution-file"),
                                                QStringLiteral("A file holding the solution."),
                                                QStringLiteral("F"));
    const QCommandLineOption embeddedOption(QStringLiteral("embedded"),
                                            QStringLiteral("The solutions in FILE."));
    const QCommandLineOption strictOption(QStringLiteral("strict"),
                                          QStringLiteral("Letter case must match."));
    const QCommandLineOption trainPushOption(QStringLiteral("train-push"),
                                             QStringLiteral("Play by the train-push rules."));
    parser.addOption(levelOption);
    parser.addOption(solutionOption);
    parser.addOption(solutionFileOption);
    parser.addOption(embeddedOption);
    parser.addOption(strictOption);
    parser.addOption(trainPushOption);
    QStringList files;
    int exitCode = Success;
    if (!parseArguments(parser, QStringLiteral("verify"), args, files, exitCode))
        return exitCode;
    const QString file = files.constFirst();

    if (parser.values(levelOption).size() > 1)
        return usageError(QStringLiteral("sokoban verify: --level is given more than once"));
    const std::optional<int> level =
        levelNumber(QStringLiteral("verify"), parser.value(levelOption), exitCode);
    if (!level)
        return exitCode;
    const int number = *level;
    const s::LurdCase letterCase =
        parser.isSet(strictOption) ? s::LurdCase::Strict : s::LurdCase::Directions;
    const bool embedded = parser.isSet(embeddedOption);
    if (embedded && (parser.isSet(solutionOption) || parser.isSet(solutionFileOption)))
        return usageError(QStringLiteral(
            "sokoban verify: --embedded verifies the file's own solutions: give no --solution "
            "or --solution-file with it"));

    const bool trainPush = parser.isSet(trainPushOption);
    // Expanded one step at a time while it is played: ten million steps need no more memory
    // than their run-length text.
    std::optional<s::LurdSteps> moves;
    s::PlayRules rules = trainPush ? s::PlayRules::TrainPush : s::PlayRules::Standard;
    if (!embedded) {
        const std::optional<GivenSolution> given =
            givenSolution(QStringLiteral("verify"), parser, solutionOption, solutionFileOption,
                          file, QStringLiteral(", --solution-file F or --embedded"), exitCode);
        if (!given)
            return exitCode;
        const QString &source = given->source;
        // A solution block as Tessera exports it may name its rules ("Rules: train push").
        const s::MarkedSolution marked = s::readMarkedSolution(given->text);
        if (!marked.unknownRules.empty() && !trainPush)
            return usageError(QStringLiteral("sokoban verify: %1: unknown rules \"%2\" (known: "
                                             "standard, train push)")
                                  .arg(source, QString::fromStdString(marked.unknownRules)));
        if (!trainPush && marked.rules)
            rules = *marked.rules;
        auto parsed = s::parseLurdSteps(marked.moves);
        if (const auto *error = std::get_if<s::LurdError>(&parsed)) {
            return usageError(QStringLiteral("sokoban verify: %1: %2")
                                  .arg(source, QString::fromStdString(error->message)));
        }
        moves.emplace(std::move(std::get<s::LurdSteps>(parsed)));
    }

    const std::optional<s::LevelCollection> levels =
        readLevels(QStringLiteral("verify"), file, exitCode);
    if (!levels)
        return exitCode;
    const int count = static_cast<int>(levels->levels.size());
    if (number > count)
        return levelOutOfRange(QStringLiteral("verify"), number, file, count);

    if (!embedded) {
        bool solved = false;
        printLine(verifyLevel(*levels, number, *moves, letterCase, rules, solved).toString());
        return solved ? Success : No;
    }
    const bool one = parser.isSet(levelOption);
    bool allSolved = true;
    for (int n = one ? number : 1; n <= (one ? number : count); ++n) {
        bool solved = false;
        printLine(verifyEmbedded(*levels, n, letterCase, trainPush, solved).toString());
        allSolved = allSolved && solved;
    }
    return allSolved ? Success : No;
}

} // namespace cli
