// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// What one step costs the Sokoban session when the line of moves is long (a pasted solution
// of hundreds of thousands of moves played to its end): the step itself, and the resume line
// (LURD, grouped) that is now built only when the resume throttle fires, not after each step.
// Prints the median of several runs.

#include "LevelLibrary.h"
#include "ResumeState.h"
#include "SokobanSession.h"
#include "sokoban/Lurd.h"

#include <QCoreApplication>
#include <QTemporaryDir>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

using namespace tessera;

namespace {

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

double msSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
        .count();
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    constexpr int historyMoves = 400000;
    constexpr int stepsPerRun = 200;
    constexpr int runs = 5;

    QTemporaryDir dir;
    LevelLibrary library(dir.filePath(QStringLiteral("my.xsb")),
                         dir.filePath(QStringLiteral("recent.json")));
    ResumeState resume(dir.filePath(QStringLiteral("session.json")));
    SokobanSession session;
    session.setLibrary(&library);
    session.setResumeState(&resume);
    // A long corridor: the player walks to and fro, so the line grows without end.
    const QString corridor = QStringLiteral("##########\n#@      .#\n#$       #\n##########\n");
    if (!session.openPastedText(corridor))
        return 1;
    std::vector<Direction> history;
    history.reserve(historyMoves);
    for (int i = 0; i < historyMoves; ++i)
        history.push_back(i % 12 < 6 ? Direction::Right : Direction::Left);
    session.play()->playAtOnce(history);
    std::printf("history: %d moves\n", session.moves());

    std::vector<double> perStep;
    std::vector<double> perLine;
    for (int run = 0; run < runs; ++run) {
        auto start = std::chrono::steady_clock::now();
        for (int i = 0; i < stepsPerRun; ++i)
            session.move(i % 2 ? QmlDirection::Left : QmlDirection::Right);
        perStep.push_back(msSince(start) / stepsPerRun);
        // What each step cost before: the whole line, written grouped.
        start = std::chrono::steady_clock::now();
        const std::string line =
            sokoban::writeLurd(session.game()->lurd(), sokoban::LurdForm::Grouped);
        perLine.push_back(msSince(start));
        if (line.empty())
            return 1;
    }
    std::printf("steps played: %d\n", session.moves() - historyMoves);
    std::printf("one step now (line built on the throttle): %.4f ms median\n", median(perStep));
    std::printf("building the resume line once (each step before): %.3f ms median\n",
                median(perLine));
    return 0;
}
