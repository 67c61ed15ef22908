// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ActionTable.h"
#include "AppSettings.h"
#include "GamepadInput.h"

#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QScopeGuard>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>
#include <SDL.h>
#include <functional>

Q_IMPORT_QML_PLUGIN(TesseraPlugin)
Q_IMPORT_QML_PLUGIN(Tessera_EditorPlugin)

using namespace tessera;

// A game controller in the real app: SDL's virtual joystick stands in for the pad, and its
// buttons go the whole way, SDL's events, GamepadInput's polling, the router and the action
// table, to the Sokoban screen of Main.qml.
class TestGamepad : public QObject
{
    Q_OBJECT

public:
    static void initMain()
    {
        // Only the virtual pad: no HIDAPI probing of the machine's USB devices.
        qputenv("SDL_JOYSTICK_HIDAPI", "0");
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Tessera"));
        QCoreApplication::setApplicationName(QStringLiteral("tessera-gamepad-test"));
    }

private slots:
    void initTestCase();
    void cleanupTestCase();
    void aPadPluggedInBeforeStartIsFound();
    void dpadMovesThePlayerAndRepeatsWhileHeld();
    void stickMovesLikeTheDpad();
    void bUndoes();
    void triggersAndStickButtonsReachTheToolbox();
    void backOpensTheLevelBrowserWhereTheDpadNavigates();
    void severalControllersAndHotPlugNotices();
    void buttonsAreIgnoredWhileAnotherWindowHasTheFocus();
    void bClosesADialogAndStartGoesHomeWhereTheDpadChoosesAGame();
    void mKeyMutesAndTheChoiceIsKept();
    void aButtonCancelsTheWaitForAKey();
    void editorCursorMovesAndPaints();
    void detachWhileMovingStopsWithoutACrash();

private:
    struct Pad
    {
        int deviceIndex = -1;
        SDL_Joystick *joystick = nullptr;
    };
    // A virtual pad plugged in; attach() also waits until the app has it.
    Pad plugIn(const char *name);
    Pad attach(const char *name);
    void detach(Pad &pad);
    void tap(const Pad &pad, SDL_GameControllerButton button);
    // A trigger pulled all the way and let go, as tap() does with a button.
    void pull(const Pad &pad, SDL_GameControllerAxis trigger);
    QObject *session() const;
    // The play state a player sees: the session's SokobanPlay.
    QObject *play() const { return session()->property("play").value<QObject *>(); }
    int playerX() const { return play()->property("playerX").toInt(); }
    int moves() const { return play()->property("moves").toInt(); }

    void openSokoban();

    QTemporaryDir m_dir;
    QString m_level;
    QQmlApplicationEngine *m_engine = nullptr;
    QQuickWindow *m_window = nullptr;
    Pad m_pad;
    // Whether SDL had started before the window's first frame (it must not: issue #38).
    bool m_sdlStartedBeforeFirstFrame = false;
};

void TestGamepad::initTestCase()
{
    QSettings().clear();
    QQuickStyle::setStyle(QStringLiteral("Fusion"));
    // The pad is plugged in before the app starts: SDL's joystick part is the test's own until
    // the app starts its game controller part.
    if (SDL_Init(SDL_INIT_JOYSTICK) != 0)
        QSKIP(qPrintable(QStringLiteral("SDL's joysticks could not start: %1")
                             .arg(QString::fromUtf8(SDL_GetError()))));
    m_pad = plugIn("Tessera Test Pad");

    // A corridor: the player walks right, then pushes the box onto the goal.
    m_level = m_dir.filePath(QStringLiteral("corridor.xsb"));
    QFile file(m_level);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("############\n"
               "#@         #\n"
               "#        $.#\n"
               "############\n");
    file.close();

    m_engine = new QQmlApplicationEngine(this);
    m_engine->load(QUrl(QStringLiteral("qrc:/qt-project.org/imports/Tessera/shell/Main.qml")));
    m_window = qobject_cast<QQuickWindow *>(m_engine->rootObjects().value(0));
    QVERIFY(m_window);
    QSignalSpy frames(m_window, &QQuickWindow::frameSwapped);
    m_sdlStartedBeforeFirstFrame = GamepadInput::instance()->started();
    QVERIFY(frames.wait());
    QTRY_VERIFY(GamepadInput::instance()->started());
    if (!GamepadInput::instance()->available())
        QSKIP(qPrintable(QStringLiteral("SDL's game controllers could not start: %1")
                             .arg(QString::fromUtf8(SDL_GetError()))));
    m_window->requestActivate();
    QVERIFY(QTest::qWaitForWindowActive(m_window));
    openSokoban();
    QTRY_VERIFY(session());
    QTRY_COMPARE(playerX(), 1);
}

// SDL starts after the window's first frame, which so does not wait for it; a controller
// plugged in before is found then, and plays (the tests below use it).
void TestGamepad::aPadPluggedInBeforeStartIsFound()
{
    QVERIFY(!m_sdlStartedBeforeFirstFrame);
    QTRY_COMPARE(GamepadInput::instance()->controllers(),
                 QStringList{QStringLiteral("Tessera Test Pad")});
}

void TestGamepad::openSokoban()
{
    QVariant opened;
    const QVariantMap properties{{QStringLiteral("levelFile"), m_level}};
    QMetaObject::invokeMethod(m_window, "openGame", Q_RETURN_ARG(QVariant, opened),
                              Q_ARG(QVariant, QStringLiteral("sokoban")),
                              Q_ARG(QVariant, QVariant(properties)), Q_ARG(QVariant, QVariant()));
    QVERIFY(opened.toBool());
}

void TestGamepad::cleanupTestCase()
{
    if (m_pad.joystick)
        detach(m_pad);
    delete m_engine;
}

TestGamepad::Pad TestGamepad::attach(const char *name)
{
    const int before = GamepadInput::instance()->controllers().size();
    Pad pad = plugIn(name);
    // The app sees it through its own polling, as it would see a pad plugged in.
    if (!QTest::qWaitFor(
            [&] { return GamepadInput::instance()->controllers().size() == before + 1; }, 5000))
        qFatal("the app did not see the virtual controller");
    return pad;
}

TestGamepad::Pad TestGamepad::plugIn(const char *name)
{
    SDL_VirtualJoystickDesc desc;
    SDL_zero(desc);
    desc.version = SDL_VIRTUAL_JOYSTICK_DESC_VERSION;
    desc.type = SDL_JOYSTICK_TYPE_GAMECONTROLLER;
    desc.naxes = SDL_CONTROLLER_AXIS_MAX;
    desc.nbuttons = SDL_CONTROLLER_BUTTON_MAX;
    // Every button and axis, in SDL's order: joystick button n is controller button n.
    desc.button_mask = (1u << SDL_CONTROLLER_BUTTON_MAX) - 1;
    desc.axis_mask = (1u << SDL_CONTROLLER_AXIS_MAX) - 1;
    desc.name = name;
    Pad pad;
    pad.deviceIndex = SDL_JoystickAttachVirtualEx(&desc);
    if (pad.deviceIndex < 0)
        qFatal("SDL_JoystickAttachVirtualEx: %s", SDL_GetError());
    pad.joystick = SDL_JoystickOpen(pad.deviceIndex);
    if (!pad.joystick)
        qFatal("SDL_JoystickOpen: %s", SDL_GetError());
    // The triggers at rest: SDL maps a trigger's full-range axis to 0..max, so its minimum.
    for (const SDL_GameControllerAxis trigger :
         {SDL_CONTROLLER_AXIS_TRIGGERLEFT, SDL_CONTROLLER_AXIS_TRIGGERRIGHT})
        SDL_JoystickSetVirtualAxis(pad.joystick, trigger, SDL_JOYSTICK_AXIS_MIN);
    return pad;
}

void TestGamepad::detach(Pad &pad)
{
    const SDL_JoystickID id = SDL_JoystickInstanceID(pad.joystick);
    SDL_JoystickClose(pad.joystick);
    pad.joystick = nullptr;
    // A virtual device is detached by its device index, which moves as others come and go.
    for (int i = 0; i < SDL_NumJoysticks(); ++i) {
        if (SDL_JoystickGetDeviceInstanceID(i) == id) {
            SDL_JoystickDetachVirtual(i);
            break;
        }
    }
}

// Pressed until the app has seen it (a press and release between two polls is no press), then
// let go at once, from the poll that saw it: let go only once the test runs again, a direction
// held past repeatDelayMs (a busy machine's pause) would step a second time.
void TestGamepad::tap(const Pad &pad, SDL_GameControllerButton button)
{
    QSignalSpy pressed(GamepadInput::instance(), &GamepadInput::buttonPressed);
    const QMetaObject::Connection letGo =
        connect(GamepadInput::instance(), &GamepadInput::buttonPressed, this, [&pad, button] {
            SDL_JoystickSetVirtualButton(pad.joystick, button, SDL_RELEASED);
        });
    const auto disconnectAtEnd = qScopeGuard([&letGo] { disconnect(letGo); });
    SDL_JoystickSetVirtualButton(pad.joystick, button, SDL_PRESSED);
    QTRY_VERIFY(!pressed.isEmpty());
    QTest::qWait(3 * GamepadInput::activePollMs);
}

void TestGamepad::pull(const Pad &pad, SDL_GameControllerAxis trigger)
{
    QSignalSpy pressed(GamepadInput::instance(), &GamepadInput::buttonPressed);
    const QMetaObject::Connection letGo =
        connect(GamepadInput::instance(), &GamepadInput::buttonPressed, this, [&pad, trigger] {
            SDL_JoystickSetVirtualAxis(pad.joystick, trigger, SDL_JOYSTICK_AXIS_MIN);
        });
    const auto disconnectAtEnd = qScopeGuard([&letGo] { disconnect(letGo); });
    SDL_JoystickSetVirtualAxis(pad.joystick, trigger, SDL_JOYSTICK_AXIS_MAX);
    QTRY_VERIFY(!pressed.isEmpty());
    QTest::qWait(3 * GamepadInput::activePollMs);
}

QObject *TestGamepad::session() const
{
    auto *screen = m_window->property("currentScreenItem").value<QQuickItem *>();
    return screen ? screen->property("session").value<QObject *>() : nullptr;
}

void TestGamepad::dpadMovesThePlayerAndRepeatsWhileHeld()
{
    const int start = playerX();
    tap(m_pad, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    QTRY_COMPARE(playerX(), start + 1);
    QCOMPARE(moves(), 1);

    // Held: it goes on like a held key...
    SDL_JoystickSetVirtualButton(m_pad.joystick, SDL_CONTROLLER_BUTTON_DPAD_RIGHT, SDL_PRESSED);
    QTRY_VERIFY_WITH_TIMEOUT(playerX() >= start + 4, 5000);
    // ...and stops when let go.
    SDL_JoystickSetVirtualButton(m_pad.joystick, SDL_CONTROLLER_BUTTON_DPAD_RIGHT, SDL_RELEASED);
    QTRY_COMPARE(play()->property("pendingSteps").toInt(), 0);
    const int stopped = playerX();
    QTest::qWait(3 * GamepadInput::repeatIntervalMs + GamepadInput::repeatDelayMs);
    QCOMPARE(playerX(), stopped);
}

void TestGamepad::stickMovesLikeTheDpad()
{
    const int start = playerX();
    // Inside the dead zone: nothing.
    SDL_JoystickSetVirtualAxis(m_pad.joystick, SDL_CONTROLLER_AXIS_LEFTX, -8000);
    QTest::qWait(5 * GamepadInput::activePollMs);
    QCOMPARE(playerX(), start);
    // Past it: one step left, then back to the middle from the poll that saw it (as tap() lets
    // go of a button).
    const QMetaObject::Connection centre =
        connect(GamepadInput::instance(), &GamepadInput::buttonPressed, this, [this] {
            SDL_JoystickSetVirtualAxis(m_pad.joystick, SDL_CONTROLLER_AXIS_LEFTX, 0);
        });
    const auto disconnectAtEnd = qScopeGuard([&centre] { disconnect(centre); });
    SDL_JoystickSetVirtualAxis(m_pad.joystick, SDL_CONTROLLER_AXIS_LEFTX, -32768);
    QTRY_COMPARE(playerX(), start - 1);
    QTest::qWait(3 * GamepadInput::activePollMs);
    QTRY_COMPARE(play()->property("pendingSteps").toInt(), 0);
    QCOMPARE(playerX(), start - 1);
}

void TestGamepad::bUndoes()
{
    QTRY_COMPARE(play()->property("pendingSteps").toInt(), 0);
    const int before = moves();
    const int x = playerX();
    QVERIFY(before > 0);
    tap(m_pad, SDL_CONTROLLER_BUTTON_B);
    QTRY_COMPARE(moves(), before - 1);
    QVERIFY(playerX() != x);
}

// The toolbox from the pad alone: the left stick pressed saves a snapshot, RT redoes, LT turns
// reverse mode on and off, and the right stick pressed opens the level's menu, where the D-pad
// and A go back to the snapshot.
void TestGamepad::triggersAndStickButtonsReachTheToolbox()
{
    QTRY_COMPARE(play()->property("pendingSteps").toInt(), 0);
    QObject *snapshots = session()->property("snapshots").value<QObject *>();
    QVERIFY(snapshots);
    const int saved = snapshots->property("count").toInt();
    tap(m_pad, SDL_CONTROLLER_BUTTON_LEFTSTICK);
    QTRY_COMPARE(snapshots->property("count").toInt(), saved + 1);
    const int x = playerX();

    tap(m_pad, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    QTRY_COMPARE(playerX(), x + 1);
    QTRY_COMPARE(play()->property("pendingSteps").toInt(), 0);
    const int walked = moves();
    tap(m_pad, SDL_CONTROLLER_BUTTON_B);
    QTRY_COMPARE(moves(), walked - 1);
    pull(m_pad, SDL_CONTROLLER_AXIS_TRIGGERRIGHT);
    QTRY_COMPARE(moves(), walked);
    QTRY_COMPARE(playerX(), x + 1);

    QVERIFY(!play()->property("reverseMode").toBool());
    pull(m_pad, SDL_CONTROLLER_AXIS_TRIGGERLEFT);
    QTRY_VERIFY(play()->property("reverseMode").toBool());
    pull(m_pad, SDL_CONTROLLER_AXIS_TRIGGERLEFT);
    QTRY_VERIFY(!play()->property("reverseMode").toBool());
    QTRY_COMPARE(playerX(), x + 1);

    auto *restore = m_window->findChild<QQuickItem *>(QStringLiteral("sokobanRestoreSnapshot"));
    QVERIFY(restore);
    QVERIFY(!restore->isVisible());
    tap(m_pad, SDL_CONTROLLER_BUTTON_RIGHTSTICK);
    QTRY_VERIFY(restore->isVisible());
    // Down the menu to the entry; the player stays where it is meanwhile.
    for (int i = 0; i < 20 && !restore->property("highlighted").toBool(); ++i)
        tap(m_pad, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    QVERIFY(restore->property("highlighted").toBool());
    QCOMPARE(playerX(), x + 1);
    tap(m_pad, SDL_CONTROLLER_BUTTON_A);
    QTRY_VERIFY(!restore->isVisible());
    QTRY_COMPARE(playerX(), x);
    // The D-pad is the board's again.
    tap(m_pad, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    QTRY_COMPARE(playerX(), x + 1);
    QTRY_COMPARE(play()->property("pendingSteps").toInt(), 0);
}

void TestGamepad::backOpensTheLevelBrowserWhereTheDpadNavigates()
{
    auto *screen = m_window->property("currentScreenItem").value<QQuickItem *>();
    const int x = playerX();
    tap(m_pad, SDL_CONTROLLER_BUTTON_BACK);
    QTRY_VERIFY(screen->property("browserOpen").toBool());
    // In the browser the D-pad moves the highlight, not the player.
    tap(m_pad, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    QCOMPARE(playerX(), x);
    // B goes back, up to the game.
    for (int i = 0; i < 3 && screen->property("browserOpen").toBool(); ++i)
        tap(m_pad, SDL_CONTROLLER_BUTTON_B);
    QTRY_VERIFY(!screen->property("browserOpen").toBool());
    QCOMPARE(m_window->property("currentScreen").toString(), QStringLiteral("sokoban"));
}

void TestGamepad::severalControllersAndHotPlugNotices()
{
    auto *notice = m_window->findChild<QObject *>(QStringLiteral("gamepadNotice"));
    QVERIFY(notice);
    Pad second = attach("Second Test Pad");
    QCOMPARE(GamepadInput::instance()->controllers(),
             (QStringList{QStringLiteral("Tessera Test Pad"), QStringLiteral("Second Test Pad")}));
    QTRY_VERIFY(notice->property("text").toString().contains(QStringLiteral("Second Test Pad")));
    QTRY_VERIFY(notice->property("visible").toBool());

    // Either pad plays.
    QTRY_COMPARE(play()->property("pendingSteps").toInt(), 0);
    const int x = playerX();
    tap(second, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    QTRY_COMPARE(playerX(), x + 1);

    detach(second);
    QTRY_COMPARE(GamepadInput::instance()->controllers(),
                 QStringList{QStringLiteral("Tessera Test Pad")});
    QTRY_VERIFY(notice->property("text").toString().contains(QStringLiteral("disconnected")));
}

// SDL reports the pad whichever window has the focus: while another program's window has it,
// Start, Back and the rest are that program's user's, and the game stays as it was.
void TestGamepad::buttonsAreIgnoredWhileAnotherWindowHasTheFocus()
{
    QTRY_COMPARE(play()->property("pendingSteps").toInt(), 0);
    const QPointer<QQuickItem> screen =
        m_window->property("currentScreenItem").value<QQuickItem *>();
    QVERIFY(screen);
    const int x = playerX();
    const int movesBefore = moves();
    const auto sameScreen = [&] {
        return screen && m_window->property("currentScreenItem").value<QQuickItem *>() == screen;
    };
    {
        QWindow other; // another program's window
        other.resize(320, 200);
        other.show();
        other.requestActivate();
        QVERIFY(QTest::qWaitForWindowActive(&other));
        QVERIFY(!m_window->isActive());
        tap(m_pad, SDL_CONTROLLER_BUTTON_START);
        QVERIFY2(sameScreen(), "Start went home");
        tap(m_pad, SDL_CONTROLLER_BUTTON_BACK);
        QVERIFY2(sameScreen() && !screen->property("browserOpen").toBool(),
                 "Back opened the level browser");
        for (const auto button :
             {SDL_CONTROLLER_BUTTON_DPAD_RIGHT, SDL_CONTROLLER_BUTTON_B, SDL_CONTROLLER_BUTTON_Y})
            tap(m_pad, button);
        QVERIFY(sameScreen());
        QCOMPARE(playerX(), x);
        QCOMPARE(moves(), movesBefore);

        // A direction pressed now and still held when the window is back...
        QSignalSpy pressed(GamepadInput::instance(), &GamepadInput::buttonPressed);
        SDL_JoystickSetVirtualButton(m_pad.joystick, SDL_CONTROLLER_BUTTON_DPAD_RIGHT, SDL_PRESSED);
        QTRY_VERIFY(!pressed.isEmpty());
    }
    m_window->requestActivate();
    QVERIFY(QTest::qWaitForWindowActive(m_window));
    // ...does not start walking.
    QSignalSpy repeats(GamepadInput::instance(), &GamepadInput::buttonPressed);
    QTRY_VERIFY_WITH_TIMEOUT(repeats.count() >= 2, 5000);
    QCOMPARE(playerX(), x);
    SDL_JoystickSetVirtualButton(m_pad.joystick, SDL_CONTROLLER_BUTTON_DPAD_RIGHT, SDL_RELEASED);
    QTest::qWait(3 * GamepadInput::activePollMs);

    // Active again: the buttons play.
    tap(m_pad, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    QTRY_COMPARE(playerX(), x + 1);
    tap(m_pad, SDL_CONTROLLER_BUTTON_BACK);
    QTRY_VERIFY(screen->property("browserOpen").toBool());
    for (int i = 0; i < 3 && screen->property("browserOpen").toBool(); ++i)
        tap(m_pad, SDL_CONTROLLER_BUTTON_B);
    QTRY_VERIFY(!screen->property("browserOpen").toBool());
    QCOMPARE(m_window->property("currentScreen").toString(), QStringLiteral("sokoban"));
}

void TestGamepad::bClosesADialogAndStartGoesHomeWhereTheDpadChoosesAGame()
{
    QTest::keyClick(m_window, Qt::Key_F1);
    QObject *help = nullptr;
    QTRY_VERIFY((help = m_window->findChild<QObject *>(QStringLiteral("helpDialog"))) &&
                help->property("opened").toBool());
    tap(m_pad, SDL_CONTROLLER_BUTTON_B);
    QTRY_VERIFY(!help->property("visible").toBool());
    QCOMPARE(m_window->property("currentScreen").toString(), QStringLiteral("sokoban"));

    tap(m_pad, SDL_CONTROLLER_BUTTON_START);
    QTRY_COMPARE(m_window->property("currentScreen").toString(), QStringLiteral("home"));
    // The D-pad moves between the cards, A opens the one with the focus.
    tap(m_pad, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    QQuickItem *card = m_window->activeFocusItem();
    QVERIFY(card);
    QVERIFY2(card->objectName().startsWith(QStringLiteral("gameCard_")),
             qPrintable(card->objectName()));
    const QString gameId = card->objectName().mid(QStringLiteral("gameCard_").size());
    tap(m_pad, SDL_CONTROLLER_BUTTON_A);
    QTRY_COMPARE(m_window->property("currentScreen").toString(), gameId);

    openSokoban();
    QTRY_VERIFY(session());
}

// M is a row of the action table: Help lists it, and pressing it anywhere mutes, for good.
void TestGamepad::mKeyMutesAndTheChoiceIsKept()
{
    bool listed = false;
    for (const QVariant &row : ActionTable().helpRows(QStringLiteral("app")))
        listed |= row.toMap().value(QStringLiteral("keys")).toString() == QLatin1String("M");
    QVERIFY2(listed, "Help does not list M");

    QVERIFY(AppSettings().soundEnabled());
    QTest::keyClick(m_window, Qt::Key_M);
    // A fresh AppSettings reads what was saved.
    QTRY_VERIFY(!AppSettings().soundEnabled());
    auto *toast = m_window->findChild<QObject *>(QStringLiteral("soundToastText"));
    QVERIFY(toast);
    QTRY_COMPARE(toast->property("text").toString(), QStringLiteral("Sound off"));
    QTest::keyClick(m_window, Qt::Key_M);
    QTRY_VERIFY(AppSettings().soundEnabled());
}

// Settings > Keys waits for the player's key: the pad's A (sent as Return) is not taken for it,
// it cancels the wait, and the action keeps its keys.
void TestGamepad::aButtonCancelsTheWaitForAKey()
{
    QTest::keyClick(m_window, Qt::Key_Comma, Qt::ControlModifier);
    QObject *dialog = nullptr;
    QTRY_VERIFY((dialog = m_window->findChild<QObject *>(QStringLiteral("settingsDialog"))) &&
                dialog->property("opened").toBool());
    dialog->setProperty("currentIndex", 4); // Keys
    // A Repeater's items are the page's visual children only.
    const std::function<QQuickItem *(QQuickItem *, const QString &)> find =
        [&find](QQuickItem *item, const QString &name) {
            if (item->objectName() == name)
                return item;
            for (QQuickItem *child : item->childItems()) {
                if (QQuickItem *found = find(child, name))
                    return found;
            }
            return static_cast<QQuickItem *>(nullptr);
        };
    auto *content = dialog->property("contentItem").value<QQuickItem *>();
    QVERIFY(content);
    QQuickItem *undoKey = nullptr;
    QTRY_VERIFY((undoKey = find(content, QStringLiteral("keyButton_sokoban.undo"))) != nullptr);
    QQuickItem *refusal = find(content, QStringLiteral("keyRefusal_sokoban.undo"));
    QVERIFY(refusal);
    const QString keys = undoKey->property("text").toString();
    undoKey->forceActiveFocus();
    QTest::keyClick(m_window, Qt::Key_Space);
    QTRY_VERIFY(undoKey->property("listening").toBool());
    tap(m_pad, SDL_CONTROLLER_BUTTON_A);
    QTRY_VERIFY(!undoKey->property("listening").toBool());
    QCOMPARE(undoKey->property("text").toString(), keys);
    // Not taken for a key and refused ("Return is already..."): only cancelled.
    QVERIFY(!refusal->isVisible());
    QVERIFY(dialog->property("visible").toBool());
    tap(m_pad, SDL_CONTROLLER_BUTTON_B);
    QTRY_VERIFY(!dialog->property("visible").toBool());
}

// In the editor the D-pad moves a cell cursor and A paints with the tool; B undoes; the arrows
// and Space do the same through the same rows of the action table.
void TestGamepad::editorCursorMovesAndPaints()
{
    const QString levelFile = m_dir.filePath(QStringLiteral("editor.xsb"));
    QFile file(levelFile);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("######\n"
               "#    #\n"
               "#@$. #\n"
               "######\n");
    file.close();
    QVariant opened;
    QMetaObject::invokeMethod(
        m_window, "openEditor", Q_RETURN_ARG(QVariant, opened),
        Q_ARG(QVariant, QVariant(QVariantMap{{QStringLiteral("levelFile"), levelFile}})),
        Q_ARG(QVariant, QVariant()));
    QVERIFY(opened.toBool());
    QTRY_COMPARE(m_window->property("currentScreen").toString(), QStringLiteral("editor"));
    auto *screen = m_window->property("currentScreenItem").value<QQuickItem *>();
    QVERIFY(screen);
    auto *editor = screen->property("editor").value<QObject *>();
    auto *board = screen->property("board").value<QObject *>();
    QVERIFY(editor && board);
    const auto row = [editor](int y) {
        QString text;
        QMetaObject::invokeMethod(editor, "levelText", Q_RETURN_ARG(QString, text));
        return text.split(QLatin1Char('\n')).value(y);
    };
    QTRY_COMPARE(row(1), QStringLiteral("#    #"));

    // The shoulders go through the palette, round to the wall.
    const int tool = editor->property("tool").toInt();
    tap(m_pad, SDL_CONTROLLER_BUTTON_RIGHTSHOULDER);
    QTRY_COMPARE(editor->property("tool").toInt(), (tool + 1) % 8);
    tap(m_pad, SDL_CONTROLLER_BUTTON_LEFTSHOULDER);
    QTRY_COMPARE(editor->property("tool").toInt(), tool);
    QTest::keyClick(m_window, Qt::Key_1);
    QTRY_COMPARE(editor->property("tool").toInt(), 0);

    // The first press shows the cursor where it is, the next ones move it.
    QVERIFY(!board->property("cursorShown").toBool());
    tap(m_pad, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    QTRY_VERIFY(board->property("cursorShown").toBool());
    auto *cursor = m_window->findChild<QQuickItem *>(QStringLiteral("editorCellCursor"));
    QVERIFY(cursor && cursor->isVisible());
    QCOMPARE(board->property("cursorX").toInt(), 0);
    tap(m_pad, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    tap(m_pad, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    QTRY_COMPARE(board->property("cursorX").toInt(), 1);
    QTRY_COMPARE(board->property("cursorY").toInt(), 1);

    tap(m_pad, SDL_CONTROLLER_BUTTON_A);
    QTRY_COMPARE(row(1), QStringLiteral("##   #"));
    tap(m_pad, SDL_CONTROLLER_BUTTON_B);
    QTRY_COMPARE(row(1), QStringLiteral("#    #"));

    QTest::keyClick(m_window, Qt::Key_Right);
    QTRY_COMPARE(board->property("cursorX").toInt(), 2);
    QTest::keyClick(m_window, Qt::Key_Space);
    QTRY_COMPARE(row(1), QStringLiteral("# #  #"));

    // Back to the game the other tests play (the edit is left behind unsaved).
    screen->setProperty("leaveConfirmed", true);
    openSokoban();
    QTRY_VERIFY(session());
}

void TestGamepad::detachWhileMovingStopsWithoutACrash()
{
    QTRY_COMPARE(play()->property("pendingSteps").toInt(), 0);
    const int x = playerX();
    SDL_JoystickSetVirtualButton(m_pad.joystick, SDL_CONTROLLER_BUTTON_DPAD_RIGHT, SDL_PRESSED);
    // Moving (a busy machine may have let it repeat already).
    QTRY_VERIFY(playerX() >= x + 1);
    detach(m_pad);
    QTRY_VERIFY(GamepadInput::instance()->controllers().isEmpty());
    QTRY_COMPARE(play()->property("pendingSteps").toInt(), 0);
    const int stopped = playerX();
    QTest::qWait(3 * GamepadInput::repeatIntervalMs + GamepadInput::repeatDelayMs);
    QCOMPARE(playerX(), stopped);
    // The keyboard still plays.
    QTest::keyClick(m_window, Qt::Key_Left);
    QTRY_COMPARE(playerX(), stopped - 1);
}

QTEST_MAIN(TestGamepad)

#include "tst_gamepad.moc"
