// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "TutorialLessons.h"

#include <QCoreApplication>

namespace tessera {

namespace {

struct Lesson
{
    const char *title;
    const char *text;
};

// The bundled tutorial.xsb's titles and Comment: lines, word for word (a test compares them):
// the file keeps the levels, this table makes their words translatable.
constexpr Lesson lessons[] = {
    {QT_TRANSLATE_NOOP("TutorialLessons", "Walking"),
     QT_TRANSLATE_NOOP(
         "TutorialLessons",
         "Walk with the arrow keys or W A S D, or click a floor square to walk straight there. "
         "Follow the corridor to the box and push it onto the goal.")},
    {QT_TRANSLATE_NOOP("TutorialLessons", "Pushing"),
     QT_TRANSLATE_NOOP("TutorialLessons",
                       "Walk into a box to push it. You can push only one box at a time and never "
                       "pull, so step round to the side you want to push from.")},
    {QT_TRANSLATE_NOOP("TutorialLessons", "Goals"),
     QT_TRANSLATE_NOOP("TutorialLessons",
                       "The level is solved when every box stands on a goal. Any box may go on any "
                       "goal, and a box on a goal changes colour.")},
    {QT_TRANSLATE_NOOP("TutorialLessons", "Corners"),
     QT_TRANSLATE_NOOP("TutorialLessons",
                       "A box pushed into a corner can never move again: unless that corner is a "
                       "goal, the level can no longer be solved. Look before each push.")},
    {QT_TRANSLATE_NOOP("TutorialLessons", "Along the walls"),
     QT_TRANSLATE_NOOP(
         "TutorialLessons",
         "A box against a wall can only slide along it, since nothing can pull it away. Slide each "
         "box to the goal on its own wall, not into the far corner.")},
    {QT_TRANSLATE_NOOP("TutorialLessons", "Undo"),
     QT_TRANSLATE_NOOP("TutorialLessons",
                       "The nearest goal is not always the right one, and a box that looks "
                       "finished can block another. Made a wrong push? Ctrl+Z, Backspace or a "
                       "right click undoes a move, Ctrl+Y redoes it and R restarts the level.")},
    {QT_TRANSLATE_NOOP("TutorialLessons", "Putting it together"),
     QT_TRANSLATE_NOOP("TutorialLessons",
                       "Everything at once: keep the boxes out of the corners, choose the order, "
                       "and undo when you get stuck. Which goal has to be filled first?")},
};

} // namespace

QStringList TutorialLessons::sourceTexts()
{
    QStringList out;
    for (const Lesson &lesson : lessons)
        out << QString::fromUtf8(lesson.title) << QString::fromUtf8(lesson.text);
    return out;
}

} // namespace tessera
