// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "EditorBoardModel.h"
#include "LevelLibrary.h"
#include "ResumeState.h"
#include "SokobanSession.h"
#include "sokoban/editor/LevelEditor.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace tessera {

// The level editor as its screen sees it: the level being edited (core LevelEditor: the grid
// rules and the edit history), its cells as a model (EditorBoardModel), live validation (the
// level reader's), where the level came from and goes back to when saved, and every command of
// the screen: painting, transforms, undo/redo, copy/paste, save, test-play.
//
// Where a save goes:
// - a level opened from a writable collection (My levels, an opened file) is replaced in place
//   (LevelLibrary::replaceLevel: the file's other levels stay byte for byte);
// - a level opened from a file without levels (`tessera --edit new.xsb`) is added to that file;
// - anything else (a new level, a bundled or pasted one) is added to My levels, and from then
//   on saved there in place;
// - saveAs(path) writes a new file holding only this level and edits it there from then on.
// Every save goes through the library, so the level browser shows the result at once.
// The level last opened or saved from a collection is kept in the resume state (when there
// is one), so the editor opens on it again, also after a restart (openLastEdited).
class LevelEditorSession : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(tessera::LevelLibrary *library READ library WRITE setLibrary NOTIFY libraryChanged)
    // Where the last edited level is remembered; may be null (nothing is remembered).
    Q_PROPERTY(tessera::ResumeState *resumeState READ resumeState WRITE setResumeState NOTIFY
                   libraryChanged)
    Q_PROPERTY(tessera::EditorBoardModel *board READ board CONSTANT)

    Q_PROPERTY(int columns READ columns NOTIFY levelChanged)
    Q_PROPERTY(int rows READ rows NOTIFY levelChanged)
    Q_PROPERTY(QString title READ title WRITE setTitle NOTIFY levelChanged)
    Q_PROPERTY(QString author READ author WRITE setAuthor NOTIFY levelChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY levelChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY levelChanged)
    Q_PROPERTY(bool modified READ modified NOTIFY levelChanged)
    Q_PROPERTY(int boxCount READ boxCount NOTIFY levelChanged)
    Q_PROPERTY(int goalCount READ goalCount NOTIFY levelChanged)
    // What validation says, one message a problem ("No player"...); empty when playable.
    Q_PROPERTY(QStringList problems READ problems NOTIFY levelChanged)
    Q_PROPERTY(bool playable READ playable NOTIFY levelChanged)

    // The palette tool (EditorTool order: 0 wall ... 7 erase) and the shape it paints.
    Q_PROPERTY(int tool READ tool WRITE setTool NOTIFY toolChanged)
    Q_PROPERTY(Shape shape READ shape WRITE setShape NOTIFY toolChanged)

    // Where the level lives: "My levels, level 3", "levels.xsb, level 1", "New level".
    Q_PROPERTY(QString sourceName READ sourceName NOTIFY sourceChanged)
    // What Save does, for the button's tool tip: "Save into My levels"...
    Q_PROPERTY(QString saveTarget READ saveTarget NOTIFY sourceChanged)
    Q_PROPERTY(QString collectionId READ collectionId NOTIFY sourceChanged)
    Q_PROPERTY(int levelIndex READ levelIndex NOTIFY sourceChanged)
    // The error of the last save or open that failed, empty after one that worked.
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)
    // Why Save cannot add the level where it would go (My levels that cannot be read), said
    // when the level opens rather than at Save; empty when there is nothing to say.
    Q_PROPERTY(QString saveTargetProblem READ saveTargetProblem NOTIFY sourceChanged)

public:
    enum Shape
    {
        Freehand,  // click and drag paint cell by cell
        Rectangle, // drag a filled rectangle
        Outline,   // drag a rectangle's border
    };
    Q_ENUM(Shape)

    explicit LevelEditorSession(QObject *parent = nullptr);
    ~LevelEditorSession() override;

    LevelLibrary *library() const { return m_library; }
    void setLibrary(LevelLibrary *library);
    ResumeState *resumeState() const { return m_resume; }
    void setResumeState(ResumeState *state);
    EditorBoardModel *board() const { return m_board; }
    const sokoban::LevelEditor &editor() const { return m_editor; }

    // --- Opening -------------------------------------------------------------------------

    // A new level: floor enclosed by walls, 3..128 each way. False (nothing changes) outside.
    Q_INVOKABLE bool newLevel(int width, int height);
    // Level `index` (0-based) of a library collection.
    Q_INVOKABLE bool openLevel(const QString &collectionId, int index);
    // A level file's first level; a file without levels (or not there yet) gives an empty
    // level that saving adds to the file.
    Q_INVOKABLE bool openFile(const QString &path);
    // The level last opened or saved in a collection (remembered in the resume state), found
    // by its identity if the collection changed since. False (nothing changes) when there is
    // none, or it is gone.
    Q_INVOKABLE bool openLastEdited();
    // Forgets it: the editor opens on an empty level next time.
    Q_INVOKABLE void forgetLastEdited();

    // --- Editing ---------------------------------------------------------------------------

    Q_INVOKABLE void beginStroke();
    Q_INVOKABLE bool paint(int x, int y, int tool);
    Q_INVOKABLE bool paintLine(int x0, int y0, int x1, int y1, int tool);
    Q_INVOKABLE bool endStroke();
    Q_INVOKABLE bool fillRectangle(int x0, int y0, int x1, int y1, int tool, bool outlineOnly);
    Q_INVOKABLE bool resize(int left, int top, int right, int bottom);
    Q_INVOKABLE bool trim();
    Q_INVOKABLE bool rotate(bool clockwise);
    Q_INVOKABLE bool mirror(bool horizontally);
    Q_INVOKABLE bool normalise();
    Q_INVOKABLE bool undo();
    Q_INVOKABLE bool redo();

    // --- Text in and out -------------------------------------------------------------------

    // The level as XSB: board, Title:, Author: and its other metadata.
    Q_INVOKABLE QString levelText() const;
    Q_INVOKABLE bool copyLevel();
    // XSB text replaces the level (one undoable step); false and a notice when it holds none.
    Q_INVOKABLE bool pasteText(const QString &text);
    // A generated level (EditorGenerator::candidateText()) replaces this one: one undoable step.
    Q_INVOKABLE bool applyGenerated(const QString &text);
    Q_INVOKABLE bool pasteFromClipboard();

    // --- Saving ----------------------------------------------------------------------------

    Q_INVOKABLE bool save();
    // `path` may be a file: URL (from a FileDialog); ".xsb" is added when it has no extension.
    Q_INVOKABLE bool saveAs(const QString &path);
    // A folder and file name to suggest for Save As.
    Q_INVOKABLE QString suggestedSavePath() const;

    // --- Test play -------------------------------------------------------------------------

    // Opens the level object as it is in `session` (a play session without library or
    // progress, so nothing is recorded), as a collection of that one level: no text is written
    // and read back. False when it cannot be played (see problems).
    Q_INVOKABLE bool testPlay(tessera::SokobanSession *session) const;

    int columns() const { return m_editor.level().width; }
    int rows() const { return m_editor.level().height; }
    QString title() const;
    void setTitle(const QString &title);
    QString author() const;
    void setAuthor(const QString &author);
    bool canUndo() const { return m_editor.canUndo(); }
    bool canRedo() const { return m_editor.canRedo(); }
    bool modified() const { return m_editor.modified(); }
    int boxCount() const { return m_editor.boxCount(); }
    int goalCount() const { return m_editor.goalCount(); }
    QStringList problems() const { return m_problems; }
    bool playable() const { return m_problems.isEmpty(); }
    int tool() const { return m_tool; }
    void setTool(int tool);
    Shape shape() const { return m_shape; }
    void setShape(Shape shape);
    QString sourceName() const;
    QString saveTarget() const;
    QString collectionId() const { return m_collectionId; }
    int levelIndex() const { return m_index; }
    QString lastError() const { return m_lastError; }
    QString saveTargetProblem() const;

signals:
    void libraryChanged();
    void levelChanged();
    void toolChanged();
    void sourceChanged();
    void lastErrorChanged();
    // A short message: "Saved in My levels", "Level copied"...
    void notice(const QString &message);
    // A save failed: the message says why; the previous file is as it was.
    void saveFailed(const QString &message);

private:
    // Shows the level as it now is: the board, validation, the properties.
    void refresh();
    void setSource(const QString &collectionId, int index, const QString &appendPath);
    void setLastError(const QString &error);
    // An error worded now and again after each switch of language.
    void setLastError(Wording error);
    // What is wrong with the level as it now is, in the language of the moment.
    QStringList problemTexts() const;
    bool applySave(const LevelLibrary::SaveResult &result);
    // Remembers level `index` of `collectionId` as the last edited one.
    void rememberLastEdited(const QString &collectionId, int index);

    QPointer<LevelLibrary> m_library;
    QPointer<ResumeState> m_resume;
    EditorBoardModel *m_board = nullptr;
    sokoban::LevelEditor m_editor;
    QStringList m_problems;
    int m_tool = 0;
    Shape m_shape = Freehand;

    QString m_collectionId; // saved in place there (with m_index) when not empty
    int m_index = -1;
    QString m_appendPath; // or added to this file
    // A read-only collection the level came from, for sourceName ("Microban, level 3").
    Wording m_openedFrom;
    QString m_lastError;
    Wording m_lastErrorWording; // words m_lastError again after a switch of language
};

} // namespace tessera
