// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringList>

namespace tessera {

// The tutorial's titles and lesson texts in the player's language. tutorial.xsb keeps the levels
// and their English words (its Comment: lines); the same words are marked for translation here
// under the context "TutorialLessons", so QML shows a lesson with
// qsTranslate("TutorialLessons", session.levelComment) and follows a language switch at once.
class TutorialLessons
{
public:
    static constexpr const char *context = "TutorialLessons";

    // Every title and lesson text, in English as the file has them.
    static QStringList sourceTexts();
};

} // namespace tessera
