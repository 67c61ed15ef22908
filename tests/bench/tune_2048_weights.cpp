// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// Tunes the 2048 evaluation's weights by measurement: plays seeded games with the AI and keeps
// a change of one weight when the games' mean score goes up.
//
//   tune_2048_weights [--games N] [--seed S] [--depth D] [--cutoff P] [--jobs J]
//                     [--rounds R] [--start W] [--min-gain G] [--validate N]
//
// A pattern search: each round tries every weight one step up and one step down (a factor for
// the weights, an addition for the two powers), keeping the first change whose mean score over
// the N games (seeds S..S+N-1, fixed depth D, 3 by default: games of a few thousand moves in
// milliseconds) beats the best so far by more than G (0.02: 2%; 400 games at depth 3 measure
// to about 1%). A round that keeps nothing halves the power steps and takes the square root of
// the factors. Every candidate is printed as it is measured.
// The end compares the start and the best on N other seeds (--validate, from S+N), which the
// search never saw: a gain that does not show there was noise. lostPenalty is tuned too;
// scaling the five linear weights together would change no move, so the search has one degree
// of freedom more than it needs and the figures are what counts, not the numbers themselves.
// W: eight numbers separated by commas, or seven without smoothness (see WeightsText.h); by
// default the built-in weights. A weight of 0 stays 0 (its steps are factors): to tune
// smoothness, start it above 0.

#include "WeightsText.h"
#include "game2048/Game.h"
#include "game2048/ai/Autoplay.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <thread>
#include <vector>

using namespace tessera::game2048;

namespace {

[[noreturn]] void usage(const std::string &message)
{
    std::fprintf(stderr, "tune_2048_weights: %s\n", message.c_str());
    std::fprintf(stderr, "usage: tune_2048_weights [--games N] [--seed S] [--depth D] "
                         "[--cutoff P] [--jobs J] [--rounds R] [--start W] [--min-gain G] "
                         "[--validate N]\n");
    std::exit(2);
}

// The whole of `text` as a number from `low` to `high`, or a usage error naming the option.
double number(const std::string &option, const std::string &text, double low, double high)
{
    char *end = nullptr;
    const double value = std::strtod(text.c_str(), &end);
    if (text.empty() || *end != '\0' || !(value >= low && value <= high)) {
        char range[64];
        std::snprintf(range, sizeof range, "%g to %g", low, high);
        usage(option + " takes a number from " + range + ", not \"" + text + "\"");
    }
    return value;
}

int whole(const std::string &option, const std::string &text, int low, int high)
{
    const double value = number(option, text, low, high);
    if (value != static_cast<int>(value))
        usage(option + " takes a whole number, not \"" + text + "\"");
    return static_cast<int>(value);
}

struct Settings
{
    int games = 400;
    std::uint64_t seed = 1;
    AiOptions ai{3};
    int jobs = 1;
};

struct Measure
{
    double meanScore = 0;
    std::array<int, 4> reached{}; // 2048, 4096, 8192, 16384
};

[[nodiscard]] Measure play(const Settings &settings, std::uint64_t firstSeed,
                           const EvaluationWeights &weights)
{
    std::vector<std::int64_t> scores(static_cast<std::size_t>(settings.games));
    std::vector<int> highest(static_cast<std::size_t>(settings.games));
    std::atomic<int> next{0};
    const auto worker = [&] {
        AutoplayOptions options;
        options.ai = settings.ai;
        options.ai.weights = weights;
        for (int i = next++; i < settings.games; i = next++) {
            Game game = *Game::create(4, 4, firstSeed + static_cast<std::uint64_t>(i));
            autoplay(game, options);
            scores[static_cast<std::size_t>(i)] = game.score();
            highest[static_cast<std::size_t>(i)] = game.board().highestExponent();
        }
    };
    std::vector<std::thread> threads;
    for (int j = 0; j < settings.jobs; ++j)
        threads.emplace_back(worker);
    for (std::thread &t : threads)
        t.join();

    Measure m;
    for (std::size_t i = 0; i < scores.size(); ++i) {
        m.meanScore += static_cast<double>(scores[i]) / settings.games;
        for (int k = 0; k < 4; ++k)
            m.reached[static_cast<std::size_t>(k)] += highest[i] >= 11 + k;
    }
    return m;
}

void print(const char *label, const EvaluationWeights &w, const Measure &m, int games)
{
    std::printf("%-10s %-44s mean score %8.0f  2048 %3.0f%%  4096 %3.0f%%  8192 %3.0f%%  "
                "16384 %3.0f%%\n",
                label, formatWeights(w).c_str(), m.meanScore, 100.0 * m.reached[0] / games,
                100.0 * m.reached[1] / games, 100.0 * m.reached[2] / games,
                100.0 * m.reached[3] / games);
    std::fflush(stdout);
}

} // namespace

int main(int argc, char **argv)
{
    Settings settings;
    int rounds = 6;
    double minGain = 0.02;
    int validate = -1;
    EvaluationWeights start;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (i + 1 >= argc)
            usage("missing value after " + arg);
        const std::string value = argv[++i];
        if (arg == "--games")
            settings.games = whole(arg, value, 1, 1'000'000);
        else if (arg == "--seed")
            settings.seed = static_cast<std::uint64_t>(whole(arg, value, 0, 1'000'000'000));
        else if (arg == "--depth")
            settings.ai.depth = whole(arg, value, 1, maxSearchDepth);
        else if (arg == "--cutoff")
            settings.ai.probabilityCutoff = number(arg, value, 0.0, 1.0);
        else if (arg == "--jobs")
            settings.jobs = whole(arg, value, 1, 64);
        else if (arg == "--rounds")
            rounds = whole(arg, value, 0, 1000);
        else if (arg == "--min-gain")
            minGain = number(arg, value, 0.0, 10.0);
        else if (arg == "--validate")
            validate = whole(arg, value, 0, 1'000'000);
        else if (arg == "--start") {
            const std::optional<EvaluationWeights> w = parseWeights(value);
            if (!w)
                usage("--start takes seven or eight numbers separated by commas");
            start = *w;
        } else
            usage("unknown option " + arg);
    }
    if (validate < 0) // not given
        validate = settings.games;

    std::printf("tuning on %d games (seeds %llu..%llu), depth %d, cutoff %g, %d at once\n",
                settings.games, static_cast<unsigned long long>(settings.seed),
                static_cast<unsigned long long>(settings.seed + settings.games - 1),
                settings.ai.depth, settings.ai.probabilityCutoff, settings.jobs);
    EvaluationWeights best = start;
    Measure bestMeasure = play(settings, settings.seed, best);
    print("start", best, bestMeasure, settings.games);

    // A step per weight: a factor for the weights, an addition for the powers.
    std::array<double, 8> steps = {1.5, 0.5, 1.5, 0.5, 1.5, 1.5, 1.5, 1.5};
    const std::array<bool, 8> additive = {false, true, false, true, false, false, false, false};
    for (int round = 1; round <= rounds; ++round) {
        bool kept = false;
        for (std::size_t f = 0; f < steps.size(); ++f) {
            for (const int sign : {+1, -1}) {
                EvaluationWeights candidate = best;
                double &value = *weightFields(candidate)[f];
                value = additive[f] ? value + sign * steps[f]
                                    : value * std::pow(steps[f], static_cast<double>(sign));
                if (additive[f] ? !powerAllowed(value) : value < 0.0)
                    continue;
                if (candidate == best) // a weight of 0 scaled: nothing to measure
                    continue;
                const Measure m = play(settings, settings.seed, candidate);
                const bool better = m.meanScore > bestMeasure.meanScore * (1 + minGain);
                print(better ? "kept" : "tried", candidate, m, settings.games);
                if (better) {
                    best = candidate;
                    bestMeasure = m;
                    kept = true;
                    break;
                }
            }
        }
        std::printf("round %d: best %s, mean score %.0f\n", round, formatWeights(best).c_str(),
                    bestMeasure.meanScore);
        if (!kept) {
            for (std::size_t f = 0; f < steps.size(); ++f)
                steps[f] = additive[f] ? steps[f] / 2 : std::sqrt(steps[f]);
        }
    }

    if (validate > 0) {
        Settings other = settings;
        other.games = validate;
        const std::uint64_t seed = settings.seed + static_cast<std::uint64_t>(settings.games);
        std::printf("validation on %d other games (seeds %llu..%llu)\n", validate,
                    static_cast<unsigned long long>(seed),
                    static_cast<unsigned long long>(seed + validate - 1));
        print("start", start, play(other, seed, start), validate);
        print("best", best, play(other, seed, best), validate);
    }
    return 0;
}
