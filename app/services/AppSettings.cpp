// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "AppSettings.h"

#include "MotionPreference.h"
#include "SettingsLock.h"
#include "SettingsValue.h"

#include <algorithm>
#include <iterator>

namespace tessera {

namespace {
const QString themeKey = QStringLiteral("theme");
const QString lastScreenKey = QStringLiteral("lastScreen");
const QString languageKey = QStringLiteral("language");
const QString systemLanguage = QStringLiteral("system");
const QString maximizedKey = QStringLiteral("window/maximized");
const QString xKey = QStringLiteral("window/x");
const QString yKey = QStringLiteral("window/y");
const QString widthKey = QStringLiteral("window/width");
const QString heightKey = QStringLiteral("window/height");
const QString soundEnabledKey = QStringLiteral("sound/enabled");
const QString reduceMotionKey = QStringLiteral("reduceMotion");
const QString soundVolumeKey = QStringLiteral("sound/volume");
const QString textSizeKey = QStringLiteral("textSize");
const QString homeScreen = QStringLiteral("home");
} // namespace

AppSettings::AppSettings(QObject *parent) : SettingsObject(parent)
{
    // The first settings object of a start: a lock a killed program left would stall every
    // settings write of this session until it is old enough for Qt.
    releaseAbandonedLock(m_store.fileName());
    load();
    connect(MotionPreference::instance(), &MotionPreference::reducedChanged, this,
            &AppSettings::reduceMotionChanged);
}

const QStringList &AppSettings::gameIds()
{
    static const QStringList ids{QStringLiteral("sokoban"), QStringLiteral("2048"),
                                 QStringLiteral("fifteen")};
    return ids;
}

const QStringList &AppSettings::languageCodes()
{
    static const QStringList codes{QStringLiteral("en"), QStringLiteral("cs"),
                                   QStringLiteral("zh_CN"), QStringLiteral("bg"),
                                   QStringLiteral("pl")};
    return codes;
}

const QStringList &AppSettings::screenIds()
{
    static const QStringList ids = QStringList{homeScreen} + gameIds();
    return ids;
}

QString AppSettings::themeName(Theme theme)
{
    switch (theme) {
    case Theme::Light:
        return QStringLiteral("light");
    case Theme::Dark:
        return QStringLiteral("dark");
    case Theme::HighContrast:
        return QStringLiteral("high-contrast");
    case Theme::System:
        break;
    }
    return QStringLiteral("system");
}

std::optional<AppSettings::Theme> AppSettings::themeFromName(const QString &name)
{
    for (const Theme theme : {Theme::System, Theme::Light, Theme::Dark, Theme::HighContrast}) {
        if (themeName(theme) == name)
            return theme;
    }
    return std::nullopt;
}

void AppSettings::load()
{
    if (m_store.contains(themeKey)) {
        const QVariant stored = m_store.value(themeKey);
        if (const auto theme = themeFromName(stored.toString().trimmed()))
            m_theme = *theme;
        else
            SettingsValue::discardInvalid(m_store, themeKey, stored, themeName(m_theme));
    }

    if (m_store.contains(lastScreenKey)) {
        const QVariant stored = m_store.value(lastScreenKey);
        if (const auto screen = SettingsValue::toChoice(stored, screenIds()))
            m_lastScreen = *screen;
        else
            SettingsValue::discardInvalid(m_store, lastScreenKey, stored, m_lastScreen);
    }

    if (m_store.contains(languageKey)) {
        const QVariant stored = m_store.value(languageKey);
        if (const auto language =
                SettingsValue::toChoice(stored, QStringList{systemLanguage} + languageCodes()))
            m_language = *language;
        else
            SettingsValue::discardInvalid(m_store, languageKey, stored, m_language);
    }

    m_windowMaximized = SettingsValue::readBool(m_store, maximizedKey, false);
    m_soundEnabled = SettingsValue::readBool(m_store, soundEnabledKey, true);
    m_soundVolume = SettingsValue::readInt(m_store, soundVolumeKey, 0, 100, defaultSoundVolume);
    m_textSize = SettingsValue::readInt(m_store, textSizeKey, minimumTextSize, maximumTextSize,
                                        normalTextSize);
    MotionPreference::instance()->setReduced(
        SettingsValue::readBool(m_store, reduceMotionKey, false));

    if (const auto geometry = readWindowGeometry())
        m_windowGeometry = *geometry;
}

// All four numbers or none: a half-written or out-of-range geometry is dropped as a whole, and
// the window opens at its default size.
std::optional<QRect> AppSettings::readWindowGeometry()
{
    const QString keys[4] = {xKey, yKey, widthKey, heightKey};
    const auto discardAll = [this, &keys] {
        for (const QString &key : keys)
            m_store.remove(key);
    };
    if (std::none_of(std::begin(keys), std::end(keys),
                     [this](const QString &key) { return m_store.contains(key); }))
        return std::nullopt;

    const QString fallback = QStringLiteral("the default window geometry");
    int values[4] = {};
    for (int i = 0; i < 4; ++i) {
        const bool isSide = i >= 2;
        const int min = isSide ? minimumWindowSide : -maximumWindowCoordinate;
        const int max = isSide ? maximumWindowSide : maximumWindowCoordinate;
        const QVariant stored = m_store.value(keys[i]);
        const auto number = SettingsValue::toInt(stored, min, max);
        if (!number) {
            SettingsValue::discardInvalid(m_store, keys[i], stored, fallback);
            discardAll();
            return std::nullopt;
        }
        values[i] = *number;
    }
    return QRect(values[0], values[1], values[2], values[3]);
}

void AppSettings::setTheme(Theme theme)
{
    if (theme == m_theme)
        return;
    m_theme = theme;
    m_store.setValue(themeKey, themeName(theme));
    emit themeChanged();
}

void AppSettings::setLanguage(const QString &language)
{
    if (language == m_language ||
        (language != systemLanguage && !languageCodes().contains(language)))
        return;
    m_language = language;
    m_store.setValue(languageKey, language);
    emit languageChanged();
}

void AppSettings::setWindowGeometry(const QRect &geometry)
{
    const bool acceptable =
        geometry.width() >= minimumWindowSide && geometry.width() <= maximumWindowSide &&
        geometry.height() >= minimumWindowSide && geometry.height() <= maximumWindowSide &&
        qAbs(geometry.x()) <= maximumWindowCoordinate &&
        qAbs(geometry.y()) <= maximumWindowCoordinate;
    // A geometry that could not be read back is not worth writing.
    if (!acceptable || geometry == m_windowGeometry)
        return;
    m_windowGeometry = geometry;
    m_store.setValue(xKey, geometry.x());
    m_store.setValue(yKey, geometry.y());
    m_store.setValue(widthKey, geometry.width());
    m_store.setValue(heightKey, geometry.height());
    emit windowGeometryChanged();
}

void AppSettings::setWindowMaximized(bool maximized)
{
    if (maximized == m_windowMaximized)
        return;
    m_windowMaximized = maximized;
    m_store.setValue(maximizedKey, maximized);
    emit windowMaximizedChanged();
}

void AppSettings::setLastScreen(const QString &screen)
{
    if (screen == m_lastScreen || !screenIds().contains(screen))
        return;
    m_lastScreen = screen;
    m_store.setValue(lastScreenKey, screen);
    emit lastScreenChanged();
}

void AppSettings::setSoundEnabled(bool enabled)
{
    if (enabled == m_soundEnabled)
        return;
    m_soundEnabled = enabled;
    m_store.setValue(soundEnabledKey, enabled);
    emit soundEnabledChanged();
}

bool AppSettings::reduceMotion() const
{
    return MotionPreference::instance()->reduced();
}

void AppSettings::setReduceMotion(bool reduce)
{
    if (reduce == reduceMotion())
        return;
    m_store.setValue(reduceMotionKey, reduce);
    MotionPreference::instance()->setReduced(reduce); // tells reduceMotionChanged
}

void AppSettings::setSoundVolume(int volume)
{
    volume = std::clamp(volume, 0, 100);
    if (volume == m_soundVolume)
        return;
    m_soundVolume = volume;
    m_store.setValue(soundVolumeKey, volume);
    emit soundVolumeChanged();
}

void AppSettings::setTextSize(int percent)
{
    percent = std::clamp(percent, minimumTextSize, maximumTextSize);
    if (percent == m_textSize)
        return;
    m_textSize = percent;
    m_store.setValue(textSizeKey, percent);
    emit textSizeChanged();
}

} // namespace tessera
