// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 the Tessera project
#include "SettingsFileCheck.h"

#include "JsonStateFile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QStringDecoder>

namespace tessera::SettingsFileCheck {

namespace {

// Texts are marked with their context where they stand (QT_TRANSLATE_NOOP), for lupdate.
QString translated(const char *text)
{
    return QCoreApplication::translate("SettingsFileCheck", text);
}

bool isControl(char c)
{
    const auto u = static_cast<unsigned char>(c);
    return (u < 0x20 && c != '\t' && c != '\n' && c != '\r') || u == 0x7f;
}

// A line QSettings' INI files hold: nothing, a comment, a [section] or key=value.
bool isIniLine(const QByteArray &line)
{
    const QByteArray text = line.trimmed();
    if (text.isEmpty() || text.startsWith(';') || text.startsWith('#'))
        return true;
    if (text.startsWith('['))
        return text.endsWith(']') && text.size() > 2;
    const qsizetype equals = text.indexOf('=');
    return equals > 0 && !text.left(equals).trimmed().isEmpty();
}

// Moves the damaged file aside; the name it went to, or nullopt when it could not be moved.
std::optional<QString> setAside(const QString &path)
{
    const QDateTime now = QDateTime::currentDateTime();
    QString aside = JsonStateFile::setAsideName(path, now);
    for (int n = 2; QFileInfo::exists(aside); ++n)
        aside = JsonStateFile::setAsideName(path, now) + QLatin1Char('-') + QString::number(n);
    if (!QFile::rename(path, aside))
        return std::nullopt;
    return aside;
}

} // namespace

std::optional<Wording> problem(const QByteArray &bytes)
{
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        if (isControl(bytes.at(i))) {
            return [i] {
                return translated(QT_TRANSLATE_NOOP("SettingsFileCheck",
                                                    "it holds binary data, not text (byte %1)"))
                    .arg(i);
            };
        }
    }
    QStringDecoder utf8(QStringDecoder::Utf8);
    [[maybe_unused]] const QString decoded = utf8(bytes);
    if (utf8.hasError())
        return [] { return translated(QT_TRANSLATE_NOOP("SettingsFileCheck", "it is not text")); };
    const QList<QByteArray> lines = bytes.split('\n');
    bool continued = false; // the line before ended in a backslash: this one goes on with it
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QByteArray line = lines.at(i).trimmed();
        if (!continued && !isIniLine(line)) {
            return [i] {
                return translated(QT_TRANSLATE_NOOP("SettingsFileCheck",
                                                    "line %1 is not a setting (key=value)"))
                    .arg(i + 1);
            };
        }
        continued = line.endsWith('\\');
    }
    return std::nullopt;
}

QString defaultPath()
{
    // As QSettings names the native user-scope file on Linux and the other Unix systems.
    QString organization = QCoreApplication::organizationName();
    if (organization.isEmpty())
        organization = QStringLiteral("Unknown Organization");
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) +
           QLatin1Char('/') + organization + QLatin1Char('/') +
           QCoreApplication::applicationName() + QStringLiteral(".conf");
}

std::optional<Wording> setAsideIfDamaged(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists() && !info.isSymLink())
        return std::nullopt;
    std::optional<Wording> why;
    if (!info.isFile()) {
        why = [] {
            return translated(QT_TRANSLATE_NOOP("SettingsFileCheck", "it is not a regular file"));
        };
    } else if (info.size() > largestPlausibleSize) {
        why = [size = info.size()] {
            return translated(QT_TRANSLATE_NOOP("SettingsFileCheck",
                                                "it is %L1 bytes long, where settings take a few "
                                                "thousand"))
                .arg(size);
        };
    } else {
        QFile file(path);
        // Unreadable: QSettings says so (AccessError) and StorageNotices tells it.
        if (!file.open(QIODevice::ReadOnly))
            return std::nullopt;
        why = problem(file.readAll());
        if (!why && QSettings(path, QSettings::IniFormat).status() == QSettings::FormatError)
            why = [] {
                return translated(QT_TRANSLATE_NOOP("SettingsFileCheck", "Qt cannot read it"));
            };
    }
    if (!why)
        return std::nullopt;

    const QString shown = QDir::toNativeSeparators(path);
    if (const auto aside = setAside(path)) {
        return [shown, why = *why, aside = QDir::toNativeSeparators(*aside)] {
            return translated(QT_TRANSLATE_NOOP("SettingsFileCheck",
                                                "Your settings file %1 is damaged (%2). It was "
                                                "kept as %3 and Tessera started with the default "
                                                "settings."))
                .arg(shown, worded(why), aside);
        };
    }
    return [shown, why = *why] {
        return translated(QT_TRANSLATE_NOOP("SettingsFileCheck",
                                            "Your settings file %1 is damaged (%2) and could not "
                                            "be set aside; Tessera may not keep your settings."))
            .arg(shown, worded(why));
    };
}

} // namespace tessera::SettingsFileCheck
