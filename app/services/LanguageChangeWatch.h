// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>
#include <functional>

namespace tessera {

// Calls back whenever the app's language changes (a translator installed or removed: Qt then
// sends QEvent::LanguageChange to the application), so a text worded in C++ from kinds and
// numbers is worded again in the new language. Qt's QML bindings follow on their own
// (QQmlEngine::retranslate); a property holding C++ text needs this to tell QML it changed.
class LanguageChangeWatch : public QObject
{
public:
    LanguageChangeWatch(std::function<void()> changed, QObject *parent);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    std::function<void()> m_changed;
};

} // namespace tessera
