// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "StartupOptions.h"

#include <QJSEngine>

namespace tessera {

StartupOptions::StartupOptions(QObject *parent) : QObject(parent) {}

void StartupOptions::setGame(const QString &game)
{
    if (game == m_game)
        return;
    m_game = game;
    emit gameChanged();
}

void StartupOptions::setLevelFile(const QString &path)
{
    if (path == m_levelFile)
        return;
    m_levelFile = path;
    emit levelFileChanged();
}

void StartupOptions::setEditor(bool editor)
{
    if (editor == m_editor)
        return;
    m_editor = editor;
    emit editorChanged();
}

void StartupOptions::provide(StartupOptions *instance)
{
    s_provided = instance;
}

StartupOptions *StartupOptions::create(QQmlEngine *, QJSEngine *)
{
    if (s_provided) {
        // main() owns it: the engine must not delete it.
        QJSEngine::setObjectOwnership(s_provided, QJSEngine::CppOwnership);
        return s_provided;
    }
    return new StartupOptions(nullptr); // owned by the engine
}

} // namespace tessera
