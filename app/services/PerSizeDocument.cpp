// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "PerSizeDocument.h"

#include "LogCategories.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QVariant>
#include <QtDebug>
#include <utility>

namespace tessera::PerSizeDocument {

namespace {
const QString formatKey = QStringLiteral("format");
const QString versionKey = QStringLiteral("version");
const QString sizesKey = QStringLiteral("sizes");

// Texts are marked with their context where they stand (QT_TRANSLATE_NOOP), for lupdate.
QString translated(const char *text)
{
    return QCoreApplication::translate("PerSizeDocument", text);
}
} // namespace

bool isSizeKey(const QString &key)
{
    static const QRegularExpression pattern(QStringLiteral("^([2-8])x([2-8])$"));
    return pattern.match(key).hasMatch();
}

std::optional<qint64> wholeNumber(const QJsonValue &value, double min, double max)
{
    if (!value.isDouble())
        return std::nullopt;
    const double d = value.toDouble();
    if (!(d >= min && d <= max) || static_cast<double>(static_cast<qint64>(d)) != d)
        return std::nullopt;
    return static_cast<qint64>(d);
}

JsonStateFile::ShapeCheck shapeCheck(const Format &format, EntryCheck entry)
{
    return [format, entry = std::move(entry)](const QJsonObject &root) -> std::optional<QString> {
        if (root.value(formatKey).toString() != format.name)
            return worded(format.notThisFormat);
        if (root.value(versionKey).toInt(-1) != format.version)
            return translated(QT_TRANSLATE_NOOP("PerSizeDocument",
                                                "version %1 is not one this Tessera reads"))
                .arg(root.value(versionKey).toVariant().toString());
        const QJsonValue sizes = root.value(sizesKey);
        if (!sizes.isObject())
            return translated(QT_TRANSLATE_NOOP("PerSizeDocument", "\"sizes\" is not an object"));
        const QJsonObject entries = sizes.toObject();
        for (auto it = entries.begin(); it != entries.end(); ++it) {
            if (!isSizeKey(it.key()))
                return translated(QT_TRANSLATE_NOOP("PerSizeDocument",
                                                    "\"%1\" is not a board size such as \"4x4\""))
                    .arg(it.key());
            if (const auto problem = entry(it.key(), it.value()))
                return problem;
        }
        return std::nullopt;
    };
}

QJsonObject sizes(const QJsonObject &document)
{
    return document.value(sizesKey).toObject();
}

QJsonObject document(const Format &format, const QJsonObject &sizes)
{
    return QJsonObject{{formatKey, format.name}, {versionKey, format.version}, {sizesKey, sizes}};
}

File::File(JsonStateFile file, Format format) : m_file(std::move(file)), m_format(std::move(format))
{}

QJsonObject File::load(const Wording &what, EntryCheck entry)
{
    const JsonStateFile::LoadResult loaded =
        m_file.load(what, shapeCheck(m_format, std::move(entry)));
    m_loadError = loaded.error;
    m_writable = loaded.writable;
    if (m_loadError)
        qCWarning(lcStorage).noquote() << m_loadError();
    return sizes(loaded.object);
}

std::optional<QJsonObject> File::reread(const Wording &what, EntryCheck entry)
{
    const JsonStateFile::LoadResult loaded =
        m_file.load(what, shapeCheck(m_format, std::move(entry)));
    if (!loaded.writable) {
        m_writable = false;
        m_loadError = loaded.error;
        return std::nullopt;
    }
    return sizes(loaded.object);
}

bool File::save(const QJsonObject &sizes, const Wording &notSaved)
{
    if (!m_writable) {
        m_lastSaveError = [notSaved, loadError = m_loadError] {
            return worded(notSaved).arg(worded(loadError));
        };
        return false;
    }
    if (const auto error = m_file.save(document(m_format, sizes))) {
        m_lastSaveError = *error;
        qCWarning(lcStorage).noquote() << worded(*error);
        return false;
    }
    m_lastSaveError = nullptr;
    return true;
}

} // namespace tessera::PerSizeDocument
