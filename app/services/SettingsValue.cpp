// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SettingsValue.h"

#include "LogCategories.h"

#include <QDebug>
#include <QSettings>

namespace tessera::SettingsValue {

std::optional<bool> toBool(const QVariant &value)
{
    if (value.typeId() == QMetaType::Bool)
        return value.toBool();
    const QString text = value.toString().trimmed().toLower();
    if (text == QLatin1String("true") || text == QLatin1String("1"))
        return true;
    if (text == QLatin1String("false") || text == QLatin1String("0"))
        return false;
    return std::nullopt;
}

std::optional<int> toInt(const QVariant &value, int min, int max)
{
    bool ok = false;
    const qlonglong number = value.toString().trimmed().toLongLong(&ok);
    if (!ok || number < min || number > max)
        return std::nullopt;
    return static_cast<int>(number);
}

std::optional<QString> toChoice(const QVariant &value, const QStringList &allowed)
{
    const QString text = value.toString().trimmed();
    if (allowed.contains(text))
        return text;
    return std::nullopt;
}

void discardInvalid(QSettings &settings, const QString &key, const QVariant &value,
                    const QString &fallback)
{
    // An INI value with a comma reads back as a list: show it as the user wrote it.
    const QString shown = value.typeId() == QMetaType::QStringList
                              ? value.toStringList().join(QLatin1String(", "))
                              : value.toString();
    qCWarning(lcSettings).noquote()
        << QStringLiteral("Settings: ignoring invalid value \"%1\" for \"%2\" in "
                          "%3; using %4 instead")
               .arg(shown, key, settings.fileName(), fallback);
    settings.remove(key);
}

bool readBool(QSettings &settings, const QString &key, bool fallback)
{
    if (!settings.contains(key))
        return fallback;
    const QVariant stored = settings.value(key);
    if (const auto value = toBool(stored))
        return *value;
    discardInvalid(settings, key, stored,
                   fallback ? QStringLiteral("true") : QStringLiteral("false"));
    return fallback;
}

int readInt(QSettings &settings, const QString &key, int min, int max, int fallback)
{
    if (!settings.contains(key))
        return fallback;
    const QVariant stored = settings.value(key);
    if (const auto value = toInt(stored, min, max))
        return *value;
    discardInvalid(settings, key, stored, QString::number(fallback));
    return fallback;
}

} // namespace tessera::SettingsValue
