// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "RegularFile.h"

#include <cerrno>
#include <cstring>
#include <sys/stat.h>

namespace tessera::files {

std::optional<NotRegularFile> checkRegularFile(const std::string &path)
{
    struct stat st = {};
    if (stat(path.c_str(), &st) != 0) {
        const int error = errno;
        if (error == ELOOP)
            return NotRegularFile{NotRegular::LinkLoop, {}};
        if (error == ENOENT || error == ENOTDIR)
            return NotRegularFile{NotRegular::Missing, {}};
        return NotRegularFile{NotRegular::Unreachable, std::strerror(error)};
    }
    if (S_ISREG(st.st_mode))
        return std::nullopt;
    if (S_ISDIR(st.st_mode))
        return NotRegularFile{NotRegular::Folder, {}};
    if (S_ISFIFO(st.st_mode))
        return NotRegularFile{NotRegular::Fifo, {}};
    if (S_ISSOCK(st.st_mode))
        return NotRegularFile{NotRegular::Socket, {}};
    return NotRegularFile{NotRegular::Device, {}};
}

const char *kindName(NotRegular kind)
{
    switch (kind) {
    case NotRegular::Folder:
        return "a folder";
    case NotRegular::Fifo:
        return "a FIFO";
    case NotRegular::Socket:
        return "a socket";
    case NotRegular::Device:
        return "a device";
    case NotRegular::LinkLoop:
        return "a loop of symbolic links";
    case NotRegular::Missing:
    case NotRegular::Unreachable:
        break;
    }
    return "nothing";
}

std::string describe(const NotRegularFile &notRegular)
{
    switch (notRegular.kind) {
    case NotRegular::Missing:
        return "no such file";
    case NotRegular::LinkLoop:
        return "it is a loop of symbolic links";
    case NotRegular::Folder:
        return "it is a folder";
    case NotRegular::Unreachable:
        return notRegular.reason;
    case NotRegular::Fifo:
    case NotRegular::Socket:
    case NotRegular::Device:
        break;
    }
    return std::string("it is not a regular file (") + kindName(notRegular.kind) + ")";
}

} // namespace tessera::files
