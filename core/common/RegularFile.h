// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace tessera::files {

// Why a path that should name a file to read does not. Reading a FIFO blocks until a writer
// comes, and a device never ends: both are refused before they are opened.
enum class NotRegular : std::uint8_t
{
    Missing,     // nothing there (or a symbolic link to nothing)
    LinkLoop,    // a loop of symbolic links
    Folder,      // a folder
    Fifo,        // a FIFO (named pipe)
    Socket,      // a Unix socket
    Device,      // a character or block device (/dev/zero)
    Unreachable, // stat() failed otherwise: `reason` says why ("Permission denied")
};

struct NotRegularFile
{
    NotRegular kind = NotRegular::Missing;
    std::string reason; // the system's words, for Unreachable
};

// Nothing when `path` names a regular file (following symbolic links); else what it is.
[[nodiscard]] std::optional<NotRegularFile> checkRegularFile(const std::string &path);

// "a FIFO", "a device", "a socket", "a folder" (English; the app words them itself).
[[nodiscard]] const char *kindName(NotRegular kind);

// The English message, after "cannot read it: ": "it is not a regular file (a FIFO)",
// "it is a folder", "a loop of symbolic links", "no such file", or the system's reason.
[[nodiscard]] std::string describe(const NotRegularFile &notRegular);

} // namespace tessera::files
