// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "SettingsObject.h"

#include <QObject>
#include <QRect>
#include <QString>
#include <QStringList>
#include <optional>

namespace tessera {

// The application-wide settings: colour theme, the main window's placement, the screen
// shown last, and the sound (on or off, and its volume). Each property is read from QSettings once,
// at construction, and written back as soon as it changes. A value in the file that is malformed or
// out of range is reported on stderr and replaced by the default, so a hand-edited file can never
// break start-up.
//
// QSettings takes its file from the application's organisation and name: main() sets them
// ("Tessera", "tessera") before the first instance is made; tests enable
// QStandardPaths::setTestModeEnabled(true) first.
class AppSettings : public SettingsObject
{
    Q_OBJECT
    Q_PROPERTY(Theme theme READ theme WRITE setTheme NOTIFY themeChanged)
    Q_PROPERTY(QRect windowGeometry READ windowGeometry WRITE setWindowGeometry NOTIFY
                   windowGeometryChanged)
    Q_PROPERTY(bool windowMaximized READ windowMaximized WRITE setWindowMaximized NOTIFY
                   windowMaximizedChanged)
    Q_PROPERTY(QString lastScreen READ lastScreen WRITE setLastScreen NOTIFY lastScreenChanged)
    // "system" (the desktop's locale) or one of languageCodes(): "en", "cs", "zh_CN", "bg", "pl".
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    Q_PROPERTY(bool soundEnabled READ soundEnabled WRITE setSoundEnabled NOTIFY soundEnabledChanged)
    Q_PROPERTY(int soundVolume READ soundVolume WRITE setSoundVolume NOTIFY soundVolumeChanged)
    // Walks, slides, pops and screen changes shown as instant changes, in every game
    // (MotionPreference carries it to the games' settings).
    Q_PROPERTY(bool reduceMotion READ reduceMotion WRITE setReduceMotion NOTIFY reduceMotionChanged)
    // The size of every text, in percent of the normal size (minimumTextSize to
    // maximumTextSize): Theme scales its font sizes by it.
    Q_PROPERTY(int textSize READ textSize WRITE setTextSize NOTIFY textSizeChanged)

public:
    enum class Theme
    {
        System,
        Light,
        Dark,
        // White text on black, a yellow accent: for low vision (Theme.qml's highContrast).
        HighContrast
    };
    Q_ENUM(Theme)

    // Bounds of a window geometry worth restoring; anything outside is treated as corrupt.
    static constexpr int minimumWindowSide = 200;
    static constexpr int maximumWindowSide = 16384;
    static constexpr int maximumWindowCoordinate = 65536;
    static constexpr int defaultSoundVolume = 70;
    static constexpr int normalTextSize = 100;
    static constexpr int minimumTextSize = 100;
    static constexpr int maximumTextSize = 200;

    explicit AppSettings(QObject *parent = nullptr);

    Theme theme() const { return m_theme; }
    void setTheme(Theme theme);

    // The window's normal (not maximised) geometry; an invalid QRect when none is saved.
    QRect windowGeometry() const { return m_windowGeometry; }
    void setWindowGeometry(const QRect &geometry);

    bool windowMaximized() const { return m_windowMaximized; }
    void setWindowMaximized(bool maximized);

    // "home" or a game id from screenIds(); anything else is ignored.
    QString lastScreen() const { return m_lastScreen; }
    void setLastScreen(const QString &screen);

    // Every screen the app can reopen: "home" and the game ids ("sokoban", "2048", "fifteen").
    // The command line's --game accepts the same ids except "home".
    // The sound effects: off mutes them all (the M key); the volume is 0..100 (values outside
    // are clamped), as a slider shows it.
    bool soundEnabled() const { return m_soundEnabled; }
    void setSoundEnabled(bool enabled);
    int soundVolume() const { return m_soundVolume; }
    void setSoundVolume(int volume);
    int textSize() const { return m_textSize; }
    void setTextSize(int percent);

    bool reduceMotion() const;
    void setReduceMotion(bool reduce);

    static const QStringList &screenIds();
    static const QStringList &gameIds();

    QString language() const { return m_language; }
    void setLanguage(const QString &language);
    // Every language Tessera speaks, English first; "system" is the choice that follows the locale.
    static const QStringList &languageCodes();

    static QString themeName(Theme theme);
    [[nodiscard]] static std::optional<Theme> themeFromName(const QString &name);

signals:
    void themeChanged();
    void windowGeometryChanged();
    void windowMaximizedChanged();
    void lastScreenChanged();
    void languageChanged();
    void soundEnabledChanged();
    void soundVolumeChanged();
    void textSizeChanged();
    void reduceMotionChanged();

private:
    void load();
    [[nodiscard]] std::optional<QRect> readWindowGeometry();

    Theme m_theme = Theme::System;
    QRect m_windowGeometry;
    bool m_windowMaximized = false;
    QString m_lastScreen = QStringLiteral("home");
    QString m_language = QStringLiteral("system");
    bool m_soundEnabled = true;
    int m_soundVolume = defaultSoundVolume;
    int m_textSize = normalTextSize;
};

} // namespace tessera
