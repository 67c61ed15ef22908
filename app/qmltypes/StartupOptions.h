// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <QtQml/qqmlregistration.h>

class QQmlEngine;
class QJSEngine;

namespace tessera {

// What the command line asked the app to open, for QML: Main.qml reads it once when the window
// is created and opens that game, handing `levelFile` to the Sokoban screen.
// main() provides the instance before loading Main.qml; without one (the Quick Tests) each
// engine gets an empty instance the test may fill in before creating the window.
class StartupOptions : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // A game id ("sokoban", "2048", "fifteen") or empty: then the last screen is reopened.
    Q_PROPERTY(QString game READ game WRITE setGame NOTIFY gameChanged)
    // Absolute path of a level file to open in Sokoban at its first level, or empty.
    Q_PROPERTY(QString levelFile READ levelFile WRITE setLevelFile NOTIFY levelFileChanged)
    // `tessera --edit [FILE]`: open the level editor (on levelFile when it is set).
    Q_PROPERTY(bool editor READ editor WRITE setEditor NOTIFY editorChanged)

public:
    // No default argument on purpose: a default-constructible type would make QML construct
    // its own instance and ignore create(), and with it the instance main() provides.
    explicit StartupOptions(QObject *parent);

    QString game() const { return m_game; }
    void setGame(const QString &game);
    QString levelFile() const { return m_levelFile; }
    void setLevelFile(const QString &path);
    bool editor() const { return m_editor; }
    void setEditor(bool editor);

    // The instance QML engines get from now on; it must outlive them.
    static void provide(StartupOptions *instance);
    static StartupOptions *create(QQmlEngine *qmlEngine, QJSEngine *jsEngine);

signals:
    void gameChanged();
    void levelFileChanged();
    void editorChanged();

private:
    QString m_game;
    QString m_levelFile;
    bool m_editor = false;
    static inline QPointer<StartupOptions> s_provided;
};

} // namespace tessera
