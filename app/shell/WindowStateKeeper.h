// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>
#include <QPointer>
#include <QRect>
#include <QVariantMap>

class QWindow;

namespace tessera {

class AppSettings;

// Restores the main window's size, position and maximised state from AppSettings and saves
// them back. The geometry to restore is checked against the screens present now: a window saved
// on a monitor that is gone comes back centred on the primary screen, shrunk to fit.
//
// Use: pass initialProperties() to QQmlApplicationEngine::setInitialProperties() before loading
// Main.qml (so the window is created in place, without a visible jump), then track() the window;
// the state is saved when track()'s window closes or the app quits.
class WindowStateKeeper : public QObject
{
    Q_OBJECT

public:
    static constexpr int defaultWidth = 1024;
    static constexpr int defaultHeight = 720;

    explicit WindowStateKeeper(AppSettings &settings, QObject *parent = nullptr);

    // x, y, width, height and visibility for the ApplicationWindow.
    QVariantMap initialProperties() const;
    // The normal geometry to open with, fitted to `screens` (empty: no saved position, so the
    // window manager places a default-sized window). Public for the tests.
    static QRect fittedGeometry(const QRect &saved, const QList<QRect> &availableScreens,
                                const QRect &primaryAvailable);

    void track(QWindow *window);
    void save();

private:
    void rememberNormalGeometry();

    AppSettings &m_settings;
    QPointer<QWindow> m_window;
    QRect m_normalGeometry;
};

} // namespace tessera
