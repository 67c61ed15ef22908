#include "Lurd.h"

#include <vector>

namespace tessera::sokoban {

namespace {

// Deeper nesting than any real solution, shallow enough to keep the group stack small.
constexpr std::size_t maxGroupDepth = 1000;

bool isMove(char c)
{
    switch (c) {
    case 'l':
    case 'u':
    case 'r':
    case 'd':
    case 'L':
    case 'U':
    case 'R':
    case 'D':
        return true;
    default:
        return false;
    }
}

bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

std::string describe(char c)
{
    const auto u = static_cast<unsigned char>(c);
    if (u >= 0x80)
        return "a non-ASCII character";
    if (u < 0x20 || u == 0x7f) {
        static constexpr char hex[] = "0123456789abcdef";
        return std::string("byte 0x") + hex[u >> 4] + hex[u & 0xf];
    }
    return std::string("'") + c + "'";
}

LurdError error(std::size_t index, const std::string &what)
{
    return {index + 1, "character " + std::to_string(index + 1) + ": " + what};
}

const std::string tooLong =
    "the solution expands to more than " + std::to_string(maxLurdSteps) + " steps";

struct Group
{
    std::string steps;
    std::size_t count = 1;
    std::size_t open = 0; // index of its '('
};

} // namespace

std::variant<std::string, LurdError> parseLurd(std::string_view text)
{
    std::vector<Group> stack(1);
    std::size_t held = 0; // steps in all open groups: each appears at least once in the result
    std::size_t count = 0;
    bool counted = false;
    std::size_t countAt = 0;

    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (isBlank(c))
            continue;
        if (c >= '0' && c <= '9') {
            if (!counted)
                countAt = i;
            counted = true;
            count = count * 10 + static_cast<std::size_t>(c - '0');
            if (count > maxLurdSteps)
                return error(countAt, "the count is larger than " + std::to_string(maxLurdSteps));
            continue;
        }
        if (counted && count == 0)
            return error(countAt, "a count of 0 repeats nothing");
        const std::size_t times = counted ? count : 1;
        if (isMove(c)) {
            if (times > maxLurdSteps - held)
                return error(i, tooLong);
            stack.back().steps.append(times, c);
            held += times;
        } else if (c == '(') {
            if (stack.size() > maxGroupDepth)
                return error(i, "groups are nested more than " + std::to_string(maxGroupDepth) +
                                    " deep");
            stack.push_back({std::string(), times, i});
        } else if (c == ')') {
            if (counted)
                return error(countAt, "the count is not followed by a move or a group");
            if (stack.size() == 1)
                return error(i, "')' has no matching '('");
            Group group = std::move(stack.back());
            stack.pop_back();
            const std::size_t size = group.steps.size();
            // The group is held once already; its repetitions come on top.
            if (size > 0 && group.count - 1 > (maxLurdSteps - held) / size)
                return error(i, tooLong);
            held += size * (group.count - 1);
            std::string &parent = stack.back().steps;
            parent.reserve(parent.size() + size * group.count);
            for (std::size_t k = 0; k < group.count && size > 0; ++k)
                parent += group.steps;
        } else {
            return error(i,
                         describe(c) + " is not a move (l, u, r, d to walk; L, U, R, D to push)");
        }
        counted = false;
        count = 0;
    }
    if (counted)
        return error(countAt, "the count is not followed by a move or a group");
    if (stack.size() > 1)
        return error(stack.back().open, "'(' is never closed");
    return std::move(stack.front().steps);
}

std::string writeLurd(std::string_view moves, LurdForm form, std::size_t lineLength)
{
    std::string out;
    std::size_t lineStart = 0;
    auto put = [&](const std::string &token) {
        if (lineLength > 0 && out.size() > lineStart &&
            out.size() - lineStart + token.size() > lineLength) {
            out += '\n';
            lineStart = out.size();
        }
        out += token;
    };
    for (std::size_t i = 0; i < moves.size();) {
        const char c = moves[i];
        if (!isMove(c)) {
            ++i;
            continue;
        }
        std::size_t run = 1;
        if (form == LurdForm::RunLength) {
            // Letters skipped as noise do not break a run.
            std::size_t j = i + 1;
            for (; j < moves.size() && (moves[j] == c || !isMove(moves[j])); ++j)
                run += moves[j] == c ? 1 : 0;
            i = j;
        } else {
            ++i;
        }
        put(run > 1 ? std::to_string(run) + c : std::string(1, c));
    }
    return out;
}

} // namespace tessera::sokoban
