// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "AppTranslations.h"

#include "AppSettings.h"
#include "StartupPhases.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontDatabase>
#include <QFontInfo>
#include <QGuiApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QLoggingCategory>
#include <QQmlEngine>
#include <QResource>

namespace tessera {

Q_LOGGING_CATEGORY(lcLanguage, "tessera.language", QtInfoMsg)

AppTranslations::AppTranslations(QObject *parent) : QObject(parent) {}

AppTranslations::~AppTranslations()
{
    removeTranslators();
    if (m_fontWithoutCjk && qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        QGuiApplication::setFont(*m_fontWithoutCjk);
}

QString AppTranslations::systemChoice()
{
    // uiLanguages() lists the user's languages in order of preference ("cs-CZ", "zh-Hans-CN").
    for (const QString &ui : QLocale::system().uiLanguages()) {
        const QLocale locale(ui);
        for (const QString &code : AppSettings::languageCodes()) {
            if (QLocale(code).language() == locale.language())
                return code;
        }
    }
    return QStringLiteral("en");
}

QString AppTranslations::cjkFamily()
{
    return QStringLiteral("Noto Sans CJK SC");
}

QString AppTranslations::screensCjkFamily()
{
    return QStringLiteral("Tessera CJK SC");
}

bool AppTranslations::addScreensCjkFont()
{
    static const bool added = [] {
        bool any = false;
        for (const char *face :
             {":/fonts/tessera-cjk-sc-regular.otf", ":/fonts/tessera-cjk-sc-bold.otf"}) {
            const QResource resource(QString::fromLatin1(face));
            if (!resource.isValid())
                continue;
            // The font's bytes where the binary maps them: FreeType reads them in place, so
            // only the glyphs drawn cost memory (a copy would cost the whole font).
            const QByteArray data =
                resource.compressionAlgorithm() == QResource::NoCompression
                    ? QByteArray::fromRawData(reinterpret_cast<const char *>(resource.data()),
                                              static_cast<qsizetype>(resource.size()))
                    : resource.uncompressedData();
            if (QFontDatabase::addApplicationFontFromData(data) < 0)
                qCWarning(lcLanguage) << "cannot use the built-in font" << face;
            else
                any = true;
        }
        return any;
    }();
    return added;
}

void AppTranslations::useFontForEveryScript()
{
    // Not QFont::insertSubstitution(): where the default family is a generic name ("Sans
    // Serif"), the substitute became the font of every text, and Latin text in Chinese got the
    // CJK face's full-width quotes. A list of families is tried in order for each character.
    QFont font = QGuiApplication::font();
    const QString latin = latinFamily(QFontInfo(font).family());
    if (latin == cjkFamily())
        return;
    QStringList families{latin};
    if (addScreensCjkFont())
        families << screensCjkFamily();
    font.setFamilies(families << cjkFamily());
    QGuiApplication::setFont(font);
}

QString AppTranslations::latinFamily(const QString &resolved)
{
    const auto coversChinese = [](const QString &family) {
        return QFontDatabase::writingSystems(family).contains(QFontDatabase::SimplifiedChinese);
    };
    if (!coversChinese(resolved))
        return resolved;
    const QStringList families = QFontDatabase::families(QFontDatabase::Latin);
    for (const QString &candidate : {QStringLiteral("DejaVu Sans"), QStringLiteral("Noto Sans"),
                                     QStringLiteral("Liberation Sans")}) {
        if (families.contains(candidate) && !coversChinese(candidate))
            return candidate;
    }
    return resolved;
}

bool AppTranslations::needsCjkFont(const QString &code)
{
    return code.startsWith(QLatin1String("zh"));
}

void AppTranslations::applyFont(const QString &code)
{
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return; // no fonts without a GUI
    const bool cjk = needsCjkFont(code);
    if (cjk == m_fontWithoutCjk.has_value())
        return;
    StartupPhases::Scope phase("fonts");
    if (cjk) {
        m_fontWithoutCjk = QGuiApplication::font();
        useFontForEveryScript();
    } else {
        QGuiApplication::setFont(*m_fontWithoutCjk);
        m_fontWithoutCjk.reset();
    }
}

void AppTranslations::removeTranslators()
{
    for (auto *translator : {m_own.get(), m_qt.get()}) {
        if (translator)
            QCoreApplication::removeTranslator(translator);
    }
    m_own.reset();
    m_qt.reset();
}

void AppTranslations::apply(const QString &choice)
{
    QString code = choice == QLatin1String("system") ? systemChoice() : choice;
    if (!AppSettings::languageCodes().contains(code))
        code = QStringLiteral("en"); // a language Tessera lacks reads as English
    removeTranslators();
    m_current = QStringLiteral("en");
    QLocale::setDefault(QLocale(code));
    applyFont(code);
    // English too has a file: the singular and plural of every "%n" text ("1 push", "2 pushes").
    auto own = std::make_unique<QTranslator>();
    if (own->load(QStringLiteral(":/i18n/tessera_%1.qm").arg(code))) {
        QCoreApplication::installTranslator(own.get());
        m_own = std::move(own);
        m_current = code;
    }
    if (code != QLatin1String("en")) {
        // Qt's own strings (standard buttons, the file dialog), where the system has them.
        auto qt = std::make_unique<QTranslator>();
        if (qt->load(QLocale(code), QStringLiteral("qt"), QStringLiteral("_"),
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            QCoreApplication::installTranslator(qt.get());
            m_qt = std::move(qt);
        }
    }
    if (m_engine)
        m_engine->retranslate();
}

} // namespace tessera
