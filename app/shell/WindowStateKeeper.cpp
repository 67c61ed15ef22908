// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "WindowStateKeeper.h"

#include "AppSettings.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QScreen>
#include <QWindow>

namespace tessera {

WindowStateKeeper::WindowStateKeeper(AppSettings &settings, QObject *parent)
    : QObject(parent), m_settings(settings)
{}

QRect WindowStateKeeper::fittedGeometry(const QRect &saved, const QList<QRect> &availableScreens,
                                        const QRect &primaryAvailable)
{
    if (!saved.isValid())
        return {};
    // Restore as saved when a usable part of the title bar area is on some screen.
    constexpr int visibleMargin = 64;
    const QRect grip(saved.x(), saved.y(), saved.width(), visibleMargin);
    for (const QRect &screen : availableScreens) {
        const QRect overlap = screen.intersected(grip);
        if (overlap.width() >= visibleMargin && overlap.height() >= visibleMargin / 2)
            return saved;
    }
    if (!primaryAvailable.isValid())
        return {};
    QRect fitted(QPoint(), saved.size().boundedTo(primaryAvailable.size()));
    fitted.moveCenter(primaryAvailable.center());
    return fitted;
}

QVariantMap WindowStateKeeper::initialProperties() const
{
    QList<QRect> screens;
    const auto allScreens = QGuiApplication::screens();
    for (const QScreen *screen : allScreens)
        screens.append(screen->availableGeometry());
    const QScreen *primary = QGuiApplication::primaryScreen();
    const QRect primaryArea = primary ? primary->availableGeometry() : QRect();

    QVariantMap properties;
    const QRect geometry = fittedGeometry(m_settings.windowGeometry(), screens, primaryArea);
    if (geometry.isValid()) {
        properties.insert(QStringLiteral("x"), geometry.x());
        properties.insert(QStringLiteral("y"), geometry.y());
        properties.insert(QStringLiteral("width"), geometry.width());
        properties.insert(QStringLiteral("height"), geometry.height());
    } else {
        QSize size(defaultWidth, defaultHeight);
        if (primaryArea.isValid())
            size = size.boundedTo(primaryArea.size());
        properties.insert(QStringLiteral("width"), size.width());
        properties.insert(QStringLiteral("height"), size.height());
    }
    if (m_settings.windowMaximized())
        properties.insert(QStringLiteral("visibility"), static_cast<int>(QWindow::Maximized));
    return properties;
}

void WindowStateKeeper::track(QWindow *window)
{
    if (m_window)
        disconnect(m_window, nullptr, this, nullptr);
    m_window = window;
    if (!window)
        return;
    m_normalGeometry = window->geometry();
    // Only a normal window's geometry is worth restoring: a maximised one would come back
    // covering the screen with nothing to un-maximise to.
    for (const auto signal : {&QWindow::xChanged, &QWindow::yChanged, &QWindow::widthChanged,
                              &QWindow::heightChanged}) {
        connect(window, signal, this, &WindowStateKeeper::rememberNormalGeometry);
    }
    connect(window, &QWindow::windowStateChanged, this, &WindowStateKeeper::rememberNormalGeometry);
    connect(qApp, &QCoreApplication::aboutToQuit, this, &WindowStateKeeper::save,
            Qt::UniqueConnection);
}

void WindowStateKeeper::rememberNormalGeometry()
{
    if (m_window && m_window->windowStates() == Qt::WindowNoState && m_window->isVisible())
        m_normalGeometry = m_window->geometry();
}

void WindowStateKeeper::save()
{
    if (!m_window)
        return;
    rememberNormalGeometry();
    m_settings.setWindowMaximized(m_window->windowStates().testFlag(Qt::WindowMaximized));
    if (m_normalGeometry.isValid())
        m_settings.setWindowGeometry(m_normalGeometry);
}

} // namespace tessera
