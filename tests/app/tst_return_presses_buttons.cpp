// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ReturnPressesButtons.h"

#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QtTest>
#include <memory>

using namespace tessera;

// Return and Enter press the focused button as Space does; elsewhere they pass untouched.
class tst_ReturnPressesButtons : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void returnPressesAFocusedButton();
    void keypadEnterPressesToo();
    void heldReturnPressesOnce();
    void checkBoxToggles();
    void disabledButtonStaysUnpressed();
    void boardKeepsItsReturn();
    void textFieldKeepsItsReturn();
    void returnWithAModifierIsLeftAlone();
    void withoutTheFilterReturnDoesNothing();

private:
    QQuickItem *item(const char *name) const;
    int count(const char *name) const;
    void focus(const char *name);

    QQmlEngine m_engine;
    std::unique_ptr<QQuickWindow> m_window;
    ReturnPressesButtons m_filter;
};

void tst_ReturnPressesButtons::init()
{
    QQmlComponent component(&m_engine);
    component.setData(R"(
        import QtQuick
        import QtQuick.Controls
        Window {
            width: 300; height: 300; visible: true
            Column {
                Button { objectName: "button"; property int count: 0; text: "Go"; onClicked: ++count }
                CheckBox { objectName: "check"; property int count: 0; onToggled: ++count }
                TextField { objectName: "field"; property int count: 0; onAccepted: ++count }
                Item { objectName: "board"; property int count: 0; width: 50; height: 50
                       focus: true; Keys.onReturnPressed: ++count }
            }
        })",
                      QUrl());
    m_window.reset(qobject_cast<QQuickWindow *>(component.create()));
    QVERIFY2(m_window, qPrintable(component.errorString()));
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->requestActivate();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    qApp->installEventFilter(&m_filter);
}

void tst_ReturnPressesButtons::cleanup()
{
    qApp->removeEventFilter(&m_filter);
    m_window.reset();
}

QQuickItem *tst_ReturnPressesButtons::item(const char *name) const
{
    QQuickItem *found = m_window->findChild<QQuickItem *>(QLatin1String(name));
    if (!found)
        qFatal("no item %s", name);
    return found;
}

int tst_ReturnPressesButtons::count(const char *name) const
{
    return item(name)->property("count").toInt();
}

void tst_ReturnPressesButtons::focus(const char *name)
{
    item(name)->forceActiveFocus(Qt::TabFocusReason);
    QVERIFY(item(name)->hasActiveFocus());
}

void tst_ReturnPressesButtons::returnPressesAFocusedButton()
{
    focus("button");
    QTest::keyClick(m_window.get(), Qt::Key_Return);
    QCOMPARE(count("button"), 1);
    QTest::keyClick(m_window.get(), Qt::Key_Return);
    QCOMPARE(count("button"), 2);
    QCOMPARE(count("board"), 0);
}

void tst_ReturnPressesButtons::keypadEnterPressesToo()
{
    focus("button");
    QTest::keyClick(m_window.get(), Qt::Key_Enter, Qt::KeypadModifier);
    QCOMPARE(count("button"), 1);
}

void tst_ReturnPressesButtons::heldReturnPressesOnce()
{
    focus("button");
    // As X11 sends a held key: a release and a press, both marked auto-repeat, between the
    // first press and the last release.
    QTest::keyPress(m_window.get(), Qt::Key_Return);
    for (int i = 0; i < 3; ++i) {
        for (const QEvent::Type type : {QEvent::KeyRelease, QEvent::KeyPress}) {
            QKeyEvent repeat(type, Qt::Key_Return, Qt::NoModifier, QString(), true);
            QGuiApplication::sendEvent(m_window.get(), &repeat);
        }
    }
    QTest::keyRelease(m_window.get(), Qt::Key_Return);
    QCOMPARE(count("button"), 1);
}

void tst_ReturnPressesButtons::checkBoxToggles()
{
    focus("check");
    QTest::keyClick(m_window.get(), Qt::Key_Return);
    QCOMPARE(count("check"), 1);
    QVERIFY(item("check")->property("checked").toBool());
}

void tst_ReturnPressesButtons::disabledButtonStaysUnpressed()
{
    // Disabled while it has the keyboard (a game ended under it).
    focus("button");
    item("button")->setEnabled(false);
    QTest::keyClick(m_window.get(), Qt::Key_Return);
    QCOMPARE(count("button"), 0);
}

void tst_ReturnPressesButtons::boardKeepsItsReturn()
{
    focus("board");
    QTest::keyClick(m_window.get(), Qt::Key_Return);
    QCOMPARE(count("board"), 1);
    QCOMPARE(count("button"), 0);
}

void tst_ReturnPressesButtons::textFieldKeepsItsReturn()
{
    focus("field");
    QTest::keyClick(m_window.get(), Qt::Key_Return);
    QCOMPARE(count("field"), 1);
    QCOMPARE(item("field")->property("text").toString(), QString());
}

void tst_ReturnPressesButtons::returnWithAModifierIsLeftAlone()
{
    focus("button");
    QTest::keyClick(m_window.get(), Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(count("button"), 0);
}

void tst_ReturnPressesButtons::withoutTheFilterReturnDoesNothing()
{
    // What Qt Quick Controls 6.4 do on their own: Space presses, Return does not.
    qApp->removeEventFilter(&m_filter);
    focus("button");
    QTest::keyClick(m_window.get(), Qt::Key_Return);
    QCOMPARE(count("button"), 0);
    QTest::keyClick(m_window.get(), Qt::Key_Space);
    QCOMPARE(count("button"), 1);
}

QTEST_MAIN(tst_ReturnPressesButtons)
#include "tst_return_presses_buttons.moc"
