// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "StorageNotices.h"

#include <QJSEngine>
#include <QQmlEngine>

namespace tessera {

// Registers the app's StorageNotices (trouble with the player's files, for the notice area of
// Main.qml) as the QML singleton `StorageNotices`. One instance per process: the services'
// singletons report to it as they are made.
struct StorageNoticesSingleton
{
    Q_GADGET
    QML_FOREIGN(tessera::StorageNotices)
    QML_NAMED_ELEMENT(StorageNotices)
    QML_SINGLETON

public:
    static StorageNotices *create(QQmlEngine *, QJSEngine *)
    {
        StorageNotices *notices = StorageNotices::instance();
        QJSEngine::setObjectOwnership(notices, QJSEngine::CppOwnership);
        return notices;
    }
};

} // namespace tessera
