// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "RendererChoice.h"

#include <QDir>
#include <QQuickWindow>
#include <QSGRendererInterface>

namespace tessera {

bool RendererChoice::preferSoftware(const QProcessEnvironment &environment, bool hasGpuDevice)
{
    for (const char *name : {"QT_QUICK_BACKEND", "QSG_RHI_BACKEND"}) {
        if (!environment.value(QString::fromLatin1(name)).isEmpty())
            return false;
    }
    return !hasGpuDevice;
}

bool RendererChoice::hasGpuDevice()
{
    return !QDir(QStringLiteral("/dev/dri"))
                .entryList({QStringLiteral("renderD*"), QStringLiteral("card*")}, QDir::System)
                .isEmpty();
}

bool RendererChoice::apply()
{
    if (!preferSoftware(QProcessEnvironment::systemEnvironment(), hasGpuDevice()))
        return false;
    QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
    return true;
}

} // namespace tessera
