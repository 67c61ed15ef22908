// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QFont>
#include <QObject>
#include <QPointer>
#include <QQmlEngine>
#include <QString>
#include <QTranslator>
#include <memory>
#include <optional>

namespace tessera {

// The language the app speaks: Tessera's own messages (the .qm files built from
// resources/translations, embedded at :/i18n/) and Qt's (its dialogs' buttons, from the system's
// Qt translations). apply() switches at once: the old translators go, the new ones are installed
// and the QML engine re-evaluates every qsTr, so no restart is needed. In Chinese it also adds
// the CJK font fallback (useFontForEveryScript), and takes it away again in another language:
// an English start reads no CJK font.
class AppTranslations : public QObject
{
    Q_OBJECT

public:
    explicit AppTranslations(QObject *parent = nullptr);
    ~AppTranslations() override;

    // Re-translates this engine's bindings on every switch (none: C++ tr() only).
    void setEngine(QQmlEngine *engine) { m_engine = engine; }

    // `choice` is AppSettings::language(): "system" (the first of the locale's languages that
    // Tessera has, else English) or a code of AppSettings::languageCodes().
    void apply(const QString &choice);

    // Whether the language's text needs the CJK font fallback.
    [[nodiscard]] static bool needsCjkFont(const QString &code);

    // The code in use: "en" when no translation is installed.
    QString current() const { return m_current; }

    // The code "system" stands for on this machine.
    static QString systemChoice();

    // The application font for every language: the system's own (Latin) family first, Noto
    // Sans CJK SC (fonts-noto-cjk) only for the characters it lacks (Chinese). Latin text and
    // its quotes keep the Latin face in Chinese too. Call once, before the window is made.
    static void useFontForEveryScript();
    // The CJK family the font falls back to.
    static QString cjkFamily();
    // The built-in cut of it with only the characters of Tessera's own Chinese text
    // (scripts/subset-cjk-font.py): put before cjkFamily(), it draws the screens' Chinese from
    // about 300 KB of glyphs; the system's whole family is read only for other characters.
    static QString screensCjkFamily();
    // Adds the built-in cut to the font database, once; false if the build has none.
    static bool addScreensCjkFont();
    // The Latin face to put first, given the family the system resolves by default: that one
    // unless it covers Chinese (fontconfig resolves "Sans Serif" to Noto Sans CJK under a
    // Chinese locale), else the first installed of DejaVu Sans, Noto Sans, Liberation Sans.
    static QString latinFamily(const QString &resolved);

private:
    void removeTranslators();
    void applyFont(const QString &code);

    QPointer<QQmlEngine> m_engine;
    std::unique_ptr<QTranslator> m_own;
    std::unique_ptr<QTranslator> m_qt;
    QString m_current = QStringLiteral("en");
    // The application font before the CJK fallback was added, while it is.
    std::optional<QFont> m_fontWithoutCjk;
};

} // namespace tessera
