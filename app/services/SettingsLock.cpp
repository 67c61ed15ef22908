// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SettingsLock.h"

#include <QFileInfo>
#include <QLockFile>

namespace tessera {

namespace {
// A live owner writes its name into the lock within microseconds of creating it: a lock still
// nameless after this long is abandoned.
constexpr int nameless = 200;
// How long a lock held by a running program is waited for.
constexpr int patience = 1000;
} // namespace

bool releaseAbandonedLock(const QString &lockedFile)
{
    const QString lockPath = lockedFile + QStringLiteral(".lock");
    if (!QFileInfo::exists(lockPath))
        return true;
    QLockFile lock(lockPath);
    // Old enough to be stale by age; QLockFile still keeps a lock whose owner holds its flock.
    lock.setStaleLockTime(nameless);
    if (!lock.tryLock(patience))
        return false;
    lock.unlock();
    return true;
}

} // namespace tessera
