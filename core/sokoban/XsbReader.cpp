// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "XsbReader.h"

#include "WebWhitespace.h"
#include "XsbParser.h"
#include "common/RegularFile.h"
#include "common/TextDecoding.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <optional>
#include <variant>

namespace tessera::sokoban {

bool LevelCollection::readable() const
{
    return std::none_of(errors.begin(), errors.end(),
                        [](const LevelProblem &p) { return p.level == 0; });
}

std::vector<LevelProblem> LevelCollection::errorsOf(int number) const
{
    // Errors are in level order: a binary search keeps checking every level of a big, broken
    // file linear.
    const auto byLevel = [](const LevelProblem &a, const LevelProblem &b) {
        return a.level < b.level;
    };
    LevelProblem key;
    key.level = number;
    const auto [first, last] = std::equal_range(errors.begin(), errors.end(), key, byLevel);
    return std::vector<LevelProblem>(first, last);
}

LevelCollection readXsb(std::string_view text)
{
    LevelCollection result;
    if (text.size() > maxLevelFileSize) {
        LevelProblem problem;
        problem.kind = ProblemKind::FileTooLarge;
        problem.message = "the file is " + std::to_string(text.size()) + " bytes, over the " +
                          std::to_string(maxLevelFileSize / (1024 * 1024)) + " MiB limit";
        problem.args = {static_cast<long long>(text.size()),
                        static_cast<long long>(maxLevelFileSize / (1024 * 1024))};
        result.errors.push_back(std::move(problem));
        return result;
    }
    auto decoded = text::decodeText(text);
    if (const auto *binary = std::get_if<text::BinaryData>(&decoded)) {
        LevelProblem problem;
        problem.kind = ProblemKind::NotText;
        problem.line = binary->line;
        problem.message = binary->message;
        if (binary->nul) {
            problem.detail = ProblemDetail::NulByte;
        } else {
            problem.detail = ProblemDetail::ControlBytes;
            problem.args = {binary->firstByte, static_cast<long long>(binary->moreControls)};
        }
        result.errors.push_back(std::move(problem));
        return result;
    }
    const text::DecodedText &utf8 = std::get<text::DecodedText>(decoded);
    const std::optional<std::string> tidy = tidyWebWhitespace(utf8.utf8);
    result = xsb::parseXsb(tidy ? *tidy : utf8.utf8);
    result.encoding = utf8.encoding;
    return result;
}

std::optional<LevelProblem> refuseNonRegularFile(const std::string &path)
{
    const std::optional<files::NotRegularFile> notRegular = files::checkRegularFile(path);
    if (!notRegular || notRegular->kind == files::NotRegular::Missing ||
        notRegular->kind == files::NotRegular::Unreachable)
        return std::nullopt;
    LevelProblem problem;
    problem.kind = ProblemKind::Unreadable;
    switch (notRegular->kind) {
    case files::NotRegular::Folder:
        problem.detail = ProblemDetail::IsFolder;
        problem.message = "cannot read it: it is a folder";
        break;
    case files::NotRegular::LinkLoop:
        problem.detail = ProblemDetail::LinkLoop;
        problem.message = "cannot open it: it is a loop of symbolic links";
        break;
    default:
        problem.detail = ProblemDetail::NotRegularFile;
        problem.message = "cannot read it: " + files::describe(*notRegular);
        problem.args = {static_cast<long long>(notRegular->kind)};
        break;
    }
    return problem;
}

LevelCollection readXsbFile(const std::string &path)
{
    LevelCollection result;
    auto fail = [&](ProblemKind kind, std::string message, ProblemDetail detail = {},
                    std::string reason = {}) {
        LevelProblem problem;
        problem.kind = kind;
        problem.message = std::move(message);
        problem.detail = detail;
        problem.reason = std::move(reason);
        result.errors.push_back(std::move(problem));
        return result;
    };
    if (std::optional<LevelProblem> refused = refuseNonRegularFile(path)) {
        result.errors.push_back(std::move(*refused));
        return result;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        const std::string reason = std::strerror(errno);
        return fail(ProblemKind::Unreadable, "cannot open it: " + reason, ProblemDetail::CannotOpen,
                    reason);
    }
    std::string data;
    char buffer[1 << 16];
    while (in) {
        in.read(buffer, sizeof buffer);
        data.append(buffer, static_cast<std::size_t>(in.gcount()));
        if (data.size() > maxLevelFileSize)
            return fail(ProblemKind::FileTooLarge,
                        "the file is over the " + std::to_string(maxLevelFileSize / (1024 * 1024)) +
                            " MiB limit");
    }
    if (in.bad()) {
        const std::string reason = std::strerror(errno);
        return fail(ProblemKind::Unreadable, "cannot read it: " + reason, ProblemDetail::CannotRead,
                    reason);
    }
    return readXsb(data);
}

} // namespace tessera::sokoban
