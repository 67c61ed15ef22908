// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

namespace tessera {

// QSettings guards its file with a lock file ("<file>.lock") and waits for it without a limit.
// A program killed the instant after creating that lock (kill -9, a crash, power loss) leaves it
// empty, naming no owner: Qt then takes it as abandoned only once it is 30 seconds old, and
// every settings write waits until then. This frees such a lock at once.
//
// Safe while another program holds the lock: a running owner keeps an flock on the file, and the
// lock is removed only when that flock can be taken. Waits at most about a second for a lock a
// running program holds; false when it is still held then (the write that follows will wait).
bool releaseAbandonedLock(const QString &lockedFile);

} // namespace tessera
