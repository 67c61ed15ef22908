// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "LanguageChangeWatch.h"

#include <QCoreApplication>
#include <QEvent>

namespace tessera {

LanguageChangeWatch::LanguageChangeWatch(std::function<void()> changed, QObject *parent)
    : QObject(parent), m_changed(std::move(changed))
{
    if (QCoreApplication *app = QCoreApplication::instance())
        app->installEventFilter(this);
}

bool LanguageChangeWatch::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance() &&
        m_changed)
        m_changed();
    return false;
}

} // namespace tessera
