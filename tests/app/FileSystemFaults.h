// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// File system faults for tests, made real for root too (the CI container runs as root, whom
// permissions and a full disk's reserve do not stop).

#include <csignal>
#include <sys/resource.h>
#include <unistd.h>

namespace tessera::test {

// A file size limit makes writes fail as on a full disk, for root too (EFBIG), while alive.
class FullDisk
{
public:
    explicit FullDisk(rlim_t bytes)
    {
        getrlimit(RLIMIT_FSIZE, &m_old);
        m_handler = std::signal(SIGXFSZ, SIG_IGN);
        struct rlimit small = m_old;
        small.rlim_cur = bytes;
        m_ok = setrlimit(RLIMIT_FSIZE, &small) == 0;
    }
    ~FullDisk()
    {
        setrlimit(RLIMIT_FSIZE, &m_old);
        std::signal(SIGXFSZ, m_handler);
    }
    FullDisk(const FullDisk &) = delete;
    FullDisk &operator=(const FullDisk &) = delete;
    bool ok() const { return m_ok; }

private:
    struct rlimit m_old
    {};
    void (*m_handler)(int) = nullptr;
    bool m_ok = false;
};

// Permissions do not stop root: while alive, a root process runs as "nobody" (real and
// effective user, so access() checks agree), keeping root as its saved user to come back to.
class Unprivileged
{
public:
    Unprivileged()
    {
        if (getuid() == 0)
            m_switched = setresuid(nobody, nobody, 0) == 0;
    }
    ~Unprivileged()
    {
        if (m_switched)
            setresuid(0, 0, 0);
    }
    Unprivileged(const Unprivileged &) = delete;
    Unprivileged &operator=(const Unprivileged &) = delete;
    // False when the process is root still: permissions would not apply.
    bool ok() const { return getuid() != 0; }

private:
    static constexpr uid_t nobody = 65534;
    bool m_switched = false;
};

} // namespace tessera::test
