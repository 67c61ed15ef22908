// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringList>
#include <QtGlobal>

namespace tessera::testing {

// What a screen reader's desktop gives an app, the test's own: an X server (Xvfb on a free
// display), a D-Bus session bus (dbus-daemon --session --fork) and the AT-SPI bus on it
// (at-spi-bus-launcher, which starts the a11y bus and at-spi2-registryd). start() sets
// DISPLAY, DBUS_SESSION_BUS_ADDRESS, QT_QPA_PLATFORM=xcb and QT_LINUX_ACCESSIBILITY_ALWAYS_ON
// for this process and its children: call it before the QGuiApplication is made (initMain).
// Everything started is stopped when this object goes.
class PrivateAccessibilityBus
{
public:
    PrivateAccessibilityBus() = default;
    ~PrivateAccessibilityBus();
    PrivateAccessibilityBus(const PrivateAccessibilityBus &) = delete;
    PrivateAccessibilityBus &operator=(const PrivateAccessibilityBus &) = delete;

    // The programs that are not installed (empty: all are).
    static QStringList missing();
    // False, with error() saying why, when a part did not start.
    [[nodiscard]] bool start();
    QString error() const { return m_error; }
    QString display() const { return m_display; }

private:
    void stopAll();

    QString m_error;
    QString m_display;
    qint64 m_xvfb = 0;
    qint64 m_dbus = 0;
    qint64 m_launcher = 0;
};

} // namespace tessera::testing
