// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "AppInfo.h"

#include "Version.h"

#include <QtGlobal>

namespace tessera {

AppInfo::AppInfo(QObject *parent) : QObject(parent) {}

QString AppInfo::version() const
{
    return QStringLiteral(TESSERA_VERSION);
}

QString AppInfo::qtVersion() const
{
    return QString::fromLatin1(qVersion());
}

} // namespace tessera
