// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "../support/PrivateAccessibilityBus.h"
#include "AccessibleWalk.h"
#include "AppTranslations.h"
#include "RendererChoice.h"

#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>
#include <memory>

Q_IMPORT_QML_PLUGIN(TesseraPlugin)
Q_IMPORT_QML_PLUGIN(Tessera_EditorPlugin)

namespace {

// Started before the application (Qt's AT-SPI bridge looks for the bus when the app starts)
// and stopped after it, when main() has returned: the app's X connection must end before
// its Xvfb does, or Xlib ends the process from another thread in the middle of the teardown.
std::unique_ptr<tessera::testing::PrivateAccessibilityBus> accessibilityBus;
bool accessibilityBusUp = false;

// The names that changed, as the AT-SPI bridge hears of them (it is called on after us).
QStringList namesChanged;
QAccessible::UpdateHandler bridgeHandler = nullptr;

void recordUpdate(QAccessibleEvent *event)
{
    if (event->type() == QAccessible::NameChanged) {
        if (QAccessibleInterface *iface = event->accessibleInterface())
            namesChanged << iface->text(QAccessible::Name);
    }
    if (bridgeHandler)
        bridgeHandler(event);
}

} // namespace

// The boards as a screen reader reads them in the real app (Main.qml, Qt's AT-SPI bridge on):
// tables of rows and columns whose cells are named, and a status bar that says what each move
// did. A move changes the named cells and the status.
class TestAccessibleBoards : public QObject
{
    Q_OBJECT

public:
    static void initMain()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Tessera"));
        QCoreApplication::setApplicationName(QStringLiteral("tessera-accessible-test"));
        // The renderer the app picks (main.cpp): without a GPU, Qt Quick's software one.
        tessera::RendererChoice::apply();
        accessibilityBus = std::make_unique<tessera::testing::PrivateAccessibilityBus>();
        accessibilityBusUp = accessibilityBus->start();
    }

private slots:
    void initTestCase();
    void cleanupTestCase();
    void sokobanCellsAndStatusFollowMoves();
    void game2048SaysItsMerges();
    void fifteenSaysItsSlides();
    void editorCellsFollowPainting();

private:
    QQuickItem *openGame(const QString &id, const QVariantMap &properties = {});
    QAccessibleTableInterface *board(const QString &name);
    QString cell(const QString &board, int row, int column);
    QString status();
    void press(Qt::Key key) { QTest::keyClick(m_window, key); }

    QTemporaryDir m_dir;
    // English as the app speaks it ("1 move", "2 moves": the plural forms are translations).
    tessera::AppTranslations m_translations;
    QQmlApplicationEngine *m_engine = nullptr;
    QQuickWindow *m_window = nullptr;
};

void TestAccessibleBoards::initTestCase()
{
    if (!accessibilityBusUp)
        QSKIP(qPrintable(QStringLiteral("no desktop for a screen reader: ") +
                         accessibilityBus->error()));
    QSettings().clear();
    QQuickStyle::setStyle(QStringLiteral("Fusion"));
    m_translations.apply(QStringLiteral("en"));
    m_engine = new QQmlApplicationEngine(this);
    m_engine->load(QUrl(QStringLiteral("qrc:/qt-project.org/imports/Tessera/shell/Main.qml")));
    m_window = qobject_cast<QQuickWindow *>(m_engine->rootObjects().value(0));
    QVERIFY(m_window);
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    QTRY_VERIFY(QAccessible::isActive());
    bridgeHandler = QAccessible::installUpdateHandler(recordUpdate);
}

void TestAccessibleBoards::cleanupTestCase()
{
    if (accessibilityBusUp)
        QAccessible::installUpdateHandler(bridgeHandler);
    delete m_engine;
}

QQuickItem *TestAccessibleBoards::openGame(const QString &id, const QVariantMap &properties)
{
    QVariant opened;
    QMetaObject::invokeMethod(m_window, "openGame", Q_RETURN_ARG(QVariant, opened),
                              Q_ARG(QVariant, id), Q_ARG(QVariant, QVariant(properties)),
                              Q_ARG(QVariant, QVariant(0)));
    if (!opened.toBool())
        return nullptr;
    m_window->requestActivate();
    return m_window->property("currentScreenItem").value<QQuickItem *>();
}

QAccessibleTableInterface *TestAccessibleBoards::board(const QString &name)
{
    QAccessibleInterface *table = accessiblewalk::find(m_window, QAccessible::Table, name);
    return table ? table->tableInterface() : nullptr;
}

QString TestAccessibleBoards::cell(const QString &name, int row, int column)
{
    QAccessibleTableInterface *table = board(name);
    QAccessibleInterface *cell = table ? table->cellAt(row, column) : nullptr;
    return cell ? cell->text(QAccessible::Name) : QStringLiteral("(no cell)");
}

QString TestAccessibleBoards::status()
{
    QAccessibleInterface *bar = accessiblewalk::find(m_window, QAccessible::StatusBar);
    return bar ? bar->text(QAccessible::Name) : QStringLiteral("(no status)");
}

void TestAccessibleBoards::sokobanCellsAndStatusFollowMoves()
{
    // The player, a box, a goal in a corridor: three steps right solve it.
    const QString level = m_dir.filePath(QStringLiteral("corridor.xsb"));
    QFile file(level);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("#######\n"
               "#@ $ .#\n"
               "#######\n");
    file.close();
    QQuickItem *screen = openGame(QStringLiteral("sokoban"), {{"levelFile", level}});
    QVERIFY(screen);
    QTRY_VERIFY(board(QStringLiteral("Sokoban board")));
    QAccessibleTableInterface *table = board(QStringLiteral("Sokoban board"));
    QCOMPARE(table->rowCount(), 3);
    QCOMPARE(table->columnCount(), 7);
    QCOMPARE(cell("Sokoban board", 0, 0), QStringLiteral("row 1, column 1: wall"));
    QCOMPARE(cell("Sokoban board", 1, 1), QStringLiteral("row 2, column 2: you"));
    QCOMPARE(cell("Sokoban board", 1, 3), QStringLiteral("row 2, column 4: box"));
    QCOMPARE(cell("Sokoban board", 1, 5), QStringLiteral("row 2, column 6: goal"));

    // A screen reader's mouse review asks for the cell under the pointer: the cells are centred
    // in the board's item, so a point is a cell only where that cell is drawn.
    QAccessibleInterface *boardItem =
        accessiblewalk::find(m_window, QAccessible::Table, QStringLiteral("Sokoban board"));
    const QRect boxCell = table->cellAt(1, 3)->rect();
    QVERIFY(boardItem->rect().contains(boxCell));
    QAccessibleInterface *under = boardItem->childAt(boxCell.center().x(), boxCell.center().y());
    QVERIFY(under);
    QCOMPARE(under->text(QAccessible::Name), QStringLiteral("row 2, column 4: box"));
    const QRect wallCell = table->cellAt(2, 6)->rect();
    under = boardItem->childAt(wallCell.right(), wallCell.bottom());
    QVERIFY(under);
    QCOMPARE(under->text(QAccessible::Name), QStringLiteral("row 3, column 7: wall"));
    // Beside the cells, inside the board's item: no cell.
    const QRect cells = table->cellAt(0, 0)->rect().united(wallCell);
    QVERIFY2(boardItem->rect().height() > cells.height() + 2,
             "the window is taller than a 3-row level's cells");
    QCOMPARE(boardItem->childAt(cells.center().x(), cells.bottom() + 2), nullptr);

    namesChanged.clear();
    press(Qt::Key_Right);
    QTRY_COMPARE(cell("Sokoban board", 1, 2), QStringLiteral("row 2, column 3: you"));
    QCOMPARE(cell("Sokoban board", 1, 1), QStringLiteral("row 2, column 2: floor"));
    QTRY_COMPARE(status(), QStringLiteral("1 move, 0 pushes, 0 of 1 box on goals"));
    QVERIFY2(namesChanged.contains(QStringLiteral("row 2, column 3: you")),
             qPrintable(namesChanged.join('|')));
    QVERIFY2(namesChanged.contains(status()), qPrintable(namesChanged.join('|')));

    // A wall: nothing moves, and that is said, twice as often as it happens.
    namesChanged.clear();
    press(Qt::Key_Up);
    QTRY_COMPARE(status(), QStringLiteral("Blocked. 1 move, 0 pushes, 0 of 1 box on goals"));
    press(Qt::Key_Up);
    QTRY_COMPARE(namesChanged.count(status()), 2);

    // I says what is around the player, through the same status bar.
    press(Qt::Key_I);
    QTRY_COMPARE(status(), QStringLiteral("wall 2 cells left, wall up, box right, wall down. 1 "
                                          "move, 0 pushes, 0 of 1 box on goals"));
    press(Qt::Key_Left);
    QTRY_COMPARE(cell("Sokoban board", 1, 1), QStringLiteral("row 2, column 2: you"));
    press(Qt::Key_I);
    QTRY_VERIFY2(status().startsWith(QStringLiteral("wall left, wall up, box 2 cells right, ")),
                 qPrintable(status()));
    press(Qt::Key_Right);

    press(Qt::Key_Right);
    QTRY_COMPARE(status(), QStringLiteral("Box pushed. 4 moves, 1 push, 0 of 1 box on goals"));
    QCOMPARE(cell("Sokoban board", 1, 4), QStringLiteral("row 2, column 5: box"));
    press(Qt::Key_Right);
    QTRY_VERIFY2(
        status().startsWith(QStringLiteral("Level solved! 5 moves, 2 pushes, 1 of 1 box on goals")),
        qPrintable(status()));
    QCOMPARE(cell("Sokoban board", 1, 5), QStringLiteral("row 2, column 6: box on a goal"));
}

void TestAccessibleBoards::game2048SaysItsMerges()
{
    QQuickItem *screen = openGame(QStringLiteral("2048"));
    QVERIFY(screen);
    QObject *game = nullptr;
    for (QObject *child : screen->children()) {
        if (child->inherits("tessera::Game2048Session"))
            game = child;
    }
    QVERIFY(game);
    QString refused;
    QMetaObject::invokeMethod(game, "startFromText", Q_RETURN_ARG(QString, refused),
                              Q_ARG(QString, QStringLiteral("32 32 0 0/0 0 0 0/0 0 0 0/0 0 0 2")),
                              Q_ARG(double, 1), Q_ARG(double, 0));
    QCOMPARE(refused, QString());
    QTRY_VERIFY(board(QStringLiteral("2048 board")));
    QCOMPARE(board(QStringLiteral("2048 board"))->rowCount(), 4);
    QCOMPARE(cell("2048 board", 0, 1), QStringLiteral("row 1, column 2: 32"));
    QCOMPARE(cell("2048 board", 0, 2), QStringLiteral("row 1, column 3: empty"));

    namesChanged.clear();
    press(Qt::Key_Left);
    QTRY_COMPARE(cell("2048 board", 0, 0), QStringLiteral("row 1, column 1: 64"));
    QTRY_VERIFY2(status().startsWith(QStringLiteral("Merged into 64, 64 points. Score 64")),
                 qPrintable(status()));
    QVERIFY2(namesChanged.contains(QStringLiteral("row 1, column 1: 64")),
             qPrintable(namesChanged.join('|')));
    QVERIFY2(namesChanged.contains(status()), qPrintable(namesChanged.join('|')));

    press(Qt::Key_I);
    QTRY_VERIFY2(status().startsWith(QStringLiteral("row 1: 64, ")), qPrintable(status()));
    QVERIFY2(status().contains(QStringLiteral("row 4: ")), qPrintable(status()));
}

void TestAccessibleBoards::fifteenSaysItsSlides()
{
    QQuickItem *screen = openGame(QStringLiteral("fifteen"));
    QVERIFY(screen);
    QObject *game = nullptr;
    for (QObject *child : screen->children()) {
        if (child->inherits("tessera::FifteenSession"))
            game = child;
    }
    QVERIFY(game);
    QString refused;
    QMetaObject::invokeMethod(game, "startFromText", Q_RETURN_ARG(QString, refused),
                              Q_ARG(QString, QStringLiteral("1 2 3/4 0 5/7 8 6")));
    QCOMPARE(refused, QString());
    QTRY_VERIFY(board(QStringLiteral("Fifteen board")));
    QCOMPARE(board(QStringLiteral("Fifteen board"))->columnCount(), 3);
    QCOMPARE(cell("Fifteen board", 1, 1), QStringLiteral("row 2, column 2: empty"));
    QCOMPARE(cell("Fifteen board", 1, 2), QStringLiteral("row 2, column 3: tile 5"));

    namesChanged.clear();
    // Left slides the tile right of the gap into it.
    press(Qt::Key_Left);
    QTRY_COMPARE(cell("Fifteen board", 1, 1), QStringLiteral("row 2, column 2: tile 5"));
    QCOMPARE(cell("Fifteen board", 1, 2), QStringLiteral("row 2, column 3: empty"));
    QTRY_VERIFY2(status().startsWith(QStringLiteral("1 move, time ")), qPrintable(status()));
    QVERIFY2(namesChanged.contains(QStringLiteral("row 2, column 2: tile 5")),
             qPrintable(namesChanged.join('|')));

    press(Qt::Key_I);
    QTRY_VERIFY2(status().startsWith(QStringLiteral("row 1: tile 1, tile 2, tile 3. row 2: tile "
                                                    "4, tile 5, empty. row 3: tile 7, tile 8, "
                                                    "tile 6. 1 move, time ")),
                 qPrintable(status()));
}

// The level editor's board is a table too: what is painted is read.
void TestAccessibleBoards::editorCellsFollowPainting()
{
    QVariant opened;
    QMetaObject::invokeMethod(m_window, "openEditor", Q_RETURN_ARG(QVariant, opened),
                              Q_ARG(QVariant, QVariant(QVariantMap())), Q_ARG(QVariant, 0));
    QVERIFY(opened.toBool());
    auto *screen = m_window->property("currentScreenItem").value<QQuickItem *>();
    QVERIFY(screen);
    QObject *editor = screen->property("editor").value<QObject *>();
    QVERIFY(editor);
    bool made = false;
    QMetaObject::invokeMethod(editor, "newLevel", Q_RETURN_ARG(bool, made), Q_ARG(int, 5),
                              Q_ARG(int, 3));
    QVERIFY(made);
    const QString name = QStringLiteral("Level being edited");
    QTRY_VERIFY(board(name));
    QCOMPARE(board(name)->rowCount(), 3);
    QCOMPARE(board(name)->columnCount(), 5);
    namesChanged.clear();
    bool painted = false;
    const int box = 3;    // EditorTool::Box
    const int player = 5; // EditorTool::Player
    QMetaObject::invokeMethod(editor, "paint", Q_RETURN_ARG(bool, painted), Q_ARG(int, 2),
                              Q_ARG(int, 1), Q_ARG(int, box));
    QVERIFY(painted);
    QMetaObject::invokeMethod(editor, "paint", Q_RETURN_ARG(bool, painted), Q_ARG(int, 1),
                              Q_ARG(int, 1), Q_ARG(int, player));
    QVERIFY(painted);
    QTRY_COMPARE(cell(name, 1, 2), QStringLiteral("row 2, column 3: box"));
    QCOMPARE(cell(name, 1, 1), QStringLiteral("row 2, column 2: player"));
    QVERIFY2(namesChanged.contains(QStringLiteral("row 2, column 3: box")),
             qPrintable(namesChanged.join('|')));
}

QTEST_MAIN(TestAccessibleBoards)
#include "tst_accessible_boards.moc"
