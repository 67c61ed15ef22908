// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "RunLength.h"

#include "PlainText.h"

#include <algorithm>
#include <vector>

namespace tessera::text {

namespace {

RunLengthResult fail(RunLengthFault fault, std::size_t at)
{
    RunLengthResult result;
    result.fault = fault;
    result.at = at;
    return result;
}

} // namespace

RunLengthResult expandRunLength(std::string_view text, const RunLengthRules &rules)
{
    auto compiled = RunLengthSequence::compile(text, rules);
    if (auto *fault = std::get_if<RunLengthResult>(&compiled))
        return std::move(*fault);
    RunLengthSequence &sequence = std::get<RunLengthSequence>(compiled);
    RunLengthResult result;
    result.expanded.reserve(sequence.size());
    while (const std::optional<char> item = sequence.next())
        result.expanded += *item;
    result.overflow = sequence.overflow();
    return result;
}

std::variant<RunLengthSequence, RunLengthResult>
RunLengthSequence::compile(std::string_view text, const RunLengthRules &rules)
{
    // The one parser of the syntax: expandRunLength() walks what it compiles.
    struct Frame
    {
        std::size_t size = 0; // items in the group so far, each counted once per repeat
        std::size_t count = 1;
        std::size_t open = 0; // index of its '(' in the text
        std::size_t op = 0;   // index of its Open op
    };
    RunLengthSequence sequence;
    std::vector<Frame> stack(1);
    std::size_t held = 0;
    std::size_t count = 0;
    bool counted = false;
    std::size_t countAt = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (rules.skipBlanks && isBlank(c))
            continue;
        if (c >= '0' && c <= '9') {
            if (!counted)
                countAt = i;
            counted = true;
            count = count * 10 + static_cast<std::size_t>(c - '0');
            if (count > rules.maxLength) {
                if (rules.tooLongIsError)
                    return fail(RunLengthFault::CountTooLarge, countAt);
                count = rules.maxLength + 1; // saturate: the expansion is cut short anyway
            }
            continue;
        }
        if (counted && count == 0 && rules.zeroCountIsError)
            return fail(RunLengthFault::ZeroCount, countAt);
        const std::size_t times = counted ? count : 1;
        if (c == '(') {
            if (static_cast<int>(stack.size()) > rules.maxDepth)
                return fail(RunLengthFault::TooDeep, i);
            stack.push_back({0, times, i, sequence.m_ops.size()});
            sequence.m_ops.push_back({Op::Open, 0, times, 0});
        } else if (c == ')') {
            if (counted)
                return fail(RunLengthFault::CountWithoutItem, countAt);
            if (stack.size() == 1)
                return fail(RunLengthFault::UnmatchedClose, i);
            const Frame group = stack.back();
            stack.pop_back();
            const std::size_t size = group.size;
            Op &open = sequence.m_ops[group.op];
            if (size > 0 && group.count == 0) {
                held -= size;
            } else if (size > 0) {
                // The group is held once already; its repetitions come on top.
                std::size_t repeats = group.count - 1;
                if (repeats > (rules.maxLength - held) / size) {
                    if (rules.tooLongIsError)
                        return fail(RunLengthFault::TooLong, i);
                    sequence.m_overflow = true;
                    repeats = (rules.maxLength - held) / size;
                    open.count = repeats + 1;
                }
                held += size * repeats;
                stack.back().size += size * (repeats + 1);
            }
            open.match = sequence.m_ops.size();
            if (size == 0)
                open.count = 0; // nothing to repeat: next() steps over it at once
            sequence.m_ops.push_back({Op::Close, 0, 0, group.op});
        } else if (rules.isItem(c)) {
            std::size_t n = times;
            if (n > rules.maxLength - held) {
                if (rules.tooLongIsError)
                    return fail(RunLengthFault::TooLong, i);
                sequence.m_overflow = true;
                n = rules.maxLength - held;
            }
            held += n;
            stack.back().size += n;
            if (n > 0)
                sequence.m_ops.push_back({Op::Item, c, n, 0});
        } else {
            return fail(RunLengthFault::BadChar, i);
        }
        counted = false;
        count = 0;
    }
    if (counted)
        return fail(RunLengthFault::CountWithoutItem, countAt);
    if (stack.size() > 1)
        return fail(RunLengthFault::NeverClosed, stack.back().open);
    sequence.m_size = stack.front().size;
    return sequence;
}

std::optional<char> RunLengthSequence::next()
{
    while (m_pc < m_ops.size()) {
        const Op &op = m_ops[m_pc];
        switch (op.kind) {
        case Op::Item:
            if (m_itemLeft == 0)
                m_itemLeft = op.count;
            if (--m_itemLeft == 0)
                ++m_pc;
            return op.item;
        case Op::Open:
            if (op.count == 0) {
                m_pc = op.match + 1;
            } else {
                m_loops.push_back({m_pc, op.count});
                ++m_pc;
            }
            break;
        case Op::Close:
            if (--m_loops.back().left > 0) {
                m_pc = m_loops.back().open + 1;
            } else {
                m_loops.pop_back();
                ++m_pc;
            }
            break;
        }
    }
    return std::nullopt;
}

void RunLengthSequence::rewind()
{
    m_pc = 0;
    m_itemLeft = 0;
    m_loops.clear();
}

} // namespace tessera::text
